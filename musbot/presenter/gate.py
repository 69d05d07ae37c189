"""What reaches the bot from Discord, before discord.py dispatches it.

- Discord may deliver the same interaction again after a reconnect: the second one is dropped
  with one log line (answering it would be a second answer, 40060).
- A form (modal) submitted after a restart is one discord.py no longer knows, and would be
  discarded unanswered: it goes to ``orphan_form`` (the cogs answer it, and apply it if it
  still fits the moment).

- A press on one of the bot's own components (a route: a custom_id pattern and its handler)
  goes straight to its handler. discord.py would rebuild the whole message's view
  (``View.from_message``) on every press only to find the pressed item and wrap it in a
  dynamic item; the route keeps what that path checks (the custom_id is on the message, as a
  component of the pressed type) and skips the rest, which was a large share of the event
  loop's CPU per press.

discord.py has no public hook before its own dispatch, so the gate wraps the client's
INTERACTION_CREATE parser (the entry point both the gateway and the tests feed) and its view
store's ``dispatch_view`` (called from inside that parser, after the interaction is built).
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any

import discord

log = logging.getLogger(__name__)

REMEMBERED = 4096  # interaction ids kept (Discord redelivers within seconds, not hours)
MODAL_SUBMIT = 5

OrphanForm = Callable[[discord.Interaction, str, dict[str, str]], Awaitable[None]]
Route = Callable[[discord.Interaction, "re.Match[str]"], Awaitable[None]]
# the one error path (errors.py): what a route or an orphan form let out is answered there
Failed = Callable[[discord.Interaction, BaseException, str], Awaitable[None]]


class InteractionGate:
    def __init__(self, client: discord.Client) -> None:
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
        parsers: dict[str, Callable[[Any], None]] = self.client._connection.parsers
        original = parsers["INTERACTION_CREATE"]

        def parse(data: Any) -> None:
            if self.admit(data):
                original(data)

        parsers["INTERACTION_CREATE"] = parse
        store = self.client._connection._view_store
        dispatch_view = store.dispatch_view

        def dispatch(component_type: int, custom_id: str, interaction: discord.Interaction) -> None:
            if not self._routed(component_type, custom_id, interaction):
                dispatch_view(component_type, custom_id, interaction)

        store.dispatch_view = dispatch  # type: ignore[method-assign]

    def _routed(self, component_type: int, custom_id: str, interaction: discord.Interaction) -> bool:
        """Whether the press is ours: then it is handled here (or, as discord.py would, dropped
        when its component is not on the message pressed)."""
        for pattern, handler in self._routes.items():
            match = pattern.fullmatch(custom_id)
            if match is None:
                continue
            if _on_message(interaction, component_type, custom_id):
                self._spawn(self._guarded(handler(interaction, match), interaction, f"a press on {custom_id}"))
            else:
                log.info("press on %s, not a component of the message pressed: dropped", custom_id)
            return True
        return False

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
            if custom_id not in self.client._connection._view_store._modals:
                interaction = discord.Interaction(data=data, state=self.client._connection)
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
    """(type, custom_id) of every control on a message (rows walked into, not listed), from
    its parsed components: what a press on it may carry."""
    out: list[tuple[int, str | None]] = []

    def walk(components: Any) -> None:
        for c in components:
            children = getattr(c, "children", None)
            if children is None:
                out.append((c.type.value, getattr(c, "custom_id", None)))
            else:
                walk(children)

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
