"""The table options as slash-command parameters, derived from their declarations
(``musbot/tables/options.py``): ``/mus mesa``, ``/mus-admin config`` and ``/mus torneo crear``
each offer every option with the same type, range or choices and help, in every language.

discord.py reads a command's parameters from its callback's signature; ``add_parameters``
writes them there (``__signature__``), ``table_parameters`` with their help (``describe``) and
lists (``choices``), and the callback takes their values in its ``**given``
(``chosen_options(given)``).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from discord import app_commands
from discord.app_commands import locale_str

from musbot.i18n import lookup
from musbot.tables.options import OPTIONS, SECONDS_RANGE, TableOption

F = TypeVar("F", bound=Callable[..., Any])
# the seconds per move a table takes, as the three commands offer them (segundos)
Seconds = app_commands.Range[int, SECONDS_RANGE[0], SECONDS_RANGE[1]]


def described(key: str) -> locale_str:
    """A catalogue text as a command's description: Spanish, translated by the bot's Translator."""
    return locale_str(lookup(key, "es") or key, key=key)


def _annotation(option: TableOption) -> Any:
    if option.flag:
        return bool | None
    if option.choices:
        return int | None
    return app_commands.Range[int, option.low, option.high] | None


def add_parameters(func: F, after: str, added: dict[str, tuple[Any, Any]]) -> None:
    """Give a command's callback the parameters ``added`` (name: (annotation, default)) after
    its parameter ``after``, as discord.py reads them; their values reach its ``**kwargs``."""
    signature = inspect.signature(func)
    fixed = [p for p in signature.parameters.values() if p.kind is not inspect.Parameter.VAR_KEYWORD]
    at = [p.name for p in fixed].index(after) + 1
    new = [inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=default, annotation=annotation)
           for name, (annotation, default) in added.items()]
    func.__signature__ = signature.replace(parameters=[*fixed[:at], *new, *fixed[at:]])  # type: ignore[attr-defined]


def table_parameters(after: str) -> Callable[[F], F]:
    """Every table option as a parameter of the decorated command (None: not chosen, so the
    server's default or the preset's), placed after parameter ``after``."""
    def decorate(func: F) -> F:
        add_parameters(func, after, {o.name: (_annotation(o), None) for o in OPTIONS})
        app_commands.describe(**{o.name: described(o.help) for o in OPTIONS})(func)
        lists = {o.name: [app_commands.Choice(name=str(c), value=c) for c in o.choices] for o in OPTIONS if o.choices}
        return app_commands.choices(**lists)(func)

    return decorate
