"""Fair play on a real SQLite file: the commitment fixed when a partida starts (the seed with the
first mano and the seats), the seed revealed when it ends, ``musbot verify`` finding a changed
seed, first mano, seat, action, card or commitment, a partida stored without its moves told
plainly, and partidas stored before (shuffle versions 1 and 2) still verifying."""

from __future__ import annotations

import asyncio
import hashlib
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from history_helpers import GUILD, bold, calm, humans, play_stored
from store_helpers import BIG, entry_row, match_row, partida_row, sql_now, tournament_row

from musbot.cli import main
from musbot.engine import Match, Rules, action_to_dict
from musbot.engine import shuffle as sh
from musbot.engine.events import CountLine, Deje
from musbot.i18n import LANGS, t
from musbot.league import verify_partida
from musbot.presenter.history import verification_lines
from musbot.store import NotFound, Store
from musbot.store.db import load_migrations
from musbot.tables.store_adapter import StorePersistence

GOLDEN = Path(__file__).parents[1] / "engine" / "data" / "shuffle_v1_partidas.json"


async def _finished(store_target: str, seed: int = 4242, policy: Any = calm, **how: Any) -> tuple[int, int, Match]:
    store = await Store.open(store_target, synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=seed, policy=policy, **how)
        return st.partida_id, st.table_id, st.match
    finally:
        await store.close()


def committed(seed: int, mano: int, users: tuple[int, ...] = (1, 2, 3, 4)) -> str:
    """The version 3 commitment written from the README's words: SHA-256 of
    "musbot-partida-v3:<seed>:<first mano 1-4>:<user ids of seats 1-4, by commas>"."""
    text = f"musbot-partida-v3:{seed}:{mano + 1}:{','.join(map(str, users))}"
    return hashlib.sha256(text.encode("ascii")).hexdigest()


async def _cli(args: list[str]) -> int:
    """``musbot ...`` as the console runs it (its own event loop, in a thread)."""
    return await asyncio.to_thread(main, args)


async def _verify(store_target: str, partida: int) -> Any:
    store = await Store.open(store_target, readonly=True)
    try:
        return await verify_partida(store, partida)
    finally:
        await store.close()


async def test_the_commitment_is_fixed_at_the_start_and_the_seed_revealed_at_the_end(store_target: str) -> None:
    seed = 2**127 + 77
    store = await Store.open(store_target, synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=seed, hands=2)  # an open partida
        rows = sql_now(store_target, "SELECT commitment, seed, revealed_at FROM partidas WHERE partida_id = ?", (st.partida_id,))
        assert rows == [(committed(seed, seed % 4), None, None)]
        v = await verify_partida(store, st.partida_id)
        assert not v.revealed and not v.ok and v.seed is None and v.problems == ()
        assert verification_lines(v, "es")[-1] == t("history.verify.not_revealed", "es", partida=st.partida_id)
        table = await store.tables.get(st.table_id)
        assert table.shuffle == 3 == sh.LATEST
        await store.tables.close(st.table_id, "abandoned")  # the partida ends unrated: the seed is out
        rows = sql_now(store_target, "SELECT commitment, seed, revealed_at IS NOT NULL FROM partidas WHERE partida_id = ?",
                    (st.partida_id,))
        assert rows == [(committed(seed, seed % 4), str(seed), 1)]
        v = await verify_partida(store, st.partida_id)
        assert v.ok and v.hands_checked == 2 and v.seed == str(seed) and v.commitment == committed(seed, seed % 4)
    finally:
        await store.close()


@pytest.mark.parametrize("seed,policy", [(4242, calm), (77, bold), (2**127 + 5, calm)])
async def test_a_finished_partida_verifies(store_target: str, seed: int, policy: Any) -> None:
    partida, _table, m = await _finished(store_target, seed, policy)
    v = await _verify(store_target, partida)
    assert v.ok, v.problems
    assert v.hands_checked == m.hand_number
    assert [(n.code, n.params) for n in v.notes] == [("seating", {"seat": seed % 4 + 1,
                                                                  "seats": "1 user1, 2 user2, 3 user3, 4 user4"})]
    assert v.seed == str(seed) and v.commitment == committed(seed, seed % 4)
    assert await _cli(["verify", "--partida", str(partida), "--db", str(store_target)]) == 0


