"""What every level implements (``Player``) and the helpers they share.

The levels import this module and nothing of the registry (``player``), which imports them:
the arrow between them points one way.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from ..engine.actions import Action, Sena
from ..engine.view import MatchView


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
