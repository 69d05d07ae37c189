"""Versioned migrations: applied once, in order, never edited; newer databases refused."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from store_helpers import GUILD, fingerprint, humans

from musbot.store import DatabaseOutdated, DatabaseTooNew, MigrationError, Store
from musbot.store.db import Migration, load_migrations, split_statements


def _real() -> tuple[Migration, ...]:
    return load_migrations()


def _extra(version: int | None = None, sql: str = "CREATE TABLE extra (x INTEGER);") -> Migration:
    """A migration after the shipped ones (a future musbot's)."""
    return Migration.from_text(version or len(_real()) + 1, "extra", sql)


def _version(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA user_version").fetchone()[0]
    finally:
        conn.close()


async def test_fresh_database_gets_every_migration(db_path: Path) -> None:
    migrations = _real()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    store = await Store.open(db_path)
    try:
        assert store.version == len(migrations)
        assert store.migrations_applied == tuple(m.version for m in migrations)
        async with store._db.read() as conn:  # the recorded migrations and their checksums
            rows = await (await conn.execute("SELECT version, name, checksum FROM schema_migrations")).fetchall()
            assert [tuple(r) for r in rows] == [(m.version, m.name, m.checksum) for m in migrations]
            assert (await (await conn.execute("PRAGMA journal_mode")).fetchone())[0] == "wal"
        async with store._db.write() as conn:
            assert (await (await conn.execute("PRAGMA foreign_keys")).fetchone())[0] == 1
    finally:
        await store.close()
    assert _version(db_path) == len(migrations)


async def test_reopening_applies_nothing_and_keeps_data(db_path: Path) -> None:
    store = await Store.open(db_path)
    table = await store.create_table(GUILD, 1, creator_id=None, rules={}, seed=5, seats=humans(1, 2, 3, 4))
    await store.close()
    store = await Store.open(db_path)
    try:
        assert store.migrations_applied == ()
        assert (await store.table(table)).seed == 5
    finally:
        await store.close()


async def test_a_new_migration_is_applied_on_the_next_start(db_path: Path) -> None:
    store = await Store.open(db_path, migrations=_real())
    await store.create_table(GUILD, 1, creator_id=None, rules={}, seed=5)
    await store.close()
    store = await Store.open(db_path, migrations=(*_real(), _extra()))
    new = len(_real()) + 1
    try:
        assert store.migrations_applied == (new,)
        assert store.version == new
        assert len(await store.open_tables()) == 1
    finally:
        await store.close()
    assert _version(db_path) == new


async def test_an_edited_migration_is_refused_and_nothing_is_touched(db_path: Path) -> None:
    await (await Store.open(db_path, migrations=(*_real(), _extra()))).close()
    before = fingerprint(db_path)
    edited = _extra(sql="CREATE TABLE extra (x INTEGER, y TEXT);")
    with pytest.raises(MigrationError, match="never be edited"):
        await Store.open(db_path, migrations=(*_real(), edited))
    assert fingerprint(db_path) == before


async def test_a_failing_migration_is_rolled_back(db_path: Path) -> None:
    await (await Store.open(db_path, migrations=_real())).close()
    bad = _extra(sql="CREATE TABLE extra (x INTEGER);\nINSERT INTO no_such_table VALUES (1);")
    with pytest.raises(MigrationError, match=f"{len(_real()) + 1:04d}_extra"):
        await Store.open(db_path, migrations=(*_real(), bad))
    assert _version(db_path) == len(_real())
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'extra'").fetchone()[0] == 0
    finally:
        conn.close()


async def test_a_database_from_a_newer_musbot_is_refused_untouched(db_path: Path) -> None:
    await (await Store.open(db_path, migrations=(*_real(), _extra()))).close()
    before = fingerprint(db_path)
    files = sorted(p.name for p in db_path.parent.iterdir())
    with pytest.raises(DatabaseTooNew, match="newer musbot") as err:
        await Store.open(db_path, migrations=_real())
    assert f"version {len(_real()) + 1}" in str(err.value)
    assert fingerprint(db_path) == before
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


async def test_another_programs_database_is_refused(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE invoices (id INTEGER)")
    conn.commit()
    conn.close()
    before = fingerprint(db_path)
    with pytest.raises(MigrationError, match="not musbot's"):
        await Store.open(db_path)
    assert fingerprint(db_path) == before


async def test_read_only_open_wants_an_upgraded_database(db_path: Path) -> None:
    await (await Store.open(db_path, migrations=_real())).close()
    with pytest.raises(DatabaseOutdated, match="musbot db upgrade"):
        await Store.open(db_path, readonly=True, migrations=(*_real(), _extra()))
    ro = await Store.open(db_path, readonly=True)
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
