"""What the load bench's instrumentation costs a bot process per press (it is counted in the
bot's CPU per press), measured alone on CPU time: ``standin.process.instrument``, as ``bench/bot_launcher.py`` installs it (the
parser's wrapper, the ``TaskTracker`` that records every task the press sets in motion and waits
until they are done, and the report sent on the gateway connection).

    python bench/settle_cost.py [--events N] [--rounds R]

Each event is shaped like a press in the bot: the INTERACTION_CREATE parser starts a handler
task that spawns two more (the presenter's edit and a follow-up), each passing through a few
awaits. discord.py's own parser is replaced by that stand-in for the press, and the gateway
connection by one that takes the report's frame and writes nothing. Printed: CPU per event with
the parser as it is (the work itself) and instrumented, and the difference, the
instrumentation's own cost (the least of R alternate rounds: the machine is shared).
"""

from __future__ import annotations

import argparse
import asyncio
import time
from typing import Any

from checkout import use

use("tests")

from discord.state import ConnectionState  # noqa: E402
from standin import process  # noqa: E402


async def _step(n: int) -> None:
    for _ in range(n):
        await asyncio.sleep(0)


async def _handler() -> None:
    loop = asyncio.get_running_loop()
    await _step(2)
    edit = loop.create_task(_step(4))
    follow = loop.create_task(_step(3))
    await _step(1)
    await edit
    await follow
    if _WAIT.handled is not None:
        _WAIT.handled.set_result(None)


class _Wait:
    """What the run waits for after each event: the handler's end (the press alone) or the
    report's frame (instrumented): one future, no polling."""

    handled: asyncio.Future[None] | None = None
    reported: asyncio.Future[None] | None = None


_WAIT = _Wait()


class _Socket:
    """The gateway connection's websocket: takes the report, writes nothing."""

    closed = False

    def __init__(self) -> None:
        self.frames = 0

    async def send_str(self, data: str) -> None:
        self.frames += 1
        if _WAIT.reported is not None:
            _WAIT.reported.set_result(None)


class _Gateway:
    def __init__(self, socket: _Socket) -> None:
        self.socket = socket


class _State:
    """What the wrapped parser reads of discord.py's ``ConnectionState``."""

    def __init__(self, socket: _Socket) -> None:
        self._gateway = _Gateway(socket)

    def _get_websocket(self, guild_id: int | None = None, *, shard_id: int | None = None) -> _Gateway:
        return self._gateway


def _parse(self: Any, data: dict) -> None:  # the press's handling: one task, which spawns more
    asyncio.get_running_loop().create_task(_handler())


async def _run(events: int, socket: _Socket, *, reported: bool) -> float:
    loop = asyncio.get_running_loop()
    state = _State(socket)
    parse = ConnectionState.parse_interaction_create
    data = {"id": "1", "guild_id": "2"}
    t0 = time.process_time()
    for _ in range(events):
        _WAIT.handled = None if reported else loop.create_future()
        _WAIT.reported = loop.create_future() if reported else None
        parse(state, data)
        await (_WAIT.reported or _WAIT.handled)  # type: ignore[misc]
    return time.process_time() - t0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=10000)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    plain = ConnectionState.parse_interaction_create
    ConnectionState.parse_interaction_create = _parse  # type: ignore[method-assign]
    process.instrument("http://127.0.0.1:1")  # wraps the parser above, as in a bot process
    instrumented = ConnectionState.parse_interaction_create
    bare = tracked = float("inf")
    for _ in range(args.rounds):
        ConnectionState.parse_interaction_create = _parse  # type: ignore[method-assign]
        bare = min(bare, asyncio.run(_run(args.events, _Socket(), reported=False)))
        socket = _Socket()
        ConnectionState.parse_interaction_create = instrumented  # type: ignore[method-assign]
        tracked = min(tracked, asyncio.run(_run(args.events, socket, reported=True)))
        assert socket.frames == args.events, socket.frames
    ConnectionState.parse_interaction_create = plain  # type: ignore[method-assign]
    per = 1e6 / args.events
    print(f"{args.events} events, least of {args.rounds} rounds: the press alone {bare * per:.1f} us CPU each, "
          f"instrumented {tracked * per:.1f} us; the instrumentation's own cost {(tracked - bare) * per:.1f} us "
          "per event")


if __name__ == "__main__":
    main()
