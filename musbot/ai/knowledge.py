"""What a seat knows about the hidden hands, read from its MatchView alone, and the odds.

``read_view`` turns a view into a ``Knowledge``: the cards the other three may hold (the
deck minus this hand, minus the cards this seat discarded or saw shown, which sit in the
discard pile until a reshuffle), the constraints per seat (the truthful pares / juego
declarations and the señas received since that seat last changed cards) and the observed
words (mus, paso, envido, quiero, no quiero) that hint at strength.

``estimate`` samples the three hidden hands consistent with the constraints (sequential
rejection over one shuffled stock, at most a few hundred samples), weights each sample by
the likelihood of the observed words given the hands, and returns per lance the chance
that our pair wins and the points each side would count.
"""

from __future__ import annotations

import math
from array import array
from bisect import bisect
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import cache, lru_cache, reduce
from operator import add
from random import Random
from typing import Any, cast

import numpy as np

from ..engine import events as ev
from ..engine.cards import DECK, Card
from ..engine.view import MatchView
from .odds import CHICA, GRANDE, JUEGO, LANCES, PARES, PUNTO, SENA_BITS, HandTable, table

LANCE_INDEX = {name: i for i, name in enumerate(LANCES)}

# observed word kinds
BET, PASS, CALL, FOLD, ORDAGO, RAISE, MUS, NOMUS = range(8)
_WORD_KIND = {"envido": BET, "mas": RAISE, "ordago": ORDAGO, "paso": PASS, "quiero": CALL,
              "no_quiero": FOLD}


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


# How a seat's words are read: (belief level, bet threshold, call threshold, belief level of
# its órdagos), the thresholds in twentieths of strength. A seat that opens with envido a
# fifth of the time bets from about 0.8 strength; one that accepts half the envites calls from
# about 0.5. Órdagos have their own belief: a player who envida loosely may still keep the
# órdago for the cards.
Reading = tuple[int, int, int, int]
ALPHA_LEVELS = 4  # how much a seat's words are believed, in steps: 0 (nothing) .. 4 (fully)
DEFAULT_READING: Reading = (ALPHA_LEVELS, 14, 11, ALPHA_LEVELS)
# One row per (table, word, lance, curve), made when first needed: a decision reads only the
# few words said this hand. Keyed on the curve (what the row is made of), not on the whole
# reading: readings that differ only where a word does not look share the row. Shared by
# every computer player of the process, so bounded: the curves of all readings are about
# 1,100 per table (4 belief levels, 9 bet and 12 call thresholds, 8 words, 5 lances), so 1,200
# rows hold them all; rows of 4-byte values: ~1.6 MB with 8 reyes (3.5 MB with 4) at most,
# whatever the load.
_ROWS: OrderedDict[tuple[object, ...], array[float]] = OrderedDict()
_ROWS_MAX = 1200


@lru_cache(maxsize=2048)
def _curve(reading: Reading, kind: int) -> tuple[float, float, float, float, float]:
    """(base, scale, centre, width, belief) of a word: P(word | x) is proportional to
    ``(base + scale * sig((x - centre) / width)) ** belief``, x the hand's value (mus words)
    or its strength in the lance. Kept per reading and word (the last 2,048: under 0.5 MB)."""
    level, bet_step, call_step, ordago_level = reading
    tb, tc = bet_step / 20.0, call_step / 20.0
    base, scale, centre, width = {
        MUS: (1.0, -0.45, 0.75, 0.08), NOMUS: (0.35, 0.65, 0.7, 0.08),
        BET: (0.12, 0.88, tb, 0.07), PASS: (1.0, -0.6, tb + 0.05, 0.07),
        ORDAGO: (0.01, 0.99, max(0.92, tb + 0.1), 0.025),
        RAISE: (0.1, 0.9, min(tb + 0.1, 0.92), 0.06),
        CALL: (0.15, 0.85, tc, 0.08), FOLD: (1.0, -0.75, tc, 0.08)}[kind]
    return base, scale, centre, width, (ordago_level if kind == ORDAGO else level) / ALPHA_LEVELS


