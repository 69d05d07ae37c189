"""The expert as it estimated its odds before the exact odds (``musbot.ai.exact``): from
samples of the hidden hands drawn per knowledge of the cards, kept while only words change,
drawn until the lance's win chance is precise enough (``ExpertPlayer._sampled``, which the
expert still uses when a hidden seat said órdago). A reference for the bench, not a product
level.

``register()`` adds it as the level ``expert_sampling`` (with the same personalities), so that
``musbot.ai.arena.run_arena("expert", "expert_sampling", ...)`` plays the two against each other.
"""

from __future__ import annotations

from musbot.ai import player
from musbot.ai.expert import ExpertPlayer
from musbot.ai.knowledge import Knowledge, LanceOdds, Reading


class SamplingExpert(ExpertPlayer):
    level = "expert_sampling"

    def _estimate(self, k: Knowledge, belief: dict[int, Reading], li: int) -> LanceOdds:
        return self._sampled(k, belief, li)


def register() -> None:
    """Make ``expert_sampling`` a level the arena can seat (in this process and its forks)."""
    if "expert_sampling" not in player.LEVELS:
        player._FACTORIES["expert_sampling"] = lambda seed, pers: SamplingExpert(seed, pers)
        player.LEVELS = (*player.LEVELS, "expert_sampling")
