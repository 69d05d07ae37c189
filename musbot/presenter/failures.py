"""What Discord's failures mean for a table, decided in one place.

Every request the bot makes about a table can fail in a handful of expected ways; each has its
answer, and none of them is a bug, so they are logged as one line with the table and
the cause, never as a traceback:

- ``GONE``: the channel or thread no longer exists (10003): the table closes, not counted.
- ``REMOVED``: the table message was deleted (10008): a new one is posted.
- ``FORBIDDEN``: the bot may not see or write there (50001, 50013): the table pauses.
- ``TRANSIENT``: 5xx, a timeout, a dropped connection: tried again with backoff.
- ``EXPIRED``: an interaction answered too late (10062) or twice (40060): nothing more to say.
"""

from __future__ import annotations

import asyncio
import logging
from enum import Enum

import aiohttp
import discord

UNKNOWN_CHANNEL, UNKNOWN_MESSAGE, UNKNOWN_INTERACTION = 10003, 10008, 10062
MISSING_ACCESS, MISSING_PERMISSIONS, ALREADY_ANSWERED = 50001, 50013, 40060

# what a table's channel must allow the bot (Discord's own names, as admins see them in English)
NEEDED = ("view_channel", "send_messages", "embed_links", "attach_files")

# the growing pause between two tries of a failed edit (seconds), then the last one again
BACKOFF = (1.0, 2.0, 4.0, 8.0, 16.0, 30.0)


class Failure(Enum):
    GONE = "gone"
    REMOVED = "removed"
    FORBIDDEN = "forbidden"
    TRANSIENT = "transient"
    EXPIRED = "expired"
    OTHER = "other"  # a refusal of another kind (a bad request): logged, not retried


def classify(exc: BaseException) -> Failure | None:
    """What a failed request means; None for an exception that is not Discord's (a bug)."""
    if isinstance(exc, discord.DiscordServerError | asyncio.TimeoutError | aiohttp.ClientError | ConnectionError):
        return Failure.TRANSIENT
    if not isinstance(exc, discord.HTTPException):
        return None
    code = exc.code
    if code == UNKNOWN_CHANNEL:
        return Failure.GONE
    if code == UNKNOWN_MESSAGE:
        return Failure.REMOVED
    if code in (UNKNOWN_INTERACTION, ALREADY_ANSWERED):
        return Failure.EXPIRED
    if isinstance(exc, discord.Forbidden) or code in (MISSING_ACCESS, MISSING_PERMISSIONS):
        return Failure.FORBIDDEN
    if exc.status >= 500 or exc.status == 429:
        return Failure.TRANSIENT
    return Failure.OTHER


def expected(exc: BaseException) -> bool:
    """A failure Discord gives in normal life (not a bug of ours)."""
    return classify(exc) is not None


def cause(exc: BaseException) -> str:
    """The failure in a few words for the log line: status and Discord's code."""
    if isinstance(exc, discord.HTTPException):
        return f"{exc.status} {exc.code} {exc.text[:80]}".strip()
    return type(exc).__name__


def log_expected(log: logging.Logger, exc: BaseException, doing: str, channel_id: int | None,
                 again: bool = False) -> None:
    """One line, WARNING for what someone should look at, INFO for ordinary life (and for the
    same failure again, on a retry)."""
    kind = classify(exc)
    level = logging.INFO if again or kind in (Failure.EXPIRED, Failure.REMOVED) else logging.WARNING
    log.log(level, "%s at the table of channel %s failed: %s (%s)", doing, channel_id, cause(exc),
             kind.value if kind else "unexpected")


def missing_permissions(interaction: discord.Interaction) -> list[str]:
    """What the bot lacks in this interaction's channel to run a table (``NEEDED``, as Discord
    computed the bot's permissions for this very interaction)."""
    perms = interaction.app_permissions
    return [name for name in NEEDED if not getattr(perms, name)]


def backoff(attempt: int) -> float:
    """Seconds before try number ``attempt`` + 1 (``attempt`` counts from 1)."""
    return BACKOFF[min(attempt, len(BACKOFF)) - 1]
