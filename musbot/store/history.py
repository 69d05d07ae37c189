"""Stored partidas read back (``History``): what verification, logros and replays play again.

A partida comes back as a ``PartidaLog``: rules, seed (secret while it is played), shuffle
version, first mano, its table's action log (one store table per partida: a revancha is a
new table), its seats, commitment and revealed seed, and the hands it recorded. Who may
verify it, or replay its hands, follows from its ``PartidaPlace``: where it was played, by whom.

A recorded hand comes back by its id (``hands.hand_id``, "mano #4821") with the part of its
partida's log that plays it: hand ``n`` starts after the ``n - 1``-th ``next_hand`` marker of
its table's log and ends before the ``n``-th, so the hand being played now in an open partida
is never in it; and with where it was played and who sat in it (who may replay it).
"""

from __future__ import annotations

import json
from typing import Any

from . import guilds
from .db import Connection, fetchall, fetchone
from .errors import InvalidState, NotFound
from .history_models import HandLog, PartidaLog, PartidaPlace, RecordedHand
from .models import Player
from .repository import Repository


async def seat_players(conn: Connection, partida_id: int) -> tuple[Player, Player, Player, Player]:
    rows = await fetchall(conn, "SELECT seat, player_id FROM partida_players WHERE partida_id = ? ORDER BY seat", (partida_id,))
    people = await guilds.players_by_id(conn, [r[1] for r in rows])
    seats = [people[r[1]] for r in rows]
    if len(seats) != 4:
        raise InvalidState(f"partida {partida_id} has {len(seats)} seats recorded, not 4")
    return seats[0], seats[1], seats[2], seats[3]


async def table_log(conn: Connection, partida_id: int, table_id: int | None,
                    until_seq: int | None = None) -> tuple[tuple[int | None, dict[str, Any]], ...]:
    """The partida's actions (its table's log), up to ``until_seq`` excluded."""
    if table_id is None:
        raise InvalidState(f"partida {partida_id} has lost its table and with it its action log")
    row = await fetchone(conn, "SELECT COUNT(*) FROM partidas WHERE table_id = ?", (table_id,))
    if row is not None and row[0] > 1:
        raise InvalidState(f"table {table_id} holds several partidas: partida {partida_id}'s log cannot be told apart")
    sql, params = "SELECT seat, action FROM actions WHERE table_id = ?", [table_id]
    if until_seq is not None:
        sql, params = sql + " AND seq < ?", [table_id, until_seq]
    rows = await fetchall(conn, sql + " ORDER BY seq", params)
    return tuple((seat, json.loads(action)) for seat, action in rows)


# without its table (deleted), a partida keeps its own rules; its seed and log are gone
_PARTIDA = ("SELECT p.guild_id, p.table_id, p.season, p.status, COALESCE(t.rules, p.rules), t.seed, "
            "COALESCE(t.shuffle, 1), COALESCE(t.first_mano, 0), p.commitment, "
            "p.seed, p.winner_pair, p.juegos0, p.juegos1, p.vacas0, p.vacas1, p.finished_at, t.messages, p.reported, "
            "COALESCE(t.head_start0, 0), COALESCE(t.head_start1, 0) "
            "FROM partidas p LEFT JOIN tables t ON t.table_id = p.table_id WHERE p.partida_id = ?")


async def load_partida_log(conn: Connection, partida_id: int, with_hands: bool = False,
                           need_log: bool = True) -> PartidaLog:
    """The partida and its log; without ``need_log``, a partida whose log is gone or shared
    with another partida comes with an empty log instead of an error."""
    row = await fetchone(conn, _PARTIDA, (partida_id,))
    if row is None:
        raise NotFound(f"there is no partida {partida_id}")
    (guild_id, table_id, season, status, rules, seed, shuffle, first_mano, commitment, revealed,
     winner, j0, j1, v0, v1, finished_at, messages, reported, hs0, hs1) = row
    missing = False
    if reported and need_log:
        raise InvalidState(f"partida {partida_id} was played at a real table: it has no log")
    try:
        log = await table_log(conn, partida_id, table_id)
    except (NotFound, InvalidState):
        if need_log:
            raise
        log, missing = (), True
    hands = await recorded_hands(conn, partida_id) if with_hands else ()
    return PartidaLog(partida_id, guild_id, table_id, season, status, json.loads(rules),
                      None if seed is None else json.loads(seed), shuffle,
                      first_mano, log, await seat_players(conn, partida_id), commitment, revealed, winner, (j0, j1), (v0, v1),
                      finished_at, hands, missing, bool(messages and json.loads(messages).get("official")),
                      bool(reported), (hs0, hs1))


