"""Frozen snapshots of a table: the only thing screens and pictures are made from.

The service takes a ``TableSnapshot`` on the event loop, under the table's lock, each time a
change is committed (``Table.freeze``), and hands it to its listeners. Everything in it is
immutable (frozen dataclasses, tuples, the engine's frozen views), so it may cross into a
picture thread while the next press moves the live ``Match`` on: a thread never reads a
``Match`` or a ``Table``.

Privacy by type: ``PublicSnapshot`` holds the spectator's view only, so the public screen and
picture, which take nothing else, cannot show a card before the showdown; a person's own view
travels apart in their ``SeatSnapshot``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from musbot.engine import MatchView, Rules
from musbot.engine.events import Event

from .history_shown import HistoryShown
from .status import TableStatus


class _Sitter(Protocol):
    @property
    def kind(self) -> str: ...

    @property
    def user_id(self) -> int | None: ...


def seat_of(seats: Sequence[_Sitter | None], user_id: int) -> int | None:
    """The seat this person sits in (computer players are nobody's), or None."""
    for i, s in enumerate(seats):
        if s is not None and s.kind == "human" and s.user_id == user_id:
            return i
    return None


@dataclass(frozen=True, slots=True)
class SeatShown:
    """Who sits in a seat, as the screens show it."""

    name: str
    kind: str  # "human" or "ai"
    user_id: int | None
    level: str  # a computer player's level
    auto: bool  # a computer player acts for this person (their time ran out)
    personality: str | None = None  # an expert's character, when the seat names one

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One person's rating change at the end of a counted partida."""

    name: str
    user_id: int | None
    delta: float
    rating: float


@dataclass(frozen=True, slots=True)
class PublicSnapshot:
    """What everybody may see of a table: its message and its picture."""

    version: int  # grows with every committed change (across tables: a newer table, a higher one)
    guild_id: int
    channel_id: int
    creator_id: int
    status: TableStatus
    rules: Rules
    seconds: int  # per move
    lang: str  # the server's language when the table opened
    message_id: int | None  # the table message, once attached
    seats: tuple[SeatShown | None, ...]
    deadline: float | None  # when the seats to act run out of time
    recent: tuple[Event, ...]  # the last public events, to narrate
    results: tuple[RatingChange, ...]  # the partida's end
    view: MatchView | None  # the spectator's view of the partida (None before it starts)
    history: HistoryShown | None = None  # fair play: commitment, revealed seed, hand id, logros
    personality: str = "club"  # the computer players' character the add control offers first
    consejos: bool = False  # the coach is on: a practice table, never rated or ranked
    learner: int | None = None  # the tutorial's person (/mus aprender), else None
    official: bool = False  # a tournament's table: no revancha, no computer players
    held: str | None = None  # its clocks are stopped: the catalogue key saying why
    present: frozenset[int] = frozenset()  # official: the seated people who pressed (they are there)
    head_start: tuple[int, int] = (0, 0)  # juegos each pair has won before the first deal
    uncounted: bool = False  # the partida ended, and the league counts it later

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name if s is not None else "—" for s in self.seats)

    @property
    def full(self) -> bool:
        return all(s is not None for s in self.seats)

    @property
    def hand_number(self) -> int:
        return self.view.hand_number if self.view is not None else 0

    def seat_of(self, user_id: int) -> int | None:
        return seat_of(self.seats, user_id)


@dataclass(frozen=True, slots=True)
class SeatSnapshot:
    """What one person sees privately: the table, and their own seat's view."""

    table: PublicSnapshot
    seat: int
    view: MatchView


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """A table after a committed change: the public part and each person's own part."""

    public: PublicSnapshot
    seats: tuple[SeatSnapshot | None, ...]  # per seat; None: a computer player, or no partida

    @property
    def channel_id(self) -> int:
        return self.public.channel_id

    @property
    def version(self) -> int:
        return self.public.version

    def for_user(self, user_id: int) -> SeatSnapshot | None:
        seat = self.public.seat_of(user_id)
        return self.seats[seat] if seat is not None else None
