"""A database looked after as a whole (``Maintenance``, and the console's ``musbot db``): backups,
checks, copies into another database, a server's CSV export. Each backend does it its own way
(SQLite: backup.py, check.py; PostgreSQL: pg_admin.py); the SQL of a copy and an export is one
for both (copy.py, export.py)."""

from __future__ import annotations

import asyncio
import os

from . import copy, export
from .backup import BackupInfo, backup, backup_file
from .check import CheckReport, check_file
from .db import Database, check_target, is_postgres
from .repository import Repository


def backup_database(target: str, dest: str | os.PathLike[str], overwrite: bool = False) -> BackupInfo:
    """A backup of a database another process may be using: of an SQLite file (its backup
    API, read-only) or a PostgreSQL URL (pg_dump)."""
    check_target(target)
    if is_postgres(target):
        from . import pg_admin

        return asyncio.run(pg_admin.backup(target.strip(), dest, overwrite))
    return backup_file(target, dest, overwrite)


def check_database(target: str) -> CheckReport:
    """A full look at an SQLite file or a PostgreSQL database, read-only, whatever its version."""
    check_target(target)
    if is_postgres(target):
        from . import pg_admin

        return asyncio.run(pg_admin.check(target.strip()))
    return check_file(target)


class Maintenance(Repository):
    """The open store as a whole."""

    async def backup(self, dest: str | os.PathLike[str], overwrite: bool = False) -> BackupInfo:
        """An online backup to ``dest`` (a file, or a directory for a dated name); on
        PostgreSQL a pg_dump archive (see pg_admin.py). An existing file is refused
        (``BackupExists``) unless ``overwrite``."""
        if isinstance(self._db, Database):
            return await backup(self._db, dest, overwrite)
        from . import pg_admin

        return await pg_admin.backup(self._db.dsn, dest, overwrite)  # type: ignore[attr-defined]

    async def copy_from(self, source: Maintenance) -> dict[str, int]:
        """Every row of ``source`` (another store's, on another backend say) into this store,
        which must be empty (see copy.py); returns rows copied per table."""
        return await copy.copy_rows(source._db, self._db)

    async def export_guild(self, guild_id: int, out_dir: str | os.PathLike[str]) -> dict[str, int]:
        """The server's CSV files (see export.py); returns rows written per file."""
        return await export.export_guild(self._db, guild_id, out_dir)
