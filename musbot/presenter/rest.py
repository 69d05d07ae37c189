"""The requests every press sets off (its answer, the table message's edit, a 'Mis cartas'
message's edit), as the REST calls discord.py makes for them, without what we never read:
discord.py builds a ``discord.Message`` from each answer, CPU on the event loop for every press
that nobody reads.

The request bodies are discord.py's own (``handle_message_parameters`` with the same arguments
as ``PartialMessage.edit`` and ``Interaction.edit_original_response`` pass, and
``interaction_message_response_params`` as ``InteractionResponse.edit_message`` does), and so
are the errors raised (``discord.HTTPException`` and its kinds, read by ``failures.py``); a table
edit with a picture is sent whole (``one_body``). The components of a screen are written
straight as their payload (``components``) instead of a ``discord.ui.View`` per edit.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from typing import Any

import aiohttp
import discord
from discord.http import Route, handle_message_parameters, json_or_text
from discord.utils import MISSING
from discord.webhook.async_ import async_context, interaction_message_response_params

from .controls import Control
from .messages import components_payload


class Components:
    """A screen's components as discord.py reads a view: its payload (the rows
    ``View.to_components`` would give, ``messages.components_payload``) and a view that is
    finished and answers nothing itself, so discord.py's ``send`` and edits never store it: the
    routes (``gate.py``) and dynamic items answer every press. The one way the bot lays out its
    buttons and selects, for the first post of a message as for its edits."""

    __slots__ = ("rows",)
    __discord_ui_view__ = True  # accepted as a view by Messageable.send and the webhooks' send and edits
    timeout = None

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self.rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return self.rows

    def has_components_v2(self) -> bool:
        return False

    def is_finished(self) -> bool:
        return True

    def is_dispatchable(self) -> bool:
        return False


def components(controls: Sequence[Control], channel_id: int, hand: int) -> Components:
    """The components of a screen's controls on a table's hand."""
    return Components(components_payload(list(controls), channel_id, hand))


async def edit_message(client: discord.Client, channel_id: int, message_id: int, *, embed: discord.Embed,
                       view: Components | None, attachments: Sequence[discord.File] = MISSING) -> Any:
    """``PartialMessage.edit(embed=, view=, attachments=)``; the message's data as Discord
    answered it. ``attachments`` left out: the message keeps the ones it has."""
    route = Route("PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=channel_id, message_id=message_id)
    return await client.http.request(route, **await message_body(embed=embed, view=view, attachments=attachments))


async def message_body(*, embed: discord.Embed, view: Components | None,
                       attachments: Sequence[discord.File] = MISSING) -> dict[str, Any]:
    """A message edit's body, as ``HTTPClient.request``'s keyword: ``json`` (no picture) or
    ``data`` (the multipart form with the picture)."""
    with handle_message_parameters(embed=embed, view=view, attachments=attachments) as params:  # type: ignore[arg-type]
        if not params.files:
            return {"json": params.payload}
        return {"data": await one_body(params.multipart or [])}


_PLAIN = re.compile(r"[\w\[\].-]+", re.ASCII)  # names and file names written as they are (no quoting needed)


async def one_body(multipart: list[dict[str, Any]]) -> aiohttp.BytesPayload:
    """The multipart form discord.py would send (the same fields, as aiohttp's FormData writes
    them: the same bytes but for the random boundary), as one bytes body: aiohttp writes a
    form part by part, a socket write each, and a body whole with the request's headers in
    one. Written straight as bytes (FormData builds a payload object per part); a field whose
    name or file name would need quoting goes through FormData itself."""
    if not all(_PLAIN.fullmatch(f["name"]) and _PLAIN.fullmatch(f.get("filename", "x")) for f in multipart):
        form = aiohttp.FormData(quote_fields=False)
        for field in multipart:
            form.add_field(**field)
        writer = form()
        return aiohttp.BytesPayload(await writer.as_bytes(), content_type=writer.content_type)
    boundary = uuid.uuid4().hex.encode()
    out = bytearray()
    for field in multipart:
        value = field["value"]
        if isinstance(value, str):
            head = b"Content-Type: text/plain; charset=utf-8\r\nContent-Disposition: form-data; name=\"%s\"\r\n\r\n" % (
                field["name"].encode())
            body = value.encode()
        else:
            head = (b"Content-Type: %s\r\nContent-Disposition: form-data; name=\"%s\"; filename=\"%s\"\r\n\r\n"
                    % (field["content_type"].encode(), field["name"].encode(), field["filename"].encode()))
            body = value.read()
        out += b"--%s\r\n%s%s\r\n" % (boundary, head, body)
    out += b"--%s--\r\n" % boundary
    return aiohttp.BytesPayload(bytes(out), content_type="multipart/form-data; boundary=" + boundary.decode())


async def edit_original_response(interaction: discord.Interaction, *, embed: discord.Embed, view: Components,
                                 attachments: Sequence[discord.File] = MISSING) -> Any:
    """``interaction.edit_original_response(content=None, embed=, view=, attachments=)``; the
    message's data as Discord answered it."""
    state: Any = interaction._state
    with handle_message_parameters(content=None, embed=embed, view=view, attachments=attachments,  # type: ignore[arg-type]
                                   previous_allowed_mentions=state.allowed_mentions) as params:
        http = state.http
        return await async_context.get().edit_original_interaction_response(
            interaction.application_id, interaction.token, session=interaction._session, proxy=http.proxy,
            proxy_auth=http.proxy_auth, payload=params.payload, multipart=params.multipart, files=params.files)


