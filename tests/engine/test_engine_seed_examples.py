"""Every worked example of the seeds (/work/shared/seeds), each test naming its source.

Seats: 0 and 2 are one pair, 1 and 3 the other (R4); in the seeds' examples A1/A/esku is seat 0,
B1/B seat 1, A2/C seat 2, B2/D seat 3, unless said otherwise.
"""

from __future__ import annotations

import pytest
from mus_helpers import (
    count_lines,
    match_with,
    of,
    pass_lance,
    play,
    points_of,
    to_lances,
    winner_of,
)

from musbot.engine import Match, Rules, hand_info, parse_cards
from musbot.engine.events import Bet, Deje, JuegoWon, LanceClosed, OrdagoWon, Showdown

R8 = Rules()
R4 = Rules(reyes=4)


def duel(lance: str, winner: str, loser: str, fillers: tuple[str, str], rules: Rules = R8) -> None:
    """``winner`` beats ``loser`` from every seat order (so not by the R4 tie rule)."""
    for mano in range(4):
        hands = [winner, loser, *fillers]
        assert winner_of(lance, hands, mano, rules) == 0, (lance, mano)
        hands = [loser, winner, *fillers]
        assert winner_of(lance, hands, mano, rules) == 1, (lance, mano)


# --------------------------------------------------------------- seed 000 (Kleines MUS-Buch)
def test_seed000_grande_beispiel1_R10() -> None:
    """Seed 000 §9 Beispiel 1: A 2x König-Reiter-As beats B 2x König-2x Bube."""
    duel("grande", "12o 12c 11o 1o", "12e 12b 10o 10c", ("7o 6o 5o 4o", "7c 6c 5c 4c"))


def test_seed000_grande_beispiel2_R10_R2() -> None:
    """Seed 000 §9 Beispiel 2: B 3-3-5-4 beats A König-3x Reiter, since 3s count as
    Könige (8 reyes, R2); with 4 reyes (R2 option) A wins."""
    a, b, fillers = "12o 11o 11c 11e", "3o 3c 5o 4o", ("7o 6o 5c 4c", "7c 6c 5e 4e")
    duel("grande", b, a, fillers, R8)
    duel("grande", a, b, fillers, R4)


def test_seed000_chica_beispiel1_R11() -> None:
    """Seed 000 §10 Beispiel 1: B Bube-4-2-As beats A Reiter-7-4-As (2 counts as As)."""
    duel("chica", "10o 4c 2o 1c", "11o 7o 4o 1o", ("12o 12c 11c 11e", "12e 12b 11b 10c"))
    duel("chica", "10o 4c 2o 1c", "11o 7o 4o 1o", ("12o 12c 11c 11e", "12e 12b 11b 10c"), R4)


def test_seed000_chica_beispiel2_R11() -> None:
    """Seed 000 §10 Beispiel 2: A 3x König-As beats B 5-5-4-4."""
    duel("chica", "12o 12c 12e 1o", "5o 5c 4o 4c", ("12b 11o 11c 11e", "10o 10c 10e 7o"))


def test_seed000_pares_beispiel1_R12() -> None:
    """Seed 000 §11 Beispiel 1: A 2x König-2x As beats B 2x Reiter-2x Bube (higher pair first)."""
    duel("pares", "12o 12c 1o 1c", "11o 11c 10o 10c", ("7o 6o 5o 4o", "7c 6c 5c 4c"))


def test_seed000_pares_beispiel2_R12() -> None:
    """Seed 000 §11 Beispiel 2: A 2x 7-2x Reiter beats B 2x 6-2x Reiter (then the lower pair)."""
    duel("pares", "7o 7c 11o 11c", "6o 6c 11e 11b", ("12o 10o 5o 4o", "12c 10c 5c 4c"))


def test_seed000_juego_real_R14() -> None:
    """Seed 000 §12: the juego real (3x 7 and a 10) beats every other 31 even from behind;
    without the option (R14 off) the 31 nearer the mano wins."""
    hands = ["12o 11o 10o 1o", "7o 7c 7e 10c", "5o 6o 12c 10e", "4o 4c 4e 1c"]
    assert winner_of("juego", hands, 0, Rules(juego_real=True)) == 1
    assert winner_of("juego", hands, 0, Rules(juego_real=False)) == 0


