"""Migration 0009 on a database that holds tournaments: the format's CHECK gone (any format the
code registers, ``ceros`` included), every row kept, the entries and ties still the
tournament's (deleting it deletes them), and a pair's label column, on SQLite (a rebuilt table)
and PostgreSQL (the constraint dropped in place) alike."""

from __future__ import annotations

from store_helpers import GUILD

from musbot.store import Store
from musbot.store.db import execute, fetchall, load_migrations

AT = "2026-01-05T18:00:00.000000Z"


async def test_tournaments_survive_the_migration_and_take_any_format(db_target: str) -> None:
    before = tuple(m for m in load_migrations() if m.version < 9)
    old = await Store.open(db_target, migrations=before)
    try:
        async with old._db.write("a tournament from before 0009") as conn:
            await execute(conn, "INSERT INTO guilds (guild_id, created_at) VALUES (?, ?)", (GUILD, AT))
            await execute(conn, "INSERT INTO tournaments (tournament_id, guild_id, channel_id, organiser_id, name, "
                          "format, options, status, commitment, seed, signup_closes_at, created_at, updated_at) "
                          "VALUES (7, ?, 10, 9, 'Copa', 'suizo', '{}', 'signup', 'c', 's', ?, ?, ?)",
                          (GUILD, AT, AT, AT))
            for no in (1, 2):
                await execute(conn, "INSERT INTO tournament_entries (tournament_id, entry_no, user1, user2, name1, "
                              "name2, status, created_at, updated_at) VALUES (7, ?, ?, ?, 'a', 'b', 'confirmed', ?, ?)",
                              (no, 100 + 2 * no, 101 + 2 * no, AT, AT))
    finally:
        await old.close()
    store = await Store.open(db_target)
    try:
        async with store._db.write("a ceros tournament, and the old one deleted") as conn:
            rows = await fetchall(conn, "SELECT entry_no, tag FROM tournament_entries WHERE tournament_id = 7 "
                                  "ORDER BY entry_no")
            assert [tuple(r) for r in rows] == [(1, None), (2, None)]
            assert [tuple(r) for r in await fetchall(conn, "SELECT name, format FROM tournaments")] == [("Copa", "suizo")]
            await execute(conn, "INSERT INTO tournaments (tournament_id, guild_id, channel_id, organiser_id, name, "
                          "format, options, status, commitment, seed, signup_closes_at, created_at, updated_at) "
                          "VALUES (8, ?, 11, 9, 'Txapelketa', 'ceros', '{}', 'signup', 'c', 's', ?, ?, ?)",
                          (GUILD, AT, AT, AT))
            await execute(conn, "UPDATE tournament_entries SET tag = 'Tolosa' WHERE tournament_id = 7 AND entry_no = 1")
            await execute(conn, "DELETE FROM tournaments WHERE tournament_id = 7")
            assert await fetchall(conn, "SELECT entry_no FROM tournament_entries WHERE tournament_id = 7") == []
            assert [r[0] for r in await fetchall(conn, "SELECT format FROM tournaments")] == ["ceros"]
    finally:
        await store.close()
