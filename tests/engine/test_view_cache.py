"""``Match.view`` keeps its views until the state changes and reads a hand's events on from where
the seat's last view stopped: a kept view must always equal one taken fresh (a match rebuilt from
the log, whose view was never asked for). Privacy rides on it: a stale view could show a seat
another hand's cards or miss its own (R6, R26)."""

from __future__ import annotations

import random

import pytest

from musbot.engine import Action, Match, Mus, Rules, Sena

SEATS = (None, 0, 1, 2, 3)


def _choose(rng: random.Random, legal: list[Action]) -> Action:
    """Now and then a seña (R26), a mus round rarely past its first: hands come to their end."""
    senas = [a for a in legal if isinstance(a, Sena)]
    plays = [a for a in legal if not isinstance(a, Sena | Mus)] or [a for a in legal if not isinstance(a, Sena)]
    return rng.choice(senas if senas and rng.random() < 0.2 else plays)


# several hands to a partida, señas made and caught (R26), 4-5-6-7 shown (R8)
RULES = Rules(tantos=30, juegos=3, vacas=2, redeal_4567=True, senas_libres=True, pillar_senas=0.5)


def _step(m: Match, rng: random.Random) -> bool:
    """One change: the next hand once this one is counted (then True), else a move of a seat
    to act."""
    if m.phase == "hand_end":
        m.next_hand()
        return True
    seat = rng.choice(sorted(m.to_act()))
    m.apply(seat, _choose(rng, m.legal_actions(seat)))
    return False


def _fresh(m: Match) -> Match:
    """The same match rebuilt from its log: no view of it was ever taken."""
    return Match.replay(m.rules, m.seed, m.log, m.first_mano, shuffle=m.shuffle_version)


@pytest.mark.parametrize("seed", [3, 11])
def test_R4_R26_kept_views_equal_fresh_ones_over_a_played_partida(seed: int) -> None:
    rng = random.Random(seed)
    m = Match.new(RULES, seed=seed)
    hands = steps = 0
    while m.phase != "match_end" and steps < 400:
        # some views at this state, some asked twice: what the next step must not keep
        for seat in rng.sample(SEATS, rng.randrange(len(SEATS) + 1)):
            assert m.view(seat) is m.view(seat)
        hands += _step(m, rng)
        steps += 1
        fresh = _fresh(m)
        for seat in SEATS:
            assert m.view(seat) == fresh.view(seat), (steps, seat)
    assert hands >= 4  # several deals: each hand's events start afresh


def test_R6_an_illegal_action_leaves_the_views_as_they_were() -> None:
    m = Match.new(Rules(), seed=5)
    before = [m.view(seat) for seat in SEATS]
    outsider = next(s for s in range(4) if s not in m.to_act())
    with pytest.raises(ValueError):
        m.apply(outsider, m.legal_actions(sorted(m.to_act())[0])[0])
    assert [m.view(seat) for seat in SEATS] == before


def test_R6_a_view_read_in_the_middle_of_a_change_is_not_kept_past_it() -> None:
    """A view must be read between changes (the bot reads a Match on its event loop only, and
    threads get frozen snapshots). One read in the middle of a change (here: at every line of
    the change, as a thread switching in would) is torn; it must not outlive the change. Kept,
    a torn read at a new deal would carry the last hand's events into the new hand's views
    (tests/tables/test_snapshots.py reads from a thread on purpose, and would meet it)."""
    import sys

    from musbot.engine import match as match_module

    rng = random.Random(3)
    m = Match.new(RULES, seed=3)

    def at_every_line(frame, event, arg):  # noqa: ANN001, ANN202
        if event == "line":
            for seat in SEATS:
                try:
                    m.view(seat)
                except Exception:  # noqa: BLE001 - a torn read may fail outright
                    pass
        return at_every_line

    def calls(frame, event, arg):  # noqa: ANN001, ANN202
        if frame.f_code.co_filename == match_module.__file__ and frame.f_code.co_name != "view" \
                and not frame.f_code.co_name.startswith(("_visible", "_shared", "legal", "to_act")):
            return at_every_line
        return None

    hands = 0
    for _ in range(400):
        sys.settrace(calls)
        try:
            hands += _step(m, rng)
        finally:
            sys.settrace(None)
        fresh = _fresh(m)
        for seat in SEATS:
            assert m.view(seat) == fresh.view(seat), seat
        if m.phase == "match_end" or hands == 3:
            break
    assert hands == 3
