"""What every repository is: the SQL of one concern, over the store's backend.

A repository's call is one transaction of its own, or a part of the calling task's
``store.transaction()``: its writes (``self._db.write``) join that transaction, and so do its
reads (``_read``), which then see what the transaction wrote so far. A read outside any
transaction is a committed snapshot on the reader connection; ``self._db.read`` asks for one
even inside a transaction (a press reads what it needs before it holds the writer:
``Results.committed_hand_context``).
"""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager

from .db import Backend, Connection


class Repository:
    __slots__ = ("_db",)

    def __init__(self, db: Backend) -> None:
        self._db = db

    def _read(self, doing: str, one: bool = False) -> AbstractAsyncContextManager[Connection]:
        if self._db.in_transaction():
            return self._db.write(doing)
        return self._db.read(doing, one=one)