def likelihood_row(tab: HandTable, reading: Reading, kind: int, li: int = 0) -> array[float]:
    """P(word | hand) per hand id, up to a constant, for a seat read with ``reading``, raised
    to its belief level (0: the words say nothing). Every word allows for some bluff or slow
    play. ``li`` is the lance (ignored for MUS / NOMUS)."""
    if kind in (MUS, NOMUS):
        li = 0
    curve = _curve(reading, kind)
    key = (id(tab), kind, li, curve)
    got = _ROWS.get(key)
    if got is not None:
        _ROWS.move_to_end(key)
        return got
    base, scale, centre, width, a = curve
    if kind in (MUS, NOMUS):
        xs = tab.value_rank
    else:
        xs = tab.part_strength[li] if li in (PARES, JUEGO) else tab.strength[li]
    got = array("f", ((base + scale * _sig((xs[h] - centre) / width)) ** a for h in range(tab.size)))
    _ROWS[key] = got
    if len(_ROWS) > _ROWS_MAX:
        _ROWS.popitem(last=False)
    return got


PAIR_BINS = 100  # strength in hundredths, for the words that speak for a pair


@cache
def pair_row(reading: Reading, kind: int) -> array[float]:
    """The likelihood of a word as a function of the better strength of the speaker's pair,
    per hundredth of strength. An órdago is made on the pair's chance: on the partner's cards
    (known from its señas) as much as on one's own."""
    base, scale, centre, width, a = _curve(reading, kind)
    return array("f", ((base + scale * _sig(((b + 0.5) / PAIR_BINS - centre) / width)) ** a
                       for b in range(PAIR_BINS)))


_PAIR_BINS: dict[tuple[int, int], list[int]] = {}


def _hundredths(tab: HandTable, li: int) -> list[int]:
    """Per hand id, its strength in lance ``li`` in hundredths (0 when it takes no part)."""
    got = _PAIR_BINS.get((id(tab), li))
    if got is None:
        xs = tab.part_strength[li] if li in (PARES, JUEGO) else tab.strength[li]
        got = [min(int(x * PAIR_BINS), PAIR_BINS - 1) for x in xs]
        _PAIR_BINS[(id(tab), li)] = got
    return got


_HUNDREDTHS_NP: dict[int, tuple[list[int], Any]] = {}


def _hundredths_np(hund: list[int]) -> Any:
    """``_hundredths``'s list as a numpy index array (kept with the list it was made from)."""
    got = _HUNDREDTHS_NP.get(id(hund))
    if got is None or got[0] is not hund:
        got = _HUNDREDTHS_NP[id(hund)] = (hund, np.array(hund, dtype=np.intp))
    return got[1]


@dataclass(slots=True)
class Knowledge:
    tab: HandTable
    seat: int
    mano: int
    my_id: int
    unseen: list[int]  # digits of the cards the other three may hold
    others: tuple[int, int, int]  # partner, next rival, previous rival
    masks: dict[int, tuple[bool | None, bool | None, int]]  # seat -> (pares, juego, seña bits)
    obs: tuple[tuple[int, int, int], ...]  # (seat, kind, lance) observed since last change
    senas: dict[int, tuple[str, ...]] = field(default_factory=dict)  # valid señas seen, per seat

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    def cards_key(self) -> tuple[object, ...]:
        """All that ``Draws`` reads: the rules' hand table, the seat, the cards it may not
        see and the others' declarations and señas."""
        return (self.tab.reyes, self.tab.juego_real, self.seat, tuple(self.unseen),
                tuple(sorted(self.masks.items())))


_DECK_KEYS = [(c.rank, c.suit) for c in DECK]


