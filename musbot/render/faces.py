"""Card faces and the back, drawn from nothing but code (see ``deck`` for the PNG files).

A white card with rounded corners, a thin frame whose top and bottom lines carry the suit's
"pintas" (no break for oros, one for copas, two for espadas, three for bastos), the rank in two
corners in the suit's colour over a small emblem, and in the middle the pips laid out as on a
Spanish deck or, for 10-12, the sota, the caballo and the rey.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..engine.cards import Card
from . import palette as P
from .emblems import emblem
from .figures import figure
from .fonts import draw_text
from .geometry import Pen

SS = 4  # supersampling: drawn this many times larger, then reduced (Pillow has no antialiasing)
ART_W, ART_H = 124.0, 274.0  # the units in which pip layouts and figures are written


@dataclass(frozen=True, slots=True)
class Layout:
    """Where things go on a card of one size, in output pixels."""

    size: tuple[int, int]
    radius: float
    inset: float  # the frame line's distance from the edge
    frame: float  # its width
    gap: float  # one pinta break
    index_px: int  # the rank's font size
    index_at: tuple[float, float]  # the rank's centre, top-left corner
    mini: float  # the small emblem under the rank (0: none)
    art: tuple[float, float, float, float]  # centre x, centre y, and the scale from ART units
    stretch: float  # how much thin emblems are widened


LARGE = Layout(size=(200, 310), radius=13, inset=7, frame=1.6, gap=9, index_px=30,
               index_at=(23, 26), mini=24, art=(100, 155, 1.0, 0), stretch=0.55)
SMALL = Layout(size=(80, 124), radius=6, inset=3, frame=1.1, gap=5, index_px=25,
               index_at=(14, 17), mini=14, art=(43, 63, 0.34, 0), stretch=0.8)
LAYOUTS = {"large": LARGE, "small": SMALL}

# Pip centres, in ART units around the middle, and the pip height: upright emblems.
_UPRIGHT: dict[str, dict[int, tuple[float, list[tuple[float, float]]]]] = {
    "o": {
        2: (70, [(0, -62), (0, 62)]),
        3: (62, [(0, -92), (0, 0), (0, 92)]),
        4: (54, [(-30, -58), (30, -58), (-30, 58), (30, 58)]),
        5: (50, [(-30, -78), (30, -78), (0, 0), (-30, 78), (30, 78)]),
        6: (48, [(-30, -92), (30, -92), (-30, 0), (30, 0), (-30, 92), (30, 92)]),
        7: (44, [(-30, -100), (30, -100), (0, -50), (-30, 0), (30, 0), (-30, 100), (30, 100)]),
    },
    "c": {
        2: (104, [(0, -64), (0, 64)]),
        3: (84, [(0, -92), (0, 0), (0, 92)]),
        4: (84, [(-30, -62), (30, -62), (-30, 62), (30, 62)]),
        5: (72, [(-30, -84), (30, -84), (0, 0), (-30, 84), (30, 84)]),
        6: (72, [(-30, -94), (30, -94), (-30, 0), (30, 0), (-30, 94), (30, 94)]),
        7: (58, [(-34, -106), (34, -106), (0, -54), (-34, 0), (34, 0), (-34, 106), (34, 106)]),
    },
}
# Long emblems cross as on a Spanish deck: (x offset, angle) for each, and their length.
# From 4 on they make a lattice whose ends are evenly spaced along the top and the bottom.
_CROSSED: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (236, [(0, -20), (0, 20)]),
    3: (236, [(0, -22), (0, 22), (0, 0)]),
    4: (226, [(-18, -18.6), (18, -18.6), (-18, 18.6), (18, 18.6)]),
    5: (226, [(-18, -18.6), (18, -18.6), (-18, 18.6), (18, 18.6), (0, 0)]),
    6: (216, [(-24, -19.5), (0, -19.5), (24, -19.5), (-24, 19.5), (0, 19.5), (24, 19.5)]),
    7: (216, [(-24, -19.5), (0, -19.5), (24, -19.5), (-24, 19.5), (0, 19.5), (24, 19.5), (0, 0)]),
}


def _rounded_mask(layout: Layout) -> Image.Image:
    w, h = layout.size
    mask = Image.new("L", (w * SS, h * SS), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w * SS - 1, h * SS - 1),
                                           radius=layout.radius * SS, fill=255)
    return mask


def _blank(layout: Layout, colour: tuple[int, int, int]) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = layout.size
    im = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    edge = max(SS, round(0.9 * SS))
    d.rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), radius=layout.radius * SS,
                        fill=P.CARD_EDGE)
    d.rounded_rectangle((edge, edge, w * SS - 1 - edge, h * SS - 1 - edge),
                        radius=layout.radius * SS - edge, fill=colour)
    return im, d


def _finish(im: Image.Image, layout: Layout) -> Image.Image:
    im.putalpha(_rounded_mask(layout))
    return im.reduce(SS)


def _frame(d: ImageDraw.ImageDraw, layout: Layout, suit: str) -> None:
    """The frame line, and the pintas: breaks in its top and bottom lines."""
    w, h = layout.size
    s = SS
    i, fw = layout.inset * s, max(1, round(layout.frame * s))
    x0, y0, x1, y1 = i, i, w * s - i, h * s - i
    r = (layout.radius - layout.inset * 0.6) * s
    d.rounded_rectangle((x0, y0, x1, y1), radius=r, outline=P.INK, width=fw)
    breaks = {"o": 0, "c": 1, "e": 2, "b": 3}[suit]
    gap = layout.gap * s
    step = gap * 2.0
    for k in range(breaks):
        cx = w * s / 2 + (k - (breaks - 1) / 2) * step
        for y in (y0, y1):
            d.rectangle((cx - gap / 2, y - fw * 2, cx + gap / 2, y + fw * 2), fill=P.PAPER)


def _index(im: Image.Image, layout: Layout, card: Card) -> None:
    """The rank in the suit's colour with a small emblem under it, top-left and bottom-right."""
    w, h = layout.size
    s = SS
    corner = Image.new("RGBA", (w * s // 2, h * s // 3), (0, 0, 0, 0))
    d = ImageDraw.Draw(corner)
    cx, cy = layout.index_at
    if layout is SMALL:  # a paper halo keeps the big index legible where the art comes close
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
            draw_text(d, ((cx + dx * 1.5) * s, (cy + dy * 1.5) * s), str(card.rank),
                      layout.index_px * s, P.PAPER, anchor="mm", bold=True)
    draw_text(d, (cx * s, cy * s), str(card.rank), layout.index_px * s, P.SUIT_INK[card.suit],
              anchor="mm", bold=True)
    if layout.mini:
        my = cy + layout.index_px * 0.5 + layout.mini * 0.62
        emblem(Pen(d, cx * s, my * s, layout.mini * s), card.suit, ow=0.07,
               stretch=1.5 if layout is SMALL else 1.25)
    im.alpha_composite(corner)
    im.alpha_composite(corner.rotate(180), (w * s - corner.width, h * s - corner.height))


def _art_pen(d: ImageDraw.ImageDraw, layout: Layout) -> Pen:
    cx, cy, scale, _ = layout.art
    return Pen(d, cx * SS, cy * SS, scale * SS)


def _pips(d: ImageDraw.ImageDraw, layout: Layout, card: Card) -> None:
    pen = _art_pen(d, layout)
    small = layout is SMALL
    ow = 0.05 if small else 0.035
    if card.rank == 1:
        _ace(pen, card.suit, small)
    elif card.suit in "oc":
        size, spots = _UPRIGHT[card.suit][card.rank]
        for x, y in spots:
            emblem(pen.at(x, y, size), card.suit, ow=ow * 80 / size)
    else:
        length, spots = _CROSSED[card.rank]
        for x, angle in spots:
            thin = 0.85 if card.rank >= 4 else 1.0  # a lattice of many needs slimmer ones
            emblem(pen.at(x, 0, length, angle), card.suit, ow=ow * 0.5,
                   stretch=layout.stretch * thin)


def _ace(pen: Pen, suit: str, small: bool) -> None:
    """The aces are one big emblem, dressed up a little as on the classic deck."""
    if suit == "o":
        for k in range(16):  # a ring of rays behind the coin
            pen.at(0, 0, 1, k * 22.5).poly([(-7, -78), (0, -94), (7, -78), (0, -66)], fill=P.GOLD,
                                           outline=P.GOLD_DARK, width=2)
        emblem(pen.at(0, 0, 128), "o", ow=0.02, rich=True)
    elif suit == "c":
        _sprig(pen, 0, 96, flip=False)
        _sprig(pen, 0, 96, flip=True)
        emblem(pen.at(0, -8, 200), "c", ow=0.018, rich=True)
    elif suit == "e":
        _sprig(pen, 0, 78, flip=False)
        _sprig(pen, 0, 78, flip=True)
        emblem(pen.at(0, 0, 260), "e", ow=0.014, rich=True, stretch=1.25 if small else 1.1)
        _ribbon(pen)
    else:
        emblem(pen.at(0, 6, 250), "b", ow=0.014, rich=True, stretch=1.25 if small else 1.15)
        for side, y in ((-1, -112), (1, -96)):  # the club still sprouts leaves
            _leaf(pen, side * 18, y, side)


def _sprig(pen: Pen, x: float, y: float, flip: bool) -> None:
    """A laurel sprig, for the aces of copas and espadas."""
    p = pen.at(x, y, 1.0, flip=flip)
    p.line([(0, 0), (22, -14), (40, -40), (50, -70)], P.GREEN_DARK, 3)
    for t, (lx, ly) in enumerate(((14, -10), (30, -26), (42, -48), (50, -66))):
        a = -30 - t * 12
        p.at(lx, ly, 1, a).ellipse(9, 0, 10, 4.5, fill=P.GREEN, outline=P.INK, width=1.2)
        p.at(lx, ly, 1, a - 120).ellipse(9, 0, 9, 4, fill=P.GREEN_LIGHT, outline=P.INK, width=1.2)


def _ribbon(pen: Pen) -> None:
    """A red ribbon wound round the sword's blade."""
    for y in (-70, -30):
        pen.poly([(-20, y + 6), (20, y - 6), (22, y + 4), (-18, y + 16)], fill=P.RED,
                 outline=P.INK, width=1.6)
    pen.poly([(-18, -24), (-44, -2), (-36, 0), (-48, 12), (-16, -8)], fill=P.RED, outline=P.INK,
             width=1.6)
    pen.poly([(20, -66), (46, -50), (38, -46), (50, -36), (18, -56)], fill=P.RED, outline=P.INK,
             width=1.6)


def _leaf(pen: Pen, x: float, y: float, side: int) -> None:
    p = pen.at(x, y, 1.0, side * 35)
    p.ellipse(side * 12, 0, 13, 6, fill=P.GREEN_LIGHT, outline=P.INK, width=1.4)
    p.line([(0, 0), (side * 22, 0)], P.GREEN_DARK, 1.2)


def draw_face(card: Card, size: str = "large") -> Image.Image:
    """One card face as an RGBA image of the layout's size."""
    layout = LAYOUTS[size]
    im, d = _blank(layout, P.PAPER)
    _frame(d, layout, card.suit)
    if card.rank >= 10:
        figure(_art_pen(d, layout), card, small=layout is SMALL)
    else:
        _pips(d, layout, card)
    _index(im, layout, card)
    return _finish(im, layout)


def draw_back(size: str = "large") -> Image.Image:
    """The back: a red lattice with a gold thread and a medallion holding the four emblems."""
    layout = LAYOUTS[size]
    w, h = layout.size
    s = SS
    im, d = _blank(layout, P.PAPER)
    m = (layout.inset + 1) * s
    d.rounded_rectangle((m, m, w * s - m, h * s - m), radius=(layout.radius - 3) * s,
                        fill=P.BACK_RED)
    step = (w - 2 * layout.inset) * s / 6
    lw = max(1, round(s * (0.6 if layout is SMALL else 1.0)))
    k = -int(h * s / step) - 2
    while k * step < w * s + h * s:
        x = m + k * step
        d.line((x, m, x + (h * s), m + h * s), fill=P.BACK_RED_DARK, width=lw * 3)
        d.line((x, m, x - (h * s), m + h * s), fill=P.BACK_RED_DARK, width=lw * 3)
        d.line((x, m, x + (h * s), m + h * s), fill=P.GOLD_DARK, width=lw)
        d.line((x, m, x - (h * s), m + h * s), fill=P.GOLD_DARK, width=lw)
        k += 1
    # the lattice must not spill over the white border
    border = Image.new("L", im.size, 0)
    ImageDraw.Draw(border).rounded_rectangle((m, m, w * s - m, h * s - m),
                                             radius=(layout.radius - 3) * s, fill=255)
    plain, _ = _blank(layout, P.PAPER)
    im = Image.composite(im, plain, border)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle((m, m, w * s - m, h * s - m), radius=(layout.radius - 3) * s,
                        outline=P.GOLD_DARK, width=lw * 2)
    cx, cy = w * s / 2, h * s / 2
    rx, ry = w * s * 0.3, h * s * 0.23
    d.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=P.GOLD_DARK)
    d.ellipse((cx - rx + 2 * lw, cy - ry + 2 * lw, cx + rx - 2 * lw, cy + ry - 2 * lw), fill=P.PAPER)
    pen = Pen(d, cx, cy, rx / 62)
    spots = {"o": (0, -42, 36), "c": (28, 0, 40), "b": (-28, 0, 48), "e": (0, 40, 48)}
    for suit, (x, y, e) in spots.items():
        emblem(pen.at(x, y, e), suit, ow=0.05, stretch=1.4 if layout is SMALL else 1.2)
    return _finish(im, layout)
