"""A table that stops without ending: held by its tournament, paused while nobody can see it,
dropped when its channel is gone.

Held (a tournament's decision: a tie waiting for a ruling) and paused (the bot lost a
permission in the channel) are two reasons with one effect: no clock runs, so no computer
player takes an absent person's seat and nothing is counted meanwhile. A held table refuses
the game's presses with the tournament's own words; a paused one takes none but its closing
(the person is told what the bot lacks). Both start their clocks afresh when they go on.
"""

from __future__ import annotations

import logging

from .core import TableCore
from .errors import TableError
from .status import TableStatus

log = logging.getLogger(__name__)


class Pausing(TableCore):
    def paused(self, channel_id: int) -> str | None:
        """What the bot lacks to show this table (None: it is not paused)."""
        table = self.tables.get(channel_id)
        return table.paused if table is not None else None

    def paused_tables(self, guild_id: int) -> list[tuple[int, str]]:
        """(channel, what the bot lacks) of this server's paused tables."""
        return [(t.channel_id, t.paused) for t in self.tables.values() if t.guild_id == guild_id and t.paused]

    async def pause(self, channel_id: int, missing: str) -> None:
        """Nobody can see the table (the bot lost a permission in its channel): its timers stop;
        the idle rule closes it, not counted, if the pause lasts."""
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
            table.arm_timers(self.clock(), self.next_hand_pause)
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
            except Exception as exc:  # not written: the table stays paused, the next start closes it
                if not isinstance(exc, TableError):
                    log.exception("closing the table of the deleted channel %s failed", channel_id)
                table.paused = table.paused or "view_channel"
                table.deadline = table.next_hand_at = None
                return
            snap = table.freeze()
        await self._notify(snap)

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
            table.arm_timers(self.clock(), self.next_hand_pause)
            snap = table.freeze()
        await self._notify(snap)
