"""The knockout stage an eliminatoria is and a liguilla ends with: ties on a bracket
(``bracket.py``), the winners in bracket order to the next round, and final places by how far
a pair went (the losers of a round share the place).

Its ties' stage is ``eliminatoria``. Rounds are numbered on from the rounds before it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .. import bracket, standings
from ..model import Match, Tournament
from ..standings import Row
from .base import Criterion, Place, new_match

STAGE = "eliminatoria"

# The order of final places: pairs that played the knockout are placed by how far they went
# alone (how many pairs the last knockout round they played had); the other pairs (a
# liguilla's that stayed in their group) follow by their group place, ties won, juego and
# tantos difference.
ORDER = (Criterion("knockout", "lowest", decides_alone=True), Criterion("group_rank", "lowest"),
         Criterion("won", "highest"), Criterion("juego_diff", "highest"), Criterion("tantos_diff", "highest"))
ROW_FIELDS = ("knockout", "group", "group_rank")


def ties(t: Tournament) -> list[Match]:
    return [m for m in t.matches.values() if m.stage == STAGE]


def first_round(t: Tournament, r: int, slots: Sequence[int | None]) -> list[Match]:
    """Round ``r``, the knockout's first, from the bracket's positions (a bye: one side None)."""
    return [new_match(t, r, STAGE, i, a, b) for i, (a, b) in enumerate(bracket.first_round(slots))
            if a is not None or b is not None]


def next_round(t: Tournament, r: int) -> list[Match] | None:
    """Knockout round ``r`` is over: the next from its winners in bracket order (or found made
    before a tie was voided), or None with the champion (None: nobody left)."""
    winners = _winners(t, r)
    if len(winners) == 1:
        t.champion = winners[0]
        return None
    existing = {m.slot: m for m in t.round_matches(r + 1)}  # made before a tie was voided
    made = []
    for i, (a, b) in enumerate(bracket.next_round(winners)):
        if a is None and b is None:
            continue
        m = existing.get(i)
        if m is None:
            made.append(new_match(t, r + 1, STAGE, i, a, b))
        else:
            if not m.finished:
                m.a, m.b = (a, b) if a is not None else (b, a)
            made.append(m)
    if not made:  # nobody left (double walkovers all round)
        t.champion = None
        return None
    return made


def _winners(t: Tournament, r: int) -> list[int | None]:
    """The round's winners by slot; None where nobody went through (a double walkover, or a
    slot without a tie)."""
    first = min(m.round for m in ties(t))
    slots = max(1, len(t.round_matches(first)) >> (r - first))
    by_slot = {m.slot: m.winner for m in t.round_matches(r)}
    return [by_slot.get(i) for i in range(slots)]


def feeds(t: Tournament, m: Match) -> Match | None:
    """The tie the winner of knockout tie ``m`` went on to, if it is already made."""
    if m.stage != STAGE:
        return None
    for later in t.round_matches(m.round + 1):
        if later.slot == m.slot // 2 and later.stage == STAGE:
            return later
    return None


def no_champion(t: Tournament) -> tuple[str, list[int]]:
    """``final`` when the final was lost by both pairs, else ``nobody``."""
    ko = ties(t)
    if ko:
        final = t.round_matches(max(m.round for m in ko))
        if len(final) == 1 and final[0].b is not None and final[0].finished and final[0].winner is None:
            return "final", [p for p in (final[0].a, final[0].b) if p is not None]
    return "nobody", []


def bracket_rounds(t: Tournament) -> tuple[tuple[Match | None, ...], ...]:
    """Every slot of every round of the knockout, its first round first (empty: no knockout yet)."""
    ko = ties(t)
    if not ko:
        return ()
    first = min(m.round for m in ko)
    size = len(t.round_matches(first))
    rounds = []
    k = 0
    while size >> k:
        by_slot = {m.slot: m for m in t.round_matches(first + k) if m.stage == STAGE}
        rounds.append(tuple(by_slot.get(i) for i in range(size >> k)))
        k += 1
    return tuple(rounds)


def _place_key(knockout: int | None, group_rank: int | None, row: Row) -> tuple[tuple[int, int], ...]:
    if knockout is not None:  # the knockout decides alone
        return ((0, knockout),) + ((1, 0),) * (len(ORDER) - 1)
    values = {"knockout": knockout, "group_rank": group_rank, "won": row.won, "juego_diff": row.juego_diff,
              "tantos_diff": row.tantos_diff}
    out = []
    for c in ORDER:
        v = values[c.by]
        out.append((1, 0) if v is None else (0, v if c.best == "lowest" else -v))
    return tuple(out)


def places(t: Tournament, group_rank: Mapping[int, int]) -> list[Place]:
    """Every pair of the draw, best first: the champion 1, the finalist 2, the losers of each
    earlier round share the place after all who went further; the pairs that never played the
    knockout follow by ``ORDER`` (``group_rank``: each one's place in its group). Pairs level
    share the place and are listed in seed order."""
    rows = standings.tally([e.no for e in t.pairs()], t.results())
    placed: dict[int, int] = {}
    ko = ties(t)
    if ko:
        first, last = min(m.round for m in ko), max(m.round for m in ko)
        total = len(t.round_matches(first)).bit_length()
        rounds = [[(m.a, m.b, m.winner) for m in t.round_matches(r)] for r in range(first, last + 1)]
        placed = bracket.places(rounds, total)
        if t.champion is not None:
            placed[t.champion] = 1
    seed = {e.no: e.seed or 0 for e in t.pairs()}

    def knockout(p: int) -> int | None:  # pairs in the last knockout round it played (1: the champions)
        return None if p not in placed else 1 if placed[p] == 1 else 2 * (placed[p] - 1)

    key = {p: _place_key(knockout(p), group_rank.get(p), rows[p]) for p in rows}
    order = sorted(rows, key=lambda p: (key[p], seed[p]))
    out: list[Place] = []
    for i, p in enumerate(order):
        if p in placed:  # the bracket's places: losers of a round share one, however many there were
            place = placed[p]
        else:
            place = out[-1].place if i and key[p] == key[order[i - 1]] else i + 1
        out.append(Place(place, p, rows[p], {"knockout": knockout(p), "group": t.entries[p].grp,
                                             "group_rank": group_rank.get(p)}))
    return out
