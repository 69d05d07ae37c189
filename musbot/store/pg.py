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
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

import asyncpg

from .db import _SYNCHRONOUS, Discipline, Held, Migration, check_sequence, load_migrations
from .errors import DatabaseOutdated, DatabaseUnavailable, DatabaseUnwritable, StoreError
from .pg_connection import DB_ERRORS, REFUSED_EARLIER, PgConnection, connect, masked, translate
from .pg_schema import identity_columns, migrate, schema_state

MIN_SERVER_VERSION = 130000  # pg_xact_status(xid8) and pg_current_xact_id() came in 13
_XACT_WAITS = 20  # polls of a transaction still "in progress" after its connection was lost


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
        first = await connect(dsn, where, {"synchronous_commit": sync})
        reader: asyncpg.Connection | None = None
        try:
            server = int(await first.fetchval("SHOW server_version_num"))
            if server < MIN_SERVER_VERSION:
                raise StoreError(f"the PostgreSQL server at {where} is version {server // 10000}; musbot needs 13 "
                                 "or newer. Nothing was changed.")
            if not readonly and await first.fetchval("SHOW transaction_read_only") == "on":
                raise DatabaseUnwritable(f"the PostgreSQL server at {where} is read-only (a standby?). Point "
                                         "MUSBOT_DB at the primary; nothing was changed.")
            state = await schema_state(first, where, migs)
            applied: tuple[int, ...] = ()
            if readonly:
                if state.version < len(migs):
                    raise DatabaseOutdated(
                        f"the database {where} has schema version {state.version}; this musbot needs {len(migs)}. "
                        "Run musbot db upgrade (the bot also upgrades it when it starts).")
                await first.execute("SET default_transaction_read_only = on")
                identity = await identity_columns(first)
                return cls(dsn, None, PgConnection(first, identity), state.version, (), sync)
            if state.version < len(migs):
                applied = await migrate(first, where, migs)
            identity = await identity_columns(first)
            reader = await connect(dsn, where, {"default_transaction_read_only": "on"})
            return cls(dsn, PgConnection(first, identity), PgConnection(reader, identity), len(migs), applied, sync)
        except BaseException:
            for conn in (first, reader):
                if conn is not None:
                    conn.terminate()
            raise

    async def close(self) -> None:
        if not self._closing():
            return
        async with self._turns.exclusive():
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
            raw = await connect(self.dsn, self.location, settings)
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
            except DB_ERRORS as exc:
                err = self._failed(exc, which, doing)
                if attempt == 2 or not isinstance(err, DatabaseUnavailable):
                    raise err from exc
        raise AssertionError("unreachable")

    @contextlib.asynccontextmanager
    async def write(self, doing: str = "writing a transaction") -> AsyncIterator[PgTx]:
        """One write transaction, serialised with every other of this process (FIFO).

        Nested calls from the same task join the outer transaction. A statement the database
        refuses ends the whole transaction (PostgreSQL will not go on after an error inside a
        transaction): the error is raised and, if the caller goes on anyway, the commit is
        refused too, so nothing half-done is ever saved. What it yields is a ``PgTx``: the
        transaction begins at its first statement that answers, and one made of a single
        statement that can say whether it landed (a press) is sent alone, one round trip.
        """
        self._live()
        if self._readonly:
            raise StoreError(f"the store for {self.location} was opened read-only")
        task = asyncio.current_task()
        assert task is not None
        if task in self._open:
            try:
                yield self._open[task]
            except DB_ERRORS as exc:
                raise self._failed(exc, "_writer", doing) from exc
            return
        tx = self._open[task] = PgTx(self, doing)
        try:
            yield tx
            await tx.commit()
        except BaseException as exc:
            await tx.abort()  # also after a refused commit: its reason may have begun a transaction
            if isinstance(exc, DB_ERRORS):
                raise self._failed(exc, "_writer", doing) from exc
            raise
        finally:
            del self._open[task]

    async def _commit(self, conn: PgConnection, doing: str) -> None:
        raw = conn.raw
        try:
            xid = await raw.fetchval("SELECT pg_current_xact_id()::text")
            pid = raw.get_server_pid()
        except DB_ERRORS as exc:
            with contextlib.suppress(Exception):
                await raw.execute("ROLLBACK")
            raise self._failed(exc, "_writer", doing) from exc
        try:
            status = await self._send_commit(raw)
        except DB_ERRORS as exc:
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
            raise StoreError(REFUSED_EARLIER.format(doing=doing))

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
        except (*DB_ERRORS, StoreError):
            await self._drop("_writer")
        return None

    @contextlib.asynccontextmanager
    async def read(self, doing: str = "reading", one: bool = False) -> AsyncIterator[PgConnection]:
        """A consistent snapshot of committed data (one read-only transaction). A reader
        connection lost while idle is replaced before the snapshot starts. ``one``: the block
        runs a single statement, its own snapshot, without BEGIN and COMMIT."""
        self._live()
        async with self._rlock:
            if one:
                conn = await self._ensure("_reader", doing)
                try:
                    yield conn
                except DB_ERRORS as exc:
                    raise self._failed(exc, "_reader", doing) from exc
                return
            conn = await self._begin("_reader", "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", doing)
            try:
                yield conn
            except DB_ERRORS as exc:
                raise self._failed(exc, "_reader", doing) from exc
            finally:
                if self._reader is conn and not conn.raw.is_closed():
                    try:
                        await conn.raw.execute("COMMIT")
                    except Exception:
                        await self._drop("_reader")


