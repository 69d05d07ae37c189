"""The presenter's lanes: one run at a time per table, a burst of changes becomes one edit."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from musbot.presenter.presenter import Lane


@dataclass(frozen=True)
class Snap:  # what a Lane reads of a TableSnapshot
    channel_id: int
    version: int


async def test_a_burst_of_changes_while_an_edit_is_on_its_way_becomes_one_more_edit() -> None:
    """Discord allows 5 edits per 5 s per channel: ten changes during one edit must not queue
    ten edits but one, showing the newest."""
    shown: list[tuple[int, int]] = []
    gate = asyncio.Event()

    async def edit(snap: Snap) -> None:
        shown.append((snap.channel_id, snap.version))
        await gate.wait()  # the edit is on its way to Discord

    lane = Lane(edit)  # type: ignore[arg-type]
    lane.push(Snap(1, 1))  # type: ignore[arg-type]
    await asyncio.sleep(0)  # the first edit starts
    for version in range(2, 12):
        lane.push(Snap(1, version))  # type: ignore[arg-type]
    lane.push(Snap(2, 5))  # type: ignore[arg-type]  # another table is not held up by this one
    await asyncio.sleep(0)
    assert shown == [(1, 1), (2, 5)]
    gate.set()
    await lane.idle(1)
    await lane.idle(2)
    assert shown == [(1, 1), (2, 5), (1, 11)]
    assert lane.held() == set()  # nothing of an idle table is kept


async def test_an_older_snapshot_never_replaces_a_newer_one() -> None:
    shown: list[int] = []

    async def edit(snap: Snap) -> None:
        shown.append(snap.version)

    lane = Lane(edit)  # type: ignore[arg-type]
    lane.push(Snap(1, 7))  # type: ignore[arg-type]
    lane.push(Snap(1, 6))  # type: ignore[arg-type]
    await lane.idle(1)
    assert shown == [7]
