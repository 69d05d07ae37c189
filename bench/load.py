"""Load: N tables of computer players with simulated presses, in one bot process, against the
offline Discord stand-in (a benchmark, not a test).

    python bench/load.py [--tables N] [--hands H | --seconds S] [--level expert] [--think T]
                         [--per-guild K] [--human basic] [--seed S] [--tracemalloc] [--json]

``--processes P`` runs P bot processes, one shard each, over the stand-in's gateway instead, on
one database (PostgreSQL or a shared SQLite file), with a ``kill -9`` mode: see
``bench/load_processes.py``.

Target: 200 concurrent tables with the response p99 under 250 ms and under 200 KB of
memory per table.

What runs: one process, one event loop, one ``StandIn`` (tests/standin) and one ``MusBot``
logged in over REST with the real discord.py client. Each table is in its own channel (``K``
tables per guild, default 1: the usual small server), with one simulated person (a member of
that guild only) and three computer players of ``--level``. Every person, concurrently
(``asyncio.gather``), opens the table with ``/mus mesa``, adds the three computer players with
the select, presses "Empezar", and plays their seat with presses on the recorded messages
(buttons, "Mis cartas" + the discard select, the amount modal), choosing moves with the
computer-player code from their own view (``--human``, default ``basic``: cheap, so the
simulated people do not eat the CPU the bot needs), pressing "Siguiente mano" after each
hand, until each table has finished ``H`` hands (or ``S`` seconds have passed). Between two
actions a person thinks ``uniform(0.5, 1.5) * T`` seconds (``--think``, default 2 s: a quick
player; ``--think 0`` is a stress test).

Discord's rules stay on: the stand-in runs on the real clock (``Clock()``), with Discord's own
per-channel message limit (5 creates/edits per 5 s per channel, a 429 lasting what is left of
the window) and the 3 s deadline to answer an interaction. The limit is per channel, so N
channels are not throttled by each other; the bot's one-edit-per-burst coalescing keeps a
table under it. The bot's timers run as in production (``tick_seconds=1``) and its database is
a fresh SQLite file (``--db DIR``, default a temporary directory on the same disk).

Figures:

* interactions: every INTERACTION_CREATE fed to the bot; those answered in time per second of
  the run; unanswered ones (the bot missed the 3 s deadline: the person sees "This interaction
  failed") and the ERRORs the bot logged are counted apart.
* response: from feeding INTERACTION_CREATE to the bot's first answer (the interaction
  callback: a message, a deferral or a modal) reaching the stand-in, on ``time.perf_counter``;
  an unanswered interaction counts as infinitely late ("never"). "Sent by the bot" is when the
  bot's HTTP client started that request (an aiohttp trace), leaving out the stand-in's share
  of the event loop. "Settled" is until everything the interaction set in motion is done: the
  computer players' replies, the database, the public table message edit (waiting out the
  channel's rate limit if it must) and the private "Mis cartas" message: what a person waits
  for before the table shows the result of their press. Also by kind of interaction.
* event-loop lag: how late a 50 ms sleeper wakes up (the queueing every callback sees).
* CPU: process time (all threads: the bot, its picture threads, SQLite's thread, the stand-in
  and the simulated people) over the run, per table and per interaction; the people's move
  choices are timed apart.
* memory per table: growth of the resident set size from before the tables were opened
  (after the picture sprites and the computer players' tables were loaded) to after they
  played, garbage collected, divided by N. It holds the process's caches and allocator slack
  too, so it is an upper bound; the stand-in keeps no edit history and no picture bytes here.
  ``--tracemalloc`` (slow, about 6x the CPU: read no latency of such a run, and give the
  people more ``--think`` so the bot keeps up) measures instead the Python memory allocated
  during the run and still alive once the stand-in's and the harness's records are dropped and
  the people are gone, i.e. what the bot keeps, and lists its largest files and lines.

The stand-in is used as is, except that the benchmark keeps no message edit history or picture
bytes, and drops the harness's references to finished tasks (which it keeps for the whole run).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import os
import tempfile
import time
import tracemalloc
from collections import Counter
from pathlib import Path
from typing import Any

import aiohttp
from checkout import use

use("tests", ".", "bench")

from cpu_split import CpuSplit  # noqa: E402
from load_people import (  # noqa: E402
    CALLBACK,
    LoadStandIn,
    LoadUser,
    Person,
    WarningCounter,
    _kind,
    _route,
    add_people_args,
    dist_ms,
    distribution,
    kind_lines,
    make_world,
    playing_lines,
    press_answers,
    press_answers_line,
    press_figures,
)
from load_processes import add_process_args, run_processes  # noqa: E402
from standin import BotHarness, Clock, RateLimit  # noqa: E402
from standin.server import InteractionRec  # noqa: E402
from writer_watch import WriterWatch  # noqa: E402

from musbot.bot import MusBot  # noqa: E402
from musbot.settings import Settings  # noqa: E402
from musbot.tables.status import TableStatus  # noqa: E402

TARGET_P99_MS = 250.0
TARGET_KB_PER_TABLE = 200.0
NOT_BOT = ("/tests/standin/", "/tests/e2e/", "/bench/load.py", "/bench/load_people.py", "/aiohttp/web")
BOT = ("/musbot/", "/cogs/", "/discord/", "/aiosqlite/", "/aiohttp/client", "/aiohttp/connector", "/PIL/",
       "/sqlite3/")


# ---------------------------------------------------------------------- the in-process harness

class LoadHarness(BotHarness):
    """Notes when each interaction is fed and when the bot is done with it; never fails on
    the bot's errors (they are counted); forgets finished tasks now and then."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.fed_at: dict[int, float] = {}
        self.settled_at: dict[int, float] = {}
        self.kinds: dict[int, str] = {}
        self._deliveries = 0

    async def deliver(self, payload: dict, rec: InteractionRec, *, expect_ack: bool = True,
                      check_errors: bool = True) -> list[str]:
        self.kinds[rec.id] = _kind(payload, rec)
        self.fed_at[rec.id] = time.perf_counter()
        try:
            return await super().deliver(payload, rec, expect_ack=False, check_errors=False)
        except AssertionError as exc:  # the bot hung past --timeout: a problem, not a missed button
            raise RuntimeError(str(exc)) from None
        finally:
            self.settled_at[rec.id] = time.perf_counter()
            self._deliveries += 1
            if self._deliveries % 256 == 0:
                self._tasks = [t for t in self._tasks if not t.done()]
                s = self.standin
                s._problem_waiters = [f for f in s._problem_waiters if not f.done()]


