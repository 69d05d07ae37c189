"""Standings as pictures (pure: frozen data -> PNG bytes): a round robin's or a Swiss table
(``render_standings``) and a liguilla's groups (``render_groups``).

Every row shows the columns that decide the order (``ORDER``), and the legend under the table
says that order and what each column holds: a Swiss table's points are its ties won (walkovers
included) plus its byes, so a pair's rank follows from its row. The first criterion is bright.

The pictures are laid out for a phone, where Discord shows a picture 400 px wide: one column,
at most 800 px wide (the name column as wide as the longest name needs, up to ``NAME_MAX``),
every word at least ``TEXT`` px, so 11 px or more there. A table of more than 32 pairs, or more
than 6 groups (``i18n.alt``: the alt texts say each page), is drawn as pages (``page=0, 1, ...``;
``standings_pages`` and ``groups_pages`` say how many), each with the legend.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..i18n import norm_lang, t
from ..i18n.alt import GROUPS_PER_PAGE, STANDINGS_ROWS, page_of, pages
from ..i18n.counts import tn
from . import palette as P
from . import sanction_marks as marks
from .bracket_text import TEXTS, label
from .fonts import draw_text, ellipsize, fit_size, text_width
from .sanction_marks import NONE, Sanctions

ROW_H = 38
SIDE = 16
MEDALS = ((236, 190, 50), (196, 200, 210), (205, 127, 50))
RANK_W = 48  # the rank's circle
NUM_W = 54  # one number column
WIDE = {"tantos": 66}  # a tantos difference reaches three digits and a sign
TEXT = 22  # every word: 11 px on a phone in a picture up to 800 px wide
NUM_SIZE = TEXT
NAME_SIZE = TEXT
NAME_MIN, NAME_MAX = 170, 252  # the name column's width: a Swiss table at most 800 px wide
WIDTH_MAX = 800
QUALIFY = (40, 78, 56)

# The columns of each table, left to right; ORDER: those that decide the rank, first to last.
COLUMNS = {"swiss": ("points", "won", "lost", "byes", "walkovers", "buchholz", "juegos", "tantos"),
           "rr": ("won", "lost", "walkovers", "head_to_head", "juegos", "tantos")}
ORDER = {"swiss": ("points", "buchholz", "juegos", "tantos"), "rr": ("won", "head_to_head", "juegos", "tantos")}


@dataclass(frozen=True, slots=True)
class StandingRow:
    """One pair's row as drawn (``tournaments.standings.Row``): ``won`` counts walkovers won,
    ``points`` (Swiss) is ``won`` plus ``byes``."""

    rank: int
    name: str
    won: int
    lost: int
    juego_diff: int
    tantos_diff: int
    walkovers: int = 0  # ties won by walkover
    points: int | None = None  # Swiss
    byes: int | None = None  # Swiss
    buchholz: int | None = None  # Swiss
    head_to_head: int | None = None  # round robin
    mark: bool = False  # goes through
    sanctions: Sanctions = NONE  # drawn as chips after the name


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


def place_badge(d: ImageDraw.ImageDraw, cx: float, cy: float, place: int) -> None:
    """A row's place at the start of its line: the first three on their medal."""
    if place <= 3:
        d.ellipse((cx - 16, cy - 16, cx + 16, cy + 16), fill=MEDALS[place - 1])
        draw_text(d, (cx, cy), str(place), TEXT, P.INK, anchor="mm", bold=True)
    else:
        draw_text(d, (cx, cy), str(place), TEXT, P.TEXT, anchor="mm", bold=True)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def cell(row: StandingRow, column: str) -> str:
    """A column's value as drawn (the differences signed)."""
    value = {"juegos": row.juego_diff, "tantos": row.tantos_diff}.get(column)
    if value is not None:
        return _signed(value)
    return str(getattr(row, column) or 0)


