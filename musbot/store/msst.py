"""The German Mus club's player ranking, the MSST (seed 004, sections 4-7), per server.

What the seed says, and how it is kept here:

- **Section 4.** New players start at 1.00; players whose value sinks to 1.00 or less are no
  longer listed; every value is rounded down to hundredths. Values are stored as integers in
  hundredths (``100`` = 1.00) and every computed amount is floored. A value never goes below
  1.00: a player who dropped out of the list is a new player at 1.00 when they play again,
  which is the same thing. The MSST table lists values above 1.00 only.
- **Section 6, Satzgewinn.** "Partie" is a partida and "Satz" a juego (the game to 40 or 30
  points: the seed's tournaments announce "the points of a set"). When a partida is finished,
  if its weaker pair (lower average MSST value) won at least one juego, both its players gain
  ``Spielwert * (3 + juegos won - juegos lost) / 100``, where ``Spielwert`` is the stronger
  pair's average minus the weaker pair's (never below 0). The stronger pair gains nothing: it
  is expected to win. Equal averages: nobody is weaker, nobody gains.
- **Section 5, Turnierwert.** A Discord server has no announced tournaments, so each
  **calendar month (UTC) of the server is its tournament**:
  - participants are the human players of the month's finished partidas (partidas with a
    computer player do not count for the MSST at all: it is a ranking of people);
  - official tournaments need at least 8 participants (section 2): a month with fewer has no
    Turnierwert (it is still recorded, with value NULL);
  - ``Turnierwert = (average value of the participants * 60 + participants * 6) / 100``,
    the average taken exactly and the result floored (the seed's example, 5.60 for 23 pairs,
    only comes out with the exact average);
  - placing: in a tournament pairs play the same number of rounds; on a server partners
    change, so each player is placed by their month's record: partidas won minus lost, then
    juegos won minus lost (ties share the better place). The last place gets 10 % of the
    Turnierwert and each better place 5 % more, as in the seed (``10 + 5 * (n - place)``);
  - the month is scored "completely on its last day": when the store first sees a later
    month (a finished partida or an MSST query), before that month change's decay.
- **Section 7, Ruhmschwund.** At every month change each value falls to 96 % (floored;
  the seed's 97 % applied until 1997).
- **Tournaments** (``musbot/tournaments``) are Turniere of their own: their partidas count
  for section 6 as they finish but not for the month's tournament; at its end a tournament is
  scored by section 5 with its pairs' final places (``store/tournaments.score_turnier``).
- Section 2's other conditions (announced 14 days ahead, results within 14 days) have no
  counterpart: every month is announced by this text and scored by the bot itself.

The MSST is not per season: it has its own decay, so it is always "current".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .db import Connection, execute, executemany, fetchall, fetchone

START = 100  # 1.00
DECAY_PERCENT = 96
MIN_PARTICIPANTS = 8


# ---------------------------------------------------------------------- the seed's formulas
def average(values: Iterable[int]) -> Fraction:
    vals = list(values)
    return Fraction(sum(vals), len(vals))


def turnierwert(values: Sequence[int]) -> int:
    """Section 5: (average * 60 + participants * 6) / 100, in hundredths, rounded down."""
    n = len(values)
    if n == 0:
        return 0
    return int((average(values) * 60 + n * 600) // 100)


def placement_percent(place: int, places: int) -> int:
    """Section 5: the last place gets 10 %, each better place 5 % more."""
    if not 1 <= place <= places:
        raise ValueError(f"place {place} of {places}")
    return 10 + 5 * (places - place)


def placement_points(tw: int, place: int, places: int) -> int:
    return tw * placement_percent(place, places) // 100


def spielwert(pair_a: Sequence[int], pair_b: Sequence[int]) -> Fraction:
    """Section 6: the stronger pair's average minus the weaker pair's (>= 0)."""
    return abs(average(pair_a) - average(pair_b))


def satzgewinn(strong: Sequence[int], weak: Sequence[int], won: int, lost: int) -> int:
    """Section 6: what each player of the weaker pair gains, in hundredths (0 without a set won)."""
    sw = average(strong) - average(weak)
    if won < 1 or sw <= 0:
        return 0
    return max(0, int(sw * (3 + won - lost) // 100))


def decay(value: int) -> int:
    """Section 7: 96 % at the month change, rounded down; below 1.00 is 'not listed' = 1.00."""
    return max(START, value * DECAY_PERCENT // 100)


def places(keys: dict[int, tuple[int, ...]]) -> dict[int, int]:
    """Competition ranking (1, 2, 2, 4) by key, higher is better."""
    ordered = sorted(keys.values(), reverse=True)
    first: dict[tuple[int, ...], int] = {}
    for i, k in enumerate(ordered, start=1):
        first.setdefault(k, i)
    return {pid: first[k] for pid, k in keys.items()}


def month_of(at: str) -> str:
    return at[:7]


def next_month(month: str) -> str:
    y, m = int(month[:4]), int(month[5:7])
    return f"{y + m // 12:04d}-{m % 12 + 1:02d}"


# ---------------------------------------------------------------------- in the database
@dataclass(frozen=True, slots=True)
class Change:
    player_id: int
    kind: str
    before: int
    after: int


async def _values(conn: Connection, guild_id: int, ids: Iterable[int]) -> dict[int, int]:
    ids = sorted(set(ids))
    marks = ",".join("?" * len(ids))
    rows = await fetchall(conn, f"SELECT player_id, value FROM msst_values WHERE guild_id = ? AND player_id IN ({marks})",
                          (guild_id, *ids))
    out = dict.fromkeys(ids, START)
    out.update({r[0]: r[1] for r in rows})
    return out


async def _apply(conn: Connection, guild_id: int, month: str, kind: str, gains: dict[int, int],
                 before: dict[int, int], at: str, partida_id: int | None = None) -> list[Change]:
    changes = [Change(pid, kind, before[pid], before[pid] + g) for pid, g in sorted(gains.items()) if g]
    await executemany(conn, "INSERT INTO msst_values (guild_id, player_id, value, updated_at) VALUES (?, ?, ?, ?) "
                      "ON CONFLICT (guild_id, player_id) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
                      [(guild_id, c.player_id, c.after, at) for c in changes])
    await executemany(conn, "INSERT INTO msst_history (guild_id, player_id, month, kind, delta, value, partida_id, at) "
                      "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                      [(guild_id, c.player_id, month, kind, c.after - c.before, c.after, partida_id, at) for c in changes])
    return changes


async def evaluate_month(conn: Connection, guild_id: int, month: str, at: str) -> list[Change]:
    """Score the month's tournament (section 5)."""
    start, end = f"{month}-01", f"{next_month(month)}-01"
    rows = await fetchall(conn, "SELECT pp.player_id, SUM(pp.won), COUNT(*) - SUM(pp.won), "
                          "SUM(CASE pp.pair WHEN 0 THEN p.juegos0 ELSE p.juegos1 END) - SUM(CASE pp.pair WHEN 0 THEN p.juegos1 ELSE p.juegos0 END) "
                          "FROM partidas p JOIN partida_players pp USING (partida_id) "
                          "WHERE p.guild_id = ? AND p.status = 'finished' AND p.has_ai = 0 AND p.finished_at >= ? AND p.finished_at < ? "
                          "AND NOT EXISTS (SELECT 1 FROM tournament_partidas tp WHERE tp.table_id = p.table_id) "
                          "GROUP BY pp.player_id", (guild_id, start, end))
    if not rows:
        return []
    values = await _values(conn, guild_id, [r[0] for r in rows])
    n = len(rows)
    avg = int(average(values.values()))
    official = n >= MIN_PARTICIPANTS
    tw = turnierwert(list(values.values())) if official else None
    await execute(conn, "INSERT INTO msst_tournaments (guild_id, month, participants, average, value, evaluated_at) VALUES (?, ?, ?, ?, ?, ?) "
                  "ON CONFLICT (guild_id, month) DO NOTHING", (guild_id, month, n, avg, tw, at))
    if tw is None:
        return []
    placed = places({r[0]: (r[1] - r[2], r[3]) for r in rows})
    gains = {pid: placement_points(tw, place, n) for pid, place in placed.items()}
    return await _apply(conn, guild_id, month, "turnier", gains, values, at)