def test_seed000_punto_section13_R15() -> None:
    """Seed 000 §13: nobody has juego: the highest value wins, 30 best; ties to the earlier seat."""
    hands = ["7o 7c 6o 1o", "12o 12c 10o 1c", "12e 10c 7e 2o", "12b 11o 6c 1e"]
    assert winner_of("punto", hands, 0) == 1  # 21, 30, 28, 27
    hands = ["12o 12c 10o 1c", "12e 11c 10e 1e", "7o 6o 5o 4o", "7c 6c 5c 4c"]  # 30, 30
    assert winner_of("punto", hands, 0) == 0
    assert winner_of("punto", hands, 1) == 1


def test_seed000_betting_beispiel1_R18_R19() -> None:
    """Seed 000 §14 Beispiel 1: A1 bietet 2, B1 paßt, B2 erhöht um 5 auf 7, A1 und A2 passen:
    B2 gewinnt die Wette und erhält sofort 2 Punkte."""
    m = match_with(["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"])
    to_lances(m)
    play(m, "0:envido 1:noquiero")
    assert m.to_act() == {3}  # B1 is out (R18); A2 does nothing
    evs = play(m, "3:envido5")
    assert of(evs, Bet)[-1].stake == 7
    assert m.to_act() == {0, 2}
    evs = play(m, "0:noquiero 2:noquiero")
    assert of(evs, Deje) == [Deje("grande", 1, 2)]
    assert m.score == [0, 2]
    assert m.lance == "chica"


def test_seed000_betting_beispiel2_R18_R19() -> None:
    """Seed 000 §14 Beispiel 2: A1 eröffnet 2; B1 erhöht um 3 auf 5; A2 paßt; A1 erhöht um 3 auf
    8; B1 erhöht um 10 auf 18; A1 paßt: B1 erhält sofort 8 Punkte."""
    m = match_with(["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"])
    to_lances(m)
    play(m, "0:envido2 1:envido3 2:noquiero")
    assert m.to_act() == {0}
    play(m, "0:envido3")
    assert m.to_act() == {1, 3}
    evs = play(m, "1:envido10")
    assert of(evs, Bet)[-1].stake == 18
    assert m.to_act() == {0}  # A2 said no quiero in this lance: only A1 answers
    evs = play(m, "0:noquiero")
    assert of(evs, Deje) == [Deje("grande", 1, 8)]
    assert m.score == [0, 8]


def test_seed000_tie_in_betting_section14_R4_R16() -> None:
    """Seed 000 §14 (Abb.): A1 (Vorhand), B1 and A2 have 31, B2 no juego; A1 passes, B1 and A2
    agree a bet: A1's 31 wins for A1/A2 although A1 passed."""
    m = match_with(["12o 12c 10o 1o", "11o 10c 10e 1c", "12e 11c 10b 1e", "7o 6o 5o 4o"],
                   rules=Rules(juego_real=False))
    to_lances(m)
    for _ in range(2):
        pass_lance(m)  # grande, chica
    if m.lance == "pares":
        pass_lance(m)
    assert m.lance == "juego"
    assert m.view(None).juego == (True, True, True, False)
    play(m, "0:paso 1:envido 2:quiero")
    assert m.phase == "hand_end"
    assert count_lines(m, "juego") == [(0, 2, "envite", 0), (0, 3, "juego31", 0), (0, 3, "juego31", 2)]


# --------------------------------------------------------------- seed 001 (Spanish)
def test_seed001_envido_tres_mas_envido_mas_no_quiero_R19() -> None:
    """Seed 001: "envido" (2); "tres más" (5); "envido más" (7); "no quiero": the last raiser
    takes the 5 of the bet he raised."""
    m = match_with(["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"])
    to_lances(m)
    evs = play(m, "0:envido 1:envido3 0:envido")
    assert [b.stake for b in of(evs, Bet)] == [2, 5, 7]
    evs = play(m, "1:noquiero 3:noquiero")
    assert of(evs, Deje) == [Deje("grande", 0, 5)]
    assert m.score == [5, 0]


def test_seed001_duples_order_R12() -> None:
    """Seed 001 (Pares): duples reyes-ases beat duples caballos-caballos, and both beat duples
    caballos-sotas."""
    duel("pares", "12o 12c 1o 1c", "11o 11c 11e 11b", ("7o 6o 5o 4o", "7c 6c 5c 4c"))
    duel("pares", "12o 12c 1o 1c", "11o 11c 10o 10c", ("7o 6o 5o 4o", "7c 6c 5c 4c"))
    caballos4 = hand_info(parse_cards("11o 11c 11e 11b")).pares
    caballos_sotas = hand_info(parse_cards("11o 11c 10o 10c")).pares
    assert caballos4 > caballos_sotas


