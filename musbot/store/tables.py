"""Tables in play, their seats and their action log (``Tables``): what a restart rebuilds
games from, and what a press writes."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from musbot.engine import shuffle as sh

from . import guilds
from .db import Connection, When, defer, execute, execute_count, fetchall, fetchone, utc_text
from .errors import ActionOutOfOrder, DuplicateAction, InvalidState, NotFound, TableTaken
from .models import OPEN_STATUSES, Seat, SeatSpec, StoredAction, TableRecord
from .repository import Repository
from .results import abandon_partida


class LeaseLost(InvalidState):
    """Another process drives the table now (its lease was taken over): write nothing."""


STATUSES = ("open", "playing", "finished", "abandoned")
# how each database names a breach of migration 0006's index (SQLite, PostgreSQL)
_ONE_OPEN_PER_CHANNEL = ("tables.channel_id", "tables_one_open_per_channel")
SeatSpecs = Sequence[SeatSpec | Mapping[str, Any] | None]
_COLUMNS = ("table_id, guild_id, channel_id, creator_id, rules, seed, first_mano, status, messages, created_at, shuffle, "
            "head_start0, head_start1")


def dumps(value: Any, what: str) -> str:
    try:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise TypeError(f"{what} must be JSON data (dicts, lists, str, int, float, bool, None): {exc}") from exc


def _check_seat(seat: int | None, allow_none: bool) -> None:
    if seat is None and allow_none:
        return
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat <= 3:
        raise ValueError(f"bad seat {seat!r}: seats are 0-3")


async def create_table(conn: Connection, *, guild_id: int, channel_id: int, creator_id: int | None,
                       rules: Mapping[str, Any], seed: Any, first_mano: int,
                       seats: Sequence[SeatSpec | dict[str, Any] | None] | None, status: str,
                       messages: Mapping[str, Any] | None, at: str, shuffle: int = sh.LATEST,
                       head_start: tuple[int, int] = (0, 0)) -> int:
    if status not in OPEN_STATUSES:
        raise ValueError(f"a new table is open or playing, not {status!r}")
    _check_seat(first_mano, False)
    sh.check_version(shuffle)
    _check_head_start(head_start)
    await guilds.ensure_guild(conn, guild_id, at)
    taken = await fetchone(conn, "SELECT table_id FROM tables WHERE channel_id = ? AND status IN ('open', 'playing')",
                           (channel_id,))
    if taken is not None:
        raise TableTaken(f"channel {channel_id} has an open table already ({taken[0]})")
    try:
        table_id = await execute(
            conn,
            "INSERT INTO tables (guild_id, channel_id, creator_id, rules, seed, first_mano, status, messages, created_at, updated_at, shuffle, "
            "head_start0, head_start1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (guild_id, channel_id, creator_id, dumps(dict(rules), "rules"), dumps(seed, "seed"), first_mano, status,
             dumps(dict(messages or {}), "messages"), at, at, shuffle, head_start[0], head_start[1]),
        )
    except Exception as exc:  # another writer took the channel between the check and here
        if any(name in str(exc) for name in _ONE_OPEN_PER_CHANNEL):
            raise TableTaken(f"channel {channel_id} has an open table already") from exc
        raise
    assert table_id is not None
    if seats:
        await set_seats(conn, table_id, dict(enumerate(seats)), at)
    return table_id


def _check_head_start(head_start: tuple[int, int]) -> None:
    if len(head_start) != 2 or any(isinstance(j, bool) or not isinstance(j, int) or j < 0 for j in head_start):
        raise ValueError(f"bad head start {head_start!r}: two counts of juegos, 0 or more")


async def set_head_start(conn: Connection, table_id: int, head_start: tuple[int, int], at: str) -> None:
    """The juegos each pair has won before the table's partida is dealt: set while it waits."""
    _check_head_start(head_start)
    _, status = await _table_guild(conn, table_id)
    if status != "open":
        raise InvalidState(f"table {table_id} is {status}: its partida has begun, its head start is fixed")
    await execute(conn, "UPDATE tables SET head_start0 = ?, head_start1 = ?, updated_at = ? WHERE table_id = ?",
                  (head_start[0], head_start[1], at, table_id))


