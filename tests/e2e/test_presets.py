"""A server's house rules as presets through the real discord.py client and
the offline stand-in: ``/mus-admin config guardar_preset|borrar_preset|presets`` (Manage Server),
``/mus mesa preset:`` with the server's names offered as one types, the options given with it
on top. Refusals are private and change nothing."""

from __future__ import annotations

import pytest
from standin.server import Perm

from e2e.mus_driver import Table
from e2e.serving import serving
from e2e.test_partidas import reply
from musbot.engine import Rules
from musbot.i18n import t
from musbot.store.presets import MAX_PRESETS, NAME_MAX

AUTOCOMPLETE = 4  # the interaction type Discord sends while an option is being typed


async def _typing(standin, user, command: str, option: str, typed: str) -> list[str]:
    """What the Discord client offers while ``user`` types ``typed`` into ``option``."""
    name, sub = command.split()
    cmd = standin.find_command(name, user.channel.guild_id)
    data = {"id": cmd["id"], "name": name, "type": 1, "options": [
        {"type": 1, "name": sub, "options": [{"type": 3, "name": option, "value": typed, "focused": True}]}]}
    rec = standin.open_interaction(AUTOCOMPLETE, user.user, user.channel, command_name=command)
    await user._send(rec, data)
    return [c["value"] for c in rec.autocomplete_choices or []]


async def test_a_saved_preset_opens_tables_and_the_options_given_with_it_win(standin, clock, tmp_path):
    """R24/R25 options (reyes, tantos, juegos) and the seconds per move, as the club's 'liga'."""
    async with serving(standin, clock, tmp_path) as (bot, h):
        admin, ana = h.user(standin.owner), h.user("Ana")
        d = await admin.slash("mus-admin config", guardar_preset="Liga", reyes=4, tantos=30, juegos=3, segundos=45)
        text = reply(d).text
        assert reply(d).ephemeral and text.startswith(t("preset.saved", "es", name="Liga", count=1,
                                                            most=MAX_PRESETS, options="")[:20])
        assert "4 reyes" in text and "30" in text and "45 s" in text
        # the server's own defaults are untouched by a preset
        assert (await bot.store.preferences.guild_settings(ana.channel.guild_id)).rules in (None, {})

        await ana.slash("mus mesa", preset="liga", juegos=2)  # any letter case; juegos given wins
        table = Table(standin, bot, ana.channel).state
        assert (table.rules.reyes, table.rules.tantos, table.rules.juegos) == (4, 30, 2)
        assert table.seconds == 45
        await ana.slash("mus cerrar")
        await ana.slash("mus mesa")  # without a preset: the server's defaults
        table = Table(standin, bot, ana.channel).state
        assert table.rules == Rules()


