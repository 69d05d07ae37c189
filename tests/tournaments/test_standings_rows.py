"""A standings row explains its rank: every row (the ``simulate`` JSON and text, the picture
and its words) shows the values the order is decided by, those values are what the ties gave
(a bye and a walkover won count as points), and sorting the shown values by the stated order
gives the shown order. Checked over simulated tournaments of every format, and on the
suizo of 11 pairs where a pair shown "won 1 lost 2" ranks above pairs shown "won 2 lost 2"."""

from __future__ import annotations

import asyncio
from collections import Counter
from functools import cache
from typing import Any

import pytest

from musbot.cli import main
from musbot.i18n import LANGS, t
from musbot.i18n.alt import tournament_alt
from musbot.i18n.counts import tn
from musbot.presenter import tournament_pictures as views
from musbot.render.bracket_tables import GroupsView, StandingRow, StandingsView, cell
from musbot.tournaments.model import Tournament
from musbot.tournaments.simulate import play, report

HIGH, LOW = "highest", "lowest"
# The order each format states (README, the picture's legend, ``simulate --json``'s "order"),
# written out here rather than read from the code that ranks.
STATED = {
    "suizo": [("points", HIGH), ("buchholz", HIGH), ("juego_diff", HIGH), ("tantos_diff", HIGH)],
    "liga": [("won", HIGH), ("head_to_head", HIGH), ("juego_diff", HIGH), ("tantos_diff", HIGH)],
    "eliminatoria": [("knockout", LOW), ("group_rank", LOW), ("won", HIGH), ("juego_diff", HIGH),
                     ("tantos_diff", HIGH)],
}
STATED["liguilla"] = STATED["eliminatoria"]
# The picture's columns that decide its order, first to last (its legend says so)
PICTURE_ORDER = {"swiss": ["points", "buchholz", "juegos", "tantos"], "rr": ["won", "head_to_head", "juegos", "tantos"]}
QUICK: dict[str, Any] = {"level": "random", "rules": {"juegos": 1, "tantos": 30}}

# (format, pairs, seed, absent rate): odd suizos have byes, absences give walkovers
CASES = [("suizo", n, seed, rate) for n, seed, rate in ((5, 1, 0.0), (7, 2, 0.2), (8, 3, 0.1), (11, 2, 0.0),
                                                       (11, 5, 0.15), (13, 4, 0.0), (16, 6, 0.1))]
CASES += [("liga", n, seed, rate) for n, seed, rate in ((3, 1, 0.0), (4, 2, 0.3), (5, 3, 0.0), (6, 4, 0.2),
                                                      (7, 5, 0.1))]
CASES += [("liguilla", n, seed, rate) for n, seed, rate in ((6, 1, 0.0), (9, 2, 0.15), (12, 3, 0.0), (14, 4, 0.1))]
CASES += [("eliminatoria", n, seed, rate) for n, seed, rate in ((2, 1, 0.0), (5, 2, 0.0), (9, 3, 0.2),
                                                              (13, 4, 0.0))]


@cache
def tournament(fmt: str, pairs: int, seed: int, absent: float, level: str = "random") -> Tournament:
    options = dict(QUICK, level=level) if level == "random" else {"level": level}
    return asyncio.run(play(fmt, pairs, seed=seed, absent_rate=absent, **options))


def stated_key(row: dict[str, Any], order: list[tuple[str, str]]) -> tuple[tuple[int, int], ...]:
    """A row's place by the stated order: smaller first; a missing value after every value; a
    pair that played the knockout is placed by how far it went alone."""
    if row.get("knockout") is not None:
        return ((0, row["knockout"]),)
    return tuple((1, 0) if row[name] is None else (0, row[name] if best == LOW else -row[name])
                 for name, best in order)


def assert_order_follows(rows: list[Any], key: Any, rank: Any, seed: Any) -> None:
    """Adjacent rows: the first is ahead by the stated order, or level on all of it; level
    rows share the rank and are listed by seed; a row ahead has a better rank."""
    assert rows and rank(rows[0]) == 1
    for prev, row in zip(rows, rows[1:], strict=False):
        assert key(prev) <= key(row), (prev, row)
        if key(prev) == key(row):
            assert rank(prev) == rank(row) and seed(prev) < seed(row), (prev, row)
        else:
            assert rank(prev) < rank(row), (prev, row)


def what_the_ties_gave(out: dict[str, Any]) -> dict[int, Counter[str]]:
    """Per pair, from the rounds alone: ties won, lost, walkovers won, byes, juegos, tantos."""
    got: dict[int, Counter[str]] = {p["id"]: Counter() for p in out["pairs"]}
    for rd in out["rounds"]:
        for m in rd["matches"]:
            if m.get("bye"):
                got[m["a"]]["byes"] += 1
                continue
            for me, side in ((m["a"], 0), (m["b"], 1)):
                mine = got[me]
                if m["winner"] == me:
                    mine["won"] += 1
                    mine["walkovers"] += m["walkover"]
                else:
                    mine["lost"] += 1
                mine["juego_diff"] += m["juegos"][side] - m["juegos"][1 - side]
                mine["tantos_diff"] += m["tantos"][side] - m["tantos"][1 - side]
    return got


