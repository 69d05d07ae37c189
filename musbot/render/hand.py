"""``render_hand``: a player's four cards, with a caption of their pares and juego or punto.

The same hand (in any order) in the same language gives the same picture, so the encoded PNG
is cached: a repeated hand costs a dictionary look-up.

A new hand is composed of tiles (render/tiles.py), as the table is: a card's picture is the same
in every hand, so each card's column (where it is the top card) is drawn and mapped onto the
palette once per place and kept, and so is each caption; a hand pastes its four columns and its
caption onto the palette baize and deflates the rows. The cards' left corners are rounded and
let the card under them show through: a column is keyed by that card's visible pixels (the
same for every card of the deck: their borders), never by the card itself. The pixels are those
of ``hand_image``, the plain drawing (a test compares them).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from ..engine.cards import Card, held_order
from ..i18n import norm_lang
from . import palette as P
from .background import felt
from .chips import key_chip, key_chip_size
from .encode import shared_palette
from .sprites import alike, face
from .tiles import Part, TileCanvas

CARD_W, CARD_H = 200, 310
STEP = 152  # cards overlap a little, as in the hand: the picture stays wide enough for Discord
MARGIN = 16
CAPTION_H = 58


display_order = held_order  # the pictures show a hand as players hold it (engine/cards.py)


def render_hand(cards: Iterable[Card], lang: str = "es", reyes: int = 8,
                caption: bool = True) -> bytes:
    """PNG bytes of the cards (1 to 4; the caption needs 4) in ``lang``.

    With ``reyes=8`` the 3s and 2s wear a badge: they play as rey and as.
    """
    ordered = display_order(cards, reyes)
    if not 1 <= len(ordered) <= 4:
        raise ValueError(f"render_hand draws 1 to 4 cards, not {len(ordered)}")
    if reyes not in (4, 8):
        raise ValueError(f"reyes is 8 or 4, not {reyes!r}")
    return _render(ordered, norm_lang(lang), reyes, caption and len(ordered) == 4)


@lru_cache(maxsize=16)  # a player's message is redrawn only when its hand changes: few repeats
def _render(cards: tuple[Card, ...], lang: str, reyes: int, caption: bool) -> bytes:
    return _canvas(len(cards), caption).png(hand_parts(cards, lang, reyes, caption))


# The hand tiles' budget (bytes, see render/tiles.py): a card's column is 47 KB (the last one
# 62 KB), 160 of them for the deck at four places with the usual 8 reyes, and the captions.
# Three bands: the margin above the cards, the cards' rows (they cross all four cards, so they
# are seldom seen again) and the rows under them (the shadows and the caption: a band per
# caption, 87 of them, seen again at every hand that holds the same): a new hand deflates only
# its cards' rows (a quarter fewer bytes).
TILE_BUDGET = 24 * 1024 * 1024
BAND_BUDGET = 2 * 1024 * 1024


@lru_cache(maxsize=8)
def _canvas(n: int, caption: bool) -> TileCanvas:
    return TileCanvas(_table(n, caption), palette(), _draw_part, TILE_BUDGET, BAND_BUDGET,
                      frozenset(), (0, MARGIN, MARGIN + CARD_H))  # the parts never meet


def hand_parts(cards: tuple[Card, ...], lang: str, reyes: int, caption: bool) -> list[Part]:
    """The hand's parts: each card's column where it lies on top (the next card covers the
    rest), keyed by the card, its place and what shows through its corners; the caption."""
    out: list[Part] = []
    for k, c in enumerate(cards):
        x = MARGIN + k * STEP
        width = STEP if k < len(cards) - 1 else CARD_W
        under = alike(cards[k - 1], "large", reyes, STEP) if k else None
        out.append(((x, MARGIN, x + width, MARGIN + CARD_H), ("card", x, c, reyes, under)))
    if caption:
        y = MARGIN + CARD_H + 12
        width = _table(len(cards), caption).width
        out.append(((0, y, width, y + CAPTION_H),
                    ("caption", y, tuple(caption_chips(cards, reyes)), lang, width)))
    return out


def warm_up(reyes: int = 8) -> None:
    """Draw every card's column at each place of a four-card hand now (160 tiles, ~8 MB): with
    the captions (``warm_up_captions``), a new hand then only pastes and compresses."""
    from ..engine.cards import DECK

    canvas = _canvas(4, True)
    for c in DECK:
        for rect, key in hand_parts((c,) * 4, "es", reyes, False):
            canvas.tile(rect, key)


def warm_up_captions(reyes: int = 8, langs: Iterable[str] = ("es",)) -> None:
    """Every caption a hand can have in ``langs`` (its pares and points: 87 strips, 3 MB a
    language)."""
    canvas = _canvas(4, True)
    y = MARGIN + CARD_H + 12
    for lang in langs:
        for kind, points in holdings(reyes):
            caption = caption_chips_for(kind, "render.juego" if points >= 31 else "render.punto", points)
            canvas.tile((0, y, canvas.width, y + CAPTION_H),
                        ("caption", y, tuple(caption), norm_lang(lang), canvas.width))


@lru_cache(maxsize=2)
def holdings(reyes: int) -> tuple[tuple[int, int], ...]:
    """Every (pares kind, points) a hand of four can have: 87 with 8 reyes, found over the 715
    hands of four ranks (the suits change neither)."""
    from itertools import combinations_with_replacement

    from ..engine.cards import DECK
    from ..engine.evaluate import hand_info

    by_rank: dict[int, list[Card]] = {}
    for c in DECK:
        by_rank.setdefault(c.rank, []).append(c)
    seen: dict[tuple[int, int], None] = {}
    for ranks in combinations_with_replacement(sorted(by_rank), 4):
        info = hand_info(tuple(by_rank[r][ranks[:k].count(r)] for k, r in enumerate(ranks)), reyes)
        seen[(info.pares_kind, info.points)] = None
    return tuple(seen)


def _draw_part(im: Image.Image, d: ImageDraw.ImageDraw, key: tuple[Hashable, ...],
               o: tuple[int, int]) -> None:
    if key[0] == "card":
        _, x, c, reyes, under = key
        if under is not None:  # the card before, where this one's corners let it show
            sprite = face(under, "large", reyes)  # type: ignore[arg-type]
            im.paste(sprite, (x - STEP - o[0], MARGIN - o[1]), sprite)  # type: ignore[operator]
        sprite = face(c, "large", reyes)  # type: ignore[arg-type]
        im.paste(sprite, (x - o[0], MARGIN - o[1]), sprite)  # type: ignore[operator]
    else:
        _, y, chips, lang, width = key
        strip = _caption(chips, lang, width)
        im.paste(strip, (-o[0], y - o[1]), strip)  # type: ignore[operator]


def palette() -> Image.Image:
    """The palette of every hand picture (see encode): built once from all that one can show."""
    return shared_palette("hand", _montage)


def _montage() -> Image.Image:
    from ..engine.cards import DECK

    cols = 10
    strips = [(kind, last, pts) for kind in range(4)
              for last, pts in (("render.juego", 31), ("render.juego", 33), ("render.punto", 20))]
    rows = -(-len(strips) // (cols // 2))
    im = _table(4, True).copy().resize((cols * CARD_W, 8 * CARD_H + rows * CAPTION_H))
    for k, c in enumerate(DECK):
        for j, reyes in enumerate((4, 8)):
            sprite = face(c, "large", reyes)
            im.paste(sprite, ((k % cols) * CARD_W, ((k // cols) * 2 + j) * CARD_H), sprite)
    # every caption chip colour with its antialiased text
    for k, (kind, last, pts) in enumerate(strips):
        strip = _caption(tuple(caption_chips_for(kind, last, pts)), "es", CARD_W * 2)
        x, y = (k % (cols // 2)) * CARD_W * 2, 8 * CARD_H + (k // (cols // 2)) * CAPTION_H
        im.paste(strip, (x, y), strip)
    return im


def hand_image(cards: tuple[Card, ...], lang: str, reyes: int, caption: bool) -> Image.Image:
    """The picture before encoding (tests sample its pixels)."""
    n = len(cards)
    im = _table(n, caption).copy()
    x = MARGIN
    for c in cards:
        sprite = face(c, "large", reyes)
        im.paste(sprite, (x, MARGIN), sprite)
        x += STEP
    if caption:
        strip = _caption(tuple(caption_chips(cards, reyes)), lang, im.width)
        im.paste(strip, (0, MARGIN + CARD_H + 12), strip)
    return im


Chip = tuple[str, int | None, P.RGB]  # key, points (or None), colour


def caption_chips(cards: tuple[Card, ...], reyes: int) -> list[Chip]:
    """The caption as chips: the pares, then the juego or the punto."""
    from ..engine.evaluate import hand_info

    info = hand_info(cards, reyes)
    last = "render.juego" if info.points >= 31 else "render.punto"
    return caption_chips_for(info.pares_kind, last, info.points)


def caption_chips_for(pares_kind: int, last: str, points: int) -> list[Chip]:
    pares_colour = (150, 108, 20) if pares_kind else (88, 98, 92)
    if last == "render.juego":
        colour = (176, 40, 40) if points == 31 else (36, 120, 60)
    else:
        colour = (52, 88, 150)
    return [(f"render.pares.{pares_kind}", None, pares_colour), (last, points, colour)]


@lru_cache(maxsize=1024)
def _caption(chips: tuple[Chip, ...], lang: str, width: int) -> Image.Image:
    """The caption strip (transparent), cached: there are few distinct captions."""
    strip = Image.new("RGBA", (width, CAPTION_H), (0, 0, 0, 0))
    d = ImageDraw.Draw(strip)
    gap = 14
    params: list[dict[str, Any]] = [{} if pts is None else {"points": pts} for _, pts, _ in chips]
    sizes = [key_chip_size(k, lang, "caption", **p)[0]
             for (k, _, _), p in zip(chips, params, strict=True)]
    x = (width - sum(sizes) - gap * (len(chips) - 1)) / 2
    for (k, _, colour), p, w in zip(chips, params, sizes, strict=True):
        key_chip(d, x, CAPTION_H / 2, k, lang, "caption", colour, **p)
        x += w + gap
    strip.load()
    return strip


@lru_cache(maxsize=8)
def _table(n: int, caption: bool) -> Image.Image:
    """The baize with the cards' shadows already on it (RGB, shared: copy before use)."""
    from PIL import ImageFilter

    width = 2 * MARGIN + CARD_W + (n - 1) * STEP
    height = MARGIN + CARD_H + (CAPTION_H + 12 if caption else 0) + MARGIN
    im = felt(width, height).copy()
    shadow = Image.new("RGBA", im.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(shadow)
    for k in range(n):
        x = MARGIN + k * STEP
        d.rounded_rectangle((x + 3, MARGIN + 5, x + CARD_W + 3, MARGIN + CARD_H + 5), radius=13,
                            fill=(0, 0, 0, 90))
    im.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(4)))
    im = im.convert("RGB")
    im.load()
    return im
