"""Standings as pictures (pure: frozen data -> PNG bytes): a round robin's or a Swiss table
(``render_standings``) and a liguilla's groups side by side (``render_groups``), with the
tie-breaks written in the legend under the table.

More than ``ROWS_PER_BLOCK`` pairs go in two blocks side by side, so a 64-pair table is about
as wide as it is tall and readable when opened at Discord's size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..i18n import norm_lang, t
from . import palette as P
from .bracket_text import TEXTS, label
from .fonts import draw_text, ellipsize, fit_size, text_width

ROW_H = 32
ROWS_PER_BLOCK = 32
SIDE = 20
MEDALS = ((236, 190, 50), (196, 200, 210), (205, 127, 50))
NUM_W = 56  # one number column
QUALIFY = (40, 78, 56)


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: int
    name: str
    played: int
    won: int
    lost: int
    juego_diff: int
    tantos_diff: int
    points: int | None = None  # Swiss
    buchholz: int | None = None  # Swiss
    mark: bool = False  # goes through / the person who asked


@dataclass(frozen=True, slots=True)
class StandingsView:
    title: str
    swiss: bool
    rows: tuple[StandingRow, ...]


@dataclass(frozen=True, slots=True)
class GroupsView:
    title: str
    groups: tuple[tuple[StandingRow, ...], ...]  # group 1, 2, ... each in its order
    advance: int


def _cols(swiss: bool) -> list[str]:
    cols = ["played", "won", "lost", "juegos", "tantos"]
    return ["points", "buchholz", *cols] if swiss else cols


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def _values(row: StandingRow, swiss: bool) -> list[str]:
    vals = [str(row.played), str(row.won), str(row.lost), _signed(row.juego_diff), _signed(row.tantos_diff)]
    return [str(row.points or 0), str(row.buchholz or 0), *vals] if swiss else vals


def _block(d: ImageDraw.ImageDraw, x: int, y: int, width: int, rows: Sequence[StandingRow], swiss: bool,
           lang: str, name_size: int = 19) -> None:
    cols = _cols(swiss)
    num_x = x + width - 10 - NUM_W * (len(cols) - 1)
    label(d, (x + 52, y + 20), "tourn.pic.col.pair", lang, P.TEXT_DIM)
    for i, col in enumerate(cols):
        label(d, (num_x + NUM_W * i, y + 20), f"tourn.pic.col.{col}", lang, P.TEXT_DIM, anchor="rs")
    name_room = num_x - NUM_W - (x + 52)
    for k, row in enumerate(rows):
        top = y + 30 + k * ROW_H
        fill = QUALIFY if row.mark else (20, 52, 36) if k % 2 == 0 else P.PANEL
        d.rounded_rectangle((x, top + 1, x + width, top + ROW_H - 1), radius=6, fill=fill)
        cy = top + ROW_H / 2
        if row.rank <= 3:
            d.ellipse((x + 22 - 12, cy - 12, x + 22 + 12, cy + 12), fill=MEDALS[row.rank - 1])
            draw_text(d, (x + 22, cy), str(row.rank), 16, P.INK, anchor="mm", bold=True)
        else:
            draw_text(d, (x + 22, cy), str(row.rank), 16, P.TEXT, anchor="mm", bold=True)
        draw_text(d, (x + 52, cy), ellipsize(row.name, name_size, name_room, True), name_size, P.WHITE,
                  anchor="lm", bold=True)
        for i, value in enumerate(_values(row, swiss)):
            bright = i == (0 if swiss else 1)  # what ranks first: points, or ties won
            draw_text(d, (num_x + NUM_W * i, cy), value, 18, P.HIGHLIGHT if bright else P.TEXT, anchor="rm",
                      bold=bright)


def _legend(d: ImageDraw.ImageDraw, key: str, lang: str, x: int, y: int, width: int, **params: int) -> int:
    """The tie-break legend, wrapped at its ' · ' marks to the picture's width; returns the
    bottom."""
    size = TEXTS[key].size
    text = t(key, lang, **params)
    lines: list[str] = []
    for part in text.split(" · "):
        if lines and text_width(f"{lines[-1]} · {part}", size) <= width:
            lines[-1] = f"{lines[-1]} · {part}"
        else:
            lines.append(part)
    for i, line in enumerate(lines):
        draw_text(d, (x, y + i * (size + 8)), line, fit_size(line, size, width), P.TEXT_DIM)
    return y + len(lines) * (size + 8)


def _legend_lines(key: str, lang: str, width: int, **params: int) -> int:
    size = TEXTS[key].size
    n = 0
    last = ""
    for part in t(key, lang, **params).split(" · "):
        if n and text_width(f"{last} · {part}", size) <= width:
            last = f"{last} · {part}"
        else:
            n, last = n + 1, part
    return n


def _header(d: ImageDraw.ImageDraw, width: int, key: str, lang: str, title: str) -> None:
    d.rectangle((0, 0, width, 62), fill=P.FELT)
    head = label(d, (SIDE, 44), key, lang, P.WHITE)
    room = width - SIDE - (head[2] + 16)
    draw_text(d, (head[2] + 16, 44), ellipsize(f"· {title}", 24, room), 24, P.TEXT_DIM)


def standings_image(view: StandingsView, lang: str = "es") -> Image.Image:
    lang = norm_lang(lang)
    rows = view.rows
    blocks = [rows[i:i + ROWS_PER_BLOCK] for i in range(0, len(rows), ROWS_PER_BLOCK)] or [()]
    if len(blocks) > 2:  # more than 64: as many rows per block as two blocks need
        per = -(-len(rows) // 2)
        blocks = [rows[:per], rows[per:]]
    block_w = 400 + NUM_W * len(_cols(view.swiss))
    width = 2 * SIDE + len(blocks) * block_w + (len(blocks) - 1) * 24
    key = "tourn.pic.legend.swiss" if view.swiss else "tourn.pic.legend.rr"
    legend_h = _legend_lines(key, lang, width - 2 * SIDE) * (TEXTS[key].size + 8)
    body = max(len(b) for b in blocks) * ROW_H + 30
    height = 80 + max(body, 60) + 24 + legend_h
    im = Image.new("RGB", (width, height), P.PANEL)
    d = ImageDraw.Draw(im)
    _header(d, width, "tourn.pic.standings", lang, view.title)
    if not rows:
        label(d, (width / 2, 80 + 30), "tourn.pic.empty", lang, P.TEXT, anchor="mm")
    for i, block in enumerate(blocks):
        _block(d, SIDE + i * (block_w + 24), 74, block_w, block, view.swiss, lang)
    _legend(d, key, lang, SIDE, 80 + max(body, 60) + 24, width - 2 * SIDE)
    return im


def groups_image(view: GroupsView, lang: str = "es") -> Image.Image:
    lang = norm_lang(lang)
    n = len(view.groups)
    per_row = 2 if n <= 4 else 3
    block_w = 250 + NUM_W * len(_cols(False))
    tallest = max((len(g) for g in view.groups), default=1)
    card_h = 40 + 30 + tallest * ROW_H + 10
    grid_rows = -(-n // per_row) if n else 1
    width = 2 * SIDE + per_row * block_w + (per_row - 1) * 24
    key = "tourn.pic.legend.groups"
    legend_h = _legend_lines(key, lang, width - 2 * SIDE, n=view.advance) * (TEXTS[key].size + 8)
    height = 74 + grid_rows * (card_h + 16) + legend_h + 10
    im = Image.new("RGB", (width, height), P.PANEL)
    d = ImageDraw.Draw(im)
    _header(d, width, "tourn.pic.groups", lang, view.title)
    for gi, rows in enumerate(view.groups):
        x = SIDE + (gi % per_row) * (block_w + 24)
        y = 74 + (gi // per_row) * (card_h + 16)
        d.rounded_rectangle((x - 6, y, x + block_w + 6, y + card_h), radius=10, outline=(58, 96, 74), width=1)
        label(d, (x + 8, y + 28), "tourn.pic.group", lang, P.HIGHLIGHT, n=gi + 1)
        _block(d, x, y + 36, block_w, rows, False, lang, name_size=17)
    _legend(d, key, lang, SIDE, 74 + grid_rows * (card_h + 16) + 4, width - 2 * SIDE, n=view.advance)
    return im
