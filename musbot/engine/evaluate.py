"""Hand evaluation for the four lances (R2, R3, R10-R15), table-driven.

A hand is reduced to its rank multiset; with 8 reyes there are only 330 of them, with 4 reyes
715. Each is evaluated once into a ``HandInfo`` whose integer keys compare with ``>``: bigger
is better in every lance, so a lance is won by the first seat (from the mano) with the
biggest key (R4: ties go to the seat nearer the mano).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import RANKS, Card

LANCE_NAMES = ("grande", "chica", "pares", "juego", "punto")

# R3 order, low to high: as ... rey
_ORDER: dict[int, int] = {r: i for i, r in enumerate(RANKS)}
# juego order (R13): 31, 32, 40, 37, 36, 35, 34, 33
_JUEGO_ORDER: dict[int, int] = {31: 8, 32: 7, 40: 6, 37: 5, 36: 4, 35: 3, 34: 2, 33: 1}
# each raw rank is one base-5 digit of the multiset code: order-free, no sort needed
_DIGIT: dict[int, int] = {r: 5**i for i, r in enumerate(RANKS)}


@dataclass(frozen=True, slots=True)
class HandInfo:
    ranks: tuple[int, ...]  # effective ranks, high to low (8 reyes: 3 -> 12, 2 -> 1)
    grande: int
    chica: int
    pares_kind: int  # 0 none, 1 pareja, 2 medias, 3 duples (R12)
    pares: int  # key, 0 without pares
    pares_points: int
    points: int  # juego / punto value (R3)
    juego: int  # key, 0 without juego (R13); juego real not included
    juego_real: bool  # three 7s and a 10-point card (R14)
    juego_points: int  # 3 for 31, 2 for other juego, 0 without
    high_count: int  # reyes
    low_count: int  # ases

    @property
    def has_pares(self) -> bool:
        return self.pares_kind > 0

    @property
    def has_juego(self) -> bool:
        return self.points >= 31


def effective_rank(rank: int, reyes: int) -> int:
    if reyes == 8:
        if rank == 3:
            return 12
        if rank == 2:
            return 1
    return rank


def card_points(rank: int, reyes: int) -> int:
    r = effective_rank(rank, reyes)
    return 10 if r >= 10 else r


def _evaluate(raw: Sequence[int], reyes: int) -> HandInfo:
    ranks = tuple(sorted((effective_rank(r, reyes) for r in raw), key=_ORDER.__getitem__, reverse=True))
    o = [_ORDER[r] for r in ranks]  # high to low
    grande = ((o[0] * 10 + o[1]) * 10 + o[2]) * 10 + o[3]
    lo = o[::-1]
    chica = -(((lo[0] * 10 + lo[1]) * 10 + lo[2]) * 10 + lo[3])
    counts: dict[int, int] = {}
    for x in o:
        counts[x] = counts.get(x, 0) + 1
    groups = sorted(((n, x) for x, n in counts.items() if n >= 2), reverse=True)
    if not groups:
        kind, key = 0, 0
    elif groups[0][0] == 4:
        kind, key = 3, 300 + 11 * groups[0][1]
    elif len(groups) == 2:
        hi, low = max(groups[0][1], groups[1][1]), min(groups[0][1], groups[1][1])
        kind, key = 3, 300 + 10 * hi + low
    elif groups[0][0] == 3:
        kind, key = 2, 200 + groups[0][1]
    else:
        kind, key = 1, 100 + groups[0][1]
    points = sum(10 if r >= 10 else r for r in ranks)
    juego_real = points == 31 and ranks.count(7) == 3
    return HandInfo(
        ranks=ranks,
        grande=grande,
        chica=chica,
        pares_kind=kind,
        pares=key,
        pares_points=kind,
        points=points,
        juego=_JUEGO_ORDER.get(points, 0),
        juego_real=juego_real,
        juego_points=3 if points == 31 else 2 if points > 31 else 0,
        high_count=ranks.count(12),
        low_count=ranks.count(1),
    )


def _build_table(reyes: int) -> dict[int, HandInfo]:
    table: dict[int, HandInfo] = {}

    def rec(start: int, chosen: list[int]) -> None:
        if len(chosen) == 4:
            table[sum(_DIGIT[r] for r in chosen)] = _evaluate(chosen, reyes)
            return
        for i in range(start, len(RANKS)):
            if chosen.count(RANKS[i]) < 4:
                chosen.append(RANKS[i])
                rec(i, chosen)
                chosen.pop()

    rec(0, [])
    return table


_TABLES: dict[int, dict[int, HandInfo]] = {8: _build_table(8), 4: _build_table(4)}


def hand_info(hand: Sequence[Card], reyes: int = 8) -> HandInfo:
    """The evaluation of a four-card hand under ``reyes`` (8 or 4)."""
    if len(hand) != 4:
        raise ValueError(f"a Mus hand has 4 cards, not {len(hand)}")
    return _TABLES[reyes][sum(_DIGIT[c.rank] for c in hand)]


def distinct_hands(reyes: int = 8) -> int:
    """How many hands differ for play (330 with 8 reyes, R2)."""
    return len({h.ranks for h in _TABLES[reyes].values()})


def lance_key(info: HandInfo, lance: str, juego_real: bool = True) -> int:
    """The integer that decides ``lance`` (bigger wins); 0 where the hand takes no part."""
    if lance == "grande":
        return info.grande + 10000  # keep every key positive
    if lance == "chica":
        return info.chica + 10000
    if lance == "pares":
        return info.pares
    if lance == "juego":
        return 9 if (juego_real and info.juego_real) else info.juego
    if lance == "punto":
        return info.points
    raise ValueError(f"bad lance {lance!r}: allowed {LANCE_NAMES}")


def best_seat(infos: Sequence[HandInfo], lance: str, mano: int, seats: Sequence[int] | None = None,
              juego_real: bool = True) -> int | None:
    """The seat that wins ``lance`` among ``seats`` (default all four); ties to the nearer the mano (R4)."""
    best, best_key = None, 0
    for k in range(4):
        seat = (mano + k) % 4
        if seats is not None and seat not in seats:
            continue
        key = lance_key(infos[seat], lance, juego_real)
        if key > best_key:
            best, best_key = seat, key
    return best


def lance_winner(lance: str, hands: Sequence[Sequence[Card]], mano: int, rules: object = None) -> int | None:
    """The seat that wins ``lance`` with these four hands, or None where nobody takes part.

    ``rules`` is a Rules (only reyes and juego_real matter here); None means the defaults.
    """
    reyes = getattr(rules, "reyes", 8)
    table = _TABLES[reyes]
    infos = [table[sum(_DIGIT[c.rank] for c in h)] for h in hands]
    return best_seat(infos, lance, mano, None, getattr(rules, "juego_real", True))