async def _table_guild(conn: Connection, table_id: int) -> tuple[int, str]:
    row = await fetchone(conn, "SELECT guild_id, status FROM tables WHERE table_id = ?", (table_id,))
    if row is None:
        raise NotFound(f"there is no table {table_id}")
    return int(row[0]), str(row[1])


async def set_seats(conn: Connection, table_id: int, seats: Mapping[int, SeatSpec | dict[str, Any] | None], at: str) -> None:
    """Put players in seats (None empties a seat). A Discord user sits in at most one seat."""
    guild_id, status = await _table_guild(conn, table_id)
    if status not in OPEN_STATUSES:
        raise InvalidState(f"table {table_id} is {status}: its seats can no longer change")
    for seat, spec in seats.items():
        _check_seat(seat, False)
        if spec is None:
            await execute(conn, "DELETE FROM table_seats WHERE table_id = ? AND seat = ?", (table_id, seat))
            continue
        player = await guilds.ensure_player(conn, guild_id, SeatSpec.coerce(spec), at)
        await execute(conn, "INSERT INTO table_seats (table_id, seat, player_id) VALUES (?, ?, ?) "
                      "ON CONFLICT (table_id, seat) DO UPDATE SET player_id = excluded.player_id",
                      (table_id, seat, player.player_id))
    dup = await fetchone(conn, "SELECT p.user_id FROM table_seats s JOIN players p USING (player_id) "
                         "WHERE s.table_id = ? AND p.is_ai = 0 GROUP BY p.user_id HAVING COUNT(*) > 1", (table_id,))
    if dup is not None:
        raise InvalidState(f"user {dup[0]} cannot sit in two seats of table {table_id}")
    await execute(conn, "UPDATE tables SET updated_at = ? WHERE table_id = ?", (at, table_id))


async def set_status(conn: Connection, table_id: int, status: str, at: str) -> None:
    if status not in STATUSES:
        raise ValueError(f"bad table status {status!r}: one of {STATUSES}")
    await _table_guild(conn, table_id)
    closed = at if status not in OPEN_STATUSES else None
    await execute(conn, "UPDATE tables SET status = ?, updated_at = ?, closed_at = ? WHERE table_id = ?",
                  (status, at, closed, table_id))


async def update_messages(conn: Connection, table_id: int, messages: Mapping[str, Any], at: str) -> dict[str, Any]:
    """Merge Discord message ids into the table's record (a None value removes a key)."""
    row = await fetchone(conn, "SELECT messages FROM tables WHERE table_id = ?", (table_id,))
    if row is None:
        raise NotFound(f"there is no table {table_id}")
    merged = dict(json.loads(row[0]))
    for key, value in messages.items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = value
    await execute(conn, "UPDATE tables SET messages = ?, updated_at = ? WHERE table_id = ?",
                  (dumps(merged, "messages"), at, table_id))
    return merged


async def append_actions(conn: Connection, table_id: int,
                         entries: Sequence[tuple[int, int | None, Mapping[str, Any], str]],
                         owner: str | None = None, at_commit: bool = False) -> None:
    """Append (seq, seat, action, at) entries; seq must continue the log exactly. ``owner``:
    only if that process holds the table's lease (leases.py), else ``LeaseLost``.
    ``at_commit``: sent with the transaction's next trip to the database (``db.defer``: a
    press's BEGIN, INSERT and COMMIT as one), so a refusal is raised by that trip, at the
    latest by the commit, instead of by this call.

    The caller knows its table's next seq (the log's length), so this asks the database
    nothing first: one INSERT per chunk stores the entries only if the table is open, the
    first seq is not taken yet and the one before it is (a log is never skipped or
    reordered). Only when it stored nothing does a second query say why.
    """
    rows: list[tuple[int, int | None, str, str]] = []
    for seq, seat, action, at in entries:
        if rows and seq != rows[-1][0] + 1 or not isinstance(seq, int) or isinstance(seq, bool):
            first = rows[0][0] if rows else 0
            raise ActionOutOfOrder(f"table {table_id}: got action {seq!r} after {first}..{rows[-1][0] if rows else '-'}; "
                                   "actions are never skipped or reordered")
        _check_seat(seat, True)
        if not isinstance(action, Mapping):
            raise TypeError(f"an action is stored as its dict form, got {action!r}")
        rows.append((seq, seat, dumps(dict(action), "action"), at))
    for start in range(0, len(rows), _CHUNK):
        chunk = rows[start:start + _CHUNK]
        first = chunk[0][0]
        sql = _insert_actions(len(chunk), owner is not None)
        params = [v for r in chunk for v in r] + [table_id, first - 1, first - 1, first] + ([owner] if owner is not None else [])
        why = functools.partial(_refused, conn, table_id, first, owner)
        if at_commit:
            await defer(conn, sql, params, expect=len(chunk), refused=why,
                        landed=functools.partial(_stored, table_id=table_id, first=first, n=len(chunk)))
        elif await execute_count(conn, sql, params) != len(chunk):
            await why()


