"""Tournament formats are modules behind one protocol: no code outside ``formats/`` (and the
catalogues) writes a format's name, so nothing outside a format's module branches on it; and a
format registered alone (here one defined in this test, "a pair is out at its N-th lost tie",
with a second title for the first pair out) is run by the service, ``simulate`` and its JSON,
the console with its own flag, and the pictures, without any other change. (The store's schema
lists the formats it takes, migration 0004: the test's format is registered under one of their
names, ``NAME``.)"""

from __future__ import annotations

import ast
import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from musbot.cli import main
from musbot.presenter import tournament_pictures
from musbot.store import Store
from musbot.tournaments import Notice, Options, Tournament, TournamentError, TournamentService
from musbot.tournaments.formats import FORMATS
from musbot.tournaments.formats.base import Criterion, Format, FormatOption, Place, View, new_match
from musbot.tournaments.model import Match
from musbot.tournaments.simulate import (
    CHANNEL,
    GUILD,
    ORGANISER,
    START,
    EngineTables,
    players_of,
    report,
    run,
)
from musbot.tournaments.standings import ROUND_ROBIN, Row

ROOT = Path(__file__).resolve().parents[2]
THEIRS = (ROOT / "musbot" / "tournaments" / "formats", ROOT / "musbot" / "i18n")
QUICK = {"juegos": 1, "tantos": 30}
NAME = "liga"  # a name the store takes; the format is this test's


def names_written(path: Path, names: set[str]) -> Iterator[tuple[int, str]]:
    """Where ``path`` writes one of ``names`` as a string of its own: (line, name)."""
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Constant) and node.value in names:
            yield node.lineno, node.value


def test_no_format_name_is_written_outside_the_formats() -> None:
    """``format == "liga"`` anywhere else would be a branch on a format outside its module."""
    found = [f"{path.relative_to(ROOT)}:{line} {name!r}" for package in ("musbot", "cogs")
             for path in sorted((ROOT / package).rglob("*.py")) if not any(path.is_relative_to(own) for own in THEIRS)
             for line, name in names_written(path, set(FORMATS))]
    assert found == []


def test_the_scan_sees_a_name_compared_and_not_one_in_words(tmp_path: Path) -> None:
    code = tmp_path / "x.py"
    code.write_text('"""A liga, a suizo."""\n\n\ndef f(t):\n    return t.format in ("liga", "copa")\n')
    assert list(names_written(code, {"liga", "suizo"})) == [(5, "liga")]


# ---------------------------------------------------------------------- a format registered alone

LIVES = FormatOption("vidas", 2, "the ties a pair may lose", lo=1, hi=5, error="tourn.error.rounds")
STAGE = "prueba"


def losses(t: Tournament) -> Counter[int]:
    out: Counter[int] = Counter()
    for m in t.matches.values():
        if m.finished and m.a is not None and m.b is not None:
            out.update(p for p in (m.a, m.b) if p != m.winner)
    return out


