"""Round robins: the circle method for ``liga`` jornadas and ``liguilla`` groups.

``schedule(members)``: with n members (a rest slot added when n is odd) there are n - 1
rounds (n when odd); the first member stays, the others turn one place each round, and round
r pairs position i with position n-1-i. Every two members meet exactly once; nobody plays twice
in a round; with an odd number each member rests exactly once. ``double``: the same rounds
again with the sides swapped.

Groups (``liguilla``): G = 3 to 6 is the largest group. The number of groups is
ceil(pairs / G), fewer if a group would have fewer than 3 pairs; sizes differ by at most one.
The draw puts seeds 1..g at the head of groups 1..g, then each further pot of g seeds is
spread over the groups in drawn order (see ``draw.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

GROUP_SIZES = (3, 4, 5, 6)
MIN_GROUP = 3


def schedule(members: Sequence[T], double: bool = False) -> list[list[tuple[T, T]]]:
    """Rounds of (first, second) ties; a member's rest is left out of its round."""
    ring: list[T | None] = list(members)
    if len(ring) < 2:
        return []
    if len(ring) % 2:
        ring.append(None)
    n = len(ring)
    rounds: list[list[tuple[T, T]]] = []
    for r in range(n - 1):
        ties: list[tuple[T, T]] = []
        for i in range(n // 2):
            a, b = ring[i], ring[n - 1 - i]
            if a is None or b is None:
                continue
            # alternate sides so nobody is always first (the pair of seats 0 and 2)
            ties.append((a, b) if (r + i) % 2 == 0 else (b, a))
        rounds.append(ties)
        ring = [ring[0], ring[-1], *ring[1:-1]]
    if double:
        rounds += [[(b, a) for a, b in ties] for ties in rounds]
    return rounds


def group_count(pairs: int, group_size: int) -> int:
    if group_size not in GROUP_SIZES:
        raise ValueError(f"groups of {GROUP_SIZES}, not {group_size}")
    if pairs < MIN_GROUP:
        raise ValueError(f"a liguilla needs at least {MIN_GROUP} pairs")
    groups = -(-pairs // group_size)
    while groups > 1 and pairs // groups < MIN_GROUP:
        groups -= 1
    return groups


def group_sizes(pairs: int, group_size: int) -> list[int]:
    g = group_count(pairs, group_size)
    base, extra = divmod(pairs, g)
    return [base + (1 if i < extra else 0) for i in range(g)]
