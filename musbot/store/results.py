"""Partidas, juegos and hands as they are played and end: the rows of a result (``Results``).

What a hand or a partida moves in the league (its counters, ratings, MSST, logros) is worked
out by ``musbot.league``; this writes it: a partida's start with its commitment, a hand as
the league counted it (``CountedHand``), a partida's end, and its revealed seed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import guilds
from .db import Connection, When, defer, execute, executemany, fetchall, fetchone, utc_text
from .errors import InvalidState, NotFound
from .models import (
    ALL_TIME,
    LANCE_COUNTERS,
    OPEN_STATUSES,
    SEAT_COUNTERS,
    Player,
    SeatSpec,
    TableRecord,
)
from .repository import Repository
from .stats import bump_pairs, bump_players, pair_key

CountLineRow = tuple[str, int, int, str, int | None]  # lance, pair, points, why, seat
Counters = Mapping[str, int]  # counter name -> increment


@dataclass(frozen=True, slots=True)
class PartidaState:
    partida_id: int
    guild_id: int
    season: int
    status: str
    has_ai: bool
    juegos: tuple[int, int]
    vacas: tuple[int, int]
    seat_players: tuple[int, ...]
    winner_pair: int | None = None  # once finished


# A partida and its four players in one statement (``p`` is the partida): what
# ``load_partida`` reads, and the first columns of what recording a hand reads.
_PARTIDA = (
    "SELECT p.guild_id, p.season, p.status, p.has_ai, p.juegos0, p.juegos1, p.vacas0, p.vacas1, p.winner_pair"
    + "".join(f", (SELECT player_id FROM partida_players WHERE partida_id = p.partida_id AND seat = {seat})"
              for seat in range(4))
)
_PARTIDA_COLUMNS = 13


def _partida_state(partida_id: int, row: Sequence[Any]) -> PartidaState:
    gid, season, status, has_ai, j0, j1, v0, v1, winner, *seats = row[:_PARTIDA_COLUMNS]
    return PartidaState(partida_id, gid, season, status, bool(has_ai), (j0, j1), (v0, v1),
                        tuple(s for s in seats if s is not None), winner)


async def load_partida(conn: Connection, partida_id: int) -> PartidaState:
    row = await fetchone(conn, f"{_PARTIDA} FROM partidas p WHERE p.partida_id = ?", (partida_id,))
    if row is None:
        raise NotFound(f"there is no partida {partida_id}")
    return _partida_state(partida_id, row)


async def start_partida(conn: Connection, table: TableRecord, at: str) -> tuple[int, tuple[Player, ...]]:
    """A new partida of the table's four seated players: its id and its players by seat."""
    if table.status not in OPEN_STATUSES:
        raise InvalidState(f"table {table.table_id} is {table.status}: it cannot start a partida")
    if table.partida_id is not None:
        raise InvalidState(f"table {table.table_id} is already playing partida {table.partida_id}")
    players = tuple(s.player for s in table.seats if s is not None)
    if len(players) != 4:
        raise InvalidState(f"table {table.table_id} has empty seats: a partida needs four players")
    season = await guilds.current_season(conn, table.guild_id)
    partida_id = await execute(conn, "INSERT INTO partidas (guild_id, table_id, season, rules, has_ai, started_at) VALUES (?, ?, ?, ?, ?, ?)",
                               (table.guild_id, table.table_id, season, json.dumps(table.rules, sort_keys=True),
                                int(any(p.is_ai for p in players)), at))
    assert partida_id is not None
    await executemany(conn, "INSERT INTO partida_players (partida_id, seat, pair, player_id) VALUES (?, ?, ?, ?)",
                      [(partida_id, seat, seat % 2, p.player_id) for seat, p in enumerate(players)])
    return partida_id, players


