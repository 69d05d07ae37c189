"""``musbot db upgrade | backup PATH [--force] | check | copy SOURCE DEST`` and ``musbot export --guild ID --out DIR``.

``--db PATH|URL`` everywhere; default ``MUSBOT_DB`` or ``musbot.db`` (a ``postgresql://``
URL selects PostgreSQL; another URL scheme is refused). Exit codes: 0 fine (an export of a
server with no data too: it says so), 1 ``db check`` found problems, 2 the database could not
be used or a destination was refused (the message says why). Nothing is overwritten unless
asked: ``db backup`` into a directory makes a new dated file each time, onto an existing file
it needs ``--force``; ``export --out`` must name a directory; ``db copy`` only fills an empty
database.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from musbot import exits
from musbot.arguments import db_argument, discord_id
from musbot.store import Store, StoreError, default_path
from musbot.store.maintenance import backup_database, check_database

from . import achievements


def register(subparsers: Any) -> None:
    db = subparsers.add_parser("db", help="the database: upgrade, backup, check, copy",
                               description="Maintain musbot's database (an SQLite file or PostgreSQL): "
                                           "create or migrate it, back it up while the bot runs, check "
                                           "it, copy it into another one.")
    dbsub = db.add_subparsers(dest="db_command", metavar="COMMAND")
    up = dbsub.add_parser("upgrade", help="create the database or apply pending migrations",
                          description="Create the database, or apply the migrations this musbot "
                                      "has and the database lacks (the bot also does it when it starts).")
    db_argument(up)
    up.set_defaults(func=cmd_upgrade)
    bk = dbsub.add_parser("backup", help="online backup (safe while the bot runs; pg_dump on PostgreSQL)",
                          description="Copy the database into one self-contained file, safely while "
                                      "the bot runs (on PostgreSQL a pg_dump archive). Into a directory, "
                                      "a new dated file each time (the nightly way); an existing file is "
                                      "kept unless --force.")
    bk.add_argument("path", help="a directory (ending in /, existing, or a new name without an extension such "
                                 "as backups; created if missing) for a new dated file each time, or the backup file")
    bk.add_argument("--force", action="store_true", help="replace the backup file if it exists")
    db_argument(bk)
    bk.set_defaults(func=cmd_backup)
    ck = dbsub.add_parser("check", help="integrity, foreign keys, schema version, action logs",
                          description="Check the database without changing it: SQLite's integrity "
                                      "check, foreign keys, the schema version (on PostgreSQL the "
                                      "migrations' checksums) and every table's action log. Exit 1 "
                                      "when it finds problems.")
    db_argument(ck)
    ck.set_defaults(func=cmd_check)
    cp = dbsub.add_parser("copy", help="copy every row into another, empty database (e.g. SQLite to PostgreSQL)",
                          description="Copy every row of SOURCE into DEST, which must be new or empty "
                                      "(an SQLite file into PostgreSQL, say, or back).")
    cp.add_argument("source", metavar="SOURCE", help="the database to copy: an SQLite file or a postgresql:// URL")
    cp.add_argument("dest", metavar="DEST", help="an empty (or new) database: an SQLite file or a postgresql:// URL")
    cp.set_defaults(func=cmd_copy)
    achievements.register_db(dbsub)
    ex = subparsers.add_parser("export", help="write a server's players, partidas and hands as CSV",
                               description="Write one server's players, partidas, juegos, hands and "
                                           "count lines as CSV files into a directory (created if "
                                           "needed; files of an earlier export are replaced).")
    ex.add_argument("--guild", type=discord_id, required=True, metavar="ID", help="the Discord server id")
    ex.add_argument("--out", required=True, metavar="DIR", help="directory for the CSV files")
    db_argument(ex)
    ex.set_defaults(func=cmd_export)


def _path(args: argparse.Namespace) -> str:
    return args.db or default_path()


def _fail(exc: StoreError) -> int:
    print(f"musbot: {exc}", file=sys.stderr)
    return exits.CANNOT_START


def cmd_upgrade(args: argparse.Namespace) -> int:
    async def run() -> tuple[int, tuple[int, ...], str]:
        store = await Store.open(_path(args))
        try:
            return store.version, store.migrations_applied, store.location
        finally:
            await store.close()
    try:
        version, applied, path = asyncio.run(run())
    except StoreError as exc:
        return _fail(exc)
    if applied:
        print(f"{path}: applied migrations {', '.join(f'{v:04d}' for v in applied)}; schema version {version}")
    else:
        print(f"{path}: up to date (schema version {version})")
    return exits.OK


def cmd_backup(args: argparse.Namespace) -> int:
    try:
        info = backup_database(_path(args), args.path, overwrite=args.force)
    except StoreError as exc:
        return _fail(exc)
    print(f"backup written to {info.path} ({info.size} bytes, schema version {info.version}, {info.seconds:.2f} s)")
    return exits.OK


def cmd_check(args: argparse.Namespace) -> int:
    try:
        report = check_database(_path(args))
    except StoreError as exc:
        return _fail(exc)
    print(f"{report.path}: schema version {report.version} (this musbot: {report.latest})")
    for name, n in report.counts.items():
        print(f"  {name}: {n}")
    for note in report.notes:
        print(f"  note: {note}")
    for problem in report.problems:
        print(f"  PROBLEM: {problem}")
    print("ok" if report.ok else f"{len(report.problems)} problem(s) found")
    return exits.OK if report.ok else exits.FAILED


def cmd_copy(args: argparse.Namespace) -> int:
    async def run() -> tuple[dict[str, int], str, str]:
        source = await Store.open(args.source, readonly=True)
        try:
            dest = await Store.open(args.dest)
            try:
                return await dest.maintenance.copy_from(source.maintenance), source.location, dest.location
            finally:
                await dest.close()
        finally:
            await source.close()
    try:
        counts, src, dst = asyncio.run(run())
    except StoreError as exc:
        return _fail(exc)
    print(f"copied {sum(counts.values())} rows from {src} to {dst}:")
    for name, n in counts.items():
        print(f"  {name}: {n}")
    return exits.OK


def cmd_export(args: argparse.Namespace) -> int:
    """The CSV files of one server. A server with nothing stored (a new one, or a mistyped
    id) still gets every file, each with its header row only, and is told so: exit 0, since
    the files are what the server has."""
    async def run() -> tuple[dict[str, int], str]:
        store = await Store.open(_path(args), readonly=True)
        try:
            return await store.maintenance.export_guild(args.guild, args.out), store.location
        finally:
            await store.close()
    try:
        counts, location = asyncio.run(run())
    except StoreError as exc:
        return _fail(exc)
    for name, n in counts.items():
        print(f"{args.out}/{name}: {n} rows")
    if not any(counts.values()):
        print(f"musbot: the server {args.guild} has no data in {location} (no players, partidas or tournaments): "
              f"the {len(counts)} files hold only their header row. Check the server id and --db.", file=sys.stderr)
    return exits.OK
