"""A recorded hand by its id, with the part of its partida's log that plays it (replays).

The hand id is ``hands.hand_id`` ("mano #4821"). Hand ``n`` of a partida starts after the
``n - 1``-th ``next_hand`` marker of its table's log and ends before the ``n``-th: the log
handed back stops there, so the hand being played now in an open partida is never in it.
"""

from __future__ import annotations

import json

from .db import Connection, fetchone
from .errors import InvalidState, NotFound
from .fairplay import partida_place, seat_players, table_log
from .history_models import HandLog, PartidaPlace

_MARKER = "seat IS NULL AND action LIKE '%\"type\":\"next_hand\"%'"


async def _marker_seq(conn: Connection, table_id: int, k: int) -> int | None:
    """The seq of the ``k``-th next_hand marker of the table (1-based), None if there is none."""
    if k < 1:
        return None
    row = await fetchone(conn, f"SELECT seq FROM actions WHERE table_id = ? AND {_MARKER} ORDER BY seq LIMIT 1 OFFSET ?",
                         (table_id, k - 1))
    return None if row is None else int(row[0])


async def hand_log(conn: Connection, hand_id: int) -> HandLog:
    row = await fetchone(conn, "SELECT h.partida_id, h.hand_number, p.guild_id, p.status, p.table_id, t.rules, t.seed, "
                         "t.shuffle, t.first_mano FROM hands h JOIN partidas p USING (partida_id) "
                         "LEFT JOIN tables t ON t.table_id = p.table_id WHERE h.hand_id = ?", (hand_id,))
    if row is None:
        raise NotFound(f"there is no hand {hand_id}")
    partida_id, number, guild_id, status, table_id, rules, seed, shuffle, first_mano = row
    if table_id is None:
        raise InvalidState(f"hand {hand_id}: partida {partida_id} has lost its table and with it its action log")
    before = await _marker_seq(conn, table_id, number - 1)
    if number > 1 and before is None:
        raise InvalidState(f"hand {hand_id}: the log of partida {partida_id} does not reach hand {number}")
    end = await _marker_seq(conn, table_id, number)
    log = await table_log(conn, partida_id, table_id, end)
    return HandLog(hand_id, guild_id, partida_id, status, number, json.loads(rules), json.loads(seed), shuffle,
                   first_mano, log, 0 if before is None else before + 1, await seat_players(conn, partida_id))


async def hand_place(conn: Connection, hand_id: int) -> PartidaPlace:
    """Where hand ``hand_id`` was played and who sat in it: its partida's place."""
    row = await fetchone(conn, "SELECT partida_id FROM hands WHERE hand_id = ?", (hand_id,))
    if row is None:
        raise NotFound(f"there is no hand {hand_id}")
    return await partida_place(conn, int(row[0]))


async def hand_id(conn: Connection, partida_id: int, hand_number: int) -> int | None:
    """The id of hand ``hand_number`` of a partida, None if it is not recorded."""
    row = await fetchone(conn, "SELECT hand_id FROM hands WHERE partida_id = ? AND hand_number = ?",
                         (partida_id, hand_number))
    return None if row is None else int(row[0])
