"""The door every query goes through, and the SQLite file: checks, pragmas, migrations, transactions.

Repositories run their SQL only through ``execute``, ``execute_count``, ``executemany``,
``fetchone``, ``fetchall`` and ``iterate`` (at the end of this module), with ``?``
placeholders; the same calls work on a PostgreSQL connection (pg.py). ``is_postgres`` tells
the backends apart: a ``postgresql://`` URL, or else a file path (``Store.open`` chooses).

``Database.open`` refuses a broken file *before* it writes a byte:

1. the directory must exist (``DatabaseDirectoryMissing``);
2. an existing file must start with SQLite's header (``DatabaseCorrupt``) and carry a schema
   version this code knows (``DatabaseTooNew``; read from the header, without opening SQLite);
3. the file and its directory must be writable (``DatabaseUnwritable``; probed with the OS,
   since ``os.access`` lies for root and for immutable files);
4. a read-only SQLite connection runs ``PRAGMA quick_check`` and compares the applied
   migrations with the files shipped (``DatabaseCorrupt``, ``MigrationError``).

Only then the writer connection turns WAL on and applies the pending migrations, each in its
own transaction with its checksum and ``PRAGMA user_version``. A migration that fails (a full
disk: ``DatabaseFull``) is rolled back and a file created by this call is removed again. The
migrations run with foreign keys off, as SQLite's procedure for changing a table requires (a
table rebuilt: a new table, its rows copied, the old one dropped, the new one renamed, so that
dropping it neither cascades nor fails), and ``PRAGMA foreign_key_check`` must find nothing
before each commits; a migration that deletes rows deletes what references them itself.

Connections: one writer, in a thread of its own that runs whole jobs in order (writer.py;
every write goes through ``write()``: transactions never interleave, and one that reads
nothing before its end is a single job, see ``SqliteTx``) and one reader (``read()``: a
snapshot of committed data, never blocked by the writer thanks to WAL).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import importlib.resources
import os
import re
import sqlite3
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NoReturn, Protocol, TypeVar
from urllib.parse import quote

import aiosqlite

from .errors import (
    DatabaseCorrupt,
    DatabaseDirectoryMissing,
    DatabaseFull,
    DatabaseOutdated,
    DatabaseTooNew,
    DatabaseUnwritable,
    MigrationError,
    StoreError,
    UnsupportedDatabase,
    translate,
)
from .portable import PortabilityError, postgres_ddl
from .turns import Turns
from .writer import WriterThread

T = TypeVar("T")

SQLITE_MAGIC = b"SQLite format 3\x00"
DEFAULT_PATH = "musbot.db"
BUSY_TIMEOUT_MS = 5000
_MIGRATION_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")
_TWIN_NAME = re.compile(r"^(\d{4})_([a-z0-9_]+)\.postgres\.sql$")
_SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")
MIN_FREE_BYTES = 1 << 20  # refuse to start with less free disk space than this


def default_path() -> str:
    """The database from the settings: ``MUSBOT_DB`` or ``musbot.db``."""
    return os.environ.get("MUSBOT_DB") or DEFAULT_PATH


def is_postgres(target: str | os.PathLike[str]) -> bool:
    """``postgresql://...`` (or ``postgres://...``) selects PostgreSQL; anything else is a file."""
    return isinstance(target, str) and target.strip().lower().startswith(("postgresql://", "postgres://"))


_URL_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*)://")


def unsupported_scheme(target: str | os.PathLike[str]) -> str | None:
    """Why ``target`` cannot be a database (a URL of another kind, ``mysql://...``), or None.
    Only the scheme is named: the rest of a URL may hold a password."""
    if not isinstance(target, str) or is_postgres(target):
        return None
    m = _URL_SCHEME.match(target.strip())
    if m is None:
        return None
    return (f"the database URL scheme {m.group(1)}:// is not supported: give an SQLite file (a path such as "
            "musbot.db) or a postgresql:// URL")


def check_target(target: str | os.PathLike[str]) -> None:
    """Refuse a database URL of an unsupported kind (``UnsupportedDatabase``) before anything
    takes it for a file path."""
    why = unsupported_scheme(target)
    if why is not None:
        raise UnsupportedDatabase(why)


# ---------------------------------------------------------------------- time
When = datetime | float | str | None  # a moment as callers give it: None is now (see utc_text)


