"""The coach's advice in words: catalogue lines (key + parameters) to text in one language.

The coach (``musbot.ai.coach``) gives its advice as ``(key, params)`` lines with plain values;
this turns the values that need words into the language's words (lances, señas, cards,
actions) and its numbers into the language's way of writing them (``musbot.i18n.numbers``:
``45 %``, ``45%``, ``% 45``; ``+0,8``, ``+0.8``), then fills the catalogue's text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from musbot.engine.actions import Action

from . import norm_lang, t
from .narrate import cards_text, describe_action, join_list, lance_name, sena_name
from .numbers import format_percent, format_signed

# the parameters that are whole percents (45 is 45 %), written with the language's sign
PERCENTS = frozenset({"p", "accept", "called", "keep", "pct", "need"})


def _word(name: str, value: Any, lang: str) -> Any:
    if name == "lance":
        return lance_name(value, lang)
    if name == "sena":
        return sena_name(value, lang)
    if name == "senas":
        return join_list((sena_name(s, lang) for s in value), lang)
    if name in ("cards", "kept"):
        return cards_text(value, lang)
    if name == "action" and not isinstance(value, str):
        action: Action = value
        return describe_action(action, lang)
    if name == "gain":  # tantos over the alternative, to a tenth, always signed
        return format_signed(float(value), lang, 1)
    if name in PERCENTS:
        return format_percent(float(value) / 100, lang)
    return value


def advice_lines(lines: Iterable[tuple[str, Mapping[str, Any]]], lang: str) -> list[str]:
    """Each line of the advice as text in ``lang``."""
    lang = norm_lang(lang)
    return [t(key, lang, **{k: _word(k, v, lang) for k, v in params.items()}) for key, params in lines]


__all__ = ["PERCENTS", "advice_lines"]
