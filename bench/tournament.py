"""Tournament speed against its targets: a 512-pair Swiss round paired < 50 ms, a 256-pair
bracket drawn < 50 ms, a 64-pair standings picture rendered < 100 ms.

    python bench/tournament.py [--runs N] [--seed S]

The Swiss figure pairs round ``--round`` (default 6) of 512 pairs after random results of the
rounds before it (the later the round, the more pairings are ruled out); the draw figure is
the whole ``draw.make_draw`` (seeding, tie keys, the tiers' shuffles) from a sign-up list of
256 pairs; the picture figure is ``render_standings`` of a 64-pair Swiss table with the longest
names a pair can have, PNG encoding included. Medians and worst of ``--runs`` runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable

from musbot.render.bracket_tables import StandingRow, StandingsView
from musbot.render.tournament import render_standings
from musbot.tournaments import draw, swiss

TARGETS = {"swiss": 50.0, "bracket": 50.0, "standings": 100.0}


def timed(fn: Callable[[int], object], runs: int) -> tuple[float, float]:
    times = []
    for i in range(runs):
        t0 = time.perf_counter()
        fn(i)
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times), max(times)


def swiss_state(pairs: int, rounds: int, seed: int) -> tuple[list[int], set[frozenset[int]], set[int]]:
    rnd = random.Random(seed)
    players = list(range(1, pairs + 1))
    points: Counter[int] = Counter()
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    ties, bye = swiss.first_round(players)
    for _ in range(rounds - 1):
        for a, b in ties:
            met.add(frozenset((a, b)))
            points[rnd.choice((a, b))] += 1
        if bye is not None:
            had_bye.add(bye)
            points[bye] += 1
        order = sorted(players, key=lambda p: (-points[p], p))
        ties, bye = swiss.pair_round(order, met, had_bye)
    order = sorted(players, key=lambda p: (-points[p], p))
    return order, met, had_bye


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--round", type=int, default=6)
    args = parser.parse_args()

    order, met, had_bye = swiss_state(512, args.round, args.seed)
    result: dict[str, tuple[list[tuple[int, int]], int | None]] = {}

    def pair(_i: int) -> None:
        result["r"] = swiss.pair_round(order, met, had_bye)

    sw = timed(pair, args.runs)
    ties, _ = result["r"]
    repeats = sum(frozenset(t) in met for t in ties)

    rnd = random.Random(args.seed)
    signups = [draw.SignUp(i, (10_000 + 2 * i, 10_001 + 2 * i), (round(rnd.uniform(-5, 30), 3), round(rnd.uniform(-5, 30), 3)))
               for i in range(1, 257)]
    seeds = [f"{rnd.getrandbits(256):064x}" for _ in range(args.runs)]
    br = timed(lambda i: draw.make_draw(seeds[i], "eliminatoria", signups), args.runs)

    rows = tuple(StandingRow(i, f"Ane Etxeberria Goikoetxea · Miren Arrizabalaga {i}", 9, 9 - i % 10, i % 10,
                             5 - i % 11, 120 - 3 * i, 9 - i % 10, 40 - i % 17) for i in range(1, 65))
    view = StandingsView("Liga de invierno de la Peña Mus Club", True, rows)
    sizes: list[int] = []
    st = timed(lambda _i: sizes.append(len(render_standings(view, "es"))), args.runs)

    print(f"median / worst of {args.runs} runs")
    print(f"  512-pair Swiss round {args.round} paired:   {sw[0]:7.2f} / {sw[1]:7.2f} ms   (target < {TARGETS['swiss']:.0f} ms; "
          f"{len(ties)} ties, {repeats} repeated pairings)")
    print(f"  256-pair bracket drawn:          {br[0]:7.2f} / {br[1]:7.2f} ms   (target < {TARGETS['bracket']:.0f} ms)")
    print(f"  64-pair standings picture:       {st[0]:7.2f} / {st[1]:7.2f} ms   (target < {TARGETS['standings']:.0f} ms; "
          f"PNG {max(sizes) // 1024} KB)")
    ok = sw[0] < TARGETS["swiss"] and br[0] < TARGETS["bracket"] and st[0] < TARGETS["standings"]
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
