"""Every word of every picture is readable on a phone: Discord shows a picture scaled to the
phone's width, about 400 px, so a text of font size ``s`` in a picture ``w`` px wide is
``s * 400 / w`` px there (a picture narrower than 400 px is shown at its own size). Every text
drawn, in every picture kind, scene and language, is at least 11 px there (the font size, its
em: Aileron's capitals are 0.7 of it, 7.7 px).

The texts are the ones ``fonts.recording`` saw the picture draw (every word goes through
``draw_text``); the pictures are drawn the plain way (``table_image``, ``hand_image``), not
from the tile caches, so that each draws all its words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PIL import Image
from render_helpers import PHONE_MIN_PX, illegible

from musbot.engine.view import MatchView
from musbot.i18n import DEFAULT_LANG, LANGS, catalogue, t
from musbot.render import sprites
from musbot.render.achievements import badges_image
from musbot.render.bracket import BracketView, TieView, bracket_image, sections
from musbot.render.bracket_tables import (
    GroupsView,
    StandingRow,
    StandingsView,
    groups_image,
    groups_pages,
    standings_image,
    standings_pages,
)
from musbot.render.chart import chart_image
from musbot.render.hand import hand_image
from musbot.render.leaderboard import LeaderboardRow, leaderboard_image
from musbot.render.samples import sample_leaderboard, sample_points
from musbot.render.scenes import HANDS, NAMES, views
from musbot.render.season import BoardRow, SeasonBoard, season_image
from musbot.render.table import table_image

VIEWS = views()
LONG_NAMES = ("Bartolomé de las Casas", "Mikel Etxeberria Goikoetxea", "A" * 40, "名前 🎲 Ñandú")


@pytest.fixture(scope="module", autouse=True)
def _cards_loaded() -> None:
    """The card sprites are pictures, not words: loaded before anything is recorded."""
    sprites.preload()


def assert_legible(draw: Callable[[], Image.Image], what: object) -> None:
    small = illegible(draw)
    assert not small, (what, small[:8])


def seen_by(view: MatchView, seat: int | None) -> MatchView:
    """``view`` as ``seat`` sees it: its own hand face up, the others' only at the showdown."""
    if seat is None:
        return view
    return replace(view, seat=seat, hand=HANDS[seat],
                   hands=tuple(h if s == seat or view.showdown else None for s, h in enumerate(HANDS)))


def crowded() -> list[MatchView]:
    every = dict(senas_made=(0, 1, 2, 3), pares=(True, False, True, True), juego=(True, True, False, True),
                 dentro=(True, True), score=(39, 38), juegos=(4, 4), vacas=(2, 2),
                 rules=replace(VIEWS["juego"].rules, juegos=5, vacas=3))
    return [replace(VIEWS["juego"], **every), replace(VIEWS["hand_end"], **every),  # type: ignore[arg-type]
            replace(VIEWS["match_end"], **every, winner=1)]  # type: ignore[arg-type]


def played(seed: int, seat: int | None) -> list[MatchView]:
    """A seeded partida's views after each action (the replay's steps): every phase."""
    import random

    from musbot.engine import Match, Rules

    rng = random.Random(seed)
    match = Match.new(Rules(), seed=seed)
    out = []
    while len(out) < 120 and match.phase != "match_end":
        if match.phase == "hand_end":
            match.next_hand()
        else:
            who = sorted(match.to_act())[rng.randrange(len(match.to_act()))]
            legal = match.legal_actions(who)
            match.apply(who, legal[rng.randrange(len(legal))])
        out.append(match.view(seat))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_table_picture_is_legible_at_phone_width(lang: str) -> None:
    """The table in every phase (waiting, each lance, the count, the end), as a spectator and
    from each seat (a replay shows a player's own cards), crowded, with long names."""
    for name, view in VIEWS.items():
        for seat in (None, 0, 1, 2, 3):
            seen = seen_by(view, seat)
            assert_legible(lambda v=seen: table_image(v, NAMES, lang), (name, seat))
    for view in crowded():
        for names in (NAMES, LONG_NAMES):
            assert_legible(lambda v=view, n=names: table_image(v, n, lang), (view.phase, names))


@pytest.mark.parametrize("seat", [None, 2])
def test_a_replays_steps_are_legible_at_phone_width(seat: int | None) -> None:
    for view in played(7, seat):
        assert_legible(lambda v=view: table_image(v, NAMES, "eu"), (view.phase, view.lance))


@pytest.mark.parametrize("lang", LANGS)
def test_every_hand_picture_is_legible_at_phone_width(lang: str) -> None:
    for cards in HANDS:
        for reyes in (4, 8):
            assert_legible(lambda c=cards, r=reyes: hand_image(tuple(c), lang, r, True), (cards, reyes))
    assert_legible(lambda: hand_image(tuple(HANDS[0][:2]), lang, 8, False), "two cards")