def utc_text(at: datetime | float | int | str | None = None) -> str:
    """A moment as the store writes it: UTC ``YYYY-MM-DDTHH:MM:SS.ffffffZ`` (sorts as text).

    ``at`` may be None (now), an aware datetime, a naive one (taken as UTC), a Unix time, or
    text already in this form.
    """
    if at is None:
        return _now_text(time.time_ns())
    if isinstance(at, str):
        dt = parse_utc(at)
    elif isinstance(at, int | float):
        dt = datetime.fromtimestamp(at, UTC)
    elif isinstance(at, datetime):
        dt = at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)
    else:
        raise TypeError(f"bad time {at!r}: give a datetime, a Unix time or None")
    return dt.strftime("%Y-%m-%dT%H:%M:%S.%fZ")


_SECOND: tuple[int, str] = (-1, "")  # the whole second last stamped now, and its text (one tuple: threads)


def _now_text(ns: int) -> str:
    """``utc_text()`` of the moment ``ns`` (Unix nanoseconds). Every record a press writes
    is stamped now: the text of the whole second is made once while that second lasts."""
    global _SECOND
    second, rest = divmod(ns, 1_000_000_000)
    kept = _SECOND
    if kept[0] != second:
        kept = _SECOND = (second, datetime.fromtimestamp(second, UTC).strftime("%Y-%m-%dT%H:%M:%S"))
    return f"{kept[1]}.{rest // 1000:06d}Z"


def parse_utc(text: str) -> datetime:
    """The inverse of ``utc_text`` (also accepts ISO text with an offset)."""
    dt = datetime.fromisoformat(text.replace("Z", "+00:00"))
    return dt.replace(tzinfo=UTC) if dt.tzinfo is None else dt.astimezone(UTC)


# ---------------------------------------------------------------------- migrations
@dataclass(frozen=True, slots=True)
class Migration:
    """One numbered schema change. ``sql`` is the file every database runs unless
    ``postgres_sql`` (a ``NNNN_name.postgres.sql`` twin) is given for PostgreSQL."""

    version: int
    name: str
    sql: str
    checksum: str
    postgres_sql: str | None = None

    @classmethod
    def from_text(cls, version: int, name: str, sql: str, postgres_sql: str | None = None) -> Migration:
        return cls(version, name, sql, _sha256(sql), postgres_sql)

    def for_postgres(self) -> tuple[str, str]:
        """The DDL PostgreSQL runs and the checksum it records: the twin's own, or the
        translation of ``sql`` (``portable.postgres_ddl``) recorded with ``sql``'s checksum."""
        if self.postgres_sql is not None:
            return self.postgres_sql, _sha256(self.postgres_sql)
        try:
            return postgres_ddl(self.sql), self.checksum
        except PortabilityError as exc:
            raise MigrationError(f"migration {self.version:04d}_{self.name}.sql cannot run on PostgreSQL: {exc}") from exc


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def load_migrations() -> tuple[Migration, ...]:
    """The numbered SQL files shipped in ``musbot/store/migrations``, in order, each with its
    PostgreSQL twin when there is one."""
    found: dict[int, tuple[str, str]] = {}
    twins: dict[tuple[int, str], str] = {}
    folder = importlib.resources.files("musbot.store") / "migrations"
    for entry in folder.iterdir():
        m = _MIGRATION_NAME.match(entry.name)
        if m:
            found[int(m.group(1))] = (m.group(2), entry.read_text("utf-8"))
        elif t := _TWIN_NAME.match(entry.name):
            twins[(int(t.group(1)), t.group(2))] = entry.read_text("utf-8")
    for (version, name) in twins:
        if found.get(version, ("", ""))[0] != name:
            raise MigrationError(f"{version:04d}_{name}.postgres.sql is a twin without its {version:04d}_{name}.sql")
    out = [Migration.from_text(v, name, sql, twins.get((v, name))) for v, (name, sql) in sorted(found.items())]
    check_sequence(out)
    return tuple(out)


def check_sequence(migrations: Sequence[Migration]) -> None:
    for i, mig in enumerate(migrations, start=1):
        if mig.version != i:
            raise MigrationError(f"migrations must be numbered 0001, 0002, ... without gaps; got {mig.version:04d} at position {i}")


def split_statements(sql: str) -> list[str]:
    """Split a script into complete statements (triggers included), dropping empty ones."""
    out: list[str] = []
    buf = ""
    for line in sql.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            stmt = buf.strip()
            if _strip_comments(stmt):
                out.append(stmt)
            buf = ""
    if _strip_comments(buf):
        raise MigrationError(f"incomplete SQL statement at the end of a migration: {buf.strip()[:80]!r}")
    return out


def _strip_comments(sql: str) -> str:
    return "\n".join(line.split("--", 1)[0] for line in sql.splitlines()).strip().strip(";").strip()


# ---------------------------------------------------------------------- checks before writing
@dataclass(frozen=True, slots=True)
class FileState:
    exists: bool
    version: int
    applied: tuple[tuple[int, str, str], ...]  # (version, name, checksum)


