"""The parts of a ``multipart/form-data`` body, as discord.py sends a message with files.

aiohttp's own reader (``request.multipart()``) parses each part's Content-Disposition with
``aiohttp.multipart.parse_content_disposition``, which escapes its 128 characters again on
every call: about 0.45 ms a part, and a table edit has two or three parts. That was a fifth of
the load bench's own CPU. Here the body is read whole and cut at its boundary; a
Content-Disposition of the plain form discord.py writes (``form-data; name="files[0]";
filename="mesa.png"``, no quote, backslash, slash or semicolon inside) is read with one regular
expression, and any other is handed to aiohttp's parser, so the names are always what aiohttp
would have given (``tests/standin/test_forms.py`` compares the two).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from aiohttp.multipart import content_disposition_filename, parse_content_disposition

_BOUNDARY = re.compile(r';\s*boundary=(?:"([^"]+)"|([^\s;]+))', re.IGNORECASE)
_PLAIN = re.compile(r'form-data; name="([^"\\;/]*)"(?:; filename="([^"\\;/]*)")?')


class FormError(ValueError):
    """A body that is not the multipart form it says it is (a stand-in problem, loudly)."""


@dataclass(frozen=True)
class FormPart:
    """One part: its form field name, its file name (None for a plain field), its bytes."""

    name: str | None
    filename: str | None
    data: bytes
    content_type: str | None = None


def form_parts(content_type: str, body: bytes) -> list[FormPart]:
    """The parts of ``body`` (a ``multipart/form-data`` of ``content_type``), in order. A part
    that is itself multipart is left out, as the stand-in always did."""
    m = _BOUNDARY.search(content_type)
    if m is None:
        raise FormError(f"multipart body without a boundary: {content_type!r}")
    delimiter = b"\r\n--" + (m[1] or m[2]).encode("latin-1")
    chunks = (b"\r\n" + body).split(delimiter)  # [preamble, part, ..., part, "--" epilogue]
    if len(chunks) < 2 or not chunks[-1].startswith(b"--"):
        raise FormError("multipart body without its closing boundary")
    parts = []
    for chunk in chunks[1:-1]:
        head, found, data = chunk.partition(b"\r\n\r\n")
        if not found:
            raise FormError("multipart part without the blank line after its headers")
        headers: dict[str, str] = {}
        for line in head.decode("utf-8", "surrogateescape").split("\r\n")[1:]:  # [0]: the boundary line's end
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        part_type = headers.get("content-type")
        if part_type is not None and part_type.lower().startswith("multipart/"):
            continue
        name, filename = _disposition(headers.get("content-disposition"))
        parts.append(FormPart(name, filename, data, part_type))
    return parts


def _disposition(header: str | None) -> tuple[str | None, str | None]:
    """(name, filename) of a part's Content-Disposition, as aiohttp's ``BodyPartReader.name``
    and ``.filename`` give them."""
    if header is None:
        return None, None
    plain = _PLAIN.fullmatch(header)
    if plain is not None:
        return plain[1], plain[2]
    _, params = parse_content_disposition(header)
    return content_disposition_filename(params, "name"), content_disposition_filename(params, "filename")
