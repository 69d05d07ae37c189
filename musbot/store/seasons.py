"""Seasons that end, and a server's league settings (``Seasons``; migration 0005).

Closing a season stores its top players and pairs (``season_standings``), its champions among
them; who closes it and when is ``league.seasons``'s. The settings: the pairs ranking's
minimum of partidas together, the season schedule, the champions' role and the channel of
the champions' message.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import guilds
from .db import Connection, execute, executemany, fetchall, fetchone
from .history_models import LeagueSettings, StandingRow
from .models import Player
from .repository import Repository

DEFAULT_PAIR_MIN = 5
SETTINGS = ("pair_min_partidas", "season_schedule", "champion_role_id", "champions_channel_id")


async def league_settings(conn: Connection, guild_id: int) -> LeagueSettings:
    row = await fetchone(conn, f"SELECT {', '.join(SETTINGS)} FROM guilds WHERE guild_id = ?", (guild_id,))
    if row is None:
        return LeagueSettings(DEFAULT_PAIR_MIN, None, None, None)
    pair_min, schedule, role, channel = row
    return LeagueSettings(int(pair_min or DEFAULT_PAIR_MIN), schedule, role, channel)


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


class Seasons(Repository):
    async def settings(self, guild_id: int) -> LeagueSettings:
        async with self._read("reading a server's league settings") as conn:
            return await league_settings(conn, guild_id)

    async def set_settings(self, guild_id: int, changes: dict[str, Any]) -> LeagueSettings:
        """Write these settings (columns of ``SETTINGS``, checked by ``league.settings``; None
        clears one); returns them all."""
        async with self._db.write("setting a server's league settings") as conn:
            await guilds.ensure_guild(conn, guild_id)
            for column in SETTINGS:
                if column in changes:
                    await execute(conn, f"UPDATE guilds SET {column} = ? WHERE guild_id = ?", (changes[column], guild_id))
            return await league_settings(conn, guild_id)

    async def champions(self, guild_id: int, season: int | None = None) -> tuple[Player, ...]:
        """The champions of ``season``, or who holds the champions' role (None): the champions
        of the latest season that had any."""
        async with self._read("reading the champions") as conn:
            return await champions_of(conn, guild_id, season)

    async def standings(self, guild_id: int, season: int) -> tuple[list[StandingRow], list[StandingRow]]:
        """The top players and pairs stored when ``season`` was closed."""
        async with self._read("reading a season's standings") as conn:
            rows = await fetchall(conn, "SELECT kind, place, player_id, partner_id, partidas, partidas_won, rating, champion "
                                  "FROM season_standings WHERE guild_id = ? AND season = ? ORDER BY kind, place",
                                  (guild_id, season))
            people = await guilds.players_by_id(conn, [x for r in rows for x in r[2:4] if x is not None])
        out = [StandingRow(kind, place, people[p], people[q] if q is not None else None, n, won, rating, bool(champ))
               for kind, place, p, q, n, won, rating, champ in rows]
        return [r for r in out if r.kind == "player"], [r for r in out if r.kind == "pair"]

    async def keep_standings(self, guild_id: int, season: int, rows: Sequence[StandingRow]) -> None:
        """A closed season's top players and pairs, its champions marked."""
        async with self._db.write("closing a season") as conn:
            await executemany(conn, "INSERT INTO season_standings (guild_id, season, kind, place, player_id, partner_id, "
                              "partidas, partidas_won, rating, champion) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                              [(guild_id, season, r.kind, r.place, r.player.player_id,
                                r.partner.player_id if r.partner else None, r.partidas, r.partidas_won, r.rating,
                                int(r.champion)) for r in rows])

    async def scheduled(self) -> list[tuple[int, int, str, str]]:
        """Servers with a season schedule: (guild, current season, schedule, when it started)."""
        async with self._read("reading season schedules") as conn:
            rows = await fetchall(conn, "SELECT g.guild_id, g.current_season, g.season_schedule, s.started_at FROM guilds g "
                                  "JOIN seasons s ON s.guild_id = g.guild_id AND s.season = g.current_season "
                                  "WHERE g.season_schedule IS NOT NULL ORDER BY g.guild_id")
        return [(int(g), int(s), str(sched), str(started)) for g, s, sched, started in rows]
