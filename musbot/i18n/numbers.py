"""Numbers and percentages as each language writes them, for messages and pictures alike.

The conventions are CLDR's (what Unicode's locale data says each language uses):

==== ========= ============ ================================ ============
lang decimal   thousands    grouped from                     percent
==== ========= ============ ================================ ============
es   ``1,25``  ``10.000``   5 digits (``1000`` stays whole)  ``45 %``
en   ``1.25``  ``1,000``    4 digits                         ``45%``
de   ``1,25``  ``1.000``    4 digits                         ``45 %``
eu   ``1,25``  ``1.000``    4 digits                         ``% 45``
fr   ``1,25``  ``1 000``    4 digits                         ``45 %``
==== ========= ============ ================================ ============

The space before (or, in Basque, after) the percent sign is a no-break space, so the sign never
wraps away from its number (French uses the narrow one). Five languages need these few facts;
a locale library (Babel, which ships all of CLDR) would give the same strings for them.
The picture code draws no-break spaces as spaces (``musbot.render.fonts``).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import norm_lang

NBSP = "\u00a0"
NNBSP = "\u202f"  # narrow no-break space (French)


@dataclass(frozen=True, slots=True)
class NumberStyle:
    decimal: str
    group: str
    min_group_digits: int  # the fewest digits a number has before it is grouped
    percent: str  # the pattern, {n} is the number


STYLES: dict[str, NumberStyle] = {
    "es": NumberStyle(",", ".", 5, "{n}" + NBSP + "%"),
    "en": NumberStyle(".", ",", 4, "{n}%"),
    "de": NumberStyle(",", ".", 4, "{n}" + NBSP + "%"),
    "eu": NumberStyle(",", ".", 4, "%" + NBSP + "{n}"),
    "fr": NumberStyle(",", NNBSP, 4, "{n}" + NNBSP + "%"),
}


def format_number(value: float, lang: str | None, decimals: int = 0) -> str:
    """``value`` rounded to ``decimals`` places, with the language's decimal mark and grouping:
    ``format_number(1.25, "de", 2) == "1,25"``, ``format_number(12500, "en") == "12,500"``."""
    style = STYLES.get(norm_lang(lang), STYLES["es"])
    text = f"{abs(value):.{max(decimals, 0)}f}"
    whole, _, frac = text.partition(".")
    if len(whole) >= style.min_group_digits:
        groups = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        whole = style.group.join([whole, *groups])
    sign = "-" if value < 0 and any(c not in "0.," for c in text) else ""
    return sign + whole + (style.decimal + frac if frac else "")


def format_percent(value: float, lang: str | None, decimals: int = 0) -> str:
    """``value`` (a fraction: 0.45 is 45 %) as a percentage where the language puts the sign:
    ``45%`` (en), ``45 %`` (es, de, fr), ``% 45`` (eu)."""
    lang = norm_lang(lang)
    style = STYLES.get(lang, STYLES["es"])
    return style.percent.format(n=format_number(value * 100, lang, decimals))


def format_signed(value: float, lang: str | None, decimals: int = 0) -> str:
    """A change, always with its sign: ``+1,5``, ``−0,3`` (a true minus sign), ``±0``."""
    text = format_number(abs(value), lang, decimals)
    if text.strip("0.,\u00a0\u202f") == "":
        return "±" + text
    return ("+" if value > 0 else "\u2212") + text
