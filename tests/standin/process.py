"""Drive a bot that runs in another OS process, through the stand-in's gateway.

Two halves:

* in the **bot process** (before the client exists): :func:`point_discord_at`
  sends discord.py's REST and gateway traffic to the stand-in, and
  :func:`instrument` makes the process report to the stand-in (on its gateway
  connection, op ``gateway.SETTLED``, else ``POST /_standin/settled``: neither is
  Discord's) each time it has finished handling READY or an INTERACTION_CREATE --
  the same "every task it set in motion is done" that ``BotHarness`` waits for in-process
  (:class:`~standin.tracking.TaskTracker`). It only observes: the bot's code and
  discord.py's handling are untouched.
* in the **test**: :class:`GatewayTransport` is a :class:`~standin.users.Transport`
  for :class:`~standin.users.SimUser`: it dispatches the INTERACTION_CREATE over
  the websocket and waits, on stand-in events and never by sleeping, for the
  bot's report (a bounded timeout fails the test; a closed connection fails it
  at once).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from . import wire
from .gateway import SETTLED, NotDelivered
from .server import API_PREFIX, ChannelRec, InteractionRec, StandIn, UserRec
from .tracking import ErrorLog, TaskTracker

if TYPE_CHECKING:
    from .gateway import GatewayConnection
    from .users import SimUser

SETTLED_PATH = "/_standin/settled"


# ------------------------------------------------------------------ bot process side


def point_discord_at(base_url: str) -> None:
    """Make discord.py use the stand-in at ``base_url`` (``http://127.0.0.1:PORT``):
    REST through ``Route.BASE``, the gateway through ``DEFAULT_GATEWAY`` (a
    non-sharded client connects there without asking ``GET /gateway``)."""
    import discord.gateway
    import discord.http
    import yarl

    from .gateway import WS_PATH

    discord.http.Route.BASE = base_url + API_PREFIX
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(base_url.replace("http://", "ws://", 1) + WS_PATH)


def instrument(base_url: str, *, settle_timeout: float = 60.0) -> None:
    """Report to the stand-in when READY / each INTERACTION_CREATE is fully handled.

    Wraps ``ConnectionState.parse_ready`` and ``parse_interaction_create`` (call it
    before the client is created: the parsers are bound at construction). READY
    also gets ``guild_ready_timeout = 0``, as ``BotHarness.ready`` does: the
    stand-in's READY carries every guild complete, so waiting 2 s for
    GUILD_CREATEs that never come would only slow the test down.
    """
    import discord
    from discord.state import AutoShardedConnectionState, ConnectionState

    tracker = TaskTracker(keep=False)  # nothing here cancels them: keep no list of every task
    errors = ErrorLog()  # added at the first event: before, it would stop logging.basicConfig
    url = base_url + SETTLED_PATH
    reports: set[asyncio.Task[None]] = set()
    sessions: list[Any] = []  # one kept-alive HTTP session for every report (one per report cost
    # the bot process about 1 ms of CPU a press in the load bench: a new connection each time)

    async def post(body: dict) -> None:
        import aiohttp

        if not sessions or sessions[0].closed:
            sessions[:] = [aiohttp.ClientSession()]
        async with sessions[0].post(url, json=body) as response:
            response.raise_for_status()

    def post_later(body: dict) -> None:
        task = asyncio.get_running_loop().create_task(post(body))
        reports.add(task)
        task.add_done_callback(reports.discard)

    def report(event: str, key: str, first_error: int, socket: Callable[[], Any], failed: list[str],
               busy: str | None) -> None:
        """Called by the tracker when the event's tasks are done (``busy``: why not, at the timeout)."""
        body = {"event": event, "key": key, "errors": errors.lines[first_error:] + (failed if busy is None else [busy])}
        # on the gateway connection the event came on: one websocket frame, where a POST cost the
        # bot process (and the load bench's stand-in) a whole HTTP exchange per press; written
        # at once, without a task, unless the connection must drain first
        ws = socket()
        if ws is not None and not ws.closed:
            _run_now(ws.send_str(wire.dumps({"op": SETTLED, "d": body}).decode()), lambda: post_later(body))
        else:  # READY, or the connection is going away: the stand-in still hears it over HTTP
            post_later(body)

    def wrap(name: str, event: str, key_of: Callable[[dict], str], before: Callable[[Any], None] | None,
             cls: type = ConnectionState) -> None:
        original = cls.__dict__[name]

        def parser(self: Any, data: dict) -> None:
            if before is not None:
                before(self)
            tracker.install(asyncio.get_running_loop())
            if errors not in logging.getLogger().handlers:
                logging.getLogger().addHandler(errors)
            first_error = len(errors.lines)
            scope = tracker.scoped(lambda: original(self, data))
            socket = (lambda: _gateway_socket(self, data)) if event == "INTERACTION_CREATE" else (lambda: None)
            key = key_of(data)
            tracker.when_settled(scope, timeout=settle_timeout,
                                 then=lambda failed, busy: report(event, key, first_error, socket, failed, busy))

        parser.__name__ = parser.__qualname__ = name
        setattr(cls, name, parser)

    close = discord.Client.close

    async def close_reporting(self: Any) -> None:
        try:
            await close(self)
        finally:
            if sessions and not sessions[0].closed:
                await sessions[0].close()

    discord.Client.close = close_reporting  # type: ignore[method-assign]

    def no_guild_wait(state: Any) -> None:
        state.guild_ready_timeout = 0

    wrap("parse_ready", "READY", lambda d: str(d["session_id"]), no_guild_wait)
    # a sharded client (AutoShardedBot) has its own READY parser: one READY per shard, and the
    # last shard's READY also starts on_ready, so its report covers on_ready too
    wrap("parse_ready", "READY", lambda d: str(d["session_id"]), no_guild_wait, AutoShardedConnectionState)
    wrap("parse_interaction_create", "INTERACTION_CREATE", lambda d: str(d["id"]), None)


_finishing: set[asyncio.Task[None]] = set()  # sends that had to wait for the connection to drain


def _run_now(send: Coroutine[Any, Any, None], failed: Callable[[], None]) -> None:
    """Run a websocket send as far as it goes now (aiohttp writes the frame at once and waits only
    when the connection must drain first); only if it must wait does a task finish it. ``failed()``
    when the connection is going away (the send raises ConnectionError or RuntimeError)."""
    try:
        waited = send.send(None)
    except StopIteration:
        return
    except (ConnectionError, RuntimeError):
        failed()
        return
    task = asyncio.get_running_loop().create_task(_finish(send, waited, failed))
    _finishing.add(task)
    task.add_done_callback(_finishing.discard)


async def _finish(send: Coroutine[Any, Any, None], waited: Any, failed: Callable[[], None]) -> None:
    """The rest of a send that :func:`_run_now` started: wait for what it waits for, resume it."""
    while True:
        try:
            if waited is None:  # a bare yield (asyncio.sleep(0))
                await asyncio.sleep(0)
            else:  # the future it waits for, handed over as a Task takes it from a coroutine
                waited._asyncio_future_blocking = False
                await waited
        except Exception as exc:
            step: Callable[[], Any] = lambda exc=exc: send.throw(exc)  # noqa: E731
        else:
            step = lambda: send.send(None)  # noqa: E731
        try:
            waited = step()
        except StopIteration:
            return
        except (ConnectionError, RuntimeError):
            failed()
            return


def _gateway_socket(state: Any, data: dict) -> Any:
    """The websocket (aiohttp's) of the gateway connection that carries ``data``'s guild (a DM:
    shard 0's), or None when there is none now (READY reports go over HTTP)."""
    guild_id = data.get("guild_id")
    try:
        ws = state._get_websocket(int(guild_id) if guild_id else None, shard_id=None if guild_id else 0)
    except (AttributeError, KeyError, TypeError, IndexError):
        return None
    return getattr(ws, "socket", None)


# ------------------------------------------------------------------ test side


class GatewayTransport:
    """Deliver :class:`~standin.users.SimUser` actions to a bot process over the gateway.

    ``timeout`` bounds every wait (real seconds; only reached when the bot hangs, and
    generous because a bot process importing its libraries on a busy machine takes a while).
    ``alive()`` may return why waiting is hopeless (e.g. the process exited).
    """

    def __init__(self, standin: StandIn, *, timeout: float = 60.0,
                 alive: Callable[[], str | None] | None = None) -> None:
        self.standin = standin
        self.timeout = timeout
        self.alive = alive

    def _hopeless(self, conn: GatewayConnection | None = None) -> str | None:
        if conn is not None and conn.closed:
            return f"the bot's gateway connection {conn.number} closed (code {conn.close_code})"
        return self.alive() if self.alive is not None else None

    async def wait_ready(self, *, after: int = 0, shard: int | None = None) -> GatewayConnection:
        """Wait until a bot identifies on a connection numbered above ``after`` (``shard``:
        for that shard) and has finished handling its READY (on_ready included, once
        every shard of the process is ready)."""
        gateway = self.standin.gateway

        def identified() -> GatewayConnection | None:
            fresh = [c for c in gateway.sessions() if c.number > after and (shard is None or c.serves(shard))]
            if not fresh:
                reason = self._hopeless()
                if reason:
                    raise AssertionError(f"waiting for the bot to connect: {reason}")
                return None
            return fresh[0]

        conn = await self.standin.wait_until(identified, timeout=self.timeout, what="the bot to IDENTIFY")
        errors = await self.standin.wait_settled("READY", str(conn.session_id), timeout=self.timeout,
                                                 alive=lambda: self._hopeless(conn))
        if errors:
            raise AssertionError("bot logged errors while getting ready:\n" + "\n".join(errors))
        return conn

    async def deliver(
        self, payload: dict, rec: InteractionRec, *, expect_ack: bool = True, check_errors: bool = True
    ) -> list[str]:
        """Dispatch to the connection of the interaction's guild's shard (a DM: shard 0's);
        with no live connection there it is not delivered, as on Discord: ``NotDelivered``
        at once (the stand-in records it in ``gateway.undelivered``)."""
        gateway = self.standin.gateway
        guild_id = gateway.guild_of("INTERACTION_CREATE", payload)
        conn = gateway.connection_for(guild_id)
        if await gateway.dispatch("INTERACTION_CREATE", payload) is None:
            raise NotDelivered(f"interaction {rec.id} ({rec.command_name or rec.type}) not delivered: no live "
                               f"gateway connection for shard {gateway.shard_for(guild_id)}")
        errors = await self.standin.wait_settled("INTERACTION_CREATE", str(rec.id), timeout=self.timeout,
                                                 alive=lambda: self._hopeless(conn))
        if check_errors and errors:
            raise AssertionError("bot logged errors while handling the interaction:\n" + "\n".join(errors))
        if expect_ack and not rec.responded:
            raise AssertionError(f"bot did not answer interaction {rec.id} ({rec.command_name or rec.type})")
        return errors

    def user(
        self, name: str | UserRec, *, channel: ChannelRec | None = None, locale: str | None = None
    ) -> SimUser:
        """A simulated player. ``name`` is created in the stand-in if unknown."""
        from .users import make_user

        return make_user(self, name, channel=channel, locale=locale)
