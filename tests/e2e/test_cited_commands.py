"""A text that tells people to use a command names it as their Discord offers it: the command
exists in the tree the bot registers (every cog loaded), and its name in each language is the
name registered for that language's Discord locale; Basque readers, whose locale Discord lacks,
see the default (Spanish) names. Before, French texts cited ``/mus mano`` while French users
were offered ``/mus donne``, and Basque ones cited ``/mus mahaia``, which does not exist."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from standin import BotHarness

from musbot.bot import MusBot
from musbot.i18n import LANGS, LANGUAGES, catalogue, command_path, t, uses
from musbot.settings import Settings

SUBCOMMAND, GROUP = 1, 2


def _paths(command: dict[str, Any], locale: str | None) -> Iterator[tuple[str, str]]:
    """(default path, path as ``locale`` shows it) of a command and every subcommand in it."""
    names = command.get("name_localizations") or {}
    shown = names.get(locale, command["name"]) if locale else command["name"]
    yield command["name"], shown
    for option in command.get("options") or []:
        if option["type"] in (SUBCOMMAND, GROUP):
            for default, local in _paths(option, locale):
                yield f"{command['name']} {default}", f"{shown} {local}"


def registered(standin: Any, locale: str | None) -> dict[str, str]:
    """Every slash command path (default names) -> the path a user of ``locale`` sees."""
    found: dict[str, str] = {}
    for scope in standin.commands.values():
        for (_, kind), command in scope.items():
            if kind == 1:
                found.update(_paths(command, locale))
    return found


def cited() -> set[str]:
    return {path for lang in LANGS for use in uses(lang).values() for path in use.commands}


async def test_every_cited_command_is_registered_under_the_name_its_reader_sees(
        standin, clock, tmp_path) -> None:
    bot = MusBot(Settings(db_path=str(tmp_path / "mus.db")), clock=clock.epoch, tick_seconds=None)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        default = registered(standin, None)
        assert "mus mesa" in default and "mus torneo resultado" in default  # every cog loaded
        paths = cited()
        assert {"mus mesa", "mus mano", "mus verificar", "mus torneo resultado",
                "mus_admin config"} <= paths
        for language in LANGUAGES:
            locale = language.discord[0] if language.discord else None
            seen = registered(standin, locale)
            for path in paths:
                spanish = command_path(path, "es")[1:]
                assert spanish in default, f"{path}: no command /{spanish}"
                assert command_path(path, language.code) == "/" + seen[spanish], (
                    language.code, path)


def test_the_french_and_basque_texts_cite_what_their_readers_are_offered() -> None:
    assert "/mus donne" in t("history.error.replay_here", "fr", button="x")
    assert "/mus tournoi résultat" in t("tourn.notice.unfinished", "fr", tournament="T", match="1")
    assert "/mus mesa" in t("error.no_table", "eu") and "mahaia" not in t("error.no_table", "eu")
    assert "/mus-admin einstellungen" in t("preset.error.full", "de", most=5)


def test_no_text_spells_a_command_by_hand() -> None:
    spelled = {(lang, key): text for lang in LANGS for key, text in catalogue()[lang].items()
               if re.search(r"(?<![\w`])/mus\b", text)}
    assert not spelled
