"""Numbers and percentages as each language writes them, in messages and in pictures
("1.25 points per hand" is wrong in German, Basque and Spanish: they write 1,25)."""

from __future__ import annotations

from typing import Any

import pytest

from musbot.i18n import LANGS, t
from musbot.i18n.narrate import describe_option
from musbot.i18n.numbers import NBSP, NNBSP, format_number, format_percent, format_signed
from musbot.render import chart, leaderboard


@pytest.mark.parametrize(
    ("lang", "decimal", "thousands", "four_digits", "percent"),
    [
        ("es", "1,25", "12.500", "1250", f"45{NBSP}%"),  # Spanish groups from five digits
        ("en", "1.25", "12,500", "1,250", "45%"),
        ("de", "1,25", "12.500", "1.250", f"45{NBSP}%"),
        ("eu", "1,25", "12.500", "1.250", f"%{NBSP}45"),  # Basque puts the sign first
        ("fr", "1,25", f"12{NNBSP}500", f"1{NNBSP}250", f"45{NNBSP}%"),
    ],
)
def test_each_language_writes_numbers_its_way(lang: str, decimal: str, thousands: str,
                                              four_digits: str, percent: str) -> None:
    assert format_number(1.25, lang, 2) == decimal
    assert format_number(12500, lang) == thousands
    assert format_number(1250, lang) == four_digits
    assert format_percent(0.45, lang) == percent


def test_rounding_signs_and_fallback() -> None:
    assert format_number(2.666, "de", 1) == "2,7"
    # a rating below zero (μ − 3σ of a newcomer) with the same true minus as its change
    assert format_number(-3.5, "es", 1) == "\u22123,5" == format_signed(-3.5, "es", 1)
    assert format_number(-0.04, "es", 1) == "0,0"  # no "-0,0"
    assert format_number(1234567, "de") == "1.234.567"
    assert format_percent(0.125, "en", 1) == "12.5%"
    assert format_signed(1.5, "de", 1) == "+1,5" and format_signed(-0.3, "en", 1) == "\u22120.3"
    assert format_signed(0.01, "eu", 1) == "±0,0"
    assert format_number(1.5, "xx", 1) == "1,5"  # an unknown language reads as Spanish


@pytest.mark.parametrize("lang", LANGS)
def test_messages_carry_the_language_s_percent(lang: str) -> None:
    shown = describe_option("pillar_senas", 0.1, lang)
    assert shown == format_percent(0.1, lang)
    assert describe_option("pillar_senas", 0.125, lang) == format_percent(0.125, lang, 1)
    line = t("bot.profile.partidas", lang, won=3, played=4, rate=format_percent(0.75, lang))
    assert format_percent(0.75, lang) in line and "%%" not in line and line.count("%") == 1


def _drawn(monkeypatch: pytest.MonkeyPatch, module: Any) -> list[str]:
    texts: list[str] = []
    real = module.draw_text

    def spy(draw: Any, xy: Any, text: str, *args: Any, **kw: Any) -> Any:
        texts.append(text)
        return real(draw, xy, text, *args, **kw)

    monkeypatch.setattr(module, "draw_text", spy)
    return texts


@pytest.mark.parametrize(("lang", "msst", "rate"), [
    ("de", "1,25", f"(67{NBSP}%)"), ("en", "1.25", "(67%)"), ("eu", "1,25", f"(%{NBSP}67)"),
])
def test_the_leaderboard_picture_writes_numbers_as_the_language_does(
        monkeypatch: pytest.MonkeyPatch, lang: str, msst: str, rate: str) -> None:
    texts = _drawn(monkeypatch, leaderboard)
    leaderboard.leaderboard_image([leaderboard.LeaderboardRow("Ane", 1.25, 3, 2, decimals=2),
                                   leaderboard.LeaderboardRow("Iker", 27.4, 3, 2)], lang)
    assert msst in texts  # an MSST value keeps its hundredths (it was drawn rounded to "1")
    assert f"27{msst[1]}4" in texts  # a rating its tenth, as the ranking's text writes it
    assert f"2 {rate}" in texts


def test_the_chart_writes_numbers_as_the_language_does(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _drawn(monkeypatch, chart)
    chart.chart_image([1200.0, 1500.0, 1350.0], "de")
    assert "1.500" in texts and "1.200" in texts  # axis ticks, grouped as German groups