def _header(path: Path) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read(100)
    except PermissionError as exc:
        raise DatabaseUnwritable(f"cannot read the database {path}: {exc.strerror}. Give the bot read and write access to it.") from exc
    except OSError as exc:
        raise DatabaseUnwritable(f"cannot read the database {path}: {exc}") from exc


def _check_header(path: Path, latest: int) -> None:
    size = path.stat().st_size
    if size == 0:
        return  # SQLite treats an empty file as an empty database
    head = _header(path)
    if len(head) < 100 or not head.startswith(SQLITE_MAGIC):
        raise DatabaseCorrupt(
            f"{path} is not an SQLite database (its first bytes are not SQLite's header). "
            "Check MUSBOT_DB, or restore the database from a backup; the file was not touched."
        )
    version = int.from_bytes(head[60:64], "big")  # PRAGMA user_version lives at offset 60
    wal = Path(f"{path}-wal")
    if version > latest and not (wal.exists() and wal.stat().st_size > 0):
        raise _too_new(path, version, latest)


def _too_new(path: Path, version: int, latest: int) -> DatabaseTooNew:
    return DatabaseTooNew(
        f"the database {path} has schema version {version}, but this musbot only knows versions "
        f"up to {latest}: it was written by a newer musbot. Upgrade musbot (or use a backup made "
        "with this version); the file was not touched."
    )


def _probe_writable(path: Path) -> None:
    """Ask the OS, without changing any data, whether the file and its directory are writable."""
    directory = path.parent
    if path.exists():
        try:
            fd = os.open(path, os.O_RDWR)
        except OSError as exc:
            raise DatabaseUnwritable(
                f"the database {path} is not writable ({exc.strerror}). Make it writable for the "
                "bot, or check that its disk is not mounted read-only; nothing was changed."
            ) from exc
        os.close(fd)
    try:  # SQLite needs to create the -wal and -shm files next to the database
        fd, probe = tempfile.mkstemp(prefix=".musbot-probe-", dir=directory)
    except OSError as exc:
        raise DatabaseUnwritable(
            f"cannot create files in {directory} ({exc.strerror}); SQLite needs it for the "
            "database and its -wal/-shm files. Make the directory writable for the bot, or check "
            "that its disk is not mounted read-only; nothing was changed."
        ) from exc
    os.close(fd)
    os.unlink(probe)


def _free_bytes(directory: Path) -> int:
    st = os.statvfs(directory)
    return st.f_bavail * st.f_frsize


def _check_space(path: Path) -> None:
    free = _free_bytes(path.parent)
    if free < MIN_FREE_BYTES:
        raise DatabaseFull(
            f"the disk holding {path} is full ({free} bytes free; musbot wants at least "
            f"{MIN_FREE_BYTES >> 20} MiB to start). Free disk space and start again; nothing was changed."
        )


def ro_uri(path: Path) -> str:
    return f"file:{quote(str(path.resolve()))}?mode=ro"


def inspect_file(path: Path, migrations: Sequence[Migration], check: bool = True) -> FileState:
    """Read-only look at an existing database: integrity, version, applied migrations."""
    latest = len(migrations)
    try:
        conn = sqlite3.connect(ro_uri(path), uri=True)
    except sqlite3.Error as exc:
        raise translate(exc, path, "opening it read-only") from exc
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > latest:
            raise _too_new(path, version, latest)
        if check:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
            if problems != ["ok"]:
                raise DatabaseCorrupt(
                    f"the database {path} fails SQLite's integrity check: {'; '.join(problems)}. "
                    "Stop the bot and restore the latest backup; the file was not touched."
                )
        names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        applied: tuple[tuple[int, str, str], ...] = ()
        if "schema_migrations" in names:
            applied = tuple(conn.execute("SELECT version, name, checksum FROM schema_migrations ORDER BY version"))
        elif version == 0 and names:
            raise MigrationError(
                f"{path} is an SQLite database but not musbot's (it has the tables "
                f"{', '.join(sorted(names)[:5])} and no musbot schema version). Point MUSBOT_DB at "
                "another file; this one was not touched."
            )
        return FileState(True, version, applied)
    except sqlite3.Error as exc:
        raise translate(exc, path, "checking it") from exc
    finally:
        conn.close()


