"""``render_table``: the public table of one MatchView.

Only what the view holds is drawn: a hand is face up only if the view has it (another seat's
hand is None before the showdown, so a spectator's view shows four backs at every seat), and a
seña is only "a seña was made" (view.senas_made), never which.

Layout (800 x 600, landscape so that Discord shows it at full width): the baize on the left
with the four seats (the view's own seat, or seat 0, at the bottom; play goes counter-clockwise,
so the next seat is on the right), the lance in play in the middle; on the right the two pairs'
scores (numbers and tokens), then the lances of this hand or, at the showdown, the count. A
phone shows the picture 400 px wide: every word is ``TEXT`` px or more (11 px there), and a
player's own cards (a replay seen from a seat) lie side by side, each whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from ..engine.cards import DECK, Card
from ..engine.events import CountLine
from ..engine.rules import Rules
from ..engine.view import LANCES, LanceResult, MatchView
from ..i18n import has, norm_lang
from ..i18n.alt import final_juegos, final_score
from . import palette as P
from .background import felt
from .boxes import label
from .chips import chip, key_chip, key_chip_size
from .encode import shared_palette
from .fonts import draw_text, ellipsize
from .hand import display_order, holdings
from .scenes import NAMES, views
from .sprites import alike, back, face
from .tiles import TileCanvas
from .tokens import draw_tokens

W, H = 800, 600
FELT_W = 540
PX, PW = 548, 244  # the right panel
CARD_W, CARD_H = 80, 124
STEP = 32
ROW_W = CARD_W + 3 * STEP
OWN_STEP = CARD_W + 4  # a player's own cards, side by side
OWN_W = 3 * OWN_STEP + CARD_W
TEXT = 22  # the smallest words: 11 px on a phone, where the picture is shown 400 px wide
PLATE_H = 32
PLACES = {"bottom": (182, 420), "top": (182, 8), "left": (10, 180), "right": (354, 180), "own": (10, 420)}
CENTRE = (270, 254)
SCORE_Y = (8, 160)
SCORE_H = 146
SCORE_HEAD_H = 34  # the panel's head: its band (32 rows) and the frame's row under it
PANEL_Y = 312
NAME_PX = TEXT
CHIP_PAD = (9, 6)  # the seats' chips: their words' room across, and above and below
SLOT = 31  # beside a top or bottom seat, a chip every SLOT rows: the mano's by the plate, then the rest
PAIR_LETTER = ("A", "B")
Chip = tuple[str, dict[str, int], P.RGB, P.RGB]  # key, params, fill, ink


def render_table(view: MatchView, names: Sequence[str], lang: str = "es") -> bytes:
    """PNG bytes of the table as ``view`` sees it; ``names`` are the four seats' display names.

    Composed of tiles (see ``parts`` and render/tiles.py): after a press only the parts that
    changed are drawn, and only the bands of rows that changed are compressed; the pixels are
    those of ``table_image`` (a test checks every scene, language and seat). The table's last
    picture (by its names, language and seat of view) is the one the next is compared with."""
    return _canvas().png(parts(view, names, lang), (tuple(names), lang, view.seat))


def palette() -> Image.Image:
    """The palette of every table picture (see encode), built once from sample tables and
    every small card."""
    return shared_palette("table", _montage)


@lru_cache(maxsize=1)
def _canvas() -> TileCanvas:
    return TileCanvas(_background(), palette(), draw_part, TILE_BUDGET, BAND_BUDGET, MASKED)


# The tile and band caches' budgets (bytes, see render/tiles.py). ``warm_up`` draws about 37 MB
# of tiles every table shares (face-up cards, score bodies, the showdown's chips, the lances'
# rows, the mano's chips); each open table adds about 102 KB of its own tiles (its name plates
# and score panels' heads) and 15 KB of bands (bench/render.py; the counted bytes are a little above the process's
# growth): these keep the current pictures of some 700 open tables (the load bench at 450 had
# 85 MB of tiles in use, before the lances were drawn row by row); a table whose tiles were
# dropped draws them again (a new table's cost, ~3 ms) and goes on.
TILE_BUDGET = 112 * 1024 * 1024
BAND_BUDGET = 8 * 1024 * 1024


def _montage() -> Image.Image:
    situations = views()
    picks = [situations[k] for k in ("grande", "juego", "hand_end", "match_end", "discard")]
    im = Image.new("RGB", (W, H * len(picks) + 8 * CARD_H), P.PANEL)
    for k, view in enumerate(picks):
        im.paste(table_image(view, NAMES, "es"), (0, k * H))
    sprites = [face(c, "small", reyes) for c in DECK for reyes in (4, 8)]
    for k, sprite in enumerate(sprites):
        im.paste(sprite, ((k % 10) * CARD_W, H * len(picks) + (k // 10) * CARD_H), sprite)
    return im


ROUND = ("bottom", "right", "top", "left")  # where the seats sit, from the view's own


def table_image(view: MatchView, names: Sequence[str], lang: str = "es") -> Image.Image:
    """The picture before encoding, drawn the plain way: every part drawn in order onto the
    picture, within its rectangle (a part draws only what its key says; the score panel's
    head and body, say, each draw the panel's frame), with no cache, mask or palette: tests
    sample its pixels, and check that the tiles of ``render_table`` give the same."""
    im = _background().copy()
    for rect, key in parts(view, names, lang):  # each part onto what lies under its rectangle
        crop = im.crop(rect)
        draw_part(crop, ImageDraw.Draw(crop), key, (rect[0], rect[1]))
        im.paste(crop, (rect[0], rect[1]))
    return im


# --- the parts of the picture ------------------------------------------------------------------
# Each part is a rectangle of the picture and a key: everything its drawing reads, and nothing
# else (``draw_part`` draws from the key alone, so a tile cached under a key shows exactly what
# the key says: a face-up hand only under the cards it shows). Rectangles start at even
# coordinates: the text layout rounds half to even, so drawing shifted by an even offset gives
# the same pixels. Rectangles may meet (the side seats' chips and the centre: see MASKED) but
# what the parts draw does not (a test checks it), so pasting the tiles in order is exact.

Rect = tuple[int, int, int, int]
Part = tuple[Rect, tuple[object, ...]]
CARDS_Y = PLATE_H + 4  # the cards under a name plate
FAN_W, FAN_H = 3 * STEP + CARD_W + 2, CARD_H + 3  # four cards and their shadows
CORNER: Rect = (4, 4, 180, 100)
CENTRE_RECT: Rect = (188, 200, 352, 300)  # the lance in play, or the phase: five bands of the PNG
ENDED_RECT: Rect = (188, 172, 352, 340)  # the end of a partida: its winners and result
PANEL_RECT: Rect = (PX, PANEL_Y, W, H)
CHIP_ROWS_H = 2 * SLOT + 4  # two rows of chips under a side seat
MANO_W = 120  # room for the mano's chip above a side seat's plate


def _width(place: str) -> int:
    return OWN_W if place == "own" else ROW_W


def _place_rects(place: str) -> tuple[Rect, Rect, Rect, Rect]:
    """(plate, cards, chips, mano) rectangles of a seat's place."""
    x, y = PLACES[place]
    width = _width(place)
    plate = (x, y, x + width + 1, y + PLATE_H + 1)
    cards = (x, y + CARDS_Y, x + width + 2, y + CARDS_Y + FAN_H)
    if place in ("top", "bottom", "own"):  # beside the plate and the cards: the mano's, then the rest
        left = x + width + 4
        mano = (left, y, FELT_W - 4, y + PLATE_H)
        chips = (left, y + PLATE_H, FELT_W - 4, y + PLATE_H + 3 * SLOT + 2)
    else:  # under the cards, in rows towards the middle; the mano's above the plate
        top = y + CARDS_Y + FAN_H + 1  # even, as every part's corner
        chips = ((4, top, FELT_W // 2, top + CHIP_ROWS_H) if place == "left"
                 else (FELT_W // 2, top, FELT_W - 4, top + CHIP_ROWS_H))
        mano = ((x, y - 32, x + MANO_W, y - 2) if place == "left"
                else (x + ROW_W - MANO_W, y - 32, x + ROW_W, y - 2))
    return plate, cards, chips, mano


PLACE_RECTS = {place: _place_rects(place) for place in (*ROUND, "own")}
# No two parts' rectangles meet (a test checks it, and that what they draw does not overlap),
# so every tile is pasted whole.
MASKED: frozenset[Rect] = frozenset()


def parts(view: MatchView, names: Sequence[str], lang: str = "es") -> list[Part]:
    """The parts of the picture of ``view``, in drawing order."""
    if len(names) != 4:
        raise ValueError(f"render_table needs 4 names, not {len(names)}")
    lang = norm_lang(lang)
    bottom = view.seat if view.seat is not None else 0
    out: list[Part] = []
    for k, place in enumerate(ROUND):
        seat = (bottom + k) % 4
        hand = view.hands[seat] if seat < len(view.hands) else None
        shown = hand if hand is not None and _face_up(view, seat) else None
        faces = None if shown is None else tuple(display_order(shown, view.rules.reyes))
        if place == "bottom" and faces is not None and not view.showdown:
            place = "own"  # a player's own cards (a replay from a seat), each shown whole
        plate, cards, chips, mano = PLACE_RECTS[place]
        out.append((plate, ("plate", place, seat % 2, seat in view.to_act, seat in view.discarded,
                            names[seat])))
        if not view.hand_number:  # a partida won by its head start: nothing was dealt
            continue
        if seat == view.mano:
            out.append((mano, ("mano", place, lang)))
        if faces is None:  # four backs: the same tile at this place at every table
            out.append((cards, ("cards", place, None, view.rules.reyes)))
        elif place == "own":
            out += [((x0, y0, x0 + OWN_STEP, y1), ("own", x0, c, view.rules.reyes))
                    for (x0, y0, _, y1), c in ((_own_rect(k), c) for k, c in enumerate(faces))]
        else:  # each card where it lies on top: tiles shared by every hand that holds it there
            out += _fan_parts(place, faces, view.rules.reyes)
        said = _said(seat_chips(view, seat, shown))
        if said:
            out.append((chips, ("chips", place, said, lang)))
    out.append((CORNER, ("corner", view.hand_number, view.rules.reyes, view.rules.tantos, lang)))
    centre = _centre_key(view, names, lang)
    out.append((ENDED_RECT if centre[4] is not None else CENTRE_RECT, centre))
    rules = view.rules
    final = final_score(view)
    juegos = final_juegos(view) or view.juegos
    for pair in (0, 1):  # the head (who) is the table's own, the body any table's
        y = SCORE_Y[pair]
        out.append(((PX, y, PX + PW + 1, y + SCORE_HEAD_H),
                    ("score_head", pair, f"{names[pair]} · {names[pair + 2]}")))
        big = view.score[pair] if final is None else final[1][pair]  # a won partida: its result
        out.append(_score_body(pair, big, final is None, juegos[pair], rules.juegos, view.vacas[pair],
                               rules.vacas, view.dentro[pair] and final is None, view.winner == pair, lang))
    if view.count and view.phase in ("hand_end", "match_end"):
        out += _count_parts(tuple(view.count), lang)
    else:
        done = {r.lance for r in view.results}
        last = "punto" if ("punto" in done or view.lance == "punto") else "juego"
        playing = view.lance if view.phase == "lances" else None
        out += _lances_parts(playing, last, tuple(view.results), lang)
    return out


def _own_rect(k: int) -> Rect:
    """Where the ``k``-th of a player's own cards lies (and its shadow)."""
    x, y = PLACES["own"][0] + k * OWN_STEP, PLACES["own"][1] + CARDS_Y
    return (x, y, x + OWN_STEP, y + FAN_H)


def _fan_parts(place: str, faces: tuple[Card, ...], reyes: int) -> list[Part]:
    """A face-up hand as the columns where each card lies on top: a column is keyed by its
    card and by the card under its rounded corners, as ``sprites.alike`` gives it (any card
    showing the same pixels there: a few for the whole deck)."""
    x, y = PLACES[place][0], PLACES[place][1] + CARDS_Y
    out: list[Part] = []
    for k, c in enumerate(faces):
        right = x + (k + 1) * STEP if k < len(faces) - 1 else x + FAN_W
        under = alike(faces[k - 1], "small", reyes, STEP) if k else None
        out.append(((x + k * STEP, y, right, y + FAN_H), ("fan", place, k, c, under, reyes)))
    return out


def warm_up(lang: str, reyes: int = 8) -> None:
    """Draw the tiles every table shares and meets in its first hands: each card's column of
    a face-up hand at every place (for the showdowns, ~1,600 tiles, 13 MB), the score
    panels' bodies of a partida to the usual 40 tantos, 2 juegos, 1 vaca (160 tiles, 4 MB) and
    the mano's chip at every place; what a hand can show beside it at the showdown is
    ``warm_up_chips``."""
    canvas = _canvas()
    unders = list(dict.fromkeys(alike(c, "small", reyes, STEP) for c in DECK))
    for place in ROUND:
        for k in range(4):
            for c in DECK:
                for under in unders if k else [c]:
                    faces = (under,) * k + (c,) * (4 - k)
                    canvas.tile(*_fan_parts(place, faces, reyes)[k])
        canvas.tile(PLACE_RECTS[place][3], ("mano", place, lang))
    rules = Rules()
    for pair in (0, 1):
        for score in range(rules.tantos):
            for juegos in range(rules.juegos):
                canvas.tile(*_score_body(pair, score, True, juegos, rules.juegos, 0, rules.vacas,
                                         score >= rules.tantos - 5, False, lang))


def warm_up_chips(lang: str, reyes: int = 8) -> None:
    """What each seat's hand can show beside it at the showdown (its pares and points), with
    and without a seña, at the four places (696 tiles, 17 MB, 0.5 s; drawn on demand they were a
    third of a showdown's CPU in a bot's first minutes)."""
    canvas = _canvas()
    for place in ROUND:
        for held in showdown_chips(reyes):
            for said in (held, (SENA_CHIP, *held)):
                canvas.tile(PLACE_RECTS[place][2], ("chips", place, _said(said), lang))


def _score_body(pair: int, big: int, tokens: bool, juegos: int, juegos_of: int, vacas: int, vacas_of: int,
                dentro: bool, won: bool, lang: str) -> Part:
    """A pair's score panel's body: ``big`` is its tantos (drawn as ``tokens`` too), or at the
    end of a partida its result; then its juegos and vacas, dentro, the winners' crown."""
    y = SCORE_Y[pair]
    return ((PX, y + SCORE_HEAD_H, PX + PW + 1, y + SCORE_H + 1),
            ("score", pair, big, tokens, juegos, juegos_of, vacas, vacas_of, dentro, won, lang))


def draw_part(im: Image.Image, d: ImageDraw.ImageDraw, key: tuple[object, ...],
              o: tuple[int, int]) -> None:
    """Draw the part ``key`` onto ``im``, whose top-left is the picture's point ``o``."""
    kind, *args = key
    _DRAWERS[str(kind)](im, d, o, *args)


def _face_up(view: MatchView, seat: int) -> bool:
    """Whether the view shows this seat's cards face up (only at the showdown or its own)."""
    hand = view.hands[seat] if seat < len(view.hands) else None
    return hand is not None and (view.showdown or seat == view.seat)


def _cards(im: Image.Image, x: int, y: int, sprites: Sequence[Image.Image], step: int = STEP) -> None:
    for sprite in sprites:
        im.paste(_shadow(), (x + 2, y + 3), _shadow())
        im.paste(sprite, (x, y), sprite)
        x += step


@lru_cache(maxsize=1)
def _background() -> Image.Image:
    im = Image.new("RGB", (W, H), P.PANEL)
    baize = felt(FELT_W, H, radius=14)
    im.paste(baize, (0, 0), baize)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle((3, 3, FELT_W - 4, H - 4), radius=12, outline=P.FELT_LIGHT, width=2)
    im.load()
    return im


# --- seats -----------------------------------------------------------------------------------

def _plate(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], place: str, pair: int,
           turn: bool, discarded: bool, name: str) -> None:
    """The name plate, in the pair's colour; yellow rim and arrow when the seat must act. The
    plate without the name is the same at every table: drawn once (on the baize at its place)
    and pasted, then the name is written on it."""
    x, y = PLACES[place][0] - o[0], PLACES[place][1] - o[1]
    frame, tx, right = _plate_frame(place, pair, turn, discarded)
    im.paste(frame, (x, y))
    draw_text(d, (x + tx, y + PLATE_H / 2), ellipsize(name, NAME_PX, right - tx, True),
              NAME_PX, P.TEXT, anchor="lm", bold=True)


@lru_cache(maxsize=64)  # 5 places x 2 pairs x 4 states: 7 KB each
def _plate_frame(place: str, pair: int, turn: bool, discarded: bool) -> tuple[Image.Image, int, int]:
    """A plate with no name on the baize under it, and where its name may start and end."""
    x, y = PLACES[place]
    width = _width(place)
    im = _background().crop((x, y, x + width + 1, y + PLATE_H + 1))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle((0, 0, width, PLATE_H), radius=9, fill=P.PAIR_DARK[pair],
                        outline=P.HIGHLIGHT if turn else P.PAIR[pair], width=3 if turn else 2)
    tx = 10
    if turn:
        cy = PLATE_H / 2
        d.polygon([(9, cy - 7), (9, cy + 7), (20, cy)], fill=P.HIGHLIGHT)
        tx = 25
    right = width - 8
    if discarded:
        _check(d, right - 10, PLATE_H / 2)
        right -= 24
    im.load()
    return im, tx, right


def _mano(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], place: str, lang: str) -> None:
    """The mano's chip (R4: it speaks first and wins ties): beside the plate of a seat at the
    top or the bottom, above it at a side, on the outer end."""
    x, y = PLACES[place][0] - o[0], PLACES[place][1] - o[1]
    if place in ("top", "bottom", "own"):
        key_chip(d, x + _width(place) + 10, y + PLATE_H / 2, "render.mano", lang, "seat", P.GOLD, P.INK,
                 pad=CHIP_PAD)
    elif place == "left":
        key_chip(d, x, y - 18, "render.mano", lang, "seat", P.GOLD, P.INK, pad=CHIP_PAD)
    else:
        key_chip(d, x + ROW_W, y - 18, "render.mano", lang, "seat", P.GOLD, P.INK, anchor="r", pad=CHIP_PAD)


def _fan(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], place: str,
         faces: tuple[Card, ...] | None, reyes: int) -> None:
    """A seat's cards: the faces the view holds and may show (its own, or at the showdown),
    else four backs."""
    x, y = PLACES[place][0] - o[0], PLACES[place][1] - o[1]
    sprites = ([face(c, "small", reyes) for c in faces] if faces is not None
               else [back("small")] * 4)
    _cards(im, x, y + CARDS_Y, sprites)


def _fan_column(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], place: str,
                k: int, card: Card, under: Card | None, reyes: int) -> None:
    """The ``k``-th card of a face-up fan, drawn on the cards before it (``under`` at each of
    their places: only the one just before shows, through this card's corners)."""
    x, y = PLACES[place][0] - o[0], PLACES[place][1] - o[1]
    below = [face(under, "small", reyes)] * k if under is not None else []
    _cards(im, x, y + CARDS_Y, [*below, face(card, "small", reyes)])


