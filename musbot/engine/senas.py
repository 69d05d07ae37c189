"""The señas of the seeds (R26): name, what it says, the gesture, and when it is true.

The catalogue follows the Spanish list (seed 001), which the German text (seed 000) mostly
repeats; where the German kiss means "three reyes and an as" the Spanish one means "juego,
not 31": the Spanish list rules here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from .cards import Card
from .evaluate import HandInfo, hand_info, info_of_code, table_codes
from .events import CardsDealt, Discarded, Event, SenaSeen, Showed4567


@dataclass(frozen=True, slots=True)
class SenaDef:
    name: str
    test: Callable[[HandInfo], bool]  # true for a hand with this evaluation


SENAS: dict[str, SenaDef] = {
    s.name: s
    for s in (
        SenaDef("dos_reyes", lambda i: i.high_count == 2),
        SenaDef("tres_reyes", lambda i: i.high_count == 3),
        SenaDef("dos_ases", lambda i: i.low_count == 2),
        SenaDef("tres_ases", lambda i: i.low_count == 3),
        SenaDef("medias", lambda i: i.pares_kind == 2),
        SenaDef("duples", lambda i: i.pares_kind == 3),
        SenaDef("treinta_y_una", lambda i: i.points == 31),
        SenaDef("juego", lambda i: i.points > 31),
        SenaDef("treinta_punto", lambda i: i.points == 30),
        SenaDef("veintinueve_punto", lambda i: i.points == 29),
        SenaDef(
            "ciego",
            lambda i: i.pares_kind == 0 and i.points < 31,
        ),
    )
}
SENA_NAMES: tuple[str, ...] = tuple(SENAS)


def true_senas_of(info: HandInfo) -> tuple[str, ...]:
    return tuple(name for name, s in SENAS.items() if s.test(info))


_TRUE_BY_CODE: dict[int, dict[int, tuple[str, ...]]] = {
    reyes: {code: true_senas_of(info_of_code(code, reyes)) for code in table_codes(reyes)}
    for reyes in (8, 4)
}


def true_senas_of_code(code: int, reyes: int) -> tuple[str, ...]:
    """The true señas of the hand with this ``evaluate.hand_code`` (a table lookup)."""
    return _TRUE_BY_CODE[reyes][code]


def true_senas(hand: Sequence[Card], reyes: int = 8) -> tuple[str, ...]:
    """R26: the señas that are true for ``hand``."""
    return true_senas_of(hand_info(hand, reyes))


def senas_standing(events: Iterable[Event], seat: int) -> tuple[tuple[int, str, bool], ...]:
    """The señas ``seat`` saw this hand that still describe their maker's cards, as
    (maker, name, caught), from the hand's events as ``seat`` sees them.

    A discard round gives everybody new cards (R6) and a 4-5-6-7 gives its shower four (R8):
    señas made before say nothing about the cards held now, so they drop out.
    """
    standing: list[tuple[int, str, bool]] = []
    discarding = False
    for e in events:
        if isinstance(e, Discarded):
            discarding = True
        elif isinstance(e, CardsDealt) and discarding:  # the discard round was served
            standing = []
            discarding = False
        elif isinstance(e, Showed4567):
            standing = [s for s in standing if s[0] != e.seat]
        elif isinstance(e, SenaSeen) and e.to == seat:
            standing.append((e.seat, e.name, e.caught))
    return tuple(standing)
