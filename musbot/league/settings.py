"""A server's league settings (``/mus-admin config``): the pairs ranking's minimum of partidas
together, the season schedule, the champions' role and the channel of the champions' message.
Each is checked here before the store keeps it."""

from __future__ import annotations

from typing import Any

from musbot.store import Store
from musbot.store.history_models import LeagueSettings

SCHEDULES = ("monthly", "quarterly")
PAIR_MIN_RANGE = (1, 1000)


def _check(name: str, value: Any) -> None:
    if value is None:  # clears it: the default minimum, no schedule, no role or channel
        return
    if name == "pair_min_partidas":
        low, high = PAIR_MIN_RANGE
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"bad minimum of partidas {value!r}: {low} to {high}")
    elif name == "season_schedule":
        if value not in SCHEDULES:
            raise ValueError(f"bad season schedule {value!r}: one of {SCHEDULES} or None")
    elif name in ("champion_role_id", "champions_channel_id"):
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise ValueError(f"bad {name} {value!r}: a Discord id or None")
    else:
        raise TypeError(f"unknown league setting {name!r}")


async def set_league_settings(store: Store, guild_id: int, **changes: Any) -> LeagueSettings:
    """Change ``pair_min_partidas``, ``season_schedule`` (monthly, quarterly, None),
    ``champion_role_id``, ``champions_channel_id`` (None clears one); returns them all."""
    for name, value in changes.items():
        _check(name, value)
    return await store.seasons.set_settings(guild_id, changes)
