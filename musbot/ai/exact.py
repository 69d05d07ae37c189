"""A lance's odds computed exactly over the rank-hands, instead of sampled.

For the lances only ranks matter (R1), so each hidden seat's cards are a distribution over
the table's rank-hands (330 with 8 reyes): the chance of its four cards among the cards this
seat cannot see (``prior``: Π C(unseen of rank r, cards of rank r) over the ranks), kept to
the hands its declarations and the señas seen allow (``knowledge.allowed_hands``), times the
likelihood of each word it said (``knowledge.likelihood_row``). The three hidden hands are
taken as independent given the unseen cards (they share one stock): against 6,000 samples of
the joint deal on seeded self-play's decisions the win chance comes out about 0.01 higher in
grande and chica on average (``tests/ai/test_exact.py`` bounds it against every deal of a small
stock), and the expert plays as well as with samples (docs/benchmarks.md, "Computer players").

A lance is then sums over strength levels: with each seat's cumulative distribution over the
lance's keys (sorted once per table: ``_LanceIndex``), the chance that our pair's better hand
beats the rivals' better hand (ties to the seat nearer the mano, R4) is a sum over our better
hand's level of its chance times the rivals' chance of being below it: a few hundred
multiply-adds per lance. The bins of the rivals' better strength and the points sums that
``LanceOdds`` carries come out of the same sums (each is linear in every seat's distribution,
so a points sum is the same sum over that seat's distribution weighted by its points).

An órdago word is read on its pair's better hand (``knowledge.pair_row``), which ties the two
hands of a pair; that case (8 % of the estimates in self-play) is left to the sampling.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate
from math import comb
from typing import Any

import numpy as np

from .knowledge import (
    DEFAULT_READING,
    ORDAGO,
    STRENGTH_BINS,
    Knowledge,
    LanceOdds,
    Reading,
    _strength_bins,
    allowed_hands,
    likelihood_row,
)
from .odds import JUEGO, PARES, PUNTO, HandTable


@dataclass(frozen=True, slots=True)
class _LanceIndex:
    """One lance's order of the hands (built once per table): the hand ids sorted by their
    key, the last place in that order of each key level ("rank", 0 the lowest; in pares and
    juego rank 0 is the hands that take no part), each hand's rank, the points of a rank, and
    per strength bin the highest rank in it or below (-1: none), and two ``itemgetter``s: the
    weights in that order (``take``) and the last place of each level (``pick``: None where
    every hand is a level). The bins are those of the
    sampling (``knowledge._strength_bins``, per hand); hands of one level may differ a little
    in strength (pares of reyes with other kickers), so a level counts in the lowest bin of
    any hand at or above it."""

    order: list[int]
    ends: list[int] | None  # None: every hand is a level of its own (grande, chica)
    rank: list[int]
    points: list[float]
    bin_ends: list[int]
    take: Vec  # ``order`` as an index array
    pick: Vec | None  # ``ends`` as an index array
    bins: Vec  # ``bin_ends`` as an index array
    pts: Vec  # ``points`` as an array


_INDEX: dict[tuple[int, int], _LanceIndex] = {}


def _index(tab: HandTable, li: int) -> _LanceIndex:
    got = _INDEX.get((id(tab), li))
    if got is not None:
        return got
    keys = tab.key[li]
    order = sorted(range(tab.size), key=keys.__getitem__)
    rank = [0] * tab.size
    ends: list[int] = []
    for i, h in enumerate(order):
        if i and keys[h] != keys[order[i - 1]]:
            ends.append(i - 1)
        rank[h] = len(ends)
    ends.append(len(order) - 1)
    pts_of = {PARES: tab.pares_pts, JUEGO: tab.juego_pts}.get(li)
    points = [0.0] * len(ends)
    if pts_of is not None:
        for h in range(tab.size):
            points[rank[h]] = float(pts_of[h])  # a function of the key (the same for a level)
    bins = _strength_bins(tab, li)
    top_of_bin = [-1] * (STRENGTH_BINS + 1)
    for h in range(tab.size):
        top_of_bin[bins[h]] = max(top_of_bin[bins[h]], rank[h])
    bin_ends = list(accumulate(top_of_bin, max))
    own_levels = len(ends) == tab.size
    got = _LanceIndex(order, None if own_levels else ends, rank, points, bin_ends,
                      np.array(order, dtype=np.intp),
                      None if own_levels else np.array(ends, dtype=np.intp),
                      np.array(bin_ends, dtype=np.intp), np.array(points, dtype=np.float64))
    _INDEX[(id(tab), li)] = got
    return got


Vec = Any  # a numpy array (float64 weights and sums, intp indices)

_PER_RANK: dict[int, list[Vec]] = {}
_FULL_PRIOR: dict[int, Vec] = {}
_NO_JUEGO: dict[int, Vec] = {}
_PRIORS: OrderedDict[tuple[int, tuple[int, ...]], Vec] = OrderedDict()
_PRIORS_MAX = 256  # 2.6 KB each: under 1 MB, whatever the load


def prior(tab: HandTable, unseen: list[int]) -> Vec:
    """Per hand id, the number of ways to hold it among the ``unseen`` cards (digits):
    Π C(unseen of rank r, cards of rank r), as floats. Worked out from the full deck's figures
    and changed only in the ranks this seat has seen some of. A pure function of how many
    cards of each rank are unseen, kept for the last few hundred such counts (before the
    discards, one per hand a seat can hold), as ``discard``'s table is."""
    left = dict.fromkeys(tab.rank_digit, 0)
    for d in unseen:
        left[d] += 1
    counts = tuple(left.values())
    key = (id(tab), counts)
    got = _PRIORS.get(key)
    if got is not None:
        _PRIORS.move_to_end(key)
        return got
    t = id(tab)
    per_rank = _PER_RANK.get(t)
    if per_rank is None:
        per_rank = _PER_RANK[t] = [np.array([c[r] for c in tab.counts], dtype=np.intp)
                                   for r in range(len(tab.ranks))]
        _FULL_PRIOR[t] = np.array([float(_ways(tab.deck_counts, c)) for c in tab.counts])
    got = _FULL_PRIOR[t]
    for r, u in enumerate(counts):
        n = tab.deck_counts[r]
        if u != n:
            ratio = np.array([comb(u, k) / comb(n, k) for k in range(5)])
            got = got * ratio[per_rank[r]]
    _PRIORS[key] = got
    if len(_PRIORS) > _PRIORS_MAX:
        _PRIORS.popitem(last=False)
    return got


