"""A partida's verification for a person who asks (``/mus verificar``): given only to those who
may look back at the partida (``access.py``), as its revealed seed gives away every deal of it,
the cards nobody showed too. What it says is ``presenter/history.py``'s."""

from __future__ import annotations

from musbot.league import verify_partida
from musbot.league.models import Verification
from musbot.store import NotFound, Store

from .access import Sees, may_look_back


async def load_verification(store: Store, guild_id: int, partida_id: int, user_id: int | None, *,
                            sees: Sees) -> Verification | None:
    """The verification of partida ``partida_id`` asked for by ``user_id`` on server
    ``guild_id``; None for a partida this person may not look back at (unknown, of another
    server, or played where they could not see it: all answered alike)."""
    try:
        place = await store.history.partida_place(partida_id)
        if not await may_look_back(place, guild_id, user_id, sees):
            return None
        return await verify_partida(store, partida_id)
    except NotFound:
        return None
