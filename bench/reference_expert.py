"""The expert as it sampled before its sampling was made cheaper (a reference for the bench,
not a product level): every decision draws all its samples from the player's own random
generator, unless the knowledge and the reading are exactly those of its last decision.

``register()`` adds it as the level ``expert_ref`` (with the same personalities), so that
``musbot.ai.arena.run_arena("expert", "expert_ref", ...)`` plays the two against each other.
"""

from __future__ import annotations

from musbot.ai import player
from musbot.ai.expert import ExpertPlayer
from musbot.ai.knowledge import Knowledge, LanceOdds, Reading, Samples, sample


class ReferenceExpert(ExpertPlayer):
    level = "expert_ref"

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._last: tuple[tuple[object, ...], Samples] | None = None

    def _estimate(self, k: Knowledge, belief: dict[int, Reading], li: int) -> LanceOdds:
        key = (k.seat, k.mano, k.my_id, tuple(k.unseen), tuple(sorted(k.masks.items())), k.obs,
               tuple(sorted(belief.items())))
        if self._last is None or self._last[0] != key:
            self._last = key, sample(k, self.rng, self.samples, belief)
        return self._last[1].odds(li)


def register() -> None:
    """Make ``expert_ref`` a level the arena can seat (in this process and its forks)."""
    if "expert_ref" not in player.LEVELS:
        player._FACTORIES["expert_ref"] = lambda seed, pers: ReferenceExpert(seed, pers)
        player.LEVELS = (*player.LEVELS, "expert_ref")
