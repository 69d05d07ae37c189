"""A table's options and a server's presets as a person reads them: ``Reyes: 4 reyes · Tantos
por juego: 30 · 45 s por jugada``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from musbot.engine import Rules
from musbot.i18n import join_label, t
from musbot.i18n.narrate import describe_option
from musbot.tables.options import OPTIONS
from musbot.tables.presets import Preset

# the options /mus-admin config's reply (bot.config_saved) does not name by itself
EXTRA_OPTIONS = ("juego_real", "cuatro_siete", "senas_libres", "pillar_senas")


def describe_preset(preset: Preset, lang: str) -> str:
    """Its options in words, those that differ from the engine's defaults only:
    ``Reyes: 4 reyes · Tantos por juego: 30 · Juegos por vaca: 3 · 45 s por jugada``."""
    rules, plain = Rules.from_dict(dict(preset.rules)).to_dict(), Rules().to_dict()
    parts = [_option(name, value, lang) for name, value in rules.items() if value != plain[name]]
    if preset.seconds is not None:
        parts.append(t("preset.seconds", lang, seconds=preset.seconds))
    return " · ".join(parts) if parts else t("preset.plain", lang)


def options_line(rules: Rules, lang: str, chosen: Mapping[str, Any], names: tuple[str, ...]) -> list[str]:
    """One line with the value ``rules`` has for each of ``names`` that was chosen (not None),
    or no line: ``Juego real: no · Pillar señas: 25 %``."""
    values = rules.to_dict()
    parts = [_option(OPTIONS[n], values[OPTIONS[n]], lang) for n in names if chosen.get(n) is not None]
    return [" · ".join(parts)] if parts else []


def _option(field: str, value: Any, lang: str) -> str:
    return join_label(t(f"rules.{field}", lang), describe_option(field, value, lang), lang)