def opponents(out: dict[str, Any], pair: int) -> list[int]:
    return [m["b"] if m["a"] == pair else m["a"] for rd in out["rounds"] for m in rd["matches"]
            if not m.get("bye") and pair in (m["a"], m["b"])]


def knockout_reached(out: dict[str, Any]) -> dict[int, int]:
    """How many pairs the last knockout round each pair played had (1: the champions)."""
    ko = [rd["matches"] for rd in out["rounds"] if rd["stage"] == "eliminatoria"]
    reached: dict[int, int] = {}
    size = 2 * len(ko[0]) if ko else 0
    for matches in ko:
        for m in matches:
            for p in (m["a"], m["b"]):
                if p is not None:
                    reached[p] = size
        size //= 2
    if out["champion"] is not None:
        reached[out["champion"]] = 1
    return reached


@pytest.mark.parametrize(("fmt", "pairs", "seed", "absent"), CASES)
def test_the_json_rows_show_what_ranks_them(fmt: str, pairs: int, seed: int, absent: float) -> None:
    out = report(tournament(fmt, pairs, seed, absent))
    assert [(c["by"], c["best"]) for c in out["order"]] == STATED[fmt]  # the JSON states its order
    assert [c.get("decides_alone", False) for c in out["order"]][:1] == [fmt in ("eliminatoria", "liguilla")]
    rows = out["standings"]
    assert sorted(r["pair"] for r in rows) == [p["id"] for p in out["pairs"]]
    gave = what_the_ties_gave(out)
    reached = knockout_reached(out)
    for row in rows:
        mine = gave[row["pair"]]
        for name in ("won", "lost", "walkovers", "juego_diff", "tantos_diff"):
            assert row[name] == mine[name], (name, row)
        assert row["juego_diff"] == row["juegos_for"] - row["juegos_against"]
        assert row["tantos_diff"] == row["tantos_for"] - row["tantos_against"]
        if fmt == "suizo":  # a bye and a walkover won are a point each
            assert row["byes"] == mine["byes"] and row["points"] == row["won"] + row["byes"]
        if fmt in ("eliminatoria", "liguilla"):
            assert row["knockout"] == reached.get(row["pair"])
    shown = {r["pair"]: r for r in rows}
    if fmt == "suizo":
        for row in rows:
            assert row["buchholz"] == sum(shown[o]["points"] for o in opponents(out, row["pair"]))
    if fmt == "liga":  # ties won among the pairs level on ties won
        for row in rows:
            level = {r["pair"] for r in rows if r["won"] == row["won"]}
            won_among = sum(1 for rd in out["rounds"] for m in rd["matches"]
                            if m["winner"] == row["pair"] and {m["a"], m["b"]} <= level)
            assert row["head_to_head"] == won_among
    assert_order_follows(rows, lambda r: stated_key(r, STATED[fmt]), lambda r: r["rank"], lambda r: r["seed"])


def _number(text: str) -> int:
    return int(text.replace("+", ""))


def picture_tables(t_: Tournament) -> list[tuple[str, tuple[StandingRow, ...]]]:
    out: list[tuple[str, tuple[StandingRow, ...]]] = []
    for v in views.pictures(t_):
        if isinstance(v, StandingsView):
            out.append(("swiss" if v.swiss else "rr", v.rows))
        elif isinstance(v, GroupsView):
            out += [("rr", rows) for rows in v.groups]
    return out


@pytest.mark.parametrize(("fmt", "pairs", "seed", "absent"), [c for c in CASES if c[0] != "eliminatoria"])
def test_the_picture_rows_show_what_ranks_them(fmt: str, pairs: int, seed: int, absent: float) -> None:
    """What the standings and groups pictures draw: sorting the drawn numbers by the legend's
    order gives the drawn order; a Swiss row's points are its wins plus its byes."""
    t_ = tournament(fmt, pairs, seed, absent)
    seed_of = {e.label: e.seed for e in t_.pairs()}
    tables = picture_tables(t_)
    assert tables
    for kind, rows in tables:
        if kind == "swiss":
            assert all(_number(cell(r, "points")) == _number(cell(r, "won")) + _number(cell(r, "byes")) for r in rows)

        def key(row: StandingRow, kind: str = kind) -> tuple[int, ...]:
            return tuple(-_number(cell(row, col)) for col in PICTURE_ORDER[kind])

        assert_order_follows(list(rows), key, lambda r: r.rank, lambda r: seed_of[r.name])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", ["swiss", "rr"])
def test_the_legend_states_the_order_of_the_columns(lang: str, kind: str) -> None:
    """The legend names the deciding columns by their headers, in the order they decide."""
    text = t(f"tourn.pic.order.{kind}", lang)
    at = [text.index(f"({t(f'tourn.pic.col.{col}', lang)})") for col in PICTURE_ORDER[kind]]
    assert at == sorted(at), text


