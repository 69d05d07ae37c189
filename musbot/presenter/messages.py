"""Screens into discord.py parts (embeds, components, files), and the one way to answer a
person privately whether or not their interaction was answered already."""

from __future__ import annotations

import io
from typing import Any

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


def components_payload(controls: list[Control], channel_id: int, hand: int) -> list[dict[str, Any]]:
    """A screen's controls as Discord's components payload, written straight (no ``discord.ui``
    objects: built on every edit): rows in order, each row's controls in screen order, as
    discord.py's ``View`` lays out items with an explicit row, and the same labels cut to
    Discord's lengths (``tests/presenter/test_components.py`` holds them equal)."""
    rows: dict[int, list[dict[str, Any]]] = {}
    for c in sorted(controls, key=lambda c: c.row):
        cid = c.custom_id or custom_id(c.verb, channel_id, hand)
        if c.options:
            item = {"type": 3, "custom_id": cid, "min_values": c.min_values,
                    "max_values": min(c.max_values, len(c.options)), "disabled": c.disabled, "required": True,
                    "placeholder": c.label[:150],
                    "options": [{"label": label[:100], "value": value, "default": False} for value, label in c.options]}
        else:
            item = {"type": 2, "style": STYLES[c.style].value, "disabled": c.disabled, "label": c.label[:80],
                    "custom_id": cid}
        rows.setdefault(c.row, []).append(item)
    return [{"type": 1, "components": row} for row in rows.values()]


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
