"""Tables precomputed over the rank-hands, and closed-form odds built on them.

Suits never matter (R1), so a hand is its multiset of *effective* ranks: with 8 reyes a 3 is
a rey and a 2 an as (R2), which leaves 8 ranks and 330 distinct hands; with 4 reyes 10 ranks
and 715 hands. Every hand gets a small integer id; a card maps to a base-5 digit of its
effective rank so that the sum of a hand's four digits identifies the hand, order-free.

Per hand id the tables hold the integer key of each lance (bigger wins, as in
``musbot.engine.evaluate``), the pares / juego points, the señas that are true, and the
*strength* in each lance: the probability that one random other hand (drawn from the 36
cards this hand leaves) is worse, ties counting one half. Strength feeds closed-form pair
odds, the hand value used for mus and discards, and the likelihood of what others did.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from ..engine.cards import RANKS, SUITS, Card
from ..engine.evaluate import effective_rank, hand_info, lance_key
from ..engine.senas import SENAS
from ..engine.view import LANCES as _LANCES

LANCES: tuple[str, ...] = _LANCES  # the engine's, in its order (GRANDE..PUNTO index them)
GRANDE, CHICA, PARES, JUEGO, PUNTO = range(5)
SENA_BITS: dict[str, int] = {name: 1 << i for i, name in enumerate(SENAS)}


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


@dataclass(slots=True)
class HandTable:
    """Everything the players need to know about the hand classes under one set of rules."""

    reyes: int
    juego_real: bool
    ranks: tuple[int, ...]  # effective ranks, low to high
    deck_counts: tuple[int, ...]  # cards of each effective rank in the full deck
    digit: dict[int, int]  # raw rank -> digit of its effective rank
    rank_digit: tuple[int, ...]  # effective rank index -> digit
    ids: dict[int, int]  # digit sum -> hand id
    counts: list[tuple[int, ...]]  # per id: how many cards of each effective rank
    eff_hand: list[tuple[int, ...]]  # per id: effective ranks, high to low
    key: list[list[int]]  # key[lance][id]
    pares_pts: list[int]
    juego_pts: list[int]
    points: list[int]
    sena_mask: list[int]
    strength: list[list[float]]  # strength[lance][id]
    field: list[list[float]]  # field[lance][id]: P(another hand takes no part), pares/juego
    part_strength: list[list[float]]  # strength among the hands that take part (pares, juego)
    value: list[float]  # expected points of the pair from this hand (no other knowledge)
    value_rank: list[float]  # percentile of value among random hands
    pair_win: list[list[float]]  # closed-form P(our pair wins lance) from this hand

    @property
    def size(self) -> int:
        return len(self.counts)

    def hand_id(self, cards: tuple[Card, ...] | list[Card]) -> int:
        d = self.digit
        return self.ids[d[cards[0].rank] + d[cards[1].rank] + d[cards[2].rank] + d[cards[3].rank]]

    def card_digits(self, cards: object) -> list[int]:
        d = self.digit
        return [d[c.rank] for c in cards]  # type: ignore[attr-defined]


def _multisets(n_ranks: int, size: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if i == n_ranks - 1:
            if left <= 4:
                out.append((*acc, left))
            return
        for k in range(min(left, 4) + 1):
            acc.append(k)
            rec(i + 1, left - k, acc)
            acc.pop()

    rec(0, size, [])
    return out


def pair_odds(u: float) -> float:
    """P(our pair wins) when my hand beats one random hand with probability ``u``.

    The partner and both rivals are taken as independent: we win when the better of my hand
    and my partner's beats both rivals, which integrates to u³ + (1 - u³)/3.
    """
    u3 = u * u * u
    return u3 + (1.0 - u3) / 3.0


def _build(reyes: int, juego_real: bool) -> HandTable:
    ranks = tuple(sorted({effective_rank(r, reyes) for r in RANKS}))
    idx = {r: i for i, r in enumerate(ranks)}
    deck_counts = [0] * len(ranks)
    for r in RANKS:
        deck_counts[idx[effective_rank(r, reyes)]] += 4
    rank_digit = tuple(5**i for i in range(len(ranks)))
    digit = {r: rank_digit[idx[effective_rank(r, reyes)]] for r in RANKS}
    counts = _multisets(len(ranks), 4)
    ids: dict[int, int] = {}
    key: list[list[int]] = [[] for _ in LANCES]
    pares_pts: list[int] = []
    juego_pts: list[int] = []
    points: list[int] = []
    sena_mask: list[int] = []
    eff_hand: list[tuple[int, ...]] = []
    for hid, cnt in enumerate(counts):
        cards: list[Card] = []
        for i, k in enumerate(cnt):
            cards.extend(Card(ranks[i], SUITS[j]) for j in range(k))
        ids[sum(rank_digit[i] * k for i, k in enumerate(cnt))] = hid
        info = hand_info(cards, reyes)
        for li, lance in enumerate(LANCES):
            key[li].append(lance_key(info, lance, juego_real))
        pares_pts.append(info.pares_points)
        juego_pts.append(info.juego_points)
        points.append(info.points)
        sena_mask.append(sum(bit for name, bit in SENA_BITS.items() if SENAS[name].test(info)))
        eff_hand.append(info.ranks)
    n = len(counts)
    # weight of hand h' drawn from the 36 cards left by hand h: prod C(n_r - h_r, h'_r)
    comb = [[math.comb(a, b) for b in range(5)] for a in range(9)]
    nz = [[(i, k) for i, k in enumerate(cnt) if k] for cnt in counts]
    strength = [[0.0] * n for _ in LANCES]
    field = [[0.0] * n for _ in LANCES]
    part_strength = [[0.0] * n for _ in LANCES]
    total = math.comb(36, 4)
    for h in range(n):
        left = [deck_counts[i] - counts[h][i] for i in range(len(ranks))]
        ws = []
        for h2 in range(n):
            w = 1
            for i, k in nz[h2]:
                w *= comb[left[i]][k]
                if not w:
                    break
            ws.append(w)
        for li in range(5):
            kl = key[li]
            mine = kl[h]
            below = tie = zero = 0
            for h2 in range(n):
                w = ws[h2]
                if not w:
                    continue
                k2 = kl[h2]
                if k2 < mine:
                    below += w
                elif k2 == mine:
                    tie += w
                if k2 == 0:
                    zero += w
            strength[li][h] = (below + 0.5 * tie) / total
            field[li][h] = zero / total
            if li in (PARES, JUEGO) and mine > 0:
                part = total - zero
                part_strength[li][h] = (below - zero + 0.5 * tie) / part if part else 1.0
    pair_win = [[0.0] * n for _ in LANCES]
    value = [0.0] * n
    for h in range(n):
        pg = pair_odds(strength[GRANDE][h])
        pc = pair_odds(strength[CHICA][h])
        pw = []
        for li in (PARES, JUEGO):
            z = field[li][h]
            if key[li][h] > 0:
                pw.append(pair_odds(strength[li][h]))
            else:
                pw.append((1.0 - z**3) / 3.0)
        pp, pj = pw
        zj = field[JUEGO][h]
        if key[JUEGO][h] > 0:
            pt = 0.0
        else:
            pt = zj**3 * pair_odds(strength[PUNTO][h])
        pair_win[GRANDE][h], pair_win[CHICA][h], pair_win[PARES][h] = pg, pc, pp
        pair_win[JUEGO][h], pair_win[PUNTO][h] = pj, pt
        value[h] = (
            1.4 * pg
            + 1.4 * pc
            + pp * (pares_pts[h] + 1.3)
            + pj * (juego_pts[h] + 2.0)
            + pt * 1.6
        )
    # value percentile among random hands (unconditional weights)
    w0 = []
    for h in range(n):
        w = 1
        for i, k in nz[h]:
            w *= comb[deck_counts[i]][k]
        w0.append(w)
    tot0 = sum(w0)
    order = sorted(range(n), key=value.__getitem__)
    value_rank = [0.0] * n
    acc = 0.0
    for h in order:
        value_rank[h] = (acc + 0.5 * w0[h]) / tot0
        acc += w0[h]
    return HandTable(
        reyes=reyes,
        juego_real=juego_real,
        ranks=ranks,
        deck_counts=tuple(deck_counts),
        digit=digit,
        rank_digit=rank_digit,
        ids=ids,
        counts=counts,
        eff_hand=eff_hand,
        key=key,
        pares_pts=pares_pts,
        juego_pts=juego_pts,
        points=points,
        sena_mask=sena_mask,
        strength=strength,
        field=field,
        part_strength=part_strength,
        value=value,
        value_rank=value_rank,
        pair_win=pair_win,
    )


@cache
def table(reyes: int = 8, juego_real: bool = True) -> HandTable:
    """The hand table of these rules (built once per process, well under a second)."""
    return _build(reyes, juego_real)


# ------------------------------------------------------------------ juego equity
def juego_equity(need_us: int | float, need_them: int | float) -> float:
    """P(our pair wins the juego) from how many points each pair still needs.

    A race model fitted on self-play: a pair scores a few points per hand with a wide spread,
    so the difference of what is needed, over the spread of the hands still to come, gives
    a normal tail; an órdago can always turn a juego, which keeps every chance above 4 %.
    """
    if need_us <= 0:
        return 1.0
    if need_them <= 0:
        return 0.0
    hands = (need_us + need_them) / 8.0 + 0.5
    z = (need_them - need_us) / (6.0 * math.sqrt(hands) + 1.0)
    return 0.04 + 0.92 * 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


__all__ = [
    "CHICA", "GRANDE", "HandTable", "JUEGO", "LANCES", "PARES", "PUNTO", "SENA_BITS",
    "juego_equity", "pair_odds", "table",
]
