"""Alt texts: every picture in words, in the reader's language, never saying more
than the picture it describes (privacy: no card in a public text before the showdown)."""

from __future__ import annotations

import random
import re

import pytest

from musbot.engine import Match, Rules
from musbot.engine.actions import Sena
from musbot.engine.cards import DECK, parse_cards
from musbot.i18n import LANGS, t
from musbot.i18n.alt import (
    LIMIT,
    bracket_alt,
    bracket_sections,
    chart_alt,
    final_score,
    fit,
    hand_alt,
    hand_words,
    leaderboard_alt,
    ranking_alt,
    table_alt,
    tournament_alt,
    tournament_pages,
)
from musbot.i18n.narrate import card_name
from musbot.i18n.numbers import format_number
from musbot.render.leaderboard import LeaderboardRow

NAMES = ("Ana", "Luis", "Bea", "Jon")


def _card_words(lang: str) -> re.Pattern[str]:
    """Any card named in ``lang`` (rank and suit), as a card_name would print it."""
    names = sorted({card_name(c, lang) for c in DECK}, key=len, reverse=True)
    return re.compile("|".join(re.escape(n) for n in names))


def _views(seed: int, rules: Rules | None = None):
    """A seeded random partida's spectator views, one after each action."""
    rng = random.Random(seed)
    m = Match.new(rules or Rules(tantos=30), seed)
    yield m.view(None)
    for _ in range(3000):
        if m.phase == "match_end":
            return
        if m.phase == "hand_end":
            m.next_hand()
        else:
            seat = sorted(m.to_act())[0]
            legal = [a for a in m.legal_actions(seat) if not isinstance(a, Sena)] or m.legal_actions(seat)
            m.apply(seat, rng.choice(legal))
        yield m.view(None)


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_in_words_names_exactly_its_cards_in_the_pictures_order(lang):
    cards = parse_cards("12o 12c 3e 1b")
    text = hand_alt(cards, 8, lang)
    named = [m.group(0) for m in _card_words(lang).finditer(text)]
    assert named == [card_name(c, lang) for c in cards]
    assert text.startswith(t("alt.hand", lang, cards="", made="").split(":")[0])


@pytest.mark.parametrize("lang", LANGS)
def test_the_public_table_in_words_names_no_card_before_the_showdown(lang):
    """R-privacy: the table's alt text comes from the spectator's view; its cards appear
    only once they are face up for everybody."""
    cards = _card_words(lang)
    seen_showdown = 0
    for view in _views(7):
        text = table_alt(view, NAMES, lang)
        assert 0 < len(text) <= LIMIT
        if view.showdown:
            seen_showdown += 1
            assert cards.search(text), text
        else:
            assert not cards.search(text), text
    assert seen_showdown


def test_the_table_in_words_says_hand_mano_turn_stake_score_and_senas():
    m = Match.new(Rules(), 11)
    mano = m.mano
    m.apply(mano, next(a for a in m.legal_actions(mano) if a.kind == "no_mus"))
    view = m.view(None)
    text = table_alt(view, NAMES, "es")
    assert "mano 1" in text and f"es mano {NAMES[mano]}" in text
    assert "grande" in text and "sin envite" in text
    assert "Pareja A (Ana y Bea): 0 tantos, 0 de 2 juegos, 0 de 1 vaca" in text
    assert "a 40 tantos con 8 reyes" in text  # R25: the rules the picture is played to
    speaker = sorted(m.to_act())[0]
    m.apply(speaker, next(a for a in m.legal_actions(speaker) if a.kind == "envido"))
    text = table_alt(m.view(None), NAMES, "es")
    assert "envite de 2" in text


def test_a_cut_falls_between_sentences():
    text = "Uno dos tres. " * 200
    cut = fit(text)
    assert len(cut) <= LIMIT and cut.endswith("…") and "Uno dos tres…" in cut[-20:]


@pytest.mark.parametrize("lang", LANGS)
def test_rankings_and_charts_in_words(lang):
    rows = [("Ana", "31.2"), ("Luis", "28.0")]
    text = leaderboard_alt(rows, lang)
    assert text.index("Ana") < text.index("Luis") and "31.2" in text
    chart = chart_alt([25.0, 27.5, 31.2, 30.1], lang, "Ana")
    assert all(format_number(v, lang, 1) in chart for v in (25.0, 31.2, 30.1)) and "Ana" in chart


