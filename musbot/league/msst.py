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
  - the month is scored "completely on its last day": when the league first sees a later
    month (a finished partida or an MSST query), before that month change's decay.
- **Section 7, Ruhmschwund.** At every month change each value falls to 96 % (floored;
  the seed's 97 % applied until 1997).
- **Tournaments** (``musbot/tournaments``) are Turniere of their own: their partidas count
  for section 6 as they finish but not for the month's tournament; at its end a tournament is
  scored by section 5 with its pairs' final places (``score_tournament_msst``).
- Section 2's other conditions (announced 14 days ahead, results within 14 days) have no
  counterpart: every month is announced by this text and scored by the bot itself.

The MSST is not per season: it has its own decay, so it is always "current".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from musbot.store import Store
from musbot.store.db import When, utc_text
from musbot.store.models import MsstRow
from musbot.store.msst import START, Change

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


# ---------------------------------------------------------------------- on a server
async def _changes(store: Store, guild_id: int, month: str, kind: str, gains: dict[int, int], before: dict[int, int],
                   at: str, partida_id: int | None = None) -> list[Change]:
    changes = [Change(pid, kind, before[pid], before[pid] + g) for pid, g in sorted(gains.items()) if g]
    await store.msst.apply(guild_id, month, changes, at, partida_id)
    return changes


async def evaluate_month(store: Store, guild_id: int, month: str, at: str) -> list[Change]:
    """Score the month's tournament (section 5)."""
    rows = await store.msst.month_records(guild_id, month, next_month(month))
    if not rows:
        return []
    values = await store.msst.values(guild_id, [r[0] for r in rows])
    n = len(rows)
    official = n >= MIN_PARTICIPANTS
    tw = turnierwert(list(values.values())) if official else None
    await store.msst.keep_month(guild_id, month, n, int(average(values.values())), tw, at)
    if tw is None:
        return []
    placed = places({r[0]: (r[1] - r[2], r[3]) for r in rows})
    gains = {pid: placement_points(tw, place, n) for pid, place in placed.items()}
    return await _changes(store, guild_id, month, "turnier", gains, values, at)


async def _decay_all(store: Store, guild_id: int, month: str, at: str) -> list[Change]:
    before = await store.msst.listed(guild_id)
    gains = {pid: decay(v) - v for pid, v in before.items()}
    return await _changes(store, guild_id, month, "decay", gains, before, at)


async def catch_up(store: Store, guild_id: int, at: str) -> list[Change]:
    """Bring the server's values to the month of ``at``: score each past month, then decay
    (inside the caller's transaction)."""
    month = month_of(at)
    held = await store.msst.hold_month(guild_id)
    if held is None:
        await store.msst.begin(guild_id, month)
        return []
    current = held
    changes: list[Change] = []
    while current < month:
        changes += await evaluate_month(store, guild_id, current, at)
        current = next_month(current)
        changes += await _decay_all(store, guild_id, current, at)
    if current != held:
        await store.msst.set_month(guild_id, current)
    return changes


async def after_partida(store: Store, guild_id: int, partida_id: int, seat_players: Sequence[int],
                        juegos: tuple[int, int], at: str) -> list[Change]:
    """Section 6 for one finished partida without computer players (after ``catch_up``, in its
    transaction)."""
    month = await store.msst.month(guild_id) or month_of(at)
    values = await store.msst.values(guild_id, seat_players)
    await store.msst.enter(guild_id, values, at)
    pairs = ([seat_players[0], seat_players[2]], [seat_players[1], seat_players[3]])
    v0, v1 = ([values[p] for p in pair] for pair in pairs)
    if average(v0) == average(v1):
        return []
    weak = 0 if average(v0) < average(v1) else 1
    strong_vals, weak_vals = (v1, v0) if weak == 0 else (v0, v1)
    gain = satzgewinn(strong_vals, weak_vals, juegos[weak], juegos[1 - weak])
    return await _changes(store, guild_id, month, "satz", dict.fromkeys(pairs[weak], gain), values, at, partida_id)


async def take_back(store: Store, guild_id: int, partida_ids: Sequence[int], at: str) -> list[Change]:
    """Section 6 undone for partidas that no longer stand (a tie's result the organisers
    corrected): the Satzgewinn they gave is taken from the values again (never below 1.00),
    kept in the history as a negative Satzgewinn. Values since moved by months and
    tournaments keep those moves: the MSST is scored as it goes, never again from the start."""
    gains = await store.msst.satz_of(guild_id, partida_ids)
    if not gains:
        return []
    month = await store.msst.month(guild_id) or month_of(at)
    values = await store.msst.values(guild_id, gains)
    return await _changes(store, guild_id, month, "satz", {pid: max(START, values[pid] - g) - values[pid]
                                                           for pid, g in gains.items()}, values, at)


async def msst_table(store: Store, guild_id: int, *, limit: int = 20, now: When = None) -> list[MsstRow]:
    """The MSST ranking (values > 1.00, humans), brought up to this month first."""
    when = utc_text(now)
    if not store.readonly:
        held = await store.msst.month(guild_id)
        if held is not None and held < month_of(when):
            async with store.transaction("updating the MSST"):
                await catch_up(store, guild_id, when)
    return await store.msst.table(guild_id, limit)


async def score_tournament_msst(store: Store, tournament_id: int, guild_id: int,
                                placed: Sequence[tuple[int, Sequence[int]]], at: When = None) -> list[Change]:
    """Section 5 for a finished tournament, once: ``placed`` is each pair's (place, its
    players' Discord ids), place 1 the best, pairs level sharing the better place. Both players
    of a pair get its place; the last of the pairs gets 10 %, each better place 5 % more."""
    when = utc_text(at)
    async with store.transaction("scoring a tournament in the MSST"):
        if not await store.tournaments.claim_msst(tournament_id):
            return []
        pid_of = await store.guilds.user_players(guild_id, [u for _, us in placed for u in us])
        known = sorted(pid_of.values())
        if not known:
            return []
        changes = await catch_up(store, guild_id, when)
        values = await store.msst.values(guild_id, known)
        n = len(known)
        official = n >= MIN_PARTICIPANTS
        tw = turnierwert(list(values.values())) if official else None
        await store.msst.keep_turnier(tournament_id, guild_id, n, int(average(values.values())), tw, when)
        if tw is None:
            return changes
        gains = {pid_of[u]: placement_points(tw, place, len(placed)) for place, us in placed for u in us if u in pid_of}
        return changes + await _changes(store, guild_id, month_of(when), "turnier", gains, values, when)
