"""Load across processes: ``bench/load.py --processes P`` runs P bot processes,
one per shard, against one database and one stand-in serving P gateway connections, with the
simulated people of ``bench/load_people.py`` in the bench's own process.

    python bench/load.py --processes 2 [--db postgresql://… | --db DIR | --pg-temp] [--tables N]
                         [--seconds S | --hands H] [--think T] [--kill-one AT --restart-after R] [--json]

What runs: ``musbot run --shard-count P --shards i`` for i in 0..P-1, each in its own OS process
(``bench/bot_launcher.py``: the production ``musbot.cli.main``, unpatched, pointed at the stand-in
and instrumented to report when it has finished with each gateway event, as
``tests/e2e/bot_process.py`` does). ``--processes 1`` also goes through the gateway and a separate
process, so P=1 and P=2 compare like with like (the in-process mode of ``bench/load.py`` stays for
the one-process figures). The tables (``--tables``, ``--per-guild`` to a guild) are spread over
guilds whose ids put them evenly on the P shards; each press goes over the gateway connection of
its guild's shard.

The database: ``--db postgresql://…`` uses that server; ``--pg-temp`` (the default when
``--processes`` > 1 and no ``--db``) starts a throwaway PostgreSQL server with durable settings
(``tests/store/pg_server.py``) and stops it at the end; otherwise an SQLite file in ``--db DIR`` (or
a temporary directory), shared by the P processes.

The people learn their table's state from the database the bots write (read-only, after every
press they make and when they look again): the seats, the message and the action log, replayed
(on SQLite through the store's own queries on a plain connection in the bench's thread,
``bench/inline_reads.py``).

The bench's own CPU is kept small, so that it measures the bots and not itself (it shares the
machine's cores with them): the stand-in reads multipart bodies itself (``standin/forms.py``), runs
on aiohttp's low-level server and sends the gateway's zlib stream as stored blocks
(``gateway.zlib_level = 0``); the bot processes report "done" on their gateway connection, not with
an HTTP request each; a press waits on one future (its report, its process's death, or the
watchdog past ``--timeout``).

Figures: as the one-process bench: interactions answered in time per second; response (fed over
the gateway -> the bot's first answer reached the stand-in) and settled (fed -> the bot process
reports it has finished everything the press set in motion) percentiles; and, for each bot
process, its presses and its CPU per press from ``/proc/<pid>/stat`` (utime + stime, all its
threads, over the measured window), with the bench process's own CPU (stand-in, people, their
reading of the database) apart; the machine's loadavg at start and end.

``--kill-one AT --restart-after R``: AT seconds into the run, SIGKILL bot process 0; R seconds
after the kill, start it again with the same arguments. Printed: the presses in flight at the
kill (fed, not yet reported done) and whether each one's effect is in the database (a press
answered in time whose effect is not there is *lost*); the presses undelivered while its shard
had no connection (Discord shows those as failed; the person presses again once it is back); the
time from the restart's READY until every one of its tables has settled a press again; and, for
the other processes' tables, the settled p99 of the presses fed during the outage and the longest
gap between two settled presses of one table across the outage (next to the longest gap of the
rest of the run).
"""

from __future__ import annotations

import argparse
import asyncio
import faulthandler
import gc
import json
import logging
import os
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from checkout import ROOT, use  # noqa: E402

use("tests/store", "tests", ".", "bench")

import pg_server  # noqa: E402
from inline_reads import PeopleReads  # noqa: E402
from load_people import (  # noqa: E402
    DEFERRED_UPDATE,
    LoadStandIn,
    LoadUser,
    Person,
    WarningCounter,
    _kind,
    dist_ms,
    distribution,
    kind_lines,
    make_world,
    playing_lines,
    press_answers,
    press_answers_line,
    press_figures,
)
from standin import Clock, RateLimit  # noqa: E402
from standin.gateway import GatewayConnection  # noqa: E402
from standin.process import GatewayTransport  # noqa: E402
from standin.server import InteractionRec  # noqa: E402

from musbot.engine import Match, Rules  # noqa: E402
from musbot.store import Store  # noqa: E402
from musbot.store.models import TableRecord  # noqa: E402
from musbot.tables.shards import shard_of  # noqa: E402
from musbot.tables.status import TableStatus  # noqa: E402

LAUNCHER = ROOT / "bench" / "bot_launcher.py"
START_TIMEOUT = 90.0  # real seconds for a bot process to start and identify; only reached when it fails
TARGET_RESUME_S = 10.0
# the presses that make one entry of the table's action log (the others open a form or a private message)
ACTION_KINDS = frozenset({"mus", "nomus", "show4567", "paso", "envido", "mas", "quiero", "noquiero", "ordago",
                          "modal", "discard", "discard_pick", "next"})
_TICKS = os.sysconf("SC_CLK_TCK")


def _stat(path: str) -> tuple[str, float] | None:
    """The name and CPU seconds (utime + stime) in a ``/proc`` stat file, or None once gone."""
    try:
        with open(path) as f:
            name, _, rest = f.read().partition(" (")[2].rpartition(")")
    except OSError:
        return None
    fields = rest.split()
    return name, (int(fields[11]) + int(fields[12])) / _TICKS  # fields 14 and 15 of proc(5)


def cpu_seconds(pid: int) -> float | None:
    """utime + stime of a process (all its threads), or None once it is gone."""
    stat = _stat(f"/proc/{pid}/stat")
    return stat[1] if stat is not None else None


