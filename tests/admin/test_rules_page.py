"""The project's own rules page, linked from /mus reglas and the README."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from standin import BotHarness

from musbot.bot import MusBot
from musbot.engine.rules import Rules
from musbot.settings import Settings
from musbot.store.presets import SECONDS_RANGE
from musbot.tables.options import OPTIONS

ROOT = Path(__file__).resolve().parents[2]
PAGES = {"es": ROOT / "docs" / "rules.md", "en": ROOT / "docs" / "rules.en.md"}
URL = "https://example.org/musbot/docs/rules.md"


def _reply_text(delivery) -> str:
    message = delivery.followups[-1] if delivery.followups else delivery.response
    return message.text


@pytest.mark.parametrize(("locale", "page"), [("es-ES", URL), ("en-US", URL.replace("rules.md", "rules.en.md"))])
async def test_mus_reglas_links_the_rules_page(standin, clock, tmp_path, locale, page):
    bot = MusBot(Settings(db_path=str(tmp_path / "mus.db"), rules_url=URL), clock=clock.epoch, tick_seconds=None)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana", locale=locale)
        text = _reply_text(await ana.slash("mus reglas"))
    assert page in text
    assert ("Reglamento completo" if locale == "es-ES" else "The full rules") in text


async def test_without_a_published_page_reglas_is_the_summary_alone(standin, clock, tmp_path):
    bot = MusBot(Settings(db_path=str(tmp_path / "mus.db")), clock=clock.epoch, tick_seconds=None)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        text = _reply_text(await h.user("Ana").slash("mus reglas"))
    assert "Reglas del mus" in text and "http" not in text


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_covers_every_rule_and_every_option(lang):
    text = PAGES[lang].read_text(encoding="utf-8")
    for n in range(1, 27):
        assert re.search(rf"\*\*R{n}\.", text), f"R{n} is not explained in {PAGES[lang].name}"
    options = re.search(r"\| `tantos` \|.*?\n\n", text, re.S)
    assert options is not None
    named = set(re.findall(r"^\| `(\w+)` \|", options.group(0), re.M))
    # every option of the engine, under the name /mus mesa gives it, plus the seconds per move
    mesa_names = {"redeal_4567": "cuatro_siete"}
    assert named == {mesa_names.get(f, f) for f in Rules().to_dict()} | {"segundos"}


# how each page writes a row's values and default
WORDS = {"es": {"to": "a", True: "sí", False: "no"}, "en": {"to": "to", True: "yes", False: "no"}}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_s_option_table_says_what_each_declared_option_takes(lang):
    """Each row of the options table (values, default, rule) as the option is declared
    (musbot/tables/options.py) and the engine defaults it, so the page cannot drift from the
    commands."""
    text = PAGES[lang].read_text(encoding="utf-8")
    rows = {m[0]: m[1:] for m in re.findall(r"^\| `(\w+)` \| ([^|]+) \| \*\*([^*]+)\*\* \| ([^|]+) \|", text, re.M)}
    words = WORDS[lang]
    for option in OPTIONS:
        if option.flag:
            values, default = f"{words[True]}, {words[False]}", words[option.default]
        elif option.choices:
            values, default = ", ".join(map(str, option.choices)), str(option.default)
        else:
            values = f"{option.low} {words['to']} {option.high}" + (" (%)" if option.percent else "")
            default = str(option.default)
        assert rows[option.name] == (values, default, option.rule), option.name
    low, high = SECONDS_RANGE
    assert rows["segundos"][0] == f"{low} {words['to']} {high}"
