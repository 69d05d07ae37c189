"""Basque case endings after a player's name or a number, so templates never guess them; and
which plural form a count takes in each language (``plural_category``).

A Basque template marks the ending in the placeholder's format spec, written as it is after a
vowel: ``{name:ren}`` (whose), ``{name:ri}`` (to whom), ``{name:k}`` (who does it, transitive),
``{name:rekin}`` (with whom), ``{n:ko}`` (of, as in "25eko jokua"), ``{n:ra}`` (to, "1etik 4ra"),
``{n:tik}`` (from) and ``{n:an}`` (in, at). ``musbot.i18n.t`` applies :func:`inflect`.

The ending depends on how the word *sounds*: after a vowel ``Ane-ren``, ``Ane-ri``, ``2-ko``;
after a consonant an ``e`` is put in: ``Miren-en``, ``Miren-i``, ``5-eko`` ("bost"), ``10-eko``
("hamar"), ``21-eko`` ("hogeita bat"). A name ending in ``r`` doubles it (``Iker`` ->
``Ikerren``, ``Ikerri``), as Basque proper nouns do. A number written in digits is read aloud
to decide (1, 5, 10 and 15 end in a consonant, and so does every number whose last twenty-part
is one of them: 21, 25, 30, 35, 41, ...; hundreds "ehun" too); digits take no hyphen
(Euskaltzaindia writes ``1etik 10era``). A name ending in anything we cannot read (an emoji, a
bracket) gets a hyphen before the ending, decided by its last letter or digit: ``Jon 🙂-en``.
"""

from __future__ import annotations

import re
import unicodedata

# spec (the ending after a vowel) -> the ending after a consonant
ENDINGS: dict[str, str] = {
    "ren": "en",  # genitive (possession): Aneren, Mirenen
    "ri": "i",  # dative: Aneri, Mireni
    "k": "ek",  # ergative: Anek, Mirenek
    "rekin": "ekin",  # comitative: Anerekin, Mirenekin
    "ko": "eko",  # local genitive: 2ko, 5eko
    "ra": "era",  # allative: 4ra, 5era
    "tik": "etik",  # ablative: 2tik, 1etik
    "an": "ean",  # inessive: 2an, 1ean
}
_VOWELS = set("aeiouy")

# the last word of 1..19 when read aloud ends in a consonant for bat, bost, hamar, hamabost
_CONSONANT_UNITS = frozenset({1, 5, 10, 15})


def number_ends_in_vowel(n: int) -> bool:
    """Whether ``n`` read aloud in Basque ends in a vowel (``bi``, ``hogei``) or not (``bost``)."""
    n = abs(n)
    if n == 0:
        return True  # zero
    if n % 1_000_000 == 0:
        return True  # milioi
    if n % 1000 == 0:
        return True  # mila
    if n % 100 == 0:
        return False  # ehun, berrehun, ...
    r = n % 100
    if r % 20 == 0:
        return True  # hogei, berrogei, hirurogei, laurogei
    return (r % 20) not in _CONSONANT_UNITS


def _letter_ends_in_vowel(text: str) -> bool:
    """By the last letter of a word: a vowel (accents ignored), y, or a vowel and a mute h."""
    plain = "".join(c for c in unicodedata.normalize("NFD", text.lower())
                    if not unicodedata.combining(c))
    plain = "".join(c for c in plain if c.isalpha())
    if not plain:
        return True
    if plain.endswith("h") and len(plain) > 1 and plain[-2] in _VOWELS:
        return True  # Sarah, Noah: the h is not heard
    return plain[-1] in _VOWELS


_TRAILING_NUMBER = re.compile(r"(\d[\d.]*)$")


def _trailing_int(text: str) -> int | None:
    """The number a text ends with, grouping dots removed; a decimal comma ends it
    (``1,25`` is read "bat koma hogeita bost": its last part decides)."""
    m = _TRAILING_NUMBER.search(text)
    if not m:
        return None
    digits = re.sub(r"\D", "", m.group(1))
    return int(digits) if digits else None


def inflect(word: object, spec: str) -> str:
    """``word`` (a name, a number or a text ending in one) with the Basque ending ``spec``.

    >>> inflect("Miren", "ren"), inflect("Ane", "ren"), inflect("Iker", "k"), inflect(25, "ko")
    ('Mirenen', 'Aneren', 'Ikerrek', '25eko')
    """
    if spec not in ENDINGS:
        raise ValueError(f"unknown Basque ending {spec!r}; known: {', '.join(ENDINGS)}")
    text = str(word)
    stripped = text.rstrip()
    if not stripped:
        return text  # nothing to join an ending to
    last = stripped[-1]
    hyphen = ""
    if last.isdigit():
        n = _trailing_int(stripped)
        vowel = True if n is None else number_ends_in_vowel(n)
        double_r = False
    elif last.isalpha():
        vowel = _letter_ends_in_vowel(stripped.split()[-1])
        double_r = not vowel and unicodedata.normalize("NFD", last.lower())[0] == "r"
    else:
        # an emoji, a bracket, a dot: decided by the last letter or digit before it, hyphenated
        hyphen = "-"
        core = "".join(c for c in stripped if c.isalnum())
        if core and core[-1].isdigit():
            n = _trailing_int(core)
            vowel = True if n is None else number_ends_in_vowel(n)
        else:
            vowel = _letter_ends_in_vowel(core) if core else True
        double_r = False
    ending = spec if vowel else ENDINGS[spec]
    if double_r:
        ending = "r" + ending
    return stripped + hyphen + ending


def plural_category(n: int, lang: str) -> str:
    """CLDR's cardinal plural category of a whole number: ``"one"`` or ``"other"``.

    es, en, de and eu: "one" is exactly 1 ("1 punto", "0 puntos"); fr: 0 and 1 ("0 point",
    "1 point", "2 points"). CLDR's "many" (French and Spanish round millions, "1 000 000 de
    points") is read as "other": no count we show comes near it. ``musbot.i18n.counts.tn``
    picks the text of ``key.one`` or ``key.other`` with it.
    """
    n = abs(n)
    if lang == "fr":
        return "one" if n in (0, 1) else "other"
    return "one" if n == 1 else "other"
