"""``render_bracket``: an eliminatoria's bracket as a picture (pure: frozen data -> PNG bytes).

A bracket of up to 8 pairs is drawn whole. A larger one is drawn as its last three rounds (the
quarters, the semis and the final: what a server follows) and its earlier rounds as sections of
two rounds, 8 ties of the first of them each, or of one round, 16 ties two abreast
(``section=0, 1, ...``; ``sections(view)`` says how many; which rounds each picture draws is
``i18n.alt.bracket_columns``): a picture is at most
three rounds and 800 px wide, so that its words, all ``TEXT`` px or more, are 11 px or more on
a phone, where Discord shows a picture 400 px wide. Each tie shows both pairs, the score
(partidas, or juegos in a tie of one partida), a walkover or a bye; the pair that went through
is bright, the other dim. The champions, once known, are on a gold band under the title.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..i18n import norm_lang
from ..i18n.alt import bracket_columns, bracket_sections, round_key
from . import palette as P
from .bracket_text import label
from .fonts import draw_text, ellipsize

COLUMN = 232  # a tie's box width: three columns make 800 px
GAP = 32  # between columns (the connectors)
BOX_H = 64
PITCH = 76  # first column: one tie every PITCH pixels
SIDE = 20
HEAD_H = 62
BAND_H = 52  # the champions' band
TEXT = 22  # every word: 11 px on a phone
NAME = TEXT
DIM = (120, 150, 132)
LINK = (70, 110, 88)


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
    if not cols:  # not drawn yet
        im = Image.new("RGB", (640, 200), P.PANEL)
        d = ImageDraw.Draw(im)
        d.rectangle((0, 0, im.width, HEAD_H), fill=P.FELT)
        label(d, (SIDE, 44), "tourn.pic.bracket", lang, P.WHITE)
        label(d, (im.width / 2, 130), "tourn.pic.empty", lang, P.TEXT, anchor="mm")
        return im
    abreast = section is not None and len(cols) == 1  # a round alone: its ties two abreast, no links
    first = -(-len(cols[0]) // 2) if abreast else len(cols[0])
    band = BAND_H if section is None and view.champion else 0
    part = 34 if section is not None and sections(view) > 1 else 0  # which part it is, under the title
    top = HEAD_H + band + part + 52  # the round names, then the ties
    width = 2 * SIDE + max(len(cols), 2 if abreast else 1) * COLUMN + (len(cols) - 1 or abreast) * GAP
    im = Image.new("RGB", (max(width, 560), top + max(1, first) * PITCH + 12), P.PANEL)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, im.width, HEAD_H), fill=P.FELT)
    head = label(d, (SIDE, 44), "tourn.pic.bracket", lang, P.WHITE)
    room = im.width - SIDE - (head[2] + 16)
    draw_text(d, (head[2] + 16, 44), ellipsize(f"· {view.title}", 24, room), 24, P.TEXT_DIM)
    if part and section is not None:
        label(d, (SIDE, HEAD_H + 30), "tourn.pic.section", lang, P.HIGHLIGHT, n=section + 1, of=sections(view))
    if band:
        _champions(d, im.width, HEAD_H, view.champion or "", lang)
    if abreast:
        key, params = round_key(columns[0][0])
        label(d, (SIDE + 4, top - 18), key, lang, P.TEXT_DIM, **params)
        for i, tie in enumerate(cols[0]):
            _tie(d, SIDE + (i % 2) * (COLUMN + GAP), top + (i // 2 + 0.5) * PITCH, tie, lang)
        return im
    centres: list[list[float]] = []
    for k, ties in enumerate(cols):
        x = SIDE + k * (COLUMN + GAP)
        key, params = round_key(columns[k][0])
        label(d, (x + 4, top - 18), key, lang, P.TEXT_DIM, **params)
        step = PITCH * (first / max(1, len(ties)))
        ys = [top + (i + 0.5) * step for i in range(len(ties))]
        centres.append(ys)
        for tie, cy in zip(ties, ys, strict=True):
            _tie(d, x, cy, tie, lang)
        if k:
            prev = centres[k - 1]
            px = x - GAP
            for i, cy in enumerate(ys):
                for j in (2 * i, 2 * i + 1):
                    if j < len(prev):
                        d.line((px, prev[j], px + GAP // 2, prev[j]), fill=LINK, width=2)
                        d.line((px + GAP // 2, prev[j], px + GAP // 2, cy), fill=LINK, width=2)
                d.line((px + GAP // 2, cy, x, cy), fill=LINK, width=2)
    return im


def _champions(d: ImageDraw.ImageDraw, width: int, y: int, name: str, lang: str) -> None:
    """The gold band under the title: who won the bracket."""
    d.rectangle((0, y, width, y + BAND_H), fill=(74, 56, 14))
    b = label(d, (SIDE, y + BAND_H / 2), "tourn.pic.champion", lang, P.GOLD_LIGHT, anchor="lm")
    x = b[2] + 14
    draw_text(d, (x, y + BAND_H / 2), ellipsize(name, 26, width - SIDE - x, True), 26, P.GOLD, anchor="lm",
              bold=True)


def _tie(d: ImageDraw.ImageDraw, x: float, cy: float, tie: TieView, lang: str) -> None:
    top = cy - BOX_H / 2
    outline = P.HIGHLIGHT if tie.playing else (58, 96, 74)
    d.rounded_rectangle((x, top, x + COLUMN, top + BOX_H), radius=7, fill=(20, 52, 36), outline=outline,
                        width=2 if tie.playing else 1)
    if tie.a is not None or tie.b is not None or tie.walkover:  # an undecided tie: one line of words
        d.line((x + 6, cy, x + COLUMN - 6, cy), fill=(40, 76, 56), width=1)
    rows = ((tie.a, 0), (tie.b, 1))
    score_room = 0
    if tie.score is not None and not tie.bye and not tie.walkover:
        score_room = 34
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
        room: float = COLUMN - 20 - score_room
        if tie.walkover and not won:
            tag = label(d, (x + COLUMN - 8, y), "tourn.pic.walkover", lang, P.PAIR[1], anchor="rm")
            room = tag[0] - 8 - (x + 10)
        draw_text(d, (x + 10, y), ellipsize(name, NAME, room, won), NAME, colour, anchor="lm", bold=won)
        if score_room:
            draw_text(d, (x + COLUMN - 10, y), str(tie.score[side]) if tie.score else "", NAME,
                      P.HIGHLIGHT if won else colour, anchor="rm", bold=True)