_CHUNK = 200  # rows per INSERT: 4 parameters each, well under SQLite's limit


@functools.lru_cache(maxsize=128)
def _insert_actions(n: int, leased: bool) -> str:
    one = "SELECT CAST(? AS INTEGER) AS seq, CAST(? AS INTEGER) AS seat, ? AS action, ? AS at"
    values = " UNION ALL ".join([one] + ["SELECT CAST(? AS INTEGER), CAST(? AS INTEGER), ?, ?"] * (n - 1))
    return ("INSERT INTO actions (table_id, seq, seat, action, at) "
            f"SELECT t.table_id, v.seq, v.seat, v.action, v.at FROM tables t, ({values}) v "
            "WHERE t.table_id = ? AND t.status IN ('open', 'playing') "
            "AND (CAST(? AS INTEGER) < 0 OR EXISTS (SELECT 1 FROM actions a WHERE a.table_id = t.table_id "
            "AND a.seq = CAST(? AS INTEGER))) "
            "AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.table_id = t.table_id AND a.seq = CAST(? AS INTEGER))"
            + (" AND EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = t.table_id AND l.owner = ?)" if leased else ""))


async def _stored(conn: Connection, *, table_id: int, first: int, n: int) -> bool:
    """Whether actions first..first+n-1 are in the log (an INSERT that stores them only when
    none of them is there yet: if they are, that INSERT did it)."""
    row = await fetchone(conn, "SELECT COUNT(*) FROM actions WHERE table_id = ? AND seq >= ? AND seq < ?",
                         (table_id, first, first + n))
    return row is not None and int(row[0]) == n


async def _refused(conn: Connection, table_id: int, seq: int, owner: str | None) -> None:
    """Why an INSERT of actions starting at ``seq`` stored nothing (always raises)."""
    if owner is not None:
        lease = await fetchone(conn, "SELECT owner FROM table_leases WHERE table_id = ?", (table_id,))
        if lease is None or lease[0] != owner:
            raise LeaseLost(f"table {table_id} is driven by {lease[0] if lease else 'no process'}, not by {owner}")
    row = await fetchone(conn, "SELECT status, (SELECT MAX(seq) FROM actions WHERE table_id = ?) FROM tables WHERE table_id = ?",
                         (table_id, table_id))
    if row is None:
        raise NotFound(f"there is no table {table_id}")
    status, last = row
    if status not in OPEN_STATUSES:
        raise InvalidState(f"table {table_id} is {status}: no more actions can be added")
    expected = 0 if last is None else int(last) + 1
    if seq < expected:
        raise DuplicateAction(f"table {table_id} already has action {seq} (the next one is {expected})")
    raise ActionOutOfOrder(f"table {table_id}: got action {seq!r} but the next one is {expected}; "
                           "actions are never skipped or reordered")


