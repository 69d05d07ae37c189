"""What the store hands back: plain frozen dataclasses, no database handles inside.

Conventions: a ``season`` argument of ``None`` means the server's current season and
``ALL_TIME`` (0) every season together. MSST values are ints in hundredths (``137`` = 1.37).
Seats 0 and 2 are pair 0, seats 1 and 3 pair 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.view import LANCES
from .facts import SeatFacts

ALL_TIME = 0


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
    shuffle=t.shuffle)``.
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

    @property
    def log(self) -> list[tuple[int | None, dict[str, Any]]]:
        """The action log as (seat, action dict) pairs, what ``Match.replay`` takes."""
        return [(a.seat, a.action) for a in self.actions]


@dataclass(frozen=True, slots=True)
class HandRecord:
    hand_id: int | None  # None when recorded without reading it back (``Store.record_hand(blind=True)``)
    partida_id: int
    hand_number: int
    juego_number: int
    points: tuple[int, int]
    score: tuple[int, int]
    winner_pair: int | None
    juego_won: int | None  # pair that won a juego with this hand
    vaca_won: int | None
    partida_won: int | None


@dataclass(frozen=True, slots=True)
class RatingChange:
    player: Player
    season: int
    mu_before: float
    sigma_before: float
    mu: float
    sigma: float

    @property
    def rating_before(self) -> float:
        return self.mu_before - 3 * self.sigma_before

    @property
    def rating(self) -> float:
        return self.mu - 3 * self.sigma


@dataclass(frozen=True, slots=True)
class MsstChange:
    player: Player
    kind: str  # satz, turnier, decay
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class Earned:
    """A logro earned in one partida (``PartidaResult.achievements``): ``first`` when the
    player did not hold it before (announce it), ``times`` how many times in this partida."""

    player: Player
    key: str
    times: int
    first: bool
    hand_number: int | None
    total: int = 0  # how many times the player holds it now, this partida included


@dataclass(frozen=True, slots=True)
class PartidaResult:
    partida_id: int
    winner_pair: int
    juegos: tuple[int, int]
    vacas: tuple[int, int]
    rating_changes: tuple[RatingChange, ...]  # this season's changes, then all-time ones
    msst_changes: tuple[MsstChange, ...]
    achievements: tuple[Earned, ...] = ()  # logros earned in this partida (first ones: announce)


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
