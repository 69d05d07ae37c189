"""The registry of computer players: the levels and personalities there are, in one place.

``make_player(level, seed, personality)`` builds one; ``LEVELS`` and ``PERSONALITIES`` are what
a table, the arena and the terminal offer; ``seat_personality`` gives the four seats of a table
different characters. The levels do not import this module (they share ``interface``).
"""

from __future__ import annotations

from collections.abc import Callable

from .basic import BasicPlayer
from .expert import ExpertPlayer
from .interface import Player, fallback, playable
from .personality import PERSONALITIES, Personality, is_personality
from .personality import personality as get_personality
from .random_player import RandomPlayer

_FACTORIES: dict[str, Callable[[int, Personality], Player]] = {
    "random": lambda seed, pers: RandomPlayer(seed),
    "basic": lambda seed, pers: BasicPlayer(seed),
    "expert": lambda seed, pers: ExpertPlayer(seed, pers),  # the only level with a character
}
LEVELS: tuple[str, ...] = tuple(_FACTORIES)


def make_player(level: str, seed: int = 0,
                personality: str | Personality | None = None) -> Player:
    """A computer player: ``level`` is one of LEVELS; ``seed`` makes it repeatable;
    ``personality`` (used by expert) is one of PERSONALITIES: club (default), prudente,
    farolero or agresivo."""
    pers = get_personality(personality)
    factory = _FACTORIES.get(level)
    if factory is None:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    return factory(seed, pers)


# a table's computer seats: club manners at every seat, with a cautious and a bluffing
# partner for variety (agresivo, today's old high stakes, only when asked for by name)
SEAT_MIX: tuple[str, ...] = ("club", "prudente", "farolero", "club")


def seat_personality(seat: int) -> str:
    """The personality of a table's computer seat: the seats get different characters, so a
    table of computer players does not feel like four clones, all of them club-style."""
    return SEAT_MIX[seat % len(SEAT_MIX)]


def parse_config(text: str) -> tuple[str, str | None]:
    """``expert``, ``expert:farolero`` -> (level, personality)."""
    level, _, pers = text.partition(":")
    level = level.strip().lower()
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    name = pers.strip().lower() or None
    if name is not None and not is_personality(name):
        raise ValueError(f"unknown personality {name!r}: choose one of {', '.join(PERSONALITIES)}")
    return level, name


__all__ = ["LEVELS", "PERSONALITIES", "Player", "fallback", "make_player", "parse_config",
           "playable", "seat_personality"]
