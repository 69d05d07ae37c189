"""2-against-2 skill ratings with openskill (Plackett-Luce: teams and uncertainty).

Each finished partida rates its two pairs as teams, winners ranked first. Every player has a
rating per season and one for all time (season 0): a new season starts everyone afresh at
openskill's default (mu 25, sigma 25/3), while the all-time rating carries on. Leaderboards
rank by the conservative estimate ``mu - 3 sigma`` (openskill's ``ordinal``): a player has to
play to climb, and a lucky newcomer does not top the table.

Computer players are rated like anyone (their strength moves their partners' and rivals'
ratings the right way) but the leaderboards leave them out. A computer player holding two
seats of a partida is updated once, from its first seat.

Every change is kept in ``rating_history`` with its partida, so the bot can draw a player's
rating over time.
"""

from __future__ import annotations

from collections.abc import Sequence

from openskill.models import PlackettLuce

from .db import Connection, executemany, fetchall

_MODEL = PlackettLuce()
MU: float = _MODEL.mu
SIGMA: float = _MODEL.sigma
Z = 3.0

Skill = tuple[float, float]  # (mu, sigma)


def conservative(mu: float, sigma: float) -> float:
    return mu - Z * sigma


def rate_2v2(pair0: Sequence[Skill], pair1: Sequence[Skill], winner_pair: int) -> tuple[list[Skill], list[Skill]]:
    """New (mu, sigma) of both pairs' players after a partida won by ``winner_pair``."""
    if winner_pair not in (0, 1):
        raise ValueError("winner_pair is 0 or 1")
    teams = [[_MODEL.rating(mu=m, sigma=s) for m, s in pair] for pair in (pair0, pair1)]
    ranks: list[float] = [0.0, 1.0] if winner_pair == 0 else [1.0, 0.0]
    out = _MODEL.rate(teams, ranks=ranks)
    return [(r.mu, r.sigma) for r in out[0]], [(r.mu, r.sigma) for r in out[1]]


async def update_after_partida(conn: Connection, guild_id: int, season: int, partida_id: int,
                               seat_players: Sequence[int], winner_pair: int, at: str) -> list[tuple[int, Skill, Skill]]:
    """Rate the partida in one scope (a season or ALL_TIME); returns (player, before, after)."""
    ids = sorted(set(seat_players))
    marks = ",".join("?" * len(ids))
    rows = await fetchall(conn, f"SELECT player_id, mu, sigma FROM ratings WHERE guild_id = ? AND season = ? AND player_id IN ({marks})",
                          (guild_id, season, *ids))
    current: dict[int, Skill] = {pid: (MU, SIGMA) for pid in ids}
    current.update({r[0]: (r[1], r[2]) for r in rows})
    pair0 = [current[seat_players[0]], current[seat_players[2]]]
    pair1 = [current[seat_players[1]], current[seat_players[3]]]
    new0, new1 = rate_2v2(pair0, pair1, winner_pair)
    by_seat = [new0[0], new1[0], new0[1], new1[1]]
    changes: list[tuple[int, Skill, Skill]] = []
    seen: set[int] = set()
    for seat, pid in enumerate(seat_players):
        if pid in seen:
            continue
        seen.add(pid)
        changes.append((pid, current[pid], by_seat[seat]))
    await executemany(conn, "INSERT INTO ratings (guild_id, season, player_id, mu, sigma, ordinal, partidas, updated_at) "
                      "VALUES (?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT (guild_id, season, player_id) DO UPDATE SET "
                      "mu = excluded.mu, sigma = excluded.sigma, ordinal = excluded.ordinal, "
                      "partidas = ratings.partidas + 1, updated_at = excluded.updated_at",
                      [(guild_id, season, pid, a[0], a[1], conservative(*a), at) for pid, _b, a in changes])
    await executemany(conn, "INSERT INTO rating_history (player_id, season, partida_id, mu_before, sigma_before, mu, sigma, ordinal, at) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                      [(pid, season, partida_id, b[0], b[1], a[0], a[1], conservative(*a), at) for pid, b, a in changes])
    return changes
