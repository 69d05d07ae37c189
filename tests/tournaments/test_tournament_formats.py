"""The formats as pure functions: round robins, groups, brackets of 2 to 256 pairs,
Swiss pairings and the standings, checked as properties over many generated tournaments."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from musbot.tournaments import bracket, roundrobin, standings, swiss
from musbot.tournaments.standings import Result

# ---------------------------------------------------------------------- round robin


@given(n=st.integers(2, 14), double=st.booleans())
def test_round_robin_every_pair_meets_every_other_exactly_once(n: int, double: bool) -> None:
    """liga / liguilla groups: every two pairs meet once (twice, sides swapped, in a double
    round robin); nobody plays twice in a jornada; with an odd number each pair rests once."""
    members = list(range(1, n + 1))
    rounds = roundrobin.schedule(members, double)
    met = Counter(frozenset(t) for r in rounds for t in r)
    assert set(met) == {frozenset((a, b)) for a in members for b in members if a < b}
    assert set(met.values()) == {2 if double else 1}
    if double:
        sides = Counter(t for r in rounds for t in r)
        assert set(sides.values()) == {1}  # each pair once with seats 0 and 2, once with 1 and 3
    for r in rounds:
        playing = [p for t in r for p in t]
        assert len(playing) == len(set(playing))
    assert len(rounds) == (n - 1 if n % 2 == 0 else n) * (2 if double else 1)
    if n % 2:
        rests = Counter(p for r in rounds[: n] for p in members if all(p not in t for t in r))
        assert set(rests.values()) == {1} and len(rests) == n


@given(pairs=st.integers(3, 256), g=st.sampled_from(roundrobin.GROUP_SIZES))
def test_groups_are_as_even_as_they_can_be(pairs: int, g: int) -> None:
    """liguilla: groups of 3 to G pairs whenever the pairs can be split so; never fewer than 3
    (then larger groups); sizes differ by one at most (the draw's pots)."""
    n_groups = roundrobin.group_count(pairs, g)
    base, extra = divmod(pairs, n_groups)
    assert base >= roundrobin.MIN_GROUP
    fits = -(-pairs // g) * roundrobin.MIN_GROUP <= pairs
    if fits:
        assert base + (1 if extra else 0) <= g
        assert n_groups == -(-pairs // g)  # no more groups than needed


# ---------------------------------------------------------------------- brackets


@given(n=st.integers(2, 256), salt=st.integers(0, 2**32))
@settings(max_examples=150)
def test_bracket_of_any_size_gives_byes_to_the_top_seeds(n: int, salt: int) -> None:
    seeded = list(range(100, 100 + n))  # entry numbers, best seed first
    rnd = random.Random(salt)
    slots = bracket.place(seeded, lambda lo, items: rnd.shuffle(items))
    size = bracket.size_for(n)
    assert len(slots) == size and size & (size - 1) == 0 and size < 2 * n
    assert sorted(s for s in slots if s is not None) == seeded
    ties = bracket.first_round(slots)
    byes = [a if b is None else b for a, b in ties if a is None or b is None]
    assert all(not (a is None and b is None) for a, b in ties)
    assert sorted(byes) == seeded[: size - n]  # exactly the top size-n seeds have a bye
    half = size // 2
    assert (slots.index(seeded[0]) < half) != (slots.index(seeded[1]) < half)  # 1 and 2 meet in the final only


def test_bracket_seed_positions_keep_the_best_apart() -> None:
    assert bracket.seed_order(8) == (1, 8, 4, 5, 2, 7, 3, 6)
    order = bracket.seed_order(16)
    quarters = [set(order[i:i + 4]) for i in range(0, 16, 4)]
    assert all(len(q & {1, 2, 3, 4}) == 1 for q in quarters)


@given(n=st.integers(2, 64), salt=st.integers(0, 2**32))
def test_playing_a_bracket_out_crowns_one_and_places_everyone(n: int, salt: int) -> None:
    rnd = random.Random(salt)
    seeded = list(range(1, n + 1))
    ties = bracket.first_round(bracket.place(seeded))
    rounds = []
    while True:
        played = [(a, b, bracket.tie_winner(a, b) if bracket.tie_winner(a, b) is not False else rnd.choice((a, b)))
                  for a, b in ties]
        rounds.append(played)
        winners = [w for _, _, w in played]
        if len(winners) == 1:
            break
        ties = bracket.next_round(winners)  # type: ignore[arg-type]
    assert len(rounds) == bracket.rounds_for(bracket.size_for(n))
    places = bracket.places(rounds)  # type: ignore[arg-type]
    assert set(places) == set(seeded)
    assert Counter(places.values())[1] == 1 and Counter(places.values())[2] == 1


@given(groups=st.integers(2, 16), k=st.integers(1, 3))
def test_a_liguillas_knockout_keeps_the_pairs_of_a_group_apart(groups: int, k: int) -> None:
    """Group winners take the top seeds' places; two pairs of one group never meet in the
    knockout's first round, and with two of a group they are in different halves."""
    seeded = [g * 10 + place for place in range(k) for g in range(groups)]  # winners first
    slots = bracket.place_apart(seeded, lambda e: e // 10)
    size = len(slots)
    order = bracket.seed_order(size)
    assert [slots[order.index(s)] for s in range(1, groups + 1)] == seeded[:groups]
    for a, b in bracket.first_round(slots):
        if a is not None and b is not None:
            assert a // 10 != b // 10
    if k == 2:
        for g in range(groups):
            pa, pb = slots.index(g * 10), slots.index(g * 10 + 1)
            assert (pa < size // 2) != (pb < size // 2)


# ---------------------------------------------------------------------- Swiss


def _fresh_matching_exists(players: list[int], met: set[frozenset[int]], had_bye: set[int]) -> bool:
    """An independent oracle: a bitmask search for any round without a repeat."""
    n = len(players)

    @cache
    def perfect(mask: int) -> bool:
        if mask == 0:
            return True
        i = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << i)
        j = rest
        while j:
            k = (j & -j).bit_length() - 1
            j &= j - 1
            if frozenset((players[i], players[k])) not in met and perfect(rest & ~(1 << k)):
                return True
        return False

    full = (1 << n) - 1
    if n % 2 == 0:
        return perfect(full)
    return any(perfect(full & ~(1 << i)) for i, p in enumerate(players) if p not in had_bye)


@given(n=st.integers(2, 12), data=st.data())
@settings(max_examples=120, deadline=None)
def test_swiss_never_repeats_a_pairing_when_another_exists(n: int, data: st.DataObject) -> None:
    """suizo: no two pairs meet twice whenever some pairing avoids it; at most one bye a round,
    never twice to the same pair (while anyone is left without one)."""
    rounds = data.draw(st.integers(1, n + 2))
    players = list(range(1, n + 1))
    ties, bye = swiss.first_round(players)
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    points = Counter[int]()
    for r in range(rounds):
        if r:
            order = sorted(players, key=lambda p: (-points[p], p))
            possible = _fresh_matching_exists(order, met, had_bye)
            ties, bye = swiss.pair_round(order, met, had_bye)
            if possible:
                assert all(frozenset(t) not in met for t in ties), (r, ties, met)
        paired = [p for t in ties for p in t]
        assert len(paired) == len(set(paired)) and len(paired) + (bye is not None) == n
        assert (bye is not None) == (n % 2 == 1)
        if bye is not None:
            if len(had_bye) < n:
                assert bye not in had_bye
            had_bye.add(bye)
            points[bye] += 1
        for a, b in ties:
            met.add(frozenset((a, b)))
            points[data.draw(st.sampled_from((a, b)))] += 1


@given(half=st.integers(3, 20), salt=st.integers(0, 2**32))
def test_swiss_pairs_equal_scores(half: int, salt: int) -> None:
    """After round 1 the winners meet winners and the losers meet losers (one tie across the
    two score groups at most, when each group has an odd number)."""
    rnd = random.Random(salt)
    players = list(range(1, 2 * half + 1))
    ties, _ = swiss.first_round(players)
    winners = {rnd.choice(t) for t in ties}
    met = {frozenset(t) for t in ties}
    order = sorted(players, key=lambda p: (p not in winners, p))
    ties2, bye = swiss.pair_round(order, met, set())
    across = sum(1 for a, b in ties2 if (a in winners) != (b in winners))
    assert bye is None and across == (half % 2)


def test_swiss_pairs_512_with_no_repeat_in_a_late_round() -> None:
    rnd = random.Random(7)
    players = list(range(1, 513))
    met: set[frozenset[int]] = set()
    points = Counter[int]()
    ties, _ = swiss.first_round(players)
    for _ in range(9):
        for a, b in ties:
            met.add(frozenset((a, b)))
            points[rnd.choice((a, b))] += 1
        order = sorted(players, key=lambda p: (-points[p], p))
        ties, bye = swiss.pair_round(order, met, set())
        assert bye is None and all(frozenset(t) not in met for t in ties)


# ---------------------------------------------------------------------- standings


@st.composite
def round_robin_results(draw: st.DrawFn) -> tuple[list[int], list[Result]]:
    n = draw(st.integers(2, 8))
    entries = list(range(1, n + 1))
    results = []
    for rnd in roundrobin.schedule(entries):
        for a, b in rnd:
            wo = draw(st.booleans()) and draw(st.booleans())
            winner = draw(st.sampled_from((a, b, None))) if wo else draw(st.sampled_from((a, b)))
            if wo:
                results.append(Result(a, b, winner, walkover=True))
                continue
            ja, jb = (2, draw(st.integers(0, 1))) if winner == a else (draw(st.integers(0, 1)), 2)
            ta, tb = draw(st.integers(0, 120)), draw(st.integers(0, 120))
            results.append(Result(a, b, winner, (1, 0) if winner == a else (0, 1), (ja, jb), (ta, tb)))
    return entries, results


@given(round_robin_results())
def test_round_robin_standings_agree_with_the_results(data: tuple[list[int], list[Result]]) -> None:
    """Matches won, then head to head, then juego difference, then tantos difference."""
    entries, results = data
    rows = standings.round_robin(entries, results)
    assert sorted(r.pair for r in rows) == entries
    for row in rows:
        mine = [r for r in results if row.pair in (r.a, r.b)]
        assert row.played == len(mine) == len(entries) - 1
        assert row.won == sum(r.winner == row.pair for r in mine)
        assert row.lost == row.played - row.won
        assert row.juegos_for == sum(r.juegos[0] if r.a == row.pair else r.juegos[1] for r in mine)
        assert row.tantos_against == sum(r.tantos[1] if r.a == row.pair else r.tantos[0] for r in mine)
    keys = [(r.won, r.head_to_head, r.juego_diff, r.tantos_diff) for r in rows]
    assert keys == sorted(keys, reverse=True)
    for i in range(1, len(rows)):
        assert (rows[i].rank == rows[i - 1].rank) == (keys[i] == keys[i - 1])
    for row in rows:  # head to head: won among the pairs level with it on ties won
        level = {r.pair for r in rows if r.won == row.won}
        expected = sum(1 for r in results if r.winner == row.pair and {r.a, r.b} <= level) if len(level) > 1 else 0
        assert row.head_to_head == expected


def test_head_to_head_breaks_a_tie_on_matches_won() -> None:
    """Head to head: two pairs on equal wins are ordered by their own tie before the differences."""
    results = [Result(1, 2, 2, (0, 1), (0, 2), (10, 80)),  # 2 beat 1 narrowly on the cards...
               Result(1, 3, 1, (1, 0), (2, 0), (80, 0)),   # ...but 1 has the far better difference
               Result(2, 3, 3, (0, 1), (0, 2), (0, 80))]
    rows = standings.round_robin([1, 2, 3], results)
    assert [r.won for r in rows] == [1, 1, 1]  # a three-way tie: head to head is 1 each, differences decide
    results.append(Result(1, 4, 1, (1, 0), (2, 0), (80, 0)))
    results.append(Result(2, 4, 2, (1, 0), (2, 1), (40, 39)))
    results.append(Result(3, 4, 4, (0, 1), (0, 2), (0, 80)))
    rows = standings.round_robin([1, 2, 3, 4], results)
    assert [r.pair for r in rows][:2] == [2, 1]  # level on 2 wins; 2 won their tie


def test_buchholz_counts_the_opponents_points_byes_included() -> None:
    """Swiss: Buchholz is the sum of the points of the pairs met; a bye is a point for its pair
    (and adds no opponent)."""
    results = [Result(1, 2, 1), Result(3, None, 3), Result(3, 1, 3), Result(2, None, 2)]
    rows = {r.pair: r for r in standings.swiss([1, 2, 3], results)}
    assert {p: r.points for p, r in rows.items()} == {1: 1, 2: 1, 3: 2}
    assert {p: r.buchholz for p, r in rows.items()} == {1: 3, 2: 1, 3: 1}
    assert [r.pair for r in standings.swiss([1, 2, 3], results)] == [3, 1, 2]


@given(n=st.integers(2, 10), salt=st.integers(0, 2**32))
def test_swiss_standings_points_and_buchholz(n: int, salt: int) -> None:
    rnd = random.Random(salt)
    players = list(range(1, n + 1))
    ties, bye = swiss.first_round(players)
    results = [Result(a, b, rnd.choice((a, b)), (1, 0), (2, 0), (40, 20)) for a, b in ties]
    if bye is not None:
        results.append(Result(bye, None, bye))
    rows = {r.pair: r for r in standings.swiss(players, results)}
    for p, row in rows.items():
        assert row.points == sum(1 for r in results if r.winner == p)
        opponents = [r.b if r.a == p else r.a for r in results if r.b is not None and p in (r.a, r.b)]
        assert row.buchholz == sum(rows[o].points for o in opponents if o is not None)
    ordered = standings.swiss(players, results)
    keys = [(r.points, r.buchholz, r.juego_diff, r.tantos_diff) for r in ordered]
    assert keys == sorted(keys, reverse=True)
