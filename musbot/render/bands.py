"""PNG by bands: a picture's rows deflated in bands that each stand alone, so that after a
change only the bands whose rows changed are compressed again.

Each band is raw deflate (no zlib header) ended with a full flush: it ends on a byte boundary
and refers to nothing before it, so bands deflated apart and joined in order, then an empty
final block, are one valid deflate stream. The zlib wrapper ends with the Adler-32 of all the
raw data: each band keeps its own and they are combined (``adler_combine``). Rows keep filter 0
(none), as Pillow writes palette pictures; the file grows a little against one stream (each
band starts with no history): see docs/benchmarks.md, "Sizes and caches".

Each band is its own IDAT chunk (PNG allows any number in a row: their data joined is the zlib
stream), so a band's chunk and its CRC are made once with the band, and a picture only joins
chunks: no CRC over the whole picture's data after a press.

The bands are deflated with ISA-L (``isal``, Intel's deflate library) at its level 2: about twice
as fast as zlib's fastest level on these pictures, and a few per cent smaller. Its level 0 is
faster again (a whole table picture's 30 bands 0.8 ms instead of 1.3) but makes every picture a
third larger (42.5 KB instead of 32.3 on average), for every viewer to download after every
press, and the load bench could not tell the CPU apart: level 2 it is. It writes plain deflate,
so any PNG reader decodes it; without ``isal`` installed, zlib level 1 does the same job.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType

from .encode import COMPRESS_LEVEL

_deflater: ModuleType
try:
    from isal import isal_zlib

    _deflater = isal_zlib
    LEVEL = 2  # ISA-L's 2: 0.03 ms for a band of the table, zlib's 1 takes 0.07 (bench/render.py)
except ImportError:  # pragma: no cover - isal is a dependency; zlib makes the same PNGs, slower
    _deflater = zlib
    LEVEL = COMPRESS_LEVEL
ADLER_MOD = 65521
_ZLIB_HEAD = zlib.compress(b"", COMPRESS_LEVEL)[:2]  # the header says nothing the reader needs
_FINAL = zlib.compressobj(COMPRESS_LEVEL, zlib.DEFLATED, -15).flush()  # an empty last block


@dataclass(frozen=True, slots=True)
class Band:
    """Some rows of a picture, deflated on their own."""

    idat: bytes  # an IDAT chunk holding the band's raw deflate (ended with a full flush)
    adler: int  # Adler-32 of the raw rows
    size: int  # length of the raw rows

    @property
    def data(self) -> bytes:
        """The raw deflate alone (the chunk without its length, kind and CRC)."""
        return self.idat[8:-4]


def deflate_band(raw: bytes | memoryview) -> Band:
    c = _deflater.compressobj(LEVEL, zlib.DEFLATED, -15)
    data = c.compress(raw) + c.flush(zlib.Z_FULL_FLUSH)
    return Band(chunk(b"IDAT", data), _deflater.adler32(raw), len(raw))  # ISA-L's: 3x zlib's


def adler_combine(first: int, second: int, second_size: int) -> int:
    """The Adler-32 of A followed by B, from A's, B's and B's length.

    Adler-32 is (s2 << 16) | s1 with s1 = 1 + the sum of the bytes and s2 = the sum of s1 after
    each byte (both mod 65521). Appending B adds B's byte sum (its s1 - 1) to s1, and to s2
    B's own s2 (counted from s1 = 1) plus len(B) times A's s1 - 1."""
    a1, b1 = first & 0xFFFF, first >> 16
    a2, b2 = second & 0xFFFF, second >> 16
    s1 = (a1 + a2 - 1) % ADLER_MOD
    s2 = (b1 + b2 + second_size * (a1 - 1)) % ADLER_MOD
    return (s2 << 16) | s1


def _adler(bands: Sequence[Band]) -> bytes:
    """The Adler-32 of all the bands' raw data, as the zlib stream ends with it."""
    adler = 1  # of nothing
    for band in bands:
        adler = adler_combine(adler, band.adler, band.size)
    return struct.pack(">I", adler)


def chunk(kind: bytes, data: bytes) -> bytes:
    return b"".join([struct.pack(">I", len(data)), kind, data,
                     struct.pack(">I", _deflater.crc32(data, _deflater.crc32(kind)))])


def head_of(png: bytes) -> bytes:
    """The signature and every chunk before the first IDAT of ``png`` (IHDR, PLTE, ...)."""
    pos = 8
    while png[pos + 4:pos + 8] != b"IDAT":
        if pos + 8 > len(png):
            raise ValueError("no IDAT chunk")
        pos += 12 + int.from_bytes(png[pos:pos + 4], "big")
    return png[:pos]


_IEND = chunk(b"IEND", b"")
_HEAD_IDAT = chunk(b"IDAT", _ZLIB_HEAD)


def png_of_bands(head: bytes, bands: Sequence[Band]) -> bytes:
    """A PNG: ``head`` (see head_of), then the zlib stream of the bands as IDAT chunks (its
    header, each band's own chunk, the last block and the Adler-32 of all rows), IEND."""
    return b"".join([head, _HEAD_IDAT, *(band.idat for band in bands),
                     chunk(b"IDAT", _FINAL + _adler(bands)), _IEND])
