"""Screens into discord.py parts (embeds, components, files), and the one way to answer a
person privately whether or not their interaction was answered already."""

from __future__ import annotations

import io

import discord

from musbot.i18n.alt import fit

from .controls import Control, custom_id
from .mentions import NOBODY
from .screens import Screen

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def components_view(controls: list[Control], channel_id: int, hand: int) -> discord.ui.View:
    """A screen's controls as ``discord.ui`` items with an explicit row, in a view (rows in
    order, each row's controls in screen order), the labels cut to Discord's lengths. Finished
    as soon as made, so discord.py never stores it: the press routes (``gate.py``) and dynamic
    items answer every press. The one way the bot lays out its buttons and selects, for the
    first post of a message as for its edits."""
    view = discord.ui.View(timeout=None)
    for c in controls:
        cid = c.custom_id or custom_id(c.verb, channel_id, hand)
        item: discord.ui.Item[discord.ui.View]
        if c.options:
            item = discord.ui.Select(
                custom_id=cid, placeholder=c.label[:150], min_values=c.min_values,
                max_values=min(c.max_values, len(c.options)), row=c.row, disabled=c.disabled,
                options=[discord.SelectOption(label=label[:100], value=value) for value, label in c.options])
        else:
            item = discord.ui.Button(custom_id=cid, label=c.label[:80], style=STYLES[c.style], row=c.row,
                                     disabled=c.disabled)
        view.add_item(item)
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


def png_file(data: bytes, name: str, *, alt: str) -> discord.File:
    """A picture to upload with its alt text (``musbot.i18n.alt``), which Discord's clients
    read aloud and show when pictures are off: every picture the bot sends goes through here."""
    if not alt.strip():
        raise ValueError(f"the picture {name} needs its alt text")
    return discord.File(io.BytesIO(data), filename=name, description=fit(alt))


async def answer_privately(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer: the interaction's first answer, or a follow-up once it has one."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=NOBODY)
    else:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NOBODY)
