"""``eliminatoria``: single elimination on a bracket of any size from 2 to 256 pairs.

The bracket has ``size`` = the smallest power of two >= the pairs, and the usual seeding
positions (seed 1 meets seed ``size``, the two top seeds can only meet in the final, 1 and 2
in different halves, 1-4 in different quarters, ...). Seeds beyond the number of pairs are
byes, so the byes go to the top seeds. The draw (``place``) keeps seeds 1 and 2 where they are
and, in every further tier (3-4, 5-8, 9-16, ...), draws which pair of that tier takes which of
the tier's positions; a tier where only some seeds have a bye is drawn in two parts (those
with a bye among their positions, the others among theirs). A tie between two pairs is played over ``best_of`` partidas (1, 3 or 5):
the first to win ``best_of // 2 + 1`` goes through.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

MIN_PAIRS, MAX_PAIRS = 2, 256
BEST_OF = (1, 3, 5)

Slot = int | None  # a pair's entry number, or None: a bye / nobody


def size_for(pairs: int) -> int:
    if not MIN_PAIRS <= pairs <= MAX_PAIRS:
        raise ValueError(f"an eliminatoria has {MIN_PAIRS} to {MAX_PAIRS} pairs, not {pairs}")
    size = 2
    while size < pairs:
        size *= 2
    return size


def rounds_for(size: int) -> int:
    return size.bit_length() - 1


@cache
def seed_order(size: int) -> tuple[int, ...]:
    """The seed number at each position of a bracket of ``size`` (1 v size, ...)."""
    if size == 1:
        return (1,)
    half = seed_order(size // 2)
    return tuple(x for s in half for x in (s, size + 1 - s))


def wins_needed(best_of: int) -> int:
    if best_of not in BEST_OF:
        raise ValueError(f"best of {BEST_OF}, not {best_of}")
    return best_of // 2 + 1


def tier_parts(pairs: int) -> list[tuple[int, ...]]:
    """The seeds the draw shuffles among themselves, part by part: each tier from 3-4 on
    (3-4, 5-8, 9-16, ...) split into its seeds with a bye and those without; seeds 1 and 2
    keep their places (each part: its seed numbers, in order)."""
    size = size_for(pairs)
    byes = size - pairs  # seeds 1..byes have a bye
    out: list[tuple[int, ...]] = []
    lo = 1
    while lo <= pairs:
        hi = 2 if lo == 1 else 2 * (lo - 1)  # tiers: 1-2, 3-4, 5-8, 9-16, ...
        real = list(range(lo, min(hi, pairs) + 1))
        for part in ([s for s in real if s <= byes], [s for s in real if s > byes]):
            if part:
                out.append(tuple(part))
        lo = hi + 1
    return out


def positions(pairs: int) -> dict[int, int]:
    """Each seed's position on the bracket of ``pairs`` pairs."""
    return {s: i for i, s in enumerate(seed_order(size_for(pairs)))}


def place(seeded: Sequence[int], shuffle: Callable[[int, list[int]], None] | None = None) -> list[Slot]:
    """The first round's positions: ``seeded`` are entry numbers, best seed first.
    ``shuffle(first_seed_of_tier, pairs)`` draws each part's order (``tier_parts``: tiers from
    3-4 on); without it the seeds stay in their standard positions."""
    pos_of = positions(len(seeded))
    slots: list[Slot] = [None] * size_for(len(seeded))
    for part in tier_parts(len(seeded)):
        pairs = [seeded[s - 1] for s in part]
        if shuffle is not None and part[0] > 2:
            shuffle(part[0], pairs)
        for s, e in zip(part, pairs, strict=True):
            slots[pos_of[s]] = e
    return slots


def place_apart(seeded: Sequence[int], group_of: Callable[[int], int]) -> list[Slot]:
    """A liguilla's knockout: ``seeded`` are the qualifiers (all group winners first), each
    placed in turn on the free position (those of seeds 1..n, so byes still go to the top)
    where it would meet a pair of its own group as late as possible; among equals, the
    position of the best seed. Group winners therefore take seeds 1..g's positions."""
    n = len(seeded)
    size = size_for(n)
    order = seed_order(size)
    pos_of = {s: i for i, s in enumerate(order)}
    free = [pos_of[s] for s in range(1, n + 1)]
    slots: list[Slot] = [None] * size
    placed: dict[int, list[int]] = {}
    for e in seeded:
        mates = placed.setdefault(group_of(e), [])

        def meets(p: int, mates: list[int] = mates) -> int:  # the round they would meet in
            return min(((p ^ q).bit_length() for q in mates), default=size)

        best = max(range(len(free)), key=lambda i: (meets(free[i]), -i))
        pos = free.pop(best)
        slots[pos] = e
        mates.append(pos)
    _untangle(slots, group_of)
    return slots


def _untangle(slots: list[Slot], group_of: Callable[[int], int]) -> None:
    """The greedy placement can leave the last qualifiers facing a group mate in round 1:
    swap one of them with a pair of another played tie where neither tie then has mates."""
    def clash(i: int) -> bool:
        a, b = slots[i & ~1], slots[i | 1]
        return a is not None and b is not None and group_of(a) == group_of(b)

    for i in range(1, len(slots), 2):
        if not clash(i):
            continue
        for j in range(1, len(slots), 2):
            if j == i or slots[j] is None or slots[j - 1] is None:
                continue
            slots[i], slots[j] = slots[j], slots[i]
            if not clash(i) and not clash(j):
                break
            slots[i], slots[j] = slots[j], slots[i]


def first_round(slots: Sequence[Slot]) -> list[tuple[Slot, Slot]]:
    """The ties of round 1, in bracket order (a bye: one side None)."""
    return [(slots[i], slots[i + 1]) for i in range(0, len(slots), 2)]


def next_round(winners: Sequence[Slot]) -> list[tuple[Slot, Slot]]:
    """The next round from the previous round's winners in bracket order (None: nobody went
    through, e.g. after a double walkover: the other side then has a bye)."""
    if len(winners) % 2:
        raise ValueError("a round has an even number of winners")
    return [(winners[i], winners[i + 1]) for i in range(0, len(winners), 2)]


def tie_winner(a: Slot, b: Slot) -> Slot | bool:
    """A tie decided without playing: a bye, or nobody on either side. ``False``: it must be
    played."""
    if a is None:
        return b
    if b is None:
        return a
    return False


def places(rounds: Sequence[Sequence[tuple[Slot, Slot, Slot]]], total: int | None = None) -> dict[int, int]:
    """Final places from a bracket's rounds of (a, b, winner), round 1 first: the champion 1,
    the finalist 2, the losers of round r share place ``2**(R-r) + 1`` (R = ``total``, the
    bracket's rounds, by default as many as given)."""
    total = len(rounds) if total is None else total
    out: dict[int, int] = {}
    for r, ties in enumerate(rounds, start=1):
        for a, b, w in ties:
            for side in (a, b):
                if side is not None and side != w:
                    out[side] = 2 ** (total - r) + 1
    if len(rounds) == total and rounds and len(rounds[-1]) == 1:
        w = rounds[-1][0][2]
        if w is not None:
            out[w] = 1
    return out
