"""One open table per channel, held by the database itself (migration 0006), on
SQLite and PostgreSQL alike."""

from __future__ import annotations

import asyncio
import json

import pytest
from store_helpers import GUILD

from musbot.store import Store
from musbot.store.db import execute, fetchone, load_migrations
from musbot.store.errors import TableTaken
from musbot.store.guilds import current_season, ensure_guild

RULES = {"reyes": 8, "tantos": 40, "juegos": 2, "vacas": 1}
AT = "2026-03-02T18:00:00Z"


async def test_a_channel_holds_one_open_table_until_it_closes(store: Store) -> None:
    first = await store.tables.create(GUILD, 10, creator_id=1, rules=RULES, seed=1)
    with pytest.raises(TableTaken):
        await store.tables.create(GUILD, 10, creator_id=2, rules=RULES, seed=2)
    await store.tables.set_status(first, "playing")
    with pytest.raises(TableTaken):
        await store.tables.create(GUILD, 10, creator_id=2, rules=RULES, seed=2)
    await store.tables.create(GUILD, 11, creator_id=2, rules=RULES, seed=3)  # another channel
    await store.tables.close(first, "finished")
    await store.tables.create(GUILD, 10, creator_id=2, rules=RULES, seed=4)  # a revancha's new table
    assert sorted(t.channel_id for t in await store.tables.open_tables()) == [10, 11]


async def test_two_processes_opening_at_once_get_one_table(store_target: str) -> None:
    """Two bot processes (two stores on one database) open a table in one channel at once."""
    a, b = await Store.open(store_target), await Store.open(store_target)
    try:
        results = await asyncio.gather(*(s.tables.create(GUILD, 20, creator_id=i, rules=RULES, seed=i)
                                         for i, s in enumerate((a, b))), return_exceptions=True)
        assert sorted(type(r).__name__ for r in results) == ["TableTaken", "int"], results
        assert len(await a.tables.open_tables()) == 1
    finally:
        await a.close()
        await b.close()


async def test_the_migration_leaves_the_newest_of_several_open_tables(db_target: str) -> None:
    """A database from before 0006 with two open tables in one channel (the bug): the newest
    stays open, the older is abandoned, and from then on the index holds."""
    before = tuple(m for m in load_migrations() if m.version < 6)
    old = await Store.open(db_target, migrations=before)
    try:  # written as the code of then wrote them: today's knows columns that schema lacks
        async with old._db.write("two open tables in one channel, as two processes could") as conn:
            await ensure_guild(conn, GUILD, AT)
            rows = "INSERT INTO tables (guild_id, channel_id, creator_id, rules, seed, status, created_at, updated_at) "
            rules = json.dumps(RULES)
            older = await execute(conn, rows + "VALUES (?, 30, 1, ?, '1', 'playing', ?, ?)", (GUILD, rules, AT, AT))
            newer = await execute(conn, rows + "VALUES (?, 30, 2, ?, '2', 'open', ?, ?)", (GUILD, rules, AT, AT))
            await execute(conn, "INSERT INTO partidas (guild_id, table_id, season, rules, started_at) VALUES (?, ?, ?, ?, ?)",
                          (GUILD, older, await current_season(conn, GUILD), rules, AT))
    finally:
        await old.close()
    store = await Store.open(db_target)
    try:
        assert [t.table_id for t in await store.tables.open_tables()] == [newer]
        with pytest.raises(TableTaken):
            await store.tables.create(GUILD, 30, creator_id=3, rules=RULES, seed=3)
        async with store._db.read("the older table's partida") as conn:
            assert await fetchone(conn, "SELECT status FROM partidas WHERE table_id = ?", (older,)) == ("abandoned",)
    finally:
        await store.close()
