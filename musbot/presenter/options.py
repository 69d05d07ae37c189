"""A table's options and a server's presets as a person reads them: ``Tantos por juego: 30 ·
Reyes: 4 reyes · 45 s por jugada``, every option as ``musbot/tables/options.py`` declares it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from musbot.engine import Rules
from musbot.i18n import join_label, t
from musbot.i18n.narrate import describe_option
from musbot.tables.options import OPTIONS, TableOption
from musbot.tables.presets import Preset

# the options that /mus-admin config's reply (bot.config_saved) and the waiting table's line
# (bot.rules_line) name in their own sentence
SAID_IN_CONFIG_SAVED = frozenset({"tantos", "juegos", "vacas", "reyes"})
SAID_IN_RULES_LINE = SAID_IN_CONFIG_SAVED


def describe_preset(preset: Preset, lang: str) -> str:
    """Its options in words, those that differ from the engine's defaults only:
    ``Tantos por juego: 30 · Juegos por vaca: 3 · Reyes: 4 reyes · 45 s por jugada``."""
    rules = Rules.from_dict(dict(preset.rules))
    parts = [_option(o, rules, lang) for o in OPTIONS if getattr(rules, o.field) != getattr(Rules(), o.field)]
    if preset.seconds is not None:
        parts.append(t("preset.seconds", lang, seconds=preset.seconds))
    return " · ".join(parts) if parts else t("preset.plain", lang)


def options_line(rules: Rules, lang: str, chosen: Mapping[str, Any], said: frozenset[str] = frozenset()) -> list[str]:
    """One line with the value ``rules`` has for each option that was chosen (not None) and is
    not ``said`` already, or no line: ``Juego real: no · Pillar señas: 25 %``."""
    parts = [_option(o, rules, lang) for o in OPTIONS if o.name not in said and chosen.get(o.name) is not None]
    return [" · ".join(parts)] if parts else []


def unusual_line(rules: Rules, lang: str, said: frozenset[str]) -> list[str]:
    """One line with each option not ``said`` whose value is not the engine's default, or no
    line: a table without juego real says so before anyone sits (``Juego real: no``)."""
    plain = Rules()
    differ = {o.name: True for o in OPTIONS if getattr(rules, o.field) != getattr(plain, o.field)}
    return options_line(rules, lang, differ, said)


def _option(option: TableOption, rules: Rules, lang: str) -> str:
    return join_label(t(option.label, lang), describe_option(option.field, getattr(rules, option.field), lang), lang)
