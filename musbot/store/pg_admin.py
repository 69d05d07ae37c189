"""``musbot db backup`` and ``musbot db check`` on PostgreSQL.

A backup is ``pg_dump --format=custom`` (a consistent snapshot taken while the bot writes),
written to ``<dest>.partial``, read back with ``pg_restore --list``, flushed and only then
renamed over ``dest``. It needs the PostgreSQL client tools on PATH, of the server's major
version or newer; without them the command says so and writes nothing. Restore with
``pg_restore --no-owner --dbname=postgresql://... FILE`` into an empty database.

The password never reaches a command line (``ps`` shows those): pg_dump gets the URL
without it and the password in its environment (``PGPASSWORD``).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import time
from urllib.parse import unquote, urlsplit, urlunsplit

import asyncpg

from .backup import BackupInfo, fsync_rename, resolve_dest
from .check import ACTION_GAPS, COUNTED, OPEN_TABLES, CheckReport
from .db import load_migrations
from .errors import StoreError
from .pg_connection import connect, masked
from .pg_schema import table_names


def libpq_target(url: str) -> tuple[str, dict[str, str]]:
    """The URL for a libpq tool, without its password, and the environment carrying it."""
    parts = urlsplit(url)
    env = dict(os.environ)
    if parts.password is not None:
        env["PGPASSWORD"] = unquote(parts.password)
        user = parts.username or ""
        parts = parts._replace(netloc=f"{user}@{parts.netloc.rsplit('@', 1)[1]}")
    if parts.scheme == "postgres":
        parts = parts._replace(scheme="postgresql")
    return urlunsplit(parts), env


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise StoreError(
            f"{name} is not installed (or not on PATH), so musbot cannot back up a PostgreSQL database by "
            "itself. Install the PostgreSQL client tools of your server's version (e.g. apt install "
            "postgresql-client) or use the server's own backups; nothing was written.")
    return found


async def _run(argv: list[str], env: dict[str, str]) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_exec(*argv, env=env, stdin=asyncio.subprocess.DEVNULL,
                                                stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await proc.communicate()
    return int(proc.returncode or 0), (err or out).decode(errors="replace").strip()


async def _schema_version(url: str) -> int:
    raw = await connect(url, masked(url), {"default_transaction_read_only": "on"})
    try:
        if await raw.fetchval("SELECT to_regclass('schema_migrations') IS NOT NULL"):
            return int(await raw.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))
        return 0
    finally:
        await raw.close()


async def backup(url: str, dest: str | os.PathLike[str], overwrite: bool = False) -> BackupInfo:
    """pg_dump of the database at ``url`` into ``dest`` (a file, or a directory for a dated
    name); an existing file is refused (``BackupExists``) unless ``overwrite``."""
    started = time.monotonic()
    dump, restore = _tool("pg_dump"), _tool("pg_restore")
    final = resolve_dest(dest, overwrite, suffix=".dump")
    tmp = final.with_name(final.name + ".partial")
    version = await _schema_version(url)
    target, env = libpq_target(url)
    try:
        code, text = await _run([dump, "--format=custom", "--no-owner", f"--file={tmp}", f"--dbname={target}"], env)
        if code != 0:
            raise StoreError(f"pg_dump could not back up {masked(url)}: {text}. Nothing was written.")
        code, text = await _run([restore, "--list", str(tmp)], env)
        if code != 0:
            raise StoreError(f"the backup {tmp} cannot be read back by pg_restore: {text}")
        await asyncio.to_thread(fsync_rename, tmp, final)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return BackupInfo(final, final.stat().st_size, version, time.monotonic() - started)


async def check(url: str) -> CheckReport:
    """Schema version, migrations as shipped, action logs without gaps, counts (read-only)."""
    migrations = load_migrations()
    report = CheckReport(masked(url), latest=len(migrations))
    raw = await connect(url, masked(url), {"default_transaction_read_only": "on"})
    try:
        names = await table_names(raw)
        if "schema_migrations" not in names:
            if names:
                report.problems.append("schema_migrations is missing: this is not musbot's database")
            else:
                report.notes.append(f"the database is empty; musbot db upgrade will bring it to {report.latest}")
            return report
        applied = await raw.fetch("SELECT version, name, checksum FROM schema_migrations ORDER BY version")
        report.version = max((int(r[0]) for r in applied), default=0)
        if report.version > report.latest:
            report.problems.append(f"schema version {report.version} is newer than this musbot knows ({report.latest}): upgrade musbot")
            return report
        if report.version < report.latest:
            report.notes.append(f"schema version {report.version}; musbot db upgrade will bring it to {report.latest}")
        for version, name, checksum in applied:
            if migrations[version - 1].for_postgres()[1] != checksum:
                report.problems.append(f"migration {version:04d}_{name} was edited after it was applied")
        if "actions" in names:
            for (table_id,) in await raw.fetch(ACTION_GAPS):
                report.problems.append(f"table {table_id}: the action log has a gap")
        for name in COUNTED:
            if name in names:
                report.counts[name] = int(await raw.fetchval(f"SELECT COUNT(*) FROM {name}"))
        if "tables" in names:
            report.counts["open tables"] = int(await raw.fetchval(OPEN_TABLES))
    except (asyncpg.PostgresError, OSError) as exc:
        report.problems.append(f"cannot read: {exc}")
    finally:
        await raw.close()
    return report
