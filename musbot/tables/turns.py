"""The game moving on inside a press: an action applied, then the computer players (and the
people whose time ran out) acting until a person must, then the hand's record and the
partida's end.

All of it runs inside one block of the unit of work (unit.py), so a press and everything it
sets off is one commit. The computer players decide from their own seat's view, before the
block's first write, and an illegal choice of theirs is logged by its kind only (an action can
hold cards, and logs are not private) and replaced by a legal one: a computer player never
stops a table.
"""

from __future__ import annotations

import logging
from typing import Any

from musbot.ai.player import make_player, seat_personality
from musbot.engine import Action, IllegalAction, Sena
from musbot.engine.events import Event
from musbot.engine.view import PLAYING_PHASES

from .core import TableCore
from .errors import TableError
from .model import Table
from .official import passive_action
from .status import TableStatus

log = logging.getLogger(__name__)

MAX_AI_STEPS = 400  # a guard: computer players never loop forever


class Turns(TableCore):
    async def _apply(self, table: Table, seat: int, action: Action) -> list[Event]:
        match = table.match
        assert match is not None
        try:
            events = match.apply(seat, action)
        except IllegalAction as exc:
            raise TableError("error.illegal", rule=str(exc).split(":")[0]) from None
        self.work.persist(table, seat, action, len(match.log) - 1)
        return events

    async def _deal_next(self, table: Table) -> list[Event]:
        match = table.match
        assert match is not None
        events = match.next_hand()
        self.work.persist(table, None, match.log[-1][1], len(match.log) - 1)
        table.next_hand_at = None
        table.recent.clear()
        return events + await self._advance(table, events)

    async def _advance(self, table: Table, events: list[Event]) -> list[Event]:
        """Let computer players (and players whose time ran out) act until a person must."""
        match = table.match
        assert match is not None
        produced: list[Event] = []
        for _ in range(MAX_AI_STEPS):
            if match.phase not in PLAYING_PHASES:
                break
            to_act = sorted(match.to_act())
            seats = [s for s in to_act if _automatic(table, s)]
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
            self.work.persist(table, seat, action, len(match.log) - 1)
            produced += new
            match = table.match
            assert match is not None
        all_events = events + produced
        table.recent.extend(e for e in all_events if e.visible_to(None) and narrated(e))
        await self._after(table)
        return produced

    async def _after(self, table: Table) -> None:
        """A counted hand is recorded once; a won partida is finished; timers are armed."""
        match = table.match
        assert match is not None
        if match.phase in ("hand_end", "match_end") and table.hands_recorded < match.hand_number:
            await (await self._tx(table)).record_hand(table, match)
            table.hands_recorded = match.hand_number
            self.work.recorded(table)
        if match.phase == "match_end":
            table.status = TableStatus.FINISHED
            table.deadline = table.next_hand_at = None
            store = await self._tx(table)
            # a partida its head start won before any deal (a tournament's late pair) was not
            # played: it ends unrated, as an abandoned one, and the tournament counts its winner
            if await store.finish_partida(table, match.winner, counted=match.hand_number > 0):
                self.work.ended(table)  # the league counts it once the end is committed
            await store.save_table(table)
            return
        table.arm_timers(self.clock(), self.next_hand_pause)

    @staticmethod
    def _player(table: Table, seat: int) -> Any:
        """The seat's computer player, made once per partida from the table's seed."""
        player = table.ai.get(seat)
        if player is None:
            s = table.seats[seat]
            level = s.level if s is not None and s.is_ai else "expert"
            named = s.personality if s is not None and s.is_ai else None
            player = make_player(level, seed=((table.seed or 0) + seat * 7919) % 2**32,
                                 personality=named or seat_personality(seat))
            table.ai[seat] = player
        return player


def _automatic(table: Table, seat: int) -> bool:
    s = table.seats[seat]
    return s is None or s.is_ai or s.auto


def narrated(event: Event) -> bool:
    """Whether the table message tells ``event`` (deals and seen señas are no news to tell)."""
    return event.kind not in ("cards_dealt", "hand_dealt", "sena_seen")


def _fallback(actions: list[Action]) -> Action:
    for a in actions:
        if not isinstance(a, Sena):
            return a
    raise RuntimeError("no legal action")
