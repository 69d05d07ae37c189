"""A season that ends and a player's logros, in words and pictures, in every language:
the champions' message names the champions and the top players and pairs, its picture is a PNG
of Discord's width that a screen reader hears as the same, and logros are drawn as medals."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from musbot.i18n import LANGS, t
from musbot.league.models import SeasonClose
from musbot.presenter.league import (
    achievement_lines,
    achievement_titles,
    player_picture,
    season_alt,
    season_board,
    season_lines,
)
from musbot.render.achievements import with_badges
from musbot.render.season import render_season
from musbot.store.history_models import Achievement, StandingRow
from musbot.store.models import Player, RatingPoint

LONG = "Begoña Etxeberria Goikoetxea-Urrutikoetxea"


def _p(pid: int, name: str) -> Player:
    return Player(pid, 1, 1000 + pid, None, name)


def _close(champions: bool = True) -> SeasonClose:
    ana, bea, car, dan = _p(1, "Ana"), _p(2, LONG), _p(3, "Car"), _p(4, "Dan")
    players = (StandingRow("player", 1, ana, None, 12, 9, 27.4, False),
               StandingRow("player", 2, bea, None, 14, 8, 25.1, False),
               StandingRow("player", 3, car, None, 10, 5, None, False))
    pairs = (StandingRow("pair", 1, ana, bea, 8, 7, 26.2, True),
             StandingRow("pair", 2, car, dan, 6, 3, 20.1, False))
    if not champions:
        return SeasonClose(1, 4, 5, None, (), (), (), (), None, None)
    return SeasonClose(1, 3, 4, "2026-12", players, pairs, (ana, bea), (car,), 77, 88)


@pytest.mark.parametrize("lang", LANGS)
def test_the_champions_message_and_picture_say_the_same(lang: str) -> None:
    close = _close()
    title, lines = season_lines(close, lang)
    text = "\n".join(lines)
    assert title == t("history.season.closed_title", lang, season=3)
    assert t("history.season.champions", lang, names=f"Ana & {LONG}") in text
    assert all(name in text for name in ("Car", "Dan")) and "2026-12" in text
    alt = season_alt(close, lang)
    assert "Ana" in alt and "Car" in alt and len(alt) <= 1024
    picture = Image.open(io.BytesIO(render_season(season_board(close, lang, "Taberna"))))
    assert picture.format == "PNG" and picture.width == 800 and picture.height <= 600  # Discord's 4:3 box


@pytest.mark.parametrize("lang", LANGS)
def test_a_season_nobody_played_has_no_champions(lang: str) -> None:
    close = _close(champions=False)
    _title, lines = season_lines(close, lang)
    assert lines[0] == t("history.season.no_champions", lang)
    assert t("history.season.no_champions", lang) in season_alt(close, lang)
    assert render_season(season_board(close, lang)).startswith(b"\x89PNG")


def test_logros_in_stats_and_as_medals_under_the_picture() -> None:
    held = [Achievement("primera", 1, 1, None, "x"), Achievement("ordago", 3, 2, 4, "x")]
    lines = achievement_lines(held, "es")
    assert lines[1] == t("history.stats.achievement", "es", title=t("achievement.primera.name", "es"))
    assert lines[2] == t("history.stats.achievement_times", "es", title=t("achievement.ordago.name", "es"), times=3)
    assert achievement_lines([], "es")[1] == t("history.achievements.none", "es")
    titles = achievement_titles(held, "en")
    chart = Image.new("RGB", (800, 450))
    buf = io.BytesIO()
    chart.save(buf, "PNG")
    drawn = Image.open(io.BytesIO(with_badges(buf.getvalue(), titles)))
    assert drawn.width == 800 and drawn.height > 450  # the medals' strip under the chart
    alone = Image.open(io.BytesIO(with_badges(None, titles * 6)))
    assert alone.width == 800 and alone.height > 2 * 40  # a long list wraps onto more lines


async def test_a_players_picture_is_the_rating_chart_with_the_logros_under_it() -> None:
    """/mus stats: no picture before a second partida (no chart yet: the logros are in the
    text); then the rating chart, the logros as medals under it when there are any, and an alt
    text that says the chart, then the logros."""
    held = [Achievement("primera", 1, 1, None, "x")]
    first = [RatingPoint(1, "2026-01-05T20:00:00.000000Z", 26.0, 7.9)]
    assert await player_picture(first, held, "es", "Ana") is None
    two = [*first, RatingPoint(2, "2026-01-06T20:00:00.000000Z", 27.5, 7.2)]
    bare = await player_picture(two, [], "es", "Ana")
    drawn = await player_picture(two, held, "es", "Ana")
    assert bare is not None and drawn is not None
    chart, with_medals = Image.open(io.BytesIO(bare[0])), Image.open(io.BytesIO(drawn[0]))
    assert chart.size == (800, 450) and with_medals.width == 800 and with_medals.height > 450
    title = t("achievement.primera.name", "es")
    assert title not in bare[1] and drawn[1].index(title) > drawn[1].index("Ana")
