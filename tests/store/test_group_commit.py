"""SQLite's writer: writers queued at once share one COMMIT (one wait for the disk), each still
all or nothing and durable when it returns (issue 14: what held a press was the fsync)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from store_helpers import GUILD

from musbot.store import Store, StoreError
from musbot.store import db as db_mod


async def open_with_trace(tmp_path: Path) -> tuple[Store, list[str]]:
    store = await Store.open(tmp_path / "mus.db")
    statements: list[str] = []
    await store._db._writer.set_trace_callback(statements.append)  # type: ignore[attr-defined]
    return store, statements


async def test_writers_queued_together_share_a_commit_and_return_durable(tmp_path: Path) -> None:
    store, statements = await open_with_trace(tmp_path)
    tables = [await store.create_table(GUILD, i, creator_id=None, rules={}, seed=i) for i in range(20)]
    statements.clear()
    seen_when_returned = []

    async def press(table: int) -> None:
        await store.append_action(table, 0, 0, {"type": "mus"})
        seen_when_returned.append(len(await store.actions(table)))  # the reader sees committed data only

    await asyncio.gather(*(press(t) for t in tables))
    assert seen_when_returned == [1] * 20
    assert statements.count("COMMIT") < 5 and statements.count("SAVEPOINT member") == 20
    await store.close()
    again = await Store.open(tmp_path / "mus.db")
    assert [len(await again.actions(t)) for t in tables] == [1] * 20
    await again.close()


async def test_a_failing_writer_leaves_the_others_of_its_group(tmp_path: Path) -> None:
    store, statements = await open_with_trace(tmp_path)
    tables = [await store.create_table(GUILD, i, creator_id=None, rules={}, seed=i) for i in range(6)]
    statements.clear()

    async def press(table: int) -> None:
        async with store.transaction():
            await store.append_action(table, 0, 0, {"type": "mus"})
            if table == tables[2]:
                raise RuntimeError("the bot fell over in the middle")
            await store.append_action(table, 1, 1, {"type": "mus"})

    results = await asyncio.gather(*(press(t) for t in tables), return_exceptions=True)
    assert [isinstance(r, RuntimeError) for r in results] == [t == tables[2] for t in tables]
    assert [len(await store.actions(t)) for t in tables] == [0 if t == tables[2] else 2 for t in tables]
    assert statements.count("COMMIT") <= 2
    await store.close()


async def test_a_failed_commit_refuses_every_writer_of_the_group(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store, statements = await open_with_trace(tmp_path)
    tables = [await store.create_table(GUILD, i, creator_id=None, rules={}, seed=i) for i in range(5)]

    async def disk_gone(conn, group):  # the COMMIT fails as a lost disk makes it fail
        await conn.execute("ROLLBACK")
        group.settle(sqlite3.OperationalError("disk I/O error"))

    monkeypatch.setattr(db_mod, "commit", disk_gone)
    results = await asyncio.gather(*(store.append_action(t, 0, 0, {"type": "mus"}) for t in tables),
                                   return_exceptions=True)
    assert all(isinstance(r, StoreError) for r in results)
    assert [len(await store.actions(t)) for t in tables] == [0] * 5
    monkeypatch.undo()
    await store.append_action(tables[0], 0, 0, {"type": "mus"})  # the writer goes on
    assert len(await store.actions(tables[0])) == 1
    await store.close()
