"""The four suit emblems, drawn as polygons in a unit box (height 1, centred on 0, 0).

Classic colours of the Spanish deck: a gold coin with a ring (oros), a red chalice (copas),
a blue sword with a gold hilt (espadas), a green knotted club (bastos). ``ow`` is the outline
width in the same units, thicker for small pips so that they survive the reduction.
"""

from __future__ import annotations

import math

from . import palette as P
from .geometry import Pen, ellipse_pts


def oro(pen: Pen, ow: float = 0.035, rich: bool = False) -> None:
    """A coin: gold disc, a ring, and a small red rosette in the middle."""
    pen.ellipse(0, 0, 0.5, 0.5, fill=P.GOLD_DARK)
    pen.ellipse(0, 0, 0.5 - ow, 0.5 - ow, fill=P.GOLD)
    pen.ellipse(0, 0, 0.36, 0.36, fill=P.GOLD_DARK)
    pen.ellipse(0, 0, 0.36 - ow * 0.8, 0.36 - ow * 0.8, fill=P.GOLD_LIGHT)
    if rich:  # beads between the rims, for the big ace
        for i in range(24):
            a = math.radians(i * 15)
            pen.ellipse(0.43 * math.cos(a), 0.43 * math.sin(a), 0.022, 0.022, fill=P.GOLD_DARK)
    # rosette: eight petals around a red heart
    for i in range(8):
        a = i * 45
        pts = [(0.0, 0.0)]
        pts += [(0.24 * math.cos(math.radians(a + d)), 0.24 * math.sin(math.radians(a + d)))
                for d in (-14, -6, 0, 6, 14)]
        pen.poly(pts, fill=P.GOLD_DARK)
    pen.ellipse(0, 0, 0.12, 0.12, fill=P.RED_DARK)
    pen.ellipse(0, 0, 0.12 - ow * 0.7, 0.12 - ow * 0.7, fill=P.RED)
    pen.ellipse(-0.03, -0.03, 0.035, 0.035, fill=P.GOLD_LIGHT)


def copa(pen: Pen, ow: float = 0.035, rich: bool = False) -> None:
    """A chalice: a red bowl with a gold rim band, a knotted stem and a wide foot."""
    ink = P.INK
    # foot
    foot = [(-0.07, 0.26), (0.07, 0.26), (0.27, 0.44)] + ellipse_pts(0, 0.44, 0.27, 0.06, 24, 0, 180)
    foot += [(-0.27, 0.44)]
    pen.poly(foot, fill=P.RED, outline=ink, width=ow)
    pen.poly([(-0.2, 0.42), (0.2, 0.42), (0.22, 0.455), (-0.22, 0.455)], fill=P.GOLD)
    # stem and knot
    pen.poly([(-0.055, -0.08), (0.055, -0.08), (0.06, 0.28), (-0.06, 0.28)], fill=P.GOLD,
             outline=ink, width=ow)
    pen.ellipse(0, 0.1, 0.13, 0.07, fill=P.GOLD, outline=ink, width=ow)
    pen.ellipse(0, -0.06, 0.09, 0.04, fill=P.GOLD, outline=ink, width=ow)
    # bowl: the lower half of an ellipse under the rim
    bowl = ellipse_pts(0, -0.36, 0.31, 0.32, 40, 0, 180)
    pen.poly(bowl, fill=P.RED, outline=ink, width=ow)
    # shine on the bowl
    pen.poly(ellipse_pts(-0.13, -0.26, 0.07, 0.15, 20, 90, 270)
             + ellipse_pts(-0.1, -0.26, 0.04, 0.15, 20, 270, 90)[::-1][:1], fill=(232, 96, 92))
    # gold band under the rim
    band = ellipse_pts(0, -0.36, 0.31, 0.1, 30, 0, 180) + ellipse_pts(0, -0.36, 0.31, 0.0, 2, 180, 0)
    pen.poly(band, fill=P.GOLD, outline=ink, width=ow)
    if rich:
        for x in (-0.2, -0.1, 0.0, 0.1, 0.2):
            y = -0.36 + 0.1 * math.sqrt(max(0.0, 1 - (x / 0.31) ** 2)) * 0.5
            pen.ellipse(x, y, 0.022, 0.022, fill=P.RED_DARK)
    # the rim seen from above: the dark inside of the cup
    pen.ellipse(0, -0.4, 0.33, 0.07, fill=P.GOLD, outline=ink, width=ow)
    pen.ellipse(0, -0.4, 0.27, 0.045, fill=P.RED_DARK)


