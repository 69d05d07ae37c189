"""``TournamentError``: a refusal a person is told about, as a catalogue key and its values."""

from __future__ import annotations

from typing import Any


class TournamentError(Exception):
    """Bad input or a wrong moment: nothing was changed. It carries no text: ``key`` names the
    catalogue's message (``musbot/i18n/locales/*.ftl``) and ``params`` its values, which the
    presenter says in the person's language."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        return f"TournamentError({self.key!r}, {self.params!r})"
