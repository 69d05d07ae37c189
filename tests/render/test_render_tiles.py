"""The table picture is composed of cached tiles (after a press only what changed is drawn) and encoded by bands of rows,
and that changes no pixel: every scene, every language, several seats, against the plain
picture drawn in one go (``table_image``); and a tile is only ever the drawing of its own key."""

from __future__ import annotations

import io
import threading
import zlib
from dataclasses import replace

import pytest
from PIL import Image, ImageChops
from render_helpers import decode

from musbot.engine.view import LanceResult, MatchView
from musbot.i18n import LANGS  # every language the bot speaks
from musbot.render import table
from musbot.render.bands import Band, adler_combine, deflate_band, png_of_bands
from musbot.render.scenes import HANDS, NAMES, views
from musbot.render.tiles import Lru

VIEWS = views()


def seen_by(view: MatchView, seat: int | None) -> MatchView:
    """``view`` as ``seat`` sees it: its own hand, the others' only at the showdown."""
    if seat is None:
        return view
    return replace(view, seat=seat, hand=HANDS[seat],
                   hands=tuple(h if s == seat or view.showdown else None for s, h in enumerate(HANDS)))


def plain(view: MatchView, names=NAMES, lang: str = "es") -> Image.Image:
    """The picture drawn in one go and mapped onto the table palette, as before the tiles."""
    return table.table_image(view, names, lang).quantize(palette=table.palette(),
                                                          dither=Image.Dither.NONE)


def same_pixels(png: bytes, expected: Image.Image) -> bool:
    im = decode(png)
    return im.mode == "P" and im.tobytes() == expected.tobytes() and im.getpalette() == expected.getpalette()


@pytest.mark.parametrize("name", list(VIEWS))
@pytest.mark.parametrize("lang", LANGS)
def test_the_tiled_table_is_the_plain_table_pixel_for_pixel(name: str, lang: str) -> None:
    """A spectator (four backs, or four faces at the showdown), each seat at the bottom with
    its own hand face up among three backs; the same palette indices as the plain picture."""
    for seat in (None, 0, 1, 2, 3):
        view = seen_by(VIEWS[name], seat)
        assert same_pixels(table.render_table(view, NAMES, lang), plain(view, NAMES, lang)), seat


EXOTIC = ("A" * 80, "名前 🎲 Ñandú", "", "Bartolomé de las Casas y Fernández de Córdoba")


def crowded() -> list[MatchView]:
    """Views with the most on them: every seat's seña and declarations, both pairs dentro,
    the highest scores, a long count, an órdago."""
    every = dict(senas_made=(0, 1, 2, 3), pares=(True, False, True, True),
                 juego=(True, True, False, True), dentro=(True, True), score=(39, 38),
                 juegos=(4, 4), vacas=(2, 2))
    return [replace(VIEWS["juego"], **every),  # type: ignore[arg-type]
            replace(VIEWS["hand_end"], **every, count=VIEWS["hand_end"].count * 2),  # type: ignore[arg-type]
            replace(VIEWS["match_end"], **every, winner=1)]  # type: ignore[arg-type]


def test_crowded_tables_and_exotic_names_are_the_plain_table_too() -> None:
    """Beyond the scenes: long and exotic names, every chip at every seat, the longest count."""
    for view in crowded():
        for seat in (None, 3):
            for names in (NAMES, EXOTIC):
                v = seen_by(view, seat)
                assert same_pixels(table.render_table(v, names, "eu"), plain(v, names, "eu"))


def test_parts_start_at_even_points() -> None:
    """The text layout rounds half to even: only an even shift draws the same pixels."""
    for view in VIEWS.values():
        assert all(r[0] % 2 == 0 and r[1] % 2 == 0 for r, _ in table.parts(view, NAMES, "es"))


def test_what_the_parts_draw_never_overlaps() -> None:
    """The parts' rectangles may overlap (the side seats' chips and the centre), what they
    draw must not: then pasting the tiles through their masks is the picture drawn in one go,
    for any view, not only the scenes above."""
    canvas = table._canvas()
    for name, view in [*VIEWS.items(), *(("crowded", v) for v in crowded())]:
        for lang in LANGS:
            for seat in (None, 1, 2):
                covered = Image.new("L", (table.W, table.H), 0)
                for rect, key in table.parts(seen_by(view, seat), NAMES, lang):
                    tile = canvas.tile(rect, key)
                    if tile.im is None:
                        continue
                    box = (tile.x, tile.y, tile.x + tile.im.width, tile.y + tile.im.height)
                    mine = (Image.new("L", tile.im.size, 255) if tile.mask is None  # all of it
                            else tile.mask.convert("L"))
                    assert not ImageChops.multiply(covered.crop(box), mine).getbbox(), \
                        (name, lang, seat, key)
                    covered.paste(255, box, tile.mask)


