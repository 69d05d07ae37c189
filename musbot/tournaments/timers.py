"""A tournament's time: sign-ups that close, jornadas that open, ties whose grace period is
over (walkovers) and reports that confirm themselves.

Time comes from the injectable clock and moves only through ``tick(now)``, from the times the
store holds: nothing here sleeps, and after a restart the next tick carries on. ``simulate``
asks ``next_wakeup`` when there is something to do.
"""

from __future__ import annotations

import logging

from musbot.store.db import utc_text

from .core import Notice, _Tx
from .drawing import Drawing
from .errors import TournamentError
from .formats import format_of
from .model import Match, Tournament
from .presencial import Presencial

log = logging.getLogger(__name__)


class Timers(Drawing, Presencial):
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
