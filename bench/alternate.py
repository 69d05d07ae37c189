"""Two or more versions of the bot on the load bench, run by run in turn, compared by the ratio
of the bot's CPU per press to the bench's own (the machine's speed drifts within minutes; the
ratio does not: docs/benchmarks.md, "How to read these figures").

    python bench/alternate.py --rounds 3 CLONE_A CLONE_B [...] -- --tables 200 --seconds 45 --think 2

Each CLONE is a checkout of the code (a git worktree, or ``git archive REV | tar -x -C DIR``);
each round runs ``CLONE/bench/load.py --processes 1 --json`` once per clone, in the order given,
with the load bench's options after ``--``, on a fresh SQLite file. Printed per run and per clone:
the bot's CPU per press and the bench's once every table plays ("sustained"), their ratio, the
presses a second and the settled p99; then each clone's mean ratio against the first clone's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any


def run(clone: Path, load_args: list[str]) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as db:
        out = subprocess.run([sys.executable, str(clone / "bench" / "load.py"), "--processes", "1", "--db", db,
                              "--json", *load_args], check=True, capture_output=True, text=True, cwd=clone)
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def figures(result: dict[str, Any]) -> dict[str, float]:
    playing = result["playing"]
    bot, bench = playing["bot_cpu_per_interaction_ms"], playing["bench_cpu_per_interaction_ms"]
    return {"bot": bot, "bench": bench, "ratio": bot / bench, "presses_s": playing["per_s"],
            "settled_p99": playing["settled_ms"]["p99"], "load": result["loadavg_start"][0],
            "errors": result["bot_errors"] + result["unanswered"]}


def main(argv: list[str]) -> int:
    mine, _, load_args = (argv[: argv.index("--")], None, argv[argv.index("--") + 1:]) if "--" in argv else (argv, None, [])
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("clones", nargs="+", type=Path, help="checkouts of the versions to compare (the first: the base)")
    ap.add_argument("--rounds", type=int, default=3, help="runs of each clone, alternated (default 3)")
    args = ap.parse_args(mine)
    seen: dict[Path, list[dict[str, float]]] = {c: [] for c in args.clones}
    print(f"{'round':>5} {'clone':<28} {'load':>5} {'bot ms':>7} {'bench ms':>8} {'ratio':>6} {'presses/s':>9} "
          f"{'settled p99':>11} {'errors':>6}", flush=True)
    for n in range(args.rounds):
        for clone in args.clones:
            f = figures(run(clone.resolve(), load_args))
            seen[clone].append(f)
            print(f"{n + 1:>5} {str(clone)[-28:]:<28} {f['load']:>5.2f} {f['bot']:>7.2f} {f['bench']:>8.2f} "
                  f"{f['ratio']:>6.3f} {f['presses_s']:>9.1f} {f['settled_p99']:>11.0f} {f['errors']:>6}", flush=True)
    base = statistics.mean(f["ratio"] for f in seen[args.clones[0]])
    for clone, runs in seen.items():
        ratios = [f["ratio"] for f in runs]
        mean = statistics.mean(ratios)
        print(f"{str(clone):<40} ratio {mean:.3f} ({min(ratios):.3f}-{max(ratios):.3f}), "
              f"bot {statistics.mean(f['bot'] for f in runs):.2f} ms a press; {(mean / base - 1) * 100:+.1f} % "
              f"against {args.clones[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
