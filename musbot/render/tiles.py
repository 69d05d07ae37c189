"""A picture composed of cached tiles, and encoded by bands of rows (render/bands.py).

A picture is a background and parts; a part is a rectangle and a key, and its drawing a pure
function of the key. A tile is a part drawn once onto the background under it, mapped onto the
shared palette (per pixel, without dithering: the same indices as mapping the whole picture),
and, when its rectangle may meet another part's, cut down to the pixels its drawing changed (a
mask). A picture is the palette background with each tile pasted, whole or through its mask, in
order: where the parts' drawings do not overlap, exactly the picture drawn in one go.

Its PNG is made of bands of ``BAND`` rows (or the canvas's own cut), each keyed by what lies in
it (the tiles' rows there, and where they sit): after a press only the bands whose rows a
changed tile covers are composed and compressed again; the others come from the band cache.

Both caches are LRUs bounded by bytes and shared by all pictures, which may be drawn in several
threads at once (the bot draws tables on its event loop while its warm-up draws in a thread):
the caches lock; a tile or band drawn twice at once is the same.
"""

from __future__ import annotations

import io
import threading
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from hashlib import blake2b
from typing import Generic, TypeVar

from PIL import Image, ImageChops, ImageDraw

from .bands import Band, deflate_band, head_of, png_of_bands

BAND = 20  # rows per band: small enough that a changed name plate recompresses ~2 bands
ENTRY = 200  # bytes of bookkeeping counted per cache entry
IMAGE = 4096  # and per Pillow image kept (its objects and block: measured against RSS)
LAST = 512  # tables whose last picture is kept to compare the next with: about the open tables
# whose tiles the table budget keeps (a kept picture holds its tiles and bands even once the
# caches dropped them, so more would hold more than the budgets say)

Rect = tuple[int, int, int, int]
Part = tuple[Rect, Hashable]
DrawPart = Callable[[Image.Image, ImageDraw.ImageDraw, "tuple[object, ...]", tuple[int, int]], None]
V = TypeVar("V")


