"""Personalities: the same expert judgement with different habits, named for the players they
play like, so a table of computer players does not feel like four clones.

``club`` (the default) bets the way a Mus club does: an envite is two, one bet of each pair
a lance (an envite, or a raise to answer one; more only with a sure hand), the órdago waits
for a big hand or for the score; big stakes remain for big hands (a win chance of 0.9 and
more once accepted) and for the end of a juego, where every point counts. ``prudente`` is a
club player who bluffs little and asks more before calling; ``farolero`` a club player who
bluffs (with envites and the odd órdago) and passes fewer señas. ``agresivo`` bets as the
expert did before it learnt club manners: any size, raise upon raise, the órdago early; it
makes a noisier game, and loses to club head to head (docs/benchmarks.md, "Computer players").

The English names of earlier versions still work (``standard`` is ``club``, ``aggressive``
``agresivo``, ``cautious`` ``prudente``, ``bluffer`` ``farolero``) wherever an option or stored
data names them. What players read is the catalogue's ``ai.personality.<name>``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class Personality:
    name: str = "club"
    bluff_rate: float = 0.10  # chance to bet a weak hand where a bluff makes sense
    aggression: float = 0.0  # lowers the win chance needed to bet or raise (0.05 = 5 points)
    caution: float = 0.0  # expected points demanded on top before calling a bet
    ordago_appetite: float = 0.0  # lowers the certainty needed for an órdago
    sena_habit: float = 0.85  # chance to pass each useful seña to the partner
    mus_cut: float = 0.0  # lowers the hand value needed to cut the mus (say no hay mus)
    big_bets: float = 0.0  # pushes envite amounts up (0..1)
    # the size of the stakes (the club's manners by default; agresivo has none of them)
    open_sizes: tuple[int, ...] = (2, 5)  # the envites it opens with
    raise_sizes: tuple[int, ...] = (2, 5)  # the raises it makes ("n más")
    stake_manners: float = 0.6  # points of equity asked per point of stake above an envite
    # of 2, early in a juego with an ordinary hand; it fades as either pair gets near the
    # target (none when dentro) and as the hand gets big
    max_bets: int = 1  # envites and raises of its pair in one lance, early in a juego,
    # without a sure hand (the pair that envida answers a raise with quiero or no quiero)
    # the órdago: the win chance it needs once accepted, more early in a juego (in equity),
    # and the last resort of a pair that is losing the juego anyway
    ordago_min_p: float = 0.85
    ordago_early_p: float = 0.4
    ordago_early_cost: float = 0.15
    ordago_last_p: float = 0.35
    ordago_last_need: int = 5  # the last resort waits until the rivals need this few points
    ordago_bluff: float = 0.0  # chance of an órdago with a weak hand when the rivals are dentro


CLUB = Personality()
PERSONALITIES: dict[str, Personality] = {
    "club": CLUB,
    "prudente": replace(
        CLUB, name="prudente", bluff_rate=0.04, aggression=-0.04, caution=0.35,
        ordago_appetite=-0.03, sena_habit=0.95, mus_cut=-0.03,
    ),
    "farolero": replace(
        CLUB, name="farolero", bluff_rate=0.25, aggression=0.02, sena_habit=0.6,
        ordago_bluff=0.15,
    ),
    # the betting before the club manners: the same sizes and thresholds
    "agresivo": Personality(
        name="agresivo", open_sizes=(2, 3, 4, 5), raise_sizes=(2, 3, 5), stake_manners=0.0,
        max_bets=99, ordago_min_p=0.65, ordago_early_p=0.22, ordago_early_cost=0.05,
        ordago_last_p=0.3, ordago_last_need=10,
    ),
}
DEFAULT_PERSONALITY = "club"
# the names of earlier versions, still accepted wherever an option or stored data names them
ALIASES: dict[str, str] = {
    "standard": "club", "aggressive": "agresivo", "cautious": "prudente", "bluffer": "farolero",
}


def personality(name: str | Personality | None) -> Personality:
    """A preset by name or old alias (None: club), or the Personality given."""
    if isinstance(name, Personality):
        return name
    if name is None:
        return PERSONALITIES[DEFAULT_PERSONALITY]
    key = ALIASES.get(name, name)
    try:
        return PERSONALITIES[key]
    except KeyError:
        raise ValueError(
            f"unknown personality {name!r}: choose one of {', '.join(PERSONALITIES)}"
        ) from None


def is_personality(name: str) -> bool:
    """Whether ``name`` names a personality (an old alias included)."""
    return ALIASES.get(name, name) in PERSONALITIES
