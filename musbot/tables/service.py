"""The table service: one table per channel, in the game's words.

It takes typed commands (commands.py) and answers with what they did (``Applied``: the frozen
snapshot of the committed change, and its public events); refusals are ``TableError``s, a
catalogue key and its values. Everything a presenter needs reaches it as frozen snapshots,
told to its listeners after every committed change; it knows nothing of how a command was
asked for or how a table is shown.

Every change happens under its table's lock and is one store transaction (unit.py), so
simultaneous commands apply once each, in order, and a change that cannot be written leaves
the table as it was. The service is one object made of its concerns, a module each: who sits
(seating.py), the partida and the computer players' turns (play.py, turns.py), the clocks
(timers.py), tables that stop without ending (pausing.py), over what they share (core.py).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Sequence
from typing import assert_never

from .commands import (
    NOTHING,
    Act,
    Actor,
    AddComputer,
    Applied,
    Close,
    Command,
    Here,
    NextHand,
    Rematch,
    RemoveComputer,
    Sit,
    Stand,
    Start,
    hand_of,
    while_paused,
)
from .core import IDLE_CLOSE, NEXT_HAND_PAUSE, Listener, PresenceListener
from .errors import TableError
from .model import Table
from .official import READY_FOR
from .pausing import Pausing
from .play import Play
from .seating import Seating
from .snapshot import SeatSnapshot, TableSnapshot
from .status import TableStatus
from .timers import Timers
from .turns import MAX_AI_STEPS
from .unit import STORE_FAILURES

__all__ = ["IDLE_CLOSE", "MAX_AI_STEPS", "NEXT_HAND_PAUSE", "READY_FOR", "Listener", "PresenceListener",
           "TableService"]

log = logging.getLogger(__name__)


class TableService(Seating, Play, Timers, Pausing):
    # ------------------------------------------------------------------ commands
    async def apply(self, channel_id: int, actor: Actor, command: Command,
                    acknowledged: Awaitable[bool] | None = None) -> Applied:
        """A person's command, as a press asks it: the one entry point of presses.

        ``acknowledged``: whether the person was told their press was taken. The command keeps
        its place among the table's commands (their arrival order) while that is awaited, and
        is applied only if it was: a person shown that their press failed expects nothing to
        have happened (presses apply in order, once each). Without it, the command is applied
        at once. Any command of a seated person at an official table says they are there."""
        self.check_fresh(channel_id, hand_of(command), while_paused=while_paused(command))
        async with self.get(channel_id).order:
            if acknowledged is not None:
                if not await acknowledged:
                    return NOTHING
                self.check_fresh(channel_id, hand_of(command), while_paused=while_paused(command))
            await self._present(channel_id, actor.user_id)
            return await self._run(channel_id, actor, command)

    async def _run(self, channel_id: int, actor: Actor, command: Command) -> Applied:
        user = actor.user_id
        match command:
            case Sit(seat):
                return await self.sit(channel_id, user, actor.name, seat)
            case Stand():
                return await self.stand(channel_id, user)
            case AddComputer(level, seat):
                return await self.add_ai(channel_id, user, level, seat)
            case RemoveComputer(seat):
                return await self.remove_ai(channel_id, user, seat)
            case Start():
                return await self.start(channel_id, user)
            case Close(may_manage):
                return await self.close(channel_id, user, may_manage)
            case Rematch():
                return await self.rematch(channel_id, user)
            case NextHand(hand):
                return await self.next_hand(channel_id, user, hand)
            case Act(hand, action):
                return await self.act(channel_id, user, hand, action)
            case Here():
                return await self.here(channel_id, user)
            case _:
                assert_never(command)

    def check_fresh(self, channel_id: int, hand: int | None = None, *, while_paused: bool = False) -> None:
        """A command for a closed table, or for a hand (``hand``) of an earlier partida or hand,
        is stale: TableError ``error.stale`` (this is over). A paused table takes nothing but
        what may come ``while_paused``: the person is told what the bot lacks (``faults.paused``)."""
        table = self.tables.get(channel_id)
        if table is None or table.status == TableStatus.CLOSED:
            raise TableError("error.stale")
        if table.paused is not None and not while_paused:
            raise TableError("faults.paused", perms=table.paused)
        if hand is not None and (table.status != TableStatus.PLAYING or hand != table.hand_number):
            raise TableError("error.stale")

    # ------------------------------------------------------------------ lifecycle
    async def recover(self) -> list[Table]:
        """Rebuild every open table from the store (seed + action log) after a restart, and
        have the league count the partidas that ended while it could not."""
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
                    except Exception:  # a bug: logged, and the other tables recover all the same
                        log.exception("recovering the table at channel %s failed", table.channel_id)
        try:  # partidas whose end stood while the league could not count them
            counted = await self.store.count_pending()
        except Exception:  # the tables serve all the same; the next start tries again
            log.exception("counting the partidas the league had not counted failed")
        else:
            if counted:
                log.info("the league counted %d partidas it had not counted when they ended", counted)
        return tables

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
                except STORE_FAILURES:
                    log.exception("could not store the tutorial's progress at table %s", channel_id)
                    table.taught = before
                    raise TableError("error.store") from None
                except BaseException:
                    table.taught = before
                    raise
        return new

    def message_id(self, channel_id: int) -> int | None:
        table = self.tables.get(channel_id)
        return table.message_id if table is not None else None

    async def attach_message(self, channel_id: int, message_id: int) -> None:
        """The table is shown by this message from now on (stored, under the lock)."""
        table = self.tables.get(channel_id)
        if table is None:
            return
        async with table.lock:
            if table.message_id == message_id:
                return
            async with self._durably(table):
                table.message_id = message_id
                await (await self._tx(table)).save_table(table)