def check_applied(path: Path | str, state: FileState, migrations: Sequence[Migration], *, postgres: bool = False) -> None:
    """Applied migrations must be exactly the shipped files: never edited, none missing."""
    if [a[0] for a in state.applied] != list(range(1, len(state.applied) + 1)) or len(state.applied) != state.version:
        raise MigrationError(
            f"the database {path} says schema version {state.version} but records the migrations "
            f"{[a[0] for a in state.applied]}: it was changed by hand. Restore a backup."
        )
    for version, name, checksum in state.applied:
        mig = migrations[version - 1]
        expected = mig.for_postgres()[1] if postgres else mig.checksum
        if checksum != expected:
            raise MigrationError(
                f"migration {version:04d}_{mig.name} differs from the one applied to {path} "
                f"(applied as {version:04d}_{name}, checksum {checksum[:12]}, now {expected[:12]}). "
                "An applied migration must never be edited: restore the database and put the change in a new migration."
            )


def preflight(path: Path, migrations: Sequence[Migration], *, readonly: bool, check: bool) -> FileState:
    """Every check that can refuse the file, before anything is written. Runs in a thread."""
    directory = path.parent
    if not directory.exists():
        raise DatabaseDirectoryMissing(
            f"the directory {directory} for the database {path.name} does not exist. Create it "
            "or set MUSBOT_DB to a path in an existing directory."
        )
    if not directory.is_dir():
        raise DatabaseDirectoryMissing(f"{directory} is not a directory, so {path} cannot be a database path. Check MUSBOT_DB.")
    if path.exists() and not path.is_file():
        raise DatabaseCorrupt(f"{path} exists but is not a regular file. Check MUSBOT_DB.")
    if not path.exists():
        if readonly:
            raise StoreError(f"the database {path} does not exist. Start the bot or run musbot db upgrade to create it.")
        _probe_writable(path)
        _check_space(path)
        return FileState(False, 0, ())
    _check_header(path, len(migrations))
    if not readonly:
        _probe_writable(path)
        _check_space(path)
    if path.stat().st_size == 0:
        return FileState(True, 0, ())
    state = inspect_file(path, migrations, check)
    check_applied(path, state, migrations)
    if readonly and state.version < len(migrations):
        raise DatabaseOutdated(
            f"the database {path} has schema version {state.version}; this musbot needs "
            f"{len(migrations)}. Run musbot db upgrade (the bot also upgrades it when it starts)."
        )
    return state


# ---------------------------------------------------------------------- the connections
class Discipline:
    """What both databases keep the same: one writer transaction at a time (callers queue in
    FIFO order), a nested write from the same task joins the outer transaction, one reader,
    and a closed store refuses every call."""

    def __init__(self, where: str, version: int, applied_now: tuple[int, ...]) -> None:
        self.version = version
        self.applied_now = applied_now  # migrations applied by this open
        self._where = where
        self._turns = Turns()  # the writer's: see turns.py
        self._rlock = asyncio.Lock()
        self._open: dict[asyncio.Task[Any], Any] = {}  # each task's write transaction (SqliteTx, pg.PgTx)
        self._closed = False

    def _live(self) -> None:
        if self._closed:
            raise StoreError(f"the store for {self._where} is closed")

    def _closing(self) -> bool:
        """Mark the store closed; False if it already was."""
        if self._closed:
            return False
        self._closed = True
        return True

    def in_transaction(self) -> bool:
        """Whether the calling task is inside a write transaction already (its reads join it)."""
        task = asyncio.current_task()
        return task is not None and task in self._open

    @contextlib.asynccontextmanager
    async def _turn(self) -> AsyncIterator[None]:
        """The writer's turn for the calling task (FIFO)."""
        async with self._turns.exclusive():
            yield


