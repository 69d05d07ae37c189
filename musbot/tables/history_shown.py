"""Fair play on the table message: the shuffle's commitment, the revealed seed, the last hand's
id with its *Ver la mano* button, and the logros a partida's end awarded.

``HistoryShown`` is the frozen part of a table's snapshot these come from. What it holds is
decided when the snapshot is taken, so privacy is in the data, not in the screen: the seed is in
it only once the partida is over (won, or closed unfinished), the hand's id only while that hand
is over on the table. The lines and the button they make are ``history_screen.py``'s.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class EarnedShown:
    """A logro a person earned in the partida that just ended."""

    name: str
    key: str  # achievement.<key>.name / .desc in the catalogue
    first: bool  # never held before: announced with its description
    times: int  # how many times the person holds it now (with this partida)


@dataclass(frozen=True, slots=True)
class HistoryShown:
    commitment: str | None  # fixed with the seed (and the seating): shown before the first deal
    seed: int | None  # the seed, revealed: only once the partida is over
    partida_id: int | None
    hand_id: int | None  # the hand that is over on the table now (its end, or the partida's)
    earned: tuple[EarnedShown, ...]  # at the partida's end

    @classmethod
    def of(cls, seed: int | None, commitment: str | None, *, over: bool, partida_id: int | None, hand_over: bool,
           hand_id: int | None, earned: tuple[EarnedShown, ...]) -> HistoryShown:
        """What a table shows now. ``commitment``: the table's (``Table.commitment``), None
        while it is not fixed yet; ``over``: its partida was won or closed unfinished (the seed
        may be told); ``hand_over``: a hand is at its end on the table."""
        return cls(commitment, seed if over and commitment is not None else None, partida_id,
                   hand_id if hand_over else None, earned if over else ())
