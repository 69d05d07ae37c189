"""The deck in assets/cards/: every card at both sizes, distinct, in its suit's colours, with its
pintas, matching the code that draws it."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageStat
from render_helpers import near, region_has, rgb

from musbot.engine.cards import DECK, Card
from musbot.render import deck, faces, palette, sprites

SIZES = {"large": (200, 310), "small": (80, 124)}


@pytest.fixture(scope="module")
def drawn() -> dict[tuple[str, str], Image.Image]:
    out = {}
    for size in SIZES:
        for c in DECK:
            out[(str(c), size)] = faces.draw_face(c, size)
        out[("back", size)] = faces.draw_back(size)
    return out


@pytest.mark.parametrize("size", list(SIZES))
def test_every_card_renders_at_both_sizes(drawn, size):
    # 40 faces and a back, at a large and a small size
    for key in [str(c) for c in DECK] + ["back"]:
        im = drawn[(key, size)]
        assert im.size == SIZES[size] and im.mode == "RGBA", key
        w, h = im.size
        assert im.getpixel((0, 0))[3] == 0, f"{key}: corners are rounded (transparent)"
        assert im.getpixel((w // 2, 2))[3] == 255, f"{key}: the card edge is opaque"


@pytest.mark.parametrize("size", list(SIZES))
def test_distinct_cards_give_distinct_pictures(drawn, size):
    pictures = {drawn[(str(c), size)].tobytes() for c in DECK}
    assert len(pictures) == 40


def test_the_corner_index_is_in_the_suit_colour(drawn):
    # the rank in the corners, coloured by suit (gold, red, blue, green)
    for c in DECK:
        im = drawn[(str(c), "large")]
        assert region_has(im, (8, 10, 40, 42), palette.SUIT_INK[c.suit], tol=50), str(c)


@pytest.mark.parametrize("suit, colour", [("o", palette.GOLD), ("c", palette.RED),
                                          ("e", palette.BLUE), ("b", palette.GREEN)])
def test_emblems_wear_their_classic_colours(drawn, suit, colour):
    # gold coin, red cup, blue sword, green club: the ace's middle is mostly that colour
    im = drawn[(f"1{suit}", "large")]
    assert region_has(im, (50, 80, 150, 230), colour, tol=45, min_share=0.08)


def _gaps(im: Image.Image, y: int) -> int:
    """Breaks in the frame line along row ``y`` (ignoring the rounded corners)."""
    w = im.width
    dark = [sum(rgb(im, (x, y))) < 300 for x in range(24, w - 24)]
    return sum(1 for a, b in zip(dark, dark[1:], strict=False) if a and not b)


@pytest.mark.parametrize("suit, breaks", [("o", 0), ("c", 1), ("e", 2), ("b", 3)])
def test_pintas_break_the_frame(drawn, suit, breaks):
    # the pintas: none for oros, one break for copas, two for espadas, three for bastos, at the
    # top and at the bottom of the frame
    layout = faces.LARGE
    im = drawn[(f"5{suit}", "large")]
    top = round(layout.inset)
    bottom = im.height - 1 - round(layout.inset)
    for y in (top, bottom):
        row = next(yy for yy in (y - 1, y, y + 1) if sum(rgb(im, (im.width // 4, yy))) < 300)
        assert _gaps(im, row) == breaks


def test_drawing_is_deterministic():
    c = Card(11, "e")
    assert faces.draw_face(c, "large").tobytes() == faces.draw_face(c, "large").tobytes()


def test_committed_pngs_match_the_code(drawn):
    # `python -m musbot.render.deck` wrote assets/cards/; if the drawing code changes, the PNGs
    # must be regenerated (compared by pixels, not bytes, to survive Pillow patch releases)
    for size in SIZES:
        for card in (*DECK, None):
            path = deck.sprite_path(card, size)
            assert path.exists(), f"missing {path}: run python -m musbot.render.deck"
            with Image.open(path) as f:
                disk = f.convert("RGBA")
            fresh = drawn[("back" if card is None else str(card), size)]
            assert disk.size == fresh.size
            diff = ImageStat.Stat(ImageChops.difference(disk, fresh)).mean
            assert max(diff) < 2.0, f"{path} is stale: run python -m musbot.render.deck"


def test_generate_writes_every_file(tmp_path):
    files = deck.generate(tmp_path)
    assert len(files) == 2 * 41
    assert all(p.stat().st_size > 500 for p in files)


def test_eight_reyes_badge_on_threes_and_twos():
    # with 8 reyes, 3s play as rey and 2s as as: a badge under the corner index says so
    for rank in (2, 3):
        c = Card(rank, "c")
        plain, badged = sprites.face(c, "large", reyes=4), sprites.face(c, "large", reyes=8)
        assert plain.tobytes() != badged.tobytes()
        colour = palette.RED_DARK if rank == 3 else palette.BLUE_DARK
        assert region_has(badged, (8, 80, 38, 110), colour, tol=40, min_share=0.1)
        assert not region_has(plain, (8, 80, 38, 110), colour, tol=40, min_share=0.1)
    # no badge on other cards
    c = Card(4, "o")
    assert sprites.face(c, "small", 8).tobytes() == sprites.face(c, "small", 4).tobytes()


def test_the_back_is_red():
    back = sprites.back("small")
    assert near(rgb(back, (12, 12)), palette.BACK_RED, tol=60)