def read_view(view: MatchView) -> Knowledge:
    """Everything this seat knows about the hidden hands, from the view only."""
    assert view.seat is not None
    seat = view.seat
    tab = table(view.rules.reyes, view.rules.juego_real)
    my_id = tab.hand_id(view.hand)
    senas: dict[int, list[str]] = {s: [] for s in range(4)}
    obs: list[tuple[int, int, int]] = []
    gone: set[Card] = set()  # cards in the discard pile that this seat knows of
    prev_hand: tuple[Card, ...] | None = None
    senas_libres = view.rules.senas_libres
    for e in view.events:
        t = type(e)  # the events are final classes: an identity test is cheaper than isinstance
        if t is ev.Bet:
            e = cast(ev.Bet, e)
            kind = _WORD_KIND.get(e.word)
            if kind is not None and e.seat != seat:
                obs.append((e.seat, kind, LANCE_INDEX[e.lance]))
        elif t is ev.Spoke:
            e = cast(ev.Spoke, e)
            if e.seat != seat:
                obs.append((e.seat, MUS if e.word == "mus" else NOMUS, 0))
        elif t is ev.SenaSeen:
            e = cast(ev.SenaSeen, e)
            # with señas libres a seña may be false: then it proves nothing
            if e.to == seat and not senas_libres:
                senas[e.seat].append(e.name)
        elif t is ev.CardsDealt:
            e = cast(ev.CardsDealt, e)
            if prev_hand is not None and e.to == seat:
                gone.update(c for c in prev_hand if c not in e.cards)
                # a discard round changed every hand: old señas and words say nothing now
                for s in range(4):
                    senas[s] = []
                obs = []
            prev_hand = e.cards if e.to == seat else prev_hand
        elif t is ev.Showed4567:
            e = cast(ev.Showed4567, e)
            gone.update(e.cards)
            senas[e.seat] = []
            obs = [o for o in obs if o[0] != e.seat]
        elif t is ev.StockReshuffled:
            gone = set()
    # by (rank, suit): a Card's own hash is a Python call, a tuple's is not
    out = {(c.rank, c.suit) for c in view.hand}
    out.update((c.rank, c.suit) for c in gone)
    digit = tab.digit
    unseen = [digit[rank] for rank, suit in _DECK_KEYS if (rank, suit) not in out]
    masks: dict[int, tuple[bool | None, bool | None, int]] = {}
    for s in range(4):
        if s == seat:
            continue
        bits = 0
        for name in senas[s]:
            bits |= SENA_BITS.get(name, 0)
        masks[s] = (view.pares[s], view.juego[s], bits)
    others = ((seat + 2) % 4, (seat + 1) % 4, (seat + 3) % 4)
    return Knowledge(tab, seat, view.mano, my_id, unseen, others, masks, tuple(obs),
                     {s: tuple(v) for s, v in senas.items() if v})


Allowed = tuple[frozenset[int] | None, list[int], list[float]]
# The hands a seat may hold, per (hand table, pares and juego declared, señas received). Shared
# by every computer player of the process, so bounded like the rows above. Declarations and
# señas are true, so the keys a game asks for are those some hand makes true: 157 per hand
# table, 628 for the four tables (8 or 4 reyes, with or without juego real), 2.3 MB in all;
# ``_ALLOWED_MAX`` holds them all. An entry is at most about 70 KB (most of the 715 hands of
# 4 reyes), so even keys no game asks for keep the cache under 55 MB.
_ALLOWED: OrderedDict[tuple[int, bool | None, bool | None, int], Allowed] = OrderedDict()
_ALLOWED_MAX = 768


def allowed_hands(tab: HandTable, pares: bool | None, juego: bool | None, bits: int) -> Allowed:
    """The hand ids a seat may hold under its constraints (None: any), with prior weights."""
    k = (id(tab), pares, juego, bits)
    got = _ALLOWED.get(k)
    if got is not None:
        _ALLOWED.move_to_end(k)
        return got
    ids = []
    for h in range(tab.size):
        if pares is not None and (tab.key[PARES][h] > 0) != pares:
            continue
        if juego is not None and (tab.points[h] >= 31) != juego:
            continue
        if bits and tab.sena_mask[h] & bits != bits:
            continue
        ids.append(h)
    free = pares is None and juego is None and not bits
    if not ids:  # contradictory knowledge (cannot happen with true señas): drop it
        ids, free = list(range(tab.size)), True
    weights = []
    acc = 0.0
    for h in ids:
        w = 1.0
        for i, c in enumerate(tab.counts[h]):
            if c:
                w *= math.comb(tab.deck_counts[i], c)
        acc += w
        weights.append(acc)
    got = (None if free else frozenset(ids), ids, weights)
    _ALLOWED[k] = got
    if len(_ALLOWED) > _ALLOWED_MAX:
        _ALLOWED.popitem(last=False)
    return got