async def start_reported(conn: Connection, guild_id: int, seats: Sequence[SeatSpec], rules: Mapping[str, Any],
                         at: str) -> int:
    """A partida played at a real table and reported by its pairs: no table, no seed, no
    hands, its four players by seat (pair 0 in seats 0 and 2). Its end is ``finish_partida``'s."""
    season = await guilds.current_season(conn, guild_id)
    players = [await guilds.ensure_player(conn, guild_id, spec, at) for spec in seats]
    partida_id = await execute(conn, "INSERT INTO partidas (guild_id, table_id, season, rules, has_ai, started_at, reported) "
                               "VALUES (?, NULL, ?, ?, 0, ?, 1)", (guild_id, season, json.dumps(dict(rules), sort_keys=True), at))
    assert partida_id is not None
    await executemany(conn, "INSERT INTO partida_players (partida_id, seat, pair, player_id) VALUES (?, ?, ?, ?)",
                      [(partida_id, seat, seat % 2, p.player_id) for seat, p in enumerate(players)])
    return partida_id


async def reveal(conn: Connection, partida_id: int, at: str) -> None:
    """The partida is over: its seed becomes public."""
    await defer(conn, "UPDATE partidas SET seed = (SELECT t.seed FROM tables t WHERE t.table_id = partidas.table_id), "
                "revealed_at = ? WHERE partida_id = ? AND seed IS NULL", (at, partida_id))


@dataclass(frozen=True, slots=True)
class HandContext:
    partida: PartidaState
    recorded: bool  # the hand is there already
    juego_so_far: tuple[int, int, int]  # the juego's tantos of each pair and its hands so far


# What recording a hand reads, in one statement (one trip while the store's single writer is
# held: each trip waits for the event loop's turn, and every other table's commit waits behind
# it): the partida and its four players, whether the hand is there already, and the tantos and
# hands of the juego being played so far.
_HAND_CONTEXT = (
    _PARTIDA
    + ", CASE WHEN EXISTS (SELECT 1 FROM hands WHERE partida_id = p.partida_id AND hand_number = ?) THEN 1 ELSE 0 END"
    + "".join(f", (SELECT {what} FROM hands WHERE partida_id = p.partida_id "
              "AND juego_number = p.juegos0 + p.juegos1 + 1)"
              for what in ("COALESCE(SUM(points0), 0)", "COALESCE(SUM(points1), 0)", "COUNT(*)"))
    + " FROM partidas p WHERE p.partida_id = ?"
)


async def hand_context(conn: Connection, partida_id: int, hand_number: int) -> HandContext:
    """What recording hand ``hand_number`` reads: ``load_partida``, whether the hand is recorded
    already, and the juego's (tantos of each pair, hands) so far, in one trip."""
    row = await fetchone(conn, _HAND_CONTEXT, (hand_number, partida_id))
    if row is None:
        raise NotFound(f"there is no partida {partida_id}")
    exists, t0, t1, n = row[_PARTIDA_COLUMNS:]
    return HandContext(_partida_state(partida_id, row), bool(exists), (int(t0), int(t1), int(n)))


@dataclass(frozen=True, slots=True)
class CountedHand:
    """A hand as the league counted it (``league.results.record_hand``): every row it writes.
    ``context`` is what the count was made from: the hand goes in only while the partida is
    still as it says."""

    context: HandContext
    hand_number: int
    juego_number: int
    mano: int
    cards: tuple[str | None, str | None, str | None, str | None]  # shown cards, R1 notation
    points: tuple[int, int]
    score: tuple[int, int]  # the juego's tantos after the hand
    winner_pair: int | None
    ordago: bool
    lines: tuple[CountLineRow, ...]
    seats: tuple[Counters, Counters, Counters, Counters]  # each seat's facts (its hand_seats row)
    juego_won: int | None
    vaca_number: int
    juegos: tuple[int, int]  # the partida's after the hand
    vacas: tuple[int, int]
    players: Mapping[int, Counters]  # the counters each player's record moves by
    pairs: Mapping[tuple[int, int], Counters]  # the same of each pair (pair_key)
    at: str


