"""Pictures the bot sends, as PNG bytes: pure functions of their inputs, safe to call from
threads (``asyncio.to_thread``). Cards come from assets/cards/ (``python -m musbot.render.deck``).
"""

from __future__ import annotations

from .chart import render_rating_history
from .hand import render_hand
from .leaderboard import render_leaderboard
from .table import render_table


def warm_up() -> None:
    """Load every card sprite and build the shared palettes now (about a second), so that the
    first pictures of a running bot are as fast as the rest. Optional."""
    from . import hand, sprites, table

    sprites.preload()
    hand.palette()
    table.palette()


__all__ = ["render_hand", "render_leaderboard", "render_rating_history", "render_table", "warm_up"]
