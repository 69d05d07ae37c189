"""The glossary holds: every catalogue names each concept with its language's chosen word and
none of the avoided alternatives, and no Spanish is left in a translation except the Mus words
the glossary keeps on purpose (docs/glossary.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from musbot.i18n import LANGS, terms
from musbot.i18n.glossary import (
    GLOSSARY_LANGS,
    SPANISH_WORDS,
    TERMS,
    kept_spanish,
    markdown,
)
from musbot.i18n.review import term_forms, written

ROOT = Path(__file__).resolve().parents[2]
# a language added since the glossary's last review: its terms are checked as concepts, its
# words wait for the review (none today)
NEW_LANGS = set(LANGS) - set(GLOSSARY_LANGS)
REVIEWED = [lang for lang in LANGS if lang in GLOSSARY_LANGS]
TRANSLATIONS = [lang for lang in REVIEWED if lang != "es"]
# a word that is also the language's ordinary word where it is not the game's (big envidos)
ORDINARY_WORDS = {("eu", "ai.personality.agresivo.help"),
                  # a tournament's points, not the lance (Spanish says both "punto")
                  ("es", "alt.count.points"), ("es", "tourn.pic.key.swiss")}
COMMAND = re.compile(r"/mus \w+")  # a command's name, as Discord shows it, is not prose


def catalogue() -> dict[str, dict[str, str]]:
    """Each message's words as a reader sees them (variables as a number, terms as their word,
    every variant of a selector)."""
    return {lang: written(lang) for lang in LANGS}


def prose(text: str) -> str:
    """What a reader sees of a template, command names left out."""
    return COMMAND.sub(" ", text)


def test_the_glossary_covers_every_language() -> None:
    assert set(GLOSSARY_LANGS) == set(LANGS) - NEW_LANGS
    for term in TERMS:
        assert set(term.words) == set(GLOSSARY_LANGS), term.concept
        assert set(term.avoid) <= set(GLOSSARY_LANGS), term.concept
    assert len({term.concept for term in TERMS}) == len(TERMS)


def test_the_glossary_page_is_current() -> None:
    page = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    assert page == markdown(), "run: python -m musbot.i18n.glossary > docs/glossary.md"


@pytest.mark.parametrize("lang", REVIEWED)
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


@pytest.mark.parametrize("lang", REVIEWED)
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
    assert any(re.search(p, "Joku erreala", re.IGNORECASE) for p in eu)


@pytest.mark.parametrize("lang", LANGS)
def test_each_term_is_a_concept_of_the_glossary_with_its_word(lang: str) -> None:
    """The catalogue's terms are the glossary's concepts, and a term's first form is the word
    the glossary chose (docs/glossary.md)."""
    concepts = {term.concept: term for term in TERMS}
    defined = terms(lang)
    assert defined, lang
    for name in defined:
        assert name in concepts, f"{lang}: -{name} is no concept of the glossary"
        if lang in GLOSSARY_LANGS:
            rx = re.compile(concepts[name].pattern(lang), re.IGNORECASE)
            assert rx.search(term_forms(lang, name)[0]), (lang, name, term_forms(lang, name))


@pytest.mark.parametrize("lang", LANGS)
def test_no_message_spells_a_term_s_word_itself(lang: str) -> None:
    """One voice by construction: a message says { -grande }, never "grande"."""
    found = []
    spelled = written(lang, with_terms=False)
    for name in terms(lang):
        forms = sorted(set(term_forms(lang, name)), key=len, reverse=True)
        rx = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, forms)) + r")(?![\w-])")
        for key, text in spelled.items():
            if key.startswith("cmd.") and not key.endswith(".desc"):
                continue  # a command's name is Discord's
            m = rx.search(prose(text))
            if m and (lang, key) not in ORDINARY_WORDS:
                found.append(f"-{name}: {key} spells {m.group(0)!r}")
    assert not found, f"{lang}: " + "\n".join(found)


def test_the_term_check_would_catch_a_spelled_word() -> None:
    forms = term_forms("fr", "ordago")
    assert "hordago" in forms and "Hordago" in forms
    assert "haundia" not in term_forms("eu", "grande") and "handia" in term_forms("eu", "grande")