def test_a_tile_is_never_served_for_another_key() -> None:
    """Two tables at the same seats with other names, a seat's own hand and a spectator: each
    picture is its own plain picture, whatever was drawn before it (privacy: the seat's face-up
    hand is a tile keyed by its cards, never served to the spectator's view)."""
    table._canvas().clear()
    own = seen_by(VIEWS["grande"], 0)
    spectator = VIEWS["grande"]
    other = ("Maite", "Koldo", "Amaia", "Iker")
    for view, names in [(spectator, NAMES), (spectator, other), (own, NAMES), (spectator, NAMES),
                        (replace(own, to_act=frozenset({1})), other), (own, other)]:
        assert same_pixels(table.render_table(view, names, "eu"), plain(view, names, "eu")), names


def test_the_band_png_is_a_valid_png_of_the_same_pixels() -> None:
    """Bands deflated apart and joined make one zlib stream: Pillow verifies the file, zlib
    decodes its data to the rows (filter byte 0, then the indices) of the plain picture."""
    view = VIEWS["hand_end"]
    png = table.render_table(view, NAMES, "de")
    Image.open(io.BytesIO(png)).verify()
    expected = plain(view, NAMES, "de")
    assert same_pixels(png, expected)
    rows = zlib.decompress(_idat(png))
    raw = expected.tobytes()
    assert rows == b"".join(b"\0" + raw[y * table.W:(y + 1) * table.W] for y in range(table.H))


def _idat(png: bytes) -> bytes:
    out, pos = b"", 8
    while pos < len(png):
        n = int.from_bytes(png[pos:pos + 4], "big")
        if png[pos + 4:pos + 8] == b"IDAT":
            out += png[pos + 8:pos + 8 + n]
        pos += 12 + n
    return out


def test_bands_join_into_one_zlib_stream() -> None:
    parts = [b"", bytes(range(256)) * 70, b"\xff" * 5000, b"\x00\x01" * 33]
    bands: list[Band] = [deflate_band(p) for p in parts]
    png = png_of_bands(b"\x89PNG\r\n\x1a\n", bands)  # the signature, then the IDAT chunks
    assert zlib.decompress(_idat(png)) == b"".join(parts)
    assert adler_combine(zlib.adler32(parts[1]), zlib.adler32(parts[2]), len(parts[2])) == \
        zlib.adler32(parts[1] + parts[2])


def test_threads_drawing_tables_at_once_give_the_bytes_of_one_thread() -> None:
    """Pictures may be drawn in several threads at once (the loop and the warm-up), sharing the caches."""
    jobs = [(seen_by(v, seat), (f"A{k}", "Mikel", f"C{k}", "Jon"), LANGS[k % len(LANGS)])
            for k, v in enumerate(VIEWS.values()) for seat in (None, k % 4)]
    table._canvas().clear()
    alone = [table.render_table(*job) for job in jobs]
    table._canvas().clear()
    got: list[dict[int, list[bytes]]] = [{} for _ in range(4)]

    def work(n: int) -> None:  # every job twice, each thread from its own start
        order = [*range(5 * n, len(jobs)), *range(5 * n)]
        for _ in range(2):
            for k in order:
                got[n].setdefault(k, []).append(table.render_table(*jobs[k]))

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(g[k] == [alone[k]] * 2 for g in got for k in range(len(jobs)))


def test_the_caches_keep_to_their_budget() -> None:
    lru: Lru[bytes] = Lru(1000)
    for k in range(50):
        lru.put(k, b"x", 100)
        assert lru.used <= 1000
    assert lru.get(49) == b"x" and lru.get(0) is None and len(lru) == 10


def _played(seed: int, n: int, seat: int | None) -> list[MatchView]:
    """``seat``'s views after each of ``n`` actions of a seeded partida (random legal play, the
    next hand dealt at once): every phase, chips that come and go, showdowns and counts."""
    import random

    from musbot.engine import Match, Rules

    rng = random.Random(seed)
    match = Match.new(Rules(), seed=seed)
    out = []
    while len(out) < n and match.phase != "match_end":
        if match.phase == "hand_end":
            match.next_hand()
        else:
            who = sorted(match.to_act())[rng.randrange(len(match.to_act()))]
            legal = match.legal_actions(who)
            match.apply(who, legal[rng.randrange(len(legal))])
        out.append(match.view(seat))
    return out


@pytest.mark.parametrize("seat", [None, 2])
def test_a_table_drawn_after_its_last_picture_is_the_picture_drawn_alone(seat: int | None) -> None:
    """Each picture is compared with the table's last one and only the bands under the parts
    that changed are looked up again: picture after picture of a partida (chips that come and
    go, showdowns, new hands), each is the plain picture and the very bytes of the same picture
    drawn with nothing kept from the one before (another table's words: nothing differs)."""
    names = ("Maite", "Koldo", "Amaia", "Iker")
    table._canvas().clear()
    for view in _played(11, 70, seat):
        png = table.render_table(view, names, "es")
        assert same_pixels(png, plain(view, names, "es")), (view.phase, view.lance)
        alone = table._canvas().png(table.parts(view, names, "es"))  # no table: nothing before
        assert alone == png


