"""Who holds which logro (``Achievements``; migration 0005): one row per player and logro, with
where it was first earned and how many times. Which logros a partida gives is
``league.achievements``; awarding and rebuilding them, ``league.awards``."""

from __future__ import annotations

from collections.abc import Sequence

from .db import execute, executemany, fetchall, fetchone
from .guilds import PlayerRef, resolve_player
from .history_models import Achievement
from .repository import Repository
from .stats import pair_key

# a logro held: (guild, player, key, times, the partida and hand it was first earned in, when)
HeldRow = tuple[int, int, str, int, int, int | None, str]


class Achievements(Repository):
    async def before(self, guild_id: int, partida_id: int, seats: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """For each seat's (player, partner): the player's partidas won and the partidas the two
        played together, in every other finished partida (those that ended before it)."""
        out = []
        async with self._read(f"reading the history before partida {partida_id}") as conn:
            for player, partner in seats:
                wins = await fetchone(conn, "SELECT COUNT(*) FROM partida_players pp JOIN partidas p USING (partida_id) "
                                      "WHERE pp.player_id = ? AND pp.won = 1 AND p.status = 'finished' AND pp.partida_id != ?",
                                      (player, partida_id))
                lo, hi = pair_key(player, partner)
                together = await fetchone(conn, "SELECT COUNT(*) FROM partida_pairs WHERE guild_id = ? AND player_lo = ? "
                                          "AND player_hi = ? AND partida_id != ?", (guild_id, lo, hi, partida_id))
                out.append((int(wins[0]) if wins else 0, int(together[0]) if together else 0))
        return out

    async def times(self, player_ids: Sequence[int]) -> dict[tuple[int, str], int]:
        """(player, logro) -> how many times held, of these players."""
        ids = sorted(set(player_ids))
        marks = ",".join("?" * len(ids))
        async with self._read("reading logros") as conn:
            rows = await fetchall(conn, f"SELECT player_id, achievement, times FROM achievements WHERE player_id IN ({marks})",
                                  ids)
        return {(r[0], r[1]): int(r[2]) for r in rows}

    async def award(self, rows: Sequence[HeldRow]) -> None:
        """Logros earned in a partida: added to those held (a new one is first earned there)."""
        async with self._db.write("awarding logros") as conn:
            await executemany(conn, "INSERT INTO achievements (guild_id, player_id, achievement, times, partida_id, "
                              "hand_number, earned_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, achievement) "
                              "DO UPDATE SET times = achievements.times + excluded.times", rows)

    async def of_player(self, guild_id: int, who: PlayerRef) -> list[Achievement]:
        """The logros a player holds (``NotFound`` for a person who never played here)."""
        async with self._read("reading logros") as conn:
            player = await resolve_player(conn, guild_id, who)
            rows = await fetchall(conn, "SELECT achievement, times, partida_id, hand_number, earned_at FROM achievements "
                                  "WHERE player_id = ?", (player.player_id,))
        return [Achievement(*r) for r in rows]

    async def finished_partidas(self, guild_id: int | None) -> list[int]:
        """Finished partidas (of one server, or all) in the order they ended."""
        where, params = ("", []) if guild_id is None else (" AND guild_id = ?", [guild_id])
        async with self._read("listing finished partidas") as conn:
            rows = await fetchall(conn, f"SELECT partida_id FROM partidas WHERE status = 'finished'{where} "
                                  "ORDER BY finished_at, partida_id", params)
        return [r[0] for r in rows]

    async def replace_all(self, guild_id: int | None, rows: Sequence[HeldRow]) -> int:
        """Put these in place of the stored logros (of one server, or all); returns rows."""
        async with self._db.write("rebuilding logros") as conn:
            if guild_id is None:
                await execute(conn, "DELETE FROM achievements")
            else:
                await execute(conn, "DELETE FROM achievements WHERE guild_id = ?", (guild_id,))
            await executemany(conn, "INSERT INTO achievements (guild_id, player_id, achievement, times, partida_id, "
                              "hand_number, earned_at) VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        return len(rows)
