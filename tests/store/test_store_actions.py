"""Tables and their action log: order kept, nothing lost, everything back after a restart."""

from __future__ import annotations

import asyncio
import random

import pytest
from store_helpers import GUILD, count, humans

from musbot.league import record_hand, start_partida, start_season
from musbot.store import (
    ActionOutOfOrder,
    DuplicateAction,
    InvalidState,
    NotFound,
    SeatSpec,
    Store,
    StoreError,
)

RULES = {"reyes": 8, "tantos": 40, "juegos": 2, "vacas": 1}


async def test_open_tables_return_everything_to_rebuild(db_target: str) -> None:
    store = await Store.open(db_target)
    seats = [*humans(1, 2, 3), SeatSpec.computer("medium", "Bot")]
    table = await store.tables.create(GUILD, 42, creator_id=1, rules=RULES, seed=2**80 + 7, first_mano=2, seats=seats,
                                     messages={"board": 9001})
    await store.tables.update_messages(table, {"thread": 9002, "board": 9003})
    log = [(0, {"type": "mus"}), (1, {"type": "mus"}), (2, {"type": "discard", "cards": ["1o", "12c"]}),
           (None, {"type": "next_hand"})]
    for seq, (seat, action) in enumerate(log):
        await store.tables.append_action(table, seq, seat, action, at=1_700_000_000 + seq)
    closed = await store.tables.create(GUILD, 43, creator_id=1, rules=RULES, seed=1)
    await store.tables.close(closed, "abandoned")
    await store.close()

    store = await Store.open(db_target)  # "after a restart"
    try:
        (t,) = await store.tables.open_tables()
        assert (t.table_id, t.guild_id, t.channel_id, t.creator_id) == (table, GUILD, 42, 1)
        assert t.rules == RULES and t.seed == 2**80 + 7 and t.first_mano == 2
        assert t.messages == {"board": 9003, "thread": 9002}
        assert [s.player.user_id if s else None for s in t.seats] == [1, 2, 3, None]
        assert t.seats[3] is not None and t.seats[3].player.is_ai and t.seats[3].player.ai == "medium"
        assert t.log == log
        assert [a.seq for a in t.actions] == [0, 1, 2, 3]
        assert t.actions[1].at == "2023-11-14T22:13:21.000000Z"
        assert await store.tables.open_tables(guild_id=GUILD + 1) == []
    finally:
        await store.close()


