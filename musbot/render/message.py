"""A message of Discord's components v2 layout drawn as its dark-theme client shows it.

The input is the message's payload as plain data (``{"flags": ..., "components": [...]}``, the
JSON Discord receives) and its attachments by file name, so the picture is drawn from what is
sent, not from a description of it: a container (its accent bar on the left), text displays (a
little markdown: ``#``/``##``/``###`` headings, ``-#`` small text, ``**bold**``, `` `code` ``,
``<t:…:R>`` timestamps told from ``now``), media galleries of ``attachment://`` pictures,
sections with a button beside their words, separators, and action rows of buttons and selects.
The picture font has no emoji: they are left out, as the rest of the pictures leave them.
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from babel.dates import format_timedelta
from PIL import Image, ImageDraw

from .fonts import draw_text, line_height, text_width

Colour = tuple[int, int, int]
Draw = Callable[[ImageDraw.ImageDraw, Image.Image, int, int], None]

SCALE = 1.5  # pixels per CSS pixel of the client: the table picture fills the container at 1:1
INNER = 800  # the container's content width in pixels (the table picture's own width)

BACKGROUND = (0x31, 0x33, 0x38)  # the chat
CONTAINER = (0x2B, 0x2D, 0x31)
BORDER = (0x3F, 0x41, 0x47)
TEXT = (0xDB, 0xDE, 0xE1)
HEADING = (0xF2, 0xF3, 0xF5)
MUTED = (0x94, 0x9B, 0xA4)
CODE = (0x1E, 0x1F, 0x22)
MENTION = (0x41, 0x43, 0x4A)  # a timestamp's soft background
WHITE = (0xFF, 0xFF, 0xFF)
BLURPLE = (0x58, 0x65, 0xF2)
BUTTONS: dict[int, Colour] = {1: BLURPLE, 2: (0x4E, 0x50, 0x58), 3: (0x24, 0x80, 0x46),
                              4: (0xDA, 0x37, 0x3C), 5: (0x4E, 0x50, 0x58), 6: BLURPLE}

# Discord's component types (https://discord.com/developers/docs/components/reference)
ACTION_ROW, BUTTON, STRING_SELECT, SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, SEPARATOR, CONTAINER_TYPE = \
    1, 2, 3, 9, 10, 11, 12, 14, 17


def px(css: float) -> int:
    """A length of the client's CSS pixels in the picture's pixels."""
    return round(css * SCALE)


@dataclass(frozen=True, slots=True)
class Style:
    size: int
    colour: Colour
    bold: bool = False
    line: int = 0  # the line's height

    @property
    def height(self) -> int:
        return self.line or line_height(self.size)


BODY = Style(px(16), TEXT, line=px(22))
SMALL = Style(px(12), MUTED, line=px(16))
HEADINGS = {"# ": Style(px(24), HEADING, True, px(30)), "## ": Style(px(20), HEADING, True, px(26)),
            "### ": Style(px(18), HEADING, True, px(24)), "-# ": SMALL}

_MARKUP = re.compile(r"\*\*(.+?)\*\*|`([^`]+)`|<t:(-?\d+)(?::([tTdDfFR]))?>")


def _drawable(text: str) -> str:
    """``text`` without what the picture font cannot draw (emoji, symbols, joiners), each with
    the space that followed it ("🤖 Bot" is "Bot")."""
    out: list[str] = []
    dropped = False
    for ch in text:
        if unicodedata.category(ch) in ("So", "Cf", "Cs", "Co") or "\ufe00" <= ch <= "\ufe0f" \
                or "\U0001f3fb" <= ch <= "\U0001f3ff":
            dropped = True
        elif not (dropped and ch == " "):
            out.append(ch)
            dropped = False
        else:
            dropped = False
    return "".join(out)


def _when(epoch: int, now: float, lang: str) -> str:
    """A ``<t:…:R>`` timestamp as the client tells it in ``lang``: "in 30 seconds"."""
    return format_timedelta(timedelta(seconds=epoch - now), add_direction=True, locale=lang, threshold=1.5)


def _runs(line: str, now: float, lang: str) -> list[tuple[str, str]]:
    """A line's markdown as (words, kind) runs: kind "plain", "bold", "code" or "time"."""
    runs: list[tuple[str, str]] = []
    at = 0
    for m in _MARKUP.finditer(line):
        if m.start() > at:
            runs.append((line[at:m.start()], "plain"))
        if m.group(1) is not None:
            runs.append((m.group(1), "bold"))
        elif m.group(2) is not None:
            runs.append((m.group(2), "code"))
        else:
            runs.append((_when(int(m.group(3)), now, lang), "time"))
        at = m.end()
    if at < len(line):
        runs.append((line[at:], "plain"))
    return runs