def _own(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], x: int, card: Card, reyes: int) -> None:
    """One of a player's own cards, whole (they lie side by side)."""
    _cards(im, x - o[0], PLACES["own"][1] + CARDS_Y - o[1], [face(card, "small", reyes)])


@lru_cache(maxsize=1)
def _shadow() -> Image.Image:
    sh = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))
    ImageDraw.Draw(sh).rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), radius=6,
                                         fill=(0, 0, 0, 70))
    sh.load()
    return sh


SENA_CHIP: Chip = ("render.sena", {}, P.PURPLE, P.WHITE)


def _named(params: tuple[tuple[str, int], ...]) -> dict[str, Any]:
    """A chip's text parameters as keyword arguments (kept as pairs so a chip is hashable)."""
    return dict(params)


def seat_chips(view: MatchView, seat: int, hand: Sequence[Card] | None) -> list[Chip]:
    """What is said about a seat beside its cards: a seña was made; its declarations of pares
    and juego; at the showdown, what its hand holds."""
    chips: list[Chip] = []
    if seat in view.senas_made:
        chips.append(SENA_CHIP)
    if hand is not None and view.showdown:
        from ..engine.evaluate import hand_info

        info = hand_info(tuple(hand), view.rules.reyes)
        chips += _holds(info.pares_kind, info.points)
    else:
        for lance, said in (("pares", view.pares), ("juego", view.juego)):
            v = said[seat] if seat < len(said) else None
            if v is not None:
                chips.append((f"render.declared.{lance}.{'yes' if v else 'no'}", {},
                              (36, 120, 60) if v else (84, 92, 88), P.WHITE))
    return chips


