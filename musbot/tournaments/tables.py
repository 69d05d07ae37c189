"""``ServiceTables``: the tournament service's ``MatchTables`` over the real table service.

Each tie is played in a thread of its own under the tournament's channel (the Discord side
makes it through ``Threads``); each partida of the tie is one official table in that thread
(tables/official.py): seated exactly as the spec says (seats 0 and 2 pair a), with the
tournament's rules, seconds and first mano, no computer players, no revancha, a timed-out move
the most passive legal action. The table starts once the four have pressed (the tournament
hears each first press through ``player_present``); a tie's later partidas start at once.

What the tables do comes back to the tournament: the store table's id (``partida_table``)
before the partida starts, each person's first press, the won partida with its tantos counted
from a replay of its log (``partida_finished``; restart-proof), and a table that cannot go on
(``table_lost``: its thread deleted, or the idle close ended it).

Nothing is kept here that the store does not have: after a restart ``recover`` finds each open
tie's thread through the store table its partida was recorded at.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from musbot.engine import Match, Rules
from musbot.engine.actions import NextHand
from musbot.engine.events import Event
from musbot.store import Store
from musbot.tables.errors import TableError
from musbot.tables.model import Table
from musbot.tables.service import TableService
from musbot.tables.snapshot import TableSnapshot
from musbot.tables.status import TableStatus

from .port import PartidaOutcome, PartidaSpec, TantosCounter
from .records import Records

if TYPE_CHECKING:
    from .service import TournamentService

log = logging.getLogger(__name__)

PAUSED = "tourn.held.paused"  # the catalogue key a paused tie's table shows and answers presses with


class Threads(Protocol):
    """The Discord side: a tie's thread under the tournament's channel."""

    async def open_thread(self, spec: PartidaSpec) -> int:
        """Make the tie's thread (private when the spec says so), mention the four players,
        and return its id (the channel its tables live in). Raises when it cannot."""
        ...

    async def lang(self, guild_id: int) -> str: ...


@dataclass
class _Tie:
    tournament_id: int
    match_no: int
    number: int
    thread_id: int
    table_id: int | None = None
    reported: bool = False  # partida_finished was called for this partida
    closing: bool = False  # we close its table: that is not a loss


def outcome_of(match: Match, table_id: int | None = None, partida_id: int | None = None) -> PartidaOutcome:
    """A won partida as the tie counts it: its tantos from a replay of its whole log (events
    are not kept across a restart; the log is)."""
    assert match.winner is not None
    replay = Match.new(match.rules, match.seed, match.first_mano, match.first_deck, shuffle=match.shuffle_version,
                       head_start=match.head_start)
    counter = TantosCounter(match.rules.tantos)
    for seat, action in match.log:
        events: list[Event]
        if isinstance(action, NextHand):
            events = replay.next_hand(action.deck)
        else:
            assert seat is not None
            events = replay.apply(seat, action)
        counter.feed(events)
    return PartidaOutcome(match.winner, (counter.juegos[0], counter.juegos[1]),
                          (counter.tantos[0], counter.tantos[1]), partida_id, table_id)


class ServiceTables:
    def __init__(self, tables: TableService, threads: Threads, store: Store) -> None:
        self.tables = tables
        self.threads = threads
        self.records = Records(store)
        self.service: TournamentService | None = None  # bound once both exist (bind)
        self._ties: dict[tuple[int, int], _Tie] = {}  # (tournament, match_no) -> its table now
        self._by_channel: dict[int, _Tie] = {}  # thread -> the tie played there
        # (tournament, match_no) -> the thread of a tie that has just ended, until the Discord
        # side has said its result there and archived it
        self.ended: dict[tuple[int, int], int] = {}
        # told the tournament changed without a notice (a person came): its message is redrawn,
        # so the organisers' buttons carry its version
        self.changed: list[Callable[[int], None]] = []
        tables.listeners.append(self.on_table)
        tables.presence.append(self.on_presence)

    def bind(self, service: TournamentService) -> None:
        self.service = service

    def _svc(self) -> TournamentService:
        assert self.service is not None, "ServiceTables.bind(service) first"
        return self.service

    def thread_of(self, tournament_id: int, match_no: int) -> int | None:
        tie = self._ties.get((tournament_id, match_no))
        return tie.thread_id if tie is not None else None

    def tie_in(self, channel_id: int) -> tuple[int, int] | None:
        tie = self._by_channel.get(channel_id)
        return (tie.tournament_id, tie.match_no) if tie is not None else None

    # ------------------------------------------------------------------ MatchTables
    async def _thread_of(self, spec: PartidaSpec, known: int | None) -> int | None:
        """The tie's thread: ``known``, else a new one; None when the bot may not make one there
        (the tie held, the organiser told)."""
        if known is not None:
            return known
        try:
            return await self.threads.open_thread(spec)
        except Exception:  # e.g. the bot may no longer make threads there: held, the organiser told
            log.exception("tournament %s: no thread for tie %s", spec.tournament_id, spec.match_no)
            await self._svc().table_lost(spec.tournament_id, spec.match_no)
            return None

    def _register(self, spec: PartidaSpec, thread_id: int) -> _Tie:
        """The tie as played in ``thread_id`` from now on."""
        tie = _Tie(spec.tournament_id, spec.match_no, spec.number, thread_id)
        self._ties[(tie.tournament_id, tie.match_no)] = tie
        self._by_channel[thread_id] = tie
        return tie

    async def start_partida(self, spec: PartidaSpec, thread_id: int | None = None) -> None:
        old = self._ties.get((spec.tournament_id, spec.match_no))
        found = await self._thread_of(spec, thread_id if thread_id is not None or old is None else old.thread_id)
        if found is None:
            return
        if old is not None:
            await self._close_table(old)
        tie = self._register(spec, found)
        await self._close_table(tie, finished_too=True)  # a finished partida of the tie still shown there
        everyone_here = spec.deadline is None  # the tie's grace period is over: all four came
        table = await self.tables.open_table(
            spec.guild_id, found, 0, "", Rules.from_dict(spec.rules), spec.seconds,
            await self.threads.lang(spec.guild_id), sit=False,
            seated=[(s.user_id, s.name) for s in spec.seats], first_mano=spec.first_mano, official=True,
            present=spec.users if everyone_here else (), head_start=spec.head_start)
        assert table.id is not None
        tie.table_id = table.id
        await self._svc().partida_table(spec.tournament_id, spec.match_no, spec.number, table.id)
        if everyone_here:
            await self.tables.start(found, spec.users[0])

    async def open_presencial(self, spec: PartidaSpec, thread_id: int | None = None) -> None:
        """A tie played at a real table: its thread (the pairs report there), no table."""
        key = (spec.tournament_id, spec.match_no)
        old = self._ties.get(key)
        # a tie moved from the bot's table keeps its thread
        known = thread_id if thread_id is not None else old.thread_id if old is not None else self.ended.pop(key, None)
        found = await self._thread_of(spec, known)
        if found is None:
            return
        if old is not None:
            await self._close_table(old, finished_too=True)
        self._register(spec, found)
        await self._svc().presencial_thread(spec.tournament_id, spec.match_no, found)

    async def close_match(self, tournament_id: int, match_no: int) -> None:
        tie = self._ties.pop((tournament_id, match_no), None)
        if tie is None:
            return
        self.ended[(tournament_id, match_no)] = tie.thread_id
        await self._close_table(tie, finished_too=True)  # its thread is archived next: nothing more to show there
        if self._by_channel.get(tie.thread_id) is tie:
            del self._by_channel[tie.thread_id]

    async def give_head_start(self, tournament_id: int, match_no: int, head_start: tuple[int, int]) -> bool:
        tie = self._ties.get((tournament_id, match_no))
        if tie is None:
            return False
        return await self.tables.give_head_start(tie.thread_id, head_start)

    async def pause_match(self, tournament_id: int, match_no: int) -> None:
        tie = self._ties.get((tournament_id, match_no))
        if tie is not None:
            await self.tables.hold(tie.thread_id, PAUSED)

    async def resume_match(self, tournament_id: int, match_no: int) -> None:
        tie = self._ties.get((tournament_id, match_no))
        if tie is not None:
            await self.tables.release(tie.thread_id)

    async def _close_table(self, tie: _Tie, finished_too: bool = False) -> None:
        table = self.tables.tables.get(tie.thread_id)
        if table is None or table.status == TableStatus.CLOSED:
            return
        if table.status == TableStatus.FINISHED and not finished_too:
            return
        tie.closing = True
        try:
            await self.tables.close(tie.thread_id, 0, can_manage=True)
        except TableError:
            pass

    # ------------------------------------------------------------------ from the tables
    async def on_presence(self, table: Table, user_id: int) -> None:
        tie = self._by_channel.get(table.channel_id)
        if tie is not None and table.id == tie.table_id:
            await self._svc().player_present(tie.tournament_id, tie.match_no, user_id)
            for tell in self.changed:
                tell(tie.tournament_id)

    async def on_table(self, snapshot: TableSnapshot, events: tuple[Event, ...]) -> None:
        """The table service's listener: a won partida is reported, a lost table too."""
        tie = self._by_channel.get(snapshot.channel_id)
        if tie is None or not snapshot.public.official:
            return
        status = snapshot.public.status
        if status == TableStatus.FINISHED and not tie.reported:
            table = self.tables.tables.get(snapshot.channel_id)
            if table is None or table.match is None or table.id != tie.table_id:
                return
            tie.reported = True
            outcome = outcome_of(table.match, table.id, table.partida_id)
            await self._svc().partida_finished(tie.tournament_id, tie.match_no, tie.number, outcome)
        elif status == TableStatus.CLOSED and not tie.closing and not tie.reported:
            # its thread was deleted (the bot drops its table), or the idle close ended it
            await self.lost(snapshot.channel_id)

    async def lost(self, channel_id: int) -> None:
        tie = self._by_channel.pop(channel_id, None)
        if tie is None:
            return
        if self._ties.get((tie.tournament_id, tie.match_no)) is tie:
            del self._ties[(tie.tournament_id, tie.match_no)]
        await self._svc().table_lost(tie.tournament_id, tie.match_no)

    # ------------------------------------------------------------------ start-up
    async def recover(self) -> None:
        """After ``tables.recover()`` and ``service.recover()``: find each open tie's thread and
        table again; report a partida that was won just before the stop; open again a partida
        whose table is gone."""
        service = self._svc()
        for spec, thread in service.open_presencial():  # ties at a real table: their threads
            if thread is not None:
                self._register(spec, thread)
            else:
                await self.open_presencial(spec)
        for spec in service.open_partidas():
            t = await service.get(spec.tournament_id)
            mine = sorted((p for p in t.match_partidas(spec.match_no) if p.table_id is not None),
                          key=lambda p: p.number)
            current = next((p for p in mine if p.number == spec.number), None)
            thread_id: int | None = None
            if mine:
                record = await self.records.table(mine[-1].table_id or 0, with_actions=False)
                thread_id = record.channel_id
            table = self.tables.tables.get(thread_id) if thread_id is not None else None
            if current is not None and current.winner is None and table is not None and table.id == current.table_id:
                tie = self._register(spec, table.channel_id)
                tie.table_id = table.id
                if table.status == TableStatus.FINISHED and table.match is not None:
                    tie.reported = True
                    await service.partida_finished(spec.tournament_id, spec.match_no, spec.number,
                                                   outcome_of(table.match, table.id, table.partida_id))
                else:
                    m = t.matches[spec.match_no]  # who had come: the tournament kept it
                    came = {u for u in m.present if table.seat_of(u) is not None}
                    table.pressed |= came
                    table.ready.update(dict.fromkeys(came, self.tables.clock()))  # there as of the restart
                    if t.status == "paused":
                        await self.tables.hold(tie.thread_id, PAUSED)
                continue
            if current is not None and current.winner is None and current.table_id is not None:
                record = await self.records.table(current.table_id)
                if record.status == "finished" and record.partida_id is not None:
                    match = Match.replay(Rules.from_dict(record.rules), int(record.seed), record.log,
                                         record.first_mano, shuffle=record.shuffle, head_start=record.head_start)
                    if match.winner is not None:
                        await service.partida_finished(spec.tournament_id, spec.match_no, spec.number,
                                                       outcome_of(match, current.table_id, record.partida_id))
                        continue
            try:
                await self.start_partida(spec, thread_id)  # its table is gone: the partida again
            except Exception:
                log.exception("tournament %s: tie %s could not be opened again", spec.tournament_id, spec.match_no)
