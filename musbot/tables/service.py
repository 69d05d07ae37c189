"""The Discord-free table service: seats, turns, timers, computer players and persistence.

One Table per channel; every change happens under that table's lock, so simultaneous presses
apply once each, in order. Everything one press sets in motion (its action, the computer
players' replies, the hand's record) is one store transaction, committed before anyone is
told; if it cannot be written, the table in memory goes back to where it was. The transaction
is short: the computer players decide first, from their views, and the actions of the press
reach the store in one call, when the block ends or just before the first other write (the
table's log length is its next sequence number: nothing is read back).

Listeners are told about every committed change (opening a table included) with a frozen
``TableSnapshot`` taken under the lock and the public events of the change: that is all a
presenter needs, and all it may hand to a picture thread (snapshot.py).
Time comes from an injectable clock and advances only through ``tick(now)``, which the bot
calls every second and the tests call with the times they want.
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

from musbot.ai.personality import PERSONALITIES, is_personality
from musbot.ai.player import LEVELS, make_player, parse_config, seat_personality
from musbot.engine import (
    Action,
    IllegalAction,
    Match,
    Rules,
    Sena,
    Show4567,
    action_to_dict,
)
from musbot.engine import shuffle as sh
from musbot.engine.events import Event
from musbot.engine.view import PLAYING_PHASES

from . import tutorial
from .errors import TableError
from .model import DEFAULT_SECONDS, Seat, Table
from .names import computer_seat_name
from .official import passive_action
from .persistence import TablePersistence
from .shards import TableTakenOver
from .snapshot import SeatSnapshot, TableSnapshot
from .words import OPEN_STATUSES, Press, TableStatus, Verb, action_of

log = logging.getLogger(__name__)

# told about every committed change: the table's snapshot and the change's public events
Listener = Callable[[TableSnapshot, tuple[Event, ...]], Awaitable[None]]
# told the first time a seated person presses anything at an official table (they are there)
PresenceListener = Callable[[Table, int], Awaitable[None]]

NEXT_HAND_PAUSE = 20.0  # seconds the count stays on screen before the next hand
IDLE_CLOSE = 30 * 60.0  # a table nobody touched for this long closes itself
READY_FOR = 30 * 60.0  # official tables: a press older than this no longer says its person is there
MAX_AI_STEPS = 400  # a guard: computer players never loop forever

# the press being handled in this task, if someone waits for its result (Press.answer): every
# change it makes is told to the listeners with that token (TableSnapshot.answers)
_ANSWERING: contextvars.ContextVar[int | None] = contextvars.ContextVar("answering", default=None)


class TableService:
    def __init__(self, store: TablePersistence, clock: Callable[[], float] = time.time,
                 next_hand_pause: float = NEXT_HAND_PAUSE, idle_close: float = IDLE_CLOSE,
                 new_seed: Callable[[], int] | None = None) -> None:
        self.store = store
        self.clock = clock
        self.next_hand_pause = next_hand_pause
        self.idle_close = idle_close
        self.tables: dict[int, Table] = {}
        self.listeners: list[Listener] = []
        self._blocks: dict[int, _Block] = {}  # id(table) -> its block under _durably
        self.presence: list[PresenceListener] = []  # official tables (official.py)
        # where partidas get their seeds: 128 secret bits for real games, a seeded stream in tests
        self.new_seed: Callable[[], int] = new_seed or sh.new_seed

    # ------------------------------------------------------------------ lifecycle
    async def recover(self) -> list[Table]:
        """Rebuild every open table from the store (seed + action log) after a restart."""
        tables = await self.store.load_open_tables()
        now = self.clock()
        for table in tables:
            table.last_activity = now
            self.tables[table.channel_id] = table
            async with table.lock:
                if table.match is not None:
                    # a crash between a hand's last action and its record: _after finishes the job
                    try:
                        async with self._durably(table):
                            await self._after(table)
                    except TableError:  # not written now: the next start tries again
                        pass
        return tables

    def get(self, channel_id: int) -> Table:
        table = self.tables.get(channel_id)
        if table is None or table.status == TableStatus.CLOSED:
            raise TableError("error.no_table")
        return table

    async def snapshot(self, channel_id: int) -> TableSnapshot:
        """The table as it is now, frozen (taken under its lock: never half a press)."""
        table = self.get(channel_id)
        async with table.lock:
            return table.freeze()

    async def snapshots(self) -> list[TableSnapshot]:
        """Every open table as it is now."""
        out = []
        for table in list(self.tables.values()):
            async with table.lock:
                if table.status != TableStatus.CLOSED:
                    out.append(table.freeze())
        return out

    async def seat_snapshot(self, channel_id: int, user_id: int) -> SeatSnapshot:
        """What this person sees privately at their table now (refusals as TableError)."""
        snap = await self.snapshot(channel_id)
        if snap.public.status != TableStatus.PLAYING or snap.public.view is None:
            raise TableError("error.not_started")
        mine = snap.for_user(user_id)
        if mine is None:
            raise TableError("error.not_seated")
        return mine

    async def mark_taught(self, channel_id: int, topics: Sequence[str]) -> list[str]:
        """The tutorial gives the explanations ``topics`` at this table: returns those not given
        before, in order, now saved with the table (a restart does not repeat them). Under the
        lock, so two changes told at once never give one explanation twice."""
        table = self.get(channel_id)
        async with table.lock:
            new = [x for x in dict.fromkeys(topics) if x not in table.taught]
            if new:
                before = set(table.taught)
                table.taught.update(new)
                try:
                    async with self.store.transaction():
                        await self.store.save_table(table)
                except Exception:
                    log.exception("could not store the tutorial's progress at table %s", channel_id)
                    table.taught = before
                    raise TableError("error.store") from None
        return new

    def message_id(self, channel_id: int) -> int | None:
        table = self.tables.get(channel_id)
        return table.message_id if table is not None else None

    async def attach_message(self, channel_id: int, message_id: int) -> None:
        """The table's message on Discord is this one from now on (stored, under the lock)."""
        table = self.tables.get(channel_id)
        if table is None:
            return
        async with table.lock:
            if table.message_id == message_id:
                return
            async with self._durably(table):
                table.message_id = message_id
                await (await self._tx(table)).save_table(table)

    async def _notify(self, snapshot: TableSnapshot, events: list[Event] | tuple[Event, ...] = ()) -> None:
        public = tuple(e for e in events if e.visible_to(None))
        answer = _ANSWERING.get()
        if answer is not None:
            snapshot = dataclasses.replace(snapshot, answers=(answer,))
        # the listeners' work (and any task they start) is not the press's: its token stays here
        reset = _ANSWERING.set(None)
        try:
            for listener in list(self.listeners):
                try:
                    await listener(snapshot, public)
                except Exception:  # a broken view must not break the table
                    log.exception("table listener failed for channel %s", snapshot.channel_id)
        finally:
            _ANSWERING.reset(reset)

    # ------------------------------------------------------------------ presses
    def check_fresh(self, channel_id: int, verb: Verb | None, hand: int) -> None:
        """A press on a control of a closed table, an earlier partida or hand, or an unknown
        verb is stale: TableError ``error.stale`` (this is over). A paused table takes no
        press: the person is told what the bot lacks (``faults.paused``)."""
        table = self.tables.get(channel_id)
        if table is None or table.status == TableStatus.CLOSED or verb is None:
            raise TableError("error.stale")
        if table.paused is not None and verb is not Verb.CLOSE:
            raise TableError("faults.paused", perms=table.paused)
        if verb.of_hand and (table.status != TableStatus.PLAYING or hand != table.hand_number):
            raise TableError("error.stale")

    async def handle(self, press: Press, acknowledged: Awaitable[bool] | None = None) -> None:
        """A press of a button or a picker: the one place a verb becomes a service call.

        ``acknowledged``: whether Discord took the press (its answer to the interaction). The
        press keeps its place among the table's presses (their arrival order) while that is
        awaited, and is applied only if it was taken: a person whose press Discord showed as
        failed expects nothing to have happened (presses apply in order, once each). Without it,
        the press is applied at once (its answer is the change it makes: ``Press.answer``)."""
        self.check_fresh(press.channel_id, press.verb, press.hand)
        answering = _ANSWERING.set(press.answer)
        try:
            async with self.get(press.channel_id).order:
                if acknowledged is not None:
                    if not await acknowledged:
                        return
                    self.check_fresh(press.channel_id, press.verb, press.hand)
                await self._handle(press)
        finally:
            _ANSWERING.reset(answering)

    async def _handle(self, press: Press) -> None:
        channel, user, verb = press.channel_id, press.user_id, press.verb
        await self._present(channel, user)
        seat = verb.seat
        if seat is not None:
            await self.sit(channel, user, press.user_name, seat)
        elif verb is Verb.STAND:
            await self.stand(channel, user)
        elif verb is Verb.ADD_AI:
            await self.add_ai(channel, user, press.values[0] if press.values else "expert")
        elif verb is Verb.REMOVE_AI:
            await self.remove_ai(channel, user)
        elif verb is Verb.START:
            await self.start(channel, user)
        elif verb is Verb.CLOSE:
            await self.close(channel, user, press.can_manage)
        elif verb is Verb.REMATCH:
            await self.rematch(channel, user)
        elif verb is Verb.NEXT:
            await self.next_hand(channel, user, press.hand)
        else:
            action = action_of(verb, press.values)
            if action is None:  # a control that is not pressed here (Mis cartas, the forms)
                raise TableError("error.stale")
            await self.act(channel, user, press.hand, action)

    # ------------------------------------------------------------------ setup
    async def open_table(self, guild_id: int, channel_id: int, creator_id: int, creator_name: str,
                         rules: Rules | None = None, seconds: int = DEFAULT_SECONDS, lang: str = "es",
                         sit: bool = True, seed: int | None = None, personality: str = "club",
                         consejos: bool = False, learner: int | None = None, *,
                         seated: list[tuple[int, str]] | None = None, first_mano: int | None = None,
                         official: bool = False, present: tuple[int, ...] = ()) -> Table:
        """``personality``: the computer players' character when the add control names none;
        ``consejos``: the coach is on (never rated); ``learner``: the tutorial's person. A
        tournament's table (``official``) comes ``seated`` with four people (seats 0 and 2 one
        pair) and its ``first_mano`` (official.py)."""
        existing = self.tables.get(channel_id)
        if existing is not None and existing.status in OPEN_STATUSES:
            raise TableError("error.table_here")
        if not 10 <= seconds <= 3600:
            raise TableError("error.bad_seconds")
        if not is_personality(personality):
            raise TableError("error.bad_level", levels=", ".join(PERSONALITIES))
        table = Table(guild_id, channel_id, creator_id, rules or Rules(), seconds, lang,
                      personality=personality, consejos=consejos or learner is not None, learner=learner)
        _new_seed(table, seed if seed is not None else self.new_seed())
        if first_mano is not None:
            table.first_mano = first_mano
        table.official = official
        table.pressed.update(present)  # already there (a tie's later partida)
        table.ready.update(dict.fromkeys(present, self.clock()))
        if seated is not None:
            table.seats = [Seat("human", name, user) for user, name in seated]
        elif sit:
            table.seats[0] = Seat("human", creator_name, creator_id)
        table.last_activity = self.clock()
        self.tables[channel_id] = table  # the channel is taken before the first await
        async with table.lock:
            try:
                table.id = await self.store.create_table(table)
            except BaseException:
                self.tables.pop(channel_id, None)
                raise
            snap = table.freeze()
        await self._notify(snap)
        return table

    async def sit(self, channel_id: int, user_id: int, name: str, seat: int | None = None) -> Table:
        table = self.get(channel_id)
        self._not_official(table)
        async with table.lock:
            self._require(table, TableStatus.WAITING, "error.already_started")
            current = table.seat_of(user_id)
            if seat is None:
                free = [i for i, s in enumerate(table.seats) if s is None]
                if current is not None:
                    raise TableError("error.already_seated")
                if not free:
                    raise TableError("error.table_full")
                seat = free[0]
            if seat not in range(4):
                raise TableError("error.bad_seat")
            occupant = table.seats[seat]
            if occupant is not None and occupant.user_id != user_id:
                raise TableError("error.seat_taken")
            if current is not None:
                table.seats[current] = None
            table.seats[seat] = Seat("human", name, user_id)
            snap = await self._touch_setup(table)
        await self._notify(snap)
        return table

    async def stand(self, channel_id: int, user_id: int) -> Table:
        table = self.get(channel_id)
        self._not_official(table)
        async with table.lock:
            self._require(table, TableStatus.WAITING, "error.already_started")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("error.not_seated")
            table.seats[seat] = None
            snap = await self._touch_setup(table)
        await self._notify(snap)
        return table

    async def add_ai(self, channel_id: int, user_id: int, level: str = "expert", seat: int | None = None) -> Table:
        """``level`` as the add control sends it: ``expert``, ``expert:farolero``, ``basic``…
        (an expert without a personality gets the table's)."""
        table = self.get(channel_id)
        self._not_official(table)
        async with table.lock:
            self._require(table, TableStatus.WAITING, "error.already_started")
            try:
                level, personality = parse_config(level)
            except ValueError:
                raise TableError("error.bad_level", levels=", ".join(
                    [*LEVELS, *(f"expert:{p}" for p in PERSONALITIES)])) from None
            if level == "expert":
                personality = personality or table.personality
            free = [i for i, s in enumerate(table.seats) if s is None]
            if seat is None:
                if not free:
                    raise TableError("error.table_full")
                seat = free[0]
            if seat not in free:
                raise TableError("error.seat_taken")
            table.seats[seat] = Seat("ai", computer_seat_name(seat), None, level,
                                     personality=personality if level == "expert" else None)
            snap = await self._touch_setup(table)
        await self._notify(snap)
        return table

    async def remove_ai(self, channel_id: int, user_id: int, seat: int | None = None) -> Table:
        table = self.get(channel_id)
        self._not_official(table)
        async with table.lock:
            self._require(table, TableStatus.WAITING, "error.already_started")
            ais = [i for i, s in enumerate(table.seats) if s is not None and s.is_ai]
            if seat is None:
                if not ais:
                    raise TableError("error.no_ai")
                seat = ais[-1]
            if seat not in ais:
                raise TableError("error.no_ai")
            table.seats[seat] = None
            snap = await self._touch_setup(table)
        await self._notify(snap)
        return table

    async def _touch_setup(self, table: Table) -> TableSnapshot:
        table.last_activity = self.clock()
        await self.store.save_table(table)
        return table.freeze()

    @staticmethod
    def _not_official(table: Table) -> None:
        if table.official:  # seated by the tournament: no seat changes, no computer players
            raise TableError("tourn.table.seated")

    def _require(self, table: Table, status: TableStatus, key: str) -> None:
        if table.status != status:
            raise TableError(key)

    async def start(self, channel_id: int, user_id: int) -> Table:
        table = self.get(channel_id)
        async with table.lock:
            if table.status not in (TableStatus.WAITING, TableStatus.FINISHED):
                raise TableError("error.already_started")
            if table.seat_of(user_id) is None and user_id != table.creator_id:
                raise TableError("error.not_seated")
            if not table.full:
                raise TableError("error.not_full")
            if not table.humans():
                raise TableError("error.no_humans")
            if table.held is not None:
                raise TableError(table.held)
            if table.official and (table.status != TableStatus.WAITING or not set(table.humans()) <= self._ready(table)):
                if table.status != TableStatus.WAITING:
                    raise TableError("tourn.table.no_rematch")
                snap = table.freeze()  # who is there so far: the table message says it
                await self._notify(snap)
                return table
            async with self._durably(table):
                await self._start_partida(table)
            snap = table.freeze()
        await self._notify(snap, snap.public.view.events if snap.public.view else ())
        return table

    async def _start_partida(self, table: Table) -> None:
        assert table.seed is not None
        table.match = Match.new(table.rules, table.seed, table.first_mano, shuffle=table.shuffle)
        table.status = TableStatus.PLAYING
        table.results = []
        table.hands_recorded = 0  # a revancha's hands are counted from its first
        table.recent.clear()
        for s in table.seats:
            if s is not None:
                s.auto = False
        table.ai = {}
        store = await self._tx(table)
        table.partida_id = await store.start_partida(table)
        await store.save_table(table)
        table.last_activity = self.clock()
        await self._advance(table, [])

    async def rematch(self, channel_id: int, user_id: int) -> Table:
        """Revancha: same seats, a new partida."""
        table = self.get(channel_id)
        if table.official:
            raise TableError("tourn.table.no_rematch")
        async with table.lock:
            if table.status != TableStatus.FINISHED:
                raise TableError("error.not_finished")
            if table.seat_of(user_id) is None:
                raise TableError("error.not_seated")
            async with self._durably(table):
                _new_seed(table, self.new_seed())  # a revancha is a new partida: its own seed and log
                table.status = TableStatus.WAITING
                table.match = None
                table.taught = tutorial.first_times(table.taught)  # its hands' counts are new ones
                table.id = await (await self._tx(table)).create_table(table)
                await self._start_partida(table)
            snap = table.freeze()
        await self._notify(snap)
        return table

    async def close(self, channel_id: int, user_id: int, can_manage: bool = False,
                    reason: str = "closed") -> Table:
        table = self.get(channel_id)
        async with table.lock:
            if user_id != table.creator_id and not can_manage:
                raise TableError("error.not_creator")
            async with self._durably(table):
                await self._close(table)
            snap = table.freeze()
        await self._notify(snap)
        return table

    async def _close(self, table: Table) -> None:
        store = await self._tx(table)
        if table.status == TableStatus.WAITING or (table.status == TableStatus.PLAYING and table.match is not None):
            # not counted; a waiting table's record closes too, so the channel is free in the store
            await store.finish_partida(table, None, counted=False)
        table.status = TableStatus.CLOSED
        table.deadline = table.next_hand_at = None
        await store.save_table(table)
        self.tables.pop(table.channel_id, None)

    # ------------------------------------------------------------------ when Discord cannot show it
    def paused(self, channel_id: int) -> str | None:
        """What the bot lacks to show this table (None: it is not paused)."""
        table = self.tables.get(channel_id)
        return table.paused if table is not None else None

    def paused_tables(self, guild_id: int) -> list[tuple[int, str]]:
        """(channel, what the bot lacks) of this server's paused tables."""
        return [(t.channel_id, t.paused) for t in self.tables.values() if t.guild_id == guild_id and t.paused]

    async def pause(self, channel_id: int, missing: str) -> None:
        """Nobody can see the table (the bot lost a permission in its channel): its timers stop,
        so no computer player takes an absent person's seat and nothing is counted while it is
        hidden; the idle rule closes it, not counted, if the pause lasts."""
        table = self.tables.get(channel_id)
        if table is None:
            return
        async with table.lock:
            if table.status != TableStatus.CLOSED:
                table.paused = missing
                table.deadline = table.next_hand_at = None

    async def resume(self, channel_id: int) -> None:
        """The table can be shown again: its timers start afresh."""
        table = self.tables.get(channel_id)
        if table is None or table.paused is None:
            return
        async with table.lock:
            if table.paused is None:
                return
            table.paused = None
            table.last_activity = self.clock()
            self._arm_timers(table)
            snap = table.freeze()
        await self._notify(snap)

    async def drop(self, channel_id: int) -> None:
        """The channel (or thread) is gone: its table closes at once, saved, not counted."""
        table = self.tables.get(channel_id)
        if table is None:
            return
        async with table.lock:
            if table.status == TableStatus.CLOSED:
                return
            try:
                async with self._durably(table):
                    await self._close(table)
            except TableError:  # not written: the table stays paused, the next start closes it
                table.paused = table.paused or "view_channel"
                table.deadline = table.next_hand_at = None
                return
            snap = table.freeze()
        await self._notify(snap)

    # ------------------------------------------------------------------ play
    async def act(self, channel_id: int, user_id: int, hand_number: int, action: Action) -> list[Event]:
        """A person's action, from a button. Everything it does not fit raises TableError."""
        table = self.get(channel_id)
        async with table.lock:
            free = isinstance(action, (Sena, Show4567))  # R26, R8: they take no turn
            seat = self._seat_to_act(table, user_id, hand_number, needs_turn=not free)
            async with self._durably(table):
                events = await self._apply(table, seat, action)
                table.last_activity = self.clock()
                events += await self._advance(table, events)
            snap = table.freeze()
        await self._notify(snap, events)
        return events

    def check_turn(self, channel_id: int, user_id: int, hand_number: int) -> None:
        """Raise the same TableError ``act`` would for a press out of turn (e.g. before a modal)."""
        self._seat_to_act(self.get(channel_id), user_id, hand_number, needs_turn=True)

    def _seat_to_act(self, table: Table, user_id: int, hand_number: int, needs_turn: bool) -> int:
        match = self._playing(table, hand_number)
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError("error.not_seated")
        self._back(table, seat)
        if needs_turn and seat not in match.to_act():
            key, params = self._why_not(table, seat)
            raise TableError(key, **params)
        return seat

    async def press(self, channel_id: int, user_id: int) -> Table:
        """Any press of a seated player: they are back if a computer player was acting for them."""
        table = self.get(channel_id)
        await self._present(channel_id, user_id)
        seat = table.seat_of(user_id)
        if seat is not None and table.seats[seat] is not None and table.seats[seat].auto:  # type: ignore[union-attr]
            async with table.lock:
                self._back(table, seat)
                await self.store.save_table(table)
                snap = table.freeze()
            await self._notify(snap)
        return table

    async def _present(self, channel_id: int, user_id: int) -> None:
        """The first press of a seated person at an official table: they are there."""
        table = self.tables.get(channel_id)
        if table is None or not table.official or table.seat_of(user_id) is None:
            return
        table.ready[user_id] = self.clock()
        if user_id in table.pressed:
            return
        table.pressed.add(user_id)
        for listener in list(self.presence):
            try:
                await listener(table, user_id)
            except Exception:
                log.exception("presence listener failed for channel %s", channel_id)

    def _ready(self, table: Table) -> set[int]:
        """Who is at an official table now: a liga's tie waits a whole jornada, so a press of
        Monday does not seat its person for a start on Friday; they press again."""
        now = self.clock()
        for user_id, at in list(table.ready.items()):
            if now - at > READY_FOR:
                del table.ready[user_id]
        return set(table.ready)

    async def hold(self, channel_id: int, key: str) -> None:
        """Stop the table's clocks; its game presses are refused with the catalogue ``key``."""
        table = self.tables.get(channel_id)
        if table is None or table.status == TableStatus.CLOSED:
            return
        async with table.lock:
            table.held = key
            table.deadline = table.next_hand_at = None
            snap = table.freeze()
        await self._notify(snap)

    async def release(self, channel_id: int) -> None:
        """The clocks of a held table run again, from now."""
        table = self.tables.get(channel_id)
        if table is None or table.held is None:
            return
        async with table.lock:
            table.held = None
            table.last_activity = self.clock()
            self._arm_timers(table)
            snap = table.freeze()
        await self._notify(snap)

    def _back(self, table: Table, seat: int) -> None:
        s = table.seats[seat]
        if s is not None and s.auto:
            s.auto = False

    def _playing(self, table: Table, hand_number: int) -> Match:
        if table.status != TableStatus.PLAYING or table.match is None:
            raise TableError("error.stale")
        if table.held is not None:
            raise TableError(table.held)
        if hand_number != table.match.hand_number:
            raise TableError("error.stale")
        return table.match

    def _why_not(self, table: Table, seat: int) -> tuple[str, dict[str, Any]]:
        match = table.match
        assert match is not None
        if match.phase == "hand_end":
            return "error.hand_over", {}
        if match.phase == "discard":
            return "error.already_discarded", {}
        if match.phase == "lances" and match.lance in ("pares", "juego"):
            decl = match.view(seat).pares if match.lance == "pares" else match.view(seat).juego
            if not decl[seat]:
                return f"error.no_{match.lance}", {}
        waiting = ", ".join(table.names()[s] for s in sorted(match.to_act()))
        return "error.not_your_turn", {"players": waiting}

    async def next_hand(self, channel_id: int, user_id: int, hand_number: int) -> list[Event]:
        table = self.get(channel_id)
        async with table.lock:
            match = self._playing(table, hand_number)
            if table.seat_of(user_id) is None:
                raise TableError("error.not_seated")
            if match.phase != "hand_end":
                raise TableError("error.hand_not_over")
            async with self._durably(table):
                events = await self._deal_next(table)
            snap = table.freeze()
        await self._notify(snap, events)
        return events

    async def _deal_next(self, table: Table) -> list[Event]:
        match = table.match
        assert match is not None
        events = match.next_hand()
        self._persist(table, None, match.log[-1][1], len(match.log) - 1)
        table.next_hand_at = None
        table.recent.clear()
        return events + await self._advance(table, events)

    async def _apply(self, table: Table, seat: int, action: Action) -> list[Event]:
        match = table.match
        assert match is not None
        try:
            events = match.apply(seat, action)
        except IllegalAction as exc:
            raise TableError("error.illegal", rule=str(exc).split(":")[0]) from None
        self._persist(table, seat, action, len(match.log) - 1)
        return events

    def _persist(self, table: Table, seat: int | None, action: Action, seq: int) -> None:
        """The action is written with the block's others, in one call (``_tx``)."""
        self._blocks[id(table)].actions.append((seq, seat, action_to_dict(action)))

    async def _tx(self, table: Table) -> TablePersistence:
        """The store inside the block's transaction, begun now if it was not yet, with the
        actions so far written first (so the store sees them in order)."""
        block = self._blocks[id(table)]
        if not block.begun:
            await block.stack.enter_async_context(self.store.transaction())
            block.begun = True
        if block.actions:
            entries, block.actions = block.actions, []
            await self.store.append_actions(table, entries)
        return self.store

    @contextlib.asynccontextmanager
    async def _durably(self, table: Table) -> AsyncIterator[None]:
        """One store transaction for the block (one commit per press, not one per action).

        The transaction begins at the block's first write (``_tx``), or at its end for the
        actions alone: whatever is decided before that (the computer players' moves) does
        not hold the store's single writer. If it cannot be written, the table in memory is
        put back as it was before the block, so memory and file stay equal, and the person is
        told (``error.store``).
        """
        before = _Rollback(table)
        block = self._blocks[id(table)] = _Block()
        try:
            try:
                yield
                if block.actions:
                    await self._tx(table)
            except BaseException as exc:
                if not await block.stack.__aexit__(type(exc), exc, exc.__traceback__):
                    raise
            else:
                await block.stack.aclose()  # the commit
                if block.recorded:  # "mano #4821" at the hand's end, and its replay button
                    try:
                        table.hand_id = await self.store.recorded_hand_id(table)
                    except Exception:  # committed: only the id is missing from the message
                        log.exception("could not read the id of the hand recorded at table %s", table.channel_id)
        except TableError:
            before.restore(table)
            raise
        except TableTakenOver as exc:  # another process drives it now: forget it, say nothing
            log.warning("table at channel %s dropped from this process: %s", table.channel_id, exc)
            if self.tables.get(table.channel_id) is table:
                del self.tables[table.channel_id]
            raise TableError("error.stale") from None
        except Exception:
            log.exception("could not store a change at table %s", table.channel_id)
            before.restore(table)
            raise TableError("error.store") from None
        finally:
            self._blocks.pop(id(table), None)

    def _player(self, table: Table, seat: int) -> Any:
        player = table.ai.get(seat)
        if player is None:
            s = table.seats[seat]
            level = s.level if s is not None and s.is_ai else "expert"
            named = s.personality if s is not None and s.is_ai else None
            player = make_player(level, seed=((table.seed or 0) + seat * 7919) % 2**32,
                                 personality=named or seat_personality(seat))
            table.ai[seat] = player
        return player

    def _automatic(self, table: Table, seat: int) -> bool:
        s = table.seats[seat]
        return s is None or s.is_ai or s.auto

    async def _advance(self, table: Table, events: list[Event]) -> list[Event]:
        """Let computer players (and players whose time ran out) act until a person must."""
        match = table.match
        assert match is not None
        produced: list[Event] = []
        for _ in range(MAX_AI_STEPS):
            if match.phase not in PLAYING_PHASES:
                break
            to_act = sorted(match.to_act())
            seats = [s for s in to_act if self._automatic(table, s)]
            if not seats or (match.phase == "lances" and len(seats) < len(to_act)):
                # facing a bet, a person answers first: their computer partner does not
                # speak over them (it still may after a no quiero, R18)
                break
            seat = seats[0]
            if table.official:  # a time-out at a tournament's table: the most passive action
                action = passive_action(match, seat)
            else:
                action = self._player(table, seat).decide(match.view(seat))
            try:
                new = match.apply(seat, action)
            except IllegalAction:
                # the kind only: an action can hold cards, and logs are not private
                log.warning("computer player at seat %s chose an illegal %s", seat, action.kind)
                action = _fallback(match.legal_actions(seat))
                new = match.apply(seat, action)
            self._persist(table, seat, action, len(match.log) - 1)
            produced += new
            match = table.match
            assert match is not None
        all_events = events + produced
        table.recent.extend(e for e in all_events if e.visible_to(None) and _narrated(e))
        await self._after(table)
        return produced

    async def _after(self, table: Table) -> None:
        """A counted hand is recorded once; a won partida is finished; timers are armed."""
        match = table.match
        assert match is not None
        if match.phase in ("hand_end", "match_end") and table.hands_recorded < match.hand_number:
            await (await self._tx(table)).record_hand(table, match)
            table.hands_recorded = match.hand_number
            self._blocks[id(table)].recorded = True
        if match.phase == "match_end":
            table.status = TableStatus.FINISHED
            table.deadline = table.next_hand_at = None
            store = await self._tx(table)
            table.results = await store.finish_partida(table, match.winner, counted=True)
            await store.save_table(table)
            return
        self._arm_timers(table)

    def _arm_timers(self, table: Table) -> None:
        match = table.match
        if match is None or table.status != TableStatus.PLAYING:
            table.deadline = table.next_hand_at = None
            return
        now = self.clock()
        if match.phase == "hand_end":
            table.deadline = None
            if table.next_hand_at is None:
                table.next_hand_at = now + self.next_hand_pause
        else:
            table.next_hand_at = None
            table.deadline = now + table.seconds

    # ------------------------------------------------------------------ time
    async def tick(self, now: float | None = None) -> list[Table]:
        """Run what is due: time-outs, the next hand after the pause, idle tables. Returns tables changed."""
        now = self.clock() if now is None else now
        changed: list[Table] = []
        for table in list(self.tables.values()):
            events: list[Event] | None = None
            async with table.lock:
                try:
                    events = await self._due(table, now)
                except TableError:  # not written: try again at the next tick
                    events = None
                snap = table.freeze() if events is not None else None
            if events is not None and snap is not None:
                changed.append(table)
                await self._notify(snap, events)
        return changed

    async def _due(self, table: Table, now: float) -> list[Event] | None:
        if table.held is not None:
            return None
        # a tournament table waiting for its four is the tournament's to end (grace, jornada)
        waits = table.official and table.status == TableStatus.WAITING
        if table.status in OPEN_STATUSES and not waits and now - table.last_activity >= self.idle_close:
            async with self._durably(table):
                await self._close(table)
            return []
        if table.status != TableStatus.PLAYING or table.match is None or table.paused is not None:
            return None  # paused: nobody can see it, so nobody's time runs out
        match = table.match
        if match.phase == "hand_end" and table.next_hand_at is not None and now >= table.next_hand_at:
            async with self._durably(table):
                return await self._deal_next(table)
        if table.deadline is not None and now >= table.deadline:
            async with self._durably(table):
                for seat in match.to_act():
                    s = table.seats[seat]
                    if s is not None and s.kind == "human":
                        s.auto = True
                await (await self._tx(table)).save_table(table)
                return await self._advance(table, [])
        return None

    # ------------------------------------------------------------------ shutdown
    async def shutdown(self) -> None:
        """Everything is already durable; just stop the timers."""
        for table in self.tables.values():
            table.deadline = table.next_hand_at = None


