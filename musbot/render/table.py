"""``render_table``: the public table of one MatchView.

Only what the view holds is drawn: a hand is face up only if the view has it (another seat's
hand is None before the showdown, so a spectator's view shows four backs at every seat), and a
seña is only "a seña was made" (view.senas_made), never which.

Layout (800 x 600, landscape so that Discord shows it at full width): the baize on the left
with the four seats (the view's own seat, or seat 0, at the bottom; play goes counter-clockwise,
so the next seat is on the right), the lance in play in the middle; on the right the two pairs'
scores (numbers and tokens), then the lances of this hand or, at the showdown, the count.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from ..engine.cards import DECK
from ..engine.events import CountLine
from ..engine.view import LANCES, MatchView
from ..i18n import has, norm_lang
from . import palette as P
from .background import felt
from .boxes import box, label
from .chips import chip, key_chip, key_chip_size
from .encode import png_bytes, shared_palette
from .fonts import draw_text, ellipsize
from .hand import display_order
from .scenes import NAMES, views
from .sprites import back, face
from .tokens import draw_tokens

W, H = 800, 600
FELT_W = 540
PX, PW = 548, 244  # the right panel
CARD_W, CARD_H = 80, 124
STEP = 32
ROW_W = CARD_W + 3 * STEP
PLATE_H = 34
PLACES = {"bottom": (182, 424), "top": (182, 8), "left": (10, 188), "right": (354, 188)}
CENTRE = (270, 300)
SCORE_Y = (10, 146)
SCORE_H = 128
PANEL_Y = 284
NAME_PX = 21
PAIR_LETTER = ("A", "B")
Chip = tuple[str, dict[str, int], P.RGB, P.RGB]  # key, params, fill, ink


def render_table(view: MatchView, names: Sequence[str], lang: str = "es") -> bytes:
    """PNG bytes of the table as ``view`` sees it; ``names`` are the four seats' display names."""
    return png_bytes(table_image(view, names, lang), palette())


def palette() -> Image.Image:
    """The palette of every table picture (see encode), built once from sample tables and
    every small card."""
    return shared_palette("table", _montage)


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


def table_image(view: MatchView, names: Sequence[str], lang: str = "es", layers: bool = True) -> Image.Image:
    """The picture before encoding (tests sample its pixels). ``layers``: start from the baize
    with the face-down cards already on it (drawn once for all tables); False draws them here,
    the plain way (a test checks both give the same pixels)."""
    if len(names) != 4:
        raise ValueError(f"render_table needs 4 names, not {len(names)}")
    lang = norm_lang(lang)
    bottom = view.seat if view.seat is not None else 0
    seats = [(bottom + k) % 4 for k in range(4)]
    up = tuple(_face_up(view, seat) for seat in seats)
    im = (_cards_layer(up) if layers else _background()).copy()
    d = ImageDraw.Draw(im)
    for seat, place, shown in zip(seats, ROUND, up, strict=True):
        _seat(im, d, view, seat, place, names, lang, draw_cards=shown or not layers)
    _corner(d, view, lang)
    _centre(d, view, names, lang)
    for pair in (0, 1):
        _score(im, d, view, pair, names, lang)
    if view.count and view.phase in ("hand_end", "match_end"):
        _count(d, view.count, lang)
    else:
        _lances(d, view, lang)
    return im


@lru_cache(maxsize=16)
def _cards_layer(up: tuple[bool, ...]) -> Image.Image:
    """The baize with four backs at each place (in ROUND order) whose cards are face down:
    the same for every table (at most 16 of them, in practice two or three)."""
    im = _background().copy()
    for place, shown in zip(ROUND, up, strict=True):
        if not shown:
            x, y = PLACES[place]
            _cards(im, x, y + PLATE_H + 6, [back("small")] * 4)
    im.load()
    return im


def _face_up(view: MatchView, seat: int) -> bool:
    """Whether the view shows this seat's cards face up (only at the showdown or its own)."""
    hand = view.hands[seat] if seat < len(view.hands) else None
    return hand is not None and (view.showdown or seat == view.seat)


def _cards(im: Image.Image, x: int, y: int, sprites: Sequence[Image.Image]) -> None:
    for sprite in sprites:
        im.paste(_shadow(), (x + 2, y + 3), _shadow())
        im.paste(sprite, (x, y), sprite)
        x += STEP


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

