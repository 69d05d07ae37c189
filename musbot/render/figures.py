"""The three figures: sota (a standing page), caballo (a rider on a horse), rey (a crowned king).

Simple geometric drawings, each holding its suit's emblem, written in ART units (x -62..62,
y -137..137 around the middle of the card). Each suit dresses its figures in its own colours.
"""

from __future__ import annotations

import math

from ..engine.cards import Card
from . import palette as P
from .emblems import emblem
from .geometry import Pen, bezier, ellipse_pts

OW = 2.2  # outline width in ART units
HAIR = (92, 56, 30)
HAIR_GREY = (200, 196, 190)
BOOT = (70, 44, 28)

# main garment, second garment (cape, hose), trim
DRESS: dict[str, tuple[P.RGB, P.RGB, P.RGB]] = {
    "o": (P.RED, P.BLUE, P.GOLD),
    "c": (P.GREEN, P.RED, P.GOLD),
    "e": (P.GOLD, P.RED, P.BLUE_DARK),
    "b": (P.BLUE, P.GOLD, P.RED),
}
HORSE: dict[str, tuple[P.RGB, P.RGB]] = {  # coat, mane
    "o": ((250, 248, 240), (190, 180, 160)),
    "c": ((168, 100, 52), (70, 40, 20)),
    "e": ((226, 226, 230), (120, 120, 130)),
    "b": ((140, 86, 44), (40, 26, 16)),
}


def figure(pen: Pen, card: Card, small: bool = False) -> None:
    ow = OW * (1.5 if small else 1.0)
    {10: _sota, 11: _caballo, 12: _rey}[card.rank](pen, card.suit, ow)


def _face(pen: Pen, x: float, y: float, r: float, ow: float, hair: P.RGB,
          beard: P.RGB | None = None, long_hair: bool = True) -> None:
    """A head seen from the front: hair behind, the face, two eyes, a nose, a beard."""
    if long_hair:
        pen.poly(ellipse_pts(x, y - r * 0.1, r * 1.12, r * 1.05, 30, 180, 360)
                 + [(x + r * 1.12, y + r * 0.75), (x - r * 1.12, y + r * 0.75)],
                 fill=hair, outline=P.INK, width=ow)
    pen.ellipse(x, y, r * 0.86, r, fill=P.SKIN, outline=P.INK, width=ow)
    if beard is not None:
        pen.poly([(x - r * 0.86, y)] + ellipse_pts(x, y + r * 0.1, r * 0.86, r * 1.25, 24, 180, 0)[::-1]
                 + [(x + r * 0.86, y), (x + r * 0.5, y + r * 0.35), (x - r * 0.5, y + r * 0.35)],
                 fill=beard, outline=P.INK, width=ow)
        pen.poly([(x - r * 0.35, y + r * 0.35), (x, y + r * 0.22), (x + r * 0.35, y + r * 0.35),
                  (x, y + r * 0.45)], fill=beard, outline=P.INK, width=ow * 0.6)
    for dx in (-0.33, 0.33):
        pen.ellipse(x + dx * r, y - r * 0.12, r * 0.1, r * 0.12, fill=P.INK)
    pen.line([(x, y - r * 0.05), (x - r * 0.08, y + r * 0.2), (x + r * 0.04, y + r * 0.24)],
             P.SKIN_SHADE, ow * 0.7)
    if beard is None:
        pen.line([(x - r * 0.2, y + r * 0.5), (x + r * 0.2, y + r * 0.5)], (190, 80, 70), ow * 0.6)
        pen.ellipse(x - r * 0.45, y + r * 0.3, r * 0.15, r * 0.1, fill=(240, 170, 150))
        pen.ellipse(x + r * 0.45, y + r * 0.3, r * 0.15, r * 0.1, fill=(240, 170, 150))


def _arm(pen: Pen, pts: list[tuple[float, float]], sleeve: P.RGB, ow: float, w: float = 11) -> None:
    """An arm as a thick sleeve line with an outline, ending in a hand."""
    pen.line(pts, P.INK, w + 2 * ow)
    pen.line(pts, sleeve, w)
    hx, hy = pts[-1]
    pen.ellipse(hx, hy, 5.5, 5.5, fill=P.SKIN, outline=P.INK, width=ow)


