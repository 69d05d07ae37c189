"""The deploy kit, the README's Quick start and tables, and the LICENSE say what is true."""

from __future__ import annotations

import configparser
import os
import re
import shlex
import shutil
import subprocess
import time
import tomllib
from pathlib import Path

import pytest

from musbot import exits, settings
from musbot.store.backup import resolve_dest

ROOT = Path(__file__).resolve().parents[2]
UNITS = ("musbot.service", "musbot-backup.service", "musbot-backup.timer")


def _unit(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None)  # systemd repeats keys
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(ROOT / "deploy" / name)
    return parser


def test_the_readme_links_the_rules_page() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "](docs/rules.md)" in readme and "](docs/rules.en.md)" in readme


def test_the_license_matches_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == {"text": "MIT"}
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License") and "Permission is hereby granted, free of charge" in text


def test_the_quick_start_is_still_two_lines() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    quick = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```\n(.*?)```", quick, re.S)
    assert [len(b.strip().splitlines()) for b in blocks] == [1, 1]


def test_the_readme_documents_every_setting_and_exit_code() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    names = set(re.findall(r'"((?:MUSBOT|DISCORD)_[A-Z_]+)"', Path(settings.__file__).read_text()))
    assert {"DISCORD_TOKEN", "MUSBOT_DB", "MUSBOT_LANG", "MUSBOT_LOG_LEVEL", "MUSBOT_OWNER_IDS"} <= names
    for name in names:
        assert f"`{name}`" in readme, f"README does not document {name}"
        assert f"{name}=" in (ROOT / ".env.example").read_text(), f".env.example lacks {name}"
    codes = {v for k, v in vars(exits).items() if k.isupper()}
    table = readme.split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    assert {int(c) for c in re.findall(r"^\| (\d+) \|", table, re.M)} == codes


def test_the_service_restarts_only_when_starting_again_can_help() -> None:
    service = _unit("musbot.service")["Service"]
    assert service["ExecStart"].endswith("/musbot run")
    assert service["User"] == "musbot" and service["Restart"] == "on-failure"
    assert service["EnvironmentFile"] and service["WorkingDirectory"].startswith("/var/lib/musbot")
    assert service["NoNewPrivileges"] == "yes" and service["ProtectSystem"] == "strict"
    # the codes that need a person are exactly those the unit does not retry
    needs_a_person = {exits.CANNOT_START, exits.TOKEN_REJECTED, exits.INTENT_MISSING}
    assert {int(c) for c in service["RestartPreventExitStatus"].split()} == needs_a_person
    assert exits.DISCORD_UNREACHABLE not in needs_a_person and exits.FAILED not in needs_a_person
    backup = _unit("musbot-backup.service")["Service"]
    assert "musbot db backup /var/lib/musbot/backups" in backup["ExecStart"]
    assert _unit("musbot-backup.timer")["Timer"]["Persistent"] == "true"


def test_the_nightly_cleanup_removes_old_backups_of_either_database(tmp_path: Path) -> None:
    """musbot-backup.service deletes the backups older than 14 days that ``musbot db backup``
    dated in its directory, ``.db`` of SQLite and ``.dump`` of PostgreSQL alike, and nothing
    else: the unit's own cleanup line is run on a directory of such files."""
    post = _unit("musbot-backup.service")["Service"]["ExecStartPost"]
    assert post.startswith("/usr/bin/find /var/lib/musbot/backups ")
    argv = shlex.split(post.replace("/var/lib/musbot/backups", str(tmp_path), 1))
    argv[0] = shutil.which("find") or argv[0]
    weeks_ago = time.time() - 20 * 86400
    old, recent = [], []
    for kind in (old, recent):
        for suffix in (".db", ".dump"):  # the very names a backup into the directory gets
            path = resolve_dest(tmp_path, suffix=suffix)
            path.write_bytes(b"backup")
            kind.append(path)
    others = [tmp_path / "musbot.db", tmp_path / "before-upgrade.sql"]  # not dated backups
    for path in others:
        path.write_bytes(b"kept")
    for path in (*old, *others):
        os.utime(path, (weeks_ago, weeks_ago))
    subprocess.run(argv, check=True, timeout=60)
    assert sorted(tmp_path.iterdir()) == sorted([*recent, *others])


