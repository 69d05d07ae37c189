"""The button styles of a screen's controls, a picture as a file with its alt text, and the one
way to answer a person privately whether or not their interaction was answered already."""

from __future__ import annotations

import io

import discord

from musbot.i18n.alt import fit

from .mentions import NOBODY

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


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
