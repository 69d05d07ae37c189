"""Each seated person's hand picture, kept while their table is open.

A hand picture changes only when the hand does, but the private message that shows it is
edited on every move of the table and posted again whenever the person presses 'Mis
cartas'. The presenter edits an unchanged picture in place (Discord keeps an attachment
the edit does not mention), and takes the bytes for a new message from here: one entry per
person at an open table, so the cache is as large as the tables open, never shared
between tables and never evicting a picture someone is still looking at.

A table's and a hand's pictures are drawn on the event loop, not in threads (unlike the
rankings' and charts' pictures, tens of milliseconds each). After a press a picture costs
0.2-1.4 ms, mostly in Pillow and ISA-L, which let go of the GIL around every paste and band; a
picture thread then waited for the GIL to come back at each of them while the loop ran the
other tables, and so did the SQLite writer's thread behind it. On the load bench at 450 tables
(about 190 presses a second, 80 % of a core) pictures in threads held the writer 69 % of the
time and a press waited 0.47 s for it at p90; drawn on the loop, 39 % and 6 ms, and the
interaction's answer came at p50 in 19 ms instead of 185 (docs/benchmarks.md, "Pictures on the event loop"). A table's first
picture (2-6 ms) holds the loop that long.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable


class HandPictures:
    def __init__(self) -> None:
        self._by_person: dict[tuple[int, int], tuple[Hashable, bytes]] = {}  # (channel, user)

    def get(self, channel_id: int, user_id: int, key: Hashable, draw: Callable[[], bytes]) -> bytes:
        """The picture ``key`` names for this person: the kept bytes, or ``draw()`` (then kept
        instead of their previous one)."""
        kept = self._by_person.get((channel_id, user_id))
        if kept is not None and kept[0] == key:
            return kept[1]
        data = draw()
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
