"""What happened, as plain dataclasses: enough to narrate the game (see musbot.i18n.narrate).

An event is public unless it has ``to`` (the one seat that may see it): ``visible_to(seat)``
is the only privacy check anyone needs.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card


@dataclass(frozen=True, slots=True)
class Event:
    def visible_to(self, seat: int | None) -> bool:
        to = getattr(self, "to", None)
        return to is None or to == seat

    @property
    def kind(self) -> str:
        return _KIND[type(self)]


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    hand_number: int
    mano: int


@dataclass(frozen=True, slots=True)
class CardsDealt(Event):
    """Private: the cards a seat now holds (after the deal, mus or 4-5-6-7)."""

    to: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Spoke(Event):
    """mus / no_mus in the mus round (R5)."""

    seat: int
    word: str


@dataclass(frozen=True, slots=True)
class Showed4567(Event):
    """R8: the shown cards are public by the rule; the new ones are not."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class StockReshuffled(Event):
    """R7: the discards became the new stock."""

    size: int


@dataclass(frozen=True, slots=True)
class LanceStarted(Event):
    lance: str
    players: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Declared(Event):
    """R16: a seat's pares or juego, declared truthfully by the bot."""

    seat: int
    lance: str
    has: bool


@dataclass(frozen=True, slots=True)
class Bet(Event):
    """A word in the betting. ``word``: paso, envido, mas (a raise), ordago, quiero, no_quiero.

    ``amount`` is what was bet or raised, ``stake`` the stake after it.
    """

    seat: int
    lance: str
    word: str
    amount: int = 0
    stake: int = 0


@dataclass(frozen=True, slots=True)
class LanceClosed(Event):
    """How the betting of a lance ended.

    outcome: paso (all passed), querido (stake agreed), folded (``pair`` won at once),
    no_bet (only one pair takes part, R16), not_played (nobody has pares), ordago (accepted).
    """

    lance: str
    outcome: str
    stake: int = 0
    pair: int | None = None


@dataclass(frozen=True, slots=True)
class Deje(Event):
    """R19: points taken at once when the other pair folds."""

    lance: str
    pair: int
    points: int


@dataclass(frozen=True, slots=True)
class Dentro(Event):
    """R24: the pair has 5 or fewer points to go."""

    pair: int


@dataclass(frozen=True, slots=True)
class Showdown(Event):
    """All four hands face up: from here on nothing is private."""

    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class OrdagoWon(Event):
    """R20: an accepted órdago was decided by the best hand in its lance."""

    lance: str
    seat: int
    pair: int


@dataclass(frozen=True, slots=True)
class CountLine(Event):
    """One line of the count (R22). why: paso, envite, pareja, medias, duples, juego31,
    juego, punto, deje_pares, ...; ``seat`` is the hand it is about, when there is one."""

    lance: str
    pair: int
    points: int
    why: str
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class JuegoWon(Event):
    pair: int
    juegos: tuple[int, int]


@dataclass(frozen=True, slots=True)
class VacaWon(Event):
    pair: int
    vacas: tuple[int, int]


@dataclass(frozen=True, slots=True)
class PartidaWon(Event):
    pair: int


@dataclass(frozen=True, slots=True)
class SenaMade(Event):
    """Public: somebody made a seña, never which (R26)."""

    seat: int


@dataclass(frozen=True, slots=True)
class SenaSeen(Event):
    """Private to ``to``: the seña of ``seat``. ``caught`` when ``to`` is a rival who caught it."""

    to: int
    seat: int
    name: str
    caught: bool = False


_KIND: dict[type, str] = {
    HandDealt: "hand_dealt",
    CardsDealt: "cards_dealt",
    Spoke: "spoke",
    Showed4567: "showed_4567",
    Discarded: "discarded",
    StockReshuffled: "stock_reshuffled",
    LanceStarted: "lance_started",
    Declared: "declared",
    Bet: "bet",
    LanceClosed: "lance_closed",
    Deje: "deje",
    Dentro: "dentro",
    Showdown: "showdown",
    OrdagoWon: "ordago_won",
    CountLine: "count_line",
    JuegoWon: "juego_won",
    VacaWon: "vaca_won",
    PartidaWon: "partida_won",
    SenaMade: "sena_made",
    SenaSeen: "sena_seen",
}
EVENT_TYPES: tuple[type, ...] = tuple(_KIND)
