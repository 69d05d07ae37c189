"""``TournamentError``: a refusal a person is told about, as a catalogue key and its values."""

from __future__ import annotations

from typing import Any


class TournamentError(Exception):
    """Bad input or a wrong moment: nothing was changed. ``key`` is in the message catalogue
    (``musbot/i18n/locales/*.ftl``) so the cog answers in the user's language."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        return f"TournamentError({self.key!r}, {self.params!r})"
