"""Picture speed and sizes (targets: a new hand < 15 ms, a repeated hand < 0.5 ms, a table
< 40 ms, every PNG < 300 KB).

    python bench/render.py [--runs N] [--seed S]

Each figure is the median of many runs (the machine may be shared). "New hand" clears the
hand cache before every call, so it pays for composing and encoding; sprites are loaded once,
before timing, as in the running bot (that first load is printed apart).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from musbot.engine.cards import DECK
from musbot.render import (
    render_hand,
    render_leaderboard,
    render_rating_history,
    render_table,
    warm_up,
)
from musbot.render.assets import ASSETS
from musbot.render.hand import _render
from musbot.render.leaderboard import LeaderboardRow
from musbot.render.scenes import NAMES, views

TARGETS = {"new hand": 15.0, "repeated hand": 0.5, "table": 40.0}
MAX_PNG = 300 * 1024


def median_ms(fn: Callable[[int], object], runs: int) -> float:
    times = []
    for i in range(runs):
        t0 = time.perf_counter()
        fn(i)
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    hands = [tuple(rng.sample(DECK, 4)) for _ in range(args.runs)]
    langs = ("es", "en", "de", "eu")

    t0 = time.perf_counter()
    warm_up()  # every sprite and both palettes, as the bot may at start-up
    render_hand(hands[0], "es")
    for view in views().values():
        render_table(view, NAMES, "es")
    first = (time.perf_counter() - t0) * 1000

    def new_hand(i: int) -> object:
        _render.cache_clear()
        return render_hand(hands[i], langs[i % 4])

    figures = {
        "new hand": median_ms(new_hand, args.runs),
        "repeated hand": median_ms(lambda i: render_hand(hands[0], "es"), args.runs * 10),
    }
    table_views = list(views().items())
    per_phase = {}
    for name, view in table_views:
        per_phase[name] = median_ms(lambda i, v=view: render_table(v, NAMES, langs[i % 4]),
                                    max(10, args.runs // 10))
    figures["table"] = statistics.median(per_phase.values())
    rows = [LeaderboardRow(f"Player {k}", 1700 - 9.5 * k, 40 - k, 25 - k) for k in range(15)]
    figures["leaderboard"] = median_ms(lambda i: render_leaderboard(rows, langs[i % 4]), 20)
    points = [1500 + 7 * k - (k % 6) * 11 for k in range(200)]
    figures["rating chart"] = median_ms(lambda i: render_rating_history(points, langs[i % 4]), 20)

    print(f"first pictures (loading sprites and fonts): {first:.0f} ms")
    print("median ms:")
    ok = True
    for name, ms in figures.items():
        target = TARGETS.get(name)
        mark = ""
        if target is not None:
            mark = f"  (target < {target} ms: {'ok' if ms < target else 'MISSED'})"
            ok &= ms < target
        print(f"  {name:<15} {ms:8.3f}{mark}")
    print("  table by phase: " + ", ".join(f"{k} {v:.1f}" for k, v in per_phase.items()))

    sizes = {
        "hand": max(len(render_hand(h, "eu")) for h in hands[:20]),
        "table": max(len(render_table(v, NAMES, lang)) for _, v in table_views for lang in langs),
        "leaderboard": len(render_leaderboard(rows, "es")),
        "rating chart": len(render_rating_history(points, "es")),
        "card sprite": max(p.stat().st_size for p in ASSETS.glob("*/*.png")),
    }
    print("largest PNG, KB:")
    for name, size in sizes.items():
        ok &= size < MAX_PNG
        print(f"  {name:<15} {size / 1024:8.1f}")
    total = sum(p.stat().st_size for p in ASSETS.glob("*/*.png"))
    print(f"  deck total      {total / 1024:8.1f}  ({len(list(ASSETS.glob('*/*.png')))} files)")
    print("all targets met" if ok else "SOME TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
