"""A tournament "a N ceros" as a picture (pure: frozen data -> PNG bytes): each stage (A, then
grupo B) a table of its pairs, best first, with one square per round holding the pair's ceros
after it (green: won, red: lost, grey: a bye, dark red: out), and its ceros now in a bright
last column, so who is on how many ceros, round by round, reads at a glance.

Laid out for a phone, where Discord shows a picture 400 px wide: at most ``WIDTH_MAX`` px wide,
every word and number ``TEXT`` px (11 px or more there); the round squares narrow down to
``CELL_MIN`` px to fit, and when even those do not fit only the latest rounds are drawn (the
legend says so).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PIL import Image, ImageDraw

from ..i18n import norm_lang, t
from . import palette as P
from . import sanction_marks as marks
from .bracket_tables import (
    NAME_MAX,
    NAME_SIZE,
    ROW_H,
    SIDE,
    TEXT,
    _draw_legend,
    _header,
    _legend_height,
    _wrap,
    place_badge,
)
from .bracket_text import TEXTS, label
from .fonts import draw_text, ellipsize, text_width
from .sanction_marks import NONE, Sanctions

RANK_W = 48
CELL_MAX, CELL_MIN = 42, 34
CEROS_W = 80  # the ceros column
WIDTH_MAX = 800
CHAMPION_H = 30  # the champion's line under a decided stage's name
NAME_LEAST = 150
OUTCOME_FILL = {"won": (38, 104, 58), "lost": (168, 52, 44), "bye": (72, 84, 78)}
OUT_FILL = (96, 16, 22)

Outcome = Literal["won", "lost", "bye"]


@dataclass(frozen=True, slots=True)
class CerosCell:
    """A pair's round: its outcome and its ceros after it."""

    round: int
    outcome: Outcome
    ceros: int
    out: bool = False  # the round it went out in


@dataclass(frozen=True, slots=True)
class CerosRow:
    place: int
    name: str
    ceros: int
    still_in: bool
    cells: tuple[CerosCell, ...]
    sanctions: Sanctions = NONE  # drawn as chips after the name


@dataclass(frozen=True, slots=True)
class CerosStageView:
    name: str  # "A" or "B"
    limit: int  # out at so many ceros
    first: int  # its rounds, first to last
    last: int
    rows: tuple[CerosRow, ...]
    champion: str | None = None


@dataclass(frozen=True, slots=True)
class CerosView:
    title: str
    stages: tuple[CerosStageView, ...]


