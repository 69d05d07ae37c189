"""What every concern of the table service shares: the open tables, the store and the clock,
the unit of work, and the listeners told of every committed change.

The service is one object (``service.py``) made of one class per concern (seating, play,
timers, pausing), each in its own module and each a ``TableCore``: they share this state and
these few steps, and nothing else of each other.

Listeners are told about every committed change (opening a table included) with a frozen
``TableSnapshot`` taken under the lock and the public events of the change: that is all a
presenter needs, and all it may hand to a picture thread (snapshot.py). What a command did
comes back to its caller too, as an ``Applied`` holding the same snapshot.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Sequence

from musbot.engine import shuffle as sh
from musbot.engine.events import Event

from .commands import Applied
from .errors import TableError
from .model import Table
from .persistence import TablePersistence
from .snapshot import TableSnapshot
from .status import TableStatus
from .unit import UnitOfWork

log = logging.getLogger(__name__)

# told about every committed change: the table's snapshot and the change's public events
Listener = Callable[[TableSnapshot, tuple[Event, ...]], Awaitable[None]]
# told the first time a seated person presses anything at an official table (they are there)
PresenceListener = Callable[[Table, int], Awaitable[None]]

NEXT_HAND_PAUSE = 20.0  # seconds the count stays on screen before the next hand
IDLE_CLOSE = 30 * 60.0  # a table nobody touched for this long closes itself


class TableCore:
    def __init__(self, store: TablePersistence, clock: Callable[[], float] = time.time,
                 next_hand_pause: float = NEXT_HAND_PAUSE, idle_close: float = IDLE_CLOSE,
                 new_seed: Callable[[], int] | None = None) -> None:
        self.work = UnitOfWork(store, self._forget)
        self.clock = clock
        self.next_hand_pause = next_hand_pause
        self.idle_close = idle_close
        self.tables: dict[int, Table] = {}
        self.listeners: list[Listener] = []
        self.presence: list[PresenceListener] = []  # official tables (official.py)
        # where partidas get their seeds: 128 secret bits for real games, a seeded stream in tests
        self.new_seed: Callable[[], int] = new_seed or sh.new_seed

    @property
    def store(self) -> TablePersistence:
        return self.work.store

    @store.setter
    def store(self, store: TablePersistence) -> None:
        self.work.store = store

    def get(self, channel_id: int) -> Table:
        table = self.tables.get(channel_id)
        if table is None or table.status == TableStatus.CLOSED:
            raise TableError("error.no_table")
        return table

    def _forget(self, table: Table) -> None:
        if self.tables.get(table.channel_id) is table:
            del self.tables[table.channel_id]

    def _durably(self, table: Table) -> contextlib.AbstractAsyncContextManager[None]:
        return self.work.durably(table)

    async def _tx(self, table: Table) -> TablePersistence:
        return await self.work.tx(table)

    async def _notify(self, snapshot: TableSnapshot, events: Sequence[Event] = ()) -> Applied:
        """Tell the listeners of a committed change; what the change did, for its caller."""
        public = tuple(e for e in events if e.visible_to(None))
        for listener in list(self.listeners):
            try:
                await listener(snapshot, public)
            except Exception:  # a broken view must not break the table
                log.exception("table listener failed for channel %s", snapshot.channel_id)
        return Applied(snapshot, public)

    async def _close(self, table: Table) -> None:
        """The table ends (inside a block): a partida under way is not counted, and a waiting
        table's record closes too, so the channel is free in the store."""
        store = await self._tx(table)
        if table.status == TableStatus.WAITING or (table.status == TableStatus.PLAYING and table.match is not None):
            await store.finish_partida(table, None, counted=False)
        table.status = TableStatus.CLOSED
        table.deadline = table.next_hand_at = None
        await store.save_table(table)
        self.tables.pop(table.channel_id, None)
