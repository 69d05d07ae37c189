"""What the store hands back: plain frozen dataclasses, no database handles inside.

Conventions: a ``season`` argument of ``None`` means the server's current season and
``ALL_TIME`` (0) every season together. MSST values are ints in hundredths (``137`` = 1.37).
Seats 0 and 2 are pair 0, seats 1 and 3 pair 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from ..engine.view import LANCES

ALL_TIME = 0
OPEN_STATUSES = ("open", "playing")  # a table's, while it is played or waits for players


@dataclass(frozen=True, slots=True)
class SeatFacts:
    """What one seat did in a hand (``league.facts``): its ``hand_seats`` row, whose columns
    are the league's per-seat counters."""

    mus_spoken: int = 0
    mus_cut: int = 0
    envites_made: int = 0
    envites_accepted: int = 0
    envites_refused: int = 0
    ordagos_made: int = 0
    ordagos_won: int = 0


SEAT_COUNTERS: tuple[str, ...] = tuple(f.name for f in fields(SeatFacts))
# the league's counters, by name (the columns of player_stats and pair_stats): what a pair
# counts, then the lances won, then the per-seat facts
PAIR_COUNTERS = ("partidas", "partidas_won", "juegos", "juegos_won", "hands", "hands_won", "points")
LANCE_COUNTERS = tuple(f"won_{lance}" for lance in LANCES)
PLAYER_COUNTERS = (*PAIR_COUNTERS, *LANCE_COUNTERS, *SEAT_COUNTERS)


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """Who sits in a seat, as the table service knows it: a Discord user or a computer player.

    ``ai`` is the computer player's key (e.g. its level, ``"medium"``); one player record per
    key and server keeps its statistics and rating.
    """

    name: str
    user_id: int | None = None
    ai: str | None = None

    def __post_init__(self) -> None:
        if (self.user_id is None) == (self.ai is None):
            raise ValueError("a seat is either a Discord user (user_id) or a computer player (ai)")

    @classmethod
    def human(cls, user_id: int, name: str) -> SeatSpec:
        return cls(name=name, user_id=int(user_id))

    @classmethod
    def computer(cls, ai: str, name: str | None = None) -> SeatSpec:
        return cls(name=name or f"computer ({ai})", ai=str(ai))

    @classmethod
    def coerce(cls, value: SeatSpec | dict[str, Any]) -> SeatSpec:
        if isinstance(value, SeatSpec):
            return value
        if isinstance(value, dict):
            return cls(name=str(value.get("name") or value.get("display_name") or ""),
                       user_id=value.get("user_id"), ai=value.get("ai"))
        raise TypeError(f"bad seat {value!r}: give a SeatSpec or a dict with user_id/ai and name")


@dataclass(frozen=True, slots=True)
class Player:
    player_id: int
    guild_id: int
    user_id: int | None
    ai: str | None
    name: str

    @property
    def is_ai(self) -> bool:
        return self.ai is not None


@dataclass(frozen=True, slots=True)
class Seat:
    seat: int
    player: Player

    @property
    def pair(self) -> int:
        return self.seat % 2


@dataclass(frozen=True, slots=True)
class Guild:
    guild_id: int
    language: str | None
    default_rules: dict[str, Any] | None
    current_season: int
    created_at: str


@dataclass(frozen=True, slots=True)
class Season:
    guild_id: int
    season: int
    name: str | None
    started_at: str
    started_by: int | None
    ended_at: str | None


