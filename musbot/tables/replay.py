"""Replays of a recorded hand (``/mus mano id:`` and *Ver la mano*): the steps to draw and tell.

``load_replay`` reads the hand from the store (its partida's seed and log up to the hand's end)
and ``build_replay`` plays it again: step 0 is the deal, then one step per logged action, the
last one the count. Each step holds the engine's view for the viewer and which of its events
that step brought (``ReplayStep.new``); the presenter draws the view and tells those events in
the viewer's language (``presenter/history_screen.py``).

Privacy follows from the engine's views, not from care here: a person who did not sit in the
hand gets the spectator's view (seat None: no card before the showdown, the four hands face up
at the count); a person who sat in it gets that seat's view (their own cards, the señas they
received or caught), exactly what they saw then. Never another player's unshown cards.

Who may ask at all: a person who sat in the hand, or one who could see the table where it was
played (``access.py``, the rule verification follows too). Anyone else, and anyone on another
server, gets the answer an unknown id gets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from musbot.engine import MatchView
from musbot.engine.events import Event
from musbot.league.replayed import Diverged, apply_entry, new_match
from musbot.store import InvalidState, NotFound, Store
from musbot.store.history_models import HandLog

from .access import Sees, may_look_back, viewer_seat

MAX_HAND_ID = 2**63 - 1


class ReplayError(Exception):
    """A replay that cannot be given; ``key`` is the catalogue text to answer with."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


@dataclass(frozen=True, slots=True)
class ReplayStep:
    number: int  # 0: the deal
    view: MatchView
    told: int  # how many of the view's events the steps before told: the rest are this step's

    @property
    def new(self) -> tuple[Event, ...]:
        """What happened in this step, as the viewer may see it."""
        return self.view.events[self.told:]


@dataclass(frozen=True, slots=True)
class HandReplay:
    hand_id: int
    partida_id: int
    hand_number: int
    partida_status: str  # playing (an open partida), finished, abandoned
    seat: int | None  # the viewer's seat in that hand; None: the spectator's view
    names: tuple[str, str, str, str]
    steps: tuple[ReplayStep, ...] = field(default=())

    def step(self, number: int) -> ReplayStep:
        """Step ``number``, clamped to the first and the last (◀ on the first stays there)."""
        return self.steps[max(0, min(number, len(self.steps) - 1))]


def parse_hand_id(text: str | int) -> int:
    """``4821``, ``#4821`` or `` # 4821 `` -> 4821; anything else is refused."""
    raw = str(text).strip()
    digits = raw[1:].strip() if raw.startswith("#") else raw
    if not digits.isascii() or not digits.isdigit() or not 1 <= int(digits) <= MAX_HAND_ID:
        raise ReplayError("history.error.bad_hand_id", text=raw[:40])
    return int(digits)


def build_replay(log: HandLog, seat: int | None) -> HandReplay:
    """Every step of the hand as ``seat`` (None: a spectator) saw it."""
    names = tuple(p.name for p in log.seats)
    try:
        m = new_match(log.rules, log.seed, log.first_mano, log.shuffle, head_start=log.head_start)
        for seq in range(log.start):
            apply_entry(m, seq, log.log[seq])
        if m.hand_number != log.hand_number:
            raise Diverged(log.start, f"the log reaches hand {m.hand_number}, not {log.hand_number}")
        steps = [ReplayStep(0, m.view(seat), 0)]
        for seq in range(log.start, len(log.log)):
            told = len(steps[-1].view.events)
            apply_entry(m, seq, log.log[seq])
            steps.append(ReplayStep(len(steps), m.view(seat), told))
    except Diverged as exc:
        raise ReplayError("history.error.no_log", id=log.hand_id) from exc
    return HandReplay(log.hand_id, log.partida_id, log.hand_number, log.status, seat,
                      (names[0], names[1], names[2], names[3]), tuple(steps))


async def load_replay(store: Store, guild_id: int, hand_ref: str | int, user_id: int | None, *,
                      sees: Sees) -> HandReplay:
    """The replay of hand ``hand_ref`` asked for by ``user_id`` on server ``guild_id``;
    ``ReplayError`` for a malformed id, a lost log, or a hand this person may not see (unknown,
    of another server, or played where they could not see it: all answered alike)."""
    hand_id = parse_hand_id(hand_ref)
    unknown = ReplayError("history.error.hand_not_found", id=hand_id)
    try:
        place = await store.history.hand_place(hand_id)
    except NotFound:
        raise unknown from None
    if not await may_look_back(place, guild_id, user_id, sees):
        raise unknown
    seat = viewer_seat(place.seats, user_id)
    try:
        log = await store.history.hand_log(hand_id)
    except NotFound:
        raise unknown from None
    except InvalidState:
        raise ReplayError("history.error.no_log", id=hand_id) from None
    return build_replay(log, seat)
