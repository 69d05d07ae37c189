"""A partida played: started, acted in, its hands dealt, its revancha, its table closed.

Every change takes the table's lock, is written as one block (unit.py) and is told to the
listeners once committed; each returns what it did (``Applied``). Whatever does not fit the
moment (a stale hand, out of turn, not seated) is refused with a ``TableError`` before anything
moves. The engine says what is legal; here is only who may say it, and when.
"""

from __future__ import annotations

from typing import Any

from musbot.engine import Action, Match, Sena, Show4567

from . import tutorial
from .commands import Applied
from .errors import TableError
from .model import Table
from .official import ready
from .status import TableStatus
from .turns import Turns


class Play(Turns):
    async def start(self, channel_id: int, user_id: int) -> Applied:
        """The partida starts once the four seats are taken. At an official table this is each
        person's 'I am here': it starts when the four have said it."""
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
            if table.official and (table.status != TableStatus.WAITING
                                   or not set(table.humans()) <= ready(table, self.clock())):
                if table.status != TableStatus.WAITING:
                    raise TableError("tourn.table.no_rematch")
                snap = table.freeze()  # who is there so far: the table message says it
                return await self._notify(snap)
            async with self._durably(table):
                await self._start_partida(table)
            snap = table.freeze()
        return await self._notify(snap, snap.public.view.events if snap.public.view else ())

    async def _start_partida(self, table: Table) -> None:
        assert table.seed is not None
        table.match = Match.new(table.rules, table.seed, table.first_mano, shuffle=table.shuffle,
                                head_start=table.head_start)
        table.status = TableStatus.PLAYING
        table.results, table.uncounted = [], False
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

    async def rematch(self, channel_id: int, user_id: int) -> Applied:
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
                table.seed_partida(self.new_seed())  # a revancha is a new partida: its own seed and log
                table.status = TableStatus.WAITING
                table.match = None
                table.taught = tutorial.first_times(table.taught)  # its hands' counts are new ones
                table.id = await (await self._tx(table)).create_table(table)
                await self._start_partida(table)
            snap = table.freeze()
        return await self._notify(snap)

    async def close(self, channel_id: int, user_id: int, can_manage: bool = False) -> Applied:
        """Its opener (or whoever may manage the channel) takes the table away, not counted."""
        table = self.get(channel_id)
        async with table.lock:
            if user_id != table.creator_id and not can_manage:
                raise TableError("error.not_creator")
            async with self._durably(table):
                await self._close(table)
            snap = table.freeze()
        return await self._notify(snap)

    async def act(self, channel_id: int, user_id: int, hand_number: int, action: Action) -> Applied:
        """A person's action. Everything it does not fit raises TableError."""
        table = self.get(channel_id)
        async with table.lock:
            free = isinstance(action, (Sena, Show4567))  # R26, R8: they take no turn
            seat = self._seat_to_act(table, user_id, hand_number, needs_turn=not free)
            async with self._durably(table):
                events = await self._apply(table, seat, action)
                table.last_activity = self.clock()
                events += await self._advance(table, events)
            snap = table.freeze()
        return await self._notify(snap, events)

    def check_turn(self, channel_id: int, user_id: int, hand_number: int) -> None:
        """Raise the same TableError ``act`` would for a move out of turn (e.g. before the
        amount of an envido is asked for)."""
        self._seat_to_act(self.get(channel_id), user_id, hand_number, needs_turn=True)

    async def next_hand(self, channel_id: int, user_id: int, hand_number: int) -> Applied:
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
        return await self._notify(snap, events)

    def _seat_to_act(self, table: Table, user_id: int, hand_number: int, needs_turn: bool) -> int:
        match = self._playing(table, hand_number)
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError("error.not_seated")
        _back(table, seat)
        if needs_turn and seat not in match.to_act():
            key, params = _why_not(table, seat)
            raise TableError(key, **params)
        return seat

    @staticmethod
    def _playing(table: Table, hand_number: int) -> Match:
        if table.status != TableStatus.PLAYING or table.match is None:
            raise TableError("error.stale")
        if table.held is not None:
            raise TableError(table.held)
        if hand_number != table.match.hand_number:
            raise TableError("error.stale")
        return table.match


def _back(table: Table, seat: int) -> None:
    """A person acts again where a computer player was acting for them."""
    s = table.seats[seat]
    if s is not None and s.auto:
        s.auto = False


def _why_not(table: Table, seat: int) -> tuple[str, dict[str, Any]]:
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
