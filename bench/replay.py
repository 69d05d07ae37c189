"""Benchmark of replays and verification at 100,000 stored hands (docs/benchmarks.md, "Replays").

    python bench/replay.py [--hands 100000] [--db PATH] [--reuse] [--samples 400]

1. Generates a server of real partidas (unlike bench/store.py, whose hands are synthetic):
   each one a real ``Match`` (40 tantos, 2 juegos) played with seeded legal moves and stored
   exactly as the table service stores it (``play_stored`` of tests/store/history_helpers.py:
   the table and its seed, every action, each hand recorded from the spectator's view, the
   partida finished and its logros awarded; one transaction per hand).
2. A replay step as a ◀ ▶ press answers it, nothing cached: hand ids drawn uniformly from all
   hands, the viewer a player of that hand or a spectator; ``load_replay`` (the hand and its
   log read, the hand played again step by step with the viewer's views and narration) and
   the step picked. Median, p99 and worst, against the 100 ms budget; then the same with the
   step's table picture drawn (``render_table``), what the presenter adds.
3. ``verify_partida`` of whole partidas (median and worst), for ``/mus verificar``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from checkout import use  # noqa: E402

use("tests/store", ".")

from history_helpers import calm, play_stored  # noqa: E402

from musbot.engine import Rules  # noqa: E402
from musbot.league import verify_partida  # noqa: E402
from musbot.presenter.history_screen import replay_lines  # noqa: E402
from musbot.render.table import render_table  # noqa: E402
from musbot.store import SeatSpec, Store  # noqa: E402
from musbot.store.history_models import PartidaPlace  # noqa: E402
from musbot.tables.replay import load_replay  # noqa: E402

GUILD = 161616
BUDGET_MS = 100.0


async def anyone(place: PartidaPlace) -> bool:
    """The asker could see every table (a channel everyone views)."""
    return True


async def generate(store: Store, hands_wanted: int, rng: random.Random) -> tuple[int, int]:
    people = [SeatSpec.human(20_000 + i, f"player{i}") for i in range(40)]
    hands = partidas = 0
    t0 = time.perf_counter()
    while hands < hands_wanted:
        st = await play_stored(store, rng.sample(people, 4), seed=rng.getrandbits(128), rules=Rules(juegos=2),
                               policy=calm, guild=GUILD, close=True)
        hands += len(st.hand_ids)
        partidas += 1
        if partidas % 200 == 0:
            print(f"  ... {hands:,} hands, {partidas:,} partidas ({hands / (time.perf_counter() - t0):,.0f} hands/s)",
                  file=sys.stderr)
    return hands, partidas


def percentile(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def report(name: str, samples: list[float], budget: float | None) -> float:
    p99 = percentile(samples, 0.99)
    verdict = "" if budget is None else ("  ok" if p99 < budget else "  OVER BUDGET")
    print(f"  {name:<52} {statistics.median(samples):7.1f} {p99:7.1f} {max(samples):7.1f}{verdict}")
    return p99


async def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--db", type=Path, default=None, help="keep the generated database here")
    ap.add_argument("--reuse", action="store_true", help="reuse --db if it exists instead of generating")
    ap.add_argument("--samples", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="musbot-bench-")
    db = args.db or Path(tmp.name) / "replay.db"
    rng = random.Random(args.seed)
    print(f"musbot replay benchmark, database {db}")
    if not (args.reuse and db.exists()):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(f"{db}{suffix}"):
                os.unlink(f"{db}{suffix}")
        store = await Store.open(db, synchronous="OFF")
        t0 = time.perf_counter()
        hands, partidas = await generate(store, args.hands, rng)
        await store.close()
        print(f"generated {hands:,} real hands in {partidas:,} partidas in {time.perf_counter() - t0:.0f} s")
    print(f"database size: {db.stat().st_size / 2**20:.1f} MiB")

    store = await Store.open(db, readonly=True)
    try:
        async with store._db.read("bench") as conn:
            ids = [r[0] for r in await conn.execute_fetchall("SELECT hand_id FROM hands")]
            partidas = [r[0] for r in await conn.execute_fetchall("SELECT partida_id FROM partidas")]
            actions = (await conn.execute_fetchall("SELECT COUNT(*) FROM actions"))[0][0]
        print(f"{len(ids):,} hands, {len(partidas):,} partidas, {actions:,} actions stored")
        picks = [rng.choice(ids) for _ in range(args.samples)]
        log = await store.history.hand_log(picks[0])  # warm the page cache and the pictures' palette once
        render_table((await load_replay(store, GUILD, picks[0], None, sees=anyone)).steps[-1].view, ["a", "b", "c", "d"], "es")
        print(f"\none answer to ◀ ▶ (ms; median, p99, worst of {args.samples}; budget {BUDGET_MS:.0f} ms at p99):")
        step_ms, drawn_ms, steps = [], [], []
        for k, hand_id in enumerate(picks):
            log = await store.history.hand_log(hand_id)
            viewer = rng.choice([None, *(p.user_id for p in log.seats)])
            t0 = time.perf_counter()
            replay = await load_replay(store, GUILD, hand_id, viewer, sees=anyone)
            step = replay.step(rng.randrange(len(replay.steps)))
            replay_lines(replay, step.number, "es")
            t1 = time.perf_counter()
            steps.append(len(replay.steps))
            step_ms.append((t1 - t0) * 1000)
            if k < args.samples // 4:
                render_table(step.view, replay.names, "es")
                drawn_ms.append((time.perf_counter() - t0) * 1000)
        p99 = report("replay step (read, play again, views, narration)", step_ms, BUDGET_MS)
        report(f"the same plus its table picture ({len(drawn_ms)} runs)", drawn_ms, None)
        print(f"  (steps per hand: median {statistics.median(steps):.0f}, most {max(steps)})")
        verify_ms = []
        hands_checked = []
        for pid in [rng.choice(partidas) for _ in range(max(10, args.samples // 10))]:
            t0 = time.perf_counter()
            v = await verify_partida(store, pid)
            verify_ms.append((time.perf_counter() - t0) * 1000)
            assert v.ok, (pid, v.problems)
            hands_checked.append(v.hands_checked)
        print(f"\nverification of a whole partida (median {statistics.median(hands_checked):.0f} hands; all verified):")
        report("verify_partida", verify_ms, None)
    finally:
        await store.close()
    tmp.cleanup()
    return 0 if p99 < BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
