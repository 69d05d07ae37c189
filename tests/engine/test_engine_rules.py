"""One or more tests per rule of /work/shared/RULES.md (R1-R26), with both values of every
table option. Deals are exact (``deck``); the test names carry the rule numbers."""

from __future__ import annotations

import copy

import pytest
from mus_helpers import (
    count_lines,
    deck_for,
    match_with,
    of,
    pass_lance,
    play,
    to_lances,
    winner_of,
)

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
    hand_info,
    lance_winner,
    parse_cards,
    true_senas,
)
from musbot.engine.events import (
    Bet,
    CardsDealt,
    CountLine,
    Declared,
    Deje,
    Dentro,
    Discarded,
    Event,
    HandDealt,
    JuegoWon,
    LanceClosed,
    LanceStarted,
    OrdagoWon,
    PartidaWon,
    SenaMade,
    SenaSeen,
    Showdown,
    Showed4567,
    StockReshuffled,
    VacaWon,
)

# four of a rank each: grande and chica played by all four; pares by all four (duples)
PLAIN = ["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"]


def illegal(m: Match, seat: int, act: object, rule: str) -> None:
    """``act`` is refused with a message starting with ``rule`` and the match is unchanged."""
    before = copy.deepcopy(m)
    with pytest.raises(IllegalAction) as exc:
        m.apply(seat, act)  # type: ignore[arg-type]
    assert str(exc.value).startswith(rule + ":"), str(exc.value)
    assert m == before


def finish_lances(m: Match) -> None:
    while m.phase == "lances":
        pass_lance(m)


# ===================================================================== options
@pytest.mark.parametrize("name,bad", [
    ("reyes", 5), ("reyes", True), ("tantos", 35), ("juegos", 0), ("juegos", 6), ("vacas", 4),
    ("juego_real", 1), ("redeal_4567", "yes"), ("senas_libres", None), ("pillar_senas", 1.5),
    ("pillar_senas", -0.1), ("pillar_senas", True),
])
def test_R2_R14_R24_R25_R26_bad_option_raises_naming_it(name: str, bad: object) -> None:
    """Every table option is validated: ValueError naming the option and its allowed values."""
    with pytest.raises(ValueError, match=name) as exc:
        Rules(**{name: bad})  # type: ignore[arg-type]
    assert "allowed" in str(exc.value)


def test_R2_R24_R25_defaults_and_round_trip() -> None:
    """The defaults of RULES.md (bold): 8 reyes, 40 tantos, 2 juegos, 1 vaca, juego real on,
    4-5-6-7 off, señas libres off, pillar señas 10 %."""
    r = Rules()
    assert (r.reyes, r.tantos, r.juegos, r.vacas, r.juego_real, r.redeal_4567, r.senas_libres,
            r.pillar_senas) == (8, 40, 2, 1, True, False, False, 0.10)
    other = Rules(reyes=4, tantos=30, juegos=5, vacas=3, juego_real=False, redeal_4567=True,
                  senas_libres=True, pillar_senas=1)
    assert Rules.from_dict(other.to_dict()) == other
    with pytest.raises(ValueError, match="unknown"):
        Rules.from_dict({"reyez": 8})


# ===================================================================== R1
def test_R1_deck_has_40_distinct_cards() -> None:
    """R1: 40 cards, ranks 1-7, 10, 11, 12 in four suits."""
    assert len(DECK) == 40 and len(set(DECK)) == 40
    assert {c.rank for c in DECK} == {1, 2, 3, 4, 5, 6, 7, 10, 11, 12}
    assert {c.suit for c in DECK} == {"o", "c", "e", "b"}
    assert sorted(c.index for c in DECK) == list(range(40))


def test_R1_notation_parse_and_format() -> None:
    """R1: rank then suit letter, e.g. ``12o 11c 3e 1b``."""
    cards = parse_cards("12o 3c 7e 1b")
    assert cards == (Card(12, "o"), Card(3, "c"), Card(7, "e"), Card(1, "b"))
    assert format_cards(cards) == "12o 3c 7e 1b"
    assert parse_cards(["12o", "3c"]) == cards[:2]


@pytest.mark.parametrize("token", ["13o", "8c", "12x", "o12", "zz"])
def test_R1_bad_card_token_raises_naming_it(token: str) -> None:
    """R1: a bad token raises ValueError naming it."""
    with pytest.raises(ValueError, match=token):
        parse_cards(f"12o {token} 1b")
    with pytest.raises(ValueError):
        Card(8, "o")


def test_R1_deck_argument_must_be_the_40_cards() -> None:
    """R1: a given deck holds each of the 40 cards exactly once."""
    with pytest.raises(ValueError, match="R1"):
        Match.new(Rules(), seed=1, deck=DECK[:39])
    with pytest.raises(ValueError, match="R1"):
        Match.new(Rules(), seed=1, deck=(DECK[0],) + DECK[:39])


@pytest.mark.parametrize("mano", range(4))
def test_R1_R4_R5_deck_is_dealt_one_at_a_time_from_the_mano(mano: int) -> None:
    """R5: four cards each, dealt one at a time from the mano (top of the deck first)."""
    m = Match.new(Rules(), seed=3, first_mano=mano, deck=DECK)
    for seat in range(4):
        k = (seat - mano) % 4
        assert m.hands[seat] == tuple(DECK[k + 4 * i] for i in range(4))
    assert m.mano == mano and m.phase == "mus" and m.to_act() == {mano}


# ===================================================================== R2, R3
def test_R2_eight_reyes_three_is_rey_two_is_as() -> None:
    """R2 (8 reyes): a 3 counts as a rey and a 2 as an as in every lance, for pares too."""
    i = hand_info(parse_cards("12o 3c 2o 1c"), 8)
    assert i.ranks == (12, 12, 1, 1)
    assert i.pares_kind == 3 and i.pares_points == 3  # duples reyes-ases
    assert i.points == 10 + 10 + 1 + 1
    assert i.high_count == 2 and i.low_count == 2
    # grande: 3 beats a caballo; chica: 2 ties with an as
    assert winner_of("grande", ["11o 7o 6o 5o", "3o 4c 5c 6c", "10c 7c 6e 5e", "10e 7e 6b 5b"]) == 1
    assert winner_of("chica", ["1o 4o 5o 6o", "2o 4c 5c 6c", "12c 7c 6e 5e", "12e 7e 6b 5b"], 1) == 1


