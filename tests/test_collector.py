"""The bot of ``musbot run`` tunes the process's cyclic collector once, at its first READY
(untuned, collections cost the event loop 0.4 ms per press); any other bot (tests, one-shot
commands) leaves the collector as it found it."""

from __future__ import annotations

import gc

from musbot.bot import GC_THRESHOLDS, MusBot
from musbot.settings import Settings


def test_only_the_running_bot_tunes_the_collector_and_only_once(tmp_path) -> None:
    before, frozen = gc.get_threshold(), gc.get_freeze_count()
    try:
        MusBot(Settings(db_path=str(tmp_path / "a.db"))).tune_collector()
        assert gc.get_threshold() == before and gc.get_freeze_count() == frozen
        bot = MusBot(Settings(db_path=str(tmp_path / "b.db")), tune_collector=True)
        bot.tune_collector()
        assert gc.get_threshold() == GC_THRESHOLDS and gc.get_freeze_count() > frozen
        gc.set_threshold(*before)
        bot.tune_collector()  # a second READY (a reconnect): nothing again
        assert gc.get_threshold() == before
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)
