"""Who holds which logro: awarded when a partida ends, listed per player, rebuilt on demand.

The logros themselves are defined in ``achievements.py`` (pure). Here: the seats' history
before a partida (``SeatHistory``), the ``achievements`` rows (one per player and logro, with
where it was first earned and how many times), and ``Recount``, which plays every finished
partida again in the order they ended, for ``musbot db achievements --recompute``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from musbot.engine import Rules

from . import achievements, fairplay
from .db import Connection, execute, executemany, fetchall, fetchone
from .history_models import Achievement, PartidaLog
from .models import Earned, Player
from .replayed import Diverged, PlayedHand, play_again
from .stats import pair_key

log = logging.getLogger(__name__)

_ORDER = {key: i for i, key in enumerate(achievements.ACHIEVEMENTS)}
Found = dict[tuple[int, str], tuple[int, int | None]]


def played_hands(record: PartidaLog) -> list[PlayedHand]:
    """The partida's hands played again; none when its log does not play (a table written by
    hand or by a test): then only the logros of the partida as a whole are found."""
    try:
        return list(play_again(record.rules, record.seed, record.first_mano, record.shuffle, record.log))
    except Diverged as exc:
        log.warning("partida %s: its log does not play again (%s); logros of its hands skipped", record.partida_id, exc)
        return []


def find(record: PartidaLog, history: Sequence[achievements.SeatHistory]) -> Found:
    assert record.winner_pair is not None
    return achievements.earned(played_hands(record), Rules.from_dict(record.rules), record.winner_pair, history)


async def seat_history(conn: Connection, record: PartidaLog) -> list[achievements.SeatHistory]:
    """Each seat's player before this partida: every other finished partida ended earlier."""
    out = []
    for seat, player in enumerate(record.seats):
        partner = record.seats[(seat + 2) % 4]
        wins = await fetchone(conn, "SELECT COUNT(*) FROM partida_players pp JOIN partidas p USING (partida_id) "
                              "WHERE pp.player_id = ? AND pp.won = 1 AND p.status = 'finished' AND pp.partida_id != ?",
                              (player.player_id, record.partida_id))
        lo, hi = pair_key(player.player_id, partner.player_id)
        together = await fetchone(conn, "SELECT COUNT(*) FROM partida_pairs WHERE guild_id = ? AND player_lo = ? "
                                  "AND player_hi = ? AND partida_id != ?", (record.guild_id, lo, hi, record.partida_id))
        out.append(achievements.SeatHistory(not player.is_ai, int(wins[0]) if wins else 0,
                                            not partner.is_ai and partner.player_id != player.player_id,
                                            int(together[0]) if together else 0))
    return out


async def after_partida(conn: Connection, partida_id: int, at: str) -> tuple[Earned, ...]:
    """Award the logros of a partida that has just been won (inside its transaction)."""
    record = await fairplay.load_partida_log(conn, partida_id, need_log=False)
    found = find(record, await seat_history(conn, record))
    if not found:
        return ()
    ids = sorted({record.seats[seat].player_id for seat, _key in found})
    marks = ",".join("?" * len(ids))
    held = {(r[0], r[1]): int(r[2]) for r in await fetchall(
        conn, f"SELECT player_id, achievement, times FROM achievements WHERE player_id IN ({marks})", ids)}
    rows, earned = [], []
    for (seat, key), (times, hand) in sorted(found.items(), key=lambda kv: (kv[0][0], _ORDER[kv[0][1]])):
        player = record.seats[seat]
        before = held.get((player.player_id, key), 0)
        rows.append((record.guild_id, player.player_id, key, times, partida_id, hand, at))
        earned.append(Earned(player, key, times, before == 0, hand, before + times))
    await executemany(conn, "INSERT INTO achievements (guild_id, player_id, achievement, times, partida_id, hand_number, earned_at) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, achievement) DO UPDATE SET "
                      "times = achievements.times + excluded.times", rows)
    return tuple(earned)


async def of_player(conn: Connection, player_id: int) -> list[Achievement]:
    rows = await fetchall(conn, "SELECT achievement, times, partida_id, hand_number, earned_at FROM achievements "
                          "WHERE player_id = ?", (player_id,))
    out = [Achievement(*r) for r in rows if r[0] in _ORDER]
    out.sort(key=lambda a: _ORDER[a.key])
    return out


# ---------------------------------------------------------------------- recompute
async def finished_partidas(conn: Connection, guild_id: int | None) -> list[int]:
    """Finished partidas in the order they ended."""
    where, params = ("", []) if guild_id is None else (" AND guild_id = ?", [guild_id])
    rows = await fetchall(conn, f"SELECT partida_id FROM partidas WHERE status = 'finished'{where} "
                          "ORDER BY finished_at, partida_id", params)
    return [r[0] for r in rows]


@dataclass
class _Held:
    times: int
    partida_id: int
    hand_number: int | None
    at: str


@dataclass
class Recount:
    """The logros of every finished partida, played again in the order they ended."""

    wins: dict[int, int] = field(default_factory=dict)  # player -> partidas won so far
    together: dict[tuple[int, int], int] = field(default_factory=dict)  # pair -> partidas so far
    held: dict[tuple[int, int, str], _Held] = field(default_factory=dict)  # (guild, player, key)
    partidas: int = 0
    skipped: list[int] = field(default_factory=list)  # partidas whose log does not play

    def history(self, seats: Sequence[Player]) -> list[achievements.SeatHistory]:
        out = []
        for seat, player in enumerate(seats):
            partner = seats[(seat + 2) % 4]
            out.append(achievements.SeatHistory(
                not player.is_ai, self.wins.get(player.player_id, 0),
                not partner.is_ai and partner.player_id != player.player_id,
                self.together.get(pair_key(player.player_id, partner.player_id), 0)))
        return out

    def add(self, record: PartidaLog) -> None:
        assert record.winner_pair is not None
        hands = played_hands(record)
        if not hands:
            self.skipped.append(record.partida_id)
        found = achievements.earned(hands, Rules.from_dict(record.rules), record.winner_pair, self.history(record.seats))
        at = record.finished_at or ""
        for (seat, key), (times, hand) in found.items():
            k = (record.guild_id, record.seats[seat].player_id, key)
            held = self.held.get(k)
            if held is None:
                self.held[k] = _Held(times, record.partida_id, hand, at)
            else:
                held.times += times
        seats = record.seats
        for seat in {s for s in range(4) if s % 2 == record.winner_pair}:
            pid = seats[seat].player_id
            if seat < 2 or pid != seats[seat - 2].player_id:
                self.wins[pid] = self.wins.get(pid, 0) + 1
        for pair in (0, 1):
            key2 = pair_key(seats[pair].player_id, seats[pair + 2].player_id)
            self.together[key2] = self.together.get(key2, 0) + 1
        self.partidas += 1


async def replace_all(conn: Connection, guild_id: int | None, recount: Recount) -> int:
    """Put the recount in place of the stored logros (of one server, or all); returns rows."""
    if guild_id is None:
        await execute(conn, "DELETE FROM achievements")
    else:
        await execute(conn, "DELETE FROM achievements WHERE guild_id = ?", (guild_id,))
    rows = [(g, pid, key, h.times, h.partida_id, h.hand_number, h.at) for (g, pid, key), h in sorted(recount.held.items())]
    await executemany(conn, "INSERT INTO achievements (guild_id, player_id, achievement, times, partida_id, hand_number, earned_at) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    return len(rows)
