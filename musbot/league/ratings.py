"""2-against-2 skill ratings with openskill (Plackett-Luce: teams and uncertainty).

Each finished partida rates its two pairs as teams, winners ranked first. Every player has a
rating per season and one for all time (season 0): a new season starts everyone afresh at
openskill's default (mu 25, sigma 25/3), while the all-time rating carries on. Leaderboards
rank by the conservative estimate ``mu - 3 sigma`` (openskill's ``ordinal``): a player has to
play to climb, and a lucky newcomer does not top the table.

Computer players are rated like anyone (their strength moves their partners' and rivals'
ratings the right way) but the leaderboards leave them out. A computer player holding two
seats of a partida is updated once, from its first seat.

Every change is kept in ``rating_history`` with its partida (``store.ratings``), so the bot
can draw a player's rating over time.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from openskill.models import PlackettLuce

from musbot.store import Store
from musbot.store.ratings import Skill

_MODEL = PlackettLuce()
MU: float = _MODEL.mu
SIGMA: float = _MODEL.sigma
Z = 3.0


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


def partida_steps(current: Mapping[int, Skill], seat_players: Sequence[int], winner_pair: int) -> list[tuple[int, Skill, Skill]]:
    """What a partida won by ``winner_pair`` does to its players' ratings (``current`` holds
    each one's): (player, before, after), a player in two seats once, from the first."""
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
    return changes


async def rate_partida(store: Store, guild_id: int, season: int, partida_id: int, seat_players: Sequence[int],
                       winner_pair: int, at: str) -> list[tuple[int, Skill, Skill]]:
    """Rate the partida in one scope (a season or ALL_TIME); returns (player, before, after)."""
    ids = sorted(set(seat_players))
    current: dict[int, Skill] = {pid: (MU, SIGMA) for pid in ids}
    current.update(await store.ratings.skills(guild_id, season, ids))
    changes = partida_steps(current, seat_players, winner_pair)
    await store.ratings.rate(guild_id, season, partida_id, [(pid, b, a, conservative(*a)) for pid, b, a in changes], at)
    return changes


async def rate_without(store: Store, guild_id: int, season: int, dropped: Sequence[int], at: str) -> None:
    """One scope's ratings as if the partidas ``dropped`` (in the order they were rated) had
    never been played: each partida rated since the first of them is rated again, in the
    order it was, from its players' ratings before that one; the partidas before it keep
    theirs. Every rating depends on those before it, so only this is exact. The dropped
    partidas' own history rows are left for their removal."""
    if not dropped:
        return
    window = await store.ratings.since(guild_id, season, dropped[0])
    gone = set(dropped)
    current: dict[int, Skill] = {}
    fewer: dict[int, int] = {}
    for p in window:  # each player's rating before the window: before their first partida in it
        for pid, skill in p.before.items():
            current.setdefault(pid, skill)
        if p.partida_id in gone:
            for pid in set(p.seat_players):
                fewer[pid] = fewer.get(pid, 0) + 1
    steps = []
    for p in window:
        if p.partida_id in gone:
            continue
        changes = partida_steps(current, p.seat_players, p.winner_pair)
        for pid, _before, after in changes:
            current[pid] = after
        steps.append((p.partida_id, [(pid, b, a, conservative(*a)) for pid, b, a in changes]))
    await store.ratings.rewrite(guild_id, season, steps, {pid: (skill, conservative(*skill), fewer.get(pid, 0))
                                                          for pid, skill in current.items()}, at)
