"""The writer's turns (store/turns.py): presses' commits queued behind a transaction that reads
go through together when it lets go (a short critical section), in order, and
never into the middle of another transaction."""

from __future__ import annotations

import asyncio

import pytest

from musbot.store.turns import Turns


async def _spin(times: int = 1) -> None:
    for _ in range(times):
        await asyncio.sleep(0)


def _went(log: list, what: object) -> asyncio.Future[None]:
    """A submit that notes it was handed to the writer."""
    log.append(what)
    done = asyncio.get_running_loop().create_future()
    done.set_result(None)
    return done


async def test_commits_behind_a_holder_all_go_when_it_lets_go():
    """Ten commits wait behind a reading transaction; one turn of the loop after it lets go,
    all ten have gone to the writer (a lock would have let one through per turn)."""
    turns = Turns()
    await turns.acquire()
    went: list[int] = []

    async def commit(i: int) -> None:
        await turns.behind(lambda: _went(went, i))

    tasks = [asyncio.create_task(commit(i)) for i in range(10)]
    await _spin()
    assert went == []  # the holder still has the writer
    turns.release()
    assert went == list(range(10))  # handed to the writer as the holder let go
    await asyncio.gather(*tasks)
    assert turns.free()


async def test_a_reading_transaction_queued_between_commits_keeps_its_place():
    """Commits queued before a waiting reader go before it; those queued after it wait until it
    lets go, so none runs inside its transaction."""
    turns = Turns()
    await turns.acquire()
    order: list[str] = []

    async def commit(name: str) -> None:
        await turns.behind(lambda: _went(order, name))

    async def reader() -> None:
        await turns.acquire()
        order.append("reader begins")
        await _spin(3)  # its reads go to the database and back
        order.append("reader commits")
        turns.release()

    tasks = [asyncio.create_task(commit("a")), asyncio.create_task(commit("b"))]
    await _spin()
    tasks.append(asyncio.create_task(reader()))
    await _spin()
    tasks.append(asyncio.create_task(commit("c")))
    await _spin()
    turns.release()
    await asyncio.gather(*tasks)
    assert order == ["a", "b", "reader begins", "reader commits", "c"]


async def test_a_waiter_cancelled_never_holds_the_writer():
    """A transaction whose task is cancelled while it waits (a press given up) does not keep
    the writer from the next one."""
    turns = Turns()
    await turns.acquire()
    gone = asyncio.create_task(turns.acquire())
    await _spin()
    nxt = asyncio.create_task(turns.acquire())
    await _spin()
    gone.cancel()
    with pytest.raises(asyncio.CancelledError):
        await gone
    turns.release()
    await asyncio.wait_for(nxt, 1)
    turns.release()
    assert turns.free()


async def test_a_holder_taking_the_writer_at_once_comes_after_the_commits_let_through():
    """The commits let through are handed to the writer as the holder lets go, so a transaction
    that takes the writer right after (before their tasks wake) cannot open first and have them
    run inside it ("cannot start a transaction within a transaction", seen on the load bench)."""
    turns = Turns()
    await turns.acquire()
    order: list[str] = []

    async def commit(name: str) -> None:
        await turns.behind(lambda: _went(order, name))

    tasks = [asyncio.create_task(commit(n)) for n in "ab"]
    await _spin()
    turns.release()
    await turns.acquire()  # at once: nobody else waits
    order.append("reader begins")
    turns.release()
    await asyncio.gather(*tasks)
    assert order == ["a", "b", "reader begins"]
