"""The glossary holds: every catalogue names each concept with its language's chosen word and
none of the avoided alternatives, and no Spanish is left in a translation except the Mus words
the glossary keeps on purpose (docs/glossary.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from musbot.i18n import LANGS, catalogue
from musbot.i18n.glossary import (
    GLOSSARY_LANGS,
    SPANISH_WORDS,
    TERMS,
    kept_spanish,
    markdown,
)

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = [lang for lang in LANGS if lang != "es"]
COMMAND = re.compile(r"/mus \w+")  # a command's name, as Discord shows it, is not prose
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def prose(text: str) -> str:
    """What a reader sees of a template: placeholders as a number (their names are not words),
    command names left out."""
    return PLACEHOLDER.sub("9", COMMAND.sub(" ", text))


def test_the_glossary_covers_every_language() -> None:
    assert set(GLOSSARY_LANGS) == set(LANGS)
    for term in TERMS:
        assert set(term.words) == set(LANGS), term.concept
        assert set(term.avoid) <= set(LANGS), term.concept
    assert len({term.concept for term in TERMS}) == len(TERMS)


def test_the_glossary_page_is_current() -> None:
    page = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    assert page == markdown(), "run: python -m musbot.i18n.glossary > docs/glossary.md"


@pytest.mark.parametrize("lang", LANGS)
def test_no_avoided_alternative_anywhere(lang: str) -> None:
    found = []
    for term in TERMS:
        for pattern in term.avoid.get(lang, ()):
            rx = re.compile(pattern, re.IGNORECASE)
            for key, text in catalogue()[lang].items():
                m = rx.search(prose(text))
                if m:
                    found.append(f"{term.concept}: {key} says {m.group(0)!r} ({text[:60]!r})")
    assert not found, f"{lang}: " + "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
def test_the_keys_that_name_a_concept_use_its_word(lang: str) -> None:
    wrong = []
    for term in TERMS:
        rx = re.compile(term.pattern(lang), re.IGNORECASE)
        for key in term.keys:
            text = catalogue()[lang][key]
            if not rx.search(prose(text)):
                wrong.append(f"{term.concept}: {key} = {text!r} lacks {term.words[lang]!r}")
    assert not wrong, f"{lang}: " + "\n".join(wrong)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_no_spanish_left_but_the_kept_mus_words(lang: str) -> None:
    kept = kept_spanish(lang)
    left = []
    for key, text in catalogue()[lang].items():
        for token in re.findall(r"[a-zñáéíóúü]+", prose(text).lower()):
            if token in SPANISH_WORDS and token not in kept:
                left.append(f"{key}: {token!r} in {text[:70]!r}")
    assert not left, f"{lang}: " + "\n".join(left)


def test_the_check_would_catch_a_wavering_word() -> None:
    # the German text once said Juego (the 40 tantos) where the rest said Satz
    de = next(t for t in TERMS if t.concept == "juego_unit").avoid["de"]
    assert any(re.search(p, "Ein Juegos-Stand", re.IGNORECASE) for p in de)
    eu = next(t for t in TERMS if t.concept == "juego_unit").avoid["eu"]
    assert any(re.search(p, "Joko erreala", re.IGNORECASE) for p in eu)
