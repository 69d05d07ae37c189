"""The facts of one hand that the league counts, built from the engine's events in this one module.

The league takes a ``HandFacts`` (``league.results.record_hand``) and never looks at events
itself: the events are matched here by their classes, so renaming or reshaping one fails
loudly here (at import, or in the tests of this module) instead of silently zeroing a counter.

What counts (every hand stores one ``hand_seats`` row per seat from these facts, and the
league counters, ``counters.py``, are sums of them):

- ``Spoke``: ``mus_spoken``; ``no_mus`` is also a cut (``mus_cut``);
- ``Bet``: envido/mas are ``envites_made``; ordago ``ordagos_made``; quiero
  ``envites_accepted``; no_quiero ``envites_refused``;
- ``OrdagoWon``: the seat that made the lance's last órdago, if of the winning pair, gets
  ``ordagos_won`` (an accepted órdago it won);
- ``CountLine`` and ``Deje`` (stored as a count line with why ``deje``) are the hand's tantos;
- ``JuegoWon``, ``VacaWon``, ``PartidaWon``: what the hand ended.

A lance is won by the pair that took points in it (a count line, a deje or an órdago); both
players of that pair get it in ``won_<lance>``. A hand is won by the pair that won a juego in
it, else by the pair that won an órdago, else by the pair with more tantos (a tie: nobody).
``points`` are the tantos of each pair in the hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from musbot.engine import events as ev
from musbot.store.models import SeatFacts
from musbot.store.results import CountLineRow


@dataclass(frozen=True, slots=True)
class HandFacts:
    lines: tuple[CountLineRow, ...]  # the count lines, then the dejes
    points: tuple[int, int]  # tantos of pair 0 and pair 1 in this hand
    lance_winners: Mapping[str, int]  # lance -> the pair that took points in it
    seats: tuple[SeatFacts, SeatFacts, SeatFacts, SeatFacts]
    ordago_pair: int | None = None  # the pair that won an accepted órdago
    juego_won: int | None = None
    vaca_won: int | None = None
    partida_won: int | None = None

    @property
    def winner_pair(self) -> int | None:
        if self.juego_won is not None:
            return self.juego_won
        if self.ordago_pair is not None:
            return self.ordago_pair
        if self.points[0] == self.points[1]:
            return None
        return 0 if self.points[0] > self.points[1] else 1


_BET_COUNTER = {"envido": "envites_made", "mas": "envites_made", "ordago": "ordagos_made",
                "quiero": "envites_accepted", "no_quiero": "envites_refused"}


def _line(lance: str, pair: int, points: int, why: str, seat: int | None) -> CountLineRow:
    if pair not in (0, 1) or points < 0:
        raise ValueError(f"bad count line {(lance, pair, points, why, seat)!r}: pair 0 or 1, points >= 0")
    if seat is not None and seat not in (0, 1, 2, 3):
        raise ValueError(f"bad count line {(lance, pair, points, why, seat)!r}: seat 0-3 or None")
    return lance, pair, points, why, seat


def hand_facts(events: Iterable[ev.Event]) -> HandFacts:
    """Everything the league counts about one hand, from its public events."""
    counts: list[dict[str, int]] = [{}, {}, {}, {}]
    count_lines: list[CountLineRow] = []
    dejes: list[CountLineRow] = []
    winners: dict[str, int] = {}
    ordago_by: dict[str, int] = {}
    ordago_pair = juego_won = vaca_won = partida_won = None

    def bump(seat: int, counter: str) -> None:
        counts[seat][counter] = counts[seat].get(counter, 0) + 1

    for e in events:
        if isinstance(e, ev.Spoke):
            bump(e.seat, "mus_spoken")
            if e.word == "no_mus":
                bump(e.seat, "mus_cut")
        elif isinstance(e, ev.Bet):
            counter = _BET_COUNTER.get(e.word)
            if counter is not None:
                bump(e.seat, counter)
            if e.word == "ordago":
                ordago_by[e.lance] = e.seat
        elif isinstance(e, ev.CountLine):
            count_lines.append(_line(e.lance, e.pair, e.points, e.why, e.seat))
        elif isinstance(e, ev.Deje):
            dejes.append(_line(e.lance, e.pair, e.points, "deje", None))
        elif isinstance(e, ev.OrdagoWon):
            ordago_pair = e.pair
            winners[e.lance] = e.pair
            maker = ordago_by.get(e.lance)
            if maker is not None and maker % 2 == e.pair:
                bump(maker, "ordagos_won")
        elif isinstance(e, ev.JuegoWon):
            juego_won = e.pair
        elif isinstance(e, ev.VacaWon):
            vaca_won = e.pair
        elif isinstance(e, ev.PartidaWon):
            partida_won = e.pair
    lines = (*count_lines, *dejes)
    points = [0, 0]
    for lance, pair, pts, why, _seat in lines:
        points[pair] += pts
        if pts > 0 or why == "ordago":
            winners.setdefault(lance, pair)
    s0, s1, s2, s3 = (SeatFacts(**c) for c in counts)
    return HandFacts(lines, (points[0], points[1]), winners, (s0, s1, s2, s3), ordago_pair, juego_won,
                     vaca_won, partida_won)
