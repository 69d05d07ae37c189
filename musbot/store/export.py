"""``musbot export``: a server's players, partidas, juegos, hands and count lines as CSV.

One consistent snapshot (a single read transaction); UTF-8 with a header row; times in UTC
ISO 8601; empty cells for unknown values. Files: players.csv, partidas.csv, juegos.csv,
hands.csv, count_lines.csv, and the tournaments: tournaments.csv, tournament_pairs.csv,
tournament_matches.csv, tournament_partidas.csv, tournament_sanctions.csv (a tournament's seed only once
it is drawn).
"""

from __future__ import annotations

import contextlib
import csv
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .db import Backend, Connection, iterate
from .errors import StoreError
from .models import PLAYER_COUNTERS

_CHUNK = 5000

_SEAT_COLS = [f"seat{s}_{c}" for s in range(4) for c in ("player_id", "user_id", "name", "ai")]

_QUERIES: dict[str, tuple[list[str], str]] = {
    "players.csv": (
        ["player_id", "user_id", "ai", "display_name", "created_at",
         *PLAYER_COUNTERS, "rating_mu", "rating_sigma", "rating", "msst"],
        "SELECT p.player_id, p.user_id, p.ai_key, p.display_name, p.created_at, "
        + ", ".join(f"COALESCE(s.{c}, 0)" for c in PLAYER_COUNTERS)
        + ", r.mu, r.sigma, r.ordinal, CASE WHEN m.value > 100 THEN CAST(m.value / 100 AS TEXT) || '.' || "
        "CASE WHEN m.value % 100 < 10 THEN '0' ELSE '' END || CAST(m.value % 100 AS TEXT) END "
        "FROM players p LEFT JOIN player_stats s ON s.guild_id = p.guild_id AND s.season = 0 AND s.player_id = p.player_id "
        "LEFT JOIN ratings r ON r.guild_id = p.guild_id AND r.season = 0 AND r.player_id = p.player_id "
        "LEFT JOIN msst_values m ON m.guild_id = p.guild_id AND m.player_id = p.player_id "
        "WHERE p.guild_id = ? ORDER BY p.player_id",
    ),
    "partidas.csv": (
        ["partida_id", "table_id", "season", "status", "started_at", "finished_at", "winner_pair",
         "juegos_pair0", "juegos_pair1", "vacas_pair0", "vacas_pair1", "hands", "reported", *_SEAT_COLS, "rules"],
        "SELECT x.partida_id, x.table_id, x.season, x.status, x.started_at, x.finished_at, x.winner_pair, "
        "x.juegos0, x.juegos1, x.vacas0, x.vacas1, x.hands, x.reported, "
        + ", ".join(f"p{s}.player_id, p{s}.user_id, p{s}.display_name, p{s}.ai_key" for s in range(4))
        + ", x.rules FROM partidas x "
        + " ".join(f"LEFT JOIN partida_players s{s} ON s{s}.partida_id = x.partida_id AND s{s}.seat = {s} "
                   f"LEFT JOIN players p{s} ON p{s}.player_id = s{s}.player_id" for s in range(4))
        + " WHERE x.guild_id = ? ORDER BY x.partida_id",
    ),
    "juegos.csv": (
        ["partida_id", "juego_number", "vaca_number", "winner_pair", "score_pair0", "score_pair1", "hands",
         "by_ordago", "finished_at"],
        "SELECT j.partida_id, j.juego_number, j.vaca_number, j.winner_pair, j.score0, j.score1, j.hands, "
        "j.by_ordago, j.finished_at FROM juegos j JOIN partidas x USING (partida_id) WHERE x.guild_id = ? "
        "ORDER BY j.partida_id, j.juego_number",
    ),
    "hands.csv": (
        ["hand_id", "partida_id", "hand_number", "juego_number", "mano", "cards_seat0", "cards_seat1",
         "cards_seat2", "cards_seat3", "points_pair0", "points_pair1", "score_pair0", "score_pair1",
         "winner_pair", "ordago", "at"],
        "SELECT h.hand_id, h.partida_id, h.hand_number, h.juego_number, h.mano, h.cards0, h.cards1, h.cards2, "
        "h.cards3, h.points0, h.points1, h.score0, h.score1, h.winner_pair, h.ordago, h.at "
        "FROM hands h JOIN partidas x USING (partida_id) WHERE x.guild_id = ? ORDER BY h.partida_id, h.hand_number",
    ),
    "count_lines.csv": (
        ["hand_id", "partida_id", "hand_number", "line", "lance", "pair", "points", "why", "seat"],
        "SELECT c.hand_id, h.partida_id, h.hand_number, c.line, c.lance, c.pair, c.points, c.why, c.seat "
        "FROM count_lines c JOIN hands h USING (hand_id) JOIN partidas x USING (partida_id) WHERE x.guild_id = ? "
        "ORDER BY h.partida_id, h.hand_number, c.line",
    ),
    "tournaments.csv": (
        ["tournament_id", "name", "format", "status", "organiser_id", "created_at", "signup_closes_at",
         "finished_at", "champion_pair", "commitment", "seed", "options"],
        "SELECT tournament_id, name, format, status, organiser_id, created_at, signup_closes_at, finished_at, champion, "
        "commitment, CASE WHEN draw IS NOT NULL THEN seed END, options FROM tournaments WHERE guild_id = ? "
        "ORDER BY tournament_id",
    ),
    "tournament_pairs.csv": (
        ["tournament_id", "pair", "user1", "name1", "user2", "name2", "status", "seed", "rating", "group", "label"],
        "SELECT e.tournament_id, e.entry_no, e.user1, e.name1, e.user2, e.name2, e.status, e.seed, e.rating, e.grp, e.tag "
        "FROM tournament_entries e JOIN tournaments t USING (tournament_id) WHERE t.guild_id = ? "
        "ORDER BY e.tournament_id, e.entry_no",
    ),
    "tournament_matches.csv": (
        ["tournament_id", "match", "round", "stage", "pair_a", "pair_b", "status", "winner", "walkover",
         "partidas_a", "partidas_b", "juegos_a", "juegos_b", "tantos_a", "tantos_b", "set_by", "finished_at",
         "presencial", "reported", "players"],
        "SELECT m.tournament_id, m.match_no, m.round, m.stage, m.entry_a, m.entry_b, m.status, m.winner, m.walkover, "
        "m.partidas_a, m.partidas_b, m.juegos_a, m.juegos_b, m.tantos_a, m.tantos_b, m.set_by, m.finished_at, "
        "m.presencial, m.reported, m.players "
        "FROM tournament_matches m JOIN tournaments t USING (tournament_id) WHERE t.guild_id = ? "
        "ORDER BY m.tournament_id, m.match_no",
    ),
    "tournament_partidas.csv": (
        ["tournament_id", "match", "number", "partida_id", "winner", "juegos_a", "juegos_b", "tantos_a", "tantos_b",
         "counted", "finished_at"],
        "SELECT p.tournament_id, p.match_no, p.number, p.partida_id, p.winner, p.juegos_a, p.juegos_b, p.tantos_a, "
        "p.tantos_b, p.counted, p.finished_at FROM tournament_partidas p JOIN tournaments t USING (tournament_id) "
        "WHERE t.guild_id = ? ORDER BY p.tournament_id, p.match_no, p.number",
    ),
    "tournament_sanctions.csv": (
        ["tournament_id", "sanction", "pair", "match", "kind", "reason", "by", "at"],
        "SELECT s.tournament_id, s.sanction_no, s.entry_no, s.match_no, s.kind, s.reason, s.by_user, s.at "
        "FROM tournament_sanctions s JOIN tournaments t USING (tournament_id) WHERE t.guild_id = ? "
        "ORDER BY s.tournament_id, s.sanction_no",
    ),
}

