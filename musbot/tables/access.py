"""Who may look back at a partida: replay its hands (``replay.py``) or verify it
(``verification.py``, whose revealed seed gives away every deal, the cards nobody showed too).

Its players always may. Anyone else only if they could see the table where it was played
(``sees``: the Discord side decides, from the channel or thread of its ``PartidaPlace``). A
partida of another server, or one played where the asker could not see it, is answered as
an unknown id is: ids are sequential, so an answer that told "it exists" would let anyone
find a private tie's partidas.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from musbot.store.history_models import PartidaPlace
from musbot.store.models import Player

__all__ = ["PartidaPlace", "Sees", "may_look_back", "viewer_seat"]  # a place is what ``sees`` is asked about

# whether the person asking could see the table where a partida was played (the Discord side answers)
Sees = Callable[[PartidaPlace], Awaitable[bool]]


def viewer_seat(seats: Sequence[Player], user_id: int | None) -> int | None:
    """The seat ``user_id`` held in that partida, if they played it."""
    if user_id is None:
        return None
    for seat, player in enumerate(seats):
        if not player.is_ai and player.user_id == user_id:
            return seat
    return None


async def may_look_back(place: PartidaPlace, guild_id: int, user_id: int | None, sees: Sees) -> bool:
    """Whether ``user_id``, asking on server ``guild_id``, may look back at the partida played
    at ``place``. A table that is gone (no channel) is seen by nobody but its players."""
    if place.guild_id != guild_id:
        return False
    if viewer_seat(place.seats, user_id) is not None:
        return True
    return place.channel_id is not None and await sees(place)
