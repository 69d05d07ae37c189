"""Sign-ups: a tournament created, pairs and solo entrants signing up, invitations confirmed or
declined, pairs' labels, and withdrawals.

Everything here happens while sign-up is open, except a withdrawal after the draw, which
leaves the pair's remaining ties to its opponents as any removal does (``rounds.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from musbot.store.db import parse_utc, utc_text
from musbot.store.errors import StoreError

from . import rng
from .core import Notice, _Tx
from .errors import TournamentError
from .formats import format_of
from .model import Entry, Options, Tournament
from .rounds import Rounds

NAME_MAX = 80
TAG_MAX = 40  # a pair's label: a club's or a town's name
SIGNUP_MAX_DAYS = 90


class SignUps(Rounds):
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
