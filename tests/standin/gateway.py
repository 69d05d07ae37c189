"""The stand-in's Discord gateway: a websocket on the stand-in's own 127.0.0.1 port.

With it a bot in *another process* runs exactly as in production: ``bot.start``
logs in over REST, connects here, identifies, gets READY and then receives the
INTERACTION_CREATE events a test dispatches. It speaks the protocol as
discord.py 2.7.1 uses it (https://discord.com/developers/docs/events/gateway):

* ``GET /api/v10/gateway`` and ``/gateway/bot`` name ``ws://127.0.0.1:<port>/ws``
  (a non-sharded discord.py client never asks: it connects to
  ``DiscordWebSocket.DEFAULT_GATEWAY``, which the launcher points here);
* on connect HELLO (op 10); HEARTBEAT (op 1) -> HEARTBEAT_ACK (op 11);
  IDENTIFY (op 2) with the right token -> READY (op 0) carrying every guild
  complete (channels, members), as ``BotHarness.ready`` builds it, so no
  GUILD_CREATE follows; a wrong token closes with 4004 like Discord;
* shards (``StandIn(shard_count=n)``; ``GET /gateway/bot`` answers ``shards: n``):
  IDENTIFY with ``shard: [i, n]`` gets READY with only shard i's guilds
  (``(guild_id >> 22) % n == i``); a wrong ``n`` or ``i`` out of range closes
  with 4010 (Invalid shard). IDENTIFY without ``shard`` is a ``[0, 1]`` session
  that gets every guild, as before. Each guild's events go only to the live
  connection of its shard, events without a guild (DMs) to shard 0's. An
  interaction for a shard nobody serves is not delivered (on Discord the person
  sees "This interaction failed"): it is recorded in :attr:`Gateway.undelivered`;
* RESUME (op 6) -> INVALID_SESSION (op 9, not resumable), so the client
  identifies again: every connection is a fresh session;
* PRESENCE_UPDATE (op 3) is recorded in :attr:`Gateway.presences`;
* op :data:`SETTLED` (1000, not Discord's) is an instrumented bot process's report that it has
  finished with an event (``process.instrument``): it goes to ``standin.report_settled``;
* anything else is recorded as a stand-in problem (like the REST side's 501s),
  so a test fails loudly.

Compression: discord.py asks for ``compress=zlib-stream`` (``zstd-stream`` when a
zstd module is installed). For zlib-stream every connection has one
``zlib.compressobj`` and each message is a binary frame flushed with
``Z_SYNC_FLUSH`` (it ends in ``00 00 ff ff``, which is how the client knows a
message is complete). Without ``compress`` messages are JSON text frames.
``gateway.zlib_level`` is the compression level (zlib's default; the load bench sets 0: stored
blocks, still a zlib stream the client inflates, without the stand-in's 0.1 ms a message).
``gateway.keep_sent = False`` (the load bench) keeps no list of the payloads each connection
sent: a run of thousands of presses would hold every INTERACTION_CREATE with its message.
zstd-stream is refused as a problem (this venv has no zstd; add it when needed).
"""

from __future__ import annotations

import asyncio
import secrets
import traceback
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from . import wire

if TYPE_CHECKING:
    from .server import StandIn

HEARTBEAT_INTERVAL_MS = 41250  # what Discord sends
WS_PATH = "/ws"  # the websocket route on the stand-in's port

INVALID_SHARD = 4010
# events whose payload is the guild itself (its id is ``id``, not ``guild_id``)
_GUILD_ITSELF = frozenset({"GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE"})

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 3, 6, 9, 10, 11
# not Discord's: an instrumented bot process (``process.instrument``) reports on its connection
# that it has finished with an event, ``{"op": SETTLED, "d": {"event", "key", "errors"}}``
SETTLED = 1000


