"""``musbot db check``: a full look at a database file, read-only, whatever its version
(on PostgreSQL: pg_admin.check, with the same queries)."""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from .db import BUSY_TIMEOUT_MS, SQLITE_MAGIC, load_migrations, ro_uri
from .errors import StoreError


@dataclass
class CheckReport:
    path: Path | str
    version: int = 0
    latest: int = 0
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems


COUNTED = ("guilds", "players", "tables", "actions", "partidas", "hands")
ACTION_GAPS = "SELECT table_id FROM actions GROUP BY table_id HAVING MAX(seq) + 1 != COUNT(*) ORDER BY table_id LIMIT 20"
OPEN_TABLES = "SELECT COUNT(*) FROM tables WHERE status IN ('open', 'playing')"


def check_file(path: str | os.PathLike[str]) -> CheckReport:
    p = Path(path).expanduser().absolute()
    migrations = load_migrations()
    report = CheckReport(p, latest=len(migrations))
    if not p.is_file():
        raise StoreError(f"there is no database at {p}")
    with open(p, "rb") as f:
        head = f.read(100)
    if head and not head.startswith(SQLITE_MAGIC):
        report.problems.append("not an SQLite database (bad header)")
        return report
    try:
        conn = sqlite3.connect(ro_uri(p), uri=True)
    except sqlite3.Error as exc:
        report.problems.append(f"cannot open: {exc}")
        return report
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        report.version = conn.execute("PRAGMA user_version").fetchone()[0]
        integrity = [r[0] for r in conn.execute("PRAGMA integrity_check(20)")]
        if integrity != ["ok"]:
            report.problems += [f"integrity: {line}" for line in integrity]
            return report
        fks = list(conn.execute("PRAGMA foreign_key_check"))
        for table, rowid, parent, _fk in fks[:20]:
            report.problems.append(f"foreign key: {table} row {rowid} points to a missing {parent}")
        if report.version > report.latest:
            report.problems.append(f"schema version {report.version} is newer than this musbot knows ({report.latest}): upgrade musbot")
            return report
        if report.version < report.latest:
            report.notes.append(f"schema version {report.version}; musbot db upgrade will bring it to {report.latest}")
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "schema_migrations" in names:
            for version, name, checksum in conn.execute("SELECT version, name, checksum FROM schema_migrations ORDER BY version"):
                if version > len(migrations):
                    continue
                if migrations[version - 1].checksum != checksum:
                    report.problems.append(f"migration {version:04d}_{name} was edited after it was applied")
        elif report.version:
            report.problems.append("schema_migrations is missing")
        if "actions" in names:
            gaps = conn.execute(ACTION_GAPS).fetchall()
            for (table_id,) in gaps:
                report.problems.append(f"table {table_id}: the action log has a gap")
        for name in COUNTED:
            if name in names:
                report.counts[name] = conn.execute(f"SELECT COUNT(*) FROM {name}").fetchone()[0]
        if "tables" in names:
            report.counts["open tables"] = conn.execute(OPEN_TABLES).fetchone()[0]
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
        if mode != "wal" and report.version:
            report.notes.append(f"journal mode is {mode}; the bot switches it to WAL when it starts")
    except sqlite3.DatabaseError as exc:
        report.problems.append(f"cannot read: {exc}")
    finally:
        conn.close()
    return report
