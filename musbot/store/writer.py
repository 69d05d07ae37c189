"""SQLite's one writer connection, in a thread of its own that runs whole jobs in order.

Why not a plain aiosqlite connection: aiosqlite runs one statement per trip to its thread, and
the answer of each trip comes back through the event loop. The store has one writer, so its
lock was held across every such trip; with a busy event loop (about 6 ms a turn at 200 tables)
that wait, not SQLite, was what held the writer (busy 88 % of a load run for 0.2 ms of SQLite
work a press). Here a job is a function of the connection that runs to its end in the thread:
a press's whole transaction (BEGIN, its INSERT, COMMIT) is one job, jobs are taken in the order
they were submitted, and a submitter need not wait for its job before the next one is queued.
"""

from __future__ import annotations

import asyncio
import queue
import sqlite3
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
Job = Callable[[sqlite3.Connection], Any]
Observer = Callable[[float, float, float], None]  # (submitted, started, ended) on perf_counter


class WriterThread:
    """Owns one ``sqlite3.Connection`` (made in the thread, used only there)."""

    def __init__(self, connect: Callable[[], sqlite3.Connection], name: str = "musbot-sqlite-writer") -> None:
        self._jobs: queue.SimpleQueue[tuple[asyncio.AbstractEventLoop, asyncio.Future[Any], Job, float] | None] = queue.SimpleQueue()
        self._connect = connect
        self.observe: Observer | None = None  # bench/writer_watch.py: how busy the writer is
        self._closed = False
        self._thread = threading.Thread(target=self._serve, name=name, daemon=True)
        self._thread.start()

    def submit(self, job: Callable[[sqlite3.Connection], T]) -> asyncio.Future[T]:
        """Queue ``job`` now (behind every job submitted before it); its future has its result."""
        if self._closed:
            raise sqlite3.ProgrammingError("the writer connection is closed")
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        self._jobs.put((loop, future, job, time.perf_counter()))
        return future

    async def run(self, job: Callable[[sqlite3.Connection], T]) -> T:
        return await self.submit(job)

    async def set_trace_callback(self, callback: Callable[[str], object] | None) -> None:
        await self.run(lambda raw: raw.set_trace_callback(callback))

    async def close(self) -> None:
        """Close the connection after every queued job; the thread ends."""
        if self._closed:
            return
        done = self.submit(lambda raw: raw.close())
        self._closed = True
        self._jobs.put(None)
        try:
            await done
        finally:
            await asyncio.to_thread(self._thread.join)

    def _serve(self) -> None:
        raw: sqlite3.Connection | None = None
        failed: BaseException | None = None
        try:
            raw = self._connect()
        except BaseException as exc:  # every job is told why there is no connection
            failed = exc
        carried: Any = _NOTHING  # taken from the queue while gathering a group, not of it
        while (item := carried if carried is not _NOTHING else self._jobs.get()) is not None:
            carried = _NOTHING
            batch = [item]
            if failed is None and isinstance(item[2], Whole):  # gather the whole ones queued behind it
                while len(batch) < GROUP_MAX:
                    try:
                        nxt = self._jobs.get_nowait()
                    except queue.Empty:
                        break
                    if nxt is None or not isinstance(nxt[2], Whole):
                        carried = nxt
                        break
                    batch.append(nxt)
            started = time.perf_counter()
            if len(batch) > 1:
                assert raw is not None
                outcomes = _group(raw, [job for _, _, job, _ in batch])
            else:
                try:
                    if failed is not None:
                        raise failed
                    assert raw is not None
                    outcomes = [(True, item[2](raw))]
                except BaseException as exc:  # handed to the submitter, never lost in the thread
                    outcomes = [(False, exc)]
            ended = time.perf_counter()
            for (loop, future, _, submitted), (ok, value) in zip(batch, outcomes, strict=True):
                if self.observe is not None:
                    self.observe(submitted, started, ended)
                try:
                    loop.call_soon_threadsafe(_settle, future, ok, value)
                except RuntimeError:  # the loop is closed: nobody is waiting any more
                    pass


class Whole:
    """A whole write transaction as one job (BEGIN, its statements, COMMIT), which the writer
    may commit together with the whole ones queued behind it: ``inner`` runs its statements
    inside a transaction the writer opened (each in a savepoint of its own)."""

    def __call__(self, raw: sqlite3.Connection) -> Any:
        raise NotImplementedError

    def inner(self, raw: sqlite3.Connection) -> Any:
        raise NotImplementedError


GROUP_MAX = 64  # whole transactions committed together at most
_NOTHING = object()


def _group(raw: sqlite3.Connection, jobs: list[Any]) -> list[tuple[bool, Any]]:
    """Group commit: the presses queued at once share one COMMIT (one fsync of the WAL for
    all, where each had its own: under load the writer's queue is mostly those waits). Each
    stays all or nothing, in a savepoint: one that fails is rolled back alone and told why;
    the others are told only once the COMMIT is done, and all are refused if it fails."""
    outcomes: list[tuple[bool, Any]] = []
    try:
        raw.execute("BEGIN IMMEDIATE")
        for job in jobs:
            raw.execute("SAVEPOINT musbot_group")
            try:
                outcomes.append((True, job.inner(raw)))
                raw.execute("RELEASE musbot_group")
            except BaseException as exc:
                raw.execute("ROLLBACK TO musbot_group")
                raw.execute("RELEASE musbot_group")
                outcomes.append((False, exc))
        raw.execute("COMMIT")
    except BaseException as exc:  # the group's BEGIN or COMMIT: nothing of it was saved
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        return [(False, exc) for _ in jobs]
    return outcomes


def _settle(future: asyncio.Future[Any], ok: bool, value: Any) -> None:
    if future.cancelled():
        return
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)
