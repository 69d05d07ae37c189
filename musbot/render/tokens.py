"""The score as the real tokens: amarracos (worth 5) and piedras (worth 1).

Sprites are drawn once, supersampled, then pasted: an amarraco is a long wooden stick with brass
ends, a piedra a small pale pebble.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from .faces import SS

AMARRACO = (13, 44)
PIEDRA = 17


@lru_cache(maxsize=1)
def amarraco() -> Image.Image:
    w, h = AMARRACO
    big = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    r = w * SS / 2
    d.rounded_rectangle((0, 0, w * SS - 1, h * SS - 1), radius=r, fill=(60, 30, 12))
    d.rounded_rectangle((SS, SS, w * SS - 1 - SS, h * SS - 1 - SS), radius=r - SS,
                        fill=(176, 98, 40))
    d.rounded_rectangle((w * SS * 0.25, 2 * SS, w * SS * 0.45, h * SS - 2 * SS), radius=SS * 2,
                        fill=(222, 150, 84))
    for y in (SS * 1, h * SS - r * 1.6):  # brass caps
        d.rounded_rectangle((SS, y, w * SS - 1 - SS, y + r * 0.6), radius=SS, fill=(236, 196, 80))
    im = big.reduce(SS)
    im.load()
    return im


@lru_cache(maxsize=1)
def piedra() -> Image.Image:
    s = PIEDRA * SS
    big = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    d.ellipse((0, s * 0.08, s - 1, s - 1), fill=(70, 70, 66))
    d.ellipse((SS, s * 0.08 + SS, s - 1 - SS, s - 1 - SS), fill=(214, 210, 198))
    d.ellipse((s * 0.22, s * 0.22, s * 0.5, s * 0.44), fill=(250, 248, 240))
    im = big.reduce(SS)
    im.load()
    return im


def split(score: int) -> tuple[int, int]:
    """(amarracos, piedras) for a score: 23 is four amarracos and three piedras."""
    return divmod(max(0, score), 5)


def draw_tokens(im: Image.Image, x: int, y: int, score: int, max_width: int) -> int:
    """Paste the tokens for ``score`` with their top-left at (x, y); returns the width used."""
    n_a, n_p = split(score)
    a, p = amarraco(), piedra()
    step = min(AMARRACO[0] + 3, max(6, (max_width - 2 * PIEDRA - 10) // max(1, n_a)))
    cx = x
    for _ in range(n_a):
        im.paste(a, (cx, y), a)
        cx += step
    if n_a:
        cx += 6
    # piedras in a 2 x 2 heap beside the sticks
    for k in range(n_p):
        px = cx + (k % 2) * (PIEDRA + 1)
        py = y + 4 + (k // 2) * (PIEDRA + 3)
        im.paste(p, (px, py), p)
    if n_p:
        cx += 2 * PIEDRA + 1
    return cx - x
