"""What a hand and a partida add to the league's counters (``store.stats``), per player and pair.

A seat earns its hand's facts (``facts.SeatFacts``), the hand played and, when its pair won
them, the hand, its lances and a juego; a finished partida adds one partida played to each
seat and one won to the winners. A player counts once per hand even when holding two seats
(a computer player can), except for the words said, which add up. A pair counts what its
first seat counts (its two seats won and lost together).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from musbot.engine.view import LANCES
from musbot.store.models import PAIR_COUNTERS, SEAT_COUNTERS
from musbot.store.stats import pair_key

from .facts import HandFacts

Counters = dict[str, int]  # counter name (a column of player_stats) -> increment


def seat_deltas(facts: HandFacts, seat: int) -> Counters:
    """The counter increments one seat earns from one hand (also its hand_seats row)."""
    pair = seat % 2
    sf = facts.seats[seat]
    d = {"hands": 1, "hands_won": int(facts.winner_pair == pair), "points": facts.points[pair]}
    for lance in LANCES:
        d[f"won_{lance}"] = int(facts.lance_winners.get(lance) == pair)
    for name in SEAT_COUNTERS:
        d[name] = getattr(sf, name)
    return d


_SUMMED = frozenset(SEAT_COUNTERS)


def combine(deltas: Iterable[Mapping[str, int]]) -> Counters:
    """One player's increments when they hold several seats (a computer player can): the
    words they said add up; having played, won or scored counts once."""
    out: Counters = {}
    for d in deltas:
        for k, v in d.items():
            out[k] = out.get(k, 0) + v if k in _SUMMED else max(out.get(k, 0), v)
    return out


def by_player_and_pair(seat_players: Sequence[int], seats: Sequence[Mapping[str, int]]
                       ) -> tuple[dict[int, Counters], dict[tuple[int, int], Counters]]:
    """Each seat's increments as those of its player and of its pair (``pair_key``)."""
    by_player: dict[int, list[Mapping[str, int]]] = {}
    for seat, d in enumerate(seats):
        by_player.setdefault(seat_players[seat], []).append(d)
    players = {pid: combine(ds) for pid, ds in by_player.items()}
    pairs = {}
    for pair in (0, 1):
        pairs[pair_key(seat_players[pair], seat_players[pair + 2])] = {c: seats[pair].get(c, 0) for c in PAIR_COUNTERS}
    return players, pairs


def partida_deltas(winner_pair: int, juegos: tuple[int, int] | None = None) -> list[Counters]:
    """What a finished partida adds to each seat; ``juegos``: those of a reported partida (a
    played one's were counted with the hand that won each)."""
    extra = [{} if juegos is None else {"juegos": juegos[0] + juegos[1], "juegos_won": juegos[seat % 2]}
             for seat in range(4)]
    return [{"partidas": 1, "partidas_won": int(seat % 2 == winner_pair), **extra[seat]} for seat in range(4)]
