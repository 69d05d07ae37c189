"""The TaskTracker's "the bot is done with this event": every task the event set in motion,
including those created while we wait, and none of the timers (tracking.py)."""

from __future__ import annotations

import asyncio

import pytest

from standin.tracking import TaskTracker


@pytest.fixture
async def tracker():
    tracker = TaskTracker()
    tracker.install(asyncio.get_running_loop())
    yield tracker
    await tracker.cancel_all()
    tracker.uninstall()


async def test_settle_waits_for_tasks_spawned_while_it_waits(tracker):
    """A handler that, after a few awaits, spawns the edit, which spawns a follow-up: settle
    returns only once the last of them is done (a press is done when its follow-up is sent)."""
    gate = asyncio.Event()
    done: list[str] = []

    async def follow_up() -> None:
        await gate.wait()
        done.append("follow-up")

    async def edit() -> None:
        await asyncio.sleep(0)
        asyncio.get_running_loop().create_task(follow_up())
        done.append("edit")

    async def handler() -> None:
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        asyncio.get_running_loop().create_task(edit())
        done.append("handler")

    scope = tracker.scoped(lambda: asyncio.get_running_loop().create_task(handler()))
    settle = asyncio.ensure_future(tracker.settle(scope, timeout=60))
    while "edit" not in done:
        await asyncio.sleep(0)
    assert not settle.done() and len(scope) == 3  # the follow-up was spawned after settle began
    gate.set()
    assert await settle == []
    assert done == ["handler", "edit", "follow-up"]


async def test_timers_are_not_waited_for_and_failures_are_reported(tracker):
    """A view's timeout task is a timer, not work; a task that raised is one line of the result."""
    never = asyncio.Event()

    async def __timeout_task_impl() -> None:  # the name of discord.py's View timeout task
        await never.wait()

    async def broken() -> None:
        await asyncio.sleep(0)
        raise ValueError("boom")

    def feed() -> None:
        loop = asyncio.get_running_loop()
        loop.create_task(__timeout_task_impl())
        loop.create_task(broken(), name="broken")

    scope = tracker.scoped(feed)
    failed = await tracker.settle(scope, timeout=60)
    assert failed == ["task broken raised ValueError('boom')"]
    assert not scope[0].done()


async def test_a_bot_still_busy_at_the_timeout_is_named(tracker):
    never = asyncio.Event()

    async def stuck() -> None:
        await never.wait()

    scope = tracker.scoped(lambda: asyncio.get_running_loop().create_task(stuck(), name="stuck"))
    with pytest.raises(AssertionError, match=r"bot still busy after 0s: stuck \(.*stuck\)"):
        await tracker.settle(scope, timeout=0)


async def test_an_interrupt_ends_the_wait(tracker):
    """The harness interrupts the wait when the stand-in meets a problem (a 501)."""
    never = asyncio.Event()

    async def stuck() -> None:
        await never.wait()

    scope = tracker.scoped(lambda: asyncio.get_running_loop().create_task(stuck()))
    interrupt = asyncio.get_running_loop().create_future()
    settle = asyncio.ensure_future(tracker.settle(scope, timeout=60, interrupt=interrupt))
    await asyncio.sleep(0)
    assert not settle.done()
    interrupt.set_result("POST /nowhere")
    assert await settle == []
