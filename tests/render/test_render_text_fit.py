"""Every text drawn, in every language, fits its box at its size (measured; nothing clipped)."""

from __future__ import annotations

import itertools

import pytest

from musbot.i18n import LANGS, catalogue, t, uses
from musbot.render.boxes import BOXES, boxes, sample_params
from musbot.render.chips import key_chip_size
from musbot.render.fonts import text_width
from musbot.render.hand import CARD_W, MARGIN, STEP
from musbot.render.table import SIDE_ROOM, chip_rows, seat_chip_size


def _drawn_here(key: str) -> bool:
    try:
        return bool(boxes(key))
    except KeyError:  # a picture of its own, with its own test (render.season.*)
        return False


KEYS = sorted(k for k in catalogue()["es"] if k.startswith("render.") and _drawn_here(k))


def _fields(lang: str, key: str) -> set[str]:
    return uses(lang)[key].variables


def test_every_language_has_the_same_keys_and_placeholders():
    for lang in LANGS:
        assert {k for k in catalogue()[lang] if k.startswith("render.") and _drawn_here(k)} == set(KEYS), lang
        for key in KEYS:
            assert _fields(lang, key) == _fields("es", key), (lang, key)


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_fits_every_box(lang):
    for key in KEYS:
        params = sample_params(key, _fields(lang, key))
        text = t(key, lang, **params)
        for place, box in boxes(key).items():
            width = text_width(text, box.size, box.bold)
            assert width <= box.width, f"{lang} {key} at {place}: {text!r} is {width} > {box.width}"


def test_every_box_is_used_by_some_key():
    for prefix in BOXES:
        assert any(k == prefix or (prefix.endswith(".") and k.startswith(prefix)) for k in KEYS), prefix


@pytest.mark.parametrize("lang", LANGS)
def test_hand_caption_fits_the_picture(lang):
    width = 2 * MARGIN + CARD_W + 3 * STEP
    for kind, last in itertools.product(range(4), ("render.juego", "render.punto")):
        total = (key_chip_size(f"render.pares.{kind}", lang, "caption")[0] + 14
                 + key_chip_size(last, lang, "caption", points=40)[0])
        assert total <= width - 2 * MARGIN, (lang, kind, last)


@pytest.mark.parametrize("lang", LANGS)
def test_side_seat_chips_take_two_rows_at_most(lang):
    # under the left and right seats there is room for two rows before the bottom seat
    sets = [["render.sena", f"render.declared.pares.{p}", f"render.declared.juego.{j}"]
            for p in ("yes", "no") for j in ("yes", "no")]
    sets += [["render.sena", f"render.pares.{k}", last]
             for k in (1, 2, 3) for last in ("render.juego", "render.punto")]
    for keys in sets:
        widths = [seat_chip_size(k, lang, points=40)[0] for k in keys]
        assert len(chip_rows(widths, SIDE_ROOM)) <= 2, (lang, keys)
