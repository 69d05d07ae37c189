"""A partida whose end stood while the league could not count it (the table writes the end
with the winning press and the league counts it after, in a transaction of its own), on SQLite
and PostgreSQL: it is in the history as any ended partida, listed as not counted, counted once
by ``count_pending`` (the bot's next start), and never twice."""

from __future__ import annotations

import history_helpers
import pytest
from history_helpers import humans, play_stored

from musbot.league import count_partida, count_pending, end_partida
from musbot.store import Store
from musbot.store.errors import InvalidState

SEATS = humans(1, 2, 3, 4)


async def test_a_partida_ended_but_not_counted_is_counted_later_once(store: Store, monkeypatch) -> None:
    monkeypatch.setattr(history_helpers, "finish_partida", end_partida)  # its end alone, as a failed count leaves it
    st = await play_stored(store, SEATS, seed=8128, close=True)
    log = await store.history.partida_log(st.partida_id)
    assert log.status == "finished" and log.winner_pair == st.match.winner and log.revealed_seed is not None
    assert await store.results.uncounted() == [(log.guild_id, st.partida_id)]
    assert not await store.results.counted(st.partida_id)
    assert (await store.stats.player_stats(log.guild_id, log.seats[0].player_id)).partidas == 0

    (result,) = await count_pending(store, owns=lambda guild: guild == log.guild_id)
    assert result.partida_id == st.partida_id and result.winner_pair == st.match.winner
    assert len(result.rating_changes) == 8  # four players, this season and all time
    assert await store.results.uncounted() == [] and await store.results.counted(st.partida_id)
    assert (await store.stats.player_stats(log.guild_id, log.seats[0].player_id)).partidas == 1
    with pytest.raises(InvalidState):
        await count_partida(store, st.partida_id)
    assert await count_pending(store) == []


async def test_another_processs_servers_are_left_to_it(store: Store, monkeypatch) -> None:
    monkeypatch.setattr(history_helpers, "finish_partida", end_partida)
    st = await play_stored(store, SEATS, seed=8128, close=True)
    assert await count_pending(store, owns=lambda guild: False) == []
    assert not await store.results.counted(st.partida_id)
