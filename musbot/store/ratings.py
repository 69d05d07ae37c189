"""Players' ratings (``Ratings``): per server and season, and their history by partida.

The ratings themselves are worked out by ``league.ratings`` (openskill); the conservative
estimate ``mu - 3 sigma`` is kept beside them (``ordinal``) for the leaderboards to rank by.
"""

from __future__ import annotations

from collections.abc import Sequence

from .db import Connection, executemany, fetchall
from .models import ALL_TIME
from .repository import Repository

Skill = tuple[float, float]  # (mu, sigma)
# what a partida did to one player's rating: (player_id, before, after, the conservative estimate after)
RatingStep = tuple[int, Skill, Skill, float]


async def skills(conn: Connection, guild_id: int, season: int, player_ids: Sequence[int]) -> dict[int, Skill]:
    """The (mu, sigma) of the rated among these players (a season, or ALL_TIME)."""
    ids = sorted(set(player_ids))
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    rows = await fetchall(conn, f"SELECT player_id, mu, sigma FROM ratings WHERE guild_id = ? AND season = ? "
                          f"AND player_id IN ({marks})", (guild_id, season, *ids))
    return {r[0]: (r[1], r[2]) for r in rows}


class Ratings(Repository):
    async def skills(self, guild_id: int, season: int, player_ids: Sequence[int]) -> dict[int, Skill]:
        """The (mu, sigma) of the rated among these players (a season, or ALL_TIME)."""
        async with self._read("reading ratings") as conn:
            return await skills(conn, guild_id, season, player_ids)

    async def rate(self, guild_id: int, season: int, partida_id: int, steps: Sequence[RatingStep], at: str) -> None:
        """The partida's new ratings in one scope, each kept in the history with its partida."""
        async with self._db.write(f"rating partida {partida_id}") as conn:
            await executemany(conn, "INSERT INTO ratings (guild_id, season, player_id, mu, sigma, ordinal, partidas, updated_at) "
                              "VALUES (?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT (guild_id, season, player_id) DO UPDATE SET "
                              "mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal, "
                              "partidas = ratings.partidas + 1, updated_at = excluded.updated_at",
                              [(guild_id, season, pid, a[0], a[1], ordinal, at) for pid, _b, a, ordinal in steps])
            await executemany(conn, "INSERT INTO rating_history (player_id, season, partida_id, mu_before, sigma_before, mu, "
                              "sigma, ordinal, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                              [(pid, season, partida_id, b[0], b[1], a[0], a[1], ordinal, at) for pid, b, a, ordinal in steps])

    async def conservative(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, float]:
        """All-time mu - 3 sigma of Discord users on the server (the unrated are left out)."""
        users = sorted(set(user_ids))
        if not users:
            return {}
        marks = ",".join("?" * len(users))
        async with self._read("reading ratings") as conn:
            rows = await fetchall(conn, f"SELECT p.user_id, r.ordinal FROM players p JOIN ratings r ON r.player_id = p.player_id "
                                  f"AND r.guild_id = p.guild_id AND r.season = ? WHERE p.guild_id = ? AND p.user_id IN ({marks})",
                                  (ALL_TIME, guild_id, *users))
        return {int(r[0]): float(r[1]) for r in rows}
