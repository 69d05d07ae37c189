"""Formats and stages reach a reader in their language, not as the code's Spanish identifiers
("le tour 2 (suizo)" read as a slip of the bot in French)."""

from __future__ import annotations

import asyncio

import pytest

from musbot.i18n import LANGS, bundle, message_id
from musbot.presenter.tournament_names import format_name, stage_name
from musbot.tournaments.formats.registry import FORMATS
from musbot.tournaments.simulate import simulate


@pytest.fixture(scope="module")
def stages() -> set[str]:
    """Every stage a round of every registered format is played in (groups, matchdays, knockout)."""
    found: set[str] = set()
    for fmt in FORMATS:
        report = asyncio.run(simulate(fmt, 6, seed=3, level="random"))
        found.update(r["stage"] for r in report["rounds"])
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_format_and_stage_has_a_name_in_every_language(lang: str, stages: set[str]) -> None:
    for fmt in FORMATS:
        assert bundle(lang).has_message(message_id(f"tourn.format.{fmt}")), (lang, fmt)
        assert format_name(fmt, lang)
    for stage in stages:
        word = stage.partition(" ")[0]
        assert bundle(lang).has_message(message_id(f"tourn.stage.{word}")), (lang, stage)


def test_a_stage_with_a_number_says_it_in_the_language() -> None:
    assert stage_name("grupo 2", "en") == "group 2"
    assert stage_name("jornada 3", "eu") == "3. jardunaldia"
    assert stage_name("suizo", "fr") == "système suisse"
    assert format_name("suizo", "de") == "Schweizer System"