def _holds(pares_kind: int, points: int) -> list[Chip]:
    """The showdown's chips of a hand: its pares (if any), then its juego or punto."""
    chips: list[Chip] = []
    if pares_kind:
        chips.append((f"render.pares.{pares_kind}", {}, (150, 108, 20), P.WHITE))
    if points >= 31:
        chips.append(("render.juego", {"points": points}, (36, 120, 60), P.WHITE))
    else:
        chips.append(("render.punto", {"points": points}, (52, 88, 150), P.WHITE))
    return chips


def showdown_chips(reyes: int) -> tuple[tuple[Chip, ...], ...]:
    """Every showdown chips a hand can have: its pares and points (``hand.holdings``)."""
    return tuple(tuple(_holds(kind, points)) for kind, points in holdings(reyes))


def _said(chips: Sequence[Chip]) -> tuple[object, ...]:
    """Chips as a part's key holds them."""
    return tuple((key, tuple(params.items()), fill, ink) for key, params, fill, ink in chips)


def chip_rows(widths: Sequence[int], room: int, gap: int = 5) -> list[list[int]]:
    """Chips (by width) laid out in rows of at most ``room`` pixels, in order."""
    rows: list[list[int]] = [[]]
    used = 0
    if not widths:
        return []
    for k, w in enumerate(widths):
        if rows[-1] and used + gap + w > room:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(k)
    return rows


