"""Servers, their seasons and their players (``Guilds``; its functions take a connection)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .db import Connection, When, execute, fetchall, fetchone, utc_text
from .errors import NotFound
from .models import Guild, Player, Season, SeatSpec
from .repository import Repository

PLAYER_COLUMNS = "player_id, guild_id, user_id, ai_key, display_name"
PlayerRef = int | Player  # a Discord user id, or a Player (e.g. a computer player)


def player_from_row(row: Iterable[Any]) -> Player:
    pid, gid, uid, ai, name = row
    return Player(pid, gid, uid, ai, name)


async def ensure_guild(conn: Connection, guild_id: int, at: str | None = None) -> None:
    """Create the server's row and its first season if they do not exist yet."""
    at = at or utc_text()
    await execute(conn, "INSERT INTO guilds (guild_id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING", (guild_id, at))
    await execute(conn, "INSERT INTO seasons (guild_id, season, started_at) VALUES (?, 1, ?) ON CONFLICT DO NOTHING", (guild_id, at))


async def get_guild(conn: Connection, guild_id: int) -> Guild | None:
    row = await fetchone(conn, "SELECT guild_id, language, default_rules, current_season, created_at FROM guilds WHERE guild_id = ?", (guild_id,))
    if row is None:
        return None
    gid, lang, rules, season, created = row
    return Guild(gid, lang, json.loads(rules) if rules is not None else None, season, created)


async def update_guild(conn: Connection, guild_id: int, **fields: Any) -> None:
    await ensure_guild(conn, guild_id)
    for name, value in fields.items():
        if name == "language":
            await execute(conn, "UPDATE guilds SET language = ? WHERE guild_id = ?", (value, guild_id))
        elif name == "default_rules":
            text = None if value is None else json.dumps(value, sort_keys=True)
            await execute(conn, "UPDATE guilds SET default_rules = ? WHERE guild_id = ?", (text, guild_id))
        else:
            raise TypeError(f"unknown guild setting {name!r}")


async def current_season(conn: Connection, guild_id: int) -> int:
    row = await fetchone(conn, "SELECT current_season FROM guilds WHERE guild_id = ?", (guild_id,))
    return int(row[0]) if row else 1


async def resolve_season(conn: Connection, guild_id: int, season: int | None) -> int:
    if season is None:
        return await current_season(conn, guild_id)
    if season < 0:
        raise ValueError(f"bad season {season}")
    return season


async def start_season(conn: Connection, guild_id: int, name: str | None, by: int | None, at: str) -> int:
    await ensure_guild(conn, guild_id, at)
    old = await current_season(conn, guild_id)
    new = old + 1
    await execute(conn, "UPDATE seasons SET ended_at = ? WHERE guild_id = ? AND season = ?", (at, guild_id, old))
    await execute(conn, "INSERT INTO seasons (guild_id, season, name, started_at, started_by) VALUES (?, ?, ?, ?, ?)",
                  (guild_id, new, name, at, by))
    await execute(conn, "UPDATE guilds SET current_season = ? WHERE guild_id = ?", (new, guild_id))
    return new


async def seasons(conn: Connection, guild_id: int) -> list[Season]:
    rows = await fetchall(conn, "SELECT guild_id, season, name, started_at, started_by, ended_at FROM seasons WHERE guild_id = ? ORDER BY season", (guild_id,))
    return [Season(*r) for r in rows]


async def ensure_player(conn: Connection, guild_id: int, spec: SeatSpec, at: str) -> Player:
    """The player record for a seat spec, created or renamed as needed.

    Looked up first: seating players happens on every table save, and an INSERT that finds
    the row would still use up an id on PostgreSQL (its sequences never go back)."""
    key_col, key, is_ai = ("ai_key", spec.ai, 1) if spec.ai is not None else ("user_id", spec.user_id, 0)
    row = await fetchone(conn, f"SELECT {PLAYER_COLUMNS} FROM players WHERE guild_id = ? AND {key_col} = ?", (guild_id, key))
    if row is not None:
        player = player_from_row(row)
        if player.name == spec.name:
            return player
        await execute(conn, "UPDATE players SET display_name = ?, updated_at = ? WHERE player_id = ?",
                      (spec.name, at, player.player_id))
        return Player(player.player_id, player.guild_id, player.user_id, player.ai, spec.name)
    await ensure_guild(conn, guild_id, at)
    await execute(conn, f"INSERT INTO players (guild_id, {key_col}, display_name, is_ai, created_at, updated_at) "
                  f"VALUES (?, ?, ?, {is_ai}, ?, ?) ON CONFLICT (guild_id, {key_col}) DO UPDATE SET "
                  "display_name = excluded.display_name, updated_at = excluded.updated_at "
                  "WHERE players.display_name <> excluded.display_name",
                  (guild_id, key, spec.name, at, at))
    row = await fetchone(conn, f"SELECT {PLAYER_COLUMNS} FROM players WHERE guild_id = ? AND {key_col} = ?", (guild_id, key))
    assert row is not None
    return player_from_row(row)


