"""The tournament tests' fixture: a world on a real database, SQLite and PostgreSQL (see
``tourney_helpers``; ``store_target`` runs each test once per backend)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from tourney_helpers import T0, FakeTables, World, make_service

from musbot.store import Store
from musbot.tournaments import Notice


@pytest.fixture
async def world(store_target: str) -> AsyncIterator[World]:
    store = await Store.open(store_target)
    clock = [T0]
    tables = FakeTables()
    notices: list[Notice] = []
    w = World(store_target, store, tables, clock, make_service(store, tables, clock, notices), notices)
    try:
        yield w
    finally:
        await w.store.close()