def test_R2_four_reyes_three_and_two_are_their_own_ranks() -> None:
    """R2 (4 reyes): 3 and 2 are their own ranks; rey+3 is no pair; a 3 is worth 3 points."""
    i = hand_info(parse_cards("12o 3c 2o 1c"), 4)
    assert i.ranks == (12, 3, 2, 1)
    assert i.pares_kind == 0 and i.points == 10 + 3 + 2 + 1
    rules = Rules(reyes=4)
    assert winner_of("grande", ["11o 7o 6o 5o", "3o 4c 5c 6c", "10c 7c 6e 5e", "10e 7e 6b 5b"],
                     0, rules) == 0
    assert winner_of("chica", ["1o 4o 5o 6o", "2o 4c 5c 6c", "12c 7c 6e 5e", "12e 7e 6b 5b"],
                     1, rules) == 0


@pytest.mark.parametrize("reyes", [8, 4])
def test_R3_rank_order_and_points(reyes: int) -> None:
    """R3: rey, caballo, sota, 7, 6, 5, 4, (3, 2 with 4 reyes), as; figures 10, others their number."""
    order = [12, 11, 10, 7, 6, 5, 4] + ([3, 2] if reyes == 4 else []) + [1]
    fill = {12: "12", 11: "11", 10: "10"}
    keys = []
    for r in order:  # four of a rank: grande compares the rank
        keys.append(hand_info(parse_cards(" ".join(f"{fill.get(r, r)}{s}" for s in "oceb")), reyes).grande)
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    pts = {r: hand_info(parse_cards(" ".join(f"{r}{s}" for s in "oceb")), reyes).points // 4
           for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)}
    assert pts == {1: 1, 2: 1 if reyes == 8 else 2, 3: 10 if reyes == 8 else 3, 4: 4, 5: 5,
                   6: 6, 7: 7, 10: 10, 11: 10, 12: 10}


# ===================================================================== R4
def test_R4_pairs_and_mano_moves_after_each_hand() -> None:
    """R4: seats 0+2 and 1+3 are pairs (a bet of seat 0 is answered by 1 and 3); the next seat
    becomes mano after each hand, also after a juego."""
    m = Match.new(Rules(), seed=7, first_mano=3)
    assert m.mano == 3
    to_lances(m)
    play(m, "3:envido")
    assert m.to_act() == {0, 2}
    play(m, "0:noquiero 2:noquiero")
    finish_lances(m)
    assert m.phase == "hand_end"
    evs = m.next_hand()
    assert m.mano == 0 and evs[0] == HandDealt(2, 0)
    illegal(m, 1, NoMus(), "R4")


@pytest.mark.parametrize("lance", ["grande", "chica", "pares", "juego", "punto"])
@pytest.mark.parametrize("mano", range(4))
def test_R4_ties_go_to_the_seat_nearer_the_mano(lance: str, mano: int) -> None:
    """R4: equal hands in any lance: the player nearer the mano in speaking order wins."""
    if lance == "punto":
        hands = ["12o 10o 7o 1o", "12c 10c 7c 1c", "12e 10e 7e 1e", "12b 10b 7b 1b"]
    else:
        hands = ["12o 12c 11o 10o", "12e 12b 11c 10c", "11e 10e 7o 4o", "11b 10b 7c 4c"]
        if lance in ("chica",):
            hands = ["1o 4o 5o 6o", "1c 4c 5c 6c", "1e 4e 5e 6e", "1b 4b 5b 6b"]
        if lance == "juego":
            hands = ["12o 10o 10c 1o", "12c 11o 10e 1c", "11c 12e 6o 4o", "11e 12b 6c 4c"]
    w = winner_of(lance, hands, mano)
    contenders = {"punto": {0, 1, 2, 3}, "chica": {0, 1, 2, 3}}.get(lance, {0, 1})
    expected = next(s for s in ((mano + k) % 4 for k in range(4)) if s in contenders)
    assert w == expected


def test_R4_lance_winner_none_when_nobody_takes_part() -> None:
    """R4/R16: lance_winner gives None for pares / juego where nobody has them."""
    hands = ["12o 11o 7o 1o", "12c 11c 6c 4c", "10e 7e 5e 4e", "10b 6b 5b 1b"]
    assert winner_of("pares", hands) is None
    assert winner_of("juego", hands) is None
    assert winner_of("punto", hands) == 1  # 30 beats 28, 26, 22
    with pytest.raises(ValueError):
        lance_winner("truco", [parse_cards(h) for h in hands], 0, Rules())


# ===================================================================== R5
@pytest.mark.parametrize("mano", [0, 2])
def test_R5_one_no_hay_mus_ends_the_round_and_the_mano_speaks_first(mano: int) -> None:
    """R5: the mano speaks first; one no hay mus ends the round at once; the lances begin with
    the mano, whoever cut."""
    m = Match.new(Rules(), seed=11, first_mano=mano)
    order = [(mano + k) % 4 for k in range(4)]
    assert m.to_act() == {order[0]}
    m.apply(order[0], Mus())
    assert m.to_act() == {order[1]}
    illegal(m, order[2], Mus(), "R4")
    m.apply(order[1], Mus())
    evs = m.apply(order[2], NoMus())
    assert m.phase == "lances" and m.lance == "grande"
    assert of(evs, LanceStarted) == [LanceStarted("grande", tuple(order))]
    assert m.to_act() == {order[0]}


def test_R5_mus_round_accepts_only_mus_or_no_mus() -> None:
    """R5: in the mus round a seat says mus or no hay mus."""
    m = Match.new(Rules(), seed=1)
    illegal(m, 0, Paso(), "R5")
    illegal(m, 0, Envido(2), "R5")


