"""What a player remembers of the others' habits, from the views it was shown.

A player only ever sees its views, but a person at the table remembers how the others have
been betting. ``Tendencies`` counts, per seat, the openings and how many were envites or
órdagos, the answers to envites and how many accepted, the answers to órdagos. With a prior
of a few "normal" observations this gives rates that tell a careful bettor (whose envite
means cards) from a wild one (whose envite means little), and how often a bet gets called.

The memory is recent: every new hand the counts fade by ``1 / MEMORY_HANDS``, so what a seat
did long ago weighs little. With counts that grew without end, the rates of a long sitting
settled on a mis-read of the rivals (they are a threshold model of very different players)
and the expert grew weaker the longer it played the same opponents: +1.34 points a hand
against ``basic`` over the first 50 deals of a sitting, +0.89 over 1,000 deals. Fading keeps
it where the first hands left it (docs/benchmarks.md, "Memory of the others, and órdagos").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from ..engine import events as ev
from ..engine.view import MatchView

MEMORY_HANDS = 40.0  # the counts fade by 1/40 every hand: about the last 40 hands count


@dataclass(slots=True)
class SeatHabits:
    opens: float = 0.0
    open_bets: float = 0.0
    ordagos: float = 0.0  # órdagos made (opening or raising)
    answers: float = 0.0  # answers to an envite (not an órdago)
    accepts: float = 0.0  # quiero, raise or órdago in answer to an envite
    ordago_answers: float = 0.0
    ordago_accepts: float = 0.0

    def fade(self, keep: float) -> None:
        """Older hands weigh less: every count times ``keep``."""
        self.opens *= keep
        self.open_bets *= keep
        self.ordagos *= keep
        self.answers *= keep
        self.accepts *= keep
        self.ordago_answers *= keep
        self.ordago_accepts *= keep

    # rates with a prior of typical play
    @property
    def bet_rate(self) -> float:
        return (self.open_bets + 0.3 * 8) / (self.opens + 8)

    @property
    def accept_rate(self) -> float:
        return (self.accepts + 0.5 * 8) / (self.answers + 8)

    @property
    def ordago_accept_rate(self) -> float:
        return (self.ordago_accepts + 0.2 * 5) / (self.ordago_answers + 5)

    @property
    def ordago_rate(self) -> float:
        return (self.ordagos + 0.02 * 10) / (self.opens + self.answers + 10)

    def reading(self, levels: int) -> tuple[int, int, int, int]:
        """(belief level 0..levels, bet threshold, call threshold in twentieths, belief level
        of its órdagos)."""
        bet = min(18, max(10, round(20 * (1.0 - self.bet_rate))))
        call = min(17, max(6, round(20 * (1.0 - self.accept_rate))))
        ordago = max(self.informative, self.ordago_informative)
        return (round(levels * self.informative), bet, call, round(levels * ordago))

    @property
    def informative(self) -> float:
        """1: its envites mean cards; 0: they mean nothing (it bets whatever it holds)."""
        x = (0.78 - self.bet_rate) / 0.38
        return min(1.0, max(0.0, x))

    @property
    def ordago_informative(self) -> float:
        """1: it says órdago rarely (at most one turn in 16), so it means cards, however
        loosely it envida; 0: one turn in 8 or more."""
        x = (0.125 - self.ordago_rate) / 0.0625
        return min(1.0, max(0.0, x))


@dataclass(slots=True)
class Tendencies:
    seats: list[SeatHabits] = field(default_factory=lambda: [SeatHabits() for _ in range(4)])
    _hand: tuple[object, ...] = ()
    _done: int = 0

    def update(self, view: MatchView) -> None:
        """Count the words of this hand not counted yet (views of one hand grow)."""
        events = view.events
        dealt = next((e.cards for e in events if type(e) is ev.CardsDealt), ())
        hand_key = (view.hand_number, view.mano, view.juegos, view.vacas, dealt)
        if hand_key != self._hand:
            keep = 1.0 - 1.0 / MEMORY_HANDS
            for h in self.seats:
                h.fade(keep)
        if hand_key != self._hand or len(events) < self._done:
            self._hand = hand_key
            self._done = 0
        start = self._done
        active = False
        ordago = False
        for i, e in enumerate(events):
            t = type(e)  # final classes: identity tests, cheaper than isinstance
            if t is not ev.Bet:
                if t is ev.LanceStarted or t is ev.LanceClosed:
                    active = ordago = False
                continue
            e = cast(ev.Bet, e)
            count = i >= start
            h = self.seats[e.seat]
            w = e.word
            if not active:
                if count:
                    h.opens += 1
                    if w in ("envido", "ordago"):
                        h.open_bets += 1
                    if w == "ordago":
                        h.ordagos += 1
                if w in ("envido", "ordago"):
                    active, ordago = True, w == "ordago"
                continue
            if count:
                if ordago:
                    h.ordago_answers += 1
                    if w == "quiero":
                        h.ordago_accepts += 1
                else:
                    h.answers += 1
                    if w in ("quiero", "mas", "ordago"):
                        h.accepts += 1
                    if w == "ordago":
                        h.ordagos += 1
            if w in ("mas", "ordago"):
                ordago = w == "ordago"
            elif w == "quiero":
                active = ordago = False
        self._done = len(events)

    def informative(self, seat: int) -> float:
        return self.seats[seat].informative

    def pair_accepts(self, seats: tuple[int, ...], ordago: bool) -> float:
        """P(at least one of ``seats`` accepts), from their rates."""
        miss = 1.0
        for s in seats:
            h = self.seats[s]
            miss *= 1.0 - (h.ordago_accept_rate if ordago else h.accept_rate)
        return 1.0 - miss
