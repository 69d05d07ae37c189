"""What the tournaments keep in the store, in one place: every store call of the tournament
service, of its tables' restart and of the console's ``verify`` goes through ``Records``, so a
change of the store's interface is a change here alone. (``simulate`` records its computer
players' partidas as a Discord table does: its table through the store, each hand and its end
through the league.)"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from typing import Any

from musbot.league import ReportedPartida, record_reported, score_tournament_msst, void_reported
from musbot.store import Store
from musbot.store.models import SeatSpec, TableRecord

from .model import PartidaRecord, Tournament
from .port import SeatedPlayer

ALL_STATUSES = ("signup", "running", "paused", "finished", "cancelled")
LogLine = tuple[str, int | None, str, Mapping[str, Any]]


class Records:
    def __init__(self, store: Store) -> None:
        self.store = store

    async def active(self) -> list[int]:
        """The tournaments in sign-up, running or paused."""
        return await self.store.tournaments.ids()

    async def latest(self, guild_id: int) -> int | None:
        """The server's latest tournament in play, else its latest of all."""
        ids = (await self.store.tournaments.ids(guild_id=guild_id)
               or await self.store.tournaments.ids(ALL_STATUSES, guild_id=guild_id))
        return max(ids, default=None)

    async def load(self, tid: int) -> Tournament | None:
        rows = await self.store.tournaments.load(tid)
        return None if rows is None else Tournament.from_rows(rows)

    async def create(self, t: Tournament) -> int:
        """A new tournament's row (its secret seed too); returns its id."""
        return await self.store.tournaments.create(t.to_row())

    async def save(self, t: Tournament, entries: Iterable[int] = (), matches: Iterable[int] = (),
                   partidas: Iterable[tuple[int, int]] = (), log: Iterable[LogLine] = (),
                   then: Sequence[Callable[[], Awaitable[None]]] = (), sanctions: Iterable[int] = ()) -> None:
        """The tournament's row and the rows of the entries, matches, partidas and sanctions
        named, with its log lines, in one transaction with ``then`` (further writes of the same
        change)."""
        chosen = set(sanctions)
        async with self.store.transaction():
            await self.store.tournaments.save(
                t.id, t.to_row(), entries=[t.entries[n].to_row() for n in sorted(entries)],
                matches=[t.matches[n].to_row() for n in sorted(matches)],
                partidas=[t.partidas[k].to_row() for k in sorted(partidas)], log=log,
                sanctions=[s.to_row() for s in t.sanctions if s.no in chosen])
            for call in then:
                await call()

    async def save_row(self, t: Tournament) -> None:
        """The tournament's own row alone (its messages)."""
        await self.store.tournaments.save(t.id, t.to_row())

    async def ratings(self, guild_id: int, users: Sequence[int]) -> dict[int, float]:
        """All-time conservative ratings (mu - 3 sigma) on the server; the unrated left out."""
        return await self.store.ratings.conservative(guild_id, users)

    async def unscored(self) -> list[int]:
        """The finished tournaments the MSST has not scored (it failed at their end)."""
        return await self.store.tournaments.unscored()

    async def score_msst(self, t: Tournament, placed: Sequence[tuple[int, Sequence[int]]], at: str) -> None:
        """The MSST's section for a finished tournament: every player of every pair placed."""
        await score_tournament_msst(self.store, t.id, t.guild_id, placed, at)

    async def record_reported(self, t: Tournament, kept: Sequence[PartidaRecord], seats: Sequence[SeatedPlayer],
                              partidas: Sequence[ReportedPartida], at: str) -> None:
        """A presencial tie's result in the league, as played partidas marked reported; each
        is linked to the tie's record of it (``kept``, one for each, saved again with its id)."""
        results = await record_reported(self.store, t.guild_id, [SeatSpec(s.name, user_id=s.user_id) for s in seats],
                                        partidas, t.options.rules, at)
        for record, result in zip(kept, results, strict=True):
            record.partida_id = result.partida_id
        await self.store.tournaments.save(t.id, partidas=[p.to_row() for p in kept])

    async def void_reported(self, partida_ids: Sequence[int], at: str) -> None:
        """A presencial tie's reported partidas that no longer stand, out of the league."""
        await void_reported(self.store, partida_ids, at)

    async def table(self, table_id: int, with_actions: bool = True) -> TableRecord:
        """The store table a tie's partida was played at."""
        return await self.store.tables.get(table_id, with_actions=with_actions)
