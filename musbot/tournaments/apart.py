"""Pairs of one label (a club, a town, a *herri*) kept apart by the draw, where it can.

A pair may carry a label (``Entry.tag``, in the sign-up list the draw reads). Once a format has
placed the pairs (``Format.place``), ``keep_apart`` looks at the places that meet: the ties of
a first round, or the groups of a liguilla (``sets``, each a list of places), and the places
the draw could as well have given each other's pairs (``classes``: a tier of the bracket, a pot
of the groups, the bottom half of a suizo's round 1, the whole of a ceros round 1). A *clash*
is two pairs of one label in one set. Then:

1. **Class by class, in order**, a class none of whose sets holds two of its places (a pot, a
   tier, a half) is placed anew among its places with the fewest clashes against the places
   already settled (those of no class and of the classes before it): the pairs move along
   cycles of its places while a cycle lowers those clashes (the cheapest first found by
   Bellman-Ford over the places in order), so the result is a least-clash assignment and a
   pair moves only when that lowers them. Pot after pot, this is how a federation's draw mixes
   clubs into groups.
2. **Swaps, all classes**: in order, every two places of a class (the first with each later
   one): the two pairs are swapped when that leaves fewer clashes in all, until no such swap
   is left (this is all a ceros round 1 has: its one class is every place).

Every step lowers a whole number of clashes, so it ends. Without labels (or without clashes)
nothing moves, so a draw without labels is the draw it always was. It is pure arithmetic on
the placement, so anyone can redo it (``draw.verify`` does).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

Slot = int | None


def clashes(slots: Sequence[Slot], sets: Sequence[Sequence[int]], tag: Mapping[int, str]) -> int:
    """How many two pairs of one label share a set."""
    return sum(_clashes_in(slots, s, tag) for s in sets)


def _clashes_in(slots: Sequence[Slot], places: Sequence[int], tag: Mapping[int, str]) -> int:
    seen: dict[str, int] = {}
    out = 0
    for i in places:
        label = _label(slots[i], tag)
        if label is not None:
            out += seen.get(label, 0)
            seen[label] = seen.get(label, 0) + 1
    return out


def _label(entry: Slot, tag: Mapping[int, str]) -> str | None:
    return None if entry is None else tag.get(entry) or None


def keep_apart(slots: Sequence[Slot], sets: Sequence[Sequence[int]], classes: Sequence[Sequence[int]],
               tag: Mapping[int, str]) -> list[Slot]:
    """``slots`` (entries by place, None: nobody) with pairs moved within ``classes`` to lower
    the clashes of ``sets`` (see the module's text)."""
    out = list(slots)
    if not any(_label(e, tag) for e in out):
        return out
    set_of: dict[int, int] = {i: k for k, places in enumerate(sets) for i in places}
    later = {x for places in classes for x in places}
    for places in classes:
        later -= set(places)
        if len({set_of.get(x, -1 - x) for x in places}) == len(places):
            _assign(out, list(places), sets, set_of, later, tag)
    _swaps(out, sets, set_of, classes, tag)
    return out


def _assign(out: list[Slot], places: list[int], sets: Sequence[Sequence[int]], set_of: Mapping[int, int],
            unsettled: set[int], tag: Mapping[int, str]) -> None:
    """Step 1 for one class: its pairs moved along cycles of ``places`` while a cycle lowers
    their clashes with the settled places of their sets."""
    mine = set(places)

    def cost(entry: Slot, x: int) -> int:
        label = _label(entry, tag)
        if label is None or x not in set_of:
            return 0
        return sum(1 for i in sets[set_of[x]]
                   if i not in mine and i not in unsettled and _label(out[i], tag) == label)

    n = len(places)
    while True:
        # edge a -> b: the pair at places[a] moves to places[b]
        weight = [[cost(out[places[a]], places[b]) - cost(out[places[a]], places[a]) for b in range(n)]
                  for a in range(n)]
        cycle = _negative_cycle(weight)
        if cycle is None:
            return
        moved = [out[places[a]] for a in cycle]
        for k, entry in enumerate(moved):
            out[places[cycle[(k + 1) % len(cycle)]]] = entry


def _negative_cycle(weight: Sequence[Sequence[int]]) -> list[int] | None:
    """A cycle of negative total weight (its nodes in the order they are walked), or None:
    Bellman-Ford from every node at once, edges in order."""
    n = len(weight)
    dist = [0] * n
    pred = [-1] * n
    last = -1
    for _ in range(n):
        last = -1
        for a in range(n):
            for b in range(n):
                if a != b and dist[a] + weight[a][b] < dist[b]:
                    dist[b] = dist[a] + weight[a][b]
                    pred[b] = a
                    last = b
        if last == -1:
            return None
    node = last
    for _ in range(n):  # step back into the cycle
        node = pred[node]
    cycle = [node]
    walk = pred[node]
    while walk != node:
        cycle.append(walk)
        walk = pred[walk]
    cycle.reverse()  # pred points backwards: walk it forwards
    return cycle


def _swaps(out: list[Slot], sets: Sequence[Sequence[int]], set_of: Mapping[int, int],
           classes: Sequence[Sequence[int]], tag: Mapping[int, str]) -> None:
    """Step 2: every swap within a class that lowers the clashes, made."""
    def gain(x: int, y: int) -> int:
        involved = sorted({set_of[i] for i in (x, y) if i in set_of})
        before = sum(_clashes_in(out, sets[k], tag) for k in involved)
        out[x], out[y] = out[y], out[x]
        after = sum(_clashes_in(out, sets[k], tag) for k in involved)
        out[x], out[y] = out[y], out[x]
        return before - after

    improved = True
    while improved:
        improved = False
        for places in classes:
            for i, x in enumerate(places):
                for y in places[i + 1:]:
                    if out[x] != out[y] and gain(x, y) > 0:
                        out[x], out[y] = out[y], out[x]
                        improved = True
