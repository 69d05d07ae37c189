"""The coach's advice in words: catalogue lines (key + parameters) to text in one language.

The coach (``musbot.ai.coach``) gives its advice as ``(key, params)`` lines with plain values;
this turns the values that need words into the language's words (lances, señas, cards,
actions) and numbers into its way of writing them, then fills the catalogue's text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from musbot.engine.actions import Action

from . import norm_lang, t
from .narrate import cards_text, describe_action, join_list, lance_name, sena_name

_DECIMAL_COMMA = frozenset({"es", "de", "eu"})


def signed(x: float, lang: str) -> str:
    """A number of tantos with its sign and one decimal: ``+0,8`` (es, de, eu), ``+0.8`` (en);
    ``−`` is the minus sign."""
    text = f"{abs(x):.1f}"
    if norm_lang(lang) in _DECIMAL_COMMA:
        text = text.replace(".", ",")
    return ("+" if x >= 0 else "−") + text


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
    if name == "gain":
        return signed(float(value), lang)
    return value


def advice_lines(lines: Iterable[tuple[str, Mapping[str, Any]]], lang: str) -> list[str]:
    """Each line of the advice as text in ``lang``."""
    lang = norm_lang(lang)
    return [t(key, lang, **{k: _word(k, v, lang) for k, v in params.items()}) for key, params in lines]


__all__ = ["advice_lines", "signed"]
