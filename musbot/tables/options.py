"""A table's options: the server's defaults (``/mus-admin config``) with a table's own choices on top
(``/mus mesa``), merged and checked in one place."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from musbot.engine import Rules

from .errors import TableError

# the options a person chooses (as the commands name them) -> the Rules field each one sets
OPTIONS: Mapping[str, str] = {
    "tantos": "tantos", "juegos": "juegos", "vacas": "vacas", "reyes": "reyes",
    "juego_real": "juego_real", "cuatro_siete": "redeal_4567", "senas_libres": "senas_libres",
    "pillar_senas": "pillar_senas",
}
PERCENT = frozenset({"pillar_senas"})  # chosen in percent, kept as a fraction


def merge_options(defaults: Mapping[str, Any] | None, **chosen: Any) -> dict[str, Any]:
    """The defaults with every chosen option on top (an option left as None is not chosen)."""
    options = dict(defaults or {})
    for name, value in chosen.items():
        if value is not None:
            options[OPTIONS[name]] = value / 100 if name in PERCENT else value
    return options


def rules_of(options: Mapping[str, Any]) -> Rules:
    """The Rules of merged options; nonsense is refused as ``error.bad_option``."""
    try:
        return Rules.from_dict(dict(options))
    except ValueError as exc:
        raise TableError("error.bad_option", detail=str(exc)) from None
