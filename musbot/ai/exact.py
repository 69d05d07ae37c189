"""A lance's odds computed exactly over the rank-hands, instead of sampled.

For the lances only ranks matter (R1), so each hidden seat's cards are a distribution over
the table's rank-hands (330 with 8 reyes): the chance of its four cards among the cards this
seat cannot see (``prior``: Π C(unseen of rank r, cards of rank r) over the ranks), kept to
the hands its declarations and the señas seen allow (``knowledge.allowed_hands``), times the
likelihood of each word it said (``knowledge.likelihood_row``). The three hidden hands are
taken as independent given the unseen cards (they share one stock): against 6,000 samples of
the joint deal on seeded self-play's decisions the win chance comes out about 0.01 higher in
grande and chica on average (``tests/ai/test_exact.py`` bounds it against every deal of a small
stock), and the expert plays as well as with samples (README, "Computer players").

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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import accumulate
from math import comb
from operator import itemgetter, mul, sub
from typing import Any

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
    take: itemgetter[Any]
    pick: itemgetter[Any] | None


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
                      itemgetter(*order), None if own_levels else itemgetter(*ends))
    _INDEX[(id(tab), li)] = got
    return got


_PER_RANK: dict[int, list[list[int]]] = {}
_FULL_PRIOR: dict[int, list[float]] = {}
_NO_JUEGO: dict[int, list[float]] = {}
_PRIORS: OrderedDict[tuple[int, tuple[int, ...]], array[float]] = OrderedDict()
_PRIORS_MAX = 256  # 2.6 KB each: under 1 MB, whatever the load


def prior(tab: HandTable, unseen: list[int]) -> array[float]:
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
        per_rank = _PER_RANK[t] = [[c[r] for c in tab.counts] for r in range(len(tab.ranks))]
        _FULL_PRIOR[t] = [float(_ways(tab.deck_counts, c)) for c in tab.counts]
    ways = _FULL_PRIOR[t]
    for r, u in enumerate(counts):
        n = tab.deck_counts[r]
        if u != n:
            ratio = [comb(u, k) / comb(n, k) for k in range(5)]
            ways = list(map(mul, ways, map(ratio.__getitem__, per_rank[r])))
    got = array("d", ways)
    _PRIORS[key] = got
    if len(_PRIORS) > _PRIORS_MAX:
        _PRIORS.popitem(last=False)
    return got


def _ways(deck_counts: tuple[int, ...], counts: tuple[int, ...]) -> int:
    w = 1
    for n, k in zip(deck_counts, counts, strict=True):
        w *= comb(n, k)
    return w


def _no_juego(tab: HandTable) -> list[float]:
    got = _NO_JUEGO.get(id(tab))
    if got is None:
        got = _NO_JUEGO[id(tab)] = [0.0 if k > 0 else 1.0 for k in tab.key[JUEGO]]
    return got


_MASKS: dict[tuple[int, bool | None, bool | None, int], list[float] | None] = {}


def _mask(tab: HandTable, pares: bool | None, juego: bool | None, bits: int) -> list[float] | None:
    """1.0 for the hands a seat may hold under its declarations and señas, 0.0 for the others
    (None: any hand)."""
    key = (id(tab), pares, juego, bits)
    if key not in _MASKS:
        fits = allowed_hands(tab, pares, juego, bits)[0]
        _MASKS[key] = None if fits is None else [1.0 if h in fits else 0.0 for h in range(tab.size)]
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

    def __init__(self, tab: HandTable, base: Sequence[float],
                 mask: tuple[bool | None, bool | None, int], reading: Reading,
                 words: tuple[tuple[int, int], ...] = ()) -> None:
        self.tab, self.base, self.reading = tab, base, reading
        self.mask: tuple[bool | None, bool | None, int] = (None, None, 0)
        self.words: tuple[tuple[int, int], ...] = ()
        # kept between decisions as 8-byte doubles (a list of floats takes four times the
        # memory: three seats of three computer players a table; reading them back costs a
        # fifth more CPU)
        self.w: Sequence[float] = base
        self._total = 0.0
        self.update(base, mask, reading, words)

    def update(self, base: Sequence[float], mask: tuple[bool | None, bool | None, int],
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
                got: Sequence[float] = list(map(mul, w, m))
                if sum(got) <= 0.0:  # knowledge the unseen cards contradict: dropped
                    got = w if self.mask == (None, None, 0) else list(map(mul, base, m))
                    if sum(got) <= 0.0:
                        got = base
                w = got
            self.mask = mask
        new = words[len(self.words):]
        if new and reading[0] > 0:
            # every word's row is positive (each word allows a bluff): so is the product
            product: Iterable[float] = w
            for kind, li in new:
                product = map(mul, product, likelihood_row(self.tab, reading, kind, li))
            w = list(product)
        self.words = words
        if w is not self.w:
            self.w = w if isinstance(w, array) else array("d", w)
            self._total = 0.0

    def cumulative(self, li: int) -> list[float]:
        """P(this seat's level in lance ``li`` is at most r), per level r (not normalised).
        Made anew when asked: a decision asks once, and the next one mostly after new words."""
        w = self.w
        if li == PUNTO:
            w = list(map(mul, w, _no_juego(self.tab)))
        elif type(w) is array:
            w = w.tolist()  # then gathered by an itemgetter: a third of reading the array
        return _cumulative(_index(self.tab, li), w)

    def total(self) -> float:
        if not self._total:
            self._total = sum(self.w)
        return self._total


def _narrows(old: tuple[bool | None, bool | None, int], new: tuple[bool | None, bool | None, int]
             ) -> bool:
    """Whether constraint ``new`` only adds to ``old`` (a declaration made, more seña bits)."""
    return ((old[0] is None or old[0] == new[0]) and (old[1] is None or old[1] == new[1])
            and old[2] & new[2] == old[2])


def seat_words(k: Knowledge, s: int) -> tuple[tuple[int, int], ...]:
    """The words of seat ``s`` that weigh its hands (órdagos apart: see ``reads_ordago``)."""
    return tuple((kind, li) for who, kind, li in k.obs if who == s and kind != ORDAGO)


def lance_odds(k: Knowledge, seats: tuple[SeatOdds, SeatOdds, SeatOdds], li: int) -> LanceOdds:
    """The odds of lance ``li`` for seat ``k.seat``, the hidden seats (partner, next rival,
    previous rival) weighed as ``seats``."""
    tab = k.tab
    idx = _index(tab, li)
    m = idx.rank[k.my_id]
    sp, s1, s2 = seats
    pos = tuple((s - k.mano) % 4 for s in (k.seat, *k.others))
    floor = 1 if li in (PARES, JUEGO) else 0
    nb = STRENGTH_BINS + 1
    if li == PUNTO and tab.key[JUEGO][k.my_id] > 0:  # I have juego: no punto
        return LanceOdds(0.5, (array("d", bytes(8 * nb)), array("d", bytes(8 * nb))),
                         0.0, 0.0, 0.0, 0.0, 0.0)
    z = sp.total() * s1.total() * s2.total()
    cp, c1, c2 = sp.cumulative(li), s1.cumulative(li), s2.cumulative(li)
    pm = [cp[0], *map(sub, cp[1:], cp)]  # the partner's level distribution
    ends = idx.bin_ends
    won = _won(ends, m, floor, pos, pm, cp, c1, c2)
    # contested: our better hand and theirs both take part
    ours_raw = cp[-1] if m >= floor else cp[-1] - cp[0]
    ours = ours_raw / z
    base = c1[0] * c2[0] if floor else 0.0
    c1z, c2z = [*c1, 0.0], [*c2, 0.0]  # level -1 (an empty bin below all): nothing
    contested = [ours * (x - base) for x in map(mul, map(c1z.__getitem__, ends),
                                                  map(c2z.__getitem__, ends))]
    if ends[0] < 0:
        contested[0] = 0.0
    inv = 1.0 / z
    cw = array("d", (0.0, *map(sub, contested[1:], contested)))
    cb = array("d", (0.0, *map(inv.__mul__, map(sub, won[1:], won))))
    played = contested[-1]
    win_w = (won[-1] - won[0]) * inv
    win = win_w / played if played > 0 else 0.5
    if li not in (PARES, JUEGO):
        return LanceOdds(win, (cw, cb), played, 0.0, 0.0, 0.0, 0.0)
    # the points sums: each figure is linear in every seat's distribution, so a seat's points
    # are the same sum over its distribution weighted by its points (a function of its level)
    pts = idx.points
    my_pts = pts[m]
    top = len(cp) - 1
    pmx = list(map(mul, pm, pts))
    p1 = [c1[0], *map(sub, c1[1:], c1)]
    p2 = [c2[0], *map(sub, c2[1:], c2)]
    cpx, c1x, c2x = (list(accumulate(map(mul, d, pts))) for d in (pm, p1, p2))
    at = [0, top]
    won_p = _won(at, m, floor, pos, pmx, cpx, c1, c2)
    won_1 = _won(at, m, floor, pos, pm, cp, c1x, c2)
    won_2 = _won(at, m, floor, pos, pm, cp, c1, c2x)
    them_contested = ours_raw * (c1x[top] * c2[top] + c1[top] * c2x[top])  # level 0 has no points
    lost_w = played - win_w
    us_pts = (my_pts * win_w + (won_p[1] - won_p[0]) * inv) / win_w if win_w > 0 else 0.0
    them_won = (won_1[1] - won_1[0]) + (won_2[1] - won_2[0])
    them_pts = (them_contested - them_won) * inv / lost_w if lost_w > 0 else 0.0
    norm_p, norm_1, norm_2 = cp[-1], c1[-1], c2[-1]
    return LanceOdds(win, (cw, cb), played, us_pts, them_pts, my_pts + cpx[-1] / norm_p,
                     c1x[-1] / norm_1 + c2x[-1] / norm_2)


def _cumulative(idx: _LanceIndex, w: Sequence[float]) -> list[float]:
    """P(the seat's key level is at most r), per level r (as ``w`` is normalised)."""
    cum = list(accumulate(idx.take(w)))
    return cum if idx.pick is None else list(idx.pick(cum))


def _won(at: list[int], m: int, floor: int, pos: tuple[int, ...], pm: Sequence[float],
         cp: Sequence[float], c1: Sequence[float], c2: Sequence[float]) -> list[float]:
    """At each level R of ``at``: P(our pair's better hand beats the rivals' better hand, and
    the rivals' better level is at most R), our better hand at least at level ``floor``.

    ``m`` is my level; ``pm`` the partner's distribution over the levels, ``cp``, ``c1``,
    ``c2`` the cumulative distributions of the partner and the two rivals (not necessarily of
    total 1: every term is linear in each); ``pos`` the four seats' places from the mano
    (ties go to the smaller)."""
    p0, p1, q1, q2 = pos
    n = len(cp)
    # the partner holds our better hand from level sb on (a tie goes to the nearer the mano)
    sb = max(m if p1 < p0 else m + 1, floor)
    # a rival is below the partner's hand at level r: below r, or at r and after the partner
    a1 = c1 if q1 > p1 else [0.0, *c1[:-1]]
    a2 = c2 if q2 > p1 else [0.0, *c2[:-1]]
    pre = [0.0] * sb
    if sb < n:
        pre.extend(accumulate(map(mul, map(mul, pm[sb:], a1[sb:]), a2[sb:])))
    before = cp[sb - 1] if sb else 0.0  # the partner's levels below sb
    if floor <= m < n:  # our better hand is mine: the partner below me
        below = (cp[m - 1] if m else 0.0) + (pm[m] if p1 > p0 else 0.0)
        mine = ((c1[m] if q1 > p0 else (c1[m - 1] if m else 0.0))
                * (c2[m] if q2 > p0 else (c2[m - 1] if m else 0.0)))
    else:
        below = mine = 0.0
    top = cp[-1]
    # level -1 (an empty bin below all) reads nothing; levels below sb read the partner's
    # levels above sb
    prez = [*pre, 0.0]
    above = [(top - (cp[r] if r >= sb else before)) if r >= 0 else 0.0 for r in at]
    both = list(map(mul, map([*c1, 0.0].__getitem__, at), map([*c2, 0.0].__getitem__, at)))
    out = list(map(float.__add__, map(prez.__getitem__, at), map(mul, above, both)))
    if below:
        i = bisect_left(at, m)  # from level m on, the rivals are below my hand or not
        for j in range(len(at)):
            out[j] += below * (mine if j >= i else both[j])
    return out


__all__ = ["SeatOdds", "lance_odds", "prior", "reads_ordago", "seat_words"]