# ===================================================================== R6
def test_R6_discard_all_choose_at_once_and_are_served_in_order_from_the_mano() -> None:
    """R6: all four say mus; the four discard 1-4 at the same time (privately) and get as many
    new cards off the top, served in speaking order from the mano; then a new mus round."""
    hands = ["12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"]
    stock = "5o 5c 5e 5b 6o 6c 6e 6b 7o 7c"
    m = match_with(hands, mano=1, stock=stock)
    play(m, "1:mus 2:mus 3:mus 0:mus")
    assert m.phase == "discard" and m.to_act() == {0, 1, 2, 3}
    evs = play(m, "0:discard:12o.12c.12e")
    assert evs == []  # how many cards: only when the four have chosen (next test)
    assert m.to_act() == {1, 2, 3}
    illegal(m, 0, Discard(parse_cards("12b")), "R6")  # already chose
    illegal(m, 1, Discard(parse_cards("12b")), "R6")  # not its card
    illegal(m, 1, Discard(()), "R6")
    illegal(m, 1, Discard(parse_cards("1o 1o")), "R6")
    illegal(m, 1, Mus(), "R6")
    play(m, "3:discard:4o.4c.4e.4b 1:discard:1o.1c")
    evs = play(m, "2:discard:11o")
    s = parse_cards(stock)
    assert m.hands[1] == parse_cards("1e 1b") + s[0:2]
    assert m.hands[2] == parse_cards("11c 11e 11b") + s[2:3]
    assert m.hands[3] == s[3:7]
    assert m.hands[0] == parse_cards("12b") + s[7:10]
    assert of(evs, CardsDealt) == [CardsDealt(i, m.hands[i]) for i in range(4)]
    assert m.phase == "mus" and m.mus_rounds == 1 and m.to_act() == {1}


def test_R6_how_many_cards_each_discards_is_hidden_until_the_fourth_has_chosen() -> None:
    """R6: the four choose at the same time, privately. While some still choose, every view
    (the spectator's too) shows who has chosen, never how many cards; when the fourth chooses,
    the four counts become public at once, in speaking order from the mano."""
    m = Match.new(Rules(), seed=5, first_mano=1)
    play(m, "1:mus 2:mus 3:mus 0:mus")
    counts = {0: 1, 1: 4, 2: 2, 3: 3}
    chosen: set[int] = set()
    for seat in (2, 0, 3):
        assert m.apply(seat, Discard(m.hands[seat][: counts[seat]])) == []
        chosen.add(seat)
        for who in (None, 0, 1, 2, 3):
            v = m.view(who)
            assert v.discarded == chosen
            assert not any(isinstance(e, Discarded) for e in v.events), (who, v.events)
    evs = m.apply(1, Discard(m.hands[1][: counts[1]]))
    order = [1, 2, 3, 0]
    assert [e for e in evs if isinstance(e, Discarded)] == [Discarded(s, counts[s]) for s in order]
    for who in (None, 0, 1, 2, 3):
        shown = [e for e in m.view(who).events if isinstance(e, Discarded)]
        assert shown == [Discarded(s, counts[s]) for s in order]


def test_R6_discards_are_private() -> None:
    """R6: only the number of cards discarded is public; the new cards go to their seat only."""
    m = Match.new(Rules(), seed=5)
    play(m, "0:mus 1:mus 2:mus 3:mus")
    for seat in range(4):
        m.apply(seat, Discard(m.hands[seat][:2]))
    for seat in range(4):
        v = m.view(seat)
        assert [e.to for e in v.events if isinstance(e, CardsDealt)] == [seat, seat]
        assert [(e.seat, e.count) for e in v.events if isinstance(e, Discarded)] == [
            (s, 2) for s in range(4)]
        assert [h is None for h in v.hands] == [s != seat for s in range(4)]


# ===================================================================== R7
def _all_discard(m: Match) -> list[Event]:
    """Everybody says mus and discards the whole hand (R6)."""
    play(m, " ".join(f"{(m.mano + k) % 4}:mus" for k in range(4)))
    out: list[Event] = []
    for seat in (3, 2, 1, 0):
        out += m.apply(seat, Discard(m.hands[seat]))
    return out


def test_R7_stock_runs_out_discards_of_unserved_seats_stay_out() -> None:
    """R7: when the stock runs out while serving, the discards so far (earlier rounds and the
    seats already served) are shuffled into the new stock; the current and unserved seats'
    discards join the pile only once they are served."""
    m = Match.new(Rules(), seed=21, deck=DECK)
    evs = _all_discard(m)  # round 1: 16 of the 24 cards of the stock
    assert not of(evs, StockReshuffled)
    old = [set(h) for h in m.hands]
    evs = _all_discard(m)  # round 2: seats 0 and 1 take the last 8, then seat 2 is short
    assert of(evs, StockReshuffled) == [StockReshuffled(24)]
    assert not set(m.hands[2]) & (old[2] | old[3])
    assert not set(m.hands[3]) & old[3]
    evs = _all_discard(m)  # round 3: the 16 left of the new stock
    assert not of(evs, StockReshuffled)
    evs = _all_discard(m)  # round 4: seats 2 and 3's round-2 discards (8) + round 3 (16)
    assert of(evs, StockReshuffled) == [StockReshuffled(24)]
    every = [c for h in m.hands for c in h]
    assert len(set(every)) == 16


# ===================================================================== R8
H4567 = ["4o 5o 6o 7o", "12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b"]


def test_R8_show_4567_out_of_turn_and_only_once() -> None:
    """R8: a later seat shows before its turn without taking it; a second 4-5-6-7 off the stock
    cannot be shown again in the same hand."""
    hands = ["12o 12c 12e 12b", "4o 5o 6o 7o", "1o 1c 1e 1b", "11o 11c 11e 11b"]
    m = match_with(hands, rules=Rules(redeal_4567=True), stock="4c 5c 6c 7c")
    m.apply(1, Show4567())
    assert m.to_act() == {0} and sorted(c.rank for c in m.hands[1]) == [4, 5, 6, 7]
    assert Show4567() not in m.legal_actions(1)
    illegal(m, 1, Show4567(), "R8")


