"""How a side bets, counted from the events of the hands it played (the arena's style figures).

A club player opens with an envite of 2, rarely raises, keeps the órdago for big hands and the
score; a juego to 40 lasts several hands. These counters say how close a configuration comes:

* **accepted stake per lance**: the stake of each lance that closed *querido* (an envite or a
  raise accepted, R18), counted for the side that made the last bet, per lance;
* **órdagos per hand** (made, opening or raising) and the **juegos ended by an órdago** this
  side made and the rivals accepted (R20);
* **mus rate**: of this side's words in the mus round, the share that were *mus* (R5);
* **envites per hand** (openings with envido and raises, órdagos apart) and **acceptances per
  hand** (quiero to an envite or an órdago).

Hands per juego and the share of juegos ended by an órdago belong to the table, not to one
side: ``JuegoClock`` counts them (only juegos that were played to their end).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import events as ev

STAKE_LANCES: tuple[str, ...] = ("grande", "chica", "pares", "juego", "punto")


@dataclass
class StyleStats:
    """One side's betting habits, summed over the hands it played."""

    hands: int = 0
    mus: int = 0
    no_mus: int = 0
    envites: int = 0  # envido openings and raises (órdagos apart)
    acceptances: int = 0  # quiero, to an envite or an órdago
    ordagos: int = 0
    ordago_juegos: int = 0  # juegos ended by an órdago of this side, accepted
    stake_sum: dict[str, int] = field(default_factory=dict)  # per lance: accepted stakes
    stake_n: dict[str, int] = field(default_factory=dict)

    def add(self, other: StyleStats) -> None:
        self.hands += other.hands
        self.mus += other.mus
        self.no_mus += other.no_mus
        self.envites += other.envites
        self.acceptances += other.acceptances
        self.ordagos += other.ordagos
        self.ordago_juegos += other.ordago_juegos
        for lance, s in other.stake_sum.items():
            self.stake_sum[lance] = self.stake_sum.get(lance, 0) + s
            self.stake_n[lance] = self.stake_n.get(lance, 0) + other.stake_n[lance]

    def figures(self) -> dict[str, Any]:
        """The JSON-ready figures (rates per hand, mean stakes per lance and over all)."""
        h = max(self.hands, 1)
        words = self.mus + self.no_mus
        n_all = sum(self.stake_n.values())
        return {
            "hands": self.hands,
            "accepted_stake": {
                **{lance: _mean(self.stake_sum.get(lance, 0), self.stake_n.get(lance, 0))
                   for lance in STAKE_LANCES},
                "all": _mean(sum(self.stake_sum.values()), n_all),
            },
            "accepted_lances": n_all,
            "ordagos_per_hand": round(self.ordagos / h, 4),
            "ordago_juegos": self.ordago_juegos,
            "mus_rate": round(self.mus / words, 4) if words else 0.0,
            "envites_per_hand": round(self.envites / h, 4),
            "acceptances_per_hand": round(self.acceptances / h, 4),
        }


def _mean(total: int, n: int) -> float:
    return round(total / n, 3) if n else 0.0


def observe(events: Iterable[ev.Event], styles: Sequence[StyleStats],
            side_of_pair: Sequence[int]) -> bool:
    """Count one hand's events into the sides' styles (``styles[side_of_pair[seat % 2]]``).

    Returns whether the hand ended a juego with an accepted órdago."""
    bettor: int | None = None  # the side that made the last bet of the lance under way
    ordago_by: int | None = None
    ended_by_ordago = False
    for e in events:
        if isinstance(e, ev.Spoke):
            st = styles[side_of_pair[e.seat % 2]]
            if e.word == "mus":
                st.mus += 1
            else:
                st.no_mus += 1
        elif isinstance(e, ev.LanceStarted):
            bettor = ordago_by = None
        elif isinstance(e, ev.Bet):
            side = side_of_pair[e.seat % 2]
            st = styles[side]
            if e.word in ("envido", "mas"):
                st.envites += 1
                bettor = side
            elif e.word == "ordago":
                st.ordagos += 1
                ordago_by = side
            elif e.word == "quiero":
                st.acceptances += 1
        elif isinstance(e, ev.LanceClosed):
            if e.outcome == "querido" and bettor is not None:
                st = styles[bettor]
                st.stake_sum[e.lance] = st.stake_sum.get(e.lance, 0) + e.stake
                st.stake_n[e.lance] = st.stake_n.get(e.lance, 0) + 1
            elif e.outcome == "ordago" and ordago_by is not None:
                styles[ordago_by].ordago_juegos += 1
                ended_by_ordago = True
            bettor = ordago_by = None
    return ended_by_ordago


@dataclass
class JuegoClock:
    """The table's figures: how many hands each juego lasted, and how it ended."""

    lengths: list[int] = field(default_factory=list)  # hands of each juego played to its end
    by_ordago: int = 0  # of those, ended by an accepted órdago
    _running: int = 0

    def hand_played(self, juego_ended: bool, by_ordago: bool) -> None:
        self._running += 1
        if juego_ended:
            self.lengths.append(self._running)
            self.by_ordago += by_ordago
            self._running = 0

    def add(self, other: JuegoClock) -> None:
        self.lengths.extend(other.lengths)
        self.by_ordago += other.by_ordago

    def figures(self) -> dict[str, Any]:
        n = len(self.lengths)
        return {
            "juegos": n,
            "hands_per_juego": round(sum(self.lengths) / n, 3) if n else 0.0,
            "juegos_by_ordago": self.by_ordago,
            "share_by_ordago": round(self.by_ordago / n, 4) if n else 0.0,
        }


def table_stakes(a: StyleStats, b: StyleStats) -> dict[str, float]:
    """Mean accepted stake per lance over both sides (the table's figure)."""
    both = StyleStats()
    both.add(a)
    both.add(b)
    stakes: dict[str, float] = both.figures()["accepted_stake"]
    return stakes


__all__ = ["JuegoClock", "STAKE_LANCES", "StyleStats", "observe", "table_stakes"]