SIDE_ROOM = FELT_W // 2 - 16  # chips under a side seat may reach the middle of the baize


def seat_chip_size(key: str, lang: str, **params: int) -> tuple[int, int]:
    """A chip at a seat: its width and height."""
    return key_chip_size(key, lang, "seat", CHIP_PAD, **params)


def _seat_chips(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], place: str,
                chips: tuple[tuple[str, tuple[tuple[str, int], ...], P.RGB, P.RGB], ...],
                lang: str) -> None:
    sizes = [seat_chip_size(k, lang, **dict(p)) for k, p, _, _ in chips]
    x, y = PLACES[place][0] - o[0], PLACES[place][1] - o[1]
    if place in ("top", "bottom", "own"):  # stacked beside the cards, under the mano's slot
        cx, cy = x + _width(place) + 10, y + PLATE_H / 2 + SLOT
        for key, params, fill, ink in chips:
            key_chip(d, cx, cy, key, lang, "seat", fill, ink, pad=CHIP_PAD, **_named(params))
            cy += SLOT
        return
    # under the cards, in rows growing towards the middle
    cy = y + CARDS_Y + FAN_H + 18
    for row in chip_rows([w for w, _ in sizes], SIDE_ROOM):
        if place == "left":
            cx = x
            for k in row:
                key, params, fill, ink = chips[k]
                key_chip(d, cx, cy, key, lang, "seat", fill, ink, pad=CHIP_PAD, **_named(params))
                cx += sizes[k][0] + 5
        else:
            cx = x + ROW_W
            for k in reversed(row):
                key, params, fill, ink = chips[k]
                key_chip(d, cx, cy, key, lang, "seat", fill, ink, anchor="r", pad=CHIP_PAD, **_named(params))
                cx -= sizes[k][0] + 5
        cy += SLOT