_C40_4 = math.comb(40, 4)
_POOLS: dict[int, list[list[int]]] = {}
POOL_SIZE = 2048


def _perm_pool(n: int) -> list[list[int]]:
    """A fixed pool of random orders of n cards (cheaper than shuffling per sample). Orders
    of fewer cards are those of 36 cards with the missing ones left out, still uniform."""
    pool = _POOLS.get(n)
    if pool is None:
        if n < 36:
            pool = [[i for i in perm if i < n] for perm in _perm_pool(36)]
        else:
            r = Random(f"musbot-ai-perm:{n}")
            base = list(range(n))
            pool = []
            for _ in range(POOL_SIZE):
                r.shuffle(base)
                pool.append(base[:])
        _POOLS[n] = pool
    return pool


def warm_up(reyes: int = 8, juego_real: bool = True) -> None:
    """Build the tables the sampling uses, so that no decision pays for them."""
    tab = table(reyes, juego_real)
    for kind in (MUS, NOMUS):
        likelihood_row(tab, DEFAULT_READING, kind)
    for li in range(5):
        for pos in range(4):
            _composite(tab, li, pos)
    for li in range(5):
        for pos in range(4):
            _lance_rows(tab, li, pos)
    for n in range(28, 37):
        _perm_pool(n)


STRENGTH_BINS = 40  # the rivals' better strength, kept in bins of 1/40 (bin 0: not in the lance)
Cases = tuple["array[float]", "array[float]"]


def _if_accepted(cases: Cases, win: float, belief: float, threshold: float, rate: float
                 ) -> tuple[float, float]:
    """(P(the rivals accept), P(we win | they accept)) for a bet in a lance whose ``cases``
    and win chance are given.

    A rival accepts when its better hand reaches ``threshold`` in strength, as far as its
    words mean anything (``belief``); otherwise at its plain ``rate``. The bin that holds the
    threshold counts in proportion to its part above it.
    """
    ws, won = cases
    tot, tot_won = sum(ws), sum(won)
    if threshold <= 0.0:
        k0, part = 1, 1.0
    else:
        tb = min(threshold, 1.0) * STRENGTH_BINS
        k0 = min(int(tb) + 1, STRENGTH_BINS)
        part = max(0.0, k0 - tb)
    above = part * ws[k0] + sum(ws[k0 + 1:])
    above_won = part * won[k0] + sum(won[k0 + 1:])
    base = (1.0 - belief) * rate
    acc = base * tot + belief * above
    acc_win = base * tot_won + belief * above_won
    if tot <= 0 or acc <= 0:
        return rate, win
    return acc / tot, acc_win / acc


@dataclass(slots=True)
class LanceOdds:
    """One lance's figures of an estimate (the fields of ``Estimate`` at that lance): all that
    a decision in the lance reads."""

    win: float
    cases: Cases = field(repr=False)
    played: float
    pts_us: float
    pts_them: float
    us_all: float
    them_all: float

    def if_accepted(self, belief: float, threshold: float, rate: float) -> tuple[float, float]:
        """See ``Estimate.if_accepted``."""
        return _if_accepted(self.cases, self.win, belief, threshold, rate)


