"""``suizo``: Swiss rounds (``swiss.py``), ranked by points, then Buchholz (``standings.SWISS``).

The draw places nobody: round 1 pairs the top half of the seeds with the bottom half (an odd
one out, the last seed, rests). With pairs of one label facing each other there, the bottom
half's pairs are moved where that keeps them apart (``apart.keep_apart``) and the draw's
``order`` is the seeds so placed (empty when nothing moved: the seeds' order). Each
later round is paired from the table when the round before is over, for ``rounds`` rounds
(0: log2 of the pairs, rounded up), or until fewer than two pairs are left in play.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from .. import swiss
from ..apart import keep_apart
from ..model import Match, Options, Tournament
from ..standings import SWISS
from .base import FormatOption, Placement, TableFormat, new_match, ranked_by

ROUNDS = FormatOption("rounds", 0, "suizo: rounds (default: log2 of the pairs, rounded up)", lo=0, hi=20,
                      error="tourn.error.rounds", param="rondas")
STAGE = "suizo"


def rounds(t: Tournament) -> int:
    return ROUNDS.of(t.options) or max(1, math.ceil(math.log2(max(2, len(t.pairs())))))


def _round(t: Tournament, r: int, ties: list[tuple[int, int]], bye: int | None) -> list[Match]:
    made = [new_match(t, r, STAGE, i, a, b) for i, (a, b) in enumerate(ties)]
    if bye is not None:
        made.append(new_match(t, r, STAGE, len(ties), bye, None))
    return made


class Suizo(TableFormat):
    name = "suizo"
    max_pairs = 512
    options = (ROUNDS,)
    ranking = SWISS
    order = ranked_by(SWISS)
    row_fields = ("points", "buchholz", "byes")
    columns = ("points", "won", "lost", "byes", "walkovers", "buchholz")

    def place(self, seeds: Sequence[int], seed: str, options: Options,
              tags: Mapping[int, str] | None = None) -> Placement:
        half = len(seeds) // 2
        ties = [(i, half + i) for i in range(half)]
        order = keep_apart(seeds, ties, [list(range(half, 2 * half))], tags or {})
        return Placement() if order == list(seeds) else Placement(order=tuple(e for e in order if e is not None))

    def first_rounds(self, t: Tournament, drawn_at: float) -> list[Match]:
        assert t.draw is not None
        return _round(t, 1, *swiss.first_round(t.draw.get("order") or t.draw["seeds"]))

    def next_round(self, t: Tournament, r: int) -> list[Match] | None:
        if r >= rounds(t):
            self.decide(t)
            return None
        order = [row.pair for row in sorted(self.table(t), key=lambda row: (-row.points, t.entries[row.pair].seed or 0))
                 if t.in_play(row.pair)]
        if len(order) < 2:
            self.decide(t)
            return None
        met = {frozenset((m.a, m.b)) for m in t.matches.values() if m.b is not None and m.a is not None}
        had_bye = {m.a for m in t.matches.values() if m.b is None and m.a is not None}
        return _round(t, r + 1, *swiss.pair_round(order, met, had_bye))

    def later_drawn(self, t: Tournament, m: Match) -> bool:
        """The next round is paired from the table."""
        return t.round > m.round
