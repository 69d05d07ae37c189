"""Who holds which logro: awarded when a partida ends, listed per player, rebuilt on demand.

The logros themselves are defined in ``achievements.py`` (pure). Here: the seats' history
before a partida (``SeatHistory``), the logros it awards (kept per player and logro, with
where each was first earned and how many times: ``store.achievements``), and ``Recount``,
which plays every finished partida again in the order they ended, for
``musbot db achievements --recompute``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from musbot.engine import Rules
from musbot.store import Store
from musbot.store.achievements import HeldRow
from musbot.store.guilds import PlayerRef
from musbot.store.history_models import Achievement, PartidaLog
from musbot.store.models import Player
from musbot.store.stats import pair_key

from . import achievements
from .models import Earned
from .replayed import Diverged, PlayedHand, play_again

log = logging.getLogger(__name__)

_ORDER = {key: i for i, key in enumerate(achievements.ACHIEVEMENTS)}
Found = dict[tuple[int, str], tuple[int, int | None]]


def played_hands(record: PartidaLog) -> list[PlayedHand]:
    """The partida's hands played again; none when its log does not play (a table written by
    hand or by a test, or a partida played at a real table and reported): then only the logros
    of the partida as a whole are found."""
    if record.reported:
        return []
    try:
        return [h for h in play_again(record.rules, record.seed, record.first_mano, record.shuffle, record.log,
                                      head_start=record.head_start)
                if h.hand_number]  # a partida its head start won has no hand
    except Diverged as exc:
        log.warning("partida %s: its log does not play again (%s); logros of its hands skipped", record.partida_id, exc)
        return []


def find(record: PartidaLog, history: Sequence[achievements.SeatHistory]) -> Found:
    assert record.winner_pair is not None
    return achievements.earned(played_hands(record), Rules.from_dict(record.rules), record.winner_pair, history)


def _partners(seats: Sequence[Player]) -> list[tuple[Player, Player]]:
    return [(player, seats[(seat + 2) % 4]) for seat, player in enumerate(seats)]


def _seat_history(player: Player, partner: Player, wins: int, together: int) -> achievements.SeatHistory:
    return achievements.SeatHistory(not player.is_ai, wins, not partner.is_ai and partner.player_id != player.player_id,
                                    together)


async def seat_history(store: Store, record: PartidaLog) -> list[achievements.SeatHistory]:
    """Each seat's player before this partida: every other finished partida ended earlier."""
    pairs = _partners(record.seats)
    counts = await store.achievements.before(record.guild_id, record.partida_id,
                                             [(p.player_id, q.player_id) for p, q in pairs])
    return [_seat_history(p, q, wins, together) for (p, q), (wins, together) in zip(pairs, counts, strict=True)]


async def after_partida(store: Store, partida_id: int, at: str) -> tuple[Earned, ...]:
    """Award the logros of a partida that has just been won (inside its transaction)."""
    record = await store.history.partida_log(partida_id, with_hands=False, need_log=False)
    found = find(record, await seat_history(store, record))
    if not found:
        return ()
    held = await store.achievements.times([record.seats[seat].player_id for seat, _key in found])
    rows: list[HeldRow] = []
    earned = []
    for (seat, key), (times, hand) in sorted(found.items(), key=lambda kv: (kv[0][0], _ORDER[kv[0][1]])):
        player = record.seats[seat]
        before = held.get((player.player_id, key), 0)
        rows.append((record.guild_id, player.player_id, key, times, partida_id, hand, at))
        earned.append(Earned(player, key, times, before == 0, hand, before + times))
    await store.achievements.award(rows)
    return tuple(earned)


async def achievements_of(store: Store, guild_id: int, who: PlayerRef) -> list[Achievement]:
    """The logros a player holds, in the catalogue's order."""
    held = [a for a in await store.achievements.of_player(guild_id, who) if a.key in _ORDER]
    held.sort(key=lambda a: _ORDER[a.key])
    return held


# ---------------------------------------------------------------------- recompute
@dataclass
class _Held:
    times: int
    partida_id: int
    hand_number: int | None
    at: str


@dataclass
class Recount:
    """The logros of every finished partida, played again in the order they ended."""

    wins: dict[int, int] = field(default_factory=dict)  # player -> partidas won so far
    together: dict[tuple[int, int], int] = field(default_factory=dict)  # pair -> partidas so far
    held: dict[tuple[int, int, str], _Held] = field(default_factory=dict)  # (guild, player, key)
    partidas: int = 0
    skipped: list[int] = field(default_factory=list)  # partidas whose log does not play

    def history(self, seats: Sequence[Player]) -> list[achievements.SeatHistory]:
        return [_seat_history(p, q, self.wins.get(p.player_id, 0), self.together.get(pair_key(p.player_id, q.player_id), 0))
                for p, q in _partners(seats)]

    def add(self, record: PartidaLog) -> None:
        assert record.winner_pair is not None
        hands = played_hands(record)
        if not hands:
            self.skipped.append(record.partida_id)
        found = achievements.earned(hands, Rules.from_dict(record.rules), record.winner_pair, self.history(record.seats))
        at = record.finished_at or ""
        for (seat, key), (times, hand) in found.items():
            k = (record.guild_id, record.seats[seat].player_id, key)
            held = self.held.get(k)
            if held is None:
                self.held[k] = _Held(times, record.partida_id, hand, at)
            else:
                held.times += times
        seats = record.seats
        for seat in {s for s in range(4) if s % 2 == record.winner_pair}:
            pid = seats[seat].player_id
            if seat < 2 or pid != seats[seat - 2].player_id:
                self.wins[pid] = self.wins.get(pid, 0) + 1
        for pair in (0, 1):
            key2 = pair_key(seats[pair].player_id, seats[pair + 2].player_id)
            self.together[key2] = self.together.get(key2, 0) + 1
        self.partidas += 1

    def rows(self) -> list[HeldRow]:
        return [(g, pid, key, h.times, h.partida_id, h.hand_number, h.at) for (g, pid, key), h in sorted(self.held.items())]


async def recompute_achievements(store: Store, guild_id: int | None = None) -> Recount:
    """Rebuild every logro (of one server, or all) from the stored actions of finished
    partidas. The partidas are played again outside the write lock, one read each; those
    that end meanwhile are taken into the final, short write."""
    ids = await store.achievements.finished_partidas(guild_id)
    recount = Recount()
    for pid in ids:
        recount.add(await store.history.partida_log(pid, with_hands=False, need_log=False))
    async with store.transaction("rebuilding logros"):
        done = set(ids)
        for pid in await store.achievements.finished_partidas(guild_id):
            if pid not in done:
                recount.add(await store.history.partida_log(pid, with_hands=False, need_log=False))
        await store.achievements.replace_all(guild_id, recount.rows())
    return recount
