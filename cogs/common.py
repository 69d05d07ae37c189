"""Shared Discord glue of the cogs: the user's language, private answers and refusals."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from musbot.i18n import t
from musbot.presenter import answer_privately
from musbot.presenter.failures import missing_permissions
from musbot.presenter.presses import can_manage

if TYPE_CHECKING:
    from musbot.bot import MusBot

__all__ = ["answered", "bot_of", "can_manage", "guild_only_check", "may_organise", "missing_permissions", "organiser_role",
           "refuse", "user_lang"]


def bot_of(interaction: discord.Interaction) -> MusBot:
    return interaction.client  # type: ignore[return-value]


async def answered(interaction: discord.Interaction, what: str, work: Awaitable[None]) -> None:
    """A button's, select's or form's ``work``, its failure handed to the one error path
    (presenter/errors.py): discord.py would only log a dynamic item's or a modal's and leave the
    press unanswered. ``what`` names the control in the log."""
    try:
        await work
    except Exception as exc:
        await bot_of(interaction).errors.answer(interaction, exc, what)


async def user_lang(interaction: discord.Interaction) -> str:
    """The player's own choice, else the server's Basque choice, else their Discord locale."""
    bot = bot_of(interaction)
    return await bot.lang_for(interaction.user.id, interaction.guild_id, str(interaction.locale))


async def refuse(interaction: discord.Interaction, key: str, **params: Any) -> None:
    """A private answer from the catalogue, in the user's language."""
    await answer_privately(interaction, t(key, await user_lang(interaction), **params))


async def may_organise(interaction: discord.Interaction) -> bool:
    """Manage Server in this channel, or the role the server named in ``/mus-admin config``
    (checked now, from the interaction: not only Discord's default permissions)."""
    if interaction.permissions.manage_guild:
        return True
    role = await organiser_role(interaction)
    roles = getattr(interaction.user, "roles", [])
    return role is not None and any(r.id == role for r in roles)


async def organiser_role(interaction: discord.Interaction) -> int | None:
    """The role whose members may organise tournaments on this server, if one is named."""
    if interaction.guild_id is None:
        return None
    return await bot_of(interaction).house_rules.organiser_role(interaction.guild_id)


def guild_only_check(interaction: discord.Interaction) -> bool:
    """Server commands used in a DM (through an older registration that offered them there):
    refused with ``error.guild_only`` by the error handler."""
    if interaction.guild_id is None:
        raise app_commands.NoPrivateMessage()
    return True
