"""The MSST of seed 004 (sections 4-7) over a server's partidas."""

from __future__ import annotations

from fractions import Fraction

import pytest
from store_helpers import GUILD, humans, play_partida

from musbot.league import finish_partida, msst_table, record_reported, start_partida
from musbot.league.msst import (
    decay,
    next_month,
    placement_percent,
    placement_points,
    places,
    satzgewinn,
    spielwert,
    turnierwert,
)
from musbot.store import SeatSpec, Store


def test_placement_points_reproduce_the_seeds_example() -> None:
    """9. Badish Open: Turnierwert 5,60, 23 pairs: 1st 120 % 6,72; 5th 100 % 5,60;
    22nd 15 % 0,84; 23rd 10 % 0,56."""
    assert [placement_percent(p, 23) for p in (1, 5, 22, 23)] == [120, 100, 15, 10]
    assert [placement_points(560, p, 23) for p in (1, 5, 22, 23)] == [672, 560, 84, 56]


def test_turnierwert_formula() -> None:
    # (average * 60 + participants * 6) / 100, rounded down to hundredths
    assert turnierwert([100] * 8) == 108  # (1.00*60 + 8*6)/100 = 1.08
    assert turnierwert([150] + [100] * 9) == 123  # average 1.05: (63 + 60)/100
    assert turnierwert([101, 100]) == 72  # (1.005*60 + 12)/100 = 0.723 -> 0.72
    # the example's 5,60 for 23 pairs (46 players): e.g. everyone at 4,74
    assert turnierwert([474] * 46) == 560
    # the average is taken exactly, not rounded first: 46 players averaging 4,7333...
    values = [474] * 30 + [472] * 16  # average 4.73304...; floored first it would give 5.59
    assert turnierwert(values) == 559 and Fraction(sum(values), 46) > Fraction(473, 1)
    assert turnierwert([]) == 0


def test_satzgewinn_formula() -> None:
    strong, weak = [500, 400], [200, 100]  # averages 4,50 and 1,50: Spielwert 3,00
    assert spielwert(strong, weak) == spielwert(weak, strong) == 300
    assert satzgewinn(strong, weak, won=2, lost=1) == 12  # 3,00 * (3 + 2 - 1) / 100
    assert satzgewinn(strong, weak, won=2, lost=0) == 15
    assert satzgewinn(strong, weak, won=1, lost=2) == 6  # a set won, the partida lost
    assert satzgewinn(strong, weak, won=0, lost=2) == 0  # no set won: no Satzgewinn
    assert satzgewinn([433, 434], [100, 100], won=2, lost=1) == 13  # 3,335 * 4 / 100 = 0,1334
    assert satzgewinn(weak, strong, won=2, lost=0) == 0  # the stronger pair gains nothing
    assert satzgewinn([200, 200], [200, 200], won=2, lost=0) == 0


def test_decay_and_listing_floor() -> None:
    assert decay(250) == 240  # 96 %
    assert decay(148) == 142  # 142,08 -> 142
    assert decay(104) == 100  # 0,9984 -> not listed any more: a new player at 1,00 again
    assert decay(100) == 100
    assert next_month("2024-12") == "2025-01" and next_month("2024-01") == "2024-02"


def test_places_share_the_better_place() -> None:
    assert places({1: (2, 4), 2: (0, 1), 3: (0, 0), 4: (0, 0), 5: (-2, -3)}) == {1: 1, 2: 2, 3: 3, 4: 3, 5: 5}
    with pytest.raises(ValueError):
        placement_percent(0, 3)


async def test_a_month_is_a_tournament(store: Store) -> None:
    p = humans(1, 2, 3, 4, 5, 6, 7, 8)
    u = {i + 1: s for i, s in enumerate(p)}
    jan = "2024-01-10T20:00:00.000000Z"
    # seats: pair 0 = seats 0 and 2, pair 1 = seats 1 and 3
    await play_partida(store, [u[1], u[3], u[2], u[4]], winner=0, at=jan)  # 1+2 beat 3+4, 2-0
    await play_partida(store, [u[5], u[7], u[6], u[8]], winner=0, juegos_lost=1, at=jan)  # 5+6 beat 7+8, 2-1
    await play_partida(store, [u[1], u[5], u[3], u[7]], winner=0, at=jan)  # 1+3 beat 5+7, 2-0
    await play_partida(store, [u[2], u[6], u[4], u[8]], winner=1, juegos_lost=1, at=jan)  # 6+8 beat 2+4, 2-1
    # in January everyone is at 1,00: nobody is weaker, nobody listed
    assert await msst_table(store, GUILD, now=jan) == []

    feb = "2024-02-03T18:00:00.000000Z"
    # The first February partida scores January (8 participants: official), then decays:
    # records (won-lost, juegos diff): 1 (2,4) 6 (2,2) 2 (0,1) 3 (0,0) 8 (0,0) 5 (0,-1) 4 (-2,-3) 7 (-2,-3)
    # Turnierwert 1,08; places 1,2,3,4,4,6,7,7 -> 45 40 35 30 30 20 15 15 % -> 0,48 0,43 0,37 0,32 0,32 0,21 0,16 0,16
    # after the month change (96 %): 1,42 1,37 1,31 1,26 1,26 1,16 1,11 1,11
    await play_partida(store, [u[1], u[4], u[6], u[7]], winner=1, juegos_lost=1, at=feb)
    # ...and that partida: 4+7 (avg 1,11) beat 1+6 (avg 1,395) 2-1: Spielwert 0,285 * 4 / 100 = 0,0114 -> 0,01
    table = await msst_table(store, GUILD, now=feb)
    assert [(r.player.user_id, r.value) for r in table] == [
        (1, 142), (6, 137), (2, 131), (3, 126), (8, 126), (5, 116), (4, 112), (7, 112)]
    assert [r.rank for r in table] == list(range(1, 9))
    assert table[0].text == "1,42"
    assert (await store.stats.player_profile(GUILD, 4)).msst == 112

    mar = "2024-03-01T00:00:01.000000Z"
    # February had 4 participants: not an official tournament; only the decay applies
    table = await msst_table(store, GUILD, now=mar)
    assert [(r.player.user_id, r.value) for r in table] == [
        (1, 136), (6, 131), (2, 125), (3, 120), (8, 120), (5, 111), (4, 107), (7, 107)]
    later = await msst_table(store, GUILD, now="2024-06-15T00:00:00Z")  # three idle months
    # 3 x 96 %, floored each time: 1,36 -> 1,30 -> 1,24 -> 1,19; 1,11 -> 1,06 -> 1,01 -> 0,96 (unlisted)
    assert [r.value for r in later] == [119, 115, 110, 105, 105]


