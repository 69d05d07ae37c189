"""Where a table is in its life: the one word every part of the house uses for it."""

from __future__ import annotations

from enum import StrEnum


class TableStatus(StrEnum):
    WAITING = "waiting"  # seats being taken
    PLAYING = "playing"  # a partida under way
    FINISHED = "finished"  # the partida is over: revancha or close
    CLOSED = "closed"  # gone from the channel


OPEN_STATUSES = frozenset({TableStatus.WAITING, TableStatus.PLAYING, TableStatus.FINISHED})