def test_R8_show_4567_on_the_first_deal() -> None:
    """R8 (on): at its turn in the first mus round a seat with exactly 4-5-6-7 may show it
    (public), gets four new cards off the top, and still says mus / no hay mus."""
    m = match_with(H4567, rules=Rules(redeal_4567=True), stock="10o 10c 10e 10b")
    assert Show4567() in m.legal_actions(0)
    evs = m.apply(0, Show4567())
    assert evs == [Showed4567(0, parse_cards("4o 5o 6o 7o")), CardsDealt(0, parse_cards("10o 10c 10e 10b"))]
    assert m.to_act() == {0} and m.phase == "mus"
    assert Show4567() not in m.legal_actions(0)
    assert {a.kind for a in m.legal_actions(0) if not isinstance(a, Sena)} == {"mus", "no_mus"}
    assert m.view(1).events[-1] == Showed4567(0, parse_cards("4o 5o 6o 7o"))
    m.apply(0, NoMus())
    assert m.phase == "lances"


def test_R8_shown_cards_go_to_the_discard_pile() -> None:
    """R8 + R7: the shown 4-5-6-7 is part of the pile that is reshuffled when the stock runs out."""
    m = match_with(H4567, rules=Rules(redeal_4567=True))
    m.apply(0, Show4567())
    _all_discard(m)  # stock 20 -> 4; pile: 4 shown + 16
    evs = _all_discard(m)  # seat 0 takes the last 4; seat 1 is short: 4 + 16 + 4
    assert of(evs, StockReshuffled) == [StockReshuffled(24)]


def test_R8_off_or_late_the_4567_cannot_be_shown() -> None:
    """R8: off by default; on, only in the first mus round (seeds 000 and 004: straight after the
    deal, so also before the seat's turn), once per seat."""
    m = match_with(H4567)
    assert Show4567() not in m.legal_actions(0)
    illegal(m, 0, Show4567(), "R8")
    hands = ["12o 12c 12e 12b", "4o 5o 6o 7o", "1o 1c 1e 1b", "11o 11c 11e 11b"]
    m = match_with(hands, rules=Rules(redeal_4567=True), stock="10o 4c 10e 10b")
    assert m.legal_actions(1)[0] == Show4567()  # not its turn yet, and it may show
    assert m.to_act() == {0}
    illegal(m, 2, Show4567(), "R8")  # seat 2 has no 4-5-6-7
    m = match_with(hands, rules=Rules(redeal_4567=True), stock="10o 4c 10e 10b")
    play(m, "0:mus 1:mus 2:mus 3:mus 0:discard:12o 1:discard:4o 2:discard:1o 3:discard:11o")
    play(m, "0:mus")
    # seat 1 holds 5-6-7 and the 4c again, but it is no longer the first deal
    assert sorted(c.rank for c in m.hands[1]) == [4, 5, 6, 7]
    assert Show4567() not in m.legal_actions(1)
    illegal(m, 1, Show4567(), "R8")


# ===================================================================== R9
def test_R9_no_mus_visto() -> None:
    """R9: no mus visto in a dealt-by-computer game: the mus round offers only mus / no hay mus."""
    m = Match.new(Rules(redeal_4567=True), seed=2)
    assert {a.kind for a in m.legal_actions(m.mano) if not isinstance(a, Sena)} <= {"mus", "no_mus", "show4567"}


# ===================================================================== R10-R15
def test_R10_grande_first_difference_wins() -> None:
    """R10: cards sorted high to low, first difference wins."""
    assert winner_of("grande", ["12o 7o 6o 5o", "11o 11c 11e 11b", "12c 5c 4c 1c", "12e 7e 6e 4e"]) == 0
    assert winner_of("grande", ["12o 7o 6o 4o", "11o 11c 11e 11b", "12c 5c 4c 1c", "12e 7e 6e 5e"]) == 3


def test_R11_chica_lowest_first_difference_wins() -> None:
    """R11: cards sorted low to high, first difference wins."""
    assert winner_of("chica", ["1o 4o 7o 12o", "1c 4c 6c 12c", "4e 4b 5o 5c", "1e 5e 6e 7e"]) == 1
    assert winner_of("chica", ["1o 4o 7o 12o", "1c 4c 7c 12c", "4e 4b 5o 5c", "1e 4e 7e 11e"], 2) == 3


def test_R12_pares_kinds_and_points() -> None:
    """R12: pareja (1) < medias (2) < duples (3), whatever the ranks; other cards never count."""
    pareja = "12o 12c 7o 6o"
    medias = "1o 1c 1e 6c"
    duples = "4o 4c 5o 5c"
    assert [hand_info(parse_cards(h)).pares_points for h in (pareja, medias, duples)] == [1, 2, 3]
    assert winner_of("pares", [pareja, medias, duples, "10b 11b 7b 6b"]) == 2
    assert winner_of("pares", [pareja, medias, "10e 11e 7e 6e", "10b 11b 7c 6b"]) == 1
    # same pareja, other cards differ: the one nearer the mano wins
    assert winner_of("pares", ["7o 7c 1o 4o", "7e 7b 12o 11o", "10e 11e 6e 5e", "10b 11b 6b 5b"], 1) == 1


def test_R12_four_of_a_rank_is_two_equal_pairs() -> None:
    """R12: four of a rank counts as duples of two equal pairs."""
    assert winner_of("pares", ["11o 11c 11e 11b", "12o 12c 10o 10c", "7o 6o 5o 4o", "7c 6c 5c 4c"]) == 1
    assert winner_of("pares", ["11o 11c 11e 11b", "12o 12c 1o 1c", "7o 6o 5o 4o", "7c 6c 5c 4c"]) == 1
    assert winner_of("pares", ["11o 11c 11e 11b", "10o 10c 7e 7b", "7o 6o 5o 4o", "12c 6c 5c 4c"]) == 0