async def _decay_all(conn: Connection, guild_id: int, month: str, at: str) -> list[Change]:
    rows = await fetchall(conn, "SELECT player_id, value FROM msst_values WHERE guild_id = ? AND value > ?", (guild_id, START))
    before = {r[0]: r[1] for r in rows}
    gains = {pid: decay(v) - v for pid, v in before.items()}
    return await _apply(conn, guild_id, month, "decay", gains, before, at)


async def catch_up(conn: Connection, guild_id: int, at: str) -> list[Change]:
    """Bring the server's values to the month of ``at``: score each past month, then decay."""
    month = month_of(at)
    # lock the server's row first: on PostgreSQL another process answering an MSST query for
    # the same server waits here, then sees the months already scored (never scored twice)
    await execute(conn, "UPDATE msst_state SET month = month WHERE guild_id = ?", (guild_id,))
    row = await fetchone(conn, "SELECT month FROM msst_state WHERE guild_id = ?", (guild_id,))
    if row is None:
        await execute(conn, "INSERT INTO msst_state (guild_id, month) VALUES (?, ?)", (guild_id, month))
        return []
    current = row[0]
    changes: list[Change] = []
    while current < month:
        changes += await evaluate_month(conn, guild_id, current, at)
        current = next_month(current)
        changes += await _decay_all(conn, guild_id, current, at)
    if current != row[0]:
        await execute(conn, "UPDATE msst_state SET month = ? WHERE guild_id = ?", (current, guild_id))
    return changes