@pytest.mark.parametrize("lang", LANGS)
def test_the_cards_in_words_follow_the_pictures_order_with_each_suit(lang):
    """The hand in words names the cards as the picture shows them (with 8 reyes a
    3 sits with the reyes, a 2 with the ases), each with its suit, whatever order they came in."""
    from musbot.render.hand import display_order

    cards = parse_cards("1b 3c 7e 12o")
    named = [m.group(0) for m in _card_words(lang).finditer(hand_words(cards, 8, lang))]
    assert named == [card_name(c, lang) for c in display_order(cards, 8)]
    assert named[:2] == [card_name(c, lang) for c in parse_cards("12o 3c")]
    four = [m.group(0) for m in _card_words(lang).finditer(hand_words(cards, 4, lang))]
    assert four[0] == card_name(parse_cards("12o")[0], lang) and four[-1] == card_name(parse_cards("1b")[0], lang)


def test_the_table_in_words_names_who_made_senas_but_never_which():
    """R23: the picture marks who made a seña; what the seña was stays between partners."""
    m = Match.new(Rules(), 3)
    seat = m.mano
    sena = next(a for a in m.legal_actions(seat) if isinstance(a, Sena))
    m.apply(seat, sena)
    text = table_alt(m.view(None), NAMES, "es")
    assert f"Han hecho seña: {NAMES[seat]}" in text
    assert t(f"sena.{sena.name}", "es") not in text


def test_numbers_in_alt_texts_are_formatted_per_language():
    rows = [LeaderboardRow("Ana", 1234.5, 2000, 1500, 1), LeaderboardRow("Luis", 980.0, 0, 0)]
    es, en = ranking_alt(rows, "es", "Txoko"), ranking_alt(rows, "en", "Txoko")
    assert "1234,5" in es and "1500 ganadas de 2000 partidas (75\u00a0%)" in es and "Txoko" in es
    assert "1,234.5" in en and "won 1,500 of 2,000" in en
    de = ranking_alt([LeaderboardRow("Ana", 12345.5, 20000, 15000, 1)], "de")
    assert format_number(12345.5, "de", 1) in de and format_number(20000, "de") in de
    assert en.index("Ana") < en.index("Luis")


def _tournament_views():
    from musbot.render.bracket import BracketView, TieView
    from musbot.render.bracket_tables import GroupsView, StandingRow, StandingsView

    rows = tuple(StandingRow(i, f"Pareja {i}", 3 - i, i, 2 - i, 10 - 5 * i, 0, points=4 - i, byes=1, buchholz=3,
                             head_to_head=0, mark=i < 3) for i in range(1, 4))
    ties = (TieView("Ana-Bea", "Jon-Luis", (2, 1), 0), TieView("Cora", "Dani", (0, 1), 1, walkover=True),
            TieView("E", None, None, 0, bye=True), TieView("F", "G", (1, 1), None, playing=True))
    bracket = BracketView("Copa", (ties, (TieView("Ana-Bea", "Dani"), TieView()), (TieView(),)))
    return bracket, StandingsView("Liga", True, rows), GroupsView("Liguilla", (rows, rows[:2]), 2)


@pytest.mark.parametrize("lang", LANGS)
def test_tournament_pictures_in_words_say_every_tie_and_row(lang):
    """The bracket says who plays whom, the score and who went through; the
    standings and groups their rows in order, with who goes through."""
    bracket, standings, groups = _tournament_views()
    text = tournament_alt(bracket, lang)
    assert text == bracket_alt(bracket, lang) and "Copa" in text
    assert text.index("Ana-Bea") < text.index("Jon-Luis") < text.index("Cora")
    assert t("alt.tie.through", lang, name="Ana-Bea") in text
    assert t("alt.tie.walkover", lang, name="Cora") in text and t("alt.tie.bye", lang, name="E") in text
    assert t("alt.tie.playing", lang) in text and t("tourn.pic.final", lang) in text
    table = tournament_alt(standings, lang)
    assert table.index("Pareja 1") < table.index("Pareja 2") < table.index("Pareja 3")
    assert table.count(t("alt.standing.through", lang)) == 2 and "Buchholz" in table
    grouped = tournament_alt(groups, lang)
    assert grouped.count("Pareja 1") == 2 and grouped.count("Pareja 3") == 1
    assert t("tourn.pic.group", lang, n=2) in grouped
    for alt in (text, table, grouped):
        assert 0 < len(alt) <= LIMIT


