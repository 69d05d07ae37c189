"""The table service's own CPU per press, replayed in process (a benchmark, not a test).

    python bench/service.py [--tables 20] [--hands 6] [--repeat 3] [--seed 1] [--recording FILE]
                            [--profile FILE] [--split-store]

What a press costs the bot outside the computer players' decisions and outside Discord: the
``TableService`` applying it, the computer players' turns around their decisions (``_advance``),
``Table.freeze``, the records handed to a real SQLite store (its file in a temporary directory,
opened as the bot opens it), and the presenter's screens of each published snapshot (the table
message's ``public_screen`` + ``add_history``, and the person's 'Mis cartas' ``private_screen``).

A first run records a sequence: ``--tables`` tables, each with one person (seat 0, choosing
with the basic computer player from their own view) and three expert computer players, played
round-robin press by press until each table has finished ``--hands`` hands (a "Siguiente mano"
press after each). Every computer decision is recorded per table. Each pass then replays the
same presses through a fresh service on a fresh database file with the same seeds, the computer
players answering with their recorded decisions (fixed, costing nothing), and prints the CPU
per press: the event loop's thread (``time.thread_time``: the figure the service owns) and the
whole process (``time.process_time``: the SQLite writer thread's too; nothing else runs in the
process). The plain passes give the figures; one more pass is instrumented to split the event
loop's share:

* engine: ``Match.apply`` and ``Match.next_hand``;
* views: ``Match.view`` (for the computer players, the record of a hand), and apart those taken
  by ``freeze``;
* freeze: ``Table.freeze`` (its views included);
* store: the ``StorePersistence`` calls and the transaction's begin and commit (their event
  loop side: the SQL's parameters, JSON, timestamps, futures);
* screens: the presenter's screens of each snapshot;
* other: the rest (the service's own code, the table lock, asyncio).

The instrumented pass's parts add up to more than the plain pass (the timers' own cost): read
them as shares. ``--profile FILE`` writes a cProfile of one more plain pass.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import itertools
import os
import pickle
import random
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from musbot.ai.player import make_player  # noqa: E402
from musbot.engine import Action, Match  # noqa: E402
from musbot.presenter.history_screen import add_history  # noqa: E402
from musbot.presenter.screens import private_screen, public_screen  # noqa: E402
from musbot.store import Store  # noqa: E402
from musbot.tables import model  # noqa: E402
from musbot.tables.service import TableService  # noqa: E402
from musbot.tables.snapshot import TableSnapshot  # noqa: E402
from musbot.tables.status import TableStatus  # noqa: E402
from musbot.tables.store_adapter import StorePersistence  # noqa: E402

GUILD = 1
_clock = time.thread_time  # the parts: the event loop's own CPU (its thread)
LANG = "es"


@dataclass
class Recording:
    """Per table, in order: the person's presses (("act", hand, action) or ("next", hand, None))
    and each computer seat's decisions."""

    seeds: list[int]
    presses: list[list[tuple[str, int, Action | None]]] = field(default_factory=list)
    decisions: list[dict[int, list[Action]]] = field(default_factory=list)


class _Recorder:
    """A computer player that decides as the expert and writes its decision down."""

    def __init__(self, level: str, seed: int, out: list[Action]) -> None:
        self.player = make_player(level, seed=seed)
        self.out = out

    def decide(self, view: Any) -> Action:
        action: Action = self.player.decide(view)
        self.out.append(action)
        return action


class _Scripted:
    """A computer player that answers with the recorded decisions, in order."""

    def __init__(self, decisions: list[Action]) -> None:
        self.next = iter(decisions).__next__

    def decide(self, view: Any) -> Action:
        return self.next()


class BenchService(TableService):
    """The service with computer players handed in by the bench (``players(table_index, seat)``)."""

    players: Callable[[int, int], Any]

    def _player(self, table: Any, seat: int) -> Any:
        player = table.ai.get(seat)
        if player is None:
            player = table.ai[seat] = self.players(table.channel_id - 100, seat)
        return player


def _seeds(n: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(128) for _ in range(n)]


async def _open(path: Path, seeds: list[int], players: Callable[[int, int], Any],
                listener: Any = None) -> tuple[Store, BenchService]:
    store = await Store.open(path)
    it = iter(seeds)
    service = BenchService(StorePersistence(store), new_seed=lambda: next(it))
    service.players = players
    if listener is not None:
        service.listeners.append(listener)
    for i in range(len(seeds)):
        channel, user = 100 + i, 1000 + i
        await service.open_table(GUILD, channel, user, f"P{i}")
        for _ in range(3):
            await service.add_ai(channel, user, "expert")
        await service.start(channel, user)
    return store, service