# a partida the league counted has its first seat's rating of its season kept with it: looked up
# by rating_history's key (player, season, partida), so no scan of the ratings' history
_RATED = ("EXISTS (SELECT 1 FROM partida_players pp JOIN rating_history h ON h.player_id = pp.player_id "
          "AND h.season = p.season AND h.partida_id = pp.partida_id WHERE pp.partida_id = p.partida_id AND pp.seat = 0)")
_HAND_ID = "(SELECT hand_id FROM hands WHERE partida_id = ? AND hand_number = ?)"
# The hand goes in only if the partida is as its context was read: playing, the same juegos
# and vacas, this juego's hands as many, and the hand not there yet. Read in the transaction,
# that holds by itself; read before it (without holding the writer), a change meanwhile
# refuses the transaction instead of recording a wrong score.
_INSERT_HAND = (
    "INSERT INTO hands (partida_id, hand_number, juego_number, mano, cards0, cards1, cards2, cards3, "
    "points0, points1, score0, score1, winner_pair, ordago, at) "
    "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? "
    "WHERE EXISTS (SELECT 1 FROM partidas WHERE partida_id = ? AND status = 'playing' "
    "AND juegos0 = ? AND juegos1 = ? AND vacas0 = ? AND vacas1 = ?) "
    "AND NOT EXISTS (SELECT 1 FROM hands WHERE partida_id = ? AND hand_number = ?) "
    "AND (SELECT COUNT(*) FROM hands WHERE partida_id = ? AND juego_number = ?) = ?"
)
_HAND_SEAT_COUNTERS = ("points", *LANCE_COUNTERS, *SEAT_COUNTERS)  # after ``won`` (the hand's)
_INSERT_HAND_SEATS = (f"INSERT INTO hand_seats (hand_id, seat, player_id, won, {', '.join(_HAND_SEAT_COUNTERS)}) "
                      f"VALUES ({_HAND_ID}, {', '.join('?' * (3 + len(_HAND_SEAT_COUNTERS)))})")


async def record_hand(conn: Connection, hand: CountedHand, with_id: bool) -> int | None:
    """Write the hand and what it moves; ``with_id``: read the new hand's id (one more trip),
    else every write is sent with the COMMIT and None is returned."""
    p = hand.context.partida
    pid, number = p.partida_id, hand.hand_number

    async def changed() -> None:
        raise InvalidState(f"partida {pid} changed while its hand {number} was being recorded")

    await defer(conn, _INSERT_HAND,
                (pid, number, hand.juego_number, hand.mano, *hand.cards, *hand.points, *hand.score, hand.winner_pair,
                 int(hand.ordago), hand.at, pid, *p.juegos, *p.vacas, pid, number, pid, hand.juego_number,
                 hand.context.juego_so_far[2]),
                expect=1, refused=changed)
    await executemany(conn, "INSERT INTO count_lines (hand_id, line, lance, pair, points, why, seat) "
                      f"VALUES ({_HAND_ID}, ?, ?, ?, ?, ?, ?)",
                      [(pid, number, i, *line) for i, line in enumerate(hand.lines)])
    await executemany(conn, _INSERT_HAND_SEATS,
                      [(pid, number, seat, p.seat_players[seat], d["hands_won"], *(d[c] for c in _HAND_SEAT_COUNTERS))
                       for seat, d in enumerate(hand.seats)])
    if hand.juego_won is not None:
        await defer(conn, "INSERT INTO juegos (partida_id, juego_number, vaca_number, winner_pair, score0, score1, hands, "
                    "by_ordago, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (pid, hand.juego_number, hand.vaca_number, hand.juego_won, *hand.score,
                     hand.context.juego_so_far[2] + 1, int(hand.ordago), hand.at))
    await _bump(conn, p, hand.players, hand.pairs)
    await defer(conn, "UPDATE partidas SET hands = hands + 1, juegos0 = ?, juegos1 = ?, vacas0 = ?, vacas1 = ? WHERE partida_id = ?",
                (*hand.juegos, *hand.vacas, pid))
    if not with_id:
        return None
    row = await fetchone(conn, "SELECT hand_id FROM hands WHERE partida_id = ? AND hand_number = ?", (pid, number))
    assert row is not None
    return int(row[0])