def test_another_tables_last_picture_is_never_taken_for_its_own() -> None:
    """Two tables drawn in turn, each compared only with its own last picture: a table's
    picture never shows the other's names, seat of view or language."""
    views_ = _played(5, 30, None)
    pairs = [(NAMES, "es"), (("Maite", "Koldo", "Amaia", "Iker"), "eu")]
    table._canvas().clear()
    for view in views_:
        for names, lang in pairs:
            assert same_pixels(table.render_table(view, names, lang), plain(view, names, lang))


def test_a_part_gone_since_the_last_picture_is_gone_from_the_next() -> None:
    """A picture with fewer parts than the table's last one: the rows only the parts that are
    gone covered are the background again, as in the picture drawn alone."""
    from PIL import ImageDraw

    from musbot.render.tiles import BAND, TileCanvas

    def draw(im: Image.Image, d: ImageDraw.ImageDraw, key: tuple[object, ...], o: tuple[int, int]) -> None:
        d.rectangle((0, 0, im.width, im.height), fill=key[0])  # type: ignore[arg-type]

    background = Image.new("RGB", (40, 6 * BAND), (0, 90, 0))
    palette = Image.new("P", (1, 1))  # 256 colours: written 8 bits a pixel, as the table's
    palette.putpalette([0, 90, 0, 200, 0, 0, 0, 0, 200] + [250] * 3 * 253)
    canvas = TileCanvas(background, palette, draw, 10**6, 10**6, frozenset())
    red, blue = ((0, 0, 40, BAND), ((200, 0, 0),)), ((0, 4 * BAND, 40, 5 * BAND), ((0, 0, 200),))
    for parts in ([red, blue], [red], [red, blue], [blue], []):
        png = canvas.png(parts, "a table")
        assert png == canvas.png(parts), parts  # no table: drawn alone
        assert decode(png).tobytes() == canvas.image(parts).tobytes()


def _one_hand(seed: int) -> list[MatchView]:
    """The spectator's views of one whole hand of a seeded partida (random legal play), from
    its deal through the showdown to the next deal."""
    import random

    from musbot.engine import Match, Rules

    rng = random.Random(seed)
    match = Match.new(Rules(), seed=seed, first_mano=seed % 4)
    out = [match.view(None)]
    while match.phase != "hand_end":
        who = sorted(match.to_act())[rng.randrange(len(match.to_act()))]
        legal = match.legal_actions(who)
        match.apply(who, legal[rng.randrange(len(legal))])
        out.append(match.view(None))
    match.next_hand()
    return [*out, match.view(None)]


def test_a_played_hand_drawn_band_by_band_is_the_whole_redraw(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot's way over whole hands: the shared tiles warmed as at start-up, each picture
    drawn after the table's last one (only the changed bands composed, in runs, and deflated),
    decoded: the pixels and palette of the whole picture drawn in one go, at every press, the
    showdown (four hands, señas, the count) and the next deal. And what a hand can show at the
    showdown was drawn by the warm-up: no seat's chips are drawn then."""
    from musbot.render import warm_up, warm_up_showdowns

    table._canvas().clear()
    warm_up(showdowns=False)  # as the bot: before it identifies
    warm_up_showdowns()  # and once it is ready
    made: list[tuple[object, ...]] = []
    make = table._canvas()._make
    monkeypatch.setattr(table._canvas(), "_make", lambda rect, key: made.append(key) or make(rect, key))
    names = ("Maite", "Koldo", "Amaia", "Iker")
    showdowns = 0
    for seed in (3, 8, 21):
        for view in _one_hand(seed):
            png = table.render_table(view, names, "es")
            assert same_pixels(png, plain(view, names, "es")), (seed, view.phase, view.lance)
            showdowns += view.showdown
    assert showdowns >= 3
    assert not [key for key in made if key[0] == "chips" and any(
        chip[0].startswith(("render.juego", "render.punto")) for chip in key[2])]  # type: ignore[index, union-attr]


def test_a_lance_that_changes_redraws_its_own_row_only() -> None:
    """The lances panel is a part per row, so the grande's end and the chica's
    turn draw (and compress again) those two rows, not the panel's full height; any table whose
    row is the same shows the same tile."""
    grande = VIEWS["grande"]
    chica = replace(grande, lance="chica", results=(LanceResult("grande", "paso", 1, 0),))
    rows = {v.lance: {r: k for r, k in table.parts(v, NAMES, "es") if k[0] in ("lances_title", "lance_row")}
            for v in (grande, chica)}
    assert rows["grande"].keys() == rows["chica"].keys()  # the same rectangles: a title and four rows
    changed = [k for r, k in rows["chica"].items() if rows["grande"][r] != k]
    assert [k[2] for k in changed] == ["grande", "chica"]
    assert sum(r[3] - r[1] for r in rows["grande"]) == table.H - table.PANEL_Y  # the panel, whole
