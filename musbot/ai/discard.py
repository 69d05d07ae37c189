"""Mus and discards aimed at a plan.

A hand's value is the sum over the lances of the pair's closed-form chance to win it times
what the lance is worth (``odds``). The weights of the lances are the *plan*: by default
grande, chica, pares and juego all count; when the partner has signalled that the pair is
covered in a lance (two reyes: grande; two ases: chica; medias or duples: pares; 31: juego),
that lance counts less and the discard aims at the others.

The best discard is found exactly: for each of the 15 ways to discard, the expected value
of the new hand over every rank-multiset that can be drawn from the unseen cards, weighted
by its hypergeometric probability. Results are cached per (hand, unseen counts, plan).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import Any

import numpy as np

from ..engine.actions import Discard
from ..engine.cards import Card
from .odds import CHICA, GRANDE, JUEGO, PARES, PUNTO, HandTable

Plan = tuple[float, float, float, float, float]
DEFAULT_PLAN: Plan = (1.0, 1.0, 1.0, 1.0, 1.0)

_COMPONENTS: dict[int, list[list[float]]] = {}


def components(tab: HandTable) -> list[list[float]]:
    """Per lance and hand id, the expected points from that lance (the value's terms)."""
    got = _COMPONENTS.get(id(tab))
    if got is None:
        pw = tab.pair_win
        got = [
            [1.4 * x for x in pw[GRANDE]],
            [1.4 * x for x in pw[CHICA]],
            [pw[PARES][h] * (tab.pares_pts[h] + 1.3) for h in range(tab.size)],
            [pw[JUEGO][h] * (tab.juego_pts[h] + 2.0) for h in range(tab.size)],
            [1.6 * x for x in pw[PUNTO]],
        ]
        _COMPONENTS[id(tab)] = got
    return got


def plan_from_senas(senas: Sequence[str]) -> Plan:
    """Lower the weight of the lances the partner says are covered."""
    g = c = p = j = 1.0
    for name in senas:
        if name in ("dos_reyes", "tres_reyes"):
            g = min(g, 0.55 if name == "dos_reyes" else 0.35)
        elif name in ("dos_ases", "tres_ases"):
            c = min(c, 0.55 if name == "dos_ases" else 0.35)
        elif name in ("medias", "duples"):
            p = min(p, 0.7)
        elif name == "treinta_y_una":
            j = min(j, 0.7)
    return (g, c, p, j, 1.0)


def hand_values(tab: HandTable, plan: Plan) -> list[float]:
    return _hand_values(id(tab), plan, tab)


_VALUES: dict[tuple[int, Plan], list[float]] = {}


def _hand_values(tid: int, plan: Plan, tab: HandTable) -> list[float]:
    got = _VALUES.get((tid, plan))
    if got is None:
        comp = components(tab)
        got = [sum(plan[li] * comp[li][h] for li in range(5)) for h in range(tab.size)]
        _VALUES[(tid, plan)] = got
    return got


@cache
def _draws(n_ranks: int, k: int) -> tuple[tuple[int, tuple[tuple[int, int], ...]], ...]:
    """Every rank-multiset of size k: (index of the multiset, its nonzero (rank, count))."""
    out: list[tuple[tuple[int, int], ...]] = []

    def rec(i: int, left: int, acc: list[tuple[int, int]]) -> None:
        if left == 0:
            out.append(tuple(acc))
            return
        if i == n_ranks:
            return
        for c in range(min(left, 4), -1, -1):
            if c:
                acc.append((i, c))
            rec(i + 1, left - c, acc)
            if c:
                acc.pop()

    rec(0, k, [])
    return tuple(enumerate(out))


_COMB = [[math.comb(a, b) for b in range(5)] for a in range(41)]
_COMB_NP = np.array(_COMB, dtype=np.int64)
_KEPT: dict[tuple[int, tuple[int, ...]], tuple[Any, Any]] = {}
_VALUES_NP: dict[tuple[int, Plan], Any] = {}


def _kept_draws(tab: HandTable, kept: tuple[int, ...]) -> tuple[Any, Any]:
    """For the ranks ``kept`` (indices, sorted), every multiset that can be drawn to make four
    cards, in ``_draws``'s order: how many of each rank it takes (a row per multiset) and the
    hand id it makes. At most 165 kept sets per table: about 0.2 MB in all."""
    key = (id(tab), kept)
    got = _KEPT.get(key)
    if got is None:
        rd = tab.rank_digit
        n_ranks = len(rd)
        base = sum(rd[i] for i in kept)
        draws = _draws(n_ranks, 4 - len(kept))
        rows = [[0] * n_ranks for _ in draws]
        hands = []
        for j, nz in draws:
            code = base
            for i, c in nz:
                rows[j][i] = c
                code += rd[i] * c
            hands.append(tab.ids[code])
        got = _KEPT[key] = (np.array(rows, dtype=np.intp), np.array(hands, dtype=np.intp))
    return got


def _values_np(tab: HandTable, plan: Plan) -> Any:
    got = _VALUES_NP.get((id(tab), plan))
    if got is None:
        got = _VALUES_NP[(id(tab), plan)] = np.array(hand_values(tab, plan))
    return got
_CACHE: dict[tuple[object, ...], list[tuple[float, int]]] = {}
_CACHE_MAX = 512  # about 1.5 KB an entry, shared by every computer player of the process


def discard_options(tab: HandTable, hand: Sequence[Card], unseen_counts: Sequence[int],
                    plan: Plan = DEFAULT_PLAN) -> list[tuple[float, int]]:
    """(expected value after the draw, discard mask over ``hand``) for the distinct discards,
    best first. Equal effective ranks make several masks equivalent; one is kept."""
    digit = tab.digit
    ranks_idx = [tab.rank_digit.index(digit[c.rank]) for c in hand]
    key = (id(tab), tuple(sorted(ranks_idx)), tuple(unseen_counts), plan)
    cached = _CACHE.get(key)
    if cached is not None and len(ranks_idx) == 4:
        # map back to masks over this hand's order
        return _remap(cached, key[1], ranks_idx)
    values = _values_np(tab, plan)
    avail = np.array(unseen_counts, dtype=np.intp)
    seen: dict[tuple[int, ...], int] = {}
    results: list[tuple[float, int]] = []
    order = sorted(range(4), key=ranks_idx.__getitem__)
    sorted_ranks = [ranks_idx[i] for i in order]
    for mask in range(1, 16):
        kept = tuple(sorted(sorted_ranks[i] for i in range(4) if not mask >> i & 1))
        if kept in seen:
            continue
        seen[kept] = mask
        counts, hands = _kept_draws(tab, kept)
        # the ways to draw each multiset (exact integers), then the value summed in the
        # draws' order (a running sum: the floats of the former loop, one draw at a time)
        w = np.multiply.reduce(_COMB_NP[avail, counts], axis=1)
        tot = int(w.sum())
        terms = np.empty(len(w) + 1)
        terms[0] = 0.0
        np.multiply(w, values[hands], out=terms[1:])
        acc = float(np.add.accumulate(terms)[-1])
        results.append((acc / tot if tot else -1.0, mask))
    results.sort(key=lambda x: -x[0])
    if len(_CACHE) >= _CACHE_MAX:  # keys hold this deal's unseen cards: old ones rarely come back
        _CACHE.clear()
    _CACHE[key] = results
    return _remap(results, key[1], ranks_idx)


def _remap(results: list[tuple[float, int]], sorted_ranks: tuple[int, ...],
           ranks_idx: list[int]) -> list[tuple[float, int]]:
    """Masks are over the sorted ranks; translate them to positions in this hand."""
    order = sorted(range(4), key=ranks_idx.__getitem__)
    out = []
    for v, mask in results:
        m = 0
        for i in range(4):
            if mask >> i & 1:
                m |= 1 << order[i]
        out.append((v, m))
    return out


def choose_discard(tab: HandTable, hand: Sequence[Card], unseen_counts: Sequence[int],
                   plan: Plan = DEFAULT_PLAN) -> tuple[Discard, float]:
    options = discard_options(tab, hand, unseen_counts, plan)
    value, mask = options[0]
    return Discard(tuple(c for i, c in enumerate(hand) if mask >> i & 1)), value


def unseen_counts(tab: HandTable, digits: Sequence[int]) -> tuple[int, ...]:
    """Cards per effective rank among the given card digits."""
    counts = [0] * len(tab.rank_digit)
    pos = {d: i for i, d in enumerate(tab.rank_digit)}
    for d in digits:
        counts[pos[d]] += 1
    return tuple(counts)


__all__ = ["DEFAULT_PLAN", "Plan", "choose_discard", "components", "discard_options",
           "hand_values", "plan_from_senas", "unseen_counts"]

