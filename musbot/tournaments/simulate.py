"""``musbot tournament simulate``: a whole tournament played by computer players through the
real tournament service, on a temporary database, with no Discord.

``EngineTables`` implements the service's table protocol: each partida it is asked for is
played by four computer players on the engine directly, recorded in the store like a
Discord table's (hands, result, ratings, statistics, MSST) and reported back to the service.
The players are registered as people (the service seats people only), so the MSST counts
their partidas. With ``absent_rate`` P each player of a tie's first partida stays away with
probability P: nobody plays that tie and the grace period's walkover decides it. Time is a
simulated clock that jumps to the next stored deadline when nothing is left to play.

Everything is seeded: the same arguments give the same tournament.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from musbot.ai.arena import SideStats, play_hand
from musbot.ai.player import make_player
from musbot.engine import Match, Rules
from musbot.league import finish_partida, hand_facts, record_hand, start_partida
from musbot.store import SeatSpec, Store
from musbot.store.db import parse_utc

from .formats import format_of
from .formats.base import last_round
from .model import Options, Tournament
from .port import PartidaOutcome, PartidaSpec, TantosCounter
from .service import TournamentService

START = parse_utc("2026-01-05T18:00:00.000000Z").timestamp()
GUILD, CHANNEL, ORGANISER = 1, 10, 999
FIRST_USER = 1001


@dataclass
class EngineTables:
    """The table protocol with computer players at the engine: partidas are queued when the
    service asks and played by ``run``."""

    level: str = "expert"
    queue: list[PartidaSpec] = field(default_factory=list)
    closed: set[tuple[int, int]] = field(default_factory=set)

    async def start_partida(self, spec: PartidaSpec) -> None:
        self.closed.discard((spec.tournament_id, spec.match_no))
        self.queue.append(spec)

    async def close_match(self, tournament_id: int, match_no: int) -> None:
        self.closed.add((tournament_id, match_no))
        self.queue = [s for s in self.queue if (s.tournament_id, s.match_no) != (tournament_id, match_no)]

    async def open_presencial(self, spec: PartidaSpec) -> None:
        """A simulation has no real table: its computer players play the tie here all the same."""
        await self.start_partida(spec)

    async def give_head_start(self, tournament_id: int, match_no: int, head_start: tuple[int, int]) -> bool:
        """The queued partida of the tie is played with it (nothing is dealt before ``run``)."""
        for i, spec in enumerate(self.queue):
            if (spec.tournament_id, spec.match_no) == (tournament_id, match_no):
                self.queue[i] = dataclasses.replace(spec, head_start=head_start)
                return True
        return False

    async def pause_match(self, tournament_id: int, match_no: int) -> None:
        return None

    async def resume_match(self, tournament_id: int, match_no: int) -> None:
        return None


def _seed_int(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256(":".join(map(str, parts)).encode()).digest()[:6], "big")


async def play_partida(store: Store, service: TournamentService, spec: PartidaSpec, level: str, seed: int) -> PartidaOutcome:
    """One partida of a tie at a store table of its own, played to the end by computer players
    (recorded at the service's simulated time, so months and the MSST follow it)."""
    at = service.clock()
    rules = Rules.from_dict(spec.rules)
    mseed = _seed_int(seed, "partida", spec.tournament_id, spec.match_no, spec.number)
    seats = [SeatSpec.human(s.user_id, s.name) for s in spec.seats]
    table_id = await store.tables.create(spec.guild_id, spec.channel_id * 1000 + spec.match_no, creator_id=None,
                                         rules=rules.to_dict(), seed=mseed, first_mano=spec.first_mano, seats=seats,
                                         at=at, head_start=spec.head_start)
    await service.partida_table(spec.tournament_id, spec.match_no, spec.number, table_id)
    partida_id = await start_partida(store, table_id, at=at)
    match = Match.new(rules, seed=mseed, first_mano=spec.first_mano, head_start=spec.head_start)
    players = [make_player(level, _seed_int(mseed, seat)) for seat in range(4)]
    sides = [SideStats(), SideStats()]
    counter = TantosCounter(rules.tantos)
    while match.winner is None:  # (a partida its head start won has no hand)
        play_hand(match, players, sides, (0, 1), clock=lambda: 0.0)
        view = match.view(None)
        counter.feed(view.events)
        await record_hand(store, partida_id, view.hand_number, view.mano,
                          [list(h) if h is not None else None for h in view.hands], hand_facts(view.events), at=at)
        if match.phase == "match_end":
            break
        match.next_hand()
    assert match.winner is not None
    await finish_partida(store, partida_id, match.winner, at, vacas=(match.vacas[0], match.vacas[1]))
    await store.tables.close(table_id, "finished", at)
    return PartidaOutcome(match.winner, (counter.juegos[0], counter.juegos[1]), (counter.tantos[0], counter.tantos[1]),
                          partida_id, table_id)


PlayPartida = Callable[[Store, TournamentService, PartidaSpec, str, int], Awaitable[PartidaOutcome]]


async def run(service: TournamentService, tables: EngineTables, tid: int, clock: list[float], *, seed: int = 0,
              absent_rate: float = 0.0, max_steps: int = 100_000, partida: PlayPartida = play_partida) -> Tournament:
    """Play the tournament to its end: queued partidas first, then the clock to the next
    stored time (sign-up's close, a grace period's end, a jornada's start). ``partida``
    plays one (``play_partida``; a test of a format's rounds may decide them faster)."""
    rnd = random.Random(f"{seed}:absences")
    seen_first: set[int] = set()
    for _ in range(max_steps):
        while tables.queue:
            spec = tables.queue.pop(0)
            if spec.match_no not in seen_first:
                seen_first.add(spec.match_no)
                absent = {u for u in spec.users if absent_rate and rnd.random() < absent_rate}
            else:
                absent = set()
            for u in spec.users:
                if u not in absent:
                    await service.player_present(tid, spec.match_no, u)
            if absent:
                continue  # nobody plays: the walkover comes at the grace period's end
            outcome = await partida(service.store, service, spec, tables.level, seed)
            await service.partida_finished(tid, spec.match_no, spec.number, outcome)
        t = await service.get(tid)
        if t.status in ("finished", "cancelled"):
            return t
        wake = service.next_wakeup()
        if wake is None:
            return t
        clock[0] = max(clock[0], parse_utc(wake).timestamp())
        await service.tick()
    raise RuntimeError("the simulated tournament did not end")


def players_of(pairs: int) -> list[tuple[int, str, int, str]]:
    out = []
    for i in range(pairs):
        u = FIRST_USER + 2 * i
        out.append((u, f"P{i + 1}a", u + 1, f"P{i + 1}b"))
    return out


async def simulate(fmt: str, pairs: int, **options: Any) -> dict[str, Any]:
    """The whole tournament, as the JSON object ``--json`` prints (``options``: ``play``'s)."""
    return report(await play(fmt, pairs, **options))


async def play(fmt: str, pairs: int, *, best_of: int = 1, seed: int = 0, absent_rate: float = 0.0,
               level: str = "expert", rules: dict[str, Any] | None = None, db_path: str | Path | None = None,
               partida: PlayPartida = play_partida, **format_options: Any) -> Tournament:
    """The whole tournament played to its end, as the service left it (``format_options``: the
    format's own, by name: ``rounds=5``, ``group_size=3``, ...)."""
    with tempfile.TemporaryDirectory(prefix="musbot-sim-") as tmp:
        path = db_path if db_path is not None else Path(tmp) / "simulate.db"  # (or a postgresql:// URL)
        store = await Store.open(path, synchronous="OFF", check=False)
        try:
            clock = [START]
            tables = EngineTables(level)
            service = TournamentService(store, tables, clock=lambda: clock[0],
                                        new_seed=lambda: hashlib.sha256(f"{seed}:draw".encode()).hexdigest())
            opts = Options(rules=dict(rules or Rules().to_dict()), best_of=best_of, max_pairs=max(2, pairs),
                           format_options=format_options)
            t = await service.create(guild_id=GUILD, channel_id=CHANNEL, organiser_id=ORGANISER,
                                     name=f"simulate {fmt}", format=fmt, options=opts, signup_closes_at=START + 3600)
            for u1, n1, u2, n2 in players_of(pairs):
                await service.sign_up_pair(t.id, u1, n1, u2, n2)
                await service.confirm(t.id, u2)
            clock[0] = START + 3600
            await service.tick()
            return await run(service, tables, t.id, clock, seed=seed, absent_rate=absent_rate, partida=partida)
        finally:
            await store.close()


def report(t: Tournament) -> dict[str, Any]:
    """A tournament as ``simulate --json`` prints it: its pairs, its rounds, its standings
    (each row with every value ``order`` ranks by) and its champion (docs/organising.md), with
    the champion of each further stage the format has (``champion_<stage>``)."""
    fmt = format_of(t.format)
    rounds = []
    for r in range(1, last_round(t) + 1):
        stages: dict[str, list[dict[str, Any]]] = {}
        for m in t.round_matches(r):  # a liguilla's round has one entry per group
            if not m.finished:
                continue
            if m.b is None:
                item: dict[str, Any] = {"a": m.a, "b": None, "winner": m.winner, "bye": True}
            else:
                item = {"a": m.a, "b": m.b, "winner": m.winner, "partidas": list(m.partidas),
                        "juegos": list(m.juegos), "tantos": list(m.tantos), "walkover": m.walkover}
            stages.setdefault(m.stage, []).append(item)
        rounds += [{"round": r, "stage": stage, "matches": items} for stage, items in stages.items()]
    return {"format": t.format,
            "pairs": [{"id": e.no, "players": [e.name1, e.name2]} for e in sorted(t.pairs(), key=lambda e: e.no)],
            "rounds": rounds, "order": standings_order(t.format), "standings": standings_json(t),
            "champion": t.champion} | {f"champion_{stage}": entry for stage, entry in fmt.stage_champions(t)}


def standings_order(fmt: str) -> list[dict[str, Any]]:
    """The criteria the standings are ranked by, first to last: ``best`` says which end of
    each comes first (a pair without a value, null, comes after every pair with one); a
    criterion that ``decides_alone`` ranks the pairs that have a value by it alone (the losers
    of a knockout round share the place). Pairs level on all of them share the rank and are
    listed by seed."""
    return [c.to_dict() for c in format_of(fmt).order]


def standings_json(t: Tournament) -> list[dict[str, Any]]:
    """One object per pair, best first: its rank, what ranks it (``standings_order``) and its
    ties. ``won`` counts walkovers won (``walkovers``); a suizo's ``points`` are ``won`` plus
    ``byes``. ``knockout``: how many pairs the last knockout round it played had (2: the final,
    1: the champions; null: it never played one)."""
    fmt = format_of(t.format)
    out = []
    seed = {e.no: e.seed for e in t.pairs()}
    for p in fmt.places(t):
        row = p.row
        item: dict[str, Any] = {"rank": p.place, "pair": p.pair, "seed": seed[p.pair]}
        item |= {name: p.value(name) for name in fmt.row_fields}
        item |= {"played": row.played, "won": row.won, "lost": row.lost, "walkovers": row.walkovers,
                 "juego_diff": row.juego_diff, "juegos_for": row.juegos_for, "juegos_against": row.juegos_against,
                 "tantos_diff": row.tantos_diff, "tantos_for": row.tantos_for, "tantos_against": row.tantos_against}
        out.append(item)
    return out
