"""The tables' buttons, selects and amount form: their presses routed to the presenter's press
handler (``musbot/presenter/presses.py``), which makes each one a table command and answers it.

Every table control carries ``mus:<verb>:<channel>:<hand>`` in its custom_id
(presenter/controls.py), and presses on it are routed by that pattern alone (the interaction
gate, presenter/gate.py: no view of the message rebuilt per press), so presses keep working
after a restart; forms opened before a restart are answered too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from musbot.presenter.controls import CUSTOM_ID_PATTERN
from musbot.presenter.presses import TablePresses

if TYPE_CHECKING:
    from musbot.bot import MusBot


class Play(commands.Cog):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        self.presses = TablePresses(bot.presenter, bot.errors)

    async def cog_load(self) -> None:
        self.bot.gate.route(CUSTOM_ID_PATTERN, self.presses.on_press)
        self.bot.gate.orphan_form = self.presses.on_orphan_form

    async def cog_unload(self) -> None:
        self.bot.gate.route(CUSTOM_ID_PATTERN, None)
        self.bot.gate.orphan_form = None


async def setup(bot: MusBot) -> None:
    await bot.add_cog(Play(bot))
