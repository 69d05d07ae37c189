"""A partida that began with a head start (the club rules' juegos lost by a late pair, seed 004)
stored with its table on SQLite and PostgreSQL: it is played again, verified and replayed hand
by hand from that recipe exactly, and its head start never counts as juegos played (R25)."""

from __future__ import annotations

import pytest
from history_helpers import humans, play_stored

from musbot.engine import Rules
from musbot.league import verify_partida
from musbot.store import Store
from musbot.store.errors import InvalidState
from musbot.tables.replay import build_replay

SEATS = humans(1, 2, 3, 4)


async def test_R25_a_partida_with_a_head_start_is_stored_replayed_and_verified_exactly(store: Store) -> None:
    st = await play_stored(store, SEATS, seed=8128, rules=Rules(juegos=3), head_start=(0, 2), close=True)
    assert st.result is not None
    table = await store.tables.get(st.table_id)
    assert table.head_start == (0, 2)
    log = await store.history.partida_log(st.partida_id, with_hands=True)
    assert log.head_start == (0, 2)
    v = await verify_partida(store, st.partida_id)
    assert v.ok and v.problems == () and v.hands_checked == len(st.hand_ids) > 0
    # /mus replay of its first hand: the score line begins from the head start
    first = build_replay(await store.history.hand_log(st.hand_ids[0]), None)
    assert first.steps[0].view.juegos == (0, 2)
    # the juegos pair 1 was given are not juegos played: the partida's row counts the played ones
    w = st.result.winner_pair
    assert log.juegos[w] + (0, 2)[w] == 3 and log.juegos[1 - w] + (0, 2)[1 - w] < 3
    stats = await store.stats.player_stats(log.guild_id, log.seats[1].player_id)
    assert stats.juegos == sum(log.juegos) and stats.juegos_won == log.juegos[1]


async def test_R25_a_partida_won_by_its_head_start_is_unrated_and_verifies_with_no_hand(store: Store) -> None:
    """Won before the first deal, it was never played: closed unrated (no rating, no logro, no
    juego), its seed revealed, and its verification plays it again to the same nothing."""
    st = await play_stored(store, SEATS, seed=99, rules=Rules(juegos=1), head_start=(1, 0))
    assert st.match.winner == 0 and st.hand_ids == []
    log = await store.history.partida_log(st.partida_id, with_hands=True)
    assert log.status == "abandoned" and log.head_start == (1, 0) and log.hands == ()
    v = await verify_partida(store, st.partida_id)
    assert v.ok and v.problems == () and v.hands_checked == 0
    stats = await store.stats.player_stats(log.guild_id, log.seats[0].player_id)
    assert stats.partidas == 0 and stats.juegos == 0


async def test_a_head_start_is_set_while_the_table_waits_and_fixed_once_it_plays(store: Store) -> None:
    st = await play_stored(store, SEATS, seed=5, hands=1)  # a table stored with no head start: level
    assert (await store.tables.get(st.table_id)).head_start == (0, 0)
    with pytest.raises(InvalidState):
        await store.tables.set_head_start(st.table_id, (1, 0))
    waiting = await store.tables.create(5151, 9191, creator_id=1, rules=Rules().to_dict(), seed=3)
    await store.tables.set_head_start(waiting, (0, 3))
    assert (await store.tables.get(waiting)).head_start == (0, 3)
    with pytest.raises(ValueError):
        await store.tables.set_head_start(waiting, (-1, 0))