async def record(tables: int, hands: int, seed: int, directory: Path) -> Recording:
    rec = Recording(_seeds(tables, seed))
    rec.presses = [[] for _ in range(tables)]
    rec.decisions = [{1: [], 2: [], 3: []} for _ in range(tables)]

    def players(i: int, seat: int) -> Any:
        return _Recorder("expert", seed * 1000 + i * 4 + seat, rec.decisions[i][seat])

    store, service = await _open(directory / "record.db", rec.seeds, players)
    people = [make_player("basic", seed=seed * 1000 + i * 4) for i in range(tables)]
    done = [False] * tables
    try:
        while not all(done):
            for i in range(tables):
                if done[i]:
                    continue
                channel, user = 100 + i, 1000 + i
                table = service.tables[channel]
                match = table.match
                assert match is not None
                if table.status != TableStatus.PLAYING or match.phase == "match_end" or (
                        match.phase == "hand_end" and match.hand_number >= hands):
                    done[i] = True
                    continue
                if match.phase == "hand_end":
                    rec.presses[i].append(("next", match.hand_number, None))
                    await service.next_hand(channel, user, match.hand_number)
                    continue
                action = people[i].decide(match.view(0))
                rec.presses[i].append(("act", match.hand_number, action))
                await service.act(channel, user, match.hand_number, action)
    finally:
        await store.close()
    return rec


def _order(rec: Recording) -> list[tuple[int, int]]:
    """Round-robin across tables, each table's presses in its order: (table, press index)."""
    out = []
    for k in itertools.count():
        row = [(i, k) for i, presses in enumerate(rec.presses) if k < len(presses)]
        if not row:
            return out
        out += row


class Screens:
    """The presenter's screens of each snapshot, as ``Presenter.publish`` and 'Mis cartas' make them."""

    def __init__(self) -> None:
        self.count = 0

    async def __call__(self, snap: TableSnapshot, events: tuple[Any, ...]) -> None:
        public = snap.public
        add_history(public_screen(public, LANG), public, LANG)
        for mine in snap.seats:
            if mine is not None:
                private_screen(mine, LANG)
        self.count += 1


async def replay(rec: Recording, path: Path, timers: Timers | None = None,
                 profile: cProfile.Profile | None = None) -> tuple[float, float, int]:
    """One pass: CPU (s) of the presses on the event loop's thread and in the whole process
    (the SQLite writer's thread too), and how many presses."""
    scripted = [{seat: list(d) for seat, d in table.items()} for table in rec.decisions]

    def players(i: int, seat: int) -> Any:
        return _Scripted(scripted[i][seat])

    screens = Screens()
    listener = timers.wrap_listener(screens) if timers is not None else screens
    store, service = await _open(path, rec.seeds, players, listener)
    order = _order(rec)
    gc.collect()
    try:
        if timers is not None:
            timers.install(service)
        if profile is not None:
            profile.enable()
        start, start_all = time.thread_time(), time.process_time()
        for i, k in order:
            kind, hand, action = rec.presses[i][k]
            channel, user = 100 + i, 1000 + i
            if kind == "next":
                await service.next_hand(channel, user, hand)
            else:
                assert action is not None
                await service.act(channel, user, hand, action)
        cpu, cpu_all = time.thread_time() - start, time.process_time() - start_all
        if profile is not None:
            profile.disable()
    finally:
        if timers is not None:
            timers.uninstall()
        await store.close()
    return cpu, cpu_all, len(order)


