"""The pictures' CPU per press: tiles shared by every table and every hand,
and the words of the table picture kept. A cached piece must give exactly the pixels drawing it
anew gives (hit == miss), and a changed input must be drawn again."""

from __future__ import annotations

import io
import random
import zlib
from dataclasses import replace

import pytest
from PIL import Image, ImageDraw
from render_helpers import decode
from test_render_tiles import _idat, _played, plain, same_pixels

from musbot.engine.cards import DECK, parse_cards
from musbot.engine.events import LanceClosed
from musbot.engine.view import LanceResult
from musbot.i18n import LANGS
from musbot.i18n.alt import table_alt
from musbot.presenter import screens
from musbot.render import hand, sprites, table, warm_up
from musbot.render.hand import display_order, hand_image
from musbot.render.scenes import COUNT, HANDS, NAMES, showdown, views
from musbot.tables.snapshot import PublicSnapshot, SeatShown
from musbot.tables.status import TableStatus


def plain_hand(cards: tuple, lang: str, reyes: int, caption: bool) -> Image.Image:
    """The hand drawn in one go and mapped onto the hand palette, as before the tiles."""
    return hand_image(cards, lang, reyes, caption).quantize(palette=hand.palette(),
                                                           dither=Image.Dither.NONE)


def hands(seed: int, n: int) -> list[tuple]:
    rng = random.Random(seed)
    return [tuple(display_order(rng.sample(DECK, 4), 8)) for _ in range(n)]


@pytest.mark.parametrize("reyes", [8, 4])
def test_a_hand_from_card_columns_is_the_plain_hand_pixel_for_pixel(reyes: int) -> None:
    """Every card at every place, over many hands, each language: a column drawn for one hand
    and pasted into the next is the picture drawn whole (the caches start empty, then serve)."""
    hand._canvas.cache_clear()
    hand._render.cache_clear()
    for k, cards in enumerate(hands(reyes, 24)):
        lang = LANGS[k % len(LANGS)]
        assert same_pixels(hand._render(cards, lang, reyes, True), plain_hand(cards, lang, reyes, True))


@pytest.mark.parametrize("n, caption", [(1, False), (2, False), (3, False), (4, False)])
def test_fewer_cards_and_no_caption_are_the_plain_picture_too(n: int, caption: bool) -> None:
    cards = tuple(display_order(parse_cards("12o 3c 7e 1b")[:n], 8))
    assert same_pixels(hand._render(cards, "de", 8, caption), plain_hand(cards, "de", 8, caption))


def test_a_changed_card_draws_its_own_column() -> None:
    """Two hands that differ in one card at one place: each shows its own card (the column is
    keyed by the card, never served for another), whichever was drawn first."""
    first = tuple(parse_cards("12o 11c 7e 1b"))
    second = tuple(parse_cards("12o 11c 6e 1b"))
    for cards in (first, second, first):
        hand._render.cache_clear()
        assert same_pixels(hand._render(cards, "es", 8, True), plain_hand(cards, "es", 8, True))


def test_a_hand_deflated_whole_is_a_valid_png_of_the_plain_rows() -> None:
    cards = tuple(display_order(parse_cards("1o 1c 10e 10b"), 8))
    png = hand._render(cards, "eu", 8, True)
    Image.open(io.BytesIO(png)).verify()
    expected = plain_hand(cards, "eu", 8, True)
    raw, w = expected.tobytes(), expected.width
    assert zlib.decompress(_idat(png)) == b"".join(b"\0" + raw[y * w:(y + 1) * w]
                                                  for y in range(expected.height))


@pytest.mark.parametrize("size, step", [("large", hand.STEP), ("small", table.STEP)])
def test_a_card_under_another_looks_like_its_alike_there(size: str, step: int) -> None:
    """The premise of keying a column by ``sprites.alike``: for every card, laying any card
    ``step`` pixels to its right over it, or over its alike, gives the same pixels."""
    for reyes in (4, 8):
        for under in DECK:
            same = sprites.alike(under, size, reyes, step)
            for top in (DECK[0], DECK[17], DECK[39]):
                pictures = []
                for below in (under, same):
                    im = Image.new("RGBA", (step + 2 * sprites.face(top, size, reyes).width, 400),
                                   (20, 90, 40, 255))
                    im.alpha_composite(sprites.face(below, size, reyes), (0, 0))
                    im.alpha_composite(sprites.face(top, size, reyes), (step, 0))
                    pictures.append(im.crop((step, 0, im.width, im.height)).tobytes())
                assert pictures[0] == pictures[1], (size, reyes, under, top)


def whole_fans(view, names=NAMES, lang: str = "es") -> Image.Image:
    """The plain picture, but each face-up hand drawn as one fan with its real cards (not by
    columns keyed by alike cards): a reference that does not trust the columns' keys."""
    im = table.table_image(replace(view, hands=(None,) * 4, showdown=False, seat=None), names, lang)
    for _, key in table.parts(view, names, lang):
        if key[0] == "fan" and key[2] == 0:  # the first column: the whole fan from here
            place = key[1]
            shown = [k[3] for _, k in table.parts(view, names, lang) if k[0] == "fan" and k[1] == place]
            box = table.PLACE_RECTS[place][1]
            crop = table._background().crop(box)
            table.draw_part(crop, None, ("cards", place, tuple(shown), key[5]), box[:2])
            im.paste(crop, box[:2])
    return im.quantize(palette=table.palette(), dither=Image.Dither.NONE)