@dataclass(slots=True)
class Estimate:
    """Weighted outcome of the samples, from the point of view of our pair."""

    win: list[float]  # P(we win lance | the lance is played with both pairs in it)
    cases: list[Cases] = field(repr=False)  # per lance, over the
    # strength bins of the rivals' better hand: the samples' weight where the lance is
    # contested, and the part of it we win (a few hundred bytes, not every sample)
    played: list[float]  # P(the lance is contested: both pairs take part)
    pts_us: list[float]  # E[our pares/juego points | we win]
    pts_them: list[float]  # E[their pares/juego points | they win]
    us_all: list[float]  # E[our points in the lance], any outcome (what a fold gives us)
    them_all: list[float]  # E[their points in the lance], any outcome (what a fold gives them)
    punto: float  # P(nobody has juego, so punto is played)
    samples: int

    def if_accepted(self, li: int, belief: float, threshold: float, rate: float
                    ) -> tuple[float, float]:
        """(P(the rivals accept), P(we win | they accept)) for a bet in lance ``li``.

        A rival accepts when its better hand reaches ``threshold`` in strength, as far as
        its words mean anything (``belief``); otherwise at its plain ``rate``. The bin that
        holds the threshold counts in proportion to its part above it.
        """
        return _if_accepted(self.cases[li], self.win[li], belief, threshold, rate)


_BINS: dict[tuple[int, int], list[int]] = {}


def _strength_bins(tab: HandTable, li: int) -> list[int]:
    """Per hand id, the bin of its strength in lance ``li`` (0 when it takes no part)."""
    got = _BINS.get((id(tab), li))
    if got is None:
        if li in (PARES, JUEGO):
            got = [min(int(u * STRENGTH_BINS) + 1, STRENGTH_BINS) if k > 0 else 0
                   for u, k in zip(tab.part_strength[li], tab.key[li], strict=True)]
        else:
            got = [min(int(u * STRENGTH_BINS) + 1, STRENGTH_BINS) for u in tab.strength[li]]
        _BINS[(id(tab), li)] = got
    return got


_COMPOSITE: dict[tuple[int, int, int], list[int]] = {}


def _composite(tab: HandTable, li: int, pos: int) -> list[int]:
    """Lance keys made unique by seat: key * 4 + (3 - position from the mano), so that the
    biggest value is the winner with ties to the nearer the mano (R4); -1 takes no part."""
    got = _COMPOSITE.get((id(tab), li, pos))
    if got is None:
        b = 3 - pos
        if li in (PARES, JUEGO):
            got = [k * 4 + b if k > 0 else -1 for k in tab.key[li]]
        else:
            got = [k * 4 + b for k in tab.key[li]]
        _COMPOSITE[(id(tab), li, pos)] = got
    return got


LanceRow = tuple[int, int, int]
_LANCE_ROWS: dict[tuple[int, int, int], list[LanceRow]] = {}


def _lance_rows(tab: HandTable, li: int, pos: int) -> list[LanceRow]:
    """Per hand id, what the sampling reads of a seat at ``pos`` from the mano in lance ``li``,
    in one tuple: its key (``_composite``), its strength bin (``_strength_bins``) and a third
    figure: its pares or juego points, and in punto its juego key (punto is played when
    nobody has juego)."""
    got = _LANCE_ROWS.get((id(tab), li, pos))
    if got is None:
        third = {PARES: tab.pares_pts, JUEGO: tab.juego_pts}.get(li)
        if third is None:
            third = _composite(tab, JUEGO, pos) if li == PUNTO else [0] * tab.size
        got = list(zip(_composite(tab, li, pos), _strength_bins(tab, li), third, strict=True))
        _LANCE_ROWS[(id(tab), li, pos)] = got
    return got


def _zeros() -> Cases:
    nb = STRENGTH_BINS + 1
    return array("d", bytes(8 * nb)), array("d", bytes(8 * nb))


