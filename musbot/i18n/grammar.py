"""Basque case endings after a player's name or a number, so templates never guess them.

A Basque template marks the ending in the placeholder's format spec, written as it is after a
vowel: ``{name:ren}`` (whose), ``{name:ri}`` (to whom), ``{name:k}`` (who does it, transitive),
``{name:rekin}`` (with whom), ``{n:ko}`` (of, as in "25eko jokoa"), ``{n:ra}`` (to, "1etik 4ra"),
``{n:tik}`` (from) and ``{n:an}`` (in, at). The catalogues call it as
``{ EU($name, case: "ren") }`` (``musbot.i18n``).

The ending depends on how the word *sounds*: after a vowel ``Ane-ren``, ``Ane-ri``, ``2-ko``;
after a consonant an ``e`` is put in: ``Miren-en``, ``Miren-i``, ``5-eko`` ("bost"), ``10-eko``
("hamar"), ``21-eko`` ("hogeita bat"). A name ending in ``r`` doubles it (``Iker`` ->
``Ikerren``, ``Ikerri``), as Basque proper nouns do. A number written in digits is read aloud
to decide (1, 5, 10 and 15 end in a consonant, and so does every number whose last twenty-part
is one of them: 21, 25, 30, 35, 41, ...; hundreds "ehun" too); digits take no hyphen
(Euskaltzaindia writes ``1etik 10era``). A name ending in anything we cannot read (an emoji, a
bracket) gets a hyphen before the ending, as a symbol does (``km-ko``), and the ending is the one
its last letter or digit calls for, as the name is read aloud: ``Jon 🙂-en``, ``Xabier 🎲-ren``
(read *Xabierren*, the ``r`` doubled as after any name ending in ``r``).

The inessive of a number is the definite one, as dates are written (``2an`` "bian", ``1ean``
"batean"), and a number whose last word ends in ``-a`` takes ``-n`` alone (``11n`` "hamaikan",
``31n``, ``% 31n``; Euskaltzaindia writes ``maiatzaren 11n``). A name takes a proper noun's
inessive, which has no article: ``-n`` after a vowel, ``-en`` after a consonant (``Bilbon``,
``Donostian``, ``Marian``, not *Mariaan*; ``Irunen``, ``Eibarren``).

French elides ``de``, ``le``, ``que`` before a vowel sound: :func:`starts_with_vowel_sound` says
whether a name does (``d'Ane``, ``d'Hugo``; ``de Miren``; ``de 🎲 Xabier``, since a reader
does not elide before a picture).
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


def number_ends_in_a(n: int) -> bool:
    """Whether ``n`` read aloud in Basque ends in ``-a``: ``hamaika`` (11, 31, 51, ...) and
    ``mila`` (1000, 2000, ...; not ``milioi``)."""
    n = abs(n)
    if n == 0 or n % 1_000_000 == 0:
        return False
    if n % 1000 == 0:
        return True
    return n % 100 % 20 == 11


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text.lower())
                   if not unicodedata.combining(c))


def starts_with_vowel_sound(text: str) -> bool:
    """Whether a French reader elides before ``text``: it starts with a vowel, ``y`` or an
    ``h`` (names take the mute one: d'Hélène, d'Hugo); a digit, an emoji or any other sign
    reads as a consonant (de 8, de 🎲 Xabier)."""
    stripped = text.lstrip(" «\"'“‘*_`(")
    if not stripped or not stripped[0].isalpha():
        return False
    return _plain(stripped[0])[:1] in ("a", "e", "i", "o", "u", "y", "h")


def _letter_ends_in_vowel(text: str) -> bool:
    """By the last letter of a word: a vowel (accents ignored), y, or a vowel and a mute h."""
    plain = "".join(c for c in _plain(text) if c.isalpha())
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
    core = stripped
    if not (last.isdigit() or last.isalpha()):
        # an emoji, a bracket, a dot: decided by the last letter or digit before it, hyphenated
        hyphen = "-"
        core = "".join(c for c in stripped if c.isalnum())
    double_r = False
    is_number = bool(core) and core[-1].isdigit()
    if is_number:
        n = _trailing_int(core)
        vowel = True if n is None else number_ends_in_vowel(n)
        final_a = n is not None and number_ends_in_a(n)
    else:
        word = core.split()[-1] if core.split() else ""
        vowel = _letter_ends_in_vowel(word) if word else True
        letters = "".join(c for c in _plain(word) if c.isalpha())
        final_a = letters.endswith("a")
        double_r = not vowel and letters.endswith("r")
    ending = spec if vowel else ENDINGS[spec]
    if spec == "an" and (final_a or not is_number):
        # a proper noun's inessive has no article (Bilbon, Irunen), and a final -a is the word's
        # own: Marian, 11n (hamaikan), not Mariaan
        ending = "n" if vowel else "en"
    if double_r:
        ending = "r" + ending
    return stripped + hyphen + ending

