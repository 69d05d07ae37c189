"""What reaches the bot from Discord, before discord.py dispatches it (issue 11.7, 11.8).

- Discord may deliver the same interaction again after a reconnect: the second one is dropped
  with one log line (answering it would be a second answer, 40060).
- A form (modal) submitted after a restart is one discord.py no longer knows, and would be
  discarded unanswered: it goes to ``orphan_form`` (the cogs answer it, and apply it if it
  still fits the moment).

discord.py has no public hook before its own dispatch, so the gate wraps the client's
INTERACTION_CREATE parser (the entry point both the gateway and the tests feed).
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

import discord

log = logging.getLogger(__name__)

REMEMBERED = 4096  # interaction ids kept (Discord redelivers within seconds, not hours)
MODAL_SUBMIT = 5

OrphanForm = Callable[[discord.Interaction, str, dict[str, str]], Awaitable[None]]


class InteractionGate:
    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self.orphan_form: OrphanForm | None = None
        self._seen: OrderedDict[int, None] = OrderedDict()
        self._tasks: set[asyncio.Task[None]] = set()

    def install(self) -> None:
        parsers: dict[str, Callable[[Any], None]] = self.client._connection.parsers
        original = parsers["INTERACTION_CREATE"]

        def parse(data: Any) -> None:
            if self.admit(data):
                original(data)

        parsers["INTERACTION_CREATE"] = parse

    def admit(self, data: Any) -> bool:
        """Whether discord.py should dispatch this interaction."""
        interaction_id = int(data["id"])
        if interaction_id in self._seen:
            log.info("interaction %s delivered again: already handled, not answered twice", interaction_id)
            return False
        self._seen[interaction_id] = None
        while len(self._seen) > REMEMBERED:
            self._seen.popitem(last=False)
        if data.get("type") == MODAL_SUBMIT and self.orphan_form is not None:
            custom_id = str(data["data"]["custom_id"])
            if custom_id not in self.client._connection._view_store._modals:
                interaction = discord.Interaction(data=data, state=self.client._connection)
                task = asyncio.ensure_future(self.orphan_form(interaction, custom_id, _fields(data["data"])))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
                return False
        return True


def _fields(data: Any) -> dict[str, str]:
    """A submitted form's text fields by custom_id (rows or labels hold them)."""
    out: dict[str, str] = {}

    def walk(components: Any) -> None:
        for c in components or ():
            if "value" in c and "custom_id" in c:
                out[str(c["custom_id"])] = str(c["value"])
            walk(c.get("components"))
            if isinstance(c.get("component"), dict):
                walk([c["component"]])

    walk(data.get("components"))
    return out
