"""What a seat can do. Plain frozen dataclasses that serialise to small dicts for the log."""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from .cards import Card, parse_cards

_RANK_SUIT = attrgetter("rank", "suit")


@dataclass(frozen=True, slots=True)
class Mus:
    kind = "mus"


@dataclass(frozen=True, slots=True)
class NoMus:
    kind = "no_mus"


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard these 1-4 cards of one's own hand (R6)."""

    cards: tuple[Card, ...]
    kind = "discard"

    def __post_init__(self) -> None:
        # the order of Card (rank, then suit), compared in C rather than by Card.__lt__
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=_RANK_SUIT)))


@dataclass(frozen=True, slots=True)
class Show4567:
    """Show 4-5-6-7 on the first deal and take four new cards (R8)."""

    kind = "show4567"


@dataclass(frozen=True, slots=True)
class Paso:
    kind = "paso"


@dataclass(frozen=True, slots=True)
class Envido:
    """An opening bet of ``amount`` or, facing a bet, ``amount`` more (R17, R18)."""

    amount: int = 2
    kind = "envido"


@dataclass(frozen=True, slots=True)
class Quiero:
    kind = "quiero"


@dataclass(frozen=True, slots=True)
class NoQuiero:
    kind = "no_quiero"


@dataclass(frozen=True, slots=True)
class Ordago:
    kind = "ordago"


@dataclass(frozen=True, slots=True)
class Sena:
    """A seña to one's partner (R26); ``name`` is a key of ``senas.SENAS``."""

    name: str
    kind = "sena"


@dataclass(frozen=True, slots=True)
class NextHand:
    """Not a seat's action: the log's marker that the next hand was dealt."""

    deck: tuple[Card, ...] | None = None
    kind = "next_hand"


Action = Mus | NoMus | Discard | Show4567 | Paso | Envido | Quiero | NoQuiero | Ordago | Sena | NextHand

MUS, NO_MUS, SHOW4567, PASO, QUIERO, NO_QUIERO, ORDAGO = (
    Mus(), NoMus(), Show4567(), Paso(), Quiero(), NoQuiero(), Ordago()
)
_SIMPLE: dict[str, Action] = {a.kind: a for a in (MUS, NO_MUS, SHOW4567, PASO, QUIERO, NO_QUIERO, ORDAGO)}


def action_to_dict(action: Action) -> dict[str, Any]:
    d: dict[str, Any] = {"type": action.kind}
    if isinstance(action, Discard):
        d["cards"] = [str(c) for c in action.cards]
    elif isinstance(action, Envido):
        d["amount"] = action.amount
    elif isinstance(action, Sena):
        d["name"] = action.name
    elif isinstance(action, NextHand) and action.deck is not None:
        d["deck"] = [str(c) for c in action.deck]
    return d


def action_from_dict(d: dict[str, Any]) -> Action:
    kind = d.get("type")
    if not isinstance(kind, str):
        raise ValueError(f"bad action {d!r}")
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == "discard":
        return Discard(parse_cards(d["cards"]))
    if kind == "envido":
        return Envido(int(d["amount"]))
    if kind == "sena":
        return Sena(str(d["name"]))
    if kind == "next_hand":
        deck = d.get("deck")
        return NextHand(parse_cards(deck) if deck is not None else None)
    raise ValueError(f"unknown action type {kind!r}")