async def _bump(conn: Connection, p: PartidaState, players: Mapping[int, Counters],
                pairs: Mapping[tuple[int, int], Counters]) -> None:
    """The player and pair counters of the partida's season and of all time."""
    scopes = (p.season, ALL_TIME)
    await bump_players(conn, p.guild_id, scopes, players)
    await bump_pairs(conn, p.guild_id, scopes, pairs)


async def finish_partida(conn: Connection, p: PartidaState, winner_pair: int, juegos: tuple[int, int],
                         vacas: tuple[int, int], at: str) -> None:
    """The partida's end: its result, who won, its two pairs' records."""
    # answers nobody reads: sent with the next statement that answers (a trip fewer each
    # while the writer is held)
    await defer(conn, "UPDATE partidas SET status = 'finished', winner_pair = ?, finished_at = ?, juegos0 = ?, juegos1 = ?, "
                "vacas0 = ?, vacas1 = ? WHERE partida_id = ?", (winner_pair, at, *juegos, *vacas, p.partida_id))
    await defer(conn, "UPDATE partida_players SET won = CASE WHEN pair = ? THEN 1 ELSE 0 END WHERE partida_id = ?",
                (winner_pair, p.partida_id))
    pairs = []
    for pair in (0, 1):
        lo, hi = pair_key(p.seat_players[pair], p.seat_players[pair + 2])
        pairs.append((p.partida_id, pair, p.guild_id, p.season, lo, hi, int(pair == winner_pair), juegos[pair],
                      juegos[1 - pair]))
    await executemany(conn, "INSERT INTO partida_pairs (partida_id, pair, guild_id, season, player_lo, player_hi, won, "
                      "juegos_won, juegos_lost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", pairs)


async def reported_results(conn: Connection, partida_ids: Sequence[int]) -> list[tuple[PartidaState, int]]:
    """These finished reported partidas, each with its winning pair, in the order they ended
    (``InvalidState`` for one that is not a finished reported partida)."""
    out = []
    for partida_id in sorted(set(partida_ids)):
        row = await fetchone(conn, f"{_PARTIDA}, p.winner_pair, p.reported, p.finished_at FROM partidas p "
                             "WHERE p.partida_id = ?", (partida_id,))
        if row is None:
            raise NotFound(f"there is no partida {partida_id}")
        state = _partida_state(partida_id, row)
        winner, reported, finished_at = row[_PARTIDA_COLUMNS:]
        if state.status != "finished" or not reported:
            raise InvalidState(f"partida {partida_id} is not a finished reported partida")
        out.append((finished_at, state, int(winner)))
    return [(state, winner) for _at, state, winner in sorted(out, key=lambda x: (x[0], x[1].partida_id))]


async def delete_reported(conn: Connection, partida_ids: Sequence[int]) -> None:
    """Reported partidas that no longer stand, gone with their seats, pairs and rating history
    (they have no hands); what they had moved is the league's to take back first."""
    await executemany(conn, "DELETE FROM partidas WHERE partida_id = ? AND reported = 1",
                      [(pid,) for pid in sorted(set(partida_ids))])


async def abandon_partida(conn: Connection, partida_id: int, at: str) -> None:
    """An unfinished partida: its hands stay in the statistics, it is not rated."""
    p = await load_partida(conn, partida_id)
    if p.status != "playing":
        raise InvalidState(f"partida {partida_id} is already {p.status}")
    await execute(conn, "UPDATE partidas SET status = 'abandoned', finished_at = ? WHERE partida_id = ?", (at, partida_id))
    await reveal(conn, partida_id, at)


