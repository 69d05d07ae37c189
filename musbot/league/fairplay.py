"""A partida's commitment: what fixes its deals before the first one, for anyone to check.

When a partida starts, its commitment is written with it (``league.results.start_partida``):
the SHA-256 of its table's seed with, from shuffle version 3 on, the first mano and who holds
each seat (``shuffle.seated_commitment``); that is what the table message shows before the
first deal. When the partida ends (won or abandoned) the store copies the seed next to it as
revealed, with the time, and verification (``verify.py``) plays the partida again from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from musbot.engine import shuffle as sh


class Holder(Protocol):
    """Who sits in a seat: a stored ``Player`` or a table's ``SeatSpec``."""

    @property
    def user_id(self) -> int | None: ...

    @property
    def ai(self) -> str | None: ...


def holders(seats: Sequence[Holder]) -> tuple[str, ...]:
    """The seats as the commitment names them (``shuffle.holder``)."""
    return tuple(sh.holder(s.user_id, s.ai) for s in seats)


def commitment_of(seed: Any, shuffle: int = sh.LATEST, first_mano: int = 0,
                  seats: Sequence[Holder | None] = ()) -> str | None:
    """The commitment of a partida with this seed, shuffle version and seating; None for a seed
    that is not a whole number >= 0 (tables written by hand or by tests), or a seating that is
    not four seats yet."""
    if not (isinstance(seed, int) and not isinstance(seed, bool) and seed >= 0):
        return None
    if shuffle < sh.SEATING_FROM:
        return sh.commitment(seed)
    filled = [s for s in seats if s is not None]
    if len(filled) != 4:
        return None
    return sh.seated_commitment(seed, first_mano, holders(filled))
