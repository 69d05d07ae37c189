"""Servers, their seasons and their players. Functions take a connection inside a transaction."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from .db import Connection, execute, fetchall, fetchone, utc_text
from .errors import NotFound
from .models import Guild, Player, Season, SeatSpec

PLAYER_COLUMNS = "player_id, guild_id, user_id, ai_key, display_name"


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

