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
        table = await store.tables.create(GUILD, 42, creator_id=1, rules={}, seed=1, status="playing")
        await store.tables.append_actions(table, [(0, 0, {"type": "mus"}), (1, 1, {"type": "mus"})])
        assert await reads.actions(table) == await store.tables.actions(table)
        assert await reads.actions(table, 1) == await store.tables.actions(table, 1)
        assert await reads.store.tables.open_tables(GUILD) == await store.tables.open_tables(GUILD)
        # what a bot process writes next is what the people read next (no stale snapshot)
        await store.tables.append_actions(table, [(2, 2, {"type": "no_mus"})])
        assert [(a.seq, a.action) for a in await reads.actions(table, 2)] == [(2, {"type": "no_mus"})]
        assert len((await reads.store.tables.open_tables(GUILD))[0].log) == 3
    finally:
        await reads.close()
        await store.close()


async def test_many_people_reading_at_once_share_one_connection(store_target: str) -> None:
    """Three hundred people read after their presses at the same time: on PostgreSQL one
    asyncpg connection answers one statement at a time, so the reads take turns."""
    store = await Store.open(store_target)
    reads = await PeopleReads.open(store_target)
    try:
        table = await store.tables.create(GUILD, 42, creator_id=1, rules={}, seed=1, status="playing")
        await store.tables.append_actions(table, [(0, 0, {"type": "mus"})])
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


def test_the_sustained_figures_start_once_every_table_plays():
    """The one-process target is for a sustained load: the bench's "once every table plays" figures
    count only the presses fed after the last table's Empezar was done (the opening burst of
    the run's first seconds left out), and their rate over that window."""
    from load_people import _playing

    kinds = {1: "/mus mesa", 2: "start", 3: "mus", 4: "start", 5: "paso", 6: "paso", 7: "quiero"}
    fed = {1: 0.0, 2: 1.0, 3: 1.5, 4: 2.0, 5: 3.0, 6: 4.0, 7: 5.0}
    answered = {i: t + 0.01 for i, t in fed.items()}
    settled = {1: 0.5, 2: 1.2, 3: 2.5, 4: 3.0, 5: 3.2, 6: 4.1, 7: 5.5}
    p = _playing(list(fed), fed, answered, settled, kinds)
    assert p is not None
    assert p["from_s"] == 3.0 and p["interactions"] == 3  # presses 5, 6, 7: after start 4 was done
    assert p["per_s"] == 3 / 2.0
    assert p["settled_ms"]["max"] == pytest.approx(500.0)


def test_the_machine_line_splits_the_busy_cores_and_the_rest_is_other() -> None:
    """Whether more processes could answer more is read off the machine's busy
    cores; the bots', the bench's and the database server's seconds are taken from what the
    machine was busy with, the rest is 'other'."""
    from load_processes import machine_cpu, machine_line, server_cpu

    o = {"wall_s": 10.0, "machine_cores_busy": 1.9, "machine_busy_fraction": 0.95, "cpus": 2,
         "per_process": [{"cpu_s": 6.0}, {"cpu_s": 5.0}], "bench_cpu_s": 3.0, "server_cpu_s": 2.0}
    line = machine_line(o)
    assert "1.90 of 2 cores busy (95 %)" in line
    assert "bots 1.10, bench 0.30, database server 0.20, other 0.30" in line
    busy, total = machine_cpu()
    assert 0 <= busy <= total
    assert server_cpu(None) == 0.0  # an SQLite run has no server of its own
