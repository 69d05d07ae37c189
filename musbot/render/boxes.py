"""The boxes texts are drawn in: for each key (or key prefix ending in "."), and for each place
it appears, the font size and the width the text must fit.

The layouts read their sizes from here, and tests/render check that every language's text fits
every box of its key at that size (no clipping, no shrinking). ``label`` still shrinks a text
that would not fit, as a last resort (user names, or a catalogue edited without running tests).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from PIL import ImageDraw

from ..i18n import t
from .fonts import Colour, draw_text, fit_size, text_width


@dataclass(frozen=True, slots=True)
class Box:
    width: int  # the room the text has, in pixels
    size: int  # font size in pixels
    bold: bool = False


CHIP = Box(140, 22, True)  # the chips beside a seat
# The table's words are 22 px or more: 11 px on a phone, where its 800 px are shown 400 px wide.
BOXES: dict[str, dict[str, Box]] = {
    # hand caption chips, and the same words as chips at a seat at the showdown
    "render.pares.": {"caption": Box(290, 30, True), "seat": CHIP},
    "render.juego": {"caption": Box(290, 30, True), "seat": CHIP},
    "render.punto": {"caption": Box(290, 30, True), "seat": CHIP},
    # the middle of the baize: lance in play, stake, phase titles, the end of a partida; the
    # lances' names in the right panel, and in the count's sheet
    "render.lance.": {"centre": Box(156, 30, True), "panel": Box(120, 22, True), "sheet": Box(88, 22, True)},
    "render.phase.": {"centre": Box(156, 24, True)},
    "render.mus_rounds": {"centre": Box(156, 22)},
    "render.stake.none": {"centre": Box(156, 22)},
    "render.stake": {"centre": Box(156, 24, True)},
    "render.ordago": {"centre": Box(156, 28, True)},
    "render.winner": {"centre": Box(156, 22, True)},
    "render.final.": {"centre": Box(164, 22, True)},
    # the top-left corner of the baize
    "render.hand_number": {"corner": Box(160, 22, True)},
    "render.reyes": {"corner": Box(160, 22)},
    "render.tantos": {"corner": Box(160, 22)},
    # chips at a seat
    "render.mano": {"seat": Box(100, 22, True)},
    "render.sena": {"seat": CHIP},
    "render.declared.": {"seat": CHIP},
    # score boxes on the right panel
    "render.juegos": {"score": Box(220, 22)},
    "render.vacas": {"score": Box(116, 22)},  # dentro beside it
    "render.dentro": {"score": Box(88, 22, True)},
    # lances panel and the count's sheet
    "render.lances.title": {"panel": Box(224, 22, True)},
    "render.count.title": {"panel": Box(224, 22, True)},
    "render.outcome.": {"panel": Box(186, 22)},
    "render.why.": {"sheet": Box(110, 22, True)},  # only an órdago's is drawn, beside its pair's letter
    # leaderboard and rating chart
    "render.lb.title": {"title": Box(520, 34, True)},
    "render.lb.player": {"head": Box(300, 22, True)},
    "render.lb.rating": {"head": Box(120, 22, True)},
    "render.lb.games": {"head": Box(100, 22, True)},
    "render.lb.wins": {"head": Box(120, 22, True)},
    "render.lb.empty": {"body": Box(700, 26)},
    "render.chart.title": {"title": Box(420, 30, True)},
    "render.chart.games": {"axis": Box(300, 22)},
    "render.chart.now": {"legend": Box(240, 24, True)},
    "render.chart.best": {"legend": Box(240, 22)},
}

# The widest value each placeholder takes, for the fit tests.
SAMPLES: dict[str, Any] = {"points": 40, "n": 99, "stake": 40, "of": 5, "value": 2888, "a": 3, "b": 2}
# Keys whose numbers the rules bound more tightly: juegos per vaca 1-5, vacas 1-3 (R25).
KEY_SAMPLES: dict[str, dict[str, Any]] = {"render.juegos": {"n": 4, "of": 5},
                                          "render.vacas": {"n": 2, "of": 3}}


def sample_params(key: str, fields: Iterable[str]) -> dict[str, Any]:
    """The widest values ``key``'s placeholders take, for the fit tests."""
    own = KEY_SAMPLES.get(key, {})
    return {f: own.get(f, SAMPLES[f]) for f in fields}


def boxes(key: str) -> dict[str, Box]:
    """Every place ``key`` is drawn, with its box."""
    b = BOXES.get(key)
    if b is not None:
        return b
    for prefix, b in BOXES.items():
        if prefix.endswith(".") and key.startswith(prefix):
            return b
    raise KeyError(f"no text box for {key!r}: add it to musbot.render.boxes.BOXES")


def box(key: str, place: str) -> Box:
    return boxes(key)[place]


def label(draw: ImageDraw.ImageDraw, xy: tuple[float, float], key: str, lang: str, fill: Colour,
          place: str, anchor: str = "ls", **params: Any) -> tuple[int, int, int, int]:
    """Draw the text of ``key`` in ``lang`` at the size of its box at ``place``."""
    b = box(key, place)
    text = t(key, lang, **params)
    size = fit_size(text, b.size, b.width, b.bold)
    return draw_text(draw, xy, text, size, fill, anchor=anchor, bold=b.bold)


def label_width(key: str, lang: str, place: str, **params: Any) -> int:
    b = box(key, place)
    text = t(key, lang, **params)
    return text_width(text, fit_size(text, b.size, b.width, b.bold), b.bold)