def _held(pen: Pen, suit: str, hand: tuple[float, float], length: float, angle: float,
          grip: float, ow: float, stretch: float = 1.0) -> None:
    """An emblem placed so that the point ``grip`` along its axis (-0.5 top .. 0.5 bottom)
    falls in the hand at ``hand``."""
    a = math.radians(angle)
    d = grip * length
    cx, cy = hand[0] + d * math.sin(a), hand[1] - d * math.cos(a)
    emblem(pen.at(cx, cy, length, angle), suit, ow=ow, stretch=stretch)


def _hand(pen: Pen, x: float, y: float, ow: float) -> None:
    pen.ellipse(x, y, 5.5, 5.5, fill=P.SKIN, outline=P.INK, width=ow)


def _plume(pen: Pen, x: float, y: float, colour: P.RGB, ow: float, side: int = 1) -> None:
    pts = bezier((x, y), (x + side * 10, y - 22), (x + side * 26, y - 20), (x + side * 34, y - 6))
    pts += bezier((x + side * 34, y - 6), (x + side * 22, y - 10), (x + side * 12, y - 8), (x, y + 2))
    pen.poly(pts, fill=colour, outline=P.INK, width=ow)


def _sota(pen: Pen, suit: str, ow: float) -> None:
    """A page standing on both feet, a beret with a plume, holding the emblem."""
    main, second, trim = DRESS[suit]
    pen.ellipse(0, 127, 44, 7, fill=(226, 220, 206))  # ground shadow
    # the sword and the club stand on the ground beside the page, in the right hand
    if suit == "b":
        _held(pen, "b", (38, -16), 150, 0, -0.2, 0.02, stretch=0.55)
    if suit == "e":
        _held(pen, "e", (38, -12), 150, 0, 0.33, 0.02, stretch=0.75)
    # cape behind the body
    pen.poly([(-22, -62), (22, -62), (40, 60), (0, 70), (-40, 60)], fill=second, outline=P.INK,
             width=ow)
    # legs and shoes
    for sx in (-1, 1):
        pen.poly([(sx * 4, 20), (sx * 16, 20), (sx * 15, 114), (sx * 6, 114)], fill=second,
                 outline=P.INK, width=ow)
        pen.poly([(sx * 4, 20), (sx * 16, 20), (sx * 16, 50), (sx * 4, 50)], fill=trim,
                 outline=P.INK, width=ow)
        pen.ellipse(sx * 13, 120, 12, 7, fill=BOOT, outline=P.INK, width=ow)
    # tunic with a skirt, belt and collar
    pen.poly([(-24, -64), (24, -64), (18, -20), (34, 26), (-34, 26), (-18, -20)], fill=main,
             outline=P.INK, width=ow)
    for k in range(-3, 4):  # pleats
        pen.line([(k * 5, -14), (k * 9.5, 24)], _shade(main), ow * 0.7)
    pen.poly([(-19, -26), (19, -26), (19, -17), (-19, -17)], fill=trim, outline=P.INK, width=ow)
    pen.poly([(-3, -26), (3, -26), (3, -17), (-3, -17)], fill=P.GOLD_LIGHT)
    for y in (-52, -42, -32):
        pen.ellipse(0, y, 2.2, 2.2, fill=trim)
    pen.poly([(-14, -70), (14, -70), (10, -60), (0, -56), (-10, -60)], fill=P.WHITE, outline=P.INK,
             width=ow)
    # head, a page-boy haircut and a beret
    _face(pen, 0, -86, 15, ow, HAIR)
    pen.ellipse(-2, -102, 22, 7, fill=second, outline=P.INK, width=ow)
    pen.poly(ellipse_pts(-2, -102, 17, 12, 24, 180, 360), fill=second, outline=P.INK, width=ow)
    _plume(pen, 10, -110, P.WHITE, ow)
    # arms: the left hand at the hip, the right one with the emblem
    _arm(pen, [(-22, -58), (-32, -32), (-24, -10)], main, ow)
    if suit == "o":
        _arm(pen, [(22, -58), (36, -40), (36, -72)], main, ow)
        emblem(pen.at(36, -100, 46), "o", ow=0.045)
    elif suit == "c":
        _arm(pen, [(22, -58), (34, -36), (28, -30)], main, ow)
        emblem(pen.at(32, -48, 52), "c", ow=0.04)
    elif suit == "e":
        _arm(pen, [(22, -58), (36, -36), (38, -12)], main, ow)
    else:
        _arm(pen, [(22, -58), (36, -38), (38, -16)], main, ow)


