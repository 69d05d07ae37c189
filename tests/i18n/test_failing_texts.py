"""A text the catalogue cannot make is a bug, never a crash of what shows it: Fluent itself
turns a missing variable or a function that raises into a text with a hole and a list of
errors; ``t`` then shows the default language's text, as for a text a catalogue lacks, when
that one can be made, else the text with its hole, and logs the failure once per message and
language (with the traceback where the error was raised)."""

from __future__ import annotations

import logging

import pytest

from musbot import i18n
from musbot.i18n import DEFAULT_LANG, t


class Broken(Exception):
    """What a catalogue function raises here."""


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """Texts made afresh, and failures not yet logged."""
    monkeypatch.setattr(i18n, "_MEMO", {})
    monkeypatch.setattr(i18n, "_FAILED", set(), raising=False)


def test_a_function_that_raises_in_one_language_falls_back_to_the_default_one(fresh, monkeypatch, caplog) -> None:
    def eu(value: object, case: str = "") -> str:
        raise Broken("EU() broke")

    monkeypatch.setitem(i18n.bundle("eu")._functions, "EU", eu)
    params = {"lance": "Grande", "pair": "A bikotea", "players": "Ane", "stake": 2}
    caplog.set_level(logging.INFO)

    assert t("alt.turn.bet", "eu", **params) == t("alt.turn.bet", DEFAULT_LANG, **params)
    assert t("alt.turn.bet", "eu", **params) == t("alt.turn.bet", DEFAULT_LANG, **params)  # not memoised: asked again
    (record,) = [r for r in caplog.records if r.levelno >= logging.ERROR]  # once, with where it raised
    assert "eu" in record.getMessage() and "alt.turn.bet" in record.getMessage()
    assert record.exc_info is not None and isinstance(record.exc_info[1], Broken)
    assert caplog.text.count("Traceback") == 1


def test_a_missing_variable_in_every_language_shows_the_readers_text_with_its_hole(fresh, caplog) -> None:
    caplog.set_level(logging.INFO)

    text = t("bot.rating_change", "en", name="Ane", delta="+1,5")  # the caller forgot the rating
    assert text.startswith("Ane: +1,5") and "rating" in text  # English, the hole named
    t("bot.rating_change", "en", name="Ane", delta="+1,5")
    failed = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert sorted(r.getMessage().split(":")[0] for r in failed) == ["catalogue en", "catalogue es"]  # once each
    assert all(r.stack_info and "test_failing_texts" in r.stack_info for r in failed)  # where it was asked for


def test_a_failure_under_t_in_every_language_shows_the_key(fresh, monkeypatch, caplog) -> None:
    def broken(key: str, lang: str, params: object) -> tuple[str, list[Exception]]:
        raise Broken("the bundle broke")

    monkeypatch.setattr(i18n, "format_message", broken)
    caplog.set_level(logging.INFO)
    assert t("error.internal", "fr") == "error.internal"
    assert len([r for r in caplog.records if r.levelno >= logging.ERROR]) == 2  # fr, then es
