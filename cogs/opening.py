"""Opening a table in the channel of an interaction, seating whoever asked: ``/mus mesa`` and the
invitations (*Jugar al mus* where no table is open) both open tables this way."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from musbot.i18n import t
from musbot.presenter import answer_privately
from musbot.tables.model import Table
from musbot.tables.presets import TableOptions

from .common import missing_permissions, user_lang

if TYPE_CHECKING:
    from musbot.bot import MusBot


async def may_open_here(interaction: discord.Interaction) -> str | None:
    """Answer first (store reads follow), then the asker's language; None (and the asker told)
    when the bot lacks a permission it needs in this channel to run a table."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await user_lang(interaction)
    missing = missing_permissions(interaction)
    if missing:
        await answer_privately(interaction, t("error.missing_permissions", lang, perms=", ".join(missing)))
        return None
    return lang


async def open_here(bot: MusBot, interaction: discord.Interaction, lang: str, options: TableOptions, *,
                    personality: str = "club", consejos: bool = False) -> Table | None:
    """The new table, once its message is in the channel; None (and the person told) when the
    bot may not post there. A table already open here: TableError ``error.table_here``.
    ``personality``: its computer players' character; ``consejos``: the coach on, never rated."""
    guild_id, channel_id = interaction.guild_id, interaction.channel_id
    assert guild_id is not None and channel_id is not None
    tables = bot.tables
    table = await tables.open_table(guild_id, channel_id, interaction.user.id, interaction.user.display_name,
                                    options.rules, options.seconds, await bot.guild_lang(guild_id),
                                    personality=personality, consejos=consejos)
    # the presenter posts the table message (the service told it): wait for it to be there
    if isinstance(await bot.presenter.settled(channel_id), discord.Forbidden):
        await tables.close(table.channel_id, table.creator_id, True)
        await answer_privately(interaction, t("error.missing_permissions", lang, perms="send_messages, attach_files"))
        return None
    return table
