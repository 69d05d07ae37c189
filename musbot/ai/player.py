"""The player interface: from a MatchView alone, a legal action."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..engine.actions import Action, Sena
from ..engine.view import MatchView
from .personality import PERSONALITIES, Personality, is_personality
from .personality import personality as get_personality

LEVELS: tuple[str, ...] = ("random", "basic", "expert")


@runtime_checkable
class Player(Protocol):
    """A computer player. ``decide`` reads nothing but ``view`` and returns one of
    ``view.legal`` (or an ``Envido`` of another amount where envidos are legal).

    It is called for a seat whose turn it is; it may answer with a ``Sena`` (which does
    not use the turn), and is then asked again.
    """

    level: str

    def decide(self, view: MatchView) -> Action: ...


def playable(view: MatchView) -> list[Action]:
    """The legal actions that use the turn (everything but señas)."""
    return [a for a in view.legal if not isinstance(a, Sena)]


def fallback(view: MatchView) -> Action:
    """A safe legal action: the first that uses the turn, else a seña."""
    acts = playable(view)
    if acts:
        return acts[0]
    if view.legal:
        return view.legal[0]
    raise ValueError(f"seat {view.seat} has nothing to do in phase {view.phase}")


def make_player(level: str, seed: int = 0,
                personality: str | Personality | None = None) -> Player:
    """A computer player: ``level`` is random, basic or expert; ``seed`` makes it repeatable;
    ``personality`` (used by expert) is club (default), prudente, farolero or agresivo."""
    pers = get_personality(personality)
    if level == "random":
        from .random_player import RandomPlayer

        return RandomPlayer(seed)
    if level == "basic":
        from .basic import BasicPlayer

        return BasicPlayer(seed)
    if level == "expert":
        from .expert import ExpertPlayer

        return ExpertPlayer(seed, pers)
    raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")


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
