"""Tournament pictures: every word fits its box in every language; brackets of 2 to 256 pairs,
a 6-group liguilla and a 64-pair table come out as readable PNGs of sensible size."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from musbot.i18n import LANGS, catalogue, t, uses
from musbot.render.bracket import BracketView, TieView, bracket_image, sections
from musbot.render.bracket_tables import (
    NAME_MIN,
    NUM_SIZE,
    GroupsView,
    StandingRow,
    StandingsView,
    _block_width,
    groups_image,
    standings_image,
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
            else:
                ties.append(TieView())
        rounds.append(tuple(ties))
        names = [n if k < played_rounds else None for n in names[::2]]
        k += 1
    return BracketView("Open de mus", tuple(rounds), names[0] if played_rounds >= k else None)


@pytest.mark.parametrize("pairs", [2, 3, 8, 13, 64, 256])
def test_brackets_of_any_size_stay_readable(pairs: int) -> None:
    view = bracket(pairs, 2)
    im = bracket_image(view, "es")
    assert im.width <= 1500 and im.height <= 700  # at most 4 rounds and 8 first ties a picture
    n = sections(view)
    size = len(view.rounds[0]) * 2
    assert n == (0 if size <= 16 else size // 16)  # 16 pairs a section picture
    for s in range(n):
        sec = bracket_image(view, "eu", s)
        assert sec.width <= 1500 and sec.height <= 700
    png = render_bracket(view, "de")
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) < 300_000
    with pytest.raises(ValueError):
        bracket_image(view, "es", n + 1)


def test_an_undrawn_bracket_says_so() -> None:
    im = bracket_image(BracketView("x", ()), "en")
    assert im.size == (640, 200)


def rows(n: int, swiss: bool) -> tuple[StandingRow, ...]:
    return tuple(StandingRow(i, f"Ane Etxeberria · Miren Goikoetxea {i}", 7 - i % 8, i % 8, 3 - i % 7, 40 - i, i % 2,
                             points=(8 - i % 8) if swiss else None, byes=1 if swiss else None,
                             buchholz=20 - i % 9 if swiss else None, head_to_head=None if swiss else i % 3)
                 for i in range(1, n + 1))


@pytest.mark.parametrize("lang", LANGS)
def test_a_64_pair_table_goes_in_two_blocks(lang: str) -> None:
    im = standings_image(StandingsView("Liga de invierno", True, rows(64, True)), lang)
    assert 1000 < im.width < 2000 and im.height < 1400  # two blocks of 32
    small = standings_image(StandingsView("Liga", False, rows(6, False)), lang)
    assert small.width < 1000


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("swiss", [True, False])
def test_a_table_of_32_stays_legible_on_a_phone(lang: str, swiss: bool) -> None:
    """Discord shows a picture 400 px wide on a phone: a table of up to 32 pairs with the
    longest names is one block narrow enough that its numbers stay 10 px or more there, and
    its legend 9.5 px."""
    im = standings_image(StandingsView("Liga de invierno", swiss, rows(32, swiss)), lang)
    scale = 400 / im.width
    assert NUM_SIZE * scale >= 10 and TEXTS["tourn.pic.order.rr"].size * scale >= 9.5, im.width
    groups = groups_image(GroupsView("Liguilla", tuple(rows(6, False) for _ in range(6)), 2), lang)
    assert NUM_SIZE * 400 / groups.width >= 10  # six groups of six: one column


def test_groups_and_an_empty_table_render() -> None:
    png = render_groups(GroupsView("Liguilla", tuple(rows(4, False) for _ in range(6)), 2), "eu")
    im = Image.open(io.BytesIO(png))
    assert im.height > 2 * im.width  # six groups: one column, for a phone
    wide = groups_image(GroupsView("Liguilla", tuple(rows(4, False) for _ in range(12)), 2), "eu")
    assert wide.width > 2 * im.width - 100  # twelve: two columns
    assert render_standings(StandingsView("x", False, ()), "es")[:4] == b"\x89PNG"
