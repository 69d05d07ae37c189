"""The console refuses bad input with the accepted values, never
with a traceback, and describes itself (``--version``, every subcommand's ``--help``)."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from musbot import exits
from musbot.cli import build_parser, main
from musbot.settings import Settings, SettingsError

ENV_NAMES = ("DISCORD_TOKEN", "MUSBOT_DB", "MUSBOT_LANG", "MUSBOT_LOG_LEVEL", "MUSBOT_OWNER_IDS",
             "MUSBOT_RULES_URL")
TRACEBACK = "Traceback (most recent call last)"


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> pytest.MonkeyPatch:
    """No musbot setting in the environment, an empty working directory; whatever a .env
    loads into os.environ during the test is removed afterwards."""
    for name in ENV_NAMES:
        monkeypatch.setenv(name, "")  # recorded, so the teardown restores (or removes) it
        monkeypatch.delenv(name)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return monkeypatch


def _musbot(*args: str, cwd: Path, env: dict[str, str] | None = None, **kw: object) -> subprocess.CompletedProcess[bytes]:
    base = {k: v for k, v in os.environ.items() if not k.startswith(("MUSBOT_", "DISCORD_"))}
    return subprocess.run([sys.executable, "-m", "musbot.cli", *args], cwd=cwd, env={**base, **(env or {})},
                          capture_output=True, timeout=120, **kw)  # type: ignore[call-overload]


# ---------------------------------------------------------------- bad settings, accepted values
@pytest.mark.parametrize(("name", "value", "accepted"), [
    ("MUSBOT_LOG_LEVEL", "verbose", "DEBUG, INFO, WARNING, ERROR"),
    ("MUSBOT_LANG", "pt", "es, en, de, eu, fr"),
    ("MUSBOT_OWNER_IDS", "123456789012345678, @ana", "user ids"),
    ("MUSBOT_RULES_URL", "docs/rules.md", "https://"),
    ("DISCORD_TOKEN", "Bot abc.def.ghi", "only the token"),
])
def test_a_bad_setting_is_refused_with_the_accepted_values(env, capsys, name, value, accepted) -> None:
    env.setenv(name, value)
    assert main(["run"]) == exits.CANNOT_START
    err = capsys.readouterr().err
    assert err.startswith("musbot: ") and accepted in err and TRACEBACK not in err
    if name != "DISCORD_TOKEN":
        assert repr(value.split(",")[-1].strip()) in err  # it names the value it refused


def test_good_settings_in_any_letter_case(env) -> None:
    env.setenv("MUSBOT_LOG_LEVEL", "debug")
    env.setenv("MUSBOT_LANG", "EU")
    env.setenv("MUSBOT_OWNER_IDS", "12, 34 56")
    s = Settings.load()
    assert (s.log_level, s.lang, s.owner_ids) == ("DEBUG", "eu", (12, 34, 56))


def test_the_token_never_shows_in_the_settings_or_the_refusal(env, capsys) -> None:
    env.setenv("DISCORD_TOKEN", "secret-token value")
    with pytest.raises(SettingsError) as refused:
        Settings.load()
    assert "secret" not in str(refused.value)
    env.setenv("DISCORD_TOKEN", "secret-token-value")
    assert "secret-token-value" not in repr(Settings.load())


# ---------------------------------------------------------------- where .env is looked for
def test_env_file_beside_the_database_is_read(env, tmp_path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / ".env").write_text("MUSBOT_LANG=de\nMUSBOT_LOG_LEVEL=WARNING\n")
    s = Settings.load(db=str(data / "musbot.db"))
    assert (s.lang, s.log_level) == ("de", "WARNING")
    assert s.env.read == data / ".env"
    env.setenv("MUSBOT_DB", str(data / "musbot.db"))  # MUSBOT_DB names the place just as well
    env.delenv("MUSBOT_LANG")
    assert Settings.load().env.read == data / ".env"


def test_a_bad_value_in_a_env_file_names_the_file(env, capsys) -> None:
    Path(".env").write_text("MUSBOT_LOG_LEVEL=verbose\n")
    assert main(["run"]) == exits.CANNOT_START
    assert f"(settings from the environment and {Path.cwd() / '.env'})" in capsys.readouterr().err


def test_env_file_in_the_working_directory_comes_first(env, tmp_path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / ".env").write_text("MUSBOT_LANG=de\n")
    Path(".env").write_text("MUSBOT_LANG=en\n")
    s = Settings.load(db=str(data / "musbot.db"))
    assert s.lang == "en" and s.env.read == Path.cwd() / ".env"


def test_without_a_token_it_says_where_it_looked(env, capsys, tmp_path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    assert main(["run", "--db", str(data / "musbot.db")]) == exits.CANNOT_START
    out = capsys.readouterr().out
    assert "discord.com/developers/applications" in out and "permissions=117760" in out
    assert f"{Path.cwd() / '.env'} (not found)" in out
    assert f"{data / '.env'} (not found)" in out


# ---------------------------------------------------------------- no traceback for what a user does
def test_rules_into_a_closed_pipe_ends_quietly(tmp_path) -> None:
    """``musbot rules | head -1``: the reader has gone; the writer stops as ``cat`` would."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will ever read: the first write gets EPIPE, deterministically
    try:
        proc = subprocess.run([sys.executable, "-m", "musbot.cli", "rules"], stdout=write_end,
                              stderr=subprocess.PIPE, cwd=tmp_path, timeout=120)
    finally:
        os.close(write_end)
    assert proc.returncode == exits.PIPE_CLOSED
    assert proc.stderr == b""


