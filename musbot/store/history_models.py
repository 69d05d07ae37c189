"""What the store's history calls hand back (migration 0005): frozen data, no database handles.

Fair play (a partida's log and its verification), a hand's log for replays, achievements,
pairs and seasons. Seats 0 and 2 are pair 0, seats 1 and 3 pair 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .models import PairRecord, Player


@dataclass(frozen=True, slots=True)
class RecordedHand:
    """A hand as ``record_hand`` stored it: what verification compares the replay with."""

    hand_id: int
    hand_number: int
    cards: tuple[str | None, str | None, str | None, str | None]  # shown cards, R1 notation
    points: tuple[int, int]
    lines: tuple[tuple[str, int, int, str, int | None], ...]  # (lance, pair, points, why, seat)


@dataclass(frozen=True, slots=True)
class PartidaLog:
    """Everything needed to play a stored partida again: rules, seed, shuffle version, log.

    ``seed`` is the table's seed (secret while the partida is played: never show it);
    ``revealed_seed`` is the seed text published when the partida ended (None before).
    """

    partida_id: int
    guild_id: int
    table_id: int | None  # None: the table was deleted (its log with it)
    season: int
    status: str  # playing, finished, abandoned
    rules: dict[str, Any]
    seed: Any
    shuffle: int
    first_mano: int
    log: tuple[tuple[int | None, dict[str, Any]], ...]
    seats: tuple[Player, Player, Player, Player]
    commitment: str | None
    revealed_seed: str | None
    winner_pair: int | None
    juegos: tuple[int, int]
    vacas: tuple[int, int]
    finished_at: str | None
    hands: tuple[RecordedHand, ...] = ()
    log_missing: bool = False  # the table (and its log) was deleted, or holds other partidas too
    official: bool = False  # a tournament's table: its first mano came from the draw


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

    @property
    def revealed(self) -> bool:
        return self.seed is not None

    @property
    def ok(self) -> bool:
        """The seed is revealed, matches the commitment, and every deal matches the records."""
        return self.revealed and not self.problems and not self.moves_missing


@dataclass(frozen=True, slots=True)
class HandLog:
    """One recorded hand with the log that plays it again (for replays).

    ``log`` ends with the hand's last action: later hands (and the hand being played now, in
    an open partida) are not in it. ``seed`` is secret while the partida is played.
    """

    hand_id: int
    guild_id: int
    partida_id: int
    status: str  # the partida's
    hand_number: int
    rules: dict[str, Any]
    seed: Any
    shuffle: int
    first_mano: int
    log: tuple[tuple[int | None, dict[str, Any]], ...]
    start: int  # index in ``log`` of the hand's first action
    seats: tuple[Player, Player, Player, Player]


@dataclass(frozen=True, slots=True)
class PartidaPlace:
    """Where a partida was played and who sat in it: what decides who may replay its hands or
    verify it (its seed gives away every deal).

    ``channel_id`` is its table's channel or thread (every table has one); None when the table
    is gone, and with it where the partida was played. A partida of a tournament's tie names
    the tournament and its organiser.
    """

    partida_id: int
    guild_id: int
    channel_id: int | None
    seats: tuple[Player, Player, Player, Player]
    tournament_id: int | None = None
    organiser_id: int | None = None


@dataclass(frozen=True, slots=True)
class Achievement:
    """A logro a player holds: first earned in ``partida_id`` (hand ``hand_number``)."""

    key: str
    times: int
    partida_id: int | None
    hand_number: int | None
    earned_at: str


@dataclass(frozen=True, slots=True)
class RivalRecord:
    """A pair's record against one rival pair (finished partidas)."""

    rivals: tuple[Player, Player]
    partidas: int
    won: int
    juegos_won: int
    juegos_lost: int

    @property
    def lost(self) -> int:
        return self.partidas - self.won


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
class LeagueSettings:
    """A server's settings for pairs and seasons (``/mus-admin config``)."""

    pair_min_partidas: int
    season_schedule: str | None  # monthly, quarterly; None: seasons end by hand
    champion_role_id: int | None
    champions_channel_id: int | None


@dataclass(frozen=True, slots=True)
class StandingRow:
    """A place in a closed season: a player (``partner`` None) or a pair."""

    kind: str  # player, pair
    place: int
    player: Player
    partner: Player | None
    partidas: int
    partidas_won: int
    rating: float | None  # player: mu - 3 sigma; pair: strength
    champion: bool


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
