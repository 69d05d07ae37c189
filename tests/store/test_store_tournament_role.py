"""The role a server names in /mus config whose members may organise tournaments
(migration 0007), on every store backend the ``store`` fixture runs."""

from __future__ import annotations

from musbot.store import Store

GUILD, ROLE = 111, 1_577_000_278_152_970_240  # a real Discord id: beyond 32 bits


async def test_the_tournament_role_is_kept_per_server(store: Store) -> None:
    assert await store.tournaments.organiser_role(GUILD) is None  # an unknown server: none
    await store.tournaments.set_organiser_role(GUILD, ROLE)
    assert await store.tournaments.organiser_role(GUILD) == ROLE
    assert await store.tournaments.organiser_role(222) is None
    await store.tournaments.set_organiser_role(GUILD, None)
    assert await store.tournaments.organiser_role(GUILD) is None