class Run:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.deadline: float | None = None
        self.brain_cpu = 0.0
        self.sent_at: dict[int, float] = {}
        self.lags: list[float] = []
        self.poll = 0.05
        self.standin: LoadStandIn
        self.bot: MusBot

    def table_state(self, person: Person) -> Any:
        return self.bot.tables.tables.get(person.user.channel.id)

    async def refresh(self, person: Person) -> None:
        """Nothing to do: the bot's own table object is always current."""

    def trace(self) -> aiohttp.TraceConfig:
        """When the bot's HTTP client starts an interaction callback request."""
        trace = aiohttp.TraceConfig()

        async def on_start(session: Any, ctx: Any, params: Any) -> None:
            m = CALLBACK.search(params.url.path)
            if m:
                self.sent_at.setdefault(int(m[1]), time.perf_counter())

        trace.on_request_start.append(on_start)
        return trace

    async def lag_monitor(self, every: float = 0.05) -> None:
        """How late the event loop wakes a sleeper: the queueing every interaction sees."""
        while True:
            t0 = time.perf_counter()
            await asyncio.sleep(every)
            self.lags.append(time.perf_counter() - t0 - every)


def rss_bytes() -> int:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def split_memory(snapshot: tracemalloc.Snapshot) -> tuple[int, int, list[tuple[str, int]], list[tuple[str, int]]]:
    """(bytes allocated by the bot, by the stand-in and people, the top files and lines of both).

    An allocation belongs to whoever made it: the innermost frame, walking out from the
    allocation, that is in the bot's code (musbot, cogs, discord.py, its aiohttp client,
    aiosqlite, Pillow) or in the stand-in's (tests/standin, tests/e2e, this file, the aiohttp
    server); frames of neither (the standard library, parsers shared by client and server)
    are walked past. An allocation with no owner counts as the bot's.
    """
    bot = other = 0
    sites: Counter[str] = Counter()
    files: Counter[str] = Counter()
    for trace in snapshot.traces:
        frames = list(trace.traceback)  # oldest first
        owner = None
        for f in reversed(frames):
            if any(mark in f.filename for mark in NOT_BOT):
                owner = "other"
                break
            if any(mark in f.filename for mark in BOT):
                owner = "bot"
                break
        if owner == "other":
            other += trace.size
        else:
            bot += trace.size
        ours = [f for f in frames if "/musbot/" in f.filename or "/cogs/" in f.filename]
        site = ours[-1] if ours else frames[-1]
        last = frames[-1]
        where = f"{_short(site.filename)}:{site.lineno}"
        if site is not last:
            where += f" -> {_short(last.filename)}:{last.lineno}"
        sites[where] += trace.size
        files[_short(site.filename)] += trace.size
    return bot, other, files.most_common(12), sites.most_common(12)