class Results(Repository):
    """Partidas as they start, are played hand by hand and end."""

    async def partida(self, partida_id: int) -> PartidaState:
        async with self._read(f"reading partida {partida_id}") as conn:
            return await load_partida(conn, partida_id)

    async def start(self, table: TableRecord, at: str) -> tuple[int, tuple[Player, ...]]:
        """A partida of the table's four seated players (``InvalidState`` when it cannot start):
        its id and its players by seat."""
        async with self._db.write("starting a partida") as conn:
            return await start_partida(conn, table, at)

    async def start_reported(self, guild_id: int, seats: Sequence[SeatSpec], rules: Mapping[str, Any], at: str) -> int:
        """A reported partida (played at a real table) of these four players, by seat: its id."""
        async with self._db.write("recording a reported partida") as conn:
            return await start_reported(conn, guild_id, seats, rules, at)

    async def reported_results(self, partida_ids: Sequence[int]) -> list[tuple[PartidaState, int]]:
        """Finished reported partidas with their winning pairs, in the order they ended."""
        async with self._read("reading reported partidas") as conn:
            return await reported_results(conn, partida_ids)

    async def delete_reported(self, partida_ids: Sequence[int]) -> None:
        """Reported partidas that no longer stand, removed (``delete_reported``)."""
        async with self._db.write("removing reported partidas") as conn:
            await delete_reported(conn, partida_ids)

    async def commit(self, partida_id: int, commitment: str | None) -> None:
        """The partida's commitment (``league.fairplay``), fixed as it starts."""
        async with self._db.write("starting a partida") as conn:
            await execute(conn, "UPDATE partidas SET commitment = ? WHERE partida_id = ?", (commitment, partida_id))

    async def committed_hand_context(self, partida_id: int, hand_number: int) -> HandContext | None:
        """What recording a hand reads, from committed data (None: the partida began in the
        calling transaction), so that a press holds the writer for no read."""
        async with self._db.read(f"reading partida {partida_id} before recording a hand", one=True) as conn:
            try:
                return await hand_context(conn, partida_id, hand_number)
            except NotFound:
                return None

    async def hand_context(self, partida_id: int, hand_number: int) -> HandContext:
        async with self._read(f"reading partida {partida_id} to record a hand") as conn:
            return await hand_context(conn, partida_id, hand_number)

    async def record_hand(self, hand: CountedHand, with_id: bool = True) -> int | None:
        """Write a counted hand; its id, read in the transaction when ``with_id``."""
        p = hand.context.partida
        async with self._db.write(f"recording hand {hand.hand_number} of partida {p.partida_id}") as conn:
            return await record_hand(conn, hand, with_id)

    async def finish(self, p: PartidaState, winner_pair: int, juegos: tuple[int, int], vacas: tuple[int, int],
                     at: str) -> None:
        async with self._db.write(f"finishing partida {p.partida_id}") as conn:
            await finish_partida(conn, p, winner_pair, juegos, vacas, at)

    async def counted(self, partida_id: int) -> bool:
        """Whether the league has counted the finished partida: its ratings are kept (every
        counted partida rates its players, in the transaction that counts it)."""
        async with self._read(f"reading whether partida {partida_id} is counted") as conn:
            row = await fetchone(conn, f"SELECT CASE WHEN {_RATED} THEN 1 ELSE 0 END FROM partidas p "
                                 "WHERE p.partida_id = ?", (partida_id,))
        return row is not None and bool(row[0])

    async def uncounted(self) -> list[tuple[int, int]]:
        """The finished partidas the league has not counted yet, (guild, partida) each, oldest
        first: their end was kept while counting them failed."""
        async with self._read("reading the partidas the league has not counted", one=True) as conn:
            rows = await fetchall(conn, "SELECT p.guild_id, p.partida_id FROM partidas p WHERE p.status = 'finished' "
                                  f"AND NOT {_RATED} ORDER BY p.finished_at, p.partida_id")
        return [(int(g), int(p)) for g, p in rows]

    async def reveal(self, partida_id: int, at: str) -> None:
        async with self._db.write(f"revealing the seed of partida {partida_id}") as conn:
            await reveal(conn, partida_id, at)

    async def abandon(self, partida_id: int, at: When = None) -> None:
        """An unfinished partida ends: its hands stay in the statistics, it is not rated."""
        async with self._db.write(f"abandoning partida {partida_id}") as conn:
            await abandon_partida(conn, partida_id, utc_text(at))
