"""Fixtures for the store tests: real SQLite files under tmp_path, no engine needed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from musbot.store import Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "musbot.db"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(db_path)
    try:
        yield s
    finally:
        await s.close()
