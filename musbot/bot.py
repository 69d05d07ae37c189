"""The discord.py Bot: start-up, extensions, the one error handler, shutdown.

It holds the parts as typed attributes: ``store``, ``tables`` (the table service),
``house_rules`` (a server's defaults and presets), ``languages``, ``presenter`` (what Discord
shows of the tables) and ``errors`` (the one error path, presenter/errors.py). It imports no
cog: the cogs register their own commands, press routes (presenter/gate.py) and dynamic items
when loaded.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from musbot import render
from musbot.i18n import LANGUAGES
from musbot.lag import LagWatch
from musbot.presenter import Languages, Presenter
from musbot.presenter.errors import ErrorPath
from musbot.presenter.gate import InteractionGate
from musbot.settings import Settings
from musbot.store import Store
from musbot.tables.presets import HouseRules
from musbot.tables.service import TableService
from musbot.tables.shards import ProcessShards, ShardsLost
from musbot.tables.store_adapter import StorePersistence

log = logging.getLogger(__name__)

# the cyclic collector once the bot is READY: start-up's objects (modules, catalogues,
# sprites, the computer players' tables, recovered tables) are moved out of its reach, and the
# youngest generation is collected after 20,000 allocations instead of 700. Measured on the load
# bench (200 tables): collections took 1.08 s of a 30 s run on the event loop (0.4 ms per
# interaction, 5 full ones of 0.1 s each), 0.22 s so (16 young ones of 13 ms). The middle
# generation is collected after 100 young collections instead of 20: its objects are mostly the
# tables' current snapshots, screens and pictures, freed by their counts meanwhile, so it finds
# little and finds it sooner. At 450 tables (45 s, two pairs of runs): its collections took
# 0.58-0.74 s, up to 0.3 s each (every press in flight waits), and 0.012-0.017 s so.
GC_THRESHOLDS = (20_000, 100, 10)

EXTENSIONS = ("cogs.play", "cogs.mus", "cogs.invite", "cogs.history", "cogs.learn",
              "cogs.admin", "cogs.torneo")  # history, learn and torneo add to /mus: after mus


class MusTranslator(app_commands.Translator):
    """Command names and descriptions in each Discord locale a language of ours reads
    (``musbot.i18n.LANGUAGES``); the default texts are Spanish."""

    LOCALES = {discord.Locale(locale): language.code for language in LANGUAGES
               for locale in language.discord}

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = self.LOCALES.get(locale)
        key = string.extras.get("key")
        if lang is None or not key:
            return None
        from musbot.i18n import lookup

        return lookup(key, lang)


class MusBot(commands.Bot):
    def __init__(self, settings: Settings, *, clock: Callable[[], float] = time.time,
                 tick_seconds: float | None = 1.0, seeds: Callable[[], int] | None = None,
                 store: Store | None = None, shards: ProcessShards | None = None, tune_collector: bool = False,
                 **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(), **options)
        self.settings = settings
        self.ownership = shards  # several processes on one database: ours, claimed (tables/shards.py)
        self.clock = clock
        self.tick_seconds = tick_seconds
        self.seeds = seeds  # where new partidas get their seed (tests); default: secrets
        self._ticker: asyncio.Task[None] | None = None
        self.tickers: list[Callable[[], Awaitable[object]]] = []  # cogs' own timers, run by the tick loop
        self.lag = LagWatch()  # the admin is told in the log when this process cannot keep up
        self._opened_store = store  # opened and checked before the login (musbot run)
        self.startup: list[Callable[[], Awaitable[None]]] = []  # cogs' start-up, once the tables are recovered
        # made in setup_hook, once the event loop runs
        self.store: Store
        self.tables: TableService
        self.house_rules: HouseRules
        self.languages: Languages
        self.presenter: Presenter
        self.errors: ErrorPath
        self.lost: ShardsLost | None = None  # set when another process took our shards: we stop
        self._closing: asyncio.Task[None] | None = None
        self.gate = InteractionGate(self)  # redeliveries dropped, forms from before a restart answered
        self._collector_tuned = not tune_collector  # the process's collector: `musbot run` only
        self._showdowns: asyncio.Task[None] | None = None  # render.warm_up_showdowns, after READY

    # ------------------------------------------------------------------ start-up
    async def setup_hook(self) -> None:
        # the pictures' shared tiles, drawn in a thread while the store opens and the tables recover
        warming = asyncio.create_task(asyncio.to_thread(render.warm_up, (self.settings.lang,), False))
        try:
            recovered = await self._set_up()
        except BaseException:  # the start fails (say, the database): not a task left pending
            warming.cancel()
            raise
        await warming  # before the first press: a table's first pictures cost what later ones do
        log.info("musbot ready to serve: %d open tables recovered", len(recovered))
        if self.tick_seconds:
            self._ticker = asyncio.create_task(self._tick_loop())

    async def _set_up(self) -> list[Any]:
        """The store, the table service and the presenter, the cogs; the open tables recovered."""
        opened = self._opened_store
        self.store = opened if opened is not None else await Store.open(self.settings.db_path)
        self.tables = TableService(StorePersistence(self.store, self.ownership), clock=self.clock, new_seed=self.seeds)
        self.house_rules = HouseRules(self.store)
        self.languages = Languages(self.store, self.settings.lang)
        self.presenter = Presenter(self, self.tables, self.languages, self.clock)
        self.errors = ErrorPath(self.languages)
        self.gate.failed = self.errors.answer
        self.gate.install()
        await self.tree.set_translator(MusTranslator())
        self.tree.error(self.on_app_command_error)
        for ext in EXTENSIONS:
            await self.load_extension(ext)
        recovered = await self.tables.recover()
        for job in self.startup:
            await job()
        return recovered

    async def announce_recovered(self) -> None:
        """After a restart, redraw every open table so its buttons and countdown are current."""
        await self.presenter.republish()

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s)", self.user, getattr(self.user, "id", "?"))
        await self.announce_recovered()
        self.tune_collector()
        if self._showdowns is None:  # the rest of the pictures' warm-up, once the tables are shown
            self._showdowns = asyncio.create_task(asyncio.to_thread(render.warm_up_showdowns, (self.settings.lang,)))

    def tune_collector(self) -> None:
        """Once, at the first READY: what exists by then lives as long as the process (its
        garbage collected first, so none of it is kept for ever); see ``GC_THRESHOLDS``."""
        if self._collector_tuned:
            return
        self._collector_tuned = True
        gc.collect()
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.presenter.channel_gone(channel.id)  # its table closes, not counted

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.presenter.channel_gone(payload.thread_id)

    async def _tick_loop(self) -> None:
        assert self.tick_seconds
        while not self.is_closed() and await self.tick_once():
            await self.lag.nap(self.tick_seconds)  # and how late it wakes: every press waits as long

    async def tick_once(self) -> bool:
        """One round of timers; False once this process lost its shards (it is stopping)."""
        if self.ownership is not None:
            try:
                await self.ownership.renew()  # first: our claims and tables' leases stay ours
            except ShardsLost as exc:
                self.lost = exc
                log.error("%s", exc)
                self._closing = asyncio.create_task(self.close())  # not from inside the tick task it cancels
                return False
            except Exception:
                log.exception("renewing this process's shards failed")
        try:
            await self.tables.tick()
            await self.presenter.retry_due()
        except Exception:
            log.exception("table timers failed")
        for tick in list(self.tickers):  # e.g. seasons that end by themselves (cogs/history.py)
            try:
                await tick()
            except Exception:
                log.exception("a timer failed")
        return True

    # ------------------------------------------------------------------ languages
    async def guild_lang(self, guild_id: int | None) -> str:
        return await self.languages.of_guild(guild_id)

    async def lang_for(self, user_id: int, guild_id: int | None, locale: str | None) -> str:
        return await self.languages.of_user(user_id, guild_id, locale)

    async def set_guild_lang(self, guild_id: int, lang: str) -> None:
        await self.languages.set_guild(guild_id, lang)

    async def set_player_lang(self, user_id: int, lang: str | None) -> None:
        await self.languages.set_player(user_id, lang)

    # ------------------------------------------------------------------ errors
    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        """Slash commands and context menus into the one error path (presenter/errors.py): a
        clear private message in the user's language, a bug logged once, never a crash."""
        await self.errors.answer(interaction, error,
                                 f"the command /{getattr(interaction.command, 'qualified_name', '?')}")

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        log.exception("unhandled error in %s", event_method)

    # ------------------------------------------------------------------ shutdown
    async def close(self) -> None:
        """Every action is durable already; tell each table the bot is restarting, then stop."""
        if self._ticker is not None:
            self._ticker.cancel()
        if hasattr(self, "presenter"):
            await self.tables.shutdown()
            if self.lost is None:  # after losing our shards, their tables are another process's to show
                await self.presenter.republish(note="bot.restarting", timeout=5)
            self.presenter.close()
        if self.ownership is not None and hasattr(self, "store"):
            try:
                await self.ownership.release()  # another process may take our shards at once
            except Exception:
                log.warning("could not release this process's shards: they expire by themselves")
        await super().close()
        if hasattr(self, "store"):
            await self.store.close()


class ShardedMusBot(MusBot, commands.AutoShardedBot):
    """The bot for some of Discord's shards (``musbot run --shard-count N --shards A-B``):
    discord.py's AutoShardedBot opens one gateway connection per shard in ``shard_ids``."""
