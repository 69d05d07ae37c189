"""/mus ranking, /mus stats, /mus historial: what ``presenter/league.py`` composes, sent."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from musbot.presenter import league

from .common import user_lang

if TYPE_CHECKING:
    from musbot.bot import MusBot


async def send_ranking(bot: MusBot, interaction: discord.Interaction, order: str, all_time: bool) -> None:
    assert interaction.guild_id is not None
    lang = await user_lang(interaction)
    await interaction.response.defer(thinking=True)
    server = interaction.guild.name if interaction.guild else None
    reply = await league.ranking(bot.store, interaction.guild_id, order, all_time, lang, server,
                                 interaction.user.display_name)
    await interaction.followup.send(**reply.send_kwargs())


async def send_profile(bot: MusBot, interaction: discord.Interaction, who: discord.abc.User) -> None:
    assert interaction.guild_id is not None
    lang = await user_lang(interaction)
    refused = await league.never_played(bot.store, interaction.guild_id, who.id, who.display_name, lang)
    if refused is not None:
        await interaction.response.send_message(**refused.send_kwargs())
        return
    await interaction.response.defer(thinking=True)
    reply = await league.profile(bot.store, interaction.guild_id, who.id, who.display_name, lang)
    await interaction.followup.send(**reply.send_kwargs())


async def send_history(bot: MusBot, interaction: discord.Interaction) -> None:
    assert interaction.guild_id is not None
    reply = await league.recent(bot.store, interaction.guild_id, await user_lang(interaction))
    await interaction.response.send_message(**reply.send_kwargs())