def test_seed001_quiero_beats_partners_no_quiero_R18() -> None:
    """Seed 001: when the partners disagree the quiero prevails over the no quiero."""
    m = match_with(["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"])
    to_lances(m)
    evs = play(m, "0:envido 1:noquiero 3:quiero")
    assert of(evs, LanceClosed) == [LanceClosed("grande", "querido", 2, None)]


# --------------------------------------------------------------- seed 002 (English/Basque)
SHOWDOWN_DEAL = ["7o 7c 2o 1o", "12o 12c 10o 1c", "12e 12b 10c 1e", "11o 11c 11e 6o"]


def test_seed002_haundia_showdown_example_R10_R4() -> None:
    """Seed 002 (Scoring, haundia): A (esku) 7-7-2-ace; B king-king-jack-ace; C the same;
    D horse-horse-horse-6: B's hand is best (B before C), so B and D win the stake."""
    assert winner_of("grande", SHOWDOWN_DEAL, 0) == 1
    m = match_with(SHOWDOWN_DEAL)
    to_lances(m)
    play(m, "0:envido 1:quiero")
    while m.phase == "lances":
        pass_lance(m)
    assert count_lines(m, "grande") == [(1, 2, "envite", 1)]


def _pares_example() -> Match:
    m = match_with(SHOWDOWN_DEAL)
    to_lances(m)
    pass_lance(m)
    pass_lance(m)
    assert m.lance == "pares" and m.to_act() == {0}
    return m


def test_seed002_pares_scoring_example_seen_R22() -> None:
    """Seed 002 (Scoring Pareak): A 7-7-ace-ace (dobleak), C parea, B parea, D mediak; A and C bet
    4 and B and D see it: A and C win 8 (3 + 1 + 4)."""
    m = _pares_example()
    play(m, "0:envido4 1:quiero")
    while m.phase == "lances":
        pass_lance(m)
    assert count_lines(m, "pares") == [(0, 4, "envite", 0), (0, 3, "duples", 0),
                                       (0, 1, "pareja", 2)]
    assert points_of(m, "pares", 0) == 8 and points_of(m, "pares", 1) == 0


def test_seed002_pares_scoring_example_fold_R19_R22() -> None:
    """Seed 002 (Scoring Pareak): if A and C bet 4, B and D raised by 6 making 10 and A and C
    folded, B and D take 4 at once and 3 more at the count (B's parea 1 + D's mediak 2)."""
    m = _pares_example()
    play(m, "0:envido4 1:envido6")
    evs = play(m, "0:noquiero 2:noquiero")
    assert of(evs, Deje) == [Deje("pares", 1, 4)]
    assert m.score == [0, 4]
    while m.phase == "lances":
        pass_lance(m)
    assert count_lines(m, "pares") == [(1, 1, "pareja", 1), (1, 2, "medias", 3)]


def test_seed002_hor_dago_txikia_example_fold_R20_R19() -> None:
    """Seed 002 (Hor dago): haundia A, B, C pass, D enbido 5, A edoki; txikia A enbido, B beste 4
    making 6, C hor dago; B and D fold: A and C take 6."""
    m = match_with(SHOWDOWN_DEAL)
    to_lances(m)
    evs = play(m, "0:paso 1:paso 2:paso 3:envido5 0:quiero")
    assert of(evs, LanceClosed) == [LanceClosed("grande", "querido", 5, None)]
    evs = play(m, "0:envido 1:envido4")
    assert of(evs, Bet)[-1].stake == 6
    play(m, "2:ordago")
    assert m.to_act() == {1, 3}
    assert {type(a).__name__ for a in m.legal_actions(1) if a.kind != "sena"} == {"Quiero", "NoQuiero"}
    evs = play(m, "1:noquiero 3:noquiero")
    assert of(evs, Deje) == [Deje("chica", 0, 6)]
    assert m.score == [6, 0]


