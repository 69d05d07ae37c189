"""Restarts: the pictures' shared tiles are drawn while the bot starts, but the
showdown's chips and the hand pictures' captions (0.6 s of CPU that every recovered table would
wait for) only once it is ready, and once."""

from __future__ import annotations

from standin import BotHarness

from e2e.test_partidas import make_bot
from musbot import render


async def test_the_showdowns_are_warmed_once_the_bot_is_ready(standin, clock, tmp_path, monkeypatch):
    calls: list[tuple[object, ...]] = []
    monkeypatch.setattr(render, "warm_up", lambda langs, showdowns=True: calls.append(("start", showdowns)))
    monkeypatch.setattr(render, "warm_up_showdowns", lambda langs: calls.append(("ready", tuple(langs))))
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        assert calls == [("start", False), ("ready", ("es",))]
        await h.run(bot.on_ready())  # a second READY (a reconnect): not again
        assert calls == [("start", False), ("ready", ("es",))]
