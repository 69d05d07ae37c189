"""Text with the font Pillow itself carries (Aileron, ASCII only), so no system font is needed.

The bundled font has no accented letters, and Spanish, German and Basque need them (ñ, á, ü, ...).
Such letters are composed here from the base letter and the font's own accent glyphs
(´ ` ^ ~ ° and dots), ¡ and ¿ are the font's ! and ? turned over, and ß is written ss.
Fonts are kept per thread: a FreeType face must not be shared between threads.
"""

from __future__ import annotations

import math
import threading
import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, ...]

# What Aileron in Pillow has: printable ASCII and these few.
_EXTRA = set("©«°±´·»‘’“”…‹›⁄™")
_SWAP = {"ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
         "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i", "—": "-", "–": "-", "‐": "-", "\u2212": "-",
         "×": "x", "€": "EUR", "\u00a0": " ", "\u2009": " ", "\u202f": " "}
# combining mark -> the spacing glyph that draws it above (or below) the letter
_MARKS = {"\u0301": "´", "\u0300": "`", "\u0302": "^", "\u0303": "~", "\u0308": "..",
          "\u030a": "°", "\u0327": ",", "\u030c": "^v"}

_local = threading.local()
F = TypeVar("F", bound=Callable[..., Any])
_TEXT_CACHES: list[Any] = []


