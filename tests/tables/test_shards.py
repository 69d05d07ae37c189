"""Several bot processes on one database: each serves its own shards, recovers
only its guilds' tables, and a table is never driven by two processes: a process that lost a
table's lease is refused by the store and drops the table without a word. Two table services
with their own store connections stand for two processes; time moves only when the test says
so. Runs on SQLite and PostgreSQL (``store_target``)."""

from __future__ import annotations

import random
import socket
import subprocess

import pytest
from test_service import ANA, BEA, CAR, DAN, press_any, table_with

from musbot.store import Store
from musbot.store.leases import ShardsTaken
from musbot.tables.errors import TableError
from musbot.tables.service import TableService
from musbot.tables.shards import (
    LEASE_SECONDS,
    RENEW_EVERY,
    ProcessShards,
    ShardsLost,
    is_gone,
    parse_shards,
    refusal,
    shard_of,
)
from musbot.tables.status import TableStatus
from musbot.tables.store_adapter import StorePersistence

GUILD, CHANNEL = 10, 20  # as test_service: shard 0 of any count
A, B = "host-a:101:aa", "host-b:202:bb"  # processes of other machines: only expiry frees them


async def process(target: str, clock, shard_ids=(0,), shard_count=1, owner=A, claim=True):
    """One bot process: its own store connection, its shards (claimed), its table service."""
    store = await Store.open(target)
    shards = ProcessShards(store, shard_ids, shard_count, clock=clock, owner=owner)
    if claim:
        await shards.claim()
    return store, shards, TableService(StorePersistence(store, shards), clock=clock)


async def test_two_processes_cannot_drive_one_table_and_the_loser_drops_it_silently(store_target, clock, caplog):
    store_a, shards_a, service_a = await process(store_target, clock, owner=A)
    store_b, shards_b, service_b = await process(store_target, clock, owner=B, claim=False)
    try:
        told_a = []
        service_a.listeners.append(lambda snap, events: told_a.append(snap) or _done())
        table = await table_with(service_a, (ANA, BEA, CAR, DAN), seed=9)
        rng = random.Random(3)
        await press_any(service_a, table, rng)

        with pytest.raises(ShardsTaken) as refused:  # A lives: B may not serve shard 0
            await shards_b.claim()
        assert refusal(refused.value.claims, (0,), 1).startswith(
            f"cannot serve shards 0-0 of 1: shard 0 of 1 is already served by the process {A}")
        assert await service_b.recover() == []  # and even so, A's table is not B's to drive

        clock.advance(RENEW_EVERY)
        await shards_a.renew()  # the tick: A keeps its claim and its table
        clock.advance(LEASE_SECONDS - 1)
        assert await service_b.recover() == []

        clock.advance(2)  # A stopped renewing (frozen, or cut off from the database): it expired
        await shards_b.claim()
        [again] = await service_b.recover()
        assert again.match == table.match

        log_before = [a.action for a in await store_a.tables.actions(table.id)]
        told_a.clear()
        with caplog.at_level("WARNING", logger="musbot.tables.service"):
            with pytest.raises(TableError) as err:
                await press_any(service_a, table, rng)  # A wakes up and a person presses there
        assert err.value.key == "error.stale"
        assert CHANNEL not in service_a.tables and told_a == []  # dropped, nothing shown
        assert [r.getMessage() for r in caplog.records if "dropped" in r.getMessage()] == [
            f"table at channel {CHANNEL} dropped from this process: table {table.id} is driven by {B}, not by {A}"]
        assert [a.action for a in await store_b.tables.actions(table.id)] == log_before  # the store refused A's press

        await press_any(service_b, again, rng)  # B goes on with it
        assert [[a.seat, a.action] for a in await store_b.tables.actions(table.id)] == again.match.to_dict()["log"]
        assert len(again.match.log) > len(log_before)
    finally:
        await store_a.close()
        await store_b.close()


async def _done() -> None:
    return None


async def test_each_process_recovers_only_the_tables_of_its_own_shards(store_target, clock):
    guilds = {0: (7 << 22) * 2, 1: (7 << 22) * 2 + (1 << 22)}  # one guild on each of 2 shards
    assert {s: shard_of(g, 2) for s, g in guilds.items()} == {0: 0, 1: 1}
    store_c, shards_c, service_c = await process(store_target, clock, (0, 1), 2, owner="host-c:3:cc")
    tables = {}
    for shard, guild in guilds.items():
        tables[shard] = await service_c.open_table(guild, 100 + shard, ANA, "Ana", seed=shard)
    await shards_c.release()  # a clean stop: its shards and tables are free at once
    await store_c.close()

    store_a, shards_a, service_a = await process(store_target, clock, (0,), 2, owner=A)
    store_b, shards_b, service_b = await process(store_target, clock, (1,), 2, owner=B)
    try:
        assert [t.channel_id for t in await service_a.recover()] == [100]
        assert [t.channel_id for t in await service_b.recover()] == [101]
        with pytest.raises(ShardsTaken) as refused:  # counting 4 shards while they count 2: refused
            await ProcessShards(store_a, (0, 1), 4, clock=clock, owner="host-d:4:dd").claim()
        assert "the process host-a:101:aa counts 2 shards, not 4" in refusal(refused.value.claims, (0, 1), 4)
    finally:
        await store_a.close()
        await store_b.close()