def _check(d: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A check mark (the font has none)."""
    d.line([(x - 7, y), (x - 2, y + 6), (x + 8, y - 7)], fill=P.HIGHLIGHT, width=4, joint="curve")


# --- the middle of the baize and its corner --------------------------------------------------

def _corner(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], hand_number: int,
            reyes: int, tantos: int, lang: str) -> None:
    x, y = 16 - o[0], 30 - o[1]
    if hand_number:  # 0: won by a head start before any hand
        label(d, (x, y), "render.hand_number", lang, P.TEXT, "corner", n=hand_number)
    label(d, (x, y + 26), "render.reyes", lang, P.TEXT_DIM, "corner", n=reyes)
    label(d, (x, y + 52), "render.tantos", lang, P.TEXT_DIM, "corner", n=tantos)


def _centre_key(view: MatchView, names: Sequence[str], lang: str) -> tuple[object, ...]:
    """What the middle of the baize shows: the lance in play and its stake, or the phase; at
    the end of a partida, who won it and its result."""
    if view.phase == "lances" and view.lance:
        bet = view.bet
        return ("centre", "lances", view.lance,
                None if bet is None else (bet.stake, bet.ordago, bet.bettor), None, None, lang)
    rounds = view.mus_rounds if view.phase in ("mus", "discard") else 0
    w = view.winner
    winners = (w, names[w], names[w + 2]) if view.phase == "match_end" and w is not None else None
    final = final_score(view)
    return ("centre", view.phase, None, rounds, winners, None if final is None else (final[0], *final[1]), lang)


def _centre(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], phase: str,
            lance: str | None, said: object, winners: tuple[int, str, str] | None,
            final: tuple[str, int, int] | None, lang: str) -> None:
    cx, cy = CENTRE[0] - o[0], CENTRE[1] - o[1]
    if lance is not None:  # the lance in play; ``said``: its bet (stake, ordago, bettor)
        label(d, (cx, cy - 26), f"render.lance.{lance}", lang, P.HIGHLIGHT, "centre",
              anchor="ms")
        stake, ordago, bettor = said if isinstance(said, tuple) else (0, False, None)
        if stake == 0 and not ordago:
            label(d, (cx, cy + 14), "render.stake.none", lang, P.TEXT_DIM, "centre", anchor="ms")
        elif ordago:
            label(d, (cx, cy + 16), "render.ordago", lang, (255, 120, 100), "centre", anchor="ms")
        else:
            label(d, (cx, cy + 14), "render.stake", lang, P.TEXT, "centre", anchor="ms",
                  stake=stake)
        if bettor is not None:
            # who made the last bet: a bar in that pair's colour
            d.rounded_rectangle((cx - 40, cy + 26, cx + 40, cy + 32), radius=3, fill=P.PAIR[bettor])
        return
    key = {"mus": "render.phase.mus", "discard": "render.phase.discard",
           "hand_end": "render.phase.hand_end", "match_end": "render.phase.match_end",
           }.get(phase, "render.phase.hand_end")
    if winners is not None:
        _winners(d, cx, cy, key, winners, final, lang)
        return
    label(d, (cx, cy - 20), key, lang, P.HIGHLIGHT, "centre", anchor="ms")
    if said:  # ``said``: how many times the four said mus
        label(d, (cx, cy + 14), "render.mus_rounds", lang, P.TEXT_DIM, "centre", anchor="ms",
              n=said)


def _winners(d: ImageDraw.ImageDraw, cx: int, cy: int, title: str, winners: tuple[int, str, str],
             final: tuple[str, int, int] | None, lang: str) -> None:
    """The end of a partida in words: its title, who won (their names, white on their pair's
    colour) and its result."""
    w, first, second = winners
    top = ENDED_RECT[1] - CENTRE[1] + cy  # the room it has
    label(d, (cx, top + 26), title, lang, P.HIGHLIGHT, "centre", anchor="ms")
    label(d, (cx, top + 56), "render.winner", lang, P.TEXT, "centre", anchor="ms")
    half = (ENDED_RECT[2] - ENDED_RECT[0]) // 2 - 4
    d.rounded_rectangle((cx - half, top + 64, cx + half, top + 124), radius=10, fill=P.PAIR_DARK[w],
                        outline=P.PAIR[w], width=2)
    for k, name in enumerate((first, second)):
        text = ellipsize(name, TEXT, 2 * half - 16, True)
        draw_text(d, (cx, top + 86 + 26 * k), text, TEXT, P.WHITE, anchor="ms", bold=True)
    if final is not None:
        unit, a, b = final
        label(d, (cx, top + 156), f"render.final.{unit}", lang, P.HIGHLIGHT, "centre", anchor="ms", a=a, b=b)


# --- the right panel -------------------------------------------------------------------------

def _letter(d: ImageDraw.ImageDraw, x: float, y: float, pair: int, r: int = 15) -> None:
    """The pair's letter in a disc of its colour (A: seats 0 and 2, B: seats 1 and 3)."""
    d.ellipse((x - r, y - r, x + r, y + r), fill=P.PAIR[pair], outline=P.WHITE, width=2)
    draw_text(d, (x, y), PAIR_LETTER[pair], TEXT, P.WHITE, anchor="mm", bold=True)


def _score_panel(d: ImageDraw.ImageDraw, o: tuple[int, int], pair: int) -> tuple[int, int]:
    """A pair's score panel, empty: its frame and the band of its head; returns its corner."""
    x, y = PX - o[0], SCORE_Y[pair] - o[1]
    d.rounded_rectangle((x, y, x + PW, y + SCORE_H), radius=10, fill=(22, 56, 40),
                        outline=P.PAIR[pair], width=2)
    d.rounded_rectangle((x, y, x + PW, y + 32), radius=10, fill=P.PAIR_DARK[pair])
    d.rectangle((x + 2, y + 22, x + PW - 2, y + 32), fill=P.PAIR_DARK[pair])
    return x, y


def _score_head(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], pair: int, who: str) -> None:
    """The head of a pair's score panel: its letter and its players."""
    x, y = _score_panel(d, o, pair)
    _letter(d, x + 20, y + 16, pair, 14)
    draw_text(d, (x + 42, y + 17), ellipsize(who, TEXT, PW - 50, True), TEXT, P.TEXT, anchor="lm",
              bold=True)