class _Block:
    """A block under ``_durably``: its transaction once begun, and the actions not yet written."""

    def __init__(self) -> None:
        self.stack = contextlib.AsyncExitStack()
        self.begun = False
        self.actions: list[tuple[int, int | None, dict[str, Any]]] = []
        self.recorded = False  # a hand was recorded: its id is read once committed


class _Rollback:
    """What a block under ``_durably`` may change in a table, to put it back."""

    def __init__(self, table: Table) -> None:
        self.match = table.match
        self.log_len = len(table.match.log) if table.match is not None else 0
        self.fields = {name: getattr(table, name) for name in _RESTORED}
        self.results = list(table.results)
        self.recent = list(table.recent)
        self.ai = dict(table.ai)
        self.auto = [s.auto if s is not None else False for s in table.seats]

    def restore(self, table: Table) -> None:
        m = self.match
        if m is not None and len(m.log) != self.log_len:  # the same Match moved on: replay its start
            m = Match.replay(m.rules, m.seed, m.log[: self.log_len], m.first_mano, m.first_deck,
                             shuffle=m.shuffle_version)
        table.match = m
        for name, value in self.fields.items():
            setattr(table, name, value)
        table.results = self.results
        table.recent.clear()
        table.recent.extend(self.recent)
        table.ai = self.ai if m is self.match else {}  # replayed: computer players start afresh
        for s, auto in zip(table.seats, self.auto, strict=True):
            if s is not None:
                s.auto = auto


_RESTORED = ("id", "status", "partida_id", "hands_recorded", "seed", "first_mano", "deadline",
             "next_hand_at", "last_activity", "message_id", "shuffle", "hand_id", "earned", "taught", "saved")


def _new_seed(table: Table, seed: int) -> None:
    """A new partida's seed: dealt with the latest shuffle (a table keeps its version, stored)."""
    table.seed = seed
    table.first_mano = sh.first_mano(seed)
    table.shuffle = sh.LATEST
    table.hand_id, table.earned = None, ()


def _narrated(event: Event) -> bool:
    return event.kind not in ("cards_dealt", "hand_dealt", "sena_seen")


def _fallback(actions: list[Action]) -> Action:
    for a in actions:
        if not isinstance(a, Sena):
            return a
    raise RuntimeError("no legal action")

