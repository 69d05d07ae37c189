"""How the store's single writer is used during a load run: how long each write transaction
waits for it and holds it, and which statements reach the database (SQLite only)."""

from __future__ import annotations

import contextlib
import time
from collections import Counter
from collections.abc import AsyncIterator
from typing import Any


class WriterWatch:
    def __init__(self) -> None:
        self.waits: list[float] = []
        self.holds: list[float] = []
        self.statements: Counter[str] = Counter()

    async def attach(self, db: Any) -> None:
        """Watch the writer of ``db`` (a store's Database) and trace its statements. On SQLite
        the writer is a thread running whole jobs (store/writer.py): a job waits from its
        submission to its start and holds the writer while it runs; on PostgreSQL a
        transaction holds the writer's turn from its BEGIN to its COMMIT."""
        writer = getattr(db, "_writer", None)
        if writer is not None and hasattr(writer, "observe"):
            def observe(submitted: float, started: float, ended: float) -> None:
                self.waits.append(started - submitted)
                self.holds.append(ended - started)

            writer.observe = observe
            await writer.set_trace_callback(lambda sql: self.statements.update([sql.split(None, 1)[0].upper()]))
            return
        turn = db._turn

        @contextlib.asynccontextmanager
        async def timed() -> AsyncIterator[None]:
            asked = time.perf_counter()
            async with turn():
                got = time.perf_counter()
                self.waits.append(got - asked)
                try:
                    yield
                finally:
                    self.holds.append(time.perf_counter() - got)

        db._turn = timed

    def reset(self) -> None:
        self.waits.clear()
        self.holds.clear()
        self.statements.clear()

    def figures(self, wall: float, interactions: int, dist_ms: Any) -> dict[str, Any]:
        n = max(1, interactions)
        return {"jobs": len(self.holds), "hold_ms": dist_ms(self.holds), "wait_ms": dist_ms(self.waits),
                "busy_fraction": sum(self.holds) / wall if wall else 0.0,
                "statements_per_interaction": {k: round(v / n, 2) for k, v in self.statements.most_common()}}
