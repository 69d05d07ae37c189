"""Every colour the pictures use, in one place so the deck, the table and the charts agree."""

from __future__ import annotations

RGB = tuple[int, int, int]

INK: RGB = (38, 30, 26)  # outlines: a warm near-black, like printed card ink
PAPER: RGB = (255, 253, 247)
CARD_EDGE: RGB = (150, 140, 125)
SKIN: RGB = (246, 208, 170)
SKIN_SHADE: RGB = (222, 172, 130)
WHITE: RGB = (255, 255, 255)

GOLD: RGB = (242, 188, 40)
GOLD_LIGHT: RGB = (255, 226, 120)
GOLD_DARK: RGB = (176, 118, 14)
RED: RGB = (200, 32, 42)
RED_DARK: RGB = (140, 18, 26)
BLUE: RGB = (44, 100, 190)
BLUE_LIGHT: RGB = (150, 190, 240)
BLUE_DARK: RGB = (24, 60, 130)
GREEN: RGB = (62, 140, 58)
GREEN_LIGHT: RGB = (130, 190, 100)
GREEN_DARK: RGB = (32, 86, 34)
BROWN: RGB = (120, 72, 36)
PURPLE: RGB = (120, 60, 140)
ERMINE: RGB = (250, 250, 245)

# The suit colour of a card's corner index and mini emblem (dark enough to read on white).
SUIT_INK: dict[str, RGB] = {"o": (168, 110, 6), "c": (190, 22, 30), "e": (28, 78, 168), "b": (36, 118, 40)}

# Pair 0 (seats 0 and 2) and pair 1 (seats 1 and 3): a blue team and a red team, everywhere.
PAIR: tuple[RGB, RGB] = ((64, 132, 240), (236, 84, 64))
PAIR_DARK: tuple[RGB, RGB] = ((28, 70, 150), (150, 40, 28))

FELT: RGB = (28, 94, 60)
FELT_DARK: RGB = (16, 62, 38)
FELT_LIGHT: RGB = (40, 116, 76)
PANEL: RGB = (14, 44, 30)
TEXT: RGB = (245, 245, 240)
TEXT_DIM: RGB = (190, 210, 196)
HIGHLIGHT: RGB = (255, 214, 64)

BACK_RED: RGB = (150, 28, 38)
BACK_RED_DARK: RGB = (100, 16, 24)
