"""``musbot run`` and ``musbot sync``: start the bot, register the slash commands.

Everything local is checked before Discord hears of us: the settings (a bad value is refused
with the accepted ones), the token's presence, then the database (opened, checked and
migrated: a broken file stops here, before the login). A start that fails ends with one
sentence on stderr that says what to do and an exit code from ``musbot.exits``.

SIGTERM and SIGINT close the bot cleanly: every table is told, the store checkpoints its WAL
into the database file and closes, and the exit code is 0.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from typing import TYPE_CHECKING, Any

from musbot import exits
from musbot.arguments import db_argument, discord_id
from musbot.settings import BOT_PERMISSIONS, NO_TOKEN_HELP, Settings

if TYPE_CHECKING:
    from musbot.store import Store

log = logging.getLogger("musbot")

PORTAL = "https://discord.com/developers/applications"


def register(sub: Any) -> None:
    run = sub.add_parser(
        "run", help="start the Discord bot (reads DISCORD_TOKEN from the environment or .env)",
        description="Start the Discord bot. The settings come from the environment or a .env file "
                    "(in the current directory, else beside the database); the database is opened, "
                    "checked and migrated before the login. SIGTERM or Ctrl-C stops it cleanly. "
                    "Exit codes: 0 stopped, 1 unexpected error, 2 bad setting or database, "
                    "3 token rejected, 4 Discord unreachable, 5 privileged intent missing.")
    db_argument(run)
    run.add_argument("--shard-count", type=_shard_count, default=None, metavar="N",
                     help="how many shards Discord's guilds are split into, for several processes on one "
                          "database (default: one process, one connection)")
    run.add_argument("--shards", default=None, metavar="A-B",
                     help="the shards this process serves, e.g. 0-3 (needs --shard-count; default: all)")
    run.set_defaults(func=cmd_run)
    sync = sub.add_parser(
        "sync", help="register the slash commands with Discord (globally or for one server)",
        description="Register musbot's slash commands with Discord: globally (every server, "
                    "may take a while to show) or, with --guild, for one server at once.")
    sync.add_argument("--guild", type=discord_id, default=None, metavar="ID",
                      help="a server id: its commands update at once")
    db_argument(sync)
    sync.set_defaults(func=cmd_sync)


def _shard_count(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 4096:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of shards from 1 to 4096")
    return int(text)


def _shard_plan(args: argparse.Namespace) -> tuple[tuple[int, ...], int] | str:
    """(shard ids, shard count) of ``musbot run``, or why they are refused."""
    from musbot.tables.shards import parse_shards

    count: int | None = getattr(args, "shard_count", None)
    text: str | None = getattr(args, "shards", None)
    if count is None:
        if text is not None:
            return "--shards needs --shard-count N (how many shards in all), e.g. --shard-count 2 --shards 0-0"
        return (0,), 1
    try:
        return parse_shards(text, count), count
    except ValueError as exc:
        return str(exc)


def _say(text: str) -> None:
    print(f"musbot: {text}", file=sys.stderr, flush=True)


def _logging(settings: Settings) -> None:
    level = getattr(logging, settings.log_level)
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)-7s %(name)s: %(message)s", stream=sys.stderr)
    # discord.py logs request bodies at DEBUG, and those hold private hands: never below INFO
    for name in ("discord.http", "discord.webhook", "discord.gateway"):
        logging.getLogger(name).setLevel(max(level, logging.INFO))


def _settings_or_help(args: argparse.Namespace) -> Settings | None:
    settings = Settings.load(db=getattr(args, "db", None))
    if not settings.token:
        print(NO_TOKEN_HELP.format(perms=BOT_PERMISSIONS))
        print(f"(DISCORD_TOKEN is not in the environment; {settings.env.describe()}.)")
        return None
    return settings


def explain(exc: BaseException, settings: Settings) -> tuple[int, str]:
    """The exit code and the one sentence for a bot that stopped on ``exc``."""
    import aiohttp
    import discord

    from musbot.store.errors import StoreError

    if isinstance(exc, StoreError):
        return exits.CANNOT_START, f"the database cannot be used: {exc}"
    code = exc.code if isinstance(exc, discord.ConnectionClosed) else None
    if isinstance(exc, discord.LoginFailure) or code == 4004:
        return exits.TOKEN_REJECTED, (
            f"Discord rejected the token in DISCORD_TOKEN (from {settings.token_from}): it was "
            f"reset or mistyped. Open {PORTAL}, choose the application, press Bot > Reset Token "
            "and put the new token in DISCORD_TOKEN.")
    if isinstance(exc, discord.PrivilegedIntentsRequired) or code == 4014:
        return exits.INTENT_MISSING, (
            "Discord refused a privileged intent this bot asks for: turn it on in the Developer "
            f"Portal ({PORTAL}, the application, Bot > Privileged Gateway Intents) and start again.")
    if isinstance(exc, discord.DiscordServerError | discord.GatewayNotFound):
        return exits.DISCORD_UNREACHABLE, (
            f"Discord answered with a server error ({_detail(exc)}): it is having trouble. "
            "Start again in a few minutes (the service restarts by itself).")
    if isinstance(exc, aiohttp.ClientError | OSError | TimeoutError):
        return exits.DISCORD_UNREACHABLE, (
            f"Discord cannot be reached ({_detail(exc)}). Check this machine's internet "
            "connection, DNS and firewall (musbot needs HTTPS to discord.com and its gateway), "
            "then start again (the service retries by itself).")
    return exits.FAILED, (
        f"the bot stopped on an unexpected error ({type(exc).__name__}); the log above has the "
        "details: please report it.")


def _detail(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


async def _open_store(settings: Settings) -> Store | None:
    """The database, opened and checked before the login; None (and the reason said) if broken."""
    from musbot.store import Store, StoreError

    try:
        store = await Store.open(settings.db_path)
    except StoreError as exc:
        _say(f"the database cannot be used: {exc}")
        return None
    applied = ", ".join(f"{v:04d}" for v in store.migrations_applied)
    log.info("database %s: schema version %d%s", store.path, store.version,
             f" (applied migrations {applied})" if applied else "")
    return store


def _stopped(exc: BaseException, settings: Settings) -> int:
    code, sentence = explain(exc, settings)
    if code == exits.FAILED:
        log.error("the bot stopped", exc_info=exc)
    _say(sentence)
    return code


def cmd_run(args: argparse.Namespace) -> int:
    plan = _shard_plan(args)
    if isinstance(plan, str):
        _say(plan)
        return exits.CANNOT_START
    settings = _settings_or_help(args)
    if settings is None:
        return exits.CANNOT_START
    _logging(settings)
    return asyncio.run(_run(settings, *plan, sharded=args.shard_count is not None))


async def _run(settings: Settings, shard_ids: tuple[int, ...] = (0,), shard_count: int = 1, *,
               sharded: bool = False) -> int:
    from musbot.bot import MusBot, ShardedMusBot
    from musbot.store.leases import ShardsTaken
    from musbot.tables.shards import ProcessShards, refusal

    store = await _open_store(settings)
    if store is None:
        return exits.CANNOT_START
    shards = ProcessShards(store, shard_ids, shard_count)
    try:
        await shards.claim()  # before the login: a second process on our shards stops here
    except ShardsTaken as exc:
        _say(refusal(exc.claims, shard_ids, shard_count))
        await store.close()
        return exits.CANNOT_START
    log.info("serving shards %d-%d of %d as %s", shard_ids[0], shard_ids[-1], shard_count, shards.owner)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    signals = (signal.SIGINT, signal.SIGTERM)
    for sig in signals:
        loop.add_signal_handler(sig, stop.set)
    try:
        bot = (ShardedMusBot(settings, store=store, shards=shards, shard_ids=list(shard_ids), shard_count=shard_count,
                             tune_collector=True)
               if sharded else MusBot(settings, store=store, shards=shards, tune_collector=True))
        async with bot:
            runner = asyncio.create_task(bot.start(settings.token))
            waiter = asyncio.create_task(stop.wait())
            await asyncio.wait({runner, waiter}, return_when=asyncio.FIRST_COMPLETED)
            waiter.cancel()
            if runner.done():
                failure = runner.exception()
                if failure is None and bot.lost is not None:  # logged already; the service manager restarts us
                    _say("stopped: another process took over some of this process's shards (see the log)")
                    return exits.FAILED
                return exits.OK if failure is None else _stopped(failure, settings)
            log.info("shutting down: saving tables")
            await bot.close()
            with contextlib.suppress(Exception):
                await runner
        return exits.OK
    finally:
        for sig in signals:
            loop.remove_signal_handler(sig)
        with contextlib.suppress(Exception):  # the bot's close released them already, as a rule
            await shards.release()
        await store.close()  # checkpoints the WAL: musbot.db alone is the whole database


def cmd_sync(args: argparse.Namespace) -> int:
    settings = _settings_or_help(args)
    if settings is None:
        return exits.CANNOT_START
    _logging(settings)
    return asyncio.run(_sync(settings, args.guild))


async def _sync(settings: Settings, guild_id: int | None) -> int:
    import discord

    from musbot.bot import MusBot

    store = await _open_store(settings)
    if store is None:
        return exits.CANNOT_START
    try:
        bot = MusBot(settings, tick_seconds=None, store=store)
        async with bot:
            try:
                await bot.login(settings.token)
                guild = discord.Object(id=guild_id) if guild_id else None
                if guild is not None:
                    bot.tree.copy_global_to(guild=guild)
                synced = await bot.tree.sync(guild=guild)
            except Exception as exc:
                return _stopped(exc, settings)
        print(f"{len(synced)} commands registered " + (f"for server {guild_id}" if guild_id else "globally"))
        return exits.OK
    finally:
        await store.close()
