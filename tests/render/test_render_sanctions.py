"""A pair's sanctions in the standings (the club's rule: a warning, a juego lost, then
disqualification, recorded and shown): every standings, groups and ceros picture draws chips
after a sanctioned pair's name, in that pair's row and nowhere else, strikes a disqualified
pair through, and adds a legend line only when some row has a sanction; its alt text says the
sanctions in the reader's language. Drawn by the real renderer and read back from the PNG."""

from __future__ import annotations

import asyncio
import io
from dataclasses import replace

import pytest
from PIL import Image, ImageChops

from musbot.i18n import LANGS, t
from musbot.i18n.alt import tournament_alt
from musbot.i18n.counts import tn
from musbot.presenter import tournament_pictures
from musbot.render import palette as P
from musbot.render.bracket_tables import HEAD_H, ROW_H, GroupsView, StandingRow, StandingsView
from musbot.render.ceros_table import CerosCell, CerosRow, CerosStageView, CerosView, sample
from musbot.render.fonts import recording
from musbot.render.sanction_marks import JUEGO_FILL, OUT_FILL, WARNING_FILL, Sanctions
from musbot.render.tournament import render_tournament
from musbot.tournaments.club import Sanction
from musbot.tournaments.simulate import play

ESCALATED = Sanctions(warnings=2, juegos=1, disqualified=True)
LONG = "Pareja de nombre bastante largo"  # the name column at its widest, sanctions or not
SHORT = "Ane & Jon"  # a name that leaves room for every chip


def rows(sanctioned: Sanctions, at: int = 2, n: int = 5, name: str = LONG) -> tuple[StandingRow, ...]:
    return tuple(StandingRow(i, f"{name} {i}", 5 - i, i - 1, 3 - i, 20 - 5 * i, points=5 - i, byes=0, buchholz=8,
                             head_to_head=0, sanctions=sanctioned if i == at else Sanctions()) for i in range(1, n + 1))


def ceros(sanctioned: Sanctions, at: int = 2, name: str = LONG) -> CerosView:
    view = sample()
    stage = view.stages[0]
    stage = replace(stage, rows=tuple(replace(r, name=f"{name} {r.place}",
                                              sanctions=sanctioned if r.place == at else Sanctions())
                                      for r in stage.rows))
    return replace(view, stages=(stage, *view.stages[1:]))


def png(view: object, lang: str = "es") -> Image.Image:
    return Image.open(io.BytesIO(render_tournament(view, lang))).convert("RGB")  # type: ignore[arg-type]


def near(im: Image.Image, colour: tuple[int, int, int]) -> int:
    """How many pixels are within a few levels of ``colour`` (the PNG maps it onto a palette)."""
    data = im.tobytes()
    return sum(1 for p in zip(data[0::3], data[1::3], data[2::3], strict=True)
               if max(abs(a - b) for a, b in zip(p, colour, strict=True)) <= 12)


def changed_rows(plain: Image.Image, marked: Image.Image) -> tuple[int, int]:
    """The first and last line of pixels that differ above the legend (same widths)."""
    assert plain.width == marked.width
    top = plain.crop((0, 0, plain.width, plain.height - 120))
    box = ImageChops.difference(top, marked.crop((0, 0, plain.width, top.height))).getbbox()
    assert box is not None
    return box[1], box[3]


def band(im: Image.Image, top: int, bottom: int) -> Image.Image:
    return im.crop((0, top, im.width, bottom))


