"""The several-process load bench keeps working (issue 14 part 5): two ``musbot run`` processes,
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
