"""The rules page's table of options (``docs/rules.md``, ``docs/rules.en.md``), written from the
options' declarations (``tables/options.py``) and their texts in the catalogues, so the page says
what the commands take and a new option reaches the page without anyone editing it.

``python -m musbot.presenter.rules_page`` rewrites the table between the page's markers;
``--check`` says whether the pages are current (a test runs the same comparison).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from musbot.i18n import t
from musbot.i18n.narrate import describe_option
from musbot.tables.model import DEFAULT_SECONDS
from musbot.tables.options import OPTIONS, SECONDS_RANGE, TableOption

# the pages, by the language each is written in
PAGES = {"es": Path("docs/rules.md"), "en": Path("docs/rules.en.md")}
BEGIN = "<!-- options: written by `python -m musbot.presenter.rules_page` from musbot/tables/options.py -->"
END = "<!-- /options -->"
_BLOCK = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.S)


def option_table(lang: str) -> str:
    """The table in ``lang``: one row per option as ``/mus mesa`` names it, then the seconds."""
    head = (t("rules.page.option", lang), t("rules.page.values", lang),
            t("rules.page.default", lang), t("rules.page.rule", lang), t("rules.page.changes", lang))
    rows = [_row(head), "|---|---|---|---|---|"]
    rows += [_row((f"`{o.name}`", _values(o, lang), f"**{_default(o, lang)}**", o.rule,
                   t(f"{o.label}.help", lang))) for o in OPTIONS]
    low, high = SECONDS_RANGE
    rows.append(_row(("`segundos`", t("rules.page.range", lang, low=low, high=high), f"**{DEFAULT_SECONDS}**", "—",
                      t("rules.seconds.help", lang))))
    return "\n".join(rows)


def _row(cells: tuple[str, ...]) -> str:
    return "| " + " | ".join(cells) + " |"


def _values(option: TableOption, lang: str) -> str:
    if option.flag:
        return f"{describe_option(option.field, True, lang)}, {describe_option(option.field, False, lang)}"
    if option.choices:
        return ", ".join(map(str, option.choices))
    said = t("rules.page.range", lang, low=option.low, high=option.high)
    return f"{said} (%)" if option.percent else said


def _default(option: TableOption, lang: str) -> str:
    if option.flag:  # in words, as the options summary says a flag
        return describe_option(option.field, option.default, lang)
    return str(option.default)


def written(page: str, lang: str) -> str:
    """``page`` with its table of options as the declarations and catalogues say it now."""
    if len(_BLOCK.findall(page)) != 1:
        raise ValueError(f"the page needs one {BEGIN!r} … {END!r} block")
    return _BLOCK.sub(lambda _: f"{BEGIN}\n{option_table(lang)}\n{END}", page)


def main(argv: list[str] | None = None) -> int:  # pragma: no cover - writes the pages
    parser = argparse.ArgumentParser(prog="python -m musbot.presenter.rules_page", description=__doc__)
    parser.add_argument("--root", type=Path, default=Path("."), help="the repository's root (default: here)")
    parser.add_argument("--check", action="store_true", help="only say whether the pages are current")
    args = parser.parse_args(argv)
    stale = []
    for lang, relative in PAGES.items():
        path = args.root / relative
        page = path.read_text(encoding="utf-8")
        new = written(page, lang)
        if new != page:
            stale.append(str(relative))
            if not args.check:
                path.write_text(new, encoding="utf-8")
    if args.check and stale:
        print("not current: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
