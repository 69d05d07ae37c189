"""The /mus slash commands: thin adapters to the table service, the house rules and the presenter."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from musbot.ai.personality import PERSONALITIES
from musbot.i18n import LANGS, LANGUAGES, t
from musbot.i18n.narrate import rules_summary
from musbot.presenter import answer_privately
from musbot.presenter.mentions import NOBODY
from musbot.tables.errors import TableError
from musbot.tables.options import chosen_options

from .common import can_manage, guild_only_check, refuse, user_lang
from .opening import may_open_here, open_here
from .options import Seconds, described, table_parameters
from .presets import preset_choices

if TYPE_CHECKING:
    from musbot.bot import MusBot

log = logging.getLogger(__name__)

LANG_CHOICES = [app_commands.Choice(name=language.name, value=language.code) for language in LANGUAGES]


def _cmd(name: str) -> Any:
    return _(name, key=f"cmd.{name}")


def _desc(name: str) -> Any:
    return described(f"cmd.{name}.desc")


# the computer players' characters, by their players' names (ai.personality.*), club first
PERSONALIDADES = [app_commands.Choice(name=described(f"ai.personality.{p}"), value=p) for p in PERSONALITIES]


def split_text(text: str, size: int = 3900) -> list[str]:
    parts, current = [], ""
    for line in text.splitlines(keepends=True):
        if len(current) + len(line) > size:
            parts.append(current)
            current = ""
        current += line
    if current:
        parts.append(current)
    return parts


@app_commands.guild_only()  # registered for servers only: Discord does not offer /mus in a DM
class Mus(commands.GroupCog, group_name=_("mus", key="cmd.mus"), group_description=_desc("mus")):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """A DM through a registration older than the guild-only one: a clear answer."""
        return guild_only_check(interaction)

    # ------------------------------------------------------------------ /mus mesa
    @app_commands.command(name=_cmd("mesa"), description=_desc("mesa"))
    @app_commands.guild_only()
    @app_commands.describe(segundos=_desc("opt.segundos"), preset=_desc("opt.preset"), consejos=_desc("opt.consejos"),
                           personalidad=_desc("opt.personalidad"))
    @app_commands.choices(personalidad=PERSONALIDADES)
    @app_commands.autocomplete(preset=preset_choices)
    @table_parameters(after="interaction")
    async def mesa(self, interaction: discord.Interaction, /,
                   segundos: Seconds | None = None,
                   preset: str | None = None, consejos: bool = False, personalidad: str = "club",
                   **given: Any) -> None:
        lang = await may_open_here(interaction)
        if lang is None:
            return
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        assert guild_id is not None and channel_id is not None
        tables = self.bot.tables
        try:
            options = await self.bot.house_rules.table_options(guild_id, preset=preset, seconds=segundos,
                                                               **chosen_options(given))
            table = await open_here(self.bot, interaction, lang, options, personality=personalidad, consejos=consejos)
        except TableError as exc:
            if exc.key != "error.table_here":
                raise
            shown = tables.message_id(channel_id)  # None: held by another process, or not shown yet
            link = f"https://discord.com/channels/{guild_id}/{channel_id}" + (f"/{shown}" if shown else "")
            await answer_privately(interaction, t("error.table_exists", lang, link=link))
            return
        if table is not None:
            await answer_privately(interaction, t("bot.table_opened", lang))

    # ------------------------------------------------------------------ /mus reglas
    @app_commands.command(name=_cmd("reglas"), description=_desc("reglas"))
    async def reglas(self, interaction: discord.Interaction) -> None:
        lang = await user_lang(interaction)
        page = self.bot.settings.rules_page(lang)  # docs/rules.md, where the admin published it
        parts = split_text(rules_summary(lang) + (f"\n\n{t('admin.rules_page', lang, url=page)}" if page else ""))
        embeds = [discord.Embed(title=t("bot.rules_title", lang) if i == 0 else None, description=p,
                                colour=0x2E7D32) for i, p in enumerate(parts[:10])]
        await interaction.response.send_message(embeds=embeds, ephemeral=True, allowed_mentions=NOBODY)

    # ------------------------------------------------------------------ /mus cerrar
    @app_commands.command(name=_cmd("cerrar"), description=_desc("cerrar"))
    @app_commands.guild_only()
    async def cerrar(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        await self.bot.tables.close(interaction.channel_id, interaction.user.id, can_manage(interaction))
        await refuse(interaction, "bot.table_closed")

    # ------------------------------------------------------------------ stats
    @app_commands.command(name=_cmd("ranking"), description=_desc("ranking"))
    @app_commands.guild_only()
    @app_commands.describe(orden=_desc("opt.orden"), todo=_desc("opt.todo"))
    @app_commands.choices(orden=[app_commands.Choice(name="rating", value="rating"),
                                 app_commands.Choice(name="% victorias / wins", value="winrate"),
                                 app_commands.Choice(name="MSST", value="msst"),
                                 app_commands.Choice(name=_("parejas", key="cmd.choice.parejas"), value="parejas")])
    async def ranking(self, interaction: discord.Interaction, orden: str = "rating", todo: bool = False) -> None:
        from .stats import send_ranking

        if orden == "parejas":  # pairs with the server's minimum of partidas together
            from .history import send_pairs_ranking

            await send_pairs_ranking(self.bot, interaction, todo)
            return
        await send_ranking(self.bot, interaction, orden, todo)

    @app_commands.command(name=_cmd("stats"), description=_desc("stats"))
    @app_commands.guild_only()
    @app_commands.describe(jugador=_desc("opt.jugador"))
    async def stats(self, interaction: discord.Interaction, jugador: discord.Member | None = None) -> None:
        from .stats import send_profile

        await send_profile(self.bot, interaction, jugador or interaction.user)

    @app_commands.command(name=_cmd("historial"), description=_desc("historial"))
    @app_commands.guild_only()
    async def historial(self, interaction: discord.Interaction) -> None:
        from .stats import send_history

        await send_history(self.bot, interaction)

    @app_commands.command(name=_cmd("idioma"), description=_desc("idioma"))
    @app_commands.describe(idioma=_desc("opt.idioma"))
    @app_commands.choices(idioma=LANG_CHOICES)
    async def idioma(self, interaction: discord.Interaction, idioma: str) -> None:
        if idioma not in LANGS:
            await refuse(interaction, "error.bad_lang")
            return
        await self.bot.set_player_lang(interaction.user.id, idioma)
        await answer_privately(interaction, t("bot.lang_saved", idioma))

    @app_commands.command(name=_cmd("sync"), description=_desc("sync"))
    async def sync(self, interaction: discord.Interaction) -> None:
        owners = set(self.bot.settings.owner_ids)
        if not owners:
            app = await self.bot.application_info()
            owners = {app.owner.id}
        if interaction.user.id not in owners:
            raise TableError("error.not_owner")
        await interaction.response.defer(ephemeral=True, thinking=True)
        synced = await self.bot.tree.sync()
        await interaction.followup.send(t("bot.synced", await user_lang(interaction), count=len(synced)),
                                        ephemeral=True, allowed_mentions=NOBODY)


async def setup(bot: MusBot) -> None:
    await bot.add_cog(Mus(bot))

