"""A server's defaults for new tables and a person's language (migration 0002)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .db import Connection, execute, fetchone
from .guilds import ensure_guild
from .repository import Repository

DEFAULT_SECONDS = 60


@dataclass(frozen=True, slots=True)
class GuildSettings:
    language: str | None
    rules: dict[str, Any] | None  # a Rules.to_dict(); None: the engine's defaults
    seconds: int  # per move


async def guild_settings(conn: Connection, guild_id: int) -> GuildSettings:
    row = await fetchone(conn, "SELECT language, default_rules, seconds_per_move FROM guilds WHERE guild_id = ?",
                         (guild_id,))
    if row is None:
        return GuildSettings(None, None, DEFAULT_SECONDS)
    lang, rules, seconds = row
    return GuildSettings(lang, json.loads(rules) if rules else None, int(seconds or DEFAULT_SECONDS))


async def set_guild_defaults(conn: Connection, guild_id: int, rules: dict[str, Any] | None,
                             seconds: int) -> None:
    await ensure_guild(conn, guild_id)
    await execute(conn, "UPDATE guilds SET default_rules = ?, seconds_per_move = ? WHERE guild_id = ?",
                  (None if rules is None else json.dumps(rules, sort_keys=True), int(seconds), guild_id))


async def player_language(conn: Connection, user_id: int) -> str | None:
    row = await fetchone(conn, "SELECT language FROM user_settings WHERE user_id = ?", (user_id,))
    return None if row is None else row[0]


async def set_player_language(conn: Connection, user_id: int, language: str | None) -> None:
    await execute(conn, "INSERT INTO user_settings (user_id, language) VALUES (?, ?) "
                  "ON CONFLICT (user_id) DO UPDATE SET language = excluded.language", (user_id, language))


class Preferences(Repository):
    """A server's defaults for new tables, a person's language."""

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """The server's language, default rules and seconds per move for new tables."""
        async with self._read("reading a server's settings") as conn:
            return await guild_settings(conn, guild_id)

    async def set_guild_defaults(self, guild_id: int, rules: Mapping[str, Any] | None, seconds: int) -> None:
        async with self._db.write("setting a server's defaults") as conn:
            await set_guild_defaults(conn, guild_id, None if rules is None else dict(rules), seconds)

    async def player_language(self, user_id: int) -> str | None:
        """The language a person chose for the bot (None: follow their Discord locale)."""
        async with self._read("reading a language") as conn:
            return await player_language(conn, user_id)

    async def set_player_language(self, user_id: int, language: str | None) -> None:
        async with self._db.write("setting a language") as conn:
            await set_player_language(conn, user_id, language)