def _seat(im: Image.Image, d: ImageDraw.ImageDraw, view: MatchView, seat: int, place: str,
          names: Sequence[str], lang: str, draw_cards: bool = True) -> None:
    x, y = PLACES[place]
    pair = seat % 2
    turn = seat in view.to_act
    # the name plate, in the pair's colour; yellow rim and arrow when the seat must act
    d.rounded_rectangle((x, y, x + ROW_W, y + PLATE_H), radius=9, fill=P.PAIR_DARK[pair],
                        outline=P.HIGHLIGHT if turn else P.PAIR[pair], width=3 if turn else 2)
    tx = x + 10
    if turn:
        cy = y + PLATE_H / 2
        d.polygon([(x + 9, cy - 7), (x + 9, cy + 7), (x + 20, cy)], fill=P.HIGHLIGHT)
        tx = x + 25
    right = x + ROW_W - 8
    if seat == view.mano:  # the mano's tag sits in the plate
        b = key_chip(d, right, y + PLATE_H / 2, "render.mano", lang, "plate", P.GOLD, P.INK,
                     anchor="r")
        right = b[0] - 6
    if seat in view.discarded:
        _check(d, right - 10, y + PLATE_H / 2)
        right -= 24
    draw_text(d, (tx, y + PLATE_H / 2), ellipsize(names[seat], NAME_PX, right - tx, True),
              NAME_PX, P.TEXT, anchor="lm", bold=True)
    # the cards: face up only when the view holds them (and then only at the showdown or for
    # the view's own seat); otherwise four backs
    hand = view.hands[seat] if seat < len(view.hands) else None
    up = _face_up(view, seat)
    if draw_cards:  # else the layer under the picture has them (face down)
        sprites = ([face(c, "small", view.rules.reyes) for c in display_order(hand, view.rules.reyes)]
                   if up and hand is not None else [back("small")] * 4)
        _cards(im, x, y + PLATE_H + 6, sprites)
    _seat_chips(d, view, seat, place, lang, hand if up else None)


@lru_cache(maxsize=1)
def _shadow() -> Image.Image:
    sh = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))
    ImageDraw.Draw(sh).rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), radius=6,
                                         fill=(0, 0, 0, 70))
    sh.load()
    return sh


def seat_chips(view: MatchView, seat: int, hand: Sequence | None) -> list[Chip]:
    """What is said about a seat beside its cards: a seña was made; its declarations of pares
    and juego; at the showdown, what its hand holds."""
    chips: list[Chip] = []
    if seat in view.senas_made:
        chips.append(("render.sena", {}, P.PURPLE, P.WHITE))
    if hand is not None and view.showdown:
        from ..engine.evaluate import hand_info

        info = hand_info(tuple(hand), view.rules.reyes)
        if info.pares_kind:
            chips.append((f"render.pares.{info.pares_kind}", {}, (150, 108, 20), P.WHITE))
        if info.points >= 31:
            chips.append(("render.juego", {"points": info.points}, (36, 120, 60), P.WHITE))
        else:
            chips.append(("render.punto", {"points": info.points}, (52, 88, 150), P.WHITE))
    else:
        for lance, said in (("pares", view.pares), ("juego", view.juego)):
            v = said[seat] if seat < len(said) else None
            if v is not None:
                chips.append((f"render.declared.{lance}.{'yes' if v else 'no'}", {},
                              (36, 120, 60) if v else (84, 92, 88), P.WHITE))
    return chips


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


def _seat_chips(d: ImageDraw.ImageDraw, view: MatchView, seat: int, place: str, lang: str,
                hand: Sequence | None) -> None:
    chips = seat_chips(view, seat, hand)
    sizes = [key_chip_size(k, lang, "seat", **p) for k, p, _, _ in chips]
    x, y = PLACES[place]
    if place in ("top", "bottom"):  # stacked beside the cards
        cx, cy = x + ROW_W + 10, y + 17
        for (key, params, fill, ink), (_, h) in zip(chips, sizes, strict=True):
            key_chip(d, cx, cy, key, lang, "seat", fill, ink, **params)
            cy += h + 5
        return
    # under the cards, in rows growing towards the middle
    cy = y + PLATE_H + 6 + CARD_H + 20
    for row in chip_rows([w for w, _ in sizes], SIDE_ROOM):
        if place == "left":
            cx = x
            for k in row:
                key, params, fill, ink = chips[k]
                key_chip(d, cx, cy, key, lang, "seat", fill, ink, **params)
                cx += sizes[k][0] + 5
        else:
            cx = x + ROW_W
            for k in reversed(row):
                key, params, fill, ink = chips[k]
                key_chip(d, cx, cy, key, lang, "seat", fill, ink, anchor="r", **params)
                cx -= sizes[k][0] + 5
        cy += max(sizes[k][1] for k in row) + 4


