"""The /mus slash commands: thin adapters to the table service and the store."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from musbot.i18n import LANGS, t
from musbot.i18n.narrate import rules_summary
from musbot.presenter import answer_privately
from musbot.tables.errors import TableError
from musbot.tables.options import merge_options, rules_of
from musbot.tables.presets import EXTRA_OPTIONS, options_line, table_options

from .common import refuse, user_lang
from .history import SCHEDULES
from .opening import may_open_here, open_here
from .presets import config_presets, preset_choices

if TYPE_CHECKING:
    from musbot.bot import MusBot

log = logging.getLogger(__name__)

LANG_CHOICES = [app_commands.Choice(name=n, value=v) for v, n in
                (("es", "Español"), ("en", "English"), ("de", "Deutsch"), ("eu", "Euskara"),
                 ("fr", "Français"))]
TANTOS = [app_commands.Choice(name="40", value=40), app_commands.Choice(name="30", value=30)]
REYES = [app_commands.Choice(name="8", value=8), app_commands.Choice(name="4", value=4)]


def _cmd(name: str) -> Any:
    return _(name, key=f"cmd.{name}")


def _desc(name: str) -> Any:
    from musbot.i18n import catalogue

    return _(catalogue()["es"].get(f"cmd.{name}.desc", name), key=f"cmd.{name}.desc")


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


class Mus(commands.GroupCog, group_name=_("mus", key="cmd.mus"), group_description=_desc("mus")):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        super().__init__()

    # ------------------------------------------------------------------ /mus mesa
    @app_commands.command(name=_cmd("mesa"), description=_desc("mesa"))
    @app_commands.guild_only()
    @app_commands.describe(tantos=_desc("opt.tantos"), juegos=_desc("opt.juegos"), vacas=_desc("opt.vacas"),
                           reyes=_desc("opt.reyes"), juego_real=_desc("opt.juego_real"),
                           cuatro_siete=_desc("opt.cuatro_siete"), senas_libres=_desc("opt.senas_libres"),
                           pillar_senas=_desc("opt.pillar_senas"), segundos=_desc("opt.segundos"),
                           preset=_desc("opt.preset"))
    @app_commands.choices(tantos=TANTOS, reyes=REYES)
    @app_commands.autocomplete(preset=preset_choices)
    async def mesa(self, interaction: discord.Interaction, tantos: int | None = None,
                   juegos: app_commands.Range[int, 1, 5] | None = None,
                   vacas: app_commands.Range[int, 1, 3] | None = None, reyes: int | None = None,
                   juego_real: bool | None = None, cuatro_siete: bool | None = None,
                   senas_libres: bool | None = None, pillar_senas: app_commands.Range[int, 0, 100] | None = None,
                   segundos: app_commands.Range[int, 10, 600] | None = None,
                   preset: str | None = None) -> None:
        lang = await may_open_here(interaction)
        if lang is None:
            return
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        assert guild_id is not None and channel_id is not None
        tables = self.bot.tables
        try:
            options = await table_options(
                self.bot.store, guild_id, preset=preset, seconds=segundos, tantos=tantos, juegos=juegos, vacas=vacas,
                reyes=reyes, juego_real=juego_real, cuatro_siete=cuatro_siete, senas_libres=senas_libres,
                pillar_senas=pillar_senas)
            table = await open_here(self.bot, interaction, lang, options)
        except TableError as exc:
            if exc.key != "error.table_here":
                raise
            link = f"https://discord.com/channels/{guild_id}/{channel_id}/{tables.message_id(channel_id)}"
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
        await interaction.response.send_message(embeds=embeds, ephemeral=True)

    # ------------------------------------------------------------------ /mus cerrar
    @app_commands.command(name=_cmd("cerrar"), description=_desc("cerrar"))
    @app_commands.guild_only()
    async def cerrar(self, interaction: discord.Interaction) -> None:
        assert interaction.channel_id is not None
        perms = getattr(interaction.user, "guild_permissions", None)
        table = await self.bot.tables.close(interaction.channel_id, interaction.user.id,
                                            bool(perms and perms.manage_channels))
        del table
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

        if orden == "parejas":  # issue 16: pairs with the server's minimum of partidas together
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

    # ------------------------------------------------------------------ admin
    @app_commands.command(name=_cmd("config"), description=_desc("config"))
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.checks.has_permissions(manage_guild=True)
    @app_commands.describe(idioma=_desc("opt.idioma"), tantos=_desc("opt.tantos"), juegos=_desc("opt.juegos"),
                           vacas=_desc("opt.vacas"), reyes=_desc("opt.reyes"), segundos=_desc("opt.segundos"),
                           nueva_temporada=_desc("opt.nueva_temporada"), juego_real=_desc("opt.juego_real"),
                           cuatro_siete=_desc("opt.cuatro_siete"), senas_libres=_desc("opt.senas_libres"),
                           pillar_senas=_desc("opt.pillar_senas"), guardar_preset=_desc("opt.guardar_preset"),
                           borrar_preset=_desc("opt.borrar_preset"), presets=_desc("opt.presets"),
                           pareja_minimo=_desc("opt.pareja_minimo"),
                           temporada_auto=_desc("opt.temporada_auto"), rol_campeones=_desc("opt.rol_campeones"),
                           canal_campeones=_desc("opt.canal_campeones"), rol_torneos=_desc("opt.rol_torneos"))
    @app_commands.choices(idioma=LANG_CHOICES, tantos=TANTOS, reyes=REYES, temporada_auto=SCHEDULES)
    @app_commands.autocomplete(borrar_preset=preset_choices)
    async def config(self, interaction: discord.Interaction, idioma: str | None = None, tantos: int | None = None,
                     juegos: app_commands.Range[int, 1, 5] | None = None,
                     vacas: app_commands.Range[int, 1, 3] | None = None, reyes: int | None = None,
                     segundos: app_commands.Range[int, 10, 600] | None = None,
                     nueva_temporada: bool = False, juego_real: bool | None = None,
                     cuatro_siete: bool | None = None, senas_libres: bool | None = None,
                     pillar_senas: app_commands.Range[int, 0, 100] | None = None,
                     guardar_preset: str | None = None, borrar_preset: str | None = None,
                     presets: bool = False, pareja_minimo: app_commands.Range[int, 1, 1000] | None = None,
                     temporada_auto: str | None = None, rol_campeones: discord.Role | None = None,
                     canal_campeones: discord.TextChannel | None = None,
                     rol_torneos: discord.Role | None = None) -> None:
        assert interaction.guild_id is not None
        guild_id = interaction.guild_id
        chosen = {"tantos": tantos, "juegos": juegos, "vacas": vacas, "reyes": reyes, "juego_real": juego_real,
                  "cuatro_siete": cuatro_siete, "senas_libres": senas_libres, "pillar_senas": pillar_senas}
        if guardar_preset is not None or borrar_preset is not None or presets:  # the house rules: cogs/presets.py
            await config_presets(self.bot, interaction, guardar_preset, borrar_preset, presets, chosen, segundos,
                                 server_too=idioma is not None or nueva_temporada)
            return
        defaults = await self.bot.store.guild_settings(guild_id)
        rules = merge_options(defaults.rules, **chosen)
        r = rules_of(rules)  # nonsense: refused (error.bad_option) by the error handler, nothing changed
        if idioma is not None:
            if idioma not in LANGS:
                await refuse(interaction, "error.bad_lang")
                return
            await self.bot.set_guild_lang(guild_id, idioma)
        seconds = segundos or defaults.seconds
        await self.bot.store.set_guild_defaults(guild_id, rules, seconds)
        if rol_torneos is not None:  # its members may organise tournaments (cogs/torneo.py)
            await self.bot.store.set_tournament_organiser_role(guild_id, rol_torneos.id)
        lang = await user_lang(interaction)
        from .history import (
            league_config,  # issue 16: pairs minimum, seasons, champions' role and channel
        )

        league = await league_config(self.bot, interaction, lang, pareja_minimo, temporada_auto, rol_campeones,
                                     canal_campeones, nueva_temporada)
        saved = t("bot.config_saved", lang, lang_name=await self.bot.guild_lang(guild_id), tantos=r.tantos,
                  juegos=r.juegos, vacas=r.vacas, reyes=r.reyes, seconds=seconds)
        await answer_privately(interaction, "\n".join([saved, *options_line(r, lang, chosen, EXTRA_OPTIONS), *league]))

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
                                        ephemeral=True)


async def setup(bot: MusBot) -> None:
    await bot.add_cog(Mus(bot))

