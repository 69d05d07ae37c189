"""Partidas, juegos and hands as they finish, and the league counters they move."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from . import awards, fairplay, guilds, msst, ratings, stats, tables
from .db import Connection, defer, execute, executemany, fetchone
from .errors import InvalidState, NotFound
from .facts import SEAT_COUNTERS, HandFacts
from .models import ALL_TIME, HandRecord, MsstChange, PartidaResult, Player, RatingChange, SeatSpec


@dataclass(frozen=True, slots=True)
class PartidaState:
    partida_id: int
    guild_id: int
    season: int
    status: str
    has_ai: bool
    juegos: list[int]
    vacas: list[int]
    seat_players: list[int]


# A partida and its four players in one statement (``p`` is the partida): what
# ``load_partida`` reads, and the first columns of what recording a hand reads.
_PARTIDA = (
    "SELECT p.guild_id, p.season, p.status, p.has_ai, p.juegos0, p.juegos1, p.vacas0, p.vacas1"
    + "".join(f", (SELECT player_id FROM partida_players WHERE partida_id = p.partida_id AND seat = {seat})"
              for seat in range(4))
)
_PARTIDA_COLUMNS = 12


def _partida_state(partida_id: int, row: Sequence[Any]) -> PartidaState:
    gid, season, status, has_ai, j0, j1, v0, v1, *seats = row[:_PARTIDA_COLUMNS]
    return PartidaState(partida_id, gid, season, status, bool(has_ai), [j0, j1], [v0, v1],
                        [s for s in seats if s is not None])


async def load_partida(conn: Connection, partida_id: int) -> PartidaState:
    row = await fetchone(conn, f"{_PARTIDA} FROM partidas p WHERE p.partida_id = ?", (partida_id,))
    if row is None:
        raise NotFound(f"there is no partida {partida_id}")
    return _partida_state(partida_id, row)


async def start_partida(conn: Connection, table_id: int, at: str,
                        seats: Sequence[SeatSpec | dict[str, Any]] | None = None) -> int:
    if seats is not None:
        if len(seats) != 4:
            raise ValueError("a partida has four seats")
        await tables.set_seats(conn, table_id, dict(enumerate(seats)), at)
    table = await tables.get_table(conn, table_id, with_actions=False)
    if table.status not in tables.OPEN_STATUSES:
        raise InvalidState(f"table {table_id} is {table.status}: it cannot start a partida")
    if table.partida_id is not None:
        raise InvalidState(f"table {table_id} is already playing partida {table.partida_id}")
    if any(s is None for s in table.seats):
        raise InvalidState(f"table {table_id} has empty seats: a partida needs four players")
    players = [s.player for s in table.seats if s is not None]
    season = await guilds.current_season(conn, table.guild_id)
    partida_id = await execute(conn, "INSERT INTO partidas (guild_id, table_id, season, rules, has_ai, started_at) VALUES (?, ?, ?, ?, ?, ?)",
                               (table.guild_id, table_id, season, json.dumps(table.rules, sort_keys=True),
                                int(any(p.is_ai for p in players)), at))
    assert partida_id is not None
    await executemany(conn, "INSERT INTO partida_players (partida_id, seat, pair, player_id) VALUES (?, ?, ?, ?)",
                      [(partida_id, seat, seat % 2, p.player_id) for seat, p in enumerate(players)])
    await fairplay.commit(conn, partida_id, table.seed, table.shuffle, table.first_mano, players)
    await tables.set_status(conn, table_id, "playing", at)
    return partida_id


def _cards_text(cards: Any) -> str | None:
    if cards is None:
        return None
    if isinstance(cards, str):
        return cards
    return " ".join(str(c) for c in cards)


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


async def record_hand(conn: Connection, partida_id: int, hand_number: int, mano: int,
                      hands: Sequence[Any] | None, facts: HandFacts, at: str,
                      context: HandContext | None = None, with_id: bool = True) -> HandRecord:
    """The hand and everything it moves. ``context``: read before the transaction (else read in
    it, one trip); ``with_id``: read the new hand's id in the transaction (one more trip),
    else the record's ``hand_id`` is None and every write is sent with the COMMIT."""
    c = context if context is not None else await hand_context(conn, partida_id, hand_number)
    p, prev = replace(c.partida, juegos=list(c.partida.juegos), vacas=list(c.partida.vacas)), c.juego_so_far
    if p.status != "playing":
        raise InvalidState(f"partida {partida_id} is {p.status}: no more hands can be recorded")
    if mano not in range(4):
        raise ValueError(f"bad mano {mano!r}: seats are 0-3")
    cards = list(hands) if hands is not None else [None] * 4
    if len(cards) != 4:
        raise ValueError("hands: the four seats' cards, or None")
    if c.recorded:
        raise InvalidState(f"partida {partida_id} already has hand {hand_number}")
    juego_number = p.juegos[0] + p.juegos[1] + 1
    score = (prev[0] + facts.points[0], prev[1] + facts.points[1])
    winner = facts.winner_pair

    async def changed() -> None:
        raise InvalidState(f"partida {partida_id} changed while its hand {hand_number} was being recorded")

    await defer(conn, _INSERT_HAND,
                (partida_id, hand_number, juego_number, mano, *(_cards_text(c) for c in cards),
                 facts.points[0], facts.points[1], *score, winner, int(facts.ordago_pair is not None), at,
                 partida_id, *p.juegos, *p.vacas, partida_id, hand_number, partida_id, juego_number, prev[2]),
                expect=1, refused=changed)
    await executemany(conn, f"INSERT INTO count_lines (hand_id, line, lance, pair, points, why, seat) "
                      f"VALUES ({_HAND_ID}, ?, ?, ?, ?, ?, ?)",
                      [(partida_id, hand_number, i, *line) for i, line in enumerate(facts.lines)])
    seat_rows = [stats.seat_deltas(facts, seat) for seat in range(4)]
    fact_cols = ("won", "points", *stats.LANCE_COUNTERS, *SEAT_COUNTERS)
    await executemany(conn, f"INSERT INTO hand_seats (hand_id, seat, player_id, {', '.join(fact_cols)}) "
                      f"VALUES ({_HAND_ID}, {', '.join('?' * (2 + len(fact_cols)))})",
                      [(partida_id, hand_number, seat, p.seat_players[seat], d["hands_won"], *(d[c] for c in fact_cols[1:]))
                       for seat, d in enumerate(seat_rows)])
    juego_won = facts.juego_won
    if juego_won is not None:
        for seat, d in enumerate(seat_rows):
            d["juegos"] = 1
            d["juegos_won"] = int(seat % 2 == juego_won)
        await defer(conn, "INSERT INTO juegos (partida_id, juego_number, vaca_number, winner_pair, score0, score1, hands, by_ordago, finished_at) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                      (partida_id, juego_number, p.vacas[0] + p.vacas[1] + 1, juego_won, *score, prev[2] + 1,
                       int(facts.ordago_pair is not None), at))
        p.juegos[juego_won] += 1
        if facts.vaca_won is not None:
            p.vacas[facts.vaca_won] += 1
    await _bump(conn, p, seat_rows)
    await defer(conn, "UPDATE partidas SET hands = hands + 1, juegos0 = ?, juegos1 = ?, vacas0 = ?, vacas1 = ? WHERE partida_id = ?",
                  (*p.juegos, *p.vacas, partida_id))
    hand_id = None
    if with_id:
        row = await fetchone(conn, "SELECT hand_id FROM hands WHERE partida_id = ? AND hand_number = ?", (partida_id, hand_number))
        assert row is not None
        hand_id = int(row[0])
    return HandRecord(hand_id, partida_id, hand_number, juego_number, (facts.points[0], facts.points[1]), score, winner,
                      juego_won, facts.vaca_won, facts.partida_won)


