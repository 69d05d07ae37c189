"""Pairs as the store knows them (``Pairs``): a pair's record and rival pairs, the rows of the
pairs ranking, each with the two ratings its strength is worked out from (``league.pairs``)."""

from __future__ import annotations

from dataclasses import dataclass

from . import guilds, stats
from .db import Connection, fetchall
from .guilds import PlayerRef, resolve_player, resolve_season
from .history_models import RivalRecord
from .models import ALL_TIME, PairRecord, Player
from .ratings import Skill, skills
from .repository import Repository
from .seasons import league_settings


@dataclass(frozen=True, slots=True)
class PairRows:
    """Two players as partners in one season (or ALL_TIME): their record, their ratings, and
    their record against each rival pair they met."""

    record: PairRecord
    season: int
    skills: dict[int, Skill]  # player_id -> (mu, sigma), of the rated
    rivals: tuple[RivalRecord, ...]


@dataclass(frozen=True, slots=True)
class PairRankRows:
    """The pairs of two people with the server's minimum of partidas together, best first:
    (players, partidas, won, juegos, juegos won) each, and the ratings of their players."""

    min_partidas: int
    rows: tuple[tuple[tuple[Player, Player], int, int, int, int], ...]
    skills: dict[int, Skill]


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


class Pairs(Repository):
    async def pair(self, guild_id: int, a: PlayerRef, b: PlayerRef, season: int | None = ALL_TIME) -> PairRows:
        """Two players as partners (``NotFound`` when one never played on the server)."""
        async with self._read("reading a pair") as conn:
            pa, pb = await resolve_player(conn, guild_id, a), await resolve_player(conn, guild_id, b)
            s = await resolve_season(conn, guild_id, season)
            record = await stats.pair_record(conn, guild_id, s, pa, pb)
            rated = await skills(conn, guild_id, s, [pa.player_id, pb.player_id])
            return PairRows(record, s, rated, tuple(await rivals(conn, guild_id, s, pa.player_id, pb.player_id)))

    async def ranking(self, guild_id: int, season: int | None, limit: int, min_partidas: int | None) -> PairRankRows:
        """Pairs of two people with at least ``min_partidas`` finished partidas together (None:
        the server's setting), by the share they won, then partidas won, then juegos won minus
        lost; season None: the current one, ALL_TIME: all."""
        async with self._read("reading the pairs ranking") as conn:
            s = await resolve_season(conn, guild_id, season)
            if min_partidas is None:
                min_partidas = (await league_settings(conn, guild_id)).pair_min_partidas
            rows = await fetchall(conn, "SELECT s.player_lo, s.player_hi, s.partidas, s.partidas_won, s.juegos, s.juegos_won "
                                  "FROM pair_stats s JOIN players a ON a.player_id = s.player_lo AND a.is_ai = 0 "
                                  "JOIN players b ON b.player_id = s.player_hi AND b.is_ai = 0 "
                                  "WHERE s.guild_id = ? AND s.season = ? AND s.partidas >= ? AND s.partidas > 0 "
                                  "AND s.player_lo != s.player_hi "
                                  "ORDER BY CAST(s.partidas_won AS REAL) / s.partidas DESC, s.partidas_won DESC, "
                                  "2 * s.juegos_won - s.juegos DESC, s.player_lo, s.player_hi LIMIT ?",
                                  (guild_id, s, max(1, min_partidas), limit))
            ids = [x for r in rows for x in r[:2]]
            people = await guilds.players_by_id(conn, ids)
            rated = await skills(conn, guild_id, s, ids)
        return PairRankRows(min_partidas, tuple(((people[lo], people[hi]), n, won, j, jw) for lo, hi, n, won, j, jw in rows), rated)
