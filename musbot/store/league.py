"""A server's league settings (migration 0005): the pairs ranking's minimum of partidas
together, the season schedule, the champions' role and the channel of the champions' message."""

from __future__ import annotations

from .db import Connection, execute, fetchone
from .guilds import ensure_guild
from .history_models import LeagueSettings

DEFAULT_PAIR_MIN = 5
SCHEDULES = ("monthly", "quarterly")
_UNSET = object()


async def settings(conn: Connection, guild_id: int) -> LeagueSettings:
    row = await fetchone(conn, "SELECT pair_min_partidas, season_schedule, champion_role_id, champions_channel_id "
                         "FROM guilds WHERE guild_id = ?", (guild_id,))
    if row is None:
        return LeagueSettings(DEFAULT_PAIR_MIN, None, None, None)
    pair_min, schedule, role, channel = row
    return LeagueSettings(int(pair_min or DEFAULT_PAIR_MIN), schedule, role, channel)


async def update(conn: Connection, guild_id: int, *, pair_min_partidas: object = _UNSET,
                 season_schedule: object = _UNSET, champion_role_id: object = _UNSET,
                 champions_channel_id: object = _UNSET) -> None:
    """Change the settings given (None clears one: the default minimum, no schedule, ...)."""
    if pair_min_partidas is not _UNSET and pair_min_partidas is not None and (
            isinstance(pair_min_partidas, bool) or not isinstance(pair_min_partidas, int) or not 1 <= pair_min_partidas <= 1000):
        raise ValueError(f"bad minimum of partidas {pair_min_partidas!r}: 1 to 1000")
    if season_schedule is not _UNSET and season_schedule is not None and season_schedule not in SCHEDULES:
        raise ValueError(f"bad season schedule {season_schedule!r}: one of {SCHEDULES} or None")
    for name, value in (("champion_role_id", champion_role_id), ("champions_channel_id", champions_channel_id)):
        if value is not _UNSET and value is not None and (isinstance(value, bool) or not isinstance(value, int) or value <= 0):
            raise ValueError(f"bad {name} {value!r}: a Discord id or None")
    await ensure_guild(conn, guild_id)
    for column, value in (("pair_min_partidas", pair_min_partidas), ("season_schedule", season_schedule),
                          ("champion_role_id", champion_role_id), ("champions_channel_id", champions_channel_id)):
        if value is not _UNSET:
            await execute(conn, f"UPDATE guilds SET {column} = ? WHERE guild_id = ?", (value, guild_id))
