"""The boxes the tournament pictures draw their words in (``tourn.pic.*`` keys): font size and
the room each text has. ``tests/render/test_render_bracket.py`` checks every language fits;
``label`` shrinks a text only as a last resort."""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageDraw

from ..i18n import t
from .boxes import Box
from .encode import shared_palette
from .fonts import Colour, draw_text, fit_size, text_width

COL = Box(56, 18, True)
TEXTS: dict[str, Box] = {
    "tourn.pic.bracket": Box(300, 34, True),
    "tourn.pic.standings": Box(300, 34, True),
    "tourn.pic.groups": Box(300, 34, True),
    "tourn.pic.group": Box(200, 22, True),
    "tourn.pic.final": Box(210, 20, True),
    "tourn.pic.semi": Box(210, 20, True),
    "tourn.pic.quarter": Box(210, 20, True),
    "tourn.pic.round_of": Box(210, 20, True),
    "tourn.pic.section": Box(220, 20),
    "tourn.pic.bye": Box(72, 15),
    "tourn.pic.walkover": Box(72, 15, True),
    "tourn.pic.waiting": Box(150, 17),
    "tourn.pic.champion": Box(220, 22, True),
    "tourn.pic.col.pair": Box(200, 18, True),
    "tourn.pic.col.played": COL,
    "tourn.pic.col.won": COL,
    "tourn.pic.col.lost": COL,
    "tourn.pic.col.juegos": COL,
    "tourn.pic.col.tantos": COL,
    "tourn.pic.col.points": COL,
    "tourn.pic.col.buchholz": COL,
    "tourn.pic.legend.rr": Box(1500, 17),
    "tourn.pic.legend.swiss": Box(1500, 17),
    "tourn.pic.legend.groups": Box(1500, 17),
    "tourn.pic.empty": Box(600, 24),
}
SAMPLES: dict[str, Any] = {"n": 256, "of": 16}


def label(draw: ImageDraw.ImageDraw, xy: tuple[float, float], key: str, lang: str, fill: Colour,
          anchor: str = "ls", **params: Any) -> tuple[int, int, int, int]:
    b = TEXTS[key]
    text = t(key, lang, **params)
    return draw_text(draw, xy, text, fit_size(text, b.size, b.width, b.bold), fill, anchor=anchor, bold=b.bold)


def label_width(key: str, lang: str, **params: Any) -> int:
    b = TEXTS[key]
    text = t(key, lang, **params)
    return text_width(text, fit_size(text, b.size, b.width, b.bold), b.bold)


def _montage() -> Image.Image:
    """Every colour the tournament pictures use: a small bracket, table and groups, drawn once."""
    from .bracket import BracketView, TieView, bracket_image
    from .bracket_tables import (
        GroupsView,
        StandingRow,
        StandingsView,
        groups_image,
        standings_image,
    )

    rows = tuple(StandingRow(i, f"Pareja {i}", 3, 2, 1, 1 - i, 10 - 5 * i, 2, 3, i < 3) for i in range(1, 6))
    ties = (TieView("A", "B", (1, 0), 0), TieView("C", "D", (0, 1), 1, walkover=True),
            TieView("E", None, None, 0, bye=True), TieView("F", "G", (0, 0), None, playing=True))
    parts = [bracket_image(BracketView("x", (ties, (TieView(), TieView()), (TieView(),)), "Campeones")),
             standings_image(StandingsView("x", True, rows)), groups_image(GroupsView("x", (rows, rows), 2))]
    out = Image.new("RGB", (max(p.width for p in parts), sum(p.height for p in parts)))
    y = 0
    for p in parts:
        out.paste(p, (0, y))
        y += p.height
    return out


def palette() -> Image.Image:
    """The tournament pictures' shared palette: encoding onto it takes a few ms, not tens."""
    return shared_palette("tournament", _montage)
