"""Online backups with SQLite's backup API: safe while the bot runs and writes.

The copy is taken from a read transaction (a consistent snapshot: WAL lets writers carry on),
written to ``<dest>.partial``, checked with ``PRAGMA quick_check``, flushed to disk and only
then renamed over ``dest``: a crash mid-backup never leaves a half file under the real name.
An existing ``dest`` is refused unless ``overwrite`` (``musbot db backup --force``): a backup
never silently replaces another one. On PostgreSQL the same steps use ``pg_dump`` (see
pg_admin.py).

Where a backup goes (``resolve_dest``), so that one command run every night keeps working: a
path that ends in ``/``, names an existing directory, or names nothing yet and has no file
extension (``backups``) is a directory, created when missing, that receives a new dated file
each time (``musbot-YYYYMMDD-HHMMSS.db``, ``.dump`` on PostgreSQL; ``-2``, ``-3``... if two
come in the same second). Any other path (``musbot-monday.db``) is the backup file itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sqlite3
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from .db import BUSY_TIMEOUT_MS, Database, ro_uri
from .errors import DatabaseCorrupt, DatabaseDirectoryMissing, StoreError, translate


class BackupExists(StoreError):
    """The backup's destination is an existing file and overwriting was not asked for."""


@dataclass(frozen=True, slots=True)
class BackupInfo:
    path: Path
    size: int
    version: int
    seconds: float


def is_directory_dest(dest: str | os.PathLike[str]) -> bool:
    """Whether a backup destination is a directory for dated files (see the module's doc)."""
    text = os.fspath(dest)
    p = Path(text).expanduser()
    if text.endswith(("/", os.sep)) or p.is_dir():
        return True
    return not p.exists() and not p.suffix


def resolve_dest(dest: str | os.PathLike[str], overwrite: bool = False, suffix: str = ".db") -> Path:
    """The file a backup is written to: a new dated file in a directory destination (the
    directory made if missing), or the file named."""
    p = Path(dest).expanduser().absolute()
    if is_directory_dest(dest):
        try:
            p.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseDirectoryMissing(f"cannot create the backup directory {p}: {exc.strerror or exc}") from exc
        stamp = f"musbot-{datetime.now(UTC).strftime('%Y%m%d-%H%M%S')}"
        n = 1
        while (p / f"{stamp}{'' if n == 1 else f'-{n}'}{suffix}").exists():
            n += 1
        return p / f"{stamp}{'' if n == 1 else f'-{n}'}{suffix}"
    if not p.parent.is_dir():
        raise DatabaseDirectoryMissing(f"the backup directory {p.parent} does not exist; create it first, or give "
                                       f"a directory ending in / to have it created")
    if p.exists() and not overwrite:
        raise BackupExists(f"the backup file {p} already exists and was kept: give a directory (a path ending "
                           "in /; a new dated file goes there each time), another file name, or --force to "
                           "replace it")
    return p


def _open_target(tmp: Path) -> sqlite3.Connection:
    with contextlib.suppress(FileNotFoundError):
        tmp.unlink()
    return sqlite3.connect(tmp, check_same_thread=False)


def _finish(target: sqlite3.Connection, tmp: Path, dest: Path, started: float) -> BackupInfo:
    try:
        problems = [r[0] for r in target.execute("PRAGMA quick_check")]
        if problems != ["ok"]:
            raise DatabaseCorrupt(f"the backup copy {tmp} fails its integrity check: {'; '.join(problems[:5])}")
        version = target.execute("PRAGMA user_version").fetchone()[0]
        target.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
    finally:
        target.close()
    fsync_rename(tmp, dest)
    return BackupInfo(dest, dest.stat().st_size, int(version), time.monotonic() - started)


def fsync_rename(tmp: Path, dest: Path) -> None:
    """Flush ``tmp`` to disk, rename it over ``dest``, and make the rename durable."""
    fd = os.open(tmp, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, dest)
    with contextlib.suppress(OSError):
        dfd = os.open(dest.parent, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)


def _cleanup(tmp: Path) -> None:
    for suffix in ("", "-journal", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(f"{tmp}{suffix}")


async def backup(db: Database, dest: str | os.PathLike[str], overwrite: bool = False) -> BackupInfo:
    """Back up an open store through its reader connection."""
    started = time.monotonic()
    final = resolve_dest(dest, overwrite)
    tmp = final.with_name(final.name + ".partial")
    try:
        target = await asyncio.to_thread(_open_target, tmp)
        try:
            async with db.reader() as conn:
                await conn.backup(target)
        except BaseException:
            target.close()
            raise
        return await asyncio.to_thread(_finish, target, tmp, final, started)
    except sqlite3.Error as exc:
        _cleanup(tmp)
        raise translate(exc, tmp, "writing the backup") from exc
    except BaseException:
        _cleanup(tmp)
        raise


def backup_file(src: str | os.PathLike[str], dest: str | os.PathLike[str], overwrite: bool = False) -> BackupInfo:
    """Back up a database file from another process (``musbot db backup``): read-only source."""
    started = time.monotonic()
    source = Path(src).expanduser().absolute()
    if not source.is_file():
        raise StoreError(f"there is no database at {source}")
    if Path(dest).expanduser().absolute() == source:
        raise StoreError("the backup must not overwrite the database itself")
    final = resolve_dest(dest, overwrite)
    tmp = final.with_name(final.name + ".partial")
    try:
        conn = sqlite3.connect(ro_uri(source), uri=True)
        try:
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            target = _open_target(tmp)
            try:
                conn.backup(target)
            except BaseException:
                target.close()
                raise
        finally:
            conn.close()
        return _finish(target, tmp, final, started)
    except sqlite3.Error as exc:
        _cleanup(tmp)
        raise translate(exc, source, f"backing it up to {final}") from exc
    except BaseException:
        _cleanup(tmp)
        raise
