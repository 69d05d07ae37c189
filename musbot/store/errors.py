"""What can go wrong with the database, each with a message an operator can act on.

Every error the store raises is a ``StoreError``; the bot prints ``str(error)`` and refuses to
start when ``Store.open`` raises one. Nothing in the store raises a bare ``sqlite3`` or
``asyncpg`` error (PostgreSQL's are translated in ``pg.translate``).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path


class StoreError(Exception):
    """Base class: the message says what is wrong, with which file, and what to do."""


class DatabaseDirectoryMissing(StoreError):
    """The directory that should hold the database file does not exist."""


class UnsupportedDatabase(StoreError):
    """``--db`` / ``MUSBOT_DB`` is a URL of a database musbot does not speak (``mysql://``...)."""


class DatabaseUnwritable(StoreError):
    """The file or its directory cannot be written (permissions, read-only disk, immutable)."""


class DatabaseFull(StoreError):
    """SQLITE_FULL: the disk (or the configured size limit) is full; the write was rolled back."""


class DatabaseCorrupt(StoreError):
    """The file is not an SQLite database or fails SQLite's integrity check."""


class DatabaseTooNew(StoreError):
    """The database was written by a newer musbot (a schema version this code does not know)."""


class DatabaseOutdated(StoreError):
    """A read-only open found pending migrations: run ``musbot db upgrade`` first."""


class DatabaseUnavailable(StoreError):
    """The database server cannot be reached, or the connection was lost mid-call (PostgreSQL).
    Nothing of the call was saved; the store connects again by itself on the next call."""


class DatabaseBusy(StoreError):
    """Another process holds the database lock for longer than the busy timeout."""


class MigrationError(StoreError):
    """A migration failed, was edited after being applied, or the file is not a musbot database."""


class NotFound(StoreError):
    """A guild, table, partida or player the caller named does not exist."""


class InvalidState(StoreError):
    """The call does not fit the record's state (finishing a finished partida, a full table...)."""


class TableTaken(InvalidState):
    """The channel has an open table already (one open table per channel, held by a unique
    index: two commands at once or two processes cannot both open one)."""


class ActionOutOfOrder(StoreError):
    """An action's ``seq`` is not the next one of its table: it would lose or reorder the log."""


class DuplicateAction(ActionOutOfOrder):
    """An action with this ``seq`` is already stored for the table."""


# SQLite primary result codes (https://sqlite.org/rescode.html)
_PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _NOTADB = 3, 5, 6, 8, 10, 11, 13, 14, 26


def translate(exc: sqlite3.Error, path: Path | str, doing: str) -> StoreError:
    """Map an sqlite3 error to the StoreError an operator understands."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    name = getattr(exc, "sqlite_errorname", "") or type(exc).__name__
    detail = f"{exc} ({name})"
    if primary == _FULL:
        return DatabaseFull(
            f"the database {path} is full while {doing}: {detail}. Nothing of this write was "
            "saved. Free disk space (or raise the size limit) and try again."
        )
    if primary in (_READONLY, _PERM, _CANTOPEN):
        return DatabaseUnwritable(
            f"cannot write the database {path} while {doing}: {detail}. Check that the file and "
            "its directory are writable by the bot and that the disk is not mounted read-only."
        )
    if primary in (_CORRUPT, _NOTADB):
        return DatabaseCorrupt(
            f"the database {path} is damaged ({detail}) while {doing}. Stop the bot and restore "
            "the latest backup (musbot db backup makes them); run musbot db check to confirm."
        )
    if primary in (_BUSY, _LOCKED):
        return DatabaseBusy(
            f"the database {path} stayed locked by another process while {doing}: {detail}."
        )
    if primary == _IOERR:
        return DatabaseUnwritable(
            f"input/output error on the database {path} while {doing}: {detail}. The disk may "
            "be failing, full or gone."
        )
    return StoreError(f"database error on {path} while {doing}: {detail}")
