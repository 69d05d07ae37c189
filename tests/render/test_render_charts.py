"""render_leaderboard and render_rating_history."""

from __future__ import annotations

import pytest
from render_helpers import MAX_PNG, decode, region_has

from musbot.render import render_leaderboard, render_rating_history
from musbot.render.chart import chart_image, nice_ticks
from musbot.render.leaderboard import LeaderboardRow, leaderboard_image
from musbot.render.palette import HIGHLIGHT

ROWS = [LeaderboardRow(f"Player {k}", 1700 - 13.5 * k, 30 - k, 20 - k) for k in range(12)]


@pytest.mark.parametrize("lang", ["es", "en", "de", "eu"])
def test_leaderboard_renders(lang):
    png = render_leaderboard(ROWS, lang, title="Mus Txoko")
    im = decode(png)
    assert im.width == 800 and im.height > 400
    assert len(png) < MAX_PNG


def test_leaderboard_height_follows_rows_and_caps():
    a = leaderboard_image(ROWS[:3]).height
    b = leaderboard_image(ROWS).height
    c = leaderboard_image(ROWS * 3).height  # at most 10 rows
    assert a < b == c
    assert b == leaderboard_image(ROWS[:10]).height
    assert b <= 600  # within the 4:3 box Discord shows (800 x 600)


def test_leaderboard_highlights_the_asking_player():
    plain = leaderboard_image(ROWS[:5])
    marked = leaderboard_image(ROWS[:5], highlight="Player 3")
    assert plain.tobytes() != marked.tobytes()
    y = 104 + 3 * 46
    assert region_has(marked, (8, y, 800, y + 46), HIGHLIGHT, tol=30, min_share=0.01)


def test_leaderboard_accepts_tuples_and_empty():
    assert decode(render_leaderboard([("Ane", 1500.0, 0, 0)], "es")).width == 800
    assert decode(render_leaderboard([], "eu")).width == 800


@pytest.mark.parametrize("points", [[], [1500.0], [1500, 1510], [1500 + (k % 7) * 9 for k in range(300)]])
def test_rating_history_renders(points):
    png = render_rating_history(points, "de", name="Itziar")
    im = decode(png)
    assert im.size == (800, 450)
    assert len(png) < MAX_PNG


def test_rating_line_is_drawn():
    im = chart_image([1400, 1450, 1420, 1500, 1600], "es")
    assert region_has(im, (84, 86, 772, 386), (96, 170, 255), tol=40, min_share=0.005)


def test_nice_ticks_cover_the_range():
    ticks = nice_ticks(1487.0, 1612.0)
    assert ticks[0] <= 1487 and ticks[-1] >= 1612
    steps = {round(b - a, 6) for a, b in zip(ticks, ticks[1:], strict=False)}
    assert len(steps) == 1
    assert nice_ticks(5, 5)[-1] > 5
