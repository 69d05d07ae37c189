"""How the load bench's simulated people read the database the bot processes write.

On PostgreSQL the store's own read-only ``Store`` is used (asyncpg answers on the event loop).
On SQLite that store answers through aiosqlite's thread: three hops between threads a read
(BEGIN, the SELECT, COMMIT), each a handover of the GIL, about a tenth of the bench process's
CPU at one read a press. Here the same ``Store`` methods (the store's own queries: no SQL in
the bench) run on a plain read-only ``sqlite3`` connection in the event loop's thread; a read
is a few hundred microseconds, which the bench's loop can afford. Still one read transaction
per call, so a read sees one committed state, as with the store's reader.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import AsyncIterator, Iterable
from pathlib import Path
from typing import Any

from musbot.store import Store
from musbot.store.db import is_postgres, ro_uri


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
    async def read(self, doing: str = "reading") -> AsyncIterator[InlineSqliteReads]:
        self._conn.execute("BEGIN")
        try:
            yield self
        finally:
            self._conn.execute("COMMIT")

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return self._conn.execute(sql, tuple(params)).fetchall()

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> tuple[Any, ...] | None:
        row = self._conn.execute(sql, tuple(params)).fetchone()
        return tuple(row) if row is not None else None

    async def close(self) -> None:
        self._conn.close()


async def open_reader(db: str) -> Store:
    """A read-only store on ``db`` (a ``postgresql://`` URL or an SQLite file the bots made)."""
    if is_postgres(db):
        return await Store.open(db, readonly=True, check=False)
    return Store(InlineSqliteReads(db))  # type: ignore[arg-type]
