"""The tutorial's practice table (``/mus aprender``) over the table service: opened for one
person with three computer players and the coach on, one at a time per person and server.
Which explanation is due is in ``tutorial``, its words in the presenter's ``lessons``."""

from __future__ import annotations

import contextlib

from .model import Table
from .service import TableService
from .status import OPEN_STATUSES
from .tutorial import COMPUTER, RULES, SECONDS


def tutorial_of(service: TableService, guild_id: int, user_id: int) -> Table | None:
    """The person's practice table still open on this server, if any: one at a time each."""
    return next((x for x in service.tables.values()
                 if x.learner == user_id and x.guild_id == guild_id and x.status in OPEN_STATUSES), None)


async def open_tutorial(service: TableService, guild_id: int, channel_id: int, user_id: int, name: str,
                        lang: str) -> Table:
    """The practice table of ``/mus aprender`` in ``channel_id`` (its private thread): the person
    at seat 1, three computer players, the coach on (never rated), started at once. If it cannot
    be set up whole, it is closed again (not counted)."""
    table = await service.open_table(guild_id, channel_id, user_id, name, RULES, SECONDS, lang,
                                     learner=user_id)
    try:
        for _ in range(3):
            await service.add_ai(channel_id, user_id, COMPUTER)
        await service.start(channel_id, user_id)
    except BaseException:
        with contextlib.suppress(Exception):
            await service.close(channel_id, user_id)
        raise
    return table


__all__ = ["open_tutorial", "tutorial_of"]
