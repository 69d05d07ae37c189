"""After a clean stop (SIGTERM, SIGINT) the database file alone is the whole
database: an admin who copies only ``musbot.db`` gets every table and every action.

The bot runs as ``musbot run`` in its own process (tests/e2e/bot_process.py) against the
Discord stand-in; a table is opened and played a little, the process is signalled, and the
test copies ``musbot.db`` *alone* into an empty directory and reads it there.
"""

from __future__ import annotations

import shutil
import signal
import sqlite3
from pathlib import Path

import pytest
from e2e.bot_process import BotProcess
from e2e.mus_driver import Brain, StoredTable, open_table, play_until


def _alone(db: Path, where: Path) -> Path:
    """What an admin's ``cp musbot.db /backups/`` gets: the main file, no -wal, no -shm."""
    where.mkdir()
    copy = where / db.name
    shutil.copyfile(db, copy)
    return copy


def _actions_in(copy: Path) -> int:
    conn = sqlite3.connect(f"file:{copy}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        return int(conn.execute("SELECT COUNT(*) FROM actions").fetchone()[0])
    finally:
        conn.close()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
async def test_after_a_signal_the_database_file_alone_holds_everything(standin, tmp_path, sig):
    db = tmp_path / "musbot.db"
    bot = BotProcess(standin, db, tmp_path, "bot")
    try:
        await bot.start(sync=True)
        ana = bot.transport.user("Ana")
        table = StoredTable(standin, db, ana.channel)
        await open_table(None, ana, bots=3, table=table)
        await play_until(table, [ana], [Brain(1)], stop=lambda t: len(t.match.log) >= 3)
        played = len(table.state.match.log)
        assert await bot._signal(sig) == 0, bot.report()
    finally:
        await bot.cleanup()
    copy = _alone(db, tmp_path / "copied")
    assert _actions_in(copy) >= played  # every action of the table, from the main file only
    assert not Path(f"{db}-wal").exists() or Path(f"{db}-wal").stat().st_size == 0


async def test_close_checkpoints_even_while_another_process_reads(tmp_path):
    """``Store.close`` folds the WAL into the main file itself: SQLite's own checkpoint on the
    last close does not happen while another program (``musbot db backup``, the sqlite3 shell)
    has the file open."""
    from musbot.store import Store

    db = tmp_path / "musbot.db"
    store = await Store.open(db)
    table = await store.tables.create(1, 2, creator_id=None, rules={}, seed=7)
    await store.tables.append_actions(table, [(i, 0, {"type": "mus"}) for i in range(5)])
    other = sqlite3.connect(f"file:{db}?mode=ro", uri=True)  # an idle reader in "another process"
    try:
        assert other.execute("SELECT COUNT(*) FROM actions").fetchone() == (5,)
        await store.close()
        copy = _alone(db, tmp_path / "copied")
    finally:
        other.close()
    assert _actions_in(copy) == 5
