"""The table options as people meet them, derived from one declaration each
(``musbot/tables/options.py``): the parameters of ``/mus mesa``, ``/mus-admin config`` and ``/mus
torneo crear`` as the bot syncs them, the presets, the summary the admin reads, and the refusal of
a value an option does not take, in each language."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from standin import BotHarness

from e2e.mus_driver import Table
from e2e.test_partidas import make_bot, reply
from musbot.bot import MusTranslator
from musbot.i18n import LANGS, lookup, t
from musbot.presenter.errors import refusal_text
from musbot.store.presets import SECONDS_RANGE
from musbot.tables import options as table_options
from musbot.tables.errors import TableError
from musbot.tables.options import OPTIONS, option

COMMANDS = (("mus", "mesa"), ("mus-admin", "config"), ("mus", "torneo", "crear"))
# each option's parameter (type, range or choices) as the commands offered it before the options
# were declared once
BEFORE = {o["name"]: o for o in json.loads((Path(__file__).parent / "table_option_payloads.json").read_text())}


def _command(payload: list[dict], path: tuple[str, ...]) -> dict:
    found: dict = {"options": payload}
    for name in path:
        found = next(o for o in found["options"] if o["name"] == name)
    return found


async def _synced(standin, clock, tmp_path) -> dict[tuple[str, ...], dict[str, dict]]:
    """Each of the three commands' parameters, by name, as the bot registers them."""
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
    _, payload = standin.command_payloads[-1]
    return {path: {o["name"]: o for o in _command(payload, path)["options"]} for path in COMMANDS}


async def test_the_three_commands_offer_every_option_as_declared_and_as_before(standin, clock, tmp_path):
    """R2, R8, R14, R24–R26: the same parameter in each command, its type, range and choices as
    they were, its help the catalogue's in every language Discord shows."""
    commands = await _synced(standin, clock, tmp_path)
    for declared in OPTIONS:
        help_texts = {"description": lookup(declared.help, "es"),
                      "description_localizations": {locale.value: lookup(declared.help, lang)
                                                    for locale, lang in MusTranslator.LOCALES.items()}}
        for path, params in commands.items():
            assert params[declared.name] == BEFORE[declared.name] | help_texts, (path, declared.name)
    seconds = [params["segundos"] for params in commands.values()]  # the seconds per move, alike in the three
    assert seconds[0] == seconds[1] == seconds[2]
    assert (seconds[0]["min_value"], seconds[0]["max_value"]) == SECONDS_RANGE == (10, 600)


def _declare(monkeypatch, options) -> None:
    """The table options as if ``options`` were all that is declared, everywhere they are read."""
    current = table_options.OPTIONS
    for module in list(sys.modules.values()):
        if getattr(module, "OPTIONS", None) is current:
            monkeypatch.setattr(module, "OPTIONS", options)


async def test_one_declaration_puts_an_option_in_the_commands_the_presets_and_the_summary(
        standin, clock, tmp_path, monkeypatch):
    """R26: ``senas_libres`` (the engine field and its texts are there): undeclared, no command
    offers it; declared, the three do, a preset keeps it, the summary names it and a table gets it."""
    declared = option("senas_libres")
    _declare(monkeypatch, tuple(o for o in OPTIONS if o is not declared))
    (tmp_path / "before").mkdir()
    before = await _synced(standin, clock, tmp_path / "before")
    assert all("senas_libres" not in params for params in before.values())

    _declare(monkeypatch, (*table_options.OPTIONS, declared))
    after = await _synced(standin, clock, tmp_path)
    for params in after.values():
        shape = {k: v for k, v in params["senas_libres"].items() if not k.startswith("description")}
        assert shape == BEFORE["senas_libres"] and params["senas_libres"]["description"] == lookup(declared.help, "es")

    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        admin, ana = h.user(standin.owner), h.user("Ana")
        d = await admin.slash("mus-admin config", guardar_preset="Libre", senas_libres=True)
        assert f"{t('rules.senas_libres', 'es')}: {t('rules.value.yes', 'es')}" in reply(d).text
        listed = reply(await admin.slash("mus-admin config", presets=True)).text
        assert t("rules.senas_libres", "es") in listed
        await ana.slash("mus mesa", preset="Libre")
        assert Table(standin, bot, ana.channel).state.rules.senas_libres is True
        await ana.slash("mus cerrar")
        d = await admin.slash("mus-admin config", senas_libres=True)
        assert f"{t('rules.senas_libres', 'es')}: {t('rules.value.yes', 'es')}" in reply(d).text
        await ana.slash("mus mesa")
        assert Table(standin, bot, ana.channel).state.rules.senas_libres is True


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("name", "value", "says"), [
    ("tantos", 35, ("tantos", "35", "40, 30")),  # R24: 40 or 30
    ("juegos", 6, ("juegos", "6", "1", "5")),  # R25
    ("pillar_senas", 101, ("pillar_senas", "101", "0", "100")),  # R26, in percent
    ("juego_real", 1, ("juego_real",)),  # R14: yes or no, not a number
])
def test_a_value_an_option_does_not_take_is_refused_in_the_person_s_language(lang, name, value, says):
    """The refusal names the option, what was given and what it takes, in the catalogue's words
    (no engine English)."""
    with pytest.raises(TableError) as refused:
        table_options.merge_options(None, **{name: value})
    assert refused.value.key.startswith("error.bad_option.")
    text = refusal_text(refused.value, lang)
    assert all(word in text for word in says), text
    assert "allowed values" not in text and "bad option" not in text  # not the engine's own English