def test_face_up_hands_from_shared_columns_are_the_hands_drawn_whole() -> None:
    """The showdown's four hands drawn from columns that other hands drew (every seat, several
    deals), against each fan drawn whole with its own cards: hit == miss, and the alike card
    under a column's corners changes no pixel."""
    table._canvas().clear()
    base = showdown(views()["hand_end"])
    for k, deal in enumerate([HANDS, *(hands(50 + j, 4) for j in range(5))]):
        view = replace(base, hands=tuple(deal))
        png = table.render_table(view, NAMES, "es")
        assert same_pixels(png, plain(view, NAMES, "es")), k
        fans = [table.PLACE_RECTS[p][1] for p in table.ROUND]
        got, want = decode(png), whole_fans(view)
        for box in fans:
            assert got.crop(box).tobytes() == want.crop(box).tobytes(), (k, box)


def test_the_score_body_is_shared_and_the_head_is_the_tables_own() -> None:
    """Two tables with other names at the same score share the body of the panel and not its
    head; each picture is still its own plain picture."""
    table._canvas().clear()
    view = views()["grande"]
    other = ("Maite", "Koldo", "Amaia", "Iker")
    for names in (NAMES, other):
        assert same_pixels(table.render_table(view, names, "en"), plain(view, names, "en"))
    keys = [key for (_, key) in table._canvas().tiles._items]
    assert sum(1 for k in keys if k[0] == "score") == 2  # one body per pair, for both tables
    assert sum(1 for k in keys if k[0] == "score_head") == 4  # a head per pair and table
    # what the body shows is in its key: another score is drawn, not served the other's
    later = replace(view, score=(24, 17))
    assert decode(table.render_table(later, NAMES, "en")).tobytes() != \
        decode(table.render_table(view, NAMES, "en")).tobytes()
    assert same_pixels(table.render_table(later, NAMES, "en"), plain(later, NAMES, "en"))


def test_warm_up_draws_the_tiles_a_new_table_asks_for() -> None:
    """After ``warm_up`` a showdown's face-up hands and a new partida's score bodies are all
    cached: the keys warm_up draws are the keys the pictures ask for."""
    table._canvas().clear()
    warm_up(("es",))
    warmed = set(table._canvas().tiles._items)
    view = replace(showdown(views()["hand_end"]), score=(0, 7), juegos=(1, 0))
    asked = {(rect, key) for rect, key in table.parts(view, ("Ane", "Bo", "Cy", "Di"), "es")
             if key[0] in ("fan", "score")}
    assert len(asked) == 18 and asked <= warmed
    cards = hands(7, 1)[0]
    columns = set(hand._canvas(4, True).tiles._items)
    assert {(r, k) for r, k in hand.hand_parts(cards, "es", 8, True) if k[0] == "card"} <= columns


def _public(view) -> PublicSnapshot:
    seats = tuple(SeatShown(name, "human", 100 + k, "", False) for k, name in enumerate(NAMES))
    return PublicSnapshot(1, 1, 2, 3, TableStatus.PLAYING, view.rules, 30, "es", None, seats,
                          None, (), (), view)


def test_the_table_words_are_a_function_of_the_pictures_key() -> None:
    """The alt text is a function of the picture's key, as the picture is (the presenter keeps
    the picture by it, and Discord keeps the words with the attachment): the same words for a
    view whose key is the same, as the whole view's (how the lances ended read from the view's
    results, which the engine fills one for one with its LanceClosed events), other words when
    the table changes."""
    view = next(v for v in _played(11, 200, None) if len(v.results) >= 2 and v.phase == "lances")
    closed = tuple(e for e in view.events if isinstance(e, LanceClosed))
    assert [(e.lance, e.outcome, e.stake, e.pair) for e in closed] == \
        [(r.lance, r.outcome, r.stake, r.pair) for r in view.results]
    picture, words = screens.public_picture_with_alt(_public(view), "es")
    assert words == table_alt(view, NAMES, "es") and picture == screens.public_picture(_public(view), "es")
    kept = replace(view, events=(), legal=())  # what the key holds: the same words
    assert screens.public_picture_key(_public(kept), "es") == screens.public_picture_key(_public(view), "es")
    assert screens.public_picture_with_alt(_public(kept), "es") == (picture, words)
    later = replace(view, score=(30, 17))
    assert screens.public_picture_with_alt(_public(later), "es")[1] == table_alt(later, NAMES, "es") != words
    folded = replace(view, results=(*view.results, LanceResult("pares", "folded", 1, 0)))
    assert screens.public_picture_with_alt(_public(folded), "es")[1] != words


def test_band_pngs_decode() -> None:
    png = table.render_table(views()["juego"], NAMES, "eu")
    assert decode(png).size == (table.W, table.H)


