"""Invitations to a table (*Jugar al mus* on a member): who may be invited, where the invited
person sits, and when an invitation is over. The message and its button are the presenter's
(``presenter/invitations.py``).

An invitation is all of its four numbers (channel, table, invited, inviter), so it is judged
from the table as it is now, also after a restart: it is over once the invited person is
seated, the partida has started, or its table (that table, not a later one in the channel) is
closed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .commands import Applied
from .errors import TableError
from .model import Table
from .service import TableService
from .snapshot import PublicSnapshot
from .status import TableStatus


@dataclass(frozen=True, slots=True)
class Invitation:
    channel_id: int
    table_id: int  # the store's id of the table: a later table in the channel is another one
    invitee_id: int
    inviter_id: int


@dataclass(frozen=True, slots=True)
class Invitee:
    """The person asked to play, as their server knows them."""

    user_id: int
    is_bot: bool
    is_member: bool  # of the server (a user who left is only a user)
    sees_channel: bool  # may view the table's channel


def check_invitee(inviter_id: int, invitee: Invitee) -> None:
    """Refuse, before any table is opened, whom nobody can invite."""
    if invitee.is_bot:
        raise TableError("invite.error.bot")
    if invitee.user_id == inviter_id:
        raise TableError("invite.error.self")
    if not invitee.is_member:
        raise TableError("invite.error.not_member")
    if not invitee.sees_channel:
        raise TableError("invite.error.cannot_see")


def check_table(public: PublicSnapshot, invitee_id: int) -> None:
    """Refuse an invitation to an open table that has no place for this person."""
    if public.status == TableStatus.FINISHED:  # its revancha keeps the same four seats
        raise TableError("invite.error.finished")
    if public.status != TableStatus.WAITING:
        raise TableError("invite.error.playing")
    if any(s is not None and s.user_id == invitee_id for s in public.seats):
        raise TableError("invite.error.seated")
    if all(s is not None for s in public.seats):
        raise TableError("invite.error.full")


def over(status: TableStatus | None, invitee_seated: bool) -> str | None:
    """Why an invitation is over (the catalogue key that says so), or None while it stands.
    ``status`` None: its table is gone (closed, or another table is open in the channel)."""
    if status is None or status == TableStatus.CLOSED:
        return "invite.over.closed"
    if status != TableStatus.WAITING:
        return "invite.over.started"
    if invitee_seated:
        return "invite.over.seated"
    return None


def over_at(public: PublicSnapshot, invitee_id: int) -> str | None:
    """``over`` for the table as a snapshot shows it."""
    return over(public.status, any(s is not None and s.user_id == invitee_id for s in public.seats))


def table_of(service: TableService, invitation: Invitation) -> Table | None:
    """The invitation's own table, if it is still open."""
    table = service.tables.get(invitation.channel_id)
    if table is None or table.status == TableStatus.CLOSED or table.id != invitation.table_id:
        return None
    return table


def over_now(service: TableService, invitation: Invitation) -> str | None:
    """``over`` for the invitation's table as it is now."""
    table = table_of(service, invitation)
    if table is None:
        return over(None, False)
    return over(table.status, table.seat_of(invitation.invitee_id) is not None)


def seated_name(service: TableService, invitation: Invitation) -> str:
    """The invited person's name at the invitation's table ("" when not seated there)."""
    table = table_of(service, invitation)
    seat = None if table is None else table.seat_of(invitation.invitee_id)
    occupant = None if table is None or seat is None else table.seats[seat]
    return occupant.name if occupant is not None else ""


async def accept(service: TableService, invitation: Invitation, user_id: int, name: str) -> Applied:
    """The invited person sits down: as the inviter's partner when that seat is free (they were
    asked to play with the inviter), else in the first free seat."""
    if user_id != invitation.invitee_id:
        raise TableError("invite.error.not_you")
    table = table_of(service, invitation)
    reason = over_now(service, invitation)
    if table is None or reason is not None:
        raise TableError(reason or "invite.over.closed")
    seat = table.seat_of(invitation.inviter_id)
    partner = None if seat is None else (seat + 2) % 4
    if partner is not None and table.seats[partner] is None:
        try:
            return await service.sit(invitation.channel_id, user_id, name, partner)
        except TableError as exc:  # taken meanwhile by a press that came first
            if exc.key != "error.seat_taken":
                raise
    return await service.sit(invitation.channel_id, user_id, name)