@dataclass(frozen=True, slots=True)
class Drawn:
    """A text ``draw_text`` drew: its words, font size and weight (for ``recording``)."""

    text: str
    size: int
    bold: bool


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Every text this thread draws meanwhile, in order (the legibility tests: a text's size
    against its picture's width). The caches of drawings that hold words are emptied first, so
    that a picture drawn inside draws all its words again."""
    for cache in _TEXT_CACHES:
        cache.cache_clear()
    drawn: list[Drawn] = []
    before = getattr(_local, "drawn", None)
    _local.drawn = drawn
    try:
        yield drawn
    finally:
        _local.drawn = before


def words_cache(maxsize: int) -> Callable[[F], F]:
    """``lru_cache`` for a drawing that holds words (a plate, a caption): ``recording``
    empties it, so the words are drawn, and seen, again."""
    def wrap(fn: F) -> F:
        cached = lru_cache(maxsize=maxsize)(fn)
        _TEXT_CACHES.append(cached)
        return cached  # type: ignore[return-value]
    return wrap


def font(size: int) -> ImageFont.FreeTypeFont:
    """Aileron at ``size`` px, cached for this thread."""
    fonts = getattr(_local, "fonts", None)
    if fonts is None:
        fonts = _local.fonts = {}
    f = fonts.get(size)
    if f is None:
        made = ImageFont.load_default(size=size)
        assert isinstance(made, ImageFont.FreeTypeFont)  # with a size, Pillow gives its Aileron
        f = fonts[size] = made
    return f


def stroke(size: int, bold: bool) -> int:
    """Bold is the regular face drawn again this many pixels to the right (Aileron has one
    weight). A sideways smear keeps the counters and the dot of the i open, as a stroke won't."""
    return max(1, round(size / 22)) if bold else 0


@lru_cache(maxsize=1024)
def ink_box(text: str, size: int) -> tuple[int, int, int, int]:
    """The inked box of ``text`` relative to its origin on the baseline (getbbox is looser)."""
    f = font(size)
    pad = size * 2
    im = Image.new("L", (int(f.getlength(text)) + 2 * pad, 4 * size), 0)
    ImageDraw.Draw(im).text((pad, 3 * size), text, font=f, fill=255, anchor="ls")
    bb = im.getbbox() or (pad, 3 * size, pad, 3 * size)
    return (bb[0] - pad, bb[1] - 3 * size, bb[2] - pad, bb[3] - 3 * size)


@dataclass(frozen=True, slots=True)
class Metrics:
    ascent: int
    descent: int
    cap: int  # height of a capital above the baseline
    xheight: int


@lru_cache(maxsize=256)
def metrics(size: int) -> Metrics:
    f = font(size)
    ascent, descent = f.getmetrics()
    cap = -int(f.getbbox("H", anchor="ls")[1])
    xh = -int(f.getbbox("x", anchor="ls")[1])
    return Metrics(ascent, descent, cap, xh)


def _plain(ch: str) -> bool:
    return " " <= ch <= "~" or ch in _EXTRA


@lru_cache(maxsize=4096)
def _pieces(text: str) -> tuple[tuple[str, str], ...]:
    """``text`` as ("run", ascii text) and ("glyph", one composed character) pieces."""
    out: list[tuple[str, str]] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            out.append(("run", "".join(run)))
            run.clear()

    for ch in text:
        if _plain(ch):
            run.append(ch)
            continue
        if ch in _SWAP:
            run.append(_SWAP[ch])
            continue
        if ch in "¡¿":
            flush()
            out.append(("glyph", ch))
            continue
        nfd = unicodedata.normalize("NFD", ch)
        base, marks = nfd[0], nfd[1:]
        if _plain(base) and marks:
            flush()
            out.append(("glyph", ch))
            continue
        folded = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
        if folded and all(_plain(c) for c in folded):
            run.append(folded)
        elif unicodedata.category(ch)[0] in "LN":
            run.append("?")  # a letter we cannot draw (e.g. CJK): say so rather than drop it
        # symbols, emoji, joiners and variation selectors are left out
    flush()
    return tuple(out)


def _advance(ch: str, size: int, bold: bool) -> int:
    base = "!" if ch == "¡" else "?" if ch == "¿" else unicodedata.normalize("NFD", ch)[0]
    return round(font(size).getlength(base)) + stroke(size, bold)


@lru_cache(maxsize=2048)
def _glyph_mask(ch: str, size: int, bold: bool) -> tuple[Image.Image, int]:
    """A composed character as an "L" mask and the height of its top above the baseline."""
    f = font(size)
    m = metrics(size)
    sw = stroke(size, bold)
    top = m.ascent + size // 3  # room for an accent over a capital
    width = _advance(ch, size, bold) + sw + 2
    height = top + m.descent + 2
    mask = Image.new("L", (width, height), 0)
    d = ImageDraw.Draw(mask)
    x0, base_y = 1, top

    def glyph(text: str, x: float, y: float, flip: bool = False) -> None:
        if not flip:
            for dx in range(sw + 1):
                d.text((x + dx, y), text, font=f, fill=255, anchor="ls")
            return
        bb = f.getbbox(text, anchor="ls")
        w, h = int(bb[2] - bb[0]) + 2 + sw, int(bb[3] - bb[1]) + 2
        tmp = Image.new("L", (w, h), 0)
        for dx in range(sw + 1):
            ImageDraw.Draw(tmp).text((1 - bb[0] + dx, 1 - bb[1]), text, font=f, fill=255,
                                     anchor="ls")
        tmp = tmp.rotate(180)
        mask.paste(255, (round(x + bb[0] - 1), round(y + bb[1] - 1)), tmp)

    if ch in "¡¿":
        # turned over inside the capital's box, then lowered as the Spanish marks hang lower
        glyph("!" if ch == "¡" else "?", x0, base_y + (m.cap - m.xheight) * 0.6, flip=True)
        return mask, top
    nfd = unicodedata.normalize("NFD", ch)
    base, marks = nfd[0], nfd[1:]
    glyph(base, x0, base_y)
    bb = ink_box(base, size)
    centre = x0 + (bb[0] + bb[2]) / 2
    if base in "ij" and any(mk not in ("\u0327",) for mk in marks):
        # a dotless i: clear the dot before putting the accent there
        ImageDraw.Draw(mask).rectangle((0, 0, width, base_y - m.xheight - 1), fill=0)
    capital = base.isupper() or base.isdigit() or base in "bdfhklt"
    lift = (m.cap - m.xheight) + max(1, size // 14) if capital else 0
    for mk in marks:
        spacing = _MARKS.get(mk)
        if spacing is None:
            continue
        if spacing == "..":
            r = max(1.0, size / 16) + sw * 0.3
            cy = base_y - m.xheight - size * 0.14 - lift
            for dx in (-size * 0.13, size * 0.13):
                c = centre + dx + sw / 2
                d.ellipse((c - r, cy - r, c + r, cy + r), fill=255)
            continue
        if spacing == ",":
            cb = ink_box(",", size)
            glyph(",", centre - (cb[0] + cb[2]) / 2, base_y + size * 0.02)
            continue
        foot = base_y - lift - m.xheight - max(1, size * 0.07)  # just above the x-height
        if spacing in _DRAWN:
            # the font's own ´ ` ~ are hair-thin at chat sizes (an í read as an i): drawn here
            mark = _drawn_mark(spacing, size, bold)
            mask.paste(255, (round(centre - mark.width / 2 + sw / 2), round(foot - mark.height)), mark)
            continue
        flip = spacing == "^v"
        text = "^" if flip else spacing
        mb = ink_box(text, size)
        # the spacing glyph, centred over the letter, its foot just above the x-height
        y = base_y - lift - (m.xheight + max(1, size * 0.07)) - mb[3]
        glyph(text, centre - (mb[0] + mb[2]) / 2, y, flip=flip)
    return mask, top


_DRAWN = ("´", "`", "~")


@lru_cache(maxsize=256)
def _drawn_mark(spacing: str, size: int, bold: bool) -> Image.Image:
    """An acute, grave or tilde as an "L" mask, drawn 4x larger and scaled down (smooth)."""
    k = 4
    if spacing == "~":
        w, h = max(4, round(size * 0.40)), max(3, round(size * 0.17))
    else:
        w, h = max(3, round(size * 0.26)), max(3, round(size * 0.24))
    thick = (max(1.25, size / 11) + (0.5 if bold else 0.0)) * k
    big = Image.new("L", (w * k, h * k), 0)
    d = ImageDraw.Draw(big)
    r = thick / 2
    if spacing == "~":
        pts = [(r + (w * k - 2 * r) * i / 16,
                h * k / 2 - (h * k / 2 - r) * math.sin(2 * math.pi * i / 16)) for i in range(17)]
    elif spacing == "´":
        pts = [(r + w * k * 0.12, h * k - r), (w * k - r, r)]
    else:
        pts = [(r, r), (w * k - r - w * k * 0.12, h * k - r)]
    d.line(pts, fill=255, width=round(thick), joint="curve")
    for x, y in (pts[0], pts[-1]):  # round ends
        d.ellipse((x - r, y - r, x + r, y + r), fill=255)
    return big.resize((w, h), Image.Resampling.LANCZOS)


def text_width(text: str, size: int, bold: bool = False) -> int:
    """The advance of ``text`` in pixels, as draw_text lays it out."""
    return _text_width(text, size, bold)


@lru_cache(maxsize=8192)
def _text_width(text: str, size: int, bold: bool) -> int:
    f = font(size)
    sw = stroke(size, bold)
    total = 0.0
    for kind, s in _pieces(text):
        total += f.getlength(s) + sw if kind == "run" else _advance(s, size, bold)
    return round(total)


def line_height(size: int) -> int:
    m = metrics(size)
    return m.ascent + m.descent


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int,
              fill: Colour, anchor: str = "ls", bold: bool = False) -> tuple[int, int, int, int]:
    """Draw ``text`` with its accents; anchor as Pillow's: l/m/r then t/m/s/b (m: the caps' middle).

    Returns the box (left, top, right, bottom) of the line, top being the ascent.
    """
    m = metrics(size)
    width = text_width(text, size, bold)
    drawn = getattr(_local, "drawn", None)
    if drawn is not None and text.strip():
        drawn.append(Drawn(text, size, bold))
    x, y = xy
    h, v = anchor[0], anchor[1]
    x = round(x - (width / 2 if h == "m" else width if h == "r" else 0))
    base = round(y + (m.ascent if v == "t" else m.cap / 2 if v == "m" else -m.descent if v == "b"
                      else 0))
    if text:
        mask, left, top = _line_mask(text, size, bold)
        draw.bitmap((x - left, base - top), mask, fill=fill)
    return (x, base - m.ascent, x + width, base + m.descent)


@lru_cache(maxsize=8192)
def _line_mask(text: str, size: int, bold: bool) -> tuple[Image.Image, int, int]:
    """A whole line as an "L" mask, with the pixels it reaches left of the origin and above the
    baseline. Cached: the same words come back in every picture, and FreeType is the slow part."""
    f = font(size)
    m = metrics(size)
    sw = stroke(size, bold)
    left, top = size // 4, m.ascent + size // 3
    mask = Image.new("L", (text_width(text, size, bold) + 2 * left, top + m.descent + size // 4), 0)
    d = ImageDraw.Draw(mask)
    x = left
    for kind, s in _pieces(text):
        if kind == "run":
            if sw:  # bold: FreeType renders the run once (the slow part), then it is laid
                # down sw + 1 times one pixel apart, as drawing the text at each x would
                run = Image.new("L", mask.size, 0)
                ImageDraw.Draw(run).text((x, top), s, font=f, fill=255, anchor="ls")
                for dx in range(sw + 1):
                    d.bitmap((dx, 0), run, fill=255)
            else:
                d.text((x, top), s, font=f, fill=255, anchor="ls")
            x += round(f.getlength(s)) + sw
        else:
            gm, gtop = _glyph_mask(s, size, bold)
            mask.paste(255, (x - 1, top - gtop), gm)
            x += _advance(s, size, bold)
    mask.load()
    return mask, left, top


def ellipsize(text: str, size: int, max_width: float, bold: bool = False) -> str:
    """``text`` cut with … so that it fits ``max_width`` (user names can be anything)."""
    if text_width(text, size, bold) <= max_width:
        return text
    cut = text
    while cut and text_width(cut.rstrip() + "…", size, bold) > max_width:
        cut = cut[:-1]
    return cut.rstrip() + "…" if cut else ""


def fit_size(text: str, size: int, max_width: int, bold: bool = False, min_size: int = 10) -> int:
    """The largest size from ``size`` down to ``min_size`` at which ``text`` fits ``max_width``."""
    while size > min_size and text_width(text, size, bold) > max_width:
        size -= 1
    return size
