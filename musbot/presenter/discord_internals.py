"""discord.py's non-public API: every use the bot makes of it, and nothing else.

Each use is here because discord.py's public API cannot do what the bot needs:

- ``answer``: an interaction's answer (its callback) sent once, as discord.py sends it (the
  route's URL, the interaction's own HTTP session, the JSON writer and reader). discord.py's
  ``InteractionResponse`` asks Discord for the message back on every answer and retries a
  failed one for up to 16 s, long after the interaction's 3 s have run out, with the table's
  next edit waiting behind it.
- ``message_update``: the body of an answer that edits the pressed message, written by the same
  function as ``InteractionResponse.edit_message`` (``webhook.async_``), with the attachments it
  keeps named by id (``Kept``).
- ``answered``: the interaction marked answered after such an answer, as discord.py marks its
  own (``response.is_done()`` then holds, and follow-ups work).
- ``hook_interactions``: the gateway's INTERACTION_CREATE parser, wrapped: the one place
  before discord.py dispatches an interaction (to the command tree, the views, the forms and
  ``on_interaction``), where the gate drops a redelivered one; ``knows_form`` and ``interaction_of``
  answer a form discord.py no longer knows, which it would drop unanswered.

The public equivalents of the bot's other requests (the table message's and 'Mis cartas' edits,
the components as a ``discord.ui.View``, presses routed by ``on_interaction``) cost under a tenth
of a press's CPU more and are used instead (docs/benchmarks.md, "discord.py's non-public API").

discord.py promises none of this between versions: ``pyproject.toml`` pins the minor versions
on which ``tests/presenter/test_discord_internals.py`` checked every name used here and the
shape relied on; that test names what moved when it fails.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import aiohttp
import discord
from discord.http import Route, json_or_text
from discord.utils import _to_json
from discord.webhook.async_ import interaction_message_response_params

ANSWER = "/interactions/{webhook_id}/{webhook_token}/callback"


class Kept:
    """An attachment a message keeps, as an edit names it: what discord.py writes of an
    attachment it is given (``to_dict``), of which Discord reads the id."""

    __slots__ = ("id",)

    def __init__(self, attachment_id: int) -> None:
        self.id = attachment_id

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id}


def message_update(interaction: discord.Interaction, *, view: discord.ui.LayoutView,
                   attachments: Sequence[discord.File | Kept] | None) -> tuple[dict[str, Any] | None,
                                                                                list[dict[str, Any]] | None]:
    """An answer that edits the pressed message, as ``InteractionResponse.edit_message(view=,
    attachments=)`` writes it (a ``LayoutView``: components v2, the flag set by discord.py, and
    an embed of the legacy layout taken off): (its JSON payload, None), or (None, the multipart
    form's fields) when it uploads files. ``attachments`` None: not mentioned."""
    state: Any = interaction._state
    named: dict[str, Any] = {} if attachments is None else {"attachments": attachments}
    params = interaction_message_response_params(
        type=discord.InteractionResponseType.message_update.value, embed=None, view=view,
        previous_allowed_mentions=state.allowed_mentions, **named)
    if params.files:
        return None, params.multipart
    return params.payload, None


async def answer(interaction: discord.Interaction, payload: dict[str, Any] | None = None, *,
                 form: aiohttp.BytesPayload | None = None) -> Any:
    """POST an interaction's answer once: its JSON ``payload``, or the multipart ``form`` of one
    with a picture (then Discord is asked to send the message back: ``with_response``); what
    Discord answered (None when it sent nothing back). A failure is raised at once, as the
    ``discord.HTTPException`` discord.py would raise."""
    state: Any = interaction._state
    session: aiohttp.ClientSession = interaction._session
    http = state.http
    url = Route("POST", ANSWER, webhook_id=interaction.id, webhook_token=interaction.token).url
    body: dict[str, Any] = (
        {"data": form, "params": {"with_response": "true"}} if form is not None
        else {"data": _to_json(payload), "headers": {"Content-Type": "application/json"}})
    async with session.post(url, proxy=http.proxy, proxy_auth=http.proxy_auth, **body) as response:
        data = await json_or_text(response)
        if 200 <= response.status < 300:
            return data or None
        kind = {403: discord.Forbidden, 404: discord.NotFound}.get(response.status, discord.HTTPException)
        raise (discord.DiscordServerError if response.status >= 500 else kind)(response, data)


def answered(interaction: discord.Interaction, kind: discord.InteractionResponseType) -> None:
    """The interaction counts as answered with ``kind``, as after discord.py's own answer."""
    interaction.response._response_type = kind


def hook_interactions(client: discord.Client, admit: Callable[[Any], bool]) -> None:
    """discord.py handles only the INTERACTION_CREATE events ``admit`` lets through (the raw
    event data, before anything is built from it)."""
    parsers: dict[str, Callable[[Any], None]] = client._connection.parsers
    original = parsers["INTERACTION_CREATE"]

    def parse(data: Any) -> None:
        if admit(data):
            original(data)

    parsers["INTERACTION_CREATE"] = parse


def knows_form(client: discord.Client, custom_id: str) -> bool:
    """Whether discord.py holds an open form (modal) with this custom_id, to hand its
    submission to."""
    return custom_id in client._connection._view_store._modals


def interaction_of(client: discord.Client, data: Any) -> discord.Interaction:
    """The interaction of INTERACTION_CREATE ``data``, as discord.py builds it."""
    return discord.Interaction(data=data, state=client._connection)
