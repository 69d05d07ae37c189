"""Standings and their tie-breaks, from the results of finished ties.

Round robin (``liga``, the groups of a ``liguilla``): matches won, then head to head (ties won
among the pairs still level, counted once over that set), then juego difference, then tantos
difference. Swiss (``suizo``): points (a tie won or a bye: 1), then Buchholz (the sum of the
points of the pairs met; a bye adds nothing), then juego difference, then tantos difference.
Pairs level on every criterion share the rank and are listed in seed order.
``ROUND_ROBIN`` and ``SWISS`` are these rankings, each with its ``order``: the criteria as
``Row`` fields, each bigger first. Every standings row shows them (picture, words, ``simulate``),
so a rank follows from its row; a format names the ranking its tables use (``formats/``).

A walkover counts as a tie won and lost with no juegos and no tantos (so it does not move the
differences); a double walkover is a tie lost by both. A bye is no tie played. The clubs'
rules (DUPLES: "Turniermodus ... wird bekanntgegeben") leave the order to the organiser; these
are the usual ones: Buchholz for a Swiss system, head to head for a round robin.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Result:
    """A finished tie between entries ``a`` and ``b`` (None: a bye to ``a``)."""

    a: int
    b: int | None
    winner: int | None  # None: a double walkover
    partidas: tuple[int, int] = (0, 0)
    juegos: tuple[int, int] = (0, 0)
    tantos: tuple[int, int] = (0, 0)
    walkover: bool = False

    @property
    def bye(self) -> bool:
        return self.b is None


@dataclass(slots=True)
class Row:
    pair: int
    rank: int = 0
    played: int = 0
    won: int = 0
    lost: int = 0
    juegos_for: int = 0
    juegos_against: int = 0
    tantos_for: int = 0
    tantos_against: int = 0
    points: int = 0
    byes: int = 0
    walkovers: int = 0  # ties won by walkover (counted in ``won``)
    buchholz: int = 0
    head_to_head: int = 0
    opponents: list[int] = field(default_factory=list)

    @property
    def juego_diff(self) -> int:
        return self.juegos_for - self.juegos_against

    @property
    def tantos_diff(self) -> int:
        return self.tantos_for - self.tantos_against


ROUND_ROBIN_ORDER = ("won", "head_to_head", "juego_diff", "tantos_diff")
SWISS_ORDER = ("points", "buchholz", "juego_diff", "tantos_diff")


def order_key(row: Row, order: Sequence[str]) -> tuple[int, ...]:
    """The row's values of ``order``'s criteria (each bigger first)."""
    return tuple(getattr(row, name) for name in order)


def tally(entries: Sequence[int], results: Iterable[Result]) -> dict[int, Row]:
    rows = {e: Row(e) for e in entries}
    for r in results:
        if r.b is None:
            if r.a in rows:
                rows[r.a].byes += 1
                rows[r.a].points += 1
            continue
        for me, other, k in ((r.a, r.b, 0), (r.b, r.a, 1)):
            row = rows.get(me)
            if row is None:
                continue
            row.played += 1
            row.opponents.append(other)
            if r.winner == me:
                row.won += 1
                row.points += 1
                row.walkovers += r.walkover
            else:
                row.lost += 1
            row.juegos_for += r.juegos[k]
            row.juegos_against += r.juegos[1 - k]
            row.tantos_for += r.tantos[k]
            row.tantos_against += r.tantos[1 - k]
    return rows


def _rank(ordered: list[Row], key: Sequence[tuple[int, ...]]) -> list[Row]:
    for i, row in enumerate(ordered):
        row.rank = ordered[i - 1].rank if i and key[i] == key[i - 1] else i + 1
    return ordered


def round_robin(entries: Sequence[int], results: Sequence[Result]) -> list[Row]:
    """``entries`` in seed order (the last resort of the order, never of the rank)."""
    rows = tally(entries, results)
    seed = {e: i for i, e in enumerate(entries)}
    by_won: dict[int, list[int]] = {}
    for e, row in rows.items():
        by_won.setdefault(row.won, []).append(e)
    for level in by_won.values():
        if len(level) < 2:
            continue
        members = set(level)
        for r in results:
            if r.b is not None and r.a in members and r.b in members and r.winner is not None:
                rows[r.winner].head_to_head += 1

    def key(row: Row) -> tuple[int, ...]:
        return order_key(row, ROUND_ROBIN_ORDER)

    ordered = sorted(rows.values(), key=lambda r: (tuple(-k for k in key(r)), seed[r.pair]))
    return _rank(ordered, [key(r) for r in ordered])


def swiss(entries: Sequence[int], results: Sequence[Result]) -> list[Row]:
    rows = tally(entries, results)
    seed = {e: i for i, e in enumerate(entries)}
    for row in rows.values():
        row.buchholz = sum(rows[o].points for o in row.opponents if o in rows)

    def key(row: Row) -> tuple[int, ...]:
        return order_key(row, SWISS_ORDER)

    ordered = sorted(rows.values(), key=lambda r: (tuple(-k for k in key(r)), seed[r.pair]))
    return _rank(ordered, [key(r) for r in ordered])


@dataclass(frozen=True, slots=True)
class Ranking:
    """A standings table's order: ``order`` names the ``Row`` fields it ranks by, first to last,
    each bigger first; ``rank(entries, results)`` makes the table (entries in seed order)."""

    order: tuple[str, ...]
    rank: Callable[[Sequence[int], Sequence[Result]], list[Row]]


ROUND_ROBIN = Ranking(ROUND_ROBIN_ORDER, round_robin)
SWISS = Ranking(SWISS_ORDER, swiss)
