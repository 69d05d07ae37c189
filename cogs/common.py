"""Shared Discord glue: the user's language, screens -> embeds and components, private errors."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord

from musbot.i18n import norm_lang, t
from musbot.tables.screens import Control, Screen

if TYPE_CHECKING:
    from musbot.bot import MusBot

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def custom_id(verb: str, channel_id: int, hand: int) -> str:
    return f"mus:{verb}:{channel_id}:{hand}"


def bot_of(interaction: discord.Interaction) -> MusBot:
    return interaction.client  # type: ignore[return-value]


async def user_lang(interaction: discord.Interaction) -> str:
    """The player's own choice, else the server's Basque choice, else their Discord locale."""
    bot = bot_of(interaction)
    return await bot.lang_for(interaction.user.id, interaction.guild_id, str(interaction.locale))


async def guild_lang(bot: MusBot, guild_id: int | None) -> str:
    return await bot.guild_lang(guild_id)


def build_view(controls: list[Control], channel_id: int, hand: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for c in controls:
        cid = custom_id(c.verb, channel_id, hand)
        if c.options:
            item: discord.ui.Item[Any] = discord.ui.Select(
                custom_id=cid, placeholder=c.label[:150], min_values=c.min_values,
                max_values=min(c.max_values, len(c.options)), row=c.row, disabled=c.disabled,
                options=[discord.SelectOption(label=label[:100], value=value) for value, label in c.options],
            )
        else:
            item = discord.ui.Button(custom_id=cid, label=c.label[:80], style=STYLES[c.style], row=c.row,
                                     disabled=c.disabled)
        view.add_item(item)
    # the dynamic items answer every press: a stopped view is not kept by discord.py, which
    # would otherwise store one per message edit for ever
    view.stop()
    return view


def build_embed(screen: Screen, image_name: str | None = None) -> discord.Embed:
    lines = list(screen.lines)
    if screen.deadline is not None:
        lines.append(f"⏳ <t:{int(screen.deadline)}:R>")
    embed = discord.Embed(title=screen.title[:256], description="\n".join(lines)[:4000], colour=screen.colour)
    if image_name:
        embed.set_image(url=f"attachment://{image_name}")
    if screen.footer:
        embed.set_footer(text=screen.footer[:2000])
    return embed


def png_file(data: bytes, name: str) -> discord.File:
    return discord.File(io.BytesIO(data), filename=name)


async def reply_private(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def refuse(interaction: discord.Interaction, key: str, **params: Any) -> None:
    await reply_private(interaction, t(key, await user_lang(interaction), **params))


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """What the bot lacks in this channel to run a table."""
    perms = interaction.app_permissions
    need = {
        "view_channel": perms.view_channel,
        "send_messages": perms.send_messages,
        "embed_links": perms.embed_links,
        "attach_files": perms.attach_files,
    }
    return [name for name, ok in need.items() if not ok]


__all__ = ["norm_lang"]
