"""The several-process load bench keeps working: two ``musbot run`` processes,
one shard each, on one shared SQLite file, two tables (one per shard) playing one hand each over
the stand-in's gateway. No timing is asserted (speed is what the bench prints, not what a test
checks): only that the hands were played on both processes and every figure was printed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_two_bot_processes_play_their_own_shards_tables_and_the_figures_are_printed(tmp_path):
    run = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "load.py"), "--processes", "2", "--db", str(tmp_path),
         "--tables", "2", "--hands", "1", "--think", "0", "--level", "basic", "--json"],
        capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    out = json.loads(run.stdout)

    assert out["processes"] == 2 and out["backend"].startswith("sqlite")
    assert out["hands_played"] == 2 and out["tables_with_problems"] == 0, out["table_problems"]
    assert out["unanswered"] == 0 and out["bot_errors"] == 0, out["bot_error_lines"]
    # each process was fed the presses of its own shard's table, and its CPU was read
    assert [p["process"] for p in out["per_process"]] == [0, 1]
    for p in out["per_process"]:
        assert p["interactions"] > 0 and p["cpu_s"] > 0 and p["settled_ms"]["p99"] is not None
    assert sum(p["interactions"] for p in out["per_process"]) == out["interactions"]
    for figure in ("response_ms", "settled_ms"):
        assert all(out[figure][q] is not None for q in ("p50", "p90", "p99", "max"))
    assert len(out["loadavg_start"]) == 3 and len(out["loadavg_end"]) == 3
    assert out["bench_cpu_s"] > 0
    # where each process's CPU went (the launcher names the threads), and what it asked of Discord
    for p in out["per_process"]:
        assert set(p["threads_cpu_s"]) >= {"event loop", "pictures", "SQLite writer"}, p["threads_cpu_s"]
        assert p["ai_cpu_s"] is not None and p["ai_cpu_s"] > 0
    assert out["requests"]["interaction answer"] >= out["interactions"] - out["unanswered"]


def test_the_scaling_figure_is_read_between_the_runs_around_the_p99():
    """bench/scaling.py: presses/s at a settled p99 is read on the line between
    the two runs at neighbouring table counts that bracket it; the best run meeting it when that
    is more; none when none meets it. An overloaded run that answers fewer presses at more tables
    does not drag the figure down (measured: two processes answered 157.1/s at 350 tables with a
    p99 of 107 ms, 220.0/s at 500 with 507 ms and 207.9/s at 800 with 2,128 ms; read by presses/s
    the figure was 166.9)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from scaling import at_p99

    def run(tables: int, rate: float, p99: float) -> dict:
        return {"tables": tables, "rate": rate, "p99": p99}

    assert at_p99([run(300, 100, 300), run(500, 150, 700), run(200, 80, 200)], 500) == 125.0
    assert at_p99([run(300, 100, 300), run(400, 120, 400)], 500) == 120
    assert at_p99([run(300, 100, 600)], 500) is None
    two = at_p99([run(350, 157.1, 107), run(500, 220.0, 507), run(800, 207.9, 2128)], 500)
    assert two is not None and 218 < two < 220