class Timers:
    """The event loop's CPU spent in the parts of a press, by wrapping them for one pass."""

    PARTS = ("engine", "views", "freeze", "freeze views", "store", "screens")

    def __init__(self, split_store: bool = False) -> None:
        self.cpu = dict.fromkeys(self.PARTS, 0.0)
        self.split_store = split_store
        self._undo: list[Callable[[], None]] = []
        self._in_freeze = False

    def _patch(self, owner: Any, name: str, new: Any) -> None:
        old = owner.__dict__[name]
        setattr(owner, name, new)
        self._undo.append(lambda: setattr(owner, name, old))

    def _sync(self, owner: Any, name: str, part: str) -> None:
        old = getattr(owner, name)
        cpu = self.cpu

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = _clock()
            try:
                return old(*args, **kwargs)
            finally:
                cpu[part] += _clock() - start
        self._patch(owner, name, timed)

    def _async(self, owner: Any, name: str, part: str) -> None:
        old = getattr(owner, name)
        cpu = self.cpu
        cpu.setdefault(part, 0.0)

        async def timed(*args: Any, **kwargs: Any) -> Any:
            start = _clock()
            try:
                return await old(*args, **kwargs)
            finally:
                cpu[part] += _clock() - start
        self._patch(owner, name, timed)

    def install(self, service: TableService) -> None:
        self._sync(Match, "apply", "engine")
        self._sync(Match, "next_hand", "engine")
        cpu, timers = self.cpu, self
        view = Match.view

        def timed_view(match: Match, seat: int | None) -> Any:
            start = _clock()
            try:
                return view(match, seat)
            finally:
                cpu["freeze views" if timers._in_freeze else "views"] += _clock() - start
        self._patch(Match, "view", timed_view)
        freeze = model.Table.freeze

        def timed_freeze(table: Any) -> Any:
            start = _clock()
            timers._in_freeze = True
            try:
                return freeze(table)
            finally:
                timers._in_freeze = False
                cpu["freeze"] += _clock() - start
        self._patch(model.Table, "freeze", timed_freeze)
        for name in ("append_actions", "record_hand", "save_table", "finish_partida", "start_partida",
                     "create_table", "recorded_hand_id"):
            self._async(StorePersistence, name, "store:" + name if self.split_store else "store")
        transaction = StorePersistence.transaction

        @contextlib.asynccontextmanager
        async def timed_transaction(persistence: Any) -> AsyncIterator[None]:
            start = _clock()
            cm = transaction(persistence)
            await cm.__aenter__()
            cpu["store"] += _clock() - start
            try:
                yield
            except BaseException as exc:
                start = _clock()
                try:
                    if not await cm.__aexit__(type(exc), exc, exc.__traceback__):
                        raise
                finally:
                    cpu["store"] += _clock() - start
            else:
                start = _clock()
                try:
                    await cm.__aexit__(None, None, None)
                finally:
                    cpu["store"] += _clock() - start
        self._patch(StorePersistence, "transaction", timed_transaction)

    def wrap_listener(self, listener: Any) -> Any:
        cpu = self.cpu

        async def timed(snap: TableSnapshot, events: tuple[Any, ...]) -> None:
            start = _clock()
            try:
                await listener(snap, events)
            finally:
                cpu["screens"] += _clock() - start
        return timed

    def uninstall(self) -> None:
        while self._undo:
            self._undo.pop()()


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=20)
    ap.add_argument("--hands", type=int, default=6)
    ap.add_argument("--repeat", type=int, default=3, help="plain passes (the least and the median are printed)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--recording", help="keep the recorded presses in this file (read it if it exists: "
                    "the same presses for several versions of the code)")
    ap.add_argument("--split-store", action="store_true", help="the store's part call by call")
    ap.add_argument("--profile", help="write a cProfile of one more plain pass to this file")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="musbench-service-") as d:
        directory = Path(d)
        kept = Path(args.recording) if args.recording else None
        if kept is not None and kept.exists():
            rec = pickle.loads(kept.read_bytes())
        else:
            rec = await record(args.tables, args.hands, args.seed, directory)
            if kept is not None:
                kept.write_bytes(pickle.dumps(rec))
        runs, runs_all = [], []
        for n in range(args.repeat):
            cpu, cpu_all, presses = await replay(rec, directory / f"plain{n}.db")
            runs.append(cpu / presses * 1000)
            runs_all.append(cpu_all / presses * 1000)
        timers = Timers(args.split_store)
        cpu, _, presses = await replay(rec, directory / "parts.db", timers)
        if args.profile:
            profile = cProfile.Profile(time.thread_time)
            await replay(rec, directory / "profile.db", profile=profile)
            profile.dump_stats(args.profile)
    load = os.getloadavg()
    print(f"tables {args.tables}, hands {args.hands}, presses {presses}, load {load[0]:.2f} {load[1]:.2f}")
    for what, figures in (("event loop", runs), ("process (with the SQLite writer)", runs_all)):
        print(f"CPU per press, {what}: least {min(figures):.3f} ms, median {statistics.median(figures):.3f} ms "
              f"({', '.join(f'{r:.3f}' for r in figures)})")
    total = cpu / presses * 1000
    print(f"instrumented pass, event loop: {total:.3f} ms per press, of which:")
    parts = {k: v / presses * 1000 for k, v in timers.cpu.items()}
    other = total - sum(v for k, v in parts.items() if k != "freeze views")
    for k, v in parts.items():
        print(f"  {k:<13} {v:.3f} ms" + ("  (inside freeze)" if k == "freeze views" else ""))
    print(f"  {'other':<13} {other:.3f} ms")

if __name__ == "__main__":
    asyncio.run(main())
