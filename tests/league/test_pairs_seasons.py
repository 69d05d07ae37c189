"""Pairs (a pair's record, strength, best and worst rivals; the pairs ranking with the server's
minimum) and seasons that end (standings, champions and who held the role before, schedules),
on a real SQLite file."""

from __future__ import annotations

import math

import pytest
from store_helpers import GUILD, humans, play_partida

from musbot.league import (
    close_season,
    pair_profile,
    pairs_ranking,
    seasons_due,
    set_league_settings,
    start_season,
)
from musbot.league.pairs import best_and_worst, strength
from musbot.store import ALL_TIME, Player, SeatSpec, Store
from musbot.store.history_models import RivalRecord


async def _league(store: Store) -> None:
    """Pair (1, 2) beats (3, 4) three times out of four and loses three of four to (5, 6)."""
    for k, winner in enumerate((0, 0, 1, 0)):
        await play_partida(store, humans(1, 3, 2, 4), winner, juegos_lost=k % 2)
    for winner in (0, 0, 1, 0):
        await play_partida(store, humans(5, 1, 6, 2), winner)  # (1, 2) sit as pair 1 here


async def test_a_pairs_record_strength_and_rivals(store: Store) -> None:
    await _league(store)
    p = await pair_profile(store, GUILD, 2, 1)
    r = p.record
    assert {x.user_id for x in r.players} == {1, 2}
    assert (r.partidas, r.partidas_won) == (8, 4)
    assert r.juegos == 4 * 2 + 2 + 4 * 2  # two of the partidas against (3, 4) went 2-1
    assert r.juegos_won == 3 * 2 + 1 * 2
    assert p.best_rival is not None and {x.user_id for x in p.best_rival.rivals} == {3, 4}
    assert (p.best_rival.partidas, p.best_rival.won, p.best_rival.lost) == (4, 3, 1)
    assert p.worst_rival is not None and {x.user_id for x in p.worst_rival.rivals} == {5, 6}
    assert (p.worst_rival.won, p.worst_rival.lost) == (1, 3)
    one, two = (await store.stats.player_profile(GUILD, 1, season=ALL_TIME)).rating, (await store.stats.player_profile(GUILD, 2, season=ALL_TIME)).rating
    assert one is not None and two is not None
    assert p.strength == pytest.approx((one.mu + two.mu) / 2 - 3 * math.sqrt(one.sigma**2 + two.sigma**2) / 2)
    assert p.season == ALL_TIME
    # this season only: a new season, one partida
    await start_season(store, GUILD)
    await play_partida(store, humans(1, 3, 2, 4), 0)
    now = await pair_profile(store, GUILD, 1, 2, season=None)
    assert (now.record.partidas, now.record.partidas_won) == (1, 1)
    assert now.best_rival is not None and now.best_rival.partidas == 1 and now.worst_rival is None
    never = await pair_profile(store, GUILD, 3, 5)
    assert never.record.partidas == 0 and never.best_rival is None and never.worst_rival is None


def test_best_and_worst_need_a_winning_or_losing_record() -> None:
    a, b = (Player(1, GUILD, 1, None, "a"), Player(2, GUILD, 2, None, "b"))
    assert best_and_worst([]) == (None, None)
    assert best_and_worst([RivalRecord((a, b), 2, 1, 3, 3)]) == (None, None)  # even: neither
    wins, losses = RivalRecord((a, b), 3, 2, 4, 3), RivalRecord((b, a), 5, 1, 3, 8)
    assert best_and_worst([wins, losses]) == (wins, losses)
    assert strength((25.0, 8.0), None) is None
    assert strength((30.0, 0.0), (30.0, 0.0)) == 30.0


async def test_the_pairs_ranking_keeps_the_servers_minimum(store: Store) -> None:
    await _league(store)
    assert (await store.seasons.settings(GUILD)).pair_min_partidas == 5
    top = await pairs_ranking(store, GUILD, season=ALL_TIME)
    assert [{p.user_id for p in r.players} for r in top] == [{1, 2}]  # 8 partidas; the others 4
    await set_league_settings(store, GUILD, pair_min_partidas=4)
    top = await pairs_ranking(store, GUILD, season=ALL_TIME)
    assert [{p.user_id for p in r.players} for r in top] == [{5, 6}, {1, 2}, {3, 4}]  # 3/4, 4/8, 1/4
    assert [r.rank for r in top] == [1, 2, 3] and top[0].win_rate == 0.75 and top[0].strength is not None
    assert [len(await pairs_ranking(store, GUILD, season=ALL_TIME, min_partidas=n)) for n in (1, 8, 9)] == [3, 1, 0]
    # computer players are never ranked, not even beside a person
    robots = [SeatSpec.computer("expert"), *humans(7), *humans(9), SeatSpec.computer("basic")]  # two mixed pairs
    for _ in range(5):
        await play_partida(store, robots, 0)
    assert all(not p.is_ai for r in await pairs_ranking(store, GUILD, season=ALL_TIME, min_partidas=1) for p in r.players)


