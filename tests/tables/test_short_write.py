"""A press holds the store's single writer only for its writes (so presses do not queue behind it).

The computer players decide before the transaction begins (from their views), the press's
actions reach the store in one call, and the store reads nothing back to number them: the
table's log length is its next sequence number.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from musbot.engine import Mus
from musbot.store import Store
from musbot.tables.service import TableService
from musbot.tables.store_adapter import StorePersistence

GUILD, CHANNEL, ANA = 10, 20, 101


class WatchedPersistence(StorePersistence):
    """The real persistence, noting the order of transactions and writes."""

    def __init__(self, store: Store, log: list[Any]) -> None:
        super().__init__(store)
        self.log = log

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        self.log.append("begin")
        async with self.store.transaction():
            yield
        self.log.append("commit")

    async def append_actions(self, table: Any, entries: list[Any]) -> None:
        self.log.append(("actions", [e[0] for e in entries]))
        await super().append_actions(table, entries)


async def one_person_and_three_computers(service: TableService, log: list[Any]) -> Any:
    table = await service.open_table(GUILD, CHANNEL, ANA, "Ana", seed=4)  # first mano: seat 0
    for _ in range(3):
        await service.add_ai(CHANNEL, ANA, "expert")
    await service.start(CHANNEL, ANA)
    for seat in (1, 2, 3):  # every computer player's decision is noted where it happens
        player = service._player(table, seat)
        decide = player.decide

        def noted(view: Any, decide: Any = decide, seat: int = seat) -> Any:
            log.append(("decide", seat))
            return decide(view)

        player.decide = noted
    return table


async def test_computer_players_decide_before_the_write_and_the_press_is_one_call(tmp_path: Any) -> None:
    """R4: Ana (mano) says mus; the computer players answer in turn. All three decide
    before the transaction begins; then one call writes her action and their replies."""
    store = await Store.open(tmp_path / "mus.db")
    log: list[Any] = []
    service = TableService(StorePersistence(store), clock=lambda: 1_800_000_000.0)
    service.store = WatchedPersistence(store, log)
    table = await one_person_and_three_computers(service, log)
    seq = len(table.match.log)
    log.clear()
    await service.act(CHANNEL, ANA, 1, Mus())
    replies = len(table.match.log) - seq - 1
    assert replies >= 1, "the computer players answered"
    decided = [e for e in log if e[0] == "decide"]
    assert len(decided) == replies
    assert log == [*decided, "begin", ("actions", list(range(seq, seq + 1 + replies))), "commit"]
    stored = await store.tables.actions(table.id)
    assert [[a.seat, a.action] for a in stored] == table.match.to_dict()["log"]
    await store.close()


async def test_a_press_reads_nothing_back_from_the_store(tmp_path: Any) -> None:
    """The writer sees BEGIN, one INSERT for the press's actions and COMMIT: no SELECT MAX(seq)."""
    store = await Store.open(tmp_path / "mus.db")
    service = TableService(StorePersistence(store), clock=lambda: 1_800_000_000.0)
    table = await one_person_and_three_computers(service, [])
    statements: list[str] = []
    writer = store._db._writer  # type: ignore[attr-defined]
    await writer.set_trace_callback(statements.append)
    await service.act(CHANNEL, ANA, 1, Mus())
    await writer.set_trace_callback(None)
    kinds = [s.split()[0].upper() for s in statements]
    assert kinds == ["BEGIN", "INSERT", "COMMIT"], statements
    stored = await store.tables.actions(table.id)
    assert [[a.seat, a.action] for a in stored] == table.match.to_dict()["log"]
    await store.close()


async def test_a_press_is_one_job_for_the_writer_thread(tmp_path: Any) -> None:
    """A trip to SQLite's thread that must wait for an answer waits for the event loop, so
    the press's BEGIN, INSERT and COMMIT go as one job (db.SqliteTx, store/writer.py)."""
    store = await Store.open(tmp_path / "mus.db")
    service = TableService(StorePersistence(store), clock=lambda: 1_800_000_000.0)
    table = await one_person_and_three_computers(service, [])
    writer = store._db._writer  # type: ignore[attr-defined]
    trips: list[Any] = []
    real = writer.submit

    def counted(job: Any) -> Any:
        trips.append(job)
        return real(job)

    writer.submit = counted
    await service.act(CHANNEL, ANA, 1, Mus())
    del writer.submit
    assert len(trips) == 1
    stored = await store.tables.actions(table.id)
    assert [[a.seat, a.action] for a in stored] == table.match.to_dict()["log"]
    await store.close()


async def test_a_table_being_set_up_writes_only_the_seat_that_changed(tmp_path: Any) -> None:
    """Each seat written costs statements that answer while the writer is held, so a computer
    player added writes its own seat only, and a save that changes nothing writes nothing; the
    stored seats stay the table's (a restart seats the same players)."""
    store = await Store.open(tmp_path / "mus.db")
    try:
        written: list[list[int]] = []
        set_seats = store.tables.set_seats

        async def watched(table_id: int, seats: Any, at: Any = None) -> None:
            written.append(sorted(dict(seats) if isinstance(seats, dict) else range(len(seats))))
            await set_seats(table_id, seats, at)

        store.tables.set_seats = watched  # type: ignore[method-assign]
        service = TableService(StorePersistence(store))
        table = await service.open_table(GUILD, CHANNEL, ANA, "Ana", seed=4)
        for _ in range(3):
            await service.add_ai(CHANNEL, ANA, "expert")
        assert written == [[1], [2], [3]]
        await service.store.save_table(table)  # nothing changed
        assert written == [[1], [2], [3]]
        await service.remove_ai(CHANNEL, ANA)
        assert written[-1] == [3]
        stored = await store.tables.get(table.id)
        assert [s is not None for s in stored.seats] == [True, True, True, False]
        assert stored.seats[0] is not None and stored.seats[0].player.user_id == ANA
    finally:
        await store.close()
