"""Closing sign-up: invitations nobody answered expire, solo entrants are paired, and the draw
anyone can check (``draw.py``) gives the pairs their seeds and the first round its ties.

Sign-up closes by the organiser's press or by its time (``timers.py``); either way the same
step runs, so a tournament drawn after a restart is the one it would have been.
"""

from __future__ import annotations

from . import draw
from .core import Notice, _Tx
from .errors import TournamentError
from .formats import format_of
from .model import Entry, Tournament
from .rounds import Rounds


class Drawing(Rounds):
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
