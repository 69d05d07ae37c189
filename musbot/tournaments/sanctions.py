"""Sanctions: an organiser's warning, juego lost or disqualification against a pair, with its
reason, recorded and shown.

A juego lost counts for the other pair in the tie (at its table's start, if the partida still
waits for the four); a disqualification removes the pair as any removal does.
"""

from __future__ import annotations

from . import club
from .club import Sanction
from .core import Notice
from .errors import TournamentError
from .model import Match
from .rounds import Rounds


class Sanctions(Rounds):
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
