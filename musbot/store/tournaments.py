"""Tournaments in the database (migrations 0004, 0009): the rows the tournament service keeps.

The service (``musbot/tournaments``) holds a tournament in memory and writes what changed
with ``save`` in one transaction: the tournament's row, the entries and matches it touched
(upserts keyed by their numbers), the partidas of its ties, and log lines. Rows travel as
dicts of column values; JSON columns are (de)coded here.

The MSST (seed 004) counts a finished tournament as one *Turnier*: ``score_turnier``
applies section 5 with the tournament's final places of its pairs (both players of a pair
get the pair's place); its partidas count for section 6 like any other (``msst.after_partida``)
and are left out of the calendar month's tournament (``msst.evaluate_month``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from . import msst
from .db import Connection, execute, executemany, fetchall, fetchone
from .guilds import ensure_guild
from .models import ALL_TIME

TOURNAMENT_COLS = ("guild_id", "channel_id", "organiser_id", "name", "format", "options", "status", "commitment",
                   "seed", "signup_closes_at", "signups", "draw", "round", "champion", "paused_at", "version",
                   "messages", "msst_scored", "created_at", "updated_at", "finished_at")
ENTRY_COLS = ("entry_no", "user1", "user2", "name1", "name2", "status", "seed", "rating", "from_solos", "grp",
              "created_at", "updated_at", "tag")
MATCH_COLS = ("match_no", "round", "stage", "slot", "entry_a", "entry_b", "status", "winner", "walkover",
              "partidas_a", "partidas_b", "juegos_a", "juegos_b", "tantos_a", "tantos_b", "opens_at", "opened_at",
              "deadline", "present", "held", "set_by", "finished_at")
PARTIDA_COLS = ("match_no", "number", "table_id", "partida_id", "winner", "juegos_a", "juegos_b", "tantos_a",
                "tantos_b", "counted", "finished_at")
_JSON = {"options", "signups", "draw", "messages", "from_solos", "present"}
ACTIVE = ("signup", "running", "paused")


def _enc(col: str, v: Any) -> Any:
    return json.dumps(v, sort_keys=True) if col in _JSON and v is not None else v


def _dec(cols: Sequence[str], row: Sequence[Any]) -> dict[str, Any]:
    return {c: (json.loads(v) if c in _JSON and v is not None else v) for c, v in zip(cols, row, strict=True)}


async def create(conn: Connection, values: Mapping[str, Any]) -> int:
    cols = [c for c in TOURNAMENT_COLS if c in values]
    tid = await execute(conn, f"INSERT INTO tournaments ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                        [_enc(c, values[c]) for c in cols])
    assert tid is not None
    return tid


def _upsert_sql(table: str, key: Sequence[str], cols: Sequence[str]) -> str:
    allc = ["tournament_id", *cols]
    sets = ", ".join(f"{c} = excluded.{c}" for c in cols if c not in key)
    return (f"INSERT INTO {table} ({', '.join(allc)}) VALUES ({', '.join('?' * len(allc))}) "
            f"ON CONFLICT (tournament_id, {', '.join(key)}) DO UPDATE SET {sets}")


async def save(conn: Connection, tid: int, tournament: Mapping[str, Any] | None = None,
               entries: Iterable[Mapping[str, Any]] = (), matches: Iterable[Mapping[str, Any]] = (),
               partidas: Iterable[Mapping[str, Any]] = (), log: Iterable[tuple[str, int | None, str, Mapping[str, Any]]] = ()) -> None:
    if tournament:
        cols = [c for c in TOURNAMENT_COLS if c in tournament]
        await execute(conn, f"UPDATE tournaments SET {', '.join(f'{c} = ?' for c in cols)} WHERE tournament_id = ?",
                      [*(_enc(c, tournament[c]) for c in cols), tid])
    groups: tuple[tuple[str, tuple[str, ...], tuple[str, ...], Iterable[Mapping[str, Any]]], ...] = (
        ("tournament_entries", ("entry_no",), ENTRY_COLS, entries),
        ("tournament_matches", ("match_no",), MATCH_COLS, matches),
        ("tournament_partidas", ("match_no", "number"), PARTIDA_COLS, partidas))
    for table, key, tcols, rows in groups:
        await executemany(conn, _upsert_sql(table, key, tcols),
                          [(tid, *(_enc(c, r.get(c)) for c in tcols)) for r in rows])
    await executemany(conn, "INSERT INTO tournament_log (tournament_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)",
                      [(tid, at, actor, action, json.dumps(dict(detail), sort_keys=True)) for at, actor, action, detail in log])


async def load(conn: Connection, tid: int) -> dict[str, Any] | None:
    row = await fetchone(conn, f"SELECT {', '.join(TOURNAMENT_COLS)} FROM tournaments WHERE tournament_id = ?", (tid,))
    if row is None:
        return None
    out: dict[str, Any] = {"tournament_id": tid, **_dec(TOURNAMENT_COLS, row)}
    for name, table, cols, order in (("entries", "tournament_entries", ENTRY_COLS, "entry_no"),
                                     ("matches", "tournament_matches", MATCH_COLS, "match_no"),
                                     ("partidas", "tournament_partidas", PARTIDA_COLS, "match_no, number")):
        rows = await fetchall(conn, f"SELECT {', '.join(cols)} FROM {table} WHERE tournament_id = ? ORDER BY {order}", (tid,))
        out[name] = [_dec(cols, r) for r in rows]
    return out


async def ids(conn: Connection, statuses: Sequence[str] = ACTIVE, guild_id: int | None = None) -> list[int]:
    marks = ", ".join("?" * len(statuses))
    sql = f"SELECT tournament_id FROM tournaments WHERE status IN ({marks})"
    params: list[Any] = list(statuses)
    if guild_id is not None:
        sql, params = sql + " AND guild_id = ?", [*params, guild_id]
    return [r[0] for r in await fetchall(conn, sql + " ORDER BY tournament_id", params)]


async def log(conn: Connection, tid: int) -> list[dict[str, Any]]:
    rows = await fetchall(conn, "SELECT at, actor, action, detail FROM tournament_log WHERE tournament_id = ? ORDER BY id", (tid,))
    return [{"at": r[0], "actor": r[1], "action": r[2], "detail": json.loads(r[3])} for r in rows]


async def conservative_ratings(conn: Connection, guild_id: int, user_ids: Sequence[int]) -> dict[int, float]:
    """All-time mu - 3 sigma of these Discord users on the server (absent: not rated)."""
    ids_ = sorted(set(user_ids))
    if not ids_:
        return {}
    marks = ",".join("?" * len(ids_))
    rows = await fetchall(conn, f"SELECT p.user_id, r.ordinal FROM players p JOIN ratings r ON r.player_id = p.player_id "
                          f"AND r.guild_id = p.guild_id AND r.season = ? WHERE p.guild_id = ? AND p.user_id IN ({marks})",
                          (ALL_TIME, guild_id, *ids_))
    return {int(r[0]): float(r[1]) for r in rows}


async def score_turnier(conn: Connection, tid: int, guild_id: int, placed: Sequence[tuple[int, Sequence[int]]],
                        at: str) -> list[msst.Change]:
    """Section 5 for a finished tournament: ``placed`` is each pair's (place, its players'
    Discord ids), place 1 the best, pairs level sharing the better place. Applied once."""
    row = await fetchone(conn, "SELECT msst_scored FROM tournaments WHERE tournament_id = ?", (tid,))
    if row is None or row[0]:
        return []
    await execute(conn, "UPDATE tournaments SET msst_scored = 1 WHERE tournament_id = ?", (tid,))
    users = sorted({u for _, us in placed for u in us})
    if not users:
        return []
    marks = ",".join("?" * len(users))
    prow = await fetchall(conn, f"SELECT user_id, player_id FROM players WHERE guild_id = ? AND user_id IN ({marks})",
                          (guild_id, *users))
    pid_of = {int(r[0]): int(r[1]) for r in prow}
    known = [pid_of[u] for u in users if u in pid_of]
    if not known:
        return []
    changes = await msst.catch_up(conn, guild_id, at)
    values = await msst._values(conn, guild_id, known)
    n = len(known)
    avg = int(msst.average(values.values()))
    official = n >= msst.MIN_PARTICIPANTS
    tw = msst.turnierwert(list(values.values())) if official else None
    await execute(conn, "INSERT INTO msst_turniere (tournament_id, guild_id, participants, average, value, evaluated_at) "
                  "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tournament_id) DO NOTHING", (tid, guild_id, n, avg, tw, at))
    if tw is None:
        return changes
    gains = {}
    for place, us in placed:
        for u in us:
            if u in pid_of:  # the last of len(placed) pairs gets 10 %, each better place 5 % more
                gains[pid_of[u]] = msst.placement_points(tw, place, len(placed))
    return changes + await msst._apply(conn, guild_id, msst.month_of(at), "turnier", gains, values, at)


async def organiser_role(conn: Connection, guild_id: int) -> int | None:
    """The role whose members may organise tournaments (besides Manage Server), if any."""
    row = await fetchone(conn, "SELECT tournament_role_id FROM guilds WHERE guild_id = ?", (guild_id,))
    return None if row is None or row[0] is None else int(row[0])


async def set_organiser_role(conn: Connection, guild_id: int, role_id: int | None) -> None:
    await ensure_guild(conn, guild_id)
    await execute(conn, "UPDATE guilds SET tournament_role_id = ? WHERE guild_id = ?", (role_id, guild_id))