async def test_an_unknown_preset_opens_no_table_and_names_those_there_are(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        admin, ana = h.user(standin.owner), h.user("Ana")
        d = await ana.slash("mus mesa", preset="liga")
        assert reply(d).text == t("preset.error.none", "es", name="liga")
        await admin.slash("mus-admin config", guardar_preset="Liga", reyes=4)
        await admin.slash("mus-admin config", guardar_preset="Torneo de Navidad", tantos=30)
        d = await ana.slash("mus mesa", preset="ligaa")
        assert reply(d).text == t("preset.error.unknown", "es", name="ligaa", names="Liga, Torneo de Navidad")
        assert bot.tables.tables.get(ana.channel.id) is None
        assert [m for m in standin.channel_messages(ana.channel)] == []


async def test_the_server_s_names_are_offered_as_one_types(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        admin, ana = h.user(standin.owner), h.user("Ana")
        assert await _typing(standin, ana, "mus mesa", "preset", "") == []
        for name in ("Torneo", "Liga", "Liga de verano", "Amistoso liguero"):
            await admin.slash("mus-admin config", guardar_preset=name)
        assert await _typing(standin, ana, "mus mesa", "preset", "LIG") == ["Liga", "Liga de verano",
                                                                            "Amistoso liguero"]
        assert await _typing(standin, admin, "mus-admin config", "borrar_preset", "tor") == ["Torneo"]


async def test_list_replace_delete(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        admin = h.user(standin.owner)
        d = await admin.slash("mus-admin config", presets=True)
        assert reply(d).text == t("preset.list_empty", "es")
        await admin.slash("mus-admin config", guardar_preset="Liga", reyes=4, tantos=30)
        d = await admin.slash("mus-admin config", guardar_preset="LIGA", reyes=8, pillar_senas=25)  # the same preset
        assert reply(d).text.startswith(t("preset.replaced", "es", name="LIGA", options="")[:-2])
        assert "25" in reply(d).text
        d = await admin.slash("mus-admin config", presets=True)
        listed = reply(d)
        assert listed.ephemeral and t("preset.list_title", "es", count=1, most=MAX_PRESETS) in listed.text
        assert "**LIGA**" in listed.text and "30" not in listed.text and "25" in listed.text
        d = await admin.slash("mus-admin config", borrar_preset="liga")
        assert reply(d).text == t("preset.deleted", "es", name="LIGA")
        assert await bot.store.presets.all(admin.channel.guild_id) == []
        d = await admin.slash("mus-admin config", borrar_preset="liga")
        assert reply(d).text == t("preset.error.none", "es", name="liga")


async def test_names_and_the_most_a_server_keeps(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        admin = h.user(standin.owner)
        guild_id = admin.channel.guild_id
        long = "x" * (NAME_MAX + 1)
        d = await admin.slash("mus-admin config", guardar_preset=long, reyes=4)
        assert reply(d).text == t("preset.error.bad_name", "es", name=long, most=NAME_MAX)
        d = await admin.slash("mus-admin config", guardar_preset="   ", reyes=4)
        assert reply(d).text == t("preset.error.bad_name", "es", name="", most=NAME_MAX)
        for i in range(MAX_PRESETS):
            await admin.slash("mus-admin config", guardar_preset=f"p{i:02}")
        d = await admin.slash("mus-admin config", guardar_preset="one too many", reyes=4)
        assert reply(d).text == t("preset.error.full", "es", most=MAX_PRESETS)
        d = await admin.slash("mus-admin config", guardar_preset="P07", reyes=4)  # replacing one still may
        assert reply(d).text.startswith(t("preset.replaced", "es", name="P07", options="")[:-2])
        presets = await bot.store.presets.all(guild_id)
        assert len(presets) == MAX_PRESETS and "one too many" not in [p.name for p in presets]
        d = await admin.slash("mus-admin config", presets=True)  # 25 on the list, nothing cut
        assert all(f"**p{i:02}**" in reply(d).text or f"**P{i:02}**" in reply(d).text
                   for i in range(MAX_PRESETS))


async def test_mixed_requests_are_refused_and_change_nothing(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        admin = h.user(standin.owner)
        guild_id = admin.channel.guild_id
        await admin.slash("mus-admin config", guardar_preset="Liga", reyes=4)
        before = (await bot.store.presets.all(guild_id), await bot.store.preferences.guild_settings(guild_id))
        for options in ({"guardar_preset": "Otra", "idioma": "en"}, {"guardar_preset": "Otra", "borrar_preset": "Liga"},
                        {"borrar_preset": "Liga", "tantos": 30}, {"presets": True, "nueva_temporada": True},
                        {"presets": True, "segundos": 30}):
            d = await admin.slash("mus-admin config", **options)
            assert reply(d).text == t("preset.error.mixed", "es"), options
        assert (await bot.store.presets.all(guild_id), await bot.store.preferences.guild_settings(guild_id)) == before


async def test_only_who_manages_the_server_keeps_presets(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        ana = h.user("Ana")
        with pytest.raises(AssertionError, match="hides"):  # not offered to her: Discord hides it
            await ana.slash("mus-admin config", presets=True)
        # a server may let everyone use it (Server Settings, Integrations): the bot still refuses
        standin.find_command("mus-admin", None)["default_member_permissions"] = None
        for options in ({"guardar_preset": "Liga", "reyes": 4}, {"borrar_preset": "Liga"}, {"presets": True}):
            d = await ana.slash("mus-admin config", **options)
            assert reply(d).text == t("error.missing_user_permissions", "es")
        assert await bot.store.presets.all(ana.channel.guild_id) == []
        standin.guilds[ana.channel.guild_id].members[ana.id].permissions |= Perm.MANAGE_GUILD
        await ana.slash("mus-admin config", guardar_preset="Liga", reyes=4)
        assert [p.name for p in await bot.store.presets.all(ana.channel.guild_id)] == ["Liga"]


async def test_the_options_are_offered_and_described(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (_, h):
        mus = standin.find_command("mus", None)
        config = next(o for o in standin.find_command("mus-admin", None)["options"] if o["name"] == "config")
        options = {o["name"]: o for o in config["options"]}
        assert {"guardar_preset", "borrar_preset", "presets"} <= set(options)
        assert options["borrar_preset"]["autocomplete"] is True
        mesa = next(o for o in mus["options"] if o["name"] == "mesa")
        preset = next(o for o in mesa["options"] if o["name"] == "preset")
        assert preset["autocomplete"] is True
        for lang, locale in (("en", "en-US"), ("de", "de"), ("fr", "fr")):
            assert preset["description_localizations"][locale] == t("cmd.opt.preset.desc", lang)
