"""The public API other modules code against, the recipe (to_dict / replay) and regressions of
bugs found in review. Each test names the rule it guards."""

from __future__ import annotations

import inspect
import json

import pytest
from mus_helpers import deck_for, match_with, play, to_lances

import musbot.engine as engine
from musbot.engine import (
    DECK,
    Card,
    Discard,
    Envido,
    IllegalAction,
    Match,
    Mus,
    NoMus,
    NoQuiero,
    Ordago,
    Paso,
    Quiero,
    Rules,
    Sena,
    Show4567,
    format_cards,
    lance_winner,
    parse_cards,
)


def test_R1_R26_public_api_names_and_signatures() -> None:
    """The names and signatures other engineers code against stay as they are."""
    for name in ("Rules", "Card", "parse_cards", "lance_winner", "Match", "IllegalAction", "Mus",
                 "NoMus", "Discard", "Paso", "Envido", "Quiero", "NoQuiero", "Ordago", "Sena",
                 "Show4567"):
        assert hasattr(engine, name), name
    assert list(inspect.signature(Rules).parameters) == [
        "reyes", "tantos", "juegos", "vacas", "juego_real", "redeal_4567", "senas_libres",
        "pillar_senas"]
    assert list(inspect.signature(Match.new).parameters) == ["rules", "seed", "first_mano", "deck",
                                                             "shuffle", "head_start"]
    assert list(inspect.signature(Match.replay).parameters) == ["rules", "seed", "log", "first_mano",
                                                                "deck", "shuffle", "head_start"]
    assert list(inspect.signature(lance_winner).parameters) == ["lance", "hands", "mano", "rules"]
    assert list(inspect.signature(Match.next_hand).parameters) == ["self", "deck"]
    assert issubclass(IllegalAction, ValueError)
    m = Match.new(Rules(), seed=1)
    for attr in ("hands", "mano", "phase", "lance", "score", "juegos", "vacas", "winner", "log"):
        assert hasattr(m, attr), attr
    assert m.phase in ("mus", "discard", "lances", "hand_end", "match_end")
    assert isinstance(m.to_act(), set) and isinstance(m.legal_actions(0), list)


def test_R1_from_dict_with_a_first_deck_regression() -> None:
    """Regression: to_dict stores the first deck as notation; from_dict did not parse it back and
    raised ValueError for every match created with ``deck=`` (R1)."""
    hands = ["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"]
    m = match_with(hands, mano=2)
    to_lances(m)
    play(m, "2:envido 3:quiero")
    m2 = Match.from_dict(json.loads(json.dumps(m.to_dict())))
    assert m2 == m and m2.first_deck == m.first_deck
    assert Match.replay(m.rules, m.seed, m.to_dict()["log"], 2, format_cards(m.first_deck or ())) == m


def test_R1_next_hand_deck_is_in_the_recipe() -> None:
    """A deck given to next_hand is stored in the log and replayed (R1)."""
    m = match_with(["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"])
    to_lances(m)
    play(m, "0:ordago 1:quiero")
    deck = deck_for(["7o 7c 7e 7b", "6o 6c 6e 6b", "5o 5c 5e 5b", "10o 10c 10e 10b"], mano=1)
    m.next_hand(format_cards(deck))
    assert m.hands[0] == parse_cards("7o 7c 7e 7b")
    assert Match.from_dict(json.loads(json.dumps(m.to_dict()))) == m


@pytest.mark.parametrize("seat", [4, -1, True, 1.0, "1", None])
def test_R4_there_are_four_seats(seat: object) -> None:
    """R4: only seats 0-3 act (not True, 1.0, '1'); legal_actions of a non-seat is empty."""
    m = Match.new(Rules(), seed=3, first_mano=1)
    with pytest.raises(IllegalAction, match="^R4:"):
        m.apply(seat, Mus())  # type: ignore[arg-type]
    assert m.log == []
    assert m.legal_actions(seat) == []  # type: ignore[arg-type]


def test_R25_next_hand_after_the_partida_is_refused() -> None:
    """R25: once the partida is won there is no next hand."""
    m = match_with(["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"],
                   rules=Rules(juegos=1))
    to_lances(m)
    play(m, "0:ordago 1:quiero")
    assert m.phase == "match_end" and m.winner == 0
    with pytest.raises(IllegalAction, match="^R25:"):
        m.next_hand()
    m = Match.new(Rules(), seed=1)
    with pytest.raises(IllegalAction, match="^R4:"):
        m.next_hand()


def test_R17_R18_action_kinds_and_dicts_round_trip() -> None:
    """Every action serialises to a small dict and back (the log of the recipe)."""
    acts: list[engine.Action] = [Mus(), NoMus(), Show4567(), Paso(), Envido(7), Quiero(), NoQuiero(), Ordago(),
            Sena("duples"), Discard(parse_cards("3c 12o 1b")),
            engine.NextHand(None), engine.NextHand(DECK)]
    for a in acts:
        assert engine.action_from_dict(json.loads(json.dumps(engine.action_to_dict(a)))) == a
    assert Discard(parse_cards("12o 3c 1b")).cards == parse_cards("1b 3c 12o")
    with pytest.raises(ValueError):
        engine.action_from_dict({"type": "truco"})


def test_R2_lance_winner_rules_none_and_bad_input() -> None:
    """lance_winner with rules=None uses the defaults (8 reyes, juego real); bad input is refused."""
    hands = [parse_cards(h) for h in ("3o 3c 4o 5o", "12o 11o 4c 5c", "7o 6o 5e 4e", "7c 6c 5b 4b")]
    assert lance_winner("grande", hands, 0, None) == 0
    assert lance_winner("grande", hands, 0, Rules(reyes=4)) == 1
    with pytest.raises(ValueError):
        lance_winner("grande", hands[:3], 0, None)
    with pytest.raises(ValueError):
        lance_winner("grande", [*hands[:3], hands[3][:3]], 0, None)
    assert Card(12, "o") == parse_cards("12O")[0]


@pytest.mark.parametrize("first_mano", [4, -1, True, 1.0, "1"])
def test_R4_first_mano_is_a_seat(first_mano: object) -> None:
    """R4: the first mano is one of the seats 0-3."""
    with pytest.raises(ValueError, match="first_mano"):
        Match.new(Rules(), seed=1, first_mano=first_mano)  # type: ignore[arg-type]
