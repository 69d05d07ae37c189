"""The expert's exact lance odds (``musbot.ai.exact``): the sums over the rank-hands agree with
brute force over every triple of hidden hands, and with every deal of the unseen cards within
the error of taking the three hidden hands as independent (summing exactly is what keeps a decision cheap)."""

from __future__ import annotations

import math
from itertools import product

from musbot.ai.exact import SeatOdds, lance_odds, prior
from musbot.ai.expert import ExpertPlayer
from musbot.ai.knowledge import (
    DEFAULT_READING,
    PASS,
    STRENGTH_BINS,
    Knowledge,
    LanceOdds,
    _lance_rows,
    _strength_bins,
    read_view,
)
from musbot.ai.odds import CHICA, GRANDE, JUEGO, LANCES, PARES, PUNTO, table
from musbot.engine import DECK, Match, NoMus, Paso, Rules, Sena, parse_cards

BELIEF = {s: DEFAULT_READING for s in range(4)}
TAB = table(8, True)
FREE = (None, None, 0)


def _deck(hands: list[str]) -> list:
    """A deck that deals these four hands (seat 0 is the mano) and then the rest."""
    cards = [parse_cards(h) for h in hands]
    used = {c for h in cards for c in h}
    deck = [cards[i % 4][i // 4] for i in range(16)]
    return deck + [c for c in DECK if c not in used]


def _small_knowledge(obs: tuple[tuple[int, int, int], ...] = (), seat: int = 1) -> Knowledge:
    """``seat`` (the mano is seat 0) holding rey, caballo, sota, as (31: juego), and only 20
    cards it cannot see, of five ranks (as, 6, sota, caballo, rey: 4 each), so that its partner
    may hold the same hand (a tie, R4): small enough to enumerate."""
    d = TAB.rank_digit
    counts = [0] * len(d)
    for r in (7, 6, 5, 0):
        counts[r] += 1
    my_id = TAB.ids[sum(d[r] * c for r, c in enumerate(counts))]
    unseen = [d[r] for r in (0, 3, 5, 6, 7) for _ in range(4)]
    others = ((seat + 2) % 4, (seat + 1) % 4, (seat + 3) % 4)
    masks = {s: FREE for s in others}
    return Knowledge(TAB, seat, 0, my_id, unseen, others, masks, obs)  # type: ignore[arg-type]


def _exact(k: Knowledge, li: int) -> LanceOdds:
    base = prior(k.tab, k.unseen)
    seats = tuple(SeatOdds(k.tab, base, k.masks[s], BELIEF[s],
                           tuple((kind, lw) for who, kind, lw in k.obs if who == s))
                  for s in k.others)
    return lance_odds(k, seats, li)  # type: ignore[arg-type]


def _hands_of(unseen: list[int]) -> list[tuple[int, dict[int, int]]]:
    """Every rank-hand the unseen cards can make: (id, cards per digit)."""
    avail: dict[int, int] = {}
    for d in unseen:
        avail[d] = avail.get(d, 0) + 1
    digits = sorted(avail)
    out = []
    for ks in product(*(range(min(4, avail[d]) + 1) for d in digits)):
        if sum(ks) == 4:
            out.append((TAB.ids[sum(d * c for d, c in zip(digits, ks, strict=True))],
                        dict(zip(digits, ks, strict=True))))
    return out


def _brute(k: Knowledge, li: int, joint: bool, rows: dict[int, list[float]] | None = None
           ) -> dict[str, object]:
    """The lance's figures summed over every triple of hidden rank-hands: weighted as
    independent draws from the unseen cards (``joint`` False: the exact odds' model) or as
    deals of those cards (``joint`` True: the ways to deal the three hands together). Scored
    as the sampling scores a sample (``knowledge._LanceCount``); ``rows``: per seat, a factor
    per hand id (its words)."""
    avail: dict[int, int] = {}
    for d in k.unseen:
        avail[d] = avail.get(d, 0) + 1
    hands = _hands_of(k.unseen)
    pos = [(s - k.mano) % 4 for s in (k.seat, *k.others)]
    lrows = [_lance_rows(TAB, li, p) for p in pos]
    # the bin of the rivals' better strength: hands of one key level (pares of reyes with any
    # kickers) differ a little in strength; a level counts in the lowest bin of any hand at or
    # above it
    keys, bins = TAB.key[li], _strength_bins(TAB, li)
    level_bin = {key: min(b for k2, b in zip(keys, bins, strict=True) if k2 >= key)
                 for key in set(keys)}
    mine, _, my_third = lrows[0][k.my_id]

    def ways(*cnts: dict[int, int]) -> int:
        w = 1
        for d, n in avail.items():
            left = n
            for c in cnts:
                x = c.get(d, 0)
                if x > left:
                    return 0
                w *= math.comb(left, x)
                left -= x if joint else 0
        return w

    single = {h: ways(c) for h, c in hands}
    f = rows or {}
    sums = dict(tot=0.0, played=0.0, won=0.0, up=0.0, tp=0.0, us_all=0.0, them_all=0.0)
    cw = [0.0] * (STRENGTH_BINS + 1)
    cb = [0.0] * (STRENGTH_BINS + 1)
    for (hp, cp), (h1, c1), (h2, c2) in product(hands, hands, hands):
        if joint:
            w = float(ways(cp, c1, c2))
        else:
            w = float(single[hp] * single[h1] * single[h2])
        if not w:
            continue
        for s, h in zip(k.others, (hp, h1, h2), strict=True):
            if s in f:
                w *= f[s][h]
        kp, _, tp_ = lrows[1][hp]
        k1, _, t1 = lrows[2][h1]
        k2, _, t2 = lrows[3][h2]
        b1, b2 = level_bin[keys[h1]], level_bin[keys[h2]]
        sums["tot"] += w
        us, them = max(mine, kp), max(k1, k2)
        if li == PUNTO:
            if max(my_third, tp_) >= 0 or max(t1, t2) >= 0:
                continue
        elif li in (PARES, JUEGO):
            sums["us_all"] += w * (my_third + tp_)
            sums["them_all"] += w * (t1 + t2)
            if us < 0 or them < 0:
                continue
        bb = max(b1, b2)
        sums["played"] += w
        cw[bb] += w
        if us > them:
            sums["won"] += w
            cb[bb] += w
            sums["up"] += w * (my_third + tp_)
        else:
            sums["tp"] += w * (t1 + t2)
    tot, played, won = sums["tot"], sums["played"], sums["won"]
    lost = played - won
    return dict(win=won / played if played else 0.5, played=played / tot,
                cw=[x / tot for x in cw], cb=[x / tot for x in cb],
                pts_us=sums["up"] / won if won and li in (PARES, JUEGO) else 0.0,
                pts_them=sums["tp"] / lost if lost and li in (PARES, JUEGO) else 0.0,
                us_all=sums["us_all"] / tot, them_all=sums["them_all"] / tot)


def _figures(o: LanceOdds) -> dict[str, object]:
    return dict(win=o.win, played=o.played, cw=list(o.cases[0]), cb=list(o.cases[1]),
                pts_us=o.pts_us, pts_them=o.pts_them, us_all=o.us_all, them_all=o.them_all)


def _close(a: dict[str, object], b: dict[str, object], tol: float) -> list[str]:
    bad = []
    for name, x in a.items():
        y = b[name]
        xs, ys = (x, y) if isinstance(x, list) else ([x], [y])
        if any(abs(float(p) - float(q)) > tol for p, q in zip(xs, ys, strict=True)):  # type: ignore[arg-type]
            bad.append(f"{name}: {x} != {y}")
    return bad


def test_the_exact_sums_equal_brute_force_over_every_triple_of_hands() -> None:
    """Every figure of every lance (the win chance with the mano's ties, R4; the bins of the
    rivals' better strength; the pares and juego points, R10-R13; punto only when nobody has
    juego) equals the sum over every triple of hidden rank-hands, weighed as the exact odds
    weigh them (independent draws from the unseen cards), also with words heard."""
    # seat 1: its partner speaks after it; seat 3 (the postre): its partner wins their ties
    for seat, obs in ((1, ()), (1, ((2, PASS, GRANDE), (3, PASS, GRANDE))), (3, ())):
        k = _small_knowledge(obs, seat)
        rows = {s: [float(x) for x in SeatOdds(TAB, [1.0] * TAB.size, FREE, BELIEF[s],
                                               tuple((kd, lw) for who, kd, lw in obs if who == s)).w]
                for s in k.others}
        for li in range(len(LANCES)):
            got = _figures(_exact(k, li))
            want = _brute(k, li, joint=False, rows=rows)
            assert not _close(got, want, 1e-9), (seat, LANCES[li], _close(got, want, 1e-9))


INDEPENDENCE_ERROR = 0.06  # the largest difference in a win chance measured on this small case


def test_the_exact_odds_agree_with_every_deal_of_the_unseen_cards() -> None:
    """Against every deal of the 20 unseen cards (the three hands share them), the exact odds
    (each hand drawn alone from them) differ by the independence approximation only: here, with
    12 of 20 cards dealt (in a real hand 12 of 36, so less), the win chances by at most
    INDEPENDENCE_ERROR and the chance a lance is played by at most 0.1."""
    k = _small_knowledge()
    for li in range(len(LANCES)):
        got = _exact(k, li)
        want = _brute(k, li, joint=True)
        assert abs(got.win - float(want["win"])) <= INDEPENDENCE_ERROR, LANCES[li]  # type: ignore[arg-type]
        assert abs(got.played - float(want["played"])) <= 0.1, LANCES[li]  # type: ignore[arg-type]


def test_a_hand_that_cannot_lose_grande_gets_one() -> None:
    """Four reyes in the mano's hand (R4: the mano wins a tie, and another four reyes is the
    only hand that ties) win grande whatever the others hold; chica with them is open."""
    m = Match.new(Rules(pillar_senas=0.0), seed=5, deck=_deck(
        ["12o 12c 3e 3b", "4o 5c 6e 7b", "1o 2c 4c 5o", "10o 11c 7e 6b"]))
    m.apply(0, NoMus())
    k = read_view(m.view(0))
    p = ExpertPlayer(seed=1)
    assert p._estimate(k, BELIEF, GRANDE).win == 1.0
    assert 0.05 < p._estimate(k, BELIEF, CHICA).win < 0.95
    # the same four reyes in the postre's hand: another four reyes, nearer the mano, beats it
    m = Match.new(Rules(pillar_senas=0.0), seed=5, deck=_deck(
        ["4o 5c 6e 7b", "1o 2c 4c 5o", "10o 11c 7e 6b", "12o 12c 3e 3b"]))
    m.apply(0, NoMus())
    postre = ExpertPlayer(seed=1)._estimate(read_view(m.view(3)), BELIEF, GRANDE).win
    assert 0.99 < postre < 1.0


def test_kept_weights_give_the_same_odds_as_a_fresh_player() -> None:
    """A player that decided before in the hand (its hidden seats' weights extended by the
    words and the partner's seña since) gets exactly the odds of a player that sees this
    knowledge first."""
    m = Match.new(Rules(pillar_senas=0.0), seed=5, deck=_deck(
        ["12o 11c 5e 4b", "1o 7c 6e 4c", "3o 10c 7e 1b", "2o 6c 5o 11b"]))
    m.apply(0, NoMus())
    warm = ExpertPlayer(seed=3)
    warm._estimate(read_view(m.view(1)), BELIEF, GRANDE)
    m.apply(3, Sena("ciego"))  # seat 1's partner signals: a new constraint on its cards
    for s in range(4):
        m.apply(s, Paso())  # grande: four words
    k = read_view(m.view(1))
    for li in (CHICA, GRANDE):
        a, b = warm._estimate(k, BELIEF, li), ExpertPlayer(seed=3)._estimate(k, BELIEF, li)
        assert repr(a) == repr(b) and a.cases == b.cases


def test_every_estimate_of_a_self_play_equals_a_fresh_players() -> None:
    """Through hands of seeded self-play (new hands, discards, declarations, señas, words,
    readings that change), every odds a player gets from its kept weights are exactly those a
    fresh player computes from the same knowledge."""
    players = [ExpertPlayer(seed=s) for s in range(4)]
    checked = 0
    real = ExpertPlayer._estimate

    def check(self: ExpertPlayer, k: Knowledge, belief: dict, li: int) -> LanceOdds:  # type: ignore[type-arg]
        nonlocal checked
        got = real(self, k, belief, li)
        fresh = real(ExpertPlayer(seed=self.seed), k, belief, li)
        assert repr(got) == repr(fresh) and got.cases == fresh.cases
        checked += 1
        return got

    m = Match.new(Rules(), seed=21)
    hands = 0
    try:
        ExpertPlayer._estimate = check  # type: ignore[method-assign]
        while hands < 6 and m.phase != "match_end":
            if m.phase == "hand_end":
                m.next_hand()
                hands += 1
                continue
            seat = min(m.to_act())
            m.apply(seat, players[seat].decide(m.view(seat)))
    finally:
        ExpertPlayer._estimate = real  # type: ignore[method-assign]
    assert checked > 20


def test_a_seat_whose_constraints_loosen_is_weighed_again() -> None:
    """Constraints only narrow within a hand; should they loosen (a seña no longer counted), a
    seat's weights are made again from the prior rather than kept."""
    base = prior(TAB, [d for d in TAB.rank_digit for _ in range(4)])
    duples = (True, None, 1 << 3)
    for before, after in ((duples, (True, None, 0)), ((True, None, 0), FREE),
                          ((True, True, 0), (True, None, 0))):
        seat = SeatOdds(TAB, base, before, DEFAULT_READING, ((PASS, GRANDE),))
        seat.update(base, after, DEFAULT_READING, ((PASS, GRANDE),))
        fresh = SeatOdds(TAB, base, after, DEFAULT_READING, ((PASS, GRANDE),))
        assert list(seat.w) == list(fresh.w), (before, after)