def thread_cpu(pid: int) -> dict[str, float]:
    """CPU seconds of a process's threads, summed by what they do (their names: the launcher
    gives each thread its Python name in the kernel): the event loop, the picture threads
    (``asyncio.to_thread``), the SQLite writer, the rest."""
    out: dict[str, float] = {}
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return out
    for tid in tids:
        stat = _stat(f"/proc/{pid}/task/{tid}/stat")
        if stat is None:
            continue
        comm, cpu = stat
        kind = ("event loop" if comm == "event-loop" else "pictures" if comm.startswith("asyncio_")
                else "SQLite writer" if comm.startswith("musbot-sqlite") else "other")
        out[kind] = out.get(kind, 0.0) + cpu
    return out


def machine_cpu() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine, all cores, from ``/proc/stat``: busy is
    everything but idle and I/O wait."""
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return (sum(fields[:8]) - idle) / _TICKS, sum(fields[:8]) / _TICKS


def server_cpu(pg_base: Path | None) -> float:
    """CPU seconds of a throwaway PostgreSQL server: its postmaster and every process it
    started (the bots' and the people's connections, the writers of its files), 0 without one.
    A connection that closed during the window takes its seconds with it: the bots keep theirs."""
    if pg_base is None:
        return 0.0
    try:
        master = int((pg_base / "data" / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 0.0
    total = cpu_seconds(master) or 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                ppid = int(f.read().rpartition(")")[2].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if ppid == master:
            total += cpu_seconds(int(entry)) or 0.0
    return total


class QuietGc:
    """The bench process's garbage collector during the window: what was built before it (the
    world, the people and their computer-player tables, the modules) frozen out of every
    collection, and the youngest generation collected every 10,000 new objects instead of 700,
    when most of a press's short-lived containers are already freed. Collections of that heap
    were about a twentieth of the bench process's CPU (perf: ``gc_collect_main`` and its visits).
    It changes nothing in the bot processes."""

    def __init__(self, young: int = 10_000) -> None:
        self.thresholds = gc.get_threshold()
        gc.collect()
        gc.freeze()
        gc.set_threshold(young, *self.thresholds[1:])

    def end(self) -> None:
        gc.set_threshold(*self.thresholds)
        gc.unfreeze()


# ---------------------------------------------------------------------- the stand-in
class ProcStandIn(LoadStandIn):
    """The load stand-in, waking exactly the one delivery a bot process's report is about
    (instead of every waiter on every stand-in event)."""

    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.settle_waiters: dict[str, asyncio.Future[list[str] | None]] = {}

    def settle_waiter(self, interaction_id: int) -> asyncio.Future[list[str] | None]:
        future = asyncio.get_running_loop().create_future()
        self.settle_waiters[str(interaction_id)] = future
        return future

    def report_settled(self, report: dict) -> None:
        super().report_settled(report)
        key = str(report["key"])
        future = self.settle_waiters.pop(key, None) if report["event"] == "INTERACTION_CREATE" else None
        if future is not None and not future.done():
            future.set_result(self.settled[("INTERACTION_CREATE", key)])


# ---------------------------------------------------------------------- one bot process
class BotProc:
    """``musbot run --shard-count P --shards i`` in its own process; started, killed, restarted."""

    def __init__(self, index: int, shard_count: int, standin: ProcStandIn, db: str, workdir: Path) -> None:
        self.index, self.shard_count, self.standin, self.db, self.workdir = index, shard_count, standin, db, workdir
        self.settle_timeout = 120.0
        self.proc: asyncio.subprocess.Process | None = None
        self.conn: GatewayConnection | None = None
        self.up = asyncio.Event()
        self.died: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        # presses fed and not yet reported done: their report futures, resolved with None if it dies
        self.awaiting: dict[int, asyncio.Future[list[str] | None]] = {}
        self.starts = 0
        self.cpu_spent = 0.0  # over the measured window, across restarts (from each start's READY)
        self.startup_cpu: list[float] = []  # CPU of each start until READY
        self._cpu_last: float | None = None
        self._watch: asyncio.Task[None] | None = None
        self.split_file = workdir / f"split{index}.json"
        self._threads0: dict[str, float] = {}
        self.threads: dict[str, float] = {}  # CPU by thread kind over the window (one start only)

    @property
    def argv(self) -> list[str]:
        return ["run", "--shard-count", str(self.shard_count), "--shards", str(self.index)]

    def connection(self) -> GatewayConnection | None:
        conn = self.conn
        return conn if conn is not None and conn.ready and self.up.is_set() else None

    async def start(self, *, sync: bool = False) -> float:
        """Start the process; return (perf_counter) when its gateway connection got READY."""
        env = {k: v for k, v in os.environ.items() if not k.startswith(("MUSBOT_", "DISCORD_", "STANDIN_"))}
        env.update(STANDIN_URL=self.standin.base_url, DISCORD_TOKEN=self.standin.bot_token, MUSBOT_DB=self.db,
                   MUSBOT_LANG="es", MUSBOT_LOG_LEVEL="WARNING", PYTHONUNBUFFERED="1",
                   STANDIN_SETTLE_TIMEOUT=str(self.settle_timeout), STANDIN_SPLIT_FILE=str(self.split_file))
        if sync:
            env["STANDIN_SYNC"] = "1"
        self.starts += 1
        gateway = self.standin.gateway
        before = len(gateway.connections)
        name = f"bot{self.index}-{self.starts}"
        with open(self.workdir / f"{name}.out", "wb") as out, open(self.workdir / f"{name}.err", "wb") as err:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, str(LAUNCHER), *self.argv, cwd=self.workdir, env=env, stdout=out, stderr=err,
                stdin=asyncio.subprocess.DEVNULL)
        self.died = asyncio.get_running_loop().create_future()
        self._cpu_last = None
        self._watch = asyncio.create_task(self._watch_exit(self.proc, self.died))

        transport = GatewayTransport(self.standin, timeout=START_TIMEOUT, alive=lambda: self._exited(name))
        self.conn = await transport.wait_ready(after=before, shard=self.index)  # READY handled, on_ready done
        ready = time.perf_counter()
        self.up.set()
        self.startup_cpu.append(cpu_seconds(self.proc.pid) or 0.0)  # imports, migrations, recovery
        self.sample_cpu()  # from here on its CPU counts (within the measured window)
        return ready

    def _exited(self, name: str) -> str | None:
        if not self.died.done():
            return None
        return f"bot process {self.index} exited with {self.died.result()} while starting: {self.stderr_tail(name)}"

    def stderr_tail(self, name: str) -> str:
        path = self.workdir / f"{name}.err"
        return path.read_text(errors="replace")[-2000:] if path.exists() else ""

    async def _watch_exit(self, proc: asyncio.subprocess.Process, died: asyncio.Future[int]) -> None:
        code = await proc.wait()
        self.up.clear()
        if not died.done():
            died.set_result(code)
        awaiting, self.awaiting = self.awaiting, {}
        for future in awaiting.values():  # in flight at its death: see lost_presses
            if not future.done():
                future.set_result(None)
        self.standin.notify()

    def sample_cpu(self) -> None:
        """Add the CPU the process spent since the last sample (called often: a killed process's
        last second is lost with it)."""
        if self.proc is None or self.proc.returncode is not None or not self.up.is_set():
            return
        now = cpu_seconds(self.proc.pid)
        if now is None:
            return
        if self._cpu_last is not None:
            self.cpu_spent += now - self._cpu_last
        self._cpu_last = now

    def reset_cpu(self) -> None:
        self.cpu_spent = 0.0
        self._cpu_last = None
        self.sample_cpu()
        self._threads0 = thread_cpu(self.proc.pid) if self.proc is not None else {}

    def end_window(self) -> None:
        """The window's CPU by thread kind (only for a process that ran the whole window)."""
        self.sample_cpu()
        if self.proc is not None and self.starts == 1 and self.proc.returncode is None:
            now = thread_cpu(self.proc.pid)
            self.threads = {k: v - self._threads0.get(k, 0.0) for k, v in now.items()}

    def ai_cpu(self) -> float | None:
        """The computer players' CPU (their decisions, on the event loop), written at the
        process's clean exit."""
        try:
            return float(json.loads(self.split_file.read_text())["ai_cpu_s"])
        except (OSError, ValueError, KeyError):
            return None

    async def kill(self) -> None:
        """SIGKILL, as ``kill -9``: no cleanup at all."""
        assert self.proc is not None
        self.sample_cpu()
        self.up.clear()
        self.proc.send_signal(signal.SIGKILL)
        await self.died

    async def stop(self) -> None:
        """SIGTERM: ``musbot run`` closes cleanly (releases its shards and leases)."""
        if self.proc is not None and self.proc.returncode is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(asyncio.shield(self.died), 30)
            except TimeoutError:
                self.proc.kill()
                await self.died
        if self._watch is not None:
            await self._watch


