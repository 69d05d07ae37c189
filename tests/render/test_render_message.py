"""A components v2 message drawn as Discord's dark client shows it (render/message.py), from
the plain payload Discord receives: the container's accent bar, its words with their markdown,
the attached picture in the gallery, buttons in Discord's colours (disabled ones dimmed), a
section's button beside its words; a payload Discord would refuse is not drawn."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image
from render_helpers import decode

from musbot.render.fonts import recording
from musbot.render.message import BUTTONS, CONTAINER, INNER, render_message

ACCENT = (0x1E, 0x88, 0xE5)
MARK = (0x12, 0xC4, 0x7A)  # the attached picture's colour, found nowhere else in the picture


def _png(colour: tuple[int, int, int], size: tuple[int, int] = (INNER, 120)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, colour).save(buf, format="PNG")
    return buf.getvalue()


def _button(style: int, label: str, disabled: bool = False) -> dict[str, Any]:
    return {"type": 2, "style": style, "label": label, "custom_id": label, "disabled": disabled}


def _message(*parts: dict[str, Any], accent: int | None = 0x1E88E5) -> dict[str, Any]:
    return {"flags": 1 << 15, "components": [{"type": 17, "accent_color": accent, "components": list(parts)}]}


def _colours(png: bytes) -> dict[tuple[int, int, int], int]:
    im = decode(png).convert("RGB")
    return {c: n for n, c in im.getcolors(im.width * im.height) or []}


def _draw(payload: dict[str, Any], files: dict[str, bytes] | None = None, lang: str = "en") -> tuple[bytes, str]:
    with recording() as drawn:
        png = render_message(payload, files or {}, now=1000.0, lang=lang)
    return png, " ".join(" ".join(d.text for d in drawn).split())


def test_the_container_has_its_accent_bar_on_the_left() -> None:
    """The pair to act's colour is a bar along the container's left edge (no accent: none)."""
    words = {"type": 10, "content": "Mano 3"}
    png, _ = _draw(_message(words))
    im = decode(png).convert("RGB")
    column = [im.getpixel((110, y)) for y in range(im.height)]
    assert column.count(ACCENT) > 60
    plain, _ = _draw(_message(words, accent=None))
    assert ACCENT not in _colours(plain)


def test_buttons_have_discords_colours_and_a_disabled_one_is_dimmed() -> None:
    row = {"type": 1, "components": [_button(1, "Mis cartas"), _button(2, "Paso"), _button(3, "quiero"),
                                     _button(4, "órdago")]}
    png, texts = _draw(_message(row))
    colours = _colours(png)
    assert all(colours.get(BUTTONS[style], 0) > 1000 for style in (1, 2, 3, 4))
    assert "Mis cartas Paso quiero órdago" in texts
    dimmed, _ = _draw(_message({"type": 1, "components": [_button(3, "quiero", disabled=True)]}))
    half = tuple(round((a + b) / 2) for a, b in zip(BUTTONS[3], CONTAINER, strict=True))
    assert colours.get(BUTTONS[3], 0) > 1000 and _colours(dimmed).get(BUTTONS[3], 0) == 0
    assert max(n for c, n in _colours(dimmed).items() if max(abs(a - b) for a, b in zip(c, half, strict=True)) <= 1) > 1000


def test_the_words_keep_their_markdown() -> None:
    """``**`` is bold, ``###`` a larger bold heading, ``-#`` small text, a timestamp is told
    from the reader's clock in their language, emoji (not in the picture font) are left out."""
    text = {"type": 10, "content": "### Mano 3\n**pareja A**: 12\n-# seed\n⏳ <t:1030:R>"}
    with recording() as drawn:
        render_message(_message(text), {}, now=1000.0, lang="es")
    by_text = {d.text.strip(): d for d in drawn if d.text.strip()}
    assert by_text["Mano"].bold and by_text["pareja"].bold and not by_text["12"].bold
    assert by_text["Mano"].size > by_text["pareja"].size > by_text["seed"].size
    assert "dentro de 30 segundos" in " ".join(d.text for d in drawn)
    assert not any("⏳" in d.text for d in drawn)
    _, english = _draw(_message(text), lang="en")
    assert "in 30 seconds" in english


def test_the_gallery_shows_the_attached_picture() -> None:
    gallery = {"type": 12, "items": [{"media": {"url": "attachment://mesa_3.png"}, "description": "words"}]}
    png, _ = _draw(_message(gallery), {"mesa_3.png": _png(MARK)})
    assert _colours(png).get(MARK, 0) > INNER * 100
    with pytest.raises(ValueError, match="attach"):  # Discord refuses a reference to no attachment
        render_message(_message(gallery), {"other.png": _png(MARK)}, now=0.0)


def test_a_section_has_its_button_beside_its_words() -> None:
    """While seating, each seat's words with its *Sentarse* button at the right, on their line."""
    section = {"type": 9, "components": [{"type": 10, "content": "Asiento libre"}],
               "accessory": _button(3, "Sentarse")}
    png, texts = _draw(_message(section))
    im = decode(png).convert("RGB")
    xs = [x for x in range(im.width) for y in range(0, im.height, 4) if im.getpixel((x, y)) == BUTTONS[3]]
    assert xs and min(xs) > im.width // 2 and "Asiento libre Sentarse" in texts


def test_a_payload_without_containers_or_of_unknown_parts_is_not_drawn() -> None:
    with pytest.raises(ValueError):
        render_message({"components": [{"type": 10, "content": "alone"}]}, {}, now=0.0)
    with pytest.raises(ValueError):
        render_message(_message({"type": 99}), {}, now=0.0)