async def acknowledge(interaction: discord.Interaction) -> None:
    """``interaction.response.defer()`` of a press on a message (a deferred update: the message
    is edited afterwards), without asking Discord for the message back (``with_response``),
    which discord.py always does and then parses, and tried once (``callback``). Raises as
    ``defer`` does; afterwards the interaction counts as answered (``response.is_done()``), as
    after ``defer``."""
    if interaction.response.is_done():
        raise discord.InteractionResponded(interaction)
    await callback(interaction, {"type": discord.InteractionResponseType.deferred_message_update.value})
    interaction.response._response_type = discord.InteractionResponseType.deferred_message_update


async def answer_with_edit(interaction: discord.Interaction, *, embed: discord.Embed, view: Components | None,
                           attachments: Sequence[discord.File] = MISSING,
                           kept: Sequence[int] = ()) -> tuple[int, ...] | None:
    """``interaction.response.edit_message(embed=, view=, attachments=)``: the press answered by
    editing the message it was made on, tried once (``callback``). Without ``attachments``, the
    message keeps ``kept`` (its attachments' ids), named: a message edit keeps what it does not
    mention, but an answer that edits is reported to drop it (serenity#3068). Returns the
    message's attachments' ids afterwards (Discord sends the message back only when asked:
    asked only when a picture is uploaded; None if it did not). Raises as ``edit_message`` does; the caller marks
    the interaction answered (answers.py)."""
    if interaction.response.is_done():
        raise discord.InteractionResponded(interaction)
    named: Sequence[Any] = attachments
    if attachments is MISSING and kept:
        named = [_Kept(i) for i in kept]
    state: Any = interaction._state
    params = interaction_message_response_params(
        type=discord.InteractionResponseType.message_update.value, embed=embed, view=view,  # type: ignore[arg-type]
        attachments=named, previous_allowed_mentions=state.allowed_mentions)
    if not params.files:
        await callback(interaction, params.payload)
        return tuple(kept) if attachments is MISSING else ()
    answer = await callback(interaction, form=await one_body(params.multipart or []))
    message = answer.get("resource", {}).get("message") if isinstance(answer, dict) else None
    return None if message is None else tuple(int(a["id"]) for a in message.get("attachments", ()))


class _Kept:
    """An attachment a message keeps, as an edit names it (what ``discord.Attachment.to_dict``
    gives, of which Discord reads the id)."""

    __slots__ = ("id",)

    def __init__(self, attachment_id: int) -> None:
        self.id = attachment_id

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id}


async def callback(interaction: discord.Interaction, payload: dict[str, Any] | None = None, *,
                   form: aiohttp.BytesPayload | None = None) -> Any:
    """POST an interaction's answer once: its JSON ``payload``, or the multipart ``form`` of one
    with a picture (then Discord is asked to send the message back: ``with_response``); what
    Discord answered (None when it sent nothing back). discord.py retries an answer after a 5xx
    or a 429 for up to 25 s, which the interaction outlives by far (its token answers for 3 s),
    and a table's edits would wait behind it; so a failure is raised at once, as the
    ``discord.HTTPException`` discord.py would raise."""
    http = interaction._state.http
    url = Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback", webhook_id=interaction.id,
                webhook_token=interaction.token).url
    body: dict[str, Any] = (
        {"data": form, "params": {"with_response": "true"}} if form is not None
        else {"data": discord.utils._to_json(payload), "headers": {"Content-Type": "application/json"}})
    async with interaction._session.post(url, proxy=http.proxy, proxy_auth=http.proxy_auth, **body) as response:
        data = await json_or_text(response)
        if 200 <= response.status < 300:
            return data or None
        kind = {403: discord.Forbidden, 404: discord.NotFound}.get(response.status, discord.HTTPException)
        raise (discord.DiscordServerError if response.status >= 500 else kind)(response, data)
