"""Invitations: right click a member → Apps → *Jugar al mus*. It opens a table in the channel
if there is none (seating whoever invites), or uses the open one, posts the invitation with a
*Sentarse* button that only the invited person may use, and sends them a direct message linking
to it (``musbot/presenter/invitations.py`` says why both)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from musbot.i18n import t
from musbot.presenter import answer_privately
from musbot.presenter.gate import controls
from musbot.presenter.invitations import (
    INVITE_PATTERN,
    InvitationBoard,
    invitation_id,
    parse_invitation,
    table_link,
)
from musbot.presenter.mentions import NOBODY, plain
from musbot.tables.errors import TableError
from musbot.tables.invitations import (
    Invitation,
    Invitee,
    accept,
    check_invitee,
    check_table,
    over_now,
    seated_name,
)
from musbot.tables.status import OPEN_STATUSES

from .common import answered, refuse
from .opening import may_open_here, open_here

if TYPE_CHECKING:
    from musbot.bot import MusBot


class InviteButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=INVITE_PATTERN):
    """An invitation's *Sentarse*: everything it needs is in its custom_id."""

    def __init__(self, invitation: Invitation) -> None:
        super().__init__(discord.ui.Button(custom_id=invitation_id(invitation)))
        self.invitation = invitation

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> InviteButton:
        invitation = parse_invitation(match.group(0))
        assert invitation is not None  # the template matched
        return cls(invitation)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("Invitations")  # type: ignore[attr-defined]
        assert isinstance(cog, Invitations)
        await answered(interaction, "an invitation's Sentarse", cog.on_sit(interaction, self.invitation))


def _invitee(interaction: discord.Interaction, user: discord.Member | discord.User) -> Invitee:
    member = isinstance(user, discord.Member)
    perms = user.resolved_permissions if isinstance(user, discord.Member) else None
    return Invitee(user.id, user.bot, member, perms is None or perms.view_channel)


class Invitations(commands.Cog):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        self.menu = app_commands.ContextMenu(name=_("Jugar al mus", key="cmd.jugar_al_mus"), callback=self.invite)
        self.menu.guild_only = True
        self.board: InvitationBoard

    async def cog_load(self) -> None:
        self.board = InvitationBoard(self.bot, self.bot.tables, self.bot.languages)
        self.bot.tree.add_command(self.menu)
        self.bot.add_dynamic_items(InviteButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(InviteButton)
        self.bot.tree.remove_command(self.menu.name, type=self.menu.type)
        self.board.close()

    async def invite(self, interaction: discord.Interaction, member: discord.Member | discord.User) -> None:
        """*Jugar al mus* on ``member``. Refusals (a bot, yourself, someone seated, a full table,
        a table playing) are told privately and change nothing."""
        lang = await may_open_here(interaction)
        if lang is None:
            return
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        assert guild_id is not None and channel_id is not None
        inviter = interaction.user
        check_invitee(inviter.id, _invitee(interaction, member))
        tables, opened = self.bot.tables, False
        table = tables.tables.get(channel_id)
        if table is None or table.status not in OPEN_STATUSES:
            table = await open_here(self.bot, interaction, lang, await self.bot.house_rules.table_options(guild_id))
            if table is None:
                return
            opened = True
        else:
            check_table((await tables.snapshot(channel_id)).public, member.id)
        assert table.id is not None
        invitation = Invitation(channel_id, table.id, member.id, inviter.id)
        standing = self.board.standing(invitation)
        if standing is not None:
            await refuse(interaction, "invite.error.already_invited", name=plain(member.display_name),
                         link=table_link(guild_id, channel_id, standing.message_id))
            return
        posted = await self.board.post(invitation, guild_id, member.display_name, inviter.display_name,
                                       server=getattr(interaction.guild, "name", None) or "",
                                       channel_name=getattr(interaction.channel, "name", None) or "")
        text = t("invite.sent_opened" if opened else "invite.sent", lang, name=plain(member.display_name))
        if posted.dm_refused:
            text += "\n" + t("invite.dm_refused", lang, name=plain(member.display_name))
        await answer_privately(interaction, text)

    async def on_sit(self, interaction: discord.Interaction, invitation: Invitation) -> None:
        """*Sentarse* on an invitation: the invited person sits (the board then ends it). An
        invitation that is over says why (a ``TableError``, told by the error path), and its
        message is mended if it still had its button (as after a restart)."""
        reason = over_now(self.bot.tables, invitation)
        if reason is not None:
            name = seated_name(self.bot.tables, invitation)
            if not _an_invitation(interaction.message):  # put on another message: only told
                raise TableError(reason, name=name)
            guild_lang = await self.bot.guild_lang(interaction.guild_id)
            await interaction.response.edit_message(content=t(reason, guild_lang, name=plain(name)), view=None,
                                                    allowed_mentions=NOBODY)
            raise TableError(reason, name=name)
        if interaction.user.id != invitation.invitee_id:
            raise TableError("invite.error.not_you")
        await interaction.response.defer()
        await accept(self.bot.tables, invitation, interaction.user.id, interaction.user.display_name)


def _an_invitation(message: discord.Message | None) -> bool:
    """The message pressed is an invitation: its only controls are invitation buttons. A
    modified client can put the button on any message (the table's, say), which must then never
    be mended as if it were the invitation."""
    ids = [custom_id for _, custom_id in controls(message)]
    return bool(ids) and all(i is not None and parse_invitation(i) is not None for i in ids)


async def setup(bot: MusBot) -> None:
    await bot.add_cog(Invitations(bot))
