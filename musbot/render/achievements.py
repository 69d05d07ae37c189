"""A player's picture of ``/mus stats``: their rating chart with their logros drawn as medals
in a strip under it (``render_player``); the strip alone when there is no chart (``with_badges``)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from . import palette as P
from .chart import render_rating_history
from .encode import png_bytes
from .fonts import draw_text, ellipsize, text_width

W = 800
PILL_H = 42
GAP = 10
PAD = 16
SIZE = 22  # 11 px on a phone, where the picture is 400 px wide
MAX_PILL = (W - 2 * PAD - GAP) // 2  # two to a line at least


def _pills(titles: Sequence[str]) -> list[list[tuple[str, int]]]:
    """The titles in lines of pills that fit the width."""
    lines: list[list[tuple[str, int]]] = [[]]
    x = PAD
    for title in titles:
        text = ellipsize(title, SIZE, MAX_PILL - 52, True)
        width = min(MAX_PILL, text_width(text, SIZE, True) + 52)
        if lines[-1] and x + width > W - PAD:
            lines.append([])
            x = PAD
        lines[-1].append((text, width))
        x += width + GAP
    return lines


def badges_image(titles: Sequence[str]) -> Image.Image:
    """Each logro as a gold medal and its name on a dark pill (its count in the title: ×3)."""
    lines = _pills(titles)
    im = Image.new("RGB", (W, PAD * 2 + len(lines) * PILL_H + (len(lines) - 1) * GAP), P.PANEL)
    d = ImageDraw.Draw(im)
    for row, pills in enumerate(lines):
        y = PAD + row * (PILL_H + GAP)
        x = PAD
        for text, width in pills:
            d.rounded_rectangle((x, y, x + width, y + PILL_H), radius=PILL_H // 2, fill=(20, 52, 36),
                                outline=P.GOLD_DARK, width=2)
            cx, cy = x + 22, y + PILL_H // 2
            d.ellipse((cx - 12, cy - 12, cx + 12, cy + 12), fill=P.GOLD, outline=P.GOLD_DARK, width=2)
            d.ellipse((cx - 6, cy - 6, cx + 6, cy + 6), outline=P.GOLD_LIGHT, width=2)
            draw_text(d, (x + 42, cy), text, SIZE, P.WHITE, anchor="lm", bold=True)
            x += width + GAP
    return im


def with_badges(picture: bytes | None, titles: Sequence[str]) -> bytes:
    """``picture`` (a PNG, or None) with the logros' strip under it, as one PNG."""
    strip = badges_image(titles)
    if picture is None:
        return png_bytes(strip)
    top = Image.open(io.BytesIO(picture)).convert("RGB")
    if top.width != W:
        strip = strip.resize((top.width, round(strip.height * top.width / W)))
    out = Image.new("RGB", (top.width, top.height + strip.height), P.PANEL)
    out.paste(top, (0, 0))
    out.paste(strip, (0, top.height))
    return png_bytes(out)


@dataclass(frozen=True, slots=True)
class PlayerPicture:
    """What a player's picture shows: their rating after each partida (oldest first), their
    name, and the titles of the logros they hold (empty: the chart alone)."""

    points: tuple[float, ...]
    name: str
    titles: tuple[str, ...]
    lang: str


def render_player(picture: PlayerPicture) -> bytes:
    """The rating chart, and under it the logros' medals when the player holds any."""
    chart = render_rating_history(picture.points, picture.lang, picture.name)
    return with_badges(chart, picture.titles) if picture.titles else chart
