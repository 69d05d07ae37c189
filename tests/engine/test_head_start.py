"""A partida that begins with juegos already won by one pair (the club rules' lost juegos of a
late pair, seed 004): they count as juegos won in play (R25), and the recipe carries them."""

from __future__ import annotations

import json

import pytest
from mus_helpers import deck_for, play, to_lances

from musbot.engine import Match, Rules
from musbot.engine.events import Event, JuegoWon, PartidaWon, VacaWon

# seat 0 (pair 0) holds the best grande: an órdago there, accepted, wins pair 0 the juego (R20)
_HANDS = ["12o 12c 12e 12b", "4o 5c 6e 7b", "4c 5e 6b 7o", "4e 5b 6o 7c"]


def _ordago_for_pair_0(m: Match) -> list[Event]:
    if m.phase == "hand_end":
        m.next_hand(deck_for(_HANDS, (m.mano + 1) % 4))  # the next mano deals (R4)
    to_lances(m)
    (opener,) = m.to_act()
    if opener & 1:  # pair 1 speaks first in grande: it passes, pair 0 goes órdago
        return play(m, f"{opener}:paso {(opener + 1) % 4}:ordago {(opener + 2) % 4}:quiero")
    return play(m, f"{opener}:ordago {(opener + 1) % 4}:quiero")


def test_R25_a_head_start_is_juegos_won_before_the_first_deal() -> None:
    m = Match.new(Rules(juegos=3), seed=5, head_start=(0, 2))
    assert m.juegos == [0, 2] and m.vacas == [0, 0] and m.winner is None
    assert m.phase == "mus" and m.hand_number == 1
    view = m.view(None)
    assert view.juegos == (0, 2)  # the score line shows them as juegos won


def test_R25_a_head_start_that_reaches_a_vaca_wins_it_and_the_rest_carries_over() -> None:
    m = Match.new(Rules(juegos=2, vacas=3), seed=5, head_start=(3, 0))
    assert m.vacas == [1, 0] and m.juegos == [1, 0] and m.winner is None
    # one juego more in play and pair 0 has its second vaca (R25)
    m = Match.new(Rules(juegos=2, vacas=3), seed=5, deck=deck_for(_HANDS), head_start=(3, 0))
    events = _ordago_for_pair_0(m)
    assert JuegoWon(0, (2, 0)) in events and VacaWon(0, (2, 0)) in events
    assert m.vacas == [2, 0] and m.juegos == [0, 0] and m.winner is None


def test_R25_the_pair_behind_can_still_come_back() -> None:
    """A head start is ordinary juegos: the other pair wins the partida by winning its own."""
    m = Match.new(Rules(juegos=2), seed=5, deck=deck_for(_HANDS), head_start=(0, 1))
    _ordago_for_pair_0(m)
    assert m.juegos == [1, 1] and m.winner is None
    events = _ordago_for_pair_0(m)
    assert PartidaWon(0) in events and m.winner == 0


def test_R25_a_head_start_that_wins_the_partida_ends_it_before_any_hand() -> None:
    m = Match.new(Rules(juegos=1), seed=5, head_start=(0, 1))
    assert m.winner == 1 and m.phase == "match_end" and m.vacas == [0, 1]
    assert m.hand_number == 0 and m.hands == ((), (), (), ())  # nothing dealt is ever shown
    assert m.to_act() == set() and all(m.legal_actions(s) == [] for s in range(4))
    view = m.view(None)
    assert view.winner == 1 and view.events == (PartidaWon(1),)
    assert Match.from_dict(json.loads(json.dumps(m.to_dict()))) == m
    more = Match.new(Rules(juegos=1), seed=5, head_start=(2, 0))  # beyond the partida: nothing more
    assert more.winner == 0 and more.vacas == [1, 0] and more.juegos == [0, 0]


def test_R25_a_head_start_may_not_win_the_partida_for_both_pairs() -> None:
    with pytest.raises(ValueError):
        Match.new(Rules(juegos=1), seed=5, head_start=(1, 1))
    for bad in ((-1, 0), (0,), (True, 0), (0, 1.0), (0, 100)):
        with pytest.raises(ValueError):
            Match.new(Rules(), seed=5, head_start=bad)  # type: ignore[arg-type]


def test_R25_the_recipe_carries_the_head_start() -> None:
    m = Match.new(Rules(juegos=3), seed=77, deck=deck_for(_HANDS), head_start=(0, 2))
    _ordago_for_pair_0(m)
    d = json.loads(json.dumps(m.to_dict()))
    assert d["head_start"] == [0, 2]
    back = Match.from_dict(d)
    assert back == m and back.juegos == [1, 2]
    again = Match.replay(m.rules, m.seed, d["log"], m.first_mano, m.first_deck, head_start=(0, 2))
    assert again == m


def test_R25_a_recipe_stored_before_head_starts_replays_level() -> None:
    m = Match.new(Rules(), seed=9)
    d = m.to_dict()
    del d["head_start"]
    back = Match.from_dict(d)
    assert back == m and back.head_start == (0, 0) and back.juegos == [0, 0]
