"""What reaches the bot from Discord, before discord.py dispatches it.

- Discord may deliver the same interaction again after a reconnect: the second one is dropped
  with one log line (answering it would be a second answer, 40060).
- A form (modal) submitted after a restart is one discord.py no longer knows, and would be
  discarded unanswered: it goes to ``orphan_form`` (the cogs answer it, and apply it if it
  still fits the moment).

- A press on one of the bot's own components (a route: a custom_id pattern and its handler)
  goes straight to its handler, from discord.py's ``on_interaction`` event: no view of the
  message is rebuilt to find the pressed item, as discord.py does for a dynamic item on every
  press. The route keeps what that path checks (the custom_id is on the message, as a
  component of the pressed type).

discord.py has no public hook before its own dispatch, so the first two go through the
INTERACTION_CREATE parser (``discord_internals.hook_interactions``: the entry point both the
gateway and the tests feed).
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord.ext import commands

from . import discord_internals

log = logging.getLogger(__name__)

REMEMBERED = 4096  # interaction ids kept (Discord redelivers within seconds, not hours)
MODAL_SUBMIT = 5

OrphanForm = Callable[[discord.Interaction, str, dict[str, str]], Awaitable[None]]
Route = Callable[[discord.Interaction, "re.Match[str]"], Awaitable[None]]
# the one error path (errors.py): what a route or an orphan form let out is answered there
Failed = Callable[[discord.Interaction, BaseException, str], Awaitable[None]]


class InteractionGate:
    def __init__(self, client: commands.Bot) -> None:
        self.client = client
        self.orphan_form: OrphanForm | None = None
        self.failed: Failed | None = None
        self._seen: OrderedDict[int, None] = OrderedDict()
        self._tasks: set[asyncio.Task[None]] = set()
        self._routes: dict[re.Pattern[str], Route] = {}

    def route(self, pattern: str, handler: Route | None) -> None:
        """Presses whose custom_id fully matches ``pattern`` go to ``handler`` (None: no longer)."""
        compiled = re.compile(pattern)
        if handler is None:
            self._routes.pop(compiled, None)
        else:
            self._routes[compiled] = handler

    def install(self) -> None:
        discord_internals.hook_interactions(self.client, self.admit)
        self.client.add_listener(self._on_interaction, "on_interaction")

    async def _on_interaction(self, interaction: discord.Interaction) -> None:
        """A press whose custom_id a route matches goes to its handler (or, as discord.py would
        drop it, is dropped when its component is not on the message pressed)."""
        if interaction.type is not discord.InteractionType.component:
            return
        data: Any = interaction.data
        custom_id, component_type = str(data["custom_id"]), int(data["component_type"])
        for pattern, handler in self._routes.items():
            match = pattern.fullmatch(custom_id)
            if match is None:
                continue
            if _on_message(interaction, component_type, custom_id):
                await self._guarded(handler(interaction, match), interaction, f"a press on {custom_id}")
            else:
                log.info("press on %s, not a component of the message pressed: dropped", custom_id)
            return

    def _spawn(self, work: Awaitable[None]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

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
            if not discord_internals.knows_form(self.client, custom_id):
                interaction = discord_internals.interaction_of(self.client, data)
                self._spawn(self._guarded(self.orphan_form(interaction, custom_id, _fields(data["data"])), interaction,
                                          f"a form {custom_id} from before a restart"))
                return False
        return True

    async def _guarded(self, work: Awaitable[None], interaction: discord.Interaction, doing: str) -> None:
        """A routed press's handler: an exception it lets out goes to the error path
        (``failed``: the person is answered, a bug logged once), or is logged, and never
        reaches the event loop."""
        try:
            await work
        except Exception as exc:
            if self.failed is None:
                log.exception("%s failed", doing)
                return
            try:
                await self.failed(interaction, exc, doing)
            except Exception:
                log.exception("answering the failure of %s failed", doing)


def controls(message: discord.Message | None) -> list[tuple[int, str | None]]:
    """(type, custom_id) of every control on a message (rows, containers and sections walked
    into, not listed; a section's accessory among them), from its parsed components: what a
    press on it may carry."""
    out: list[tuple[int, str | None]] = []

    def walk(components: Any) -> None:
        for c in components:
            children = getattr(c, "children", None)
            if children is None:
                out.append((c.type.value, getattr(c, "custom_id", None)))
            else:
                walk(children)
                accessory = getattr(c, "accessory", None)
                if accessory is not None:
                    walk([accessory])

    if message is not None:
        walk(message.components)
    return out


def _on_message(interaction: discord.Interaction, component_type: int, custom_id: str) -> bool:
    """The pressed component is on the message, of that type (what discord.py checks before
    a dynamic item is made): read from the message's parsed components, not a rebuilt view."""
    return (component_type, custom_id) in controls(interaction.message)


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