async def find_player(conn: Connection, guild_id: int, user_id: int | None = None, *, ai: str | None = None) -> Player:
    if ai is not None:
        row = await fetchone(conn, f"SELECT {PLAYER_COLUMNS} FROM players WHERE guild_id = ? AND ai_key = ?", (guild_id, ai))
    else:
        row = await fetchone(conn, f"SELECT {PLAYER_COLUMNS} FROM players WHERE guild_id = ? AND user_id = ?", (guild_id, user_id))
    if row is None:
        who = f"computer player {ai!r}" if ai is not None else f"user {user_id}"
        raise NotFound(f"{who} has not played on server {guild_id}")
    return player_from_row(row)


async def players_by_id(conn: Connection, ids: Iterable[int]) -> dict[int, Player]:
    ids = sorted(set(ids))
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    rows = await fetchall(conn, f"SELECT {PLAYER_COLUMNS} FROM players WHERE player_id IN ({marks})", ids)
    return {r[0]: player_from_row(r) for r in rows}



async def resolve_player(conn: Connection, guild_id: int, who: PlayerRef) -> Player:
    """The player ``who`` names: itself, or the Discord user's record (``NotFound``)."""
    if isinstance(who, Player):
        return who
    return await find_player(conn, guild_id, int(who))


async def user_players(conn: Connection, guild_id: int, user_ids: Sequence[int]) -> dict[int, int]:
    """Discord user id -> player id, of those who have played on the server."""
    users = sorted(set(user_ids))
    if not users:
        return {}
    marks = ",".join("?" * len(users))
    rows = await fetchall(conn, f"SELECT user_id, player_id FROM players WHERE guild_id = ? AND user_id IN ({marks})",
                          (guild_id, *users))
    return {int(r[0]): int(r[1]) for r in rows}


class Guilds(Repository):
    """Servers, their seasons and their players."""

    async def ensure(self, guild_id: int, at: When = None) -> Guild:
        """The server's record, created with its first season (begun ``at``) if it is new."""
        async with self._db.write("adding a server") as conn:
            await ensure_guild(conn, guild_id, utc_text(at))
            guild = await get_guild(conn, guild_id)
        assert guild is not None
        return guild

    async def get(self, guild_id: int) -> Guild | None:
        async with self._read("reading a server") as conn:
            return await get_guild(conn, guild_id)

    async def set_language(self, guild_id: int, language: str | None) -> None:
        async with self._db.write("setting a server's language") as conn:
            await update_guild(conn, guild_id, language=language)

    async def set_rules(self, guild_id: int, rules: Mapping[str, Any] | None) -> None:
        """The server's default rules (a ``Rules.to_dict()``), None for the engine's."""
        async with self._db.write("setting a server's rules") as conn:
            await update_guild(conn, guild_id, default_rules=None if rules is None else dict(rules))

    async def seasons(self, guild_id: int) -> list[Season]:
        async with self._read("reading seasons") as conn:
            return await seasons(conn, guild_id)

    async def current_season(self, guild_id: int) -> int:
        async with self._read("reading the current season") as conn:
            return await current_season(conn, guild_id)

    async def start_season(self, guild_id: int, name: str | None, by: int | None, at: str) -> int:
        """The server's next season begins (the current one ends): returns its number."""
        async with self._db.write("starting a season") as conn:
            return await start_season(conn, guild_id, name, by, at)

    async def ensure_player(self, guild_id: int, who: SeatSpec | Mapping[str, Any]) -> Player:
        """Register a player (or update their display name)."""
        async with self._db.write("adding a player") as conn:
            return await ensure_player(conn, guild_id, SeatSpec.coerce(dict(who) if isinstance(who, Mapping) else who),
                                       utc_text())

    async def player(self, guild_id: int, user_id: int | None = None, *, ai: str | None = None) -> Player | None:
        async with self._read("reading a player") as conn:
            try:
                return await find_player(conn, guild_id, user_id, ai=ai)
            except NotFound:
                return None

    async def players(self, ids: Iterable[int]) -> dict[int, Player]:
        """Players by their ids."""
        async with self._read("reading players") as conn:
            return await players_by_id(conn, ids)

    async def user_players(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, int]:
        """Discord user id -> player id, of those who have played on the server."""
        async with self._read("reading players") as conn:
            return await user_players(conn, guild_id, user_ids)
