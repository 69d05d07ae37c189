"""Group commit (store/writer.py): the presses' transactions queued at the writer at once share
one COMMIT (one fsync of the WAL for all: issue 14 part 1, the writer's queue under load), and
each stays all or nothing."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

from musbot.store.writer import Whole, WriterThread


class Insert(Whole):
    """A whole transaction: INSERT ``value`` (and fail after it, if ``fail``)."""

    def __init__(self, value: int, fail: bool = False) -> None:
        self.value, self.fail = value, fail

    def inner(self, raw: sqlite3.Connection) -> int:
        raw.execute("INSERT INTO t (v) VALUES (?)", (self.value,))
        if self.fail:
            raise ValueError(f"refused {self.value}")
        return self.value

    def __call__(self, raw: sqlite3.Connection) -> int:
        raw.execute("BEGIN IMMEDIATE")
        try:
            done = self.inner(raw)
            raw.execute("COMMIT")
        except BaseException:
            raw.execute("ROLLBACK")
            raise
        return done


def _connect(path: Path, trace: list[str]):
    def connect() -> sqlite3.Connection:
        raw = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        raw.execute("PRAGMA journal_mode = WAL")
        raw.execute("CREATE TABLE IF NOT EXISTS t (v INTEGER UNIQUE)")
        raw.set_trace_callback(trace.append)
        return raw
    return connect


async def _queued_behind_a_busy_writer(tmp_path: Path, jobs: list[Insert]) -> tuple[list[object], list[str]]:
    """Hold the writer's thread with a job until every one of ``jobs`` is queued behind it."""
    trace: list[str] = []
    writer = WriterThread(_connect(tmp_path / "g.db", trace))
    gate = threading.Event()
    busy = writer.submit(lambda raw: gate.wait(5))
    futures = [writer.submit(job) for job in jobs]
    gate.set()
    await busy
    results = await asyncio.gather(*futures, return_exceptions=True)
    await writer.close()
    return results, trace


async def test_transactions_queued_at_once_share_one_commit(tmp_path):
    results, trace = await _queued_behind_a_busy_writer(tmp_path, [Insert(v) for v in range(10)])
    assert results == list(range(10))
    assert sum(1 for s in trace if s == "COMMIT") == 1  # not ten
    raw = sqlite3.connect(tmp_path / "g.db")
    assert [v for (v,) in raw.execute("SELECT v FROM t ORDER BY v")] == list(range(10))


async def test_one_that_fails_in_a_group_is_rolled_back_alone(tmp_path):
    """Each press stays all or nothing: the one refused leaves no row, the others land, and
    each is told its own outcome."""
    results, _ = await _queued_behind_a_busy_writer(tmp_path, [Insert(1), Insert(2, fail=True), Insert(3)])
    assert results[0] == 1 and results[2] == 3
    assert isinstance(results[1], ValueError)
    raw = sqlite3.connect(tmp_path / "g.db")
    assert [v for (v,) in raw.execute("SELECT v FROM t ORDER BY v")] == [1, 3]


async def test_a_group_whose_commit_fails_tells_every_one(tmp_path):
    """Nothing of a group is saved if its COMMIT fails (here a row breaks a deferred rule at
    COMMIT time), and nobody of it is told it was."""
    trace: list[str] = []
    connect = _connect(tmp_path / "g.db", trace)

    def strict() -> sqlite3.Connection:
        raw = connect()
        raw.execute("CREATE TABLE IF NOT EXISTS p (id INTEGER PRIMARY KEY)")
        raw.execute("CREATE TABLE IF NOT EXISTS c (pid INTEGER REFERENCES p (id) DEFERRABLE INITIALLY DEFERRED)")
        raw.execute("PRAGMA foreign_keys = ON")
        return raw

    class Orphan(Insert):
        def inner(self, raw: sqlite3.Connection) -> int:
            raw.execute("INSERT INTO c (pid) VALUES (?)", (self.value,))  # no such parent: refused at COMMIT
            return self.value

    writer = WriterThread(strict)
    gate = threading.Event()
    busy = writer.submit(lambda raw: gate.wait(5))
    futures = [writer.submit(job) for job in (Insert(1), Orphan(99), Insert(2))]
    gate.set()
    await busy
    results = await asyncio.gather(*futures, return_exceptions=True)
    await writer.close()
    assert all(isinstance(r, sqlite3.Error) for r in results), results
    raw = sqlite3.connect(tmp_path / "g.db")
    assert list(raw.execute("SELECT v FROM t")) == []