def _ways(deck_counts: tuple[int, ...], counts: tuple[int, ...]) -> int:
    w = 1
    for n, k in zip(deck_counts, counts, strict=True):
        w *= comb(n, k)
    return w


def _no_juego(tab: HandTable) -> Vec:
    got = _NO_JUEGO.get(id(tab))
    if got is None:
        got = _NO_JUEGO[id(tab)] = np.array([0.0 if k > 0 else 1.0 for k in tab.key[JUEGO]])
    return got


_MASKS: dict[tuple[int, bool | None, bool | None, int], Vec | None] = {}


def _row(tab: HandTable, reading: Reading, kind: int, li: int) -> Vec:
    """``likelihood_row`` as a numpy view of its float32 values (no copy)."""
    return np.frombuffer(likelihood_row(tab, reading, kind, li), dtype=np.float32)


def _mask(tab: HandTable, pares: bool | None, juego: bool | None, bits: int) -> Vec | None:
    """1.0 for the hands a seat may hold under its declarations and señas, 0.0 for the others
    (None: any hand)."""
    key = (id(tab), pares, juego, bits)
    if key not in _MASKS:
        fits = allowed_hands(tab, pares, juego, bits)[0]
        _MASKS[key] = None if fits is None else np.array(
            [1.0 if h in fits else 0.0 for h in range(tab.size)])
    return _MASKS[key]


