"""A partida in the league: it starts with its commitment, each hand is counted as it ends, and
its end moves the counters, the ratings (season and all time), the MSST and the logros.

Each of the three is one transaction, or a part of the caller's (a press's): the table
service writes a hand's action and its record together. A partida's end is two: the end itself
(who won, the seed made public) goes with the press that won it, and the league counts it in a
transaction of its own just after (``count_partida``), so a failure of the league never takes a
won partida back; a partida ended but not counted is counted at the next start
(``count_pending``). Nothing here writes SQL: the store's
repositories keep what is worked out here (``store.results``, ``store.stats``,
``store.ratings``, ``store.msst``, ``store.achievements``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from musbot.store import Store
from musbot.store.db import When, utc_text
from musbot.store.errors import InvalidState
from musbot.store.models import ALL_TIME, SeatSpec
from musbot.store.results import CountedHand, HandContext

from . import awards, counters, msst, ratings
from .facts import HandFacts
from .fairplay import commitment_of
from .models import HandRecord, MsstChange, PartidaResult, RatingChange

log = logging.getLogger(__name__)

# A reported partida: its winning pair, and the juegos and vacas of pairs 0 and 1
ReportedPartida = tuple[int, tuple[int, int], tuple[int, int]]


async def start_partida(store: Store, table_id: int, seats: Sequence[SeatSpec | Mapping[str, Any]] | None = None,
                        at: When = None) -> int:
    """A partida starts at the table (with its current seats, or these four), its commitment
    fixed with it (``fairplay``)."""
    when = utc_text(at)
    async with store.transaction("starting a partida"):
        if seats is not None:
            if len(seats) != 4:
                raise ValueError("a partida has four seats")
            await store.tables.set_seats(table_id, seats, when)
        table = await store.tables.get(table_id, with_actions=False)
        partida_id, players = await store.results.start(table, when)
        await store.results.commit(partida_id, commitment_of(table.seed, table.shuffle, table.first_mano, players))
        await store.tables.set_status(table_id, "playing", when)
    return partida_id


def _cards_text(cards: Any) -> str | None:
    if cards is None:
        return None
    if isinstance(cards, str):
        return cards
    return " ".join(str(c) for c in cards)


def count_hand(c: HandContext, hand_number: int, mano: int, hands: Sequence[Any] | None, facts: HandFacts,
               at: str) -> CountedHand:
    """Everything a hand moves, from what the partida was before it (``InvalidState`` when it
    cannot be recorded: the partida is over, or has this hand already)."""
    p = c.partida
    if p.status != "playing":
        raise InvalidState(f"partida {p.partida_id} is {p.status}: no more hands can be recorded")
    if mano not in range(4):
        raise ValueError(f"bad mano {mano!r}: seats are 0-3")
    cards = list(hands) if hands is not None else [None] * 4
    if len(cards) != 4:
        raise ValueError("hands: the four seats' cards, or None")
    if c.recorded:
        raise InvalidState(f"partida {p.partida_id} already has hand {hand_number}")
    prev = c.juego_so_far
    juegos, vacas = list(p.juegos), list(p.vacas)
    seats = [counters.seat_deltas(facts, seat) for seat in range(4)]
    moved = [dict(d) for d in seats]  # and what a juego won adds to the seats' records
    if facts.juego_won is not None:
        for seat, d in enumerate(moved):
            d["juegos"] = 1
            d["juegos_won"] = int(seat % 2 == facts.juego_won)
        juegos[facts.juego_won] += 1
        if facts.vaca_won is not None:
            vacas[facts.vaca_won] += 1
    players, pairs = counters.by_player_and_pair(p.seat_players, moved)
    t0, t1, t2, t3 = (_cards_text(x) for x in cards)
    return CountedHand(c, hand_number, p.juegos[0] + p.juegos[1] + 1, mano, (t0, t1, t2, t3), facts.points,
                       (prev[0] + facts.points[0], prev[1] + facts.points[1]), facts.winner_pair,
                       facts.ordago_pair is not None, facts.lines, (seats[0], seats[1], seats[2], seats[3]),
                       facts.juego_won, p.vacas[0] + p.vacas[1] + 1, (juegos[0], juegos[1]), (vacas[0], vacas[1]),
                       players, pairs, at)


async def record_hand(store: Store, partida_id: int, hand_number: int, mano: int, hands: Sequence[Any] | None,
                      facts: HandFacts, at: When = None, *, blind: bool = False) -> HandRecord:
    """A finished hand: its shown cards (four texts, or card lists, or None) and its facts
    (``facts.hand_facts`` of its public events: count lines, words said, juegos and vacas
    won). The juego score is the sum of the hands' tantos (count lines and dejes).

    ``blind``: inside a press's transaction, nothing is read while the store's single writer
    is held (each read waits for the event loop's turn, and every other table's commit waits
    behind it): the partida is read before, from committed data, and every write goes with
    the COMMIT, refused if the partida changed meanwhile; the record's ``hand_id`` is then
    None (``store.history.hand_id()`` reads it once committed)."""
    when = utc_text(at)
    context = await store.results.committed_hand_context(partida_id, hand_number) if blind else None
    async with store.transaction(f"recording hand {hand_number} of partida {partida_id}"):
        if context is None:  # (blind: begun in this very transaction, so read in it)
            context = await store.results.hand_context(partida_id, hand_number)
        hand = count_hand(context, hand_number, mano, hands, facts, when)
        hand_id = await store.results.record_hand(hand, with_id=not blind)
    return HandRecord(hand_id, partida_id, hand_number, hand.juego_number, hand.points, hand.score, hand.winner_pair,
                      facts.juego_won, facts.vaca_won, facts.partida_won)


async def finish_partida(store: Store, partida_id: int, winner_pair: int, at: When = None, *,
                         juegos: tuple[int, int] | None = None, vacas: tuple[int, int] | None = None) -> PartidaResult:
    """The partida is won: its end (``end_partida``) and what it moves in the league
    (``count_partida``), in one transaction."""
    when = utc_text(at)
    async with store.transaction(f"finishing partida {partida_id}"):
        await end_partida(store, partida_id, winner_pair, when, juegos=juegos, vacas=vacas)
        return await _count(store, partida_id, when, reported=False)


async def end_partida(store: Store, partida_id: int, winner_pair: int, at: When = None, *,
                      juegos: tuple[int, int] | None = None, vacas: tuple[int, int] | None = None) -> None:
    """The partida's own end: who won, its juegos and vacas, its pairs, its seed made public.
    The table writes it with the press that won it; the league counts it after
    (``count_partida``), so a failure there never takes the end back."""
    if winner_pair not in (0, 1):
        raise ValueError("winner_pair is 0 or 1")
    when = utc_text(at)
    async with store.transaction(f"ending partida {partida_id}"):
        p = await store.results.partida(partida_id)
        if p.status != "playing":
            raise InvalidState(f"partida {partida_id} is already {p.status}")
        await store.results.finish(p, winner_pair, juegos if juegos is not None else p.juegos,
                                   vacas if vacas is not None else p.vacas, when)
        await store.results.reveal(partida_id, when)


async def count_partida(store: Store, partida_id: int, at: When = None) -> PartidaResult:
    """What an ended partida moves in the league: the counters, the ratings (season and all
    time), the MSST and the logros, all or nothing (one transaction); ``InvalidState`` when it
    is not ended or is counted already."""
    when = utc_text(at)
    async with store.transaction(f"counting partida {partida_id} in the league"):
        return await _count(store, partida_id, when, reported=False)


async def count_pending(store: Store, owns: Callable[[int], bool] | None = None, at: When = None
                        ) -> list[PartidaResult]:
    """The ended partidas the league has not counted (counting them failed when they ended),
    counted now, oldest first, each in its own transaction; ``owns``: only the servers this
    process serves. One that fails again is logged and left for the next time."""
    done = []
    for guild_id, partida_id in await store.results.uncounted():
        if owns is not None and not owns(guild_id):
            continue
        try:
            done.append(await count_partida(store, partida_id, at))
        except Exception:
            log.exception("the league could not count partida %s; it is tried again at the next start", partida_id)
    return done


async def record_reported(store: Store, guild_id: int, seats: Sequence[SeatSpec], partidas: Sequence[ReportedPartida],
                          rules: Mapping[str, Any], at: When = None) -> list[PartidaResult]:
    """Partidas played at a real table, as their pairs reported them (pair 0 in seats 0 and
    2): each is a finished partida marked reported, with no table, seed nor hands, and moves
    the records, ratings, MSST and results-based logros exactly as a played one."""
    when = utc_text(at)
    results = []
    async with store.transaction("recording reported partidas"):
        for winner_pair, juegos, vacas in partidas:
            if winner_pair not in (0, 1):
                raise ValueError("winner_pair is 0 or 1")
            partida_id = await store.results.start_reported(guild_id, seats, rules, when)
            await store.results.finish(await store.results.partida(partida_id), winner_pair, juegos, vacas, when)
            results.append(await _count(store, partida_id, when, reported=True))
    return results


async def void_reported(store: Store, partida_ids: Sequence[int], at: When = None) -> None:
    """Reported partidas that no longer stand (the organisers corrected or voided their tie's
    result) stop counting: their records are taken back, the ratings of their scopes are
    worked out again without them (``ratings.rate_without``), their Satzgewinn is taken back
    (``msst.take_back``), and they are removed. Logros they gave stay earned."""
    when = utc_text(at)
    async with store.transaction("voiding reported partidas"):
        voided = await store.results.reported_results(partida_ids)
        if not voided:
            return
        guild_id = voided[0][0].guild_id
        for p, winner_pair in voided:
            players, pairs = counters.by_player_and_pair(p.seat_players, counters.partida_deltas(winner_pair, p.juegos))
            await store.stats.bump(p.guild_id, (p.season, ALL_TIME), _negated(players), _negated(pairs))
        order = [p.partida_id for p, _w in voided]
        for scope in sorted({p.season for p, _w in voided}) + [ALL_TIME]:
            await ratings.rate_without(store, guild_id, scope, [p.partida_id for p, _w in voided
                                                                if scope in (ALL_TIME, p.season)], when)
        await msst.take_back(store, guild_id, order, when)
        await store.results.delete_reported(order)


def _negated(deltas: Mapping[Any, Mapping[str, int]]) -> dict[Any, dict[str, int]]:
    return {key: {name: -value for name, value in d.items()} for key, d in deltas.items()}


async def _count(store: Store, partida_id: int, when: str, *, reported: bool) -> PartidaResult:
    """What an ended partida moves, inside the caller's transaction. A played one's juegos were
    counted hand by hand; a reported one's juegos count here."""
    p = await store.results.partida(partida_id)
    if p.status != "finished" or p.winner_pair is None:
        raise InvalidState(f"partida {partida_id} is {p.status}: only an ended partida is counted")
    if await store.results.counted(partida_id):
        raise InvalidState(f"partida {partida_id} is counted already")
    winner_pair, j, v = p.winner_pair, p.juegos, p.vacas
    deltas = counters.partida_deltas(winner_pair, j if reported else None)
    players, pairs = counters.by_player_and_pair(p.seat_players, deltas)
    await store.stats.bump(p.guild_id, (p.season, ALL_TIME), players, pairs)
    people = await store.guilds.players(p.seat_players)
    rating_changes: list[RatingChange] = []
    for scope in (p.season, ALL_TIME):
        for pid, before, after in await ratings.rate_partida(store, p.guild_id, scope, partida_id, p.seat_players,
                                                             winner_pair, when):
            rating_changes.append(RatingChange(people[pid], scope, before[0], before[1], after[0], after[1]))
    msst_changes: list[MsstChange] = []
    if not p.has_ai:
        changes = await msst.catch_up(store, p.guild_id, when)
        changes += await msst.after_partida(store, p.guild_id, partida_id, p.seat_players, j, when)
        people = {**people, **await store.guilds.players([c.player_id for c in changes])}
        msst_changes = [MsstChange(people[c.player_id], c.kind, c.before, c.after) for c in changes]
    earned = await awards.after_partida(store, partida_id, when)
    return PartidaResult(partida_id, winner_pair, j, v, tuple(rating_changes), tuple(msst_changes), earned)
