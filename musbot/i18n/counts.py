"""Texts that count something: one message whose form the catalogue chooses by the count's
CLDR plural category (``{ $n -> [one] … *[other] … }``: "1 punto", "2 puntos"; "0 point" in
French), the count written as the language writes numbers."""

from __future__ import annotations

from typing import Any

from . import t


def tn(key: str, lang: str | None, n: int, **params: Any) -> str:
    """``key`` for the count ``n`` (given to the text as ``$n``)."""
    return t(key, lang, n=n, **params)
