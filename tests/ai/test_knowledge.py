"""What a seat knows from its view: unseen cards, declarations, señas, and the sampling."""

from __future__ import annotations

import random

from musbot.ai.discard import choose_discard, unseen_counts
from musbot.ai.knowledge import estimate, read_view
from musbot.ai.odds import CHICA, GRANDE, PARES, table
from musbot.engine import DECK, Discard, Match, Mus, NoMus, Ordago, Paso, Rules, Sena, parse_cards


def _deck(hands: list[str]) -> list:
    """A deck that deals these four hands (seat 0 is the mano) and then the rest."""
    cards = [parse_cards(h) for h in hands]
    used = {c for h in cards for c in h}
    deck = [cards[i % 4][i // 4] for i in range(16)]
    return deck + [c for c in DECK if c not in used]


def test_unseen_excludes_own_cards_and_own_discards() -> None:
    m = Match.new(Rules(), seed=1)
    for s in range(4):
        m.apply(s, Mus())
    mine = m.hands[0]
    for s in range(4):
        m.apply(s, Discard((m.hands[s][0],)))
    k = read_view(m.view(0))
    assert len(k.unseen) == 40 - 4 - 1  # my hand and my discarded card are not with the others
    tab = table()
    assert tab.digit[mine[0].rank] in tab.card_digits(DECK)


def test_declarations_and_senas_become_constraints() -> None:
    hands = ["12o 12c 1e 4b", "11o 11b 10o 5c", "3o 3c 7e 7o", "2o 6c 5e 4c"]
    m = Match.new(Rules(pillar_senas=0.0), seed=2, deck=_deck(hands))
    m.apply(2, Sena("duples"))  # the partner of seat 0 signals duples
    m.apply(0, NoMus())
    for s in range(4):
        m.apply(s, Paso())  # grande
    for s in range(4):
        m.apply(s, Paso())  # chica: now pares are declared
    view = m.view(0)
    assert view.lance == "pares"
    k = read_view(view)
    assert k.senas == {2: ("duples",)}
    pares, _, bits = k.masks[2]
    assert pares is True and bits
    est = estimate(k, random.Random(0), 200)
    assert k.masks[1][0] is True and k.masks[3][0] is False
    # the partner has duples, only seat 1 has pares among the rivals: we are nearly sure
    assert est.win[PARES] > 0.9
    assert est.pts_us[PARES] >= 1 + 3


def test_estimate_is_sensible_and_repeatable() -> None:
    hands = ["12o 12c 3e 3b", "4o 5c 6e 7b", "1o 2c 4c 5o", "10o 11c 7e 6b"]
    m = Match.new(Rules(), seed=3, deck=_deck(hands))
    m.apply(0, NoMus())
    k = read_view(m.view(0))
    e1 = estimate(k, random.Random(1), 200)
    e2 = estimate(k, random.Random(1), 200)
    assert e1.win == e2.win
    assert e1.win[GRANDE] > 0.99  # four reyes and the mano
    assert e1.win[CHICA] < 0.6


def test_discard_aims_at_a_plan() -> None:
    tab = table()
    for text, keep in (("12o 12c 3e 5b", {"12o", "12c", "3e"}), ("1o 1c 2e 11b", {"1o", "1c", "2e"})):
        hand = parse_cards(text)
        unseen = [tab.digit[c.rank] for c in DECK if c not in hand]
        d, _ = choose_discard(tab, hand, unseen_counts(tab, unseen))
        assert isinstance(d, Discard)
        assert {str(c) for c in hand if c not in d.cards} >= keep
        assert 1 <= len(d.cards) <= 4 and set(d.cards) <= set(hand)


def test_an_ordago_speaks_for_the_pair() -> None:
    """An órdago is made on the pair's chance (the partner's señas count), so it is read as the
    better hand of the pair: with four reyes in my hand, my partner's órdago to grande (R20)
    is explained by my cards and says nothing about the partner's, whose chica stays as it
    was; the rivals' órdago to grande makes our grande less sure."""
    from dataclasses import replace

    hands = ["12o 12c 3e 3b", "4o 5c 6e 7b", "1o 2c 4c 5o", "10o 11c 7e 6b"]
    m = Match.new(Rules(), seed=3, deck=_deck(hands))
    m.apply(0, NoMus())
    m.apply(0, Paso())
    m.apply(1, Paso())
    m.apply(2, Ordago())  # my partner
    k = read_view(m.view(0))
    assert [o[0] for o in k.obs] == [1, 2]
    silent = replace(k, obs=k.obs[:1])  # the rival's paso only
    with_ordago = estimate(k, random.Random(4), 300)
    without = estimate(silent, random.Random(4), 300)
    assert abs(with_ordago.win[CHICA] - without.win[CHICA]) < 1e-9

    hands = ["12o 11c 10e 7b", "4o 5c 6e 7o", "1o 2c 4c 5e", "10o 11b 7e 6b"]
    m = Match.new(Rules(), seed=3, deck=_deck(hands))
    m.apply(0, NoMus())
    m.apply(0, Paso())
    m.apply(1, Ordago())  # the next rival
    k = read_view(m.view(0))
    with_ordago = estimate(k, random.Random(4), 300)
    without = estimate(replace(k, obs=()), random.Random(4), 300)
    assert with_ordago.win[GRANDE] < without.win[GRANDE] - 0.1


def test_a_sena_proves_nothing_when_senas_libres() -> None:
    """R26: with señas libres a seña may be false, so the partner reads no constraint from it;
    without them the same seña is true and narrows the partner's hands."""
    hands = ["12o 12c 1e 4b", "11o 11b 10o 5c", "3o 3c 7e 7o", "2o 6c 5e 4c"]
    for libres, expected in ((False, {2: ("duples",)}), (True, {})):
        m = Match.new(Rules(pillar_senas=0.0, senas_libres=libres), seed=2, deck=_deck(hands))
        m.apply(2, Sena("duples"))
        k = read_view(m.view(0))
        assert k.senas == expected
        assert bool(k.masks[2][2]) is not libres


def _keys_some_hand_makes_true(tab) -> set[tuple[bool | None, bool | None, int]]:  # type: ignore[no-untyped-def]
    """Every (pares, juego, señas) a truthful seat can show: its declarations or none, and
    any set of the señas its hand makes true."""
    keys = set()
    for h in range(tab.size):
        mask, bits, subsets = tab.sena_mask[h], tab.sena_mask[h], []
        while True:
            subsets.append(bits)
            if not bits:
                break
            bits = (bits - 1) & mask
        for pares in (None, tab.key[PARES][h] > 0):
            for juego in (None, tab.points[h] >= 31):
                keys.update((pares, juego, b) for b in subsets)
    return keys


def test_the_allowed_hands_cache_holds_every_key_a_game_can_ask() -> None:
    """The figure the cache's bound rests on: 157 keys per hand table, 628 for the four."""
    from musbot.ai import knowledge

    tables = [table(reyes, real) for reyes in (8, 4) for real in (True, False)]
    sizes = [len(_keys_some_hand_makes_true(tab)) for tab in tables]
    assert sizes == [157] * 4 and sum(sizes) <= knowledge._ALLOWED_MAX


def test_games_ask_the_allowed_hands_only_for_keys_some_hand_makes_true(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """R26: señas are true (and received only from the partner), declarations too: what expert
    players ask while playing, with señas caught often, is within those keys."""
    from musbot.ai import exact, knowledge
    from musbot.ai.arena import SideStats, play_hand
    from musbot.ai.player import make_player

    asked: set[tuple[int, bool | None, bool | None, int]] = set()
    real = knowledge.allowed_hands

    def spy(tab, pares, juego, bits):  # type: ignore[no-untyped-def]
        asked.add((id(tab), pares, juego, bits))
        return real(tab, pares, juego, bits)

    monkeypatch.setattr(knowledge, "allowed_hands", spy)
    monkeypatch.setattr(exact, "allowed_hands", spy)
    for seed, rules in ((1, Rules(pillar_senas=0.9)), (2, Rules(reyes=4, pillar_senas=0.9, juego_real=False))):
        match = Match.new(rules, seed=seed)
        players = [make_player("expert", seed * 10 + s) for s in range(4)]
        sides = [SideStats(), SideStats()]
        for _ in range(12):
            play_hand(match, players, sides, (0, 1), clock=lambda: 0.0)
            if match.phase == "match_end":
                break
            match.next_hand()
    assert asked
    possible = {(id(tab), *key) for tab in (table(8, True), table(4, False)) for key in _keys_some_hand_makes_true(tab)}
    assert asked <= possible, asked - possible
    assert any(bits for *_, bits in asked)  # señas were read


def test_the_allowed_hands_cache_is_bounded() -> None:
    """Keys beyond the bound (here señas no hand holds together) push out the oldest ones."""
    from musbot.ai import knowledge

    tab = table()
    knowledge._ALLOWED.clear()
    keys = [(pares, bits) for bits in range(1 << 11) for pares in (True, False)][: knowledge._ALLOWED_MAX + 20]
    first = knowledge.allowed_hands(tab, keys[0][0], None, keys[0][1])
    for pares, bits in keys[1:]:
        knowledge.allowed_hands(tab, pares, None, bits)
        assert len(knowledge._ALLOWED) <= knowledge._ALLOWED_MAX
    last = knowledge.allowed_hands(tab, keys[-1][0], None, keys[-1][1])
    assert knowledge.allowed_hands(tab, keys[-1][0], None, keys[-1][1]) is last  # kept
    assert knowledge.allowed_hands(tab, keys[0][0], None, keys[0][1]) is not first  # pushed out, made again
    knowledge._ALLOWED.clear()
