"""The table service's one entry point for presses, in the game's words: each command applied
once, in the order it arrived, only if the person was told it was taken; what it did comes back
with the version of its committed change, the one its listeners were told."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from musbot.engine import Mus, Rules, Sena
from musbot.tables.commands import Act, Actor, AddComputer, Applied, Close, NextHand, Sit, Start
from musbot.tables.errors import TableError
from musbot.tables.service import TableService
from musbot.tables.status import TableStatus

GUILD, CHANNEL = 10, 20
ANA, BEA, CAR, DAN = (Actor(101, "Ana"), Actor(102, "Bea"), Actor(103, "Car"), Actor(104, "Dan"))


async def four_people(service: TableService) -> Any:
    table = await service.open_table(GUILD, CHANNEL, ANA.user_id, ANA.name, Rules(), seed=3)
    for seat, person in enumerate((BEA, CAR, DAN), start=1):
        await service.apply(CHANNEL, person, Sit(seat))
    await service.apply(CHANNEL, ANA, Start())
    return table


def told(service: TableService) -> list[Any]:
    seen: list[Any] = []

    async def listener(snapshot: Any, events: tuple[Any, ...]) -> None:
        seen.append((snapshot, events))

    service.listeners.append(listener)
    return seen


async def test_a_command_returns_the_change_its_listeners_were_told(service: TableService) -> None:
    """The snapshot and the public events a command's caller gets are the ones every listener
    got: whoever shows the change knows which version shows this command's result."""
    table = await service.open_table(GUILD, CHANNEL, ANA.user_id, ANA.name, Rules(), seed=3)
    seen = told(service)
    done = await service.apply(CHANNEL, BEA, Sit(2))
    assert table.seat_of(BEA.user_id) == 2
    assert seen == [(done.snapshot, done.events)] and done.version == seen[0][0].version
    done = await service.apply(CHANNEL, ANA, AddComputer("basic"))
    assert done.snapshot is not None and done.snapshot.public.seats[1].is_ai  # type: ignore[union-attr]


async def test_R5_commands_apply_in_the_order_they_arrived_once_each(service: TableService) -> None:
    """R5: the first to speak is told their press was taken late; the next one's press arrives
    meanwhile and waits its turn: both apply, in arrival order, and nobody is refused."""
    table = await four_people(service)
    match = table.match
    first, second = (match.mano, (match.mano + 1) % 4)
    people = {p.user_id: p for p in (ANA, BEA, CAR, DAN)}
    seats = {table.seat_of(u): p for u, p in people.items()}
    taken: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
    hand = match.hand_number
    a = asyncio.ensure_future(service.apply(CHANNEL, seats[first], Act(hand, Mus()), acknowledged=taken))
    b = asyncio.ensure_future(service.apply(CHANNEL, seats[second], Act(hand, Mus())))
    await asyncio.sleep(0)
    assert not a.done() and not b.done() and len(match.log) == 0  # the second waits behind the first
    taken.set_result(True)
    await asyncio.gather(a, b)
    assert [seat for seat, _ in match.log] == [first, second]


async def test_a_press_shown_as_failed_changes_nothing(service: TableService) -> None:
    """The person was shown that their press failed (it was not taken): nothing happened, and
    the next command goes on as if it had never come."""
    table = await four_people(service)
    seen = told(service)
    taken: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
    taken.set_result(False)
    to_act = next(p for p in (ANA, BEA, CAR, DAN) if table.seat_of(p.user_id) == table.match.mano)
    done = await service.apply(CHANNEL, to_act, Act(1, Mus()), acknowledged=taken)
    assert done == Applied() and done.version is None and table.match.log == [] and seen == []
    await service.apply(CHANNEL, to_act, Act(1, Mus()))
    assert len(table.match.log) == 1


async def test_a_command_of_an_earlier_hand_is_stale(service: TableService) -> None:
    table = await service.open_table(GUILD, CHANNEL, ANA.user_id, ANA.name, Rules(), seed=3)  # 40 tantos: hand 2 comes
    for _ in range(3):
        await service.apply(CHANNEL, ANA, AddComputer("random"))
    await service.apply(CHANNEL, ANA, Start())
    rng = random.Random(1)
    while table.match.hand_number == 1:
        m = table.match
        if m.phase == "hand_end":
            await service.apply(CHANNEL, ANA, NextHand(1))
        else:
            await service.apply(CHANNEL, ANA, Act(1, rng.choice([a for a in m.legal_actions(0) if not isinstance(a, Sena)])))
    for command in (NextHand(1), Act(1, Mus())):
        with pytest.raises(TableError) as refused:
            await service.apply(CHANNEL, ANA, command)
        assert refused.value.key == "error.stale"


async def test_a_paused_table_takes_nothing_but_its_closing(service: TableService) -> None:
    """Nobody can see it: a press is told what the bot lacks, and changes nothing; it may still
    be closed."""
    table = await service.open_table(GUILD, CHANNEL, ANA.user_id, ANA.name, Rules(), seed=3)
    await service.pause(CHANNEL, "send_messages")
    with pytest.raises(TableError) as refused:
        await service.apply(CHANNEL, BEA, Sit(1))
    assert (refused.value.key, refused.value.params) == ("faults.paused", {"perms": "send_messages"})
    assert table.seat_of(BEA.user_id) is None
    await service.apply(CHANNEL, ANA, Close())
    assert table.status == TableStatus.CLOSED