def _pieces(runs: list[tuple[str, str]], style: Style, width: int) -> list[list[tuple[str, str, int]]]:
    """Runs laid out in lines of ``width``: words wrap at spaces, a word wider than a line at
    its letters (as the client breaks a long hash); each piece with its width."""
    def measure(text: str, kind: str) -> int:
        size = _code_size(style) if kind == "code" else style.size
        pad = 2 * px(3) if kind in ("code", "time") else 0
        return text_width(text, size, style.bold or kind == "bold") + pad

    lines: list[list[tuple[str, str, int]]] = [[]]
    used = 0
    for text, kind in runs:
        words = re.findall(r"\S+\s*|\s+", text) if kind in ("plain", "bold") else [text]
        for word in words:
            w = measure(word, kind)
            if used + w > width and used and not word.isspace():
                lines.append([])
                used = 0
                word = word if kind in ("code", "time") else word.lstrip()
                w = measure(word, kind)
            while w > width:  # longer than a whole line: cut where it fills the line
                cut = len(word)
                while cut > 1 and measure(word[:cut], kind) > width - used:
                    cut -= 1
                lines[-1].append((word[:cut], kind, measure(word[:cut], kind)))
                lines.append([])
                used = 0
                word = word[cut:]
                w = measure(word, kind)
            lines[-1].append((word, kind, w))
            used += w
    return lines


def _code_size(style: Style) -> int:
    return round(style.size * 0.85)


def _text_block(content: str, width: int, now: float, lang: str) -> tuple[int, Draw]:
    """A text display's height at ``width`` and how to draw it."""
    laid: list[tuple[Style, list[list[tuple[str, str, int]]]]] = []
    for raw in content.split("\n"):
        style = BODY
        for prefix, heading in HEADINGS.items():
            if raw.startswith(prefix):
                style, raw = heading, raw[len(prefix):]
                break
        line = _drawable(raw).strip()
        laid.append((style, _pieces(_runs(line, now, lang), style, width) if line else [[]]))
    height = sum(style.height * len(lines) for style, lines in laid)

    def draw(d: ImageDraw.ImageDraw, im: Image.Image, x: int, y: int) -> None:
        for style, lines in laid:
            for pieces in lines:
                base = y + (style.height + style.size * 7 // 10) // 2
                cx = x
                for text, kind, w in pieces:
                    if kind in ("code", "time"):
                        d.rounded_rectangle((cx, y + px(2), cx + w, y + style.height - px(2)), px(3),
                                            fill=CODE if kind == "code" else MENTION)
                        size = _code_size(style) if kind == "code" else style.size
                        draw_text(d, (cx + px(3), base), text, size, style.colour)
                    else:
                        draw_text(d, (cx, base), text, style.size,
                                  HEADING if kind == "bold" and style is BODY else style.colour,
                                  bold=style.bold or kind == "bold")
                    cx += w
                y += style.height
    return height, draw


def _blend(a: Colour, b: Colour, k: float) -> Colour:
    r, g, bl = (round(p * k + q * (1 - k)) for p, q in zip(a, b, strict=True))
    return (r, g, bl)


BUTTON_H, BUTTON_PAD, BUTTON_FONT, GAP = px(32), px(16), px(14), px(8)


def _label(c: Mapping[str, Any]) -> str:
    return _drawable(str(c.get("label") or c.get("placeholder") or "")).strip()


def _button_width(c: Mapping[str, Any]) -> int:
    label = _label(c)
    return max(px(60), text_width(label, BUTTON_FONT, True) + 2 * BUTTON_PAD) if label else px(44)


def _button(d: ImageDraw.ImageDraw, c: Mapping[str, Any], x: int, y: int) -> None:
    """A button of its style; a disabled one dimmed to half, as the client does."""
    k = 0.5 if c.get("disabled") else 1.0
    fill = _blend(BUTTONS.get(int(c.get("style", 2)), BUTTONS[2]), CONTAINER, k)
    d.rounded_rectangle((x, y, x + _button_width(c) - 1, y + BUTTON_H - 1), px(8), fill=fill)
    draw_text(d, (x + _button_width(c) / 2, y + BUTTON_H / 2), _label(c), BUTTON_FONT,
              _blend(WHITE, CONTAINER, k), anchor="mm", bold=True)


def _select(d: ImageDraw.ImageDraw, c: Mapping[str, Any], x: int, y: int, width: int) -> None:
    """A select menu: its placeholder in a dark field with the client's chevron."""
    k = 0.5 if c.get("disabled") else 1.0
    d.rounded_rectangle((x, y, x + width - 1, y + px(40) - 1), px(8), fill=CODE)
    draw_text(d, (x + px(12), y + px(20)), _label(c), BODY.size - px(2), _blend(MUTED, CODE, k), anchor="lm")
    cx, cy = x + width - px(20), y + px(20)
    d.line([(cx - px(5), cy - px(2)), (cx, cy + px(3)), (cx + px(5), cy - px(2))], fill=TEXT, width=px(2))


def _action_row(row: Mapping[str, Any], width: int) -> tuple[int, Draw]:
    """Buttons side by side, wrapping as the client wraps a row too wide; a select alone."""
    items = list(row.get("components", ()))
    if items and items[0].get("type") == STRING_SELECT:
        return px(40), lambda d, im, x, y: _select(d, items[0], x, y, width)
    places: list[tuple[Mapping[str, Any], int, int]] = []
    cx = cy = 0
    for c in items:
        w = _button_width(c)
        if cx and cx + w > width:
            cx, cy = 0, cy + BUTTON_H + GAP
        places.append((c, cx, cy))
        cx += w + GAP

    def draw(d: ImageDraw.ImageDraw, im: Image.Image, x: int, y: int) -> None:
        for c, dx, dy in places:
            _button(d, c, x + dx, y + dy)
    return cy + BUTTON_H, draw


def _rounded(picture: Image.Image, radius: int) -> Image.Image:
    mask = Image.new("L", picture.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, picture.width - 1, picture.height - 1), radius, fill=255)
    return mask