async def load_actions(conn: Connection, table_id: int, start: int = 0) -> tuple[StoredAction, ...]:
    """The table's actions from sequence number ``start`` on (all of them by default)."""
    rows = await fetchall(conn, "SELECT seq, seat, action, at FROM actions WHERE table_id = ? AND seq >= ? ORDER BY seq",
                          (table_id, start))
    out = tuple(StoredAction(seq, seat, json.loads(action), at) for seq, seat, action, at in rows)
    for i, a in enumerate(out, start):
        if a.seq != i:  # cannot happen through the store; a hand-edited file could
            raise InvalidState(f"table {table_id}: the action log has a gap at {i}")
    return out


async def load_seats(conn: Connection, table_ids: Iterable[int]) -> dict[int, list[Seat | None]]:
    ids = sorted(set(table_ids))
    out: dict[int, list[Seat | None]] = {t: [None, None, None, None] for t in ids}
    if not ids:
        return out
    marks = ",".join("?" * len(ids))
    rows = await fetchall(conn, f"SELECT s.table_id, s.seat, {', '.join('p.' + c.strip() for c in guilds.PLAYER_COLUMNS.split(','))} "
                          f"FROM table_seats s JOIN players p USING (player_id) WHERE s.table_id IN ({marks})", ids)
    for table_id, seat, *player in rows:
        out[table_id][seat] = Seat(seat, guilds.player_from_row(player))
    return out


async def list_tables(conn: Connection, where: str, params: Sequence[Any], with_actions: bool) -> list[TableRecord]:
    rows = await fetchall(conn, f"SELECT {_COLUMNS} FROM tables WHERE {where} ORDER BY table_id", params)
    seats = await load_seats(conn, [r[0] for r in rows])
    out = []
    for table_id, guild_id, channel_id, creator_id, rules, seed, first_mano, status, messages, created, shuffle, hs0, hs1 in rows:
        partida = await fetchone(conn, "SELECT partida_id, (SELECT COALESCE(MAX(hand_number), 0) FROM hands h WHERE h.partida_id = p.partida_id) "
                                 "FROM partidas p WHERE table_id = ? AND status = 'playing' ORDER BY partida_id DESC LIMIT 1", (table_id,))
        s = seats[table_id]
        out.append(TableRecord(
            table_id, guild_id, channel_id, creator_id, json.loads(rules), json.loads(seed), first_mano, status,
            json.loads(messages), (s[0], s[1], s[2], s[3]), created,
            partida[0] if partida else None, int(partida[1]) if partida else 0,
            await load_actions(conn, table_id) if with_actions else (),
            shuffle, (hs0, hs1),
        ))
    return out


async def get_table(conn: Connection, table_id: int, with_actions: bool) -> TableRecord:
    found = await list_tables(conn, "table_id = ?", (table_id,), with_actions)
    if not found:
        raise NotFound(f"there is no table {table_id}")
    return found[0]


def _specs(seats: SeatSpecs) -> list[SeatSpec | None]:
    return [None if s is None else SeatSpec.coerce(dict(s) if isinstance(s, Mapping) else s) for s in seats]


