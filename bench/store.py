"""Benchmark of the store: a server with 100,000 hands, write speed, and the bot's queries.

    python bench/store.py [--hands 100000] [--players 40] [--db PATH|URL ...] [--pg] [--reuse]

For SQLite (always: a temporary file, or the ``--db PATH`` given) and for each PostgreSQL
database given (``--db postgresql://...``, an empty database or, with ``--reuse``, one this
bench filled before; ``--pg`` starts a throwaway server of its own with durable settings):

1. Generates a server through the public Store API (partidas of 2 juegos, ~25 hands each,
   40 human players and 2 computer players, over 12 months, a second season halfway); a
   PostgreSQL database gets a copy of it (``musbot db copy``; ``--api``: generated too).
2. Measures actions written per second with ``append_action`` (one durable transaction
   each): sequentially with synchronous=FULL (the default) and NORMAL, and from 8 tables
   at once. (On PostgreSQL FULL is ``synchronous_commit = on``, NORMAL ``off``.)
3. Times each query the bot needs (median and worst of 50 runs) against the 20 ms budget,
   and prints the backends side by side.

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
from musbot.league import (
    finish_partida,
    hand_facts,  # noqa: E402
    msst_table,
    record_hand,
    start_partida,
    start_season,
)
from musbot.store import ALL_TIME, DatabaseOutdated, SeatSpec, Store, StoreError  # noqa: E402
from musbot.store.db import fetchall, fetchone, is_postgres  # noqa: E402
from musbot.store.pg_connection import masked  # noqa: E402

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
            await start_season(store, GUILD, "second half", at=start + span / 2)
            generate.season = True  # type: ignore[attr-defined]
        when = start + span * (hands / hands_wanted)
        seats: list[SeatSpec] = []
        while len(seats) < 4:
            s = rng.choices(people, weights)[0]
            if s not in seats or s.ai is not None and seats.count(s) < 1:
                seats.append(s)
        async with store.transaction():
            table = await store.tables.create(GUILD, 1 + partidas % 5, creator_id=seats[0].user_id, rules={"juegos": 2, "vacas": 1},
                                             seed=rng.getrandbits(63), seats=seats, status="playing", at=when)
            partida = await start_partida(store, table, at=when)
            score, juegos, n = [0, 0], [0, 0], 0
            while max(juegos) < 2:
                n += 1
                cards, events, juego = synthetic_hand(rng, score)
                if juego is not None:
                    juegos[juego] += 1
                    events.append(JuegoWon(juego, (juegos[0], juegos[1])))
                    if juegos[juego] == 2:
                        events.append(VacaWon(juego, (1, 0) if juego == 0 else (0, 1)))
                await record_hand(store, partida, n, n % 4, cards, hand_facts(events), at=when + timedelta(minutes=n))
            await finish_partida(store, partida, 0 if juegos[0] == 2 else 1, at=when + timedelta(minutes=n + 1))
            await store.tables.close(table, "finished", at=when + timedelta(minutes=n + 1))
        hands += n
        partidas += 1
        if partidas % 500 == 0:
            rate = hands / (time.perf_counter() - t0)
            print(f"  ... {hands} hands, {partidas} partidas ({rate:.0f} hands/s)", file=sys.stderr)
    return partidas


async def write_speed(target: str, synchronous: str, n: int, guild: int) -> float:
    store = await Store.open(target, synchronous=synchronous)
    try:
        table = await store.tables.create(guild, 99, creator_id=None, rules={}, seed=1, status="playing")
        action = {"type": "envido", "amount": 2}
        t0 = time.perf_counter()
        for seq in range(n):
            await store.tables.append_action(table, seq, seq % 4, action)
        rate = n / (time.perf_counter() - t0)
        await store.tables.close(table, "abandoned")  # (out of the open tables the queries read)
        return rate
    finally:
        await store.close()


async def concurrent_write_speed(target: str, tables: int, per_table: int, guild: int) -> float:
    store = await Store.open(target)
    try:
        ids = [await store.tables.create(guild, 98_000 + i, creator_id=None, rules={}, seed=i, status="playing") for i in range(tables)]

        async def play(table: int) -> None:
            for seq in range(per_table):
                await store.tables.append_action(table, seq, seq % 4, {"type": "paso"})

        t0 = time.perf_counter()
        await asyncio.gather(*(play(t) for t in ids))
        rate = tables * per_table / (time.perf_counter() - t0)
        for t in ids:
            await store.tables.close(t, "abandoned")
        return rate
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


async def partidas_in(target: str) -> int:
    """How many partidas the database holds already (0 for a new one)."""
    try:
        store = await Store.open(target, readonly=True)
    except DatabaseOutdated:
        return 0
    except StoreError as exc:
        if "does not exist" in str(exc) and not is_postgres(target):
            return 0
        raise
    try:
        async with store._db.read("bench") as conn:
            row = await fetchone(conn, "SELECT COUNT(*) FROM partidas")
            return int(row[0]) if row else 0
    finally:
        await store.close()


async def size_of(target: str) -> float:
    """MiB the database takes."""
    if not is_postgres(target):
        return Path(target).stat().st_size / 2**20
    store = await Store.open(target, readonly=True)
    try:
        async with store._db.read("bench") as conn:
            row = await fetchone(conn, "SELECT pg_database_size(current_database())")
            return int(row[0]) / 2**20 if row else 0.0
    finally:
        await store.close()


async def queries(target: str) -> tuple[list[tuple[str, float, float]], bool, float]:
    """(name, median ms, worst ms) of each query; whether the kept counters equal the facts;
    the ms the facts took to sum."""
    store = await Store.open(target, readonly=True)
    try:
        async with store._db.read("bench") as conn:  # who to ask about: the busiest player and pair
            busiest = (await fetchall(
                conn, "SELECT p.user_id FROM player_stats s JOIN players p USING (player_id) WHERE s.season = 0 AND p.is_ai = 0 "
                "ORDER BY s.hands DESC, p.player_id LIMIT 1"))[0][0]
            pairs = await fetchall(
                conn, "SELECT a.player_lo, a.player_hi, b.player_lo, b.player_hi FROM partida_pairs a JOIN partida_pairs b "
                "ON b.partida_id = a.partida_id AND b.pair = 1 WHERE a.pair = 0 ORDER BY a.partida_id")
            (a1, a2, b1, b2), _ = Counter(tuple(p) for p in pairs).most_common(1)[0]
            by_id = {r[0]: r[1] for r in await fetchall(
                conn, "SELECT player_id, user_id FROM players WHERE player_id IN (?, ?, ?, ?)", (a1, a2, b1, b2))}
        pa, pb = (by_id[a1], by_id[a2]), (by_id[b1], by_id[b2])
        named: list[tuple[str, Callable[[], Awaitable[Any]]]] = [
            ("leaderboard top 10 by rating, this season", lambda: store.stats.leaderboard(GUILD, limit=10)),
            ("leaderboard top 10 by rating, all time", lambda: store.stats.leaderboard(GUILD, season=ALL_TIME, limit=10)),
            ("leaderboard top 10 by win rate, this season", lambda: store.stats.leaderboard(GUILD, by="win_rate", min_partidas=5)),
            ("leaderboard top 10 by win rate, all time", lambda: store.stats.leaderboard(GUILD, by="win_rate", season=ALL_TIME, min_partidas=5)),
            ("player profile (busiest player), this season", lambda: store.stats.player_profile(GUILD, busiest)),
            ("player profile (busiest player), all time", lambda: store.stats.player_profile(GUILD, busiest, season=ALL_TIME)),
            ("recent partidas of the server (10)", lambda: store.stats.recent_partidas(GUILD, limit=10)),
            ("recent partidas of a player (10)", lambda: store.stats.recent_partidas(GUILD, limit=10, who=busiest)),
            ("head to head of two pairs (commonest)", lambda: store.stats.head_to_head(GUILD, pa, pb)),
            ("rating history of a player (last 200 partidas)", lambda: store.stats.rating_history(GUILD, busiest, season=ALL_TIME)),
            ("MSST table (top 20)", lambda: msst_table(store, GUILD, now="2025-12-31T00:00:00Z")),
            ("open tables (restart)", lambda: store.tables.open_tables()),
        ]
        out = []
        for name, fn in named:
            med, mx = await time_query(fn)
            out.append((name, med, mx))
        full = await store.stats.recount_player_stats(GUILD, busiest, ALL_TIME)
        kept = await store.stats.player_stats(GUILD, busiest, ALL_TIME)
        t0 = time.perf_counter()
        await store.stats.recount_player_stats(GUILD, busiest, ALL_TIME)
        return out, full == kept, (time.perf_counter() - t0) * 1000
    finally:
        await store.close()


async def bench_one(label: str, target: str, args: argparse.Namespace, scratch: Path,
                    fill_from: str | None) -> list[tuple[str, float, float]]:
    print(f"\n=== {label}: {masked(target) if is_postgres(target) else target}")
    have = await partidas_in(target)
    if have and not args.reuse:
        raise SystemExit(f"{label}: the database already holds {have} partidas; give an empty one, or --reuse it")
    if not have and fill_from is not None:  # the same server, copied row by row (musbot db copy)
        source = await Store.open(fill_from, readonly=True)
        store = await Store.open(target)
        t0 = time.perf_counter()
        counts = await store.maintenance.copy_from(source.maintenance)
        print(f"filled with a copy of the SQLite database ({sum(counts.values()):,} rows, musbot db copy) in "
              f"{time.perf_counter() - t0:.0f} s")
        await store.close()
        await source.close()
    elif not have:
        store = await Store.open(target, synchronous=os.environ.get("BENCH_SYNC", "NORMAL"))
        t0 = time.perf_counter()
        partidas = await generate(store, args.hands, args.players, random.Random(1))
        elapsed = time.perf_counter() - t0
        await store.close()
        print(f"generated {args.hands:,}+ hands in {partidas:,} partidas in {elapsed:.0f} s "
              f"({args.hands / elapsed:,.0f} hands/s recorded, a partida per transaction)")
    print(f"database size: {await size_of(target):.1f} MiB")

    print("actions written per second (append_action, one durable transaction each):")
    for i, sync in enumerate(("FULL", "NORMAL")):
        where = str(scratch / f"w-{sync}.db") if not is_postgres(target) else target
        rate = await write_speed(where, sync, args.writes, GUILD + 1 + i)
        print(f"  sequential, synchronous={sync:<6} {rate:10,.0f} actions/s")
    where = str(scratch / "w-conc.db") if not is_postgres(target) else target
    rate = await concurrent_write_speed(where, 8, args.writes // 8, GUILD + 3)
    print(f"  8 tables at once, synchronous=FULL {rate:8,.0f} actions/s")

    found, agree, recount_ms = await queries(target)
    print(f"queries (median / worst of 50 runs, budget {BUDGET_MS:.0f} ms):")
    for name, med, mx in found:
        print(f"  {name:<48} {med:7.2f} ms  {mx:7.2f} ms  {'ok' if mx < BUDGET_MS else 'OVER BUDGET'}")
    print(f"(for comparison: the same profile counters summed from the per-hand facts: {recount_ms:.1f} ms; "
          f"counters agree: {agree})")
    return found


async def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--players", type=int, default=40)
    ap.add_argument("--db", action="append", default=[], metavar="PATH|URL",
                    help="an SQLite file to keep, or a postgresql:// URL (repeatable)")
    ap.add_argument("--pg", action="store_true", help="also run on a throwaway PostgreSQL server started here")
    ap.add_argument("--reuse", action="store_true", help="reuse a database this bench filled before")
    ap.add_argument("--api", action="store_true",
                    help="fill PostgreSQL through the Store API too (slow) instead of copying the SQLite one")
    ap.add_argument("--writes", type=int, default=2000, help="actions for the write-speed test")
    args = ap.parse_args()
    tmp = tempfile.TemporaryDirectory(prefix="musbot-bench-")
    scratch = Path(tmp.name)
    files = [d for d in args.db if not is_postgres(d)]
    targets = [("SQLite", files[0] if files else str(scratch / "bench.db"))]
    targets += [("PostgreSQL", d) for d in args.db if is_postgres(d)]
    server = None
    if args.pg:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "store"))
        import pg_server

        server, url = pg_server.start(durable=True)
        targets.append(("PostgreSQL (throwaway, durable)", url))
    try:
        if not args.reuse and not is_postgres(targets[0][1]):
            for suffix in ("", "-wal", "-shm"):
                Path(f"{targets[0][1]}{suffix}").unlink(missing_ok=True)
        results = {}
        for label, target in targets:
            fill_from = None if args.api or target == targets[0][1] else targets[0][1]
            results[label] = await bench_one(label, target, args, scratch, fill_from)
    finally:
        if server is not None:
            pg_server.stop(server)
        tmp.cleanup()
    labels = list(results)
    print(f"\nqueries side by side, ms (median / worst of 50; budget {BUDGET_MS:.0f} ms):")
    print(f"  {'':<48} " + "  ".join(f"{label[:20]:>20}" for label in labels))
    worst = 0.0
    for i, (name, _m, _w) in enumerate(results[labels[0]]):
        cells = []
        for label in labels:
            _n, med, mx = results[label][i]
            worst = max(worst, mx)
            cells.append(f"{med:9.2f} / {mx:8.2f}")
        print(f"  {name:<48} " + "  ".join(cells))
    return 0 if worst < BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
