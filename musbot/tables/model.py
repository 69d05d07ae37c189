"""A table's state as plain dataclasses: who sits where, the match, its timers."""

from __future__ import annotations

import asyncio
import itertools
from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from musbot.engine import Match, Rules
from musbot.engine import shuffle as sh
from musbot.engine.events import Event

from .history_shown import EarnedShown, HistoryShown
from .snapshot import PublicSnapshot, RatingChange, SeatShown, SeatSnapshot, TableSnapshot, seat_of
from .status import TableStatus

DEFAULT_SECONDS = 60
_VERSIONS = itertools.count(1)  # snapshot versions: growing across all tables of the process
_OVER = (TableStatus.FINISHED, TableStatus.CLOSED)  # a partida's seed may be told


@dataclass
class Seat:
    kind: str  # "human" or "ai"
    name: str
    user_id: int | None = None
    level: str = "expert"  # for computer players
    auto: bool = False  # a computer player acts for an absent human (time ran out)
    personality: str | None = None  # an expert's character (None: the seat's mix, as before)

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    @property
    def ai_key(self) -> str:
        """A computer player's key (its level, and its character when it has one): the store
        keeps one player per key and server, and the commitment names the seat by it."""
        return f"{self.level}:{self.personality}" if self.personality else self.level

    @property
    def holder(self) -> str:
        """Who holds the seat, as the commitment names it (``shuffle.holder``)."""
        return sh.holder(None, self.ai_key) if self.is_ai else sh.holder(self.user_id, None)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "user_id": self.user_id, "level": self.level,
                "auto": self.auto, "personality": self.personality}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Seat:
        return cls(d["kind"], d["name"], d.get("user_id"), d.get("level", "expert"), bool(d.get("auto")),
                   d.get("personality"))


