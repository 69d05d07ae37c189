"""``liga``: a round robin (``roundrobin.py``; ``double``: home and away) in jornadas, ranked
by ties won, then head to head (``standings.ROUND_ROBIN``).

The draw shuffles the seeds (label ``liga``) and that order is the round robin's: who meets
whom in which jornada. Jornada r opens ``period_hours`` after jornada r - 1, whatever is still
being played, and its ties must be over by the next one's opening: a tie's deadline is its
jornada's close (a tie opened again after it gets the grace period). The liga ends when every
tie is over. Pairs' labels change nothing: every pair meets every other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from musbot.store.db import utc_text

from .. import roundrobin
from ..model import Match, Options, Tournament
from ..rng import Stream
from ..standings import ROUND_ROBIN
from .base import FormatOption, Placement, TableFormat, new_match, ranked_by

PERIOD_HOURS = FormatOption("period_hours", 168.0, "liga: hours each jornada lasts (168: a week)", lo=1, hi=24 * 31,
                            error="tourn.error.period", param="jornada")
DOUBLE = FormatOption("double", False, "liga: double round robin", param="ida_vuelta")


class Liga(TableFormat):
    name = "liga"
    max_pairs = 64
    options = (PERIOD_HOURS, DOUBLE)
    ranking = ROUND_ROBIN
    order = ranked_by(ROUND_ROBIN)
    row_fields = ("head_to_head",)
    columns = ("won", "lost", "walkovers", "head_to_head")
    walkovers_ahead = True  # every jornada is drawn at once
    tells_unfinished = True  # a jornada closed on a tie its pairs came to

    def place(self, seeds: Sequence[int], seed: str, options: Options,
              tags: Mapping[int, str] | None = None) -> Placement:
        order = list(seeds)
        Stream(seed, "liga").shuffle(order)
        return Placement(order=tuple(order))

    def first_rounds(self, t: Tournament, drawn_at: float) -> list[Match]:
        """Every jornada, each with the times it opens and closes."""
        assert t.draw is not None
        period = PERIOD_HOURS.of(t.options) * 3600
        made = []
        for r, ties in enumerate(roundrobin.schedule(t.draw["order"], DOUBLE.of(t.options)), start=1):
            opens, closes = utc_text(drawn_at + (r - 1) * period), utc_text(drawn_at + r * period)
            for i, (a, b) in enumerate(ties):
                m = new_match(t, r, f"jornada {r}", i, a, b)
                m.opens_at, m.deadline = opens, closes
                made.append(m)
        return made

    def may_open(self, t: Tournament, m: Match, at: str) -> bool:
        """At its jornada's time."""
        return m.opens_at is not None and m.opens_at <= at

    def deadline(self, t: Tournament, m: Match, now: float) -> str:
        """Its jornada's close, unless that has passed (a tie replayed after its jornada)."""
        if m.deadline is None or m.deadline < utc_text(now):
            return super().deadline(t, m, now)
        return m.deadline

    def deadline_when_all_here(self, m: Match) -> str | None:
        return m.deadline

    def round_over(self, t: Tournament, r: int) -> bool:
        """Jornadas open by the clock: the liga goes on (to its end) once every tie is over."""
        return all(m.finished for m in t.matches.values())

    def next_round(self, t: Tournament, r: int) -> list[Match] | None:
        self.decide(t)
        return None
