"""The writer's turns: one transaction at a time holds the store's single writer, and the
commits that read nothing wait behind it all together, not one by one.

Why not an ``asyncio.Lock``: a lock hands itself to one waiter at a time, and each handover
costs a turn of the event loop (the waiter wakes, takes it, queues its COMMIT, releases, wakes
the next). Behind a transaction that reads (recording a hand: its reads go to the database and
back while it holds the writer), a busy loop made that queue of presses' commits drain one
loop turn each: on the load bench at 200 tables a press's commit waited 690 ms at the median.
Here, when the holder lets go, every commit waiting before the next reading transaction is let
through at once, in order; that transaction gets the turn after them.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import AsyncIterator, Callable
from typing import Any, TypeVar

T = TypeVar("T")


class Turns:
    """FIFO: ``acquire()`` holds the writer until ``release()``; ``behind(submit)`` hands a
    whole commit to the writer once everyone queued before it has let go."""

    def __init__(self) -> None:
        self._held = False
        # (wake, None) for a holder-to-be; (wake, submit) for a commit, submitted by release()
        self._waiting: deque[tuple[asyncio.Future[Any], Callable[[], Any] | None]] = deque()

    def free(self) -> bool:
        """Nobody holds the writer or waits for it: a commit may go straight to it."""
        return not self._held and not self._waiting

    async def acquire(self) -> None:
        """Hold the writer (until ``release``), after everyone queued before."""
        if self.free():
            self._held = True
            return
        wake = asyncio.get_running_loop().create_future()
        self._waiting.append((wake, None))
        try:
            await wake
        except asyncio.CancelledError:
            if wake.done() and not wake.cancelled():  # it was handed over as we were cancelled
                self.release()
            raise

    def release(self) -> None:
        """Let go: the commits queued next are submitted now, in order, then the next holder
        gets the writer, if any. Submitted here, not by their callers once awake: a holder
        taking the writer meanwhile would have its transaction opened before them."""
        self._held = False
        while self._waiting:
            wake, submit = self._waiting.popleft()
            if wake.done():  # its caller was cancelled while waiting
                continue
            if submit is not None:
                wake.set_result(submit())
                continue
            wake.set_result(None)
            self._held = True
            return

    async def behind(self, submit: Callable[[], asyncio.Future[T]]) -> asyncio.Future[T]:
        """``submit()`` (which queues a whole commit at the writer) now if nobody holds or
        waits for the writer, else as soon as everyone queued before has let go; its future."""
        if self.free():
            return submit()
        wake: asyncio.Future[asyncio.Future[T]] = asyncio.get_running_loop().create_future()
        self._waiting.append((wake, submit))
        return await wake

    @contextlib.asynccontextmanager
    async def exclusive(self) -> AsyncIterator[None]:
        await self.acquire()
        try:
            yield
        finally:
            self.release()
