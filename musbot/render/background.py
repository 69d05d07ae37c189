"""Backgrounds drawn once per size and reused: a green baize."""

from __future__ import annotations

import threading

from PIL import Image, ImageDraw, ImageFilter

from . import palette as P

_lock = threading.Lock()
_cache: dict[tuple[int, int, int], Image.Image] = {}


def felt(width: int, height: int, radius: int = 0) -> Image.Image:
    """A shared, read-only RGBA baize; copy it before drawing on it."""
    key = (width, height, radius)
    im = _cache.get(key)
    if im is None:
        with _lock:
            im = _cache.get(key)
            if im is None:
                im = _cache[key] = _draw_felt(width, height, radius)
    return im


def _draw_felt(width: int, height: int, radius: int) -> Image.Image:
    # flat baize with a soft darker rim: gradients would band once the PNG is reduced to a
    # palette, and flat colour compresses best
    im = Image.new("RGBA", (width, height), P.FELT)
    rim = Image.new("L", (width // 4, height // 4), 0)
    ImageDraw.Draw(rim).rounded_rectangle((0, 0, width // 4 - 1, height // 4 - 1), radius=6,
                                          outline=140, width=3)
    rim = rim.filter(ImageFilter.GaussianBlur(2)).resize((width, height), Image.Resampling.BILINEAR)
    im.paste(P.FELT_DARK, (0, 0), rim)
    if radius:
        mask = Image.new("L", (width * 2, height * 2), 0)
        ImageDraw.Draw(mask).rounded_rectangle((0, 0, width * 2 - 1, height * 2 - 1),
                                               radius=radius * 2, fill=255)
        im.putalpha(mask.reduce(2))
    im.load()
    return im
