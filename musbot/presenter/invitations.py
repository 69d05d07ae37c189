"""The invitation messages (*Jugar al mus* on a member): posted in the table's channel with a
mention of the invited person and a *Sentarse* button only they may use, also sent to them as a
direct message linking to it (``invite_dm.py``), and both edited to say how it ended as soon as
the table shows it (they sat down, the partida started, the table closed).

Why both: the direct message is the private invitation, reaching them wherever they are, but
people may refuse direct messages from a server's members (Discord answers 403, error 50007),
while a mention notifies anyone who can see the channel, whatever their settings. And the
*Sentarse* button must be in the channel: a press is applied to the table of the channel it
comes from. So the channel's message is the invitation and the direct message, best effort,
points to it; when it is refused the inviter is told. Nothing private is in either: who sits at
a table is public on its message anyway.
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass
from typing import Any

import discord

from musbot.i18n import t
from musbot.tables.invitations import Invitation, over_at, over_now
from musbot.tables.service import TableService
from musbot.tables.snapshot import TableSnapshot

from .invite_dm import Letter, edit_letter, send_letter
from .languages import Languages
from .mentions import NOBODY, pinging, plain

log = logging.getLogger(__name__)

# an invitation is named by its button's custom_id alone, so a press is judged after a restart too
INVITE_PATTERN = r"musinv:(?P<channel>[0-9]+):(?P<table>[0-9]+):(?P<invitee>[0-9]+):(?P<inviter>[0-9]+)"
_INVITE = re.compile(INVITE_PATTERN)


def invitation_id(invitation: Invitation) -> str:
    """The custom_id of the invitation's *Sentarse* button."""
    return f"musinv:{invitation.channel_id}:{invitation.table_id}:{invitation.invitee_id}:{invitation.inviter_id}"


def parse_invitation(text: str) -> Invitation | None:
    """The invitation a custom_id names, or None: not an invitation's."""
    m = _INVITE.fullmatch(text)
    if m is None:
        return None
    return Invitation(int(m["channel"]), int(m["table"]), int(m["invitee"]), int(m["inviter"]))


@dataclass(slots=True)
class Posted:
    """An invitation standing in its channel (and, if sent, in the invited person's DMs)."""

    invitation: Invitation
    message_id: int
    lang: str  # the invited person's, else the server's
    invitee_name: str
    letter_params: dict[str, str] | None = None  # who invites to which table on which server
    letter: Letter | None = None
    dm_refused: bool = False  # the person does not accept direct messages
    ended: str | None = None  # why it is over, once it is
    letter_ended: bool = False


def sit_label(lang: str) -> str:
    return t("invite.btn.sit", lang)


def table_link(guild_id: int, channel_id: int, message_id: int | None) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}" + (f"/{message_id}" if message_id else "")


