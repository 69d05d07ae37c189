"""What one seat may know, and nothing else: the only thing the bot and the AI ever read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from .actions import Action
from .cards import Card
from .events import CountLine, Event
from .rules import Rules

# The words of the game, each defined once: everything else names them through these.
Phase = Literal["mus", "discard", "lances", "hand_end", "match_end"]
Lance = Literal["grande", "chica", "pares", "juego", "punto"]  # punto: juego when nobody has it
PHASES: tuple[Phase, ...] = get_args(Phase)
LANCES: tuple[Lance, ...] = get_args(Lance)
PLAYING_PHASES: frozenset[Phase] = frozenset(("mus", "discard", "lances"))  # the hand is being played


@dataclass(frozen=True, slots=True)
class BetState:
    """The betting of the lance in play."""

    lance: str
    stake: int  # the stake now (0 before any bet)
    bettor: int | None  # the pair that made the last bet
    ordago: bool  # the last bet is an órdago
    fold_value: int  # what the bettor takes at once if the other pair folds now (R19)
    out: frozenset[int]  # seats that said no quiero in this lance (R18)


@dataclass(frozen=True, slots=True)
class LanceResult:
    """How the betting of a lance ended (see events.LanceClosed for the outcomes)."""

    lance: str
    outcome: str
    stake: int = 0
    pair: int | None = None


@dataclass(frozen=True, slots=True)
class MatchView:
    seat: int | None  # None: a spectator / the public table
    rules: Rules
    hand_number: int  # 1 for the first hand of the partida
    mano: int
    phase: Phase
    lance: Lance | None  # the lance being bet, or None
    to_act: frozenset[int]
    hand: tuple[Card, ...]  # this seat's cards (empty for a spectator)
    hands: tuple[tuple[Card, ...] | None, ...]  # four; another seat's is None before the showdown
    showdown: bool  # all hands are face up
    score: tuple[int, int]  # points of pair 0 (seats 0+2) and pair 1 (seats 1+3) in this juego
    juegos: tuple[int, int]  # juegos won in the current vaca
    vacas: tuple[int, int]
    winner: int | None  # the pair that won the partida
    pares: tuple[bool | None, ...]  # declarations of this hand per seat (None: not yet declared)
    juego: tuple[bool | None, ...]
    bet: BetState | None
    results: tuple[LanceResult, ...]  # lances of this hand whose betting has ended
    discarded: frozenset[int]  # seats that have chosen their discard (R6: not how many cards)
    mus_rounds: int  # how many times the four said mus this hand
    senas_received: tuple[tuple[int, str, bool], ...]  # (from seat, seña, caught) this hand
    senas_made: tuple[int, ...]  # seats that made a seña this hand, in order (public)
    events: tuple[Event, ...]  # this hand's events that this seat may see
    count: tuple[CountLine, ...]  # this hand's count lines so far
    legal: tuple[Action, ...]  # this seat's legal actions now
    dentro: tuple[bool, bool]  # R24: the pair has 5 or fewer to go

    def pair_of(self, seat: int) -> int:
        return seat % 2

    @property
    def partner(self) -> int | None:
        return None if self.seat is None else (self.seat + 2) % 4
