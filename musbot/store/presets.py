"""A server's named presets of table options (migration 0003): its house rules, by name.

"liga": 4 reyes, 30 tantos, 3 juegos. A preset holds every table option, checked by the engine's
``Rules`` when it is saved (so using it can never fail), and optionally the seconds per move.
Names are kept as written and found in any letter case ("Liga" and "liga" are one preset).
A server keeps at most ``MAX_PRESETS``: what a Discord choice list can offer.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from musbot.engine.rules import Rules

from .db import Connection, When, execute, fetchall, fetchone, utc_text
from .errors import InvalidState
from .guilds import ensure_guild
from .repository import Repository

MAX_PRESETS = 25
NAME_MAX = 32
SECONDS_RANGE = (10, 600)  # as /mus mesa's segundos

_COLUMNS = "guild_id, name, rules, seconds_per_move, created_by, created_at, updated_at"


@dataclass(frozen=True, slots=True)
class Preset:
    guild_id: int
    name: str
    rules: dict[str, Any]  # every option: Rules.from_dict(preset.rules) rebuilds the table's rules
    seconds: int | None  # per move; None: the server's default
    created_by: int | None
    created_at: str
    updated_at: str


def preset_name(name: str) -> tuple[str, str]:
    """(the name as it is kept, the key it is found by); ValueError with what a name may be."""
    shown = " ".join(unicodedata.normalize("NFC", str(name)).split())
    if not 1 <= len(shown) <= NAME_MAX or any(unicodedata.category(ch).startswith("C") for ch in shown):
        raise ValueError(f"a preset's name has 1 to {NAME_MAX} letters, digits, spaces or signs; got {name!r}")
    return shown, shown.casefold()


def preset_options(rules: Mapping[str, Any], seconds: int | None) -> tuple[dict[str, Any], int | None]:
    """Every option, checked (ValueError naming the accepted values), and the seconds per move."""
    full = Rules.from_dict(dict(rules)).to_dict()
    if seconds is not None:
        low, high = SECONDS_RANGE
        if isinstance(seconds, bool) or not isinstance(seconds, int) or not low <= seconds <= high:
            raise ValueError(f"bad seconds per move {seconds!r}: allowed {low} to {high}")
    return full, seconds


def _preset(row: tuple[Any, ...]) -> Preset:
    guild_id, name, rules, seconds, by, created, updated = row
    return Preset(guild_id, name, json.loads(rules), seconds, by, created, updated)


async def save_preset(conn: Connection, guild_id: int, name: str, rules: Mapping[str, Any],
                      seconds: int | None = None, by: int | None = None, at: str | None = None) -> Preset:
    """Create the preset or replace its options (its name takes the new spelling)."""
    shown, key = preset_name(name)
    options, seconds = preset_options(rules, seconds)
    at = at or utc_text()
    await ensure_guild(conn, guild_id, at)
    exists = await fetchone(conn, "SELECT 1 FROM table_presets WHERE guild_id = ? AND name_key = ?", (guild_id, key))
    if exists is None:
        row = await fetchone(conn, "SELECT COUNT(*) FROM table_presets WHERE guild_id = ?", (guild_id,))
        if row is not None and row[0] >= MAX_PRESETS:
            raise InvalidState(f"the server has {MAX_PRESETS} presets already, the most it can keep; "
                               "delete one first")
    await execute(
        conn,
        "INSERT INTO table_presets (guild_id, name_key, name, rules, seconds_per_move, created_by, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, name_key) DO UPDATE SET "
        "name = excluded.name, rules = excluded.rules, seconds_per_move = excluded.seconds_per_move, "
        "updated_at = excluded.updated_at",
        (guild_id, key, shown, json.dumps(options, sort_keys=True), seconds, by, at, at),
    )
    saved = await get_preset(conn, guild_id, shown)
    assert saved is not None
    return saved


async def get_preset(conn: Connection, guild_id: int, name: str) -> Preset | None:
    try:
        _, key = preset_name(name)
    except ValueError:
        return None  # no preset can have that name
    row = await fetchone(conn, f"SELECT {_COLUMNS} FROM table_presets WHERE guild_id = ? AND name_key = ?",
                         (guild_id, key))
    return None if row is None else _preset(row)


async def list_presets(conn: Connection, guild_id: int) -> list[Preset]:
    rows = await fetchall(conn, f"SELECT {_COLUMNS} FROM table_presets WHERE guild_id = ? ORDER BY name_key",
                          (guild_id,))
    return [_preset(r) for r in rows]


async def delete_preset(conn: Connection, guild_id: int, name: str) -> bool:
    """True when there was such a preset."""
    if await get_preset(conn, guild_id, name) is None:
        return False
    _, key = preset_name(name)
    await execute(conn, "DELETE FROM table_presets WHERE guild_id = ? AND name_key = ?", (guild_id, key))
    return True


class Presets(Repository):
    """A server's named presets of table options."""

    async def save(self, guild_id: int, name: str, rules: Mapping[str, Any], *, seconds: int | None = None,
                   by: int | None = None, at: When = None) -> Preset:
        """Save a named set of table options for the server (replacing one of the same name in
        any letter case). ValueError for a bad name or option; InvalidState past MAX_PRESETS."""
        async with self._db.write("saving a preset") as conn:
            return await save_preset(conn, guild_id, name, rules, seconds, by, utc_text(at))

    async def get(self, guild_id: int, name: str) -> Preset | None:
        async with self._read("reading a preset") as conn:
            return await get_preset(conn, guild_id, name)

    async def all(self, guild_id: int) -> list[Preset]:
        """The server's presets, by name."""
        async with self._read("listing presets") as conn:
            return await list_presets(conn, guild_id)

    async def delete(self, guild_id: int, name: str) -> bool:
        """True when there was such a preset."""
        async with self._db.write("deleting a preset") as conn:
            return await delete_preset(conn, guild_id, name)