class Database(Discipline):
    """The two connections of a Store on an SQLite file."""

    kind = "sqlite"

    def __init__(self, path: Path, writer: WriterThread | None, reader: aiosqlite.Connection,
                 version: int, applied_now: tuple[int, ...]) -> None:
        super().__init__(str(path), version, applied_now)
        self.path = path
        self._writer = writer
        self._reader = reader

    @property
    def readonly(self) -> bool:
        return self._writer is None

    @property
    def location(self) -> str:
        """Where the data is, for messages: the file's path."""
        return str(self.path)

    @classmethod
    async def open(cls, path: str | os.PathLike[str], *, readonly: bool = False, synchronous: str = "FULL",
                   max_page_count: int | None = None, migrations: Sequence[Migration] | None = None,
                   check: bool = True) -> Database:
        p = Path(path).expanduser().absolute()
        migs = tuple(load_migrations() if migrations is None else migrations)
        check_sequence(migs)
        if synchronous.upper() not in _SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {_SYNCHRONOUS}")
        state = await asyncio.to_thread(preflight, p, migs, readonly=readonly, check=check)
        writer: WriterThread | None = None
        reader: aiosqlite.Connection | None = None
        applied: tuple[int, ...] = ()
        try:
            if not readonly:
                writer = WriterThread(functools.partial(_connect_writer, p, synchronous.upper(), max_page_count))
                applied = await writer.run(functools.partial(_migrate, path=p, migrations=migs))
                if max_page_count is not None:
                    row = await writer.run(lambda raw: raw.execute("PRAGMA page_count").fetchone())
                    if row is not None and row[0] >= max_page_count:
                        raise DatabaseFull(
                            f"the database {p} has reached its size limit ({max_page_count} pages). "
                            "Raise the limit or free space; nothing was changed."
                        )
            reader = await _connect(p, "opening it for reading", ro=True, isolation_level=None)
            await reader.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await reader.execute("PRAGMA query_only = ON")
        except BaseException:
            for conn in (writer, reader):
                if conn is not None:
                    with contextlib.suppress(Exception):
                        await conn.close()
            if not state.exists:  # we created it: leave no half-made database behind
                for suffix in ("", "-wal", "-shm", "-journal"):
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(f"{p}{suffix}")
            raise
        return cls(p, writer, reader, len(migs) if not readonly else state.version, applied)

    async def close(self) -> None:
        if not self._closing():
            return
        async with self._turns.exclusive(), self._rlock:  # every queued write is ahead of this
            await self._reader.close()  # first: no snapshot of ours can hold the checkpoint back
            if self._writer is not None:
                # SQLite only: the WAL into the main file, even while another process reads,
                # so the file alone is complete
                await self._writer.run(_optimize_and_checkpoint)
                await self._writer.close()

    @contextlib.asynccontextmanager
    async def write(self, doing: str = "writing a transaction") -> AsyncIterator[Connection]:
        """One write transaction (BEGIN IMMEDIATE ... COMMIT), serialised with every other.

        Nested calls from the same task join the outer transaction, so several store calls can
        be made atomic with ``Store.transaction()``. What it yields is a ``SqliteTx``: the
        statements nobody waits for are sent with the next one that answers, or the COMMIT.
        """
        self._live()
        if self._writer is None:
            raise StoreError(f"the store for {self.path} was opened read-only")
        task = asyncio.current_task()
        assert task is not None
        if task in self._open:  # joins the outer transaction
            try:
                yield self._open[task]
            except sqlite3.IntegrityError as exc:
                raise StoreError(f"refused by the database while {doing}: {exc}") from exc
            except sqlite3.Error as exc:
                raise translate(exc, self.path, doing) from exc
            return
        tx = self._open[task] = SqliteTx(self._writer, self._turns)
        try:
            yield tx
            await tx.commit()
        except BaseException as exc:
            with contextlib.suppress(sqlite3.Error):
                await tx.abort()
            if isinstance(exc, sqlite3.IntegrityError):
                raise StoreError(f"refused by the database while {doing}: {exc}") from exc
            if isinstance(exc, sqlite3.Error):
                raise translate(exc, self.path, doing) from exc
            raise
        finally:
            del self._open[task]

    @contextlib.asynccontextmanager
    async def read(self, doing: str = "reading", one: bool = False) -> AsyncIterator[aiosqlite.Connection]:
        """A consistent snapshot of committed data (one read transaction). ``one``: the block
        runs a single statement, its own snapshot: no BEGIN and COMMIT, two trips fewer to the
        reader's thread, each a turn of the event loop."""
        self._live()
        async with self._rlock:
            conn = self._reader
            if one:
                try:
                    yield conn
                except sqlite3.Error as exc:
                    raise translate(exc, self.path, doing) from exc
                return
            try:
                await conn.execute("BEGIN")
                try:
                    yield conn
                finally:
                    with contextlib.suppress(sqlite3.Error):
                        await conn.execute("COMMIT")
            except sqlite3.Error as exc:
                raise translate(exc, self.path, doing) from exc

    @contextlib.asynccontextmanager
    async def reader(self) -> AsyncIterator[aiosqlite.Connection]:
        """The reader connection, outside any transaction (for the online backup)."""
        self._live()
        async with self._rlock:
            yield self._reader


async def _connect(path: Path, doing: str, *, uri: bool = False, ro: bool = False, **kw: Any) -> aiosqlite.Connection:
    target = ro_uri(path) if ro else str(path)
    try:
        return await aiosqlite.connect(target, uri=uri or ro, **kw)
    except sqlite3.Error as exc:
        raise translate(exc, path, doing) from exc