def test_R13_juego_order_and_points_at_the_count() -> None:
    """R13: juego is 31 or more, 31 best; the winners score 3 for each 31 and 2 for other juego."""
    hands = ["12o 10o 10c 1o", "12c 11o 10e 2c", "11c 12e 7o 6o", "5o 5c 4o 4c"]
    assert [hand_info(parse_cards(h)).points for h in hands] == [31, 31, 33, 18]
    m = match_with(hands)
    to_lances(m)
    finish_lances(m)
    assert count_lines(m, "juego") == [(0, 3, "juego31", 0), (0, 2, "juego", 2)]


@pytest.mark.parametrize("juego_real", [True, False])
def test_R14_juego_real_option_in_play(juego_real: bool) -> None:
    """R14: juego real beats every other 31 from any seat (option on); off, the mano's 31 wins."""
    hands = ["12o 10o 10c 1o", "7o 7c 7e 11o", "12c 11c 10e 1c", "12e 11e 10b 1e"]
    m = match_with(hands, rules=Rules(juego_real=juego_real))
    to_lances(m)
    pass_lance(m)
    pass_lance(m)
    if m.lance == "pares":
        pass_lance(m)
    assert m.lance == "juego"
    play(m, "0:envido 1:quiero")
    pair = 1 if juego_real else 0
    assert count_lines(m, "juego")[0] == (pair, 2, "envite", 1 if juego_real else 0)


def test_R14_two_juego_real_nearer_the_mano_wins() -> None:
    """R14: two juego real (only possible for lance_winner's hypothetical hands): nearer the mano."""
    hands = ["7o 7c 7e 11o", "12o 10o 10c 1o", "7o 7c 7e 12c", "5o 5c 4o 4c"]
    assert winner_of("juego", hands, 0) == 0
    assert winner_of("juego", hands, 1) == 2


PUNTO = ["12o 12c 7o 1o", "12e 12b 5e 4e", "11o 10o 7c 1c", "11c 10c 5o 4o"]  # 28, 29, 28, 29


def test_R15_R16_punto_when_nobody_has_juego_all_four_take_part() -> None:
    """R15/R16: nobody has juego: punto is played by all four; 30 best; en paso 1 point."""
    m = match_with(PUNTO)
    evs = to_lances(m)
    pass_lance(m)
    pass_lance(m)
    evs = pass_lance(m)  # pares: everybody has (or not) pares: see below
    while m.lance != "punto":
        evs = pass_lance(m)
    assert LanceStarted("punto", (0, 1, 2, 3)) in evs
    assert m.view(None).juego == (False, False, False, False)
    pass_lance(m)
    assert count_lines(m, "punto") == [(1, 1, "punto", 1)]


def test_R15_punto_winner_gets_one_on_top_of_the_stake() -> None:
    """R15/R22: punto querido: stake + 1; after a fold the winners add 1."""
    m = match_with(PUNTO)
    to_lances(m)
    while m.lance != "punto":
        pass_lance(m)
    play(m, "0:envido3 1:quiero")
    assert count_lines(m, "punto") == [(1, 3, "envite", 1), (1, 1, "punto", 1)]
    m = match_with(PUNTO)
    to_lances(m)
    while m.lance != "punto":
        pass_lance(m)
    evs = play(m, "0:envido3 1:noquiero 3:noquiero")
    assert of(evs, Deje) == [Deje("punto", 0, 1)]
    assert count_lines(m, "punto") == [(0, 1, "punto", None)]


# ===================================================================== R16
def test_R16_declarations_and_only_holders_speak() -> None:
    """R16: pares and juego are declared truthfully in speaking order; only holders bet."""
    hands = ["12o 12c 7o 1o", "11o 10o 7c 6c", "5o 5c 4o 1c", "12e 11e 10e 1e"]
    m = match_with(hands, mano=1)
    to_lances(m)
    pass_lance(m)
    evs = pass_lance(m)
    assert of(evs, Declared)[:4] == [Declared(1, "pares", False), Declared(2, "pares", True),
                                     Declared(3, "pares", False), Declared(0, "pares", True)]
    # only pair 0 has pares: no betting, scored at the count
    assert LanceClosed("pares", "no_bet", 0, 0) in evs
    # juego: seats 1 (33) and 3 (31), one pair: no betting either
    assert of(evs, Declared)[4:] == [Declared(1, "juego", True), Declared(2, "juego", False),
                                     Declared(3, "juego", True), Declared(0, "juego", False)]
    assert LanceClosed("juego", "no_bet", 0, 1) in evs
    assert m.phase == "hand_end"
    assert count_lines(m, "pares") == [(0, 1, "pareja", 2), (0, 1, "pareja", 0)]
    assert count_lines(m, "juego") == [(1, 2, "juego", 1), (1, 3, "juego31", 3)]


def test_R16_pares_players_in_order_and_outsiders_cannot_speak() -> None:
    """R16/R17: in pares only seats with pares speak, in order from the mano."""
    hands = ["12o 12c 7o 1o", "11o 11c 7c 6c", "5o 4c 6o 1c", "12e 11e 10e 1e"]
    m = match_with(hands)
    to_lances(m)
    pass_lance(m)
    evs = pass_lance(m)
    assert LanceStarted("pares", (0, 1)) in evs
    illegal(m, 2, Paso(), "R16")
    play(m, "0:paso")
    illegal(m, 3, Paso(), "R16")
    play(m, "1:envido")
    assert m.to_act() == {0}


def test_R16_nobody_has_pares_not_played() -> None:
    """R16: nobody has pares: pares is not played and nothing is counted for it."""
    hands = ["12o 11o 7o 1o", "12c 10c 6c 4c", "11e 7e 5e 4e", "10b 6b 5b 1b"]
    m = match_with(hands)
    to_lances(m)
    pass_lance(m)
    evs = pass_lance(m)
    assert LanceClosed("pares", "not_played", 0, None) in evs
    finish_lances(m)
    assert count_lines(m, "pares") == []


