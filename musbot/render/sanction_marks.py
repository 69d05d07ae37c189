"""A pair's sanctions as drawn after its name in a standings row: a gold chip with its avisos,
a red one with the juegos it lost by sanction, and a dark red one when it is disqualified
(its name then struck through). The letters are the reader's language's, explained by a legend
line under the table that only a table with a sanctioned pair draws.

The chips use colours the tournament pictures already hold (a medal's gold, a lost round's
red, an eliminated pair's dark red), so the shared palette, and every picture without a
sanction, stays as it was."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PIL import ImageDraw

from ..i18n import t
from . import palette as P
from .bracket_text import TEXTS
from .fonts import draw_text, ellipsize, text_width

WARNING_FILL = (236, 190, 50)  # the gold medal's
JUEGO_FILL = (168, 52, 44)  # a lost round's in the ceros table
OUT_FILL = (96, 16, 22)  # an eliminated pair's in the ceros table
NAME_KEEP = 150  # the part of a name its chips never take: the pair stays recognisable
CHIP_H = 28
CHIP_PAD = 5  # text to the chip's edge
GAP = 5  # between the name and a chip, and between chips


@dataclass(frozen=True, slots=True)
class Sanctions:
    """A pair's sanctions: how many avisos, how many juegos lost by sanction, disqualified."""

    warnings: int = 0
    juegos: int = 0
    disqualified: bool = False

    def __bool__(self) -> bool:
        return bool(self.warnings or self.juegos or self.disqualified)


NONE = Sanctions()


def chips(s: Sanctions, lang: str) -> list[tuple[str, tuple[int, int, int], tuple[int, int, int]]]:
    """Each chip's text, fill and ink, left to right."""
    out = []
    if s.warnings:
        out.append((t("tourn.pic.mark.warning", lang, n=s.warnings), WARNING_FILL, P.INK))
    if s.juegos:
        out.append((t("tourn.pic.mark.juego", lang, n=s.juegos), JUEGO_FILL, P.WHITE))
    if s.disqualified:
        out.append((t("tourn.pic.mark.disqualified", lang), OUT_FILL, P.WHITE))
    return out


def _size() -> int:
    return TEXTS["tourn.pic.mark.warning"].size


def width(s: Sanctions, lang: str) -> int:
    """The room the chips take after a name (0 without sanctions)."""
    return sum(GAP + text_width(text, _size(), True) + 2 * CHIP_PAD for text, _, _ in chips(s, lang))


def draw(d: ImageDraw.ImageDraw, x: float, cy: float, s: Sanctions, lang: str) -> None:
    """The chips from ``x`` (the name's right end), centred on ``cy``."""
    size = _size()
    for text, fill, ink in chips(s, lang):
        w = text_width(text, size, True) + 2 * CHIP_PAD
        x += GAP
        d.rounded_rectangle((x, cy - CHIP_H / 2, x + w, cy + CHIP_H / 2), radius=6, fill=fill)
        draw_text(d, (x + w / 2, cy), text, size, ink, anchor="mm", bold=True)
        x += w


def fitting(s: Sanctions, room: int, lang: str) -> Sanctions:
    """The chips drawn in ``room``: all of them, or only the gravest (disqualified, then juegos
    lost) when all would cut the name short; the alt text and the pair list keep every one."""
    if width(s, lang) <= room:
        return s
    if s.disqualified:
        return Sanctions(disqualified=True)
    return Sanctions(juegos=s.juegos) if s.juegos else s


def name_with_chips(d: ImageDraw.ImageDraw, xy: tuple[float, float], name: str, size: int, room: int,
                    s: Sanctions, lang: str, ink: tuple[int, int, int], bold: bool = True) -> None:
    """A standings row's name from ``xy`` (left, centre) in ``room`` pixels with its chips after
    it, struck through when the pair is disqualified."""
    shown = fitting(s, room - min(text_width(name, size, bold), NAME_KEEP), lang)
    box = draw_text(d, xy, ellipsize(name, size, room - width(shown, lang), bold), size, ink, anchor="lm", bold=bold)
    if s.disqualified:
        strike(d, box, xy[1])
    draw(d, box[2], xy[1], shown, lang)


def strike(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], cy: float) -> None:
    """A disqualified pair's name struck through (``box``: the name as drawn)."""
    d.line((box[0] - 2, cy, box[2] + 2, cy), fill=P.TEXT, width=3)


def legend(rows: Iterable[Sanctions], lang: str) -> list[str]:
    """The legend's paragraph on the chips, when some row has one."""
    return [t("tourn.pic.key.sanctions", lang)] if any(rows) else []
