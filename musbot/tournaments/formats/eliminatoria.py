"""``eliminatoria``: single elimination on a bracket of 2 to 256 pairs (``bracket.py``).

The draw places the seeds on the bracket (``bracket.place``): each tier from 3-4 on (3-4, 5-8,
9-16, ...; a tier split into the seeds with a bye and those without) is shuffled with the
seed's stream of the label ``tier s``, s the first seed of the part, and its pairs take the
part's positions in that order. Then pairs of one label are kept apart in round 1 where moving pairs
within a part can do it (``apart.keep_apart``: the sets are round 1's ties, the classes the
parts' positions). The winners go on in bracket order until one is left.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .. import bracket
from ..apart import keep_apart
from ..model import Match, Options, Tournament
from ..rng import Stream
from . import knockout
from .base import Format, Place, Placement, View


class Eliminatoria(Format):
    name = "eliminatoria"
    max_pairs = bracket.MAX_PAIRS
    order = knockout.ORDER
    row_fields = knockout.ROW_FIELDS
    columns = ("knockout", "won", "lost", "walkovers")
    views = (View.BRACKET,)

    def place(self, seeds: Sequence[int], seed: str, options: Options,
              tags: Mapping[int, str] | None = None) -> Placement:
        slots = bracket.place(seeds, lambda lo, items: Stream(seed, f"tier {lo}").shuffle(items))
        pos_of = bracket.positions(len(seeds))
        parts = [[pos_of[s] for s in part] for part in bracket.tier_parts(len(seeds)) if part[0] > 2]
        ties = [(i, i + 1) for i in range(0, len(slots), 2)]
        return Placement(bracket=tuple(keep_apart(slots, ties, parts, tags or {})))

    def first_rounds(self, t: Tournament, drawn_at: float) -> list[Match]:
        assert t.draw is not None
        return knockout.first_round(t, 1, t.draw["bracket"])

    def next_round(self, t: Tournament, r: int) -> list[Match] | None:
        return knockout.next_round(t, r)

    def feeds(self, t: Tournament, m: Match) -> Match | None:
        return knockout.feeds(t, m)

    def places(self, t: Tournament) -> list[Place]:
        return knockout.places(t, {})

    def no_champion(self, t: Tournament) -> tuple[str, list[int]]:
        return knockout.no_champion(t)

    def bracket(self, t: Tournament) -> tuple[tuple[Match | None, ...], ...]:
        return knockout.bracket_rounds(t)