def test_the_suizo_of_11_says_why_a_pair_with_fewer_wins_ranks_above() -> None:
    """``simulate --format suizo --pairs 11 --seed 2``: P7 won 1 and lost 2 and had a bye, so
    it has the points of the pairs that won 2 and lost 2, and ranks above P4 on Buchholz and
    juego difference; every form of its row says so."""
    out = report(tournament("suizo", 11, 2, 0.0, "expert"))
    rows = {r["pair"]: r for r in out["standings"]}
    p7, p4 = rows[7], rows[4]
    assert (p7["won"], p7["lost"], p7["byes"], p7["points"]) == (1, 2, 1, 2)
    assert (p4["won"], p4["lost"], p4["byes"], p4["points"]) == (2, 2, 0, 2)
    assert p7["rank"] < p4["rank"] and (p7["buchholz"], p7["juego_diff"]) > (p4["buchholz"], p4["juego_diff"])


def test_the_console_table_of_the_suizo_of_11(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "simulate", "--format", "suizo", "--pairs", "11", "--seed", "2"]) == 0
    text = capsys.readouterr().out
    lines = text[text.index("standings"):].splitlines()
    assert "points (ties won + byes), then Buchholz" in lines[0]
    head = lines[1].split()
    assert head[:2] == ["rank", "pair"] and head[2:6] == ["points", "won", "lost", "byes"] and "buchholz" in head
    row = {line.split()[1]: line for line in lines[2:13]}
    p7 = row["P7a"].split()
    assert p7[0:1] == ["6"] and p7[4:8] == ["2", "1", "2", "1"]  # rank 6: 2 points = 1 won + 1 bye, 2 lost
    p4 = row["P4a"].split()
    assert p4[0:1] == ["7"] and p4[4:8] == ["2", "2", "2", "0"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_picture_and_its_words_of_the_suizo_of_11(lang: str) -> None:
    view = views.standings_view(tournament("suizo", 11, 2, 0.0, "expert"))
    p7 = next(r for r in view.rows if r.name.startswith("P7a"))
    assert (p7.points, p7.won, p7.lost, p7.byes) == (2, 1, 2, 1)
    words = tournament_alt(view, lang)
    said = f"{tn('alt.count.points', lang, 2)} ({tn('alt.count.won', lang, 1)}, {tn('alt.count.byes', lang, 1)})"
    assert said in words, words
    assert t("tourn.pic.order.swiss", lang) in words


# ---------------------------------------------------------------------- plurals

ONE_AND_MORE = {  # lang: (0, 1, 2, 5) of "points" as a standings row says them
    "es": ("0 puntos", "1 punto", "2 puntos", "5 puntos"),
    "en": ("0 tournament points", "1 tournament point", "2 tournament points", "5 tournament points"),
    "de": ("0 Turnierpunkte", "1 Turnierpunkt", "2 Turnierpunkte", "5 Turnierpunkte"),
    "eu": ("0 puntu", "1 puntu", "2 puntu", "5 puntu"),
    "fr": ("0 point de tournoi", "1 point de tournoi", "2 points de tournoi", "5 points de tournoi"),
}
BYES = {"es": "1 ronda exenta", "en": "1 bye", "de": "1 Freilos", "eu": "atseden-txandak: 1", "fr": "1 tour exempt"}
ONE_PAIR = {"es": "· 1 pareja ·", "en": "· 1 team ·", "de": "· 1 Mannschaft ·", "eu": "· bikote 1 ·",
            "fr": "· 1 équipe ·"}
FIRST_GOES_THROUGH = {"es": "Pasa la primera de cada grupo.", "en": "The first of each group goes through.",
                      "de": "Die Erste jeder Gruppe kommt weiter.", "eu": "Multzo bakoitzeko lehena igarotzen da.",
                      "fr": "La première de chaque poule se qualifie."}


@pytest.mark.parametrize("lang", LANGS)
def test_counts_take_their_plural_in_every_language(lang: str) -> None:
    assert tuple(tn("alt.count.points", lang, n) for n in (0, 1, 2, 5)) == ONE_AND_MORE[lang]
    assert tn("alt.count.byes", lang, 1) == BYES[lang]
    assert tn("tourn.pic.advance", lang, 1) == FIRST_GOES_THROUGH[lang]
    assert "{" not in tn("tourn.pic.advance", lang, 2) and "2" in tn("tourn.pic.advance", lang, 2)
    assert ONE_PAIR[lang] in tn("tourn.pairs.page", lang, 1, tournament="Copa", page=1, pages=1)


@pytest.mark.parametrize("lang", LANGS)
def test_a_row_of_one_says_one(lang: str) -> None:
    """"1 puntos" nowhere: a Swiss row of 1 point, 1 won, 1 lost, 1 bye in words."""
    row = StandingRow(1, "Ane · Jon", 1, 1, 0, 0, 0, points=1, byes=1, buchholz=1)
    words = tournament_alt(StandingsView("Copa", True, (row,)), lang)
    for key in ("alt.count.points", "alt.count.won", "alt.count.lost", "alt.count.byes"):
        assert tn(key, lang, 1) in words
    if lang != "eu":  # Basque puts no plural on a noun after a number
        assert tn("alt.count.points", lang, 1) != tn("alt.count.points", lang, 2).replace("2", "1")
