"""League statistics (``Stats``): the counters a hand's facts feed, and the bot's queries.

Design: every hand stores one ``hand_seats`` row per seat (its facts, ``league.facts``) and,
in the same transaction, adds them to counters in ``player_stats`` / ``pair_stats`` for the
partida's season and for all time (season 0; what each hand adds: ``league.counters``).
Every counter is therefore a plain SUM over the facts (``facts_totals`` computes it that way,
tests compare the two), while the bot's queries read a handful of counter rows through
primary keys and answer in well under a millisecond on a server with 100,000 hands (see
bench/store.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from musbot.engine.view import LANCES

from . import guilds, msst
from .db import Connection, executemany, fetchall, fetchone
from .guilds import PlayerRef, resolve_player, resolve_season
from .models import (
    ALL_TIME,
    LANCE_COUNTERS,
    PAIR_COUNTERS,
    PLAYER_COUNTERS,
    SEAT_COUNTERS,
    HeadToHead,
    LeaderboardRow,
    PairRecord,
    PartidaSummary,
    Player,
    PlayerProfile,
    PlayerStats,
    Rating,
    RatingPoint,
    Seat,
)
from .repository import Repository


def _upsert_sql(table: str, keys: Sequence[str], counters: Sequence[str]) -> str:
    cols = [*keys, *counters]
    sets = ", ".join(f"{c} = {table}.{c} + excluded.{c}" for c in counters)
    return (f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))}) "
            f"ON CONFLICT ({', '.join(keys)}) DO UPDATE SET {sets}")


_PLAYER_UPSERT = _upsert_sql("player_stats", ("guild_id", "season", "player_id"), PLAYER_COUNTERS)
_PAIR_UPSERT = _upsert_sql("pair_stats", ("guild_id", "season", "player_lo", "player_hi"), PAIR_COUNTERS)


async def bump_players(conn: Connection, guild_id: int, seasons: Sequence[int],
                       deltas: Mapping[int, Mapping[str, int]]) -> None:
    rows = [(guild_id, season, pid, *(d.get(c, 0) for c in PLAYER_COUNTERS))
            for season in seasons for pid, d in sorted(deltas.items())]
    await executemany(conn, _PLAYER_UPSERT, rows)


async def bump_pairs(conn: Connection, guild_id: int, seasons: Sequence[int],
                     deltas: Mapping[tuple[int, int], Mapping[str, int]]) -> None:
    rows = [(guild_id, season, lo, hi, *(d.get(c, 0) for c in PAIR_COUNTERS))
            for season in seasons for (lo, hi), d in sorted(deltas.items())]
    await executemany(conn, _PAIR_UPSERT, rows)


def pair_key(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a <= b else (b, a)


# ---------------------------------------------------------------------- queries
def _stats_from_row(row: Sequence[Any] | None) -> PlayerStats:
    if row is None:
        return PlayerStats()
    d = dict(zip(PLAYER_COUNTERS, row, strict=True))
    lances: dict[str, int] = {lance: d.pop(f"won_{lance}") for lance in LANCES}
    return PlayerStats(lances_won=lances, **d)


async def player_stats(conn: Connection, guild_id: int, season: int, player_id: int) -> PlayerStats:
    row = await fetchone(conn, f"SELECT {', '.join(PLAYER_COUNTERS)} FROM player_stats "
                         "WHERE guild_id = ? AND season = ? AND player_id = ?", (guild_id, season, player_id))
    return _stats_from_row(row)


async def facts_totals(conn: Connection, guild_id: int, season: int, player_id: int) -> PlayerStats:
    """The same counters recomputed from the stored facts with SQL (slow path; checks)."""
    season_sql = "" if season == ALL_TIME else "AND p.season = ?"
    params: list[Any] = [player_id, guild_id] + ([] if season == ALL_TIME else [season])
    hand_cols = ("hands", "hands_won", "points", *LANCE_COUNTERS, *SEAT_COUNTERS)
    exprs = ["COUNT(*)", "SUM(hs.won)", "SUM(hs.points)", *(f"SUM(hs.{c})" for c in (*LANCE_COUNTERS, *SEAT_COUNTERS))]
    # per hand, a player holding several seats counts once except for the words said (league.counters.combine)
    sub = ("SELECT h.hand_id, MAX(hs.won) AS won, MAX(hs.points) AS points, "
           + ", ".join(f"MAX(hs.{c}) AS {c}" for c in LANCE_COUNTERS) + ", "
           + ", ".join(f"SUM(hs.{c}) AS {c}" for c in SEAT_COUNTERS)
           + " FROM hand_seats hs JOIN hands h USING (hand_id) JOIN partidas p USING (partida_id) "
           f"WHERE hs.player_id = ? AND p.guild_id = ? {season_sql} GROUP BY h.hand_id")
    row = await fetchone(conn, f"SELECT {', '.join(exprs)} FROM ({sub}) hs", params)
    values = dict(zip(hand_cols, [v or 0 for v in (row or ())], strict=False))
    prow = await fetchone(conn, "SELECT COUNT(DISTINCT p.partida_id), COUNT(DISTINCT CASE WHEN pp.won = 1 THEN p.partida_id END) "
                          "FROM partida_players pp JOIN partidas p USING (partida_id) "
                          f"WHERE pp.player_id = ? AND p.guild_id = ? AND p.status = 'finished' {season_sql}", params)
    jrow = await fetchone(conn, "SELECT COUNT(DISTINCT j.partida_id || '/' || j.juego_number), "
                          "COUNT(DISTINCT CASE WHEN j.winner_pair = pp.pair THEN j.partida_id || '/' || j.juego_number END) "
                          "FROM juegos j JOIN partida_players pp USING (partida_id) JOIN partidas p USING (partida_id) "
                          f"WHERE pp.player_id = ? AND p.guild_id = ? {season_sql}", params)
    # a reported partida has no juegos rows: its juegos are those its pairs reported
    rrow = await fetchone(conn, "SELECT COALESCE(SUM(p.juegos0 + p.juegos1), 0), "
                          "COALESCE(SUM(CASE WHEN pp.pair = 0 THEN p.juegos0 ELSE p.juegos1 END), 0) "
                          "FROM partida_players pp JOIN partidas p USING (partida_id) "
                          f"WHERE pp.player_id = ? AND p.guild_id = ? AND p.reported = 1 {season_sql}", params)
    assert prow is not None and jrow is not None and rrow is not None
    values.update(partidas=prow[0], partidas_won=prow[1], juegos=jrow[0] + rrow[0], juegos_won=jrow[1] + rrow[1])
    return _stats_from_row([values.get(c, 0) for c in PLAYER_COUNTERS])


async def rating_of(conn: Connection, guild_id: int, season: int, player_id: int) -> Rating | None:
    row = await fetchone(conn, "SELECT mu, sigma, partidas FROM ratings WHERE guild_id = ? AND season = ? AND player_id = ?",
                         (guild_id, season, player_id))
    return Rating(*row) if row else None


async def rating_rank(conn: Connection, guild_id: int, season: int, ordinal: float) -> int:
    row = await fetchone(conn, "SELECT COUNT(*) FROM ratings r JOIN players p USING (player_id) "
                         "WHERE r.guild_id = ? AND r.season = ? AND r.ordinal > ? AND p.is_ai = 0",
                         (guild_id, season, ordinal))
    return 1 + int(row[0]) if row else 1


_P = ", ".join("p." + c.strip() for c in guilds.PLAYER_COLUMNS.split(","))


async def leaderboard_by_rating(conn: Connection, guild_id: int, season: int, limit: int,
                                min_partidas: int) -> list[LeaderboardRow]:
    rows = await fetchall(conn, f"SELECT {_P}, COALESCE(s.partidas, 0), COALESCE(s.partidas_won, 0), r.ordinal, r.mu, r.sigma "
                          "FROM ratings r JOIN players p ON p.player_id = r.player_id AND p.is_ai = 0 "
                          "LEFT JOIN player_stats s ON s.guild_id = r.guild_id AND s.season = r.season AND s.player_id = r.player_id "
                          "WHERE r.guild_id = ? AND r.season = ? AND r.partidas >= ? "
                          "ORDER BY r.ordinal DESC, r.player_id LIMIT ?", (guild_id, season, min_partidas, limit))
    return [LeaderboardRow(i, guilds.player_from_row(r[:5]), *r[5:]) for i, r in enumerate(rows, start=1)]


async def leaderboard_by_win_rate(conn: Connection, guild_id: int, season: int, limit: int,
                                  min_partidas: int) -> list[LeaderboardRow]:
    rows = await fetchall(conn, f"SELECT {_P}, s.partidas, s.partidas_won, COALESCE(r.ordinal, 0), COALESCE(r.mu, 0), COALESCE(r.sigma, 0) "
                          "FROM player_stats s JOIN players p ON p.player_id = s.player_id AND p.is_ai = 0 "
                          "LEFT JOIN ratings r ON r.guild_id = s.guild_id AND r.season = s.season AND r.player_id = s.player_id "
                          "WHERE s.guild_id = ? AND s.season = ? AND s.partidas >= ? AND s.partidas > 0 "
                          "ORDER BY CAST(s.partidas_won AS DOUBLE PRECISION) / s.partidas DESC, s.partidas_won DESC, s.player_id LIMIT ?",
                          (guild_id, season, max(1, min_partidas), limit))
    return [LeaderboardRow(i, guilds.player_from_row(r[:5]), *r[5:]) for i, r in enumerate(rows, start=1)]


async def partners_of(conn: Connection, guild_id: int, season: int, player_id: int, limit: int) -> list[PairRecord]:
    cols = ", ".join(PAIR_COUNTERS)
    rows = await fetchall(conn, f"SELECT player_lo, player_hi, {cols} FROM pair_stats WHERE guild_id = ? AND season = ? AND player_lo = ? "
                          f"UNION ALL SELECT player_lo, player_hi, {cols} FROM pair_stats WHERE guild_id = ? AND season = ? AND player_hi = ? AND player_lo != ? "
                          "ORDER BY partidas DESC, hands DESC, points DESC, player_lo, player_hi LIMIT ?",
                          (guild_id, season, player_id, guild_id, season, player_id, player_id, limit))
    people = await guilds.players_by_id(conn, [x for r in rows for x in r[:2]])
    return [PairRecord((people[r[0]], people[r[1]]), *r[2:]) for r in rows]


async def pair_record(conn: Connection, guild_id: int, season: int, a: Player, b: Player) -> PairRecord:
    lo, hi = pair_key(a.player_id, b.player_id)
    row = await fetchone(conn, f"SELECT {', '.join(PAIR_COUNTERS)} FROM pair_stats WHERE guild_id = ? AND season = ? "
                         "AND player_lo = ? AND player_hi = ?", (guild_id, season, lo, hi))
    pa, pb = (a, b) if a.player_id == lo else (b, a)
    return PairRecord((pa, pb), *(row or (0,) * len(PAIR_COUNTERS)))


_PARTIDA_COLS = ("partida_id, table_id, season, status, started_at, finished_at, winner_pair, "
                 "juegos0, juegos1, vacas0, vacas1, hands, reported")


async def summaries(conn: Connection, partida_ids: Sequence[int]) -> list[PartidaSummary]:
    """Summaries of these partidas, in the order given."""
    if not partida_ids:
        return []
    marks = ",".join("?" * len(partida_ids))
    rows = await fetchall(conn, f"SELECT {_PARTIDA_COLS} FROM partidas WHERE partida_id IN ({marks})", partida_ids)
    seat_rows = await fetchall(conn, f"SELECT pp.partida_id, pp.seat, {_P} FROM partida_players pp JOIN players p USING (player_id) "
                               f"WHERE pp.partida_id IN ({marks}) ORDER BY pp.partida_id, pp.seat", partida_ids)
    seats: dict[int, list[Seat]] = {}
    for pid, seat, *player in seat_rows:
        seats.setdefault(pid, []).append(Seat(seat, guilds.player_from_row(player)))
    by_id = {}
    for pid, tid, season, status, started, finished, winner, j0, j1, v0, v1, hands, reported in rows:
        by_id[pid] = PartidaSummary(pid, tid, season, status, started, finished, winner, (j0, j1), (v0, v1), hands,
                                    tuple(seats.get(pid, ())), bool(reported))
    return [by_id[p] for p in partida_ids if p in by_id]


async def recent_partidas(conn: Connection, guild_id: int, season: int | None, limit: int,
                          player_id: int | None = None) -> list[PartidaSummary]:
    """Finished partidas, newest first (of one player, when given). season None: any."""
    season_sql, params = ("", []) if season in (None, ALL_TIME) else (" AND p.season = ?", [season])
    if player_id is None:
        rows = await fetchall(conn, f"SELECT p.partida_id FROM partidas p WHERE p.guild_id = ? AND p.status = 'finished'{season_sql} "
                              "ORDER BY p.finished_at DESC, p.partida_id DESC LIMIT ?", [guild_id, *params, limit])
    else:
        rows = await fetchall(conn, "SELECT pp.partida_id FROM partida_players pp JOIN partidas p USING (partida_id) "
                              f"WHERE pp.player_id = ? AND p.guild_id = ? AND p.status = 'finished'{season_sql} "
                              "GROUP BY pp.partida_id ORDER BY pp.partida_id DESC LIMIT ?", [player_id, guild_id, *params, limit])
    return await summaries(conn, [r[0] for r in rows])


async def head_to_head(conn: Connection, guild_id: int, season: int, pair_a: tuple[Player, Player],
                       pair_b: tuple[Player, Player], recent: int) -> HeadToHead:
    a = pair_key(pair_a[0].player_id, pair_a[1].player_id)
    b = pair_key(pair_b[0].player_id, pair_b[1].player_id)
    season_sql, params = ("", []) if season == ALL_TIME else (" AND x.season = ?", [season])
    base = ("FROM partida_pairs x JOIN partida_pairs y ON y.partida_id = x.partida_id AND y.pair != x.pair "
            f"WHERE x.guild_id = ? AND x.player_lo = ? AND x.player_hi = ? AND y.player_lo = ? AND y.player_hi = ?{season_sql}")
    args = [guild_id, *a, *b, *params]
    row = await fetchone(conn, f"SELECT COUNT(*), COALESCE(SUM(x.won), 0), COALESCE(SUM(x.juegos_won), 0), "
                         f"COALESCE(SUM(x.juegos_lost), 0) {base}", args)
    assert row is not None
    n, wins, jw, jl = row
    ids = await fetchall(conn, f"SELECT x.partida_id {base} ORDER BY x.partida_id DESC LIMIT ?", [*args, recent])
    return HeadToHead(pair_a, pair_b, n, wins, n - wins, jw, jl, tuple(await summaries(conn, [r[0] for r in ids])))


async def rating_history(conn: Connection, season: int, player_id: int,
                         limit: int | None) -> list[tuple[int, str, float, float]]:
    """The latest ``limit`` points (all when None), oldest first."""
    sql = "SELECT partida_id, at, mu, sigma FROM rating_history WHERE player_id = ? AND season = ? ORDER BY partida_id DESC"
    params: tuple[int, ...] = (player_id, season)
    if limit is not None:
        sql, params = sql + " LIMIT ?", (*params, limit)
    rows = await fetchall(conn, sql, params)
    rows.reverse()
    return [(r[0], r[1], r[2], r[3]) for r in rows]


class Stats(Repository):
    """The league's counters: added to as hands and partidas end, and the bot's queries."""

    async def bump(self, guild_id: int, seasons: Sequence[int], players: Mapping[int, Mapping[str, int]],
                   pairs: Mapping[tuple[int, int], Mapping[str, int]]) -> None:
        """Add to the counters of these players and pairs (``pair_key``) in each season given."""
        async with self._db.write("adding to the counters") as conn:
            await bump_players(conn, guild_id, seasons, players)
            await bump_pairs(conn, guild_id, seasons, pairs)

    async def leaderboard(self, guild_id: int, *, by: str = "rating", season: int | None = None, limit: int = 10,
                          min_partidas: int = 1) -> list[LeaderboardRow]:
        """Top players (humans only) by ``rating`` (mu - 3 sigma) or ``win_rate``;
        season None: the current one, ALL_TIME: all."""
        async with self._read("reading the leaderboard") as conn:
            s = await resolve_season(conn, guild_id, season)
            if by == "rating":
                return await leaderboard_by_rating(conn, guild_id, s, limit, min_partidas)
            if by == "win_rate":
                return await leaderboard_by_win_rate(conn, guild_id, s, limit, min_partidas)
        raise ValueError("by is 'rating' or 'win_rate'")

    async def player_profile(self, guild_id: int, who: PlayerRef, *, season: int | None = None, partners: int = 5,
                             recent: int = 5) -> PlayerProfile:
        async with self._read("reading a profile") as conn:
            player = await resolve_player(conn, guild_id, who)
            s = await resolve_season(conn, guild_id, season)
            rating = await rating_of(conn, guild_id, s, player.player_id)
            rank = None
            if rating is not None and not player.is_ai:
                rank = await rating_rank(conn, guild_id, s, rating.rating)
            return PlayerProfile(
                player=player, season=s,
                stats=await player_stats(conn, guild_id, s, player.player_id),
                rating=rating, rank=rank,
                partners=tuple(await partners_of(conn, guild_id, s, player.player_id, partners)),
                msst=await msst.value_of(conn, guild_id, player.player_id),
                recent=tuple(await recent_partidas(conn, guild_id, s, recent, player.player_id)),
            )

    async def player_stats(self, guild_id: int, who: PlayerRef, season: int | None = None) -> PlayerStats:
        async with self._read("reading statistics") as conn:
            player = await resolve_player(conn, guild_id, who)
            return await player_stats(conn, guild_id, await resolve_season(conn, guild_id, season), player.player_id)

    async def recount_player_stats(self, guild_id: int, who: PlayerRef, season: int | None = None) -> PlayerStats:
        """The same as ``player_stats`` but summed from the per-hand facts (slow; for checks)."""
        async with self._read("recounting statistics") as conn:
            player = await resolve_player(conn, guild_id, who)
            return await facts_totals(conn, guild_id, await resolve_season(conn, guild_id, season), player.player_id)

    async def recent_partidas(self, guild_id: int, *, limit: int = 10, who: PlayerRef | None = None,
                              season: int | None = ALL_TIME) -> list[PartidaSummary]:
        """Finished partidas, newest first; of one player when ``who`` is given.
        season: ALL_TIME (default) or a number, None for the current one."""
        async with self._read("reading recent partidas") as conn:
            pid = None if who is None else (await resolve_player(conn, guild_id, who)).player_id
            s = await resolve_season(conn, guild_id, season)
            return await recent_partidas(conn, guild_id, s, limit, pid)

    async def pair_record(self, guild_id: int, a: PlayerRef, b: PlayerRef, season: int | None = ALL_TIME) -> PairRecord:
        async with self._read("reading a pair") as conn:
            pa, pb = await resolve_player(conn, guild_id, a), await resolve_player(conn, guild_id, b)
            return await pair_record(conn, guild_id, await resolve_season(conn, guild_id, season), pa, pb)

    async def head_to_head(self, guild_id: int, pair_a: tuple[PlayerRef, PlayerRef], pair_b: tuple[PlayerRef, PlayerRef], *,
                           season: int | None = ALL_TIME, recent: int = 5) -> HeadToHead:
        async with self._read("reading a head to head") as conn:
            a = (await resolve_player(conn, guild_id, pair_a[0]), await resolve_player(conn, guild_id, pair_a[1]))
            b = (await resolve_player(conn, guild_id, pair_b[0]), await resolve_player(conn, guild_id, pair_b[1]))
            s = await resolve_season(conn, guild_id, season)
            return await head_to_head(conn, guild_id, s, a, b, recent)

    async def rating_history(self, guild_id: int, who: PlayerRef, season: int | None = None,
                             limit: int | None = 200) -> list[RatingPoint]:
        """A player's rating after each of their latest ``limit`` partidas (None: all), oldest
        first, to draw it over time."""
        async with self._read("reading rating history") as conn:
            player = await resolve_player(conn, guild_id, who)
            s = await resolve_season(conn, guild_id, season)
            return [RatingPoint(*r) for r in await rating_history(conn, s, player.player_id, limit)]
