"""Texts that count something: ``KEY.one`` or ``KEY.other``, as the count asks in each
language ("1 punto", "2 puntos"; "0 point" in French), with the count written as the
language writes numbers."""

from __future__ import annotations

from typing import Any

from . import norm_lang, t
from .grammar import plural_category
from .numbers import format_number


def tn(key: str, lang: str | None, n: int, **params: Any) -> str:
    """``KEY.one`` or ``KEY.other`` for the count ``n`` (given to the text as ``{n}``)."""
    code = norm_lang(lang)
    return t(f"{key}.{plural_category(n, code)}", code, n=format_number(n, code), **params)