class Draws:
    """The hidden hands (partner, next rival, previous rival; one entry per sample) drawn for
    what a seat knows of the cards: its hand, the cards it may not see, the declarations and
    señas (not the words, which only weigh the samples). Drawn in batches when asked for,
    from ``rng``: one shuffled stock per sample, each seat taking the next four cards that
    meet its constraints, else a weighted pick among its allowed hands."""

    __slots__ = ("hands", "_deck", "_hidden", "_ids", "_pool", "_rand")

    def __init__(self, k: Knowledge, rng: Random) -> None:
        tab = k.tab
        # compact: a player keeps its last samples (2 bytes a hand, 8 a weight)
        self.hands: tuple[array[int], array[int], array[int]] = (array("H"), array("H"), array("H"))
        self._ids = tab.ids
        self._deck = k.unseen
        self._pool = _perm_pool(len(k.unseen))
        self._rand = rng.random
        # per seat: (allowed ids or None, allowed ids, cumulative weights, drawn from its
        # allowed hands directly: when few hands meet its constraints), where its hands go
        self._hidden = []
        for s, out in zip(k.others, self.hands, strict=True):
            fits, allowed, weights = allowed_hands(tab, *k.masks[s])
            self._hidden.append((fits, allowed, weights,
                                 fits is not None and weights[-1] < 0.12 * _C40_4, out.append))

    def __len__(self) -> int:
        return len(self.hands[0])

    def extend(self, m: int) -> None:
        """Draw until there are ``m`` samples."""
        ids, deck, pool, rand, hidden = self._ids, self._deck, self._pool, self._rand, self._hidden
        L = len(deck)
        npool = len(pool)
        if all(seat[0] is None for seat in hidden):
            # nothing known of their cards yet: the first twelve cards of the stock, as the
            # loop below would take them (written out: most of a decision's CPU is here)
            a1, a2, a3 = (seat[4] for seat in hidden)
            for _ in range(m - len(self)):
                p = pool[int(rand() * npool)]
                a1(ids[deck[p[0]] + deck[p[1]] + deck[p[2]] + deck[p[3]]])
                a2(ids[deck[p[4]] + deck[p[5]] + deck[p[6]] + deck[p[7]]])
                a3(ids[deck[p[8]] + deck[p[9]] + deck[p[10]] + deck[p[11]]])
            return
        for _ in range(m - len(self)):
            perm = pool[int(rand() * npool)]
            j = 0
            for fits, allowed, weights, direct, put in hidden:
                h = -1
                if not direct:
                    while j + 4 <= L:
                        g = ids[deck[perm[j]] + deck[perm[j + 1]] + deck[perm[j + 2]] + deck[perm[j + 3]]]
                        j += 4
                        if fits is None or g in fits:
                            h = g
                            break
                put(allowed[bisect(weights, rand() * weights[-1])] if h < 0 else h)