class InvitationBoard:
    """The invitations standing in each channel, kept until the table says they are over.
    Held in memory: after a restart an old invitation's button is judged by the table as it is
    (``tables.invitations.over_now``) and its message mended at that press."""

    def __init__(self, client: discord.Client, tables: TableService, languages: Languages) -> None:
        self.client = client
        self.tables = tables
        self.languages = languages
        self.posted: dict[int, dict[int, Posted]] = {}  # channel -> invited person -> invitation
        self._edits: set[asyncio.Task[None]] = set()
        tables.listeners.append(self.on_change)

    def close(self) -> None:
        """Stop listening to the table service."""
        if self.on_change in self.tables.listeners:
            self.tables.listeners.remove(self.on_change)

    def held(self) -> set[int]:
        """The channels with a standing invitation (none once their table closed)."""
        return set(self.posted)

    def standing(self, invitation: Invitation) -> Posted | None:
        """The invitation of the same person to the same table, if it still stands."""
        posted = self.posted.get(invitation.channel_id, {}).get(invitation.invitee_id)
        return posted if posted is not None and posted.invitation.table_id == invitation.table_id else None

    async def post(self, invitation: Invitation, guild_id: int, invitee_name: str, inviter_name: str, *,
                   server: str = "", channel_name: str = "") -> Posted:
        """The invitation's message: it mentions the invited person, and only them (the bot
        mentions nobody by default); then their direct message, linking to it."""
        lang = await self.languages.of_user(invitation.invitee_id, guild_id, None)
        link = table_link(guild_id, invitation.channel_id, self.tables.message_id(invitation.channel_id))
        content = t("invite.message", lang, invitee=f"<@{invitation.invitee_id}>", inviter=plain(inviter_name), link=link,
                    button=sit_label(lang))
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label=sit_label(lang), style=discord.ButtonStyle.success,
                                        custom_id=invitation_id(invitation)))
        view.stop()  # the cog's dynamic item answers its presses, after a restart too
        channel = self.client.get_partial_messageable(invitation.channel_id, guild_id=guild_id)
        message = await channel.send(content, view=view, allowed_mentions=pinging([invitation.invitee_id]))
        posted = Posted(invitation, message.id, lang, invitee_name)
        self.posted.setdefault(invitation.channel_id, {})[invitation.invitee_id] = posted
        reason = over_now(self.tables, invitation)  # the table may have moved on while it was sent
        if reason is not None:
            self._forget(posted)
            await self.end(posted, reason)
            return posted
        posted.letter_params = {"inviter": plain(inviter_name), "server": plain(server), "channel": plain(channel_name)}
        posted.letter, posted.dm_refused = await send_letter(
            self.client, invitation.invitee_id, t("invite.dm.message", lang, button=sit_label(lang),
                                                  **posted.letter_params),
            t("invite.dm.link", lang), table_link(guild_id, invitation.channel_id, message.id))
        if posted.ended is not None:  # it ended while the letter was on its way
            await self._end_letter(posted)
        return posted

    async def on_change(self, snapshot: TableSnapshot, events: tuple[Any, ...]) -> None:
        """The service's listener: the invitations this change ended are edited (in tasks, so
        a slow Discord never holds the table)."""
        standing = self.posted.get(snapshot.channel_id)
        if not standing:
            return
        for posted in list(standing.values()):
            reason = over_at(snapshot.public, posted.invitation.invitee_id)
            if reason is not None:
                self._forget(posted)
                posted.ended = reason
                task = asyncio.create_task(self.end(posted, reason))
                self._edits.add(task)
                task.add_done_callback(self._edits.discard)

    def _forget(self, posted: Posted) -> None:
        invitation = posted.invitation
        standing = self.posted.get(invitation.channel_id, {})
        if standing.get(invitation.invitee_id) is posted:
            del standing[invitation.invitee_id]
        if not standing:
            self.posted.pop(invitation.channel_id, None)

    async def end(self, posted: Posted, reason: str) -> None:
        """The message says why the invitation is over, and loses its button; the direct
        message says it too, and keeps its link."""
        posted.ended = reason
        channel = self.client.get_partial_messageable(posted.invitation.channel_id)
        try:
            await channel.get_partial_message(posted.message_id).edit(
                content=t(reason, posted.lang, name=plain(posted.invitee_name)), view=None, allowed_mentions=NOBODY)
        except discord.HTTPException as exc:  # deleted by a moderator, or Discord failing: it stays as it was
            log.info("an invitation's message could not be ended (%s)", exc.status)
        await self._end_letter(posted)

    async def _end_letter(self, posted: Posted) -> None:
        """Once, whoever gets here first: the end, or the post that sent the letter late."""
        if posted.letter is None or posted.letter_ended or posted.ended is None or posted.letter_params is None:
            return
        posted.letter_ended = True
        how = t(posted.ended, posted.lang, name=plain(posted.invitee_name))
        await edit_letter(self.client, posted.letter, t("invite.dm.over", posted.lang, how=how, **posted.letter_params))
