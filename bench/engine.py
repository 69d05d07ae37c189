"""Engine throughput: complete hands per second under uniform-random legal play, and
``lance_winner`` evaluations per second (targets on one core: 5,000 hands/s, 200,000 evals/s).

    python bench/engine.py [--hands N] [--evals N] [--repeat K] [--seed S]

Random play is seeded: at each step a seat is chosen uniformly among ``to_act()`` and an action
uniformly among its ``legal_actions`` (señas of those seats included); ``next_hand`` at
hand_end, a new Match at match_end. Each measurement is repeated and the best and median
are printed, since the machine may be shared.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from musbot.engine import DECK, Card, Match, Rules, lance_winner

LANCES = ("grande", "chica", "pares", "juego", "punto")


def play_hands(n_hands: int, seed: int, rules: Rules) -> int:
    """Play until ``n_hands`` hands are complete; returns the number of actions applied.

    Uniform choices use ``seq[int(random() * len(seq))]``: as uniform as ``random.choice``
    (53-bit floats) at half its cost, so that the harness weighs little in the figure."""
    rng = random.Random(seed)
    rand = rng.random
    match = Match.new(rules, seed=rng.getrandbits(32))
    hands = actions = 0
    while True:
        phase = match.phase
        if phase == "hand_end" or phase == "match_end":
            hands += 1
            if hands >= n_hands:
                return actions
            if phase == "hand_end":
                match.next_hand()
            else:
                match = Match.new(rules, seed=rng.getrandbits(32), first_mano=rng.randrange(4))
            continue
        to_act = match.to_act()
        if len(to_act) == 1:
            (seat,) = to_act
        else:
            seats = sorted(to_act)
            seat = seats[int(rand() * len(seats))]
        legal = match.legal_actions(seat)
        match.apply(seat, legal[int(rand() * len(legal))])
        actions += 1


def random_hands(n: int, seed: int) -> list[tuple[tuple[tuple[Card, ...], ...], int]]:
    rng = random.Random(seed)
    out = []
    deck = list(DECK)
    for _ in range(n):
        rng.shuffle(deck)
        hands = tuple(tuple(deck[4 * s:4 * s + 4]) for s in range(4))
        out.append((hands, rng.randrange(4)))
    return out


def eval_lances(deals: list[tuple[tuple[tuple[Card, ...], ...], int]], rules: Rules) -> int:
    n = 0
    for hands, mano in deals:
        for lance in LANCES:
            lance_winner(lance, hands, mano, rules)
            n += 1
    return n


def measure(fn: Callable[[], int], repeat: int) -> tuple[list[float], list[float]]:
    """Units per second of ``fn`` (which returns its unit count), ``repeat`` times: by the wall
    clock and by this process's CPU time (which other processes on the machine disturb less)."""
    wall, cpu = [], []
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        units = fn()
        t1, c1 = time.perf_counter(), time.process_time()
        wall.append(units / (t1 - t0))
        cpu.append(units / max(c1 - c0, 1e-9))
    return wall, cpu


def report(name: str, rates: tuple[list[float], list[float]], target: float) -> None:
    for clock, r in zip(("wall", "cpu"), rates, strict=True):
        best, median = max(r), statistics.median(r)
        verdict = "ok" if best >= target else "BELOW TARGET"
        print(f"{name:>18} ({clock:>4}): best {best:>9,.0f}/s  median {median:>9,.0f}/s  "
              f"(target {target:,.0f}/s: {verdict}; runs {', '.join(f'{x:,.0f}' for x in r)})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=20_000, help="hands per measurement")
    ap.add_argument("--evals", type=int, default=60_000, help="deals per measurement (x5 lances)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rules = Rules()

    n_hands = int(args.hands)
    play_hands(500, args.seed, rules)  # warm the caches

    def hands() -> int:
        play_hands(n_hands, args.seed, rules)
        return n_hands

    report("hands", measure(hands, args.repeat), 5_000)
    deals = random_hands(args.evals, args.seed)
    report("lance_winner calls", measure(lambda: eval_lances(deals, rules), args.repeat), 200_000)


if __name__ == "__main__":
    main()