@pytest.mark.parametrize("swiss", [True, False])
def test_a_sanctioned_row_draws_its_chips_in_its_row_only(swiss: bool) -> None:
    """The standings: the second row gains the chips (gold avisos, red juegos, dark red
    DESC.), no other row does; a Swiss table, already 800 px wide, changes in that row only
    above the legend, a round robin's widens its name column for them."""
    # an 800 px Swiss table has room for avisos and juegos after a name's start; disqualified
    # too, it shows its gravest chip alone (the test below)
    sanctioned = Sanctions(warnings=2, juegos=1) if swiss else ESCALATED
    plain = png(StandingsView("Liga", swiss, rows(Sanctions())))
    marked = png(StandingsView("Liga", swiss, rows(sanctioned)))
    second = 74 + HEAD_H + ROW_H  # the second row's band
    table = 74 + HEAD_H + 5 * ROW_H
    if swiss:
        first, last = changed_rows(plain, marked)
        assert second <= first and last <= second + ROW_H, (first, last)
    assert marked.height > plain.height and marked.width <= 800  # the legend's line on the chips
    for colour in (WARNING_FILL, JUEGO_FILL, OUT_FILL)[:2 if swiss else 3]:
        gained = near(band(marked, second, second + ROW_H), colour) - near(band(plain, second, second + ROW_H), colour)
        assert gained > 150, colour
        assert near(band(marked, 0, table), colour) - near(band(plain, 0, table), colour) == gained, colour


def longest_run(im: Image.Image, y: int, colour: tuple[int, int, int]) -> int:
    """The longest horizontal run of ``colour`` on line ``y``."""
    best = run = 0
    for x in range(im.width):
        p = im.getpixel((x, y))
        run = run + 1 if max(abs(a - b) for a, b in zip(p, colour, strict=True)) <= 12 else 0  # type: ignore[arg-type]
        best = max(best, run)
    return best


def test_a_disqualified_pairs_name_is_struck_through() -> None:
    """A line across the disqualified pair's name, a warned pair's name as it was."""
    cy = 74 + HEAD_H + ROW_H + ROW_H // 2  # the second row's middle
    for view, struck in ((StandingsView("Liga", True, rows(Sanctions(disqualified=True))), True),
                         (StandingsView("Liga", True, rows(Sanctions(warnings=1))), False)):
        im = png(view)
        assert (max(longest_run(im, y, P.TEXT) for y in range(cy - 3, cy + 4)) > 100) is struck


def test_the_ceros_table_draws_a_sanctioned_pairs_chips_in_its_row() -> None:
    """A ceros table: the second pair of stage A gains its chips, no other row does; the
    name column widens for them, within the 800 px a phone reads."""
    plain, marked = png(ceros(Sanctions())), png(ceros(Sanctions(warnings=1, juegos=2)))
    second = 66 + 40 + 30 + 26 + ROW_H  # stage A with its champion's line, its second row
    table = plain.height - 200  # above the legend
    assert marked.width <= 800
    for colour in (WARNING_FILL, JUEGO_FILL):
        gained = near(band(marked, second, second + ROW_H), colour) - near(band(plain, second, second + ROW_H), colour)
        assert gained > 150, colour
        assert near(band(marked, 0, table), colour) - near(band(plain, 0, table), colour) == gained, colour


@pytest.mark.parametrize("swiss", [True, False])
def test_a_long_name_keeps_its_start_and_the_gravest_chip(swiss: bool) -> None:
    """A Swiss table is already 800 px wide: a long-named pair with every sanction keeps the
    start of its name ("Pareja de nomb…") and shows its gravest chip, DESC., rather than three
    chips after a name cut to nothing; a round robin widens its name column for all three."""
    chips = {t("tourn.pic.mark.warning", "es", n=2), t("tourn.pic.mark.juego", "es", n=1),
             t("tourn.pic.mark.disqualified", "es")}
    with recording() as drawn:
        png(StandingsView("Liga", swiss, rows(ESCALATED)))
    texts = {d.text for d in drawn}
    name = next(d.text for d in drawn if d.text.startswith("Pareja") and d.text.endswith("…"))  # the one cut
    assert name.startswith("Pareja de nomb"), name  # what 150 px hold at the least
    shown = chips & texts
    assert shown == ({t("tourn.pic.mark.disqualified", "es")} if swiss else chips), shown


