"""``musbot rules [--lang es|en|de|eu] [--options]``: the rules of Mus as the bot plays them."""

from __future__ import annotations

import argparse
from typing import Any

from musbot.i18n import DEFAULT_LANG, LANGS


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "rules", help="print the Mus rules (R1-R26) in a language",
        description="Print the rules of Mus as the bot plays them (R1-R26), in short, in one of "
                    "the bot's languages; --options adds the table options and their defaults. "
                    "The whole rules page with examples is docs/rules.md.")
    parser.add_argument(
        "--lang", choices=LANGS, default=DEFAULT_LANG, help="language (default: es)"
    )
    parser.add_argument(
        "--options", action="store_true", help="also list the table options with their defaults"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from musbot.engine.rules import Rules
    from musbot.i18n.narrate import rules_summary

    print(rules_summary(args.lang, Rules() if getattr(args, "options", False) else None))
    return 0
