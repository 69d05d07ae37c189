"""The table service's persistence over the store: one store table per partida.

A revancha at the same channel is a new store table (its own seed and action log); the
Discord message id, the seconds per move and the table's own options (the computer players'
default personality, consejos, the tutorial's person and what it has explained) travel in the
table's ``messages`` record. A computer seat's personality is part of its key
(``expert:farolero``), so each personality keeps its own record and rating on a server.

A table with consejos (the coach on: practice, the tutorial) is never rated or ranked: its
hands are not recorded in the league's statistics and its partida ends unrated.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

from musbot.ai.player import parse_config
from musbot.engine import Match, Rules
from musbot.league import count_partida, count_pending, end_partida, record_hand, start_partida
from musbot.league.facts import hand_facts
from musbot.store import Store
from musbot.store.errors import TableTaken
from musbot.store.models import SeatSpec, TableRecord
from musbot.store.tables import LeaseLost

from .errors import TableError
from .history_shown import EarnedShown
from .model import Seat, Table
from .shards import ProcessShards, TableTakenOver
from .snapshot import RatingChange
from .status import TableStatus

log = logging.getLogger(__name__)

_STATUS = {TableStatus.WAITING: "open", TableStatus.PLAYING: "playing"}  # the store's words


def _spec(seat: Seat | None) -> SeatSpec | None:
    if seat is None:
        return None
    if seat.is_ai:
        return SeatSpec.computer(seat.ai_key, seat.name)
    assert seat.user_id is not None
    return SeatSpec.human(seat.user_id, seat.name)


@dataclass(frozen=True, slots=True)
class _Saved:
    """What was last written of a table: its seats (None: not known) and its options."""

    seats: tuple[SeatSpec | None, ...] | None
    messages: dict[str, Any] | None


class StorePersistence:
    """``shards``: several processes share the database (shards.py): only the tables of our
    guilds are recovered, each under a lease, and a table's actions are written only while
    this process holds its lease."""

    def __init__(self, store: Store, shards: ProcessShards | None = None) -> None:
        self.store = store
        self.shards = shards

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """The store's transaction; a lost lease may only show at its commit (the store sends
        a press's INSERT with the COMMIT), so it is turned into ``TableTakenOver`` here too."""
        try:
            async with self.store.transaction():
                yield
        except LeaseLost as exc:
            raise TableTakenOver(str(exc)) from None

    async def create_table(self, table: Table) -> int:
        assert table.seed is not None
        try:
            return await self._create(table)
        except TableTaken:  # the database holds one open table per channel (migration 0006)
            raise TableError("error.table_here") from None

    async def _create(self, table: Table) -> int:
        assert table.seed is not None
        table_id = await self._insert(table)
        table.saved = _Saved(tuple(_spec(s) for s in table.seats), self._messages(table))
        if self.shards is not None:  # a new table: nobody else can hold its lease
            await self.shards.take(table_id)
        return table_id

    async def _insert(self, table: Table) -> int:
        assert table.seed is not None
        return await self.store.tables.create(
            table.guild_id, table.channel_id, creator_id=table.creator_id, rules=table.rules.to_dict(),
            seed=table.seed, first_mano=table.first_mano, seats=[_spec(s) for s in table.seats],
            status=_STATUS.get(table.status, "open"), messages=self._messages(table), shuffle=table.shuffle,
            head_start=table.head_start)

    def _messages(self, table: Table) -> dict[str, Any]:
        return {"message_id": table.message_id, "seconds": table.seconds, "lang": table.lang,
                "auto": [i for i, s in enumerate(table.seats) if s is not None and s.auto],
                "personality": table.personality, "consejos": table.consejos, "learner": table.learner,
                "taught": sorted(table.taught)} | ({"official": 1} if table.official else {})

    async def save_table(self, table: Table) -> None:
        """Only what changed since the last save: each seat written is a few statements that
        answer (the player's id, the one-seat-per-person check), with the store's single
        writer held across them, and a table being set up is saved at every seat taken."""
        assert table.id is not None
        seats, messages = tuple(_spec(s) for s in table.seats), self._messages(table)
        before = table.saved if isinstance(table.saved, _Saved) else _Saved(None, None)
        written = before.seats
        if table.status in _STATUS:
            changed = {i: spec for i, spec in enumerate(seats) if written is None or written[i] != spec}
            if changed:
                await self.store.tables.set_seats(table.id, changed)
            written = seats
        if messages != before.messages:
            await self.store.tables.update_messages(table.id, messages)
        table.saved = _Saved(written, messages)  # put back with the table if the block fails

    async def set_head_start(self, table: Table) -> None:
        assert table.id is not None
        await self.store.tables.set_head_start(table.id, table.head_start)

    async def start_partida(self, table: Table) -> int:
        assert table.id is not None
        await self.store.tables.set_status(table.id, "playing")
        return await start_partida(self.store, table.id)

    async def append_actions(self, table: Table, entries: list[tuple[int, int | None, dict[str, Any]]]) -> None:
        assert table.id is not None
        owner = self.shards.owner if self.shards is not None else None
        try:
            await self.store.tables.append_actions(table.id, entries, owner=owner, at_commit=True)
        except LeaseLost as exc:
            raise TableTakenOver(str(exc)) from None

    async def record_hand(self, table: Table, match: Match) -> None:
        assert table.partida_id is not None
        if table.consejos:  # practice: nothing of it reaches the league's statistics
            return
        view = match.view(None)  # after the showdown: public events and the four shown hands
        # nothing read while the writer is held: the hand's id is read once it is committed
        await record_hand(self.store, table.partida_id, view.hand_number, view.mano,
                                     [list(h) if h is not None else None for h in view.hands],
                                     hand_facts(view.events), blind=True)
        table.hand_id = None

    async def recorded_hand_id(self, table: Table) -> int | None:
        if table.consejos or table.partida_id is None or not table.hands_recorded:
            return None
        return await self.store.history.hand_id(table.partida_id, table.hands_recorded)

    async def finish_partida(self, table: Table, winner: int | None, counted: bool) -> bool:
        assert table.id is not None
        if not counted or winner is None or table.partida_id is None:
            await self.store.tables.close(table.id, "abandoned")
            return False
        if table.consejos:  # played to its end, but never rated: the partida stays unrated
            await self.store.tables.close(table.id, "finished")
            return False
        match = table.match
        assert match is not None
        await end_partida(self.store, table.partida_id, winner, vacas=(match.vacas[0], match.vacas[1]))
        await self.store.tables.close(table.id, "finished")
        return True

    async def count_partida(self, table: Table) -> list[RatingChange]:
        assert table.partida_id is not None
        result = await count_partida(self.store, table.partida_id)
        table.earned = tuple(EarnedShown(e.player.name, e.key, e.first, e.total) for e in result.achievements
                             if not e.player.is_ai)  # the table announces them at its end
        seen: set[int] = set()
        changes = []
        for ch in result.rating_changes:  # this season's first
            if ch.player.is_ai or ch.player.player_id in seen:
                continue
            seen.add(ch.player.player_id)
            changes.append(RatingChange(ch.player.name, ch.player.user_id, ch.rating - ch.rating_before,
                                        ch.rating))
        return changes

    async def count_pending(self) -> int:
        owns = self.shards.owns if self.shards is not None else None
        return len(await count_pending(self.store, owns))

    async def load_open_tables(self) -> list[Table]:
        out = []
        for record in await self.store.tables.open_tables():
            if self.shards is not None:
                if not self.shards.owns(record.guild_id):
                    continue  # another process's shard: it recovers this table
                holder = await self.shards.take(record.table_id)
                if holder is not None:
                    log.warning("table %s (channel %s) is driven by the live process %s: not recovered here",
                                record.table_id, record.channel_id, holder)
                    continue
            out.append(await self._rebuild(record))
        return out

    async def _rebuild(self, record: TableRecord) -> Table:
        msgs = record.messages
        rules = Rules.from_dict(record.rules)
        table = Table(record.guild_id, record.channel_id, record.creator_id or 0, rules,
                      int(msgs.get("seconds", 60)), str(msgs.get("lang", "es")),
                      personality=str(msgs.get("personality") or "club"),
                      consejos=bool(msgs.get("consejos")), learner=msgs.get("learner"),
                      taught=set(msgs.get("taught") or ()))
        table.id = record.table_id
        table.seed = int(record.seed)
        table.first_mano = record.first_mano
        table.shuffle = record.shuffle  # a partida deals to its end with the shuffle it began with
        table.head_start = record.head_start
        table.message_id = msgs.get("message_id")
        table.official = bool(msgs.get("official"))
        auto = set(msgs.get("auto", []))
        for s in record.seats:
            if s is None:
                continue
            p = s.player
            if p.is_ai:
                level, personality = _computer(p.ai)
                table.seats[s.seat] = Seat("ai", p.name, None, level, personality=personality)
            else:
                table.seats[s.seat] = Seat("human", p.name, p.user_id, auto=s.seat in auto)
        if record.status == "playing":
            table.status = TableStatus.PLAYING
            table.partida_id = record.partida_id
            table.match = Match.replay(rules, table.seed, record.log, record.first_mano, shuffle=record.shuffle,
                                       head_start=record.head_start)
            table.hands_recorded = record.hands_recorded
            if record.partida_id is not None and record.hands_recorded:
                table.hand_id = await self.store.history.hand_id(record.partida_id, record.hands_recorded)
        return table


def _computer(key: str | None) -> tuple[str, str | None]:
    """A computer seat's level and personality from its stored key (``expert:farolero``);
    a key this version does not know plays as the expert."""
    try:
        return parse_config(key or "expert")
    except ValueError:
        return "expert", None