def test_seed002_hor_dago_txikia_example_seen_R20() -> None:
    """Seed 002 (Hor dago): if B and D see it, the best txikia wins the game at once and the
    haundia stake becomes irrelevant. Here D holds the best txikia (R11)."""
    hands = ["12o 12c 10o 1c", "12e 12b 10c 1e", "11o 11c 11e 6o", "7o 7c 2o 1o"]
    m = match_with(hands)
    assert winner_of("chica", hands, 0) == 3
    to_lances(m)
    play(m, "0:paso 1:paso 2:paso 3:envido5 0:quiero 0:envido 1:envido4 2:ordago")
    evs = play(m, "1:quiero")
    assert of(evs, Showdown) and of(evs, OrdagoWon) == [OrdagoWon("chica", 3, 1)]
    assert of(evs, JuegoWon) == [JuegoWon(1, (0, 1))]
    assert count_lines(m) == [(1, 0, "ordago", 3)]  # nothing else of the hand counts
    assert m.phase == "hand_end" and m.score == [0, 0]


def test_seed002_hor_dago_opening_fold_gives_one_R19() -> None:
    """Seed 002 (Hor dago): an opening hor dago that the opponents fold gives one tanto (tira)."""
    m = match_with(SHOWDOWN_DEAL)
    to_lances(m)
    evs = play(m, "0:paso 1:ordago 0:noquiero 2:noquiero")
    assert of(evs, Deje) == [Deje("grande", 1, 1)]


def test_seed002_raise_making_20_fold_takes_4_R19() -> None:
    """Seed 002 (Betting): A bets; B raises making 4; A raises 16 making 20; B's side folds:
    A and C immediately take 4."""
    m = match_with(SHOWDOWN_DEAL)
    to_lances(m)
    evs = play(m, "0:envido 1:envido2 0:envido16 1:noquiero 3:noquiero")
    assert [b.stake for b in of(evs, Bet)][:3] == [2, 4, 20]
    assert of(evs, Deje) == [Deje("grande", 0, 4)]


@pytest.mark.parametrize("rules", [R8, R4])
def test_seed002_pareak_examples_R12(rules: Rules) -> None:
    """Seed 002 (Pareak): Horse-Horse-5-5 beats Jack x4 and Horse-Horse-4-4; between 7-7-4-3 and
    King-Horse-7-7 (two pareak of 7s) the esku wins."""
    duel("pares", "11o 11c 5o 5c", "10o 10c 10e 10b", ("12o 7o 6o 4o", "12c 7c 6c 4c"), rules)
    duel("pares", "11o 11c 5o 5c", "11e 11b 4o 4c", ("12o 7o 6o 1o", "12c 7c 6c 1c"), rules)
    hands = ["7o 7c 4o 3o", "12o 11o 7e 7b", "6o 5o 1o 10o", "6c 5c 1c 10c"]
    for mano in range(4):
        first = next(s for s in ((mano + k) % 4 for k in range(4)) if s in (0, 1))
        assert winner_of("pares", hands, mano, rules) == first


def test_seed002_jokua_31_of_esku_unbeatable_R13_R14() -> None:
    """Seed 002 (Jokua): 31 held by the esku is unbeatable (without juego real, R14 off); juego
    order 31, 32, 40, 37, 36, 35, 34, 33 (potolo)."""
    order = ["12o 10o 10c 1o", "12c 10e 5o 7c", "12e 12b 11o 11c", "12o 11o 10o 7o",
             "12c 10c 10e 6c", "12e 10b 11e 5e", "12b 11b 10b 4b", "12o 10o 7o 6o"]
    assert [hand_info(parse_cards(h)).points for h in order] == [31, 32, 40, 37, 36, 35, 34, 33]
    keys = [hand_info(parse_cards(h)).juego for h in order]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == 8
    hands = ["12o 10o 10c 1o", "7o 7c 7e 11o", "12c 11c 10e 1c", "12e 11e 10b 1e"]
    assert winner_of("juego", hands, 0, Rules(juego_real=False)) == 0
    assert winner_of("juego", hands, 0, Rules(juego_real=True)) == 1


# --------------------------------------------------------------- seed 003 (online game)
def test_seed003_fold_takes_last_accepted_R19() -> None:
    """Seed 003: Spieler A erhöht auf 5, Spieler B will auf 20 erhöhen, A sagt passen: B gewinnt 5."""
    m = match_with(SHOWDOWN_DEAL)
    to_lances(m)
    evs = play(m, "0:envido5 1:envido15 0:noquiero 2:noquiero")
    assert of(evs, Deje) == [Deje("grande", 1, 5)]
