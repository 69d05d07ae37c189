"""Numbers and percentages as each language writes them, for messages and pictures alike.

The conventions are CLDR's, through Babel (the library of Unicode's locale data):

==== ========= ============ ================================ ============
lang decimal   thousands    grouped from                     percent
==== ========= ============ ================================ ============
es   ``1,25``  ``10.000``   5 digits (``1000`` stays whole)  ``45 %``
en   ``1.25``  ``1,000``    4 digits                         ``45%``
de   ``1,25``  ``1.000``    4 digits                         ``45 %``
eu   ``1,25``  ``1.000``    4 digits                         ``% 45``
fr   ``1,25``  ``1 000``    4 digits                         ``45 %``
==== ========= ============ ================================ ============

Babel leaves out one of CLDR's facts, the minimum grouping digits (Spanish groups from five
digits), which ``format_number`` applies. The space before (or, in Basque, after) the percent
sign is a no-break space, so the sign never wraps away from its number; French takes the narrow
one there as before its other signs (« », : ; ! ?), where CLDR has the wide one. The picture
code draws no-break spaces as spaces (``musbot.render.fonts``).
"""

from __future__ import annotations

from functools import lru_cache

from babel.numbers import format_decimal
from babel.numbers import format_percent as babel_percent

from . import norm_lang

NBSP = "\u00a0"
NNBSP = "\u202f"  # narrow no-break space (French)

# CLDR's minimum grouping digits where Babel does not apply them: the fewest digits a number
# has before it is grouped
MIN_GROUPING_DIGITS = {"es": 5}
# the percent pattern where the project writes it otherwise than CLDR (see above)
PERCENT_PATTERNS = {"fr": "#,##0" + NNBSP + "%"}


@lru_cache(maxsize=64)
def _pattern(decimals: int, percent: str = "") -> str:
    places = "." + "0" * decimals if decimals > 0 else ""
    if not percent:
        return "#,##0" + places
    return percent.replace("#,##0", "#,##0" + places)


def format_number(value: float, lang: str | None, decimals: int = 0) -> str:
    """``value`` rounded to ``decimals`` places, with the language's decimal mark and grouping:
    ``format_number(1.25, "de", 2) == "1,25"``, ``format_number(12500, "en") == "12,500"``."""
    lang = norm_lang(lang)
    decimals = max(decimals, 0)
    rounded = round(value, decimals)
    if rounded == 0:
        rounded = 0.0 if decimals else 0  # no "-0,0"
    group = len(str(int(abs(rounded)))) >= MIN_GROUPING_DIGITS.get(lang, 1)
    text = format_decimal(rounded, format=_pattern(decimals), locale=lang, group_separator=group)
    # a true minus sign, as in format_signed: a rating of −1,5 beside a change of −0,3
    return "\u2212" + text[1:] if text.startswith("-") else text


def format_percent(value: float, lang: str | None, decimals: int = 0) -> str:
    """``value`` (a fraction: 0.45 is 45 %) as a percentage where the language puts the sign:
    ``45%`` (en), ``45 %`` (es, de, fr), ``% 45`` (eu)."""
    lang = norm_lang(lang)
    custom = PERCENT_PATTERNS.get(lang)
    if custom is None:
        from babel import Locale

        custom = Locale.parse(lang).percent_formats[None].pattern
    rounded = round(value * 100, max(decimals, 0)) / 100
    group = len(str(int(abs(rounded * 100)))) >= MIN_GROUPING_DIGITS.get(lang, 1)
    return babel_percent(rounded, format=_pattern(decimals, custom), locale=lang,
                         group_separator=group)


def format_signed(value: float, lang: str | None, decimals: int = 0) -> str:
    """A change, always with its sign: ``+1,5``, ``−0,3`` (a true minus sign), ``±0``."""
    text = format_number(abs(value), lang, decimals)
    if text.strip("0.,\u00a0\u202f") == "":
        return "±" + text
    return ("+" if value > 0 else "\u2212") + text