@dataclass
class Table:
    guild_id: int
    channel_id: int
    creator_id: int
    rules: Rules
    seconds: int = DEFAULT_SECONDS  # per move
    lang: str = "es"  # the server's language for the public message
    seats: list[Seat | None] = field(default_factory=lambda: [None, None, None, None])
    id: int | None = None  # the store's id
    status: TableStatus = TableStatus.WAITING
    match: Match | None = None
    partida_id: int | None = None
    hands_recorded: int = 0  # the last hand number stored with its count
    seed: int | None = None
    first_mano: int = 0
    shuffle: int = sh.LATEST  # the shuffle version its partida deals with (stored with the table)
    head_start: tuple[int, int] = (0, 0)  # juegos each pair has won before the first deal (stored too)
    hand_id: int | None = None  # the store's id of the last hand recorded ("mano #4821")
    saved: object = None  # what the persistence last wrote of its seats and options (its own)
    earned: tuple[EarnedShown, ...] = ()  # logros the partida's end awarded
    message_id: int | None = None
    deadline: float | None = None  # when the seats to act run out of time
    next_hand_at: float | None = None  # hand_end: when the next hand is dealt by itself
    last_activity: float = 0.0  # the last human action
    recent: deque[Event] = field(default_factory=lambda: deque(maxlen=8))  # public events to narrate
    results: list[RatingChange] = field(default_factory=list)  # the partida's end (ratings)
    uncounted: bool = False  # its partida ended, and the league counts it later (unit.py)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    # commands, one at a time in arrival order (one whose acknowledgement is awaited waits here for it)
    order: asyncio.Lock = field(default_factory=asyncio.Lock)
    ai: dict[int, Any] = field(default_factory=dict)  # seat -> computer player
    version: int = 0  # of the last snapshot (a newer table in the channel has higher ones)
    personality: str = "club"  # the character of the computer players added without naming one
    consejos: bool = False  # the coach is on: a practice table, never rated or ranked
    learner: int | None = None  # the tutorial's person (/mus aprender): the table speaks their language
    taught: set[str] = field(default_factory=set)  # the tutorial's explanations already given
    paused: str | None = None  # Discord cannot show the table: what the bot lacks (no timers run)
    official: bool = False  # a tournament's table (official.py): seated by the opener, no computer players
    held: str | None = None  # clocks stopped, the game's presses refused with this catalogue key
    pressed: set[int] = field(default_factory=set)  # people who pressed anything here (memory only)
    ready: dict[int, float] = field(default_factory=dict)  # official: when each last said "here" (memory only)

    def seat_of(self, user_id: int) -> int | None:
        return seat_of(self.seats, user_id)

    @property
    def full(self) -> bool:
        return all(s is not None for s in self.seats)

    @property
    def hand_number(self) -> int:
        return self.match.hand_number if self.match is not None else 0

    def commitment(self) -> str | None:
        """The commitment of the partida's deals as the table shows it: before shuffle version 3
        the seed's, from the waiting screen on; from version 3, the seed's with the first mano
        and the seats, once the partida has started (its seating final, as the store keeps it)."""
        seed = self.seed
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            return None
        if self.shuffle < sh.SEATING_FROM:
            return _seed_commitment(seed)
        if self.match is None or not self.full:
            return None
        return _seated_commitment(seed, self.first_mano, tuple(s.holder for s in self.seats if s is not None))

    def arm_timers(self, now: float, next_hand_pause: float) -> None:
        """The timers of the moment: the seats to act have the table's seconds from ``now``; a
        hand that is over waits the pause (armed once: a press does not push it back)."""
        match = self.match
        if match is None or self.status != TableStatus.PLAYING:
            self.deadline = self.next_hand_at = None
            return
        if match.phase == "hand_end":
            self.deadline = None
            if self.next_hand_at is None:
                self.next_hand_at = now + next_hand_pause
        else:
            self.next_hand_at = None
            self.deadline = now + self.seconds

    def seed_partida(self, seed: int) -> None:
        """A new partida's seed: dealt with the latest shuffle (a table keeps its version, stored)."""
        self.seed = seed
        self.first_mano = sh.first_mano(seed)
        self.shuffle = sh.LATEST
        self.head_start = (0, 0)
        self.hand_id, self.earned = None, ()

    def names(self) -> list[str]:
        return [s.name if s is not None else "—" for s in self.seats]

    def humans(self) -> list[int]:
        return [s.user_id for s in self.seats if s is not None and s.kind == "human" and s.user_id]

    def freeze(self) -> TableSnapshot:
        """A snapshot of the table now. Take it on the event loop, under the lock, once a change
        is committed (only then do the Match and the table agree with the store). It is handed
        out, not kept: a table holds no copy of itself."""
        self.version = next(_VERSIONS)
        match = self.match
        public = PublicSnapshot(
            self.version, self.guild_id, self.channel_id, self.creator_id, self.status, self.rules,
            self.seconds, self.lang, self.message_id,
            tuple(_seat_shown(s.name, s.kind, s.user_id, s.level, s.auto, s.personality) if s is not None
                  else None for s in self.seats),
            self.deadline, tuple(self.recent), tuple(self.results),
            match.view(None) if match is not None else None,
            _history_shown(self.seed, self.commitment(), match is not None and self.status in _OVER, self.partida_id,
                           match is not None and match.phase in ("hand_end", "match_end"), self.hand_id, self.earned),
            personality=self.personality, consejos=self.consejos, learner=self.learner,
            official=self.official, held=self.held, present=frozenset(self.ready), head_start=self.head_start,
            uncounted=self.uncounted)
        seats = tuple(
            SeatSnapshot(public, i, match.view(i)) if match is not None and s is not None and not s.is_ai
            else None for i, s in enumerate(self.seats))
        return TableSnapshot(public, seats)


# what a snapshot shows of the seats and of fair play changes a few times a partida, and a table
# is frozen at every press: equal parts are one frozen object, made once
_seat_shown = lru_cache(maxsize=4096)(SeatShown)


@lru_cache(maxsize=4096)
def _history_shown(seed: int | None, commitment: str | None, over: bool, partida_id: int | None, hand_over: bool,
                   hand_id: int | None, earned: tuple[EarnedShown, ...]) -> HistoryShown:
    return HistoryShown.of(seed, commitment, over=over, partida_id=partida_id, hand_over=hand_over, hand_id=hand_id,
                           earned=earned)


# a table's snapshot tells its commitment on every change: SHA-256 once per partida is enough
_seed_commitment = lru_cache(maxsize=4096)(sh.commitment)
_seated_commitment = lru_cache(maxsize=4096)(sh.seated_commitment)