def reads_ordago(k: Knowledge, belief: dict[int, Reading] | None) -> bool:
    """Whether a hidden seat said órdago with some belief: a word on its pair's cards, which
    the exact odds do not handle (the sampling does)."""
    for s, kind, _ in k.obs:
        if kind == ORDAGO and s != k.seat:
            reading = DEFAULT_READING if belief is None else belief.get(s, DEFAULT_READING)
            if reading[3] > 0:
                return True
    return False


class SeatOdds:
    """One hidden seat's hands weighed by what this seat knows of them (not normalised): the
    prior of the unseen cards, times its declarations' and señas' mask, times the likelihood
    of each of its words. ``update`` goes from one decision's knowledge to the next: a new word or a
    new constraint is one more factor (1.0 and 0.0 factors are exact in floating point, so the
    order they come in changes nothing), anything else starts again."""

    __slots__ = ("tab", "base", "mask", "reading", "words", "w", "_total")

    def __init__(self, tab: HandTable, base: Sequence[float] | Vec,
                 mask: tuple[bool | None, bool | None, int], reading: Reading,
                 words: tuple[tuple[int, int], ...] = ()) -> None:
        self.tab, self.base, self.reading = tab, base, reading
        self.mask: tuple[bool | None, bool | None, int] = (None, None, 0)
        self.words: tuple[tuple[int, int], ...] = ()
        # kept between decisions as an array of 8-byte doubles (2.6 KB: a list of floats
        # takes four times the memory, for three seats of three computer players a table)
        self.w: Vec = base
        self._total = 0.0
        self.update(base, mask, reading, words)

    def update(self, base: Sequence[float] | Vec, mask: tuple[bool | None, bool | None, int],
               reading: Reading, words: tuple[tuple[int, int], ...]) -> None:
        """Weigh by ``mask`` and ``words``: the factors not yet in, if the earlier ones still
        hold (the same prior and reading, the earlier words first, a mask that only adds to
        the earlier one); else from the start."""
        old = self.mask
        if (base is not self.base or reading != self.reading
                or words[:len(self.words)] != self.words
                or (old != mask and not _narrows(old, mask))):
            self.base, self.reading, self.mask, self.words, self.w = base, reading, (None, None, 0), (), base
            self._total = 0.0
        w = self.w
        if mask != self.mask:
            m = _mask(self.tab, *mask)
            if m is not None:
                got = m * w
                if not got.any():  # knowledge the unseen cards contradict: dropped
                    got = w if self.mask == (None, None, 0) else m * base
                    if not got.any():
                        got = base
                w = got
            self.mask = mask
        new = words[len(self.words):]
        if new and reading[0] > 0:
            # every word's row is positive (each word allows a bluff): so is the product
            tab = self.tab
            for kind, li in new:
                w = _row(tab, reading, kind, li) * w
        self.words = words
        if w is not self.w:
            self.w = w
            self._total = 0.0

    def cumulative(self, li: int) -> Vec:
        """P(this seat's level in lance ``li`` is at most r), per level r (not normalised).
        Made anew when asked: a decision asks once, and the next one mostly after new words."""
        w = np.asarray(self.w, dtype=np.float64)
        if li == PUNTO:
            w = w * _no_juego(self.tab)
        idx = _index(self.tab, li)
        # a running sum in the lance's order, one addition after the other (as Python's
        # accumulate adds: numpy's accumulate is sequential, unlike its pairwise sum)
        cum = np.add.accumulate(w[idx.take])
        return cum if idx.pick is None else cum[idx.pick]

    def total(self) -> float:
        if not self._total:
            self._total = float(np.add.accumulate(np.asarray(self.w, dtype=np.float64))[-1])
        return self._total


def _narrows(old: tuple[bool | None, bool | None, int], new: tuple[bool | None, bool | None, int]
             ) -> bool:
    """Whether constraint ``new`` only adds to ``old`` (a declaration made, more seña bits)."""
    return ((old[0] is None or old[0] == new[0]) and (old[1] is None or old[1] == new[1])
            and old[2] & new[2] == old[2])


