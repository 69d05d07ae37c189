"""A bot process's "done with this press" report is written on its gateway connection at once,
without a task; a send that must wait (the connection draining) is finished by one; a connection
going away sends the report over HTTP instead (process.py)."""

from __future__ import annotations

import asyncio

from standin.process import _finishing, _run_now


class Socket:
    """A websocket's send as aiohttp runs it: written at once unless ``drain`` is pending."""

    def __init__(self, drain: asyncio.Future[None] | None = None, gone: bool = False) -> None:
        self.drain, self.gone = drain, gone
        self.frames: list[str] = []

    async def send_str(self, data: str) -> None:
        if self.gone:
            raise ConnectionResetError("Cannot write to closing transport")
        self.frames.append(data)
        if self.drain is not None:
            await self.drain
            self.frames.append("drained")


async def test_a_report_is_written_before_anything_else_runs():
    socket, fell_back = Socket(), []
    _run_now(socket.send_str("report"), lambda: fell_back.append(True))
    assert socket.frames == ["report"] and not _finishing and not fell_back


async def test_a_send_that_must_wait_is_finished_by_a_task():
    drain = asyncio.get_running_loop().create_future()
    socket, fell_back = Socket(drain), []
    _run_now(socket.send_str("report"), lambda: fell_back.append(True))
    assert socket.frames == ["report"] and len(_finishing) == 1
    for _ in range(3):  # the task waits for the drain with it
        await asyncio.sleep(0)
    assert socket.frames == ["report"] and len(_finishing) == 1 and not fell_back
    drain.set_result(None)
    await asyncio.gather(*_finishing)
    assert socket.frames == ["report", "drained"] and not fell_back


async def test_a_connection_going_away_falls_back():
    fell_back: list[bool] = []
    _run_now(Socket(gone=True).send_str("report"), lambda: fell_back.append(True))
    assert fell_back == [True]
    drain = asyncio.get_running_loop().create_future()
    socket = Socket(drain)
    _run_now(socket.send_str("report"), lambda: fell_back.append(True))
    drain.set_exception(ConnectionResetError("gone while draining"))
    await asyncio.gather(*_finishing)
    assert fell_back == [True, True]
