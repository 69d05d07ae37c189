"""Pairs of one label (a club, a town, a *herri*) kept apart by the draw, where it can.

A pair may carry a label (``Entry.tag``, in the sign-up list the draw reads). Once a format has
placed the pairs (``Format.place``), ``keep_apart`` looks at the places that meet: the ties of
a first round, or the groups of a liguilla (``sets``, each a list of places), and the places
the draw could as well have given each other's pairs (``classes``: a tier of the bracket, a pot
of the groups, the bottom half of a suizo's round 1, the whole of a ceros round 1). A *clash*
is two pairs of one label in one set. Then, until no swap helps: the classes in order, and in
each every two places in order (the first with each later one), the two pairs are swapped when
that leaves fewer clashes. Every swap lowers the count, so it ends; and when it ends no swap of
two pairs of one class could put fewer pairs of one label together: that is what "apart where
possible" means here. Without labels (or without clashes) nothing moves, so a draw without
labels is the draw it always was.

It is pure arithmetic on the placement, so anyone can redo it (``draw.verify`` does).
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
    """``slots`` (entries by place, None: nobody) with pairs swapped within ``classes`` until no
    swap lowers the clashes of ``sets`` (see the module's text)."""
    out = list(slots)
    if not any(_label(e, tag) for e in out):
        return out
    set_of: dict[int, int] = {i: k for k, places in enumerate(sets) for i in places}

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
    return out
