"""Several bot processes on one database, the store's half: a table is
driven by the one process holding its lease, taken over only once that process stopped
renewing it; a process whose shards overlap another live one's is refused, with the overlap
named. Runs on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from store_helpers import GUILD

from musbot.store import Store
from musbot.store.leases import ShardsTaken
from musbot.store.tables import LeaseLost

T0 = 1_800_000_000.0
A, B = "host-a:101:t0", "host-b:202:t0"


async def test_two_processes_cannot_drive_one_table(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    assert await store.leases.take_table(table, A, 30, now=T0) is None
    assert await store.leases.take_table(table, B, 30, now=T0 + 1) == A  # A lives: refused, A named
    await store.tables.append_actions(table, [(0, 0, {"type": "mus"})], owner=A)
    with pytest.raises(LeaseLost, match=A):
        await store.tables.append_actions(table, [(1, 1, {"type": "mus"})], owner=B)
    assert [a.seq for a in await store.tables.actions(table)] == [0]


async def test_a_lease_is_taken_over_only_after_its_process_stopped_renewing(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    assert await store.leases.take_table(table, A, 30, now=T0) is None
    assert await store.leases.renew(A, 30, now=T0 + 20) == 1  # A lives: until T0 + 50
    assert await store.leases.take_table(table, B, 30, now=T0 + 40) == A
    assert await store.leases.take_table(table, B, 30, now=T0 + 51) is None  # A died: B takes it over
    with pytest.raises(LeaseLost):  # A, back from a long pause, writes nothing
        await store.tables.append_actions(table, [(0, 0, {"type": "mus"})], owner=A)
    await store.tables.append_actions(table, [(0, 0, {"type": "mus"})], owner=B)
    assert await store.leases.renew(A, 30, now=T0 + 52) == 0
    await store.leases.release(B)  # a clean stop frees it at once
    assert await store.leases.take_table(table, A, 30, now=T0 + 53) is None


async def test_overlapping_shards_are_refused_naming_the_overlap(store: Store) -> None:
    await store.leases.claim_shards(A, [0, 1], 4, 30, now=T0)
    with pytest.raises(ShardsTaken, match=rf"shard 1 of 4 by {A}") as refused:
        await store.leases.claim_shards(B, [1, 2], 4, 30, now=T0 + 1)
    assert [c.shard_id for c in refused.value.claims] == [1]
    await store.leases.claim_shards(B, [2, 3], 4, 30, now=T0 + 1)
    with pytest.raises(ShardsTaken) as counted_apart:  # 2 shards while A and B count 4: guilds would overlap
        await store.leases.claim_shards("host-c:3:t0", [0], 2, 30, now=T0 + 2)
    assert {c.owner for c in counted_apart.value.claims} == {A, B}
    assert [(c.shard_id, c.owner) for c in await store.leases.claims(now=T0 + 2)] == [(0, A), (1, A), (2, B), (3, B)]
    await store.leases.claim_shards(B, [0, 1], 4, 30, now=T0 + 31)  # A died (not renewed): B may take its shards
    with pytest.raises(ValueError):
        await store.leases.claim_shards(A, [4], 4, 30, now=T0 + 40)
