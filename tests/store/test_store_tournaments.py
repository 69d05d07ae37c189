"""Tournaments in the store (migration 0004, store/tournaments.py), on SQLite and on PostgreSQL.

The tournament service keeps its rows with upserts keyed by their numbers within the
tournament (composite keys, no automatic id): writing a row again changes it in place. Discord
ids (organisers, players) are 64-bit on both databases. A finished tournament is scored as an
MSST *Turnier* (seed 004, section 5) once.
"""

from __future__ import annotations

from store_helpers import (
    AT,
    BIG,
    entry_row,
    humans,
    match_row,
    partida_row,
    play_partida,
    run_sql,
    tournament_row,
)

from musbot.league import score_tournament_msst
from musbot.store import Store

G = 77


async def test_a_tournament_is_kept_as_written_and_writing_a_row_again_changes_it_in_place(store: Store) -> None:
    tid = await store.tournaments.create(tournament_row(G))
    other = await store.tournaments.create(tournament_row(G + 1, name="otra"))
    assert other == tid + 1
    await store.tournaments.save(
        tid, {"status": "running", "round": 1, "draw": {"pairs": [2, 1]}, "version": 1},
        entries=[entry_row(1, seed=1, rating=12.345678901234567, from_solos=[3, 4]), entry_row(2, seed=2, rating=-0.1)],
        matches=[match_row(1), match_row(2, entry_b=None, status="finished", winner=1)],
        partidas=[partida_row(1, 1), partida_row(1, 2)],
        log=[(AT, BIG, "draw", {"pairs": 2}), (AT, None, "opened", {"match": 1})])
    # the same keys again, new values: the rows change, none is added (R: a tie's result set twice counts once)
    await store.tournaments.save(
        tid, {"version": 2},
        entries=[entry_row(2, status="withdrawn", seed=2, rating=-0.1)],
        matches=[match_row(1, status="finished", winner=1, walkover=1, partidas_a=2, present=[BIG + 21, BIG + 10])],
        partidas=[partida_row(1, 2, winner=1, juegos_a=2, tantos_a=30, counted=0, finished_at=AT)],
        log=[(AT, BIG, "set_result", {"match": 1, "winner": 1})])
    row = await store.tournaments.load(tid)
    assert row is not None
    assert (row["status"], row["round"], row["version"], row["draw"], row["organiser_id"], row["channel_id"]) == \
        ("running", 1, 2, {"pairs": [2, 1]}, BIG, BIG + 1)
    assert row["options"] == {"best_of": 3, "rules": {"tantos": 30}} and row["name"] == "Copa Ñ"
    assert [(e["entry_no"], e["status"], e["user1"], e["rating"], e["from_solos"]) for e in row["entries"]] == [
        (1, "confirmed", BIG + 10, 12.345678901234567, [3, 4]), (2, "withdrawn", BIG + 20, -0.1, None)]
    assert [(m["match_no"], m["status"], m["winner"], m["walkover"], m["present"], m["entry_b"]) for m in row["matches"]] == [
        (1, "finished", 1, 1, [BIG + 21, BIG + 10], 2), (2, "finished", 1, 0, [], None)]
    assert [(p["number"], p["winner"], p["tantos_a"], p["counted"]) for p in row["partidas"]] == [
        (1, None, 0, 1), (2, 1, 30, 0)]
    assert [(e["actor"], e["action"]) for e in await store.tournaments.log(tid)] == [
        (BIG, "draw"), (None, "opened"), (BIG, "set_result")]
    assert await store.tournaments.ids() == [tid, other]
    assert await store.tournaments.ids(("running",)) == [tid]
    assert await store.tournaments.ids(guild_id=G + 1) == [other]
    assert await store.tournaments.ids(("finished",)) == []
    assert await store.tournaments.load(other + 1) is None


async def test_a_finished_tournament_is_scored_as_an_msst_turnier_once(store: Store, store_target: str) -> None:
    """Seed 004, section 5: eight players (official), places 1, 2, 3, 3; the last place 10 %
    of the Turnierwert and each better place 5 % more; a second scoring changes nothing."""
    month = "2026-02-10T10:00:00Z"
    for k in range(2):  # eight people who played: each has a value and a rating
        await play_partida(store, humans(1 + 4 * k, 2 + 4 * k, 3 + 4 * k, 4 + 4 * k), 0, guild=G, at=month)
    tid = await store.tournaments.create(tournament_row(G))
    placed = [(1, [1, 3]), (2, [2, 4]), (3, [5, 7]), (3, [6, 8])]
    changes = await score_tournament_msst(store, tid, G, placed, at="2026-02-20T10:00:00Z")
    gains = {c.player_id: c.after - c.before for c in changes if c.kind == "turnier"}
    assert len(gains) == 8 and gains[1] == gains[3] > gains[2] == gains[4] > gains[5] == gains[6] == gains[7] == gains[8]
    assert await score_tournament_msst(store, tid, G, placed, at="2026-02-21T10:00:00Z") == []
    rows = await run_sql(store_target, "SELECT tournament_id, participants, value FROM msst_turniere")
    assert [(r[0], r[1]) for r in rows] == [(tid, 8)] and rows[0][2] is not None
    ratings = await store.ratings.conservative(G, [1, 2, 99])
    assert sorted(ratings) == [1, 2] and all(isinstance(v, float) for v in ratings.values())