def _score(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], pair: int, big: int,
           tokens: bool, juegos: int, juegos_of: int, vacas: int, vacas_of: int, dentro: bool, won: bool,
           lang: str) -> None:
    """The body of a pair's score panel: its tantos (number and tokens), or the partida's
    result once won; juegos, vacas, whether it is dentro, the winners' crown."""
    x, y = _score_panel(d, o, pair)
    draw_text(d, (x + 14, y + 84), str(big), 44, P.WHITE, anchor="ls", bold=True)
    if tokens:
        draw_tokens(im, x + 80, y + 40, big, PW - 90)
    label(d, (x + 12, y + 112), "render.juegos", lang, P.TEXT_DIM, "score", n=juegos, of=juegos_of)
    label(d, (x + 12, y + 136), "render.vacas", lang, P.TEXT_DIM, "score", n=vacas, of=vacas_of)
    if dentro:
        key_chip(d, x + PW - 8, y + 129, "render.dentro", lang, "score", P.HIGHLIGHT, P.INK, anchor="r",
                 pad=CHIP_PAD)
    if won:
        _crown(d, x + PW - 30, y + 62)


def _crown(d: ImageDraw.ImageDraw, x: float, y: float) -> None:
    d.polygon([(x - 14, y + 10), (x - 16, y - 8), (x - 7, y + 1), (x, y - 12), (x + 7, y + 1),
               (x + 16, y - 8), (x + 14, y + 10)], fill=P.GOLD, outline=P.GOLD_DARK)


