"""Players' ratings (``Ratings``): per server and season, and their history by partida.

The ratings themselves are worked out by ``league.ratings`` (openskill); the conservative
estimate ``mu - 3 sigma`` is kept beside them (``ordinal``) for the leaderboards to rank by.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .db import Connection, execute, executemany, fetchall
from .models import ALL_TIME
from .repository import Repository

Skill = tuple[float, float]  # (mu, sigma)
# what a partida did to one player's rating: (player_id, before, after, the conservative estimate after)
RatingStep = tuple[int, Skill, Skill, float]


@dataclass(frozen=True, slots=True)
class RatedPartida:
    """A partida as it was rated in one scope: its players by seat, who won, when, and each
    player's rating before it."""

    partida_id: int
    seat_players: tuple[int, ...]
    winner_pair: int
    at: str
    before: Mapping[int, Skill]


# The finished partidas of a server (of one season, or all of them: ALL_TIME) rated at or after
# partida ``?`` (partidas are rated as they end: by finished_at, then id)
_SINCE = ("JOIN partidas x ON x.partida_id = ? WHERE p.guild_id = ? AND p.status = 'finished' "
          "AND (? = 0 OR p.season = ?) AND (p.finished_at > x.finished_at "
          "OR (p.finished_at = x.finished_at AND p.partida_id >= x.partida_id))")


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

    async def since(self, guild_id: int, season: int, partida_id: int) -> list[RatedPartida]:
        """The partidas rated in one scope from ``partida_id`` on (itself included), in the
        order they were rated, each with its players' ratings before it."""
        args = (partida_id, guild_id, season, season)
        async with self._read("reading ratings") as conn:
            rows = await fetchall(conn, f"SELECT p.partida_id, p.winner_pair, p.finished_at FROM partidas p {_SINCE} "
                                  "ORDER BY p.finished_at, p.partida_id", args)
            seats = await fetchall(conn, "SELECT pp.partida_id, pp.seat, pp.player_id FROM partidas p "
                                   f"JOIN partida_players pp ON pp.partida_id = p.partida_id {_SINCE}", args)
            history = await fetchall(conn, "SELECT h.partida_id, h.player_id, h.mu_before, h.sigma_before FROM partidas p "
                                     f"JOIN rating_history h ON h.partida_id = p.partida_id {_SINCE} AND h.season = ?",
                                     (*args, season))
        by_seat: dict[int, dict[int, int]] = {}
        for pid, seat, player in seats:
            by_seat.setdefault(pid, {})[seat] = player
        before: dict[int, dict[int, Skill]] = {}
        for pid, player, mu, sigma in history:
            before.setdefault(pid, {})[player] = (mu, sigma)
        return [RatedPartida(pid, tuple(by_seat[pid][k] for k in sorted(by_seat[pid])), int(winner), at,
                             before.get(pid, {})) for pid, winner, at in rows]

    async def rewrite(self, guild_id: int, season: int, steps: Sequence[tuple[int, Sequence[RatingStep]]],
                      ratings: Mapping[int, tuple[Skill, float, int]], at: str) -> None:
        """Partidas rated again in one scope: each one's steps (``steps``: partida, its steps)
        in the history, and each player's rating now (``ratings``: player -> (mu, sigma), the
        conservative estimate, partidas fewer than before); a player left with no partida in
        the scope is no longer rated in it."""
        async with self._db.write("rating partidas again") as conn:
            await executemany(conn, "UPDATE rating_history SET mu_before = ?, sigma_before = ?, mu = ?, sigma = ?, "
                              "ordinal = ? WHERE player_id = ? AND season = ? AND partida_id = ?",
                              [(b[0], b[1], a[0], a[1], ordinal, pid, season, partida_id)
                               for partida_id, partida_steps in steps for pid, b, a, ordinal in partida_steps])
            await executemany(conn, "UPDATE ratings SET mu = ?, sigma = ?, ordinal = ?, partidas = partidas - ?, "
                              "updated_at = ? WHERE guild_id = ? AND season = ? AND player_id = ?",
                              [(skill[0], skill[1], ordinal, fewer, at, guild_id, season, pid)
                               for pid, (skill, ordinal, fewer) in sorted(ratings.items())])
            await execute(conn, "DELETE FROM ratings WHERE guild_id = ? AND season = ? AND partidas <= 0",
                          (guild_id, season))

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
