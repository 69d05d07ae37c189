"""Rounded labels ("chips") and small icons shared by the hand, the table and the charts."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from ..i18n import t
from . import palette as P
from .boxes import box
from .fonts import Colour, draw_text, fit_size, metrics, text_width

Pad = tuple[int, int]  # a chip's room around its words: across, and above and below


def chip_size(label: str, size: int, bold: bool = True, pad: Pad | None = None) -> tuple[int, int]:
    across, up = (round(size * 0.55), round(size * 0.42)) if pad is None else pad
    m = metrics(size)
    return text_width(label, size, bold) + 2 * across, m.cap + 2 * up


def chip(draw: ImageDraw.ImageDraw, x: float, y: float, label: str, size: int, fill: Colour,
         ink: Colour = P.WHITE, bold: bool = True, outline: Colour | None = None,
         anchor: str = "l", pad: Pad | None = None) -> tuple[int, int, int, int]:
    """A pill with ``label`` in it; (x, y) is its left (or centre, anchor "m") middle point."""
    w, h = chip_size(label, size, bold, pad)
    x0 = x - w / 2 if anchor == "m" else x - w if anchor == "r" else x
    y0 = y - h / 2
    draw.rounded_rectangle((x0, y0, x0 + w, y0 + h), radius=h / 2, fill=fill, outline=outline,
                           width=2 if outline else 0)
    draw_text(draw, (x0 + w / 2, y), label, size, ink, anchor="mm", bold=bold)
    return (round(x0), round(y0), round(x0 + w), round(y0 + h))


def key_chip(draw: ImageDraw.ImageDraw, x: float, y: float, key: str, lang: str, place: str,
             fill: Colour, ink: Colour = P.WHITE, anchor: str = "l", pad: Pad | None = None,
             **params: Any) -> tuple[int, int, int, int]:
    """A chip whose text is a catalogue key, at the size of the key's box at ``place``."""
    b = box(key, place)
    label = t(key, lang, **params)
    size = fit_size(label, b.size, b.width, b.bold)
    return chip(draw, x, y, label, size, fill, ink, b.bold, anchor=anchor, pad=pad)


def key_chip_size(key: str, lang: str, place: str, pad: Pad | None = None, **params: Any) -> tuple[int, int]:
    b = box(key, place)
    label = t(key, lang, **params)
    return chip_size(label, fit_size(label, b.size, b.width, b.bold), b.bold, pad)
