"""A table's clocks: the time to act, the pause before the next hand, the idle close.

Time comes from an injectable clock and advances only through ``tick(now)``, which the bot
calls every second and the tests call with the times they want: nothing here sleeps, so a
test moves a table through an hour of time-outs in a loop. A table whose timers cannot run
(held by its tournament, paused because nobody can see it) has none armed. Which timers a
moment of the game has is the table's own to say (``Table.arm_timers``); here they run out.
"""

from __future__ import annotations

import logging

from musbot.engine.events import Event

from .errors import TableError
from .model import Table
from .status import OPEN_STATUSES, TableStatus
from .turns import Turns

log = logging.getLogger(__name__)


class Timers(Turns):
    async def tick(self, now: float | None = None) -> list[Table]:
        """Run what is due: time-outs, the next hand after the pause, idle tables. Returns the
        tables changed. One table's failure is its own: the others' timers still run."""
        now = self.clock() if now is None else now
        changed: list[Table] = []
        for table in list(self.tables.values()):
            events: list[Event] | None = None
            async with table.lock:
                try:
                    events = await self._due(table, now)
                except TableError:  # not written: try again at the next tick
                    events = None
                except Exception:  # a bug: the table is as it was, and tries again at the next tick
                    log.exception("the timers of the table at channel %s failed", table.channel_id)
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

    async def shutdown(self) -> None:
        """Everything is already durable; just stop the timers."""
        for table in self.tables.values():
            table.deadline = table.next_hand_at = None
