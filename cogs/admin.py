"""/mus-admin: the server's settings, in a top-level command of their own.

Discord honours ``default_member_permissions`` on top-level commands only, so the settings live
here and not under /mus: members without Manage Server are not offered them at all, and the
run-time check (on the permissions the interaction carries, channel overwrites included, which
needs no cached server) still refuses anyone a server's own overrides let through.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from musbot.i18n import LANGS, t
from musbot.presenter import answer_privately
from musbot.presenter.options import SAID_IN_CONFIG_SAVED, options_line
from musbot.tables.options import chosen_options

from .common import guild_only_check, refuse, user_lang
from .history import SCHEDULES
from .mus import LANG_CHOICES, _cmd, _desc
from .options import Seconds, table_parameters
from .presets import config_presets, preset_choices

if TYPE_CHECKING:
    from musbot.bot import MusBot


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class MusAdmin(commands.GroupCog, group_name=_("mus-admin", key="cmd.mus_admin"),
               group_description=_desc("mus_admin")):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return guild_only_check(interaction)

    @app_commands.command(name=_cmd("config"), description=_desc("config"))
    @app_commands.checks.has_permissions(manage_guild=True)  # the interaction's own permissions
    @app_commands.describe(idioma=_desc("opt.idioma"), segundos=_desc("opt.segundos"),
                           nueva_temporada=_desc("opt.nueva_temporada"), guardar_preset=_desc("opt.guardar_preset"),
                           borrar_preset=_desc("opt.borrar_preset"), presets=_desc("opt.presets"),
                           pareja_minimo=_desc("opt.pareja_minimo"),
                           temporada_auto=_desc("opt.temporada_auto"), rol_campeones=_desc("opt.rol_campeones"),
                           canal_campeones=_desc("opt.canal_campeones"), rol_torneos=_desc("opt.rol_torneos"))
    @app_commands.choices(idioma=LANG_CHOICES, temporada_auto=SCHEDULES)
    @app_commands.autocomplete(borrar_preset=preset_choices)
    @table_parameters(after="idioma")
    async def config(self, interaction: discord.Interaction, /, idioma: str | None = None,
                     segundos: Seconds | None = None,
                     nueva_temporada: bool = False,
                     guardar_preset: str | None = None, borrar_preset: str | None = None,
                     presets: bool = False, pareja_minimo: app_commands.Range[int, 1, 1000] | None = None,
                     temporada_auto: str | None = None, rol_campeones: discord.Role | None = None,
                     canal_campeones: discord.TextChannel | None = None,
                     rol_torneos: discord.Role | None = None, **given: Any) -> None:
        assert interaction.guild_id is not None
        guild_id = interaction.guild_id
        chosen = chosen_options(given)
        if guardar_preset is not None or borrar_preset is not None or presets:  # the house rules: cogs/presets.py
            await config_presets(self.bot, interaction, guardar_preset, borrar_preset, presets, chosen, segundos,
                                 server_too=idioma is not None or nueva_temporada)
            return
        house = self.bot.house_rules
        # nonsense: refused (error.bad_option.*) by the error handler, nothing changed
        defaults = await house.new_defaults(guild_id, segundos, **chosen)
        r, seconds = defaults.rules, defaults.seconds
        if idioma is not None:
            if idioma not in LANGS:
                await refuse(interaction, "error.bad_lang")
                return
            await self.bot.set_guild_lang(guild_id, idioma)
        await house.save_defaults(guild_id, defaults)
        if rol_torneos is not None:  # its members may organise tournaments (cogs/torneo.py)
            await house.set_organiser_role(guild_id, rol_torneos.id)
        lang = await user_lang(interaction)
        from .history import (
            league_config,  # pairs minimum, seasons, champions' role and channel
        )

        league = await league_config(self.bot, interaction, lang, pareja_minimo, temporada_auto, rol_campeones,
                                     canal_campeones, nueva_temporada)
        saved = t("bot.config_saved", lang, lang_name=await self.bot.guild_lang(guild_id), tantos=r.tantos,
                  juegos=r.juegos, vacas=r.vacas, reyes=r.reyes, seconds=seconds)
        paused = self.bot.tables.paused_tables(guild_id)  # tables the bot cannot show: the admin can give the permission back
        shown = [t("faults.paused_list", lang, tables=", ".join(f"<#{c}> ({missing})" for c, missing in paused))] \
            if paused else []
        await answer_privately(interaction, "\n".join([saved, *options_line(r, lang, chosen, SAID_IN_CONFIG_SAVED), *league,
                                                        *shown]))


async def setup(bot: MusBot) -> None:
    await bot.add_cog(MusAdmin(bot))
