"""How the tournament service reaches tables: a small protocol of its own.

The service never plays a card. It asks a ``MatchTables`` to start a tie's partida with four
seated people and the tournament's rules, and to close, pause or resume a tie's table; the
implementation tells the service back through three calls:

- ``service.partida_table(tid, match_no, number, table_id)`` as soon as the store table of a
  partida exists (it marks the partida as a tournament partida for the MSST);
- ``service.player_present(tid, match_no, user_id)`` the first time each seated person presses
  anything at the tie's table (the grace period's walkover needs it);
- ``service.partida_finished(tid, match_no, number, outcome)`` when the partida is won (the
  store has already recorded and rated it); a repeated call for the same number is ignored;
- ``service.table_lost(tid, match_no)`` when the tie's table cannot go on (its thread was
  deleted): the tie is held and the organiser told;
- ``service.presencial_thread(tid, match_no, thread_id)`` once a presencial tie has the
  thread where its pairs report the result (``open_presencial``).

Two implementations: phase 2's adapter over the real table service (one thread per tie, the
seats fixed, no computer players, a timed-out move the most passive legal action), and
``simulate.EngineTables``, where computer players play the engine directly.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from musbot.engine import events as ev


@dataclass(frozen=True, slots=True)
class SeatedPlayer:
    user_id: int
    name: str


@dataclass(frozen=True, slots=True)
class PartidaSpec:
    """Start partida ``number`` of tie ``match_no``: seats 0 and 2 are pair ``entry_a``, seats
    1 and 3 pair ``entry_b``; the mano of the first hand is ``first_mano`` (alternating from
    one partida of a tie to the next)."""

    tournament_id: int
    guild_id: int
    channel_id: int  # the tournament's channel: the tie's thread goes under it
    tournament_name: str
    match_no: int
    number: int
    round: int
    stage: str
    entry_a: int
    entry_b: int
    seats: tuple[SeatedPlayer, SeatedPlayer, SeatedPlayer, SeatedPlayer]
    rules: dict[str, Any]
    seconds: int
    first_mano: int
    private: bool
    deadline: str | None  # the grace period's end (UTC text), None once everyone is there
    head_start: tuple[int, int] = (0, 0)  # juegos pairs a and b have won before its first deal

    @property
    def users(self) -> tuple[int, ...]:
        return tuple(s.user_id for s in self.seats)


@dataclass(frozen=True, slots=True)
class PartidaOutcome:
    """A won partida as the tie counts it; pair 0 is the tie's ``entry_a``."""

    winner_pair: int
    juegos: tuple[int, int]
    tantos: tuple[int, int]
    partida_id: int | None = None
    table_id: int | None = None


class MatchTables(Protocol):
    async def start_partida(self, spec: PartidaSpec) -> None: ...

    async def close_match(self, tournament_id: int, match_no: int) -> None:
        """The tie is decided without its table (walkover, organiser, removal, cancel)."""
        ...

    async def open_presencial(self, spec: PartidaSpec) -> None:
        """The tie is played at a real table: no bot table, a place where its pairs report the
        result (``service.presencial_thread`` tells the service where)."""
        ...

    async def give_head_start(self, tournament_id: int, match_no: int, head_start: tuple[int, int]) -> bool:
        """The tie's partida, not dealt yet, begins with these juegos won by pairs a and b (a
        late pair's lost juegos); False, and nothing changed, once it has begun."""
        ...

    async def pause_match(self, tournament_id: int, match_no: int) -> None: ...

    async def resume_match(self, tournament_id: int, match_no: int) -> None: ...


class TantosCounter:
    """The tantos each pair scored in a partida, from the engine's events: the count lines,
    the dejes, and for an órdago won the points the winners still needed (the juego's end)."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.tantos = [0, 0]
        self.juegos = [0, 0]
        self._score = [0, 0]

    def feed(self, events: Iterable[ev.Event]) -> None:
        for e in events:
            if isinstance(e, ev.CountLine | ev.Deje):
                self.tantos[e.pair] += e.points
                self._score[e.pair] += e.points
            elif isinstance(e, ev.OrdagoWon):
                need = max(0, self.target - self._score[e.pair])
                self.tantos[e.pair] += need
            elif isinstance(e, ev.JuegoWon):
                self.juegos[e.pair] += 1
                self._score = [0, 0]