async def test_duplicate_and_skipped_seqs_fail_loudly(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    await store.tables.append_action(table, 0, 0, {"type": "mus"})
    await store.tables.append_action(table, 1, 1, {"type": "mus"})
    with pytest.raises(DuplicateAction):
        await store.tables.append_action(table, 1, 1, {"type": "no_mus"})
    with pytest.raises(ActionOutOfOrder, match="next one is 2"):
        await store.tables.append_action(table, 3, 1, {"type": "mus"})
    with pytest.raises(ActionOutOfOrder):  # a batch with a hole stores nothing at all
        await store.tables.append_actions(table, [(2, 0, {"type": "mus"}), (4, 1, {"type": "mus"})])
    assert [a.action for a in await store.tables.actions(table)] == [{"type": "mus"}, {"type": "mus"}]
    with pytest.raises(NotFound):
        await store.tables.append_action(999, 0, 0, {"type": "mus"})
    with pytest.raises(ValueError):
        await store.tables.append_action(table, 2, 4, {"type": "mus"})
    with pytest.raises(TypeError):
        await store.tables.append_action(table, 2, 0, {"type": object()})


async def test_a_closed_table_takes_no_more_actions(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    await store.tables.append_action(table, 0, 0, {"type": "mus"})
    await store.tables.close(table)
    with pytest.raises(InvalidState, match="finished"):
        await store.tables.append_action(table, 1, 0, {"type": "mus"})
    assert await store.tables.open_tables() == []
    assert (await store.tables.get(table)).status == "finished"


async def test_concurrent_writers_never_lose_or_reorder(store: Store) -> None:
    """Many tasks write to several tables at once; each table's log comes back complete and in
    the order its actions were applied (a per-table lock stands for the table service)."""
    tables = [await store.tables.create(GUILD, i, creator_id=None, rules={}, seed=i) for i in range(6)]
    locks = {t: asyncio.Lock() for t in tables}
    counters = dict.fromkeys(tables, 0)
    rng = random.Random(7)

    async def player(table: int, seat: int, moves: int) -> None:
        for _ in range(moves):
            async with locks[table]:  # the table applies one action at a time
                seq = counters[table]
                counters[table] += 1
                await store.tables.append_action(table, seq, seat, {"type": "envido", "amount": seq, "seat": seat})
            if rng.random() < 0.5:
                await asyncio.sleep(0)

    await asyncio.gather(*(player(t, s, 40) for t in tables for s in range(4)))
    for t in tables:
        log = await store.tables.actions(t)
        assert [a.seq for a in log] == list(range(160))
        assert [a.action["amount"] for a in log] == list(range(160))


async def test_writers_are_served_in_call_order(store: Store) -> None:
    """Without any lock of the caller's, appends started in order are committed in order."""
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    await asyncio.gather(*(store.tables.append_action(table, i, i % 4, {"type": "paso", "i": i}) for i in range(200)))
    assert [a.action["i"] for a in await store.tables.actions(table)] == list(range(200))


async def test_a_reader_that_follows_a_table_reads_only_what_was_stored_since(store: Store) -> None:
    """``actions(table, start)``: the log from sequence number ``start`` on (a spectator process
    or the load bench keeps up with a table without reading its whole log each time)."""
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    for i in range(5):
        await store.tables.append_action(table, i, i % 4, {"type": "paso", "i": i})
    assert [(a.seq, a.action["i"]) for a in await store.tables.actions(table, 3)] == [(3, 3), (4, 4)]
    assert await store.tables.actions(table, 5) == ()


async def test_transaction_is_all_or_nothing(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1, seats=humans(1, 2, 3, 4))
    partida = await start_partida(store, table)
    with pytest.raises(RuntimeError):
        async with store.transaction():
            await store.tables.append_action(table, 0, 0, {"type": "no_mus"})
            await record_hand(store, partida, 1, 0, None, count(("grande", 0, 1, "paso", 0)))
            raise RuntimeError("the bot fell over between the two")
    assert await store.tables.actions(table) == ()
    assert (await store.tables.get(table)).hands_recorded == 0
    async with store.transaction():
        await store.tables.append_action(table, 0, 0, {"type": "no_mus"})
        await record_hand(store, partida, 1, 0, None, count(("grande", 0, 1, "paso", 0)))
    t = await store.tables.get(table)
    assert len(t.actions) == 1 and t.hands_recorded == 1 and t.partida_id == partida


async def test_other_writers_wait_for_a_transaction(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    inside = asyncio.Event()
    release = asyncio.Event()

    async def long_transaction() -> None:
        async with store.transaction():
            await store.tables.append_action(table, 0, 0, {"type": "mus"})
            inside.set()
            await release.wait()
            await store.tables.append_action(table, 1, 1, {"type": "mus"})

    first = asyncio.create_task(long_transaction())
    await inside.wait()
    second = asyncio.create_task(store.tables.append_action(table, 2, 2, {"type": "mus"}))
    await asyncio.sleep(0)
    assert not second.done()
    assert await store.tables.actions(table) == ()  # readers see committed data only
    release.set()
    await asyncio.gather(first, second)
    assert [a.seq for a in await store.tables.actions(table)] == [0, 1, 2]


async def test_reads_inside_a_transaction_see_its_writes(store: Store) -> None:
    """What the league reads while it works out a partida's end (its players, its log, the
    ratings it moves) is read inside the partida's transaction: a repository's read there
    sees what the transaction wrote so far, even a write held for its commit, while every
    other task still sees committed data only."""
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    outside: list[int] = []

    async def look() -> None:
        outside.extend(a.seq for a in await store.tables.actions(table))

    async with store.transaction():
        await store.tables.append_actions(table, [(0, 0, {"type": "mus"})], at_commit=True)
        assert [a.seq for a in await store.tables.actions(table)] == [0]
        await asyncio.create_task(look())
    assert outside == []
    assert [a.seq for a in await store.tables.actions(table)] == [0]


async def test_seats(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=1, rules={}, seed=1, seats=[humans(1)[0], None, None, None])
    await store.tables.set_seats(table, {1: SeatSpec.human(2, "Ane"), 2: SeatSpec.computer("easy")})
    await store.tables.set_seats(table, {3: {"user_id": 4, "name": "Jon"}})
    t = await store.tables.get(table)
    assert [s.player.name if s else None for s in t.seats] == ["user1", "Ane", "computer (easy)", "Jon"]
    with pytest.raises(InvalidState, match="two seats"):
        await store.tables.set_seats(table, {2: SeatSpec.human(2, "Ane")})
    await store.tables.set_seats(table, {3: None})
    assert (await store.tables.get(table)).seats[3] is None
    with pytest.raises(InvalidState, match="empty seats"):
        await start_partida(store, table)
    await store.tables.set_seats(table, {3: SeatSpec.human(4, "Jon Ander")})  # a new display name
    player = await store.guilds.player(GUILD, 4)
    assert player is not None and player.name == "Jon Ander"
    assert await store.guilds.player(GUILD, 12345) is None


async def test_guild_settings_and_seasons(store: Store) -> None:
    assert await store.guilds.get(GUILD) is None
    g = await store.guilds.ensure(GUILD)
    assert g.current_season == 1 and g.language is None
    await store.guilds.set_language(GUILD, "eu")
    await store.guilds.set_rules(GUILD, {"tantos": 30})
    g2 = await store.guilds.get(GUILD)
    assert g2 is not None and g2.language == "eu" and g2.default_rules == {"tantos": 30}
    assert await start_season(store, GUILD, "Udaberria", by=1) == 2
    seasons = await store.guilds.seasons(GUILD)
    assert [(s.season, s.name, s.ended_at is None) for s in seasons] == [(1, None, False), (2, "Udaberria", True)]


async def test_closed_store_refuses_calls(db_target: str) -> None:
    store = await Store.open(db_target)
    await store.close()
    await store.close()  # twice is fine
    with pytest.raises(StoreError, match="closed"):
        await store.tables.open_tables()


async def test_a_refused_call_inside_a_transaction_leaves_the_rest(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    async with store.transaction():
        await store.tables.append_action(table, 0, 0, {"type": "mus"})
        with pytest.raises(DuplicateAction):
            await store.tables.append_action(table, 0, 0, {"type": "mus"})  # e.g. a retried message
        await store.tables.append_action(table, 1, 1, {"type": "mus"})
    assert [a.seq for a in await store.tables.actions(table)] == [0, 1]


async def test_a_large_query_inside_a_write_comes_in_chunks(store: Store) -> None:
    """``db.iterate`` inside a write transaction (an export run in one): every row once, in order,
    ``chunk`` at a time, the transaction's own earlier writes seen."""
    from musbot.store.db import execute, iterate

    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    for i in range(7):
        await store.tables.append_action(table, i, i % 4, {"type": "paso", "i": i})
    async with store._db.write() as conn:
        await execute(conn, "DELETE FROM actions WHERE table_id = ? AND seq = 6", (table,))
        chunks = [rows async for rows in iterate(conn, "SELECT seq FROM actions WHERE table_id = ? ORDER BY seq",
                                                 (table,), chunk=4)]
    assert [[r[0] for r in rows] for rows in chunks] == [[0, 1, 2, 3], [4, 5]]
