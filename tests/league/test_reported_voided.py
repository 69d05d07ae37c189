"""Partidas reported from a real table in the league: those that no longer stand (the organisers
corrected or voided a presencial tie) stop counting in the records, the ratings and the MSST, as
if never played; and, being a tournament's, they stay out of the month's MSST tournament."""

from __future__ import annotations

from store_helpers import GUILD, humans, play_partida

from musbot.league import msst_table, record_reported, void_reported
from musbot.store import ALL_TIME, Store

OTHER = GUILD + 1  # the same people on a server where the voided partida was never reported
JAN = "2024-01-10T20:00:00Z"


async def _state(store: Store, guild: int, users: list[int]) -> dict[int, tuple[object, ...]]:
    """Each user's records and ratings (this season and all time) and rating history."""
    ids = await store.guilds.user_players(guild, users)
    out: dict[int, tuple[object, ...]] = {}
    for user in users:
        pid = ids[user]
        stats = await store.stats.player_stats(guild, user)
        recount = await store.stats.recount_player_stats(guild, user)
        skills = [(await store.ratings.skills(guild, scope, [pid])).get(pid) for scope in (1, ALL_TIME)]
        history = tuple((p.mu, p.sigma) for p in await store.stats.rating_history(guild, user, season=ALL_TIME))
        out[user] = (stats.partidas, stats.partidas_won, stats.juegos, stats.juegos_won, recount.partidas,
                     recount.juegos, *skills, history)
    return out


async def _played(store: Store, guild: int, with_reported: bool) -> list[int]:
    """Partidas before and after a tie reported at a real table, some by its players; returns
    the reported partidas' ids."""
    a, b, c, d, e, f = humans(1, 2, 3, 4, 5, 6)
    await play_partida(store, [a, c, b, d], winner=1, guild=guild, at=JAN)
    await play_partida(store, [a, e, f, c], winner=0, guild=guild, at="2024-01-10T20:30:00Z")
    ids = []
    if with_reported:  # a 2-1 tie: two partidas, pair (1, 2) winning the second and third
        ids = [r.partida_id for r in await record_reported(
            store, guild, [a, c, b, d], [(1, (1, 3), (0, 1)), (0, (3, 2), (1, 0))], {"juegos": 3},
            at="2024-01-10T21:00:00Z")]
    await play_partida(store, [a, f, e, d], winner=1, guild=guild, at="2024-01-10T22:00:00Z")
    await play_partida(store, [c, b, d, e], winner=0, juegos_lost=1, guild=guild, at="2024-01-10T23:00:00Z")
    return ids


async def test_a_voided_reported_tie_leaves_records_and_ratings_as_if_never_played(store: Store) -> None:
    """Ratings move with every partida (openskill, each from the ratings before it): the
    partidas after the voided ones are rated again from where they were, and every player ends
    exactly where they would have without them, history included; counters equal their recount."""
    users = [1, 2, 3, 4, 5, 6]
    voided = await _played(store, GUILD, with_reported=True)
    await _played(store, OTHER, with_reported=False)
    before = await _state(store, GUILD, users)
    assert before != await _state(store, OTHER, users)  # the reported tie moved them
    await void_reported(store, voided, at="2024-01-11T10:00:00Z")
    assert await _state(store, GUILD, users) == await _state(store, OTHER, users)
    recent = await store.stats.recent_partidas(GUILD, limit=10)
    assert len(recent) == 4 and not any(p.reported for p in recent)


async def test_a_voided_reported_partida_gives_its_satzgewinn_back(store: Store) -> None:
    """Seed 004, section 6: the weaker pair's Satzgewinn from a reported partida is taken back
    when the partida no longer stands (the values go back to what they were)."""
    u = dict(zip(range(1, 9), humans(*range(1, 9)), strict=True))
    for _ in range(3):
        await play_partida(store, [u[1], u[3], u[2], u[4]], winner=0, at=JAN)
        await play_partida(store, [u[5], u[7], u[6], u[8]], winner=0, at=JAN)
    feb = "2024-02-01T10:00:00Z"
    before = {r.player.user_id: r.value for r in await msst_table(store, GUILD, now=feb)}
    (result,) = await record_reported(store, GUILD, [u[1], u[7], u[2], u[8]], [(1, (0, 2), (0, 1))], {}, at=feb)
    assert {c.player.user_id for c in result.msst_changes if c.after > c.before} == {7, 8}
    await void_reported(store, [result.partida_id], at=feb)
    assert {r.player.user_id: r.value for r in await msst_table(store, GUILD, now=feb)} == before


async def test_reported_partidas_are_a_tournaments_and_stay_out_of_the_months_tournament(store: Store) -> None:
    """Seed 004 as the league reads it: a tournament is a Turnier of its own, so its partidas
    (reported at a real table too) count for the Satzgewinn but not for the month's placing."""
    a, b, c, d = humans(1, 2, 3, 4)
    await record_reported(store, GUILD, [a, c, b, d], [(0, (2, 0), (1, 0))], {}, at=JAN)
    assert await store.msst.month_records(GUILD, "2024-01", "2024-02") == []
    await play_partida(store, [a, c, b, d], winner=0, at=JAN)
    assert len(await store.msst.month_records(GUILD, "2024-01", "2024-02")) == 4