def test_ctrl_c_in_a_console_command_is_not_a_traceback(env, capsys, monkeypatch) -> None:
    def interrupted(args: argparse.Namespace) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr("musbot.rules_cli.run", interrupted)
    assert main(["rules"]) == exits.INTERRUPTED
    assert "interrupted" in capsys.readouterr().err


def test_export_onto_an_existing_file_is_refused(env, capsys, tmp_path) -> None:
    db = tmp_path / "musbot.db"
    assert main(["db", "upgrade", "--db", str(db)]) == 0
    target = tmp_path / "report.csv"
    target.write_text("mine")
    assert main(["export", "--guild", "1", "--out", str(target), "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "is a file; give a directory" in err
    assert target.read_text() == "mine"
    assert main(["export", "--guild", "1", "--out", str(target / "sub"), "--db", str(db)]) == 2
    assert "cannot create the directory" in capsys.readouterr().err


def test_backup_onto_an_existing_file_needs_force(env, capsys, tmp_path) -> None:
    db = tmp_path / "musbot.db"
    assert main(["db", "upgrade", "--db", str(db)]) == 0
    old = tmp_path / "backup.db"
    old.write_bytes(b"last week's backup")
    assert main(["db", "backup", str(old), "--db", str(db)]) == 2
    assert "already exists and was kept" in capsys.readouterr().err
    assert old.read_bytes() == b"last week's backup"
    assert main(["db", "backup", str(old), "--force", "--db", str(db)]) == 0
    assert old.read_bytes().startswith(b"SQLite format 3\x00")
    assert main(["db", "backup", str(db), "--force", "--db", str(db)]) == 2  # never onto itself


@pytest.mark.parametrize("argv", [
    ["sync", "--guild", "abc"], ["sync", "--guild", "0"], ["export", "--guild", "-5", "--out", "x"],
    ["play", "--seed", "-1"], ["play", "--seed", "²"], ["play", "--lang", "pt"], ["rules", "--lang", "xx"],
])
def test_bad_arguments_are_refused_with_usage(env, capsys, argv) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "usage: musbot" in err and TRACEBACK not in err


# ---------------------------------------------------------------- the console describes itself
def test_version(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("musbot 0.") and "discord.py 2." in out and "SQLite 3." in out


@pytest.mark.parametrize("argv", [[], ["db"]])
def test_a_command_group_alone_prints_its_help(capsys, argv) -> None:
    assert main(argv) == exits.CANNOT_START
    out = capsys.readouterr().out
    assert out.startswith(f"usage: musbot{' db' if argv else ''} ")
    assert ("upgrade" if argv else "run") in out


def _subparsers(parser: argparse.ArgumentParser, path: str = "musbot"):
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help for a in action._choices_actions}
            for name, child in action.choices.items():
                yield f"{path} {name}", child, helps.get(name)
                yield from _subparsers(child, f"{path} {name}")


def test_every_subcommand_describes_itself() -> None:
    found = list(_subparsers(build_parser()))
    names = {name for name, _, _ in found}
    assert {"musbot run", "musbot sync", "musbot export", "musbot db", "musbot db backup", "musbot rules",
            "musbot play"} <= names
    for name, child, short in found:
        assert short, f"{name} has no line in its group's --help"
        assert child.description and len(child.description) > 30, f"{name} --help has no description"