class Prueba(Format):
    """Each round pairs the pairs still in (fewest lost ties first, then by seed; an odd one out
    rests); a pair is out at its ``vidas``-th lost tie; the last pair in is champion, and the
    first pair out (the best seed among them) takes the title of stage ``b``."""

    name = NAME
    max_pairs = 32
    options = (LIVES,)
    order = (Criterion("lost", "lowest"), Criterion("won", "highest"))
    row_fields = ()
    columns = ("won", "lost")
    views = (View.STANDINGS,)
    ranking = ROUND_ROBIN

    def still_in(self, t: Tournament) -> list[int]:
        lost = losses(t)
        return sorted((e.no for e in t.pairs() if t.in_play(e.no) and lost[e.no] < LIVES.of(t.options)),
                      key=lambda p: (lost[p], t.entries[p].seed or 0))

    def round(self, t: Tournament, r: int, pairs: list[int]) -> list[Match]:
        made = [new_match(t, r, STAGE, i // 2, pairs[i], pairs[i + 1]) for i in range(0, len(pairs) - 1, 2)]
        if len(pairs) % 2:
            made.append(new_match(t, r, STAGE, len(made), pairs[-1], None))
        return made

    def first_rounds(self, t: Tournament, drawn_at: float) -> list[Match]:
        return self.round(t, 1, self.still_in(t))

    def next_round(self, t: Tournament, r: int) -> list[Match] | None:
        left = self.still_in(t)
        if len(left) > 1:
            return self.round(t, r + 1, left)
        t.champion = left[0] if left else None
        return None

    def table(self, t: Tournament) -> list[Row]:
        return ROUND_ROBIN.rank([e.no for e in t.pairs()], t.results())

    def places(self, t: Tournament) -> list[Place]:
        rows = sorted(self.table(t), key=lambda row: (row.lost, -row.won, t.entries[row.pair].seed or 0))
        return [Place(i, row.pair, row) for i, row in enumerate(rows, start=1)]

    def no_champion(self, t: Tournament) -> tuple[str, list[int]]:
        return "nobody", []

    def stage_champions(self, t: Tournament) -> tuple[tuple[str, int | None], ...]:
        out_at: dict[int, int] = {}
        lost: Counter[int] = Counter()
        for m in sorted(t.matches.values(), key=lambda m: m.round):
            for p in (m.a, m.b):
                if m.b is not None and p is not None and p != m.winner:
                    lost[p] += 1
                    if lost[p] == LIVES.of(t.options):
                        out_at[p] = m.round
        first = sorted(out_at, key=lambda p: (out_at[p], t.entries[p].seed or 0))
        return (("b", first[0] if first else None),)


@pytest.fixture
def prueba(monkeypatch: pytest.MonkeyPatch) -> Prueba:
    fmt = Prueba()
    monkeypatch.setitem(FORMATS, fmt.name, fmt)  # its registration line (in the place of another)
    return fmt


async def play_prueba(path: Path, pairs: int, lives: int) -> tuple[Tournament, list[Notice]]:
    store = await Store.open(path)
    try:
        clock = [START]
        tables = EngineTables("random")
        service = TournamentService(store, tables, clock=lambda: clock[0], new_seed=lambda: "ab" * 32)
        notices: list[Notice] = []

        async def listen(n: Notice) -> None:
            notices.append(n)

        service.listeners.append(listen)
        t = await service.create(guild_id=GUILD, channel_id=CHANNEL, organiser_id=ORGANISER, name="Prueba",
                                 format=NAME, signup_closes_at=START + 3600,
                                 options=Options(rules=QUICK, max_pairs=pairs, format_options={"vidas": lives}))
        for u1, n1, u2, n2 in players_of(pairs):
            await service.sign_up_pair(t.id, u1, n1, u2, n2)
            await service.confirm(t.id, u2)
        clock[0] = START + 3600
        await service.tick()
        return await run(service, tables, t.id, clock, seed=3), notices
    finally:
        await store.close()


@pytest.mark.parametrize(("pairs", "lives"), [(2, 1), (5, 2), (8, 2), (7, 3)])
async def test_a_format_registered_alone_is_played_to_its_end(prueba: Prueba, tmp_path: Path, pairs: int,
                                                              lives: int) -> None:
    t, notices = await play_prueba(tmp_path / "prueba.db", pairs, lives)
    out = report(t)
    assert t.status == "finished" and out["format"] == NAME and t.options.format_options == {"vidas": lives}
    lost: Counter[int] = Counter()
    for rd in out["rounds"]:  # rounds made one at a time: only pairs still in meet
        assert rd["stage"] == STAGE
        for m in rd["matches"]:
            assert all(lost[p] < lives for p in (m["a"], m["b"]) if p is not None), (rd, lost)
        for m in rd["matches"]:
            if not m.get("bye"):
                lost.update(p for p in (m["a"], m["b"]) if p != m["winner"])
    champion, first_out = out["champion"], out["champion_b"]
    assert champion is not None and lost[champion] < lives
    assert sorted(p for p in lost if lost[p] == lives) == sorted(p["id"] for p in out["pairs"] if p["id"] != champion)
    assert lost[first_out] == lives and first_out != champion
    assert out["order"] == [{"by": "lost", "best": "lowest"}, {"by": "won", "best": "highest"}]
    assert [r["rank"] for r in out["standings"]] == list(range(1, pairs + 1))
    assert out["standings"][0]["pair"] == champion
    told = {n.kind: n for n in notices if n.kind.startswith("champion")}
    assert told["champion"].to == t.entries[champion].users
    assert told["champion_b"].to == t.entries[first_out].users and told["champion_b"].public
    [standings] = tournament_pictures.pictures(t)  # its pictures: the one view it names, its table
    assert [row.name for row in standings.rows] == [t.entries[row.pair].label for row in prueba.table(t)]
    [(png, alt)] = tournament_pictures.draw([standings], "es")
    assert png[:4] == b"\x89PNG" and alt


def test_the_console_takes_a_registered_format_and_its_flag(prueba: Prueba, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "simulate", "--format", NAME, "--pairs", "5", "--level", "random", "--juegos", "1",
            "--tantos", "30"]
    assert main([*args, "--vidas", "1", "--json"]) == 0
    out: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert out["format"] == NAME and "champion_b" in out
    assert len([m for rd in out["rounds"] for m in rd["matches"] if not m.get("bye")]) == 4  # four pairs out
    assert main([*args, "--vidas", "1"]) == 0
    text = capsys.readouterr().out
    assert "standings (ranked by lost, then ties won;" in text and text.splitlines()[-1].startswith("champion: ")
    assert main([*args, "--vidas", "9"]) == 2  # out of its declared range: refused plainly
    assert capsys.readouterr().err.startswith("musbot: ")


# ---------------------------------------------------------------------- one declaration per option

def test_crear_offers_each_format_option_as_the_service_accepts_it() -> None:
    """``/mus torneo crear``'s parameter for a format's option takes exactly the values the
    service accepts for that format (one declaration: ``rondas`` 0-20, ``jornada`` 1-744 hours)."""
    from discord import AppCommandOptionType

    from cogs.torneo import TorneoGroup

    offered = {p.name: p for p in TorneoGroup.crear.parameters}
    assert {"rondas", "jornada", "ida_vuelta"} <= set(offered)
    for fmt in FORMATS.values():
        for option in fmt.options:
            if option.param is None:
                assert option.name not in offered
                continue
            p = offered[option.param]
            assert not p.required
            if isinstance(option.default, bool):
                assert p.type is AppCommandOptionType.boolean
                continue
            assert (p.type, p.min_value, p.max_value) == (AppCommandOptionType.integer, option.lo, option.hi)
            for value, ok in ((option.lo, True), (option.hi, True), (option.lo - 1, False), (option.hi + 1, False)):
                options = Options(format_options={option.name: value})
                try:
                    fmt.check(options)
                except TournamentError as exc:
                    assert not ok and exc.key == option.error, (fmt.name, option.name, value)
                else:
                    assert ok, (fmt.name, option.name, value)
