"""The storage layer: one SQLite file per bot, or PostgreSQL; an async repository API (``Store``).

Nothing outside this package writes SQL. See store.py for the API, db.py for how the file is
opened and migrated and for the helpers every query goes through, pg.py for PostgreSQL,
stats.py / ratings.py / msst.py for the league.
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
from .facts import HandFacts, SeatFacts, hand_facts
from .models import (
    ALL_TIME,
    LANCES,
    Guild,
    HandRecord,
    HeadToHead,
    LeaderboardRow,
    MsstChange,
    MsstRow,
    PairRecord,
    PartidaResult,
    PartidaSummary,
    Player,
    PlayerProfile,
    PlayerStats,
    Rating,
    RatingChange,
    RatingPoint,
    Season,
    Seat,
    SeatSpec,
    StoredAction,
    TableRecord,
)
from .presets import Preset
from .store import Store

__all__ = [
    "ALL_TIME", "LANCES", "ActionOutOfOrder", "BackupInfo", "DatabaseBusy", "DatabaseCorrupt",
    "DatabaseDirectoryMissing", "DatabaseFull", "DatabaseOutdated", "DatabaseTooNew",
    "DatabaseUnavailable", "DatabaseUnwritable", "DuplicateAction", "Guild", "HandFacts", "HandRecord", "HeadToHead",
    "InvalidState", "LeaderboardRow", "MigrationError", "MsstChange", "MsstRow", "NotFound", "PairRecord",
    "PartidaResult", "PartidaSummary", "Player", "Preset", "PlayerProfile", "PlayerStats", "Rating",
    "RatingChange", "RatingPoint", "Season", "Seat", "SeatFacts", "SeatSpec", "Store", "StoreError",
    "StoredAction", "TableRecord", "default_path", "hand_facts",
]