def _caballo(pen: Pen, suit: str, ow: float) -> None:
    """A rider on a horse stepping to the left, one foreleg raised, the emblem held up."""
    main, second, trim = DRESS[suit]
    coat, mane = HORSE[suit]
    far = _shade(coat)
    pen.ellipse(4, 127, 56, 7, fill=(226, 220, 206))

    def leg(pts: list[tuple[float, float]], colour: P.RGB) -> None:
        pen.line(pts, P.INK, 12 + 2 * ow)
        pen.line(pts, colour, 12)
        x, y = pts[-1]
        pen.poly([(x - 7, y - 2), (x + 7, y - 2), (x + 8, y + 6), (x - 8, y + 6)], fill=P.INK)

    # far legs first, then the tail, the body, the neck and the head
    leg([(-26, 50), (-30, 90), (-30, 118)], far)
    leg([(36, 50), (42, 86), (38, 118)], far)
    tail = bezier((48, 22), (70, 28), (68, 72), (60, 100)) + bezier((60, 100), (54, 76), (52, 50), (44, 34))
    pen.poly(tail, fill=mane, outline=P.INK, width=ow)
    pen.ellipse(8, 34, 48, 27, fill=coat, outline=P.INK, width=ow)
    pen.poly([(-50, -30), (-28, -36), (-8, 14), (-30, 46), (-44, 30)], fill=coat, outline=P.INK,
             width=ow)
    pen.poly([(-54, -42), (-36, -42), (-44, -6), (-54, 8), (-64, 8), (-66, -6)], fill=coat,
             outline=P.INK, width=ow)
    pen.poly([(-50, -42), (-46, -56), (-38, -40)], fill=coat, outline=P.INK, width=ow)  # ear
    pen.ellipse(-50, -28, 2.4, 2.4, fill=P.INK)
    pen.ellipse(-61, 2, 2.0, 1.6, fill=P.INK)
    mane_pts = bezier((-46, -44), (-30, -42), (-18, -2), (-8, 16)) + [(-14, 20)]
    mane_pts += bezier((-16, 14), (-24, -4), (-32, -26), (-42, -36))
    pen.poly(mane_pts, fill=mane, outline=P.INK, width=ow)
    pen.line([(-64, -4), (-46, 0)], second, ow * 1.3)  # bridle
    pen.line([(-48, -38), (-46, 0)], second, ow * 1.3)
    pen.line([(-48, -2), (-8, -10)], P.INK, ow * 0.8)  # rein
    # near legs: the front one raised and bent
    leg([(-18, 48), (-34, 74), (-26, 92)], coat)
    leg([(26, 52), (30, 88), (26, 118)], coat)
    # caparison
    pen.poly([(-8, 6), (34, 6), (40, 56), (-16, 56)], fill=main, outline=P.INK, width=ow)
    pen.poly([(-15, 49), (39, 49), (40, 56), (-16, 56)], fill=trim)
    # the rider: body, leg with a boot, head and hat
    pen.poly([(-6, -46), (18, -46), (22, 14), (-10, 14)], fill=main, outline=P.INK, width=ow)
    pen.poly([(-8, -2), (22, -2), (22, 6), (-8, 6)], fill=trim, outline=P.INK, width=ow)
    pen.poly([(-2, 6), (14, 6), (10, 52), (-2, 52)], fill=second, outline=P.INK, width=ow)
    pen.poly([(-4, 50), (12, 50), (14, 64), (-10, 64)], fill=BOOT, outline=P.INK, width=ow)
    pen.poly([(-4, -52), (16, -52), (12, -44), (0, -44)], fill=P.WHITE, outline=P.INK, width=ow)
    _face(pen, 6, -64, 13, ow, HAIR, beard=HAIR)
    pen.ellipse(6, -77, 20, 5, fill=second, outline=P.INK, width=ow)
    pen.poly(ellipse_pts(6, -77, 12, 12, 24, 180, 360), fill=second, outline=P.INK, width=ow)
    _plume(pen, 10, -88, trim, ow, side=-1)
    # the rein hand, and the emblem held up in the other
    _arm(pen, [(-4, -40), (-12, -18), (-12, -8)], main, ow)
    if suit in "oc":
        _arm(pen, [(16, -42), (32, -52), (38, -74)], main, ow)
        if suit == "o":
            emblem(pen.at(38, -98, 42), "o", ow=0.05)
        else:
            emblem(pen.at(38, -96, 48), "c", ow=0.045)
    else:
        _arm(pen, [(16, -42), (30, -40), (36, -56)], main, ow)
        if suit == "e":
            _held(pen, "e", (36, -56), 110, 16, 0.33, 0.025, stretch=0.8)
        else:
            _held(pen, "b", (36, -56), 110, 14, 0.25, 0.022, stretch=0.6)
        _hand(pen, 36, -56, ow)


