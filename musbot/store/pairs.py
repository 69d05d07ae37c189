"""Pairs: two players' record as partners, their rival pairs, and the pairs ranking.

A pair's *strength* puts its two ratings (openskill, see ratings.py) on the players' scale:
the mean of the two mu minus three standard deviations of that mean,
``(mu_a + mu_b) / 2 - 3 * sqrt(sigma_a² + sigma_b²) / 2``, so a pair of two players rated 30
has strength about 30 once both are well known.

The ranking lists pairs of two people that played at least N finished partidas together (N
is the server's setting, ``league.py``), by the share of those partidas they won, then by
partidas won, then by juegos won minus juegos lost.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from . import guilds, stats
from .db import Connection, fetchall
from .history_models import PairProfile, PairRankRow, RivalRecord
from .models import ALL_TIME, Player


def strength(a: tuple[float, float] | None, b: tuple[float, float] | None) -> float | None:
    """The pair's strength from the (mu, sigma) of its two players; None if one is unrated."""
    if a is None or b is None:
        return None
    return (a[0] + b[0]) / 2 - 3 * math.sqrt(a[1] ** 2 + b[1] ** 2) / 2


async def _skills(conn: Connection, guild_id: int, season: int, ids: Sequence[int]) -> dict[int, tuple[float, float]]:
    ids = sorted(set(ids))
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    rows = await fetchall(conn, f"SELECT player_id, mu, sigma FROM ratings WHERE guild_id = ? AND season = ? "
                          f"AND player_id IN ({marks})", (guild_id, season, *ids))
    return {r[0]: (r[1], r[2]) for r in rows}


async def rivals(conn: Connection, guild_id: int, season: int, a: int, b: int) -> list[RivalRecord]:
    """The pair's record against each rival pair it met in finished partidas."""
    lo, hi = stats.pair_key(a, b)
    season_sql, params = ("", []) if season == ALL_TIME else (" AND x.season = ?", [season])
    rows = await fetchall(conn, "SELECT y.player_lo, y.player_hi, COUNT(*), SUM(x.won), SUM(x.juegos_won), SUM(x.juegos_lost) "
                          "FROM partida_pairs x JOIN partida_pairs y ON y.partida_id = x.partida_id AND y.pair != x.pair "
                          f"WHERE x.guild_id = ? AND x.player_lo = ? AND x.player_hi = ?{season_sql} "
                          "GROUP BY y.player_lo, y.player_hi", [guild_id, lo, hi, *params])
    people = await guilds.players_by_id(conn, [x for r in rows for x in r[:2]])
    return [RivalRecord((people[r[0]], people[r[1]]), r[2], r[3], r[4], r[5]) for r in rows]


def best_and_worst(records: Sequence[RivalRecord]) -> tuple[RivalRecord | None, RivalRecord | None]:
    """The rival pair beaten most (wins minus losses > 0) and the one that won most against
    this pair (losses minus wins > 0); ties: more partidas, then the lower player ids."""
    def order(r: RivalRecord) -> tuple[int, int, int]:
        return (r.partidas, -r.rivals[0].player_id, -r.rivals[1].player_id)

    beaten = [r for r in records if r.won > r.lost]
    beaters = [r for r in records if r.lost > r.won]
    best = max(beaten, key=lambda r: (r.won - r.lost, *order(r)), default=None)
    worst = max(beaters, key=lambda r: (r.lost - r.won, *order(r)), default=None)
    return best, worst


async def profile(conn: Connection, guild_id: int, season: int, a: Player, b: Player) -> PairProfile:
    record = await stats.pair_record(conn, guild_id, season, a, b)
    skills = await _skills(conn, guild_id, season, [a.player_id, b.player_id])
    best, worst = best_and_worst(await rivals(conn, guild_id, season, a.player_id, b.player_id))
    return PairProfile(record, season, strength(skills.get(a.player_id), skills.get(b.player_id)), best, worst)


async def ranking(conn: Connection, guild_id: int, season: int, limit: int, min_partidas: int) -> list[PairRankRow]:
    rows = await fetchall(conn, "SELECT s.player_lo, s.player_hi, s.partidas, s.partidas_won, s.juegos, s.juegos_won "
                          "FROM pair_stats s JOIN players a ON a.player_id = s.player_lo AND a.is_ai = 0 "
                          "JOIN players b ON b.player_id = s.player_hi AND b.is_ai = 0 "
                          "WHERE s.guild_id = ? AND s.season = ? AND s.partidas >= ? AND s.partidas > 0 "
                          "AND s.player_lo != s.player_hi "
                          "ORDER BY CAST(s.partidas_won AS REAL) / s.partidas DESC, s.partidas_won DESC, "
                          "2 * s.juegos_won - s.juegos DESC, s.player_lo, s.player_hi LIMIT ?",
                          (guild_id, season, max(1, min_partidas), limit))
    ids = [x for r in rows for x in r[:2]]
    people = await guilds.players_by_id(conn, ids)
    skills = await _skills(conn, guild_id, season, ids)
    return [PairRankRow(i, (people[lo], people[hi]), n, won, j, jw, strength(skills.get(lo), skills.get(hi)))
            for i, (lo, hi, n, won, j, jw) in enumerate(rows, start=1)]