# ---------------------------------------------------------------------- the people's view of a table
class StoredState:
    """A table as the bot processes saved it: what a :class:`Person` reads (status, match,
    message id, seats). ``partida_id`` is the store table's id (one per partida)."""

    def __init__(self, record: TableRecord) -> None:
        self.table_id = self.partida_id = record.table_id
        self.rules = Rules.from_dict(record.rules)
        self.seed, self.first_mano, self.shuffle = int(record.seed), record.first_mano, record.shuffle
        self.head_start = record.head_start
        self.message_id: int | None = record.messages.get("message_id")
        self.seats = record.seats
        self._seat_of = {s.player.user_id: s.seat for s in record.seats if s is not None and s.player.user_id}
        self.status = TableStatus.PLAYING if record.status == "playing" else TableStatus.WAITING
        self.match: Match | None = None
        self.n = -1
        if self.status == TableStatus.PLAYING:
            self.update(record.log)

    def update(self, log: list[tuple[int | None, dict[str, Any]]]) -> None:
        """Replay the whole log (the table was just read)."""
        self.match = Match.replay(self.rules, self.seed, log, self.first_mano, shuffle=self.shuffle,
                                  head_start=self.head_start)
        self.n = len(log)
        self._ended()

    def extend(self, more: list[tuple[int | None, dict[str, Any]]]) -> None:
        """Play on with the actions stored since (read from sequence number ``n``)."""
        if not more:
            return
        assert self.match is not None
        self.match.extend(more)
        self.n += len(more)
        self._ended()

    def _ended(self) -> None:
        if self.match is not None and self.match.phase == "match_end":
            self.status = TableStatus.FINISHED

    def seat_of(self, user_id: int) -> int | None:
        return self._seat_of.get(user_id)


