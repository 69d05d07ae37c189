"""Personalities: the same expert judgement with different habits, so a table of computer
players does not feel like four clones."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Personality:
    name: str = "standard"
    bluff_rate: float = 0.10  # chance to bet a weak hand where a bluff makes sense
    aggression: float = 0.0  # lowers the win chance needed to bet or raise (0.05 = 5 points)
    caution: float = 0.0  # expected points demanded on top before calling a bet
    ordago_appetite: float = 0.0  # lowers the certainty needed for an órdago
    sena_habit: float = 0.85  # chance to pass each useful seña to the partner
    mus_cut: float = 0.0  # lowers the hand value needed to cut the mus (say no hay mus)
    big_bets: float = 0.0  # pushes envite amounts up (0..1)


PERSONALITIES: dict[str, Personality] = {
    "standard": Personality(),
    "aggressive": Personality(
        name="aggressive", bluff_rate=0.16, aggression=0.06, caution=-0.2,
        ordago_appetite=0.04, mus_cut=0.04, big_bets=0.6,
    ),
    "cautious": Personality(
        name="cautious", bluff_rate=0.04, aggression=-0.04, caution=0.35,
        ordago_appetite=-0.03, sena_habit=0.95, mus_cut=-0.03,
    ),
    "bluffer": Personality(
        name="bluffer", bluff_rate=0.30, aggression=0.02, caution=0.0,
        ordago_appetite=0.0, sena_habit=0.6, big_bets=0.3,
    ),
}


def personality(name: str | Personality | None) -> Personality:
    """A preset by name (None: standard), or the Personality given."""
    if isinstance(name, Personality):
        return name
    if name is None:
        return PERSONALITIES["standard"]
    try:
        return PERSONALITIES[name]
    except KeyError:
        raise ValueError(
            f"unknown personality {name!r}: choose one of {', '.join(PERSONALITIES)}"
        ) from None