class _LanceCount:
    """One lance's sums over the samples counted so far (``add`` counts more of them)."""

    __slots__ = ("li", "rows", "mine", "my_pts", "cases", "done", "sums")

    def __init__(self, tab: HandTable, li: int, me: int, pos: tuple[int, int, int, int]) -> None:
        self.li = li
        self.mine, _, self.my_pts = _lance_rows(tab, li, pos[0])[me]
        self.rows = [_lance_rows(tab, li, p) for p in pos[1:]]
        self.cases = _zeros()
        self.done = 0
        # us_all, them_all, us_pts, them_pts, win_w, lost_w, punto_w, contested weight squared
        self.sums = [0.0] * 8

    def add(self, weights: array[float], hands: tuple[array[int], array[int], array[int]], m: int
            ) -> None:
        """Count samples ``done`` .. ``m - 1`` (max() of two ints written out as conditional
        expressions: the loop runs a few hundred times per decision and the call is most of
        its cost)."""
        lo, self.done = self.done, m
        li, mine, my_pts = self.li, self.mine, self.my_pts
        r1, r2, r3 = self.rows
        cw, cb = self.cases
        us_all, them_all, us_pts, them_pts, win_w, lost_w, punto_w, sq = self.sums
        h1, h2, h3 = hands
        samples = zip(weights[lo:m], h1[lo:m], h2[lo:m], h3[lo:m], strict=True)
        if li in (GRANDE, CHICA):  # everybody plays
            for w, a, b, c in samples:
                k1 = r1[a][0]
                k2, b2, _ = r2[b]
                k3, b3, _ = r3[c]
                bb = b3 if b3 > b2 else b2
                cw[bb] += w
                sq += w * w
                if (k1 if k1 > mine else mine) > (k3 if k3 > k2 else k2):
                    cb[bb] += w
        elif li == PUNTO:  # when nobody has juego
            for w, a, b, c in samples:
                k1, _, j1 = r1[a]
                k2, b2, j2 = r2[b]
                k3, b3, j3 = r3[c]
                if (j1 if j1 > my_pts else my_pts) < 0 and (j3 if j3 > j2 else j2) < 0:
                    punto_w += w
                    bb = b3 if b3 > b2 else b2
                    cw[bb] += w
                    sq += w * w
                    if (k1 if k1 > mine else mine) > (k3 if k3 > k2 else k2):
                        cb[bb] += w
        else:  # pares, juego: the seats that have them
            for w, a, b, c in samples:
                k1, _, p1 = r1[a]
                k2, b2, p2 = r2[b]
                k3, b3, p3 = r3[c]
                us = k1 if k1 > mine else mine
                them = k3 if k3 > k2 else k2
                tp = p2 + p3
                up = my_pts + p1
                us_all += w * up
                them_all += w * tp
                if us >= 0 and them >= 0:
                    bb = b3 if b3 > b2 else b2
                    cw[bb] += w
                    sq += w * w
                    if us > them:
                        cb[bb] += w
                        win_w += w
                        us_pts += w * up
                    else:
                        lost_w += w
                        them_pts += w * tp
        self.sums = [us_all, them_all, us_pts, them_pts, win_w, lost_w, punto_w, sq]

    def odds(self, tot_w: float) -> LanceOdds:
        us_all, them_all, us_pts, them_pts, win_w, lost_w, _, _ = self.sums
        cw, cb = self.cases
        pl = sum(cw)
        return LanceOdds(sum(cb) / pl if pl > 0 else 0.5, self.cases, pl / tot_w,
                         us_pts / win_w if win_w else 0.0, them_pts / lost_w if lost_w else 0.0,
                         us_all / tot_w, them_all / tot_w)

    def precise(self, n: int) -> bool:
        """Whether the win chance counted so far is at least as precise as ``n`` evenly
        weighted samples make it in the worst case (a chance of one half): its variance,
        over the contested samples' effective number, with one won and one lost sample
        added so that a lance won (or lost) in every sample so far is not taken as sure."""
        cw, cb = self.cases
        pl, sq = sum(cw), self.sums[7]
        if pl <= 0.0 or sq <= 0.0:
            return False
        n_eff = pl * pl / sq
        p = (sum(cb) / pl * n_eff + 1.0) / (n_eff + 2.0)
        return p * (1.0 - p) / (n_eff + 2.0) <= 0.25 / n


BATCH = 55  # samples drawn at a time when the expert stops as soon as the odds are precise


