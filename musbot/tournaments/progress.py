"""How a tournament goes on, as pure functions of its state: the rounds the draw builds, the
next round once one is over, group tables, standings and the final places.

Stages: ``grupo N`` (a liguilla's group N), ``eliminatoria``, ``suizo`` and ``jornada N``.
Rounds are numbered from 1 across the whole tournament (a liguilla's knockout goes on after its
group rounds).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from musbot.store.db import utc_text

from . import bracket, roundrobin, standings, swiss
from .model import Match, Tournament
from .standings import Row

KNOCKOUT = "eliminatoria"


def _new_match(t: Tournament, r: int, stage: str, slot: int, a: int | None, b: int | None) -> Match:
    if a is None and b is not None:  # a bye is always written as (pair, None)
        a, b = b, None
    no = max(t.matches, default=0) + 1
    m = Match(no, r, stage, slot, a, b)
    t.matches[no] = m
    return m


def build_draw_rounds(t: Tournament, drawn_at: float) -> list[Match]:
    """Every match the draw fixes: round 1 of an eliminatoria or a suizo, all group rounds of
    a liguilla, every jornada of a liga (with the times each opens and closes)."""
    assert t.draw is not None
    made: list[Match] = []
    if t.format == "eliminatoria":
        for i, (a, b) in enumerate(bracket.first_round(t.draw["bracket"])):
            if a is not None or b is not None:
                made.append(_new_match(t, 1, KNOCKOUT, i, a, b))
    elif t.format == "liguilla":
        for gi, members in enumerate(t.draw["groups"], start=1):
            for m in members:
                t.entries[m].grp = gi
            for r, ties in enumerate(roundrobin.schedule(members), start=1):
                for i, (a, b) in enumerate(ties):
                    made.append(_new_match(t, r, f"grupo {gi}", gi * 1000 + i, a, b))
    elif t.format == "suizo":
        ties, bye = swiss.first_round(t.draw["seeds"])
        made += [_new_match(t, 1, "suizo", i, a, b) for i, (a, b) in enumerate(ties)]
        if bye is not None:
            made.append(_new_match(t, 1, "suizo", len(ties), bye, None))
    else:
        period = t.options.period_hours * 3600
        for r, ties in enumerate(roundrobin.schedule(t.draw["order"], t.options.double), start=1):
            opens, closes = utc_text(drawn_at + (r - 1) * period), utc_text(drawn_at + r * period)
            for i, (a, b) in enumerate(ties):
                m = _new_match(t, r, f"jornada {r}", i, a, b)
                m.opens_at, m.deadline = opens, closes
                made.append(m)
    return made


def last_round(t: Tournament) -> int:
    return max((m.round for m in t.matches.values()), default=0)


def swiss_rounds(t: Tournament) -> int:
    n = len(t.pairs())
    return t.options.rounds or max(1, math.ceil(math.log2(max(2, n))))


def group_table(t: Tournament, group: int) -> list[Row]:
    members = [e.no for e in t.pairs() if e.grp == group]
    return standings.round_robin(members, t.results(f"grupo {group}"))


def groups(t: Tournament) -> list[int]:
    return sorted({e.grp for e in t.pairs() if e.grp is not None})


def qualifiers(t: Tournament) -> list[int]:
    """A liguilla's top K of each group in the knockout's order: all group winners first
    (groups ordered by their winners' record), then all runners-up in the same group order,
    and so on; ``bracket.place_apart`` then keeps two pairs of a group apart as long as the
    bracket allows."""
    tables = {g: group_table(t, g) for g in groups(t)}

    def record(row: Row) -> tuple[int, int, int]:
        return (row.won, row.juego_diff, row.tantos_diff)

    order = sorted(tables, key=lambda g: (tuple(-x for x in record(tables[g][0])), g))
    out: list[int] = []
    for k in range(t.options.advance):
        for g in order:
            rows = tables[g]
            if k < len(rows) and t.in_play(rows[k].pair):
                out.append(rows[k].pair)
    return out


def next_round(t: Tournament, r: int) -> list[Match] | None:
    """Round ``r`` is over: make round r + 1 (or find it made), or None when the tournament
    is decided (``t.champion`` set, None if nobody won the final)."""
    ms = t.round_matches(r)
    if t.format == "liga":
        return t.round_matches(r + 1) or _decide_table(t)
    if t.format == "suizo":
        if r >= swiss_rounds(t):
            return _decide_table(t)
        rows = standings.swiss([e.no for e in t.pairs()], t.results())
        order = [row.pair for row in sorted(rows, key=lambda row: (-row.points, t.entries[row.pair].seed or 0))
                 if t.in_play(row.pair)]
        if len(order) < 2:
            return _decide_table(t)
        met = {frozenset((m.a, m.b)) for m in t.matches.values() if m.b is not None and m.a is not None}
        had_bye = {m.a for m in t.matches.values() if m.b is None and m.a is not None}
        ties, bye = swiss.pair_round(order, met, had_bye)
        made = [_new_match(t, r + 1, "suizo", i, a, b) for i, (a, b) in enumerate(ties)]
        if bye is not None:
            made.append(_new_match(t, r + 1, "suizo", len(ties), bye, None))
        return made
    if ms and ms[0].stage.startswith("grupo"):
        later = t.round_matches(r + 1)
        if later:
            return later
        q = qualifiers(t)
        if len(q) < 2:
            t.champion = q[0] if q else None
            return None
        slots = bracket.place_apart(q, lambda e: t.entries[e].grp or 0)
        return [_new_match(t, r + 1, KNOCKOUT, i, a, b) for i, (a, b) in enumerate(bracket.first_round(slots))
                if a is not None or b is not None]
    # a knockout round: winners in bracket order
    winners = _knockout_winners(t, r)
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
            made.append(_new_match(t, r + 1, KNOCKOUT, i, a, b))
        else:
            if not m.finished:
                m.a, m.b = (a, b) if a is not None else (b, a)
            made.append(m)
    if not made:  # nobody left (double walkovers all round)
        t.champion = None
        return None
    return made


def _knockout_winners(t: Tournament, r: int) -> list[int | None]:
    """The round's winners by slot; None where nobody went through (a double walkover, or a
    slot without a tie)."""
    ms = t.round_matches(r)
    first = min(m.round for m in t.matches.values() if m.stage == KNOCKOUT)
    slots = max(1, len(t.round_matches(first)) >> (r - first))
    by_slot = {m.slot: m.winner for m in ms}
    return [by_slot.get(i) for i in range(slots)]


def _decide_table(t: Tournament) -> list[Match] | None:
    """The last round is over: the pair alone at the top of the table is the champion, if it
    won a tie; pairs level on every tie-break share the first place and nobody is champion (the
    seed order lists them, it never decides a title). Returns None: no more rounds."""
    top = leaders(t)
    t.champion = top[0] if len(top) == 1 else None
    return None


def leaders(t: Tournament) -> list[int]:
    """A suizo's or a liga's pairs ranked first, when the first won at least one tie (a bye
    alone is no win); none when nobody won anything (every tie lost by both pairs)."""
    rows = table(t)
    if not rows or rows[0].won == 0:
        return []
    return [row.pair for row in rows if row.rank == 1]


def no_champion(t: Tournament) -> tuple[str, list[int]]:
    """Why a finished tournament has no champion, and the pairs it concerns: ``final`` (its
    final was lost by both pairs), ``shared`` (those pairs are level at the top of the table on
    every tie-break) or ``nobody`` (no pair won a tie, or none was left in play)."""
    if t.format in ("suizo", "liga"):
        top = leaders(t)
        return ("shared", top) if len(top) > 1 else ("nobody", [])
    ko = [m for m in t.matches.values() if m.stage == KNOCKOUT]
    if ko:
        final = t.round_matches(max(m.round for m in ko))
        if len(final) == 1 and final[0].b is not None and final[0].finished and final[0].winner is None:
            return "final", [p for p in (final[0].a, final[0].b) if p is not None]
    return "nobody", []


def table(t: Tournament) -> list[Row]:
    """The standings of a suizo or a liga (every pair of the draw)."""
    entries = [e.no for e in t.pairs()]
    if t.format == "suizo":
        return standings.swiss(entries, t.results())
    return standings.round_robin(entries, t.results())


@dataclass(frozen=True, slots=True)
class Place:
    """A pair's final place with what decided it (``PLACES_ORDER``)."""

    place: int
    pair: int
    knockout: int | None  # pairs in the last knockout round it played (2: the final; 1: champions); None: none
    group: int | None  # a liguilla's group
    group_rank: int | None  # its place in that group
    row: Row  # its ties over the whole tournament (won, juego and tantos difference)


