"""The bot's own CPU in a process it shares with the stand-in and the simulated people.

Every thread but the main one is the bot's (the picture threads of ``asyncio.to_thread``,
aiosqlite's thread): their CPU is read exactly (``pthread_getcpuclockid``). The main thread
runs one event loop for everybody, so its CPU is split by sampling its stack every few
milliseconds: a sample belongs to whoever owns the innermost frame that is either the bot's
code (musbot, cogs, discord.py, its aiohttp client, aiosqlite, Pillow) or the others' (the
stand-in, the people, the aiohttp server); frames of neither (asyncio, the standard library,
parsers shared by client and server) are walked past; a sample with no owner is the event
loop's own work and is shared in proportion; a sample waiting in ``select`` is idle.

An estimate (sampling), not a count: it is as good as the number of samples, and the sampler
takes a little of the main thread's time itself.
"""

from __future__ import annotations

import sys
import threading
import time
from collections import Counter
from types import FrameType
from typing import Any

BOT = ("/musbot/", "/cogs/", "/discord/", "/aiosqlite/", "/aiohttp/client", "/aiohttp/connector", "/PIL/",
       "/sqlite3/")
OTHERS = ("/tests/standin/", "/tests/e2e/", "/bench/", "/aiohttp/web")


def owner(frame: FrameType | None) -> str:
    """``bot``, ``others``, ``loop`` (neither) or ``idle`` (the loop waiting for I/O)."""
    return _owner(frame)[0]


def _owner(frame: FrameType | None) -> tuple[str, str]:
    """The owner, and the innermost frame of our own code (musbot, cogs) in the stack."""
    if frame is not None and frame.f_code.co_name == "select" and frame.f_code.co_filename.endswith("selectors.py"):
        return "idle", ""
    who, where = "loop", ""
    while frame is not None:
        name = frame.f_code.co_filename
        if who == "loop" and any(mark in name for mark in OTHERS):
            return "others", ""
        if who == "loop" and any(mark in name for mark in BOT):
            who = "bot"
        if not where and ("/musbot/" in name or "/cogs/" in name):
            where = f"{name.rsplit('/', 2)[-2]}/{name.rsplit('/', 1)[-1]}:{frame.f_code.co_name}"
        frame = frame.f_back
    return who, where


def _thread_cpu(ident: int) -> float:
    try:
        return time.clock_gettime(time.pthread_getcpuclockid(ident))
    except (OSError, AttributeError):  # the thread ended meanwhile
        return 0.0


class CpuSplit:
    """``start()`` before the run, ``stop()`` after it; ``figures()`` then says who used what."""

    def __init__(self, every: float = 0.004) -> None:
        self.every = every
        self.samples: Counter[str] = Counter()
        self.bot_sites: Counter[str] = Counter()  # the innermost musbot/cogs function of bot samples
        self._stop = threading.Event()
        self._main = threading.main_thread().ident
        self._cpu0: dict[int, float] = {}
        self._cpu1: dict[int, float] = {}
        self._thread: threading.Thread | None = None
        self._names: dict[int, str] = {}

    def _cpu_now(self) -> dict[int, float]:
        sampler = self._thread.ident if self._thread is not None else None
        threads = [t for t in threading.enumerate() if t.ident not in (None, sampler)]
        self._names.update({t.ident: t.name for t in threads if t.ident is not None})
        return {t.ident: _thread_cpu(t.ident) for t in threads if t.ident is not None}

    def start(self) -> None:
        self._cpu0 = self._cpu_now()
        self._thread = threading.Thread(target=self._sample, name="cpu-split", daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        main = self._main
        while not self._stop.wait(self.every):
            frame = sys._current_frames().get(main)  # noqa: SLF001 (the one way to see another thread)
            who, where = _owner(frame)
            self.samples[who] += 1
            if who == "bot":
                self.bot_sites[where or "(discord.py, aiohttp client, aiosqlite)"] += 1
            del frame

    def stop(self) -> None:
        self._cpu1 = self._cpu_now()
        self._stop.set()
        if self._thread is not None:
            self._thread.join()

    def figures(self) -> dict[str, Any]:
        """CPU seconds of the bot and of the others over the run, and how they were found."""
        main = self._main
        main_cpu = self._cpu1.get(main, 0.0) - self._cpu0.get(main, 0.0) if main is not None else 0.0
        threads = sum(cpu - self._cpu0.get(ident, 0.0) for ident, cpu in self._cpu1.items() if ident != main)
        by_kind: Counter[str] = Counter()
        for ident, cpu in self._cpu1.items():
            if ident != main:  # asyncio_N: asyncio.to_thread (pictures); the rest: aiosqlite's
                kind = "to_thread" if self._names.get(ident, "").startswith("asyncio_") else "other threads"
                by_kind[kind] += cpu - self._cpu0.get(ident, 0.0)
        bot, others, loop = self.samples["bot"], self.samples["others"], self.samples["loop"]
        busy = bot + others + loop
        bot_share = bot / (bot + others) if bot + others else 0.0
        bot_main = main_cpu * bot_share
        return {
            "bot_cpu_s": bot_main + threads, "bot_threads_cpu_s": threads, "bot_main_cpu_s": bot_main,
            "others_cpu_s": main_cpu - bot_main, "main_thread_cpu_s": main_cpu,
            "threads_cpu_s": dict(by_kind), "samples": dict(self.samples),
            "bot_sites": [(k, round(v / max(1, bot), 3)) for k, v in self.bot_sites.most_common(8)], "busy_samples": busy, "bot_share_of_main": bot_share,
        }
