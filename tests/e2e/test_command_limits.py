"""The commands the bot registers stay within Discord's documented limits (standin/command_limits.py
lists them with their source). A sync replaces every command of its scope at once, so one option
Discord refuses would leave the server with no command at all: the tree is built as ``musbot
sync`` builds it (every cog loaded, every language Discord has a locale for) and synced
globally and to one server (``musbot sync --guild``), and every breach is named."""

from __future__ import annotations

import discord
from standin import BotHarness
from standin.command_limits import problems

from e2e.test_partidas import make_bot
from musbot.bot import MusTranslator


async def test_every_command_the_bot_registers_is_within_discords_limits(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        tree = h.client.tree
        server = discord.Object(next(iter(standin.guilds)))
        tree.copy_global_to(guild=server)
        for scope in (None, server):
            try:
                await tree.sync(guild=scope)
            except discord.HTTPException:
                pass  # refused as Discord refuses it: the breaches are named below
            where, payload = standin.command_payloads[-1]
            assert where == (None if scope is None else server.id)
            wrong = problems(payload)
            assert not wrong, "Discord would register none of the commands:\n" + "\n".join(map(str, wrong))
        names = {c["name"] for c in payload}
        assert {"mus", "mus-admin"} <= names  # every cog's commands are there
        locales = {locale for c in payload for locale in c.get("name_localizations") or {}}
        assert locales == {locale.value for locale in MusTranslator.LOCALES}
