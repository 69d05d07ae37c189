"""User-facing refusals: an i18n key plus its parameters, so each person reads it in their language."""

from __future__ import annotations

from typing import Any


class TableError(Exception):
    """Bad input or a press that does not fit the moment. Nothing changed."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def text(self, lang: str) -> str:
        from musbot.i18n import t

        return t(self.key, lang, **self.params)
