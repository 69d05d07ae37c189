"""Several bot processes on one database: each closes (and announces) only the
scheduled seasons of guilds on its own shards. The season closing itself is recorded instead of
run: what is checked is which servers each process takes on."""

from __future__ import annotations

import time
from types import SimpleNamespace

from musbot.league import set_league_settings
from musbot.presenter import seasons
from musbot.store import Store
from musbot.tables.shards import ProcessShards, shard_of

GUILDS = (7 << 23, (7 << 23) + (1 << 22))  # on shard 0 and shard 1 of 2


async def test_each_process_closes_only_the_seasons_of_its_own_guilds(store_target, monkeypatch):
    assert [shard_of(g, 2) for g in GUILDS] == [0, 1]
    closed: list[tuple[int, int]] = []

    async def close_season(client, store, languages, guild_id, **kw):
        closed.append((client.shard, guild_id))
        return seasons.SeasonOutcome(None)

    monkeypatch.setattr(seasons, "close_season", close_season)
    store = await Store.open(store_target)
    try:
        for guild in GUILDS:
            await set_league_settings(store, guild, season_schedule="monthly")
        later = time.time() + 40 * 86400  # both servers' monthly season is over
        for shard in (0, 1):
            client = SimpleNamespace(shard=shard, ownership=ProcessShards(store, (shard,), 2, owner=f"h:{shard}:x"))
            await seasons.SeasonScheduler(client, store, None, lambda: later).tick()  # type: ignore[arg-type]
        assert closed == [(0, GUILDS[0]), (1, GUILDS[1])]
    finally:
        await store.close()

