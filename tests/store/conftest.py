"""Fixtures for the store tests: real SQLite files under tmp_path and real PostgreSQL databases.

Tests that take ``store``, ``store_target`` or ``db_target`` run twice, once per backend
(``[sqlite]`` and ``[postgresql]`` in their ids); the backends' fixtures (the PostgreSQL
server, a fresh database per test, a new ``db_target``, an open ``store``) are in
store_backends.py, shared with the other test directories (the league's) through
tests/conftest.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the Discord stand-in
from standin.fixtures import clock, standin  # noqa: E402,F401


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """An SQLite file (for the tests about files: permissions, damage, a full disk)."""
    return tmp_path / "musbot.db"