@pytest.mark.parametrize("mano", [0, 1, 2, 3])
async def test_a_first_mano_given_by_a_draw_is_committed_and_verifies(store_target: str, mano: int) -> None:
    """A tournament's table takes its first mano from the draw, whatever the seed says: every
    one of the four verifies, because the commitment holds it."""
    partida, _table, m = await _finished(store_target, seed=4242, first_mano=mano, messages={"official": 1})
    v = await _verify(store_target, partida)
    assert v.ok, v.problems
    assert v.commitment == committed(4242, mano) and v.hands_checked == m.hand_number


async def test_a_changed_seed_is_found(store_target: str, capsys: pytest.CaptureFixture[str]) -> None:
    partida, _table, _m = await _finished(store_target)
    sql_now(store_target, "UPDATE partidas SET seed = '4243' WHERE partida_id = ?", (partida,))
    v = await _verify(store_target, partida)
    codes = {p.code for p in v.problems}
    assert not v.ok and "seating_mismatch" in codes
    assert codes & {"cards_mismatch", "illegal_action"}  # the deals are others
    assert await _cli(["verify", "--partida", str(partida), "--db", str(store_target), "--lang", "es"]) == 1
    assert t("history.verify.seating_mismatch", "es", hash=committed(4243, 4242 % 4)) in capsys.readouterr().out


async def test_a_changed_commitment_is_found(store_target: str) -> None:
    partida, _table, _m = await _finished(store_target)
    sql_now(store_target, "UPDATE partidas SET commitment = ? WHERE partida_id = ?", (sh.commitment(4242), partida))
    v = await _verify(store_target, partida)
    assert [p.code for p in v.problems] == ["seating_mismatch"]  # the seed's hash alone is not this version's


@pytest.mark.parametrize("which", ["first", "discard", "bet", "moved"])
async def test_a_changed_action_is_found(store_target: str, which: str) -> None:
    partida, table, m = await _finished(store_target, seed=31337)
    log = [(seq, json.loads(a)) for seq, a in sql_now(store_target, "SELECT seq, action FROM actions WHERE table_id = ? ORDER BY seq", (table,))]
    if which == "moved":  # two words of two seats said in the other order
        rows = sql_now(store_target, "SELECT seq, seat, action FROM actions WHERE table_id = ? ORDER BY seq", (table,))
        (s1, seat1, a1), (s2, seat2, a2) = next(
            (r, n) for r, n in zip(rows, rows[1:], strict=False)
            if r[1] is not None and n[1] is not None and r[1] != n[1] and json.loads(r[2])["type"] == "paso")
        sql_now(store_target, "UPDATE actions SET seat = ?, action = ? WHERE table_id = ? AND seq = ?", (seat2, a2, table, s1))
        sql_now(store_target, "UPDATE actions SET seat = ?, action = ? WHERE table_id = ? AND seq = ?", (seat1, a1, table, s2))
        v = await _verify(store_target, partida)
        assert not v.ok and v.problems[0].code == "illegal_action" and v.problems[0].params["seq"] == s1
        return
    if which == "first":  # the mano's first word: mus <-> no hay mus
        seq, action = log[0]
        changed = {"type": "no_mus" if action["type"] == "mus" else "mus"}
    elif which == "discard":  # other cards thrown
        seq, action = next((s, a) for s, a in log if a["type"] == "discard" and len(a["cards"]) < 4)
        changed = {"type": "discard", "cards": action["cards"][:-1] or action["cards"]}
        if changed == action:
            changed = {"type": "discard", "cards": action["cards"] + ["1o"]}
    else:  # a paso becomes an envido
        seq, action = next((s, a) for s, a in log if a["type"] == "paso")
        changed = {"type": "envido", "amount": 2}
    sql_now(store_target, "UPDATE actions SET action = ? WHERE table_id = ? AND seq = ?", (json.dumps(changed), table, seq))
    v = await _verify(store_target, partida)
    assert not v.ok and v.problems
    assert {p.code for p in v.problems} <= {"illegal_action", "cards_mismatch", "count_mismatch", "points_mismatch",
                                             "hand_not_played", "hand_not_recorded", "result_mismatch"}


