"""A bot that cannot start says why in one sentence, with an exit code
(``musbot.exits``), and checks its database before it ever talks to Discord.

``musbot run``'s own coroutine runs in the test's event loop against the Discord stand-in over
loopback (the real discord.py client; only its base URLs point at the stand-in).
"""

from __future__ import annotations

import logging
import socket
from pathlib import Path

import discord.gateway
import discord.http
import pytest
import yarl

from musbot import exits
from musbot.cli import main
from musbot.run import _run
from musbot.settings import Settings

TRACEBACK = "Traceback (most recent call last)"


@pytest.fixture
def discord_at(monkeypatch: pytest.MonkeyPatch):
    """Point discord.py's REST and gateway at ``base`` (``http://127.0.0.1:PORT``)."""

    def point(base: str) -> None:
        monkeypatch.setattr(discord.http.Route, "BASE", base + "/api/v10")
        monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY",
                            yarl.URL(base.replace("http://", "ws://", 1) + "/ws"))

    return point


def _settings(tmp_path: Path, token: str, db: Path | None = None) -> Settings:
    return Settings(token=token, db_path=str(db or tmp_path / "musbot.db"))


def _no_traceback(caplog: pytest.LogCaptureFixture, err: str) -> None:
    assert TRACEBACK not in err
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"


async def test_a_rejected_token_says_reset_it(standin, discord_at, tmp_path, capsys, caplog):
    discord_at(standin.base_url)
    assert await _run(_settings(tmp_path, "abc")) == exits.TOKEN_REJECTED
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("musbot: Discord rejected the token in DISCORD_TOKEN")
    assert "Reset Token" in err and "abc" not in err
    _no_traceback(caplog, err)
    assert (tmp_path / "musbot.db").exists()  # the database was opened (and checked) first
    assert not Path(f"{tmp_path / 'musbot.db'}-wal").exists()  # and closed again, checkpointed


async def test_an_unreachable_discord_says_so(discord_at, tmp_path, capsys, caplog):
    with socket.socket() as probe:  # a port nobody listens on: connection refused at once
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    discord_at(f"http://127.0.0.1:{port}")
    assert await _run(_settings(tmp_path, "fake-token")) == exits.DISCORD_UNREACHABLE
    err = capsys.readouterr().err
    assert err.startswith("musbot: Discord cannot be reached (") and "internet connection" in err
    _no_traceback(caplog, err)


async def test_a_missing_privileged_intent_says_where_to_turn_it_on(standin, discord_at, tmp_path, capsys, caplog):
    """Discord closes the gateway with 4014 when a privileged intent is not enabled."""
    import asyncio

    discord_at(standin.base_url)
    task = asyncio.create_task(_run(_settings(tmp_path, standin.bot_token)))
    await standin.wait_until(lambda: task.done() or standin.gateway.current is not None,
                             timeout=60, what="the bot to identify")
    await standin.gateway.close_all(code=4014)
    assert await asyncio.wait_for(task, 60) == exits.INTENT_MISSING
    err = capsys.readouterr().err
    assert "privileged intent" in err and "Privileged Gateway Intents" in err
    _no_traceback(caplog, err)


async def test_the_database_is_checked_before_the_login(standin, discord_at, tmp_path, capsys):
    discord_at(standin.base_url)
    broken = tmp_path / "musbot.db"
    broken.write_text("this is not a database")
    assert await _run(_settings(tmp_path, standin.bot_token, broken)) == exits.CANNOT_START
    err = capsys.readouterr().err
    assert err.startswith("musbot: the database cannot be used:") and "not an SQLite database" in err
    assert standin.requests == []  # Discord never heard of us
    assert standin.gateway.connections == []


def test_run_with_db_opens_that_file_first(monkeypatch, tmp_path, capsys):
    """``musbot run --db PATH``: the named file, checked before any connection is tried."""
    monkeypatch.chdir(tmp_path)
    for name in ("MUSBOT_DB", "MUSBOT_LANG", "MUSBOT_LOG_LEVEL", "MUSBOT_OWNER_IDS", "MUSBOT_RULES_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "a-token-never-used")
    monkeypatch.setattr(discord.http.Route, "BASE", "http://127.0.0.1:9/api/v10")  # never reached
    missing = tmp_path / "no such directory" / "musbot.db"
    assert main(["run", "--db", str(missing)]) == exits.CANNOT_START
    err = capsys.readouterr().err
    assert "the database cannot be used" in err and "no such directory" in err and "does not exist" in err
    logging.getLogger().handlers.clear()  # basicConfig of the run above: leave logging as found


async def test_a_stop_signal_ends_with_0_and_closes_the_store(standin, discord_at, tmp_path, capsys):
    import asyncio
    import os
    import signal

    discord_at(standin.base_url)
    task = asyncio.create_task(_run(_settings(tmp_path, standin.bot_token)))
    await standin.wait_until(lambda: task.done() or standin.gateway.current is not None,
                             timeout=60, what="the bot to identify")
    assert not task.done(), task.result()  # its handler is installed: the signal cannot kill pytest
    os.kill(os.getpid(), signal.SIGTERM)  # handled by musbot run's own handler, in this loop
    assert await asyncio.wait_for(task, 60) == exits.OK
    assert not Path(f"{tmp_path / 'musbot.db'}-wal").exists()  # the store was closed, checkpointed


@pytest.mark.parametrize(("exc", "code", "says"), [
    (discord.GatewayNotFound(), exits.DISCORD_UNREACHABLE, "server error"),
    (TimeoutError(), exits.DISCORD_UNREACHABLE, "cannot be reached"),
    (discord.PrivilegedIntentsRequired(None), exits.INTENT_MISSING, "Privileged Gateway Intents"),
    (RuntimeError("a bug"), exits.FAILED, "please report it"),
])
def test_every_way_of_stopping_has_its_code_and_sentence(exc, code, says, tmp_path):
    from musbot.run import explain

    got, sentence = explain(exc, _settings(tmp_path, "t"))
    assert got == code and says in sentence and sentence.count(". ") <= 3


def test_an_unexpected_stop_logs_its_traceback_for_the_report(tmp_path, caplog, capsys):
    from musbot.run import _stopped

    try:
        raise RuntimeError("a bug")
    except RuntimeError as exc:
        assert _stopped(exc, _settings(tmp_path, "t")) == exits.FAILED
    assert any(r.exc_info for r in caplog.records)  # a bug: the log keeps what a report needs
    assert "please report it" in capsys.readouterr().err
