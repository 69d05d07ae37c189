"""openskill 2v2 ratings: conservative ranking, computers out of the rankings, seasons."""

from __future__ import annotations

import pytest
from openskill.models import PlackettLuce
from store_helpers import GUILD, humans, play_partida

from musbot.league import finish_partida, start_partida, start_season
from musbot.league.ratings import MU, SIGMA, conservative, rate_2v2
from musbot.store import ALL_TIME, SeatSpec, Store


def test_rate_2v2_is_openskill_with_teams() -> None:
    model = PlackettLuce()
    a, b, c, d = (model.rating(mu=m, sigma=s) for m, s in [(30, 5), (20, 7), (25, 8), (27, 3)])
    expected = model.rate([[a, b], [c, d]], ranks=[1, 0])  # the second team won
    new0, new1 = rate_2v2([(30, 5), (20, 7)], [(25, 8), (27, 3)], winner_pair=1)
    assert new0 == [(r.mu, r.sigma) for r in expected[0]]
    assert new1 == [(r.mu, r.sigma) for r in expected[1]]
    assert new0[0][0] < 30 and new1[0][0] > 25  # losers down, winners up
    assert all(s < s0 for (_m, s), s0 in zip(new0 + new1, (5, 7, 8, 3), strict=True))  # more certain
    assert conservative(25, 8) == 25 - 24
    with pytest.raises(ValueError):
        rate_2v2([(MU, SIGMA)] * 2, [(MU, SIGMA)] * 2, 2)


async def test_leaderboard_ranks_by_the_conservative_estimate(store: Store) -> None:
    a, b, c, d, n1, n2, n3, n4 = humans(1, 2, 3, 4, 11, 12, 13, 14)
    for i in range(10):  # 1 and 2 are regulars with a winning record
        await play_partida(store, [a, c, b, d], winner=0 if i % 3 else 1)
    await play_partida(store, [n1, n3, n2, n4], winner=0)  # 11 and 12 won their only partida
    board = await store.stats.leaderboard(GUILD, limit=20)
    assert [r.rank for r in board] == list(range(1, 9))
    assert [r.rating for r in board] == sorted((r.rating for r in board), reverse=True)
    by_user = {r.player.user_id: r for r in board}
    newcomer, regular = by_user[11], by_user[1]
    assert newcomer.mu > regular.mu  # a higher mean...
    assert newcomer.rank > regular.rank  # ...but far less certain: ranked lower
    assert all(abs(r.rating - (r.mu - 3 * r.sigma)) < 1e-9 for r in board)
    assert (regular.partidas, regular.partidas_won) == (10, 6)
    profile = await store.stats.player_profile(GUILD, 1)
    assert profile.rank == regular.rank and profile.rating is not None
    assert abs(profile.rating.rating - regular.rating) < 1e-9
    assert len(await store.stats.leaderboard(GUILD, min_partidas=2, limit=20)) == 4
    by_rate = await store.stats.leaderboard(GUILD, by="win_rate", limit=20)
    assert [r.player.user_id for r in by_rate[:2]] == [11, 12]  # 100 % of one partida
    assert [r.player.user_id for r in await store.stats.leaderboard(GUILD, by="win_rate", min_partidas=5, limit=2)] == [1, 2]
    with pytest.raises(ValueError):
        await store.stats.leaderboard(GUILD, by="luck")


async def test_computer_players_are_rated_but_not_ranked(store: Store) -> None:
    bot = SeatSpec.computer("hard", "Bot")
    people = humans(1, 2, 3, 4)
    for i in range(8):  # the computer wins everything, with a different partner each time
        partner, r1, r2 = people[i % 4], people[(i + 1) % 4], people[(i + 2) % 4]
        await play_partida(store, [bot, r1, partner, r2], winner=0)
    board = await store.stats.leaderboard(GUILD)
    assert {r.player.user_id for r in board} == {1, 2, 3, 4}
    assert not any(r.player.is_ai for r in board)
    ai = await store.guilds.player(GUILD, ai="hard")
    assert ai is not None
    profile = await store.stats.player_profile(GUILD, ai)
    assert profile.rating is not None and profile.rating.partidas == 8
    assert profile.stats.partidas_won == 8
    assert profile.rank is None  # not in the human ranking
    assert profile.rating.rating > board[0].rating  # it would top the table, were it human
    by_rate = await store.stats.leaderboard(GUILD, by="win_rate")
    assert not any(r.player.is_ai for r in by_rate) and len(by_rate) == 4


async def test_a_computer_in_two_seats_is_rated_once(store: Store) -> None:
    bot = SeatSpec.computer("easy")
    a, b = humans(1, 2)
    partida = await play_partida(store, [a, bot, b, bot], winner=1)
    ai = await store.guilds.player(GUILD, ai="easy")
    assert ai is not None
    history = await store.stats.rating_history(GUILD, ai)
    assert [p.partida_id for p in history] == [partida]


async def test_seasons_start_afresh_and_old_ones_stay_readable(store: Store) -> None:
    a, b, c, d = humans(1, 2, 3, 4)
    for _ in range(3):
        await play_partida(store, [a, c, b, d], winner=0)
    season1 = await store.stats.leaderboard(GUILD)
    assert await start_season(store, GUILD, "Spring", by=1) == 2
    assert await store.stats.leaderboard(GUILD) == []  # nobody has played this season yet
    assert await store.stats.leaderboard(GUILD, season=1) == season1  # the old season is still there
    await play_partida(store, [a, c, b, d], winner=1)
    now = await store.stats.leaderboard(GUILD)
    assert {r.player.user_id: r.partidas for r in now} == {1: 1, 2: 1, 3: 1, 4: 1}
    assert now[0].player.user_id in (3, 4)  # season 2: only the one partida counts
    alltime = {r.player.user_id: r for r in await store.stats.leaderboard(GUILD, season=ALL_TIME)}
    assert alltime[1].partidas == 4 and alltime[1].partidas_won == 3
    assert alltime[1].rank < alltime[3].rank
    h1 = await store.stats.rating_history(GUILD, 1, season=1)
    h2 = await store.stats.rating_history(GUILD, 1)
    hall = await store.stats.rating_history(GUILD, 1, season=ALL_TIME)
    assert (len(h1), len(h2), len(hall)) == (3, 1, 4)
    assert h1[0].mu > MU and h2[0].mu < MU  # season 2 started afresh at openskill's default
    assert [p.partida_id for p in hall] == sorted(p.partida_id for p in hall)
    last2 = await store.stats.rating_history(GUILD, 1, season=ALL_TIME, limit=2)
    assert last2 == hall[-2:]
    assert hall[-1].rating == alltime[1].rating
    p1 = await store.stats.player_profile(GUILD, 1, season=1)
    assert p1.stats.partidas == 3 and p1.season == 1
    assert (await store.stats.player_profile(GUILD, 1)).stats.partidas == 1


async def test_finish_reports_rating_changes(store: Store) -> None:
    a, b, c, d = humans(1, 2, 3, 4)
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1, seats=[a, c, b, d])
    partida = await start_partida(store, table)
    result = await finish_partida(store, partida, 1)
    assert len(result.rating_changes) == 8  # four players, this season and all time
    for ch in result.rating_changes:
        won = ch.player.user_id in (3, 4)
        assert (ch.mu > ch.mu_before) == won
        assert ch.sigma < ch.sigma_before
