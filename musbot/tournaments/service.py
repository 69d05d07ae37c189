"""The tournament service: the whole life of a tournament, Discord-free, all state in the store.

Each tournament has one lock: sign-ups, results and organisers' presses apply one at a time,
in the order they arrive. Every change is written in one store transaction before anyone is
told or any table is asked for anything; if it cannot be written, the tournament is read again
from the store (nothing happened). Time comes from an injectable clock and moves only through
``tick(now)`` (the bot calls it every few seconds; tests and ``simulate`` with the times they
want), which closes sign-ups, opens jornadas and gives walkovers from the stored times: after
a restart ``recover()`` reads the active tournaments and the next tick carries on.

Tables are reached through ``port.MatchTables``; what happens there comes back through
``partida_table``, ``player_present``, ``partida_finished`` and ``table_lost``. What people
should be told comes out as ``Notice`` objects to the listeners (the presenter phrases them
with the catalogue key ``tourn.notice.<kind>``). What differs from one format to another is
the format's (``formats/``); the store is reached through ``records``.

Organisers' presses carry the tournament's ``version`` as they saw it: a press made on an
older picture (another organiser changed something in between) is refused with
``tourn.error.changed``, so two organisers pressing the same button apply it once.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import math
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from musbot.store import Store
from musbot.store.db import parse_utc, utc_text
from musbot.store.errors import StoreError

from . import bracket, club, draw, rng
from .club import Report, Sanction
from .errors import TournamentError
from .formats import format_of
from .model import HOLDING, Entry, Match, Options, PartidaRecord, Tournament
from .port import MatchTables, PartidaOutcome, PartidaSpec, SeatedPlayer
from .records import Records

log = logging.getLogger(__name__)

NAME_MAX = 80
TAG_MAX = 40  # a pair's label: a club's or a town's name
SIGNUP_MAX_DAYS = 90
CLUB_RULES = {"presencial", "confirm_minutes", "substitutes", "late_grace", "late_step"}  # set_club_rules


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


class TournamentService:
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

    # ------------------------------------------------------------------ creating
    async def create(self, *, guild_id: int, channel_id: int, organiser_id: int, name: str, format: str,
                     options: Options | Mapping[str, Any] | None = None, signup_closes_at: float | str) -> Tournament:
        """A tournament open for sign-up until ``signup_closes_at``; its commitment is shown."""
        opts = options if isinstance(options, Options) else Options.from_dict(options or {})
        name = " ".join(str(name).split())
        if not 1 <= len(name) <= NAME_MAX:
            raise TournamentError("tourn.error.name", most=NAME_MAX)
        fmt = format_of(format)
        fmt.check(opts)
        opts = fmt.own(opts)
        now = self.clock()
        closes = parse_utc(utc_text(signup_closes_at)).timestamp()
        if closes <= now:
            raise TournamentError("tourn.error.close_past")
        if closes > now + SIGNUP_MAX_DAYS * 86400:
            raise TournamentError("tourn.error.close_far", days=SIGNUP_MAX_DAYS)
        seed = rng.check_seed(self.new_seed())
        at = utc_text(now)
        t = Tournament(0, guild_id, channel_id, organiser_id, name, format, opts, "signup", rng.commitment(seed), seed,
                       utc_text(closes), at, at)
        try:
            t.id = await self.records.create(t)
        except StoreError as exc:
            raise TournamentError("tourn.error.not_saved") from exc
        self._loaded[t.id] = t
        await self._tell(Notice("created", t.id, {"name": name, "commitment": t.commitment}, public=True))
        return t

    async def _tell(self, notice: Notice) -> None:
        for listener in list(self.listeners):
            try:
                await listener(notice)
            except Exception:
                log.exception("a listener failed")

    # ------------------------------------------------------------------ sign-ups
    def _signup_open(self, t: Tournament, tx: _Tx) -> None:
        if t.status != "signup" or tx.at >= t.signup_closes_at:
            raise TournamentError("tourn.error.signup_closed")

    def _free(self, t: Tournament, user: int, mine: bool) -> None:
        e = t.entry_of(user)
        if e is None:
            return
        if e.status == "invited" and e.user2 == user:
            raise TournamentError("tourn.error.invitation_pending" if mine else "tourn.error.partner_taken", name=e.name2)
        raise TournamentError("tourn.error.already_in" if mine else "tourn.error.partner_taken",
                              name=e.name1 if e.user1 == user else e.name2)

    def _full(self, t: Tournament, solo: bool) -> bool:
        """Whether one more entry (a pair, or a ``solo`` entrant) would be too many: a solo
        entrant who completes another's pair still fits."""
        pairs = sum(1 for e in t.entries.values() if e.status in ("invited", "confirmed")) + (not solo)
        solos = sum(1 for e in t.entries.values() if e.status == "solo") + solo
        return pairs + (solos + 1) // 2 > t.options.max_pairs

    def _new_entry(self, t: Tournament, tx: _Tx, **kw: Any) -> Entry:
        e = Entry(max(t.entries, default=0) + 1, created_at=tx.at, **kw)
        t.entries[e.no] = e
        tx.entry(e)
        return e

    async def sign_up_pair(self, tid: int, user: int, name: str, partner: int, partner_name: str) -> Entry:
        """*Apuntarse con pareja*: the partner is asked to confirm privately."""
        async with self._change(tid) as (t, tx):
            self._signup_open(t, tx)
            if partner == user:
                raise TournamentError("tourn.error.self_partner")
            self._free(t, user, True)
            self._free(t, partner, False)
            if self._full(t, solo=False):
                raise TournamentError("tourn.error.full", most=t.options.max_pairs)
            e = self._new_entry(t, tx, user1=user, name1=name, user2=partner, name2=partner_name, status="invited")
            tx.note(user, "invite", entry=e.no, partner=partner)
            tx.notices.append(Notice("invited", tid, {"name": name, "tournament": t.name, "entry": e.no}, to=(partner,)))
        return e

    async def set_tag(self, tid: int, by: int, tag: str | None, *, entry_no: int | None = None,
                      admin: bool = False) -> Entry:
        """A pair's label (a club, a town, a *herri*; None or blank: none), which the draw keeps
        apart (``apart.py``): a player labels their own pair, the organisers any pair
        (``entry_no``), while sign-up is open."""
        async with self._change(tid) as (t, tx):
            tag = " ".join(str(tag or "").split()) or None
            if tag is not None and len(tag) > TAG_MAX:
                raise TournamentError("tourn.error.tag_long", most=TAG_MAX)
            self._signup_open(t, tx)
            if entry_no is None:
                e = t.entry_of(by)
            else:
                self._organiser(t, by, admin)
                e = t.entries.get(entry_no)
            if e is None or e.status not in ("invited", "confirmed"):
                raise TournamentError("tourn.error.tag_no_pair")
            e.tag = tag
            tx.entry(e)
            tx.note(by, "tag", entry=e.no, tag=tag)
        return e

    def _invitation(self, t: Tournament, user: int) -> Entry:
        for e in t.entries.values():
            if e.status == "invited" and e.user2 == user:
                return e
        raise TournamentError("tourn.error.no_invitation")

    async def confirm(self, tid: int, user: int) -> Entry:
        async with self._change(tid) as (t, tx):
            self._signup_open(t, tx)
            e = self._invitation(t, user)
            e.status = "confirmed"
            tx.entry(e)
            tx.note(user, "confirm", entry=e.no)
            tx.notices.append(Notice("confirmed", tid, {"name": e.name2, "tournament": t.name}, to=(e.user1,), public=True))
        return e

    async def decline(self, tid: int, user: int) -> Entry:
        async with self._change(tid) as (t, tx):
            e = self._invitation(t, user)
            e.status = "declined"
            tx.entry(e)
            tx.note(user, "decline", entry=e.no)
            tx.notices.append(Notice("declined", tid, {"name": e.name2, "tournament": t.name}, to=(e.user1,)))
        return e

    async def sign_up_solo(self, tid: int, user: int, name: str) -> Entry:
        """*Buscar pareja*: paired at close with another solo entrant, balancing ratings."""
        async with self._change(tid) as (t, tx):
            self._signup_open(t, tx)
            self._free(t, user, True)
            if self._full(t, solo=True):
                raise TournamentError("tourn.error.full", most=t.options.max_pairs)
            e = self._new_entry(t, tx, user1=user, name1=name, status="solo")
            tx.note(user, "solo", entry=e.no)
        return e

    async def withdraw(self, tid: int, user: int) -> Entry:
        """*Retirarse*: before the draw the entry goes (the partner is told); after it the
        pair's remaining ties are walkovers."""
        async with self._change(tid) as (t, tx):
            if t.status == "signup":
                e = t.entry_of(user)
                if e is None:
                    raise TournamentError("tourn.error.not_in")
                e.status = "withdrawn"
                tx.entry(e)
                tx.note(user, "withdraw", entry=e.no)
                other = tuple(u for u in e.users if u != user)
                if other:
                    tx.notices.append(Notice("partner_withdrew", tid, {"tournament": t.name}, to=other))
                return e
            if t.status not in ("running", "paused"):
                raise TournamentError("tourn.error.not_running")
            e = t.entry_of(user, ("confirmed",))
            if e is None:
                raise TournamentError("tourn.error.not_in")
            self._remove(t, tx, e, "withdrawn", user)
            return e

    # ------------------------------------------------------------------ close and draw
    async def close_signup(self, tid: int, by: int, *, admin: bool = False, version: int | None = None) -> Tournament:
        """The organiser closes sign-up now and the draw is made."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            if t.status != "signup":
                raise TournamentError("tourn.error.already_drawn")
            await self._close(t, tx, by)
        return t

    async def _close(self, t: Tournament, tx: _Tx, by: int | None) -> None:
        for e in t.entries.values():
            if e.status == "invited":
                e.status = "expired"
                tx.entry(e)
                tx.notices.append(Notice("expired", t.id, {"name": e.name2, "tournament": t.name}, to=(e.user1,)))
        listed = [e for e in sorted(t.entries.values(), key=lambda e: e.no) if e.status in ("confirmed", "solo")]
        ratings = await self.records.ratings(t.guild_id, [u for e in listed for u in e.users])
        signups = [draw.SignUp(e.no, e.users, tuple(round(ratings.get(u, 0.0), 3) for u in e.users), e.tag)
                   for e in listed]
        d = draw.make_draw(t.seed, t.format, signups, t.options)
        solo_name = {e.no: e.name1 for e in listed if e.user2 is None}
        for p in d.pairs:
            if p.from_solos is not None:
                a, b = p.from_solos
                for s in (a, b):
                    t.entries[s].status = "paired"
                    tx.entry(t.entries[s])
                e = Entry(p.entry, p.players[0], solo_name[a], p.players[1], solo_name[b], "confirmed",
                          from_solos=[a, b], created_at=tx.at)
                t.entries[e.no] = e
                tx.entry(e)
                tx.notices.append(Notice("paired", t.id, {"tournament": t.name, "pair": e.label}, to=e.users))
        for no in d.left_out:
            t.entries[no].status = "unpaired"
            tx.entry(t.entries[no])
            tx.notices.append(Notice("unpaired", t.id, {"tournament": t.name}, to=t.entries[no].users))
        rating_of = {p.entry: p.rating for p in d.pairs}
        for i, no in enumerate(d.seeds, start=1):
            t.entries[no].seed = i
            t.entries[no].rating = rating_of[no]
            tx.entry(t.entries[no])
        t.signups = [s.to_dict() for s in signups]
        tx.note(by, "draw", pairs=len(d.seeds))
        if len(d.seeds) < 2:
            t.status = "cancelled"
            t.finished_at = tx.at
            tx.notices.append(Notice("too_few", t.id, {"tournament": t.name}, organiser=True, public=True))
            return
        t.draw = d.to_dict()
        t.status = "running"
        for m in format_of(t.format).first_rounds(t, tx.now):
            tx.match(m)
        tx.notices.append(Notice("drawn", t.id, {"tournament": t.name, "seed": t.seed, "pairs": len(d.seeds)}, public=True))
        self._open_round(t, tx, 1)
        self._settle(t, tx)

    # ------------------------------------------------------------------ rounds and ties
    def _open_round(self, t: Tournament, tx: _Tx, r: int) -> None:
        t.round = r
        tx.touched = True
        stages = tuple(dict.fromkeys(m.stage for m in t.round_matches(r) if m.stage))  # A and B may play at once
        tx.notices.append(Notice("round", t.id, {"tournament": t.name, "round": r, "stage": stages}, public=True))
        for m in t.round_matches(r):
            if m.status == "pending" and (m.opens_at is None or m.opens_at <= tx.at):
                self._open_match(t, tx, m)

    def _open_match(self, t: Tournament, tx: _Tx, m: Match) -> None:
        a_ok = m.a is not None and t.in_play(m.a)
        b_ok = m.b is not None and t.in_play(m.b)
        if not (a_ok and b_ok):
            if m.b is None and a_ok:
                self._finish(t, tx, m, m.a, walkover=False)
            else:
                self._finish(t, tx, m, m.a if a_ok else m.b if b_ok else None, walkover=True)
            return
        m.status = "open"
        m.opened_at = tx.at
        m.presencial = m.presencial or t.options.presencial
        m.deadline = format_of(t.format).deadline(t, m, tx.now)
        tx.match(m)
        self._start_next(t, tx, m)

    def _next_number(self, t: Tournament, m: Match) -> int:
        return max((p.number for p in t.match_partidas(m.no)), default=0) + 1

    def _start_next(self, t: Tournament, tx: _Tx, m: Match, *, moved: bool = False) -> None:
        """The tie's next partida: at a bot table, or its report at a real one (``moved``: the
        four were called to its bot table already, and are told it moved, not called again)."""
        spec = self._spec(t, m, self._next_number(t, m))
        if m.presencial:  # no bot table: a thread where the pairs report what they played
            tx.effects.append(lambda: self.tables.open_presencial(spec))
            tx.notices.append(Notice("presencial_moved" if moved else "presencial_open", t.id, {
                "tournament": t.name, "match": m.no, "a": t.entries[spec.entry_a].label,
                "b": t.entries[spec.entry_b].label, "hours": round(t.options.confirm_minutes / 60, 1)}, to=spec.users))
            return
        tx.effects.append(lambda: self.tables.start_partida(spec))
        tx.notices.append(Notice("match_open", t.id, {"tournament": t.name, "a": t.entries[spec.entry_a].label,
                                                      "b": t.entries[spec.entry_b].label, "number": spec.number},
                                 to=spec.users))

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

    def _finish(self, t: Tournament, tx: _Tx, m: Match, winner: int | None, *, walkover: bool,
                by: int | None = None) -> None:
        had_table = m.status == "open"
        m.status = "finished"
        m.winner = winner
        m.walkover = walkover
        m.deadline = None
        m.finished_at = tx.at
        m.set_by = by
        m.report = None
        if m.a is not None and m.b is not None:  # who played it, whoever replaces them later
            ea, eb = t.entries[m.a], t.entries[m.b]
            m.players = tuple(u for u in (ea.user1, eb.user1, ea.user2, eb.user2) if u is not None)
        tx.match(m)
        if had_table:
            tx.effects.append(lambda: self.tables.close_match(t.id, m.no))
        if m.b is None:
            return
        self._result_notice(t, tx, m, winner, walkover, by)

    def _result_notice(self, t: Tournament, tx: _Tx, m: Match, winner: int | None, walkover: bool,
                       by: int | None) -> None:
        """The tie's result as the channel reads it: who played whom, the score, who won."""
        names = {e: t.entries[e].label for e in (m.a, m.b) if e is not None}
        kind = "result" if not walkover else "walkover" if winner is not None else "walkover_both"  # lost by both
        if m.reported and by is None and kind != "walkover_both":  # the pairs' report, not an organiser's decision
            kind = f"reported_{kind}"
        tx.notices.append(Notice(kind, t.id,
                                 {"tournament": t.name, "match": m.no, "winner": names.get(winner, "—") if winner else "—",
                                  "a": names.get(m.a or 0, ""), "b": names.get(m.b or 0, ""),
                                  "score": f"{m.partidas[0]}–{m.partidas[1]}",
                                  # the juegos that stand, those lateness and sanctions took included
                                  "juegos": f"{m.juegos[0]}–{m.juegos[1]}" if any(m.juegos) else "none"},
                                 public=True))

    def _settle(self, t: Tournament, tx: _Tx) -> None:
        """Go on while the round in play is over: the next round, or the end."""
        fmt = format_of(t.format)
        while t.status == "running":
            r = t.round
            if not fmt.round_over(t, r):
                return
            made = fmt.next_round(t, r)
            if made is None:
                self._end(t, tx)
                return
            for m in made:
                tx.match(m)
            self._open_round(t, tx, r + 1)

    def _end(self, t: Tournament, tx: _Tx) -> None:
        fmt = format_of(t.format)
        t.status = "finished"
        t.finished_at = tx.at
        tx.note(None, "finished", champion=t.champion)
        if t.champion is not None:
            champ = t.entries[t.champion]
            tx.notices.append(Notice("champion", t.id, {"tournament": t.name, "pair": champ.label},
                                     to=champ.users, public=True, organiser=True))
        else:  # said in words, with why; nobody gets the champions' role
            why, pairs = fmt.no_champion(t)
            tx.notices.append(Notice(f"no_champion_{why}", t.id, {
                "tournament": t.name, "pairs": tuple(t.entries[p].label for p in pairs)}, public=True, organiser=True))
        for stage, entry in fmt.stage_champions(t):  # a further stage's title (its text is the format's)
            if entry is not None:
                pair = t.entries[entry]
                tx.notices.append(Notice(f"champion_{stage}", t.id, {"tournament": t.name, "pair": pair.label},
                                         to=pair.users, public=True, organiser=True))
        tx.league.append(lambda: self._score_msst(t))

    async def _score_msst(self, t: Tournament) -> None:
        """The MSST's section 5 for a finished tournament, by its pairs' final places, once."""
        assert t.finished_at is not None
        placed = [(p.place, t.entries[p.pair].users) for p in format_of(t.format).places(t)]
        await self.records.score_msst(t, placed, t.finished_at)

    # ------------------------------------------------------------------ time
    async def tick(self, now: float | None = None) -> None:
        """Close sign-ups, open jornadas and give walkovers whose time has come."""
        when = self.clock() if now is None else now
        at = utc_text(when)
        for tid, t in list(self._loaded.items()):
            if not self._due(t, at) or (self.owns is not None and not self.owns(t.guild_id)):
                continue
            try:
                async with self._change(tid, now=when) as (t2, tx):
                    await self._run_due(t2, tx)
            except TournamentError as exc:
                log.warning("tournament %s: tick: %s", tid, exc.key)

    def _due(self, t: Tournament, at: str) -> bool:
        if t.status == "signup":
            return t.signup_closes_at <= at
        if t.status != "running":
            return False
        return any(self._expired(m, at) or (m.status == "pending" and self._may_open(t, m, at))
                   or self._report_due(m, at) for m in t.matches.values())

    @staticmethod
    def _report_due(m: Match, at: str) -> bool:
        """A pair's report nobody answered: it confirms itself once its time is over."""
        return (m.status == "open" and m.report is not None and not m.report.disputed
                and m.report.until <= at)

    @staticmethod
    def _expired(m: Match, at: str) -> bool:
        """The grace period (liga: the jornada) of an open tie is over; a held tie waits."""
        return m.status == "open" and not m.held and m.deadline is not None and m.deadline <= at

    @staticmethod
    def _may_open(t: Tournament, m: Match, at: str) -> bool:
        return format_of(t.format).may_open(t, m, at)

    async def _run_due(self, t: Tournament, tx: _Tx) -> None:
        at = tx.at
        if t.status == "signup" and t.signup_closes_at <= at:
            await self._close(t, tx, None)
            return
        if t.status != "running":
            return
        for m in sorted(t.matches.values(), key=lambda m: m.no):
            if m.status == "pending" and self._may_open(t, m, at):
                if m.round > t.round:
                    t.round = m.round
                    tx.notices.append(Notice("round", t.id, {"tournament": t.name, "round": m.round, "stage": m.stage},
                                             public=True))
                self._open_match(t, tx, m)
        for m in sorted(t.matches.values(), key=lambda m: m.no):
            if self._report_due(m, at):
                assert m.report is not None
                tx.note(None, "report_confirmed", match=m.no, by=m.report.by, itself=True)
                self._apply_report(t, tx, m, m.report)
            elif self._expired(m, at):
                self._expire(t, tx, m)
        self._settle(t, tx)

    def _expire(self, t: Tournament, tx: _Tx, m: Match) -> None:
        """The tie's deadline (the grace period, or its round's close) is over."""
        assert m.a is not None and m.b is not None
        absent_a = any(u not in m.present for u in t.entries[m.a].users)
        absent_b = any(u not in m.present for u in t.entries[m.b].users)
        played = any(p.counted and p.winner is not None for p in t.match_partidas(m.no))
        if played or m.presencial or not (absent_a or absent_b):
            # they came (or play at a real table): the tie waits, for the organiser if the format says
            m.deadline = None
            tx.match(m)
            if format_of(t.format).tells_unfinished:
                tx.notices.append(Notice("unfinished", t.id, {"tournament": t.name, "match": m.no}, organiser=True))
            return
        winner = None if absent_a and absent_b else (m.b if absent_a else m.a)
        tx.note(None, "walkover", match=m.no, winner=winner)
        self._finish(t, tx, m, winner, walkover=True)

    def next_wakeup(self) -> str | None:
        """The earliest stored time at which ``tick`` has something to do (for ``simulate``)."""
        times = []
        for t in self._loaded.values():
            if t.status == "signup":
                times.append(t.signup_closes_at)
            elif t.status == "running":
                for m in t.matches.values():
                    if m.status == "open" and not m.held and m.deadline:
                        times.append(m.deadline)
                    if m.status == "open" and m.report is not None and not m.report.disputed:
                        times.append(m.report.until)
                    if m.status == "pending" and m.opens_at:
                        times.append(m.opens_at)
        return min(times, default=None)

    # ------------------------------------------------------------------ from the tables
    def _open_tie(self, t: Tournament, match_no: int) -> Match | None:
        m = t.matches.get(match_no)
        if m is None or m.status != "open" or t.status not in ("running", "paused"):
            return None
        return m

    async def partida_table(self, tid: int, match_no: int, number: int, table_id: int) -> None:
        """The store table partida ``number`` of the tie is played at (before it starts)."""
        async with self._change(tid) as (t, tx):
            if t.matches.get(match_no) is None:
                raise TournamentError("tourn.error.no_match", match=match_no)
            p = t.partidas.get((match_no, number)) or PartidaRecord(match_no, number)
            p.table_id = table_id
            t.partidas[(match_no, number)] = p
            tx.partida(p)

    async def player_present(self, tid: int, match_no: int, user: int) -> None:
        t = await self.get(tid)
        m = self._open_tie(t, match_no)
        if m is None or user in m.present:
            return
        async with self._change(tid) as (t, tx):
            m = self._open_tie(t, match_no)
            if m is None or user in m.present or m.a is None or m.b is None:
                return
            if user not in t.entries[m.a].users + t.entries[m.b].users:
                return
            m.present.add(user)
            pair = m.a if user in t.entries[m.a].users else m.b
            if all(u in m.present for u in t.entries[pair].users):
                self._arrived(t, tx, m, pair)
            if len(m.present) == 4:  # everyone is here: no walkover any more
                m.deadline = format_of(t.format).deadline_when_all_here(m)
            tx.match(m)

    def _arrived(self, t: Tournament, tx: _Tx, m: Match, pair: int) -> None:
        """Both of ``pair`` have said they are here: a late pair loses juegos by the club's
        rule (``club.late_juegos``), counted for the other pair in the tie and, as its first
        partida is not dealt before the four are here, won by the other pair there already."""
        o = t.options
        if m.opened_at is None or not o.late_step or any(p.winner is not None for p in t.match_partidas(m.no)):
            return
        minutes = (tx.now - parse_utc(m.opened_at).timestamp()) / 60
        lost = club.late_juegos(minutes, o.late_grace, o.late_step)
        if not lost:
            return
        m.juegos[1 - m.side(pair)] += lost
        begun = math.ceil(minutes)  # said as the rule counts them: minutes begun
        tx.note(None, "late", match=m.no, entry=pair, minutes=begun, juegos=lost)
        head = self._head_start(t, m)
        self._give_head_start(t, tx, m, head)
        other = m.b if pair == m.a else m.a
        assert other is not None
        ahead = head[m.side(other)]  # the rivals' head start at the table, when it takes one
        juegos_to_win, vacas_to_win = self._juegos_rules(t)
        kind = "late_won" if ahead >= juegos_to_win * vacas_to_win else "late_ahead" if ahead else "late"
        tx.notices.append(Notice(kind, t.id, {
            "tournament": t.name, "match": m.no, "pair": t.entries[pair].label, "minutes": begun, "juegos": lost,
            "rival": t.entries[other].label, "ahead": ahead}, public=True))

    def _head_start(self, t: Tournament, m: Match) -> tuple[int, int]:
        """The juegos the tie's first partida begins with (pairs a and b): those the tie holds
        before any partida of it is won (lost by lateness or a sanction), so that the partida
        itself is played from them (R25); later partidas begin level."""
        if not m.presencial and not any(p.winner is not None for p in t.match_partidas(m.no)):
            return club.head_start((m.juegos[0], m.juegos[1]), *self._juegos_rules(t))
        return (0, 0)

    def _give_head_start(self, t: Tournament, tx: _Tx, m: Match, head: tuple[int, int]) -> None:
        """The tie's table, waiting for the four, deals its partida from ``head``. A partida
        already begun cannot take it: those juegos then count on the tie's count alone."""
        if head == (0, 0):
            return

        async def give() -> None:
            if not await self.tables.give_head_start(t.id, m.no, head):
                log.warning("tournament %s: tie %s had begun: its juegos lost count for the tie only", t.id, m.no)

        tx.effects.append(give)

    async def partida_finished(self, tid: int, match_no: int, number: int, outcome: PartidaOutcome) -> None:
        async with self._change(tid) as (t, tx):
            m = t.matches.get(match_no)
            p = t.partidas.get((match_no, number)) or PartidaRecord(match_no, number)
            if p.winner is not None:
                return  # told twice: counted once
            if m is None or m.a is None or m.b is None:
                raise TournamentError("tourn.error.no_match", match=match_no)
            counts = m.status == "open" and t.status in ("running", "paused")
            p.winner = m.a if outcome.winner_pair == 0 else m.b
            p.juegos, p.tantos = outcome.juegos, outcome.tantos
            p.partida_id = outcome.partida_id
            p.table_id = outcome.table_id if outcome.table_id is not None else p.table_id
            p.counted = counts
            p.finished_at = tx.at
            t.partidas[(match_no, number)] = p
            tx.partida(p)
            if not counts:  # decided meanwhile by the organiser or a walkover: kept, not counted
                tx.note(None, "partida_not_counted", match=match_no, number=number)
                return
            m.present |= set(t.entries[m.a].users + t.entries[m.b].users)
            m.deadline = None
            for k in (0, 1):
                m.juegos[k] += outcome.juegos[k]
                m.tantos[k] += outcome.tantos[k]
            m.partidas[outcome.winner_pair] += 1
            tx.match(m)
            if m.partidas[outcome.winner_pair] >= bracket.wins_needed(t.options.best_of):
                self._finish(t, tx, m, p.winner, walkover=False)
                self._settle(t, tx)
            else:
                self._start_next(t, tx, m)

    async def table_lost(self, tid: int, match_no: int) -> None:
        """The tie's table is gone (its thread deleted): hold the tie, tell the organiser."""
        async with self._change(tid) as (t, tx):
            m = self._open_tie(t, match_no)
            if m is None or m.held:
                return
            m.held = True
            tx.match(m)
            tx.note(None, "table_lost", match=match_no)
            tx.notices.append(Notice("table_lost", tid, {"tournament": t.name, "match": match_no}, organiser=True))

    # ------------------------------------------------------------------ ties at a real table
    @staticmethod
    def _juegos_rules(t: Tournament) -> tuple[int, int]:
        """Juegos to win a vaca and vacas to win a partida, by the tournament's rules."""
        return int(t.options.rules.get("juegos", 2)), int(t.options.rules.get("vacas", 1))

    async def presencial_thread(self, tid: int, match_no: int, thread_id: int) -> None:
        """Where presencial tie ``match_no`` is reported (its thread, once made)."""
        async with self._change(tid) as (t, tx):
            m = t.matches.get(match_no)
            if m is None or m.thread_id == thread_id:
                return
            m.thread_id = thread_id
            tx.match(m)

    async def mark_presencial(self, tid: int, by: int, match_no: int, *, admin: bool = False,
                              version: int | None = None) -> Match:
        """The organiser's ``presencial``: this tie is played at a real table (its bot table,
        if open and nothing played there yet, is closed)."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            self._running(t)
            m = self._match(t, match_no)
            if m.finished:
                raise TournamentError("tourn.error.tie_decided", match=match_no)
            if m.presencial:
                raise TournamentError("tourn.error.already_presencial", match=match_no)
            if any(p.winner is not None and p.counted for p in t.match_partidas(m.no)):
                raise TournamentError("tourn.error.tie_started", match=match_no)
            m.presencial = True
            tx.match(m)
            tx.note(by, "presencial", match=match_no)
            if m.status == "open":
                tx.effects.append(lambda: self.tables.close_match(t.id, m.no))
                self._start_next(t, tx, m, moved=not m.held)  # a held tie's four were never called
        return m

    async def set_club_rules(self, tid: int, by: int, *, admin: bool = False, version: int | None = None,
                             **values: int | bool) -> Tournament:
        """The organiser's ``reglamento``: the club's rules of the tournament (presencial ties,
        the time a report confirms itself, substitutes, lateness); ties already open keep how
        they are played."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            if t.status not in ("signup", "running", "paused"):
                raise TournamentError("tourn.error.not_running")
            unknown = set(values) - CLUB_RULES
            if unknown:
                raise TournamentError("tourn.error.rules", detail=", ".join(sorted(unknown)))
            opts = dataclasses.replace(t.options, **values)  # type: ignore[arg-type]
            format_of(t.format).check(opts)
            t.options = opts
            tx.note(by, "club_rules", **values)
        return t

    @staticmethod
    def needs_juegos(t: Tournament) -> bool:
        """Whether a reported result of this tournament must give juegos (its standings weigh them)."""
        return format_of(t.format).needs_juegos

    def check_reporter(self, t: Tournament, match_no: int, user: int) -> None:
        """Refuse, before a form is opened, a report the service would refuse."""
        self._tie_of(t, match_no, user)

    def _tie_of(self, t: Tournament, match_no: int, user: int) -> tuple[Match, int]:
        """An open presencial tie and the pair of ``user`` in it, or the refusal that says why not."""
        m = t.matches.get(match_no)
        if m is None or m.a is None or m.b is None:
            raise TournamentError("tourn.error.no_match", match=match_no)
        if not m.presencial:
            raise TournamentError("tourn.error.not_presencial", match=match_no)
        if m.finished:
            raise TournamentError("tourn.error.tie_decided", match=match_no)
        pair = next((e for e in (m.a, m.b) if user in t.entries[e].users), None)
        if pair is None:
            raise TournamentError("tourn.error.not_in_tie", match=match_no)
        if m.status != "open" or t.status != "running":
            raise TournamentError("tourn.error.tie_not_open", match=match_no)
        if m.report is not None:
            raise TournamentError("tourn.error.disputed" if m.report.disputed else "tourn.error.already_reported",
                                  match=match_no)
        return m, pair

    async def report_result(self, tid: int, user: int, match_no: int, ours: tuple[int, int],
                            theirs: tuple[int, int] | None = None) -> Match:
        """A pair says what its presencial tie gave: ``ours`` and ``theirs`` are (partidas,
        juegos) of the reporter's pair and of the other; ``theirs`` None: partidas only, in
        ``ours`` as (ours, theirs). The other pair confirms or disputes."""
        async with self._change(tid) as (t, tx):
            m, pair = self._tie_of(t, match_no, user)
            if theirs is None:
                mine, other, juegos = ours[0], ours[1], None
            else:
                mine, other = ours[0], theirs[0]
                juegos = (ours[1], theirs[1]) if m.side(pair) == 0 else (theirs[1], ours[1])
            partidas = (mine, other) if m.side(pair) == 0 else (other, mine)
            if juegos is None and format_of(t.format).needs_juegos:
                raise TournamentError("tourn.error.juegos_needed")
            club.check_score(partidas, juegos, bracket.wins_needed(t.options.best_of), *self._juegos_rules(t))
            m.report = Report("result", user, pair, partidas, juegos or (0, 0), tx.at,
                              utc_text(tx.now + t.options.confirm_minutes * 60))
            tx.match(m)
            tx.note(user, "report", match=match_no, partidas=list(partidas), juegos=list(juegos or (0, 0)))
            self._ask_other(t, tx, m, pair, "reported")
        return m

    async def report_absent(self, tid: int, user: int, match_no: int) -> Match:
        """*No se presentan*: the other pair did not come by the minute the tie is lost
        (``grace_minutes`` after it opened). Once they confirm, or say nothing, it is a walkover."""
        async with self._change(tid) as (t, tx):
            m, pair = self._tie_of(t, match_no, user)
            if m.opened_at is not None:
                due = parse_utc(m.opened_at).timestamp() + t.options.grace_minutes * 60
                if tx.now < due:
                    raise TournamentError("tourn.error.too_early", minutes=t.options.grace_minutes,
                                          left=int((due - tx.now + 59) // 60))
            need = bracket.wins_needed(t.options.best_of)
            partidas = (need, 0) if m.side(pair) == 0 else (0, need)
            m.report = Report("absent", user, pair, partidas, (0, 0), tx.at,
                              utc_text(tx.now + t.options.confirm_minutes * 60))
            tx.match(m)
            tx.note(user, "report_absent", match=match_no)
            self._ask_other(t, tx, m, pair, "reported_absent")
        return m

    def _ask_other(self, t: Tournament, tx: _Tx, m: Match, pair: int, kind: str) -> None:
        assert m.a is not None and m.b is not None and m.report is not None
        other = m.b if pair == m.a else m.a
        tx.notices.append(Notice(kind, t.id, {
            "tournament": t.name, "match": m.no, "pair": t.entries[pair].label, "a": t.entries[m.a].label,
            "b": t.entries[m.b].label, "score": f"{m.report.partidas[0]}-{m.report.partidas[1]}",
            "juegos": f"{m.report.juegos[0]}-{m.report.juegos[1]}", "until": m.report.until},
            to=t.entries[other].users))

    async def answer_report(self, tid: int, user: int, match_no: int, agree: bool) -> Match:
        """The other pair confirms the report (the result counts) or disputes it (the
        organisers decide with ``set_result``)."""
        async with self._change(tid) as (t, tx):
            m = t.matches.get(match_no)
            if m is None or m.a is None or m.b is None:
                raise TournamentError("tourn.error.no_match", match=match_no)
            if m.finished:
                raise TournamentError("tourn.error.tie_decided", match=match_no)
            pair = next((e for e in (m.a, m.b) if user in t.entries[e].users), None)
            if pair is None:
                raise TournamentError("tourn.error.not_in_tie", match=match_no)
            report = m.report
            if report is None:
                raise TournamentError("tourn.error.no_report", match=match_no)
            if report.entry == pair:
                raise TournamentError("tourn.error.own_report")
            if report.disputed:
                raise TournamentError("tourn.error.disputed", match=match_no)
            if agree:
                tx.note(user, "report_confirmed", match=match_no, by=report.by)
                self._apply_report(t, tx, m, report)
                self._settle(t, tx)
                return m
            m.report = Report(report.kind, report.by, report.entry, report.partidas, report.juegos, report.at,
                              report.until, disputed=True)
            tx.match(m)
            tx.note(user, "report_disputed", match=match_no)
            tx.notices.append(Notice("disputed", t.id, {
                "tournament": t.name, "match": m.no, "a": t.entries[m.a].label, "b": t.entries[m.b].label,
                "score": f"{report.partidas[0]}-{report.partidas[1]}", "id": t.id}, organiser=True))
        return m

    def _apply_report(self, t: Tournament, tx: _Tx, m: Match, report: Report) -> None:
        """A confirmed report is the tie's result, as if played (marked reported)."""
        m.reported = True
        if report.kind == "absent":
            m.partidas = list(report.partidas)
            self._finish(t, tx, m, report.entry, walkover=True)
            return
        m.partidas = list(report.partidas)
        for k in (0, 1):
            m.juegos[k] += report.juegos[k]
        winner = m.a if report.partidas[0] > report.partidas[1] else m.b
        self._count_reported(t, tx, m, report.partidas, report.juegos)
        self._finish(t, tx, m, winner, walkover=False)

    def _count_reported(self, t: Tournament, tx: _Tx, m: Match, partidas: tuple[int, int],
                        juegos: tuple[int, int] | None) -> None:
        """The partidas a presencial tie's result stands for: kept in the tie (no table, the
        juegos given, if any) and counted in the league's records, ratings and MSST as played
        ones marked reported, each once (``_uncount_reported`` takes them back)."""
        given = juegos is not None and juegos != (0, 0)
        league = club.reported_partidas(partidas, juegos or (0, 0), *self._juegos_rules(t))
        number = self._next_number(t, m)
        kept = []
        for i, (side, made, _vacas) in enumerate(league):
            p = PartidaRecord(m.no, number + i, winner=m.a if side == 0 else m.b, juegos=made if given else (0, 0),
                              finished_at=tx.at)
            t.partidas[(m.no, p.number)] = p
            tx.partida(p)
            kept.append(p)
        seats = self._spec(t, m).seats

        async def record() -> None:
            await self.records.record_reported(t, kept, seats, league, tx.at)

        tx.in_tx.append(record)

    def _uncount_reported(self, t: Tournament, tx: _Tx, m: Match) -> None:
        """A presencial tie's result no longer stands (corrected or voided by the organisers):
        its reported partidas stop counting, in the tie and in the league."""
        gone = [p for p in t.match_partidas(m.no) if p.counted and p.table_id is None and p.winner is not None]
        ids = [p.partida_id for p in gone if p.partida_id is not None]
        for p in gone:
            p.counted, p.partida_id = False, None
            tx.partida(p)
        if ids:
            async def void() -> None:
                await self.records.void_reported(ids, tx.at)

            tx.in_tx.append(void)

    # ------------------------------------------------------------------ sanctions
    async def sanction(self, tid: int, by: int, entry_no: int, kind: str, reason: str, match_no: int | None = None,
                       *, admin: bool = False, version: int | None = None) -> Sanction:
        """An organiser's sanction against a pair, with its reason: a warning (recorded and
        shown), a juego lost (in its open tie, or tie ``match_no``: counted for the other pair),
        or its disqualification (its ties left are walkovers)."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            self._running(t)
            if kind not in club.SANCTION_KINDS:
                raise TournamentError("tourn.error.sanction_kind")
            e = t.entries.get(entry_no)
            if e is None or e.seed is None or e.status != "confirmed":
                raise TournamentError("tourn.error.not_a_pair", pair=entry_no)
            text = club.clean_reason(reason)
            m: Match | None = None
            if match_no is not None:
                m = self._match(t, match_no)
                if entry_no not in (m.a, m.b):
                    raise TournamentError("tourn.error.not_in_match", match=match_no)
            elif kind == "juego":
                m = next((x for x in t.matches.values() if x.status == "open" and entry_no in (x.a, x.b)
                          and x.b is not None), None)
                if m is None:
                    raise TournamentError("tourn.error.sanction_tie", pair=entry_no)
            s = Sanction(len(t.sanctions) + 1, entry_no, None if m is None else m.no, kind, text, by, tx.at)
            t.sanctions.append(s)
            tx.sanctions.add(s.no)
            tx.note(by, "sanction", entry=entry_no, kind=kind, match=s.match, reason=text)
            tx.touched = True
            if kind == "juego" and m is not None:
                m.juegos[1 - m.side(entry_no)] += 1
                tx.match(m)
                if m.status == "open" and len(m.present) < 4:  # its partida waits for the four
                    self._give_head_start(t, tx, m, self._head_start(t, m))
            tx.notices.append(Notice(f"sanction_{kind}", t.id, {
                "tournament": t.name, "pair": e.label, "reason": text, "match": s.match or 0}, to=e.users,
                public=True))
            if kind == "disqualification":
                self._remove(t, tx, e, "removed", by)
        return s

    # ------------------------------------------------------------------ organisers
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

    def _check_correctable(self, t: Tournament, m: Match) -> None:
        if not m.finished:
            return
        fmt = format_of(t.format)
        if fmt.later_drawn(t, m):
            raise TournamentError("tourn.error.later_drawn")
        later = fmt.feeds(t, m)
        if later is not None and (later.finished or any(p.winner is not None and p.counted
                                                        for p in t.match_partidas(later.no))):
            raise TournamentError("tourn.error.later_drawn")

    def _replace_in_later(self, t: Tournament, tx: _Tx, m: Match, old: int | None, new: int | None) -> None:
        later = format_of(t.format).feeds(t, m)
        if later is None or old == new:
            return
        if later.a == old:
            later.a = new
        elif later.b == old:
            later.b = new
        elif later.a is None:
            later.a = new
        elif later.b is None:
            later.b = new
        if later.a is None and later.b is not None:
            later.a, later.b = later.b, None
        if later.status == "open":
            tx.effects.append(lambda: self.tables.close_match(t.id, later.no))
        later.status = "pending"
        later.present = set()
        tx.match(later)
        self._open_match(t, tx, later)

    async def set_result(self, tid: int, by: int, match_no: int, winner: int | None, *,
                         partidas: tuple[int, int] | None = None, juegos: tuple[int, int] | None = None,
                         tantos: tuple[int, int] | None = None, admin: bool = False, version: int | None = None) -> Match:
        """``/mus torneo resultado``: the tie's result as the organiser says (``winner`` None:
        a double walkover). A finished tie can be corrected while nothing drawn later depends
        on it. The tie's partidas no longer count for it (those played at the bot's tables
        stay partidas in the league); juegos lost by lateness or a sanction stand. A presencial
        tie's result counts in the league as its pairs' confirmed report does, and a correction
        replaces what it counted there."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            self._running(t)
            m = self._match(t, match_no)
            if winner is not None and winner not in (m.a, m.b):
                raise TournamentError("tourn.error.not_in_match", match=match_no)
            need = bracket.wins_needed(t.options.best_of)
            given_partidas = partidas
            if partidas is None:
                partidas = (0, 0) if winner is None else ((need, 0) if winner == m.a else (0, need))
            if winner is not None and (max(partidas) != need or partidas[m.side(winner)] != need
                                       or min(partidas) >= need or min(partidas) < 0):
                raise TournamentError("tourn.error.bad_score", need=need, best_of=t.options.best_of)
            if winner is not None and juegos is not None:
                club.check_score(partidas, juegos, need, *self._juegos_rules(t))
            # juegos lost by lateness or a sanction stand: the organiser's are added to them
            kept = [m.juegos[k] - sum(p.juegos[k] for p in t.match_partidas(m.no) if p.counted) for k in (0, 1)]
            given = juegos or (0, 0)
            now_juegos = [kept[0] + given[0], kept[1] + given[1]]
            new = (winner, tuple(partidas), tuple(now_juegos), tantos or (0, 0))
            if m.finished and (m.winner, tuple(m.partidas), tuple(m.juegos), tuple(m.tantos)) == new:
                raise TournamentError("tourn.error.already_recorded")
            self._check_correctable(t, m)
            old = m.winner if m.finished else None
            was_finished = m.finished
            # upholding a *No se presentan* report is the walkover its confirmation would be
            walkover = winner is None or (m.report is not None and m.report.kind == "absent"
                                          and winner == m.report.entry and given_partidas is None)
            if m.report is not None:  # the organisers decide what the pairs reported
                tx.note(by, "report_decided", match=match_no, report=m.report.to_dict())
                m.report = None
            m.reported = m.presencial
            m.partidas = list(partidas)
            m.juegos = now_juegos
            m.tantos = list(tantos or (0, 0))
            tx.note(by, "set_result", match=match_no, winner=winner, before=old, partidas=list(partidas))
            if m.presencial:  # what stands counts in the league once: the old result's partidas go
                self._uncount_reported(t, tx, m)
            for p in t.match_partidas(m.no):  # the tie's score is the organiser's now, not its partidas'
                if p.counted:
                    p.counted = False
                    tx.partida(p)
            if m.presencial and not walkover:
                self._count_reported(t, tx, m, partidas, juegos)
            if was_finished:
                m.winner = winner
                m.walkover = walkover
                m.set_by = by
                tx.match(m)
                tx.notices.append(Notice("corrected", tid, {"tournament": t.name, "match": match_no}, public=True))
                self._result_notice(t, tx, m, winner, walkover, by)  # and what stands now
                self._replace_in_later(t, tx, m, old, winner)
            else:
                self._finish(t, tx, m, winner, walkover=walkover, by=by)
            self._settle(t, tx)
        return m

    async def void_result(self, tid: int, by: int, match_no: int, *, admin: bool = False,
                          version: int | None = None) -> Match:
        """The tie is played again from its first partida (those played at the bot's tables
        stay in the ratings and statistics as partidas; they no longer count for the tie; a
        presencial tie's reported partidas, which stood for its result alone, leave the league)."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            self._running(t)
            m = self._match(t, match_no)
            self._check_correctable(t, m)
            old = m.winner if m.finished else None
            if m.presencial:  # its result no longer stands: nor do its partidas in the league
                self._uncount_reported(t, tx, m)
            m.reported = False
            for p in t.match_partidas(m.no):
                if p.counted:
                    p.counted = False
                    tx.partida(p)
            if m.status == "open":
                tx.effects.append(lambda: self.tables.close_match(t.id, m.no))
            m.status, m.winner, m.walkover, m.set_by, m.finished_at = "pending", None, False, by, None
            m.partidas, m.juegos, m.tantos, m.present, m.held = [0, 0], [0, 0], [0, 0], set(), False
            tx.note(by, "void_result", match=match_no, before=old)
            tx.notices.append(Notice("voided", tid, {"tournament": t.name, "match": match_no}, public=True))
            later = format_of(t.format).feeds(t, m)
            if later is not None:  # the later tie waits for this one again
                if later.status == "open":
                    tx.effects.append(lambda: self.tables.close_match(t.id, later.no))
                later.a, later.b = (later.a if later.a != old else None), (later.b if later.b != old else None)
                if later.a is None:
                    later.a, later.b = later.b, None
                later.status, later.present = "pending", set()
                tx.match(later)
                if t.round > m.round:
                    t.round = m.round
            self._open_match(t, tx, m)
        return m

    async def replace_player(self, tid: int, by: int, entry_no: int, old_user: int, new_user: int, new_name: str, *,
                             admin: bool = False, version: int | None = None) -> Entry:
        """A pair's player is replaced (from its next partida on)."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            e = t.entries.get(entry_no)
            if e is None or e.status not in (*HOLDING, "confirmed") or old_user not in e.users:
                raise TournamentError("tourn.error.not_in_pair")
            if new_user in e.users:
                raise TournamentError("tourn.error.partner_taken", name=new_name)
            other = t.entry_of(new_user, (*HOLDING, "confirmed"))
            if other is not None:
                raise TournamentError("tourn.error.in_other_pair", name=new_name, pair=other.no)
            if t.drawn:  # from the draw on, a pair may change so many of its players and no more
                if e.substitutes >= t.options.substitutes:
                    raise TournamentError("tourn.error.substitutes_used", most=t.options.substitutes)
                e.substitutes += 1
            if e.user1 == old_user:
                e.user1, e.name1 = new_user, new_name
            else:
                e.user2, e.name2 = new_user, new_name
            tx.entry(e)
            for m in t.matches.values():
                if m.status == "open" and entry_no in (m.a, m.b):
                    m.present.discard(old_user)
                    tx.match(m)
            tx.note(by, "replace_player", entry=entry_no, old=old_user, new=new_user)
            tx.notices.append(Notice("replaced", tid, {"tournament": t.name, "name": new_name}, to=(new_user, old_user)))
        return e

    async def remove_pair(self, tid: int, by: int, entry_no: int, *, admin: bool = False,
                          version: int | None = None) -> Entry:
        """The pair leaves; its remaining ties are walkovers for its opponents."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            e = t.entries.get(entry_no)
            if e is None or e.status not in (*HOLDING, "confirmed"):
                raise TournamentError("tourn.error.not_in_pair")
            if t.status == "signup":
                e.status = "removed"
                tx.entry(e)
                tx.note(by, "remove_pair", entry=entry_no)
                return e
            self._running(t)
            self._remove(t, tx, e, "removed", by)
        return e

    def _remove(self, t: Tournament, tx: _Tx, e: Entry, status: str, by: int) -> None:
        e.status = status
        tx.entry(e)
        tx.note(by, status, entry=e.no)
        tx.notices.append(Notice(status, t.id, {"tournament": t.name, "pair": e.label}, public=True, organiser=True))
        for m in sorted(t.matches.values(), key=lambda m: m.no):
            if m.finished or e.no not in (m.a, m.b):
                continue
            if m.status == "open" or m.round <= t.round or format_of(t.format).walkovers_ahead:
                other = m.b if m.a == e.no else m.a
                self._finish(t, tx, m, other if other is not None and t.in_play(other) else None, walkover=True, by=by)
        self._settle(t, tx)

    async def pause(self, tid: int, by: int, *, admin: bool = False, version: int | None = None) -> Tournament:
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            if t.status == "paused":
                raise TournamentError("tourn.error.already_paused")
            if t.status != "running":
                raise TournamentError("tourn.error.not_running")
            t.status, t.paused_at = "paused", tx.at
            tx.note(by, "pause")
            for m in t.matches.values():
                if m.status == "open":
                    no = m.no
                    tx.effects.append(lambda no=no: self.tables.pause_match(t.id, no))  # type: ignore[misc]
            tx.notices.append(Notice("paused", tid, {"tournament": t.name}, public=True))
        return t

    async def resume(self, tid: int, by: int, match_no: int | None = None, *, admin: bool = False,
                     version: int | None = None) -> Tournament:
        """Resume a paused tournament (its clocks move on by the pause), or, with
        ``match_no``, a tie held after its table was lost (a new table, the partida again)."""
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            if match_no is not None:
                self._running(t)
                m = self._match(t, match_no)
                if not m.held:
                    raise TournamentError("tourn.error.not_held", match=match_no)
                m.held = False
                if m.deadline is not None and m.deadline < tx.at:
                    m.deadline = utc_text(tx.now + t.options.grace_minutes * 60)
                tx.match(m)
                tx.note(by, "resume_match", match=match_no)
                self._start_next(t, tx, m)
                return t
            if t.status != "paused":
                raise TournamentError("tourn.error.not_paused")
            assert t.paused_at is not None
            shift = timedelta(seconds=tx.now - parse_utc(t.paused_at).timestamp())
            for m in t.matches.values():
                changed = False
                for attr in ("deadline", "opens_at"):
                    v = getattr(m, attr)
                    if v is not None and not m.finished:
                        setattr(m, attr, utc_text(parse_utc(v) + shift))
                        changed = True
                if changed:
                    tx.match(m)
                if m.status == "open":
                    no = m.no
                    tx.effects.append(lambda no=no: self.tables.resume_match(t.id, no))  # type: ignore[misc]
            t.status, t.paused_at = "running", None
            tx.note(by, "resume")
            tx.notices.append(Notice("resumed", tid, {"tournament": t.name}, public=True))
            self._settle(t, tx)  # ties that ended during the pause move the tournament on
        return t

    async def cancel(self, tid: int, by: int, *, admin: bool = False, version: int | None = None) -> Tournament:
        async with self._change(tid, version) as (t, tx):
            self._organiser(t, by, admin)
            if t.status not in ("signup", "running", "paused"):
                raise TournamentError("tourn.error.not_running")
            for m in t.matches.values():
                if m.status == "open":
                    no = m.no
                    tx.effects.append(lambda no=no: self.tables.close_match(t.id, no))  # type: ignore[misc]
            t.status, t.finished_at = "cancelled", tx.at
            tx.note(by, "cancel")
            tx.notices.append(Notice("cancelled", tid, {"tournament": t.name}, public=True))
        return t
