"""A tiny pen that draws in local coordinates (scaled, rotated, moved) on a supersampled canvas.

Pillow draws without antialiasing, so every sprite is drawn at several times its size and
reduced; shapes are polygons so that an emblem can be drawn at any angle.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PIL import ImageDraw

Point = tuple[float, float]
Colour = tuple[int, ...] | str


@dataclass(frozen=True, slots=True)
class Pen:
    """Maps local (x, y) to the canvas: scale, then rotate by ``angle`` degrees, then move."""

    draw: ImageDraw.ImageDraw
    cx: float
    cy: float
    scale: float
    angle: float = 0.0
    flip: bool = False  # mirror left-right in local space
    stretch: float = 1.0  # widen in local x (thin emblems on small cards)

    def at(self, x: float, y: float, scale: float = 1.0, angle: float = 0.0,
           flip: bool = False, stretch: float = 1.0) -> Pen:
        """A pen for a sub-drawing placed at local (x, y)."""
        px, py = self.pt(x, y)
        return Pen(self.draw, px, py, self.scale * scale, self.angle + (-angle if self.flip else angle),
                   self.flip != flip, stretch)

    def pt(self, x: float, y: float) -> Point:
        x *= self.stretch
        if self.flip:
            x = -x
        a = math.radians(self.angle)
        c, s = math.cos(a), math.sin(a)
        x, y = x * self.scale, y * self.scale
        return (self.cx + x * c - y * s, self.cy + x * s + y * c)

    def w(self, width: float) -> int:
        """A local stroke width in canvas pixels (at least one)."""
        return max(1, round(width * self.scale))

    def poly(self, pts: Iterable[Point], fill: Colour | None = None,
             outline: Colour | None = None, width: float = 0.0) -> None:
        canvas = [self.pt(x, y) for x, y in pts]
        if outline is not None and width > 0:
            self.draw.polygon(canvas, fill=fill, outline=outline, width=self.w(width))
        else:
            self.draw.polygon(canvas, fill=fill)

    def ellipse(self, x: float, y: float, rx: float, ry: float, fill: Colour | None = None,
                outline: Colour | None = None, width: float = 0.0, steps: int = 64) -> None:
        self.poly(ellipse_pts(x, y, rx, ry, steps), fill, outline, width)

    def line(self, pts: Sequence[Point], colour: Colour, width: float) -> None:
        canvas = [self.pt(x, y) for x, y in pts]
        self.draw.line(canvas, fill=colour, width=self.w(width), joint="curve")
        r = self.w(width) / 2
        for px, py in (canvas[0], canvas[-1]):
            self.draw.ellipse((px - r, py - r, px + r, py + r), fill=colour)


def ellipse_pts(x: float, y: float, rx: float, ry: float, steps: int = 64,
                start: float = 0.0, end: float = 360.0) -> list[Point]:
    """Points on an ellipse arc (degrees, 0 = +x, clockwise on screen)."""
    n = max(2, int(steps * abs(end - start) / 360.0))
    out = []
    for i in range(n + 1 if end - start < 360 else n):
        a = math.radians(start + (end - start) * i / n)
        out.append((x + rx * math.cos(a), y + ry * math.sin(a)))
    return out


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 16) -> list[Point]:
    """A cubic Bézier curve as points (for capes, manes and curls)."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((
            u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
            u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
        ))
    return out
