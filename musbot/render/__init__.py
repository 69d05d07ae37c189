"""Pictures the bot sends, as PNG bytes: pure functions of their inputs, safe to call from
threads (``asyncio.to_thread``: the rankings' and charts'; a table's and a hand's are drawn on
the event loop, see ``presenter/pictures.py``). Cards come from assets/cards/
(``python -m musbot.render.deck``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .chart import render_rating_history
from .hand import render_hand
from .leaderboard import render_leaderboard
from .table import render_table


def warm_up(langs: Sequence[str] = ("es",), showdowns: bool = True) -> None:
    """Load every card sprite, build the shared palettes and draw the tiles that tables and
    hands share (about a second of CPU, once per process), so that the first pictures of a
    running bot are as fast as the rest: the four backs at every place and a new partida's
    panels (0 to 0, hand 1, the mus), the score panels' bodies and the showdown's chips in each
    of ``langs`` (the server languages expected), and every card's column of a face-up hand on
    the table and of a hand picture (usual 8 reyes): about 1.5 s of CPU and 46 MB of tiles. The bot runs it in a thread while it
    starts (``MusBot.setup_hook``), without ``showdowns`` (the showdown's chips and the hand
    pictures' captions, ``warm_up_showdowns``), which it draws once it is ready: they are 0.6 s
    of a start-up that every recovered table waits for, and a picture that needs one meanwhile
    draws it (the same pixels)."""
    from dataclasses import replace

    from . import hand, scenes, sprites, table

    sprites.preload()
    hand.palette()
    table.palette()
    for lang in langs:
        for seat in (None, 0, 1, 2, 3):  # the backs at every place
            render_table(scenes.base(seat), scenes.NAMES, lang)
        for mano in range(4):  # a new partida's first picture: the score, the corner, the centre
            start = replace(scenes.base(None), hand_number=1, mano=mano, to_act=frozenset({mano}),
                            score=(0, 0), juegos=(0, 0))
            render_table(start, scenes.NAMES, lang)
        table.warm_up(lang)
    hand.warm_up()
    if showdowns:
        warm_up_showdowns(langs)


def warm_up_showdowns(langs: Sequence[str] = ("es",)) -> None:
    """The part of ``warm_up`` a bot draws once it is ready: every chip a showdown can show and
    every caption of a hand picture, in each of ``langs``."""
    from . import hand, table

    for lang in langs:
        table.warm_up_chips(lang)
    hand.warm_up_captions(langs=langs)


__all__ = ["render_hand", "render_leaderboard", "render_rating_history", "render_table", "warm_up",
           "warm_up_showdowns"]
