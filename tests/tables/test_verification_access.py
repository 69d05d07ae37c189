"""Who may verify a partida (``/mus verificar``): its revealed seed gives away every deal, the
cards nobody showed too, so it is told only to those who may look back at the partida, as its
hands are replayed: its players always, anyone else only if they could see its table. A
partida of another server, or one played where the asker could not see it, is answered as
an unknown id is."""

from __future__ import annotations

import sys
from pathlib import Path

from musbot.league import verify_partida
from musbot.store import Store
from musbot.store.history_models import PartidaPlace
from musbot.tables.verification import load_verification

sys.path.insert(0, str(Path(__file__).parents[1] / "store"))
from history_helpers import GUILD, humans, play_stored  # noqa: E402


async def anyone(place: PartidaPlace) -> bool:
    """Whoever asks could see the table (a channel everyone views)."""
    return True


async def nobody(place: PartidaPlace) -> bool:
    """Whoever asks could not see the table (a private thread they are not in)."""
    return False


async def test_a_partida_the_asker_may_not_see_is_answered_as_an_unknown_one(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "mus.db", synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=8)
        # unknown; another server's, even to one who played it; played where the asker could not see it
        for guild, partida, user, sees in ((GUILD, st.partida_id + 1000, 1, anyone), (GUILD + 1, st.partida_id, 1, anyone),
                                           (GUILD, st.partida_id, 77, nobody)):
            assert await load_verification(store, guild, partida, user, sees=sees) is None, (guild, partida, user)
        asked: list[PartidaPlace] = []

        async def told(place: PartidaPlace) -> bool:
            asked.append(place)
            return False

        # a player, even where nobody else could see the table, and without asking where it was
        verification = await load_verification(store, GUILD, st.partida_id, 3, sees=told)
        assert verification == await verify_partida(store, st.partida_id) and verification.ok and asked == []
        assert await load_verification(store, GUILD, st.partida_id, 77, sees=anyone) == verification
        assert await load_verification(store, GUILD, st.partida_id, 77, sees=told) is None
        (place,) = asked  # the asker's view of where it was played
        assert (place.partida_id, place.guild_id, place.tournament_id) == (st.partida_id, GUILD, None)
        assert place.channel_id is not None and [p.user_id for p in place.seats] == [1, 2, 3, 4]
    finally:
        await store.close()
