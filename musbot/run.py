"""``musbot run`` and ``musbot sync``: start the bot, register the slash commands."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from typing import Any

from musbot.settings import BOT_PERMISSIONS, NO_TOKEN_HELP, Settings


def register(sub: Any) -> None:
    run = sub.add_parser("run", help="start the Discord bot (reads DISCORD_TOKEN from the environment or .env)")
    run.set_defaults(func=cmd_run)
    sync = sub.add_parser("sync", help="register the slash commands with Discord (globally or for one server)")
    sync.add_argument("--guild", type=int, default=None, help="a server id: its commands update at once")
    sync.set_defaults(func=cmd_sync)


def _logging(settings: Settings) -> None:
    level = getattr(logging, settings.log_level, logging.INFO)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s", stream=sys.stderr)
    # discord.py logs request bodies at DEBUG, and those hold private hands: never below INFO
    for name in ("discord.http", "discord.webhook", "discord.gateway"):
        logging.getLogger(name).setLevel(max(level, logging.INFO))


def _settings_or_help() -> Settings | None:
    settings = Settings.load()
    if not settings.token:
        print(NO_TOKEN_HELP.format(perms=BOT_PERMISSIONS))
        return None
    return settings


def cmd_run(args: argparse.Namespace) -> int:
    settings = _settings_or_help()
    if settings is None:
        return 2
    _logging(settings)
    return asyncio.run(_run(settings))


async def _run(settings: Settings) -> int:
    from musbot.bot import MusBot
    from musbot.store.errors import StoreError

    bot = MusBot(settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    async with bot:
        runner = asyncio.create_task(bot.start(settings.token))
        waiter = asyncio.create_task(stop.wait())
        await asyncio.wait({runner, waiter}, return_when=asyncio.FIRST_COMPLETED)
        if runner.done() and runner.exception() is not None:
            exc = runner.exception()
            if isinstance(exc, StoreError):
                print(f"musbot: the database cannot be used: {exc}", file=sys.stderr)
                return 2
            logging.getLogger("musbot").error("the bot stopped: %s", exc.__class__.__name__)
            return 1
        logging.getLogger("musbot").info("shutting down: saving tables")
        await bot.close()
        waiter.cancel()
    return 0


def cmd_sync(args: argparse.Namespace) -> int:
    settings = _settings_or_help()
    if settings is None:
        return 2
    _logging(settings)
    return asyncio.run(_sync(settings, args.guild))


async def _sync(settings: Settings, guild_id: int | None) -> int:
    import discord

    from musbot.bot import MusBot

    bot = MusBot(settings, tick_seconds=None)
    async with bot:
        await bot.login(settings.token)
        guild = discord.Object(id=guild_id) if guild_id else None
        if guild is not None:
            bot.tree.copy_global_to(guild=guild)
        synced = await bot.tree.sync(guild=guild)
        print(f"{len(synced)} commands registered " + (f"for server {guild_id}" if guild_id else "globally"))
    return 0
