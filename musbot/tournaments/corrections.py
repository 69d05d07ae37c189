"""The organisers' corrections: a tie's result set or voided, a player replaced, a pair
removed, the tournament paused, resumed or cancelled.

Each press carries the tournament's ``version`` as the organiser saw it (a press on an older
picture is refused), and a result can be corrected only while nothing drawn later depends on
it. A presencial tie's result leaves the league and enters it again as the correction says
(``presencial.py``).
"""

from __future__ import annotations

from datetime import timedelta

from musbot.store.db import parse_utc, utc_text

from . import bracket, club
from .core import Notice, _Tx
from .errors import TournamentError
from .formats import format_of
from .model import HOLDING, Entry, Match, Tournament
from .presencial import Presencial


class Corrections(Presencial):
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
