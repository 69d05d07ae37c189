"""The project's own rules page, linked from /mus reglas and the README."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from standin import BotHarness

from musbot.bot import MusBot
from musbot.engine.rules import Rules
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
