"""Group commit for the SQLite writer: several writers' transactions share one COMMIT.

With ``synchronous=FULL`` every COMMIT waits for the disk (an fsync of the WAL), and that
wait, not the SQL, is most of what a press holds the single writer for. So a writer whose
transaction is done and who sees others queued behind it does not commit: its work stays
inside a SAVEPOINT of an open transaction, the next writer goes on in the same transaction,
and the last of the queue (or the ``MAX_MEMBERS``-th) commits for all of them. Each writer
still returns only once its work is durable, and each is still all or nothing: a writer's
failure rolls back to its own savepoint and leaves the others' work in the group. If the
COMMIT itself fails (or SQLite rolls the whole transaction back, as on a full disk), every
writer of the group is told, as each would have been alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import Callable, Coroutine
from typing import Any

import aiosqlite

MAX_MEMBERS = 64  # writers per COMMIT at most: bounds what one failed COMMIT refuses


class CommitGroup:
    """The writers that share one open transaction, and its outcome."""

    def __init__(self) -> None:
        self.members = 0
        self.done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def settle(self, exc: BaseException | None) -> None:
        if not self.done.done():
            if exc is None:
                self.done.set_result(None)
            else:
                self.done.set_exception(exc)
                self.done.exception()  # retrieved: a group nobody waits for logs nothing

    async def durable(self) -> None:
        """Until the group's COMMIT (raises what made it fail)."""
        await asyncio.shield(self.done)


async def begin_member(conn: aiosqlite.Connection, group: CommitGroup | None) -> CommitGroup:
    """Start a writer's work: the group's transaction (begun now if none is open) and a
    savepoint of its own."""
    if group is None:
        await conn.execute("BEGIN IMMEDIATE")
        group = CommitGroup()
    await conn.execute("SAVEPOINT member")
    return group


async def undo_member(conn: aiosqlite.Connection) -> bool:
    """A writer's work failed: roll back to its savepoint. False when SQLite had already
    rolled back the whole transaction (the group is lost)."""
    with contextlib.suppress(sqlite3.Error):
        if conn.in_transaction:
            await conn.execute("ROLLBACK TO member")
            await conn.execute("RELEASE member")
    return conn.in_transaction


async def commit(conn: aiosqlite.Connection, group: CommitGroup) -> None:
    """COMMIT the group's transaction and tell its writers (a failure goes to all of them)."""
    try:
        await conn.execute("COMMIT")
    except BaseException as exc:
        with contextlib.suppress(sqlite3.Error):
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
        group.settle(exc if isinstance(exc, Exception) else RuntimeError("the commit was interrupted"))
        if not isinstance(exc, Exception):
            raise
    else:
        group.settle(None)


def commits_now(group: CommitGroup, waiting: int) -> bool:
    """Whether the writer that just finished commits, or leaves it to the ones queued."""
    return waiting == 0 or group.members >= MAX_MEMBERS


class Committers:
    """Tasks that commit a group a writer left open, should every writer queued behind it be
    cancelled before its turn (then nobody else would)."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def later(self, run: Callable[[], Coroutine[Any, Any, None]]) -> None:
        task = asyncio.get_running_loop().create_task(run())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
