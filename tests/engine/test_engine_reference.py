"""An independent, deliberately naive reading of the rules (sorting and counting, no tables)
checked against the engine over many random hands and partidas: lance winners (R2-R4,
R10-R15), fold values (R19) and the count (R22, R23)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest
from mus_helpers import choose

from musbot.engine import DECK, Card, Match, Rules, lance_winner
from musbot.engine.events import Bet, CountLine, Deje, Event, JuegoWon, LanceStarted, OrdagoWon

ORDER = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]  # R3, low to high
JUEGO_ORDER = [31, 32, 40, 37, 36, 35, 34, 33]  # R13, best first


def eff(rank: int, reyes: int) -> int:
    """R2: with 8 reyes a 3 is a rey and a 2 an as."""
    if reyes == 8 and rank == 3:
        return 12
    if reyes == 8 and rank == 2:
        return 1
    return rank


def points(hand: Sequence[Card], reyes: int) -> int:
    """R3: figures 10, the others their number."""
    return sum(min(eff(c.rank, reyes), 10) for c in hand)


def pares_of(hand: Sequence[Card], reyes: int) -> tuple[int, int, int]:
    """R12: (kind, higher, lower): pareja 1 < medias 2 < duples 3; four of a rank = two pairs."""
    counts = Counter(ORDER.index(eff(c.rank, reyes)) for c in hand)
    pairs = sorted((r for r, n in counts.items() if n >= 2), reverse=True)
    if 4 in counts.values():
        (r,) = pairs
        return (3, r, r)
    if len(pairs) == 2:
        return (3, pairs[0], pairs[1])
    if 3 in counts.values():
        return (2, pairs[0], 0)
    if pairs:
        return (1, pairs[0], 0)
    return (0, 0, 0)


def better(lance: str, a: Sequence[Card], b: Sequence[Card], rules: Rules) -> bool:
    """Is hand ``a`` strictly better than ``b`` in ``lance``?"""
    r = rules.reyes
    if lance == "grande":  # R10
        return sorted((ORDER.index(eff(c.rank, r)) for c in a), reverse=True) > \
            sorted((ORDER.index(eff(c.rank, r)) for c in b), reverse=True)
    if lance == "chica":  # R11
        return sorted(ORDER.index(eff(c.rank, r)) for c in a) < sorted(ORDER.index(eff(c.rank, r)) for c in b)
    if lance == "pares":
        return pares_of(a, r) > pares_of(b, r)
    if lance == "juego":  # R13, R14

        def key(h: Sequence[Card]) -> int:
            p = points(h, r)
            real = rules.juego_real and p == 31 and sum(eff(c.rank, r) == 7 for c in h) == 3
            return 100 if real else (50 - JUEGO_ORDER.index(p) if p >= 31 else 0)

        return key(a) > key(b)
    if lance == "punto":  # R15
        return points(a, r) > points(b, r)
    raise AssertionError(lance)


def takes_part(lance: str, hand: Sequence[Card], rules: Rules) -> bool:
    if lance == "pares":
        return pares_of(hand, rules.reyes)[0] > 0
    if lance == "juego":
        return points(hand, rules.reyes) >= 31
    return True


def ref_winner(lance: str, hands: Sequence[Sequence[Card]], mano: int, rules: Rules,
               seats: Sequence[int] = (0, 1, 2, 3)) -> int | None:
    """R4: the first seat from the mano that no later seat beats strictly."""
    best: int | None = None
    for k in range(4):
        s = (mano + k) % 4
        if s not in seats or not takes_part(lance, hands[s], rules):
            continue
        if best is None or better(lance, hands[s], hands[best], rules):
            best = s
    return best


@pytest.mark.parametrize("reyes", [8, 4])
@pytest.mark.parametrize("juego_real", [True, False])
def test_lance_winner_matches_a_naive_reading_R2_R4_R10_R15(reyes: int, juego_real: bool) -> None:
    """lance_winner agrees with the naive reading on thousands of random deals, all five lances."""
    rules = Rules(reyes=reyes, juego_real=juego_real)
    rng = random.Random(reyes * 10 + juego_real)
    deck = list(DECK)
    for _ in range(1500):
        rng.shuffle(deck)
        hands = [deck[4 * s:4 * s + 4] for s in range(4)]
        mano = rng.randrange(4)
        for lance in ("grande", "chica", "pares", "juego", "punto"):
            assert lance_winner(lance, hands, mano, rules) == ref_winner(lance, hands, mano, rules), (
                lance, mano, hands)


def fold_value(bets: list[Bet]) -> int:
    """R19: 1 for the opening bet, else the stake before the last raise."""
    stakes: list[int] = []
    for b in bets:
        if b.word == "envido":
            stakes.append(b.amount)
        elif b.word == "mas":
            stakes.append(stakes[-1] + b.amount)
        elif b.word == "ordago":
            stakes.append(stakes[-1] if stakes else 0)
    return 1 if len(stakes) == 1 else stakes[-2]


def ref_count(m: Match, start: list[int]) -> list[tuple[str, int, int, str, int | None]]:
    """R22/R23: the count lines from the hands and the betting results, stopping at the target."""
    rules, hands, mano = m.rules, m.hands, m.mano
    score = list(start)
    lines: list[tuple[str, int, int, str, int | None]] = []
    order = [(mano + k) % 4 for k in range(4)]
    for res in m.view(None).results:
        lance, outcome = res.lance, res.outcome
        todo: list[tuple[int, int, str, int | None]] = []
        if outcome == "not_played" or (outcome == "folded" and lance in ("grande", "chica")):
            continue
        if outcome == "folded":
            assert res.pair is not None
            pair, seat = res.pair, None
        else:
            seat = ref_winner(lance, hands, mano, rules)
            assert seat is not None
            pair = seat % 2
        if lance in ("grande", "chica"):
            todo.append((pair, res.stake, "envite", seat) if outcome == "querido" else (pair, 1, "paso", seat))
        else:
            if outcome == "querido":
                todo.append((pair, res.stake, "envite", seat))
            if lance == "punto":
                todo.append((pair, 1, "punto", seat))
            for s in order:
                if s % 2 != pair or lance == "punto" or not takes_part(lance, hands[s], rules):
                    continue
                if lance == "pares":
                    kind = pares_of(hands[s], rules.reyes)[0]
                    todo.append((pair, kind, ("", "pareja", "medias", "duples")[kind], s))
                else:
                    p = points(hands[s], rules.reyes)
                    todo.append((pair, 3 if p == 31 else 2, "juego31" if p == 31 else "juego", s))
        for pair, pts, why, who in todo:
            lines.append((lance, pair, pts, why, who))
            score[pair] += pts
            if score[pair] >= rules.tantos:
                return lines
    return lines


@pytest.mark.parametrize("rules", [
    Rules(), Rules(reyes=4, tantos=30, juego_real=False), Rules(tantos=30, juegos=3),
])
def test_folds_and_count_match_a_naive_reading_R19_R22_R23(rules: Rules) -> None:
    """Over random partidas every deje is the R19 value and every count the R22/R23 one."""
    rng = random.Random(rules.tantos + rules.reyes)
    counted = 0
    for seed in range(100):
        m = Match.new(rules, seed=seed, first_mano=seed % 4)
        lance_bets: list[Bet] = []
        while m.phase != "match_end":
            if m.phase == "hand_end":
                m.next_hand()
                lance_bets = []
                continue
            before = list(m.score)
            evs: list[Event] = m.apply(*choose(rng, m, ("calm", "uniform")[seed % 2]))
            for i, e in enumerate(evs):
                if isinstance(e, LanceStarted):
                    lance_bets = []
                elif isinstance(e, Bet) and e.word in ("envido", "mas", "ordago"):
                    lance_bets.append(e)
                elif isinstance(e, Deje):
                    assert e.points == fold_value(lance_bets)
                    before[e.pair] += e.points
                    if any(isinstance(x, JuegoWon) for x in evs[i:]):
                        break
                elif isinstance(e, CountLine) and not any(isinstance(x, OrdagoWon) for x in evs):
                    got = [(c.lance, c.pair, c.points, c.why, c.seat) for c in evs if isinstance(c, CountLine)]
                    assert got == ref_count(m, before)
                    counted += 1
                    break
    assert counted > 50
