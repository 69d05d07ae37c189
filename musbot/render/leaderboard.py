"""``render_leaderboard``: a server's ranking as a picture (rank, player, rating, games, wins)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from ..i18n import norm_lang
from ..i18n.numbers import format_number, format_percent
from . import palette as P
from .boxes import box, label
from .encode import png_bytes
from .fonts import draw_text, ellipsize

W = 800
ROW_H = 46
TOP = 104
MAX_ROWS = 10  # a top ten keeps the picture no taller than Discord's 4:3 box
MEDALS = ((236, 190, 50), (196, 200, 210), (205, 127, 50))
COLS = {"rank": 44, "name": 84, "rating": 528, "games": 638, "wins": 776}  # rank centre, name
# left, the numbers' right edges
TEXT = 22  # the smallest words: 11 px on a phone, where the picture is 400 px wide


@dataclass(frozen=True, slots=True)
class LeaderboardRow:
    name: str
    rating: float
    games: int
    wins: int
    decimals: int = 1  # of the rating as drawn, as the ranking's text (mu - 3 sigma: one; MSST: two)


def render_leaderboard(rows: Sequence[LeaderboardRow | tuple[Any, ...]], lang: str = "es",
                       title: str | None = None, highlight: str | int | None = None,
                       first_rank: int = 1) -> bytes:
    """PNG bytes of up to 10 rows (best first). ``title``: e.g. the server's name, drawn after
    the heading; ``highlight``: a row's name or index to mark (the player who asked)."""
    return png_bytes(leaderboard_image(rows, lang, title, highlight, first_rank))


def leaderboard_image(rows: Sequence[LeaderboardRow | tuple[Any, ...]], lang: str = "es",
                      title: str | None = None, highlight: str | int | None = None,
                      first_rank: int = 1) -> Image.Image:
    lang = norm_lang(lang)
    items = [r if isinstance(r, LeaderboardRow) else LeaderboardRow(*r) for r in rows][:MAX_ROWS]
    height = TOP + max(1, len(items)) * ROW_H + 18
    im = Image.new("RGB", (W, height), P.PANEL)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, W, 62), fill=P.FELT)
    head = label(d, (24, 44), "render.lb.title", lang, P.WHITE, "title")
    if title:
        room = W - 24 - (head[2] + 16)
        draw_text(d, (head[2] + 16, 44), ellipsize(f"· {title}", 26, room), 26, P.TEXT_DIM)
    hy = 88
    label(d, (COLS["name"], hy), "render.lb.player", lang, P.TEXT_DIM, "head")
    for col in ("rating", "games", "wins"):
        label(d, (COLS[col], hy), f"render.lb.{col}", lang, P.TEXT_DIM, "head", anchor="rs")
    if not items:
        label(d, (W / 2, TOP + ROW_H / 2 + 8), "render.lb.empty", lang, P.TEXT, "body", anchor="mm")
        return im
    name_room = COLS["rating"] - box("render.lb.rating", "head").width - COLS["name"] - 8
    for k, row in enumerate(items):
        y = TOP + k * ROW_H
        mine = highlight is not None and (highlight == k or highlight == row.name)
        fill = (52, 84, 62) if mine else (20, 52, 36) if k % 2 == 0 else P.PANEL
        d.rounded_rectangle((10, y + 2, W - 10, y + ROW_H - 2), radius=8, fill=fill,
                            outline=P.HIGHLIGHT if mine else None, width=2 if mine else 0)
        cy = y + ROW_H / 2
        rank = first_rank + k
        if rank <= 3:
            r = 16
            d.ellipse((COLS["rank"] - r, cy - r, COLS["rank"] + r, cy + r), fill=MEDALS[rank - 1])
            draw_text(d, (COLS["rank"], cy), str(rank), TEXT, P.INK, anchor="mm", bold=True)
        else:
            draw_text(d, (COLS["rank"], cy), str(rank), TEXT, P.TEXT, anchor="mm", bold=True)
        draw_text(d, (COLS["name"], cy), ellipsize(row.name, 24, name_room, True), 24, P.WHITE,
                  anchor="lm", bold=True)
        draw_text(d, (COLS["rating"], cy), format_number(row.rating, lang, row.decimals), 24, P.HIGHLIGHT, anchor="rm",
                  bold=True)
        draw_text(d, (COLS["games"], cy), str(row.games), TEXT, P.TEXT, anchor="rm")
        pct = (f"{row.wins} ({format_percent(row.wins / row.games, lang)})" if row.games
               else str(row.wins))
        draw_text(d, (COLS["wins"], cy), pct, TEXT, P.TEXT, anchor="rm")
    return im
