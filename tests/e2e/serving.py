"""A real bot on a real SQLite file, logged in to the stand-in with its commands synced: what
each test of presets and invitations starts from."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from standin import BotHarness

from e2e.test_partidas import make_bot
from musbot.bot import MusBot


@contextlib.asynccontextmanager
async def serving(standin: Any, clock: Any, tmp_path: Any) -> AsyncIterator[tuple[MusBot, BotHarness]]:
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        yield bot, h