def _name_room(rows: Sequence[StandingRow], size: int, lang: str, kind: str) -> int:
    """The name column's width: the widest name with its sanction chips, which may widen it
    up to the picture's ``WIDTH_MAX``."""
    widest = max((text_width(r.name, size, True) + marks.width(r.sanctions, lang) for r in rows), default=0)
    most = NAME_MAX
    if any(r.sanctions for r in rows):
        most = max(NAME_MAX, WIDTH_MAX - 2 * SIDE - _block_width(kind, 0))
    return max(NAME_MIN, min(most, widest + 4))


def _col_width(column: str) -> int:
    return WIDE.get(column, NUM_W)


def _block_width(kind: str, name_room: int) -> int:
    return RANK_W + 8 + name_room + 8 + sum(_col_width(c) for c in COLUMNS[kind]) + 8


def _block(d: ImageDraw.ImageDraw, x: int, y: int, rows: Sequence[StandingRow], kind: str, lang: str,
           name_room: int, name_size: int = NAME_SIZE) -> None:
    """The column heads at ``y`` and the rows under them."""
    cols = COLUMNS[kind]
    width = _block_width(kind, name_room)
    right = x + width - 10  # the last column's right edge; numbers are right-aligned
    xs = [right - sum(_col_width(c) for c in cols[i + 1:]) for i in range(len(cols))]
    label(d, (x + RANK_W + 4, y + 22), "tourn.pic.col.pair", lang, P.TEXT_DIM)
    for col, cx in zip(cols, xs, strict=True):
        label(d, (cx, y + 22), f"tourn.pic.col.{col}", lang, P.HIGHLIGHT if col == ORDER[kind][0] else P.TEXT_DIM,
              anchor="rs")
    for k, row in enumerate(rows):
        top = y + HEAD_H + k * ROW_H
        fill = QUALIFY if row.mark else (20, 52, 36) if k % 2 == 0 else P.PANEL
        d.rounded_rectangle((x, top + 1, x + width, top + ROW_H - 1), radius=6, fill=fill)
        cy = top + ROW_H / 2
        place_badge(d, x + 24, cy, row.rank)
        marks.name_with_chips(d, (x + RANK_W + 4, cy), row.name, name_size, name_room, row.sanctions, lang,
                              P.TEXT_DIM if row.sanctions.disqualified else P.WHITE)
        for col, cx in zip(cols, xs, strict=True):
            bright = col == ORDER[kind][0]
            draw_text(d, (cx, cy), cell(row, col), NUM_SIZE, P.HIGHLIGHT if bright else P.TEXT, anchor="rm",
                      bold=bright)


HEAD_H = 32  # the column heads over a block's rows