# ---------------------------------------------------------------------- the run
class ProcessRun:
    """The people's run (``load_people.PeopleRun``) and their transport (``standin.users.Transport``):
    each press goes over the gateway connection of its guild's shard."""

    def __init__(self, args: argparse.Namespace, standin: ProcStandIn) -> None:
        self.args = args
        self.standin = standin
        self.deadline: float | None = None
        self.brain_cpu = 0.0
        self.poll = 0.25  # looking again reads the database
        self.bots: list[BotProc] = []
        self.store: Store
        self.reads: PeopleReads
        self.states: dict[int, StoredState] = {}
        self.people: dict[int, Person] = {}  # by channel id
        self.fed_at: dict[int, float] = {}
        self.settled_at: dict[int, float] = {}
        self.kinds: dict[int, str] = {}
        self.bot_of: dict[int, int] = {}
        self.channel_of: dict[int, int] = {}
        self.log_at_feed: dict[int, int] = {}
        self.undelivered: list[tuple[float, int, str]] = []
        self.bot_errors: list[str] = []
        self.pg_base: Path | None = None
        # every sample of watch(): (when, the bots' CPU, machine busy, database server, this process)
        self.series: list[tuple[float, float, float, float, float]] = []

    # the people's view
    def table_state(self, person: Person) -> Any:
        return self.states.get(person.index)

    async def refresh(self, person: Person) -> None:
        state = self.states.get(person.index)
        if state is not None and state.status == TableStatus.PLAYING:
            if state.match is None:
                state.update([(a.seat, a.action) for a in await self.reads.actions(state.table_id)])
            else:  # only what was stored since it last looked
                state.extend([(a.seat, a.action) for a in await self.reads.actions(state.table_id, state.n)])
            return
        channel = person.user.channel
        record = next((r for r in await self.store.tables.open_tables(channel.guild_id) if r.channel_id == channel.id), None)
        if record is not None and (state is None or record.table_id != state.table_id
                                   or state.status == TableStatus.WAITING):
            self.states[person.index] = StoredState(record)

    # the transport
    def bot_for(self, guild_id: int) -> BotProc:
        return self.bots[shard_of(guild_id, len(self.bots))]

    async def deliver(self, payload: dict, rec: InteractionRec, *, expect_ack: bool = True,
                      check_errors: bool = True) -> list[str]:
        bot = self.bot_for(int(payload["guild_id"]))
        kind = _kind(payload, rec)
        conn = bot.connection()
        if conn is None:  # the shard is down: Discord shows "This interaction failed"
            self.undelivered.append((time.perf_counter(), bot.index, kind))
            await self.back_up(bot)  # the person tries again once the bot is back
            return []
        channel_id = int(payload["channel_id"])
        person = self.people.get(channel_id)
        state = self.states.get(person.index) if person is not None else None
        self.kinds[rec.id], self.bot_of[rec.id], self.channel_of[rec.id] = kind, bot.index, channel_id
        self.log_at_feed[rec.id] = state.n if state is not None else -1
        # one future a press, resolved by the report, by the process's death (None) or by the
        # watchdog past --timeout (``watch``): no asyncio.wait and timer for each press
        settled = self.standin.settle_waiter(rec.id)
        bot.awaiting[rec.id] = settled
        self.fed_at[rec.id] = time.perf_counter()
        try:
            sent = await self.standin.gateway.dispatch("INTERACTION_CREATE", payload)  # to its shard's connection
        except ConnectionResetError:
            sent = 0  # killed as we sent: the wait below sees it
        if sent is None:  # the stand-in saw no live connection for the shard: not delivered
            for record in (self.fed_at, self.kinds, self.bot_of, self.channel_of, self.log_at_feed, bot.awaiting):
                record.pop(rec.id, None)
            self.standin.settle_waiters.pop(str(rec.id), None)
            self.undelivered.append((time.perf_counter(), bot.index, kind))
            await self.back_up(bot)
            return []
        try:
            errors = await settled
        except TimeoutError:
            raise RuntimeError(f"bot {bot.index} did not finish interaction {rec.id} ({kind}) in "
                               f"{self.args.timeout} s") from None
        finally:
            bot.awaiting.pop(rec.id, None)
        if errors is not None:
            self.settled_at[rec.id] = time.perf_counter()
            self.bot_errors.extend(errors)
            return errors
        self.standin.settle_waiters.pop(str(rec.id), None)  # in flight at the kill: see lost_presses
        await self.back_up(bot)
        return []

    async def back_up(self, bot: BotProc) -> None:
        """Wait until ``bot`` is serving again (bounded: a restart that failed ends the person's play)."""
        try:
            await asyncio.wait_for(bot.up.wait(), self.args.timeout)
        except TimeoutError:
            raise RuntimeError(f"bot process {bot.index} did not come back in {self.args.timeout} s") from None

    async def lost_presses(self, bot: BotProc) -> dict[str, int]:
        """The presses bot process ``bot`` had been fed and not finished when it died, each
        checked against the database (nobody writes its tables until it is back).

        What the person had seen of such a press decides whether it is *lost*: the bot defers
        a press at once (Discord's "deferred update": the button stops spinning, nothing is
        said) and tells its effect only by editing the table once it is written. A press only
        deferred whose effect is not written is the press being written (or queued for the
        writer) when the process died: the table never moved, the person presses again. A
        press *told* (answered with a message, or a follow-up sent) whose effect is not in the
        database is lost."""
        out = {"in_flight": 0, "tables": 0, "written": 0, "deferred_not_written": 0, "told_lost": 0,
               "unanswered_written": 0, "unanswered_not_written": 0, "not_actions": 0}
        # (a copy: the other processes' presses go on while the database is read)
        in_flight = [i for i in self.fed_at if self.bot_of[i] == bot.index and i not in self.settled_at]
        out["tables"] = len({self.channel_of[i] for i in in_flight})
        for i in in_flight:
            out["in_flight"] += 1
            if self.kinds[i] not in ACTION_KINDS or self.log_at_feed[i] < 0:
                out["not_actions"] += 1
                continue
            person = self.people[self.channel_of[i]]
            state = self.states[person.index]
            log = [(a.seat, a.action) for a in await self.store.tables.actions(state.table_id)]
            n = self.log_at_feed[i]
            seat = state.seat_of(person.user.id)
            written = len(log) > n and (self.kinds[i] == "next" or log[n][0] == seat)
            rec = self.standin.interactions[i]
            if not rec.responded:
                out["unanswered_written" if written else "unanswered_not_written"] += 1
            elif written:
                out["written"] += 1
            elif rec.response_type == DEFERRED_UPDATE and not rec.followup_ids:
                out["deferred_not_written"] += 1
            else:
                out["told_lost"] += 1
        return out

    async def watch(self, every: float = 0.5) -> None:
        """Sample the bot processes' CPU; fail a press a bot has not finished within --timeout."""
        while True:
            now = time.perf_counter()
            for bot in self.bots:
                bot.sample_cpu()
                for i, future in list(bot.awaiting.items()):
                    if now - self.fed_at.get(i, now) > self.args.timeout and not future.done():
                        future.set_exception(TimeoutError())
            self.sample(now, machine_cpu()[0], server_cpu(self.pg_base))
            await asyncio.sleep(every)


    def sample(self, now: float, machine_busy: float, server: float) -> None:
        """One point of ``series``: the bots' CPU so far with the machine's and the database
        server's (read by the caller) and this process's."""
        self.series.append((now, sum(b.cpu_spent for b in self.bots), machine_busy, server, time.process_time()))

