"""The ``random`` level: a uniformly random legal action (for tests and as a baseline)."""

from __future__ import annotations

from random import Random

from ..engine.actions import Action
from ..engine.view import MatchView
from .interface import fallback


class RandomPlayer:
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Random(seed)

    def decide(self, view: MatchView) -> Action:
        if not view.legal:
            return fallback(view)
        return self.rng.choice(view.legal)
