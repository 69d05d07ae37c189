"""Alt texts (issue 19): every picture in words, in the reader's language, never saying more
than the picture it describes (privacy: no card in a public text before the showdown)."""

from __future__ import annotations

import random
import re

import pytest

from musbot.engine import Match, Rules
from musbot.engine.actions import Sena
from musbot.engine.cards import DECK, parse_cards
from musbot.i18n import LANGS, t
from musbot.i18n.alt import LIMIT, chart_alt, fit, hand_alt, leaderboard_alt, table_alt
from musbot.i18n.narrate import card_name
from musbot.i18n.numbers import format_number

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
    assert "pareja A (Ana y Bea): 0 tantos, 0 juegos, 0 vacas" in text
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
