"""Tournament pictures: every word fits its box in every language; brackets of 2 to 256 pairs,
liguillas and tables of any size come out as PNGs a phone can read: at most 800 px wide (so
their 22 px words are 11 px there; tests/render/test_render_phone.py measures every word), a
big bracket as pictures of three rounds at most, a big table or many groups as pages."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from musbot.i18n import LANGS, catalogue, t, uses
from musbot.render.bracket import BracketView, TieView, bracket_image, sections
from musbot.render.bracket_tables import (
    NAME_MIN,
    GroupsView,
    StandingRow,
    StandingsView,
    _block_width,
    groups_image,
    groups_pages,
    standings_image,
    standings_pages,
)
from musbot.render.bracket_text import SAMPLES, TEXTS
from musbot.render.fonts import text_width
from musbot.render.tournament import render_bracket, render_groups, render_standings

PIC_KEYS = sorted(k for k in catalogue()["es"] if k.startswith("tourn.pic."))


def test_every_picture_word_has_a_box() -> None:
    assert set(PIC_KEYS) == set(TEXTS)


LEGEND_KEYS = ("tourn.pic.order.", "tourn.pic.key.", "tourn.pic.advance.")


@pytest.mark.parametrize("lang", LANGS)
def test_every_picture_word_fits_its_box(lang: str) -> None:
    for key in PIC_KEYS:
        if key.startswith(LEGEND_KEYS):
            continue  # wrapped at its ' · ' marks: each part must fit the narrowest picture
        box = TEXTS[key]
        text = t(key, lang, **{f: SAMPLES[f] for f in uses(lang)[key].variables})
        assert text_width(text, box.size, box.bold) <= box.width, (lang, key, text)
    narrowest = _block_width("rr", NAME_MIN)  # the legend's width in the narrowest picture
    for key in (k for k in PIC_KEYS if k.startswith(LEGEND_KEYS)):
        for part in t(key, lang, n=2).split(" · "):
            assert text_width(part, TEXTS[key].size) <= narrowest, (lang, key, part)


def bracket(pairs: int, played_rounds: int) -> BracketView:
    size = 2
    while size < pairs:
        size *= 2
    rounds = []
    names = [f"Pareja número {i}" if i <= pairs else None for i in range(1, size + 1)]
    k = 0
    while size >> (k + 1):
        ties = []
        for i in range(0, len(names), 2):
            a, b = names[i], names[i + 1]
            if k < played_rounds:
                ties.append(TieView(a, b, (1, 0), 0 if a else 1, bye=b is None))
            elif k == played_rounds and a and b:
                ties.append(TieView(a, b, (0, 0), None, playing=True))
            else:
                ties.append(TieView())
        rounds.append(tuple(ties))
        names = [n if k < played_rounds else None for n in names[::2]]
        k += 1
    return BracketView("Open de mus", tuple(rounds), names[0] if played_rounds >= k else None)


@pytest.mark.parametrize(("pairs", "expected"), [(2, 0), (3, 0), (8, 0), (13, 1), (32, 2), (64, 4), (256, 18)])
def test_brackets_of_any_size_stay_readable(pairs: int, expected: int) -> None:
    """Up to 8 pairs, one picture; then the last three rounds, and sections of two rounds with
    8 ties of the first (or one round with 16 ties two abreast), none wider than 800 px."""
    view = bracket(pairs, 2)
    im = bracket_image(view, "es")
    assert im.width <= 800 and im.height <= 800
    n = sections(view)
    assert n == expected
    for s in range(n):
        sec = bracket_image(view, "eu", s)
        assert sec.width <= 800 and sec.height <= 800
    png = render_bracket(view, "de")
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 300_000
    with pytest.raises(ValueError):
        bracket_image(view, "es", n + 1)


def test_the_sections_in_play_come_first() -> None:
    """A message holds ten pictures: the sections with a tie still to play come before those
    whose ties are all decided."""
    from musbot.i18n.alt import bracket_columns

    view = bracket(64, 1)  # round 1 played, round 2 being played
    drawn = [bracket_columns(view.rounds, s) for s in range(sections(view))]
    first_round = [cols for cols in drawn if len(cols[0][1]) == 16]  # round 1 alone: all decided
    assert drawn[-len(first_round):] == first_round and drawn[0][0][0] == 16  # round 2 first


def test_an_undrawn_bracket_says_so() -> None:
    im = bracket_image(BracketView("x", ()), "en")
    assert im.size == (640, 200)


def rows(n: int, swiss: bool) -> tuple[StandingRow, ...]:
    return tuple(StandingRow(i, f"Ane Etxeberria · Miren Goikoetxea {i}", 7 - i % 8, i % 8, 3 - i % 7, 40 - i, i % 2,
                             points=(8 - i % 8) if swiss else None, byes=1 if swiss else None,
                             buchholz=20 - i % 9 if swiss else None, head_to_head=None if swiss else i % 3)
                 for i in range(1, n + 1))


@pytest.mark.parametrize("lang", LANGS)
def test_a_big_table_goes_in_pages(lang: str) -> None:
    """32 pairs a picture, one column at most 800 px wide; each page draws its own rows."""
    view = StandingsView("Liga de invierno", True, rows(64, True))
    assert standings_pages(view) == 2
    pages = [standings_image(view, lang, p) for p in range(2)]
    assert all(im.width <= 800 and im.height < 1700 for im in pages)
    assert pages[0].width == pages[1].width  # the name column is the whole table's
    assert pages[0].tobytes() != pages[1].tobytes()
    small = standings_image(StandingsView("Liga", False, rows(6, False)), lang)
    assert small.width < 800 and standings_pages(StandingsView("Liga", False, rows(32, False))) == 1
    with pytest.raises(ValueError):
        standings_image(view, lang, 2)


def test_groups_and_an_empty_table_render() -> None:
    png = render_groups(GroupsView("Liguilla", tuple(rows(4, False) for _ in range(6)), 2), "eu")
    im = Image.open(io.BytesIO(png))
    assert im.height > 2 * im.width  # six groups: one column, for a phone
    many = GroupsView("Liguilla", tuple(rows(4, False) for _ in range(12)), 2)
    assert groups_pages(many) == 2  # twelve: two pages of six
    assert groups_image(many, "eu", 1).size == im.size
    assert render_standings(StandingsView("x", False, ()), "es")[:4] == b"\x89PNG"


def test_a_tournament_message_draws_the_pictures_it_holds() -> None:
    """A Discord message holds ten pictures: a bracket of 256 pairs draws its last rounds and
    the nine sections that come first (those with ties to play), each with its own words; a
    table of 40 pairs its two pages."""
    from musbot.i18n.alt import tournament_alt
    from musbot.presenter.tournament_pictures import PICTURES
    from musbot.presenter.tournament_pictures import draw as _draw

    view = bracket(256, 1)
    drawn = _draw([view], "es")
    assert len(drawn) == PICTURES == 10 < 1 + sections(view)
    assert [alt for _, alt in drawn] == [tournament_alt(view, "es", part) for part in (None, *range(9))]
    table = StandingsView("Liga", False, rows(40, False))
    assert [alt for _, alt in _draw([table], "en")] == [tournament_alt(table, "en", p) for p in (0, 1)]