async def test_satzgewinn_for_the_weaker_pair(store: Store) -> None:
    u = {i: s for i, s in zip(range(1, 9), humans(*range(1, 9)), strict=True)}
    jan = "2024-01-10T20:00:00Z"
    for _ in range(3):  # 1+2 win everything in January and climb
        await play_partida(store, [u[1], u[3], u[2], u[4]], winner=0, at=jan)
        await play_partida(store, [u[5], u[7], u[6], u[8]], winner=0, at=jan)
    feb = "2024-02-01T10:00:00Z"
    before = {r.player.user_id: r.value for r in await msst_table(store, GUILD, now=feb)}
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1, seats=[u[1], u[7], u[2], u[8]], at=feb)
    partida = await start_partida(store, table, at=feb)
    result = await finish_partida(store, partida, 1, at=feb, juegos=(0, 2))  # the weaker pair won 2-0
    strong, weak = Fraction(before[1] + before[2], 2), Fraction(before[7] + before[8], 2)
    gain = int((strong - weak) * 5 // 100)  # 3 + 2 - 0 = 5
    assert (before[1], before[7], gain) == (142, 121, 1)  # January: 45 % and 25 % of 1,08; then 96 %
    assert sorted((c.player.user_id, c.kind, c.after - c.before) for c in result.msst_changes) == [
        (7, "satz", gain), (8, "satz", gain)]
    after = {r.player.user_id: r.value for r in await msst_table(store, GUILD, now=feb)}
    assert after[1] == before[1] and after[7] == before[7] + gain
    # the weaker pair losing 1-2 would gain 0,21 * 2 / 100 = 0,0042: rounded down, nothing
    table = await store.tables.create(GUILD, 2, creator_id=None, rules={}, seed=1, seats=[u[3], u[5], u[4], u[6]], at=feb)
    partida = await start_partida(store, table, at=feb)
    result = await finish_partida(store, partida, 1, at=feb, juegos=(1, 2))
    assert result.msst_changes == ()


async def test_a_partida_played_at_a_real_table_and_reported_counts_as_a_played_one(store: Store) -> None:
    """Seed 004, section 2: the MSST is made of results the clubs report from their tables, so
    a reported partida (no hands) gives the weaker pair its Satzgewinn exactly as above."""
    u = {i: s for i, s in zip(range(1, 9), humans(*range(1, 9)), strict=True)}
    jan = "2024-01-10T20:00:00Z"
    for _ in range(3):
        await play_partida(store, [u[1], u[3], u[2], u[4]], winner=0, at=jan)
        await play_partida(store, [u[5], u[7], u[6], u[8]], winner=0, at=jan)
    feb = "2024-02-01T10:00:00Z"
    before = {r.player.user_id: r.value for r in await msst_table(store, GUILD, now=feb)}
    (result,) = await record_reported(store, GUILD, [u[1], u[7], u[2], u[8]], [(1, (0, 2), (0, 1))], {}, at=feb)
    gain = int((Fraction(before[1] + before[2], 2) - Fraction(before[7] + before[8], 2)) * 5 // 100)
    assert gain == 1 and sorted((c.player.user_id, c.kind, c.after - c.before) for c in result.msst_changes) == [
        (7, "satz", gain), (8, "satz", gain)]


async def test_partidas_with_a_computer_do_not_count(store: Store) -> None:
    people = humans(*range(1, 10))
    jan = "2024-01-10T20:00:00Z"
    bot = SeatSpec.computer("hard")
    for i in range(8):
        await play_partida(store, [bot, people[i], people[i + 1], people[(i + 2) % 9]], winner=0, at=jan)
    assert await msst_table(store, GUILD, now="2024-02-02T00:00:00Z") == []
