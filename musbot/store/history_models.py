"""What the store's history reads hand back (migration 0005): frozen data, no database handles.

A partida's log (what verification plays again), a hand's log and place for replays, the
logros a player holds, a pair's record against a rival pair, the league settings and a
closed season's standings. Seats 0 and 2 are pair 0, seats 1 and 3 pair 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .models import Player


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
    reported: bool = False  # played at a real table and reported: no log, seed nor hands, ever
    head_start: tuple[int, int] = (0, 0)  # juegos each pair had won before the first deal


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
    head_start: tuple[int, int] = (0, 0)  # juegos each pair had won before the first deal


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