@pytest.mark.parametrize("lang", LANGS)
def test_the_count_is_a_sheet_of_what_each_pair_takes_in_each_lance(lang: str) -> None:
    """R22/R23: at the showdown the count is a sheet: a row per lance with what each pair takes
    there (its lines summed), and the totals; each row a part of its own, a tile any table
    whose count gives the same there shares; the picture of tiles is the one drawn in one go."""
    rng = random.Random(lang)
    whys = ["envite", "deje", "pareja", "juego", "juego31", "paso", "no_such_reason"]
    base = views()["hand_end"]
    for n in range(1, 10):
        lines = tuple(replace(rng.choice(COUNT), pair=rng.randrange(2), points=rng.randrange(1, 41),
                              why=rng.choice(whys)) for _ in range(n))
        view = replace(base, count=lines)
        keys = [key for _, key in table.parts(view, NAMES, lang)]
        rows = {key[2]: key for key in keys if key[0] == "count_row"}
        assert list(rows) == ["grande", "chica", "pares", "juego"]
        for lance, key in rows.items():
            mine = [[c.points for c in lines if c.lance == lance and c.pair == p] for p in (0, 1)]
            assert key[3] == (sum(mine[0]), sum(mine[1])) and key[4] == (bool(mine[0]), bool(mine[1]))
        assert ("count_totals", tuple(sum(c.points for c in lines if c.pair == p) for p in (0, 1))) in keys
        assert same_pixels(table.render_table(view, NAMES, lang), plain(view, NAMES, lang)), (n, lines)


def test_an_ordago_is_its_lance_alone_in_the_count() -> None:
    """R20: an accepted órdago ends the hand and wins the juego at once: the count shows its
    lance and the pair that won it, no other lance and no totals."""
    view = views()["match_end"]  # the grande's órdago, won by pair A
    keys = [key for _, key in table.parts(view, NAMES, "es") if key[0].startswith("count")]
    assert [k[0] for k in keys] == ["count_title", "count_row"] and keys[1][2] == "grande" and keys[1][5] == 0


def test_a_plate_frame_is_drawn_once_per_state_and_never_served_for_another() -> None:
    """The name plate pastes a kept frame: kept (hit) or drawn anew (miss) the plate is the
    same, and each state (turn, discarded) has its own: an arrow when the seat must act (R9:
    who speaks), a check once it chose its discard."""
    import itertools

    def plate(state: tuple[bool, bool]) -> bytes:
        rect = table.PLACE_RECTS["top"][0]
        im = table._background().crop(rect)
        table.draw_part(im, ImageDraw.Draw(im), ("plate", "top", 1, *state, "Itziar"), rect[:2])
        return im.tobytes()

    states = list(itertools.product((False, True), repeat=2))
    table._plate_frame.cache_clear()
    fresh = {s: plate(s) for s in states}
    kept = {s: plate(s) for s in reversed(states)}
    assert fresh == kept
    assert len(set(fresh.values())) == len(fresh)


def test_threads_drawing_hands_at_once_give_the_bytes_of_one_thread() -> None:
    """Hand pictures are drawn in worker threads, several at once, sharing the card columns."""
    from concurrent.futures import ThreadPoolExecutor

    cards = hands(11, 24)
    hand._canvas.cache_clear()
    hand._render.cache_clear()
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(lambda h: hand._render(h, "eu", 8, True), cards))
    hand._canvas.cache_clear()
    hand._render.cache_clear()
    assert together == [hand._render(h, "eu", 8, True) for h in cards]


def test_the_end_of_a_partida_shows_who_won_and_the_result_in_words() -> None:
    """R25: at the end of a partida the engine sets the tantos and juegos back to 0; the
    picture shows who won, by name, and the result in juegos, in the middle and in both score
    panels, never 0 to 0; the table message's words (its alt text, made from the picture's
    key) say the same result, and the key holds it."""
    from musbot.engine.events import JuegoWon
    from musbot.i18n import t

    views_ = _played(3, 100_000, None)
    view = views_[-1]
    assert view.phase == "match_end" and view.juegos == (0, 0) and view.score == (0, 0)
    won = [e for e in view.events if isinstance(e, JuegoWon)][-1].juegos
    w = view.winner
    keys = {key[0]: key for _, key in table.parts(view, NAMES, "es") if key[0] in ("centre", "score")}
    assert keys["centre"][4] == (w, NAMES[w], NAMES[w + 2]) and keys["centre"][5] == ("juegos", *won)
    bodies = [key for _, key in table.parts(view, NAMES, "es") if key[0] == "score"]
    assert [(b[2], b[3], b[4]) for b in bodies] == [(won[0], False, won[0]), (won[1], False, won[1])]
    picture, words = screens.public_picture_with_alt(_public(view), "es")
    assert t("alt.final.juegos", "es", a=won[0], b=won[1]) in words
    assert picture == screens.public_picture(_public(view), "es")
    kept = replace(view, events=(), legal=())
    assert screens.public_picture_key(_public(kept), "es") != screens.public_picture_key(_public(view), "es")
