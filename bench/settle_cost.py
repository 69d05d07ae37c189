"""What the load bench's instrumentation costs a bot process per press (issue 14 part 5): the
stand-in's ``TaskTracker`` (every task created while an event is fed, and waiting until they
are done), measured alone on CPU time.

    python bench/settle_cost.py [--events N] [--rounds R]

Each event is shaped like a press in the bot: a handler task that spawns two more (the
presenter's edit and a follow-up), each passing through a few awaits. Printed: CPU per event
without the tracker (the work itself), with the tracker (the work, its task factory and
``settle``), and the difference, the instrumentation's own cost (the least of R alternate rounds).
"""

from __future__ import annotations

import argparse
import asyncio
import time

from checkout import use

use("tests")

from standin.tracking import TaskTracker  # noqa: E402


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


async def _bare(events: int) -> float:
    loop = asyncio.get_running_loop()
    t0 = time.process_time()
    for _ in range(events):
        await loop.create_task(_handler())
    return time.process_time() - t0


async def _tracked(events: int) -> float:
    loop = asyncio.get_running_loop()
    tracker = TaskTracker(keep=False)
    tracker.install(loop)
    t0 = time.process_time()
    for _ in range(events):
        scope = tracker.scoped(lambda: loop.create_task(_handler()))
        await tracker.settle(scope, timeout=60.0)
    spent = time.process_time() - t0
    tracker.uninstall()
    return spent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--events", type=int, default=10000)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    bare = tracked = float("inf")
    for _ in range(args.rounds):  # alternately, the least of each: the machine is shared
        bare = min(bare, asyncio.run(_bare(args.events)))
        tracked = min(tracked, asyncio.run(_tracked(args.events)))
    per = 1e6 / args.events
    print(f"{args.events} events: without the tracker {bare * per:.1f} us CPU each, with it {tracked * per:.1f} us; "
          f"the tracker's own cost {(tracked - bare) * per:.1f} us per event")


if __name__ == "__main__":
    main()
