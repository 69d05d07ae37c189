"""The ``musbot`` console script. Each subcommand lives with the layer it drives.

Nothing a person can do at the console ends in a traceback: a bad argument or setting is
refused with the accepted values, Ctrl-C stops quietly (exit 130), and a closed output pipe
(``musbot rules | head -1``) ends the command as it ends ``cat`` (exit 141). The exit codes
are in ``musbot.exits``.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from importlib import metadata

from musbot import exits
from musbot.settings import SettingsError

# (module, function name) per subcommand group; each register(subparsers) adds its commands.
_REGISTRARS: tuple[str, ...] = (
    "musbot.rules_cli",
    "musbot.console.db",
    "musbot.console.verify",
    "musbot.ai.cli",
    "musbot.terminal",
    "musbot.run",
    "musbot.console.tournament",
)


def version_text() -> str:
    """``musbot --version``: ours and what a bug report needs beside it (no imports: fast)."""
    import sqlite3

    def of(dist: str) -> str:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            return "?"

    python = ".".join(map(str, sys.version_info[:3]))
    return (f"musbot {of('musbot')} (Python {python}, discord.py {of('discord.py')}, "
            f"SQLite {sqlite3.sqlite_version})")


def help_when_alone(parser: argparse.ArgumentParser) -> None:
    """A command group typed alone (``musbot``, ``musbot db``) prints its help and exits 2."""

    def show(args: argparse.Namespace) -> int:
        parser.print_help()
        return exits.CANNOT_START

    parser.set_defaults(func=show)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="musbot", description="Mus, the Basque card game, on Discord: run the bot, look after "
                                   "its database, play in the terminal.")
    parser.add_argument("--version", action="version", version=version_text())
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    help_when_alone(parser)
    for name in _REGISTRARS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        module.register(sub)
    _groups_print_help(parser)
    return parser


def _groups_print_help(parser: argparse.ArgumentParser) -> None:
    """Every command group without an action of its own (``musbot db``) prints its help."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                if any(isinstance(a, argparse._SubParsersAction) for a in child._actions):
                    if child.get_default("func") is None:
                        help_when_alone(child)
                    _groups_print_help(child)


def _leave_stdout() -> None:
    """The reader went away: point stdout at /dev/null so the exit's flush cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    finally:
        os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:  # a terminal that cannot show ▮ or ñ gets ? rather than a crash
            reconfigure(errors="replace")
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result = args.func(args)
        sys.stdout.flush()
    except SettingsError as exc:
        print(f"musbot: {exc}", file=sys.stderr)
        return exits.CANNOT_START
    except KeyboardInterrupt:
        print("\nmusbot: interrupted", file=sys.stderr)
        return exits.INTERRUPTED
    except BrokenPipeError:
        _leave_stdout()
        return exits.PIPE_CLOSED
    return int(result or 0)


if __name__ == "__main__":
    sys.exit(main())
