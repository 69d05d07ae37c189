"""Message catalogues (es default, en, de, eu, fr) and ``t()``.

Each module in ``musbot.i18n.messages`` holds one domain's ``MESSAGES = {lang: {key: text}}``;
they are merged here. Every language has exactly the same keys and placeholders (a test checks).
A placeholder may carry a Basque case ending as its format spec (``{name:ren}``, ``{n:ko}``):
``t`` joins it by the rules of ``musbot.i18n.grammar``. The words of the game are held to one
per concept and language by ``musbot.i18n.glossary`` (and its test). A text that counts
something has two keys, ``KEY.one`` and ``KEY.other``, and is said with ``counts.tn``.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from functools import cache, lru_cache
from string import Formatter
from typing import Any

from .grammar import ENDINGS, inflect

LANGS: tuple[str, ...] = ("es", "en", "de", "eu", "fr")
DEFAULT_LANG = "es"
_CODES = frozenset(LANGS)


@cache
def catalogue() -> dict[str, dict[str, str]]:
    from . import messages

    merged: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
    for info in pkgutil.iter_modules(messages.__path__):
        module = importlib.import_module(f"{messages.__name__}.{info.name}")
        for lang, entries in module.MESSAGES.items():
            clash = merged[lang].keys() & entries.keys()
            if clash:
                raise RuntimeError(f"keys defined twice in {info.name}: {sorted(clash)}")
            merged[lang].update(entries)
    return merged


def norm_lang(lang: str | None) -> str:
    """A Discord locale (``es-ES``, ``en-US``, ``de``) or our code -> one of LANGS."""
    if lang in _CODES:  # already ours (almost every call: ``t`` is given our codes)
        return lang  # type: ignore[return-value]
    if not lang:
        return DEFAULT_LANG
    code = str(lang).split("-")[0].split("_")[0].lower()
    return code if code in LANGS else DEFAULT_LANG


class _Filler(Formatter):
    """``str.format`` plus the Basque endings as format specs (``{name:ren}``)."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in ENDINGS:
            return inflect(format(value, ""), format_spec)
        return super().format_field(value, format_spec)


_FILLER = _Filler()


@lru_cache(maxsize=4096)
def _has_endings(template: str) -> bool:
    return any(spec in ENDINGS for _, _, spec, _ in _FILLER.parse(template) if spec)


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``template`` with its placeholders filled from ``params`` (and Basque endings joined)."""
    if _has_endings(template):
        return _FILLER.vformat(template, (), params)
    return template.format_map(params)


def t(key: str, lang: str | None = DEFAULT_LANG, **params: Any) -> str:
    """The text of ``key`` in ``lang`` with its placeholders filled; falls back to es, then the key."""
    cat = catalogue()
    text = cat[norm_lang(lang)].get(key)
    if text is None:
        text = cat[DEFAULT_LANG].get(key, key)
    return fill(text, params) if params else text


def has(key: str) -> bool:
    return key in catalogue()[DEFAULT_LANG]
