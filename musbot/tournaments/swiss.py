"""``suizo``: Swiss pairing, R rounds.

Round 1 pairs the seeds' top half against the bottom half (1 v n/2+1, 2 v n/2+2, ...). Every
later round orders the pairs by points (a won tie or a bye: 1 point), then by seed, and pairs
each pair, from the top, with the next one below it it has not met (so equal scores meet,
and a pair goes down a score group only when it must). With an odd number one pair has a bye
each round: the lowest-placed pair that has not had one yet; never twice the same pair.

The search backs up when a choice leaves the pairs below with no fresh opponent, so no two
pairs meet twice whenever some pairing of the round avoids it (and a bye to a pair without
one is possible). Only if none exists (more rounds than fresh opponents) does it allow
repeats, again from the top. The search is bounded (``BUDGET`` steps); past it on a very large
field the round is paired allowing repeats, which never happens in the sizes a server plays
(measured by ``bench/tournament.py`` at 512 pairs).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

BUDGET = 200_000
PRUNE_BELOW = 48  # below this many unpaired pairs, check every one still has a fresh opponent

Pairing = tuple[list[tuple[int, int]], int | None]  # ties, the pair with the bye


def first_round(seeded: Sequence[int]) -> Pairing:
    """Top half against bottom half; with an odd number the last seed has the bye."""
    pairs = list(seeded)
    bye = pairs.pop() if len(pairs) % 2 else None
    half = len(pairs) // 2
    return [(pairs[i], pairs[half + i]) for i in range(half)], bye


class Search:
    """Pairs a list in preference order without repeats, backing up, within ``BUDGET`` steps."""

    def __init__(self, met: Collection[frozenset[int]]) -> None:
        self.met = met
        self.steps = 0

    def fresh(self, a: int, b: int) -> bool:
        return frozenset((a, b)) not in self.met

    def viable(self, rest: list[int]) -> bool:
        if len(rest) > PRUNE_BELOW:
            return True
        return all(any(self.fresh(x, y) for y in rest if y != x) for x in rest)

    def pair(self, rest: list[int]) -> list[tuple[int, int]] | None:
        """Pair ``rest`` (in preference order) with no repeats, or None."""
        if not rest:
            return []
        self.steps += 1
        if self.steps > BUDGET:
            return None
        top, others = rest[0], rest[1:]
        for i, b in enumerate(others):
            if not self.fresh(top, b):
                continue
            left = others[:i] + others[i + 1:]
            if not self.viable(left):
                continue
            tail = self.pair(left)
            if tail is not None:
                return [(top, b), *tail]
            if self.steps > BUDGET:
                return None
        return None


def _greedy(order: list[int]) -> list[tuple[int, int]]:
    return [(order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]


def pair_round(order: Sequence[int], met: Collection[frozenset[int]], had_bye: Collection[int]) -> Pairing:
    """The next round. ``order``: the pairs still playing, placed best first (points, then
    seed); ``met``: the pairs of entries that already met; ``had_bye``: who had a bye."""
    order = list(order)
    if len(order) < 2:
        return [], (order[0] if order else None)
    search = Search(met)
    if len(order) % 2 == 0:
        ties = search.pair(order)
        return (ties if ties is not None else _greedy(order)), None
    candidates = [p for p in reversed(order) if p not in had_bye] or list(reversed(order))
    for bye in candidates:
        rest = [p for p in order if p != bye]
        ties = search.pair(rest)
        if ties is not None:
            return ties, bye
        if search.steps > BUDGET:
            break
    bye = candidates[0]
    return _greedy([p for p in order if p != bye]), bye
