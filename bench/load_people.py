"""The simulated people of the load benchmarks and what they measure, shared by the
one-process bench (``bench/load.py``: the bot in the bench's own process) and the several-process
one (``bench/load_processes.py``: bot processes over the stand-in's gateway).

A :class:`Person` plays one seat of one table the way a person does in Discord (presses on the
recorded messages, choosing moves with the computer-player code from their own view). Where the
table's state comes from is the run's business (``run.table_state(person)`` and
``await run.refresh(person)``): the bot object itself in one process, the database the bot
processes write in the other.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any, Protocol

from e2e.mus_driver import Brain, cid
from standin import SimUser, StandIn
from standin.server import (
    ChannelRec,
    GuildRec,
    InteractionRec,
    MessageRec,
    UserRec,
)

from musbot.ai.player import LEVELS
from musbot.engine import Sena
from musbot.presenter.controls import Verb, values_of, verb_of
from musbot.tables.status import TableStatus

CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
COMPONENT = 3  # an interaction's type: a button or a select
# an answer's types: ``interaction.response.defer()`` on a component, and an edit of its message
DEFERRED_UPDATE, UPDATE_MESSAGE = 6, 7


# ---------------------------------------------------------------------- instrumented stand-in
class LoadStandIn(StandIn):
    """The stand-in, noting when each interaction's first answer arrives; no message history or
    picture bytes kept."""

    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        self.answered_at: dict[int, float] = {}

    def _store(self, m: MessageRec) -> MessageRec:
        # Discord's memory is not the bot's: keep no edit history and no picture bytes (read
        # by nobody here), so that the process's memory growth is mostly the bot's
        m.history.clear()
        for a in m.attachments:
            a.data = b""
        return super()._store(m)

    async def _callback(self, request: Any, interaction_id: str, token: str) -> Any:
        arrived = time.perf_counter()
        result = await super()._callback(request, interaction_id, token)
        self.answered_at.setdefault(int(interaction_id), arrived)
        return result


def _kind(payload: dict, rec: InteractionRec) -> str:
    if rec.command_name:
        return "/" + rec.command_name
    if payload.get("type") == 5:
        return "modal"
    custom_id = str((payload.get("data") or {}).get("custom_id", ""))
    parts = custom_id.split(":")
    return parts[1] if len(parts) > 1 else custom_id


class LoadUser(SimUser):
    """A SimUser that remembers the modal it was shown (instead of scanning every interaction)."""

    modal_rec: InteractionRec | None = None

    @property
    def open_modal(self) -> InteractionRec | None:
        rec = self.modal_rec
        return rec if rec is not None and rec.modal is not None and not rec.modal_closed else None


class PeopleRun(Protocol):
    """What a :class:`Person` needs from the run it belongs to."""

    args: argparse.Namespace
    deadline: float | None
    brain_cpu: float
    poll: float  # seconds a person waits before looking again when it is not their turn
    standin: LoadStandIn

    def table_state(self, person: Person) -> Any:
        """The table of the person's channel (``status``, ``match``, ``message_id``, ``seat_of``,
        ``partida_id``), or None."""

    async def refresh(self, person: Person) -> None:
        """Bring :meth:`table_state` up to date (after a press, or before looking again)."""


# ---------------------------------------------------------------------- one simulated person
class Person:
    def __init__(self, run: PeopleRun, index: int, user: LoadUser) -> None:
        self.run, self.index, self.user = run, index, user
        self.rng = random.Random(run.args.seed * 100_003 + index)
        self.brain = Brain(run.args.seed * 1000 + index, run.args.human)
        self.hands = 0
        self.ends: set[tuple[Any, int]] = set()
        self.finished: set[Any] = set()  # partidas seen won
        self.misses = 0
        self.opened = 0  # /mus mesa presses
        self.problem: str | None = None

    @property
    def state(self) -> Any:
        return self.run.table_state(self)

    def public(self) -> MessageRec:
        state = self.state
        assert state is not None and state.message_id is not None, "no table message"
        return self.run.standin.messages[state.message_id]

    async def think(self) -> None:
        if self.run.args.think > 0:
            await asyncio.sleep(self.rng.uniform(0.5, 1.5) * self.run.args.think)

    def done(self) -> bool:
        run = self.run
        if run.deadline is not None:
            return time.perf_counter() >= run.deadline
        return self.hands >= run.args.hands

    async def play(self) -> None:
        try:
            await self._play()
        except Exception as exc:  # one broken table must not stop the benchmark
            self.problem = f"table {self.index}: {exc!r}"[:500]

    async def _play(self) -> None:
        args = self.run.args
        # the select offers the expert by personality now; the expert's default is the club's
        level = "expert:club" if args.level == "expert" else args.level
        for _ in range(5000):
            await self.run.refresh(self)
            state = self.state
            if state is None:  # (again if the first one failed: its bot process was down)
                if self.opened > 20:
                    raise RuntimeError("/mus mesa opened no table")
                self.opened += 1
                await self.think()
                await self.user.slash("mus mesa", **{k: v for k in ("tantos", "juegos")
                                                     if (v := getattr(args, k, None)) is not None})
                continue
            if state.status == TableStatus.CLOSED:
                raise RuntimeError("the table closed")
            if state.status == TableStatus.WAITING:  # three computer players sit down, then it starts
                await self.think()
                if sum(seat is not None for seat in state.seats) < 4:
                    await self._press(Verb.ADD_AI, values=(level,))
                else:
                    await self._press(Verb.START)
                continue
            if state.status == TableStatus.FINISHED:
                self.finished.add(state.partida_id)
                if self.done():
                    return
                await self.think()
                await self._press(Verb.REMATCH)
                continue
            match = state.match
            if match.phase == "hand_end":
                key = (state.partida_id, match.hand_number)
                if key not in self.ends:
                    self.ends.add(key)
                    self.hands += 1
                if self.done():
                    return
                await self.think()
                await self._press(Verb.NEXT)
                continue
            if self.done():
                return
            seat = state.seat_of(self.user.id)
            if seat not in match.to_act():  # the bot is still busy (or a timer played for us)
                await asyncio.sleep(self.run.poll)
                continue
            t0 = time.thread_time()  # (the event loop's thread: cheaper to read than the process's)
            action = self.brain.choose(match.view(seat))
            if action is None:
                action = next(a for a in match.legal_actions(seat) if not isinstance(a, Sena))
            self.run.brain_cpu += time.thread_time() - t0
            await self.think()
            if self.state is not state or state.match is not match or seat not in match.to_act():
                continue  # a timer acted while we thought
            await self.express(action)
        raise RuntimeError("too many presses")

    async def _press(self, verb: Verb, message: MessageRec | None = None, values: tuple[str, ...] = ()) -> Any:
        """Press the button ``verb`` (choose ``values`` in the select ``verb``); a control that
        is not (yet) there, or not usable yet, is a miss, not a crash."""
        try:
            if values:
                return await self.user.choose(message or self.public(), *values, custom_id=cid(verb))
            return await self.user.press(message or self.public(), custom_id=cid(verb))
        except AssertionError:
            self.misses += 1
            if self.misses > 50:
                raise
            await asyncio.sleep(0.1)
            return None

    async def express(self, action: Any) -> None:
        """An engine action the way a person does it in Discord (presenter/controls.py says which
        control says it)."""
        verb = verb_of(action, facing_bet=self.state.match.view(None).bet is not None)
        if verb.picks_privately:  # the discard or seña picker of 'Mis cartas'
            d = await self._press(Verb.CARDS)
            private = d.response if d is not None else None
            if private is None:
                return
            await self.think()
            try:
                await self.user.choose(private, *values_of(action), custom_id=cid(verb))
            except AssertionError:
                self.misses += 1
        elif verb.asks_amount:
            d = await self._press(verb)
            if d is None or d.interaction.modal is None:
                return
            self.user.modal_rec = d.interaction
            await self.think()
            await self.user.submit({"amount": str(action.amount)})
        else:
            await self._press(verb)


class WarningCounter(logging.Handler):
    def __init__(self, echo: bool) -> None:
        super().__init__(logging.WARNING)
        self.counts: Counter[str] = Counter()
        self.echo = echo

    def emit(self, record: logging.LogRecord) -> None:
        self.counts[f"{record.levelname} {record.name}: {str(record.msg)[:60]}"] += 1
        if self.echo:
            print(f"{record.levelname} {record.name}: {record.getMessage()}", file=sys.stderr)


def pct(values: list[float], q: float) -> float:
    """Nearest-rank percentile (``inf`` stands for an interaction that was never answered)."""
    if not values:
        return float("nan")
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q / 100 * len(s) + 0.5) - 1))]


def dist_ms(values: list[float]) -> dict[str, float | None]:
    """n, p50, p90, p99, max in ms; None where the percentile is an unanswered interaction."""
    def ms(x: float) -> float | None:
        return None if x == float("inf") else round(x * 1000, 2)

    out: dict[str, float | None] = {"n": len(values)}
    for name, q in (("p50", 50), ("p90", 90), ("p99", 99), ("max", 100)):
        out[name] = ms(pct(values, q))
    return out


def _route(method: str, path: str) -> str:
    path = re.sub(r"/interactions/\d+/[^/]+/", "/interactions/{id}/{token}/", path)
    path = re.sub(r"/webhooks/(\d+)/[^/]+", r"/webhooks/\1/{token}", path)
    return method + " " + re.sub(r"\d{6,}", "{id}", path.removeprefix("/api/v10"))


def distribution(x: dict[str, float | None]) -> str:
    """``p50 … p90 … p99 … max … ms`` of a :func:`dist_ms`."""
    return f"p50 {ms_text(x['p50'])}  p90 {ms_text(x['p90'])}  p99 {ms_text(x['p99'])}  max {ms_text(x['max'])} ms"


def ms_text(x: float | None) -> str:
    return "  never" if x is None else f"{x:7.1f}"


def kind_lines(o: dict[str, Any]) -> list[str]:
    """The response and settled percentiles by kind of interaction, one line each."""
    lines = ["by kind (ms):            response                      settled"]
    for k, v in o["response_by_kind_ms"].items():
        w = o["settled_by_kind_ms"].get(k, {"p50": None, "p99": None})
        lines.append(f"    {k:14s} n {v['n']:5d}  p50 {ms_text(v['p50'])}  p99 {ms_text(v['p99'])}  "
                     f"p50 {ms_text(w['p50'])}  p99 {ms_text(w['p99'])}")
    return lines


def press_answers(standin: StandIn, ids: list[int]) -> dict[str, Any]:
    """How the presses on a public message (the table message) were answered: by the edit that
    shows them (UPDATE_MESSAGE, one request) or with a deferred update first (two requests).
    Presses answered with a message or a form of their own are left out."""
    kinds: Counter[int] = Counter()
    for i in ids:
        rec = standin.interactions[i]
        message = standin.messages.get(rec.message_id) if rec.message_id is not None else None
        if rec.type == COMPONENT and message is not None and not message.ephemeral:
            kinds[rec.response_type] += 1
    by_edit, deferred = kinds[UPDATE_MESSAGE], kinds[DEFERRED_UPDATE]
    return {"by_edit": by_edit, "deferred": deferred,
            "by_edit_share": by_edit / (by_edit + deferred) if by_edit + deferred else 0.0}


def press_answers_line(pa: dict[str, Any]) -> str:
    return (f"presses on a public message answered: {pa['by_edit']} by the edit that shows them, "
            f"{pa['deferred']} with a deferred update ({pa['by_edit_share'] * 100:.1f}% by the edit)")


def press_figures(ids: list[int], fed_at: dict[int, float], answered_at: dict[int, float],
                  settled_at: dict[int, float], kinds: dict[int, str], standin: StandIn) -> dict[str, Any]:
    """Response (fed to the bot -> its first answer reached Discord) and settled (fed -> the bot
    done with everything the press set in motion) of the interactions ``ids``, overall and by
    kind. An interaction never answered (past Discord's 3 s, or the bot died) counts as
    infinitely late; one never settled (its bot process died) is left out of "settled"."""
    never = float("inf")
    answered = [answered_at[i] - fed_at[i] if i in answered_at else never for i in ids]
    settled = [settled_at[i] - fed_at[i] for i in ids if i in settled_at]
    by_kind: dict[str, list[float]] = {}
    settled_by_kind: dict[str, list[float]] = {}
    for i, took in zip(ids, answered, strict=True):
        by_kind.setdefault(kinds[i], []).append(took)
        if i in settled_at:
            settled_by_kind.setdefault(kinds[i], []).append(settled_at[i] - fed_at[i])
    return {
        "unanswered": sum(1 for i in ids if not standin.interactions[i].responded),
        "response_ms": dist_ms(answered), "settled_ms": dist_ms(settled),
        "response_by_kind_ms": {k: dist_ms(v) for k, v in sorted(by_kind.items())},
        "settled_by_kind_ms": {k: dist_ms(v) for k, v in sorted(settled_by_kind.items())},
        "playing": _playing(ids, fed_at, answered_at, settled_at, kinds),
    }


def _playing(ids: list[int], fed_at: dict[int, float], answered_at: dict[int, float], settled_at: dict[int, float],
             kinds: dict[int, str]) -> dict[str, Any] | None:
    """The same figures once every table is playing: for the presses fed after the last
    table's *Empezar* was done. Every table is opened in the run's first seconds, a burst a
    server meets only when a tournament round starts; this is the sustained load."""
    starts = [settled_at.get(i, fed_at[i]) for i in ids if kinds[i] == "start"]
    if not starts or not ids:
        return None
    since = max(starts)
    mine = [i for i in ids if fed_at[i] >= since]
    span = max((fed_at[i] for i in mine), default=since) - since
    if len(mine) < 2 or span <= 0:
        return None
    never = float("inf")
    return {
        "from_s": since - min(fed_at[i] for i in ids), "interactions": len(mine), "per_s": len(mine) / span,
        "response_ms": dist_ms([answered_at[i] - fed_at[i] if i in answered_at else never for i in mine]),
        "settled_ms": dist_ms([settled_at[i] - fed_at[i] for i in mine if i in settled_at]),
    }


def playing_lines(o: dict[str, Any]) -> list[str]:
    """The sustained load's line, when the run had one."""
    p = o.get("playing")
    if not p:
        return []
    return [f"once every table plays (from {p['from_s']:.1f} s: {p['interactions']} interactions, "
            f"{p['per_s']:.1f}/s fed): response p50 {ms_text(p['response_ms']['p50'])} p99 "
            f"{ms_text(p['response_ms']['p99'])}; settled p50 {ms_text(p['settled_ms']['p50'])} p99 "
            f"{ms_text(p['settled_ms']['p99'])} ms",
            *([f"  its CPU ({p['cpu_window_s']:.1f} s, {p['cpu_window_interactions']} interactions): bots "
               f"{p['bot_cpu_per_interaction_ms']:.2f} ms per interaction ({p['bot_cores_busy']:.2f} cores), bench "
               f"{p['bench_cpu_per_interaction_ms']:.2f} ms, database server {p['server_cpu_per_interaction_ms']:.2f} ms; "
               f"machine {p['machine_cores_busy']:.2f} cores busy"] if "bot_cpu_per_interaction_ms" in p else [])]


def make_world(standin: StandIn, tables: int, per_guild: int,
               new_guild: Callable[[int, str], GuildRec] | None = None) -> tuple[list[ChannelRec], list[UserRec]]:
    """``tables`` channels, ``per_guild`` to a guild, and one person per channel, a member of
    that guild only. ``new_guild(g, name)`` makes the ``g``-th guild (default: the stand-in's
    next id)."""
    make = new_guild or (lambda g, name: standin.add_guild(name))
    channels = []
    guild = None
    for i in range(tables):
        if i % per_guild == 0:
            guild = make(i // per_guild, f"Taberna {i // per_guild + 1}")
        assert guild is not None
        channels.append(standin.add_channel(guild, f"mus-{i + 1}"))
    users = [standin.add_user(f"Jugador{i + 1}", guilds=[standin.guilds[ch.guild_id]])
             for i, ch in enumerate(channels)]
    return channels, users


def add_people_args(ap: argparse.ArgumentParser) -> None:
    """The options of the tables and the people, the same in both benches."""
    ap.add_argument("--tables", type=int, default=10, help="concurrent tables (default 10)")
    ap.add_argument("--hands", type=int, default=3, help="hands each table plays (default 3)")
    ap.add_argument("--seconds", type=float, default=0.0, help="play for this long instead of --hands")
    ap.add_argument("--level", default="expert", choices=LEVELS,
                    help="the computer players' level (default expert)")
    ap.add_argument("--human", default="basic", choices=LEVELS,
                    help="the code that chooses the simulated people's moves (default basic)")
    ap.add_argument("--think", type=float, default=2.0,
                    help="mean seconds a person takes per action (default 2; 0: as fast as possible)")
    ap.add_argument("--per-guild", type=int, default=1, help="tables (channels) per guild (default 1)")
    ap.add_argument("--tantos", type=int, choices=(30, 40), help="the tables' tantos (default: the server's, 40)")
    ap.add_argument("--juegos", type=int, choices=range(1, 6), metavar="1-5",
                    help="juegos a partida (default: the server's); --tantos 30 --juegos 1 ends a partida every "
                         "few hands, so its end (ratings, MSST, logros, the result) is in the mix")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds to wait for the bot per interaction")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--verbose", action="store_true", help="echo the bot's log warnings")
