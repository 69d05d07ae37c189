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

from . import guilds, league, pairs, stats
from .db import Connection, executemany, fetchall, parse_utc
from .history_models import DueSeason, SeasonClose, StandingRow
from .models import Player

TOP = 3


def period_start(now: datetime, schedule: str) -> datetime:
    """The first moment of the calendar period ``now`` is in."""
    now = now.astimezone(UTC)
    if schedule == "monthly":
        return datetime(now.year, now.month, 1, tzinfo=UTC)
    if schedule == "quarterly":
        return datetime(now.year, 3 * ((now.month - 1) // 3) + 1, 1, tzinfo=UTC)
    raise ValueError(f"bad season schedule {schedule!r}: one of {league.SCHEDULES}")


def period_name(now: datetime, schedule: str) -> str:
    now = now.astimezone(UTC)
    if schedule == "monthly":
        return f"{now.year}-{now.month:02d}"
    return f"{now.year}-Q{(now.month - 1) // 3 + 1}"


async def champions_of(conn: Connection, guild_id: int, season: int | None = None) -> tuple[Player, ...]:
    """The champions of ``season``, or the latest champions (None): who holds the role."""
    if season is None:
        rows = await fetchall(conn, "SELECT player_id, partner_id FROM season_standings WHERE guild_id = ? AND champion = 1 "
                              "AND season = (SELECT MAX(season) FROM season_standings WHERE guild_id = ? AND champion = 1) "
                              "ORDER BY kind, place", (guild_id, guild_id))
    else:
        rows = await fetchall(conn, "SELECT player_id, partner_id FROM season_standings WHERE guild_id = ? AND season = ? "
                              "AND champion = 1 ORDER BY kind, place", (guild_id, season))
    ids = list(dict.fromkeys(x for r in rows for x in r if x is not None))
    people = await guilds.players_by_id(conn, ids)
    return tuple(people[i] for i in ids)


async def standings(conn: Connection, guild_id: int, season: int) -> tuple[list[StandingRow], list[StandingRow]]:
    """The stored top players and pairs of a closed season."""
    rows = await fetchall(conn, "SELECT kind, place, player_id, partner_id, partidas, partidas_won, rating, champion "
                          "FROM season_standings WHERE guild_id = ? AND season = ? ORDER BY kind, place", (guild_id, season))
    people = await guilds.players_by_id(conn, [x for r in rows for x in r[2:4] if x is not None])
    out = [StandingRow(kind, place, people[p], people[q] if q is not None else None, n, won, rating, bool(champ))
           for kind, place, p, q, n, won, rating, champ in rows]
    return [r for r in out if r.kind == "player"], [r for r in out if r.kind == "pair"]


async def close(conn: Connection, guild_id: int, at: str, *, name: str | None = None, by: int | None = None,
                expected: int | None = None, top: int = TOP) -> SeasonClose | None:
    """Close the current season and start the next; None when ``expected`` is given and the
    current season is another (someone closed it meanwhile)."""
    await guilds.ensure_guild(conn, guild_id, at)
    season = await guilds.current_season(conn, guild_id)
    if expected is not None and season != expected:
        return None
    cfg = await league.settings(conn, guild_id)
    previous = await champions_of(conn, guild_id)
    best_players = await stats.leaderboard_by_rating(conn, guild_id, season, top, 1)
    best_pairs = await pairs.ranking(conn, guild_id, season, top, cfg.pair_min_partidas)
    champion_pair = bool(best_pairs)
    players = tuple(StandingRow("player", r.rank, r.player, None, r.partidas, r.partidas_won, r.rating,
                                not champion_pair and r.rank == 1) for r in best_players)
    pair_rows = tuple(StandingRow("pair", r.rank, r.players[0], r.players[1], r.partidas, r.partidas_won, r.strength,
                                  r.rank == 1) for r in best_pairs)
    await executemany(conn, "INSERT INTO season_standings (guild_id, season, kind, place, player_id, partner_id, partidas, "
                      "partidas_won, rating, champion) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                      [(guild_id, season, r.kind, r.place, r.player.player_id, r.partner.player_id if r.partner else None,
                        r.partidas, r.partidas_won, r.rating, int(r.champion)) for r in (*players, *pair_rows)])
    champions: tuple[Player, ...] = ()
    for r in (*pair_rows, *players):
        if r.champion:
            champions = (r.player,) if r.partner is None else (r.player, r.partner)
    new = await guilds.start_season(conn, guild_id, name, by, at)
    return SeasonClose(guild_id, season, new, name, players, pair_rows, champions, previous,
                       cfg.champion_role_id, cfg.champions_channel_id)


async def due(conn: Connection, now: datetime) -> list[DueSeason]:
    """Servers whose scheduled season has run out at ``now``."""
    rows = await fetchall(conn, "SELECT g.guild_id, g.current_season, g.season_schedule, s.started_at FROM guilds g "
                          "JOIN seasons s ON s.guild_id = g.guild_id AND s.season = g.current_season "
                          "WHERE g.season_schedule IS NOT NULL ORDER BY g.guild_id")
    out = []
    for guild_id, season, schedule, started in rows:
        if parse_utc(started) < period_start(now, schedule):
            out.append(DueSeason(guild_id, season, started, schedule, period_name(now, schedule)))
    return out