def _check(d: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A check mark (the font has none)."""
    d.line([(x - 7, y), (x - 2, y + 6), (x + 8, y - 7)], fill=P.HIGHLIGHT, width=4, joint="curve")


# --- the middle of the baize and its corner --------------------------------------------------

def _corner(d: ImageDraw.ImageDraw, view: MatchView, lang: str) -> None:
    x, y = 16, 34
    label(d, (x, y), "render.hand_number", lang, P.TEXT, "corner", n=view.hand_number)
    label(d, (x, y + 26), "render.reyes", lang, P.TEXT_DIM, "corner", n=view.rules.reyes)
    label(d, (x, y + 50), "render.tantos", lang, P.TEXT_DIM, "corner", n=view.rules.tantos)


def _centre(d: ImageDraw.ImageDraw, view: MatchView, names: Sequence[str], lang: str) -> None:
    cx, cy = CENTRE
    if view.phase == "lances" and view.lance:
        label(d, (cx, cy - 26), f"render.lance.{view.lance}", lang, P.HIGHLIGHT, "centre",
              anchor="ms")
        bet = view.bet
        if bet is None or bet.stake == 0 and not bet.ordago:
            label(d, (cx, cy + 14), "render.stake.none", lang, P.TEXT_DIM, "centre", anchor="ms")
        elif bet.ordago:
            label(d, (cx, cy + 16), "render.ordago", lang, (255, 120, 100), "centre", anchor="ms")
        else:
            label(d, (cx, cy + 14), "render.stake", lang, P.TEXT, "centre", anchor="ms",
                  stake=bet.stake)
        if bet is not None and bet.bettor is not None:
            # who made the last bet: a bar in that pair's colour
            d.rounded_rectangle((cx - 40, cy + 26, cx + 40, cy + 32), radius=3, fill=P.PAIR[bet.bettor])
        return
    key = {"mus": "render.phase.mus", "discard": "render.phase.discard",
           "hand_end": "render.phase.hand_end", "match_end": "render.phase.match_end",
           }.get(view.phase, "render.phase.hand_end")
    label(d, (cx, cy - 20), key, lang, P.HIGHLIGHT, "centre", anchor="ms")
    if view.phase in ("mus", "discard") and view.mus_rounds:
        label(d, (cx, cy + 14), "render.mus_rounds", lang, P.TEXT_DIM, "centre", anchor="ms",
              n=view.mus_rounds)
    if view.phase == "match_end" and view.winner is not None:
        w = view.winner
        label(d, (cx, cy + 14), "render.winner", lang, P.TEXT, "centre", anchor="ms")
        for k, seat in enumerate((w, w + 2)):
            text = ellipsize(names[seat], 20, box("render.winner", "centre").width, True)
            draw_text(d, (cx, cy + 44 + 26 * k), text, 20, P.PAIR[w], anchor="ms", bold=True)


# --- the right panel -------------------------------------------------------------------------

def _letter(d: ImageDraw.ImageDraw, x: float, y: float, pair: int, r: int = 11) -> None:
    """The pair's letter in a disc of its colour (A: seats 0 and 2, B: seats 1 and 3)."""
    d.ellipse((x - r, y - r, x + r, y + r), fill=P.PAIR[pair], outline=P.WHITE, width=2)
    draw_text(d, (x, y), PAIR_LETTER[pair], round(r * 1.45), P.WHITE, anchor="mm", bold=True)


def _score(im: Image.Image, d: ImageDraw.ImageDraw, view: MatchView, pair: int,
           names: Sequence[str], lang: str) -> None:
    x, y = PX, SCORE_Y[pair]
    d.rounded_rectangle((x, y, x + PW, y + SCORE_H), radius=10, fill=(22, 56, 40),
                        outline=P.PAIR[pair], width=2)
    d.rounded_rectangle((x, y, x + PW, y + 32), radius=10, fill=P.PAIR_DARK[pair])
    d.rectangle((x + 2, y + 22, x + PW - 2, y + 32), fill=P.PAIR_DARK[pair])
    _letter(d, x + 18, y + 16, pair)
    room = PW - 42
    if view.dentro[pair]:
        b = key_chip(d, x + PW - 6, y + 16, "render.dentro", lang, "score", P.HIGHLIGHT, P.INK,
                     anchor="r")
        room -= b[2] - b[0] + 6
    who = f"{names[pair]} · {names[pair + 2]}"
    draw_text(d, (x + 36, y + 17), ellipsize(who, 17, room, True), 17, P.TEXT, anchor="lm",
              bold=True)
    score = view.score[pair]
    draw_text(d, (x + 14, y + 88), str(score), 44, P.WHITE, anchor="ls", bold=True)
    draw_tokens(im, x + 80, y + 42, score, PW - 90)
    label(d, (x + 12, y + SCORE_H - 10), "render.juegos", lang, P.TEXT_DIM, "score",
          n=view.juegos[pair], of=view.rules.juegos)
    label(d, (x + 128, y + SCORE_H - 10), "render.vacas", lang, P.TEXT_DIM, "score",
          n=view.vacas[pair], of=view.rules.vacas)
    if view.winner == pair:
        _crown(d, x + PW - 22, y + 62)


def _crown(d: ImageDraw.ImageDraw, x: float, y: float) -> None:
    d.polygon([(x - 14, y + 10), (x - 16, y - 8), (x - 7, y + 1), (x, y - 12), (x + 7, y + 1),
               (x + 16, y - 8), (x + 14, y + 10)], fill=P.GOLD, outline=P.GOLD_DARK)


def _lances(d: ImageDraw.ImageDraw, view: MatchView, lang: str) -> None:
    x, y = PX + 10, PANEL_Y + 22
    label(d, (x, y), "render.lances.title", lang, P.TEXT, "panel")
    done = {r.lance: r for r in view.results}
    last = "punto" if ("punto" in done or view.lance == "punto") else "juego"
    rows = [lance for lance in LANCES if lance in ("grande", "chica", "pares", last)]
    for k, lance in enumerate(rows):
        ry = y + 40 + 38 * k
        r = done.get(lance)
        playing = view.phase == "lances" and view.lance == lance
        colour = P.HIGHLIGHT if playing else P.TEXT if r else P.TEXT_DIM
        label(d, (x, ry), f"render.lance.{lance}", lang, colour, "panel", anchor="lm")
        sx = x + box("render.lance.", "panel").width + 8
        if playing:
            key_chip(d, sx, ry, "render.outcome.playing", lang, "panel", P.HIGHLIGHT, P.INK)
        elif r is not None:
            key = f"render.outcome.{r.outcome}"
            params = {"stake": r.stake} if r.outcome == "querido" else {}
            if has(key):
                b = label(d, (sx, ry), key, lang, P.TEXT, "panel", anchor="lm", **params)
            else:
                b = draw_text(d, (sx, ry), r.outcome, 18, P.TEXT, anchor="lm")
            if r.pair is not None:
                _letter(d, b[2] + 14, ry, r.pair, 9)


def _count(d: ImageDraw.ImageDraw, lines: Sequence[CountLine], lang: str) -> None:
    x, y = PX + 10, PANEL_Y + 22
    label(d, (x, y), "render.count.title", lang, P.TEXT, "panel")
    bottom = H - 52  # room for the totals
    row = min(30, (bottom - (y + 18)) / max(1, len(lines)))
    lance_w = box("render.lance.", "panel").width
    for k, line in enumerate(lines):
        ry = y + 18 + row * (k + 0.5)
        label(d, (x, ry), f"render.lance.{line.lance}", lang, P.TEXT, "panel", anchor="lm")
        px = x + lance_w + 10
        _letter(d, px, ry, line.pair, 9)
        draw_text(d, (px + 14, ry), f"+{line.points}", 18, P.WHITE, anchor="lm", bold=True)
        key = f"render.why.{line.why}"
        wx = PX + PW - 6 - box("render.why.", "panel").width
        if has(key):
            label(d, (wx, ry), key, lang, P.TEXT_DIM, "panel", anchor="lm")
        else:  # a reason we have no word for yet: show the engine's own
            draw_text(d, (wx, ry), ellipsize(line.why.replace("_", " "), 18, PX + PW - 6 - wx),
                      18, P.TEXT_DIM, anchor="lm")
    totals = [sum(c.points for c in lines if c.pair == p) for p in (0, 1)]
    ty = H - 26
    for p in (0, 1):
        cx = PX + PW / 4 + p * PW / 2
        chip(d, cx, ty, f"{PAIR_LETTER[p]}  +{totals[p]}", 20, P.PAIR_DARK[p], P.WHITE,
             outline=P.PAIR[p], anchor="m")
