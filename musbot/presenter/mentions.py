"""Who a message pings, and user text that stays text.

Names people type (tournament and preset names, display names, server and channel names) may
hold ``<@id>``, ``<@&role>``, ``@everyone`` or markdown. Discord pings whatever a message's
allowed mentions let it read from the content, so every message the bot sends or edits says
exactly which users it means (``pinging``; ``NOBODY`` when it means none), and the bot's default
(``MusBot``: ``AllowedMentions.none()``) pings nobody either: a mention written in a name is
shown, never notified. ``plain`` keeps a name's markdown from changing the message around it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import discord
from discord.utils import escape_markdown


def pinging(users: Iterable[int] = ()) -> discord.AllowedMentions:
    """The allowed mentions of a message that pings ``users`` and nobody else: no role, no
    @everyone, no other user whatever the content holds, no reply's author (none given:
    ``AllowedMentions.none()``, the bot's default, as discord.py sends it)."""
    ids = sorted(set(users))
    if not ids:
        return discord.AllowedMentions.none()
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(u) for u in ids])


NOBODY = pinging()


def mention(users: Iterable[int]) -> str:
    """The people a message calls, written as Discord mentions (``pinging`` the same ids)."""
    return " ".join(f"<@{u}>" for u in users)


MENTION = re.compile(r"<@[!&]?\d+>|@everyone|@here")


def has_mention(text: str) -> bool:
    """Whether ``text`` writes a mention (a user, a role, everyone): a label that would show
    one in every message naming its pair is refused rather than shown."""
    return MENTION.search(text) is not None


def plain(text: str) -> str:
    """User text shown as typed inside a message's markdown: ``**x**``, ``||x||`` or a backtick
    in a name no longer turns the rest of the line bold, hidden or into code. Not for code
    spans, button labels, thread names or pictures, which show the backslashes."""
    return escape_markdown(text)