def _connect_writer(path: Path, synchronous: str, max_page_count: int | None) -> sqlite3.Connection:
    """The writer connection, made in the writer's thread, with WAL and the store's pragmas."""
    try:
        raw = sqlite3.connect(str(path), isolation_level=None)
    except sqlite3.Error as exc:
        raise translate(exc, path, "opening it for writing") from exc
    try:
        raw.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        row = raw.execute("PRAGMA journal_mode = WAL").fetchone()
        if row is None or str(row[0]).lower() != "wal":
            raise DatabaseUnwritable(
                f"cannot switch {path} to WAL mode (got {row[0] if row else None!r}); the "
                "file system may not support the shared memory SQLite needs. Use a local disk."
            )
        raw.execute("PRAGMA foreign_keys = ON")
        raw.execute(f"PRAGMA synchronous = {synchronous}")
        if max_page_count is not None:
            raw.execute(f"PRAGMA max_page_count = {int(max_page_count)}")
    except BaseException as exc:
        raw.close()
        if isinstance(exc, sqlite3.Error):
            raise translate(exc, path, "setting it up") from exc
        raise
    return raw


def _optimize_and_checkpoint(raw: sqlite3.Connection) -> None:
    for pragma in ("PRAGMA optimize", "PRAGMA wal_checkpoint(TRUNCATE)"):
        with contextlib.suppress(sqlite3.Error):
            raw.execute(pragma)


_BOOTSTRAP = """CREATE TABLE IF NOT EXISTS schema_migrations (
    version     INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    checksum    TEXT NOT NULL,
    applied_at  TEXT NOT NULL
)"""


def _migrate(conn: sqlite3.Connection, *, path: Path, migrations: Sequence[Migration]) -> tuple[int, ...]:
    """Apply the pending migrations, one transaction each; returns the versions applied."""
    applied: list[int] = []
    for mig in migrations:
        doing = f"applying migration {mig.version:04d}_{mig.name}"
        try:
            conn.execute("PRAGMA foreign_keys = OFF")  # no effect inside a transaction: set before
            conn.execute("BEGIN IMMEDIATE")
            try:
                row = conn.execute("PRAGMA user_version").fetchone()
                current = int(row[0]) if row else 0
                if current > len(migrations):  # someone else upgraded past us meanwhile
                    raise _too_new(path, current, len(migrations))
                if current >= mig.version:
                    conn.execute("ROLLBACK")
                    continue
                conn.execute(_BOOTSTRAP)
                for stmt in split_statements(mig.sql):
                    conn.execute(stmt)
                conn.execute(
                    "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
                    (mig.version, mig.name, mig.checksum, utc_text()),
                )
                broken = conn.execute("PRAGMA foreign_key_check").fetchall()
                if broken:
                    raise MigrationError(f"{doing} to {path} would leave rows whose references point nowhere "
                                         f"(table, row, parent: {broken[:3]}); the database was left at the "
                                         "previous version.")
                conn.execute(f"PRAGMA user_version = {mig.version}")
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                raise
            finally:
                conn.execute("PRAGMA foreign_keys = ON")
        except sqlite3.Error as exc:
            err = translate(exc, path, doing)
            if type(err) is StoreError:
                err = MigrationError(f"{doing} to {path} failed: {exc}. The database was left at the previous version.")
            raise err from exc
        applied.append(mig.version)
    return tuple(applied)


class _Refused(Exception):
    """A held statement changed fewer rows than it had to (raised in the writer's thread)."""

    def __init__(self, index: int) -> None:
        super().__init__(index)
        self.index = index


@dataclass
class Held:
    """A statement kept for a transaction's next trip (``SqliteTx``, ``pg.PgTx``)."""

    sql: str
    params: Any  # a tuple, or a list of tuples for executemany
    many: bool = False
    expect: int | None = None  # rows it must change, else ``refused`` says why
    refused: Callable[[], Awaitable[None]] | None = None
    landed: Callable[[Any], Awaitable[bool]] | None = None  # PostgreSQL, sent alone: was it saved?

    async def refuse(self) -> NoReturn:
        """It changed fewer rows than ``expect``: its ``refused`` raises why, else this does."""
        if self.refused is not None:
            await self.refused()
        raise StoreError(f"a write was refused by the database: {self.sql[:60]}")


def _run_held(held: Sequence[Held], raw: sqlite3.Connection) -> None:
    for i, h in enumerate(held):
        cur = raw.executemany(h.sql, h.params) if h.many else raw.execute(h.sql, h.params)
        if h.expect is not None and cur.rowcount != h.expect:
            raise _Refused(i)


def _to_commit(held: Sequence[Held], raw: sqlite3.Connection) -> None:
    """The rest of a transaction and its COMMIT, in one job; rolled back in the same job if any
    of it fails, so the next job finds the connection outside any transaction."""
    try:
        _run_held(held, raw)
        raw.execute("COMMIT")
    except BaseException:
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        raise


