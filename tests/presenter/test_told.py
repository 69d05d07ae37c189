"""The table message's lines are kept by what they are made of (a table message tells
its last lines again on every publish, so making them again would cost every press): a kept line is the one ``narrate`` tells, and another
table's names or another language are never answered with a line kept for the first."""

from __future__ import annotations

from musbot.engine.cards import Card
from musbot.engine.events import Discarded, Showed4567, Spoke
from musbot.i18n.narrate import narrate
from musbot.presenter.screens import told

ANA = ("Ana", "Bot 1", "Bea", "Bot 3")
UNAI = ("Unai", "Bot 1", "Miren", "Bot 3")


def test_a_kept_line_is_the_one_narrate_tells() -> None:
    for event in (Spoke(0, "mus"), Discarded(2, 3), Showed4567(1, (Card(4, "o"), Card(5, "c"), Card(6, "e"), Card(7, "b")))):
        for lang in ("es", "en", "de", "eu", "fr"):
            first, again = told(event, lang, ANA), told(event, lang, ANA)
            assert first == again == narrate(event, lang, ANA)


def test_another_table_or_language_gets_its_own_line() -> None:
    said = Spoke(0, "no_mus")  # R5: Ana's "no hay mus" is hers at her table, Unai's at his
    assert told(said, "es", ANA) != told(said, "es", UNAI)
    assert "Unai" in told(said, "es", UNAI) and "Ana" not in told(said, "es", UNAI)
    assert told(said, "en", ANA) == narrate(said, "en", ANA) != told(said, "es", ANA)