def _rey(pen: Pen, suit: str, ow: float) -> None:
    """A crowned and bearded king in a long robe and an ermine-trimmed cape."""
    main, second, trim = DRESS[suit]
    pen.ellipse(0, 128, 50, 7, fill=(226, 220, 206))
    if suit == "e":
        _held(pen, "e", (38, -12), 160, 0, 0.33, 0.018, stretch=0.75)
    if suit == "b":
        _held(pen, "b", (38, -12), 140, 8, 0.28, 0.02, stretch=0.55)
    # cape with an ermine border
    cape = [(-26, -64), (26, -64), (52, 118), (-52, 118)]
    pen.poly(cape, fill=second, outline=P.INK, width=ow)
    pen.poly([(-52, 118), (52, 118), (53, 126), (-53, 126)], fill=P.ERMINE, outline=P.INK, width=ow)
    # robe
    pen.poly([(-22, -62), (22, -62), (34, 120), (-34, 120)], fill=main, outline=P.INK, width=ow)
    pen.poly([(-4, -50), (4, -50), (6, 120), (-6, 120)], fill=trim, outline=P.INK, width=ow * 0.7)
    pen.poly([(-24, -14), (24, -14), (25, -5), (-25, -5)], fill=trim, outline=P.INK, width=ow)
    for sx in (-1, 1):
        pen.ellipse(sx * 13, 124, 10, 5, fill=BOOT, outline=P.INK, width=ow)
    # ermine collar
    pen.poly(ellipse_pts(0, -64, 30, 12, 30), fill=P.ERMINE, outline=P.INK, width=ow)
    for x, y in ((-18, -64), (-6, -58), (8, -60), (20, -66), (0, -70)):
        pen.poly([(x, y - 2), (x + 1.5, y + 2), (x - 1.5, y + 2)], fill=P.INK)
    # head with a beard and a crown
    _face(pen, 0, -86, 15, ow, HAIR_GREY if suit in "oe" else HAIR,
          beard=HAIR_GREY if suit in "oe" else HAIR)
    crown = [(-16, -98), (-18, -122), (-10, -110), (-5, -126), (0, -112), (5, -126), (10, -110),
             (18, -122), (16, -98)]
    pen.poly(crown, fill=P.GOLD, outline=P.INK, width=ow)
    pen.poly([(-16, -104), (16, -104), (16, -98), (-16, -98)], fill=P.GOLD_DARK)
    for x, c in ((-9, P.RED), (0, P.BLUE), (9, P.RED)):
        pen.ellipse(x, -101, 2.6, 2.4, fill=c)
    for x, y in ((-18, -122), (-5, -126), (5, -126), (18, -122)):
        pen.ellipse(x, y, 2.4, 2.4, fill=P.GOLD_LIGHT, outline=P.INK, width=ow * 0.6)
    # arms
    _arm(pen, [(-20, -56), (-30, -30), (-14, -20)], main, ow, w=12)
    if suit == "o":
        _arm(pen, [(20, -56), (34, -30), (30, -16)], main, ow, w=12)
        emblem(pen.at(32, -40, 44), "o", ow=0.05)
    elif suit == "c":
        _arm(pen, [(20, -56), (34, -30), (30, -20)], main, ow, w=12)
        emblem(pen.at(31, -46, 56), "c", ow=0.04)
    else:
        _arm(pen, [(20, -56), (34, -32), (38, -12)], main, ow, w=12)


def _shade(c: P.RGB) -> P.RGB:
    return (int(c[0] * 0.72), int(c[1] * 0.72), int(c[2] * 0.72))
