"""Rounds and ties: how a tie opens (at a bot table or a real one) and ends, and how the
tournament moves on once a round is over, to its next round or its end.

Every concern ends its changes here: a sign-up withdrawn, a report confirmed, a partida won,
a sanction, an organiser's correction all finish ties and settle the tournament the same way,
so these steps are written once, over the core.
"""

from __future__ import annotations

import logging

from .core import Notice, TournamentCore, _Tx
from .formats import format_of
from .model import Entry, Match, Tournament

log = logging.getLogger(__name__)


class Rounds(TournamentCore):
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

    def _give_head_start(self, t: Tournament, tx: _Tx, m: Match, head: tuple[int, int]) -> None:
        """The tie's table, waiting for the four, deals its partida from ``head``. A partida
        already begun cannot take it: those juegos then count on the tie's count alone."""
        if head == (0, 0):
            return

        async def give() -> None:
            if not await self.tables.give_head_start(t.id, m.no, head):
                log.warning("tournament %s: tie %s had begun: its juegos lost count for the tie only", t.id, m.no)

        tx.effects.append(give)

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
