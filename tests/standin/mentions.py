"""Who a message pings, by Discord's rules for mentions (the Allowed Mentions Object of the
Message resource, discord-api-docs ``docs/resources/message.mdx``):

* mentions are read from the message's content (and a components-v2 text display's): ``<@id>``
  and ``<@!id>`` a user, ``<@&id>`` a role, ``@everyone`` and ``@here`` everyone; a mention in
  an embed never pings;
* without ``allowed_mentions`` every mention in the content pings, except in an interaction's
  messages (answers, follow-ups and their edits), where only users are read by default;
* with it, ``parse`` names the kinds read from the content ("users", "roles", "everyone"),
  ``users`` and ``roles`` list the only ids that may ping (an id listed but not mentioned in
  the content pings nobody: no phantom pings); ``parse`` with "users" and a non-empty ``users``
  (or "roles" and ``roles``) is refused with 400 Invalid Form Body;
* a reply pings the author of the message it answers when ``allowed_mentions`` is absent or
  says ``replied_user: true``.

Permissions are not consulted (Mention Everyone, a role's ``mentionable``): this is what the
request allows Discord to ping, the bound a bot answers for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

USER = re.compile(r"<@!?(\d+)>")
ROLE = re.compile(r"<@&(\d+)>")
EVERYONE = re.compile(r"@(?:everyone|here)\b")
KINDS = ("users", "roles", "everyone")
MOST_IDS = 100


class MentionsRefused(ValueError):
    """``allowed_mentions`` Discord refuses (400 Invalid Form Body): ``field`` says where."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True, slots=True)
class Pinged:
    """Who a message notifies: users, roles, and whether @everyone/@here."""

    users: frozenset[int] = frozenset()
    roles: frozenset[int] = frozenset()
    everyone: bool = False

    def __bool__(self) -> bool:
        return bool(self.users or self.roles or self.everyone)


NOBODY = Pinged()


def mentioned(text: str) -> Pinged:
    """Every mention written in ``text``, whether or not it would ping."""
    if "@" not in text:
        return NOBODY
    return Pinged(frozenset(int(u) for u in USER.findall(text)), frozenset(int(r) for r in ROLE.findall(text)),
                  EVERYONE.search(text) is not None)


def check(allowed: dict | None) -> None:
    """Raise ``MentionsRefused`` where Discord answers 400 to ``allowed_mentions``."""
    if allowed is None:
        return
    parse = allowed.get("parse") or []
    for kind in parse:
        if kind not in KINDS:
            raise MentionsRefused("allowed_mentions.parse", f"{kind!r} is not a mention type")
    for kind in ("users", "roles"):
        listed = allowed.get(kind) or []
        if listed and kind in parse:
            raise MentionsRefused(f"allowed_mentions.{kind}",
                                  f"parse {kind!r} and a {kind} list are mutually exclusive")
        if len(listed) > MOST_IDS:
            raise MentionsRefused(f"allowed_mentions.{kind}", f"Must be {MOST_IDS} or fewer in length.")


def pinged(text: str, allowed: dict | None, *, interaction: bool = False, replied_author: int | None = None) -> Pinged:
    """Who a message with content ``text`` (its content and components' text, never its
    embeds) and ``allowed_mentions`` ``allowed`` pings."""
    check(allowed)
    written = mentioned(text)
    if allowed is None:
        parse: tuple[str, ...] = ("users",) if interaction else KINDS
        users, roles = written.users, written.roles if "roles" in parse else frozenset()
        everyone = written.everyone and "everyone" in parse
        replied = replied_author is not None
    else:
        parse = tuple(allowed.get("parse") or ())
        users = written.users if "users" in parse else written.users & {int(u) for u in allowed.get("users") or ()}
        roles = written.roles if "roles" in parse else written.roles & {int(r) for r in allowed.get("roles") or ()}
        everyone = written.everyone and "everyone" in parse
        replied = replied_author is not None and bool(allowed.get("replied_user"))
    if replied:
        assert replied_author is not None
        users = users | {replied_author}
    return Pinged(frozenset(users), frozenset(roles), everyone)