FILES: tuple[str, ...] = tuple(_QUERIES)


def _cell(v: Any) -> Any:
    return "" if v is None else v


async def _write(conn: Connection, path: Path, header: Sequence[str], sql: str, guild_id: int) -> int:
    n = 0
    tmp = path.with_name(path.name + ".partial")
    try:
        with open(tmp, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(header)
            async for rows in iterate(conn, sql, (guild_id,), _CHUNK):
                w.writerows([_cell(v) for v in row] for row in rows)
                n += len(rows)
        os.replace(tmp, path)
    except OSError as exc:  # a full disk, a directory not writable: say so, leave no .partial
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise StoreError(f"cannot write {path}: {exc.strerror or exc}") from exc
    return n


async def export_guild(db: Backend, guild_id: int, out_dir: str | os.PathLike[str]) -> dict[str, int]:
    """Write the CSV files into ``out_dir`` (created if needed); returns rows per file."""
    out = Path(out_dir).expanduser()
    if out.exists() and not out.is_dir():
        raise StoreError(f"{out} is a file; give a directory for the CSV files (it is created if needed)")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreError(f"cannot create the directory {out} for the CSV files: {exc.strerror or exc}") from exc
    counts: dict[str, int] = {}
    async with db.read("exporting") as conn:
        for name, (header, sql) in _QUERIES.items():
            counts[name] = await _write(conn, out / name, header, sql, guild_id)
    return counts
