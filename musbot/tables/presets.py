"""A server's house rules: its defaults, its named presets, and the one place a table's options
are decided (the server's defaults, then a preset, then the options given with the command).

``HouseRules`` is the service the commands go through: ``/mus mesa``, the invitations and the
tournament creation call ``table_options``; ``/mus-admin config`` saves the defaults and the
presets. Refusals are ``TableError`` keys (``preset.error.*``, ``error.bad_option.*``), so each
person reads them in their own language; how a preset reads is the presenter's
(``presenter/options.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from musbot.engine import Rules
from musbot.store import Preset, Store
from musbot.store.errors import InvalidState
from musbot.store.presets import MAX_PRESETS, NAME_MAX, preset_name

from .errors import TableError
from .options import check_seconds, merge_options, rules_of

__all__ = ["MAX_PRESETS", "NAME_MAX", "HouseRules", "Preset", "ServerDefaults", "TableOptions"]


@dataclass(frozen=True, slots=True)
class TableOptions:
    """What a new table (or a tournament's tables) gets: its rules and seconds per move."""

    rules: Rules
    seconds: int
    preset: str | None = None  # the preset's name as kept, when one was used


@dataclass(frozen=True, slots=True)
class ServerDefaults:
    """A server's defaults as ``/mus-admin config`` sets them, checked before they are saved."""

    options: dict[str, Any]  # only the options the server chose (the engine's defaults for the rest)
    rules: Rules  # what they make
    seconds: int


class HouseRules:
    def __init__(self, store: Store) -> None:
        self.store = store

    async def table_options(self, guild_id: int, *, preset: str | None = None, seconds: int | None = None,
                            **chosen: Any) -> TableOptions:
        """The server's defaults, with the preset named ``preset`` on top (it holds every option,
        and its seconds when it has them), and the options in ``chosen`` (named as the commands
        name them: tantos, reyes, cuatro_siete, ...; None is not chosen) and ``seconds`` on top of
        that. An unknown preset: ``preset.error.unknown``; nonsense options: ``error.bad_option.*``."""
        check_seconds(seconds)
        defaults = await self.store.preferences.guild_settings(guild_id)
        rules: Mapping[str, Any] | None = defaults.rules
        base_seconds = defaults.seconds
        shown = None
        if preset is not None:
            found = await self.find_preset(guild_id, preset)
            rules, shown = found.rules, found.name
            if found.seconds is not None:
                base_seconds = found.seconds
        return TableOptions(rules_of(merge_options(rules, **chosen)), seconds or base_seconds, shown)

    async def new_defaults(self, guild_id: int, seconds: int | None = None, **chosen: Any) -> ServerDefaults:
        """The server's defaults with ``chosen`` and ``seconds`` on top, checked (nonsense:
        ``error.bad_option.*``), not saved yet."""
        check_seconds(seconds)
        defaults = await self.store.preferences.guild_settings(guild_id)
        options = merge_options(defaults.rules, **chosen)
        return ServerDefaults(options, rules_of(options), seconds or defaults.seconds)

    async def save_defaults(self, guild_id: int, defaults: ServerDefaults) -> None:
        await self.store.preferences.set_guild_defaults(guild_id, defaults.options, defaults.seconds)

    async def find_preset(self, guild_id: int, name: str) -> Preset:
        """The server's preset of that name (any letter case), or ``preset.error.unknown`` with
        the names it has."""
        found = await self.store.presets.get(guild_id, name)
        if found is None:
            names = [p.name for p in await self.store.presets.all(guild_id)]
            if names:
                raise TableError("preset.error.unknown", name=_shown(name), names=", ".join(names))
            raise TableError("preset.error.none", name=_shown(name))
        return found

    async def presets(self, guild_id: int) -> list[Preset]:
        """The server's presets, by name."""
        return await self.store.presets.all(guild_id)

    async def save_preset(self, guild_id: int, name: str, by: int, *, seconds: int | None = None,
                          **chosen: Any) -> tuple[Preset, bool, int]:
        """Save the server's defaults with ``chosen`` on top as the preset ``name`` (replacing
        one of that name). Returns the preset, whether it is new, and how many the server has now."""
        try:
            shown, _ = preset_name(name)
        except ValueError:  # what the person typed is checked here, where it comes in
            raise TableError("preset.error.bad_name", name=_shown(name), most=NAME_MAX) from None
        check_seconds(seconds)
        options = await self.table_options(guild_id, **chosen)  # checked before anything is written
        existing = [p.name.casefold() for p in await self.store.presets.all(guild_id)]
        new = shown.casefold() not in existing
        if new and len(existing) >= MAX_PRESETS:
            raise TableError("preset.error.full", most=MAX_PRESETS)
        try:
            saved = await self.store.presets.save(guild_id, shown, options.rules.to_dict(), seconds=seconds, by=by)
        except InvalidState:  # another admin filled the last place meanwhile
            raise TableError("preset.error.full", most=MAX_PRESETS) from None
        return saved, new, len(existing) + new

    async def delete_preset(self, guild_id: int, name: str) -> Preset:
        """Delete the preset ``name``; ``preset.error.unknown`` when there is none."""
        found = await self.find_preset(guild_id, name)
        await self.store.presets.delete(guild_id, found.name)
        return found

    async def matching_names(self, guild_id: int, typed: str, most: int = 25) -> list[str]:
        """The server's preset names that contain what was typed (any letter case), those that
        start with it first: what the autocomplete offers."""
        typed = " ".join(typed.split()).casefold()
        names = [p.name for p in await self.store.presets.all(guild_id)]
        hits = [n for n in names if typed in n.casefold()]
        hits.sort(key=lambda n: (not n.casefold().startswith(typed), n.casefold()))
        return hits[:most]

    async def organiser_role(self, guild_id: int) -> int | None:
        """The role whose members may organise tournaments on this server, if one is named."""
        return await self.store.tournaments.organiser_role(guild_id)

    async def set_organiser_role(self, guild_id: int, role_id: int | None) -> None:
        await self.store.tournaments.set_organiser_role(guild_id, role_id)


def _shown(name: str) -> str:
    """A name as it may be repeated back: one line, not too long."""
    return " ".join(str(name).split())[:NAME_MAX + 8]
