"""The card pictures in memory: loaded once from assets/cards/ and shared by all threads.

Loading happens under a lock and each image is fully decoded before it is shared, so the
renderers only ever read them. If a file is missing (a fresh checkout before
``python -m musbot.render.deck``), the card is drawn instead.
"""

from __future__ import annotations

import threading
from functools import cache
from hashlib import blake2b

from PIL import Image, ImageChops, ImageDraw

from ..engine.cards import DECK, Card
from . import palette as P
from .assets import sprite_path
from .faces import LAYOUTS, SS, draw_back, draw_face
from .fonts import draw_text
from .geometry import Pen

_lock = threading.Lock()
_cache: dict[tuple[str, str, str], Image.Image] = {}


def _load(card: Card | None, size: str) -> Image.Image:
    path = sprite_path(card, size)
    try:
        with Image.open(path) as f:
            im = f.convert("RGBA")
        if im.size == LAYOUTS[size].size:
            return im
    except OSError:
        pass
    return draw_back(size) if card is None else draw_face(card, size)


def _get(kind: str, card: Card | None, size: str) -> Image.Image:
    key = (kind, "" if card is None else str(card), size)
    im = _cache.get(key)
    if im is not None:
        return im
    with _lock:
        im = _cache.get(key)
        if im is None:
            if kind == "badged" and card is not None:
                im = _load(card, size).copy()
                _badge(im, card.rank, size)
            else:
                im = _load(card, size)
            im.load()
            _cache[key] = im
    return im


def face(card: Card, size: str = "large", reyes: int = 4) -> Image.Image:
    """A card's face; with 8 reyes the 3s and 2s carry a badge: they play as rey and as."""
    if reyes == 8 and card.rank in (2, 3):
        return _get("badged", card, size)
    return _get("face", card, size)


def back(size: str = "small") -> Image.Image:
    return _get("back", None, size)


@cache  # two sizes, two reyes, 40 cards
def alike(card: Card, size: str, reyes: int, step: int) -> Card:
    """The first card of the deck that shows the same pixels as ``card`` where a card laid
    ``step`` pixels to its right lets it show (through its rounded corners): in a fan or a
    hand, drawing that card under the next gives the same picture, so a tile of the next card
    keyed by it serves every card under it (they all show their border there)."""
    return next(c for c in DECK if _peek(c, size, reyes, step) == _peek(card, size, reyes, step))


@cache
def _peek(card: Card, size: str, reyes: int, step: int) -> bytes:
    """A digest of the pixels (all of RGBA) of ``card`` that a card laid on it shows."""
    sprite = face(card, size, reyes)
    sprite = sprite.crop((step, 0, sprite.width, sprite.height))
    shown = Image.new("RGBA", sprite.size, (0, 0, 0, 0))
    shown.paste(sprite, (0, 0), _see_through(size, step))
    return blake2b(shown.tobytes(), digest_size=16).digest()


@cache
def _see_through(size: str, step: int) -> Image.Image:
    """Where a card laid ``step`` pixels to the right of another is not opaque (its rounded
    corners), over the two cards' overlap: every sprite has the same shape, but take them all."""
    width, height = LAYOUTS[size].size
    mask = Image.new("L", (width - step, height), 0)
    for c in DECK:
        for reyes in (4, 8):
            alpha = face(c, size, reyes).getchannel("A").crop((0, 0, width - step, height))
            mask = ImageChops.lighter(mask, alpha.point([255] * 255 + [0]))
    return mask


def preload() -> None:
    """Load every sprite now (the bot may call this at start-up; otherwise each loads on first
    use)."""
    for size in ("large", "small"):
        back(size)
        for c in DECK:
            face(c, size, 8)
            face(c, size, 4)


def _badge(im: Image.Image, rank: int, size: str) -> None:
    """A round badge under the corner index (visible when cards overlap): a crown on 3s (they
    play as a rey), a 1 on 2s (as an as)."""
    d_px = 36 if size == "large" else 21
    big = Image.new("RGBA", (d_px * SS, d_px * SS), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    r = d_px * SS / 2
    fill = P.RED_DARK if rank == 3 else P.BLUE_DARK
    d.ellipse((0, 0, 2 * r - 1, 2 * r - 1), fill=P.GOLD)
    ring = max(2, round(r * 0.14))
    d.ellipse((ring, ring, 2 * r - 1 - ring, 2 * r - 1 - ring), fill=fill)
    if rank == 3:
        pen = Pen(d, r, r * 1.04, r / 60)
        pen.poly([(-32, 24), (-38, -22), (-16, 2), (0, -30), (16, 2), (38, -22), (32, 24)],
                 fill=P.GOLD, outline=P.GOLD_LIGHT, width=3)
        for x, y in ((-38, -22), (0, -30), (38, -22)):
            pen.ellipse(x, y, 7, 7, fill=P.GOLD_LIGHT)
    else:
        draw_text(d, (r, r), "1", round(r * 1.3), P.WHITE, anchor="mm", bold=True)
    small = big.reduce(SS)
    cx, cy = (23, 94) if size == "large" else (12, 48)
    im.alpha_composite(small, (cx - d_px // 2, cy - d_px // 2))
