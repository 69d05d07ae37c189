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
        while (item := self._jobs.get()) is not None:
            loop, future, job, submitted = item
            started = time.perf_counter()
            try:
                if failed is not None:
                    raise failed
                assert raw is not None
                ok, value = True, job(raw)
            except BaseException as exc:  # handed to the submitter, never lost in the thread
                ok, value = False, exc
            if self.observe is not None:
                self.observe(submitted, started, time.perf_counter())
            try:
                loop.call_soon_threadsafe(_settle, future, ok, value)
            except RuntimeError:  # the loop is closed: nobody is waiting any more
                pass


def _settle(future: asyncio.Future[Any], ok: bool, value: Any) -> None:
    if future.cancelled():
        return
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)
