"""Run a real discord.py client against the :class:`~standin.server.StandIn`.

There is no gateway: the harness logs the client in over REST (which runs the
bot's real ``setup_hook``), feeds it a READY payload built from the stand-in's
world, and afterwards feeds gateway events (INTERACTION_CREATE) straight into
``client._connection.parsers`` -- the same entry point the websocket uses.

Waiting is deterministic. discord.py handles an event by spawning tasks (the
command tree invoker, view dispatch, ``on_*`` listeners), which may spawn more.
A task factory records every task created, transitively, while an event is
being fed (a ContextVar marks the scope; child tasks inherit it), and
:meth:`BotHarness.deliver` awaits exactly those, with a bounded timeout that
fails the test. Timer-like tasks (view timeouts, ``delete_after``, ext.tasks
loops) are "background" and not waited for. Nothing here sleeps.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.http import Route

from .server import ChannelRec, InteractionRec, StandIn, UserRec

if TYPE_CHECKING:
    from .users import SimUser

_SCOPE: contextvars.ContextVar[list[asyncio.Task] | None] = contextvars.ContextVar(
    "standin_scope", default=None
)

# Coroutines (by __qualname__ suffix) that are timers, not work: waiting for them
# would mean waiting for a view's 180 s timeout.
BACKGROUND_COROS = (
    "__timeout_task_impl",  # ui.View / ui.Modal timeout
    ".<locals>.inner_call",  # delete_after= on interaction responses and webhook messages
    ".delete.<locals>.delete",  # Message.delete(delay=...)
    "Typing.do_typing",
    "Loop._loop",  # discord.ext.tasks
)


def _is_background(task: asyncio.Task) -> bool:
    qualname = getattr(task.get_coro(), "__qualname__", "")
    return qualname.endswith(BACKGROUND_COROS)


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


class _ErrorLog(logging.Handler):
    """Collects ERROR records: discord.py logs (and swallows) exceptions raised in
    command/view callbacks, which must fail a test instead."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.setFormatter(logging.Formatter("%(name)s: %(message)s"))
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


class BotHarness:
    """Log ``client`` into ``standin`` and drive it; use as ``async with``.

    ``timeout`` bounds every wait for the bot (real seconds; only reached when
    the bot hangs, then the test fails). ``strict``: fail at exit if the bot
    made a request the stand-in does not implement. ``token`` defaults to the
    one the stand-in accepts.
    """

    def __init__(
        self,
        standin: StandIn,
        client: discord.Client,
        *,
        timeout: float = 5.0,
        strict: bool = True,
        token: str | None = None,
    ):
        self.standin = standin
        self.token = token or standin.bot_token
        self.client = client
        self.timeout = timeout
        self.strict = strict
        self.background: list[Callable[[asyncio.Task], bool]] = [_is_background]
        self.gateway = FakeGateway()
        self._errors = _ErrorLog()
        self._tasks: list[asyncio.Task] = []
        self._old_base: str | None = None
        self._old_factory: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None

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
        self._loop = asyncio.get_running_loop()
        self._old_factory = self._loop.get_task_factory()
        self._loop.set_task_factory(self._task_factory)
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
        pending = [t for t in self._tasks if not t.done()]
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        await self.client.close()
        if self._loop is not None:
            self._loop.set_task_factory(self._old_factory)
        if self._old_base is not None:
            Route.BASE = self._old_base
        logging.getLogger().removeHandler(self._errors)
        if check and self.strict and self.standin.problems:
            raise AssertionError(f"the stand-in could not serve the bot: {self.standin.problems}")

    def _task_factory(self, loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task:
        if self._old_factory is not None:
            task = self._old_factory(loop, coro, **kwargs)
        else:
            task = asyncio.Task(coro, loop=loop, **kwargs)
        scope = _SCOPE.get()
        if scope is not None:  # created (transitively) while we fed an event
            scope.append(task)
            self._tasks.append(task)
        return task

    # ------------------------------------------------------------- feeding

    async def ready(self) -> None:
        """Feed READY with every guild (channels, members) the stand-in knows."""
        s, state = self.standin, self.client._connection
        self.client.ws = self.gateway  # type: ignore[assignment]
        user = s.user_json(s.bot) | {"verified": True, "mfa_enabled": False, "email": None}
        payload = {
            "v": 10, "user": user, "session_id": "standin", "shard": [0, 1],
            "resume_gateway_url": "wss://standin.invalid",
            "guilds": [s.guild_json(g, full=True) for g in s.guilds.values()],
            "application": {"id": str(s.application_id), "flags": 0},
            "private_channels": [], "relationships": [], "presences": [],
        }
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
        scope: list[asyncio.Task] = []
        token = _SCOPE.set(scope)
        try:
            fn()
        finally:
            _SCOPE.reset(token)
        await self._settle(scope)
        return self.errors[first_error:]

    async def _settle(self, scope: list[asyncio.Task]) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.timeout
        problem = self.standin.wait_problem()
        try:
            while True:
                busy = [t for t in scope if not t.done() and not any(bg(t) for bg in self.background)]
                if not busy:
                    break
                left = deadline - loop.time()
                if left <= 0:
                    names = ", ".join(f"{t.get_name()} ({t.get_coro().__qualname__})" for t in busy)
                    raise AssertionError(f"bot still busy after {self.timeout}s: {names}")
                await asyncio.wait([*busy, problem], timeout=left, return_when=asyncio.FIRST_COMPLETED)
                if problem.done() and self.strict:
                    raise AssertionError(f"the stand-in cannot serve the bot: {problem.result()}")
        finally:
            problem.cancel()
        for task in scope:
            if task.done() and not task.cancelled() and task.exception() is not None:
                exc = task.exception()
                self.errors.append(f"task {task.get_name()} raised {exc!r}")

    # -------------------------------------------------------------- users

    def user(
        self, name: str | UserRec, *, channel: ChannelRec | None = None, locale: str | None = None
    ) -> SimUser:
        """A simulated player. ``name`` is created in the stand-in if unknown."""
        from .users import SimUser

        if isinstance(name, UserRec):
            rec = name
        else:
            rec = next((u for u in self.standin.users.values() if u.global_name == name), None)
            rec = rec or self.standin.add_user(name)
        channel = channel or next(iter(self.standin.channels.values()))
        return SimUser(self, rec, channel, locale=locale)