@pytest.mark.parametrize("lang", LANGS)
def test_rankings_charts_and_seasons_are_legible_at_phone_width(lang: str) -> None:
    rows = sample_leaderboard()
    assert_legible(lambda: leaderboard_image(rows, lang, "Mus Txoko", highlight=3), "leaderboard")
    long = [LeaderboardRow(n, 24.5 - k, 300, 150) for k, n in enumerate(LONG_NAMES * 3)]
    assert_legible(lambda: leaderboard_image(long, lang, "A" * 60, first_rank=91), "long leaderboard")
    assert_legible(lambda: leaderboard_image([LeaderboardRow("Ane", 31.4, 0, 0, 2)], lang), "msst")
    assert_legible(lambda: leaderboard_image([], lang), "empty leaderboard")
    for points in (sample_points(), [], [0.0], [1.5, 3.25]):
        assert_legible(lambda p=points: chart_image(p, lang, "Itziar"), ("chart", len(points)))
    players = tuple(BoardRow(k, n, 20.5 - k, 40, 30 - k, k == 1) for k, n in enumerate(LONG_NAMES * 2, 1))
    pairs = tuple(BoardRow(k, f"{n} & {n}", None, 12, 9, k == 1) for k, n in enumerate(LONG_NAMES, 1))
    for board in (SeasonBoard(3, "Mus Txoko", players, pairs, ("Ane", "Mikel"), lang),
                  SeasonBoard(12, None, (), (), (), lang)):
        assert_legible(lambda b=board: season_image(b), ("season", board.season))


@pytest.mark.parametrize("lang", LANGS)
def test_the_logros_are_legible_at_phone_width(lang: str) -> None:
    titles = [t(k, lang) + (" ×3" if n % 3 == 0 else "") for n, k in enumerate(
        sorted(k for k in catalogue()[DEFAULT_LANG] if k.startswith("achievement.") and k.endswith(".name")))]
    assert titles
    for some in (titles, titles[:1], ["A" * 80]):
        assert_legible(lambda s=some: badges_image(s), ("logros", len(some)))


def bracket(pairs: int, played_rounds: int, long: bool = False) -> BracketView:
    """A bracket of ``pairs`` (byes to the next power of two), its first rounds played."""
    size = 2
    while size < pairs:
        size *= 2
    rounds = []
    label = "Etxeberria Goikoetxea & Fernández de Córdoba {}" if long else "Pareja {}"
    names = [label.format(i) if i <= pairs else None for i in range(1, size + 1)]
    k = 0
    while size >> (k + 1):
        ties = []
        for i in range(0, len(names), 2):
            a, b = names[i], names[i + 1]
            if k < played_rounds:
                ties.append(TieView(a, b, (2, 1) if b else None, 0, walkover=i % 6 == 2 and b is not None,
                                    bye=b is None))
            elif k == played_rounds:
                ties.append(TieView(a, b, (1, 1), None, playing=True))
            else:
                ties.append(TieView())
        rounds.append(tuple(ties))
        names = [n if k < played_rounds else None for n in names[::2]]
        k += 1
    return BracketView("Open de mus de invierno", tuple(rounds), names[0] if played_rounds >= k else None)


@pytest.mark.parametrize("lang", LANGS)
def test_every_bracket_picture_is_legible_at_phone_width(lang: str) -> None:
    for pairs in (2, 3, 5, 8, 9, 13, 16, 17, 32, 64, 256):
        for played_rounds in (0, 1, 9):
            view = bracket(pairs, played_rounds, long=pairs in (8, 16))
            assert_legible(lambda v=view: bracket_image(v, lang), (pairs, played_rounds))
            for s in range(sections(view)):
                assert_legible(lambda v=view, s=s: bracket_image(v, lang, s), (pairs, played_rounds, s))
    assert_legible(lambda: bracket_image(BracketView("x", ()), lang), "empty bracket")


def rows(n: int, swiss: bool) -> tuple[StandingRow, ...]:
    return tuple(StandingRow(i, f"Ane Etxeberria · Miren Goikoetxea {i}", 7 - i % 8, i % 8, 3 - i % 7, 140 - 9 * i,
                             i % 2, points=(8 - i % 8) if swiss else None, byes=1 if swiss else None,
                             buchholz=20 - i % 9 if swiss else None, head_to_head=None if swiss else i % 3,
                             mark=i < 3) for i in range(1, n + 1))


@pytest.mark.parametrize("lang", LANGS)
def test_every_standings_and_groups_picture_is_legible_at_phone_width(lang: str) -> None:
    for n in (0, 1, 6, 32, 33, 64, 100):
        for swiss in (True, False):
            table = StandingsView("Liga de invierno", swiss, rows(n, swiss))
            for page in range(standings_pages(table)):
                assert_legible(lambda v=table, p=page: standings_image(v, lang, p), ("standings", n, swiss, page))
    for groups, size in ((1, 4), (4, 4), (6, 6), (7, 4), (12, 4), (17, 3)):
        view = GroupsView("Liguilla", tuple(rows(size, False) for _ in range(groups)), 2)
        for page in range(groups_pages(view)):
            assert_legible(lambda v=view, p=page: groups_image(v, lang, p), ("groups", groups, page))


def test_the_measure_sees_a_small_text() -> None:
    """The helper itself: a picture with a word too small at 400 px is caught."""
    from PIL import ImageDraw

    from musbot.render.fonts import draw_text

    def picture(size: int) -> Image.Image:
        im = Image.new("RGB", (800, 100))
        draw_text(ImageDraw.Draw(im), (10, 50), "8 reyes", size, (255, 255, 255))
        return im

    assert illegible(lambda: picture(20)) and not illegible(lambda: picture(2 * PHONE_MIN_PX))