# ===================================================================== R17
def test_R17_opening_in_order_all_pass_en_paso() -> None:
    """R17: the players speak in order from the mano: paso / envido N / órdago; all pass: en paso."""
    m = match_with(PLAIN, mano=2)
    to_lances(m)
    seen = []
    while m.lance == "grande":
        (seat,) = m.to_act()
        seen.append(seat)
        evs = m.apply(seat, Paso())
    assert seen == [2, 3, 0, 1]
    assert of(evs, LanceClosed) == [LanceClosed("grande", "paso", 0, None)]


def test_R17_envido_amounts() -> None:
    """R17: plain envido is 2; N >= 2 (apply takes 2..99); legal_actions offers 2, 3, 5, 10."""
    m = match_with(PLAIN)
    to_lances(m)
    legal = [a for a in m.legal_actions(0) if not isinstance(a, Sena)]
    assert legal == [Paso(), Envido(2), Envido(3), Envido(5), Envido(10), Ordago()]
    assert Envido() == Envido(2)
    for bad in (1, 0, -3, 100):
        illegal(m, 0, Envido(bad), "R17")
    illegal(m, 0, Quiero(), "R17")
    illegal(m, 0, NoQuiero(), "R17")
    evs = m.apply(0, Envido(99))
    assert of(evs, Bet) == [Bet(0, "grande", "envido", 99, 99)]


# ===================================================================== R18
def test_R18_both_rivals_may_answer_in_any_order() -> None:
    """R18: facing a bet both players of the other pair may answer, in any order; the bettor's
    pair may not; a no quiero only takes that player out."""
    m = match_with(PLAIN)
    to_lances(m)
    play(m, "0:paso 1:envido")
    assert m.to_act() == {0, 2}
    illegal(m, 3, Quiero(), "R18")
    illegal(m, 1, Quiero(), "R18")
    play(m, "2:noquiero")
    assert m.to_act() == {0}
    illegal(m, 2, Quiero(), "R18")
    legal = [a for a in m.legal_actions(0) if not isinstance(a, Sena)]
    assert legal == [Quiero(), NoQuiero(), Envido(2), Envido(3), Envido(5), Envido(10), Ordago()]
    illegal(m, 0, Paso(), "R18")
    evs = play(m, "0:envido5")
    assert of(evs, Bet) == [Bet(0, "grande", "mas", 5, 7)]
    assert m.to_act() == {1, 3}
    illegal(m, 1, Envido(1), "R18")
    evs = play(m, "3:quiero")
    assert of(evs, LanceClosed) == [LanceClosed("grande", "querido", 7, None)]


def test_R18_raise_after_partner_no_quiero_and_out_stays_out() -> None:
    """R18: a player who said no quiero stays out of the lance even after later raises."""
    m = match_with(PLAIN)
    to_lances(m)
    play(m, "0:envido 1:noquiero 3:envido2 0:envido2")
    assert m.to_act() == {3}
    evs = play(m, "3:noquiero")
    assert of(evs, Deje) == [Deje("grande", 0, 4)]


# ===================================================================== R19
@pytest.mark.parametrize("script,pair,points", [
    ("0:envido5 1:noquiero 3:noquiero", 0, 1),  # opening bet: 1
    ("0:ordago 1:noquiero 3:noquiero", 0, 1),  # opening órdago: 1
    ("0:envido 1:envido3 0:noquiero 2:noquiero", 1, 2),  # stake before the raise
    ("0:envido 1:envido3 0:envido2 1:noquiero 3:noquiero", 0, 5),  # seed 001
    ("0:envido 1:envido3 2:ordago 1:noquiero 3:noquiero", 0, 5),  # refused órdago: as R19
])
def test_R19_fold_values(script: str, pair: int, points: int) -> None:
    """R19: the last bettor's pair takes at once 1 for an opening bet, else the stake before the
    last raise."""
    m = match_with(PLAIN)
    to_lances(m)
    evs = play(m, script)
    assert of(evs, Deje) == [Deje("grande", pair, points)]
    assert of(evs, LanceClosed) == [LanceClosed("grande", "folded", points, pair)]
    assert m.score[pair] == points and m.lance == "chica"
    finish_lances(m)
    assert count_lines(m, "grande") == []  # settled by the fold (R22)


# ===================================================================== R20
def test_R20_ordago_accepted_best_hand_in_the_lance_wins_the_juego() -> None:
    """R20: an accepted órdago: all cards shown, the best hand among the lance's players wins
    the juego at once; nothing else of the hand counts."""
    hands = ["12o 12c 7o 1o", "11o 11c 7c 6c", "5o 4c 6o 1c", "12e 12b 10e 10b"]
    m = match_with(hands)
    to_lances(m)
    play(m, "0:envido 1:quiero")  # grande querido 2: never counted
    pass_lance(m)
    assert m.lance == "pares" and m.to_act() == {0}
    play(m, "0:ordago")
    assert m.to_act() == {1, 3}
    legal = [a for a in m.legal_actions(3) if not isinstance(a, Sena)]
    assert legal == [Quiero(), NoQuiero()]
    illegal(m, 3, Envido(2), "R20")
    illegal(m, 3, Ordago(), "R20")
    evs = play(m, "3:quiero")
    assert of(evs, Showdown) == [Showdown(m.hands)]
    assert of(evs, OrdagoWon) == [OrdagoWon("pares", 3, 1)]
    assert of(evs, CountLine) == [CountLine("pares", 1, 0, "ordago", 3)]
    assert of(evs, JuegoWon) == [JuegoWon(1, (0, 1))]
    assert m.score == [0, 0] and m.juegos == [0, 1] and m.phase == "hand_end"
    assert m.view(0).hands == m.hands


