"""Bad input and faults of an SQLite file: a clear StoreError at start-up, the file left as it
was. (PostgreSQL's own faults, an unreachable server and a lost connection: test_store_pg.py.)"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from store_helpers import GUILD, fingerprint, humans

from musbot.store import (
    DatabaseCorrupt,
    DatabaseDirectoryMissing,
    DatabaseFull,
    DatabaseUnwritable,
    Store,
    StoreError,
)


async def _filled(path: Path | str, actions: int = 50) -> int:
    store = await Store.open(path)
    try:
        table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=3, seats=humans(1, 2, 3, 4))
        await store.tables.append_actions(table, [(i, i % 4, {"type": "paso", "n": "x" * 200}) for i in range(actions)])
        return table
    finally:
        await store.close()


# ---------------------------------------------------------------------- missing directory
async def test_missing_directory(tmp_path: Path) -> None:
    path = tmp_path / "no" / "such" / "dir" / "musbot.db"
    with pytest.raises(DatabaseDirectoryMissing, match="does not exist.*MUSBOT_DB"):
        await Store.open(path)
    assert not (tmp_path / "no").exists()


async def test_directory_is_a_file(tmp_path: Path) -> None:
    (tmp_path / "afile").write_text("x")
    with pytest.raises(DatabaseDirectoryMissing, match="not a directory"):
        await Store.open(tmp_path / "afile" / "musbot.db")


async def test_database_path_is_a_directory(tmp_path: Path) -> None:
    (tmp_path / "musbot.db").mkdir()
    with pytest.raises(StoreError, match="not a regular file"):
        await Store.open(tmp_path / "musbot.db")


# ---------------------------------------------------------------------- read-only
def _chattr(flag: str, *paths: Path) -> bool:
    chattr = shutil.which("chattr")
    if chattr is None:
        return False
    return subprocess.run([chattr, flag, *map(str, paths)], capture_output=True).returncode == 0


@pytest.fixture
def immutable() -> Iterator[list[Path]]:
    """Paths to make immutable (chattr +i): the kernel refuses writes even to root, like a
    read-only mount would. Cleared again afterwards so tmp_path can be removed."""
    done: list[Path] = []
    yield done
    if done:
        _chattr("-i", *done)


async def test_read_only_database_file_and_directory(tmp_path: Path, immutable: list[Path]) -> None:
    path = tmp_path / "ro" / "musbot.db"
    path.parent.mkdir()
    await _filled(path)
    if not _chattr("+i", path, path.parent):
        pytest.skip("chattr +i is not available here (needs CAP_LINUX_IMMUTABLE and ext4/xfs/btrfs)")
    immutable += [path, path.parent]
    with pytest.raises(OSError):  # the kernel really refuses, even to root
        path.open("r+b")
    before = fingerprint(path)
    with pytest.raises(DatabaseUnwritable, match="not writable.*read-only"):
        await Store.open(path)
    assert fingerprint(path) == before


async def test_read_only_directory_for_a_new_database(tmp_path: Path, immutable: list[Path]) -> None:
    directory = tmp_path / "ro"
    directory.mkdir()
    if not _chattr("+i", directory):
        pytest.skip("chattr +i is not available here")
    immutable.append(directory)
    with pytest.raises(DatabaseUnwritable, match="cannot create files in"):
        await Store.open(directory / "musbot.db")
    assert list(directory.iterdir()) == []


async def test_directory_where_the_kernel_refuses_files() -> None:
    """/sys refuses new files to root too (EACCES, or EROFS where it is mounted read-only)."""
    if not Path("/sys").is_dir():
        pytest.skip("no /sys")
    with pytest.raises(DatabaseUnwritable, match="cannot create files in /sys"):
        await Store.open("/sys/musbot.db")


async def test_read_only_store_cannot_write(db_target: str) -> None:
    await _filled(db_target)
    store = await Store.open(db_target, readonly=True)
    try:
        assert len((await store.tables.open_tables())[0].actions) == 50
        with pytest.raises(StoreError, match="read-only"):
            await store.tables.append_action(1, 50, 0, {"type": "paso"})
    finally:
        await store.close()


# ---------------------------------------------------------------------- corrupt files
async def test_not_a_database(db_path: Path) -> None:
    db_path.write_text("these are my notes, not a database\n" * 10)
    before = fingerprint(db_path)
    with pytest.raises(DatabaseCorrupt, match="not an SQLite database"):
        await Store.open(db_path)
    assert fingerprint(db_path) == before


async def test_truncated_header(db_path: Path) -> None:
    db_path.write_bytes(b"SQLite format 3\x00\x10\x00")
    before = fingerprint(db_path)
    with pytest.raises(DatabaseCorrupt):
        await Store.open(db_path)
    assert fingerprint(db_path) == before


async def test_damaged_pages_are_found_by_the_integrity_check(db_path: Path) -> None:
    await _filled(db_path, actions=400)
    data = bytearray(db_path.read_bytes())
    page = 4096
    assert len(data) > 8 * page
    for p in range(2, len(data) // page):  # scribble over every page but the first
        data[p * page + 8: p * page + 100] = b"\xa5" * 92
    db_path.write_bytes(bytes(data))
    before = fingerprint(db_path)
    with pytest.raises(DatabaseCorrupt, match="restore"):
        await Store.open(db_path)
    assert fingerprint(db_path) == before


async def test_an_empty_file_is_a_new_database(db_path: Path) -> None:
    db_path.touch()
    store = await Store.open(db_path)
    await store.close()


# ---------------------------------------------------------------------- full disk
async def test_full_disk_at_start_up_leaves_no_half_database(tmp_path: Path) -> None:
    path = tmp_path / "musbot.db"
    with pytest.raises(DatabaseFull, match="full.*Free disk space"):
        await Store.open(path, max_page_count=3)  # the schema needs far more than 3 pages
    assert not path.exists()  # the file this call created is gone again


async def test_full_disk_while_playing_keeps_every_saved_action(db_path: Path) -> None:
    table = await _filled(db_path, actions=10)
    conn = sqlite3.connect(db_path)
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    store = await Store.open(db_path, max_page_count=pages + 2)
    try:
        seq = 10
        with pytest.raises(DatabaseFull, match="Nothing of this write was saved"):
            while seq < 10_000:
                await store.tables.append_action(table, seq, seq % 4, {"type": "envido", "pad": "y" * 1500})
                seq += 1
        log = await store.tables.actions(table)
        assert [a.seq for a in log] == list(range(seq))  # the failed one is not there, no gap
        with pytest.raises(DatabaseFull):  # still full: still refused, still nothing lost
            await store.tables.append_action(table, seq, 0, {"type": "envido", "pad": "y" * 1500})
        assert len(await store.tables.actions(table)) == seq
    finally:
        await store.close()
    store = await Store.open(db_path)  # room again: the game goes on from where it was
    try:
        await store.tables.append_action(table, seq, 0, {"type": "paso"})
        assert len(await store.tables.actions(table)) == seq + 1
    finally:
        await store.close()


async def test_full_disk_at_start_up_with_an_existing_database(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from musbot.store import db as store_db
    await _filled(db_path)
    before = fingerprint(db_path)
    monkeypatch.setattr(store_db, "_free_bytes", lambda _d: 4096)  # what statvfs says on a full disk
    with pytest.raises(DatabaseFull, match="is full.*4096 bytes free"):
        await Store.open(db_path)
    assert fingerprint(db_path) == before
    monkeypatch.undo()
    conn = sqlite3.connect(db_path)
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    with pytest.raises(DatabaseFull, match="size limit"):  # a size quota that is used up
        await Store.open(db_path, max_page_count=pages)
    assert fingerprint(db_path)[0] == before[0]


async def test_full_disk_during_a_migration(db_path: Path) -> None:
    from musbot.store.db import Migration, load_migrations
    await _filled(db_path)
    conn = sqlite3.connect(db_path)
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    before = fingerprint(db_path)
    big = Migration.from_text(len(load_migrations()) + 1, "big", "CREATE TABLE big (x TEXT);\n"
                              "INSERT INTO big SELECT printf('%.2000c', 'z') FROM actions, actions;")
    with pytest.raises(DatabaseFull):
        await Store.open(db_path, max_page_count=pages + 5, migrations=(*load_migrations(), big))
    assert fingerprint(db_path)[0] == before[0]  # the main file's bytes: unchanged
    store = await Store.open(db_path)  # and it still opens at the old version
    try:
        assert store.version == len(load_migrations())
    finally:
        await store.close()