async def test_league_settings_are_checked(store: Store) -> None:
    for bad in ({"pair_min_partidas": 0}, {"pair_min_partidas": True}, {"season_schedule": "weekly"},
                {"champion_role_id": -5}, {"champions_channel_id": "123"}):
        with pytest.raises(ValueError):
            await set_league_settings(store, GUILD, **bad)
    s = await set_league_settings(store, GUILD, season_schedule="quarterly", champion_role_id=55, champions_channel_id=66)
    assert (s.pair_min_partidas, s.season_schedule, s.champion_role_id, s.champions_channel_id) == (5, "quarterly", 55, 66)
    s = await set_league_settings(store, GUILD, season_schedule=None, pair_min_partidas=3)
    assert (s.pair_min_partidas, s.season_schedule, s.champion_role_id) == (3, None, 55)


async def test_closing_a_season_names_its_champions_and_who_held_the_role(store: Store) -> None:
    await set_league_settings(store, GUILD, pair_min_partidas=4, champion_role_id=900, champions_channel_id=901)
    await _league(store)
    closed = await close_season(store, GUILD, name="invierno", by=42, at="2025-03-31T20:00:00Z")
    assert closed is not None and (closed.season, closed.new_season, closed.name) == (1, 2, "invierno")
    assert (closed.champion_role_id, closed.champions_channel_id) == (900, 901)
    assert {p.user_id for p in closed.champions} == {5, 6} and closed.previous_champions == ()
    assert [{r.player.user_id, r.partner.user_id} for r in closed.pairs if r.partner] == [{5, 6}, {1, 2}, {3, 4}]
    assert [r.champion for r in closed.pairs] == [True, False, False] and not any(r.champion for r in closed.players)
    assert len(closed.players) == 3 and [r.place for r in closed.players] == [1, 2, 3]
    assert closed.players[0].rating is not None and closed.players[0].rating >= closed.players[1].rating  # type: ignore[operator]
    players, pairs = await store.seasons.standings(GUILD, 1)
    assert (tuple(players), tuple(pairs)) == (closed.players, closed.pairs)
    seasons = await store.guilds.seasons(GUILD)
    assert seasons[0].ended_at is not None and seasons[1].name == "invierno" and seasons[1].started_by == 42
    # a close that lost a race (the season is no longer 1) changes nothing
    assert await close_season(store, GUILD, expected=1) is None
    # a season nobody played: no champions, the role stays with the last ones
    quiet = await close_season(store, GUILD, expected=2)
    assert quiet is not None and quiet.champions == () and {p.user_id for p in quiet.previous_champions} == {5, 6}
    # too few partidas together for any pair: the best-rated player alone is champion
    await play_partida(store, humans(3, 1, 4, 2), 0)
    closed = await close_season(store, GUILD)
    assert closed is not None and closed.pairs == () and len(closed.champions) == 1
    assert closed.champions[0] == closed.players[0].player and closed.players[0].champion
    assert {p.user_id for p in closed.previous_champions} == {5, 6}
    assert await store.seasons.champions(GUILD) == closed.champions
    assert await start_season(store, GUILD) == closed.new_season + 1  # the admin's command still works


@pytest.mark.parametrize("schedule,started,now,due", [
    ("monthly", "2025-01-15T10:00:00Z", "2025-01-31T23:59:59Z", None),
    ("monthly", "2025-01-15T10:00:00Z", "2025-02-01T00:00:01Z", "2025-02"),
    ("monthly", "2024-12-31T23:00:00Z", "2025-01-01T00:00:00Z", "2025-01"),
    ("quarterly", "2025-01-15T10:00:00Z", "2025-03-31T23:59:59Z", None),
    ("quarterly", "2025-01-15T10:00:00Z", "2025-04-01T00:00:00Z", "2025-Q2"),
    ("quarterly", "2025-04-01T00:00:00Z", "2025-06-30T12:00:00Z", None),
])
async def test_a_scheduled_season_is_due_when_its_period_is_over(store: Store, schedule: str, started: str, now: str,
                                                                  due: str | None) -> None:
    await store.guilds.ensure(GUILD)
    await store.guilds.ensure(GUILD + 1)  # no schedule: never due
    await close_season(store, GUILD, at=started)
    await set_league_settings(store, GUILD, season_schedule=schedule)
    found = await seasons_due(store, now)
    assert [(d.guild_id, d.season, d.next_name) for d in found] == ([] if due is None else [(GUILD, 2, due)])
    if due is not None:
        closed = await close_season(store, GUILD, expected=found[0].season, name=found[0].next_name, at=now)
        assert closed is not None and closed.name == due
        assert await seasons_due(store, now) == []