# The order of final places: (criterion, smaller first). Pairs that played the knockout are
# placed by how far they went alone (the losers of a round share the place); the other pairs
# (a liguilla's that stayed in their group) follow by their group place, ties won, juego and
# tantos difference. A criterion a pair lacks (None) puts it after those that have one.
PLACES_ORDER: tuple[tuple[str, bool], ...] = (("knockout", True), ("group_rank", True), ("won", False),
                                              ("juego_diff", False), ("tantos_diff", False))


def place_key(knockout: int | None, group_rank: int | None, row: Row) -> tuple[tuple[int, int], ...]:
    if knockout is not None:  # the knockout decides alone
        return ((0, knockout),) + ((1, 0),) * (len(PLACES_ORDER) - 1)
    values = {"knockout": knockout, "group_rank": group_rank, "won": row.won, "juego_diff": row.juego_diff,
              "tantos_diff": row.tantos_diff}
    out = []
    for name, smaller_first in PLACES_ORDER:
        v = values[name]
        out.append((1, 0) if v is None else (0, v if smaller_first else -v))
    return tuple(out)


def places(t: Tournament) -> list[Place]:
    """Every pair of the draw, best first; pairs level share the place and are listed in seed
    order. Knockouts: the champion 1, the finalist 2, the losers of each earlier round share
    the place after all who went further; a liguilla's other pairs follow by ``PLACES_ORDER``.
    A suizo or a liga: its table."""
    rows = standings.tally([e.no for e in t.pairs()], t.results())
    if t.format in ("suizo", "liga"):
        return [Place(r.rank, r.pair, None, None, None, r) for r in table(t)]
    placed: dict[int, int] = {}
    ko = [m for m in t.matches.values() if m.stage == KNOCKOUT]
    if ko:
        first, last = min(m.round for m in ko), max(m.round for m in ko)
        total = len(t.round_matches(first)).bit_length()
        rounds = [[(m.a, m.b, m.winner) for m in t.round_matches(r)] for r in range(first, last + 1)]
        placed = bracket.places(rounds, total)
        if t.champion is not None:
            placed[t.champion] = 1
    group_rank: dict[int, int] = {}
    if t.format == "liguilla":
        for g in groups(t):
            group_rank.update((row.pair, row.rank) for row in group_table(t, g))
    seed = {e.no: e.seed or 0 for e in t.pairs()}

    def knockout(p: int) -> int | None:
        return None if p not in placed else 1 if placed[p] == 1 else 2 * (placed[p] - 1)

    key = {p: place_key(knockout(p), group_rank.get(p), rows[p]) for p in rows}
    order = sorted(rows, key=lambda p: (key[p], seed[p]))
    out: list[Place] = []
    for i, p in enumerate(order):
        if p in placed:  # the bracket's places: losers of a round share one, however many there were
            place = placed[p]
        else:
            place = out[-1].place if i and key[p] == key[order[i - 1]] else i + 1
        out.append(Place(place, p, knockout(p), t.entries[p].grp, group_rank.get(p), rows[p]))
    return out


def final_places(t: Tournament) -> list[tuple[int, int]]:
    """(place, entry) for every pair of the draw, best first (``places``)."""
    return [(p.place, p.pair) for p in places(t)]