async def recorded_hands(conn: Connection, partida_id: int) -> tuple[RecordedHand, ...]:
    rows = await fetchall(conn, "SELECT hand_id, hand_number, cards0, cards1, cards2, cards3, points0, points1 "
                          "FROM hands WHERE partida_id = ? ORDER BY hand_number", (partida_id,))
    lines: dict[int, list[tuple[str, int, int, str, int | None]]] = {}
    for hand_id, lance, pair, points, why, seat in await fetchall(
            conn, "SELECT c.hand_id, c.lance, c.pair, c.points, c.why, c.seat FROM count_lines c "
            "JOIN hands h USING (hand_id) WHERE h.partida_id = ? ORDER BY c.hand_id, c.line", (partida_id,)):
        lines.setdefault(hand_id, []).append((lance, pair, points, why, seat))
    return tuple(RecordedHand(hid, number, (c0, c1, c2, c3), (p0, p1), tuple(lines.get(hid, ())))
                 for hid, number, c0, c1, c2, c3, p0, p1 in rows)



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
                         "t.shuffle, t.first_mano, t.head_start0, t.head_start1 FROM hands h JOIN partidas p USING (partida_id) "
                         "LEFT JOIN tables t ON t.table_id = p.table_id WHERE h.hand_id = ?", (hand_id,))
    if row is None:
        raise NotFound(f"there is no hand {hand_id}")
    partida_id, number, guild_id, status, table_id, rules, seed, shuffle, first_mano, hs0, hs1 = row
    if table_id is None:
        raise InvalidState(f"hand {hand_id}: partida {partida_id} has lost its table and with it its action log")
    before = await _marker_seq(conn, table_id, number - 1)
    if number > 1 and before is None:
        raise InvalidState(f"hand {hand_id}: the log of partida {partida_id} does not reach hand {number}")
    end = await _marker_seq(conn, table_id, number)
    log = await table_log(conn, partida_id, table_id, end)
    return HandLog(hand_id, guild_id, partida_id, status, number, json.loads(rules), json.loads(seed), shuffle,
                   first_mano, log, 0 if before is None else before + 1, await seat_players(conn, partida_id),
                   (hs0, hs1))


async def partida_place(conn: Connection, partida_id: int) -> PartidaPlace:
    """Where partida ``partida_id`` was played (its table's channel or thread) and who sat in it."""
    row = await fetchone(conn, "SELECT p.guild_id, t.channel_id, tr.tournament_id, tr.organiser_id FROM partidas p "
                         "LEFT JOIN tables t ON t.table_id = p.table_id "
                         "LEFT JOIN tournament_partidas tp ON tp.table_id = p.table_id "
                         "LEFT JOIN tournaments tr ON tr.tournament_id = tp.tournament_id "
                         "WHERE p.partida_id = ? LIMIT 1", (partida_id,))
    if row is None:
        raise NotFound(f"there is no partida {partida_id}")
    guild_id, channel_id, tournament_id, organiser_id = row
    return PartidaPlace(partida_id, guild_id, channel_id, await seat_players(conn, partida_id), tournament_id, organiser_id)


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


class History(Repository):
    async def partida_log(self, partida_id: int, *, with_hands: bool = True, need_log: bool = True) -> PartidaLog:
        """A partida with its log and recorded hands (its ``seed`` is secret while it is played);
        ``NotFound`` for an unknown partida. Without ``need_log``, one whose log is gone or shared
        with another partida comes with an empty log instead of an error."""
        async with self._read("reading a partida's log") as conn:
            return await load_partida_log(conn, partida_id, with_hands=with_hands, need_log=need_log)

    async def hand_log(self, hand_id: int) -> HandLog:
        """A recorded hand and the log that plays it (replays); ``NotFound`` for an unknown
        hand, ``InvalidState`` when its log is gone."""
        async with self._read("reading a hand") as conn:
            return await hand_log(conn, hand_id)

    async def partida_place(self, partida_id: int) -> PartidaPlace:
        """Where a partida was played and who sat in it (who may verify it); ``NotFound`` for
        an unknown partida."""
        async with self._read("reading a partida") as conn:
            return await partida_place(conn, partida_id)

    async def hand_place(self, hand_id: int) -> PartidaPlace:
        """Where a recorded hand was played and who sat in it: its partida's place (who may
        replay it); ``NotFound`` for an unknown hand."""
        async with self._read("reading a hand") as conn:
            return await hand_place(conn, hand_id)

    async def hand_id(self, partida_id: int, hand_number: int) -> int | None:
        """The id of a recorded hand of a partida (what its end showed: "mano #4821")."""
        async with self._read("reading a hand", one=True) as conn:
            return await hand_id(conn, partida_id, hand_number)