def test_R20_ordago_in_juego_only_players_with_juego_count() -> None:
    """R20: in juego the órdago is decided among the players with juego."""
    hands = ["12o 12c 10o 1o", "12e 11c 7c 4c", "12b 10c 5o 4o", "5c 6c 1c 2c"]
    m = match_with(hands)
    to_lances(m)
    while m.lance != "juego":
        pass_lance(m)
    assert m.to_act() == {0}
    play(m, "0:ordago")
    evs = play(m, "1:quiero")
    assert of(evs, OrdagoWon) == [OrdagoWon("juego", 0, 0)]


# ===================================================================== R21, R23, R24
def test_R21_juego_ends_in_the_betting() -> None:
    """R21: reaching the target by a deje ends the juego at once; the hand ends with the hands
    shown and both scores start again at 0."""
    m = match_with(PLAIN)
    m.score = [39, 30]
    to_lances(m)
    evs = play(m, "0:envido 1:noquiero 3:noquiero")
    assert [type(e) for e in evs[-4:]] == [LanceClosed, Deje, Showdown, JuegoWon]
    assert m.phase == "hand_end" and m.score == [0, 0] and m.juegos == [1, 0]
    assert m.view(1).showdown and m.view(1).hands == m.hands
    illegal(m, 2, Paso(), "R22")


def test_R21_R23_count_stops_when_the_target_is_reached() -> None:
    """R21/R23: the count stops as soon as a pair reaches the target."""
    hands = ["12o 12c 7o 1o", "11o 11c 7c 6c", "5o 4c 6o 1c", "12e 12b 10e 10b"]
    m = match_with(hands)
    m.score = [20, 38]
    to_lances(m)
    finish_lances(m)
    # grande en paso: seat 3 (rey, rey, sota, sota beats rey, rey, 7, as), 1 point -> 39;
    # chica: seat 2 -> pair 0; pares: seat 3 has the best (duples) and pair 1 counts its players
    # in speaking order: seat 1's pareja makes 40 and the count stops (seat 3's duples unused)
    lines = count_lines(m)
    assert lines == [(1, 1, "paso", 3), (0, 1, "paso", 2), (1, 1, "pareja", 1)]
    assert m.juegos == [0, 1] and m.score == [0, 0]


@pytest.mark.parametrize("tantos", [40, 30])
def test_R24_tantos_target_and_dentro(tantos: int) -> None:
    """R24: the juego is to 40 or 30; with 5 or fewer to go the bot says ¡dentro!, once per juego."""
    m = match_with(PLAIN, rules=Rules(tantos=tantos))
    m.score = [tantos - 7, 0]
    to_lances(m)
    evs = play(m, "0:envido 1:envido 0:noquiero 2:noquiero")  # pair 1 takes 2
    assert not of(evs, Dentro)
    evs = play(m, "0:envido 1:noquiero 3:noquiero")  # chica: pair 0 takes 1 -> tantos - 6
    assert not of(evs, Dentro)
    m.score = [tantos - 6, 0]
    finish_lances(m)
    dentro = [e for e in m.view(None).events if isinstance(e, Dentro)]
    assert dentro == [Dentro(0)]
    assert m.phase == "hand_end"


def test_R24_thirty_ends_a_juego_only_with_tantos_30() -> None:
    """R24: the option tantos: 30 points win the juego at 30, not at 40."""
    for tantos, won in ((30, True), (40, False)):
        m = match_with(PLAIN, rules=Rules(tantos=tantos))
        m.score = [29, 0]
        to_lances(m)
        play(m, "0:envido 1:noquiero 3:noquiero")
        assert (m.juegos == [1, 0]) is won


# ===================================================================== R22
def test_R22_count_order_and_lines() -> None:
    """R22: the count in the order grande, chica, pares, juego; grande/chica en paso 1 or the
    stake; pares/juego: stake + both players' points; lances settled by a fold skipped for
    grande/chica."""
    hands = ["12o 12c 7o 1o", "11o 11c 7c 6c", "5o 4c 6o 1c", "12e 12b 10e 10b"]
    # points: 28, 34, 16, 40; pares: 0 pareja reyes, 1 pareja caballos, 3 duples
    m = match_with(hands)
    to_lances(m)
    play(m, "0:envido 1:noquiero 3:noquiero")  # grande: folded, pair 0 takes 1
    play(m, "0:envido3 1:quiero")  # chica querido 3
    play(m, "0:paso 1:paso 3:paso")  # pares en paso; juego: only pair 1 has juego: no betting
    assert m.phase == "hand_end"
    assert count_lines(m) == [
        (0, 3, "envite", 2),
        (1, 1, "pareja", 1), (1, 3, "duples", 3),
        (1, 2, "juego", 1), (1, 2, "juego", 3),
    ]


def test_R22_grande_paso_and_querido() -> None:
    """R22: grande en paso: 1 point to the best hand's pair; querido: the stake."""
    m = match_with(PLAIN)
    to_lances(m)
    pass_lance(m)
    play(m, "0:envido10 3:quiero")
    finish_lances(m)
    assert count_lines(m, "grande") == [(0, 1, "paso", 0)]
    assert count_lines(m, "chica") == [(1, 10, "envite", 1)]


# ===================================================================== R25
def _win_juego(m: Match, pair: int) -> list[Event]:
    """Deal a hand in which seat ``pair`` (so that pair) has the best grande; the mano says
    órdago, a rival accepts: ``pair`` wins the juego (R20)."""
    if m.phase == "hand_end":
        hands = ["4o 4c 5o 5c", "4e 4b 5e 5b", "6o 6c 7o 7c", "6e 6b 7e 7b"]
        hands[pair] = "12o 12c 12e 12b"
        m.next_hand(deck_for(hands, (m.mano + 1) % 4))
    to_lances(m)
    seat = m.mano
    evs = m.apply(seat, Ordago())
    rival = next(iter(sorted(m.to_act())))
    evs += m.apply(rival, Quiero())
    return evs


