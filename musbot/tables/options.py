"""A table's options, each declared once: what the commands call it, the engine's ``Rules`` field
it sets, the values a person may choose, the rule it changes and its catalogue keys.

Everything else is derived from ``OPTIONS``: the parameters of ``/mus mesa``, ``/mus-admin
config`` and ``/mus torneo crear`` (``cogs/options.py``), the options a preset holds (every
``Rules`` field), the summary players read (``presenter/options.py``) and the rules page's
table (``presenter/rules_page.py``). The server's defaults (``/mus-admin config``)
with a table's own choices on top (``/mus mesa``) are merged and checked here, so a value no
option takes is refused where it comes in, as a typed refusal each person reads in their language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from musbot.engine import Rules
from musbot.store.presets import SECONDS_RANGE

from .errors import TableError

__all__ = ["OPTIONS", "SECONDS_RANGE", "TableOption", "check_seconds", "chosen_options", "merge_options",
           "option", "rules_of"]


@dataclass(frozen=True, slots=True)
class TableOption:
    """One option of a table. A flag unless it has ``choices`` (offered as a list) or a range
    ``low``..``high``; ``percent``: chosen in percent, kept by the engine as a fraction."""

    name: str  # as the commands name it: cuatro_siete
    field: str  # the engine's Rules field it sets: redeal_4567
    rule: str  # the rule of RULES.md it changes, as the rules page cites it: R8
    choices: tuple[int, ...] = ()
    low: int | None = None
    high: int | None = None
    percent: bool = False

    @property
    def label(self) -> str:
        """The catalogue key of its name as players read it (``Reyes``, ``Pillar señas``)."""
        return f"rules.{self.field}"

    @property
    def help(self) -> str:
        """The catalogue key of the commands' help for its parameter."""
        return f"cmd.opt.{self.name}.desc"

    @property
    def flag(self) -> bool:
        return not self.choices and self.low is None

    @property
    def default(self) -> Any:
        """The engine's default, as the commands would give it (10 for 10 %)."""
        return self.chosen(getattr(Rules(), self.field))

    def kept(self, value: Any) -> Any:
        """A value as the commands give it -> as the engine keeps it."""
        return value / 100 if self.percent else value

    def chosen(self, value: Any) -> Any:
        """A value as the engine keeps it -> as the commands give it."""
        if not self.percent:
            return value
        percent = round(value * 100, 1)
        return int(percent) if percent.is_integer() else percent

    def check(self, value: Any) -> None:
        """A value a person gave; one this option does not take is refused, naming what it takes."""
        if self.flag:
            if not isinstance(value, bool):
                raise TableError("error.bad_option.flag", option=self.name)
        elif isinstance(value, bool) or not isinstance(value, int):
            raise _refusal(self, value)
        elif self.choices and value not in self.choices:
            raise _refusal(self, value)
        elif self.low is not None and self.high is not None and not self.low <= value <= self.high:
            raise _refusal(self, value)


def _refusal(option: TableOption, value: Any) -> TableError:
    if option.choices:
        return TableError("error.bad_option.choices", option=option.name, value=str(value),
                          choices=", ".join(map(str, option.choices)))
    return TableError("error.bad_option.range", option=option.name, value=str(value), low=option.low,
                      high=option.high)


# in the order the commands offer them and the rules page lists them
OPTIONS: tuple[TableOption, ...] = (
    TableOption("tantos", "tantos", "R24", choices=(40, 30)),
    TableOption("juegos", "juegos", "R25", low=1, high=5),
    TableOption("vacas", "vacas", "R25", low=1, high=3),
    TableOption("reyes", "reyes", "R2", choices=(8, 4)),
    TableOption("juego_real", "juego_real", "R14"),
    TableOption("cuatro_siete", "redeal_4567", "R8"),
    TableOption("senas_libres", "senas_libres", "R26"),
    TableOption("pillar_senas", "pillar_senas", "R26", low=0, high=100, percent=True),
)


def option(name: str) -> TableOption:
    """The option the commands call ``name``."""
    for declared in OPTIONS:
        if declared.name == name:
            return declared
    raise KeyError(name)


def chosen_options(given: Mapping[str, Any]) -> dict[str, Any]:
    """The table options among a command's parameters, by name (None: not chosen)."""
    return {o.name: given.get(o.name) for o in OPTIONS}


def check_seconds(seconds: int | None) -> None:
    """The seconds per move a person gave, refused outside what a table takes."""
    low, high = SECONDS_RANGE
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, int)
                                or not low <= seconds <= high):
        raise TableError("error.bad_option.range", option="segundos", value=str(seconds), low=low, high=high)


def merge_options(defaults: Mapping[str, Any] | None, **chosen: Any) -> dict[str, Any]:
    """The defaults (Rules fields) with every chosen option (named as the commands name them) on
    top; an option left as None is not chosen. A value an option does not take: a typed refusal."""
    options = dict(defaults or {})
    for name, value in chosen.items():
        if value is not None:
            declared = option(name)
            declared.check(value)
            options[declared.field] = declared.kept(value)
    return options


def rules_of(options: Mapping[str, Any]) -> Rules:
    """The Rules of merged options. Every chosen value was checked where it came in and the
    server's defaults and presets were checked before they were saved, so the engine refusing
    them here is a bug, not a person's mistake."""
    return Rules.from_dict(dict(options))