def test_the_backup_unit_reaches_a_postgresql_server() -> None:
    """On PostgreSQL the nightly backup is pg_dump, which connects to the server MUSBOT_DB
    names (a host, or a unix socket): the unit must not take the network away."""
    backup = _unit("musbot-backup.service")["Service"]
    assert backup.get("PrivateNetwork", "no") == "no"
    assert {"AF_INET", "AF_INET6", "AF_UNIX"} <= set(backup["RestrictAddressFamilies"].split())


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_accepts_the_units(tmp_path: Path) -> None:
    """``systemd-analyze verify`` reports unknown keys and bad values; only the not yet installed
    /opt/musbot path is swapped for an executable that exists here."""
    exe = shutil.which("musbot") or shutil.which("true")
    assert exe
    for name in UNITS:
        text = (ROOT / "deploy" / name).read_text().replace("/opt/musbot/.venv/bin/musbot", exe)
        (tmp_path / name).write_text(text)
    proc = subprocess.run(["systemd-analyze", "verify", *(str(tmp_path / n) for n in UNITS)],
                          capture_output=True, text=True, timeout=120)
    problems = [line for line in (proc.stdout + proc.stderr).splitlines() if line.strip()]
    assert proc.returncode == 0 and problems == [], problems


def test_musbot_admin_runs_a_command_as_the_service_would(tmp_path: Path) -> None:
    """deploy/musbot-admin: the settings file, the working directory, the service's user (here a
    stand-in ``sudo`` that only drops ``-u USER``: the test runs without sudo)."""
    import os
    import sys

    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "sudo").write_text('#!/bin/sh\n[ "$1" = -u ] && shift 2\nexec "$@"\n')
    (fake / "sudo").chmod(0o755)
    home = tmp_path / "home"
    home.mkdir()
    env_file = tmp_path / "musbot.env"
    data = tmp_path / "data"  # the database named by the settings file, not the default
    data.mkdir()
    env_file.write_text(f"# settings\nDISCORD_TOKEN=\nMUSBOT_DB={data / 'bot.db'}\nMUSBOT_LANG=en\n")
    musbot = Path(sys.executable).with_name("musbot")
    env = {**os.environ, "PATH": f"{fake}:{os.environ['PATH']}", "MUSBOT_ENV_FILE": str(env_file),
           "MUSBOT_HOME": str(home), "MUSBOT_BIN": str(musbot), "MUSBOT_USER": "musbot"}
    env.pop("MUSBOT_DB", None)
    proc = subprocess.run(["sh", str(ROOT / "deploy" / "musbot-admin"), "db", "upgrade"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert (data / "bot.db").exists() and str(data / "bot.db") in proc.stdout
    assert not (home / "musbot.db").exists()


def test_the_shard_template_is_the_service_with_a_shard_range() -> None:
    """deploy/musbot@.service (README, "Running large"): musbot@0-1 runs shards 0-1; everything
    else, hardening and restart policy included, stays what musbot.service says."""
    one, template = _unit("musbot.service"), _unit("musbot@.service")
    assert template["Service"]["ExecStart"] == one["Service"]["ExecStart"] + " --shard-count 4 --shards %i"
    assert template["Unit"]["Description"] == one["Unit"]["Description"] + " (shards %i)"
    for section in one.sections():
        same = {k: v for k, v in one[section].items() if k not in ("ExecStart", "Description")}
        assert {k: v for k, v in template[section].items() if k in same or k not in ("ExecStart", "Description")} \
            == same, section