PANEL_TITLE_Y = PANEL_Y + 20  # the right panel's title: the lances', or the count's
# The lances' rows, each a part of its own: a press changes one or two of them. Each is three
# of the PNG's bands of 20 rows (render/tiles.py), so that a changed row deflates three bands.
LANCES_ROW = 60
LANCES_TOP = 340  # the first row's top (even, as every part's)


def _lances_parts(playing: str | None, last: str, results: tuple[LanceResult, ...], lang: str) -> list[Part]:
    """The lances of this hand: the title, then a row per lance (the one in play, ``playing``,
    and how the others ended), each a part of its own, so that the lance a press changes is
    drawn and compressed again alone, not the panel's full height."""
    done = {r.lance: r for r in results}
    rows = [lance for lance in LANCES if lance in ("grande", "chica", "pares", last)]
    out: list[Part] = [((PX, PANEL_Y, W, LANCES_TOP), ("lances_title", lang))]
    for k, lance in enumerate(rows):
        r = done.get(lance)
        state = ("playing" if playing == lance else None if r is None
                 else (r.outcome, r.stake if r.outcome == "querido" else 0, r.pair))  # only what is drawn
        top = LANCES_TOP + k * LANCES_ROW
        bottom = H if k == len(rows) - 1 else top + LANCES_ROW
        out.append(((PX, top, W, bottom), ("lance_row", k, lance, state, lang)))
    return out


def _lances_title(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], lang: str) -> None:
    _panel_title(d, o, "render.lances.title", lang)


def _panel_title(d: ImageDraw.ImageDraw, o: tuple[int, int], key: str, lang: str) -> None:
    label(d, (PX + 10 - o[0], PANEL_TITLE_Y - o[1]), key, lang, P.TEXT, "panel")


def _lance_row(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], k: int, lance: str,
               state: str | tuple[str, int, int | None] | None, lang: str) -> None:
    """One lance: its name, and under it ``state``: how it ended (outcome, stake, pair); or
    "playing", beside it; or None (not reached yet, dimmed)."""
    x, top = PX + 10 - o[0], LANCES_TOP + LANCES_ROW * k - o[1]
    colour = P.HIGHLIGHT if state == "playing" else P.TEXT_DIM if state is None else P.TEXT
    b = label(d, (x, top + 24), f"render.lance.{lance}", lang, colour, "panel")
    if state == "playing":
        key_chip(d, b[2] + 10, top + 24 - 8, "render.outcome.playing", lang, "panel", P.HIGHLIGHT, P.INK,
                 pad=CHIP_PAD)
    elif isinstance(state, tuple):
        outcome, stake, pair = state
        key = f"render.outcome.{outcome}"
        params = {"stake": stake} if outcome == "querido" else {}
        ry = top + 42
        if has(key):
            b = label(d, (x + 12, ry), key, lang, P.TEXT_DIM, "panel", anchor="lm", **params)
        else:
            b = draw_text(d, (x + 12, ry), outcome, TEXT, P.TEXT_DIM, anchor="lm")
        if pair is not None:
            _letter(d, b[2] + 20, ry, pair, 14)


