"""Tournaments in the database (``Tournaments``; migrations 0004, 0009): the rows the tournament
service keeps.

The service (``musbot/tournaments``) holds a tournament in memory and writes what changed
with ``save`` in one transaction: the tournament's row, the entries and matches it touched
(upserts keyed by their numbers), the partidas of its ties, and log lines. Rows travel as
dicts of column values; JSON columns are (de)coded here.

The MSST (seed 004) counts a finished tournament as one *Turnier*, once
(``league.msst.score_tournament_msst``; ``msst_scored`` says it was); its partidas count for
section 6 like any other and are left out of the calendar month's tournament.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .db import Connection, execute, executemany, fetchall, fetchone
from .guilds import ensure_guild
from .repository import Repository

TOURNAMENT_COLS = ("guild_id", "channel_id", "organiser_id", "name", "format", "options", "status", "commitment",
                   "seed", "signup_closes_at", "signups", "draw", "round", "champion", "paused_at", "version",
                   "messages", "msst_scored", "created_at", "updated_at", "finished_at")
ENTRY_COLS = ("entry_no", "user1", "user2", "name1", "name2", "status", "seed", "rating", "from_solos", "grp",
              "created_at", "updated_at", "tag", "substitutes")
MATCH_COLS = ("match_no", "round", "stage", "slot", "entry_a", "entry_b", "status", "winner", "walkover",
              "partidas_a", "partidas_b", "juegos_a", "juegos_b", "tantos_a", "tantos_b", "opens_at", "opened_at",
              "deadline", "present", "held", "set_by", "finished_at", "presencial", "report", "reported", "thread_id",
              "players")
PARTIDA_COLS = ("match_no", "number", "table_id", "partida_id", "winner", "juegos_a", "juegos_b", "tantos_a",
                "tantos_b", "counted", "finished_at")
SANCTION_COLS = ("sanction_no", "entry_no", "match_no", "kind", "reason", "by_user", "at")  # migration 0010
# the columns migration 0010 added, for rows written without them
_DEFAULTS: dict[str, Any] = {"substitutes": 0, "presencial": 0, "reported": 0}
_JSON = {"options", "signups", "draw", "messages", "from_solos", "present", "report", "players"}
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
               partidas: Iterable[Mapping[str, Any]] = (), log: Iterable[tuple[str, int | None, str, Mapping[str, Any]]] = (),
               sanctions: Iterable[Mapping[str, Any]] = ()) -> None:
    if tournament:
        cols = [c for c in TOURNAMENT_COLS if c in tournament]
        await execute(conn, f"UPDATE tournaments SET {', '.join(f'{c} = ?' for c in cols)} WHERE tournament_id = ?",
                      [*(_enc(c, tournament[c]) for c in cols), tid])
    groups: tuple[tuple[str, tuple[str, ...], tuple[str, ...], Iterable[Mapping[str, Any]]], ...] = (
        ("tournament_entries", ("entry_no",), ENTRY_COLS, entries),
        ("tournament_matches", ("match_no",), MATCH_COLS, matches),
        ("tournament_partidas", ("match_no", "number"), PARTIDA_COLS, partidas),
        ("tournament_sanctions", ("sanction_no",), SANCTION_COLS, sanctions))
    for table, key, tcols, rows in groups:
        await executemany(conn, _upsert_sql(table, key, tcols),
                          [(tid, *(_enc(c, r.get(c, _DEFAULTS.get(c))) for c in tcols)) for r in rows])
    await executemany(conn, "INSERT INTO tournament_log (tournament_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)",
                      [(tid, at, actor, action, json.dumps(dict(detail), sort_keys=True)) for at, actor, action, detail in log])


async def load(conn: Connection, tid: int) -> dict[str, Any] | None:
    row = await fetchone(conn, f"SELECT {', '.join(TOURNAMENT_COLS)} FROM tournaments WHERE tournament_id = ?", (tid,))
    if row is None:
        return None
    out: dict[str, Any] = {"tournament_id": tid, **_dec(TOURNAMENT_COLS, row)}
    for name, table, cols, order in (("entries", "tournament_entries", ENTRY_COLS, "entry_no"),
                                     ("matches", "tournament_matches", MATCH_COLS, "match_no"),
                                     ("partidas", "tournament_partidas", PARTIDA_COLS, "match_no, number"),
                                     ("sanctions", "tournament_sanctions", SANCTION_COLS, "sanction_no")):
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


async def organiser_role(conn: Connection, guild_id: int) -> int | None:
    """The role whose members may organise tournaments (besides Manage Server), if any."""
    row = await fetchone(conn, "SELECT tournament_role_id FROM guilds WHERE guild_id = ?", (guild_id,))
    return None if row is None or row[0] is None else int(row[0])


async def set_organiser_role(conn: Connection, guild_id: int, role_id: int | None) -> None:
    await ensure_guild(conn, guild_id)
    await execute(conn, "UPDATE guilds SET tournament_role_id = ? WHERE guild_id = ?", (role_id, guild_id))


class Tournaments(Repository):
    async def create(self, values: Mapping[str, Any]) -> int:
        """A new tournament row (columns of ``tournaments``); returns its id."""
        async with self._db.write("creating a tournament") as conn:
            await ensure_guild(conn, int(values["guild_id"]))
            return await create(conn, values)

    async def save(self, tournament_id: int, tournament: Mapping[str, Any] | None = None, *,
                   entries: Iterable[Mapping[str, Any]] = (), matches: Iterable[Mapping[str, Any]] = (),
                   partidas: Iterable[Mapping[str, Any]] = (),
                   log: Iterable[tuple[str, int | None, str, Mapping[str, Any]]] = (),
                   sanctions: Iterable[Mapping[str, Any]] = ()) -> None:
        """What changed in a tournament, in one transaction (rows as dicts of columns)."""
        async with self._db.write(f"saving tournament {tournament_id}") as conn:
            await save(conn, tournament_id, tournament, entries, matches, partidas, log, sanctions)

    async def load(self, tournament_id: int) -> dict[str, Any] | None:
        async with self._read("reading a tournament") as conn:
            return await load(conn, tournament_id)

    async def ids(self, statuses: Sequence[str] = ACTIVE, guild_id: int | None = None) -> list[int]:
        async with self._read("listing tournaments") as conn:
            return await ids(conn, statuses, guild_id)

    async def log(self, tournament_id: int) -> list[dict[str, Any]]:
        async with self._read("reading a tournament's log") as conn:
            return await log(conn, tournament_id)

    async def organiser_role(self, guild_id: int) -> int | None:
        async with self._read("reading the tournament role") as conn:
            return await organiser_role(conn, guild_id)

    async def set_organiser_role(self, guild_id: int, role_id: int | None) -> None:
        async with self._db.write("setting the tournament role") as conn:
            await set_organiser_role(conn, guild_id, role_id)

    async def unscored(self) -> list[int]:
        """The finished tournaments not scored in the MSST yet."""
        async with self._read("listing the tournaments the MSST has not scored") as conn:
            rows = await fetchall(conn, "SELECT tournament_id FROM tournaments WHERE status = 'finished' "
                                  "AND msst_scored = 0 ORDER BY tournament_id")
        return [int(r[0]) for r in rows]

    async def claim_msst(self, tournament_id: int) -> bool:
        """Mark the tournament scored in the MSST: False when it was already (or is unknown)."""
        async with self._db.write("scoring a tournament in the MSST") as conn:
            row = await fetchone(conn, "SELECT msst_scored FROM tournaments WHERE tournament_id = ?", (tournament_id,))
            if row is None or row[0]:
                return False
            await execute(conn, "UPDATE tournaments SET msst_scored = 1 WHERE tournament_id = ?", (tournament_id,))
            return True
