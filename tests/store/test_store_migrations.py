"""Versioned migrations: applied once, in order, never edited; newer databases refused."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from store_helpers import (
    GUILD,
    fingerprint,
    humans,
    is_pg,
    run_sql,
    schema_version,
    state_of,
    table_names,
)

from musbot.store import DatabaseOutdated, DatabaseTooNew, MigrationError, Store
from musbot.store.db import Migration, fetchall, fetchone, load_migrations, split_statements


def _real() -> tuple[Migration, ...]:
    return load_migrations()


def _extra(version: int | None = None, sql: str = "CREATE TABLE extra (x INTEGER);") -> Migration:
    """A migration after the shipped ones (a future musbot's)."""
    return Migration.from_text(version or len(_real()) + 1, "extra", sql)


def _checksum(m: Migration, target: str) -> str:
    return m.for_postgres()[1] if is_pg(target) else m.checksum


async def test_fresh_database_gets_every_migration(db_target: str) -> None:
    migrations = _real()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    store = await Store.open(db_target)
    try:
        assert store.version == len(migrations)
        assert store.migrations_applied == tuple(m.version for m in migrations)
        async with store._db.read() as conn:  # the recorded migrations and their checksums
            rows = await fetchall(conn, "SELECT version, name, checksum FROM schema_migrations ORDER BY version")
            assert rows == [(m.version, m.name, _checksum(m, db_target)) for m in migrations]
    finally:
        await store.close()
    assert await schema_version(db_target) == len(migrations)


async def test_sqlite_runs_in_wal_mode_with_foreign_keys(db_path: Path) -> None:
    store = await Store.open(db_path)
    try:
        async with store._db.read() as conn:
            assert await fetchone(conn, "PRAGMA journal_mode") == ("wal",)
        async with store._db.write() as conn:
            assert await fetchone(conn, "PRAGMA foreign_keys") == (1,)
    finally:
        await store.close()


async def test_reopening_applies_nothing_and_keeps_data(db_target: str) -> None:
    store = await Store.open(db_target)
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=5, seats=humans(1, 2, 3, 4))
    await store.close()
    store = await Store.open(db_target)
    try:
        assert store.migrations_applied == ()
        assert (await store.tables.get(table)).seed == 5
    finally:
        await store.close()


async def test_a_new_migration_is_applied_on_the_next_start(db_target: str) -> None:
    store = await Store.open(db_target, migrations=_real())
    await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=5)
    await store.close()
    store = await Store.open(db_target, migrations=(*_real(), _extra()))
    new = len(_real()) + 1
    try:
        assert store.migrations_applied == (new,)
        assert store.version == new
        assert len(await store.tables.open_tables()) == 1
    finally:
        await store.close()
    assert await schema_version(db_target) == new


async def test_an_edited_migration_is_refused_and_nothing_is_touched(db_target: str) -> None:
    await (await Store.open(db_target, migrations=(*_real(), _extra()))).close()
    before = await state_of(db_target)
    edited = _extra(sql="CREATE TABLE extra (x INTEGER, y TEXT);")
    with pytest.raises(MigrationError, match="never be edited"):
        await Store.open(db_target, migrations=(*_real(), edited))
    assert await state_of(db_target) == before


async def test_a_failing_migration_is_rolled_back(db_target: str) -> None:
    await (await Store.open(db_target, migrations=_real())).close()
    bad = _extra(sql="CREATE TABLE extra (x INTEGER);\nINSERT INTO no_such_table VALUES (1);")
    with pytest.raises(MigrationError, match=f"{len(_real()) + 1:04d}_extra"):
        await Store.open(db_target, migrations=(*_real(), bad))
    assert await schema_version(db_target) == len(_real())
    assert "extra" not in await table_names(db_target)


async def test_a_database_from_a_newer_musbot_is_refused_untouched(db_target: str) -> None:
    await (await Store.open(db_target, migrations=(*_real(), _extra()))).close()
    before = await state_of(db_target)
    with pytest.raises(DatabaseTooNew, match="newer musbot") as err:
        await Store.open(db_target, migrations=_real())
    assert f"version {len(_real()) + 1}" in str(err.value)
    assert await state_of(db_target) == before


async def test_a_newer_sqlite_file_does_not_even_get_a_wal(db_path: Path) -> None:
    await (await Store.open(db_path, migrations=(*_real(), _extra()))).close()
    files = sorted(p.name for p in db_path.parent.iterdir())
    with pytest.raises(DatabaseTooNew):
        await Store.open(db_path, migrations=_real())
    assert sorted(p.name for p in db_path.parent.iterdir()) == files  # not even a -wal or -shm


async def test_newer_version_still_in_the_wal_is_refused(db_path: Path) -> None:
    """The header can be stale while a WAL holds newer pages: the read-only check sees them."""
    await (await Store.open(db_path)).close()
    other = sqlite3.connect(db_path)  # another process upgraded it and has not checkpointed yet
    try:
        other.execute("PRAGMA wal_autocheckpoint = 0")
        other.execute("PRAGMA user_version = 99")
        assert Path(f"{db_path}-wal").stat().st_size > 0
        before = fingerprint(db_path)
        with pytest.raises(DatabaseTooNew, match="99"):
            await Store.open(db_path)
        assert fingerprint(db_path) == before
    finally:
        other.close()


async def test_another_programs_database_is_refused(db_target: str) -> None:
    await run_sql(db_target, "CREATE TABLE invoices (id INTEGER)")
    before = await state_of(db_target)
    with pytest.raises(MigrationError, match="not musbot's"):
        await Store.open(db_target)
    assert await state_of(db_target) == before


async def test_read_only_open_wants_an_upgraded_database(db_target: str) -> None:
    await (await Store.open(db_target, migrations=_real())).close()
    with pytest.raises(DatabaseOutdated, match="musbot db upgrade"):
        await Store.open(db_target, readonly=True, migrations=(*_real(), _extra()))
    ro = await Store.open(db_target, readonly=True)
    await ro.close()


def test_migration_files_split_into_statements() -> None:
    sql = ("-- a comment\nCREATE TABLE a (x);\n\nCREATE TRIGGER t AFTER INSERT ON a BEGIN\n"
           "  INSERT INTO a VALUES (1);\nEND;\n-- trailing comment\n")
    assert split_statements(sql) == ["-- a comment\nCREATE TABLE a (x);",
                                     "CREATE TRIGGER t AFTER INSERT ON a BEGIN\n  INSERT INTO a VALUES (1);\nEND;"]
    with pytest.raises(MigrationError):
        split_statements("CREATE TABLE b (x")


def test_migrations_are_numbered_without_gaps() -> None:
    from musbot.store.db import check_sequence
    with pytest.raises(MigrationError):
        check_sequence([_extra(1), _extra(3)])
    check_sequence([_extra(1), _extra(2)])
