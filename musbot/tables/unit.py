"""The unit of work of a table: everything one press sets in motion is one store transaction.

A press's action, the computer players' replies it sets off and the hand's record reach the
store together, committed before anyone is told; if they cannot be written, the table in
memory goes back to where it was before the press, so memory and file stay equal. The
transaction is short: it begins at the block's first write (``tx``), or at its end for the
actions alone, so what is decided before that (the computer players' moves) never holds the
store's single writer; the actions go in one call (the table's log length is its next
sequence number: nothing is read back).

A partida's end is committed with the press that won it; the league counts it just after, in a
transaction of its own, so a failure of the league never takes a won partida back: it is
logged once and the partida counted at the next start.

A store that cannot write is told to the person as ``error.store`` (and logged once); any
other exception inside a block is a bug: the table is put back all the same and the exception
goes on, untouched, to the one error path that logs it and answers the person.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from typing import Any

from musbot.engine import Action, Match, action_to_dict
from musbot.store.errors import StoreError

from .errors import TableError
from .model import Table
from .persistence import TablePersistence
from .shards import TableTakenOver

log = logging.getLogger(__name__)

# what a store that cannot write raises (the store translates its drivers' errors into
# StoreError; a file system refusing a write is an OSError)
STORE_FAILURES: tuple[type[BaseException], ...] = (StoreError, OSError)


class UnitOfWork:
    def __init__(self, store: TablePersistence, forget: Callable[[Table], None]) -> None:
        self.store = store
        self._forget = forget  # a table another process drives now is dropped from this one
        self._blocks: dict[int, _Block] = {}  # id(table) -> its block under durably

    @contextlib.asynccontextmanager
    async def durably(self, table: Table) -> AsyncIterator[None]:
        """One store transaction for the block (one commit per press, not one per action)."""
        before = _Rollback(table)
        block = self._blocks[id(table)] = _Block()
        try:
            try:
                yield
                if block.actions:
                    await self.tx(table)
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
                if block.ended:
                    await self._count(table)
        except TableError:
            before.restore(table)
            raise
        except TableTakenOver as exc:  # another process drives it now: forget it, say nothing
            log.warning("table at channel %s dropped from this process: %s", table.channel_id, exc)
            self._forget(table)
            raise TableError("error.stale") from None
        except STORE_FAILURES:
            log.exception("could not store a change at table %s", table.channel_id)
            before.restore(table)
            raise TableError("error.store") from None
        except BaseException:  # a bug (or a cancellation): the table as it was, the error goes on
            before.restore(table, replay=True)  # the Match may have been left half-way through a move
            raise
        finally:
            self._blocks.pop(id(table), None)

    async def tx(self, table: Table) -> TablePersistence:
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

    def persist(self, table: Table, seat: int | None, action: Action, seq: int) -> None:
        """The action is written with the block's others, in one call (``tx``)."""
        self._blocks[id(table)].actions.append((seq, seat, action_to_dict(action)))

    def ended(self, table: Table) -> None:
        """The block ended a partida: the league counts it once the block is committed."""
        self._blocks[id(table)].ended = True

    async def _count(self, table: Table) -> None:
        """The league counts the partida just ended, in its own transaction. Its end is
        committed and stands whatever happens here: a failure (a bug, a store that cannot
        write) is logged once, the table says the partida is counted later, and the next start
        counts it (``count_pending``)."""
        try:
            table.results = await self.store.count_partida(table)
        except Exception:
            log.exception("the league could not count the partida ended at table %s (partida %s): its end "
                          "stands, and the next start counts it", table.channel_id, table.partida_id)
            table.results, table.uncounted = [], True

    def recorded(self, table: Table) -> None:
        """The block recorded a hand: its id is read once the block is committed."""
        self._blocks[id(table)].recorded = True


class _Block:
    """A block under ``durably``: its transaction once begun, and the actions not yet written."""

    def __init__(self) -> None:
        self.stack = contextlib.AsyncExitStack()
        self.begun = False
        self.actions: list[tuple[int, int | None, dict[str, Any]]] = []
        self.recorded = False  # a hand was recorded: its id is read once committed
        self.ended = False  # a partida was ended: the league counts it once committed


class _Rollback:
    """What a block under ``durably`` may change in a table, to put it back."""

    def __init__(self, table: Table) -> None:
        self.match = table.match
        self.log_len = len(table.match.log) if table.match is not None else 0
        self.fields = {name: getattr(table, name) for name in _RESTORED}
        self.results = list(table.results)
        self.recent = list(table.recent)
        self.ai = dict(table.ai)
        self.auto = [s.auto if s is not None else False for s in table.seats]

    def restore(self, table: Table, replay: bool = False) -> None:
        m = self.match
        if m is not None and (replay or len(m.log) != self.log_len):  # the Match moved on: replay its start
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
             "next_hand_at", "last_activity", "message_id", "shuffle", "hand_id", "earned", "taught", "saved", "uncounted")