async def _kill_and_restart(r: ProcessRun, at: float, after: float, out: dict[str, Any]) -> None:
    bot = r.bots[0]
    await asyncio.sleep(at)
    out["kill_at"] = time.perf_counter()
    await bot.kill()
    out["dead_at"] = time.perf_counter()
    out["presses_at_kill"] = await r.lost_presses(bot)
    await asyncio.sleep(max(0.0, out["kill_at"] + after - time.perf_counter()))
    out["restart_at"] = time.perf_counter()
    out["ready_at"] = await bot.start()


def _sustained_cpu(r: ProcessRun, since: float) -> dict[str, float]:
    """CPU per press once every table plays (the window of ``load_people._playing``): from the
    first CPU sample after ``since`` to the end, over the presses fed in it. The whole run's
    figures include opening the tables (every table opened, given three computer players and
    started in the first seconds: a burst), which costs more per press than playing."""
    first = next((x for x in r.series if x[0] >= since), None)
    last = r.series[-1] if r.series else None
    if first is None or last is None or last[0] <= first[0]:
        return {}
    n = sum(1 for t in r.fed_at.values() if first[0] <= t <= last[0])
    if not n:
        return {}
    wall = last[0] - first[0]
    return {"bot_cpu_per_interaction_ms": (last[1] - first[1]) / n * 1000,
            "bench_cpu_per_interaction_ms": (last[4] - first[4]) / n * 1000,
            "server_cpu_per_interaction_ms": (last[3] - first[3]) / n * 1000,
            "machine_cores_busy": (last[2] - first[2]) / wall, "bot_cores_busy": (last[1] - first[1]) / wall,
            "cpu_window_s": wall, "cpu_window_interactions": n}


