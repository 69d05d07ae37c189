"""The exact odds' sums as plain Python computed them before they became numpy passes
(``musbot/ai/exact.py`` up to 91ec9ae, C-level ``map``/``accumulate`` over lists of floats):
the reference that ``test_exact_numpy.py`` holds the numpy sums to, bit for bit."""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Sequence
from itertools import accumulate
from math import comb
from operator import mul, sub

from musbot.ai.discard import _draws
from musbot.ai.exact import _index, _no_juego, _ways
from musbot.ai.knowledge import STRENGTH_BINS, Knowledge, LanceOdds
from musbot.ai.odds import JUEGO, PARES, PUNTO, HandTable


def cumulative(k: Knowledge, w: Sequence[float], li: int) -> list[float]:
    """A seat's cumulative distribution over lance ``li``'s levels, from its weights ``w``."""
    if li == PUNTO:
        w = list(map(mul, w, _no_juego(k.tab).tolist()))
    idx = _index(k.tab, li)
    cum = list(accumulate(map(w.__getitem__, idx.order)))
    return cum if idx.ends is None else list(map(cum.__getitem__, idx.ends))


def lance_odds(k: Knowledge, seats: tuple[list[float], list[float], list[float]], li: int
               ) -> LanceOdds:
    """The odds of lance ``li`` for seat ``k.seat``, the hidden seats (partner, next rival,
    previous rival) weighed by ``seats`` (per hand id)."""
    tab = k.tab
    idx = _index(tab, li)
    m = idx.rank[k.my_id]
    sp, s1, s2 = seats
    pos = tuple((s - k.mano) % 4 for s in (k.seat, *k.others))
    floor = 1 if li in (PARES, JUEGO) else 0
    nb = STRENGTH_BINS + 1
    if li == PUNTO and tab.key[JUEGO][k.my_id] > 0:  # I have juego: no punto
        return LanceOdds(0.5, (array("d", bytes(8 * nb)), array("d", bytes(8 * nb))),
                         0.0, 0.0, 0.0, 0.0, 0.0)
    z = sum(sp) * sum(s1) * sum(s2)
    cp, c1, c2 = cumulative(k, sp, li), cumulative(k, s1, li), cumulative(k, s2, li)
    pm = [cp[0], *map(sub, cp[1:], cp)]  # the partner's level distribution
    ends = idx.bin_ends
    won = _won(ends, m, floor, pos, pm, cp, c1, c2)
    # contested: our better hand and theirs both take part
    ours_raw = cp[-1] if m >= floor else cp[-1] - cp[0]
    ours = ours_raw / z
    base = c1[0] * c2[0] if floor else 0.0
    c1z, c2z = [*c1, 0.0], [*c2, 0.0]  # level -1 (an empty bin below all): nothing
    contested = [ours * (x - base) for x in map(mul, map(c1z.__getitem__, ends),
                                                  map(c2z.__getitem__, ends))]
    if ends[0] < 0:
        contested[0] = 0.0
    inv = 1.0 / z
    cw = array("d", (0.0, *map(sub, contested[1:], contested)))
    cb = array("d", (0.0, *map(inv.__mul__, map(sub, won[1:], won))))
    played = contested[-1]
    win_w = (won[-1] - won[0]) * inv
    win = win_w / played if played > 0 else 0.5
    if li not in (PARES, JUEGO):
        return LanceOdds(win, (cw, cb), played, 0.0, 0.0, 0.0, 0.0)
    # the points sums: each figure is linear in every seat's distribution, so a seat's points
    # are the same sum over its distribution weighted by its points (a function of its level)
    pts = idx.points
    my_pts = pts[m]
    top = len(cp) - 1
    pmx = list(map(mul, pm, pts))
    p1 = [c1[0], *map(sub, c1[1:], c1)]
    p2 = [c2[0], *map(sub, c2[1:], c2)]
    cpx, c1x, c2x = (list(accumulate(map(mul, d, pts))) for d in (pm, p1, p2))
    at = [0, top]
    won_p = _won(at, m, floor, pos, pmx, cpx, c1, c2)
    won_1 = _won(at, m, floor, pos, pm, cp, c1x, c2)
    won_2 = _won(at, m, floor, pos, pm, cp, c1, c2x)
    them_contested = ours_raw * (c1x[top] * c2[top] + c1[top] * c2x[top])  # level 0 has no points
    lost_w = played - win_w
    us_pts = (my_pts * win_w + (won_p[1] - won_p[0]) * inv) / win_w if win_w > 0 else 0.0
    them_won = (won_1[1] - won_1[0]) + (won_2[1] - won_2[0])
    them_pts = (them_contested - them_won) * inv / lost_w if lost_w > 0 else 0.0
    norm_p, norm_1, norm_2 = cp[-1], c1[-1], c2[-1]
    return LanceOdds(win, (cw, cb), played, us_pts, them_pts, my_pts + cpx[-1] / norm_p,
                     c1x[-1] / norm_1 + c2x[-1] / norm_2)

