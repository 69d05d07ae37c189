"""Presses a second of P bot processes at the same settled p99.

    python bench/scaling.py [--processes 1,2] [--tables 150,250,350] [--p99 500] [--think 2]
                            [--seconds 45] [--pg-temp | --db DIR|URL]

Runs ``bench/load.py --processes P --tables N --json`` once per (P, N), each a fresh run of its
own (new bot processes, a new database), and prints every run, then for each P the presses a
second it answered at a settled p99 of ``--p99`` ms: read off the runs that bracket it
(straight line between the two), since the bench is closed-loop and cannot be asked for a rate.
More tables offer more presses; a process past what it can do answers no more but settles later.
The last line compares the processes (the target: 2 processes at least 1.6x one). The
process counts alternate at each table count (1, 2 at the fewest tables, then 1, 2 at the next),
since a machine's speed drifts within minutes (docs/benchmarks.md, "The machine's speed"). Each run
also shows the database server's CPU per press (a throwaway server only) and how many of the
machine's cores were busy: when they all are, more processes cannot answer more.

The comparison is made on the sustained load: the presses fed once every table plays, with the
CPU spent meanwhile (``load.py``'s "once every table plays"). Every table is opened, given its
computer players and started in a run's first seconds, a burst whose settled p99 (1-3 s at 450
tables and more) would otherwise decide the comparison: the whole run's figures are printed
too (``whole p99``), and ``--whole`` compares on them.

On a machine this small the bench process and the PostgreSQL server take their share of the
same cores as the bots (printed per press): one process's loop is past a settled p99 of 500 ms at
about three quarters of its core, while two have the machine's two cores to share with them.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def one_run(p: int, tables: int, args: argparse.Namespace) -> dict[str, Any]:
    cmd = [sys.executable, str(HERE / "load.py"), "--processes", str(p), "--tables", str(tables),
           "--think", str(args.think), "--seconds", str(args.seconds), "--json"]
    cmd += ["--pg-temp"] if args.pg_temp else ["--db", args.db] if args.db else []
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    try:
        return dict(json.loads(done.stdout.strip().splitlines()[-1]))
    except (ValueError, IndexError):
        raise SystemExit(f"load.py --processes {p} --tables {tables} failed: {done.stderr[-1500:]}") from None


def at_p99(runs: list[dict[str, Any]], limit_ms: float) -> float | None:
    """Presses a second at a settled p99 of ``limit_ms``: on the line between two runs at
    neighbouring table counts whose p99s are either side of it, or the best run that meets it if
    that is more; None when none meets it. Runs are taken in the order of their tables (the load
    offered), not of their presses a second: a process past what it can do may answer fewer at
    more tables."""
    pts = sorted((r["tables"], r["rate"], r["p99"]) for r in runs)
    found = [x for _, x, y in pts if y <= limit_ms]
    for (_, x0, y0), (_, x1, y1) in zip(pts, pts[1:], strict=False):
        if y0 <= limit_ms < y1:
            found.append(x0 + (x1 - x0) * (limit_ms - y0) / (y1 - y0))
    return max(found) if found else None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--processes", default="1,2", help="process counts to compare (default 1,2)")
    ap.add_argument("--tables", default="150,250,350", help="table counts to run each at (default 150,250,350)")
    ap.add_argument("--p99", type=float, default=500.0, help="the settled p99 to compare at, ms (default 500)")
    ap.add_argument("--think", type=float, default=2.0)
    ap.add_argument("--seconds", type=float, default=45.0)
    ap.add_argument("--pg-temp", action="store_true", help="a throwaway PostgreSQL server per run")
    ap.add_argument("--db", help="an SQLite directory or a postgresql:// URL (default: load.py's)")
    ap.add_argument("--whole", action="store_true", help="compare on the whole runs, the opening burst included")
    args = ap.parse_args(argv)
    procs = [int(x) for x in args.processes.split(",")]
    tables = [int(x) for x in args.tables.split(",")]
    print(f"machine: {os.cpu_count()} CPUs, loadavg {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    print(f"sustained load (once every table plays){'; compared on the whole runs' if args.whole else ''}")
    print(f"{'P':>2} {'tables':>6} {'presses/s':>9} {'answer p99':>10} {'settled p50':>11} {'settled p99':>11} "
          f"{'bot CPU/press':>13} {'bench CPU/press':>15} {'db CPU/press':>12} {'cores busy':>10} "
          f"{'whole: /s':>9} {'p99':>7} {'load':>11}", flush=True)
    runs: dict[int, list[dict[str, float]]] = {p: [] for p in procs}
    for n in tables:  # the process counts alternate at each table count: the machine's speed drifts
        for p in procs:
            r = one_run(p, n, args)
            s = r.get("playing") or {}
            if "bot_cpu_per_interaction_ms" not in s:
                raise SystemExit(f"the run of {p} process(es) at {n} tables had no sustained window: give it more --seconds")
            rate, p99 = ((r["interactions_per_s"], r["settled_ms"]["p99"]) if args.whole
                         else (s["per_s"], s["settled_ms"]["p99"]))
            runs[p].append({"tables": n, "rate": rate, "p99": p99})
            print(f"{p:>2} {n:>6} {s['per_s']:>9.1f} {s['response_ms']['p99']:>8.0f}ms "
                  f"{s['settled_ms']['p50']:>9.0f}ms {s['settled_ms']['p99']:>9.0f}ms "
                  f"{s['bot_cpu_per_interaction_ms']:>11.2f}ms {s['bench_cpu_per_interaction_ms']:>13.2f}ms "
                  f"{s['server_cpu_per_interaction_ms']:>10.2f}ms {s['machine_cores_busy']:>10.2f} "
                  f"{r['interactions_per_s']:>9.1f} {r['settled_ms']['p99']:>5.0f}ms "
                  f"{r['loadavg_start'][0]:>4.1f}->{r['loadavg_end'][0]:<4.1f}", flush=True)
    found = {p: at_p99(runs[p], args.p99) for p in procs}
    for p, rate in found.items():
        said = f"{rate:.1f} presses/s at" if rate is not None else "no run met"
        print(f"P={p}: {said} a settled p99 of {args.p99:.0f} ms")
    one = found.get(procs[0])
    for p in procs[1:]:
        rate = found.get(p)
        if one and rate:
            print(f"P={p} / P={procs[0]}: {rate / one:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
