"""The expert's exact odds (and its discards' values) as numpy passes (``musbot/ai/exact.py``) give the very floats the plain
Python sums gave (``python_sums.py``, the code before): on random seat knowledge (a random deal,
cards gone to the discards, declarations and señas, words read with random beliefs, every
lance and every seat as the mano), every figure of ``LanceOdds`` is equal bit for bit, so the
expert's decisions do not move (numpy is there for the CPU of a decision, not to change it)."""

from __future__ import annotations

from random import Random

import python_sums as py

from musbot.ai.discard import discard_options, hand_values, plan_from_senas
from musbot.ai.exact import SeatOdds, _mask, lance_odds, prior
from musbot.ai.knowledge import (
    BET,
    CALL,
    FOLD,
    MUS,
    NOMUS,
    PASS,
    RAISE,
    Knowledge,
    LanceOdds,
    likelihood_row,
)
from musbot.ai.odds import LANCES, SENA_BITS, table
from musbot.engine import DECK

TAB = table(8, True)
WORDS = (BET, PASS, CALL, FOLD, RAISE, MUS, NOMUS)
SENA_NAMES = sorted(SENA_BITS)


def _random_knowledge(rng: Random) -> tuple[Knowledge, dict[int, tuple[object, ...]]]:
    """A seat's knowledge of a random deal, and per hidden seat (mask, reading, words)."""
    deck = list(DECK)
    rng.shuffle(deck)
    mine, rest = deck[:4], deck[4:]
    gone = rng.choice((0, 0, 4, 8))  # cards it saw go to the discards
    unseen = [TAB.digit[c.rank] for c in rest[gone:]]
    seat, mano = rng.randrange(4), rng.randrange(4)
    others = ((seat + 2) % 4, (seat + 1) % 4, (seat + 3) % 4)
    seats: dict[int, tuple[object, ...]] = {}
    for s in others:
        bits = 0
        if rng.random() < 0.2:
            bits = SENA_BITS[rng.choice(SENA_NAMES)]
        mask = (rng.choice((None, True, False)), rng.choice((None, True, False)), bits)
        reading = (rng.randrange(5), rng.randrange(10, 19), rng.randrange(6, 18), rng.randrange(5))
        words = tuple((rng.choice(WORDS), rng.randrange(5)) for _ in range(rng.randrange(5)))
        seats[s] = (mask, reading, words)
    k = Knowledge(TAB, seat, mano, TAB.hand_id(mine), unseen, others,  # type: ignore[arg-type]
                  {s: v[0] for s, v in seats.items()}, ())  # type: ignore[misc]
    return k, seats


def _same(a: LanceOdds, b: LanceOdds) -> bool:
    return repr(a) == repr(b) and list(a.cases[0]) == list(b.cases[0]) \
        and list(a.cases[1]) == list(b.cases[1])


def test_numpy_sums_equal_the_python_sums_bit_for_bit() -> None:
    rng = Random(14)
    compared = 0
    for _ in range(60):
        k, seats = _random_knowledge(rng)
        base = prior(TAB, k.unseen)
        py_base = py.prior(TAB, k.unseen)
        assert base.tolist() == py_base
        exact, plain = [], []
        for s in k.others:
            mask, reading, words = seats[s]
            odds = SeatOdds(TAB, base, mask, reading, ())  # type: ignore[arg-type]
            for word in words:  # one word at a time, as the words come in a hand
                odds.update(base, mask, reading, odds.words + (word,))  # type: ignore[arg-type]
            m = _mask(TAB, *mask)  # type: ignore[misc]
            rows = [likelihood_row(TAB, reading, kind, li)  # type: ignore[arg-type]
                    for kind, li in words] if reading[0] > 0 else []  # type: ignore[index]
            w = py.weights(TAB, py_base, None if m is None else m.tolist(), rows)
            assert odds.w.tolist() == w
            exact.append(odds)
            plain.append(w)
        for li in range(len(LANCES)):
            got = lance_odds(k, (exact[0], exact[1], exact[2]), li)
            want = py.lance_odds(k, (plain[0], plain[1], plain[2]), li)
            assert _same(got, want), (LANCES[li], got, want)
            compared += 1
    assert compared == 300


def test_numpy_discard_values_equal_the_python_sums_bit_for_bit() -> None:
    """Every discard's expected value (the sum over every multiset it can draw, R6) is the
    float the one-draw-at-a-time loop gave, with 8 and 4 reyes, stocks run low and plans
    moved by the partner's señas."""
    rng = Random(6)
    for reyes in (8, 4):
        tab = table(reyes, True)
        for _ in range(40):
            deck = list(DECK)
            rng.shuffle(deck)
            hand = deck[:4]
            gone = rng.choice((0, 4, 8, 24))
            counts = [0] * len(tab.rank_digit)
            for c in deck[4 + gone:]:
                counts[tab.rank_digit.index(tab.digit[c.rank])] += 1
            plan = plan_from_senas(rng.sample(["dos_reyes", "tres_ases", "medias", "duples"],
                                              rng.randrange(3)))
            values = hand_values(tab, plan)
            ranks = [tab.rank_digit.index(tab.digit[c.rank]) for c in hand]
            for value, mask in discard_options(tab, hand, tuple(counts), plan):
                kept = tuple(sorted(r for i, r in enumerate(ranks) if not mask >> i & 1))
                assert value == py.discard_values(tab, kept, counts, values), (hand, mask)