async def _bump(conn: Connection, p: PartidaState, seat_rows: list[dict[str, int]]) -> None:
    """Add per-seat increments to the player and pair counters of the season and all time."""
    by_player: dict[int, list[dict[str, int]]] = {}
    for seat, d in enumerate(seat_rows):
        by_player.setdefault(p.seat_players[seat], []).append(d)
    player_deltas = {pid: stats.combine(ds) for pid, ds in by_player.items()}
    pair_deltas = {}
    for pair in (0, 1):
        key = stats.pair_key(p.seat_players[pair], p.seat_players[pair + 2])
        d = seat_rows[pair]
        pair_deltas[key] = {c: d.get(c, 0) for c in stats.PAIR_COUNTERS}
    scopes = (p.season, ALL_TIME)
    await stats.bump_players(conn, p.guild_id, scopes, player_deltas)
    await stats.bump_pairs(conn, p.guild_id, scopes, pair_deltas)


async def finish_partida(conn: Connection, partida_id: int, winner_pair: int, at: str,
                         juegos: tuple[int, int] | None = None, vacas: tuple[int, int] | None = None) -> PartidaResult:
    if winner_pair not in (0, 1):
        raise ValueError("winner_pair is 0 or 1")
    p = await load_partida(conn, partida_id)
    if p.status != "playing":
        raise InvalidState(f"partida {partida_id} is already {p.status}")
    j = list(juegos) if juegos is not None else p.juegos
    v = list(vacas) if vacas is not None else p.vacas
    # answers nobody reads: sent with the next statement that answers (a trip fewer each
    # while the writer is held)
    await defer(conn, "UPDATE partidas SET status = 'finished', winner_pair = ?, finished_at = ?, juegos0 = ?, juegos1 = ?, "
                "vacas0 = ?, vacas1 = ? WHERE partida_id = ?", (winner_pair, at, *j, *v, partida_id))
    await defer(conn, "UPDATE partida_players SET won = CASE WHEN pair = ? THEN 1 ELSE 0 END WHERE partida_id = ?",
                (winner_pair, partida_id))
    pairs = []
    for pair in (0, 1):
        lo, hi = stats.pair_key(p.seat_players[pair], p.seat_players[pair + 2])
        pairs.append((partida_id, pair, p.guild_id, p.season, lo, hi, int(pair == winner_pair), j[pair], j[1 - pair]))
    await executemany(conn, "INSERT INTO partida_pairs (partida_id, pair, guild_id, season, player_lo, player_hi, won, "
                      "juegos_won, juegos_lost) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", pairs)
    seat_rows = [{"partidas": 1, "partidas_won": int(seat % 2 == winner_pair)} for seat in range(4)]
    await _bump(conn, p, seat_rows)

    people = await guilds.players_by_id(conn, p.seat_players)
    rating_changes: list[RatingChange] = []
    for scope in (p.season, ALL_TIME):
        for pid, before, after in await ratings.update_after_partida(conn, p.guild_id, scope, partida_id, p.seat_players, winner_pair, at):
            rating_changes.append(RatingChange(people[pid], scope, before[0], before[1], after[0], after[1]))
    msst_changes: list[MsstChange] = []
    if not p.has_ai:
        changes = await msst.catch_up(conn, p.guild_id, at)
        changes += await msst.after_partida(conn, p.guild_id, partida_id, p.seat_players, (j[0], j[1]), at)
        more = await guilds.players_by_id(conn, [c.player_id for c in changes])
        people_all: dict[int, Player] = {**people, **more}
        msst_changes = [MsstChange(people_all[c.player_id], c.kind, c.before, c.after) for c in changes]
    await fairplay.reveal(conn, partida_id, at)
    earned = await awards.after_partida(conn, partida_id, at)
    return PartidaResult(partida_id, winner_pair, (j[0], j[1]), (v[0], v[1]), tuple(rating_changes), tuple(msst_changes),
                         earned)


async def abandon_partida(conn: Connection, partida_id: int, at: str) -> None:
    """An unfinished partida: its hands stay in the statistics, it is not rated."""
    p = await load_partida(conn, partida_id)
    if p.status != "playing":
        raise InvalidState(f"partida {partida_id} is already {p.status}")
    await execute(conn, "UPDATE partidas SET status = 'abandoned', finished_at = ? WHERE partida_id = ?", (at, partida_id))
    await fairplay.reveal(conn, partida_id, at)