def _gallery(gallery: Mapping[str, Any], files: Mapping[str, bytes], width: int) -> tuple[int, Draw]:
    """A media gallery of ``attachment://`` pictures, one under the other at the content's
    width (the table message holds one), their corners rounded."""
    pictures = []
    for item in gallery.get("items", ()):
        url = str(item["media"]["url"])
        name = url.removeprefix("attachment://")
        if name not in files:
            raise ValueError(f"the gallery shows {url}, which the message does not attach")
        with Image.open(io.BytesIO(files[name])) as im:
            pic = im.convert("RGB")
        if pic.width != width:
            pic = pic.resize((width, round(pic.height * width / pic.width)), Image.Resampling.LANCZOS)
        pictures.append(pic)
    height = sum(p.height for p in pictures) + GAP // 2 * max(0, len(pictures) - 1)

    def draw(d: ImageDraw.ImageDraw, im: Image.Image, x: int, y: int) -> None:
        for pic in pictures:
            im.paste(pic, (x, y), _rounded(pic, px(8)))
            y += pic.height + GAP // 2
    return height, draw


def _section(section: Mapping[str, Any], width: int, now: float, lang: str) -> tuple[int, Draw]:
    """Words on the left, the accessory (a button) on the right, at the top of the words."""
    accessory = section.get("accessory") or {}
    side = _button_width(accessory) if accessory.get("type") == BUTTON else px(85)
    words = "\n".join(str(c.get("content", "")) for c in section.get("components", ()))
    text_h, text = _text_block(words, width - side - px(16), now, lang)

    def draw(d: ImageDraw.ImageDraw, im: Image.Image, x: int, y: int) -> None:
        text(d, im, x, y + max(0, (BUTTON_H - text_h) // 2))
        if accessory.get("type") == BUTTON:
            _button(d, accessory, x + width - side, y)
    return max(text_h, BUTTON_H), draw


def _separator(sep: Mapping[str, Any], width: int) -> tuple[int, Draw]:
    space = px(8) if sep.get("spacing", 1) == 1 else px(16)

    def draw(d: ImageDraw.ImageDraw, im: Image.Image, x: int, y: int) -> None:
        if sep.get("divider", True):
            d.line([(x, y + space), (x + width, y + space)], fill=BORDER, width=max(1, px(1)))
    return 2 * space - GAP, draw


def _part(c: Mapping[str, Any], files: Mapping[str, bytes], width: int, now: float, lang: str) -> tuple[int, Draw]:
    kind = c.get("type")
    if kind == TEXT_DISPLAY:
        return _text_block(str(c.get("content", "")), width, now, lang)
    if kind == MEDIA_GALLERY:
        return _gallery(c, files, width)
    if kind == SECTION:
        return _section(c, width, now, lang)
    if kind == SEPARATOR:
        return _separator(c, width)
    if kind == ACTION_ROW:
        return _action_row(c, width)
    raise ValueError(f"no drawing for a component of type {kind}")


def _stack(parts: list[tuple[int, Draw]]) -> int:
    return sum(h for h, _ in parts) + GAP * max(0, len(parts) - 1)


def render_message(payload: Mapping[str, Any], files: Mapping[str, bytes], *, now: float, lang: str = "en",
                   author: str = "musbot") -> bytes:
    """The message ``payload`` (its top-level components: containers) with its attachments
    ``files``, posted by ``author`` (a bot: the APP badge), as a PNG. ``now`` is the reader's
    clock for relative timestamps, ``lang`` the client's language they are told in."""
    pad, bar = px(16), px(4)
    left = px(72)
    boxes: list[tuple[Colour | None, list[tuple[int, Draw]], int]] = []
    for top in payload.get("components", ()):
        if top.get("type") != CONTAINER_TYPE:
            raise ValueError("a components v2 message is drawn from its containers")
        accent = top.get("accent_color")
        colour = None if accent is None else ((accent >> 16) & 255, (accent >> 8) & 255, accent & 255)
        parts = [_part(c, files, INNER, now, lang) for c in top.get("components", ())]
        boxes.append((colour, parts, _stack(parts) + 2 * pad))
    header = px(22)
    width = left + bar + 2 * pad + INNER + px(16)
    height = px(16) + header + px(4) + sum(h + GAP for *_, h in boxes) - GAP + px(16)
    im = Image.new("RGB", (width, height), BACKGROUND)
    d = ImageDraw.Draw(im)
    # the author: an avatar, the name, the APP badge
    top_y = px(16)
    d.ellipse((px(16), top_y, px(56), top_y + px(40)), fill=BLURPLE)
    draw_text(d, (px(36), top_y + px(20)), author[:1].upper(), px(20), WHITE, anchor="mm", bold=True)
    name_base = top_y + px(16)
    draw_text(d, (left, name_base), author, px(16), HEADING, bold=True)
    bx = left + text_width(author, px(16), True) + px(6)
    bw = text_width("APP", px(10), True) + px(8)
    d.rounded_rectangle((bx, name_base - px(13), bx + bw, name_base + px(2)), px(3), fill=BLURPLE)
    draw_text(d, (bx + bw / 2, name_base - px(5.5)), "APP", px(10), WHITE, anchor="mm", bold=True)
    y = top_y + header + px(4)
    for colour, parts, h in boxes:
        right = left + bar + 2 * pad + INNER
        d.rounded_rectangle((left, y, right, y + h), px(8), fill=CONTAINER, outline=BORDER, width=max(1, px(1)))
        if colour is not None:  # the accent: a bar along the left edge, rounded with the box
            strip = Image.new("RGB", (bar + px(8), h + 1), colour)
            mask = Image.new("L", strip.size, 0)
            ImageDraw.Draw(mask).rounded_rectangle((0, 0, strip.width * 2, strip.height - 1), px(8), fill=255)
            im.paste(strip.crop((0, 0, bar, h + 1)), (left, y), mask.crop((0, 0, bar, h + 1)))
        cy = y + pad
        for part_h, draw in parts:
            draw(d, im, left + bar + pad, cy)
            cy += part_h + GAP
        y += h + GAP
    buf = io.BytesIO()
    im.save(buf, format="PNG", optimize=True)
    return buf.getvalue()
