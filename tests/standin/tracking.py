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

_SCOPE: contextvars.ContextVar[Scope | None] = contextvars.ContextVar(
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


def _nothing() -> None:
    pass


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


class Scope(list):
    """The tasks created (transitively) inside :meth:`TaskTracker.scoped`, in order. While
    :meth:`TaskTracker.settle` waits on it, it is told of each task added (``on_add``), so
    that the wait counts the work still running instead of asking ``asyncio.wait`` afresh (a
    future, a timer and a callback on every busy task) each time one of them ends."""

    __slots__ = ("on_add",)

    def __init__(self) -> None:
        super().__init__()
        self.on_add: Callable[[asyncio.Task], None] | None = None

    def add(self, task: asyncio.Task) -> None:
        self.append(task)
        if self.on_add is not None:
            self.on_add(task)


class TaskTracker:
    """A task factory that remembers the tasks created inside :meth:`scoped`.

    ``keep``: also remember every scoped task in :attr:`tasks` (for :meth:`cancel_all`); a bot
    process's reporter, which never cancels them, keeps none."""

    def __init__(self, *, keep: bool = True) -> None:
        self.background: list[Callable[[asyncio.Task], bool]] = [is_background]
        self.tasks: list[asyncio.Task] = []  # every scoped task, to cancel at the end
        self.keep = keep
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
            scope.add(task)
            if self.keep:
                self.tasks.append(task)
        return task

    def scoped(self, fn: Callable[[], Any]) -> Scope:
        """Call ``fn``; return the (live) list of tasks it and its tasks create."""
        scope = Scope()
        token = _SCOPE.set(scope)
        try:
            fn()
        finally:
            _SCOPE.reset(token)
        return scope

    def busy(self, scope: list[asyncio.Task]) -> list[asyncio.Task]:
        """The tasks of ``scope`` still running that are work, not timers."""
        background = self.background
        return [t for t in scope if not t.done() and not any(bg(t) for bg in background)]

    async def settle(
        self, scope: Scope, *, timeout: float, interrupt: asyncio.Future[Any] | None = None
    ) -> list[str]:
        """Wait until every non-background task of ``scope`` is done (``timeout``
        real seconds at most, then AssertionError). Stops early when ``interrupt``
        resolves. Returns a line per task that raised."""
        result: asyncio.Future[list[str]] = asyncio.get_running_loop().create_future()

        def then(failed: list[str], busy: str | None) -> None:
            if not result.done():
                result.set_result(failed) if busy is None else result.set_exception(AssertionError(busy))

        stop = self.when_settled(scope, timeout=timeout, then=then, interrupt=interrupt)
        try:
            return await result
        finally:
            stop()

    def when_settled(self, scope: Scope, *, timeout: float, then: Callable[[list[str], str | None], None],
                     interrupt: asyncio.Future[Any] | None = None) -> Callable[[], None]:
        """Call ``then(failed, None)`` once every non-background task of ``scope`` is done (a line
        per task that raised), or ``then(failed, why)`` when some are still busy after ``timeout``
        real seconds; ``interrupt`` resolving ends the wait as if they were done. Counts the work
        still running (each task that ends, each task added): no task, future or coroutine of its
        own, so a bot process's report costs it little. Returns a function that gives up."""
        busy = self.busy(scope)
        if not busy or (interrupt is not None and interrupt.done()):
            then(self._failures(scope), None)
            return _nothing
        loop = asyncio.get_running_loop()
        running = len(busy)  # the work tasks of the scope not done yet
        over = False

        def finish(_: Any = None) -> None:
            nonlocal over
            if over:
                return
            stop()
            still = self.busy(scope)
            if still and not (interrupt is not None and interrupt.done()):
                names = ", ".join(f"{t.get_name()} ({t.get_coro().__qualname__})" for t in still)
                then(self._failures(scope), f"bot still busy after {timeout}s: {names}")
            else:
                then(self._failures(scope), None)

        def stop() -> None:
            nonlocal over
            if not over:
                over = True
                timer.cancel()
                scope.on_add = None
                if interrupt is not None:
                    interrupt.remove_done_callback(finish)

        def ended(_: Any) -> None:
            nonlocal running
            running -= 1
            if running == 0:
                finish()

        def added(task: asyncio.Task) -> None:
            nonlocal running
            if not task.done() and not any(bg(task) for bg in self.background):
                running += 1
                task.add_done_callback(ended)

        scope.on_add = added
        for task in busy:
            task.add_done_callback(ended)
        if interrupt is not None:
            interrupt.add_done_callback(finish)
        timer = loop.call_later(timeout, finish)
        return stop

    @staticmethod
    def _failures(scope: list[asyncio.Task]) -> list[str]:
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
