"""How the load bench's simulated people read the database the bot processes write.

The store's own read-only ``Store`` answers on SQLite through aiosqlite's thread: three hops
between threads a read (BEGIN, the SELECT, COMMIT), each a handover of the GIL, about a tenth of
the bench process's CPU at one read a press. Here the same ``Store`` methods (the store's own
queries: no SQL in the bench) run on a plain read-only ``sqlite3`` connection in the event
loop's thread; a read is a few hundred microseconds, which the bench's loop can afford, and
still one read transaction a call. On PostgreSQL (asyncpg answers on the event loop) the store
is used as it is. On both, the read made after every press, the action log from where the
person last looked, is one statement sent alone (:class:`PeopleReads`).
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from typing import Any

from musbot.store import Store, StoreError, tables
from musbot.store.db import is_postgres, ro_uri
from musbot.store.models import StoredAction


class InlineSqliteReads:
    """A read-only backend for :class:`~musbot.store.Store` over one ``sqlite3`` connection, used
    in the calling thread (the store's ``fetchall``/``fetchone`` call ``conn.fetchall`` on any
    connection that is not aiosqlite's)."""

    kind = "sqlite"
    readonly = True
    version = 0  # not asked by the reads the people make

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.location = str(self.path)
        self._conn = sqlite3.connect(ro_uri(self.path), uri=True, isolation_level=None, check_same_thread=False)

    @contextlib.asynccontextmanager
    async def read(self, doing: str = "reading", one: bool = False) -> AsyncIterator[InlineSqliteReads]:
        """(``one``, a single statement, is read in the same snapshot here: it costs no trip.)"""
        self._conn.execute("BEGIN")
        try:
            yield self
        finally:
            self._conn.execute("COMMIT")

    def write(self, doing: str = "writing a transaction") -> contextlib.AbstractAsyncContextManager[Any]:
        raise StoreError(f"the people's reads of {self.path} never write")

    def in_transaction(self) -> bool:
        return False  # it never writes

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return self._conn.execute(sql, tuple(params)).fetchall()

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> tuple[Any, ...] | None:
        row = self._conn.execute(sql, tuple(params)).fetchone()
        return tuple(row) if row is not None else None

    async def close(self) -> None:
        self._conn.close()


class PeopleReads:
    """What the people read: a read-only :class:`~musbot.store.Store` (``store``) for whole tables,
    and :meth:`actions`, the table's action log from a sequence number on, read the most often
    (after every press): one statement, so one consistent read by itself, sent without the
    store's BEGIN and COMMIT around it (on PostgreSQL, three round trips become one)."""

    def __init__(self, store: Store, single: Any, close: Any = None) -> None:
        self.store, self._single, self._close = store, single, close
        self._turn = asyncio.Lock()  # one asyncpg connection answers one statement at a time

    @classmethod
    async def open(cls, db: str) -> PeopleReads:
        """On ``db``: a ``postgresql://`` URL or an SQLite file the bot processes made."""
        if not is_postgres(db):
            inline = InlineSqliteReads(db)
            return cls(Store(inline), inline)  # type: ignore[arg-type]
        from musbot.store.pg_connection import PgConnection, connect

        store = await Store.open(db, readonly=True, check=False)
        raw = await connect(db, store.location, {"default_transaction_read_only": "on"})
        return cls(store, PgConnection(raw, frozenset()), raw.close)

    async def actions(self, table_id: int, start: int = 0) -> tuple[StoredAction, ...]:
        async with self._turn:
            return await tables.load_actions(self._single, table_id, start)

    async def close(self) -> None:
        if self._close is not None:
            await self._close()
        await self.store.close()
