"""User-facing refusals: a catalogue key plus its parameters. The presenter words them in each
person's language; nothing here knows a word of any."""

from __future__ import annotations

from typing import Any


class TableError(Exception):
    """Bad input or a press that does not fit the moment. Nothing changed."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        return f"TableError({self.key!r}, {self.params!r})"