class SqliteTx:
    """One write transaction on the SQLite file, as ``Database.write()`` yields it.

    The statements whose answer nobody waits for (``hold``: BEGIN, ``executemany``, ``defer``)
    are kept here and sent with the next statement that answers or with the COMMIT. A
    transaction that never waits for an answer (a press: BEGIN, its INSERT, COMMIT) is one job
    for the writer's thread, queued at its end without waiting for anyone's answer; the writer's
    turn (``turns.py``) is held only by a transaction that reads before it ends, from its first
    answer to its COMMIT being queued, and the commits queued behind it go through together.
    A held statement may say how many rows it must change; if it changes fewer, the rest is not
    run and its ``refused`` coroutine raises the reason.
    """

    def __init__(self, writer: WriterThread, turns: Turns) -> None:
        self._writer = writer
        self._turns = turns
        self._held: list[Held] = [Held("BEGIN IMMEDIATE", ())]
        self._locked = False  # holds the writer's turn: its transaction is open in the writer's thread
        self._done = False

    def hold(self, sql: str, params: Iterable[Any] = (), *, many: bool = False, expect: int | None = None,
             refused: Callable[[], Awaitable[None]] | None = None, landed: Callable[[Any], Awaitable[bool]] | None = None) -> None:
        """(``landed`` is for PostgreSQL: here a transaction's end is one job.)"""
        if self._done:
            raise StoreError("this write transaction has ended")
        rows: Any = [tuple(r) for r in params] if many else tuple(params)
        self._held.append(Held(sql, rows, many, expect, refused, landed))

    async def _trip(self, last: Callable[[sqlite3.Connection], T]) -> T:
        """The held statements and ``last``, whose answer is returned."""
        if self._done:  # after a refused commit, its reason: a plain statement on the writer
            async with self._turns.exclusive():
                return await self._writer.run(last)
        if not self._locked:
            await self._turns.acquire()
            self._locked = True
        held, self._held = self._held, []

        def job(raw: sqlite3.Connection) -> T:
            _run_held(held, raw)
            return last(raw)

        try:
            return await self._writer.run(job)
        except _Refused as exc:
            await held[exc.index].refuse()

    def _release(self) -> None:
        if self._locked:
            self._locked = False
            self._turns.release()

    async def commit(self) -> None:
        held, self._held = self._held, []
        if not self._locked:
            if len(held) == 1:  # BEGIN alone: nothing was written
                self._done = True
                return
            # at once when free; else with the others queued behind the holder, when it lets go
            done = await self._turns.behind(functools.partial(self._writer.submit, functools.partial(_to_commit, held)))
        else:
            done = self._writer.submit(functools.partial(_to_commit, held))
            self._release()  # the next job is queued behind this COMMIT
        self._done = True
        try:
            await done
        except _Refused as exc:
            await held[exc.index].refuse()

    async def abort(self) -> None:
        """After a failure inside the transaction: roll back what reached the database."""
        self._held = []
        self._done = True
        if self._locked:
            try:
                await self._writer.run(lambda raw: raw.execute("ROLLBACK") if raw.in_transaction else None)
            finally:
                self._release()

    async def fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        p = tuple(params)
        return await self._trip(lambda raw: [tuple(r) for r in raw.execute(sql, p).fetchall()])

    async def fetchone(self, sql: str, params: Iterable[Any] = ()) -> tuple[Any, ...] | None:
        p = tuple(params)

        def one(raw: sqlite3.Connection) -> tuple[Any, ...] | None:
            row = raw.execute(sql, p).fetchone()
            return None if row is None else tuple(row)
        return await self._trip(one)

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int | None:
        p = tuple(params)
        return await self._trip(lambda raw: raw.execute(sql, p).lastrowid)

    async def execute_count(self, sql: str, params: Iterable[Any] = ()) -> int:
        p = tuple(params)
        return await self._trip(lambda raw: int(raw.execute(sql, p).rowcount))

    async def executemany(self, sql: str, rows: Iterable[Iterable[Any]]) -> None:
        self.hold(sql, rows, many=True)

    async def iterate(self, sql: str, params: Iterable[Any], chunk: int) -> AsyncIterator[list[tuple[Any, ...]]]:
        """``chunk`` rows a trip: the cursor stays in the writer's thread between trips (the
        transaction holds the writer, so no other job runs on the connection meanwhile)."""
        p = tuple(params)
        cursor: list[sqlite3.Cursor] = []

        def first(raw: sqlite3.Connection) -> list[tuple[Any, ...]]:
            cursor.append(raw.execute(sql, p))
            return [tuple(r) for r in cursor[0].fetchmany(chunk)]

        rows = await self._trip(first)
        try:
            while rows:
                yield rows
                if len(rows) < chunk:
                    return
                rows = await self._writer.run(lambda raw: [tuple(r) for r in cursor[0].fetchmany(chunk)])
        finally:
            if cursor:
                await self._writer.run(lambda raw: cursor[0].close())


