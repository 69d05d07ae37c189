"""The console script: `musbot run` without a token explains how to get one."""

from __future__ import annotations

from musbot.cli import main


def test_run_without_a_token_explains_the_setup(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)  # no .env here
    assert main(["run"]) == 2
    out = capsys.readouterr().out
    assert "discord.com/developers/applications" in out
    assert "permissions=117760" in out and "applications.commands" in out
    assert "musbot play" in out


def test_sync_without_a_token_explains_too(monkeypatch, capsys, tmp_path):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(["sync"]) == 2


def test_a_bad_language_setting_is_refused(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("MUSBOT_LANG", "pt")
    monkeypatch.chdir(tmp_path)
    assert main(["run"]) == 2
    assert "MUSBOT_LANG='pt' is not accepted; use one of: es, en, de, eu, fr" in capsys.readouterr().err


def test_the_token_never_shows_in_the_settings_repr(monkeypatch, tmp_path):
    from musbot.settings import Settings

    monkeypatch.setenv("DISCORD_TOKEN", "secret-token-value")
    monkeypatch.chdir(tmp_path)
    assert "secret-token-value" not in repr(Settings.load())
