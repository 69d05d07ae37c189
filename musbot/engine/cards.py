"""The 40-card Spanish deck and its text notation (R1)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

RANKS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
SUITS: tuple[str, ...] = ("o", "c", "e", "b")  # oros, copas, espadas, bastos
SUIT_NAMES: dict[str, str] = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card. Suits never matter for play (R1), only for the pictures."""

    rank: int
    suit: str

    def __post_init__(self) -> None:
        if self.rank not in RANKS:
            raise ValueError(f"bad rank {self.rank!r}: allowed {RANKS}")
        if self.suit not in SUITS:
            raise ValueError(f"bad suit {self.suit!r}: allowed {SUITS}")

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def index(self) -> int:
        """A stable 0..39 number (suit-major), handy for sprites and compact storage."""
        return SUITS.index(self.suit) * 10 + RANKS.index(self.rank)


def _build_deck() -> tuple[Card, ...]:
    return tuple(Card(r, s) for s in SUITS for r in RANKS)


DECK: tuple[Card, ...] = _build_deck()
_BY_TEXT: dict[str, Card] = {str(c): c for c in DECK}


def card(text: str) -> Card:
    """One card from its notation, e.g. ``12o``."""
    try:
        return _BY_TEXT[text.strip().lower()]
    except KeyError:
        raise ValueError(f"bad card {text!r}: write rank (1-7, 10, 11, 12) then suit (o, c, e, b)") from None


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """``"12o 3c 7e 1b"`` -> four Cards; a bad token raises ValueError naming it."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(card(t) for t in tokens)


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def held_order(cards: Iterable[Card], reyes: int = 8) -> tuple[Card, ...]:
    """High to low as players hold them (with 8 reyes a 3 sits with the reyes, a 2 with the
    ases): the order every picture of a hand shows and every text names its cards in."""
    def key(c: Card) -> tuple[int, int, int]:
        eff = c.rank
        if reyes == 8:
            eff = 12 if c.rank == 3 else 1 if c.rank == 2 else c.rank
        return (-RANKS.index(eff), -c.rank, SUITS.index(c.suit))

    return tuple(sorted(cards, key=key))