def test_a_big_bracket_in_words_says_what_each_picture_draws():
    """A bracket of 32 draws its last three rounds in one picture and its first two rounds in
    sections of eight ties of the first: each alt text says the ties its picture holds, no more."""
    from musbot.render import bracket as drawn
    from musbot.render.bracket import BracketView, TieView

    first = tuple(TieView(f"P{2 * i}", f"P{2 * i + 1}") for i in range(16))
    rounds = (first, *(tuple(TieView() for _ in range(n)) for n in (8, 4, 2, 1)))
    view = BracketView("Open", rounds)
    assert bracket_sections(rounds) == drawn.sections(view) == 2
    whole = bracket_alt(view, "en")
    assert "P0 " not in whole and t("tourn.pic.final", "en") in whole
    one, two = bracket_alt(view, "en", 0), bracket_alt(view, "en", 1)
    assert "P0 against P1" in one and "P14 against P15" in one and "P16" not in one
    assert "P16 against P17" in two and "P0 " not in two
    part = t("tourn.pic.section", "en", n=format_number(1, "en"), of=format_number(2, "en"))
    assert part in one


def test_a_bracket_with_one_section_does_not_call_it_part_one_of_one():
    """16 pairs: the last three rounds in one picture, the first round alone in another, which
    is the whole first round, not "part 1 of 1"."""
    from musbot.render.bracket import BracketView, TieView

    first = tuple(TieView(f"P{2 * i}", f"P{2 * i + 1}") for i in range(8))
    rounds = (first, *(tuple(TieView() for _ in range(n)) for n in (4, 2, 1)))
    assert bracket_sections(rounds) == 1
    alone = bracket_alt(BracketView("Open", rounds), "en", 0)
    assert "P0 against P1" in alone and "P14 against P15" in alone
    assert t("tourn.pic.section", "en", n=format_number(1, "en"), of=format_number(1, "en")) not in alone


@pytest.mark.parametrize("lang", LANGS)
def test_a_big_table_in_words_says_each_pages_rows(lang):
    """A table of more than 32 pairs is drawn as pages: each page's words say its rows (as many
    as Discord's 1,024 characters hold), no other page's."""
    from musbot.render.bracket_tables import StandingRow, StandingsView

    rows = tuple(StandingRow(i, f"P{i}.", 40 - i, i, 0, 0) for i in range(1, 41))
    view = StandingsView("Liga", False, rows)
    assert tournament_pages(view) == [0, 1]
    one, two = tournament_alt(view, lang, 0), tournament_alt(view, lang, 1)
    assert "P1." in one and "P33." not in one
    assert "P33." in two and "P40." in two and "P1." not in two and "P32." not in two
    assert t("tourn.pic.section", lang, n=format_number(2, lang), of=format_number(2, lang)) in two


def _won_partida(seed: int, rules: Rules):
    """The spectator's view at the end of a seeded random partida."""
    *_, view = _views(seed, rules)
    assert view.phase == "match_end"
    return view


@pytest.mark.parametrize("lang", LANGS)
def test_the_end_of_a_partida_in_words_says_who_won_and_the_result(lang):
    """R25: a partida is won by juegos (or vacas): its end in words names the winners and the
    result the picture shows (2 juegos to 1, say), though the engine set the juegos back to 0;
    and the score says the juegos of the last vaca, not the tantos set back to 0."""
    from musbot.engine.events import JuegoWon

    view = _won_partida(5, Rules(tantos=30))
    won = [e for e in view.events if isinstance(e, JuegoWon)][-1]
    assert view.juegos == (0, 0) and final_score(view) == ("juegos", won.juegos)
    a, b = (format_number(n, lang) for n in won.juegos)
    text = table_alt(view, NAMES, lang)
    assert t("alt.final.juegos", lang, a=a, b=b) in text
    assert NAMES[view.winner] in text and NAMES[view.winner + 2] in text
    assert t("alt.score_final", lang, pair="", juegos=a, of_juegos=format_number(2, lang), vacas="1",
             of_vacas="1").split(":")[-1].split(",")[0].strip() in text
    vacas = _won_partida(8, Rules(tantos=30, vacas=2))
    assert final_score(vacas) == ("vacas", vacas.vacas)
    assert t("alt.final.vacas", lang, a=format_number(vacas.vacas[0], lang), b=format_number(vacas.vacas[1], lang)) \
        in table_alt(vacas, NAMES, lang)