def drop_records(standin: LoadStandIn, h: LoadHarness, r: Run) -> None:
    """Forget what the stand-in and the harness recorded (every message version, request and
    interaction: Discord's memory, not the bot's)."""
    for m in standin.messages.values():
        m.history.clear()
        m.attachments.clear()
    standin.messages.clear()
    standin.interactions.clear()
    standin.requests.clear()
    standin._by_token.clear()
    standin.answered_at.clear()
    standin._problem_waiters.clear()
    h.fed_at.clear()
    h.settled_at.clear()
    h.kinds.clear()
    h._tasks = [t for t in h._tasks if not t.done()]
    r.sent_at.clear()
    r.lags.clear()


def _short(filename: str) -> str:
    for mark in ("site-packages/", "/work/main/", "lib/python3.11/"):
        if mark in filename:
            return filename.split(mark, 1)[1]
    return filename


async def run(args: argparse.Namespace) -> dict[str, Any]:
    r = Run(args)
    load_start = os.getloadavg()
    warnings = WarningCounter(args.verbose)
    logging.getLogger().addHandler(warnings)
    logging.getLogger().setLevel(logging.WARNING)

    clock = Clock()  # the real clock: Discord's windows and deadlines in real seconds
    standin = r.standin = LoadStandIn(clock=clock, rate_limit=RateLimit(limit=5, per=5.0))
    standin.gateway.keep_sent = False  # no list of every payload sent, each press's message in it
    channels, recs = make_world(standin, args.tables, args.per_guild)
    await standin.start()

    db_dir = Path(args.db) if args.db else Path(tempfile.mkdtemp(prefix="musbot-load-"))
    db_path = db_dir / f"load-{os.getpid()}-{args.tables}.db"
    bot = r.bot = MusBot(Settings(db_path=str(db_path)), clock=clock.epoch,
                         tick_seconds=None if args.no_tick else 1.0)
    bot.http.http_trace = r.trace()
    h = LoadHarness(standin, bot, timeout=args.timeout)
    await h.start()
    await h.client.tree.sync()
    people = [Person(r, i, LoadUser(h, rec, ch)) for i, (rec, ch) in enumerate(zip(recs, channels, strict=True))]

    # what every process pays once, whatever the number of tables
    from musbot.ai.player import make_player
    from musbot.render import warm_up

    warm_up()
    make_player(args.level, 0)
    gc.collect()
    rss0 = rss_bytes()
    if args.tracemalloc:
        tracemalloc.start(args.frames)
    requests0 = len(standin.requests)
    edits0 = bot.presenter.edits
    monitor = asyncio.ensure_future(r.lag_monitor())

    writer = WriterWatch()
    await writer.attach(bot.store._db)
    split = CpuSplit()
    split.start()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    if args.seconds:
        r.deadline = wall0 + args.seconds
    await asyncio.gather(*(p.play() for p in people))
    wall = time.perf_counter() - wall0
    cpu = time.process_time() - cpu0
    split.stop()
    await bot.tables.shutdown()  # the people are gone: no timer deals a hand while we measure
    load_end = os.getloadavg()
    monitor.cancel()

    ids = list(h.fed_at)
    presses = press_figures(ids, h.fed_at, standin.answered_at, h.settled_at, h.kinds, standin)
    sent = [r.sent_at[i] - h.fed_at[i] for i in ids if i in r.sent_at]
    new_requests = standin.requests[requests0:]
    public_edits = bot.presenter.edits - edits0
    tables_playing = sum(1 for t in bot.tables.tables.values() if t.status in (TableStatus.PLAYING, TableStatus.FINISHED))
    problems = [p.problem for p in people if p.problem]
    hands = sum(p.hands for p in people)
    misses = sum(p.misses for p in people)
    summary = {
        "interactions": len(ids), "unanswered": presses["unanswered"],
        "press_answers": press_answers(standin, ids),
        "requests": len(new_requests), "http_429": sum(1 for q in new_requests if q.status == 429),
        "requests_by_route": dict(Counter(_route(q.method, q.path) for q in new_requests).most_common()),
        "loop_lag_ms": dist_ms(r.lags),
    }

    gc.collect()
    rss1 = rss_bytes()
    memory: dict[str, Any] = {"rss_before_mb": rss0 / 2**20, "rss_after_mb": rss1 / 2**20,
                              "rss_kb_per_table": (rss1 - rss0) / 1024 / args.tables}
    if args.tracemalloc:
        # what is left once the stand-in forgets its records and the people go home is the bot's
        del people, new_requests, ids
        drop_records(standin, h, r)
        gc.collect()
        snap = tracemalloc.take_snapshot()
        tracemalloc.stop()
        mine, other, files, sites = split_memory(snap)
        memory.update(bot_kb_per_table=(mine + other) / 1024 / args.tables,
                      allocated_by_standin_kb_per_table=other / 1024 / args.tables,
                      top_files_kb=[(w, round(b / 1024, 1)) for w, b in files],
                      top_lines_kb=[(w, round(b / 1024, 1)) for w, b in sites])

    shutdown0 = time.perf_counter()
    await h.stop(check=False)
    shutdown = time.perf_counter() - shutdown0
    logging.getLogger().removeHandler(warnings)
    if not args.db:
        for f in db_dir.glob("load-*"):
            f.unlink()
        db_dir.rmdir()
    await standin.stop()

    response = presses["response_ms"]
    return {
        "tables": args.tables, "level": args.level, "human": args.human, "hands_target": args.hands,
        "seconds_target": args.seconds, "think_s": args.think, "per_guild": args.per_guild,
        "cpus": os.cpu_count(), "loadavg_start": load_start, "loadavg_end": load_end,
        "wall_s": wall, "hands_played": hands,
        "partidas_finished": sum(len(p.finished) for p in people), "tables_playing_at_end": tables_playing,
        **summary,
        "interactions_per_s": (summary["interactions"] - summary["unanswered"]) / wall if wall else 0.0,
        "bot_errors": len(h.errors), "bot_error_lines": h.errors[:5],
        "table_problems": problems[:5], "tables_with_problems": len(problems), "driver_misses": misses,
        "response_ms": response, "sent_ms": dist_ms(sent), "settled_ms": presses["settled_ms"], "playing": presses["playing"],
        "response_by_kind_ms": presses["response_by_kind_ms"], "settled_by_kind_ms": presses["settled_by_kind_ms"],
        "cpu_s": cpu, "cpu_per_table_s": cpu / args.tables, "cpu_per_interaction_ms": cpu / max(1, summary["interactions"]) * 1000,
        "people_brain_cpu_s": r.brain_cpu, "cpu_busy_fraction": cpu / wall if wall else 0.0,
        "cpu_split": split.figures(),
        "writer": writer.figures(wall, summary["interactions"], dist_ms),
        "bot_cpu_per_interaction_ms": split.figures()["bot_cpu_s"] / max(1, summary["interactions"]) * 1000,
        "memory": memory,
        "public_edits": public_edits,
        "warnings": dict(warnings.counts.most_common(10)),
        "shutdown_s": shutdown,
        "target_p99_ok": response["p99"] is not None and response["p99"] < TARGET_P99_MS,
        "target_memory_ok": memory.get("bot_kb_per_table", memory["rss_kb_per_table"]) < TARGET_KB_PER_TABLE,
    }