async def test_a_changed_card_or_count_is_found(store_target: str) -> None:
    partida, _table, _m = await _finished(store_target)
    (hand_id, cards), *_ = sql_now(store_target, "SELECT hand_id, cards2 FROM hands WHERE partida_id = ? ORDER BY hand_number", (partida,))
    swapped = " ".join(["12o" if c != "12o" else "1o" for c in cards.split()[:1]] + cards.split()[1:])
    sql_now(store_target, "UPDATE hands SET cards2 = ? WHERE hand_id = ?", (swapped, hand_id))
    sql_now(store_target, "UPDATE count_lines SET points = points + 1 WHERE hand_id = ? AND line = 0", (hand_id,))
    v = await _verify(store_target, partida)
    assert [p.code for p in v.problems] == ["cards_mismatch", "count_mismatch"]
    assert v.problems[0].params["seat"] == 3 and v.problems[0].params["recorded"] == swapped


@pytest.mark.parametrize("official", [False, True])
async def test_a_changed_first_mano_is_found_and_named(store_target: str, capsys: pytest.CaptureFixture[str],
                                                      official: bool) -> None:
    """The commitment holds the first mano: a record that says another is told so, in one line
    (the deals are checked against the committed one, and they match)."""
    partida, table, _m = await _finished(store_target, seed=4242, first_mano=1,
                                         messages={"official": 1} if official else None)
    sql_now(store_target, "UPDATE tables SET first_mano = 3 WHERE table_id = ?", (table,))
    v = await _verify(store_target, partida)
    assert [(p.code, p.params) for p in v.problems] == [("first_mano_changed", {"seat": 4, "committed": 2})]
    assert await _cli(["verify", "--partida", str(partida), "--db", str(store_target), "--lang", "es"]) == 1
    assert t("history.verify.first_mano_changed", "es", seat=4, committed=2) in capsys.readouterr().out


async def test_changed_seats_are_found_and_named(store_target: str) -> None:
    """Two players' seats swapped in the record, or another person put in one: the commitment
    names who sat where."""
    partida, _table, _m = await _finished(store_target, seed=4242)
    [(p1,), (p3,)] = sql_now(store_target, "SELECT player_id FROM partida_players WHERE partida_id = ? AND seat IN (1, 3) "
                             "ORDER BY seat", (partida,))
    sql_now(store_target, "UPDATE partida_players SET player_id = ? WHERE partida_id = ? AND seat = 1", (p3, partida))
    sql_now(store_target, "UPDATE partida_players SET player_id = ? WHERE partida_id = ? AND seat = 3", (p1, partida))
    v = await _verify(store_target, partida)
    assert [(p.code, p.params) for p in v.problems] == [
        ("seats_changed", {"recorded": "1 user1, 2 user4, 3 user3, 4 user2", "committed": "1 user1, 2 user2, 3 user3, 4 user4"})]
    store = await Store.open(store_target)
    try:
        other = (await store.guilds.ensure_player(GUILD, humans(9)[0])).player_id
    finally:
        await store.close()
    sql_now(store_target, "UPDATE partida_players SET player_id = ? WHERE partida_id = ? AND seat = 1", (other, partida))
    v = await _verify(store_target, partida)
    assert [p.code for p in v.problems] == ["seating_mismatch"]


async def test_a_version_2_partida_still_checks_its_first_mano_against_the_seed(store_target: str) -> None:
    """Step 6 of version 2: the first mano is seat (seed mod 4); who deals first is fixed too."""
    partida, table, _m = await _finished(store_target, seed=4242, shuffle=2)
    v = await _verify(store_target, partida)
    assert v.ok and v.shuffle == 2 and v.commitment == sh.commitment(4242) and v.notes == ()
    sql_now(store_target, "UPDATE tables SET first_mano = ? WHERE table_id = ?", ((4242 + 1) % 4, table))
    v = await _verify(store_target, partida)
    assert v.problems[0].code == "first_mano_mismatch" and v.problems[0].params == {"seat": 4, "expected": 3}


