"""The console's shared arguments: every ``musbot`` command that opens the database takes
``--db`` the same way, and every Discord id is read the same way (a leaf, like ``exits``:
the commands live in several layers of the house)."""

from __future__ import annotations

import argparse


def db_argument(p: argparse.ArgumentParser) -> None:
    """``--db PATH|URL``; None lets ``Store.open`` take ``MUSBOT_DB`` or ``musbot.db``."""
    p.add_argument("--db", metavar="PATH|URL", default=None,
                   help="the SQLite file or a postgresql:// URL (default: $MUSBOT_DB or musbot.db)")


def discord_id(text: str) -> int:
    """An argparse type: a Discord id (a positive number of up to 20 digits)."""
    if not (text.isascii() and text.isdecimal()) or len(text) > 20 or int(text) == 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a Discord id (a number like 123456789012345678)")
    return int(text)
