"""Every tournament format, by the name a tournament stores: one line per format."""

from __future__ import annotations

from ..errors import TournamentError
from .base import Format
from .ceros import Ceros
from .eliminatoria import Eliminatoria
from .liga import Liga
from .liguilla import Liguilla
from .suizo import Suizo

FORMATS: dict[str, Format] = {f.name: f for f in (
    Eliminatoria(),
    Liguilla(),
    Suizo(),
    Liga(),
    Ceros(),
)}


def format_of(name: str) -> Format:
    """The format named ``name``; refused (``tourn.error.format``) when there is none."""
    try:
        return FORMATS[name]
    except KeyError:
        raise TournamentError("tourn.error.format", formats=", ".join(FORMATS)) from None
