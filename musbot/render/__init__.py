"""Pictures the bot sends, as PNG bytes: pure functions of their inputs, safe to call from
threads (``asyncio.to_thread``). Cards come from assets/cards/ (``python -m musbot.render.deck``).
"""

from __future__ import annotations

from .chart import render_rating_history
from .hand import render_hand
from .leaderboard import render_leaderboard
from .table import render_table


def warm_up() -> None:
    """Load every card sprite, build the shared palettes and the table tiles every table
    shares (four backs at each place, the first panels) now (about a second), so that the
    first pictures of a running bot are as fast as the rest. Optional."""
    from . import hand, scenes, sprites, table

    sprites.preload()
    hand.palette()
    table.palette()
    for seat in (None, 0, 1, 2, 3):  # the backs at every place
        render_table(scenes.base(seat), scenes.NAMES)


__all__ = ["render_hand", "render_leaderboard", "render_rating_history", "render_table", "warm_up"]