def report(o: dict[str, Any]) -> str:
    d = distribution

    goal = f"{o['hands_target']} hands" if not o["seconds_target"] else f"{o['seconds_target']} s"
    mem = o["memory"]
    lines = [
        f"musbot load: {o['tables']} tables ({o['level']} computer players, people play {o['human']}), "
        f"{goal} each, think {o['think_s']} s, {o['per_guild']} table(s) per guild",
        f"machine: {o['cpus']} CPUs, loadavg {' '.join(f'{x:.2f}' for x in o['loadavg_start'])} at start, "
        f"{' '.join(f'{x:.2f}' for x in o['loadavg_end'])} at end",
        f"run: {o['wall_s']:.1f} s, {o['hands_played']} hands played, {o['partidas_finished']} partidas won, "
        f"{o['tables_playing_at_end']} tables open at the end, shutdown {o['shutdown_s']:.1f} s",
        f"interactions: {o['interactions']} fed, {o['interactions'] - o['unanswered']} answered in time = "
        f"{o['interactions_per_s']:.1f}/s; unanswered {o['unanswered']}, bot errors {o['bot_errors']}, "
        f"tables with problems {o['tables_with_problems']}, driver misses {o['driver_misses']}",
        f"response (reached Discord) {d(o['response_ms'])}   "
        f"[target p99 < {TARGET_P99_MS:.0f} ms: {'ok' if o['target_p99_ok'] else 'MISSED'}]",
        f"response (sent by the bot) {d(o['sent_ms'])}",
        f"settled (all work done)    {d(o['settled_ms'])}",
        *playing_lines(o),
        f"event-loop lag             {d(o['loop_lag_ms'])}",
        f"CPU: {o['cpu_s']:.1f} s process time = {o['cpu_per_table_s']:.2f} s per table, "
        f"{o['cpu_per_interaction_ms']:.1f} ms per interaction, {o['cpu_busy_fraction'] * 100:.0f}% of one core "
        f"(people's move choices {o['people_brain_cpu_s']:.1f} s)",
        f"bot CPU (sampled, bench/cpu_split.py): {o['cpu_split']['bot_cpu_s']:.1f} s = "
        f"{o['bot_cpu_per_interaction_ms']:.2f} ms per interaction (its threads {o['cpu_split']['bot_threads_cpu_s']:.1f} s, "
        f"{o['cpu_split']['bot_share_of_main'] * 100:.0f}% of the event loop's busy samples; threads: "
        + ", ".join(f"{k} {v:.1f} s" for k, v in o['cpu_split'].get('threads_cpu_s', {}).items()) + ")",
        "bot's share of the event loop by its innermost own function: "
        + ", ".join(f"{k} {v * 100:.0f}%" for k, v in o["cpu_split"].get("bot_sites", [])),
        f"store writer: {o['writer']['jobs']} jobs (SQLite: a job is a whole press; PostgreSQL: a transaction), held {d(o['writer']['hold_ms'])}, "
        f"busy {o['writer']['busy_fraction'] * 100:.0f}% of the run",
        f"store writer: waited {d(o['writer']['wait_ms'])}; statements per interaction "
        + ", ".join(f"{k} {v}" for k, v in o["writer"]["statements_per_interaction"].items()),
        f"memory: RSS {mem['rss_before_mb']:.1f} -> {mem['rss_after_mb']:.1f} MB = "
        f"{mem['rss_kb_per_table']:.1f} KB per table (upper bound: with the process's caches, allocator "
        f"slack and the stand-in's records)",
    ]
    if "bot_kb_per_table" in mem:
        lines.append(f"memory (tracemalloc, the stand-in's records dropped): {mem['bot_kb_per_table']:.1f} KB "
                     f"per table (of which {mem['allocated_by_standin_kb_per_table']:.1f} KB made by stand-in code)"
                     f"   [target < {TARGET_KB_PER_TABLE:.0f} KB: {'ok' if o['target_memory_ok'] else 'MISSED'}]")
        lines.append("  largest files (KB alive at the end, all tables):")
        lines += [f"    {kb:9.1f}  {where}" for where, kb in mem["top_files_kb"]]
        lines.append("  largest lines:")
        lines += [f"    {kb:9.1f}  {where}" for where, kb in mem["top_lines_kb"]]
    lines.append(f"Discord: {o['public_edits']} public edits, {o['requests']} requests, {o['http_429']} 429s")
    lines.append(press_answers_line(o["press_answers"]))
    lines += [f"    {n:6d}  {route}" for route, n in list(o["requests_by_route"].items())[:8]]
    lines += kind_lines(o)
    if o["warnings"]:
        lines.append("log warnings/errors:")
        lines += [f"    {n:6d}  {w}" for w, n in o["warnings"].items()]
    for p in o["table_problems"] + o["bot_error_lines"]:
        first, *rest = p.strip().splitlines() or [""]
        lines.append(f"problem: {first[:200]}" + (f" ... {rest[-1][:200]}" if rest else ""))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_people_args(ap)
    ap.add_argument("--no-tick", action="store_true", help="do not run the bot's 1 s timer loop")
    ap.add_argument("--db", help="directory for the SQLite file (default: a temporary one); with --processes "
                                 "also a postgresql:// URL")
    ap.add_argument("--tracemalloc", action="store_true",
                    help="split the memory by who allocated it (slow: latencies of such a run mean little)")
    ap.add_argument("--frames", type=int, default=1,
                    help="tracemalloc frames kept per allocation (default 1; more attributes better, "
                         "and is slower)")
    add_process_args(ap)
    args = ap.parse_args(argv)
    if args.tables < 1 or args.per_guild < 1 or (args.hands < 1 and not args.seconds):
        ap.error("--tables, --per-guild and --hands must be at least 1")
    if args.processes:
        return run_processes(ap, args)
    out = asyncio.run(run(args))
    print(json.dumps(out) if args.json else report(out), flush=True)
    return 0 if out["target_p99_ok"] and out["target_memory_ok"] and not out["unanswered"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
