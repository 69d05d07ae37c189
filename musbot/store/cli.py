"""``musbot db upgrade | backup PATH | check`` and ``musbot export --guild ID --out DIR``.

``--db PATH`` everywhere; default ``MUSBOT_DB`` or ``musbot.db``. Exit codes: 0 fine,
1 ``db check`` found problems, 2 the database could not be used (the message says why).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from . import achievements_cli
from .backup import backup_file
from .check import check_file
from .db import default_path
from .errors import StoreError
from .store import Store


def _db_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="PATH", default=None,
                   help="the database file (default: $MUSBOT_DB or musbot.db)")


def register(subparsers: Any) -> None:
    db = subparsers.add_parser("db", help="the database: upgrade, backup, check",
                               description="Maintain musbot's SQLite database.")
    dbsub = db.add_subparsers(dest="db_command", required=True)
    up = dbsub.add_parser("upgrade", help="create the database or apply pending migrations")
    _db_arg(up)
    up.set_defaults(func=cmd_upgrade)
    bk = dbsub.add_parser("backup", help="online backup (safe while the bot runs)")
    bk.add_argument("path", help="the backup file, or a directory for a dated file name")
    _db_arg(bk)
    bk.set_defaults(func=cmd_backup)
    ck = dbsub.add_parser("check", help="integrity, foreign keys, schema version, action logs")
    _db_arg(ck)
    ck.set_defaults(func=cmd_check)
    achievements_cli.register_db(dbsub)
    ex = subparsers.add_parser("export", help="write a server's players, partidas and hands as CSV")
    ex.add_argument("--guild", type=int, required=True, metavar="ID", help="the Discord server id")
    ex.add_argument("--out", required=True, metavar="DIR", help="directory for the CSV files")
    _db_arg(ex)
    ex.set_defaults(func=cmd_export)


def _path(args: argparse.Namespace) -> str:
    return args.db or default_path()


def _fail(exc: StoreError) -> int:
    print(f"musbot: {exc}", file=sys.stderr)
    return 2


def cmd_upgrade(args: argparse.Namespace) -> int:
    async def run() -> tuple[int, tuple[int, ...], str]:
        store = await Store.open(_path(args))
        try:
            return store.version, store.migrations_applied, str(store.path)
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
    return 0


def cmd_backup(args: argparse.Namespace) -> int:
    try:
        info = backup_file(_path(args), args.path)
    except StoreError as exc:
        return _fail(exc)
    print(f"backup written to {info.path} ({info.size} bytes, schema version {info.version}, {info.seconds:.2f} s)")
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    try:
        report = check_file(_path(args))
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
    return 0 if report.ok else 1


def cmd_export(args: argparse.Namespace) -> int:
    async def run() -> dict[str, int]:
        store = await Store.open(_path(args), readonly=True)
        try:
            return await store.export_guild(args.guild, args.out)
        finally:
            await store.close()
    try:
        counts = asyncio.run(run())
    except StoreError as exc:
        return _fail(exc)
    for name, n in counts.items():
        print(f"{args.out}/{name}: {n} rows")
    return 0
