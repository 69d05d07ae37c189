"""Helpers for the store tests (imported as ``store_helpers``)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import hashlib
import os
import sqlite3
from collections.abc import Coroutine, Sequence
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from musbot.engine.events import CountLine, Event, JuegoWon, PartidaWon, VacaWon
from musbot.league import HandFacts, finish_partida, hand_facts, record_hand, start_partida
from musbot.store import SeatSpec, Store
from musbot.store.portable import numbered_placeholders

GUILD = 111


async def free_channel(store: Store, guild: int = GUILD) -> int:
    """A channel with no open table (one open table per channel: migration 0006), the same on
    both databases: the first after the highest that holds one, from 5."""
    del guild  # channel ids are Discord's: unique across servers
    return max([t.channel_id for t in await store.tables.open_tables()] + [4]) + 1
T = TypeVar("T")


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
        table_id = await store.tables.create(guild, await free_channel(store, guild), creator_id=None, rules={"juegos": 2, "vacas": 1}, seed=1,
                                            seats=list(seats), at=at)
    partida = await start_partida(store, table_id, at=at)
    hand = 0
    order = [1 - winner] * juegos_lost + [winner, winner]
    tally = [0, 0]
    for i, pair in enumerate(order):
        hand += 1
        tally[pair] += 1
        last = i == len(order) - 1
        events = juego_events(pair, (tally[0], tally[1]), (1, 0) if pair == 0 else (0, 1), True) if last \
            else juego_events(pair, (tally[0], tally[1]))
        await record_hand(store, partida, hand, (hand - 1) % 4, None, count(("grande", pair, 40, "envite", pair), *events),
                                at=at)
    await finish_partida(store, partida, winner, at=at)
    return partida


# ---------------------------------------------------------------------- tournament rows
BIG = 987_654_321_098_765_432  # a Discord id: more than 32 bits
AT = "2026-03-02T18:00:00.000000Z"


def tournament_row(guild: int, **over: Any) -> dict[str, Any]:
    row = {"guild_id": guild, "channel_id": BIG + 1, "organiser_id": BIG, "name": "Copa Ñ", "format": "eliminatoria",
           "options": {"best_of": 3, "rules": {"tantos": 30}}, "status": "signup", "commitment": "c0" * 32,
           "seed": "5eed" * 16, "signup_closes_at": AT, "created_at": AT, "updated_at": AT}
    return {**row, **over}


def entry_row(no: int, **over: Any) -> dict[str, Any]:
    row = {"entry_no": no, "user1": BIG + 10 * no, "user2": BIG + 10 * no + 1, "name1": f"a{no}", "name2": f"b{no}",
           "status": "confirmed", "seed": None, "rating": None, "from_solos": None, "grp": None,
           "created_at": AT, "updated_at": AT}
    return {**row, **over}


def match_row(no: int, **over: Any) -> dict[str, Any]:
    row = {"match_no": no, "round": 1, "stage": "eliminatoria", "slot": no, "entry_a": 1, "entry_b": 2,
           "status": "open", "winner": None, "walkover": 0, "partidas_a": 0, "partidas_b": 0, "juegos_a": 0,
           "juegos_b": 0, "tantos_a": 0, "tantos_b": 0, "opens_at": None, "opened_at": AT, "deadline": None,
           "present": [], "held": 0, "set_by": None, "finished_at": None}
    return {**row, **over}


def partida_row(match_no: int, number: int, **over: Any) -> dict[str, Any]:
    row = {"match_no": match_no, "number": number, "table_id": None, "partida_id": None, "winner": None,
           "juegos_a": 0, "juegos_b": 0, "tantos_a": 0, "tantos_b": 0, "counted": 1, "finished_at": None}
    return {**row, **over}


# ---------------------------------------------------------------------- both backends
def is_pg(target: str | Path) -> bool:
    return str(target).startswith("postgresql://")


def with_database(url: str, name: str) -> str:
    """The same server URL naming another database."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def in_thread(coro: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to the end on its own loop in another thread (from sync fixtures,
    without touching the test's event loop)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


async def run_sql(target: str | Path, *statements: str) -> list[tuple[Any, ...]]:
    """Run SQL straight on the database (what the store never does); the last statement's rows."""
    rows: list[tuple[Any, ...]] = []
    if is_pg(target):
        conn = await asyncpg.connect(str(target))
        try:
            for sql in statements:
                rows = [tuple(r) for r in await conn.fetch(sql)]
        finally:
            await conn.close()
        return rows
    lite = sqlite3.connect(target)
    try:
        for sql in statements:
            rows = lite.execute(sql).fetchall()
        lite.commit()
    finally:
        lite.close()
    return rows


def sql_now(target: str | Path, statement: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """One statement with ``?`` placeholders straight on the database, from sync or async test
    code (what the store never does: tests that change rows behind its back); its rows."""
    if is_pg(target):
        async def run() -> list[tuple[Any, ...]]:
            conn = await asyncpg.connect(str(target))
            try:
                return [tuple(r) for r in await conn.fetch(numbered_placeholders(statement), *params)]
            finally:
                await conn.close()
        return in_thread(run())
    lite = sqlite3.connect(target)
    try:
        lite.execute("PRAGMA foreign_keys = ON")
        with lite:
            return lite.execute(statement, tuple(params)).fetchall()
    finally:
        lite.close()


async def schema_version(target: str | Path) -> int:
    if is_pg(target):
        return int((await run_sql(target, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))[0][0])
    return int((await run_sql(target, "PRAGMA user_version"))[0][0])


async def table_names(target: str | Path) -> set[str]:
    if is_pg(target):
        rows = await run_sql(target, "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()")
    else:
        rows = await run_sql(target, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    return {r[0] for r in rows}


async def state_of(target: str | Path) -> Any:
    """What 'the database was not touched' compares. SQLite: the file's bytes, mtime and size.
    PostgreSQL: every table's columns and rows."""
    if not is_pg(target):
        return fingerprint(Path(target))
    names = sorted(await table_names(target))
    out: list[Any] = []
    for name in names:
        cols = await run_sql(target, "SELECT column_name, data_type, is_nullable FROM information_schema.columns "
                             f"WHERE table_schema = current_schema() AND table_name = '{name}' ORDER BY ordinal_position")
        rows = await run_sql(target, f"SELECT * FROM {name}")
        out.append((name, cols, sorted(map(repr, rows))))
    return out
