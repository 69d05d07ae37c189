"""``/mus aprender`` (the tutorial in a private thread): a thin adapter to the practice table
(``musbot.tables.practice``) and the ``Tutor`` that posts the explanations
(``musbot.presenter.tutor``). The *Consejo* button is answered with the table's presses
(``musbot.presenter.presses``)."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from musbot.i18n import t
from musbot.presenter import answer_privately
from musbot.presenter.tutor import Tutor
from musbot.tables.practice import open_tutorial, tutorial_of

from .common import bot_of, user_lang
from .mus import _cmd, _desc

if TYPE_CHECKING:
    from musbot.bot import MusBot

# what the bot needs in the channel to open a private thread and play in it
THREAD_PERMISSIONS = ("view_channel", "create_private_threads", "send_messages_in_threads", "embed_links",
                      "attach_files")


@app_commands.command(name=_cmd("aprender"), description=_desc("aprender"))
@app_commands.guild_only()
async def aprender(interaction: discord.Interaction) -> None:
    """A practice table for the person who asks, in a private thread of this channel."""
    bot = bot_of(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await user_lang(interaction)
    channel: Any = interaction.channel or bot.get_channel(interaction.channel_id or 0)
    if not isinstance(channel, discord.TextChannel):  # a thread, a voice or forum channel
        await answer_privately(interaction, t("error.learn_in_thread", lang))
        return
    perms = interaction.app_permissions
    missing = [p for p in THREAD_PERMISSIONS if not getattr(perms, p)]
    if missing:
        await answer_privately(interaction, t("error.missing_permissions", lang, perms=", ".join(missing)))
        return
    user = interaction.user
    assert interaction.guild_id is not None
    mine = tutorial_of(bot.tables, interaction.guild_id, user.id)
    if mine is not None:  # one practice table at a time: back to the open one
        await answer_privately(interaction, t("learn.already", lang, thread=f"<#{mine.channel_id}>"))
        return
    thread = await channel.create_thread(name=t("learn.thread_name", lang, name=user.display_name)[:100],
                                         type=discord.ChannelType.private_thread, invitable=False)
    try:
        await thread.add_user(user)
        await open_tutorial(bot.tables, interaction.guild_id, thread.id, user.id, user.display_name, lang)
    except BaseException:  # no table in it: the empty thread goes to the archive
        with contextlib.suppress(discord.HTTPException):
            await thread.edit(archived=True)
        raise
    await answer_privately(interaction, t("learn.opened", lang, thread=thread.mention))


class Learn(commands.Cog):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        self.tutor: Tutor | None = None

    def _group(self) -> app_commands.Group | None:
        cog: Any = self.bot.get_cog("Mus")
        return cog.app_command if cog is not None else None

    async def cog_load(self) -> None:
        group = self._group()
        assert group is not None, "cogs.learn attaches to /mus: load cogs.mus first"
        self.tutor = Tutor(self.bot, self.bot.tables)
        group.add_command(aprender)

    async def cog_unload(self) -> None:
        if self.tutor is not None:
            self.tutor.close()
        group = self._group()  # gone already when /mus was unloaded first (the bot closing)
        if group is not None:
            group.remove_command(aprender.name)


async def setup(bot: MusBot) -> None:
    await bot.add_cog(Learn(bot))