class Lru(Generic[V]):
    """A thread-safe LRU map bounded by the bytes of its values (each put says its cost)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self._items: OrderedDict[Hashable, tuple[V, int]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> V | None:
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            self._items.move_to_end(key)
            return item[0]

    def put(self, key: Hashable, value: V, cost: int) -> V:
        """Keep ``value`` (or the one already kept under ``key``) and return it."""
        with self._lock:
            item = self._items.get(key)
            if item is not None:
                return item[0]
            self._keep(key, value, cost)
            return value

    def replace(self, key: Hashable, value: V, cost: int) -> None:
        """Keep ``value`` under ``key``, instead of what was kept there."""
        with self._lock:
            item = self._items.pop(key, None)
            if item is not None:
                self.used -= item[1]
            self._keep(key, value, cost)

    def _keep(self, key: Hashable, value: V, cost: int) -> None:
        """Add an entry (the lock held), dropping the least recently used over the budget."""
        self._items[key] = (value, cost)
        self.used += cost
        while self.used > self.budget and len(self._items) > 1:
            _, (_, old) = self._items.popitem(last=False)
            self.used -= old

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.used = 0


@dataclass(frozen=True, slots=True, eq=False)
class Tile:
    """A part's pixels: palette indices from (x, y), pasted through ``mask`` (the pixels its
    drawing changed) when its part may meet another; ``rows`` maps each band it touches to what it puts there (x, first row,
    width, and a BLAKE2b digest of those indices: the band cache's key needs no copy)."""

    x: int
    y: int
    im: Image.Image | None  # None: the drawing changed no pixel
    mask: Image.Image | None  # None: paste it whole
    rows: dict[int, tuple[int, int, int, bytes]]
    cost: int


class TileCanvas:
    """Pictures of one size, background and palette, made of cached tiles (see the module)."""

    def __init__(self, background: Image.Image, palette: Image.Image, draw: DrawPart,
                 tile_budget: int, band_budget: int, masked: frozenset[Rect],
                 bands: Sequence[int] | None = None) -> None:
        """``masked``: the rectangles that may meet another part's: their tiles are cut to the
        pixels drawn and pasted through a mask; any other part's tile is its whole rectangle
        (no mask to find, keep and paste through). ``band_budget`` 0: the rows are deflated
        whole, with no band cache. ``bands``: the first row of each band (default: every
        ``BAND`` rows), so that rows that come back together (a hand picture's margin and
        caption) are a band of their own."""
        self.masked = masked
        self.background = background.convert("RGB")
        self.palette = palette
        self.width, self.height = background.size
        self._under = self._indices(self.background)
        self._under_l = _as_l(self._under)
        # the palette background one column wider: column 0 is each row's PNG filter byte (0)
        self._wide = Image.new("P", (self.width + 1, self.height), 0)
        self._wide.paste(self._under, (1, 0))
        buf = io.BytesIO()
        self._under.save(buf, format="PNG", compress_level=1)
        self._head = head_of(buf.getvalue())  # IHDR, PLTE: as Pillow writes this palette
        self._draw = draw
        self.tiles: Lru[Tile] = Lru(tile_budget)
        self.bands: Lru[Band] = Lru(band_budget)
        starts = tuple(bands) if bands is not None else tuple(range(0, self.height, BAND))
        self._bounds = (*starts, self.height)  # band b is rows bounds[b] to bounds[b + 1]
        self._bands_n = len(starts)
        self._last: Lru[_Last] = Lru(LAST)  # each table's last picture (see ``png``)

    def _indices(self, im: Image.Image) -> Image.Image:
        return im.quantize(palette=self.palette, dither=Image.Dither.NONE)

    def tile(self, rect: Rect, key: Hashable) -> Tile:
        """The tile of the part ``key`` drawn in ``rect`` (drawn now if not cached)."""
        tile = self.tiles.get((rect, key))
        if tile is None:
            tile = self._make(rect, key)
            tile = self.tiles.put((rect, key), tile, tile.cost)
        return tile

    def _make(self, rect: Rect, key: Hashable) -> Tile:
        x0, y0 = rect[0], rect[1]
        crop = self.background.crop(rect)
        self._draw(crop, ImageDraw.Draw(crop), key, (x0, y0))  # type: ignore[arg-type]
        drawn = self._indices(crop)
        if rect not in self.masked:
            return _tile(x0, y0, drawn, None, self._bounds)
        changed = ImageChops.difference(_as_l(drawn), self._under_l.crop(rect))
        box = changed.getbbox()
        if box is None:
            return Tile(x0, y0, None, None, {}, ENTRY)
        return _tile(x0 + box[0], y0 + box[1], drawn.crop(box),
                     changed.crop(box).point(_NONZERO, "1"), self._bounds)

    def image(self, parts: Sequence[Part]) -> Image.Image:
        """The picture of ``parts`` as a palette image (the tests compare its pixels)."""
        im = self._under.copy()
        for tile in (self.tile(rect, key) for rect, key in parts):
            if tile.im is not None:
                im.paste(tile.im, (tile.x, tile.y), tile.mask)
        return im

    def png(self, parts: Sequence[Part], table: Hashable = None) -> bytes:
        """The PNG of ``parts``: only bands not seen before are composed and compressed.

        ``table``: who asks (a table's own names, language and seat): its last picture is kept
        (``LAST`` tables), and the next one compared with it part by part, so that only the
        parts that differ are looked up and only the bands under a tile that came or went are
        keyed and looked up again: a press that changes three parts costs a few looks, not
        sixty. A band's key is the tiles over it in drawing order, and parts always come in the
        same order (a part that comes or goes moves the others along the list, not among
        themselves): the same tiles over a band, the same key. So the result is the bytes of
        the picture drawn alone (a test draws a partida both ways)."""
        if not self.bands.budget:  # no band cache: the picture's rows in one go
            tiles = [self.tile(rect, key) for rect, key in parts]
            return png_of_bands(self._head, [deflate_band(self._compose(tiles, 0, self.height).tobytes())])
        last = self._last.get(table) if table is not None else None
        if last is None:
            tiles = [self.tile(rect, key) for rect, key in parts]
            dirty: Sequence[int] = range(self._bands_n)
            bands: list[Band | None] = [None] * self._bands_n
        else:  # the bands under a tile that was not in the last picture, or is no more, change
            tiles = self._again(parts, last)
            before = last.tiles
            kept, now = {id(t) for t in before}, {id(t) for t in tiles}
            changed = set[int]()
            for t in tiles:
                if id(t) not in kept:
                    changed.update(t.rows)
            for t in before:
                if id(t) not in now:
                    changed.update(t.rows)
            dirty, bands = sorted(changed), list(last.bands)
        keys = {b: _band_key(tiles, b) for b in dirty}
        for b in dirty:
            bands[b] = self.bands.get(keys[b])
        missing = [b for b in dirty if bands[b] is None]
        for b, raw in self._rows(tiles, missing):
            band = deflate_band(raw)
            cost = ENTRY + len(band.idat) + 40 * len(keys[b][1])
            bands[b] = self.bands.put(keys[b], band, cost)
        done: list[Band] = bands  # type: ignore[assignment]  # every band is known now
        if table is not None:
            self._last.replace(table, _Last(tuple(parts), tuple(tiles), tuple(done)), 1)
        return png_of_bands(self._head, done)

    def _again(self, parts: Sequence[Part], last: _Last) -> list[Tile]:
        """The tiles of ``parts``, taking the last picture's where its part is the same (at the
        same place in the list or, when a part came or went, by rectangle): only a part that
        differs is looked up."""
        before, old = last.tiles, last.parts
        if len(parts) == len(old):
            return [before[i] if part == old[i] else self.tile(*part)
                    for i, part in enumerate(parts)]
        by_rect = {part[0]: (part, tile) for part, tile in zip(old, before, strict=True)}
        tiles = []
        for part in parts:
            seen = by_rect.get(part[0])
            tiles.append(seen[1] if seen is not None and seen[0] == part else self.tile(*part))
        return tiles

    def _rows(self, tiles: Sequence[Tile], missing: Sequence[int]) -> list[tuple[int, memoryview]]:
        """The raw rows of each band of ``missing`` (ascending): each run of neighbouring bands
        is composed in one go (a tile over several of them is pasted once) and sliced."""
        out: list[tuple[int, memoryview]] = []
        row, bounds = self.width + 1, self._bounds
        k = 0
        while k < len(missing):
            first = k
            while k + 1 < len(missing) and missing[k + 1] == missing[k] + 1:
                k += 1
            top = bounds[missing[first]]
            rows = memoryview(self._compose(tiles, top, bounds[missing[k] + 1] - top).tobytes())
            out += [(b, rows[(bounds[b] - top) * row:(bounds[b + 1] - top) * row])
                    for b in missing[first:k + 1]]
            k += 1
        return out

    def _compose(self, tiles: Sequence[Tile], top: int, height: int) -> Image.Image:
        """Rows ``top`` to ``top + height`` as raw PNG rows: filter byte, then indices."""
        im = self._wide.crop((0, top, self.width + 1, min(self.height, top + height)))
        for t in tiles:
            if t.im is not None and t.y < top + height and t.y + t.im.height > top:
                im.paste(t.im, (t.x + 1, t.y - top), t.mask)
        return im

    def clear(self) -> None:
        self.tiles.clear()
        self.bands.clear()
        self._last.clear()


BandKey = tuple[int, tuple[tuple[int, int, int, bytes], ...]]


@dataclass(frozen=True, slots=True)
class _Last:
    """A table's last picture: its parts, their tiles, its bands."""

    parts: tuple[Part, ...]
    tiles: tuple[Tile, ...]
    bands: tuple[Band, ...]


def _band_key(tiles: Sequence[Tile], b: int) -> BandKey:
    """Band ``b``'s key: what every tile puts in its rows, in drawing order."""
    return (b, tuple([entry for t in tiles if (entry := t.rows.get(b)) is not None]))


def _tile(x: int, y: int, im: Image.Image, mask: Image.Image | None,
          bounds: Sequence[int]) -> Tile:
    w, h = im.size
    data = memoryview(im.tobytes())
    rows = {}
    for b in range(bisect_right(bounds, y) - 1, bisect_left(bounds, y + h)):
        r0, r1 = max(y, bounds[b]), min(y + h, bounds[b + 1])
        digest = blake2b(data[(r0 - y) * w:(r1 - y) * w], digest_size=16).digest()
        rows[b] = (x, r0, w, digest)
    images = 1 if mask is None else 2  # Pillow keeps a byte a pixel for each
    return Tile(x, y, im, mask, rows, ENTRY + images * (IMAGE + w * h))


_NONZERO = [0] + [255] * 255  # a lookup table: any difference is in the mask


def _as_l(im: Image.Image) -> Image.Image:
    """A palette image's indices as a grey image (to compare indices, not colours)."""
    return Image.frombytes("L", im.size, im.tobytes())
