"""The storage layer: one SQLite file per bot, or PostgreSQL; SQL and migrations only.

``Store`` opens the database and holds its repositories, one per concern (``store.tables``,
``store.results``, ...: store.py). Nothing outside this package writes SQL. See db.py for how
the file is opened and migrated and for the helpers every query goes through, pg.py for
PostgreSQL, README.md for the rooms and the discipline of transactions. What the league
works out (ratings, MSST, logros, seasons) is ``musbot.league``'s.
"""

from .backup import BackupInfo
from .db import default_path
from .errors import (
    ActionOutOfOrder,
    DatabaseBusy,
    DatabaseCorrupt,
    DatabaseDirectoryMissing,
    DatabaseFull,
    DatabaseOutdated,
    DatabaseTooNew,
    DatabaseUnavailable,
    DatabaseUnwritable,
    DuplicateAction,
    InvalidState,
    MigrationError,
    NotFound,
    StoreError,
)
from .models import (
    ALL_TIME,
    Guild,
    HeadToHead,
    LeaderboardRow,
    MsstRow,
    PairRecord,
    PartidaSummary,
    Player,
    PlayerProfile,
    PlayerStats,
    Rating,
    RatingPoint,
    Season,
    Seat,
    SeatFacts,
    SeatSpec,
    StoredAction,
    TableRecord,
)
from .presets import Preset
from .store import Store

__all__ = [
    "ALL_TIME", "ActionOutOfOrder", "BackupInfo", "DatabaseBusy", "DatabaseCorrupt",
    "DatabaseDirectoryMissing", "DatabaseFull", "DatabaseOutdated", "DatabaseTooNew",
    "DatabaseUnavailable", "DatabaseUnwritable", "DuplicateAction", "Guild", "HeadToHead",
    "InvalidState", "LeaderboardRow", "MigrationError", "MsstRow", "NotFound", "PairRecord",
    "PartidaSummary", "Player", "Preset", "PlayerProfile", "PlayerStats", "Rating", "RatingPoint",
    "Season", "Seat", "SeatFacts", "SeatSpec", "Store", "StoreError", "StoredAction", "TableRecord",
    "default_path",
]
