"""``musbot db upgrade | backup PATH [--force] | check`` and ``musbot export --guild ID --out DIR``.

``--db PATH`` everywhere; default ``MUSBOT_DB`` or ``musbot.db``. Exit codes: 0 fine,
1 ``db check`` found problems, 2 the database could not be used or a destination was refused
(the message says why). Nothing is overwritten unless asked: ``db backup`` onto an existing
file needs ``--force``; ``export --out`` must name a directory.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from musbot import exits

from . import achievements_cli
from .backup import backup_file
from .check import check_file
from .db import default_path
from .errors import StoreError
from .store import Store


def db_argument(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="PATH", default=None,
                   help="the database file (default: $MUSBOT_DB or musbot.db)")


def discord_id(text: str) -> int:
    """An argparse type: a Discord id (a positive number of up to 20 digits)."""
    if not (text.isascii() and text.isdecimal()) or len(text) > 20 or int(text) == 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a Discord id (a number like 123456789012345678)")
    return int(text)


def register(subparsers: Any) -> None:
    db = subparsers.add_parser("db", help="the database: upgrade, backup, check",
                               description="Maintain musbot's SQLite database: create or migrate it, "
                                           "back it up while the bot runs, check it.")
    dbsub = db.add_subparsers(dest="db_command", metavar="COMMAND")
    up = dbsub.add_parser("upgrade", help="create the database or apply pending migrations",
                          description="Create the database, or apply the migrations this musbot "
                                      "has and the file lacks (the bot also does it when it starts).")
    db_argument(up)
    up.set_defaults(func=cmd_upgrade)
    bk = dbsub.add_parser("backup", help="online backup (safe while the bot runs)",
                          description="Copy the database into one self-contained file, safely while "
                                      "the bot runs. An existing file is kept unless --force.")
    bk.add_argument("path", help="the backup file, or a directory for a dated file name")
    bk.add_argument("--force", action="store_true", help="replace the backup file if it exists")
    db_argument(bk)
    bk.set_defaults(func=cmd_backup)
    ck = dbsub.add_parser("check", help="integrity, foreign keys, schema version, action logs",
                          description="Check the database without changing it: SQLite's integrity "
                                      "check, foreign keys, the schema version and every table's "
                                      "action log. Exit 1 when it finds problems.")
    db_argument(ck)
    ck.set_defaults(func=cmd_check)
    achievements_cli.register_db(dbsub)
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
    return exits.OK


def cmd_backup(args: argparse.Namespace) -> int:
    try:
        info = backup_file(_path(args), args.path, overwrite=args.force)
    except StoreError as exc:
        return _fail(exc)
    print(f"backup written to {info.path} ({info.size} bytes, schema version {info.version}, {info.seconds:.2f} s)")
    return exits.OK


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
    return exits.OK if report.ok else exits.FAILED


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
    return exits.OK