def _kill_figures(r: ProcessRun, k: dict[str, Any], end: float) -> dict[str, Any]:
    """What the kill did: to the killed process's tables and to the others'."""
    if "ready_at" not in k:
        return {"done": False, **{n: k[n] for n in ("presses_at_kill",) if n in k}}
    kill_at, ready_at = k["kill_at"], k["ready_at"]
    by_channel: dict[int, list[int]] = {}
    for i in r.fed_at:
        by_channel.setdefault(r.channel_of[i], []).append(i)
    resumed: list[float] = []
    not_resumed = 0
    worst_gap = worst_gap_elsewhere = 0.0
    other_settled: list[float] = []
    for ids in by_channel.values():
        times = sorted(r.settled_at[i] for i in ids if i in r.settled_at)
        shard = r.bot_of[ids[0]]
        if shard == 0:
            after = [t for t in times if t >= ready_at]
            if after:
                resumed.append(after[0] - ready_at)
            elif end - ready_at > TARGET_RESUME_S:
                not_resumed += 1
            continue
        other_settled += [r.settled_at[i] - r.fed_at[i] for i in ids
                          if i in r.settled_at and kill_at <= r.fed_at[i] <= ready_at]
        for a, b in zip(times, times[1:], strict=False):
            if a < ready_at and b > kill_at:
                worst_gap = max(worst_gap, b - a)
            else:
                worst_gap_elsewhere = max(worst_gap_elsewhere, b - a)
    undelivered = [u for u in r.undelivered if kill_at <= u[0]]
    return {
        "done": True, "down_s": ready_at - kill_at, "presses_at_kill": k["presses_at_kill"],
        "undelivered_while_down": len(undelivered),
        "resume_s": max(resumed) if resumed else None, "resume_p50_s": sorted(resumed)[len(resumed) // 2] if resumed else None,
        "tables_resumed": len(resumed), "tables_not_resumed": not_resumed,
        "others_settled_during_outage_ms": dist_ms(other_settled),
        "others_longest_gap_across_outage_s": worst_gap, "others_longest_gap_otherwise_s": worst_gap_elsewhere,
        # the target is "within 10 s of its restart": from the process's start, its start-up included
        "start_to_ready_s": ready_at - k["restart_at"],
        "resume_from_restart_s": ready_at - k["restart_at"] + max(resumed) if resumed else None,
        "resume_ok": bool(resumed) and not not_resumed
        and ready_at - k["restart_at"] + max(resumed) <= TARGET_RESUME_S,
        "loss_ok": k["presses_at_kill"]["told_lost"] == 0
        and k["presses_at_kill"]["in_flight"] <= k["presses_at_kill"]["tables"],
    }


async def run(args: argparse.Namespace) -> dict[str, Any]:
    P = args.processes
    load_start = os.getloadavg()
    warnings = WarningCounter(args.verbose)
    logging.getLogger().addHandler(warnings)
    logging.getLogger().setLevel(logging.WARNING)
    workdir = Path(tempfile.mkdtemp(prefix="musbot-loadp-"))
    pg_base: Path | None = None
    if args.db and args.db.startswith("postgresql://"):
        db, backend = args.db, "postgresql"
    elif args.pg_temp or (P > 1 and not args.db):
        pg_base, db = pg_server.start(durable=True)
        backend = "postgresql (throwaway server, durable settings)"
    else:
        db = str(Path(args.db or workdir) / f"loadp-{os.getpid()}.db")
        backend = "sqlite (one file shared by the processes)"

    standin = ProcStandIn(clock=Clock(), rate_limit=RateLimit(limit=5, per=5.0), shard_count=P)
    standin.gateway.zlib_level = 0  # a zlib stream of stored blocks: no compressing in the bench's CPU
    standin.gateway.keep_sent = False  # no list of every payload sent, each press's message in it
    r = ProcessRun(args, standin)
    channels, recs = make_world(standin, args.tables, args.per_guild,
                                lambda g, name: standin.add_guild(name, shard=g % P))
    await standin.start()
    people: list[Person] = []
    kill: dict[str, Any] = {}
    quiet: list[QuietGc] = []
    try:
        r.bots = [BotProc(i, P, standin, db, workdir) for i in range(P)]
        for bot in r.bots:
            bot.settle_timeout = args.timeout
            await bot.start(sync=bot.index == 0)
        r.reads = await PeopleReads.open(db)
        r.store = r.reads.store
        people = [Person(r, i, LoadUser(r, rec, ch)) for i, (rec, ch) in enumerate(zip(recs, channels, strict=True))]
        r.people = {p.user.channel.id: p for p in people}

        for bot in r.bots:
            bot.reset_cpu()
        quiet_gc = QuietGc()  # the bench's own collector, not the bots'
        quiet.append(quiet_gc)
        r.pg_base = pg_base
        sampler = asyncio.create_task(r.watch())
        machine0, server0 = machine_cpu(), server_cpu(pg_base)
        cpu0, wall0 = time.process_time(), time.perf_counter()
        if args.seconds:
            r.deadline = wall0 + args.seconds
        killer = (asyncio.create_task(_kill_and_restart(r, args.kill_one, args.restart_after, kill))
                  if args.kill_one is not None else None)
        plays = asyncio.gather(*(p.play() for p in people))
        waiting: set[asyncio.Future[Any]] = {plays} | ({killer} if killer is not None else set())
        while not plays.done():
            await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
            if killer is not None and killer.done():
                waiting.discard(killer)
                if killer.exception() is not None:  # the restart failed: no point going on
                    plays.cancel()
                    raise killer.exception()  # type: ignore[misc]
        wall = time.perf_counter() - wall0
        cpu = time.process_time() - cpu0
        machine1, server1 = machine_cpu(), server_cpu(pg_base)
        quiet.pop().end()
        for bot in r.bots:
            bot.end_window()
        r.sample(time.perf_counter(), machine1[0], server1)
        sampler.cancel()
        load_end = os.getloadavg()
        if killer is not None and not killer.done():
            killer.cancel()
        end = time.perf_counter()
    finally:
        for q in quiet:
            q.end()
        for bot in r.bots:
            await bot.stop()
        if hasattr(r, "reads"):
            await r.reads.close()
        await standin.stop()
        logging.getLogger().removeHandler(warnings)
        if pg_base is not None:
            pg_server.stop(pg_base)

    ids = list(r.fed_at)
    presses = press_figures(ids, r.fed_at, standin.answered_at, r.settled_at, r.kinds, standin)
    per_bot: list[dict[str, Any]] = []
    for bot in r.bots:
        mine = [i for i in ids if r.bot_of[i] == bot.index]
        answered = sum(1 for i in mine if standin.interactions[i].responded)
        per_bot.append({
            "process": bot.index, "starts": bot.starts, "interactions": len(mine), "answered_per_s": answered / wall,
            "cpu_s": bot.cpu_spent, "cpu_per_interaction_ms": bot.cpu_spent / max(1, len(mine)) * 1000,
            "cpu_busy_fraction": bot.cpu_spent / wall, "startup_cpu_s": bot.startup_cpu,
            "settled_ms": dist_ms([r.settled_at[i] - r.fed_at[i] for i in mine if i in r.settled_at]),
            "threads_cpu_s": bot.threads, "ai_cpu_s": bot.ai_cpu() if bot.starts == 1 else None,
        })
    problems = [p.problem for p in people if p.problem]
    out = {
        "processes": P, "backend": backend, "tables": args.tables, "level": args.level, "human": args.human,
        "hands_target": args.hands, "seconds_target": args.seconds, "think_s": args.think,
        "per_guild": args.per_guild, "cpus": os.cpu_count(), "loadavg_start": load_start, "loadavg_end": load_end,
        "wall_s": wall, "hands_played": sum(p.hands for p in people),
        "partidas_finished": sum(len(p.finished) for p in people),
        "interactions": len(ids), **presses, "press_answers": press_answers(standin, ids),
        "interactions_per_s": (len(ids) - presses["unanswered"]) / wall if wall else 0.0,
        "undelivered": len(r.undelivered),
        "per_process": per_bot,
        "bench_cpu_s": cpu, "bench_cpu_per_interaction_ms": cpu / max(1, len(ids)) * 1000,
        "people_brain_cpu_s": r.brain_cpu,
        "bot_cpu_per_interaction_ms": sum(b["cpu_s"] for b in per_bot) / max(1, len(ids)) * 1000,
        "bot_errors": len(r.bot_errors), "bot_error_lines": r.bot_errors[:5],
        "table_problems": problems[:5], "tables_with_problems": len(problems),
        "driver_misses": sum(p.misses for p in people),
        "warnings": dict(warnings.counts.most_common(10)),
        "requests": request_kinds(standin, wall0),
        # the whole machine during the window, in cores busy: what more processes can have
        "machine_cores_busy": (machine1[0] - machine0[0]) / wall,
        "machine_busy_fraction": (machine1[0] - machine0[0]) / max(1e-9, machine1[1] - machine0[1]),
        "server_cpu_s": server1 - server0,
    }
    if presses.get("playing") and ids:  # (the same dict as out["playing"])
        presses["playing"].update(_sustained_cpu(r, min(r.fed_at.values()) + presses["playing"]["from_s"]))
    if args.kill_one is not None:
        out["kill"] = _kill_figures(r, kill, end)
    if not args.keep:
        for f in workdir.iterdir():
            f.unlink()
        workdir.rmdir()
    else:
        out["workdir"] = str(workdir)
    return out


def request_kinds(standin: ProcStandIn, since: float) -> dict[str, int]:
    """The bots' requests to Discord during the run, by what they do."""
    out: dict[str, int] = {}
    start = standin.clock.now() - (time.perf_counter() - since)
    for r in standin.requests:
        if r.at < start or r.path.startswith("/_standin"):
            continue
        p = r.path
        kind = ("interaction answer" if p.endswith("/callback") else
                "webhook edit" if "/webhooks/" in p and "/messages/" in p and r.method == "PATCH" else
                "channel message edit" if "/channels/" in p and "/messages/" in p and r.method == "PATCH" else
                "message post" if r.method == "POST" and p.endswith("/messages") else
                "follow-up" if "/webhooks/" in p and r.method == "POST" else f"other {r.method}")
        out[kind] = out.get(kind, 0) + 1
    return out


def split_lines(b: dict[str, Any]) -> list[str]:
    """Where a bot process's CPU went, per interaction: its threads, and the computer players'
    part of the event loop's."""
    threads, n = b.get("threads_cpu_s") or {}, max(1, b["interactions"])
    if not threads:
        return []
    parts = [f"{k} {v / n * 1000:.2f}" for k, v in sorted(threads.items(), key=lambda kv: -kv[1])]
    ai = b.get("ai_cpu_s")
    loop = f" (of the event loop: computer players' decisions {ai / n * 1000:.2f})" if ai is not None else ""
    return [f"  CPU by thread, ms per interaction: {', '.join(parts)}{loop}"]


def machine_line(o: dict[str, Any]) -> str:
    """Where the whole machine's CPU went in the window, in cores: the bots, the bench, the
    database server (a throwaway one only) and everything else (other programs, the kernel's
    work for nobody in particular). A machine with no core left cannot give more processes more."""
    if "machine_cores_busy" not in o:
        return "machine CPU: not measured"
    wall, busy = o["wall_s"], o["machine_cores_busy"]
    bots = sum(b["cpu_s"] for b in o["per_process"]) / wall
    bench, server = o["bench_cpu_s"] / wall, o.get("server_cpu_s", 0.0) / wall
    return (f"machine CPU in the window: {busy:.2f} of {o['cpus']} cores busy ({o['machine_busy_fraction'] * 100:.0f} %): "
            f"bots {bots:.2f}, bench {bench:.2f}, database server {server:.2f}, other {max(0.0, busy - bots - bench - server):.2f}")


def report(o: dict[str, Any]) -> str:
    d = distribution
    goal = f"{o['hands_target']} hands" if not o["seconds_target"] else f"{o['seconds_target']} s"
    lines = [
        f"musbot load across processes: {o['processes']} bot process(es), one shard each, on {o['backend']}; "
        f"{o['tables']} tables ({o['level']} computer players, people play {o['human']}), {goal} each, "
        f"think {o['think_s']} s, {o['per_guild']} table(s) per guild",
        f"machine: {o['cpus']} CPUs, loadavg {' '.join(f'{x:.2f}' for x in o['loadavg_start'])} at start, "
        f"{' '.join(f'{x:.2f}' for x in o['loadavg_end'])} at end",
        f"run: {o['wall_s']:.1f} s, {o['hands_played']} hands played, {o['partidas_finished']} partidas won",
        f"interactions: {o['interactions']} fed, {o['interactions'] - o['unanswered']} answered in time = "
        f"{o['interactions_per_s']:.1f}/s; unanswered {o['unanswered']}, undelivered (shard down) "
        f"{o['undelivered']}, bot errors {o['bot_errors']}, tables with problems {o['tables_with_problems']}, "
        f"driver misses {o['driver_misses']}",
        f"response (reached Discord) {d(o['response_ms'])}",
        f"settled (all work done)    {d(o['settled_ms'])}",
        *playing_lines(o),
    ]
    for b in o["per_process"]:
        lines.append(f"bot process {b['process']}: {b['interactions']} interactions, {b['answered_per_s']:.1f}/s answered, "
                     f"CPU {b['cpu_s']:.1f} s = {b['cpu_per_interaction_ms']:.2f} ms per interaction "
                     f"({b['cpu_busy_fraction'] * 100:.0f}% of one core), started {b['starts']}x (CPU to READY "
                     f"{', '.join(f'{x:.1f}' for x in b['startup_cpu_s'])} s, not counted); "
                     f"settled p50 {b['settled_ms']['p50']} p99 {b['settled_ms']['p99']} ms")
        lines += split_lines(b)
    lines.append(f"all bot processes: {o['bot_cpu_per_interaction_ms']:.2f} ms CPU per interaction; bench process "
                 f"(stand-in, people, their database reads): {o['bench_cpu_s']:.1f} s = "
                 f"{o['bench_cpu_per_interaction_ms']:.2f} ms per interaction (people's move choices "
                 f"{o['people_brain_cpu_s']:.1f} s)")
    lines.append(machine_line(o))
    lines.append(press_answers_line(o["press_answers"]))
    k = o.get("kill")
    if k is not None:
        if not k["done"]:
            lines.append(f"kill -9: not completed within the run ({k})")
        else:
            at = k["presses_at_kill"]
            lines += [
                f"kill -9 of process 0: down {k['down_s']:.1f} s (kill to the restart's READY handled); in flight at "
                f"the kill {at['in_flight']} presses of {at['tables']} tables: written {at['written']}, deferred "
                f"and not written (the press being written or queued: the table never moved) "
                f"{at['deferred_not_written']}, told and LOST {at['told_lost']}, unanswered {at['unanswered_written']} "
                f"written + {at['unanswered_not_written']} not, not an action {at['not_actions']}   [target: at most the "
                f"press being written per table, none told lost: {'ok' if k['loss_ok'] else 'MISSED'}]",
                f"  undelivered while its shard was down (Discord shows them as failed): {k['undelivered_while_down']}",
                f"  its tables after the restart: READY (on_ready done) {k['start_to_ready_s']:.1f} s after the process "
                f"started; {k['tables_resumed']} settled a press again, the last {_s(k['resume_s'])} after READY "
                f"(median {_s(k['resume_p50_s'])}), {_s(k['resume_from_restart_s'])} after the start; not resumed "
                f"{k['tables_not_resumed']}   [target <= {TARGET_RESUME_S:.0f} s from the start: "
                f"{'ok' if k['resume_ok'] else 'MISSED'}]",
                f"  the other processes' tables: settled during the outage {d(k['others_settled_during_outage_ms'])}",
                f"  the other processes' tables: longest gap between two settled presses of a table across the outage "
                f"{k['others_longest_gap_across_outage_s']:.1f} s (the rest of the run: "
                f"{k['others_longest_gap_otherwise_s']:.1f} s)",
            ]
    n = max(1, o["interactions"])
    lines.append("Discord requests per interaction: " + ", ".join(
        f"{k} {v / n:.2f}" for k, v in sorted(o["requests"].items(), key=lambda kv: -kv[1])))
    lines += kind_lines(o)
    if o["warnings"]:
        lines.append("log warnings/errors (bench process):")
        lines += [f"    {n:6d}  {w}" for w, n in o["warnings"].items()]
    for p in o["table_problems"] + o["bot_error_lines"]:
        first, *rest = p.strip().splitlines() or [""]
        lines.append(f"problem: {first[:200]}" + (f" ... {rest[-1][:200]}" if rest else ""))
    return "\n".join(lines)


def _s(x: float | None) -> str:
    return "never" if x is None else f"{x:.1f} s"


def add_process_args(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--processes", type=int, default=0, metavar="P",
                    help="run P bot processes (one shard each) over the stand-in's gateway (default: the bot "
                         "in this process)")
    ap.add_argument("--pg-temp", action="store_true",
                    help="with --processes: a throwaway PostgreSQL server (the default for P > 1 without --db)")
    ap.add_argument("--kill-one", type=float, default=None, metavar="AT",
                    help="with --processes: SIGKILL bot process 0 AT seconds into the run")
    ap.add_argument("--restart-after", type=float, default=5.0, metavar="R",
                    help="with --kill-one: start it again R seconds after the kill (default 5)")
    ap.add_argument("--keep", action="store_true", help="with --processes: keep the bot processes' logs")


async def _stoppable(args: argparse.Namespace) -> dict[str, Any]:
    """The run, cancelled by SIGTERM as by Ctrl-C, so its bot processes and PostgreSQL server stop too."""
    task = asyncio.current_task()
    assert task is not None
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
    faulthandler.register(signal.SIGUSR1, all_threads=True)  # where a run that seems stuck is
    return await run(args)


def run_processes(ap: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.processes < 1:
        ap.error("--processes must be at least 1")
    if args.kill_one is not None and not args.seconds:
        ap.error("--kill-one needs --seconds (a run long enough to see the restart)")
    out = asyncio.run(_stoppable(args))
    print(json.dumps(out) if args.json else report(out), flush=True)
    failed = out["unanswered"] or out["tables_with_problems"] or out["bot_errors"]
    if "kill" in out:
        failed = (out["tables_with_problems"] or out["bot_errors"] or not out["kill"].get("resume_ok")
                  or not out["kill"].get("loss_ok"))
    return 1 if failed else 0