def _layout(view: CerosView, lang: str) -> tuple[int, int, int]:
    """The name column's width (the widest name with its sanction chips), a round square's
    width and how many rounds fit."""
    widest = max((text_width(r.name, NAME_SIZE, True) + marks.width(r.sanctions, lang)
                  for s in view.stages for r in s.rows), default=0)
    rounds = max((s.last - s.first + 1 for s in view.stages), default=1)
    fixed = 2 * SIDE + RANK_W + 8 + 8 + 8 + CEROS_W  # as ceros_image adds them up
    most = NAME_MAX  # wider for sanction chips, while the rounds keep their widest squares
    if any(r.sanctions for s in view.stages for r in s.rows):
        most = max(NAME_MAX, WIDTH_MAX - fixed - rounds * CELL_MAX)
    name_room = max(NAME_LEAST, min(most, widest + 4))
    while name_room > NAME_LEAST and fixed + name_room + rounds * CELL_MIN > WIDTH_MAX:
        name_room -= 10
    cell = max(CELL_MIN, min(CELL_MAX, (WIDTH_MAX - fixed - name_room) // max(rounds, 1)))
    shown = min(rounds, (WIDTH_MAX - fixed - name_room) // cell)
    return name_room, cell, shown


def legend_lines(view: CerosView, lang: str, width: int, shown: int) -> list[str]:
    size = TEXTS["tourn.pic.key.ceros"].size
    paras = [t("tourn.pic.key.ceros", lang)]
    cut = [s for s in view.stages if s.last - s.first + 1 > shown]
    if cut:
        paras.append(t("tourn.pic.ceros.latest", lang, n=shown))
    paras += marks.legend((r.sanctions for s in view.stages for r in s.rows), lang)
    return [line for para in paras for line in _wrap(para, size, width)]


def _stage(d: ImageDraw.ImageDraw, x: int, y: int, stage: CerosStageView, lang: str, name_room: int, cell: int,
           shown: int) -> None:
    label(d, (x, y + 26), f"tourn.pic.ceros.stage_{stage.name.lower()}", lang, P.HIGHLIGHT, n=stage.limit)
    top = y + 40
    if stage.champion is not None:  # a line of its own under the stage's name
        head = label(d, (x, y + 56), "tourn.pic.champion", lang, P.GOLD)
        draw_text(d, (head[2] + 10, y + 56), ellipsize(stage.champion, NAME_SIZE, 420, True), NAME_SIZE, P.WHITE,
                  bold=True)
        top += CHAMPION_H
    first = max(stage.first, stage.last - shown + 1)
    cx0 = x + RANK_W + 8 + name_room + 8
    for k, r in enumerate(range(first, stage.last + 1)):
        draw_text(d, (cx0 + k * cell + cell / 2, top + 18), str(r), TEXT, P.TEXT_DIM, anchor="ms")
    right = cx0 + shown * cell + 8 + CEROS_W
    label(d, (right - 6, top + 18), "tourn.pic.col.ceros", lang, P.HIGHLIGHT, anchor="rs")
    for k, row in enumerate(stage.rows):
        rt = top + 26 + k * ROW_H
        fill = (20, 52, 36) if k % 2 == 0 else P.PANEL
        d.rounded_rectangle((x, rt + 1, right, rt + ROW_H - 1), radius=6, fill=fill)
        cy = rt + ROW_H / 2
        place_badge(d, x + 24, cy, row.place)
        colour = P.WHITE if row.still_in and not row.sanctions.disqualified else P.TEXT_DIM
        marks.name_with_chips(d, (x + RANK_W + 4, cy), row.name, NAME_SIZE, name_room, row.sanctions, lang, colour,
                              bold=row.still_in)
        for c in row.cells:
            if c.round < first:
                continue
            left = cx0 + (c.round - first) * cell
            box = (left + 2, rt + 5, left + cell - 2, rt + ROW_H - 5)
            d.rounded_rectangle(box, radius=4, fill=OUT_FILL if c.out else OUTCOME_FILL[c.outcome])
            mark = "–" if c.outcome == "bye" else str(c.ceros)
            draw_text(d, (left + cell / 2, cy), mark, TEXT, P.WHITE, anchor="mm", bold=c.outcome == "lost")
        draw_text(d, (right - 10, cy), f"{row.ceros}/{stage.limit}", NAME_SIZE,
                  P.HIGHLIGHT if row.still_in else P.TEXT_DIM, anchor="rm", bold=True)


def _stage_height(stage: CerosStageView) -> int:
    return 40 + (CHAMPION_H if stage.champion is not None else 0) + 26 + max(len(stage.rows), 1) * ROW_H + 16


def ceros_image(view: CerosView, lang: str = "es") -> Image.Image:
    lang = norm_lang(lang)
    name_room, cell, shown = _layout(view, lang)
    width = 2 * SIDE + RANK_W + 8 + name_room + 8 + shown * cell + 8 + CEROS_W
    lines = legend_lines(view, lang, width - 2 * SIDE, shown)
    body = sum(_stage_height(s) for s in view.stages) if view.stages else 90
    height = 74 + body + _legend_height(lines)
    im = Image.new("RGB", (width, height), P.PANEL)
    d = ImageDraw.Draw(im)
    _header(d, width, "tourn.pic.ceros", lang, view.title, 0, 1)
    if not view.stages:
        label(d, (width / 2, 74 + 45), "tourn.pic.empty", lang, P.TEXT, anchor="mm")
    y = 66
    for stage in view.stages:
        _stage(d, SIDE, y, stage, lang, name_room, cell, shown)
        y += _stage_height(stage)
    _draw_legend(d, lines, SIDE, 74 + body, width - 2 * SIDE)
    return im


def sample() -> CerosView:
    """A small stage of each kind, for the shared palette."""
    cells = (CerosCell(1, "won", 0), CerosCell(2, "lost", 1), CerosCell(3, "bye", 1), CerosCell(4, "lost", 2, True))
    rows = tuple(CerosRow(i, f"Pareja {i}", i % 3, i < 3, cells) for i in range(1, 5))
    return CerosView("x", (CerosStageView("A", 2, 1, 4, rows, "Pareja 1"), CerosStageView("B", 2, 3, 4, rows)))

