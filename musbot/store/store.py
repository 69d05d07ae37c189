"""``Store``: the database, opened and migrated, and its repositories, one per concern.

    store = await Store.open("musbot.db")      # checks, migrates; StoreError if broken
    table_id = await store.tables.create(guild_id, channel_id, creator_id=..., rules=..., seed=...)
    await store.tables.append_action(table_id, seq, seat, action_dict)   # durable when it returns
    for t in await store.tables.open_tables():   # after a restart
        match = Match.replay(Rules.from_dict(t.rules), t.seed, t.log, t.first_mano)
    await store.close()

Every write is one transaction, queued behind the others in call order (one writer
connection, one lock): concurrent writers never interleave, lose or reorder anything. Make
several calls atomic together with ``async with store.transaction():`` (e.g. the action that
ends a hand and its record): if the block raises, none of them happened. What the league
works out of a hand or a partida (``musbot.league``) is written so, by its repositories.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from .achievements import Achievements
from .db import Backend, Database, Migration, check_target, default_path, is_postgres
from .guilds import Guilds
from .history import History
from .leases import Leases
from .maintenance import Maintenance
from .msst import Msst
from .pairs import Pairs
from .preferences import Preferences
from .presets import Presets
from .ratings import Ratings
from .results import Results
from .seasons import Seasons
from .stats import Stats
from .tables import Tables
from .tournaments import Tournaments


class Store:
    def __init__(self, db: Backend) -> None:
        self._db = db  # a db.Database (SQLite) or a pg.PgDatabase: the same interface
        # ``async with store.transaction(doing):`` makes the repositories' calls inside the block
        # one transaction, all or nothing (``doing`` names it in the error a failure raises):
        # the backend's own write transaction, which the repositories' calls join
        self.transaction = db.write
        self.guilds = Guilds(db)  # servers, seasons, players
        self.preferences = Preferences(db)  # a server's defaults, a person's language
        self.presets = Presets(db)  # a server's named presets of table options
        self.tables = Tables(db)  # tables, their seats and action log
        self.leases = Leases(db)  # shard claims and table leases of several processes
        self.results = Results(db)  # partidas, hands, juegos as they are played and end
        self.stats = Stats(db)  # the league's counters and the bot's queries
        self.ratings = Ratings(db)  # openskill ratings and their history
        self.msst = Msst(db)  # the MSST's values, months and history
        self.pairs = Pairs(db)  # pairs as partners, the pairs ranking's rows
        self.achievements = Achievements(db)  # the logros players hold
        self.seasons = Seasons(db)  # closed seasons' standings and champions, league settings
        self.history = History(db)  # stored partidas and hands read back (verification, replays)
        self.tournaments = Tournaments(db)  # tournaments, their pairs, ties and log
        self.maintenance = Maintenance(db)  # backups, copies, exports

    @classmethod
    async def open(cls, path: str | os.PathLike[str] | None = None, *, readonly: bool = False,
                   synchronous: str = "FULL", max_page_count: int | None = None, check: bool = True,
                   migrations: Sequence[Migration] | None = None) -> Store:
        """Open (creating if needed) and migrate the database; raise a StoreError if it is broken.

        ``path``: default ``MUSBOT_DB`` or ``musbot.db``; a ``postgresql://...`` URL selects
        PostgreSQL (see pg.py), anything else is an SQLite file. ``readonly``: no writer, no
        migrations (exports, queries from another process). ``synchronous``: SQLite's
        durability; FULL (default) survives power loss, NORMAL survives a crash of the bot.
        ``max_page_count``: an optional size limit in pages (4 KiB). ``check``: run SQLite's
        quick_check before opening (a second or so per GB).
        """
        target = path or default_path()
        check_target(target)
        db: Backend
        if is_postgres(target):
            if max_page_count is not None:
                raise ValueError("max_page_count limits an SQLite file; PostgreSQL has its own quotas")
            from .pg import PgDatabase  # asyncpg is imported only when PostgreSQL is used

            db = await PgDatabase.open(str(target).strip(), readonly=readonly, synchronous=synchronous,
                                       migrations=migrations, check=check)
        else:
            db = await Database.open(target, readonly=readonly, synchronous=synchronous,
                                     max_page_count=max_page_count, migrations=migrations, check=check)
        return cls(db)

    async def close(self) -> None:
        await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def path(self) -> Path | str:
        """The SQLite file (on PostgreSQL: ``location``)."""
        return self._db.path

    @property
    def location(self) -> str:
        """Where the data is, as messages show it: the file, or the URL without its password."""
        return str(self._db.location)

    @property
    def backend(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return str(self._db.kind)

    @property
    def version(self) -> int:
        return self._db.version

    @property
    def migrations_applied(self) -> tuple[int, ...]:
        """The migrations this open applied (empty when the file was up to date)."""
        return self._db.applied_now

    @property
    def readonly(self) -> bool:
        return self._db.readonly
