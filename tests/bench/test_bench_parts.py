"""The parts of the several-process load bench that keep its own CPU small give the same answers
as the plain way: the people's reads (``bench/inline_reads.py``) are the store's own, on SQLite
and on PostgreSQL; a press in flight when its bot process dies is let go, and one past
``--timeout`` fails (``bench/load_processes.py``). No timing is asserted."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

import pytest

from musbot.store import Store

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from inline_reads import PeopleReads  # noqa: E402
from load_processes import BotProc, ProcessRun, ProcStandIn  # noqa: E402

GUILD = 111


async def test_the_people_read_what_the_store_reads(store_target: str) -> None:
    store = await Store.open(store_target)
    reads = await PeopleReads.open(store_target)
    try:
        table = await store.create_table(GUILD, 42, creator_id=1, rules={}, seed=1, status="playing")
        await store.append_actions(table, [(0, 0, {"type": "mus"}), (1, 1, {"type": "mus"})])
        assert await reads.actions(table) == await store.actions(table)
        assert await reads.actions(table, 1) == await store.actions(table, 1)
        assert await reads.store.open_tables(GUILD) == await store.open_tables(GUILD)
        # what a bot process writes next is what the people read next (no stale snapshot)
        await store.append_actions(table, [(2, 2, {"type": "no_mus"})])
        assert [(a.seq, a.action) for a in await reads.actions(table, 2)] == [(2, {"type": "no_mus"})]
        assert len((await reads.store.open_tables(GUILD))[0].log) == 3
    finally:
        await reads.close()
        await store.close()


async def test_many_people_reading_at_once_share_one_connection(store_target: str) -> None:
    """Three hundred people read after their presses at the same time: on PostgreSQL one
    asyncpg connection answers one statement at a time, so the reads take turns."""
    store = await Store.open(store_target)
    reads = await PeopleReads.open(store_target)
    try:
        table = await store.create_table(GUILD, 42, creator_id=1, rules={}, seed=1, status="playing")
        await store.append_actions(table, [(0, 0, {"type": "mus"})])
        answers = await asyncio.gather(*(reads.actions(table) for _ in range(20)))
        assert all(len(a) == 1 for a in answers)
    finally:
        await reads.close()
        await store.close()


async def test_a_press_in_flight_when_its_process_dies_is_let_go_and_one_past_the_timeout_fails(tmp_path):
    standin = ProcStandIn()
    bot = BotProc(0, 1, standin, str(tmp_path / "x.db"), tmp_path)
    in_flight = standin.settle_waiter(1)
    bot.awaiting[1] = in_flight
    proc = await asyncio.create_subprocess_exec(sys.executable, "-c", "pass")
    await bot._watch_exit(proc, bot.died)  # the process is gone (here: it just ended)
    assert in_flight.result() is None and bot.awaiting == {} and bot.died.result() == 0

    run = ProcessRun(argparse.Namespace(timeout=5.0), standin)
    run.bots = [bot]
    late, fresh = standin.settle_waiter(2), standin.settle_waiter(3)
    bot.awaiting.update({2: late, 3: fresh})
    now = time.perf_counter()  # the bench's clock
    run.fed_at.update({2: now - 100.0, 3: now})  # fed long before --timeout (5 s) ago, and just now
    watch = asyncio.create_task(run.watch(every=60))
    await asyncio.sleep(0)  # its first round
    watch.cancel()
    with pytest.raises(TimeoutError):
        late.result()
    assert not fresh.done()
