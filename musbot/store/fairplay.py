"""A partida's commitment and revealed seed, and the stored log that plays it again.

When a partida starts, its commitment is written with it: the SHA-256 of its table's seed
with, from shuffle version 3 on, the first mano and who holds each seat
(``shuffle.partida_commitment``); that is what the table message shows before the first
deal. When the partida ends (won or abandoned) the seed is copied next to it as revealed, with
the time. Verification and
replays read the partida back as a ``PartidaLog``: rules, seed, shuffle version, first mano
and the table's action log (one store table per partida: a revancha is a new table). Who may
verify it, or replay its hands, follows from its ``PartidaPlace``: where it was played, by whom.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Protocol

from musbot.engine import shuffle as sh

from . import guilds
from .db import Connection, defer, execute, fetchall, fetchone
from .errors import InvalidState, NotFound
from .history_models import PartidaLog, PartidaPlace, RecordedHand
from .models import Player


class Holder(Protocol):
    """Who sits in a seat: a stored ``Player`` or a table's ``SeatSpec``."""

    @property
    def user_id(self) -> int | None: ...

    @property
    def ai(self) -> str | None: ...


def holders(seats: Sequence[Holder]) -> tuple[str, ...]:
    """The seats as the commitment names them (``shuffle.holder``)."""
    return tuple(sh.holder(s.user_id, s.ai) for s in seats)


def commitment_of(seed: Any, shuffle: int = sh.LATEST, first_mano: int = 0,
                  seats: Sequence[Holder | None] = ()) -> str | None:
    """The commitment of a partida with this seed, shuffle version and seating; None for a seed
    that is not a whole number >= 0 (tables written by hand or by tests), or a seating that is
    not four seats yet."""
    if not (isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0):
        return None
    if shuffle < sh.SEATING_FROM:
        return sh.commitment(seed)
    filled = [s for s in seats if s is not None]
    if len(filled) != 4:
        return None
    return sh.seated_commitment(seed, first_mano, holders(filled))


async def commit(conn: Connection, partida_id: int, seed: Any, shuffle: int, first_mano: int,
                 seats: Sequence[Holder]) -> None:
    await execute(conn, "UPDATE partidas SET commitment = ? WHERE partida_id = ?",
                  (commitment_of(seed, shuffle, first_mano, seats), partida_id))


async def reveal(conn: Connection, partida_id: int, at: str) -> None:
    """The partida is over: its seed becomes public."""
    await defer(conn, "UPDATE partidas SET seed = (SELECT t.seed FROM tables t WHERE t.table_id = partidas.table_id), "
                "revealed_at = ? WHERE partida_id = ? AND seed IS NULL", (at, partida_id))


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
            "p.seed, p.winner_pair, p.juegos0, p.juegos1, p.vacas0, p.vacas1, p.finished_at, t.messages "
            "FROM partidas p LEFT JOIN tables t ON t.table_id = p.table_id WHERE p.partida_id = ?")


async def load_partida_log(conn: Connection, partida_id: int, with_hands: bool = False,
                           need_log: bool = True) -> PartidaLog:
    """The partida and its log; without ``need_log``, a partida whose log is gone or shared
    with another partida comes with an empty log instead of an error."""
    row = await fetchone(conn, _PARTIDA, (partida_id,))
    if row is None:
        raise NotFound(f"there is no partida {partida_id}")
    (guild_id, table_id, season, status, rules, seed, shuffle, first_mano, commitment, revealed,
     winner, j0, j1, v0, v1, finished_at, messages) = row
    missing = False
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
                      finished_at, hands, missing, bool(messages and json.loads(messages).get("official")))


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
