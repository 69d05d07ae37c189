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


def hand_code(hand: Sequence[Card]) -> int:
    """The order-free code of a hand's raw ranks: the key of the evaluation tables."""
    if len(hand) != 4:
        raise ValueError(f"a Mus hand has 4 cards, not {len(hand)}")
    d = _DIGIT
    if isinstance(hand, tuple | list):
        return d[hand[0].rank] + d[hand[1].rank] + d[hand[2].rank] + d[hand[3].rank]
    return sum(d[c.rank] for c in hand)  # any other sized iterable of cards


def hand_info(hand: Sequence[Card], reyes: int = 8) -> HandInfo:
    """The evaluation of a four-card hand under ``reyes`` (8 or 4)."""
    return _TABLES[reyes][hand_code(hand)]


def info_of_code(code: int, reyes: int) -> HandInfo:
    return _TABLES[reyes][code]


def table_codes(reyes: int) -> tuple[int, ...]:
    """Every hand code (one per multiset of four raw ranks)."""
    return tuple(_TABLES[reyes])


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


def _build_keys() -> dict[tuple[int, bool, str], dict[int, int]]:
    """(reyes, juego_real, lance) -> hand code -> lance key: one dict lookup per hand."""
    keys: dict[tuple[int, bool, str], dict[int, int]] = {}
    for reyes, table in _TABLES.items():
        for jr in (True, False):
            for lance in LANCE_NAMES:
                keys[(reyes, jr, lance)] = {code: lance_key(info, lance, jr) for code, info in table.items()}
    return keys


_KEYS = _build_keys()
# speaking order from each mano (R4)
ORDERS: tuple[tuple[int, int, int, int], ...] = tuple(
    (m, (m + 1) % 4, (m + 2) % 4, (m + 3) % 4) for m in range(4)
)


def lance_keys(lance: str, reyes: int = 8, juego_real: bool = True) -> dict[int, int]:
    """hand code -> the key of ``lance`` (see ``lance_key``)."""
    try:
        return _KEYS[(reyes, juego_real, lance)]
    except (KeyError, TypeError):
        if lance not in LANCE_NAMES:
            raise ValueError(f"bad lance {lance!r}: allowed {LANCE_NAMES}") from None
        raise ValueError(f"bad option reyes={reyes!r}: allowed values are (8, 4)") from None


def lance_winner(lance: str, hands: Sequence[Sequence[Card]], mano: int, rules: object = None) -> int | None:
    """The seat that wins ``lance`` with these four hands, or None where nobody takes part.

    ``rules`` is a Rules (only reyes and juego_real matter here); None means the defaults.
    """
    keys = lance_keys(lance, getattr(rules, "reyes", 8), bool(getattr(rules, "juego_real", True)))
    if len(hands) != 4:
        raise ValueError(f"four hands are needed, not {len(hands)}")
    d = _DIGIT
    best, best_key = None, 0
    for seat in ORDERS[mano % 4]:
        h = hands[seat]
        if len(h) != 4:
            raise ValueError(f"a Mus hand has 4 cards, not {len(h)}")
        key = keys[d[h[0].rank] + d[h[1].rank] + d[h[2].rank] + d[h[3].rank]]
        if key > best_key:
            best, best_key = seat, key
    return best
