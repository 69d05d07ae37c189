"""PostgreSQL as the store (``MUSBOT_DB=postgresql://...``), through asyncpg.

``PgDatabase`` has the interface of ``db.Database``, so ``Store`` and every repository run
unchanged: the same migrations (translated by ``portable.postgres_ddl`` or a twin file), the
same ``execute/fetchone/fetchall`` helpers with ``?`` placeholders, the same errors.

Opening refuses *before* it writes anything: a server it cannot reach
(``DatabaseUnavailable``), a login or database that does not exist, a read-only replica, a
schema from a newer musbot (``DatabaseTooNew``), an edited migration or another program's
tables (``MigrationError``). Pending migrations then run in **one** transaction, behind an
advisory lock (two processes starting at once migrate once): an upgrade is all or nothing.

Connections, as on SQLite: one writer (``write()``: an asyncio lock, FIFO, one transaction at
a time per process, READ COMMITTED) and one reader (``read()``: a REPEATABLE READ READ ONLY
snapshot). Several processes may share the database: each writes only the tables of its own
guilds (``musbot run --shards``, a lease per table), so these transactions never need to
serialise across processes beyond PostgreSQL's row locks.

When the connection is lost, the transaction in flight is refused (``DatabaseUnavailable``:
nothing of it was saved) and the next call connects again by itself. A commit whose answer
was lost is looked up after reconnecting (``pg_xact_status``), so a press is never reported
refused when it was in fact saved.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import re
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from .db import (
    _SYNCHRONOUS,
    Discipline,
    FileState,
    Migration,
    check_applied,
    check_sequence,
    load_migrations,
    split_statements,
    utc_text,
)
from .errors import (
    DatabaseBusy,
    DatabaseCorrupt,
    DatabaseFull,
    DatabaseOutdated,
    DatabaseTooNew,
    DatabaseUnavailable,
    DatabaseUnwritable,
    MigrationError,
    StoreError,
)
from .portable import numbered_placeholders

MIN_SERVER_VERSION = 130000  # pg_xact_status(xid8) and pg_current_xact_id() came in 13
CONNECT_TIMEOUT = 5.0  # seconds to reach the server before a press is refused
COMMAND_TIMEOUT = 30.0  # seconds one statement may take before the call is refused
MIGRATION_LOCK = 0x6D7573626F74  # "musbot": one migrating process at a time
_XACT_WAITS = 20  # polls of a transaction still "in progress" after its connection was lost

_BOOTSTRAP = """CREATE TABLE IF NOT EXISTS schema_migrations (
    version     BIGINT PRIMARY KEY,
    name        TEXT NOT NULL,
    checksum    TEXT NOT NULL,
    applied_at  TEXT NOT NULL
)"""

# errors after which the connection cannot be trusted: drop it, connect again next time
_LOST = (asyncpg.PostgresConnectionError, asyncpg.InterfaceError, asyncpg.exceptions._base.InternalClientError,
         OSError, asyncio.TimeoutError, TimeoutError)
_REFUSED_EARLIER = "the database refused part of the transaction (an earlier statement) while {doing}; nothing of it was saved"
_DB_ERRORS = (asyncpg.PostgresError, *_LOST)  # everything the driver or the socket may raise


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
    if isinstance(exc, _LOST) or state.startswith(("08", "57P")) or state == "53300":
        return DatabaseUnavailable(f"lost the connection to the database {where} while {doing}: {detail}. "
                                   "Nothing of this write was saved; musbot connects again by itself.")
    if state == "25P02":
        return StoreError(_REFUSED_EARLIER.format(doing=doing))
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


async def _connect(dsn: str, where: str, settings: Mapping[str, str]) -> asyncpg.Connection:
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


# ---------------------------------------------------------------------- what is there
async def _schema_state(raw: asyncpg.Connection, where: str, migrations: Sequence[Migration]) -> FileState:
    schema = await raw.fetchval("SELECT current_schema()")
    if schema is None:
        raise StoreError(f"{where}: no schema of the search_path exists to hold musbot's tables. Create one "
                         "(CREATE SCHEMA) or fix the login's search_path; nothing was changed.")
    names = await table_names(raw)
    applied: tuple[tuple[int, str, str], ...] = ()
    if "schema_migrations" in names:
        applied = tuple((int(r[0]), r[1], r[2]) for r in await raw.fetch(
            "SELECT version, name, checksum FROM schema_migrations ORDER BY version"))
    elif names:
        raise MigrationError(
            f"{where} is a PostgreSQL database but not musbot's (its schema {schema} has the tables "
            f"{', '.join(sorted(names)[:5])} and no musbot schema version). Give musbot its own database or "
            "schema; nothing was touched.")
    version = max((a[0] for a in applied), default=0)
    if version > len(migrations):
        raise DatabaseTooNew(
            f"the database {where} has schema version {version}, but this musbot only knows versions up to "
            f"{len(migrations)}: it was written by a newer musbot. Upgrade musbot (or use a backup made with "
            "this version); nothing was touched.")
    state = FileState(bool(names), version, applied)
    check_applied(where, state, migrations, postgres=True)
    return state


_HERE = "(SELECT oid FROM pg_namespace WHERE nspname = current_schema())"


async def table_names(raw: asyncpg.Connection) -> set[str]:
    """The tables (and views) of the current schema (pg_catalog: quicker than information_schema)."""
    return {r[0] for r in await raw.fetch(
        f"SELECT relname FROM pg_class WHERE relnamespace = {_HERE} AND relkind IN ('r', 'p', 'v', 'm', 'f')")}


async def _identity(raw: asyncpg.Connection) -> frozenset[tuple[str, str]]:
    rows = await raw.fetch("SELECT c.relname, a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
                           f"WHERE c.relnamespace = {_HERE} AND a.attidentity <> '' AND NOT a.attisdropped")
    return frozenset((r[0], r[1]) for r in rows)


async def _migrate(raw: asyncpg.Connection, where: str, migrations: Sequence[Migration]) -> tuple[int, ...]:
    """Every pending migration in one transaction, under the migration lock."""
    applied: list[int] = []
    doing = "applying migrations"
    try:
        async with raw.transaction():
            await raw.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await raw.execute(_BOOTSTRAP)
            state = await _schema_state(raw, where, migrations)  # again: another process may have gone first
            for mig in migrations[state.version:]:
                doing = f"applying migration {mig.version:04d}_{mig.name}"
                ddl, checksum = mig.for_postgres()
                for stmt in split_statements(ddl):
                    await raw.execute(stmt)
                await raw.execute("INSERT INTO schema_migrations (version, name, checksum, applied_at) "
                                  "VALUES ($1, $2, $3, $4)", mig.version, mig.name, checksum, utc_text())
                applied.append(mig.version)
    except StoreError:
        raise
    except Exception as exc:
        err = translate(exc, where, doing)
        if type(err) is StoreError:
            err = MigrationError(f"{doing} to {where} failed: {exc}. Nothing was changed: the database stays at "
                                 "its previous version.")
        raise err from exc
    return tuple(applied)


# ---------------------------------------------------------------------- the connections
class PgDatabase(Discipline):
    """A writer and a reader connection to PostgreSQL, with db.Database's discipline."""

    kind = "postgresql"

    def __init__(self, dsn: str, writer: PgConnection | None, reader: PgConnection, version: int,
                 applied_now: tuple[int, ...], synchronous_commit: str) -> None:
        super().__init__(masked(dsn), version, applied_now)
        self.dsn = dsn  # (holds the password: never shown; see location)
        self.location = masked(dsn)
        self.path = self.location  # what Store.path shows; there is no file
        self._writer = writer
        self._reader: PgConnection | None = reader
        self._readonly = writer is None
        self._identity = reader.identity
        self._sync = synchronous_commit

    @property
    def readonly(self) -> bool:
        return self._readonly

    @classmethod
    async def open(cls, dsn: str, *, readonly: bool = False, synchronous: str = "FULL",
                   migrations: Sequence[Migration] | None = None, check: bool = True) -> PgDatabase:
        """Connect, check, migrate. ``synchronous`` FULL/EXTRA: a commit waits for the server's
        disk (``synchronous_commit = on``); NORMAL/OFF: it does not (a server crash may lose the
        last fraction of a second, a bot crash nothing). ``check`` has nothing more to do here:
        the server keeps its own files whole."""
        where = masked(dsn)
        migs = tuple(load_migrations() if migrations is None else migrations)
        check_sequence(migs)
        if synchronous.upper() not in _SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {_SYNCHRONOUS}")
        sync = "on" if synchronous.upper() in ("FULL", "EXTRA") else "off"
        first = await _connect(dsn, where, {"synchronous_commit": sync})
        reader: asyncpg.Connection | None = None
        try:
            server = int(await first.fetchval("SHOW server_version_num"))
            if server < MIN_SERVER_VERSION:
                raise StoreError(f"the PostgreSQL server at {where} is version {server // 10000}; musbot needs 13 "
                                 "or newer. Nothing was changed.")
            if not readonly and await first.fetchval("SHOW transaction_read_only") == "on":
                raise DatabaseUnwritable(f"the PostgreSQL server at {where} is read-only (a standby?). Point "
                                         "MUSBOT_DB at the primary; nothing was changed.")
            state = await _schema_state(first, where, migs)
            applied: tuple[int, ...] = ()
            if readonly:
                if state.version < len(migs):
                    raise DatabaseOutdated(
                        f"the database {where} has schema version {state.version}; this musbot needs {len(migs)}. "
                        "Run musbot db upgrade (the bot also upgrades it when it starts).")
                await first.execute("SET default_transaction_read_only = on")
                identity = await _identity(first)
                return cls(dsn, None, PgConnection(first, identity), state.version, (), sync)
            if state.version < len(migs):
                applied = await _migrate(first, where, migs)
            identity = await _identity(first)
            reader = await _connect(dsn, where, {"default_transaction_read_only": "on"})
            return cls(dsn, PgConnection(first, identity), PgConnection(reader, identity), len(migs), applied, sync)
        except BaseException:
            for conn in (first, reader):
                if conn is not None:
                    conn.terminate()
            raise

    async def close(self) -> None:
        if not self._closing():
            return
        async with self._wlock:
            await self._drop("_writer", graceful=True)
        async with self._rlock:
            await self._drop("_reader", graceful=True)

    async def _drop(self, which: str, graceful: bool = False) -> None:
        conn: PgConnection | None = getattr(self, which)
        setattr(self, which, None)
        if conn is None or conn.raw.is_closed():
            return
        if graceful:
            with contextlib.suppress(Exception):
                await conn.raw.close(timeout=2)
                return
        conn.raw.terminate()

    async def _ensure(self, which: str, doing: str) -> PgConnection:
        """The writer or reader connection, connected again if it was lost."""
        conn: PgConnection | None = getattr(self, which)
        if conn is not None and not conn.raw.is_closed():
            return conn
        settings = {"synchronous_commit": self._sync} if which == "_writer" else {"default_transaction_read_only": "on"}
        try:
            raw = await _connect(self.dsn, self.location, settings)
        except DatabaseUnavailable as exc:
            raise DatabaseUnavailable(f"{exc} (while {doing})") from exc
        conn = PgConnection(raw, self._identity)
        setattr(self, which, conn)
        return conn

    def _failed(self, exc: BaseException, which: str, doing: str) -> StoreError:
        err = translate(exc, self.location, doing)
        if isinstance(err, DatabaseUnavailable):
            conn: PgConnection | None = getattr(self, which)
            setattr(self, which, None)
            if conn is not None:
                conn.raw.terminate()
        return err

    async def _begin(self, which: str, begin: str, doing: str) -> PgConnection:
        """Start a transaction. A connection found lost here (while it was idle: a restarted
        server, an idle timeout) is replaced once, transparently: nothing was sent yet."""
        for attempt in (1, 2):
            conn = await self._ensure(which, doing)
            try:
                await conn.raw.execute(begin)
                return conn
            except _DB_ERRORS as exc:
                err = self._failed(exc, which, doing)
                if attempt == 2 or not isinstance(err, DatabaseUnavailable):
                    raise err from exc
        raise AssertionError("unreachable")

    @contextlib.asynccontextmanager
    async def write(self, doing: str = "writing") -> AsyncIterator[PgConnection]:
        """One write transaction, serialised with every other of this process (FIFO).

        Nested calls from the same task join the outer transaction. A statement the database
        refuses ends the whole transaction (PostgreSQL will not go on after an error inside a
        transaction): the error is raised and, if the caller goes on anyway, the commit is
        refused too, so nothing half-done is ever saved.
        """
        self._live()
        if self._readonly:
            raise StoreError(f"the store for {self.location} was opened read-only")
        if self._joins():
            conn = self._writer
            if conn is None:  # lost by an earlier call of this transaction, which the caller caught
                raise DatabaseUnavailable(f"the connection to {self.location} was lost earlier in this transaction "
                                          f"(while {doing}); nothing of it is saved")
            try:
                yield conn
            except _DB_ERRORS as exc:
                raise self._failed(exc, "_writer", doing) from exc
            return
        async with self._turn():
            conn = await self._begin("_writer", "BEGIN", doing)
            try:
                yield conn
            except BaseException as exc:
                if not conn.raw.is_closed():
                    try:
                        await conn.raw.execute("ROLLBACK")
                    except Exception:
                        await self._drop("_writer")
                if isinstance(exc, _DB_ERRORS):
                    raise self._failed(exc, "_writer", doing) from exc
                raise
            await self._commit(conn, doing)

    async def _commit(self, conn: PgConnection, doing: str) -> None:
        raw = conn.raw
        try:
            xid = await raw.fetchval("SELECT pg_current_xact_id()::text")
            pid = raw.get_server_pid()
        except _DB_ERRORS as exc:
            with contextlib.suppress(Exception):
                await raw.execute("ROLLBACK")
            raise self._failed(exc, "_writer", doing) from exc
        try:
            status = await self._send_commit(raw)
        except _DB_ERRORS as exc:
            err = self._failed(exc, "_writer", doing)
            if not isinstance(err, DatabaseUnavailable):
                raise err from exc
            outcome = await self._outcome(xid, pid, doing)
            if outcome == "committed":
                return  # the answer was lost, not the commit
            if outcome is None:
                raise DatabaseUnavailable(
                    f"lost the connection to the database {self.location} while committing ({doing}), and it "
                    "cannot be reached to learn whether the commit happened.") from exc
            raise err from exc
        if status != "COMMIT":  # a statement failed earlier in the transaction and was caught
            raise StoreError(_REFUSED_EARLIER.format(doing=doing))

    async def _send_commit(self, raw: asyncpg.Connection) -> str:
        """COMMIT (a method of its own so that the tests can lose its answer)."""
        return str(await raw.execute("COMMIT"))

    async def _outcome(self, xid: str, pid: int, doing: str) -> str | None:
        """'committed' or 'aborted' for a transaction whose connection was lost (None: unknown)."""
        try:
            conn = await self._ensure("_writer", doing)
            for _ in range(_XACT_WAITS):
                status = await conn.raw.fetchval("SELECT pg_xact_status($1::text::xid8)", xid)
                if status != "in progress":
                    return None if status is None else str(status)
                # the old session still lives (its socket is not yet closed): end it, then look again
                await conn.raw.fetchval("SELECT pg_terminate_backend($1)", pid)
                await asyncio.sleep(0.05)
        except (*_DB_ERRORS, StoreError):
            await self._drop("_writer")
        return None

    @contextlib.asynccontextmanager
    async def read(self, doing: str = "reading") -> AsyncIterator[PgConnection]:
        """A consistent snapshot of committed data (one read-only transaction). A reader
        connection lost while idle is replaced before the snapshot starts."""
        self._live()
        async with self._rlock:
            conn = await self._begin("_reader", "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", doing)
            try:
                yield conn
            except _DB_ERRORS as exc:
                raise self._failed(exc, "_reader", doing) from exc
            finally:
                if self._reader is conn and not conn.raw.is_closed():
                    try:
                        await conn.raw.execute("COMMIT")
                    except Exception:
                        await self._drop("_reader")
