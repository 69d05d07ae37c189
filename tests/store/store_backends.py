"""Fixtures for a store on each backend, for any test directory (a plugin: tests/conftest.py).

A test that takes ``store_target`` (or a fixture built on it: the store tests' ``store``, the
tournament tests' ``world``) runs twice, once per backend (``[sqlite]`` and ``[postgresql]`` in
its id). The PostgreSQL server is one per test session (per xdist worker): the one
``MUSBOT_TEST_PG`` names (an admin URL; ``.ci/run`` starts one and sets it), else one this
session starts from the binaries on the machine (tests/store/pg_server.py). Each test gets a
fresh database (``CREATE DATABASE ... TEMPLATE`` of one migrated once). Where there are no
binaries, the PostgreSQL half is skipped with the reason, except when ``MUSBOT_REQUIRE_PG`` is
set (CI): then it fails.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import asyncpg
import pg_server
import pytest
from store_helpers import in_thread, with_database

from musbot.store import Store

BACKENDS = ("sqlite", "postgresql")
_names = itertools.count()


def _worker() -> str:
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


@pytest.fixture(scope="session")
def pg_admin_url() -> Iterator[str]:
    """An admin URL of the session's PostgreSQL server (may create databases)."""
    given = os.environ.get("MUSBOT_TEST_PG")
    if given:
        yield given
        return
    why = pg_server.unavailable()
    if why:
        if os.environ.get("MUSBOT_REQUIRE_PG"):
            pytest.fail(f"PostgreSQL is required here (MUSBOT_REQUIRE_PG) but: {why}")
        pytest.skip(f"no PostgreSQL server for the tests: {why}")
    base, url = pg_server.start()
    try:
        yield url
    finally:
        pg_server.stop(base)


async def _admin(url: str, *statements: str) -> None:
    conn = await asyncpg.connect(url)
    try:
        for sql in statements:
            await conn.execute(sql)
    finally:
        await conn.close()


@pytest.fixture(scope="session")
def pg_template(pg_admin_url: str) -> str:
    """A database migrated once by Store.open, cloned for each test that wants a store."""
    name = f"musbot_tpl_{_worker()}"
    in_thread(_admin(pg_admin_url, f"DROP DATABASE IF EXISTS {name}", f"CREATE DATABASE {name}"))

    async def migrate() -> None:
        store = await Store.open(with_database(pg_admin_url, name))
        await store.close()

    in_thread(migrate())
    return name


def fresh_database(admin: str, template: str) -> Iterator[str]:
    """A new database cloned from ``template``, dropped afterwards: its URL."""
    name = f"musbot_t_{_worker()}_{os.getpid()}_{next(_names)}"
    in_thread(_admin(admin, f"CREATE DATABASE {name} TEMPLATE {template}"))
    try:
        yield with_database(admin, name)
    finally:
        in_thread(_admin(admin, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))


@pytest.fixture
def pg_url(pg_admin_url: str) -> Iterator[str]:
    """A new, empty PostgreSQL database."""
    yield from fresh_database(pg_admin_url, "template1")


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def db_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """Where a new, empty database goes: an SQLite path or a PostgreSQL URL."""
    if backend == "sqlite":
        return str(tmp_path / "musbot.db")
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def store_target(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """Where a migrated store is: an SQLite path (created on first open) or a PostgreSQL URL."""
    if backend == "sqlite":
        yield str(tmp_path / "musbot.db")
        return
    yield from fresh_database(request.getfixturevalue("pg_admin_url"), request.getfixturevalue("pg_template"))


@pytest.fixture
async def store(store_target: str) -> AsyncIterator[Store]:
    """A store open on ``store_target`` (each backend in turn), closed after the test."""
    s = await Store.open(store_target)
    try:
        yield s
    finally:
        await s.close()
