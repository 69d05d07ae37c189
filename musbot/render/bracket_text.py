"""The boxes the tournament pictures draw their words in (``tourn.pic.*`` keys): font size and
the room each text has. ``tests/render/test_render_bracket.py`` checks every language fits;
``label`` shrinks a text only as a last resort."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from ..i18n import t
from .boxes import Box
from .fonts import Colour, draw_text, fit_size

COL = Box(50, 22, True)  # a number column of the standings (NUM_W 54)
LEGEND = Box(1500, 22)  # wrapped to the picture's width
TEXTS: dict[str, Box] = {
    "tourn.pic.bracket": Box(300, 34, True),
    "tourn.pic.standings": Box(300, 34, True),
    "tourn.pic.groups": Box(300, 34, True),
    "tourn.pic.group": Box(200, 22, True),
    "tourn.pic.final": Box(224, 22, True),
    "tourn.pic.semi": Box(224, 22, True),
    "tourn.pic.quarter": Box(224, 22, True),
    "tourn.pic.round_of": Box(224, 22, True),
    "tourn.pic.section": Box(220, 22),
    "tourn.pic.bye": Box(100, 22),
    "tourn.pic.walkover": Box(100, 22, True),
    "tourn.pic.waiting": Box(210, 22),
    "tourn.pic.champion": Box(220, 22, True),
    "tourn.pic.col.pair": Box(170, 22, True),  # the narrowest name column (NAME_MIN)
    "tourn.pic.col.won": COL,
    "tourn.pic.col.lost": COL,
    "tourn.pic.col.juegos": COL,
    "tourn.pic.col.tantos": COL,
    "tourn.pic.col.points": COL,
    "tourn.pic.col.buchholz": COL,
    "tourn.pic.col.byes": COL,
    "tourn.pic.col.walkovers": COL,
    "tourn.pic.col.head_to_head": COL,
    "tourn.pic.order.rr": LEGEND,
    "tourn.pic.order.swiss": LEGEND,
    "tourn.pic.key.rr": LEGEND,
    "tourn.pic.key.swiss": LEGEND,
    "tourn.pic.advance": LEGEND,
    "tourn.pic.empty": Box(600, 24),
    "tourn.pic.ceros": Box(300, 34, True),
    "tourn.pic.ceros.stage_a": Box(360, 22, True),
    "tourn.pic.ceros.stage_b": Box(360, 22, True),
    "tourn.pic.col.ceros": Box(76, 22, True),  # the ceros column (CEROS_W 80)
    "tourn.pic.key.ceros": LEGEND,
    "tourn.pic.ceros.latest": LEGEND,
    "tourn.pic.mark.warning": Box(80, 22, True),  # a sanction chip after a pair's name
    "tourn.pic.mark.juego": Box(80, 22, True),
    "tourn.pic.mark.disqualified": Box(80, 22, True),
    "tourn.pic.key.sanctions": LEGEND,
}
SAMPLES: dict[str, Any] = {"n": 256, "of": 16}


def label(draw: ImageDraw.ImageDraw, xy: tuple[float, float], key: str, lang: str, fill: Colour,
          anchor: str = "ls", **params: Any) -> tuple[int, int, int, int]:
    b = TEXTS[key]
    text = t(key, lang, **params)
    return draw_text(draw, xy, text, fit_size(text, b.size, b.width, b.bold), fill, anchor=anchor, bold=b.bold)
