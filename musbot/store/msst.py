"""The MSST's values, months and history per server (``Msst``; migrations 0001 and 0004).

Values are integers in hundredths (``100`` = 1.00, ``START``): a player is listed above it.
What moves them (the seed's sections 4-7, a month's or a tournament's Turnier, the decay) is
``league.msst``; each change is kept in ``msst_history`` with its kind and, for section 6,
its partida. ``msst_state`` holds the month a server's values have been brought up to.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from . import guilds
from .db import Connection, execute, executemany, fetchall, fetchone
from .models import MsstRow
from .repository import Repository

START = 100  # 1.00: a new player's value, and the lowest one


@dataclass(frozen=True, slots=True)
class Change:
    player_id: int
    kind: str  # satz, turnier, decay
    before: int
    after: int


async def value_of(conn: Connection, guild_id: int, player_id: int) -> int | None:
    """The player's value when listed (above 1.00), else None."""
    row = await fetchone(conn, "SELECT value FROM msst_values WHERE guild_id = ? AND player_id = ?", (guild_id, player_id))
    return int(row[0]) if row and row[0] > START else None


class Msst(Repository):
    async def month(self, guild_id: int) -> str | None:
        """The month (``YYYY-MM``) the server's values have been brought up to, None before
        its first MSST partida."""
        async with self._read("reading the MSST") as conn:
            row = await fetchone(conn, "SELECT month FROM msst_state WHERE guild_id = ?", (guild_id,))
        return None if row is None else str(row[0])

    async def hold_month(self, guild_id: int) -> str | None:
        """``month``, with the server's row locked first: on PostgreSQL another process bringing
        the same server up to date waits here, then sees the months already scored (never
        scored twice)."""
        async with self._db.write("updating the MSST") as conn:
            await execute(conn, "UPDATE msst_state SET month = month WHERE guild_id = ?", (guild_id,))
            row = await fetchone(conn, "SELECT month FROM msst_state WHERE guild_id = ?", (guild_id,))
        return None if row is None else str(row[0])

    async def begin(self, guild_id: int, month: str) -> None:
        async with self._db.write("updating the MSST") as conn:
            await execute(conn, "INSERT INTO msst_state (guild_id, month) VALUES (?, ?)", (guild_id, month))

    async def set_month(self, guild_id: int, month: str) -> None:
        async with self._db.write("updating the MSST") as conn:
            await execute(conn, "UPDATE msst_state SET month = ? WHERE guild_id = ?", (month, guild_id))

    async def values(self, guild_id: int, player_ids: Iterable[int]) -> dict[int, int]:
        """These players' values (``START`` for one not listed)."""
        ids = sorted(set(player_ids))
        marks = ",".join("?" * len(ids))
        async with self._read("reading the MSST") as conn:
            rows = await fetchall(conn, f"SELECT player_id, value FROM msst_values WHERE guild_id = ? AND player_id IN ({marks})",
                                  (guild_id, *ids))
        out = dict.fromkeys(ids, START)
        out.update({r[0]: r[1] for r in rows})
        return out

    async def listed(self, guild_id: int) -> dict[int, int]:
        """The values above 1.00 (player_id -> value)."""
        async with self._read("reading the MSST") as conn:
            rows = await fetchall(conn, "SELECT player_id, value FROM msst_values WHERE guild_id = ? AND value > ?",
                                  (guild_id, START))
        return {r[0]: r[1] for r in rows}

    async def month_records(self, guild_id: int, month: str, next_month: str) -> list[tuple[int, int, int, int]]:
        """Each human's record in the month's finished partidas without computer players,
        tournaments' partidas left out (those reported from a real table too): (player, partidas won, lost, juegos won minus lost)."""
        async with self._read("reading the MSST") as conn:
            rows = await fetchall(
                conn, "SELECT pp.player_id, SUM(pp.won), COUNT(*) - SUM(pp.won), "
                "SUM(CASE pp.pair WHEN 0 THEN p.juegos0 ELSE p.juegos1 END) - SUM(CASE pp.pair WHEN 0 THEN p.juegos1 ELSE p.juegos0 END) "
                "FROM partidas p JOIN partida_players pp USING (partida_id) "
                "WHERE p.guild_id = ? AND p.status = 'finished' AND p.has_ai = 0 AND p.finished_at >= ? AND p.finished_at < ? "
                "AND p.reported = 0 AND NOT EXISTS (SELECT 1 FROM tournament_partidas tp WHERE tp.table_id = p.table_id) "
                "GROUP BY pp.player_id", (guild_id, f"{month}-01", f"{next_month}-01"))
        return [(r[0], r[1], r[2], r[3]) for r in rows]

    async def keep_month(self, guild_id: int, month: str, participants: int, average: int, value: int | None,
                         at: str) -> None:
        """A month's tournament (its Turnierwert: None when it was not official), once."""
        async with self._db.write("updating the MSST") as conn:
            await execute(conn, "INSERT INTO msst_tournaments (guild_id, month, participants, average, value, evaluated_at) "
                          "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, month) DO NOTHING",
                          (guild_id, month, participants, average, value, at))

    async def keep_turnier(self, tournament_id: int, guild_id: int, participants: int, average: int,
                           value: int | None, at: str) -> None:
        """A tournament's Turnier, once."""
        async with self._db.write("scoring a tournament in the MSST") as conn:
            await execute(conn, "INSERT INTO msst_turniere (tournament_id, guild_id, participants, average, value, evaluated_at) "
                          "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tournament_id) DO NOTHING",
                          (tournament_id, guild_id, participants, average, value, at))

    async def enter(self, guild_id: int, player_ids: Iterable[int], at: str) -> None:
        """Players not listed yet get their row at ``START``."""
        async with self._db.write("updating the MSST") as conn:
            await executemany(conn, "INSERT INTO msst_values (guild_id, player_id, value, updated_at) VALUES (?, ?, ?, ?) "
                              "ON CONFLICT DO NOTHING", [(guild_id, pid, START, at) for pid in sorted(set(player_ids))])

    async def apply(self, guild_id: int, month: str, changes: Sequence[Change], at: str,
                    partida_id: int | None = None) -> None:
        """The new values, and each change in the history."""
        async with self._db.write("updating the MSST") as conn:
            await executemany(conn, "INSERT INTO msst_values (guild_id, player_id, value, updated_at) VALUES (?, ?, ?, ?) "
                              "ON CONFLICT (guild_id, player_id) DO UPDATE SET value = excluded.value, "
                              "updated_at = excluded.updated_at",
                              [(guild_id, c.player_id, c.after, at) for c in changes])
            await executemany(conn, "INSERT INTO msst_history (guild_id, player_id, month, kind, delta, value, partida_id, at) "
                              "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                              [(guild_id, c.player_id, month, c.kind, c.after - c.before, c.after, partida_id, at)
                               for c in changes])

    async def satz_of(self, guild_id: int, partida_ids: Sequence[int]) -> dict[int, int]:
        """What these partidas' Satzgewinn gave each player (section 6), in hundredths."""
        ids = sorted(set(partida_ids))
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        async with self._read("reading the MSST") as conn:
            rows = await fetchall(conn, f"SELECT player_id, SUM(delta) FROM msst_history WHERE guild_id = ? AND kind = 'satz' "
                                  f"AND partida_id IN ({marks}) GROUP BY player_id", (guild_id, *ids))
        return {int(r[0]): int(r[1]) for r in rows if r[1]}

    async def table(self, guild_id: int, limit: int) -> list[MsstRow]:
        """The listed players (value > 1.00, humans), best first."""
        async with self._read("reading the MSST") as conn:
            rows = await fetchall(conn, "SELECT v.player_id, v.value FROM msst_values v JOIN players p USING (player_id) "
                                  "WHERE v.guild_id = ? AND v.value > ? AND p.is_ai = 0 ORDER BY v.value DESC, v.player_id LIMIT ?",
                                  (guild_id, START, limit))
            people = await guilds.players_by_id(conn, [r[0] for r in rows])
        return [MsstRow(i, people[pid], value) for i, (pid, value) in enumerate(rows, start=1)]
