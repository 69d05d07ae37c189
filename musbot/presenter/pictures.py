"""Each seated person's hand picture, kept while their table is open.

A hand picture changes only when the hand does, but the private message that shows it is
edited on every move of the table and posted again whenever the person presses 'Mis
cartas'. The presenter edits an unchanged picture in place (Discord keeps an attachment
the edit does not mention), and takes the bytes for a new message from here: one entry per
person at an open table, so the cache is as large as the tables open, never shared
between tables and never evicting a picture someone is still looking at.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable


class HandPictures:
    def __init__(self) -> None:
        self._by_person: dict[tuple[int, int], tuple[Hashable, bytes]] = {}  # (channel, user)

    async def get(self, channel_id: int, user_id: int, key: Hashable, draw: Callable[[], bytes]) -> bytes:
        """The picture ``key`` names for this person: the kept bytes, or ``draw()`` in a
        thread (then kept instead of their previous one)."""
        kept = self._by_person.get((channel_id, user_id))
        if kept is not None and kept[0] == key:
            return kept[1]
        data = await asyncio.to_thread(draw)
        self._by_person[(channel_id, user_id)] = (key, data)
        return data

    def drop(self, channel_id: int) -> None:
        """The table closed: forget its people's pictures."""
        for who in [w for w in self._by_person if w[0] == channel_id]:
            del self._by_person[who]

    def channels(self) -> set[int]:
        return {c for c, _ in self._by_person}

    def __len__(self) -> int:
        return len(self._by_person)
