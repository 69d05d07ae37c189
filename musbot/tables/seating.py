"""Who sits at a table: opening it, taking and leaving seats, computer players in and out, and
the people of an official table saying they are there.

A table is set up while it waits; once its partida starts its seats are fixed (a person whose
time runs out is played for, not unseated). A tournament's table comes seated and takes no
seat changes (official.py). Each change is saved at once: a table being set up is rebuilt
after a restart with the seats it had.
"""

from __future__ import annotations

import logging

from musbot.ai.personality import PERSONALITIES, is_personality
from musbot.ai.player import LEVELS, parse_config
from musbot.engine import Rules

from .commands import NOTHING, Applied
from .core import TableCore
from .errors import TableError
from .model import DEFAULT_SECONDS, Seat, Table
from .names import computer_seat_name
from .snapshot import TableSnapshot
from .status import OPEN_STATUSES, TableStatus

log = logging.getLogger(__name__)


class Seating(TableCore):
    async def open_table(self, guild_id: int, channel_id: int, creator_id: int, creator_name: str,
                         rules: Rules | None = None, seconds: int = DEFAULT_SECONDS, lang: str = "es",
                         sit: bool = True, seed: int | None = None, personality: str = "club",
                         consejos: bool = False, learner: int | None = None, *,
                         seated: list[tuple[int, str]] | None = None, first_mano: int | None = None,
                         official: bool = False, present: tuple[int, ...] = (),
                         head_start: tuple[int, int] = (0, 0)) -> Table:
        """``lang``: the language its public message speaks; ``personality``: the computer
        players' character when the add control names none; ``consejos``: the coach is on
        (never rated); ``learner``: the tutorial's person. A tournament's table (``official``)
        comes ``seated`` with four people (seats 0 and 2 one pair), its ``first_mano`` and the
        juegos each pair has won before the first deal (``head_start``; official.py)."""
        existing = self.tables.get(channel_id)
        if existing is not None and existing.status in OPEN_STATUSES:
            raise TableError("error.table_here")
        if not 10 <= seconds <= 3600:
            raise TableError("error.bad_seconds")
        if not is_personality(personality):
            raise TableError("error.bad_level", levels=", ".join(PERSONALITIES))
        table = Table(guild_id, channel_id, creator_id, rules or Rules(), seconds, lang,
                      personality=personality, consejos=consejos or learner is not None, learner=learner)
        table.seed_partida(seed if seed is not None else self.new_seed())
        if first_mano is not None:
            table.first_mano = first_mano
        table.official = official
        table.head_start = head_start
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

    async def sit(self, channel_id: int, user_id: int, name: str, seat: int | None = None) -> Applied:
        table = self.get(channel_id)
        _not_official(table)
        async with table.lock:
            _require(table, TableStatus.WAITING, "error.already_started")
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
        return await self._notify(snap)

    async def stand(self, channel_id: int, user_id: int) -> Applied:
        table = self.get(channel_id)
        _not_official(table)
        async with table.lock:
            _require(table, TableStatus.WAITING, "error.already_started")
            seat = table.seat_of(user_id)
            if seat is None:
                raise TableError("error.not_seated")
            table.seats[seat] = None
            snap = await self._touch_setup(table)
        return await self._notify(snap)

    async def add_ai(self, channel_id: int, user_id: int, level: str = "expert", seat: int | None = None) -> Applied:
        """``level`` as the add control sends it: ``expert``, ``expert:farolero``, ``basic``…
        (an expert without a personality gets the table's)."""
        table = self.get(channel_id)
        _not_official(table)
        async with table.lock:
            _require(table, TableStatus.WAITING, "error.already_started")
            try:
                level, personality = parse_config(level)
            except ValueError:  # what a person chose is checked here, where it comes in
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
        return await self._notify(snap)

    async def remove_ai(self, channel_id: int, user_id: int, seat: int | None = None) -> Applied:
        table = self.get(channel_id)
        _not_official(table)
        async with table.lock:
            _require(table, TableStatus.WAITING, "error.already_started")
            ais = [i for i, s in enumerate(table.seats) if s is not None and s.is_ai]
            if seat is None:
                if not ais:
                    raise TableError("error.no_ai")
                seat = ais[-1]
            if seat not in ais:
                raise TableError("error.no_ai")
            table.seats[seat] = None
            snap = await self._touch_setup(table)
        return await self._notify(snap)

    async def give_head_start(self, channel_id: int, head_start: tuple[int, int]) -> bool:
        """The juegos each pair will have won when the waiting table's partida is first dealt
        (a tournament's late pair: official.py); False, and nothing changed, once it has begun."""
        table = self.tables.get(channel_id)
        if table is None or table.status != TableStatus.WAITING:
            return False
        async with table.lock:
            if table.status != TableStatus.WAITING or table.head_start == head_start:
                return table.status == TableStatus.WAITING
            before, table.head_start = table.head_start, head_start
            try:
                await self.store.set_head_start(table)
            except BaseException:
                table.head_start = before
                raise
            snap = table.freeze()
        await self._notify(snap)
        return True

    async def _touch_setup(self, table: Table) -> TableSnapshot:
        table.last_activity = self.clock()
        await self.store.save_table(table)
        return table.freeze()

    async def here(self, channel_id: int, user_id: int) -> Applied:
        """Any press of a seated person: they are back if a computer player was acting for
        them, and present at an official table."""
        table = self.get(channel_id)
        await self._present(channel_id, user_id)
        seat = table.seat_of(user_id)
        occupant = table.seats[seat] if seat is not None else None
        if occupant is None or not occupant.auto:
            return NOTHING
        async with table.lock:
            occupant.auto = False
            await self.store.save_table(table)
            snap = table.freeze()
        return await self._notify(snap)

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


def _not_official(table: Table) -> None:
    if table.official:  # seated by the tournament: no seat changes, no computer players
        raise TableError("tourn.table.seated")


def _require(table: Table, status: TableStatus, key: str) -> None:
    if table.status != status:
        raise TableError(key)
