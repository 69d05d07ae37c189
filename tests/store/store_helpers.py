"""Helpers for the store tests (imported as ``store_helpers``)."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from musbot.engine.events import CountLine, Event, JuegoWon, PartidaWon, VacaWon
from musbot.store import HandFacts, SeatSpec, Store, hand_facts

GUILD = 111


def fingerprint(path: Path) -> tuple[str, int, int]:
    """What 'the file was not touched' means: same bytes, same mtime, same size."""
    st = os.stat(path)
    return hashlib.sha256(path.read_bytes()).hexdigest(), st.st_mtime_ns, st.st_size


def humans(*ids: int) -> list[SeatSpec]:
    return [SeatSpec.human(i, f"user{i}") for i in ids]


def count(*items: tuple[Any, ...] | Event) -> HandFacts:
    """A hand's facts from count lines given as (lance, pair, points, why[, seat]) tuples and
    engine events."""
    events = [CountLine(*item) if isinstance(item, tuple) else item for item in items]
    return hand_facts(events)


def juego_events(pair: int, juegos: tuple[int, int], vaca: tuple[int, int] | None = None,
                 partida: bool = False) -> list[Event]:
    ev: list[Event] = [JuegoWon(pair, juegos)]
    if vaca is not None:
        ev.append(VacaWon(pair, vaca))
    if partida:
        ev.append(PartidaWon(pair))
    return ev


async def play_partida(store: Store, seats: Sequence[SeatSpec], winner: int, *, juegos_lost: int = 0,
                       guild: int = GUILD, at: str | None = None, table_id: int | None = None) -> int:
    """A partida to 2 juegos (1 vaca) won by ``winner``, the loser winning ``juegos_lost``
    (0 or 1) first; each juego is one hand of 40 points. Returns the partida id."""
    if table_id is None:
        table_id = await store.create_table(guild, 5, creator_id=None, rules={"juegos": 2, "vacas": 1}, seed=1,
                                            seats=list(seats), at=at)
    partida = await store.start_partida(table_id, at=at)
    hand = 0
    order = [1 - winner] * juegos_lost + [winner, winner]
    tally = [0, 0]
    for i, pair in enumerate(order):
        hand += 1
        tally[pair] += 1
        last = i == len(order) - 1
        events = juego_events(pair, (tally[0], tally[1]), (1, 0) if pair == 0 else (0, 1), True) if last \
            else juego_events(pair, (tally[0], tally[1]))
        await store.record_hand(partida, hand, (hand - 1) % 4, None, count(("grande", pair, 40, "envite", pair), *events),
                                at=at)
    await store.finish_partida(partida, winner, at=at)
    return partida
