"""Pairs: two players' record as partners, their rival pairs, and the pairs ranking.

A pair's *strength* puts its two ratings (openskill, see ratings.py) on the players' scale:
the mean of the two mu minus three standard deviations of that mean,
``(mu_a + mu_b) / 2 - 3 * sqrt(sigma_a² + sigma_b²) / 2``, so a pair of two players rated 30
has strength about 30 once both are well known.

The ranking lists pairs of two people that played at least N finished partidas together (N
is the server's setting, ``settings.py``), by the share of those partidas they won, then by
partidas won, then by juegos won minus juegos lost.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from musbot.store import Store
from musbot.store.guilds import PlayerRef
from musbot.store.history_models import RivalRecord
from musbot.store.models import ALL_TIME

from .models import PairProfile, PairRankRow


def strength(a: tuple[float, float] | None, b: tuple[float, float] | None) -> float | None:
    """The pair's strength from the (mu, sigma) of its two players; None if one is unrated."""
    if a is None or b is None:
        return None
    return (a[0] + b[0]) / 2 - 3 * math.sqrt(a[1] ** 2 + b[1] ** 2) / 2


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


async def pair_profile(store: Store, guild_id: int, a: PlayerRef, b: PlayerRef,
                       season: int | None = ALL_TIME) -> PairProfile:
    """Two players as partners: record, strength, best and worst rival pairs (``NotFound``
    when one of them never played on the server)."""
    rows = await store.pairs.pair(guild_id, a, b, season)
    pa, pb = rows.record.players
    best, worst = best_and_worst(rows.rivals)
    return PairProfile(rows.record, rows.season, strength(rows.skills.get(pa.player_id), rows.skills.get(pb.player_id)),
                       best, worst)


async def pairs_ranking(store: Store, guild_id: int, *, season: int | None = None, limit: int = 10,
                        min_partidas: int | None = None) -> list[PairRankRow]:
    """Pairs of two people with at least ``min_partidas`` together (default: the server's
    setting); season None: the current one, ALL_TIME: all."""
    found = await store.pairs.ranking(guild_id, season, limit, min_partidas)
    return [PairRankRow(i, (pa, pb), n, won, j, jw, strength(found.skills.get(pa.player_id), found.skills.get(pb.player_id)))
            for i, ((pa, pb), n, won, j, jw) in enumerate(found.rows, start=1)]
