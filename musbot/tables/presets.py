"""A server's house rules as named presets, and the one place a table's options are decided:
the server's defaults, then a preset, then the options given with the command.

``/mus mesa``, the invitations and the tournament creation all call ``table_options``; the
``/mus-admin config`` presets call ``save_preset``/``delete_preset``. Refusals are ``TableError``
keys (``preset.error.*``), so each person reads them in their own language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from musbot.engine import Rules
from musbot.i18n import join_label, t
from musbot.i18n.narrate import describe_option
from musbot.store import Preset, Store
from musbot.store.errors import InvalidState
from musbot.store.presets import MAX_PRESETS, NAME_MAX, preset_name

from .errors import TableError
from .options import OPTIONS, merge_options, rules_of


@dataclass(frozen=True, slots=True)
class TableOptions:
    """What a new table (or a tournament's tables) gets: its rules and seconds per move."""

    rules: Rules
    seconds: int
    preset: str | None = None  # the preset's name as kept, when one was used


async def table_options(store: Store, guild_id: int, *, preset: str | None = None,
                        seconds: int | None = None, **chosen: Any) -> TableOptions:
    """The server's defaults, with the preset named ``preset`` on top (it holds every option,
    and its seconds when it has them), and the options in ``chosen`` (named as the commands
    name them: tantos, reyes, cuatro_siete, ...; None is not chosen) and ``seconds`` on top of
    that. An unknown preset: ``preset.error.unknown``; nonsense options: ``error.bad_option``."""
    defaults = await store.preferences.guild_settings(guild_id)
    rules: Mapping[str, Any] | None = defaults.rules
    base_seconds = defaults.seconds
    shown = None
    if preset is not None:
        found = await find_preset(store, guild_id, preset)
        rules, shown = found.rules, found.name
        if found.seconds is not None:
            base_seconds = found.seconds
    return TableOptions(rules_of(merge_options(rules, **chosen)), seconds or base_seconds, shown)


async def find_preset(store: Store, guild_id: int, name: str) -> Preset:
    """The server's preset of that name (any letter case), or ``preset.error.unknown`` with the
    names it has."""
    found = await store.presets.get(guild_id, name)
    if found is None:
        names = [p.name for p in await store.presets.all(guild_id)]
        if names:
            raise TableError("preset.error.unknown", name=_shown(name), names=", ".join(names))
        raise TableError("preset.error.none", name=_shown(name))
    return found


async def save_preset(store: Store, guild_id: int, name: str, by: int, *, seconds: int | None = None,
                      **chosen: Any) -> tuple[Preset, bool, int]:
    """Save the server's defaults with ``chosen`` on top as the preset ``name`` (replacing one
    of that name). Returns the preset, whether it is new, and how many the server has now."""
    try:
        shown, _ = preset_name(name)
    except ValueError:
        raise TableError("preset.error.bad_name", name=_shown(name), most=NAME_MAX) from None
    options = await table_options(store, guild_id, **chosen)  # checked before anything is written
    existing = [p.name.casefold() for p in await store.presets.all(guild_id)]
    new = shown.casefold() not in existing
    if new and len(existing) >= MAX_PRESETS:
        raise TableError("preset.error.full", most=MAX_PRESETS)
    try:
        saved = await store.presets.save(guild_id, shown, options.rules.to_dict(), seconds=seconds, by=by)
    except InvalidState:  # another admin filled the last place meanwhile
        raise TableError("preset.error.full", most=MAX_PRESETS) from None
    except ValueError as exc:  # the seconds (the command's range keeps them in bounds)
        raise TableError("error.bad_option", detail=str(exc)) from None
    return saved, new, len(existing) + new


async def delete_preset(store: Store, guild_id: int, name: str) -> Preset:
    """Delete the preset ``name``; ``preset.error.unknown`` when there is none."""
    found = await find_preset(store, guild_id, name)
    await store.presets.delete(guild_id, found.name)
    return found


async def matching_names(store: Store, guild_id: int, typed: str, most: int = 25) -> list[str]:
    """The server's preset names that contain what was typed (any letter case), those that
    start with it first: what the autocomplete offers."""
    typed = " ".join(typed.split()).casefold()
    names = [p.name for p in await store.presets.all(guild_id)]
    hits = [n for n in names if typed in n.casefold()]
    hits.sort(key=lambda n: (not n.casefold().startswith(typed), n.casefold()))
    return hits[:most]


def describe_preset(preset: Preset, lang: str) -> str:
    """Its options in words, those that differ from the engine's defaults only:
    ``Reyes: 4 reyes · Tantos por juego: 30 · Juegos por vaca: 3 · 45 s por jugada``."""
    rules, plain = Rules.from_dict(dict(preset.rules)).to_dict(), Rules().to_dict()
    parts = [_option(name, value, lang) for name, value in rules.items() if value != plain[name]]
    if preset.seconds is not None:
        parts.append(t("preset.seconds", lang, seconds=preset.seconds))
    return " · ".join(parts) if parts else t("preset.plain", lang)


# the options /mus-admin config's reply (bot.config_saved) does not name by itself
EXTRA_OPTIONS = ("juego_real", "cuatro_siete", "senas_libres", "pillar_senas")


def options_line(rules: Rules, lang: str, chosen: Mapping[str, Any], names: tuple[str, ...]) -> list[str]:
    """One line with the value ``rules`` has for each of ``names`` that was chosen (not None),
    or no line: ``Juego real: no · Pillar señas: 25 %``."""
    values = rules.to_dict()
    parts = [_option(OPTIONS[n], values[OPTIONS[n]], lang) for n in names if chosen.get(n) is not None]
    return [" · ".join(parts)] if parts else []


def _option(field: str, value: Any, lang: str) -> str:
    return join_label(t(f"rules.{field}", lang), describe_option(field, value, lang), lang)


def _shown(name: str) -> str:
    """A name as it may be repeated back: one line, not too long."""
    return " ".join(str(name).split())[:NAME_MAX + 8]