def seat_words(k: Knowledge, s: int) -> tuple[tuple[int, int], ...]:
    """The words of seat ``s`` that weigh its hands (órdagos apart: see ``reads_ordago``)."""
    return tuple([(kind, li) for who, kind, li in k.obs if who == s and kind != ORDAGO])


_NB = STRENGTH_BINS + 1


def _levels(c: Vec) -> Vec:
    """A seat's distribution over the levels from its cumulative one."""
    d = np.empty_like(c)
    d[0] = c[0]
    np.subtract(c[1:], c[:-1], out=d[1:])
    return d


def _steps(c: Vec) -> Vec:
    """0, then the differences of ``c``."""
    d = np.empty_like(c)
    d[0] = 0.0
    np.subtract(c[1:], c[:-1], out=d[1:])
    return d


def _with_zero(c: Vec) -> Vec:
    """``c`` with a 0 at index -1 (level -1: an empty bin below all, reads nothing)."""
    z = np.empty(len(c) + 1)
    z[:-1] = c
    z[-1] = 0.0
    return z


def lance_odds(k: Knowledge, seats: tuple[SeatOdds, SeatOdds, SeatOdds], li: int) -> LanceOdds:
    """The odds of lance ``li`` for seat ``k.seat``, the hidden seats (partner, next rival,
    previous rival) weighed as ``seats``."""
    tab = k.tab
    idx = _index(tab, li)
    m = idx.rank[k.my_id]
    sp, s1, s2 = seats
    pos = tuple((s - k.mano) % 4 for s in (k.seat, *k.others))
    floor = 1 if li in (PARES, JUEGO) else 0
    if li == PUNTO and tab.key[JUEGO][k.my_id] > 0:  # I have juego: no punto
        return LanceOdds(0.5, (array("d", bytes(8 * _NB)), array("d", bytes(8 * _NB))),
                         0.0, 0.0, 0.0, 0.0, 0.0)
    z = sp.total() * s1.total() * s2.total()
    cp, c1, c2 = sp.cumulative(li), s1.cumulative(li), s2.cumulative(li)
    pm = _levels(cp)  # the partner's level distribution
    ends = idx.bins
    c1z, c2z = _with_zero(c1), _with_zero(c2)
    both = c1z[ends] * c2z[ends]  # the rivals both below each bin's top level
    won = _won(ends, idx.bin_ends, m, floor, pos, pm, cp, c1, c2, c1z, c2z, both)
    # contested: our better hand and theirs both take part
    ours_raw = float(cp[-1] if m >= floor else cp[-1] - cp[0])
    ours = ours_raw / z
    base = float(c1[0] * c2[0]) if floor else 0.0
    contested = ours * (both - base)
    if idx.bin_ends[0] < 0:
        contested[0] = 0.0
    inv = 1.0 / z
    cw = array("d", _steps(contested).tobytes())
    won_steps = _steps(won)
    won_steps[1:] *= inv
    cb = array("d", won_steps.tobytes())
    played = float(contested[-1])
    win_w = float(won[-1] - won[0]) * inv
    win = win_w / played if played > 0 else 0.5
    if li not in (PARES, JUEGO):
        return LanceOdds(win, (cw, cb), played, 0.0, 0.0, 0.0, 0.0)
    # the points sums: each figure is linear in every seat's distribution, so a seat's points
    # are the same sum over its distribution weighted by its points (a function of its level)
    pts = idx.pts
    my_pts = idx.points[m]
    top = len(cp) - 1
    pmx = pm * pts
    cpx = np.add.accumulate(pmx)
    c1x = np.add.accumulate(_levels(c1) * pts)
    c2x = np.add.accumulate(_levels(c2) * pts)
    at_list = [0, top]
    at = _AT_ENDS.get(top)
    if at is None:
        at = _AT_ENDS[top] = np.array(at_list, dtype=np.intp)
    won_p = _won(at, at_list, m, floor, pos, pmx, cpx, c1, c2, c1z, c2z)
    won_1 = _won(at, at_list, m, floor, pos, pm, cp, c1x, c2, _with_zero(c1x), c2z)
    won_2 = _won(at, at_list, m, floor, pos, pm, cp, c1, c2x, c1z, _with_zero(c2x))
    c1t, c2t, c1xt, c2xt = float(c1[top]), float(c2[top]), float(c1x[top]), float(c2x[top])
    them_contested = ours_raw * (c1xt * c2t + c1t * c2xt)  # level 0 has no points
    lost_w = played - win_w
    us_pts = (my_pts * win_w + float(won_p[1] - won_p[0]) * inv) / win_w if win_w > 0 else 0.0
    them_won = float(won_1[1] - won_1[0]) + float(won_2[1] - won_2[0])
    them_pts = (them_contested - them_won) * inv / lost_w if lost_w > 0 else 0.0
    norm_p, norm_1, norm_2 = float(cp[-1]), float(c1[-1]), float(c2[-1])
    return LanceOdds(win, (cw, cb), played, us_pts, them_pts, my_pts + float(cpx[-1]) / norm_p,
                     float(c1x[-1]) / norm_1 + float(c2x[-1]) / norm_2)


