"""What every concern of the tournament service shares: the tournaments in play, the store
(through ``records``), the tables' port, the clock and the listeners; the one way to change a
tournament (``_change``: under its lock, one store transaction, then the tables and the
listeners); reading; and the few checks and facts of a tie that every concern asks for.

The service is one object (``service.py``) made of one class per concern, each in its own
module and each a ``TournamentCore``: they share this state and these steps. What moves a
tournament on once a tie is decided is one step further up (``rounds.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from musbot.engine import Rules
from musbot.store import Store
from musbot.store.db import utc_text
from musbot.store.errors import StoreError

from . import club, rng
from .errors import TournamentError
from .formats import format_of
from .model import Entry, Match, PartidaRecord, Tournament
from .port import MatchTables, PartidaSpec, SeatedPlayer
from .records import Records

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Notice:
    """Something to tell: ``to`` are Discord ids (private), ``organiser`` the organiser too,
    ``public`` the tournament's channel. ``params`` fill ``tourn.notice.<kind>``."""

    kind: str
    tournament_id: int
    params: Mapping[str, Any] = field(default_factory=dict)
    to: tuple[int, ...] = ()
    organiser: bool = False
    public: bool = False


Listener = Callable[[Notice], Awaitable[None]]
Effect = Callable[[], Awaitable[None]]


@dataclass
class _Tx:
    now: float
    entries: set[int] = field(default_factory=set)
    matches: set[int] = field(default_factory=set)
    partidas: set[tuple[int, int]] = field(default_factory=set)
    sanctions: set[int] = field(default_factory=set)
    log: list[tuple[str, int | None, str, Mapping[str, Any]]] = field(default_factory=list)
    effects: list[Effect] = field(default_factory=list)
    notices: list[Notice] = field(default_factory=list)
    in_tx: list[Effect] = field(default_factory=list)
    # the league's work after the change is committed, in its own transaction: a failure there
    # never takes the change back (a finished tournament stays finished)
    league: list[Effect] = field(default_factory=list)
    touched: bool = False

    @property
    def at(self) -> str:
        return utc_text(self.now)

    def entry(self, e: Entry) -> None:
        e.updated_at = self.at
        self.entries.add(e.no)
        self.touched = True

    def match(self, m: Match) -> None:
        self.matches.add(m.no)
        self.touched = True

    def partida(self, p: PartidaRecord) -> None:
        self.partidas.add((p.match_no, p.number))
        self.touched = True

    def note(self, actor: int | None, action: str, **detail: Any) -> None:
        self.log.append((self.at, actor, action, detail))
        self.touched = True


