"""What a PostgreSQL database holds of musbot's, and the migrations that bring it up to date.

Read before anything is written (``schema_state``: refuses a newer schema, an edited
migration, another program's tables); pending migrations run in one transaction behind an
advisory lock, so two processes starting at once migrate once and an upgrade is all or
nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

import asyncpg

from .db import FileState, Migration, check_applied, split_statements, utc_text
from .errors import DatabaseTooNew, MigrationError, StoreError
from .pg_connection import translate

MIGRATION_LOCK = 0x6D7573626F74  # "musbot": one migrating process at a time
MIGRATION_TIMEOUT = 3600.0  # seconds a migration's statement may take (an index on a big table)

_BOOTSTRAP = """CREATE TABLE IF NOT EXISTS schema_migrations (
    version     BIGINT PRIMARY KEY,
    name        TEXT COLLATE "C" NOT NULL,
    checksum    TEXT COLLATE "C" NOT NULL,
    applied_at  TEXT COLLATE "C" NOT NULL
)"""  # (db._BOOTSTRAP as portable.postgres_ddl would write it)


async def schema_state(raw: asyncpg.Connection, where: str, migrations: Sequence[Migration]) -> FileState:
    schema = await raw.fetchval("SELECT current_schema()")
    if schema is None:
        raise StoreError(f"{where}: no schema of the search_path exists to hold musbot's tables. Create one "
                         "(CREATE SCHEMA) or fix the login's search_path; nothing was changed.")
    names = await table_names(raw)
    applied: tuple[tuple[int, str, str], ...] = ()
    if "schema_migrations" in names:
        applied = tuple((int(r[0]), r[1], r[2]) for r in await raw.fetch(
            "SELECT version, name, checksum FROM schema_migrations ORDER BY version"))
    elif names:
        raise MigrationError(
            f"{where} is a PostgreSQL database but not musbot's (its schema {schema} has the tables "
            f"{', '.join(sorted(names)[:5])} and no musbot schema version). Give musbot its own database or "
            "schema; nothing was touched.")
    version = max((a[0] for a in applied), default=0)
    if version > len(migrations):
        raise DatabaseTooNew(
            f"the database {where} has schema version {version}, but this musbot only knows versions up to "
            f"{len(migrations)}: it was written by a newer musbot. Upgrade musbot (or use a backup made with "
            "this version); nothing was touched.")
    state = FileState(bool(names), version, applied)
    check_applied(where, state, migrations, postgres=True)
    return state


_HERE = "(SELECT oid FROM pg_namespace WHERE nspname = current_schema())"


async def table_names(raw: asyncpg.Connection) -> set[str]:
    """The tables (and views) of the current schema (pg_catalog: quicker than information_schema)."""
    return {r[0] for r in await raw.fetch(
        f"SELECT relname FROM pg_class WHERE relnamespace = {_HERE} AND relkind IN ('r', 'p', 'v', 'm', 'f')")}


async def identity_columns(raw: asyncpg.Connection) -> frozenset[tuple[str, str]]:
    rows = await raw.fetch("SELECT c.relname, a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
                           f"WHERE c.relnamespace = {_HERE} AND a.attidentity <> '' AND NOT a.attisdropped")
    return frozenset((r[0], r[1]) for r in rows)


async def migrate(raw: asyncpg.Connection, where: str, migrations: Sequence[Migration]) -> tuple[int, ...]:
    """Every pending migration in one transaction, under the migration lock."""
    applied: list[int] = []
    doing = "applying migrations"
    try:
        async with raw.transaction():
            await raw.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK, timeout=MIGRATION_TIMEOUT)
            await raw.execute(_BOOTSTRAP)
            state = await schema_state(raw, where, migrations)  # again: another process may have gone first
            for mig in migrations[state.version:]:
                doing = f"applying migration {mig.version:04d}_{mig.name}"
                ddl, checksum = mig.for_postgres()
                for stmt in split_statements(ddl):
                    await raw.execute(stmt, timeout=MIGRATION_TIMEOUT)
                await raw.execute("INSERT INTO schema_migrations (version, name, checksum, applied_at) "
                                  "VALUES ($1, $2, $3, $4)", mig.version, mig.name, checksum, utc_text())
                applied.append(mig.version)
    except StoreError:
        raise
    except Exception as exc:
        err = translate(exc, where, doing)
        if type(err) is StoreError:
            err = MigrationError(f"{doing} to {where} failed: {exc}. Nothing was changed: the database stays at "
                                 "its previous version.")
        raise err from exc
    return tuple(applied)
