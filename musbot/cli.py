"""The ``musbot`` console script. Each subcommand lives with the layer it drives."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# (module, function name) per subcommand group; each register(subparsers) adds its commands.
_REGISTRARS: tuple[str, ...] = (
    "musbot.rules_cli",
    "musbot.store.cli",
    "musbot.verify_cli",
    "musbot.ai.cli",
    "musbot.terminal",
    "musbot.run",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="musbot", description="Mus, the Basque card game, on Discord.")
    sub = parser.add_subparsers(dest="command", required=True)
    for name in _REGISTRARS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    result = args.func(args)
    return int(result or 0)


if __name__ == "__main__":
    sys.exit(main())
