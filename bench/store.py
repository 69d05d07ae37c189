"""Benchmark of the store: a server with 100,000 hands, write speed, and the bot's queries.

    python bench/store.py [--hands 100000] [--players 40] [--db PATH] [--reuse]

1. Generates a server through the public Store API (partidas of 2 juegos, ~25 hands each,
   40 human players and 2 computer players, over 12 months, a second season halfway).
2. Measures actions written per second with ``append_action`` (one durable transaction
   each): sequentially with synchronous=FULL (the default) and NORMAL, and from 8 tables
   at once.
3. Times each query the bot needs (median and worst of 50 runs) against the 20 ms budget.

No engine needed: hands are synthetic but shaped like the engine's events.
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
from collections import Counter
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from musbot.engine.events import Bet, CountLine, Deje, Event, JuegoWon, Spoke, VacaWon  # noqa: E402
from musbot.store import ALL_TIME, SeatSpec, Store, hand_facts  # noqa: E402

GUILD = 424242
LANCES = ("grande", "chica", "pares", "juego")  # the four a hand bets on (punto replaces juego)
CARDS = [f"{r}{s}" for s in "oceb" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
BUDGET_MS = 20.0


def synthetic_hand(rng: random.Random, score: list[int]) -> tuple[list[str], list[Event], int | None]:
    deck = rng.sample(CARDS, 16)
    hands = [" ".join(deck[i * 4:(i + 1) * 4]) for i in range(4)]
    events: list[Event] = []
    for seat in range(rng.randint(1, 4)):
        events.append(Spoke(seat, "no_mus" if seat == 3 or rng.random() < 0.3 else "mus"))
    lines: list[CountLine] = []
    for lance in LANCES:
        seat = rng.randrange(4)
        r = rng.random()
        if r < 0.55:
            events.append(Bet(seat, lance, "paso"))
        else:
            events.append(Bet(seat, lance, "ordago" if r > 0.98 else "envido", 2))
            rival = (seat + 1) % 4
            if rng.random() < 0.5:
                events.append(Bet(rival, lance, "no_quiero"))
                events.append(Deje(lance, seat % 2, 1))
                continue
            events.append(Bet(rival, lance, "quiero"))
        winner = rng.randrange(4)
        lines.append(CountLine(lance, winner % 2, rng.randint(1, 4), "envite" if r >= 0.55 else "paso", winner))
    events += lines
    pts = [0, 0]
    for e in events:
        if isinstance(e, CountLine | Deje):
            pts[e.pair] += e.points
    juego = None
    for k in (0, 1):
        score[k] += pts[k]
    if max(score) >= 40:
        juego = 0 if score[0] >= score[1] else 1
        score[:] = [0, 0]
    return hands, events, juego


async def generate(store: Store, hands_wanted: int, n_players: int, rng: random.Random) -> int:
    people = [SeatSpec.human(10_000 + i, f"player{i}") for i in range(n_players)]
    people += [SeatSpec.computer("easy", "Computer (easy)"), SeatSpec.computer("hard", "Computer (hard)")]
    weights = [1.0 / (1 + i / 8) for i in range(n_players)] + [0.4, 0.4]  # some play a lot more
    start = datetime(2025, 1, 1, tzinfo=UTC)
    span = timedelta(days=365)
    hands = partidas = 0
    t0 = time.perf_counter()
    while hands < hands_wanted:
        if hands >= hands_wanted // 2 and partidas and not getattr(generate, "season", False):
            await store.start_season(GUILD, "second half", at=start + span / 2)
            generate.season = True  # type: ignore[attr-defined]
        when = start + span * (hands / hands_wanted)
        seats: list[SeatSpec] = []
        while len(seats) < 4:
            s = rng.choices(people, weights)[0]
            if s not in seats or s.ai is not None and seats.count(s) < 1:
                seats.append(s)
        async with store.transaction():
            table = await store.create_table(GUILD, 1 + partidas % 5, creator_id=seats[0].user_id, rules={"juegos": 2, "vacas": 1},
                                             seed=rng.getrandbits(63), seats=seats, status="playing", at=when)
            partida = await store.start_partida(table, at=when)
            score, juegos, n = [0, 0], [0, 0], 0
            while max(juegos) < 2:
                n += 1
                cards, events, juego = synthetic_hand(rng, score)
                if juego is not None:
                    juegos[juego] += 1
                    events.append(JuegoWon(juego, (juegos[0], juegos[1])))
                    if juegos[juego] == 2:
                        events.append(VacaWon(juego, (1, 0) if juego == 0 else (0, 1)))
                await store.record_hand(partida, n, n % 4, cards, hand_facts(events), at=when + timedelta(minutes=n))
            await store.finish_partida(partida, 0 if juegos[0] == 2 else 1, at=when + timedelta(minutes=n + 1))
            await store.close_table(table, "finished", at=when + timedelta(minutes=n + 1))
        hands += n
        partidas += 1
        if partidas % 500 == 0:
            rate = hands / (time.perf_counter() - t0)
            print(f"  ... {hands} hands, {partidas} partidas ({rate:.0f} hands/s)", file=sys.stderr)
    return partidas


async def write_speed(path: Path, synchronous: str, n: int) -> float:
    store = await Store.open(path, synchronous=synchronous)
    try:
        table = await store.create_table(GUILD, 99, creator_id=None, rules={}, seed=1, status="playing")
        action = {"type": "envido", "amount": 2}
        t0 = time.perf_counter()
        for seq in range(n):
            await store.append_action(table, seq, seq % 4, action)
        return n / (time.perf_counter() - t0)
    finally:
        await store.close()


async def concurrent_write_speed(path: Path, tables: int, per_table: int) -> float:
    store = await Store.open(path)
    try:
        ids = [await store.create_table(GUILD, 98, creator_id=None, rules={}, seed=i, status="playing") for i in range(tables)]

        async def play(table: int) -> None:
            for seq in range(per_table):
                await store.append_action(table, seq, seq % 4, {"type": "paso"})

        t0 = time.perf_counter()
        await asyncio.gather(*(play(t) for t in ids))
        return tables * per_table / (time.perf_counter() - t0)
    finally:
        await store.close()


async def time_query(fn: Callable[[], Awaitable[Any]], runs: int = 50) -> tuple[float, float]:
    await fn()  # warm the page cache
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        await fn()
        samples.append((time.perf_counter() - t0) * 1000)
    return statistics.median(samples), max(samples)


async def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--players", type=int, default=40)
    ap.add_argument("--db", type=Path, default=None, help="keep the generated database here")
    ap.add_argument("--reuse", action="store_true", help="reuse --db if it exists instead of generating")
    ap.add_argument("--writes", type=int, default=2000, help="actions for the write-speed test")
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="musbot-bench-")
    db = args.db or Path(tmp.name) / "bench.db"
    rng = random.Random(1)

    print(f"musbot store benchmark (SQLite via aiosqlite), database {db}")
    if not (args.reuse and db.exists()):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(f"{db}{suffix}"):
                os.unlink(f"{db}{suffix}")
        store = await Store.open(db, synchronous=os.environ.get("BENCH_SYNC", "NORMAL"))
        t0 = time.perf_counter()
        partidas = await generate(store, args.hands, args.players, rng)
        elapsed = time.perf_counter() - t0
        await store.close()
        print(f"generated {args.hands:,}+ hands in {partidas:,} partidas in {elapsed:.0f} s "
              f"({args.hands / elapsed:,.0f} hands/s recorded, a partida per transaction)")
    print(f"database size: {db.stat().st_size / 2**20:.1f} MiB")

    print("\nactions written per second (append_action, one durable transaction each):")
    wdir = Path(tmp.name)
    for sync in ("FULL", "NORMAL"):
        rate = await write_speed(wdir / f"w-{sync}.db", sync, args.writes)
        print(f"  sequential, synchronous={sync:<6} {rate:10,.0f} actions/s")
    rate = await concurrent_write_speed(wdir / "w-conc.db", 8, args.writes // 8)
    print(f"  8 tables at once, synchronous=FULL {rate:8,.0f} actions/s")

    store = await Store.open(db, readonly=True)
    try:
        async with store._read("bench") as conn:  # who to ask about: the busiest player and pair
            rows = await (await conn.execute(
                "SELECT p.user_id FROM player_stats s JOIN players p USING (player_id) WHERE s.season = 0 AND p.is_ai = 0 "
                "ORDER BY s.hands DESC LIMIT 1")).fetchall()
            busiest = rows[0][0]
            pairs = await (await conn.execute(
                "SELECT a.player_lo, a.player_hi, b.player_lo, b.player_hi FROM partida_pairs a JOIN partida_pairs b "
                "ON b.partida_id = a.partida_id AND b.pair = 1 WHERE a.pair = 0")).fetchall()
            hands = (await (await conn.execute("SELECT COUNT(*) FROM hands")).fetchone())[0]
            n_partidas = (await (await conn.execute("SELECT COUNT(*) FROM partidas")).fetchone())[0]
        (a1, a2, b1, b2), _ = Counter(tuple(p) for p in pairs).most_common(1)[0]
        by_id = {}
        for pid in (a1, a2, b1, b2):
            async with store._read("bench") as conn:
                by_id[pid] = (await (await conn.execute("SELECT user_id FROM players WHERE player_id = ?", (pid,))).fetchone())[0]
        pa, pb = (by_id[a1], by_id[a2]), (by_id[b1], by_id[b2])
        print(f"\nqueries on {hands:,} hands, {n_partidas:,} partidas (median / worst of 50 runs, budget {BUDGET_MS:.0f} ms):")
        queries: list[tuple[str, Callable[[], Awaitable[Any]]]] = [
            ("leaderboard top 10 by rating, this season", lambda: store.leaderboard(GUILD, limit=10)),
            ("leaderboard top 10 by rating, all time", lambda: store.leaderboard(GUILD, season=ALL_TIME, limit=10)),
            ("leaderboard top 10 by win rate, this season", lambda: store.leaderboard(GUILD, by="win_rate", min_partidas=5)),
            ("leaderboard top 10 by win rate, all time", lambda: store.leaderboard(GUILD, by="win_rate", season=ALL_TIME, min_partidas=5)),
            ("player profile (busiest player), this season", lambda: store.player_profile(GUILD, busiest)),
            ("player profile (busiest player), all time", lambda: store.player_profile(GUILD, busiest, season=ALL_TIME)),
            ("recent partidas of the server (10)", lambda: store.recent_partidas(GUILD, limit=10)),
            ("recent partidas of a player (10)", lambda: store.recent_partidas(GUILD, limit=10, who=busiest)),
            ("head to head of two pairs (commonest)", lambda: store.head_to_head(GUILD, pa, pb)),
            ("rating history of a player (last 200 partidas)", lambda: store.rating_history(GUILD, busiest, season=ALL_TIME)),
            ("MSST table (top 20)", lambda: store.msst_table(GUILD, now="2025-12-31T00:00:00Z")),
            ("open tables (restart)", lambda: store.open_tables()),
        ]
        worst = 0.0
        for name, fn in queries:
            med, mx = await time_query(fn)
            worst = max(worst, mx)
            print(f"  {name:<48} {med:7.2f} ms  {mx:7.2f} ms  {'ok' if mx < BUDGET_MS else 'OVER BUDGET'}")
        full = await store.recount_player_stats(GUILD, busiest, ALL_TIME)
        kept = await store.player_stats(GUILD, busiest, ALL_TIME)
        t0 = time.perf_counter()
        await store.recount_player_stats(GUILD, busiest, ALL_TIME)
        print(f"\n(for comparison: the same profile counters summed from the per-hand facts: "
              f"{(time.perf_counter() - t0) * 1000:.1f} ms; counters agree: {full == kept})")
    finally:
        await store.close()
    tmp.cleanup()
    return 0 if worst < BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
