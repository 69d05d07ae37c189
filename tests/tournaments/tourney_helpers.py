"""Helpers for the tournament service tests (imported as ``tourney_helpers``): a real database
(an SQLite file or PostgreSQL), a clock the test moves, and tables that only record what the
service asks of them."""

from __future__ import annotations

from dataclasses import dataclass, field

from musbot.i18n import LANGS, t
from musbot.store import Store
from musbot.store.db import parse_utc
from musbot.tournaments import Notice, PartidaOutcome, PartidaSpec, TournamentService

T0 = parse_utc("2026-03-02T18:00:00Z").timestamp()
GUILD, CHANNEL, ORG = 77, 700, 9


@dataclass
class FakeTables:
    started: list[PartidaSpec] = field(default_factory=list)
    closed: list[tuple[int, int]] = field(default_factory=list)
    paused: list[tuple[int, int]] = field(default_factory=list)
    resumed: list[tuple[int, int]] = field(default_factory=list)
    presencial: list[PartidaSpec] = field(default_factory=list)
    head_starts: list[tuple[int, int, tuple[int, int]]] = field(default_factory=list)

    async def start_partida(self, spec: PartidaSpec) -> None:
        self.started.append(spec)

    async def close_match(self, tournament_id: int, match_no: int) -> None:
        self.closed.append((tournament_id, match_no))

    async def open_presencial(self, spec: PartidaSpec) -> None:
        self.presencial.append(spec)

    async def give_head_start(self, tournament_id: int, match_no: int, head_start: tuple[int, int]) -> bool:
        self.head_starts.append((tournament_id, match_no, head_start))
        return True

    async def pause_match(self, tournament_id: int, match_no: int) -> None:
        self.paused.append((tournament_id, match_no))

    async def resume_match(self, tournament_id: int, match_no: int) -> None:
        self.resumed.append((tournament_id, match_no))

    def spec(self, match_no: int) -> PartidaSpec:
        return [s for s in self.started if s.match_no == match_no][-1]


@dataclass
class World:
    path: str  # an SQLite file or a postgresql:// URL
    store: Store
    tables: FakeTables
    clock: list[float]
    service: TournamentService
    notices: list[Notice]

    def at(self, seconds: float) -> None:
        self.clock[0] = T0 + seconds

    async def restart(self) -> None:
        """The bot stops and starts again on the same database."""
        await self.store.close()
        self.store = await Store.open(self.path)
        self.tables = FakeTables()
        self.service = make_service(self.store, self.tables, self.clock, self.notices)
        await self.service.recover()

    async def present(self, tid: int, match_no: int) -> None:
        for u in self.tables.spec(match_no).users:
            await self.service.player_present(tid, match_no, u)

    async def win(self, tid: int, match_no: int, pair: int, juegos: tuple[int, int] | None = None,
                  tantos: tuple[int, int] = (40, 20)) -> None:
        """The tie's current partida ends, won by seat pair ``pair`` (0: entry a)."""
        spec = self.tables.spec(match_no)
        j = juegos or ((2, 0) if pair == 0 else (0, 2))
        await self.present(tid, match_no)
        await self.service.partida_finished(tid, match_no, spec.number, PartidaOutcome(pair, j, tantos))


def make_service(store: Store, tables: FakeTables, clock: list[float], notices: list[Notice]) -> TournamentService:
    svc = TournamentService(store, tables, clock=lambda: clock[0], new_seed=lambda: "5eed" * 16)

    async def listen(n: Notice) -> None:
        for lang in LANGS:  # every notice can be said in every language with the values it carries
            text = t(f"tourn.notice.{n.kind}", lang, **n.params)
            assert not text.startswith("tourn."), n
        notices.append(n)

    svc.listeners.append(listen)
    return svc
