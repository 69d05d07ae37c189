"""What the tables tell a tournament: the store table a partida is played at, each player's
first press (a late pair loses juegos by the club's rule), a partida won, a table lost.

These come from ``port.MatchTables``' side (``tables.py``), not from a person's press: a
partida told twice counts once, and a tie decided meanwhile keeps the partida uncounted.
"""

from __future__ import annotations

import math

from musbot.store.db import parse_utc

from . import bracket, club
from .core import Notice, _Tx
from .errors import TournamentError
from .formats import format_of
from .model import Match, PartidaRecord, Tournament
from .port import PartidaOutcome
from .rounds import Rounds


class FromTables(Rounds):
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
