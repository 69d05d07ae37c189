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
* RESUME (op 6) -> INVALID_SESSION (op 9, not resumable), so the client
  identifies again: every connection is a fresh session;
* PRESENCE_UPDATE (op 3) is recorded in :attr:`Gateway.presences`;
* anything else is recorded as a stand-in problem (like the REST side's 501s),
  so a test fails loudly.

Compression: discord.py asks for ``compress=zlib-stream`` (``zstd-stream`` when a
zstd module is installed). For zlib-stream every connection has one
``zlib.compressobj`` and each message is a binary frame flushed with
``Z_SYNC_FLUSH`` (it ends in ``00 00 ff ff``, which is how the client knows a
message is complete). Without ``compress`` messages are JSON text frames.
zstd-stream is refused as a problem (this venv has no zstd; add it when needed).
"""

from __future__ import annotations

import asyncio
import json
import secrets
import traceback
import zlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

if TYPE_CHECKING:
    from .server import StandIn

HEARTBEAT_INTERVAL_MS = 41250  # what Discord sends
WS_PATH = "/ws"  # the websocket route on the stand-in's port

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 0, 1, 2, 3, 6, 9, 10, 11


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
    _compressor: Any = None
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def ready(self) -> bool:
        return self.session_id is not None and not self.closed

    async def send(self, payload: dict) -> None:
        text = json.dumps(payload)
        # One lock per connection: zlib-stream frames must go out in compression order.
        async with self._lock:
            if self.closed or self.ws.closed:
                raise ConnectionResetError(f"gateway connection {self.number} is closed")
            self.sent.append(payload)
            if self.compress == "zlib-stream":
                if self._compressor is None:
                    self._compressor = zlib.compressobj()
                data = self._compressor.compress(text.encode()) + self._compressor.flush(zlib.Z_SYNC_FLUSH)
                await self.ws.send_bytes(data)
            else:
                await self.ws.send_str(text)


class Gateway:
    """The gateway half of a :class:`~standin.server.StandIn` (``standin.gateway``)."""

    def __init__(self, standin: StandIn) -> None:
        self.standin = standin
        self.connections: list[GatewayConnection] = []
        self.presences: list[dict] = []
        self.resumes: list[dict] = []

    @property
    def url(self) -> str:
        """The websocket URL, without query (the client adds v/encoding/compress)."""
        return self.standin.base_url.replace("http://", "ws://", 1) + WS_PATH

    @property
    def current(self) -> GatewayConnection | None:
        """The live identified connection (a bot process holds one at a time)."""
        live = [c for c in self.connections if c.ready]
        return live[-1] if live else None

    def sessions(self) -> list[GatewayConnection]:
        """Every connection that identified, oldest first."""
        return [c for c in self.connections if c.session_id is not None]

    # ------------------------------------------------------------ REST side

    async def get_gateway(self, request: web.Request) -> dict:
        return {"url": self.url}

    async def get_gateway_bot(self, request: web.Request) -> dict:
        return {
            "url": self.url, "shards": 1,
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
        conn = GatewayConnection(len(self.connections) + 1, ws, compress)
        self.connections.append(conn)
        self.standin.notify()
        try:
            await conn.send({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": None, "t": None})
            async for msg in ws:
                if msg.type is WSMsgType.TEXT:
                    await self._receive(conn, json.loads(msg.data))
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
        conn.received.append(payload)
        op, data = payload.get("op"), payload.get("d")
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
        conn.identify = data
        conn.session_id = secrets.token_hex(16)
        if data.get("presence"):
            self.presences.append(data["presence"])
        await self._dispatch(conn, "READY", self.standin.ready_payload(conn.session_id, self.url))

    async def _dispatch(self, conn: GatewayConnection, event: str, data: dict) -> int:
        conn.seq += 1
        await conn.send({"op": DISPATCH, "t": event, "s": conn.seq, "d": data})
        return conn.seq

    async def dispatch(self, event: str, data: dict) -> int:
        """Send an event to the connected bot; returns its sequence number."""
        conn = self.current
        if conn is None:
            raise AssertionError(f"no bot is connected to the gateway to receive {event}")
        return await self._dispatch(conn, event, data)

    async def close_all(self, code: int = 1001) -> None:
        """Close every websocket (the stand-in stops; the server would wait for them)."""
        for conn in self.connections:
            if not conn.ws.closed:
                await conn.ws.close(code=code)

    def _problem(self, text: str) -> None:
        self.standin._problem(self.standin.unhandled, text)
