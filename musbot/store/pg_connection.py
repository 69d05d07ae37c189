"""One asyncpg connection as the store's helpers see it, and PostgreSQL's errors as StoreErrors.

``PgConnection`` answers ``db.execute/fetchone/fetchall/...`` as an aiosqlite connection does:
``?`` placeholders (numbered here), ``lastrowid`` after an INSERT (through ``RETURNING``),
rows as tuples, and integer sums as ints (asyncpg would give ``Decimal``). ``translate``
turns every driver or socket error into the ``StoreError`` an operator understands; a lost
connection is ``DatabaseUnavailable``.
"""

from __future__ import annotations

import asyncio
import functools
import re
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from .errors import (
    DatabaseBusy,
    DatabaseCorrupt,
    DatabaseFull,
    DatabaseUnavailable,
    DatabaseUnwritable,
    StoreError,
)
from .portable import numbered_placeholders

CONNECT_TIMEOUT = 5.0  # seconds to reach the server before a press is refused
COMMAND_TIMEOUT = 30.0  # seconds one statement may take before the call is refused

# errors after which the connection cannot be trusted: drop it, connect again next time
LOST = (asyncpg.PostgresConnectionError, asyncpg.InterfaceError, asyncpg.exceptions._base.InternalClientError,
        OSError, asyncio.TimeoutError, TimeoutError)
DB_ERRORS = (asyncpg.PostgresError, *LOST)  # everything the driver or the socket may raise
REFUSED_EARLIER = "the database refused part of the transaction (an earlier statement) while {doing}; nothing of it was saved"


def masked(url: str) -> str:
    """The URL as messages and logs show it: without its password."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "postgresql://?"
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[1]
    user = parts.username or ""
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc}"))


def _number(text: str) -> int | float:
    """numeric values as SQLite gives them: SUM of integers an int, AVG a float."""
    return int(text) if text.lstrip("-").isdigit() else float(text)


_INSERT = re.compile(r"^\s*INSERT\s+INTO\s+(\w+)", re.I)


@functools.lru_cache(maxsize=4096)
def _statement(sql: str, identity: frozenset[tuple[str, str]]) -> tuple[str, bool]:
    """(the SQL for asyncpg, whether it returns the new row's id like SQLite's lastrowid)."""
    q = numbered_placeholders(sql)
    m = _INSERT.match(q)
    if m and not re.search(r"\bRETURNING\b", q, re.I):
        col = dict(identity).get(m.group(1).lower())
        if col is not None:
            return f"{q.rstrip().rstrip(';')} RETURNING {col}", True
    return q, False


class PgConnection:
    """One asyncpg connection as the store's helpers see it (``db.execute`` and friends)."""

    __slots__ = ("raw", "identity")

    def __init__(self, raw: asyncpg.Connection, identity: frozenset[tuple[str, str]]) -> None:
        self.raw = raw
        self.identity = identity  # (table, id column) of the tables with automatic ids

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int | None:
        q, returning = _statement(sql, self.identity)
        if returning:
            rows = await self.raw.fetch(q, *params)
            return int(rows[-1][0]) if rows else None
        await self.raw.execute(q, *params)
        return None

    async def execute_count(self, sql: str, params: Iterable[Any] = ()) -> int:
        status = await self.raw.execute(numbered_placeholders(sql), *params)
        tail = status.rsplit(" ", 1)[-1]
        return int(tail) if tail.isdigit() else 0

    async def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        await self.raw.executemany(numbered_placeholders(sql), rows)

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in await self.raw.fetch(numbered_placeholders(sql), *params)]

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> tuple[Any, ...] | None:
        row = await self.raw.fetchrow(numbered_placeholders(sql), *params)
        return None if row is None else tuple(row)

    async def iterate(self, sql: str, params: Iterable[Any], chunk: int) -> AsyncIterator[list[tuple[Any, ...]]]:
        cursor = await self.raw.cursor(numbered_placeholders(sql), *params)
        while rows := await cursor.fetch(chunk):
            yield [tuple(r) for r in rows]


# ---------------------------------------------------------------------- errors
def translate(exc: BaseException, where: str, doing: str) -> StoreError:
    """An asyncpg or socket error as the StoreError an operator understands."""
    if isinstance(exc, StoreError):
        return exc
    state = getattr(exc, "sqlstate", "") or ""
    detail = f"{exc} ({state or type(exc).__name__})"
    if isinstance(exc, asyncio.TimeoutError | TimeoutError) or state == "57014":
        return DatabaseUnavailable(f"the database {where} did not answer in time while {doing}; nothing of this "
                                   "write was saved. Check the server's load and the network.")
    if isinstance(exc, LOST) or state.startswith(("08", "57P")) or state == "53300":
        return DatabaseUnavailable(f"lost the connection to the database {where} while {doing}: {detail}. "
                                   "Nothing of this write was saved; musbot connects again by itself.")
    if state == "25P02":
        return StoreError(REFUSED_EARLIER.format(doing=doing))
    if state.startswith("23"):
        return StoreError(f"refused by the database while {doing}: {detail}")
    if state == "53100" or state.startswith("53"):
        return DatabaseFull(f"the database {where} is out of space or memory while {doing}: {detail}. Nothing of "
                            "this write was saved. Free space on the server and try again.")
    if state in ("25006", "42501"):
        return DatabaseUnwritable(f"cannot write the database {where} while {doing}: {detail}. Check that the "
                                  "login may write (and create tables) and that this is not a read-only replica.")
    if state in ("40001", "40P01", "55P03"):
        return DatabaseBusy(f"the database {where} was busy with another process while {doing}: {detail}.")
    if state.startswith("XX"):
        return DatabaseCorrupt(f"the database {where} reports damage while {doing}: {detail}. Ask its administrator "
                               "to check the server and restore a backup if needed.")
    return StoreError(f"database error on {where} while {doing}: {detail}")


def _connect_error(exc: BaseException, where: str) -> StoreError:
    state = getattr(exc, "sqlstate", "") or ""
    if state == "3D000":
        return StoreError(f"the database named in {where} does not exist on that server. Create it (createdb, or "
                          "CREATE DATABASE) or fix MUSBOT_DB; nothing was changed.")
    if state.startswith("28"):
        return StoreError(f"the server at {where} refused the login: {exc}. Check the user and password in "
                          "MUSBOT_DB (or ~/.pgpass); nothing was changed.")
    if isinstance(exc, OSError | asyncio.TimeoutError | TimeoutError | asyncpg.PostgresConnectionError) \
            or state.startswith("57P") or state == "53300":
        return DatabaseUnavailable(f"cannot reach the PostgreSQL server at {where}: {exc or type(exc).__name__}. "
                                   "Check that it is running and that MUSBOT_DB names the right host, port or "
                                   "socket; nothing was changed.")
    if isinstance(exc, asyncpg.ClientConfigurationError | ValueError):
        return StoreError(f"MUSBOT_DB is not a usable PostgreSQL URL ({where}): {exc}")
    return translate(exc, where, "connecting")


async def connect(dsn: str, where: str, settings: Mapping[str, str]) -> asyncpg.Connection:
    try:
        raw = await asyncpg.connect(dsn, timeout=CONNECT_TIMEOUT, command_timeout=COMMAND_TIMEOUT,
                                    server_settings={"application_name": "musbot", **settings})
    except Exception as exc:
        raise _connect_error(exc, where) from exc
    try:
        await raw.set_type_codec("numeric", schema="pg_catalog", encoder=str, decoder=_number, format="text")
    except Exception as exc:
        raw.terminate()
        raise _connect_error(exc, where) from exc
    return raw