# --- the count at the showdown: a sheet of the points each pair takes in each lance --------------
COUNT_TOP = PANEL_TITLE_Y + 10  # the sheet's head: the pairs' letters
COUNT_ROW = 34
COUNT_ROWS = COUNT_TOP + 36  # its first row
COLUMN = (PX + 150, PX + 218)  # the pairs' columns (their middles)
TOTALS = H - 48  # the totals' row


def _count_parts(lines: tuple[CountLine, ...], lang: str) -> list[Part]:
    """The count at the showdown, as a scoresheet: its title and head, a row per lance with the
    points each pair takes there, the totals; each a part of its own (a row's tile serves
    every table whose count gives the same there). An órdago won the juego: its lance alone
    says so, with no totals."""
    last = "punto" if any(c.lance == "punto" for c in lines) else "juego"
    rows = [lance for lance in LANCES if lance in ("grande", "chica", "pares", last)]
    out: list[Part] = [((PX, PANEL_Y, W, COUNT_TOP), ("count_title", lang))]
    ordago = next((c for c in lines if c.why == "ordago"), None)
    if ordago is None:
        out.append(((PX, COUNT_TOP, W, COUNT_ROWS), ("count_head",)))
    else:  # the hand stopped at the órdago's lance: the rest were not played
        rows = [lance for lance in rows if lance == ordago.lance]
    for k, lance in enumerate(rows):
        top = COUNT_ROWS + k * COUNT_ROW
        points = tuple(sum(c.points for c in lines if c.lance == lance and c.pair == p) for p in (0, 1))
        shown = tuple(any(c.lance == lance and c.pair == p for c in lines) for p in (0, 1))
        won = ordago.pair if ordago is not None and ordago.lance == lance else None
        out.append(((PX, top, W, top + COUNT_ROW), ("count_row", k, lance, points, shown, won, lang)))
    if ordago is None:
        totals = tuple(sum(c.points for c in lines if c.pair == p) for p in (0, 1))
        out.append(((PX, TOTALS, W, H), ("count_totals", totals)))
    return out


def _count_title(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], lang: str) -> None:
    _panel_title(d, o, "render.count.title", lang)


def _count_head(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int]) -> None:
    """The sheet's head: each pair's letter over its column."""
    for pair in (0, 1):
        _letter(d, COLUMN[pair] - o[0], COUNT_TOP + 18 - o[1], pair)


def _count_row(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int], k: int, lance: str,
               points: tuple[int, int], shown: tuple[bool, bool], won: int | None, lang: str) -> None:
    """A lance's row: its name and what each pair takes there (+N; a dash: nothing), or the
    órdago that won the juego (``won``: its pair)."""
    x, ry = PX + 10 - o[0], COUNT_ROWS + k * COUNT_ROW + COUNT_ROW / 2 - o[1]
    label(d, (x, ry), f"render.lance.{lance}", lang, P.TEXT, "sheet", anchor="lm")
    if won is not None:
        lx = PX + 114 - o[0]  # after the longest lance's name
        _letter(d, lx, ry, won, 14)
        label(d, (lx + 18, ry), "render.why.ordago", lang, P.HIGHLIGHT, "sheet", anchor="lm")
        return
    for pair in (0, 1):
        text = f"+{points[pair]}" if shown[pair] else "–"
        draw_text(d, (COLUMN[pair] - o[0], ry), text, TEXT, P.WHITE if shown[pair] else P.TEXT_DIM, anchor="mm",
                  bold=shown[pair])


def _count_totals(im: Image.Image, d: ImageDraw.ImageDraw, o: tuple[int, int],
                  totals: tuple[int, int]) -> None:
    ty = TOTALS + 22 - o[1]
    for p in (0, 1):
        cx = PX - o[0] + PW / 4 + p * PW / 2
        chip(d, cx, ty, f"{PAIR_LETTER[p]}  +{totals[p]}", TEXT, P.PAIR_DARK[p], P.WHITE,
             outline=P.PAIR[p], anchor="m")


_DRAWERS: dict[str, Callable[..., None]] = {
    "plate": _plate, "mano": _mano, "cards": _fan, "fan": _fan_column, "own": _own, "chips": _seat_chips,
    "corner": _corner, "centre": _centre, "score_head": _score_head, "score": _score,
    "count_title": _count_title, "count_head": _count_head, "count_row": _count_row,
    "count_totals": _count_totals, "lances_title": _lances_title, "lance_row": _lance_row}