class Tables(Repository):
    """Tables, their seats and their action log."""

    async def create(self, guild_id: int, channel_id: int, *, creator_id: int | None, rules: Mapping[str, Any],
                     seed: Any, first_mano: int = 0, seats: SeatSpecs | None = None, status: str = "open",
                     messages: Mapping[str, Any] | None = None, at: When = None, shuffle: int = sh.LATEST,
                     head_start: tuple[int, int] = (0, 0)) -> int:
        """A new table; ``rules`` is ``Rules.to_dict()``, ``seed`` any JSON value (an int);
        ``shuffle`` the version of the shuffle its Match deals with (``Match.shuffle_version``),
        ``head_start`` the juegos each pair has won before its first deal (``Match.head_start``).
        ``TableTaken`` when the channel has an open table already."""
        async with self._db.write("creating a table") as conn:
            return await create_table(conn, guild_id=guild_id, channel_id=channel_id, creator_id=creator_id,
                                      rules=rules, seed=seed, first_mano=first_mano,
                                      seats=_specs(seats) if seats is not None else None,
                                      status=status, messages=messages, at=utc_text(at), shuffle=shuffle,
                                      head_start=head_start)

    async def set_head_start(self, table_id: int, head_start: tuple[int, int], at: When = None) -> None:
        """The juegos each pair has won before the table's partida is dealt (``InvalidState``
        once it has begun)."""
        async with self._db.write("setting a head start") as conn:
            await set_head_start(conn, table_id, head_start, utc_text(at))

    async def set_seats(self, table_id: int, seats: Mapping[int, SeatSpec | Mapping[str, Any] | None] | SeatSpecs,
                        at: When = None) -> None:
        """Seat players: {seat: SeatSpec or None (empty the seat)} or a list of four."""
        items = seats.items() if isinstance(seats, Mapping) else enumerate(seats)
        specs = {int(k): (None if v is None else SeatSpec.coerce(dict(v) if isinstance(v, Mapping) else v)) for k, v in items}
        async with self._db.write("seating players") as conn:
            await set_seats(conn, table_id, specs, utc_text(at))

    async def set_status(self, table_id: int, status: str, at: When = None) -> None:
        async with self._db.write("changing a table's status") as conn:
            await set_status(conn, table_id, status, utc_text(at))

    async def update_messages(self, table_id: int, messages: Mapping[str, Any]) -> dict[str, Any]:
        """Merge Discord message/thread ids into the table (None removes one); returns them all."""
        async with self._db.write("saving message ids") as conn:
            return await update_messages(conn, table_id, messages, utc_text())

    async def close(self, table_id: int, status: str = "finished", at: When = None) -> None:
        """Close a table (finished or abandoned); a partida still playing there is abandoned."""
        if status not in ("finished", "abandoned"):
            raise ValueError("a table closes as finished or abandoned")
        when = utc_text(at)
        async with self._db.write("closing a table") as conn:
            table = await get_table(conn, table_id, with_actions=False)
            if table.partida_id is not None:
                await abandon_partida(conn, table.partida_id, when)
            await set_status(conn, table_id, status, when)

    async def append_action(self, table_id: int, seq: int, seat: int | None, action: Mapping[str, Any],
                            at: When = None) -> None:
        """Append one applied action to the table's log, durably, in one transaction.

        ``seq`` is the action's index in the log (0, 1, 2, ...): anything but the next one
        raises ``DuplicateAction`` / ``ActionOutOfOrder`` and stores nothing. ``seat`` is None
        for markers that are no seat's action (``next_hand``).
        """
        async with self._db.write(f"saving action {seq} of table {table_id}") as conn:
            await append_actions(conn, table_id, [(seq, seat, action, utc_text(at))])

    async def append_actions(self, table_id: int, entries: Iterable[tuple[int, int | None, Mapping[str, Any]]],
                             at: When = None, owner: str | None = None, at_commit: bool = False) -> None:
        """Several consecutive actions in one transaction: (seq, seat, action) each. ``owner``:
        stored only while that process holds the table's lease (``LeaseLost`` otherwise).
        ``at_commit``: inside ``store.transaction()``, checked and refused by its next trip to
        the database, at the latest by its commit (a press's BEGIN, INSERT and COMMIT as one)."""
        when = utc_text(at)
        rows = [(seq, seat, action, when) for seq, seat, action in entries]
        async with self._db.write(f"saving actions of table {table_id}") as conn:
            await append_actions(conn, table_id, rows, owner, at_commit=at_commit)

    async def actions(self, table_id: int, start: int = 0) -> tuple[StoredAction, ...]:
        """The table's action log, from sequence number ``start`` on."""
        async with self._read("reading an action log") as conn:
            return await load_actions(conn, table_id, start)

    async def get(self, table_id: int, with_actions: bool = True) -> TableRecord:
        async with self._read("reading a table") as conn:
            return await get_table(conn, table_id, with_actions)

    async def open_tables(self, guild_id: int | None = None) -> list[TableRecord]:
        """Every open or playing table with its seats and full action log (for a restart)."""
        where, params = "status IN ('open', 'playing')", []
        if guild_id is not None:
            where, params = where + " AND guild_id = ?", [guild_id]
        async with self._read("reading the open tables") as conn:
            return await list_tables(conn, where, params, with_actions=True)
