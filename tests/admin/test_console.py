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
from musbot.store.export import FILES

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


def test_verify_on_a_simulated_partida_says_plainly_it_has_no_moves(env, capsys, tmp_path) -> None:
    """``musbot tournament simulate`` stores hands and results, not moves: ``musbot verify``
    says so (no list of differences) and exits 3, no verdict, as for a seed not revealed yet."""
    db = tmp_path / "sim.db"
    assert main(["tournament", "simulate", "--format", "eliminatoria", "--pairs", "2", "--seed", "3",
                 "--tantos", "30", "--juegos", "1", "--db", str(db)]) == 0
    capsys.readouterr()
    assert main(["verify", "--partida", "1", "--db", str(db), "--lang", "es"]) == 3
    out = capsys.readouterr().out
    assert "La partida 1 tiene guardadas sus manos y su resultado, pero no las jugadas" in out
    assert "musbot tournament simulate" in out and "diferencias" not in out and "❌" not in out
    assert "Comprometido con la semilla: es mano el sitio 1" in out  # the commitment still checked


# ---------------------------------------------------------------- the admin's first hour
BACKUP_SUFFIX = {"sqlite": ".db", "postgresql": ".dump"}
BACKUP_MAGIC = {"sqlite": b"SQLite format 3\x00", "postgresql": b"PGDMP"}


@pytest.mark.parametrize("spelling", ["backups", "backups/", "nightly/backups"])
def test_the_nightly_backup_works_every_night(env, capsys, tmp_path, store_target, backend, spelling) -> None:
    """The README's nightly line, ``musbot db backup --db DB /var/lib/musbot/backups``, run
    night after night: a directory (made the first night) gets a new dated file each time,
    on SQLite and on PostgreSQL, however the path is written and even twice in one second."""
    assert main(["db", "upgrade", "--db", store_target]) == 0
    dest = tmp_path / spelling
    for _night in range(3):
        assert main(["db", "backup", "--db", store_target, str(dest) + ("/" if spelling.endswith("/") else "")]) == 0
    assert capsys.readouterr().out.count("backup written to") == 3
    made = sorted(dest.iterdir())
    assert len(made) == 3 and all(p.name.startswith("musbot-") and p.suffix == BACKUP_SUFFIX[backend] for p in made)
    assert all(p.read_bytes().startswith(BACKUP_MAGIC[backend]) for p in made)


def test_the_nightly_backup_through_the_console(env, tmp_path) -> None:
    """The same, as cron runs it: the real command twice, into a directory that is not there."""
    work = tmp_path / "work"
    assert _musbot("db", "upgrade", "--db", "musbot.db", cwd=work).returncode == 0
    for _night in range(2):
        done = _musbot("db", "backup", "--db", "musbot.db", "backups", cwd=work)
        assert done.returncode == 0, done.stderr
    assert (work / "backups").is_dir() and len(list((work / "backups").glob("musbot-*.db"))) == 2


def test_a_backup_named_as_a_file_is_that_file(env, capsys, tmp_path) -> None:
    """A path with a file name (an extension) is the backup file: kept the second time."""
    db = tmp_path / "musbot.db"
    assert main(["db", "upgrade", "--db", str(db)]) == 0
    assert main(["db", "backup", "--db", str(db), str(tmp_path / "before-upgrade.db")]) == 0
    assert (tmp_path / "before-upgrade.db").is_file()
    assert main(["db", "backup", "--db", str(db), str(tmp_path / "before-upgrade.db")]) == 2
    err = capsys.readouterr().err
    assert "already exists and was kept" in err and "ending in /" in err


def test_the_export_of_a_server_with_no_data_says_so(env, capsys, tmp_path, store_target) -> None:
    """Exit 0 with every file holding its header row, and a word that the server had nothing
    (a new server, or a mistyped id)."""
    assert main(["db", "upgrade", "--db", store_target]) == 0
    capsys.readouterr()
    out = tmp_path / "csv"
    assert main(["export", "--guild", "424242", "--out", str(out), "--db", store_target]) == exits.OK
    err = capsys.readouterr().err
    assert "the server 424242 has no data" in err and "header row" in err and "password" not in err
    files = sorted(out.iterdir())
    assert [f.name for f in files] == sorted(FILES) and all(len(f.read_text("utf-8").splitlines()) == 1 for f in files)


@pytest.mark.parametrize("argv", [
    ["db", "check"], ["db", "upgrade"], ["db", "backup", "backups"], ["export", "--guild", "1", "--out", "csv"],
    ["verify", "--partida", "1"], ["tournament", "verify", "--id", "1"], ["db", "achievements", "--recompute"],
])
def test_an_unsupported_database_scheme_is_named(env, capsys, tmp_path, argv) -> None:
    """``--db mysql://...`` is refused for what it is, not taken for a directory named
    ``mysql:``; the URL's password is not repeated."""
    assert main([*argv, "--db", "mysql://musbot:hunter2@db.example.org/musbot"]) == exits.CANNOT_START
    err = capsys.readouterr().err
    assert "scheme mysql:// is not supported" in err and "postgresql://" in err
    assert "directory" not in err and "hunter2" not in err and TRACEBACK not in err
    assert not list((tmp_path / "work").iterdir())  # nothing made: no mysql: directory, no backups


def test_an_unsupported_database_scheme_in_the_settings(env, capsys) -> None:
    env.setenv("MUSBOT_DB", "sqlite:///var/lib/musbot/musbot.db")
    assert main(["run"]) == exits.CANNOT_START
    err = capsys.readouterr().err
    assert "MUSBOT_DB" in err and "scheme sqlite:// is not supported" in err and "SQLite file" in err


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
