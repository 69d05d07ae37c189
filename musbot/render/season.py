"""``render_season``: the champions' picture of a season that ends: the champions
on a gold band, then the season's top players and top pairs, in the leaderboard's style."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from ..i18n import norm_lang, t
from ..i18n.numbers import format_number
from . import palette as P
from .encode import png_bytes
from .fonts import draw_text, ellipsize, fit_size

W = 800
ROW_H = 42
MAX_ROWS = 5  # each list: a top five keeps the picture inside Discord's 4:3 box
MEDALS = ((236, 190, 50), (196, 200, 210), (205, 127, 50))
BAND = (74, 56, 14)  # the champions' band: dark gold under gold letters
COLS = {"rank": 40, "name": 74, "rating": 600, "won": 776}
TEXT = 22  # the smallest words: 11 px on a phone, where the picture is 400 px wide


@dataclass(frozen=True, slots=True)
class BoardRow:
    place: int
    name: str  # a player, or "A & B" for a pair
    rating: float | None  # players: mu - 3 sigma; pairs: strength (None: unrated)
    partidas: int
    won: int
    champion: bool


@dataclass(frozen=True, slots=True)
class SeasonBoard:
    season: int
    server: str | None
    players: tuple[BoardRow, ...]
    pairs: tuple[BoardRow, ...]
    champions: tuple[str, ...]
    lang: str


def render_season(board: SeasonBoard) -> bytes:
    """PNG bytes of the champions' picture (a pure function of frozen data: run it in a thread)."""
    return png_bytes(season_image(board))


def _section_height(rows: tuple[BoardRow, ...]) -> int:
    return 44 + max(1, min(len(rows), MAX_ROWS)) * ROW_H + 10


def season_image(board: SeasonBoard) -> Image.Image:
    lang = norm_lang(board.lang)
    height = 62 + 86 + _section_height(board.players) + _section_height(board.pairs) + 8
    im = Image.new("RGB", (W, height), P.PANEL)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, W, 62), fill=P.FELT)
    title = t("render.season.title", lang, season=board.season)
    size = fit_size(title, 34, 420, True, TEXT)
    head = draw_text(d, (24, 44), title, size, P.WHITE, bold=True)
    if board.server:
        room = W - 24 - (head[2] + 16)
        draw_text(d, (head[2] + 16, 44), ellipsize(f"· {board.server}", 26, room), 26, P.TEXT_DIM)
    y = 62
    _champions(d, y, board, lang)
    y += 86
    y = _section(d, y, t("history.season.top_players", lang), board.players, lang, with_rating=True)
    _section(d, y, t("history.season.top_pairs", lang), board.pairs, lang, with_rating=True)
    return im


def _champions(d: ImageDraw.ImageDraw, y: int, board: SeasonBoard, lang: str) -> None:
    d.rectangle((0, y, W, y + 86), fill=BAND)
    cx, cy = 56, y + 43
    _cup(d, cx, cy)
    heading = t("render.season.champions", lang)
    draw_text(d, (100, y + 32), heading, fit_size(heading, TEXT, 660, True, TEXT), P.GOLD_LIGHT, bold=True)
    names = " & ".join(board.champions) if board.champions else t("history.season.no_champions", lang)
    size = fit_size(names, 30, 680, True, min_size=TEXT)
    draw_text(d, (100, y + 68), ellipsize(names, size, 680, True), size, P.GOLD if board.champions else P.TEXT_DIM,
              bold=True)


def _cup(d: ImageDraw.ImageDraw, cx: int, cy: int) -> None:
    """A small trophy: a cup, its handles, a stem and a base, in gold with ink outlines."""
    d.arc((cx - 30, cy - 26, cx - 6, cy + 2), 90, 270, fill=P.GOLD, width=5)
    d.arc((cx + 6, cy - 26, cx + 30, cy + 2), 270, 90, fill=P.GOLD, width=5)
    d.pieslice((cx - 22, cy - 48, cx + 22, cy + 8), 0, 180, fill=P.GOLD, outline=P.GOLD_DARK, width=2)
    d.rectangle((cx - 22, cy - 27, cx + 22, cy - 20), fill=P.GOLD)
    d.rectangle((cx - 4, cy + 8, cx + 4, cy + 22), fill=P.GOLD_DARK)
    d.rounded_rectangle((cx - 16, cy + 21, cx + 16, cy + 31), radius=3, fill=P.GOLD, outline=P.GOLD_DARK, width=2)


def _section(d: ImageDraw.ImageDraw, y: int, heading: str, rows: tuple[BoardRow, ...], lang: str,
             with_rating: bool) -> int:
    draw_text(d, (COLS["name"], y + 32), heading, fit_size(heading, TEXT, 480, True, TEXT), P.TEXT_DIM, bold=True)
    rating_head = t("render.season.rating", lang)
    won_head = t("render.season.won", lang)
    if with_rating:
        draw_text(d, (COLS["rating"], y + 32), rating_head, fit_size(rating_head, TEXT, 130, True, TEXT), P.TEXT_DIM,
                  anchor="rs", bold=True)
    draw_text(d, (COLS["won"], y + 32), won_head, fit_size(won_head, TEXT, 140, True, TEXT), P.TEXT_DIM, anchor="rs",
              bold=True)
    y += 44
    if not rows:
        draw_text(d, (W / 2, y + ROW_H / 2), "—", 24, P.TEXT_DIM, anchor="mm")
        return y + ROW_H + 10
    for k, row in enumerate(rows[:MAX_ROWS]):
        top = y + k * ROW_H
        fill = (52, 84, 62) if row.champion else (20, 52, 36) if k % 2 == 0 else P.PANEL
        d.rounded_rectangle((10, top + 2, W - 10, top + ROW_H - 2), radius=8, fill=fill,
                            outline=P.GOLD if row.champion else None, width=2 if row.champion else 0)
        cy = top + ROW_H / 2
        if row.place <= 3:
            r = 16
            d.ellipse((COLS["rank"] - r, cy - r, COLS["rank"] + r, cy + r), fill=MEDALS[row.place - 1])
            draw_text(d, (COLS["rank"], cy), str(row.place), TEXT, P.INK, anchor="mm", bold=True)
        else:
            draw_text(d, (COLS["rank"], cy), str(row.place), TEXT, P.TEXT, anchor="mm", bold=True)
        room = COLS["rating"] - 130 - COLS["name"]
        draw_text(d, (COLS["name"], cy), ellipsize(row.name, 22, room, True), 22, P.WHITE, anchor="lm", bold=True)
        if with_rating:
            rating = format_number(row.rating, lang, 1) if row.rating is not None else "—"
            draw_text(d, (COLS["rating"], cy), rating, 22, P.HIGHLIGHT, anchor="rm", bold=True)
        draw_text(d, (COLS["won"], cy), f"{row.won}/{row.partidas}", 22, P.TEXT, anchor="rm")
    return y + min(len(rows), MAX_ROWS) * ROW_H + 10