async def test_a_process_of_this_machine_that_is_gone_frees_its_tables_at_once(store_target, clock):
    """A restart after kill -9 must not wait for the lease to expire (its tables must resume within 10 s)."""
    ended = subprocess.run(["sh", "-c", "echo $$"], capture_output=True, text=True, check=True)
    dead = f"{socket.gethostname()}:{int(ended.stdout)}:dead"  # a pid that ran and ended
    store_d, shards_d, service_d = await process(store_target, clock, owner=dead, claim=False)
    await store_d.leases.claim_shards(dead, (0,), 1, LEASE_SECONDS, now=clock())  # as its start did, elsewhere
    table = await table_with(service_d, (ANA, BEA, CAR, DAN), seed=4)
    await store_d.close()  # killed: nothing released

    store, shards, service = await process(store_target, clock, owner=B)  # at the same moment
    try:
        [again] = await service.recover()
        assert again.match == table.match and again.status == TableStatus.PLAYING
        assert is_gone(dead) and not is_gone(f"{socket.gethostname()}:1:init")  # pid 1 runs
        assert not is_gone(B)  # another machine's process: only its expiry frees it
    finally:
        await store.close()


def test_shards_are_given_as_a_range_of_the_count():
    assert parse_shards(None, 3) == (0, 1, 2)
    assert parse_shards("1-2", 4) == (1, 2) and parse_shards("3", 4) == (3,)
    for bad in ("2-1", "0-4", "x", "-1", "1-", ""):
        with pytest.raises(ValueError, match=r"is not a range A-B of shard numbers with 0 <= A <= B <= 3"):
            parse_shards(bad, 4)


async def test_a_frozen_process_finds_at_renewal_that_its_shards_were_taken(store_target, clock):
    """A process frozen (SIGSTOP, a VM pause) past its claim's expiry: if nobody claimed its shard
    meanwhile it simply goes on; if another process did, its renewal says so (ShardsLost) and
    names the taker, also when the taker counts the shards differently (the same guilds)."""
    store_a, shards_a, _ = await process(store_target, clock, (0,), 2, owner=A)
    store_b = await Store.open(store_target)
    try:
        clock.advance(LEASE_SECONDS + 5)  # A frozen: its claim expired, but nobody wanted shard 0
        await shards_a.renew()
        assert [(c.shard_id, c.owner) for c in await store_a.leases.claims(now=clock())] == [(0, A)]

        clock.advance(LEASE_SECONDS + 5)  # frozen again, and this time B takes shard 0 over
        await ProcessShards(store_b, (0, 1), 2, clock=clock, owner=B).claim()
        with pytest.raises(ShardsLost) as lost:
            await shards_a.renew()
        assert str(lost.value).startswith(f"this process ({A}) lost shards 0 of 2: it did not renew its claim in "
                                          f"time (frozen, or cut off from the database) and they are claimed now "
                                          f"(shard 0 of 2 by {B}")
        assert {c.owner for c in await store_a.leases.claims(now=clock())} == {B}  # A's renewal took nothing back

        await store_b.leases.release(B)  # B stops cleanly; C serves shard 1 of 2
        shards_c = ProcessShards(store_a, (1,), 2, clock=clock, owner="host-c:3:cc")
        await shards_c.claim()
        clock.advance(LEASE_SECONDS + 5)  # C frozen; D claims shard 3 of 4: guilds of C's shard 1 of 2
        await ProcessShards(store_b, (3,), 4, clock=clock, owner="host-d:4:dd").claim()
        with pytest.raises(ShardsLost, match="lost shards 1 of 2: .*shard 3 of 4 by host-d:4:dd"):
            await shards_c.renew()
    finally:
        await store_a.close()
        await store_b.close()


async def test_a_restart_waits_for_the_claim_of_a_process_that_died_on_another_machine(store_target, clock):
    """After kill -9 on another machine (where this one cannot look), a process started for the
    same shards is not refused: the dead claim stopped being renewed, so it waits for it to
    expire (at most LEASE_SECONDS) and takes the shards. A live process's claim, renewed every
    RENEW_EVERY, is refused at once (the refusal names the overlap)."""
    waits: list[float] = []

    async def sleep(seconds: float) -> None:  # the test's time: the clock moves, nobody sleeps
        waits.append(seconds)
        clock.advance(seconds)

    store_a, shards_a, _ = await process(store_target, clock, owner=A)
    store_b = await Store.open(store_target)
    try:
        clock.advance(RENEW_EVERY)  # A lives and renews on time: B is refused without waiting
        await shards_a.renew()
        clock.advance(RENEW_EVERY - 1)
        with pytest.raises(ShardsTaken):
            await ProcessShards(store_b, (0,), 1, clock=clock, owner=B).claim(sleep)
        assert waits == []

        clock.advance(RENEW_EVERY)  # A died 19 s after its last renewal: 11 s of its claim are left
        await ProcessShards(store_b, (0,), 1, clock=clock, owner=B).claim(sleep)
        assert waits == [LEASE_SECONDS - 2 * RENEW_EVERY + 1 + 1]  # until it ends, and a second more
        assert [(c.shard_id, c.owner) for c in await store_b.leases.claims(now=clock())] == [(0, B)]
    finally:
        await store_a.close()
        await store_b.close()


async def test_a_claim_renewed_while_we_waited_is_refused_after_the_wait(store_target, clock):
    """A process that was only slow (its renewal late, not missed for good) keeps its shards: the
    newcomer, waiting for the claim to expire, sees it renewed and is refused."""
    store_a, shards_a, _ = await process(store_target, clock, owner=A)
    store_b = await Store.open(store_target)

    async def sleep(seconds: float) -> None:
        clock.advance(seconds - 2)
        await shards_a.renew()  # A comes back just before its claim ends
        clock.advance(2)

    try:
        clock.advance(LEASE_SECONDS - 5)
        with pytest.raises(ShardsTaken) as taken:
            await ProcessShards(store_b, (0,), 1, clock=clock, owner=B).claim(sleep)
        assert [c.owner for c in taken.value.claims] == [A]
    finally:
        await store_a.close()
        await store_b.close()