@dataclass(frozen=True, slots=True)
class StoredAction:
    seq: int
    seat: int | None
    action: dict[str, Any]
    at: str


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A table with everything needed to rebuild it (``actions`` only when asked for).

    Rebuild with ``Match.replay(Rules.from_dict(t.rules), t.seed, t.log, t.first_mano,
    shuffle=t.shuffle, head_start=t.head_start)``.
    """

    table_id: int
    guild_id: int
    channel_id: int
    creator_id: int | None
    rules: dict[str, Any]
    seed: Any
    first_mano: int
    status: str
    messages: dict[str, Any]
    seats: tuple[Seat | None, Seat | None, Seat | None, Seat | None]
    created_at: str
    partida_id: int | None = None  # the partida being played, if any
    hands_recorded: int = 0  # highest hand_number recorded for that partida (0: none)
    actions: tuple[StoredAction, ...] = ()
    shuffle: int = 2  # the shuffle version its deals come from (engine/shuffle.py; before 0003: 1)
    head_start: tuple[int, int] = (0, 0)  # juegos each pair had won before the first deal

    @property
    def log(self) -> list[tuple[int | None, dict[str, Any]]]:
        """The action log as (seat, action dict) pairs, what ``Match.replay`` takes."""
        return [(a.seat, a.action) for a in self.actions]


@dataclass(frozen=True, slots=True)
class PlayerStats(SeatFacts):
    """A player's counters: the per-seat facts of their hands summed (SeatFacts's fields), and
    what they played and won."""

    partidas: int = 0
    partidas_won: int = 0
    juegos: int = 0
    juegos_won: int = 0
    hands: int = 0
    hands_won: int = 0
    points: int = 0
    lances_won: dict[str, int] = field(default_factory=lambda: dict.fromkeys(LANCES, 0))

    @property
    def win_rate(self) -> float:
        return self.partidas_won / self.partidas if self.partidas else 0.0

    @property
    def hand_win_rate(self) -> float:
        return self.hands_won / self.hands if self.hands else 0.0

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0

    @property
    def mus_cut_rate(self) -> float:
        """How often this player's word in the mus round was ``no hay mus``."""
        return self.mus_cut / self.mus_spoken if self.mus_spoken else 0.0


@dataclass(frozen=True, slots=True)
class Rating:
    mu: float
    sigma: float
    partidas: int

    @property
    def rating(self) -> float:
        """The conservative estimate the leaderboard ranks by: mu - 3 sigma."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True, slots=True)
class PairRecord:
    """Two players' record together (as partners)."""

    players: tuple[Player, Player]
    partidas: int
    partidas_won: int
    juegos: int
    juegos_won: int
    hands: int
    hands_won: int
    points: int

    @property
    def win_rate(self) -> float:
        return self.partidas_won / self.partidas if self.partidas else 0.0


@dataclass(frozen=True, slots=True)
class PartidaSummary:
    partida_id: int
    table_id: int | None
    season: int
    status: str
    started_at: str
    finished_at: str | None
    winner_pair: int | None
    juegos: tuple[int, int]
    vacas: tuple[int, int]
    hands: int
    seats: tuple[Seat, ...]
    reported: bool = False  # played at a real table and reported by its pairs: no hands, no seed


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    rank: int
    player: Player
    partidas: int
    partidas_won: int
    rating: float  # conservative estimate mu - 3 sigma
    mu: float
    sigma: float

    @property
    def win_rate(self) -> float:
        return self.partidas_won / self.partidas if self.partidas else 0.0


@dataclass(frozen=True, slots=True)
class PlayerProfile:
    player: Player
    season: int  # ALL_TIME or a season number
    stats: PlayerStats
    rating: Rating | None
    rank: int | None  # place in the rating leaderboard (humans only)
    partners: tuple[PairRecord, ...]  # most partidas together first
    msst: int | None  # hundredths; None when not listed (<= 1.00)
    recent: tuple[PartidaSummary, ...]

    @property
    def favourite_partner(self) -> Player | None:
        if not self.partners:
            return None
        a, b = self.partners[0].players
        return b if a.player_id == self.player.player_id else a


@dataclass(frozen=True, slots=True)
class HeadToHead:
    pair_a: tuple[Player, Player]
    pair_b: tuple[Player, Player]
    partidas: int
    wins_a: int
    wins_b: int
    juegos_a: int
    juegos_b: int
    recent: tuple[PartidaSummary, ...]


@dataclass(frozen=True, slots=True)
class RatingPoint:
    partida_id: int
    at: str
    mu: float
    sigma: float

    @property
    def rating(self) -> float:
        return self.mu - 3 * self.sigma


@dataclass(frozen=True, slots=True)
class MsstRow:
    rank: int
    player: Player
    value: int  # hundredths

    @property
    def text(self) -> str:
        return f"{self.value // 100},{self.value % 100:02d}"
