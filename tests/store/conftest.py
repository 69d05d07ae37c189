"""Fixtures for the store tests: real SQLite files under tmp_path and real PostgreSQL databases.

Tests that take ``store``, ``store_target`` or ``db_target`` run twice, once per backend
(``[sqlite]`` and ``[postgresql]`` in their ids); the backends' fixtures (the PostgreSQL
server, a fresh database per test) are in store_backends.py, shared with the other test
directories through tests/conftest.py.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from musbot.store import Store

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the Discord stand-in
from standin.fixtures import clock, standin  # noqa: E402,F401


@pytest.fixture
def db_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """Where a new, empty database goes: an SQLite path or a PostgreSQL URL."""
    if backend == "sqlite":
        return str(tmp_path / "musbot.db")
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """An SQLite file (for the tests about files: permissions, damage, a full disk)."""
    return tmp_path / "musbot.db"


@pytest.fixture
async def store(store_target: str) -> AsyncIterator[Store]:
    s = await Store.open(store_target)
    try:
        yield s
    finally:
        await s.close()
