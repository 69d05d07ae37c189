"""Computer players: from a MatchView alone, a legal action.

``make_player(level, seed, personality)`` gives a ``Player`` whose ``decide(view)`` returns
one of ``view.legal`` (or an envido of another amount). Levels: ``random`` (uniform legal
actions, for tests), ``basic`` (fixed thresholds) and ``expert`` (sampling of the hidden
hands consistent with what it knows, plan-aimed discards, bluffs, score-aware órdagos and
señas). Personalities (expert): club (default), prudente, farolero, agresivo.

``musbot arena`` (musbot.ai.arena, musbot.ai.cli) plays two configurations against each
other on mirrored deals and counts their style (musbot.ai.style); ``musbot.ai.coach`` tells a
person what the expert would play in their place, and why.
"""

from .personality import PERSONALITIES, Personality
from .player import LEVELS, Player, make_player

__all__ = ["LEVELS", "PERSONALITIES", "Personality", "Player", "make_player"]