class TournamentCore:
    def __init__(self, store: Store, tables: MatchTables, clock: Callable[[], float] = time.time,
                 new_seed: Callable[[], str] = rng.new_seed, owns: Callable[[int], bool] | None = None) -> None:
        self.store = store
        self.records = Records(store)  # every store call of the service
        self.tables = tables
        self.clock = clock
        self.new_seed = new_seed  # real tournaments: secrets; tests and simulate: their own
        # several processes on one database (tables/shards.py): which guilds' tournaments this
        # process recovers and ticks (None: all); the others are another process's to run
        self.owns = owns
        self.listeners: list[Listener] = []
        self._loaded: dict[int, Tournament] = {}
        self._locks: dict[int, asyncio.Lock] = {}

    # ------------------------------------------------------------------ reading
    async def recover(self) -> list[Tournament]:
        """Read every active tournament (after a restart); the next ``tick`` re-arms it. A
        finished one the MSST could not score at its end is scored now."""
        for tid in await self.records.unscored():
            try:
                t = await self.get(tid)
                if self.owns is None or self.owns(t.guild_id):
                    await self._score_msst(t)
            except Exception:  # a bug: logged; the tournaments in play recover all the same
                log.exception("tournament %s: the league could not score it in the MSST", tid)
        out = []
        for tid in await self.records.active():
            self._loaded.pop(tid, None)
            t = await self.get(tid)
            if self.owns is not None and not self.owns(t.guild_id):
                self._loaded.pop(tid, None)  # another process's shard: it runs this one
                continue
            out.append(t)
        return out

    async def get(self, tid: int) -> Tournament:
        t = self._loaded.get(tid)
        if t is None:
            t = await self.records.load(tid)
            if t is None:
                raise TournamentError("tourn.error.no_tournament", id=tid)
            if t.status in ("signup", "running", "paused"):
                self._loaded[tid] = t
        return t

    async def latest(self, guild_id: int) -> Tournament:
        """The server's latest tournament in play, else its latest of all."""
        tid = await self.records.latest(guild_id)
        if tid is None:
            raise TournamentError("tourn.error.no_tournament", id="—")
        return await self.get(tid)

    def open_partidas(self) -> list[PartidaSpec]:
        """The partidas the tables should be playing now (phase 2 re-attaches them after a
        restart; a tie held after its table was lost is not among them)."""
        out = []
        for t in self._loaded.values():
            if t.status != "running":
                continue
            for m in t.matches.values():
                if m.status == "open" and not m.held and not m.presencial:
                    out.append(self._spec(t, m))
        return out

    def open_presencial(self) -> list[tuple[PartidaSpec, int | None]]:
        """The presencial ties open now, each with its thread if it has one yet (after a
        restart the Discord side finds them again)."""
        return [(self._spec(t, m), m.thread_id) for t in self._loaded.values() if t.status in ("running", "paused")
                for m in t.matches.values() if m.status == "open" and m.presencial]

    # ------------------------------------------------------------------ the one way to change
    @contextlib.asynccontextmanager
    async def _change(self, tid: int, version: int | None = None, now: float | None = None) -> AsyncIterator[tuple[Tournament, _Tx]]:
        lock = self._locks.setdefault(tid, asyncio.Lock())
        tx = _Tx(self.clock() if now is None else now)
        async with lock:
            t = await self.get(tid)
            if version is not None and version != t.version:
                raise TournamentError("tourn.error.changed")
            try:
                yield t, tx
                if tx.touched:
                    t.version += 1
                    t.updated_at = tx.at
                    await self.records.save(t, tx.entries, tx.matches, tx.partidas, tx.log, then=tx.in_tx,
                                            sanctions=tx.sanctions)
            except BaseException as exc:
                self._loaded.pop(tid, None)  # memory may be half-changed: the store has the truth
                with contextlib.suppress(Exception):
                    await self.get(tid)
                if isinstance(exc, StoreError):
                    raise TournamentError("tourn.error.not_saved") from exc
                raise
            if t.status not in ("signup", "running", "paused"):
                self._loaded.pop(tid, None)
        for work in tx.league:
            try:
                await work()
            except Exception:
                log.exception("tournament %s: the league could not score it in the MSST; the next start does",
                              tid)
        for effect in tx.effects:
            try:
                await effect()
            except Exception:  # a table that cannot start is the adapter's to report
                log.exception("tournament %s: a table call failed", tid)
        for notice in tx.notices:
            for listener in list(self.listeners):
                try:
                    await listener(notice)
                except Exception:
                    log.exception("tournament %s: a listener failed", tid)

    async def _score_msst(self, t: Tournament) -> None:
        """The MSST's section 5 for a finished tournament, by its pairs' final places, once."""
        assert t.finished_at is not None
        placed = [(p.place, t.entries[p.pair].users) for p in format_of(t.format).places(t)]
        await self.records.score_msst(t, placed, t.finished_at)

    async def set_messages(self, tid: int, **values: Any) -> Tournament:
        """Discord ids the tournament keeps (its message, the champions' role): stored at once,
        the version unchanged, so the organisers' buttons stay valid."""
        lock = self._locks.setdefault(tid, asyncio.Lock())
        async with lock:
            t = await self.get(tid)
            t.messages = {**t.messages, **values}
            try:
                await self.records.save_row(t)
            except StoreError as exc:
                raise TournamentError("tourn.error.not_saved") from exc
        return t

    async def _tell(self, notice: Notice) -> None:
        for listener in list(self.listeners):
            try:
                await listener(notice)
            except Exception:
                log.exception("a listener failed")

    # ------------------------------------------------------------------ what every concern checks
    def _organiser(self, t: Tournament, by: int, admin: bool) -> None:
        if not admin and by != t.organiser_id:
            raise TournamentError("tourn.error.not_organiser")

    def _running(self, t: Tournament) -> None:
        if t.status not in ("running", "paused"):
            raise TournamentError("tourn.error.not_running")

    def _match(self, t: Tournament, match_no: int) -> Match:
        m = t.matches.get(match_no)
        if m is None or m.a is None or m.b is None:
            raise TournamentError("tourn.error.no_match", match=match_no)
        return m

    # ------------------------------------------------------------------ a tie's next partida
    def _next_number(self, t: Tournament, m: Match) -> int:
        return max((p.number for p in t.match_partidas(m.no)), default=0) + 1

    def _spec(self, t: Tournament, m: Match, number: int | None = None) -> PartidaSpec:
        assert m.a is not None and m.b is not None
        ea, eb = t.entries[m.a], t.entries[m.b]
        assert ea.user2 is not None and eb.user2 is not None and ea.name2 is not None and eb.name2 is not None
        n = number if number is not None else max(self._next_number(t, m) - 1, 1)
        played = sum(1 for p in t.match_partidas(m.no) if p.counted and p.winner is not None)
        seats = (SeatedPlayer(ea.user1, ea.name1), SeatedPlayer(eb.user1, eb.name1),
                 SeatedPlayer(ea.user2, ea.name2), SeatedPlayer(eb.user2, eb.name2))
        return PartidaSpec(t.id, t.guild_id, t.channel_id, t.name, m.no, n, m.round, m.stage, m.a, m.b, seats,
                           dict(t.options.rules), t.options.seconds, played % 2, t.options.private, m.deadline,
                           self._head_start(t, m))

    def _head_start(self, t: Tournament, m: Match) -> tuple[int, int]:
        """The juegos the tie's first partida begins with (pairs a and b): those the tie holds
        before any partida of it is won (lost by lateness or a sanction), so that the partida
        itself is played from them (R25); later partidas begin level."""
        if not m.presencial and not any(p.winner is not None for p in t.match_partidas(m.no)):
            return club.head_start((m.juegos[0], m.juegos[1]), *self._juegos_rules(t))
        return (0, 0)

    @staticmethod
    def _juegos_rules(t: Tournament) -> tuple[int, int]:
        """Juegos to win a vaca and vacas to win a partida, by the tournament's rules."""
        rules = Rules.from_dict(dict(t.options.rules))  # what it leaves out is the engine's default
        return rules.juegos, rules.vacas