def _won(at: list[int], m: int, floor: int, pos: tuple[int, ...], pm: Sequence[float],
         cp: Sequence[float], c1: Sequence[float], c2: Sequence[float]) -> list[float]:
    """At each level R of ``at``: P(our pair's better hand beats the rivals' better hand, and
    the rivals' better level is at most R), our better hand at least at level ``floor``.

    ``m`` is my level; ``pm`` the partner's distribution over the levels, ``cp``, ``c1``,
    ``c2`` the cumulative distributions of the partner and the two rivals (not necessarily of
    total 1: every term is linear in each); ``pos`` the four seats' places from the mano
    (ties go to the smaller)."""
    p0, p1, q1, q2 = pos
    n = len(cp)
    # the partner holds our better hand from level sb on (a tie goes to the nearer the mano)
    sb = max(m if p1 < p0 else m + 1, floor)
    # a rival is below the partner's hand at level r: below r, or at r and after the partner
    a1 = c1 if q1 > p1 else [0.0, *c1[:-1]]
    a2 = c2 if q2 > p1 else [0.0, *c2[:-1]]
    pre = [0.0] * sb
    if sb < n:
        pre.extend(accumulate(map(mul, map(mul, pm[sb:], a1[sb:]), a2[sb:])))
    before = cp[sb - 1] if sb else 0.0  # the partner's levels below sb
    if floor <= m < n:  # our better hand is mine: the partner below me
        below = (cp[m - 1] if m else 0.0) + (pm[m] if p1 > p0 else 0.0)
        mine = ((c1[m] if q1 > p0 else (c1[m - 1] if m else 0.0))
                * (c2[m] if q2 > p0 else (c2[m - 1] if m else 0.0)))
    else:
        below = mine = 0.0
    top = cp[-1]
    # level -1 (an empty bin below all) reads nothing; levels below sb read the partner's
    # levels above sb
    prez = [*pre, 0.0]
    above = [(top - (cp[r] if r >= sb else before)) if r >= 0 else 0.0 for r in at]
    both = list(map(mul, map([*c1, 0.0].__getitem__, at), map([*c2, 0.0].__getitem__, at)))
    out = list(map(float.__add__, map(prez.__getitem__, at), map(mul, above, both)))
    if below:
        i = bisect_left(at, m)  # from level m on, the rivals are below my hand or not
        for j in range(len(at)):
            out[j] += below * (mine if j >= i else both[j])
    return out



def prior(tab: HandTable, unseen: list[int]) -> list[float]:
    """Per hand id, the ways to hold it among the ``unseen`` cards: the full deck's figures
    times, rank by rank in order, the ratio of the unseen cards' ways to the deck's."""
    left = dict.fromkeys(tab.rank_digit, 0)
    for d in unseen:
        left[d] += 1
    ways = [float(_ways(tab.deck_counts, c)) for c in tab.counts]
    for r, u in enumerate(left.values()):
        n = tab.deck_counts[r]
        if u != n:
            ratio = [comb(u, x) / comb(n, x) for x in range(5)]
            ways = list(map(mul, ways, (ratio[c[r]] for c in tab.counts)))
    return ways


def weights(tab: HandTable, base: list[float], mask: list[float] | None,
            rows: list[Sequence[float]]) -> list[float]:
    """A seat's weights made from the start: the prior, times its mask (dropped where the
    unseen cards contradict it), times each word's row in order."""
    w = base
    if mask is not None:
        got = list(map(mul, w, mask))
        w = got if sum(got) > 0.0 else base
    for row in rows:
        w = list(map(mul, w, row))
    return w


def discard_values(tab: HandTable, kept: tuple[int, ...], unseen_counts: Sequence[int],
                   values: Sequence[float]) -> float:
    """The expected value of keeping the ranks ``kept`` (indices), one draw at a time as
    ``discard.discard_options`` summed them before numpy (-1.0: nothing can be drawn)."""
    rd = tab.rank_digit
    base = sum(rd[i] for i in kept)
    tot = 0.0
    acc = 0.0
    for _, nz in _draws(len(rd), 4 - len(kept)):
        w = 1
        code = base
        for i, c in nz:
            w *= comb(unseen_counts[i], c)
            code += rd[i] * c
        if not w:
            continue
        tot += w
        acc += w * values[tab.ids[code]]
    return acc / tot if tot else -1.0
