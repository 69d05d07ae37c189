"""``liguilla``: round-robin groups (``roundrobin.py``), then the top ``advance`` of each group
to a knockout (``knockout.py``).

The draw: g = ``roundrobin.group_count`` groups; seeds 1..g head groups 1..g in order; every
further pot of g seeds is shuffled (label ``pot k``, k = 2, 3, ...) and its i-th pair goes to
group i; a last, smaller pot is shuffled too and its pairs go to the groups in a shuffled order
of the groups (label ``pot k groups``). Pairs of one label are then kept apart in the groups
where moving pairs within a pot can do it (``apart.keep_apart``: the sets are the groups, the classes
each pot's places across the groups, an empty place of the last pot included). Each group plays its round robin, all groups in the
same rounds (stage ``grupo N``). Then the qualifiers go to the knockout: all group winners first
(groups ordered by their winners' record), then all runners-up in the same group order, and so
on; ``bracket.place_apart`` keeps two pairs of a group apart as long as the bracket allows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .. import bracket, roundrobin, standings
from ..apart import keep_apart
from ..errors import TournamentError
from ..model import Match, Options, Tournament
from ..rng import Stream
from ..standings import Row
from . import knockout
from .base import Format, FormatOption, Groups, Place, Placement, View, new_match

GROUP_SIZE = FormatOption("group_size", 4, "liguilla: the largest group (3-6)", lo=min(roundrobin.GROUP_SIZES),
                          hi=max(roundrobin.GROUP_SIZES), error="tourn.error.group_size")
ADVANCE = FormatOption("advance", 2, "liguilla: pairs of each group to the eliminatoria",
                       lo=1, hi=max(roundrobin.GROUP_SIZES) - 1, error="tourn.error.advance")
GROUP = "grupo"  # a group's ties are of stage "grupo N"


def _groups(seeds: Sequence[int], group_size: int, seed: str) -> list[list[int]]:
    g = roundrobin.group_count(len(seeds), group_size)
    groups: list[list[int]] = [[s] for s in seeds[:g]]
    k = 2
    for start in range(g, len(seeds), g):
        pot = list(seeds[start:start + g])
        Stream(seed, f"pot {k}").shuffle(pot)
        targets = list(range(g))
        if len(pot) < g:
            Stream(seed, f"pot {k} groups").shuffle(targets)
        for pair, grp in zip(pot, targets, strict=False):
            groups[grp].append(pair)
        k += 1
    return groups


def _mixed(groups: list[list[int]], tags: Mapping[int, str]) -> list[list[int]]:
    """``groups`` with pairs of one label apart where moving pairs within a pot can do it: the
    places are laid out group by group, pot by pot (pot 1's heads stay where they are)."""
    pots = max(len(g) for g in groups)
    slots: list[int | None] = [g[k] if k < len(g) else None for g in groups for k in range(pots)]
    sets = [range(i * pots, (i + 1) * pots) for i in range(len(groups))]
    classes = [[i * pots + k for i in range(len(groups))] for k in range(1, pots)]
    mixed = keep_apart(slots, [list(s) for s in sets], classes, tags)
    return [[e for e in mixed[i * pots:(i + 1) * pots] if e is not None] for i in range(len(groups))]


def group_numbers(t: Tournament) -> list[int]:
    return sorted({e.grp for e in t.pairs() if e.grp is not None})


def group_table(t: Tournament, group: int) -> list[Row]:
    members = [e.no for e in t.pairs() if e.grp == group]
    return standings.round_robin(members, t.results(f"{GROUP} {group}"))


def qualifiers(t: Tournament) -> list[int]:
    """The top ``advance`` of each group in the knockout's order (see the module's text)."""
    tables = {g: group_table(t, g) for g in group_numbers(t)}

    def record(row: Row) -> tuple[int, int, int]:
        return (row.won, row.juego_diff, row.tantos_diff)

    order = sorted(tables, key=lambda g: (tuple(-x for x in record(tables[g][0])), g))
    out: list[int] = []
    for k in range(ADVANCE.of(t.options)):
        for g in order:
            rows = tables[g]
            if k < len(rows) and t.in_play(rows[k].pair):
                out.append(rows[k].pair)
    return out


def _in_groups(m: Match) -> bool:
    return m.stage.startswith(GROUP)


class Liguilla(Format):
    name = "liguilla"
    max_pairs = bracket.MAX_PAIRS
    options = (GROUP_SIZE, ADVANCE)
    order = knockout.ORDER
    row_fields = knockout.ROW_FIELDS
    columns = ("knockout", "group", "group_rank", "won", "lost", "walkovers")
    views = (View.GROUPS, View.BRACKET)
    walkovers_ahead = True  # every group tie is drawn at once

    def check(self, options: Options) -> None:
        options.check(self.max_pairs)
        GROUP_SIZE.check(options)
        size = GROUP_SIZE.of(options)
        if not 1 <= ADVANCE.of(options) < size:
            raise TournamentError(ADVANCE.error, size=size)

    def place(self, seeds: Sequence[int], seed: str, options: Options,
              tags: Mapping[int, str] | None = None) -> Placement:
        groups = _mixed(_groups(seeds, GROUP_SIZE.of(options), seed), tags or {})
        return Placement(groups=tuple(tuple(g) for g in groups))

    def first_rounds(self, t: Tournament, drawn_at: float) -> list[Match]:
        assert t.draw is not None
        made: list[Match] = []
        for gi, members in enumerate(t.draw["groups"], start=1):
            for m in members:
                t.entries[m].grp = gi
            for r, ties in enumerate(roundrobin.schedule(members), start=1):
                for i, (a, b) in enumerate(ties):
                    made.append(new_match(t, r, f"{GROUP} {gi}", gi * 1000 + i, a, b))
        return made

    def next_round(self, t: Tournament, r: int) -> list[Match] | None:
        ms = t.round_matches(r)
        if not (ms and _in_groups(ms[0])):
            return knockout.next_round(t, r)
        later = t.round_matches(r + 1)
        if later:  # more group rounds
            return later
        q = qualifiers(t)
        if len(q) < 2:
            t.champion = q[0] if q else None
            return None
        return knockout.first_round(t, r + 1, bracket.place_apart(q, lambda e: t.entries[e].grp or 0))

    def later_drawn(self, t: Tournament, m: Match) -> bool:
        """A group's result once the knockout is drawn from the groups."""
        return _in_groups(m) and bool(knockout.ties(t))

    def feeds(self, t: Tournament, m: Match) -> Match | None:
        return knockout.feeds(t, m)

    def places(self, t: Tournament) -> list[Place]:
        """The knockout's pairs by how far they went, then the others by their group place."""
        group_rank = {row.pair: row.rank for g in group_numbers(t) for row in group_table(t, g)}
        return knockout.places(t, group_rank)

    def no_champion(self, t: Tournament) -> tuple[str, list[int]]:
        return knockout.no_champion(t)

    def bracket(self, t: Tournament) -> tuple[tuple[Match | None, ...], ...]:
        return knockout.bracket_rounds(t)

    def groups(self, t: Tournament) -> Groups:
        return Groups(tuple(tuple(group_table(t, g)) for g in group_numbers(t)), ADVANCE.of(t.options))
