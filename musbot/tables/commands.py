"""What a person can ask of a table, as typed commands, and what applying one did.

The table service takes these (``TableService.apply``) whatever they came from: a button, a
picker, a form, a slash command or a test. Each command is a frozen value in the game's words
(a seat, a computer player's level, a hand's number, an engine ``Action``), so nothing below
the presenter knows how a person said it, and a refusal comes back as a ``TableError``.
"""

from __future__ import annotations

from dataclasses import dataclass

from musbot.engine import Action
from musbot.engine.events import Event

from .snapshot import TableSnapshot


@dataclass(frozen=True, slots=True)
class Actor:
    """Who asks: a person, and the name their seat shows if they sit down."""

    user_id: int
    name: str


@dataclass(frozen=True, slots=True)
class Sit:
    seat: int | None = None  # None: the first free seat


@dataclass(frozen=True, slots=True)
class Stand:
    pass


@dataclass(frozen=True, slots=True)
class AddComputer:
    level: str = "expert"  # ``expert``, ``expert:farolero``, ``basic``… (an expert without one: the table's)
    seat: int | None = None  # None: the first free seat


@dataclass(frozen=True, slots=True)
class RemoveComputer:
    seat: int | None = None  # None: the last computer player seated


@dataclass(frozen=True, slots=True)
class Start:
    """Start the partida; at an official table, 'I am here' until the four have said it."""


@dataclass(frozen=True, slots=True)
class Close:
    may_manage: bool = False  # may close anybody's table in this channel


@dataclass(frozen=True, slots=True)
class Rematch:
    pass


@dataclass(frozen=True, slots=True)
class NextHand:
    hand: int  # the hand that is over, as the person saw it


@dataclass(frozen=True, slots=True)
class Act:
    hand: int  # the hand the action was chosen in, as the person saw it
    action: Action


@dataclass(frozen=True, slots=True)
class Here:
    """A seated person is at the table: back if a computer player was acting for them (their
    time ran out), and present at an official table."""


Command = Sit | Stand | AddComputer | RemoveComputer | Start | Close | Rematch | NextHand | Act | Here


def hand_of(command: Command) -> int | None:
    """The hand a command belongs to: once that hand is over, the command is stale."""
    return command.hand if isinstance(command, NextHand | Act) else None


def while_paused(command: Command) -> bool:
    """A paused table (nobody can see it) takes only this: closing it."""
    return isinstance(command, Close)


@dataclass(frozen=True, slots=True)
class Applied:
    """What applying a command did: the snapshot its committed change was told with (None:
    nothing was told, e.g. a press not taken) and the change's public events."""

    snapshot: TableSnapshot | None = None
    events: tuple[Event, ...] = ()

    @property
    def version(self) -> int | None:
        """The committed change's version: whoever shows it knows this command's result is in
        every snapshot from this version on."""
        return self.snapshot.version if self.snapshot is not None else None


NOTHING = Applied()
