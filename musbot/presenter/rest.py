"""The requests every press sets off: its answer (a deferred update, or the table message's
edit sent as the answer), the table message's edit and a 'Mis cartas' message's edit.

The edits are discord.py's public calls (``PartialMessage.edit``,
``Interaction.edit_original_response``), the layout a finished ``discord.ui.LayoutView``
(``layout.py``). An answer is sent once, as discord.py writes it, through ``discord_internals``: discord.py's
own answers ask Discord for the message back every time and retry a failed one long after the
interaction's 3 s, with the table's edits waiting behind it. A press's answer with a picture
is sent as one body (``one_body``).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from typing import Any

import aiohttp
import discord

from . import discord_internals
from .mentions import NOBODY


async def edit_message(client: discord.Client, channel_id: int, message_id: int, *, view: discord.ui.LayoutView,
                       attachments: Sequence[discord.File] | None = None) -> discord.Message:
    """The table message's edit (components v2: the layout is the whole message, and an embed
    of the legacy layout is taken off); ``attachments`` None: it keeps the ones it has. Its
    allowed mentions are named: discord.py sends them on an edit only with ``content``, and a
    text display pings as content does."""
    message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
    if attachments is None:
        return await message.edit(embed=None, view=view, allowed_mentions=NOBODY)
    return await message.edit(embed=None, view=view, attachments=attachments, allowed_mentions=NOBODY)


async def edit_original_response(interaction: discord.Interaction, *, view: discord.ui.LayoutView,
                                 attachments: Sequence[discord.File] | None = None) -> discord.InteractionMessage:
    """A 'Mis cartas' message's edit (components v2: no content or embed of the legacy layout
    left); ``attachments`` None: it keeps the ones it has."""
    if attachments is None:
        return await interaction.edit_original_response(content=None, embed=None, view=view, allowed_mentions=NOBODY)
    return await interaction.edit_original_response(content=None, embed=None, view=view, attachments=attachments,
                                                    allowed_mentions=NOBODY)


async def acknowledge(interaction: discord.Interaction) -> None:
    """``interaction.response.defer()`` of a press on a message (a deferred update: the message
    is edited afterwards), without asking Discord for the message back, and tried once. Raises
    as ``defer`` does; afterwards the interaction counts as answered, as after ``defer``."""
    if interaction.response.is_done():
        raise discord.InteractionResponded(interaction)
    kind = discord.InteractionResponseType.deferred_message_update
    await discord_internals.answer(interaction, {"type": kind.value})
    discord_internals.answered(interaction, kind)


async def answer_with_edit(interaction: discord.Interaction, *, view: discord.ui.LayoutView,
                           attachments: Sequence[discord.File] | None = None,
                           kept: Sequence[int] = ()) -> tuple[int, ...] | None:
    """``interaction.response.edit_message(view=, attachments=)``: the press answered by
    editing the message it was made on, tried once. Without ``attachments``, the message keeps
    ``kept`` (its attachments' ids), named: a message edit keeps what it does not mention, but
    an answer that edits is reported to drop it (serenity#3068). Returns the message's
    attachments' ids afterwards (Discord sends the message back only when asked: asked only
    when a picture is uploaded; None if it did not). Raises as ``edit_message`` does; once it
    returns, the interaction counts as answered."""
    if interaction.response.is_done():
        raise discord.InteractionResponded(interaction)
    named: Sequence[discord.File | discord_internals.Kept] | None = attachments
    if attachments is None and kept:
        named = [discord_internals.Kept(i) for i in kept]
    payload, multipart = discord_internals.message_update(interaction, view=view, attachments=named)
    if multipart is None:
        await discord_internals.answer(interaction, payload)
        attached: tuple[int, ...] | None = tuple(kept) if attachments is None else ()
    else:
        answer = await discord_internals.answer(interaction, form=await one_body(multipart))
        message = answer.get("resource", {}).get("message") if isinstance(answer, dict) else None
        attached = None if message is None else tuple(int(a["id"]) for a in message.get("attachments", ()))
    discord_internals.answered(interaction, discord.InteractionResponseType.message_update)
    return attached


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
