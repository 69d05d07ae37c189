"""``render_bracket``: an eliminatoria's bracket as a picture (pure: frozen data -> PNG bytes).

A bracket of up to 16 pairs is drawn whole. A larger one is drawn as its last four rounds (from
the round of 16 to the final: what a server follows), and its earlier rounds as sections of
16 pairs each (``section=0, 1, ...``; ``sections(view)`` says how many), so that every
picture stays readable at Discord's display size. Each tie shows both pairs, the score
(partidas, or juegos in a tie of one partida), a walkover or a bye; the pair that went through
is bright, the other dim.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..i18n import norm_lang, t
from ..i18n.alt import bracket_columns, bracket_sections, round_key
from . import palette as P
from .bracket_text import label, label_width
from .fonts import draw_text, ellipsize

COLUMN = 250  # a tie's box width
GAP = 40  # between columns (the connectors)
BOX_H = 54
PITCH = 68  # first column: one tie every PITCH pixels
TOP = 106
SIDE = 24
NAME = 17
DIM = (120, 150, 132)


@dataclass(frozen=True, slots=True)
class TieView:
    """One tie as drawn: ``a``/``b`` the pairs' names (None: not known yet, or nobody),
    ``score`` as the tie counts it, ``winner`` 0/1 (None: not decided, or nobody went through)."""

    a: str | None = None
    b: str | None = None
    score: tuple[int, int] | None = None
    winner: int | None = None
    walkover: bool = False
    bye: bool = False
    playing: bool = False


@dataclass(frozen=True, slots=True)
class BracketView:
    """Every round of the bracket, round 1 first, each with all its slots (size/2, size/4...)."""

    title: str
    rounds: tuple[tuple[TieView, ...], ...]
    champion: str | None = None


def sections(view: BracketView) -> int:
    """How many section pictures the early rounds need (0: the bracket fits one picture)."""
    return bracket_sections(view.rounds)


def bracket_image(view: BracketView, lang: str = "es", section: int | None = None) -> Image.Image:
    lang = norm_lang(lang)
    columns = bracket_columns(view.rounds, section)  # (ties in the whole round, the ties drawn)
    cols = [drawn for _, drawn in columns]
    final_shown = section is None
    if not cols:  # not drawn yet
        im = Image.new("RGB", (640, 200), P.PANEL)
        d = ImageDraw.Draw(im)
        d.rectangle((0, 0, im.width, 62), fill=P.FELT)
        label(d, (SIDE, 44), "tourn.pic.bracket", lang, P.WHITE)
        label(d, (im.width / 2, 130), "tourn.pic.empty", lang, P.TEXT, anchor="mm")
        return im
    first = len(cols[0])
    width = 2 * SIDE + len(cols) * COLUMN + (len(cols) - 1) * GAP + (COLUMN + GAP if final_shown else 0)
    height = TOP + max(1, first) * PITCH + 20
    im = Image.new("RGB", (max(width, 520), height), P.PANEL)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, im.width, 62), fill=P.FELT)
    head = label(d, (SIDE, 44), "tourn.pic.bracket", lang, P.WHITE)
    sub = view.title
    if section is not None:
        sub = f"{view.title} · {t('tourn.pic.section', lang, n=section + 1, of=sections(view))}"
    room = im.width - SIDE - (head[2] + 16)
    draw_text(d, (head[2] + 16, 44), ellipsize(f"· {sub}", 24, room), 24, P.TEXT_DIM)
    centres: list[list[float]] = []
    for k, ties in enumerate(cols):
        x = SIDE + k * (COLUMN + GAP)
        key, params = round_key(columns[k][0])
        label(d, (x + 4, 90), key, lang, P.TEXT_DIM, **params)
        step = PITCH * (first / max(1, len(ties)))
        ys = [TOP + (i + 0.5) * step for i in range(len(ties))]
        centres.append(ys)
        for tie, cy in zip(ties, ys, strict=True):
            _tie(d, x, cy, tie, lang)
        if k:
            prev = centres[k - 1]
            px = x - GAP
            for i, cy in enumerate(ys):
                for j in (2 * i, 2 * i + 1):
                    if j < len(prev):
                        d.line((px, prev[j], px + GAP // 2, prev[j]), fill=(70, 110, 88), width=2)
                        d.line((px + GAP // 2, prev[j], px + GAP // 2, cy), fill=(70, 110, 88), width=2)
                d.line((px + GAP // 2, cy, x, cy), fill=(70, 110, 88), width=2)
    if final_shown and centres:
        x = SIDE + len(cols) * (COLUMN + GAP)
        cy = centres[-1][0]
        d.line((x - GAP, cy, x, cy), fill=P.HIGHLIGHT, width=2)
        label(d, (x + 4, cy - 18), "tourn.pic.champion", lang, P.HIGHLIGHT)
        name = view.champion or "—"
        d.rounded_rectangle((x, cy - 4, x + COLUMN, cy + 34), radius=8, fill=(60, 52, 18) if view.champion else (20, 52, 36),
                            outline=P.HIGHLIGHT, width=2)
        draw_text(d, (x + 12, cy + 15), ellipsize(name, 20, COLUMN - 24, True), 20,
                  P.HIGHLIGHT if view.champion else DIM, anchor="lm", bold=True)
    return im


def _tie(d: ImageDraw.ImageDraw, x: float, cy: float, tie: TieView, lang: str) -> None:
    top = cy - BOX_H / 2
    outline = P.HIGHLIGHT if tie.playing else (58, 96, 74)
    d.rounded_rectangle((x, top, x + COLUMN, top + BOX_H), radius=7, fill=(20, 52, 36), outline=outline,
                        width=2 if tie.playing else 1)
    d.line((x + 6, cy, x + COLUMN - 6, cy), fill=(40, 76, 56), width=1)
    rows = ((tie.a, 0), (tie.b, 1))
    score_room = 0
    if tie.score is not None and not tie.bye:
        score_room = 30
    for name, side in rows:
        y = top + BOX_H / 4 + (BOX_H / 2) * side
        won = tie.winner == side
        decided = tie.winner is not None or (tie.walkover and not tie.playing)
        colour = P.WHITE if won or not decided else DIM
        if name is None:
            if side == 1 and tie.bye:
                label(d, (x + 10, y), "tourn.pic.bye", lang, DIM, anchor="lm")
            elif tie.a is None and tie.b is None and not tie.walkover:
                if side == 0:
                    label(d, (x + 10, cy), "tourn.pic.waiting", lang, DIM, anchor="lm")
            else:
                draw_text(d, (x + 10, y), "—", NAME, DIM, anchor="lm")
            continue
        tag = 0
        if tie.walkover and not won:
            label(d, (x + COLUMN - 8, y), "tourn.pic.walkover", lang, P.PAIR[1], anchor="rm")
            tag = label_width("tourn.pic.walkover", lang)
        room = COLUMN - 20 - score_room - (tag + 8 if tag else 0)
        draw_text(d, (x + 10, y), ellipsize(name, NAME, room, won), NAME, colour, anchor="lm", bold=won)
        if tie.score is not None and not tie.bye and not tie.walkover:
            draw_text(d, (x + COLUMN - 10, y), str(tie.score[side]), NAME,
                      P.HIGHLIGHT if won else colour, anchor="rm", bold=True)
