"""A process that cannot keep up tells its admin (docs/operations.md, "Running large"): one WARNING
when the event loop runs late for most of a minute, not again for ten minutes while it lasts,
and one INFO line once it has caught up. Lateness is fed in; nothing here sleeps or times."""

from __future__ import annotations

import logging

import pytest

from musbot.lag import LagWatch


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def feed(watch: LagWatch, clock: Clock, late_s: float, seconds: int) -> None:
    for _ in range(seconds):  # the bot's tick: one sample a second
        clock.now += 1.0
        watch.observe(late_s)


def warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "musbot.lag" and r.levelno == logging.WARNING]


def test_a_loop_late_for_most_of_a_minute_is_told_once_then_again_after_ten_minutes(
        caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    watch = LagWatch(clock=clock)
    caplog.set_level(logging.INFO, logger="musbot.lag")
    feed(watch, clock, 0.010, 60)  # a quiet minute
    assert warnings(caplog) == [] and not watch.behind
    feed(watch, clock, 0.400, 60)  # overloaded: 400 ms behind
    said = warnings(caplog)
    assert len(said) == 1 and "400 ms late" in said[0] and 'docs/operations.md, "Running large"' in said[0]
    assert watch.behind
    feed(watch, clock, 0.400, 9 * 60)  # still behind, within ten minutes of saying so: not again
    assert len(warnings(caplog)) == 1
    feed(watch, clock, 0.400, 60)  # ten minutes on: said again
    assert len(warnings(caplog)) == 2


def test_a_short_stall_is_not_an_overload_and_catching_up_is_said(caplog: pytest.LogCaptureFixture) -> None:
    clock = Clock()
    watch = LagWatch(clock=clock)
    caplog.set_level(logging.INFO, logger="musbot.lag")
    feed(watch, clock, 0.010, 60)
    feed(watch, clock, 2.0, 3)  # a tournament round's tables opening at once: 3 late ticks in a minute
    assert warnings(caplog) == [] and not watch.behind
    feed(watch, clock, 0.600, 60)
    assert watch.behind
    feed(watch, clock, 0.020, 60)
    assert not watch.behind
    assert any("caught up" in r.getMessage() for r in caplog.records if r.levelno == logging.INFO)


async def test_the_tick_nap_observes_how_late_the_loop_woke(caplog: pytest.LogCaptureFixture) -> None:
    """The bot's tick sleeps through ``nap``: a loop that wakes it 400 ms late every second for a
    minute is an overloaded one (the sleep is a stand-in that moves the clock, nothing waits)."""
    clock = Clock()
    watch = LagWatch(clock=clock)
    caplog.set_level(logging.INFO, logger="musbot.lag")

    async def late_sleep(seconds: float) -> None:
        clock.now += seconds + 0.4

    for _ in range(60):
        await watch.nap(1.0, now=clock, sleep=late_sleep)
    said = warnings(caplog)
    assert len(said) == 1 and "400 ms late" in said[0]
