""".env.example is what an admin copies first: it names every setting musbot reads, says the
values each accepts (every language of the bot, every log level), and its values are the
defaults, accepted as they stand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from musbot import settings
from musbot.i18n import LANGS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = (ROOT / ".env.example").read_text(encoding="utf-8")


def _comment_above(name: str) -> str:
    """The comment lines right above ``NAME=``."""
    block = EXAMPLE.split(f"\n{name}=", 1)[0].rsplit("\n\n", 1)[-1]
    return " ".join(line.lstrip("# ") for line in block.splitlines() if line.startswith("#"))


def test_every_setting_is_in_the_example() -> None:
    read = set(re.findall(r'"((?:MUSBOT|DISCORD)_[A-Z_]+)"', Path(settings.__file__).read_text(encoding="utf-8")))
    given = set(re.findall(r"^([A-Z_]+)=", EXAMPLE, re.M))
    assert read == given


@pytest.mark.parametrize(("name", "accepted"), [("MUSBOT_LANG", LANGS), ("MUSBOT_LOG_LEVEL", settings.LOG_LEVELS)])
def test_the_example_names_every_accepted_value(name: str, accepted: tuple[str, ...]) -> None:
    said = set(re.findall(r"\b\w+\b", _comment_above(name)))
    assert set(accepted) <= said, f"{name}'s comment lacks {sorted(set(accepted) - said)}"


def test_the_examples_values_are_the_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in re.findall(r"^([A-Z_]+)=", EXAMPLE, re.M):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    (tmp_path / ".env").write_text(EXAMPLE, encoding="utf-8")
    loaded = settings.Settings.load()
    assert loaded.env.read == tmp_path / ".env"
    assert loaded == settings.Settings()  # token, database, language, log level, owners, rules page
