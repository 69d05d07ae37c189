"""Know when a bot is done with an event, without sleeping.

discord.py handles a gateway event by spawning tasks (the command tree invoker,
view dispatch, ``on_*`` listeners), which may spawn more. :class:`TaskTracker`
is a task factory that records every task created, transitively, while an event
is being fed (a ContextVar marks the scope; child tasks inherit it), so a caller
can await exactly those. Timer-like tasks (view timeouts, ``delete_after``,
ext.tasks loops) are "background" and not waited for.

Used in-process by :class:`~standin.harness.BotHarness`, and inside a bot child
process by ``tests/e2e/bot_process.py``, which reports to the stand-in when the
bot has settled (cross-process tests cannot see the bot's tasks).
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Callable
from typing import Any

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


def is_background(task: asyncio.Task) -> bool:
    qualname = getattr(task.get_coro(), "__qualname__", "")
    return qualname.endswith(BACKGROUND_COROS)


class ErrorLog(logging.Handler):
    """Collects ERROR records: discord.py logs (and swallows) exceptions raised in
    command/view callbacks, which must fail a test instead."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.setFormatter(logging.Formatter("%(name)s: %(message)s"))
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


class TaskTracker:
    """A task factory that remembers the tasks created inside :meth:`scoped`."""

    def __init__(self) -> None:
        self.background: list[Callable[[asyncio.Task], bool]] = [is_background]
        self.tasks: list[asyncio.Task] = []  # every scoped task, to cancel at the end
        self._old_factory: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def install(self, loop: asyncio.AbstractEventLoop) -> None:
        if self._loop is loop:
            return
        self._loop = loop
        self._old_factory = loop.get_task_factory()
        loop.set_task_factory(self._factory)

    def uninstall(self) -> None:
        if self._loop is not None:
            self._loop.set_task_factory(self._old_factory)
            self._loop = None

    def _factory(self, loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task:
        if self._old_factory is not None:
            task = self._old_factory(loop, coro, **kwargs)
        else:
            task = asyncio.Task(coro, loop=loop, **kwargs)
        scope = _SCOPE.get()
        if scope is not None:  # created (transitively) while we fed an event
            scope.append(task)
            self.tasks.append(task)
        return task

    def scoped(self, fn: Callable[[], Any]) -> list[asyncio.Task]:
        """Call ``fn``; return the (live) list of tasks it and its tasks create."""
        scope: list[asyncio.Task] = []
        token = _SCOPE.set(scope)
        try:
            fn()
        finally:
            _SCOPE.reset(token)
        return scope

    async def settle(
        self, scope: list[asyncio.Task], *, timeout: float, interrupt: asyncio.Future[Any] | None = None
    ) -> list[str]:
        """Wait until every non-background task of ``scope`` is done (``timeout``
        real seconds at most, then AssertionError). Stops early when ``interrupt``
        resolves. Returns a line per task that raised."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            busy = [t for t in scope if not t.done() and not any(bg(t) for bg in self.background)]
            if not busy or (interrupt is not None and interrupt.done()):
                break
            left = deadline - loop.time()
            if left <= 0:
                names = ", ".join(f"{t.get_name()} ({t.get_coro().__qualname__})" for t in busy)
                raise AssertionError(f"bot still busy after {timeout}s: {names}")
            waiting: list[asyncio.Future[Any]] = [*busy, *([interrupt] if interrupt is not None else [])]
            await asyncio.wait(waiting, timeout=left, return_when=asyncio.FIRST_COMPLETED)
        failed = []
        for task in scope:
            if task.done() and not task.cancelled() and task.exception() is not None:
                failed.append(f"task {task.get_name()} raised {task.exception()!r}")
        return failed

    async def cancel_all(self) -> None:
        pending = [t for t in self.tasks if not t.done()]
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