@pytest.mark.parametrize("lang", LANGS)
def test_the_chips_and_their_legend_are_in_the_readers_language(lang: str) -> None:
    """Each chip's words and the legend that explains them, drawn 22 px bold (11 px on a
    phone); a picture without a sanction draws no legend line on them."""
    legend = t("tourn.pic.key.sanctions", lang).split(" · ")[0]
    chips = {t("tourn.pic.mark.warning", lang, n=2), t("tourn.pic.mark.juego", lang, n=1),
             t("tourn.pic.mark.disqualified", lang)}
    for view in (StandingsView("Liga", False, rows(ESCALATED, name=SHORT)),
                 GroupsView("Liguilla", (rows(ESCALATED, name=SHORT),), 2), ceros(ESCALATED, name=SHORT)):
        with recording() as drawn:
            png(view, lang)
        assert chips <= {d.text for d in drawn if d.bold and d.size >= 22}, view
        assert any(d.text.startswith(legend) for d in drawn), view
    for view in (StandingsView("Liga", True, rows(Sanctions())), ceros(Sanctions())):
        with recording() as drawn:
            png(view, lang)
        assert not chips & {d.text for d in drawn} and not any(d.text.startswith(legend) for d in drawn)


@pytest.mark.parametrize("lang", LANGS)
def test_the_alt_text_says_each_pairs_sanctions(lang: str) -> None:
    """The words of a standings, groups and ceros picture say the sanctioned pair's sanctions
    in its sentence, and no other pair's."""
    said = [tn("tourn.msg.sanction.warning", lang, 2), tn("tourn.msg.sanction.juego", lang, 1),
            t("tourn.msg.sanction.disqualification", lang)]
    for view in (StandingsView("Liga", True, rows(ESCALATED)), StandingsView("Liga", False, rows(ESCALATED)),
                 GroupsView("Liguilla", (rows(ESCALATED),), 2), ceros(ESCALATED)):
        words = tournament_alt(view, lang)
        sentence = words[words.index(f"{LONG} 2"):words.index(f"{LONG} 3")]
        assert all(s in sentence for s in said), (said, sentence)
        assert not any(s in words.replace(sentence, "") for s in said), words
    assert not any(s in tournament_alt(StandingsView("Liga", True, rows(Sanctions())), lang) for s in said)


def test_the_spanish_words_for_a_sanctioned_pair() -> None:
    words = tournament_alt(StandingsView("Liga", False, rows(ESCALATED)), "es")
    assert "tantos +10, 2 avisos, 1 juego de sanción, descalificada" in words, words


def test_the_tournaments_sanctions_reach_its_standings_picture_and_words() -> None:
    """A simulated suizo whose organisers warned one pair twice and disqualified another: its
    standings view counts them per pair, and the picture's words say them."""
    t_ = asyncio.run(play("suizo", 5, seed=3, level="random", rules={"juegos": 1, "tantos": 30}))
    warned, out = sorted(t_.entries)[:2]
    t_.sanctions += [Sanction(1, warned, None, "warning", "tarde", 7, "2026-01-01"),
                     Sanction(2, warned, None, "warning", "otra vez", 7, "2026-01-01"),
                     Sanction(3, out, None, "juego", "tarde", 7, "2026-01-01"),
                     Sanction(4, out, None, "disqualification", "conducta", 7, "2026-01-01")]
    [view] = tournament_pictures.pictures(t_)
    assert isinstance(view, StandingsView)
    by_name = {r.name: r.sanctions for r in view.rows}
    assert by_name[t_.entries[warned].label] == Sanctions(warnings=2)
    assert by_name[t_.entries[out].label] == Sanctions(juegos=1, disqualified=True)
    assert sum(bool(s) for s in by_name.values()) == 2
    [(_, alt)] = tournament_pictures.draw([view], "es")
    assert "2 avisos" in alt and "1 juego de sanción" in alt and "descalificada" in alt


@pytest.mark.parametrize("sanctioned", [Sanctions(), ESCALATED])
def test_a_long_ceros_table_stays_800_px_wide(sanctioned: Sanctions) -> None:
    """Twelve rounds and long names, with or without chips: at most 800 px wide (11 px words on
    a phone)."""
    cells = tuple(CerosCell(r, "won" if r % 3 else "lost", r // 3) for r in range(1, 13))
    stage = CerosStageView("A", 5, 1, 12, tuple(CerosRow(i, f"{LONG} {i}", 4, True, cells,
                                                         sanctioned if i == 2 else Sanctions()) for i in range(1, 5)))
    assert png(CerosView("Liga", (stage,))).width <= 800