@dataclass
class GatewayConnection:
    """One websocket: a session once it has identified."""

    number: int
    ws: web.WebSocketResponse
    compress: str | None
    session_id: str | None = None
    seq: int = 0
    identify: dict | None = None
    closed: bool = False
    close_code: int | None = None
    received: list[dict] = field(default_factory=list)  # every payload the client sent
    sent: list[dict] = field(default_factory=list)  # every payload we sent
    shard: tuple[int, int] | None = None  # IDENTIFY's [shard_id, num_shards]; None: it sent none
    zlib_level: int = zlib.Z_DEFAULT_COMPRESSION
    keep_sent: bool = True  # False: ``sent`` stays empty (the load bench: see the module's docstring)
    _compressor: Any = None
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def ready(self) -> bool:
        return self.session_id is not None and not self.closed

    def serves(self, shard_id: int) -> bool:
        """Whether this gateway session gets shard ``shard_id``'s events (an unsharded one gets all)."""
        return self.shard is None or self.shard[0] == shard_id

    async def send(self, payload: dict) -> None:
        text = wire.dumps(payload)
        # One lock per connection: zlib-stream frames must go out in compression order.
        async with self._lock:
            if self.closed or self.ws.closed:
                raise ConnectionResetError(f"gateway connection {self.number} is closed")
            if self.keep_sent:
                self.sent.append(payload)
            if self.compress == "zlib-stream":
                if self._compressor is None:
                    self._compressor = zlib.compressobj(self.zlib_level)
                data = self._compressor.compress(text) + self._compressor.flush(zlib.Z_SYNC_FLUSH)
                await self.ws.send_bytes(data)
            else:
                await self.ws.send_str(text.decode())


class NotDelivered(AssertionError):
    """An interaction for a shard with no live connection: Discord drops it (the person sees
    "This interaction failed" after 3 s). Raised at once by ``GatewayTransport.deliver``."""


@dataclass(frozen=True)
class Undelivered:
    """An event the gateway could not hand to anyone: its shard had no live connection."""

    event: str
    shard_id: int
    data: dict


def shard_of(guild_id: int, shard_count: int) -> int:
    """Discord's rule: a guild's events come on shard ``(guild_id >> 22) % shard_count``."""
    return (guild_id >> 22) % shard_count


def snowflake_on_shard(shard_id: int, shard_count: int, *, after: int = 0, ms: int = 0) -> int:
    """The smallest snowflake above ``after`` (and at or after millisecond ``ms`` of Discord's
    epoch) whose guild would be on shard ``shard_id`` of ``shard_count``: the shard is the
    timestamp part's remainder, so step the timestamp to the next one that fits."""
    if not 0 <= shard_id < shard_count:
        raise ValueError(f"shard {shard_id} is not among 0..{shard_count - 1}")
    stamp = max(ms, (after + 1) >> 22)
    stamp += (shard_id - stamp) % shard_count
    return max(stamp << 22, after + 1)  # after + 1 when it is already in that millisecond