# ---------------------------------------------------------------------- the one door for SQL
# Every repository runs its SQL through these four (plus two) helpers, with ``?`` placeholders.
# On SQLite each is one round trip to the connection's thread (aiosqlite); on PostgreSQL the
# connection is a ``pg.PgConnection`` that numbers the placeholders and answers the same way.
Connection = Any  # an aiosqlite.Connection, a SqliteTx or a pg.PgConnection, as write()/read() yield it


class Backend(Protocol):
    """What the Store needs of a database: ``Database`` (SQLite) and ``pg.PgDatabase``."""

    kind: str  # "sqlite" or "postgresql"
    version: int
    applied_now: tuple[int, ...]

    @property
    def path(self) -> Path | str: ...
    @property
    def location(self) -> str: ...
    @property
    def readonly(self) -> bool: ...
    def write(self, doing: str = ...) -> contextlib.AbstractAsyncContextManager[Connection]: ...
    def read(self, doing: str = ..., one: bool = ...) -> contextlib.AbstractAsyncContextManager[Connection]: ...
    def in_transaction(self) -> bool: ...
    async def close(self) -> None: ...


async def fetchall(conn: Connection, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
    if not isinstance(conn, aiosqlite.Connection):
        return await conn.fetchall(sql, params)  # type: ignore[no-any-return]
    return [tuple(r) for r in await conn.execute_fetchall(sql, tuple(params))]


async def fetchone(conn: Connection, sql: str, params: Iterable[Any] = ()) -> tuple[Any, ...] | None:
    if not isinstance(conn, aiosqlite.Connection):
        return await conn.fetchone(sql, params)  # type: ignore[no-any-return]
    rows = await conn.execute_fetchall(sql, tuple(params))
    for row in rows:
        return tuple(row)
    return None


async def execute(conn: Connection, sql: str, params: Iterable[Any] = ()) -> int | None:
    """Run one statement; returns lastrowid (after an INSERT: the new row's id)."""
    if not isinstance(conn, aiosqlite.Connection):
        return await conn.execute(sql, params)  # type: ignore[no-any-return]
    cur = await conn.execute(sql, tuple(params))
    return cur.lastrowid


async def execute_count(conn: Connection, sql: str, params: Iterable[Any] = ()) -> int:
    """Run one statement; returns how many rows it inserted, changed or deleted (e.g. whether
    a conditional UPDATE took a lease)."""
    if not isinstance(conn, aiosqlite.Connection):
        return await conn.execute_count(sql, params)  # type: ignore[no-any-return]
    cur = await conn.execute(sql, tuple(params))
    return int(cur.rowcount)


async def defer(conn: Connection, sql: str, params: Iterable[Any] = (), *, expect: int | None = None,
                refused: Callable[[], Awaitable[None]] | None = None,
                landed: Callable[[Connection], Awaitable[bool]] | None = None) -> None:
    """Run a statement whose answer the caller does not need: inside ``write()`` it goes to the
    database with the transaction's next trip (``SqliteTx``, ``pg.PgTx``). ``expect``: the rows
    it must change, else ``refused()`` is awaited (in the transaction) to raise why.
    ``landed(conn)``: whether it was saved, asked on PostgreSQL after a lost connection when
    it was the transaction's only statement (sent alone, in autocommit)."""
    hold = getattr(conn, "hold", None)
    if hold is not None:
        hold(sql, params, expect=expect, refused=refused, landed=landed)
        return
    held = Held(sql, tuple(params), expect=expect, refused=refused)
    changed = await execute_count(conn, sql, held.params)
    if expect is not None and changed != expect:
        await held.refuse()


async def executemany(conn: Connection, sql: str, rows: Iterable[Iterable[Any]]) -> None:
    rows = [tuple(r) for r in rows]
    if rows:
        await conn.executemany(sql, rows)


async def iterate(conn: Connection, sql: str, params: Iterable[Any] = (), chunk: int = 5000) -> AsyncIterator[list[tuple[Any, ...]]]:
    """The rows of a large query in lists of at most ``chunk`` (exports), inside read()."""
    if not isinstance(conn, aiosqlite.Connection):
        async for rows in conn.iterate(sql, params, chunk):
            yield rows
        return
    async with conn.execute(sql, tuple(params)) as cur:
        while rows := list(await cur.fetchmany(chunk)):
            yield [tuple(r) for r in rows]
