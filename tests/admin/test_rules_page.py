"""The project's own rules page, linked from /mus reglas and the README."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from standin import BotHarness

from musbot.bot import MusBot
from musbot.engine.rules import Rules
from musbot.presenter.rules_page import option_table, written
from musbot.settings import Settings

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


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_page_s_option_table_is_what_the_declarations_write(lang):
    """The options table (values, default, rule, what it changes) is written from the options'
    declarations (musbot/tables/options.py) and their texts, so the page cannot drift from the
    commands: a new option reaches it by ``python -m musbot.presenter.rules_page``."""
    page = PAGES[lang].read_text(encoding="utf-8")
    assert page == written(page, lang), "run: python -m musbot.presenter.rules_page"


def test_a_row_says_what_the_option_takes():
    """R25: juegos from 1 to 5, two by default; R26: pillar señas in percent; a flag in words."""
    table = option_table("es")
    assert "| `juegos` | 1 a 5 | **2** | R25 | Los juegos que gana una vaca. |" in table
    assert "| `pillar_senas` | 0 a 100 (%) | **10** | R26 |" in table
    assert "| `cuatro_siete` | sí, no | **no** | R8 |" in table
    assert "| `segundos` | 10 a 600 | **60** | — |" in table
    assert "| `juego_real` | on, off | **on** | R14 |" in option_table("en")
