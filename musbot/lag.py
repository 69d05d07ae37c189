"""How late this process's event loop runs, told to the admin in the log.

One process serves its tables from one event loop, on about one core (the load bench measures
where that ends: docs/benchmarks.md). Past it, nothing fails: every callback waits its turn longer, so
presses are answered and tables settle later and later, and only the players notice. The bot's
1 s tick sleeps on the same loop: how late it wakes is the wait every press sees. ``LagWatch``
keeps the last minute of those delays and logs one WARNING when most of them are long (at most
once every ten minutes while it lasts), and one INFO line when the loop has caught up.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)


class LagWatch:
    """The event loop's lateness over a sliding window, and when to say so."""

    def __init__(self, *, window_s: float = 60.0, threshold_ms: float = 250.0, repeat_s: float = 600.0,
                 min_samples: int = 10, clock: Callable[[], float] = time.monotonic) -> None:
        self.window_s, self.threshold_ms, self.repeat_s = window_s, threshold_ms, repeat_s
        self.min_samples = min_samples
        self.clock = clock
        self._samples: deque[tuple[float, float]] = deque()  # (when, ms late)
        self.behind = False  # said so, and not caught up since
        self._said_at: float | None = None

    def p90_ms(self) -> float | None:
        """The 90th percentile of the window's delays (None: too few samples to say)."""
        if len(self._samples) < self.min_samples:
            return None
        late = sorted(ms for _, ms in self._samples)
        return late[int(0.9 * (len(late) - 1))]

    async def nap(self, seconds: float, *, now: Callable[[], float] | None = None,
                  sleep: Callable[[float], Awaitable[object]] = asyncio.sleep) -> None:
        """Sleep ``seconds`` on the event loop (the bot's tick between two rounds of timers)
        and observe how late it woke: the wait every other callback had too."""
        clock = now if now is not None else asyncio.get_running_loop().time
        due = clock() + seconds
        await sleep(seconds)
        self.observe(clock() - due)

    def observe(self, late_s: float) -> None:
        """A sleep that should have ended ``late_s`` seconds ago just did."""
        now = self.clock()
        self._samples.append((now, max(0.0, late_s) * 1000))
        while self._samples and self._samples[0][0] < now - self.window_s:
            self._samples.popleft()
        p90 = self.p90_ms()
        if p90 is None:
            return
        if p90 >= self.threshold_ms:
            if self._said_at is None or now - self._said_at >= self.repeat_s:
                log.warning("the event loop runs %.0f ms late (90th percentile over the last %.0f s): this process "
                            "has more to do than it can keep up with, and presses settle that much later. Run "
                            "more processes, each for some shards (docs/operations.md, \"Running large\").", p90, self.window_s)
                self._said_at = now
            self.behind = True
        elif self.behind and p90 < self.threshold_ms / 2:
            log.info("the event loop has caught up (%.0f ms late at the 90th percentile)", p90)
            self.behind = False
            self._said_at = None
