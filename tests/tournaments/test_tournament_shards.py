"""Several bot processes on one database: each recovers and ticks only the
tournaments of guilds on its own shards; another process's tournament is that process's to
close, draw and give walkovers in (and to announce). Two services, each with its own store
connection, stand for two processes; the clock moves only when the test says so."""

from __future__ import annotations

from tourney_helpers import CHANNEL, ORG, T0, FakeTables, make_service

from musbot.store import Store
from musbot.tables.shards import shard_of
from musbot.tournaments import Notice, Options, Tournament

GUILDS = (7 << 23, (7 << 23) + (1 << 22))  # on shard 0 and shard 1 of 2


async def test_each_process_ticks_only_the_tournaments_of_its_own_guilds(store_target: str) -> None:
    assert [shard_of(g, 2) for g in GUILDS] == [0, 1]
    clock = [T0]
    stores = [await Store.open(store_target) for _ in GUILDS]
    notices: list[list[Notice]] = [[], []]
    services = [make_service(store, FakeTables(), clock, told) for store, told in zip(stores, notices, strict=True)]
    for shard, service in enumerate(services):
        service.owns = lambda guild, shard=shard: shard_of(guild, 2) == shard  # ProcessShards.owns

    async def stored(tid: int) -> Tournament:
        """As the database has it now (not a service's loaded copy)."""
        return await make_service(stores[0], FakeTables(), clock, []).get(tid)

    try:
        tids = []
        for guild, service in zip(GUILDS, services, strict=True):
            t = await service.create(guild_id=guild, channel_id=CHANNEL, organiser_id=ORG, name="Copa",
                                     format="eliminatoria", options=Options(), signup_closes_at=T0 + 3600)
            for i in range(2):
                u = 100 + 2 * i
                await service.sign_up_pair(t.id, u, f"u{u}", u + 1, f"u{u + 1}")
                await service.confirm(t.id, u + 1)
            tids.append(t.id)

        # Both processes restart: each recovers only its own guild's tournament.
        for service, tid in zip(services, tids, strict=True):
            assert [t.id for t in await service.recover()] == [tid]

        for told in notices:
            told.clear()
        clock[0] = T0 + 3600  # sign-ups close for both
        await services[0].tick()
        # (reading the other guild's tournament, as a whole-server command may, loads it here too)
        assert [(await services[0].get(tid)).status for tid in tids] == ["running", "signup"]
        await services[0].tick()  # and still shard 0's process leaves it alone
        assert (await stored(tids[1])).status == "signup"
        assert notices[0] and {n.tournament_id for n in notices[0]} == {tids[0]} and notices[1] == []
        await services[1].tick()
        assert [(await stored(tid)).status for tid in tids] == ["running", "running"]
        assert notices[1] and {n.tournament_id for n in notices[1]} == {tids[1]}
    finally:
        for store in stores:
            await store.close()
