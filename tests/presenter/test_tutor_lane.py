"""The tutor's lane: every change of a tutorial table is read, in order (a hand's count is
shown only by the change that ends the hand, so none may be skipped for a newer one)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from musbot.presenter.presenter import Lane


@dataclass(frozen=True)
class Snap:  # what a Lane reads of a TableSnapshot
    channel_id: int
    version: int


async def test_with_every_a_burst_is_read_whole_and_in_order() -> None:
    read: list[int] = []
    gate = asyncio.Event()

    async def teach(snap: Snap) -> None:
        read.append(snap.version)
        await gate.wait()  # a lesson on its way to Discord

    lane = Lane(teach, every=True)  # type: ignore[arg-type]
    lane.push(Snap(1, 1))  # type: ignore[arg-type]
    await asyncio.sleep(0)
    for version in range(2, 6):
        lane.push(Snap(1, version))  # type: ignore[arg-type]
    assert read == [1]  # one at a time per table
    gate.set()
    await lane.idle(1)
    assert read == [1, 2, 3, 4, 5]
    assert lane.held() == set()
