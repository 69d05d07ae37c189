"""Message catalogues (es default, en, de, eu) and ``t()``.

Each module in ``musbot.i18n.messages`` holds one domain's ``MESSAGES = {lang: {key: text}}``;
they are merged here. Every language has exactly the same keys and placeholders (a test checks).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

LANGS: tuple[str, ...] = ("es", "en", "de", "eu")
DEFAULT_LANG = "es"


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
    if not lang:
        return DEFAULT_LANG
    code = str(lang).split("-")[0].split("_")[0].lower()
    return code if code in LANGS else DEFAULT_LANG


def t(key: str, lang: str | None = DEFAULT_LANG, **params: Any) -> str:
    """The text of ``key`` in ``lang`` with its placeholders filled; falls back to es, then the key."""
    cat = catalogue()
    text = cat[norm_lang(lang)].get(key)
    if text is None:
        text = cat[DEFAULT_LANG].get(key, key)
    return text.format(**params) if params else text


def has(key: str) -> bool:
    return key in catalogue()[DEFAULT_LANG]
