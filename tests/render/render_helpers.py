"""Helpers for the render tests (imported as ``render_helpers``): PNG decoding and colour checks
that survive Pillow patch releases (sizes, modes, colours near known values; never the bytes of
a PNG file)."""

from __future__ import annotations

import io
from collections.abc import Callable

from PIL import Image

from musbot.render.fonts import recording

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_PNG = 300 * 1024  # every PNG under 300 KB, far under Discord's upload limits


def decode(png: bytes) -> Image.Image:
    assert png.startswith(PNG_SIGNATURE), "not a PNG"
    im = Image.open(io.BytesIO(png))
    im.load()
    return im


def rgb(im: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    px = im.convert("RGB").getpixel(xy)
    assert isinstance(px, tuple)
    return px[0], px[1], px[2]


def near(a: tuple[int, ...], b: tuple[int, ...], tol: int = 40) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=False))


def region_has(im: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int],
               tol: int = 40, min_share: float = 0.02) -> bool:
    """At least ``min_share`` of the pixels in ``box`` are near ``colour``."""
    part = im.convert("RGB").crop(box)
    total = part.width * part.height
    counts = part.getcolors(maxcolors=total) or []
    hits = sum(n for n, p in counts if near(p, colour, tol))
    return hits >= min_share * total


PHONE_WIDTH = 400  # Discord shows a picture this wide on a phone (scaled down, never up)
PHONE_MIN_PX = 11  # the smallest font size a word may have there


def phone_px(size: int, width: int) -> float:
    """A font size in a picture ``width`` px wide, as a phone shows it."""
    return size * PHONE_WIDTH / max(width, PHONE_WIDTH)


def illegible(draw: Callable[[], Image.Image]) -> list[str]:
    """The words a picture draws (``draw()``) smaller than PHONE_MIN_PX at phone width, each
    as ``'8 reyes' 20 px: 10.0 at 400``."""
    with recording() as drawn:
        im = draw()
    return [f"{d.text!r} {d.size} px: {phone_px(d.size, im.width):.1f} at {PHONE_WIDTH} (width {im.width})"
            for d in drawn if phone_px(d.size, im.width) < PHONE_MIN_PX]
