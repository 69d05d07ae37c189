"""A crash, for real: the bot process is killed (SIGKILL) in the middle of a hand and started
again on the same database and stand-in; the next press on the old table message works and the
game goes on exactly.

The bot runs as its own OS process (``bot_process.py``: ``musbot run`` itself) and talks to the
stand-in over REST and its gateway websocket; four people play, each press delivered as an
INTERACTION_CREATE over the gateway. The test reads the table from the SQLite file, read-only,
the way the bot rebuilds it after a restart. (``test_partidas.py`` keeps the fast in-process
variant of the same story.)
"""

from __future__ import annotations

import copy
import re
import signal

import pytest

from e2e.bot_process import bot_processes
from e2e.mus_driver import Brain, StoredTable, open_table, play_until
from musbot.engine import Ordago
from musbot.i18n import t

NAMES = ("Ana", "Bea", "Car", "Dan")
LOG_PROBLEM = re.compile(r"Traceback|\bERROR\b|\bCRITICAL\b")


class CarefulBrain(Brain):
    """Never an órdago: one accepted órdago ends the partida (R20), and this test needs the
    first hand to be still going when the process is killed."""

    def choose(self, view):
        action = super().choose(view)
        return None if isinstance(action, Ordago) else action  # None: play_until takes the first legal one


@pytest.fixture
async def bots(standin, tmp_path):
    """Start bot processes on one database (bot_process.bot_processes)."""
    async with bot_processes(standin, tmp_path / "mus.db", tmp_path) as make:
        yield make


async def test_a_killed_bot_process_goes_on_exactly_on_the_old_message(standin, tmp_path, bots):
    first = bots("first")
    await first.start(sync=True)  # musbot sync, then musbot run
    users = [first.transport.user(n) for n in NAMES]
    table = StoredTable(standin, tmp_path / "mus.db", users[0].channel)
    await open_table(None, users[0], bots=0, others=users[1:], table=table)
    brains = [CarefulBrain(i) for i in range(4)]

    # Into the first hand, past the mus, the discards and the grande, to the chica: mid-hand for sure.
    await play_until(table, users, brains, stop=lambda t: t.match.phase == "lances" and t.match.lance == "chica")
    before = table.state
    assert before is not None and before.match.hand_number == 1 and before.match.phase == "lances"
    old_message = copy.deepcopy(standin.messages[before.message_id])  # what the players' clients show
    public_before = [m.id for m in standin.channel_messages(users[0].channel)]

    assert await first.kill() == -signal.SIGKILL  # a kill, not a shutdown: no close(), no goodbye edit
    assert not LOG_PROBLEM.search(first.stderr), first.stderr
    await table.refresh()
    assert table.state.match == before.match  # every press the bot answered was already saved

    def redraws() -> int:
        return len(standin.requests_to("PATCH", rf"/messages/{before.message_id}$"))

    redraws_before = redraws()
    second = bots("second")
    await second.start()  # returns once on_ready is done: it redrew the recovered table
    assert redraws() > redraws_before
    users2 = [second.transport.user(u.user) for u in users]
    await table.refresh()
    after = table.state
    assert after.match == before.match and after.seed == before.seed
    assert after.message_id == before.message_id  # the same table message, redrawn in place

    # The next press, on the old message as the players' clients still show it (its custom_ids).
    table.pinned = old_message
    await play_until(table, users2, brains, stop=lambda t: len(t.match.log) > len(before.match.log))
    table.pinned = None
    assert table.state.match.log[: len(before.match.log)] == before.match.log

    # And the game goes on, to the end of the hand.
    await play_until(table, users2, brains, stop=lambda t: t.match.phase == "hand_end")
    end = table.state.match
    assert end.phase == "hand_end" and end.hand_number == 1
    assert end.log[: len(before.match.log)] == before.match.log
    assert len(end.log) >= len(before.match.log) + 2  # a chica is two actions at least (R17-R19)
    assert [m.id for m in standin.channel_messages(users[0].channel)] == public_before  # no new table message

    # Closed unfinished, its seed is revealed: the partida the restart rebuilt verifies (its
    # commitment, seats and first mano as they were when it started).
    await users2[0].slash("mus cerrar")  # the opener closes it
    verified = await users2[1].slash("mus verificar", partida=before.partida_id)
    text = (verified.followups[-1] if verified.followups else verified.response).text
    assert t("history.verify.ok", "es", hands=1) in text, text

    assert await second.terminate() == 0  # SIGTERM: the graceful close of musbot run
    assert not LOG_PROBLEM.search(second.stderr), second.stderr
    assert not standin.problems
    assert [c.number for c in standin.gateway.sessions()] == [1, 2]  # one IDENTIFY per process