def _wrap(text: str, size: int, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` pixels, broken at its ' · ' marks, and inside a
    part at its spaces only when the part alone is too wide."""
    lines: list[str] = []
    for part in text.split(" · "):
        if lines and text_width(f"{lines[-1]} · {part}", size) <= width:
            lines[-1] = f"{lines[-1]} · {part}"
            continue
        line = ""
        for word in part.split(" "):
            if line and text_width(f"{line} {word}", size) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
    return lines


def legend(kind: str, lang: str, advance: int | None = None) -> list[str]:
    """The legend's paragraphs: who goes through (groups), the order, what the columns hold."""
    out = [] if advance is None else [tn("tourn.pic.advance", lang, advance)]
    return [*out, t(f"tourn.pic.order.{kind}", lang), t(f"tourn.pic.key.{kind}", lang)]


def _legend_lines(kind: str, lang: str, width: int, advance: int | None = None,
                  rows: Sequence[StandingRow] = ()) -> list[str]:
    """The legend in lines, with the sanction chips' line when some of ``rows`` has one."""
    size = TEXTS["tourn.pic.order.rr"].size
    paras = legend(kind, lang, advance) + marks.legend((r.sanctions for r in rows), lang)
    return [line for para in paras for line in _wrap(para, size, width)]


def _draw_legend(d: ImageDraw.ImageDraw, lines: Sequence[str], x: int, y: int, width: int) -> None:
    size = TEXTS["tourn.pic.order.rr"].size
    for i, line in enumerate(lines):
        draw_text(d, (x, y + i * (size + 9) + size), line, fit_size(line, size, width, min_size=size), P.TEXT_DIM)


def _legend_height(lines: Sequence[str]) -> int:
    return len(lines) * (TEXTS["tourn.pic.order.rr"].size + 9) + 8


def _header(d: ImageDraw.ImageDraw, width: int, key: str, lang: str, title: str, page: int, pages: int) -> None:
    d.rectangle((0, 0, width, 62), fill=P.FELT)
    head = label(d, (SIDE, 44), key, lang, P.WHITE)
    if pages > 1:
        title = f"{title} · {t('tourn.pic.section', lang, n=page + 1, of=pages)}"
    room = width - SIDE - (head[2] + 16)
    draw_text(d, (head[2] + 16, 44), ellipsize(f"· {title}", 24, room), 24, P.TEXT_DIM)


def standings_pages(view: StandingsView) -> int:
    """How many pictures the table needs."""
    return pages(view.rows, STANDINGS_ROWS)


def standings_image(view: StandingsView, lang: str = "es", page: int | None = None) -> Image.Image:
    """The table's ``page`` (the first when None): its rows, in one column, and the legend."""
    lang = norm_lang(lang)
    kind = "swiss" if view.swiss else "rr"
    page, rows = page_of(view.rows, STANDINGS_ROWS, page)
    name_room = _name_room(view.rows, NAME_SIZE, lang, kind)  # every page as wide
    block_w = _block_width(kind, name_room)
    width = 2 * SIDE + block_w
    lines = _legend_lines(kind, lang, width - 2 * SIDE, rows=rows)
    body = max(len(rows) * ROW_H + HEAD_H, 90)
    height = 74 + body + 16 + _legend_height(lines)
    im = Image.new("RGB", (width, height), P.PANEL)
    d = ImageDraw.Draw(im)
    _header(d, width, "tourn.pic.standings", lang, view.title, page, standings_pages(view))
    if not rows:
        label(d, (width / 2, 74 + 60), "tourn.pic.empty", lang, P.TEXT, anchor="mm")
    _block(d, SIDE, 74, rows, kind, lang, name_room)
    _draw_legend(d, lines, SIDE, 74 + body + 16, width - 2 * SIDE)
    return im


def groups_pages(view: GroupsView) -> int:
    """How many pictures the groups need."""
    return pages(view.groups, GROUPS_PER_PAGE)


def groups_image(view: GroupsView, lang: str = "es", page: int | None = None) -> Image.Image:
    """The groups of ``page`` (the first when None), one under another, and the legend."""
    lang = norm_lang(lang)
    page, groups = page_of(view.groups, GROUPS_PER_PAGE, page)
    first = page * GROUPS_PER_PAGE
    name_room = _name_room([r for g in view.groups for r in g], NAME_SIZE, lang, "rr")
    block_w = _block_width("rr", name_room)
    tallest = max((len(g) for g in view.groups), default=1)
    card_h = 40 + HEAD_H + tallest * ROW_H + 10
    width = 2 * SIDE + block_w
    lines = _legend_lines("rr", lang, width - 2 * SIDE, view.advance, [r for g in groups for r in g])
    height = 74 + max(1, len(groups)) * (card_h + 16) + _legend_height(lines)
    im = Image.new("RGB", (width, height), P.PANEL)
    d = ImageDraw.Draw(im)
    _header(d, width, "tourn.pic.groups", lang, view.title, page, groups_pages(view))
    for k, rows in enumerate(groups):
        x, y = SIDE, 74 + k * (card_h + 16)
        d.rounded_rectangle((x - 6, y, x + block_w + 6, y + card_h), radius=10, outline=(58, 96, 74), width=1)
        label(d, (x + 8, y + 28), "tourn.pic.group", lang, P.HIGHLIGHT, n=first + k + 1)
        _block(d, x, y + 36, rows, "rr", lang, name_room)
    _draw_legend(d, lines, SIDE, 74 + max(1, len(groups)) * (card_h + 16), width - 2 * SIDE)
    return im
