"""Computer players: legality, strength and decision time (the targets of the README).

    python bench/ai.py [--deals N] [--selfplay N] [--jobs J] [--seed S] [--json]

Targets:
  * 0 illegal actions in 5,000 hands of self-play of every level (random, basic, expert);
  * expert beats random by at least +10 points per hand, over 2,000 mirrored deals;
  * expert beats basic by more than twice the standard error, over 2,000 mirrored deals;
  * expert decision time under 20 ms median and 100 ms at the 99th percentile.

Every figure comes from ``musbot.ai.arena.run_arena`` (the engine of ``musbot arena``): each
deal is played twice with the pairs swapped, so the luck of the cards cancels; points per hand
are the points a pair scores in a hand, an órdago won counting as the points it still needed
(see musbot/ai/arena.py). Decision times are the wall time of ``decide(view)`` in the worker
processes; on a shared machine they are pessimistic.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from musbot.ai.arena import format_report, run_arena

LEVELS = ("random", "basic", "expert")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=2000,
                    help="mirrored deals per match-up (default 2000, each played twice)")
    ap.add_argument("--selfplay", type=int, default=5000,
                    help="hands of self-play per level (default 5000)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print all figures as one JSON object")
    args = ap.parse_args(argv)

    t0 = time.perf_counter()
    out: dict[str, Any] = {"selfplay": {}, "matchups": {}}
    ok = True

    def log(text: str) -> None:
        if not args.json:
            print(text, flush=True)

    log(f"== self-play, {args.selfplay} hands per level")
    for level in LEVELS:
        r = run_arena(level, level, max(1, args.selfplay // 2), seed=args.seed, jobs=args.jobs)
        illegal = r["illegal"]["a"] + r["illegal"]["b"]
        out["selfplay"][level] = {"hands": r["hands"], "illegal": illegal,
                                  "decision_ms": r["decision_ms"]["a"], "seconds": r["seconds"]}
        passed = illegal == 0
        ok &= passed
        log(f"{level:7s} {r['hands']} hands, illegal actions {illegal}  "
            f"[{'ok' if passed else 'FAIL'}]  ({r['seconds']:.0f} s)")

    for opp, rule in (("random", "diff >= +10"), ("basic", "diff > 2 SE")):
        log(f"\n== expert vs {opp}, {args.deals} mirrored deals")
        r = run_arena("expert", opp, args.deals, seed=args.seed, jobs=args.jobs)
        log(format_report(r))
        d, se = r["difference"], r["standard_error"]
        passed = d >= 10.0 if opp == "random" else d > 2.0 * se
        ok &= passed and r["illegal"]["a"] == 0 and r["illegal"]["b"] == 0
        log(f"target {rule}: {d:+.3f} ± {se:.3f}  [{'ok' if passed else 'FAIL'}]")
        out["matchups"][f"expert_vs_{opp}"] = r

    times = [out["matchups"][k]["decision_ms"]["a"] for k in out["matchups"]]
    p50 = max(t["p50"] for t in times)
    p99 = max(t["p99"] for t in times)
    speed_ok = p50 < 20.0 and p99 < 100.0
    ok &= speed_ok
    out["expert_decision_ms"] = {"p50": p50, "p99": p99}
    out["ok"] = ok
    out["seconds"] = round(time.perf_counter() - t0, 1)
    log(f"\n== expert decision time: p50 {p50:.2f} ms, p99 {p99:.2f} ms "
        f"(targets 20 / 100)  [{'ok' if speed_ok else 'FAIL'}]")
    log(f"all targets {'met' if ok else 'NOT met'} in {out['seconds']:.0f} s")
    if args.json:
        print(json.dumps(out, sort_keys=True))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
