"""Where the card PNGs live: assets/cards/<size>/<card>.png (and back.png)."""

from __future__ import annotations

from pathlib import Path

from ..engine.cards import Card

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "cards"
SIZES: tuple[str, ...] = ("large", "small")


def sprite_name(card: Card | None) -> str:
    """``12o.png`` for a card, ``back.png`` for the back."""
    return "back.png" if card is None else f"{card}.png"


def sprite_path(card: Card | None, size: str, root: Path = ASSETS) -> Path:
    return root / size / sprite_name(card)
