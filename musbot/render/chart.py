"""``render_rating_history``: one player's rating over their games, as a line chart.

Drawn with Pillow, like everything else here: no plotting library to install (matplotlib would
add tens of megabytes and half a second of import), the same font and colours as the other
pictures, and safe from threads (pyplot's global state is not). The plot is drawn at 3x and
reduced for smooth lines.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from ..i18n import norm_lang
from ..i18n.numbers import format_number
from . import palette as P
from .boxes import label
from .encode import png_bytes
from .fonts import draw_text, ellipsize

W, H = 800, 450
PLOT = (84, 86, 772, 386)  # left, top, right, bottom
SS = 3
LINE = (96, 170, 255)
TEXT = 22  # the smallest words: 11 px on a phone, where the picture is 400 px wide


def render_rating_history(points: Sequence[float], lang: str = "es", name: str | None = None) -> bytes:
    """PNG bytes of ``points`` (the rating after each game, oldest first)."""
    return png_bytes(chart_image(points, lang, name))


def nice_ticks(lo: float, hi: float, n: int = 5) -> list[float]:
    """Round tick values covering lo..hi (1, 2 or 5 times a power of ten apart)."""
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / n
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 5, 10) if m * mag >= raw)
    start = math.floor(lo / step) * step
    ticks = []
    v = start
    while v <= hi + step * 0.001:
        ticks.append(round(v, 6))
        v += step
    if ticks[-1] < hi:
        ticks.append(round(ticks[-1] + step, 6))
    return ticks


def chart_image(points: Sequence[float], lang: str = "es", name: str | None = None) -> Image.Image:
    lang = norm_lang(lang)
    values = [float(p) for p in points]
    im = Image.new("RGB", (W, H), P.PANEL)
    d = ImageDraw.Draw(im)
    head = label(d, (24, 44), "render.chart.title", lang, P.WHITE, "title")
    if name:
        draw_text(d, (head[2] + 14, 44), ellipsize(f"· {name}", 26, W - 40 - head[2]), 26,
                  P.TEXT_DIM)
    x0, y0, x1, y1 = PLOT
    if not values:
        label(d, (W / 2, (y0 + y1) / 2), "render.lb.empty", lang, P.TEXT, "body", anchor="mm")
        return im
    ticks = nice_ticks(min(values), max(values))
    lo, hi = ticks[0], ticks[-1]

    def ypos(v: float) -> float:
        return y1 - (v - lo) / (hi - lo) * (y1 - y0)

    n = len(values)

    def xpos(i: int) -> float:
        return x0 + (i / (n - 1) * (x1 - x0) if n > 1 else (x1 - x0) / 2)

    for v in ticks:
        y = ypos(v)
        d.line((x0, y, x1, y), fill=(36, 72, 52), width=1)
        draw_text(d, (x0 - 10, y), format_number(v, lang), TEXT, P.TEXT_DIM, anchor="rm")
    for i in _game_ticks(n):
        x = xpos(i)
        d.line((x, y1, x, y1 + 6), fill=P.TEXT_DIM, width=1)
        draw_text(d, (x, y1 + 28), str(i + 1), TEXT, P.TEXT_DIM, anchor="ms")
    label(d, (x1, H - 10), "render.chart.games", lang, P.TEXT_DIM, "axis", anchor="rs")
    # the line, smooth: drawn large on a transparent layer, reduced and laid over
    layer = Image.new("RGBA", ((x1 - x0 + 20) * SS, (y1 - y0 + 20) * SS), (0, 0, 0, 0))
    ld = ImageDraw.Draw(layer)
    pts = [((xpos(i) - x0 + 10) * SS, (ypos(v) - y0 + 10) * SS) for i, v in enumerate(values)]
    if n > 1:
        ld.polygon(pts + [(pts[-1][0], (y1 - y0 + 10) * SS), (pts[0][0], (y1 - y0 + 10) * SS)],
                   fill=(*LINE, 50))
        ld.line(pts, fill=(*LINE, 255), width=3 * SS, joint="curve")
    best = max(range(n), key=lambda i: values[i])
    for i, colour in ((best, P.HIGHLIGHT), (n - 1, P.WHITE)):
        px, py = pts[i]
        r = 6 * SS
        ld.ellipse((px - r, py - r, px + r, py + r), fill=colour, outline=(*LINE, 255), width=SS * 2)
    small = layer.reduce(SS)
    im.paste(small, (x0 - 10, y0 - 10), small)
    d = ImageDraw.Draw(im)
    legend_y = 74
    b = label(d, (x1, legend_y), "render.chart.now", lang, P.WHITE, "legend", anchor="rs",
              value=format_number(values[-1], lang, 1))  # as the ranking and the words say it
    label(d, (b[0] - 24, legend_y), "render.chart.best", lang, P.HIGHLIGHT, "legend", anchor="rs",
          value=format_number(values[best], lang, 1))
    return im


def _game_ticks(n: int) -> list[int]:
    """Indices of the games to label: about eight, on round numbers."""
    if n <= 10:
        return list(range(n))
    step = nice_ticks(0, n, 7)[1]
    return [i - 1 for i in range(int(step), n + 1, int(step))] or [n - 1]
