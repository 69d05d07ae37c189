"""Tables over the rank-hands and the closed-form odds."""

from __future__ import annotations

import pytest

from musbot.ai.odds import CHICA, GRANDE, JUEGO, PARES, juego_equity, pair_odds, table
from musbot.engine import hand_info, parse_cards
from musbot.engine.evaluate import distinct_hands, lance_key


@pytest.mark.parametrize("reyes", [8, 4])
def test_one_id_per_rank_hand(reyes: int) -> None:
    tab = table(reyes, True)
    assert tab.size == distinct_hands(reyes) == (330 if reyes == 8 else 715)
    assert sum(tab.deck_counts) == 40


@pytest.mark.parametrize("text", ["12o 12c 3e 1b", "1o 2c 1e 4b", "7o 7c 7e 10o", "4o 5o 6o 7o",
                                  "11o 10c 7e 5b", "3o 3c 2e 2b"])
def test_table_agrees_with_the_engine(text: str) -> None:
    cards = parse_cards(text)
    tab = table(8, True)
    h = tab.hand_id(cards)
    info = hand_info(cards, 8)
    for li, lance in enumerate(("grande", "chica", "pares", "juego", "punto")):
        assert tab.key[li][h] == lance_key(info, lance, True)
    assert tab.pares_pts[h] == info.pares_points
    assert tab.juego_pts[h] == info.juego_points
    assert tab.points[h] == info.points


def test_strength_orders_hands() -> None:
    tab = table(8, True)
    best = tab.hand_id(parse_cards("12o 12c 12e 3b"))
    worst = tab.hand_id(parse_cards("4o 4c 4e 5b"))
    assert tab.strength[GRANDE][best] > 0.99
    assert tab.strength[CHICA][best] < 0.01
    ases = tab.hand_id(parse_cards("1o 1c 2e 2b"))
    assert tab.strength[CHICA][ases] > 0.99
    assert tab.strength[PARES][ases] > tab.strength[PARES][worst] > 0.5
    real = tab.hand_id(parse_cards("7o 7c 7e 10b"))
    assert tab.key[JUEGO][real] == 9 and tab.strength[JUEGO][real] > 0.99


def test_pair_odds() -> None:
    assert pair_odds(0.0) == pytest.approx(1 / 3)
    assert pair_odds(1.0) == pytest.approx(1.0)
    # over a uniform strength the pair wins half the time
    n = 10000
    assert sum(pair_odds((i + 0.5) / n) for i in range(n)) / n == pytest.approx(0.5, abs=1e-3)


def test_juego_equity() -> None:
    assert juego_equity(40, 40) == pytest.approx(0.5)
    assert juego_equity(0, 10) == 1.0 and juego_equity(10, 0) == 0.0
    for a, b in ((5, 40), (20, 30), (13, 2)):
        assert juego_equity(a, b) + juego_equity(b, a) == pytest.approx(1.0)
    assert juego_equity(5, 40) > juego_equity(20, 40) > juego_equity(40, 40) > juego_equity(40, 5)
