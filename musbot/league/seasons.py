"""Seasons that end: closing one keeps its standings and names its champions.

Closing a season (by an admin, or by the server's schedule) ranks its top players by rating
and its top pairs by the pairs ranking, stores them (``season_standings``) and starts the next
season. The **champions** are the two players of the season's best pair; when no pair played
the server's minimum of partidas together, the season's best-rated player. They get the
champions' role; the previous champions (of the last season that had any) lose it. A season
nobody played has no champions: the role stays where it is.

A schedule closes a season once its calendar period is over (UTC): ``monthly`` when it
started before the first day of the current month, ``quarterly`` before the first day of the
current quarter. The new season is named after the period it covers (``2025-04``,
``2025-Q2``).
"""

from __future__ import annotations

from datetime import UTC, datetime

from musbot.store import Store
from musbot.store.db import When, parse_utc, utc_text
from musbot.store.history_models import StandingRow
from musbot.store.models import Player

from .models import DueSeason, SeasonClose
from .pairs import pairs_ranking
from .settings import SCHEDULES

TOP = 3


def period_start(now: datetime, schedule: str) -> datetime:
    """The first moment of the calendar period ``now`` is in."""
    now = now.astimezone(UTC)
    if schedule == "monthly":
        return datetime(now.year, now.month, 1, tzinfo=UTC)
    if schedule == "quarterly":
        return datetime(now.year, 3 * ((now.month - 1) // 3) + 1, 1, tzinfo=UTC)
    raise ValueError(f"bad season schedule {schedule!r}: one of {SCHEDULES}")


def period_name(now: datetime, schedule: str) -> str:
    now = now.astimezone(UTC)
    if schedule == "monthly":
        return f"{now.year}-{now.month:02d}"
    return f"{now.year}-Q{(now.month - 1) // 3 + 1}"


async def close_season(store: Store, guild_id: int, *, name: str | None = None, by: int | None = None,
                       expected: int | None = None, at: When = None, top: int = TOP) -> SeasonClose | None:
    """End the current season: its top players and pairs, its champions (and who held the
    role before), then the next season. None if ``expected`` is not the current season
    (someone closed it meanwhile)."""
    when = utc_text(at)
    async with store.transaction("closing a season"):
        await store.guilds.ensure(guild_id, when)
        season = await store.guilds.current_season(guild_id)
        if expected is not None and season != expected:
            return None
        cfg = await store.seasons.settings(guild_id)
        previous = await store.seasons.champions(guild_id)
        best_players = await store.stats.leaderboard(guild_id, season=season, limit=top)
        best_pairs = await pairs_ranking(store, guild_id, season=season, limit=top, min_partidas=cfg.pair_min_partidas)
        champion_pair = bool(best_pairs)
        players = tuple(StandingRow("player", r.rank, r.player, None, r.partidas, r.partidas_won, r.rating,
                                    not champion_pair and r.rank == 1) for r in best_players)
        pair_rows = tuple(StandingRow("pair", r.rank, r.players[0], r.players[1], r.partidas, r.partidas_won, r.strength,
                                      r.rank == 1) for r in best_pairs)
        await store.seasons.keep_standings(guild_id, season, (*players, *pair_rows))
        champions: tuple[Player, ...] = ()
        for r in (*pair_rows, *players):
            if r.champion:
                champions = (r.player,) if r.partner is None else (r.player, r.partner)
        new = await store.guilds.start_season(guild_id, name, by, when)
    return SeasonClose(guild_id, season, new, name, players, pair_rows, champions, previous,
                       cfg.champion_role_id, cfg.champions_channel_id)


async def start_season(store: Store, guild_id: int, name: str | None = None, by: int | None = None,
                       at: When = None) -> int:
    """An admin starts a new season: returns its number. Old seasons stay readable; the one
    that ends keeps its standings and champions (``close_season``)."""
    closed = await close_season(store, guild_id, name=name, by=by, at=at)
    assert closed is not None
    return closed.new_season


async def seasons_due(store: Store, now: When = None) -> list[DueSeason]:
    """Servers whose scheduled season is over at ``now``: close each with
    ``close_season(store, guild_id, expected=due.season, name=due.next_name)``."""
    moment = parse_utc(utc_text(now))
    return [DueSeason(guild_id, season, started, schedule, period_name(moment, schedule))
            for guild_id, season, schedule, started in await store.seasons.scheduled()
            if parse_utc(started) < period_start(moment, schedule)]
