"""What the table service needs from storage, as a protocol: the store layer implements it."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from musbot.engine import Match

from .model import Table
from .snapshot import RatingChange


class TablePersistence(Protocol):
    def transaction(self) -> AbstractAsyncContextManager[None]:
        """The calls inside become one durable commit (all or nothing)."""
        ...

    async def create_table(self, table: Table) -> int: ...

    async def save_table(self, table: Table) -> None:
        """Seats, status, message id and options of an existing table."""

    async def set_head_start(self, table: Table) -> None:
        """The juegos each pair has won before the waiting table's partida is dealt."""

    async def start_partida(self, table: Table) -> int:
        """A new partida at this table (seed, first mano, seats); returns its id."""

    async def append_actions(self, table: Table, entries: list[tuple[int, int | None, dict[str, Any]]]) -> None:
        """Consecutive (seq, seat, action) entries, in one call; raises when they could not be
        written (the store refuses a seq that does not continue the log)."""

    async def record_hand(self, table: Table, match: Match) -> None:
        """The counted hand (its shown cards, count lines and public events) and its stats."""

    async def recorded_hand_id(self, table: Table) -> int | None:
        """Once committed: the store's id of the table's last hand recorded ("mano #4821")."""

    async def finish_partida(self, table: Table, winner: int | None, counted: bool) -> bool:
        """Close the table and end its partida (won, or abandoned when not ``counted``);
        True when the league is to count it (``count_partida``, once this is committed)."""

    async def count_partida(self, table: Table) -> list[RatingChange]:
        """The league counts the partida the table ended, in a transaction of its own; returns
        the rating changes per human seat (may be empty)."""

    async def count_pending(self) -> int:
        """The ended partidas the league could not count yet, counted now; how many."""

    async def load_open_tables(self) -> list[Table]:
        """Tables waiting or playing, with seed, first mano and the action log in ``table.match``."""
