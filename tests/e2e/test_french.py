"""French through the real discord.py client and the offline stand-in: the
commands carry French names and descriptions, a French Discord client gets French answers,
and a server that chose French gets its table in French."""

from __future__ import annotations

import random

from standin import BotHarness

from e2e.mus_driver import Table
from musbot.bot import MusBot
from musbot.i18n import t
from musbot.settings import Settings


def _bot(tmp_path, clock) -> MusBot:
    rng = random.Random(1)
    return MusBot(Settings(db_path=str(tmp_path / "mus.db")), clock=clock.epoch, tick_seconds=None,
                  seeds=lambda: rng.getrandbits(63))


def _answer(d):
    return d.followups[-1] if d.followups else d.response


async def test_commands_are_named_and_described_in_french(standin, clock, tmp_path):
    async with BotHarness(standin, _bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        mus = standin.find_command("mus", None)
        assert mus is not None and mus["description_localizations"]["fr"] == t("cmd.mus.desc", "fr")
        subs = {o["name"]: o for o in mus["options"]}
        for name, french in (("mesa", "table"), ("reglas", "règles"), ("cerrar", "fermer"),
                             ("historial", "historique"), ("idioma", "langue")):
            assert subs[name]["name_localizations"]["fr"] == french
            assert subs[name]["description_localizations"]["fr"] == t(f"cmd.{name}.desc", "fr")


async def test_a_french_client_reads_french_and_a_french_server_plays_in_french(
        standin, clock, tmp_path):
    bot = _bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        amaia = h.user("Amaia", locale="fr")
        text = _answer(await amaia.slash("mus reglas")).text
        assert t("summary.title", "fr") in text and "Grand" in text and "hordago" in text
        admin = h.user(standin.owner)
        await admin.slash("mus-admin config", idioma="fr")
        await amaia.slash("mus mesa")
        table = Table(standin, bot, amaia.channel)
        assert t("bot.title_waiting", "fr") in table.message().text