class PgTx:
    """One write transaction on PostgreSQL, as ``PgDatabase.write()`` yields it.

    Each statement is a round trip, and the process's one writer is held across them while
    the event loop is busy elsewhere, so a press's BEGIN, INSERT, the transaction id and COMMIT
    held it for four turns of the loop. Here the statements whose answer nobody waits for
    (``hold``: ``executemany``, ``db.defer``) are kept until a statement that answers; the
    transaction begins then (with the writer's turn). One that holds a single statement able to
    say whether it landed (``landed``: a press's actions) is sent alone in autocommit: one round
    trip, and if the connection is lost meanwhile, ``landed`` asked on a new connection says
    whether it was saved (the role the transaction id plays for the others).
    """

    def __init__(self, db: PgDatabase, doing: str) -> None:
        self._db = db
        self._doing = doing
        self._held: list[Held] = []
        self._conn: PgConnection | None = None  # the transaction has begun on it
        self._turn: contextlib.AbstractAsyncContextManager[None] | None = None

    @property
    def identity(self) -> frozenset[tuple[str, str]]:
        """(table, id column) of the tables with automatic ids, as PgConnection has them."""
        return self._db._identity

    def hold(self, sql: str, params: Any = (), *, many: bool = False, expect: int | None = None,
             refused: Callable[[], Awaitable[None]] | None = None,
             landed: Callable[[PgConnection], Awaitable[bool]] | None = None) -> None:
        rows: Any = [tuple(r) for r in params] if many else tuple(params)
        self._held.append(Held(sql, rows, many, expect, refused, landed))

    async def _begun(self) -> PgConnection:
        """The transaction, begun now if it was not, with the held statements sent first."""
        if self._conn is None:
            self._turn = self._db._turn()
            await self._turn.__aenter__()
            try:
                self._conn = await self._db._begin("_writer", "BEGIN", self._doing)
            except BaseException:
                await self._leave()
                raise
        held, self._held = self._held, []
        for h in held:
            await _send(self._conn, h)
        return self._conn

    async def _leave(self) -> None:
        turn, self._turn = self._turn, None
        if turn is not None:
            await turn.__aexit__(None, None, None)

    async def commit(self) -> None:
        if self._conn is None:
            if not self._held:
                return
            if len(self._held) == 1 and self._held[0].landed is not None and not self._held[0].many:
                held, self._held = self._held[0], []
                await self._alone(held)
                return
        conn = await self._begun()
        try:
            await self._db._commit(conn, self._doing)
        finally:
            self._conn = None
            await self._leave()

    async def abort(self) -> None:
        self._held = []
        conn, self._conn = self._conn, None
        try:
            if conn is not None and not conn.raw.is_closed():
                try:
                    await conn.raw.execute("ROLLBACK")
                except Exception:
                    await self._db._drop("_writer")
        finally:
            await self._leave()

    async def _alone(self, h: Held) -> None:
        """A single statement in autocommit; a lost connection asks ``landed`` on a new one, and
        sends it once more if it had not (nothing of it was saved)."""
        db, doing = self._db, self._doing
        assert h.landed is not None
        async with db._turn():
            for attempt in (1, 2):
                conn = await db._ensure("_writer", doing)
                try:
                    changed = await conn.execute_count(h.sql, h.params)
                    break
                except DB_ERRORS as exc:
                    err = db._failed(exc, "_writer", doing)
                    if not isinstance(err, DatabaseUnavailable):
                        raise err from exc
                    try:
                        again = await db._ensure("_writer", doing)
                        if await h.landed(again):
                            return
                    except (*DB_ERRORS, StoreError):
                        await db._drop("_writer")
                        raise err from exc
                    if attempt == 2:
                        raise err from exc
        if h.expect is not None and changed != h.expect:
            await h.refuse()

    async def fetchall(self, sql: str, params: Any = ()) -> list[tuple[Any, ...]]:
        return await (await self._begun()).fetchall(sql, params)

    async def fetchone(self, sql: str, params: Any = ()) -> tuple[Any, ...] | None:
        return await (await self._begun()).fetchone(sql, params)

    async def execute(self, sql: str, params: Any = ()) -> int | None:
        return await (await self._begun()).execute(sql, params)

    async def execute_count(self, sql: str, params: Any = ()) -> int:
        return await (await self._begun()).execute_count(sql, params)

    async def executemany(self, sql: str, rows: Any) -> None:
        self.hold(sql, rows, many=True)

    async def iterate(self, sql: str, params: Any, chunk: int) -> AsyncIterator[list[tuple[Any, ...]]]:
        async for rows in (await self._begun()).iterate(sql, params, chunk):
            yield rows


async def _send(conn: PgConnection, h: Held) -> None:
    if h.many:
        if h.params:
            await conn.executemany(h.sql, h.params)
        return
    changed = await conn.execute_count(h.sql, h.params)
    if h.expect is not None and changed != h.expect:
        await h.refuse()