class Gateway:
    """The gateway half of a :class:`~standin.server.StandIn` (``standin.gateway``)."""

    def __init__(self, standin: StandIn) -> None:
        self.standin = standin
        self.connections: list[GatewayConnection] = []
        self.presences: list[dict] = []
        self.resumes: list[dict] = []
        self.undelivered: list[Undelivered] = []  # events for a shard no live connection served
        self.zlib_level = zlib.Z_DEFAULT_COMPRESSION  # of the connections opened from now on
        self.keep_sent = True  # of the connections opened from now on

    @property
    def url(self) -> str:
        """The websocket URL, without query (the client adds v/encoding/compress)."""
        return self.standin.base_url.replace("http://", "ws://", 1) + WS_PATH

    @property
    def current(self) -> GatewayConnection | None:
        """The live identified connection (a bot process holds one at a time)."""
        live = [c for c in self.connections if c.ready]
        return live[-1] if live else None

    def current_for_shard(self, shard_id: int) -> GatewayConnection | None:
        """The live connection that gets shard ``shard_id``'s events (the newest), if any."""
        live = [c for c in self.connections if c.ready and c.serves(shard_id)]
        return live[-1] if live else None

    def connection_for(self, guild_id: int | None) -> GatewayConnection | None:
        """The live connection that gets ``guild_id``'s events (None: a DM, shard 0's)."""
        return self.current_for_shard(self.shard_for(guild_id))

    def shard_for(self, guild_id: int | None) -> int:
        return 0 if guild_id is None else shard_of(guild_id, self.standin.shard_count)

    def sessions(self) -> list[GatewayConnection]:
        """Every connection that identified, oldest first."""
        return [c for c in self.connections if c.session_id is not None]

    # ------------------------------------------------------------ REST side

    async def get_gateway(self, request: web.Request) -> dict:
        return {"url": self.url}

    async def get_gateway_bot(self, request: web.Request) -> dict:
        return {
            "url": self.url, "shards": self.standin.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1},
        }

    # ------------------------------------------------------------ websocket

    async def handle(self, request: web.Request) -> web.StreamResponse:
        query = request.query
        compress = query.get("compress")
        if query.get("v") != "10" or query.get("encoding", "json") != "json":
            self._problem(f"gateway: unsupported query {dict(query)} (want v=10, encoding=json)")
        if compress not in (None, "zlib-stream"):
            self._problem(f"gateway: compress={compress} is not implemented by the stand-in")
            compress = None
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = GatewayConnection(len(self.connections) + 1, ws, compress, zlib_level=self.zlib_level,
                                 keep_sent=self.keep_sent)
        self.connections.append(conn)
        self.standin.notify()
        try:
            await conn.send({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": None, "t": None})
            async for msg in ws:
                if msg.type is WSMsgType.TEXT:
                    await self._receive(conn, wire.loads(msg.data))
                elif msg.type is WSMsgType.BINARY:
                    self._problem(f"gateway: binary frame from the client on connection {conn.number}")
                elif msg.type is WSMsgType.ERROR:
                    break
        except ConnectionResetError:
            pass  # the bot process went away (e.g. killed) while we were sending
        except Exception:  # a stand-in bug must fail the test, not hang it
            self.standin._problem(self.standin.crashes, f"gateway connection {conn.number}\n{traceback.format_exc()}")
            await ws.close(code=4000)
        finally:
            conn.closed = True
            conn.close_code = ws.close_code
            self.standin.notify()
        return ws

    async def _receive(self, conn: GatewayConnection, payload: dict) -> None:
        op, data = payload.get("op"), payload.get("d")
        if op == SETTLED:  # the test's own channel, not the bot talking to Discord
            self.standin.report_settled(data or {})
            return
        conn.received.append(payload)
        if op == HEARTBEAT:
            await conn.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        elif op == IDENTIFY:
            await self._identify(conn, data or {})
        elif op == PRESENCE:
            self.presences.append(data or {})
        elif op == RESUME:
            # Every connection is a new session here: tell the client to identify again.
            self.resumes.append(data or {})
            await conn.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
        else:
            self._problem(f"gateway: op {op} is not implemented by the stand-in: {payload}")
        self.standin.notify()

    async def _identify(self, conn: GatewayConnection, data: dict) -> None:
        if conn.session_id is not None:
            self._problem(f"gateway: second IDENTIFY on connection {conn.number}")
            await conn.ws.close(code=4005, message=b"Already authenticated.")
            return
        if data.get("token") != self.standin.bot_token:
            await conn.ws.close(code=4004, message=b"Authentication failed.")
            return
        shard = data.get("shard")
        if shard is not None:
            count = self.standin.shard_count
            valid = isinstance(shard, list) and len(shard) == 2 and all(type(x) is int for x in shard)
            if not valid or shard[1] != count or not 0 <= shard[0] < shard[1]:
                await conn.ws.close(code=INVALID_SHARD, message=b"Invalid shard.")
                return
            conn.shard = (shard[0], shard[1])
        conn.identify = data
        conn.session_id = secrets.token_hex(16)
        if data.get("presence"):
            self.presences.append(data["presence"])
        await self._dispatch(conn, "READY", self.standin.ready_payload(conn.session_id, self.url, shard=conn.shard))

    async def _dispatch(self, conn: GatewayConnection, event: str, data: dict) -> int:
        conn.seq += 1
        await conn.send({"op": DISPATCH, "t": event, "s": conn.seq, "d": data})
        return conn.seq

    async def dispatch(self, event: str, data: dict) -> int | None:
        """Send an event to the live connection of its guild's shard (a DM's: shard 0's);
        returns its sequence number on that connection. An INTERACTION_CREATE for a shard
        with no live connection is dropped as Discord drops it: recorded in
        :attr:`undelivered`, returns None. Any other event then fails the test."""
        guild_id = self.guild_of(event, data)
        conn = self.connection_for(guild_id)
        if conn is None:
            shard_id = self.shard_for(guild_id)
            if event == "INTERACTION_CREATE":
                self.undelivered.append(Undelivered(event, shard_id, data))
                self.standin.notify()
                return None
            raise AssertionError(f"no bot is connected to the gateway for shard {shard_id} to receive {event}")
        return await self._dispatch(conn, event, data)

    @staticmethod
    def guild_of(event: str, data: dict) -> int | None:
        """The guild an event belongs to (None: a DM or a guild-less event)."""
        raw = data.get("id") if event in _GUILD_ITSELF else data.get("guild_id")
        return int(raw) if raw is not None else None

    async def close_all(self, code: int = 1001) -> None:
        """Close every websocket (the stand-in stops; the server would wait for them)."""
        for conn in self.connections:
            if not conn.ws.closed:
                await conn.ws.close(code=code)

    def _problem(self, text: str) -> None:
        self.standin._problem(self.standin.unhandled, text)
