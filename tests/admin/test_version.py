"""``musbot --version`` says the version that is installed, which is the one pyproject.toml
declares and the latest release CHANGELOG.md describes: a bug report names the code it ran."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import pytest

from musbot.cli import main

ROOT = Path(__file__).resolve().parents[2]


def _printed(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    return capsys.readouterr().out


def test_version_prints_the_installed_package_version(capsys) -> None:
    installed = metadata.version("musbot")
    assert _printed(capsys).startswith(f"musbot {installed} (Python ")


def test_the_installed_version_is_the_declared_one() -> None:
    """An installation made before pyproject.toml's version changed would print an old version
    (pip install again)."""
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert metadata.version("musbot") == declared


def test_the_changelog_describes_the_declared_version() -> None:
    """Keep a Changelog: an Unreleased section first, then the releases, newest first; the newest
    is the version pyproject.toml declares."""
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    headings = re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"),
                          re.M)
    assert headings[0] == ("Unreleased", "")
    releases = [version for version, date in headings[1:] if date]
    assert len(releases) == len(headings) - 1, "every release has its date"
    assert releases[0] == declared