@pytest.mark.parametrize("juegos,vacas", [(1, 1), (2, 1), (3, 2), (5, 3)])
def test_R25_juegos_vacas_partida(juegos: int, vacas: int) -> None:
    """R25: juegos to win a vaca (1-5), vacas to win the partida (1-3); then match_end."""
    rules = Rules(juegos=juegos, vacas=vacas)
    hands = ["4o 4c 5o 5c", "12o 12c 12e 12b", "6o 6c 7o 7c", "6e 6b 7e 7b"]
    m = match_with(hands, rules=rules)
    won = 0
    evs = _win_juego(m, 1)
    while True:
        won += 1
        assert of(evs, JuegoWon)[0].pair == 1
        if won % juegos == 0:
            assert of(evs, VacaWon) == [VacaWon(1, (0, won // juegos))]
        if won == juegos * vacas:
            break
        assert m.phase == "hand_end" and m.winner is None
        evs = _win_juego(m, 0 if won == 1 and juegos > 1 else 1)
        if won == 1 and juegos > 1:  # pair 0 won one juego back
            assert m.juegos == [1, 1]
            evs = _win_juego(m, 1)
    assert of(evs, PartidaWon) == [PartidaWon(1)]
    assert m.phase == "match_end" and m.winner == 1 and m.vacas[1] == vacas
    assert m.to_act() == set()
    with pytest.raises(IllegalAction):
        m.next_hand()
    illegal(m, 0, Mus(), "R25")


# ===================================================================== R26
SENA_HANDS = ["12o 12c 1o 1c", "12e 3c 7o 4o", "1e 1b 2o 4c", "7c 7e 7b 10o"]


def test_R26_only_true_senas_unless_senas_libres() -> None:
    """R26: the bot offers only true señas (no false señas); señas libres offers all."""
    assert true_senas(parse_cards("12o 12c 1o 1c")) == ("dos_reyes", "dos_ases", "duples")
    assert true_senas(parse_cards("7c 7e 7b 10o")) == ("medias", "treinta_y_una")
    assert true_senas(parse_cards("12o 11o 10o 6c"), 8) == ("juego",)
    assert true_senas(parse_cards("12o 11o 6o 4c"), 8) == ("treinta_punto", "ciego")
    assert true_senas(parse_cards("12o 11o 7o 2c"), 8) == ("ciego",)  # 28
    assert true_senas(parse_cards("12o 11o 7o 2c"), 4) == ("veintinueve_punto", "ciego")
    assert true_senas(parse_cards("12o 11o 4o 1c")) == ("ciego",)
    assert true_senas(parse_cards("12e 3c 7o 4o"), 8) == ("dos_reyes", "treinta_y_una")
    assert true_senas(parse_cards("12e 3c 7o 4o"), 4) == ("ciego",)
    m = match_with(SENA_HANDS)
    senas = [a for a in m.legal_actions(3) if isinstance(a, Sena)]
    assert senas == [Sena("medias"), Sena("treinta_y_una")]
    illegal(m, 3, Sena("duples"), "R26")
    illegal(m, 3, Sena("no_such"), "R26")
    m = match_with(SENA_HANDS, rules=Rules(senas_libres=True))
    senas = [a for a in m.legal_actions(3) if isinstance(a, Sena)]
    assert len(senas) == 11
    m.apply(3, Sena("duples"))


@pytest.mark.parametrize("pillar", [0, 1])
def test_R26_delivery_partner_always_rivals_by_pillar_senas(pillar: float) -> None:
    """R26: the partner sees the seña; the table sees that a seña was made; each rival catches
    it with probability pillar señas (0: never, 1: always)."""
    m = match_with(SENA_HANDS, rules=Rules(pillar_senas=pillar))
    evs = m.apply(2, Sena("tres_ases"))  # not seat 2's turn: señas never need one
    caught = [SenaSeen(3, 2, "tres_ases", True), SenaSeen(1, 2, "tres_ases", True)] if pillar else []
    expected: list[Event] = [SenaMade(2), SenaSeen(0, 2, "tres_ases", False), *caught]
    assert sorted(evs, key=repr) == sorted(expected, key=repr)
    assert m.to_act() == {0}
    assert m.view(0).senas_received == ((2, "tres_ases", False),)
    assert m.view(1).senas_received == (((2, "tres_ases", True),) if pillar else ())
    assert m.view(2).senas_received == ()
    assert m.view(None).senas_made == (2,)
    for seat in (None, 1, 3):
        seen = [e for e in m.view(seat).events if isinstance(e, SenaSeen)]
        assert seen == [e for e in caught if e.to == seat]


def test_R26_each_sena_once_until_the_cards_change() -> None:
    """R26: each seña once per seat until its cards change; señas in mus, discard and lances;
    not once the hand is over; they never take a turn."""
    m = match_with(SENA_HANDS, rules=Rules(pillar_senas=0))
    m.apply(0, Sena("duples"))
    illegal(m, 0, Sena("duples"), "R26")
    assert Sena("duples") not in m.legal_actions(0)
    assert m.legal_actions(1) == [Sena("dos_reyes"), Sena("treinta_y_una")]  # its señas only
    play(m, "0:mus 1:mus 2:mus 3:mus")
    m.apply(0, Sena("dos_reyes"))  # in the discard
    m.apply(0, Discard(parse_cards("12o")))
    illegal(m, 0, Sena("dos_reyes"), "R26")
    for seat in (1, 2, 3):
        m.apply(seat, Discard(m.hands[seat][:1]))
    assert m.phase == "mus"
    assert m.hands[0] == parse_cards("12c 1o 1c 3o")  # new cards: the same señas again
    assert [a for a in m.legal_actions(0) if isinstance(a, Sena)] == [
        Sena("dos_reyes"), Sena("dos_ases"), Sena("duples")]
    to_lances(m)
    assert m.to_act() == {0}
    m.apply(2, Sena("dos_ases"))  # in the lances, out of turn
    assert m.to_act() == {0} and m.lance == "grande"
    play(m, "0:ordago 1:quiero")
    assert m.phase == "hand_end"
    assert m.legal_actions(0) == []
    illegal(m, 0, Sena("duples"), "R26")
