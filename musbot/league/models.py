"""What the league's work hands back: plain frozen dataclasses, no store inside.

A hand recorded and a partida finished (what they moved: ratings, MSST, logros), a partida's
verification, a pair as partners and the pairs ranking, a season closed and a season due.
Seats 0 and 2 are pair 0, seats 1 and 3 pair 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from musbot.store.history_models import RivalRecord, StandingRow
from musbot.store.models import PairRecord, Player


@dataclass(frozen=True, slots=True)
class HandRecord:
    hand_id: int | None  # None when recorded without reading it back (``record_hand(blind=True)``)
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
class Problem:
    """One thing verification found. ``code`` names it (``history.verify.<code>`` in the
    catalogue); ``params`` fill its text."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Verification:
    """The answer of ``musbot verify`` / ``/mus verificar`` for one partida."""

    partida_id: int
    guild_id: int
    status: str
    shuffle: int
    commitment: str | None  # as stored when the partida started (None: before migration 0005)
    seed: str | None  # the revealed seed text (None: not revealed yet)
    hands_checked: int
    problems: tuple[Problem, ...]  # differences: the partida does not verify
    notes: tuple[Problem, ...] = ()  # worth saying, not a failure (no commitment before 0005)
    # its hands and result were stored without the moves that led to them (``musbot tournament
    # simulate``): its deals cannot be played again, so it is neither verified nor refuted
    moves_missing: bool = False
    reported: bool = False  # played at a real table and reported: no hands, no seed, nothing to check

    @property
    def revealed(self) -> bool:
        return self.seed is not None

    @property
    def ok(self) -> bool:
        """The seed is revealed, matches the commitment, and every deal matches the records."""
        return self.revealed and not self.problems and not self.moves_missing


@dataclass(frozen=True, slots=True)
class PairProfile:
    """Two players as partners on a server: ``/mus pareja``."""

    record: PairRecord  # partidas, won, juegos, hands, points together
    season: int  # ALL_TIME or a season number
    strength: float | None  # the pair's strength from the two ratings (None: one is unrated)
    best_rival: RivalRecord | None  # the rival pair this pair beat most (wins minus losses)
    worst_rival: RivalRecord | None  # the rival pair that beat this pair most


@dataclass(frozen=True, slots=True)
class PairRankRow:
    rank: int
    players: tuple[Player, Player]
    partidas: int
    partidas_won: int
    juegos: int
    juegos_won: int
    strength: float | None

    @property
    def win_rate(self) -> float:
        return self.partidas_won / self.partidas if self.partidas else 0.0


@dataclass(frozen=True, slots=True)
class SeasonClose:
    """What closing a season gives the champions' message and the role move."""

    guild_id: int
    season: int  # the season that ended
    new_season: int
    name: str | None  # the new season's name
    players: tuple[StandingRow, ...]  # top players by rating
    pairs: tuple[StandingRow, ...]  # top pairs of the pairs ranking
    champions: tuple[Player, ...]  # who gets the champions' role now
    previous_champions: tuple[Player, ...]  # who held it (take it away)
    champion_role_id: int | None
    champions_channel_id: int | None


@dataclass(frozen=True, slots=True)
class DueSeason:
    """A server whose scheduled season has run out (its period ended)."""

    guild_id: int
    season: int
    started_at: str
    schedule: str
    next_name: str  # the name of the period the new season covers: 2025-04, 2025-Q2