async def test_a_version_2_tournament_partida_takes_its_drawn_first_mano_as_recorded(store_target: str) -> None:
    """Version 2 did not commit a tournament's first mano: such a partida, stored before, still
    verifies (the check says why the seed's first mano is not asked for)."""
    partida, _table, m = await _finished(store_target, seed=4242, shuffle=2, first_mano=0, messages={"official": 1})
    v = await _verify(store_target, partida)
    assert v.ok, v.problems
    assert [(n.code, n.params) for n in v.notes] == [("first_mano_drawn", {"seat": 1})]
    assert v.hands_checked == m.hand_number


async def test_a_partida_stored_without_its_moves_says_so_plainly(store_target: str,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """Hands and a result but no moves (``musbot tournament simulate`` stores its partidas so):
    neither verified nor refuted, exit code 3 (no verdict, as for a seed not revealed yet); its
    commitment is still checked."""
    partida, table, _m = await _finished(store_target, seed=4242)
    sql_now(store_target, "DELETE FROM actions WHERE table_id = ?", (table,))
    v = await _verify(store_target, partida)
    assert not v.ok and v.moves_missing and v.problems == () and v.revealed
    assert await _cli(["verify", "--partida", str(partida), "--db", str(store_target), "--lang", "fr"]) == 3
    out = capsys.readouterr().out
    assert t("history.verify.no_moves", "fr", partida=partida) in out
    assert "❌" not in out and "✅" not in out  # no difference is claimed, no agreement either
    sql_now(store_target, "UPDATE partidas SET commitment = ? WHERE partida_id = ?", (sh.commitment(1), partida))
    assert await _cli(["verify", "--partida", str(partida), "--db", str(store_target)]) == 1


async def test_a_partida_whose_table_was_deleted_says_its_moves_are_gone(store_target: str) -> None:
    partida, table, _m = await _finished(store_target)
    sql_now(store_target, "DELETE FROM tables WHERE table_id = ?", (table,))  # the partida stays (SET NULL)
    v = await _verify(store_target, partida)
    assert not v.ok and [p.code for p in v.problems] == ["no_log"] and v.seed == "4242"


async def test_verify_an_unknown_partida(store_target: str, capsys: pytest.CaptureFixture[str]) -> None:
    await (await Store.open(store_target)).close()
    assert await _cli(["verify", "--partida", "999", "--db", str(store_target)]) == 2
    assert t("history.verify.not_found", "en", partida=999) in capsys.readouterr().err


async def test_verify_cli_on_an_open_partida_says_the_seed_is_not_revealed(store_target: str, capsys: pytest.CaptureFixture[str]) -> None:
    store = await Store.open(store_target, synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=9, hands=1)
    finally:
        await store.close()
    assert await _cli(["verify", "--partida", str(st.partida_id), "--db", str(store_target), "--lang", "de"]) == 3
    out = capsys.readouterr().out
    assert t("history.verify.not_revealed", "de", partida=st.partida_id) in out and str(9) not in out.split("\n", 1)[1]


# ---------------------------------------------------------------------- before migration 0005
def _old_musbot(db: str, *, seed: int, rules: Rules, first_mano: int, log: list[Any], status: str,
                hands: list[tuple[int, list[str], list[tuple[str, int, int, str, int | None]]]] = (),  # type: ignore[assignment]
                winner: int | None = None, vacas: tuple[int, int] = (0, 0), table_status: str = "playing",
                channel: int = 5) -> tuple[int, int]:
    """Rows exactly as musbot wrote them with schema version 4 (no shuffle, no commitment)."""
    at = "2025-01-01T00:00:00.000000Z"
    sql_now(db, "INSERT INTO guilds (guild_id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING", (GUILD, at))
    sql_now(db, "INSERT INTO seasons (guild_id, season, started_at) VALUES (?, 1, ?) ON CONFLICT DO NOTHING", (GUILD, at))
    for uid in (1, 2, 3, 4):
        sql_now(db, "INSERT INTO players (guild_id, user_id, display_name, is_ai, created_at, updated_at) "
                "VALUES (?, ?, ?, 0, ?, ?) ON CONFLICT DO NOTHING", (GUILD, uid, f"user{uid}", at, at))
    pids = [r[0] for r in sql_now(db, "SELECT player_id FROM players WHERE guild_id = ? ORDER BY user_id", (GUILD,))]
    [(table,)] = sql_now(db, "INSERT INTO tables (guild_id, channel_id, rules, seed, first_mano, status, created_at, updated_at) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING table_id",
                         (GUILD, channel, json.dumps(rules.to_dict()), json.dumps(seed), first_mano, table_status, at, at))
    for s in range(4):
        sql_now(db, "INSERT INTO table_seats (table_id, seat, player_id) VALUES (?, ?, ?)", (table, s, pids[s]))
    if status == "none":
        return table, 0
    [(partida,)] = sql_now(db, "INSERT INTO partidas (guild_id, table_id, season, rules, status, started_at, finished_at, "
                           "winner_pair, vacas0, vacas1) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?) RETURNING partida_id",
                           (GUILD, table, json.dumps(rules.to_dict()), status, at, at if status != "playing" else None,
                            winner, *vacas))
    for s in range(4):
        sql_now(db, "INSERT INTO partida_players (partida_id, seat, pair, player_id, won) VALUES (?, ?, ?, ?, ?)",
                (partida, s, s % 2, pids[s], None if winner is None else int(s % 2 == winner)))
    for i, (seat, a) in enumerate(log):
        sql_now(db, "INSERT INTO actions (table_id, seq, seat, action, at) VALUES (?, ?, ?, ?, ?)",
                (table, i, seat, json.dumps(a, sort_keys=True, separators=(",", ":")), at))
    for number, cards, lines in hands:
        points = [sum(p for _l, pair, p, _w, _s in lines if pair == k) for k in (0, 1)]
        [(hand,)] = sql_now(db, "INSERT INTO hands (partida_id, hand_number, juego_number, mano, cards0, cards1, cards2, "
                            "cards3, points0, points1, score0, score1, at) VALUES (?, ?, 1, 0, ?, ?, ?, ?, ?, ?, 0, 0, ?) "
                            "RETURNING hand_id", (partida, number, *cards, *points, at))
        for i, line in enumerate(lines):
            sql_now(db, "INSERT INTO count_lines (hand_id, line, lance, pair, points, why, seat) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (hand, i, *line))
    return table, partida


def _v1_partida(seed: int) -> tuple[Match, list[Any], list[Any]]:
    """A whole partida dealt by shuffle version 1, with its log and its hands as recorded."""
    rng = random.Random(seed)
    m = Match.new(Rules(juegos=1), seed, sh.first_mano(seed), shuffle=1)
    hands: list[Any] = []
    while True:
        while m.phase not in ("hand_end", "match_end"):
            m.apply(*calm(rng, m))
        view = m.view(None)
        lines = [(e.lance, e.pair, e.points, e.why, e.seat) for e in view.events if isinstance(e, CountLine)]
        lines += [(e.lance, e.pair, e.points, "deje", None) for e in view.events if isinstance(e, Deje)]
        hands.append((view.hand_number, [" ".join(map(str, h)) for h in m.hands], lines))
        if m.phase == "match_end":
            return m, [(s, action_to_dict(a)) for s, a in m.log], hands
        m.next_hand()


async def test_partidas_stored_before_0005_replay_with_version_1(db_target: str) -> None:
    await (await Store.open(db_target, migrations=load_migrations()[:4])).close()
    golden = json.loads(GOLDEN.read_text())[0]
    recipe = golden["recipe"]
    rules = Rules.from_dict(recipe["rules"])
    playing, _p = _old_musbot(db_target, seed=recipe["seed"], rules=rules, first_mano=recipe["first_mano"],
                              log=recipe["log"], status="playing")
    waiting, _p = _old_musbot(db_target, seed=5, rules=rules, first_mano=1, log=[], status="none", table_status="open",
                              channel=6)  # one open table a channel (0006)
    m1, log1, hands1 = _v1_partida(2024)
    _t, finished = _old_musbot(db_target, seed=2024, rules=Rules(juegos=1), first_mano=sh.first_mano(2024), log=log1,
                               status="finished", hands=hands1, winner=m1.winner, vacas=(m1.vacas[0], m1.vacas[1]),
                               channel=7)
    store = await Store.open(db_target)  # migration 0005 now
    try:
        assert store.migrations_applied[0] == 5
        assert (await store.tables.get(playing)).shuffle == 1
        assert (await store.tables.get(waiting)).shuffle == 2  # it has dealt nothing yet
        # the bot's own restart path rebuilds the old open partida card for card
        tables = {t.id: t for t in await StorePersistence(store).load_open_tables()}
        rebuilt = tables[playing].match
        assert rebuilt is not None and rebuilt.shuffle_version == 1
        assert [[str(c) for c in h] for h in rebuilt.hands] == golden["final_hands"]
        assert rebuilt.score == golden["score"] and rebuilt.hand_number == golden["hand_number"]
        # the old finished partida: its seed revealed by the migration, no commitment to check
        v = await verify_partida(store, finished)
        assert v.ok and v.shuffle == 1 and v.hands_checked == len(hands1) and v.seed == "2024"
        assert [n.code for n in v.notes] == ["no_commitment"]
    finally:
        await store.close()


def test_every_finding_of_verify_has_its_text_in_every_language() -> None:
    src = (Path(__file__).parents[2] / "musbot" / "league" / "verify.py").read_text()
    codes = set(re.findall(r'Problem\("(\w+)"', src))
    assert {"commitment_mismatch", "cards_mismatch", "illegal_action", "no_commitment"} <= codes
    for lang in LANGS:
        for code in codes | {"not_revealed", "ok", "failed", "title", "seed", "commitment", "not_found"}:
            assert t(f"history.verify.{code}", lang) != f"history.verify.{code}", (lang, code)


async def test_where_a_hand_or_a_partida_was_played_and_for_which_tournament(store_target: str) -> None:
    """Replays and verifications are given only to those who could see the table: the store
    tells a hand's (and a partida's) server, its table's channel (or thread), who sat in it
    and, for a tournament's tie, the tournament and its organiser; on both databases, Discord
    ids above 32 bits. A hand's place is its partida's."""
    store = await Store.open(store_target, synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=8)
        tie = await play_stored(store, humans(5, 6, 7, 8), seed=9)
        tid = await store.tournaments.create(tournament_row(GUILD, organiser_id=BIG))
        await store.tournaments.save(tid, {"status": "running"}, entries=[entry_row(1), entry_row(2)],
                                    matches=[match_row(1)],
                                    partidas=[partida_row(1, 1, table_id=tie.table_id, partida_id=tie.partida_id)])
        channel_of = {table: sql_now(store_target, "SELECT channel_id FROM tables WHERE table_id = ?", (table,))[0][0]
                      for table in (st.table_id, tie.table_id)}
        plain, tied = await store.history.hand_place(st.hand_ids[0]), await store.history.hand_place(tie.hand_ids[-1])
        assert (plain.guild_id, plain.channel_id, plain.tournament_id, plain.organiser_id) == (
            GUILD, channel_of[st.table_id], None, None)
        assert [p.user_id for p in plain.seats] == [1, 2, 3, 4]
        assert (tied.guild_id, tied.channel_id, tied.tournament_id, tied.organiser_id) == (
            GUILD, channel_of[tie.table_id], tid, BIG)
        assert await store.history.partida_place(st.partida_id) == plain and plain.partida_id == st.partida_id
        assert await store.history.partida_place(tie.partida_id) == tied and tied.partida_id == tie.partida_id
        with pytest.raises(NotFound):
            await store.history.hand_place(tie.hand_ids[-1] + 1000)
        with pytest.raises(NotFound):
            await store.history.partida_place(tie.partida_id + 1000)
    finally:
        await store.close()