class Samples:
    """Drawn hands weighed by the words heard (through ``belief``). A lance's odds are counted
    when first asked for: a decision reads one lance, so it pays for one. With ``sequential``,
    the samples are drawn and counted ``BATCH`` at a time, up to ``n``, until the lance's win
    chance is as precise as ``n`` samples make it in the worst case: a lance that is clear
    early (a hand sure to win or lose it) needs fewer samples."""

    __slots__ = ("draws", "n", "sequential", "weights", "_tab", "_me", "_pos", "_obs", "_pair_obs",
                 "_counts")

    def __init__(self, k: Knowledge, draws: Draws, n: int,
                 belief: dict[int, Reading] | None = None, sequential: bool = False) -> None:
        tab = k.tab
        partner, r1, r2 = k.others
        seats = (k.seat, partner, r1, r2)
        self._tab, self._me = tab, k.my_id
        self._pos = ((k.seat - k.mano) % 4, (partner - k.mano) % 4, (r1 - k.mano) % 4,
                     (r2 - k.mano) % 4)
        self.draws, self.n, self.sequential = draws, n, sequential
        self.weights: array[float] = array("d")
        self._obs: list[list[array[float]]] = [[], [], []]
        # órdagos: (row over the pair's better strength, hundredths per hand, the two seats'
        # places in (me, partner, next rival, previous rival))
        self._pair_obs: list[tuple[array[float], list[int], int, int]] = []
        for s, kind, li in k.obs:
            if s in (partner, r1, r2):
                reading = DEFAULT_READING if belief is None else belief.get(s, DEFAULT_READING)
                if (reading[3] if kind == ORDAGO else reading[0]) <= 0:
                    continue
                if kind == ORDAGO:
                    self._pair_obs.append((pair_row(reading, kind), _hundredths(tab, li),
                                           seats.index(s), seats.index((s + 2) % 4)))
                else:
                    self._obs[(partner, r1, r2).index(s)].append(likelihood_row(tab, reading, kind, li))
        self._counts: list[_LanceCount | None] = [None] * 5

    def _weigh(self, m: int) -> None:
        """Draw and weigh samples up to ``m``."""
        lo = len(self.weights)
        if lo >= m:
            return
        self.draws.extend(m)
        # as numpy passes over the new samples, each sample's factors multiplied in the same
        # order as one by one (the same floats, far less CPU)
        hands = [np.frombuffer(h, dtype=np.uint16)[lo:m] for h in self.draws.hands]
        w = np.ones(m - lo)
        for rows, hs in zip(self._obs, hands, strict=True):
            for row in rows:
                w = w * np.frombuffer(row, dtype=np.float32)[hs]
        if self._pair_obs:
            four = (np.full(m - lo, self._me, dtype=np.uint16), *hands)
            for prow, hund, ia, ib in self._pair_obs:
                hn = _hundredths_np(hund)
                w = w * np.frombuffer(prow, dtype=np.float32)[
                    np.maximum(hn[four[ia]], hn[four[ib]])]
        self.weights.frombytes(w.tobytes())

    def odds(self, li: int) -> LanceOdds:
        c = self._counts[li]
        if c is None:
            c = self._counts[li] = _LanceCount(self._tab, li, self._me, self._pos)
            m = min(BATCH, self.n) if self.sequential else self.n
            while True:
                self._weigh(m)
                c.add(self.weights, self.draws.hands, m)
                if m >= self.n or c.precise(self.n):
                    break
                m = min(m + BATCH, self.n)
        tot_w = reduce(add, self.weights[:c.done], 0.0)
        return c.odds(tot_w if tot_w > 0 else 1.0)

    def estimate(self) -> Estimate:
        """Every lance's odds."""
        o = [self.odds(li) for li in range(5)]
        punto = self._counts[PUNTO]
        assert punto is not None
        tot_w = reduce(add, self.weights[:punto.done], 0.0)
        return Estimate([x.win for x in o], [x.cases for x in o], [x.played for x in o],
                        [x.pts_us for x in o], [x.pts_them for x in o], [x.us_all for x in o],
                        [x.them_all for x in o], punto.sums[6] / (tot_w if tot_w > 0 else 1.0),
                        len(self.weights))


def sample(k: Knowledge, rng: Random, n: int = 200,
           belief: dict[int, Reading] | None = None) -> Samples:
    """``n`` samples of the hidden hands drawn from ``rng`` at once, weighed by the words
    (``belief`` gives per seat how its words are read; default ``DEFAULT_READING``)."""
    s = Samples(k, Draws(k, rng), n, belief)
    s._weigh(n)
    return s


def estimate(k: Knowledge, rng: Random, n: int = 200,
             belief: dict[int, Reading] | None = None) -> Estimate:
    """Sample the hidden hands and count every lance's odds."""
    return sample(k, rng, n, belief).estimate()


__all__ = ["Draws", "Estimate", "Knowledge", "LanceOdds", "Samples", "allowed_hands", "estimate",
           "likelihood_row", "read_view", "sample"]
