"""render_hand: the player's cards with a caption, cached bytes, safe from threads."""

from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor

import pytest
from render_helpers import MAX_PNG, decode, near, region_has, rgb

from musbot.engine.cards import parse_cards
from musbot.engine.evaluate import hand_info
from musbot.render import render_hand
from musbot.render.hand import STEP, caption_chips, display_order, hand_image
from musbot.render.palette import FELT

HAND = parse_cards("12o 3c 7e 1b")


def test_returns_a_small_png_of_four_cards():
    png = render_hand(HAND, "es")
    im = decode(png)
    assert im.size == (2 * 16 + 200 + 3 * STEP, 16 + 310 + 58 + 12 + 16)
    assert im.mode in ("P", "RGB")
    assert len(png) < MAX_PNG


def test_repeated_hand_is_the_cached_bytes():
    # a repeated hand must cost under 0.5 ms, so the encoded bytes are cached, keyed
    # by the sorted cards: any order gives the very same object
    first = render_hand(HAND, "eu")
    for perm in itertools.permutations(HAND):
        assert render_hand(perm, "eu") is first


def test_language_and_reyes_change_the_picture():
    assert render_hand(HAND, "es") != render_hand(HAND, "eu")  # Pareja / Parea
    assert render_hand(HAND, "es", reyes=8) != render_hand(HAND, "es", reyes=4)


def test_cards_sit_on_the_baize_and_the_caption_below():
    im = hand_image(display_order(HAND), "es", 8, True)
    assert near(rgb(im, (4, 4)), FELT, 30)
    # the first card (a rey, shown first) is white paper near its middle-left
    assert sum(rgb(im, (30, 200))) > 600
    # the caption chips sit under the cards
    assert not region_has(im, (200, 350, 480, 390), FELT, tol=12, min_share=0.7)


@pytest.mark.parametrize("cards, kind, key, points", [
    ("12o 12c 12e 1b", 2, "render.juego", 31),  # medias of reyes, 31
    ("12o 3c 7e 1b", 1, "render.punto", 28),  # with 8 reyes, 3 pairs a rey
    ("4o 5c 6e 7b", 0, "render.punto", 22),
    ("1o 1c 10e 10b", 3, "render.punto", 22),
])
def test_caption_says_pares_and_juego_or_punto(cards, kind, key, points):
    hand = parse_cards(cards)
    info = hand_info(hand, 8)
    assert info.pares_kind == kind
    chips = caption_chips(tuple(hand), 8)
    assert chips[0][0] == f"render.pares.{kind}"
    assert chips[1][0] == key and chips[1][1] == points


def test_display_order_puts_reyes_first():
    order = display_order(parse_cards("1b 3c 12o 7e"), reyes=8)
    assert [c.rank for c in order] == [12, 3, 7, 1]


def test_bad_input_is_refused():
    with pytest.raises(ValueError):
        render_hand([], "es")
    with pytest.raises(ValueError):
        render_hand(HAND, "es", reyes=6)


def test_threads_get_the_same_pictures():
    # pure and thread-safe: the bot calls it through asyncio.to_thread
    hands = [parse_cards(h) for h in ("4o 5c 6e 7b", "10o 11c 12e 2b", "1o 1c 1e 1b", "7o 7c 7e 10b")]
    expected = [render_hand(h, "en", 4, False) for h in hands]
    with ThreadPoolExecutor(max_workers=4) as pool:
        got = list(pool.map(lambda h: render_hand(h, "en", 4, False), hands * 4))
    assert got == expected * 4


def test_after_warm_up_a_new_hand_is_only_pasted_and_its_pixels_are_the_plain_drawing(monkeypatch):
    # 'Mis cartas' at every deal: the warm-up drew every card's column and every caption a hand
    # can have (its pares and its juego or punto, R12-R14's counts), so a new hand draws no tile,
    # and its picture is still hand_image's pixels
    import random

    from PIL import Image

    from musbot.engine.cards import DECK
    from musbot.render import hand, warm_up

    warm_up()
    canvas = hand._canvas(4, True)
    made = []
    make = canvas._make
    monkeypatch.setattr(canvas, "_make", lambda rect, key: made.append(key) or make(rect, key))
    hand._render.cache_clear()
    rng = random.Random(5)
    for lang in ("es", "eu"):
        for _ in range(40):
            cards = display_order(tuple(rng.sample(DECK, 4)))
            got = decode(render_hand(cards, lang))
            want = hand_image(cards, lang, 8, True).quantize(palette=hand.palette(), dither=Image.Dither.NONE)
            assert got.tobytes() == want.tobytes() and got.getpalette() == want.getpalette()
    assert made == [] or all(lang_of[3] == "eu" for lang_of in made)  # eu was not warmed
    assert any(key[0] == "caption" for key in made)


def test_a_new_hand_deflates_only_its_cards_rows(monkeypatch):
    # the margin above the cards and the rows under them (shadows and caption) are bands of their
    # own, kept: a new hand whose caption was seen before compresses only the rows of its cards,
    # and its picture is still the plain drawing
    from PIL import Image

    from musbot.render import hand, tiles

    deflated = []
    deflate = tiles.deflate_band
    monkeypatch.setattr(tiles, "deflate_band", lambda raw: deflated.append(len(raw)) or deflate(raw))
    hand._render.cache_clear()
    first, second = parse_cards("1o 1c 5e 7b"), parse_cards("1e 1b 5o 7c")  # the same pares and punto
    render_hand(first, "de")
    deflated.clear()
    got = decode(render_hand(second, "de"))
    want = hand_image(display_order(second), "de", 8, True).quantize(palette=hand.palette(),
                                                                     dither=Image.Dither.NONE)
    assert got.tobytes() == want.tobytes()
    assert deflated == [hand.CARD_H * (want.width + 1)]