async def needs_catch_up(conn: Connection, guild_id: int, at: str) -> bool:
    row = await fetchone(conn, "SELECT month FROM msst_state WHERE guild_id = ?", (guild_id,))
    return row is not None and row[0] < month_of(at)


async def after_partida(conn: Connection, guild_id: int, partida_id: int, seat_players: Sequence[int],
                        juegos: tuple[int, int], at: str) -> list[Change]:
    """Section 6 for one finished partida without computer players (call after catch_up)."""
    row = await fetchone(conn, "SELECT month FROM msst_state WHERE guild_id = ?", (guild_id,))
    month = row[0] if row else month_of(at)
    values = await _values(conn, guild_id, seat_players)
    await executemany(conn, "INSERT INTO msst_values (guild_id, player_id, value, updated_at) VALUES (?, ?, ?, ?) "
                      "ON CONFLICT DO NOTHING", [(guild_id, pid, START, at) for pid in sorted(values)])
    pairs = ([seat_players[0], seat_players[2]], [seat_players[1], seat_players[3]])
    v0, v1 = ([values[p] for p in pair] for pair in pairs)
    if average(v0) == average(v1):
        return []
    weak = 0 if average(v0) < average(v1) else 1
    strong_vals, weak_vals = (v1, v0) if weak == 0 else (v0, v1)
    gain = satzgewinn(strong_vals, weak_vals, juegos[weak], juegos[1 - weak])
    return await _apply(conn, guild_id, month, "satz", dict.fromkeys(pairs[weak], gain), values, at, partida_id)


async def table(conn: Connection, guild_id: int, limit: int) -> list[tuple[int, int]]:
    """(player_id, value) of the listed players (value > 1.00), best first; humans only."""
    return [(r[0], r[1]) for r in await fetchall(
        conn, "SELECT v.player_id, v.value FROM msst_values v JOIN players p USING (player_id) "
        "WHERE v.guild_id = ? AND v.value > ? AND p.is_ai = 0 ORDER BY v.value DESC, v.player_id LIMIT ?",
        (guild_id, START, limit))]


async def value_of(conn: Connection, guild_id: int, player_id: int) -> int | None:
    row = await fetchone(conn, "SELECT value FROM msst_values WHERE guild_id = ? AND player_id = ?", (guild_id, player_id))
    return int(row[0]) if row and row[0] > START else None