def espada(pen: Pen, ow: float = 0.03, rich: bool = False) -> None:
    """A sword, point up: a blue blade with a light fuller, a gold cross-guard, a red grip."""
    ink = P.INK
    blade = [(0.0, -0.5), (0.07, -0.4), (0.08, 0.2), (-0.08, 0.2), (-0.07, -0.4)]
    pen.poly(blade, fill=P.BLUE, outline=ink, width=ow)
    pen.poly([(0.0, -0.42), (0.022, -0.36), (0.022, 0.16), (-0.022, 0.16), (-0.022, -0.36)],
             fill=P.BLUE_LIGHT)
    # cross-guard with curled ends
    pen.poly([(-0.22, 0.18), (0.22, 0.18), (0.22, 0.25), (-0.22, 0.25)], fill=P.GOLD, outline=ink,
             width=ow)
    for sx in (-1, 1):
        pen.ellipse(sx * 0.235, 0.18, 0.055, 0.055, fill=P.GOLD, outline=ink, width=ow)
    pen.ellipse(0, 0.215, 0.07, 0.05, fill=P.RED, outline=ink, width=ow * 0.8)
    # grip and pommel
    pen.poly([(-0.05, 0.25), (0.05, 0.25), (0.055, 0.41), (-0.055, 0.41)], fill=P.RED,
             outline=ink, width=ow)
    for y in (0.3, 0.34, 0.38):
        pen.poly([(-0.05, y), (0.05, y - 0.02), (0.05, y - 0.005), (-0.05, y + 0.015)],
                 fill=P.RED_DARK)
    pen.ellipse(0, 0.45, 0.07, 0.055, fill=P.GOLD, outline=ink, width=ow)
    if rich:
        pen.ellipse(0, 0.218, 0.025, 0.02, fill=P.GOLD_LIGHT)


def basto(pen: Pen, ow: float = 0.03, rich: bool = False) -> None:
    """A club, thick end up: green wood with cut-off twigs and dark knots."""
    ink = P.INK
    top_r, bot_r = 0.135, 0.075
    body = ellipse_pts(0, -0.4, top_r, 0.1, 20, 180, 360)
    body += [(top_r * 0.92, -0.2), (top_r * 0.78, 0.0), (bot_r * 1.15, 0.2), (bot_r, 0.42)]
    body += ellipse_pts(0, 0.42, bot_r, 0.06, 16, 0, 180)
    body += [(-bot_r * 1.1, 0.2), (-top_r * 0.82, 0.0), (-top_r * 0.95, -0.2)]
    # twigs first, so that the body covers their roots
    twigs = ((-1, -0.26, 0.075), (1, -0.08, 0.07), (-1, 0.12, 0.06), (1, 0.3, 0.05))
    for side, y, size in twigs:
        x = side * (top_r * 0.7 if y < 0 else bot_r * 0.9)
        tip = (x + side * size * 1.05, y - size * 0.75)
        pen.poly([(x, y - size * 0.45), (tip[0] - side * size * 0.25, tip[1] - size * 0.3),
                  (tip[0] + side * size * 0.25, tip[1] + size * 0.3), (x, y + size * 0.55)],
                 fill=P.GREEN, outline=ink, width=ow)
        pen.ellipse(tip[0], tip[1], size * 0.3, size * 0.36, fill=(196, 160, 104), outline=ink,
                    width=ow * 0.6)
    pen.poly(body, fill=P.GREEN, outline=ink, width=ow)
    # a light side and the dark knots
    pen.poly([(-top_r * 0.55, -0.42), (-top_r * 0.3, -0.42), (-bot_r * 0.3, 0.38),
              (-bot_r * 0.55, 0.38)], fill=P.GREEN_LIGHT)
    for y, x, r in ((-0.36, 0.02, 0.03), (-0.16, -0.03, 0.025), (0.05, 0.02, 0.022),
                    (0.24, -0.01, 0.018)):
        pen.ellipse(x, y, r * 1.3, r, fill=P.GREEN_DARK)
    pen.ellipse(0, -0.4, top_r - ow * 0.6, 0.06, fill=(186, 150, 96), outline=ink, width=ow * 0.7)
    pen.ellipse(0, -0.4, 0.035, 0.018, fill=(150, 110, 60))
    if rich:
        for a in (0, 120, 240):
            r = math.radians(a)
            pen.ellipse(0.06 * math.cos(r) * 0.6, -0.4 + 0.03 * math.sin(r), 0.008, 0.006,
                        fill=(150, 110, 60))


DRAW = {"o": oro, "c": copa, "e": espada, "b": basto}


def emblem(pen: Pen, suit: str, ow: float = 0.035, rich: bool = False, stretch: float = 1.0) -> None:
    """Draw a suit's emblem; ``stretch`` widens only the long ones (sword and club)."""
    if stretch != 1.0 and suit in "eb":
        pen = Pen(pen.draw, pen.cx, pen.cy, pen.scale, pen.angle, pen.flip, stretch)
    DRAW[suit](pen, ow, rich)
