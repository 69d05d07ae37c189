"""A round of a stage "a N ceros": pairs meet pairs on as many ceros as they have, where possible.

The pairs still in, each with its ceros, are paired so that, first to last:

1. with an odd number, the bye goes to a pair with the fewest byes in this stage (no second
   bye before every pair still in had one);
2. as few ties as possible are between two pairs that met before (none, whenever some pairing
   with such a bye avoids it);
3. as few ties as possible are between pairs with different ceros (a *cross* tie);
4. the cross ties join counts as close as possible (the sum of their differences is least);
5. among pairings equal in all that, the lot decides: ``lot`` is the pairs in the order the
   tournament's seed draws for the round (``formats/ceros.py``), and pairs near each other in it
   meet (the bye: the first it can go to).

"Where possible" means exactly 2 to 4: no pairing of the same pairs with a bye as in 1 has fewer
repeats, then fewer cross ties, then a smaller sum of differences. Without repeats, the least
is known beforehand: every count with an odd number of pairs needs one cross tie, the odd counts
meet in order (lowest with the next), so cross ties = odd counts / 2 (``bound``).

How: first a quick search that reaches that bound (each count's pairs paired among themselves
from the top of the lot, backing up on a repeat; one pair of each odd count meets one of the
next odd count); reaching it proves the pairing best. When it cannot (repeats forced, a budget
spent), an exact minimum-cost matching decides (networkx's blossom algorithm, costs weighted so
that 2 outranks 3, 3 outranks 4 and 4 outranks 5). Above ``EXACT_MOST`` pairs, where the exact
matching would hold the bot for seconds, the Swiss search pairs the round instead (by ceros,
then the lot, backing up on repeats: ``swiss.Search``); large fields are early rounds, whose
counts are large and fresh, where the quick search always succeeds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence

import networkx as nx

from .swiss import BUDGET, Search

EXACT_MOST = 64

Pairing = tuple[list[tuple[int, int]], int | None]  # ties, the pair with the bye


def bound(ceros: Sequence[int]) -> tuple[int, int]:
    """The fewest cross ties and the least sum of their differences pairs with these ceros
    can have, without repeats."""
    odd = sorted(c for c, k in Counter(ceros).items() if k % 2)
    return len(odd) // 2, sum(odd[i + 1] - odd[i] for i in range(0, len(odd) - 1, 2))


def cost(ties: Sequence[tuple[int, int]], ceros: Mapping[int, int],
         met: Collection[frozenset[int]]) -> tuple[int, int, int]:
    """A pairing's repeats, cross ties and sum of differences (2 to 4 of the module's text)."""
    repeats = sum(frozenset(t) in met for t in ties)
    cross = [abs(ceros[a] - ceros[b]) for a, b in ties if ceros[a] != ceros[b]]
    return repeats, len(cross), sum(cross)


def eligible_byes(lot: Sequence[int], byes: Mapping[int, int]) -> list[int]:
    """Who may have the bye: the pairs with the fewest byes so far, in the lot's order."""
    fewest = min(byes.get(p, 0) for p in lot)
    return [p for p in lot if byes.get(p, 0) == fewest]


def pair_round(lot: Sequence[int], ceros: Mapping[int, int], met: Collection[frozenset[int]],
               byes: Mapping[int, int]) -> Pairing:
    """The round (see the module's text): ``lot`` the pairs still in, in the round's drawn
    order; ``ceros`` theirs; ``met`` the pairs of pairs that met; ``byes`` how many byes each
    had in the stage."""
    lot = list(lot)
    if len(lot) < 2:
        return [], (lot[0] if lot else None)
    candidates: list[int | None] = list(eligible_byes(lot, byes)) if len(lot) % 2 else [None]

    def rest_bound(bye: int | None) -> tuple[int, int]:
        return bound([ceros[p] for p in lot if p != bye])

    best = min(rest_bound(b) for b in candidates)
    search = Search(met)
    for bye in candidates:
        if rest_bound(bye) != best:
            continue
        ties = _quick([p for p in lot if p != bye], ceros, search)
        if ties is not None:
            return ties, bye
    if len(lot) <= EXACT_MOST:
        return _exact(lot, ceros, met, [b for b in candidates if b is not None])
    bye = candidates[0]
    order = sorted((p for p in lot if p != bye), key=lambda p: ceros[p])  # stable: the lot within a count
    ties = Search(met).pair(order)
    return (ties if ties is not None else [(order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]), bye


def _quick(rest: list[int], ceros: Mapping[int, int], search: Search) -> list[tuple[int, int]] | None:
    """A pairing of ``rest`` (an even number, in the lot's order) without repeats that reaches
    ``bound``, or None."""
    groups: dict[int, list[int]] = {}
    for p in rest:
        groups.setdefault(ceros[p], []).append(p)
    odd = sorted(c for c, members in groups.items() if len(members) % 2)
    ties: list[tuple[int, int]] = []
    for c, members in sorted(groups.items()):
        if c in odd:
            continue
        inside = search.pair(members)
        if inside is None:
            return None
        ties += inside
    for lo, hi in zip(odd[0::2], odd[1::2], strict=True):
        found = _cross(groups[lo], groups[hi], search)
        if found is None:
            return None
        ties += found
    return ties


def _cross(low: list[int], high: list[int], search: Search) -> list[tuple[int, int]] | None:
    """One pair of ``low`` against one of ``high`` (not met before), each count's others
    paired among themselves; the first such choice in the lot's order."""
    for x in low:
        a = search.pair([p for p in low if p != x])
        if a is None:
            if search.steps > BUDGET:
                return None
            continue  # without x, low cannot be paired: another x
        for y in high:
            if not search.fresh(x, y):
                continue
            b = search.pair([p for p in high if p != y])
            if b is not None:
                return [(x, y), *a, *b]
            if search.steps > BUDGET:
                return None
    return None


def _exact(lot: list[int], ceros: Mapping[int, int], met: Collection[frozenset[int]],
           byes: Sequence[int]) -> Pairing:
    """The best pairing by a minimum-cost perfect matching (a bye: a tie with nobody)."""
    n = len(lot)
    pos = {p: i for i, p in enumerate(lot)}
    spread = max(ceros[p] for p in lot) - min(ceros[p] for p in lot)
    w_lot = 1
    w_spread = w_lot * (n * n + n + 1)  # the lot's costs never add up to one difference
    w_cross = w_spread * (spread * n + 1)
    w_repeat = w_cross * (n + 1)
    costs: dict[tuple[int, int], int] = {}
    for i, a in enumerate(lot):
        for b in lot[i + 1:]:
            d = abs(ceros[a] - ceros[b])
            costs[(a, b)] = (w_repeat * (frozenset((a, b)) in met) + w_cross * (d > 0) + w_spread * d
                             + w_lot * abs(pos[a] - pos[b]))
    nobody = -1
    for p in byes:
        costs[(nobody, p)] = w_lot * pos[p]
    top = max(costs.values()) + 1
    graph: nx.Graph[int] = nx.Graph()
    graph.add_weighted_edges_from((a, b, top - c) for (a, b), c in costs.items())
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    bye: int | None = None
    ties: list[tuple[int, int]] = []
    for a, b in matching:
        if nobody in (a, b):
            bye = b if a == nobody else a
        else:
            ties.append((a, b) if pos[a] < pos[b] else (b, a))
    return sorted(ties, key=lambda t: pos[t[0]]), bye
