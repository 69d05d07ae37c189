"""``musbot db copy SOURCE DEST``: every row of one database into another, either backend.

What an admin runs once to move a server's history from its SQLite file to PostgreSQL (or
back, or to a file for a look on a laptop). The source is read in one snapshot; the
destination is migrated first and must hold no rows yet; all rows go in one transaction, so
a failed copy leaves the destination empty; then ``ANALYZE`` gives the planner its statistics
(without them PostgreSQL plans a freshly loaded table badly until autovacuum comes by). Both must be at the same schema version (upgrade
the source first), so their tables and columns are the same (test_store_portable checks that
the migrations give both databases the same schema). Stop the bot while copying: writes made
meanwhile would be missed.
"""

from __future__ import annotations

from .db import Backend, Connection, execute, executemany, fetchall, fetchone, iterate
from .errors import InvalidState

CHUNK = 5000


async def tables_in_order(conn: Connection, kind: str) -> list[str]:
    """The tables, each after the tables it refers to (else in the order they were created: a
    table rebuilt by a migration is created again after the tables that refer to it)."""
    if kind == "postgresql":
        rows = await fetchall(conn, "SELECT relname FROM pg_class WHERE relnamespace = (SELECT oid FROM pg_namespace "
                              "WHERE nspname = current_schema()) AND relkind IN ('r', 'p') ORDER BY oid")
        refs = await fetchall(conn, "SELECT conrelid::regclass::text, confrelid::regclass::text FROM pg_constraint "
                              "WHERE contype = 'f' AND connamespace = (SELECT oid FROM pg_namespace "
                              "WHERE nspname = current_schema())")
    else:
        rows = await fetchall(conn, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                              "ORDER BY rowid")
        refs = await fetchall(conn, "SELECT m.name, f.\"table\" FROM sqlite_master m, pragma_foreign_key_list(m.name) f "
                              "WHERE m.type = 'table'")
    created = [r[0] for r in rows if r[0] != "schema_migrations"]
    parents: dict[str, set[str]] = {name: set() for name in created}
    for child, parent in refs:
        if child in parents and parent in parents and parent != child:
            parents[child].add(parent)
    out: list[str] = []
    while len(out) < len(created):
        ready = next(name for name in created if name not in out and parents[name] <= set(out))
        out.append(ready)
    return out


async def copy_rows(source: Backend, dest: Backend) -> dict[str, int]:
    """Copy every row; returns rows per table."""
    if source.version != dest.version:
        raise InvalidState(f"the source is at schema version {source.version} and the destination at {dest.version}: "
                           "run musbot db upgrade on the source first")
    counts: dict[str, int] = {}
    async with source.read("copying from it") as src:
        names = await tables_in_order(src, source.kind)
        async with dest.write("copying into it") as out:
            if sorted(names) != sorted(await tables_in_order(out, dest.kind)):
                raise InvalidState("the two databases do not have the same tables; nothing was copied")
            for name in names:
                row = await fetchone(out, f"SELECT COUNT(*) FROM {name}")
                if row and row[0]:
                    raise InvalidState(f"the destination already holds rows (in {name}): copy into an empty database; "
                                       "nothing was copied")
            for name in names:
                counts[name] = 0
                async for rows in iterate(src, f"SELECT * FROM {name}", (), CHUNK):
                    await executemany(out, _insert(name, len(rows[0])), rows)
                    counts[name] += len(rows)
            if dest.kind == "postgresql":
                await _restart_ids(out)
            await execute(out, "ANALYZE")  # the planner's statistics, as after any bulk load
    return counts


def _insert(table: str, width: int) -> str:
    return f"INSERT INTO {table} VALUES ({', '.join('?' * width)})"


async def _restart_ids(conn: Connection) -> None:
    """PostgreSQL's identity columns go on after the highest id copied (SQLite needs nothing)."""
    for table, column in sorted(conn.identity):
        await fetchone(conn, f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                       f"COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)")