_AT_ENDS: dict[int, Vec] = {}


def _won(at: Vec, at_list: list[int], m: int, floor: int, pos: tuple[int, ...], pm: Vec, cp: Vec,
         c1: Vec, c2: Vec, c1z: Vec, c2z: Vec, both: Vec | None = None) -> Vec:
    """At each level R of ``at`` (``at_list`` the same as a list): P(our pair's better hand
    beats the rivals' better hand, and the rivals' better level is at most R), our better hand
    at least at level ``floor``.

    ``m`` is my level; ``pm`` the partner's distribution over the levels, ``cp``, ``c1``,
    ``c2`` the cumulative distributions of the partner and the two rivals (not necessarily of
    total 1: every term is linear in each), ``c1z``, ``c2z`` the rivals' with a 0 at level -1
    (``both``: their product at ``at``, when already made); ``pos`` the four seats' places from
    the mano (ties go to the smaller)."""
    p0, p1, q1, q2 = pos
    n = len(cp)
    # the partner holds our better hand from level sb on (a tie goes to the nearer the mano)
    sb = max(m if p1 < p0 else m + 1, floor)
    # a rival is below the partner's hand at level r: below r, or at r and after the partner
    a1 = c1 if q1 > p1 else _shifted(c1z)
    a2 = c2 if q2 > p1 else _shifted(c2z)
    prez = np.zeros(n + 1)  # level -1 (index n) reads nothing
    if sb < n:
        np.add.accumulate(pm[sb:] * a1[sb:] * a2[sb:], out=prez[sb:n])
    before = float(cp[sb - 1]) if sb else 0.0  # the partner's levels below sb
    if floor <= m < n:  # our better hand is mine: the partner below me
        below = (float(cp[m - 1]) if m else 0.0) + (float(pm[m]) if p1 > p0 else 0.0)
        mine = ((float(c1[m]) if q1 > p0 else (float(c1[m - 1]) if m else 0.0))
                * (float(c2[m]) if q2 > p0 else (float(c2[m - 1]) if m else 0.0)))
    else:
        below = mine = 0.0
    top = float(cp[-1])
    # level -1 reads nothing; levels below sb read the partner's levels above sb
    j0, j = bisect_left(at_list, 0), bisect_left(at_list, sb)
    above = np.empty(len(at_list))
    above[:j0] = 0.0
    above[j0:j] = top - before
    above[j:] = top - cp[at[j:]]
    if both is None:
        both = c1z[at] * c2z[at]
    out = prez[at] + above * both
    if below:
        i = bisect_left(at_list, m)  # from level m on, the rivals are below my hand or not
        out[:i] += below * both[:i]
        out[i:] += below * mine
    return out


def _shifted(cz: Vec) -> Vec:
    """A cumulative distribution one level up (0 at level 0), from it with a 0 at -1."""
    return np.concatenate((cz[-1:], cz[:-2]))


__all__ = ["SeatOdds", "lance_odds", "prior", "reads_ordago", "seat_words"]
