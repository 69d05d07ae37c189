"""Run a real discord.py client against the :class:`~standin.server.StandIn`.

There is no gateway: the harness logs the client in over REST (which runs the
bot's real ``setup_hook``), feeds it a READY payload built from the stand-in's
world, and afterwards feeds gateway events (INTERACTION_CREATE) straight into
``client._connection.parsers`` -- the same entry point the websocket uses.
(For a bot in another process, see ``gateway.py`` and ``process.py``.)

Waiting is deterministic: a :class:`~standin.tracking.TaskTracker` records every
task created, transitively, while an event is being fed, and
:meth:`BotHarness.deliver` awaits exactly those, with a bounded timeout that
fails the test. Timer-like tasks are "background" and not waited for. Nothing
here sleeps.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.http import Route

from .server import ChannelRec, InteractionRec, StandIn, UserRec
from .tracking import ErrorLog, TaskTracker

if TYPE_CHECKING:
    from .users import SimUser


class FakeGateway:
    """Stands in for ``client.ws`` so presence changes are recorded, not crashes."""

    open = False
    latency = 0.0

    def __init__(self) -> None:
        self.presences: list[tuple[Any, Any]] = []

    def is_ratelimited(self) -> bool:
        return False

    async def change_presence(self, *, activity: Any = None, status: Any = None, since: float = 0.0) -> None:
        self.presences.append((activity, status))


class BotHarness:
    """Log ``client`` into ``standin`` and drive it; use as ``async with``.

    ``timeout`` bounds every wait for the bot (real seconds; only reached when
    the bot hangs, then the test fails; generous, because drawing a big tournament's
    pictures on a busy machine takes seconds). ``strict``: fail at exit if the bot
    made a request the stand-in does not implement. ``token`` defaults to the
    one the stand-in accepts.
    """

    def __init__(
        self,
        standin: StandIn,
        client: discord.Client,
        *,
        timeout: float = 30.0,
        strict: bool = True,
        token: str | None = None,
    ):
        self.standin = standin
        self.token = token or standin.bot_token
        self.client = client
        self.timeout = timeout
        self.strict = strict
        self.tracker = TaskTracker()
        self.background: list[Callable[[asyncio.Task], bool]] = self.tracker.background
        self.gateway = FakeGateway()
        self._errors = ErrorLog()
        self._old_base: str | None = None

    @property
    def _tasks(self) -> list[asyncio.Task]:
        """Every task fed events spawned (bench/load.py prunes the finished ones)."""
        return self.tracker.tasks

    @_tasks.setter
    def _tasks(self, tasks: list[asyncio.Task]) -> None:
        self.tracker.tasks = tasks

    @property
    def errors(self) -> list[str]:
        """Every ERROR logged since start (bot exceptions discord.py swallowed)."""
        return self._errors.lines

    async def __aenter__(self) -> BotHarness:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop(check=exc[0] is None)

    async def start(self) -> None:
        self._old_base, Route.BASE = Route.BASE, self.standin.api_url
        self.tracker.install(asyncio.get_running_loop())
        logging.getLogger().addHandler(self._errors)
        try:
            await self.client.login(self.token)  # GET /users/@me, app info, setup_hook
            await self.ready()
            if self.strict and self.errors:
                raise AssertionError("bot logged errors while starting:\n" + "\n".join(self.errors))
        except BaseException:
            await self.stop(check=False)
            raise

    async def stop(self, *, check: bool = True) -> None:
        await self.tracker.cancel_all()
        await self.client.close()
        self.tracker.uninstall()
        if self._old_base is not None:
            Route.BASE = self._old_base
        logging.getLogger().removeHandler(self._errors)
        if check and self.strict and self.standin.problems:
            raise AssertionError(f"the stand-in could not serve the bot: {self.standin.problems}")

    # ------------------------------------------------------------- feeding

    async def ready(self) -> None:
        """Feed READY with every guild (channels, members) the stand-in knows."""
        state = self.client._connection
        self.client.ws = self.gateway  # type: ignore[assignment]
        payload = self.standin.ready_payload("standin", "wss://standin.invalid")
        # Guilds come complete in READY, so no GUILD_CREATE will follow: with a
        # zero timeout discord.py dispatches on_ready at once instead of after 2 s.
        old_timeout, state.guild_ready_timeout = state.guild_ready_timeout, 0
        try:
            await self.feed("READY", payload)
        finally:
            state.guild_ready_timeout = old_timeout
        if not self.client.is_ready():
            raise AssertionError("client did not become ready")

    def push_channel(self, channel: ChannelRec) -> None:
        """Tell the bot about a channel change (CHANNEL_UPDATE), e.g. new permissions."""
        self.client._connection.parsers["CHANNEL_UPDATE"](self.standin.channel_json(channel))

    async def delete_channel(self, channel: ChannelRec) -> list[str]:
        """A moderator deletes a channel or a thread: the stand-in forgets it (404 10003)
        and the bot gets CHANNEL_DELETE or THREAD_DELETE, as over the gateway."""
        data = self.standin.delete_channel(channel)
        if channel.is_thread:
            data = {"id": data["id"], "guild_id": data["guild_id"], "parent_id": data["parent_id"],
                    "type": data["type"]}
            return await self.feed("THREAD_DELETE", data)
        return await self.feed("CHANNEL_DELETE", data)

    def forget_guild(self, guild_id: int) -> None:
        """The bot's cache has no such guild yet (as right after a restart, before its
        GUILD_CREATE): interactions from it must still work."""
        self.client._connection._guilds.pop(guild_id, None)

    async def feed(self, event: str, payload: dict) -> list[str]:
        """Feed one gateway event and wait for everything it set in motion.
        Returns the ERROR lines logged meanwhile."""
        return await self._scoped(lambda: self.client._connection.parsers[event](payload))

    async def run(self, coro: Any) -> Any:
        """Run bot-side code (e.g. a scheduled job) and wait for what it spawns."""
        box: list[asyncio.Task] = []
        await self._scoped(lambda: box.append(asyncio.ensure_future(coro)))
        return box[0].result()

    async def deliver(
        self, payload: dict, rec: InteractionRec, *, expect_ack: bool = True, check_errors: bool = True
    ) -> list[str]:
        """Feed an INTERACTION_CREATE and wait until the bot is done with it.

        ``expect_ack``: fail if the bot never answered (users would see "This
        interaction failed"). ``check_errors``: fail on any logged exception.
        """
        errors = await self.feed("INTERACTION_CREATE", payload)
        if check_errors and errors:
            raise AssertionError("bot logged errors while handling the interaction:\n" + "\n".join(errors))
        if expect_ack and not rec.responded:
            raise AssertionError(f"bot did not answer interaction {rec.id} ({rec.command_name or rec.type})")
        return errors

    async def _scoped(self, fn: Callable[[], Any]) -> list[str]:
        first_error = len(self.errors)
        scope = self.tracker.scoped(fn)
        problem = self.standin.wait_problem()
        try:
            interrupt = problem if self.strict else None
            failed = await self.tracker.settle(scope, timeout=self.timeout, interrupt=interrupt)
        finally:
            problem.cancel()
        if problem.done() and not problem.cancelled() and self.strict:
            raise AssertionError(f"the stand-in cannot serve the bot: {problem.result()}")
        self.errors.extend(failed)
        return self.errors[first_error:]

    # -------------------------------------------------------------- users

    def user(
        self, name: str | UserRec, *, channel: ChannelRec | None = None, locale: str | None = None
    ) -> SimUser:
        """A simulated player. ``name`` is created in the stand-in if unknown."""
        from .users import make_user

        return make_user(self, name, channel=channel, locale=locale)
