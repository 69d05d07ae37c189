"""Ties at a real table: a tie marked presencial, the club's rules of the tournament, and the
pairs' reports of what they played, which the other pair confirms or disputes.

A confirmed report is the tie's result as if played: its partidas count in the league as
reported ones, once, and leave it again when the organisers correct or void the result
(``corrections.py``).
"""

from __future__ import annotations

import dataclasses

from musbot.store.db import parse_utc, utc_text

from . import bracket, club
from .club import Report
from .core import Notice, _Tx
from .errors import TournamentError
from .formats import format_of
from .model import Match, PartidaRecord, Tournament
from .rounds import Rounds

CLUB_RULES = {"presencial", "confirm_minutes", "substitutes", "late_grace", "late_step"}  # set_club_rules


class Presencial(Rounds):
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
