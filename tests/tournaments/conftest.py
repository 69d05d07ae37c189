"""The tournament tests' fixture: a world on a real SQLite file (see ``tourney_helpers``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from tourney_helpers import T0, FakeTables, World, make_service

from musbot.store import Store
from musbot.tournaments import Notice


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    path = tmp_path / "musbot.db"
    store = await Store.open(path)
    clock = [T0]
    tables = FakeTables()
    notices: list[Notice] = []
    w = World(path, store, tables, clock, make_service(store, tables, clock, notices), notices)
    try:
        yield w
    finally:
        await w.store.close()
