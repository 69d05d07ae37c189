"""Several processes, for real: two ``musbot run`` processes share one database, each connected
for one of Discord's two shards (``--shard-count 2 --shards 0`` and ``--shards 1``).

The stand-in serves two gateway connections and sends each guild's interactions only to the
connection of the guild's shard, as Discord does. A table is played in a guild of each shard by
simulated people; process A is killed (SIGKILL) mid-hand: B's table goes on, A's presses are not
delivered (the shard is down: on Discord the person sees "This interaction failed"); A restarts
and resumes exactly its own table on the old message, never B's. A third process whose shards
overlap is refused. Runs on PostgreSQL (the throwaway server of tests/store/pg_server.py) and on
one SQLite file (``store_target``). Nothing sleeps: every wait is on a stand-in event.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import os
import re
import signal

import pytest
from standin import BotHarness
from standin.gateway import NotDelivered, shard_of
from store_helpers import run_sql

from e2e.bot_process import BotProcess, bot_processes
from e2e.mus_driver import StoredTable, cid, open_table, play_until
from e2e.test_process_restart import LOG_PROBLEM, CarefulBrain
from musbot.bot import MusBot
from musbot.presenter.controls import Verb
from musbot.settings import Settings
from musbot.store import Store
from musbot.store.db import utc_text
from musbot.tables.shards import LEASE_SECONDS, ProcessShards

SHARDS = ("--shard-count", "2", "--shards")


@pytest.fixture
def world(sharded):
    """Two servers, "Uno" on shard 0 and "Dos" on shard 1 of 2 (standin.fixtures.sharded)."""
    return sharded


@pytest.fixture
async def bots(world, store_target, tmp_path):
    async with bot_processes(world, store_target, tmp_path) as start:

        def make(name: str, shards: str, shard: int | None = None) -> BotProcess:
            return start(name, run_args=(*SHARDS, shards), shard=shard)

        yield make


async def leases(target: str) -> dict[int, str]:
    return {int(t): str(o) for t, o in await run_sql(target, "SELECT table_id, owner FROM table_leases")}


def pid_of(owner: str) -> int:
    return int(owner.split(":")[1])  # host:pid:token (tables/shards.py new_owner)


async def test_two_shard_processes_each_drive_their_own_tables_and_survive_a_kill(world, store_target, bots):
    uno, dos = (c for c in world.channels.values())
    assert (shard_of(uno.guild_id, 2), shard_of(dos.guild_id, 2)) == (0, 1)
    a = bots("A", "0", shard=0)
    await a.start(sync=True)
    b = bots("B", "1", shard=1)
    await b.start()
    assert [(c.shard, len(c.sent) > 1) for c in world.gateway.sessions()] == [((0, 2), True), ((1, 2), True)]
    people_a = [a.transport.user(n, channel=uno) for n in ("Ana", "Bea", "Car", "Dan")]
    people_b = [b.transport.user(n, channel=dos) for n in ("Eva", "Fer", "Gil", "Hug")]
    table_a, table_b = StoredTable(world, store_target, uno), StoredTable(world, store_target, dos)
    await open_table(None, people_a[0], bots=0, others=people_a[1:], table=table_a)
    await open_table(None, people_b[0], bots=0, others=people_b[1:], table=table_b)
    brains_a, brains_b = [CarefulBrain(i) for i in range(4)], [CarefulBrain(10 + i) for i in range(4)]

    # Each process holds the lease of its own guild's table only.
    held = await leases(store_target)
    assert pid_of(held[table_a.state.id]) == a.pid and pid_of(held[table_b.state.id]) == b.pid

    # A's table into the middle of its first hand; B's table under way.
    await play_until(table_a, people_a, brains_a, stop=lambda t: t.match.phase == "lances" and t.match.lance == "chica")
    await play_until(table_b, people_b, brains_b, stop=lambda t: len(t.match.log) >= 2)
    before = table_a.state
    assert before.match.hand_number == 1 and before.match.phase == "lances"
    old_message = copy.deepcopy(world.messages[before.message_id])

    assert await a.kill() == -signal.SIGKILL
    assert not LOG_PROBLEM.search(a.stderr), a.stderr

    # Shard 0 is down: A's people press and nothing reaches a bot (Discord drops it).
    with pytest.raises(NotDelivered, match="shard 0"):
        await people_a[0].press(table_a.message(), custom_id=cid(Verb.CARDS))
    assert [u.shard_id for u in world.gateway.undelivered] == [0]
    # B's table goes on meanwhile: its presses are answered and applied.
    b_log = len(table_b.state.match.log)
    await play_until(table_b, people_b, brains_b, stop=lambda t: len(t.match.log) >= b_log + 3)
    assert len(table_b.state.match.log) >= b_log + 3
    await table_a.refresh()
    assert table_a.state.match == before.match  # nothing happened to A's table

    # A comes back: it resumes its own table (only it) and the old message's next press goes on.
    a2 = bots("A2", "0", shard=0)
    await a2.start()
    assert "1 open tables recovered" in a2.stderr, a2.stderr
    assert "driven by the live process" not in a2.stderr  # B's table: not even tried (not A's shard)
    people_a2 = [a2.transport.user(u.user, channel=uno) for u in people_a]
    table_a.pinned = old_message
    await play_until(table_a, people_a2, brains_a, stop=lambda t: len(t.match.log) > len(before.match.log))
    table_a.pinned = None
    assert table_a.state.match.log[: len(before.match.log)] == before.match.log
    held = await leases(store_target)
    assert pid_of(held[table_a.state.id]) == a2.pid and pid_of(held[table_b.state.id]) == b.pid

    # A third process for both shards is refused: the overlap is named, nothing else happens.
    c = bots("C", "0-1")
    assert await c.run_to_exit() == 2
    assert re.search(rf"cannot serve shards 0-1 of 2: shard 0 of 2 is already served by the process \S+:{a2.pid}:"
                     rf"\S+; shard 1 of 2 is already served by the process \S+:{b.pid}:", c.stderr), c.stderr

    # A command reading a whole server is answered by the process of that server's shard.
    ranking = await people_b[0].slash("mus ranking")
    assert ranking.response is not None or ranking.followups

    assert await a2.terminate() == 0 and await b.terminate() == 0
    for process in (a2, b):
        assert not LOG_PROBLEM.search(process.stderr), process.stderr
    assert not world.problems


async def test_a_bot_that_lost_its_shards_stops_without_touching_their_tables(standin, clock, tmp_path, caplog):
    """Frozen (SIGSTOP, a VM pause) past its claim, the bot wakes to find another process serving
    its shard: its next tick logs one ERROR line and closes the bot (``musbot run`` then exits
    1), without the goodbye edit on tables that are now the other process's to show."""
    db = str(tmp_path / "mus.db")
    store, other = await Store.open(db), await Store.open(db)
    ours = ProcessShards(store, (0,), 1, clock=clock.epoch, owner="host-a:1:aa")
    await ours.claim()
    bot = MusBot(Settings(db_path=db), clock=clock.epoch, tick_seconds=None, store=store, shards=ours)
    try:
        async with BotHarness(standin, bot) as h:
            await h.client.tree.sync()
            await open_table(h, h.user("Ana"), bots=3)
            assert await bot.tick_once()  # renewed: still ours
            clock.advance(LEASE_SECONDS + 5)  # frozen for longer than the claim lasts
            await ProcessShards(other, (0,), 1, clock=clock.epoch, owner="host-b:2:bb").claim()
            edits = len(standin.requests_to("PATCH", r"/messages/\d+$"))
            with caplog.at_level("WARNING"):
                assert await bot.tick_once() is False
                assert bot._closing is not None
                await bot._closing
            assert bot.is_closed() and bot.lost is not None
            assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == [str(bot.lost)]
            assert "host-b:2:bb" in str(bot.lost)
            assert len(standin.requests_to("PATCH", r"/messages/\d+$")) == edits  # no goodbye edit
        assert {c.owner for c in await other.leases.claims(now=clock.epoch())} == {"host-b:2:bb"}
    finally:
        await other.close()


async def test_a_frozen_process_whose_shards_were_taken_stops_with_exit_1(world, store_target, bots):
    """A table is never driven by two processes. Process A is frozen (SIGSTOP) and its
    claim runs out; B claims shard 0 meanwhile. Thawed, A finds at its next renewal (within
    RENEW_EVERY) that the shard is B's: it logs one ERROR naming B and exits 1 (the service
    manager's "restart" code), without a traceback."""
    a = bots("A", "0", shard=0)
    await a.start(sync=True)
    os.kill(a.pid, signal.SIGSTOP)
    try:
        await run_sql(store_target, f"UPDATE shard_claims SET expires_at = '{utc_text(0)}'")  # its 30 s ran out
        async with await Store.open(store_target) as store:
            await ProcessShards(store, (0,), 2, owner="host-b:9:bb").claim()
    finally:
        os.kill(a.pid, signal.SIGCONT)
    assert a.proc is not None
    code = await asyncio.wait_for(a.proc.wait(), LEASE_SECONDS)  # its tick renews every 10 s
    assert code == 1
    assert "lost shards 0 of 2" in a.stderr and "host-b:9:bb" in a.stderr
    assert "Traceback" not in a.stderr
