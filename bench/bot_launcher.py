"""One bot process of the several-process load bench: ``musbot`` itself, pointed at the stand-in.

    STANDIN_URL=http://127.0.0.1:PORT DISCORD_TOKEN=… MUSBOT_DB=… python bench/bot_launcher.py run --shard-count 2 --shards 0

As ``tests/e2e/bot_process.py`` does, it sends discord.py's REST and gateway traffic to the
stand-in and reports to it when each gateway event is fully handled (``standin.process``:
observation only; ``STANDIN_SETTLE_TIMEOUT`` bounds how long it waits for a press to be done), runs ``musbot sync`` first when ``STANDIN_SYNC=1``, then the production
``musbot.cli.main`` with the arguments it was given, unpatched. (That launcher always runs a bare
``musbot run``; this one passes the shard options on.)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # this checkout's musbot, cogs and standin
    from standin.process import instrument, point_discord_at

    base_url = os.environ["STANDIN_URL"]
    point_discord_at(base_url)
    # a press that waits long for Discord's rate limit is still reported when it is done, not cut at 10 s
    instrument(base_url, settle_timeout=float(os.environ.get("STANDIN_SETTLE_TIMEOUT", "120")))
    if os.environ.get("STANDIN_SPLIT_FILE"):
        _observe_split(os.environ["STANDIN_SPLIT_FILE"])
    from musbot.cli import main as musbot

    if os.environ.get("STANDIN_SYNC") == "1":
        code = musbot(["sync"])
        if code:
            return code
    return musbot(argv)


def _observe_split(path: str) -> None:
    """For the bench's CPU split (observation only): give every thread its Python name in the
    kernel (``/proc/PID/task/TID/comm``, read by the bench while it runs), and write at exit the
    CPU the computer players took to decide (on the event loop's thread, so the kernel can't tell)."""
    import atexit
    import ctypes
    import json
    import threading
    import time

    libc = ctypes.CDLL(None)

    def name_this_thread(name: str) -> None:
        libc.prctl(15, name.encode()[:15], 0, 0, 0)  # PR_SET_NAME

    run = threading.Thread.run

    def named_run(self: threading.Thread) -> None:
        name_this_thread(self.name)
        run(self)

    threading.Thread.run = named_run  # type: ignore[method-assign]
    name_this_thread("event-loop")

    from musbot.ai import basic, expert, random_player

    spent = {"ai_cpu_s": 0.0, "ai_decisions": 0}
    for cls in (expert.ExpertPlayer, basic.BasicPlayer, random_player.RandomPlayer):
        decide = cls.decide

        def timed(self: object, view: object, _decide: object = decide) -> object:
            t0 = time.thread_time()
            try:
                return _decide(self, view)  # type: ignore[operator]
            finally:
                spent["ai_cpu_s"] += time.thread_time() - t0
                spent["ai_decisions"] += 1

        cls.decide = timed  # type: ignore[method-assign]

    def write() -> None:
        with open(path, "w") as f:
            json.dump(spent, f)

    atexit.register(write)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
