"""Logros: what a Mus player is proud of, found in the stored actions of finished partidas.

Pure: it reads a partida played again from its log (``replayed.PlayedHand``: the public
events and the hands shown at each count) and what each seat had done before (wins, partidas
with this partner), so the same function serves the live award when a partida ends and
``musbot db achievements --recompute``. Only people earn logros, never computer players.

| key | earned by |
|---|---|
| ``primera`` | winning your first partida |
| ``ordago`` | launching an órdago that was accepted and won (R20) |
| ``farol`` | a bluff that worked: the rivals said no quiero to your envite or órdago (R19) while, as the showdown proved, one of them held the best hand in that lance |
| ``real`` | winning the juego lance with the juego real (R14, at tables that play it) |
| ``zapatero`` | winning a juego at the count with the rivals still at 0 tantos |
| ``remontada`` | winning a juego in which your pair was at 0 while the rivals were dentro (5 or fewer to go, R24; 0 to 35 at 40 tantos) |
| ``vaca_perfecta`` | winning a vaca of 3 or more juegos (R25) without losing one (at 2 juegos a vaca a 2-0 is half of all wins: no feat) |
| ``companeros`` | ten partidas with the same partner (a person) on the server; again with each new partner |

A logro can be earned again (``times``); ``primera`` happens once by its nature, ``companeros``
once per partner.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from musbot.engine import Rules, hand_info, lance_winner
from musbot.engine.events import Bet, CountLine, Deje, JuegoWon, OrdagoWon, VacaWon

from .replayed import PlayedHand

ACHIEVEMENTS: tuple[str, ...] = ("primera", "ordago", "farol", "real", "zapatero", "remontada",
                                 "vaca_perfecta", "companeros")
PARTNER_PARTIDAS = 10
_BETS = frozenset({"envido", "mas", "ordago"})
PERFECT_VACA_JUEGOS = 3  # a clean sweep counts from vacas of this many juegos


@dataclass(frozen=True, slots=True)
class SeatHistory:
    """A seat's player before this partida (finished partidas on this server)."""

    human: bool
    wins: int = 0  # partidas won before
    partner_human: bool = False
    with_partner: int = 0  # partidas with this seat's partner before


@dataclass(frozen=True, slots=True)
class Found:
    seat: int
    key: str
    hand_number: int | None  # the hand it happened in (None: the partida as a whole)


def in_hands(hands: Iterable[PlayedHand], rules: Rules) -> list[Found]:
    """The logros the play itself shows, hand by hand, for every seat."""
    found: list[Found] = []
    tally = [0, 0]  # the juego's tantos so far, from the count lines and dejes
    down = [False, False]  # the pair was at 0 with the rivals dentro, in this juego
    juegos = (0, 0)  # the juegos of the vaca after the last juego won
    dentro = rules.tantos - 5
    for hand in hands:
        if not hand.over:
            continue
        n = hand.hand_number
        last_bet: dict[str, int] = {}  # lance -> the seat of its last envite or órdago
        by_ordago = False
        for e in hand.events:
            if isinstance(e, Bet):
                if e.word in _BETS:
                    last_bet[e.lance] = e.seat
            elif isinstance(e, CountLine | Deje):
                tally[e.pair] += e.points
                for p in (0, 1):
                    if tally[p] == 0 and tally[1 - p] >= dentro:
                        down[p] = True
                if isinstance(e, Deje):
                    bettor = last_bet.get(e.lance)
                    best = lance_winner(e.lance, hand.hands, hand.mano, rules)
                    if bettor is not None and bettor % 2 == e.pair and best is not None and best % 2 != e.pair:
                        found.append(Found(bettor, "farol", n))
            elif isinstance(e, OrdagoWon):
                by_ordago = True
                maker = last_bet.get(e.lance)
                if maker is not None and maker % 2 == e.pair:
                    found.append(Found(maker, "ordago", n))
            elif isinstance(e, JuegoWon):
                pair = e.pair
                if tally[1 - pair] == 0 and not by_ordago:
                    found += _both(pair, "zapatero", n)
                if down[pair]:
                    found += _both(pair, "remontada", n)
                juegos = e.juegos
                tally, down = [0, 0], [False, False]
            elif isinstance(e, VacaWon) and rules.juegos >= PERFECT_VACA_JUEGOS and juegos[1 - e.pair] == 0:
                found += _both(e.pair, "vaca_perfecta", n)
        found += _juego_real(hand, rules)
    return found


def _both(pair: int, key: str, hand_number: int) -> list[Found]:
    return [Found(pair, key, hand_number), Found(pair + 2, key, hand_number)]


def _juego_real(hand: PlayedHand, rules: Rules) -> list[Found]:
    """R14: the juego lance went to the pair of the seat whose juego real was the best."""
    if not rules.juego_real:
        return []
    best = lance_winner("juego", hand.hands, hand.mano, rules)
    if best is None or not hand_info(hand.hands[best], rules.reyes).juego_real:
        return []
    pair = best % 2
    for e in hand.events:
        if isinstance(e, CountLine | Deje) and e.lance == "juego" and e.pair == pair and e.points > 0:
            return [Found(best, "real", hand.hand_number)]
        if isinstance(e, OrdagoWon) and e.lance == "juego" and e.pair == pair:
            return [Found(best, "real", hand.hand_number)]
    return []


def in_partida(winner_pair: int, seats: Sequence[SeatHistory]) -> list[Found]:
    """The logros of the partida as a whole: a first win, ten partidas with a partner."""
    found = []
    for seat, h in enumerate(seats):
        if seat % 2 == winner_pair and h.wins == 0:
            found.append(Found(seat, "primera", None))
        if h.partner_human and h.with_partner + 1 == PARTNER_PARTIDAS:
            found.append(Found(seat, "companeros", None))
    return found


def earned(hands: Iterable[PlayedHand], rules: Rules, winner_pair: int,
           seats: Sequence[SeatHistory]) -> dict[tuple[int, str], tuple[int, int | None]]:
    """(seat, key) -> (times in this partida, the first hand): people only."""
    out: dict[tuple[int, str], tuple[int, int | None]] = {}
    for f in in_hands(hands, rules) + in_partida(winner_pair, seats):
        if not seats[f.seat].human:
            continue
        times, first = out.get((f.seat, f.key), (0, f.hand_number))
        out[(f.seat, f.key)] = (times + 1, first)
    return out
