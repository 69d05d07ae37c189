"""The server's house rules on Discord: ``/mus-admin config guardar_preset|borrar_preset|presets`` and
the autocomplete of preset names (``/mus mesa preset:``, ``/mus-admin config borrar_preset:``).

The rules of presets (names, the most a server keeps, every option checked) are the house
rules' (``musbot/tables/presets.py``), and how a preset reads is the presenter's
(``musbot/presenter/options.py``); this module only reads the command and answers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from musbot.i18n import t
from musbot.presenter import answer_privately
from musbot.presenter.mentions import NOBODY, plain
from musbot.presenter.options import describe_preset
from musbot.tables.presets import MAX_PRESETS

from .common import bot_of, refuse, user_lang

if TYPE_CHECKING:
    from musbot.bot import MusBot

EMBED_TEXT = 3900  # of the 4096 characters an embed's description may hold


async def preset_choices(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The server's preset names that fit what is typed (at most 25, as Discord shows)."""
    if interaction.guild_id is None:
        return []
    names = await bot_of(interaction).house_rules.matching_names(interaction.guild_id, current)
    return [app_commands.Choice(name=n, value=n) for n in names]


async def config_presets(bot: MusBot, interaction: discord.Interaction, save: str | None, delete: str | None,
                         show: bool, chosen: Mapping[str, Any], seconds: int | None, server_too: bool) -> None:
    """One of: save the table options given as a preset, delete one, list them. Anything mixed
    with it (another of these, the server's language, a new season, options to a deletion or
    the list) is refused and nothing changes."""
    options_given = seconds is not None or any(v is not None for v in chosen.values())
    if (save is not None) + (delete is not None) + show != 1 or server_too or (save is None and options_given):
        await refuse(interaction, "preset.error.mixed")
        return
    guild_id = interaction.guild_id
    assert guild_id is not None
    lang = await user_lang(interaction)
    if save is not None:
        preset, new, count = await bot.house_rules.save_preset(guild_id, save, interaction.user.id, seconds=seconds,
                                                               **chosen)
        await answer_privately(interaction, t("preset.saved" if new else "preset.replaced", lang, name=plain(preset.name),
                                              options=describe_preset(preset, lang), count=count,
                                              most=MAX_PRESETS))
    elif delete is not None:
        preset = await bot.house_rules.delete_preset(guild_id, delete)
        await answer_privately(interaction, t("preset.deleted", lang, name=plain(preset.name)))
    else:
        await _send_list(bot, interaction, guild_id, lang)


async def _send_list(bot: MusBot, interaction: discord.Interaction, guild_id: int, lang: str) -> None:
    presets = await bot.house_rules.presets(guild_id)
    if not presets:
        await answer_privately(interaction, t("preset.list_empty", lang))
        return
    lines = [t("preset.line", lang, name=plain(p.name), options=describe_preset(p, lang)) for p in presets]
    title = t("preset.list_title", lang, count=len(presets), most=MAX_PRESETS)
    for i, page in enumerate(_pages(lines, EMBED_TEXT)):  # 25 long presets need two embeds
        embed = discord.Embed(title=title if i == 0 else None, description=page, colour=0x2E7D32)
        if interaction.response.is_done():
            await interaction.followup.send(embed=embed, ephemeral=True, allowed_mentions=NOBODY)
        else:
            await interaction.response.send_message(embed=embed, ephemeral=True, allowed_mentions=NOBODY)


def _pages(lines: list[str], size: int) -> list[str]:
    """Whole lines, as few pages of at most ``size`` characters as they fit in."""
    pages: list[list[str]] = [[]]
    for line in lines:
        if pages[-1] and len("\n".join([*pages[-1], line])) > size:
            pages.append([])
        pages[-1].append(line)
    return ["\n".join(page) for page in pages]
