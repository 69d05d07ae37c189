"""The table message's edit (every press) reaches Discord byte for byte as discord.py's
own ``PartialMessage.edit`` would send it: the body written straight as bytes is the same
multipart form (or JSON) as discord.py's FormData, but for the form's random boundary."""

from __future__ import annotations

import io
import re
from typing import Any

import aiohttp
import discord
import pytest
from ui_view import discord_view

from musbot.presenter.controls import Verb
from musbot.presenter.messages import build_embed, png_file
from musbot.presenter.rest import components, edit_message
from musbot.presenter.screens import Control, Screen

CHANNEL, MESSAGE, HAND = 123456789012345678, 223456789012345678, 4
CONTROLS = [Control(Verb.MUS, "Mus", "primary"), Control(Verb.NO_MUS, "No hay mus", "danger"),
            Control(Verb.CARDS, "Mis cartas", row=1)]
SCREEN = Screen("Mesa de mus «ñ»", ["Ronda 3 · mano: Ana", "Paso — Órdago \"no\""], CONTROLS,
                deadline=1_800_000_060.0, footer="5 — 3")
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 3  # any bytes: CRLF and dashes inside included


class Sent(Exception):
    """Raised by the captured request: what was sent is all a test needs."""


def captured(client: discord.Client) -> list[dict[str, Any]]:
    sent: list[dict[str, Any]] = []

    async def request(route: Any, **kwargs: Any) -> Any:
        sent.append({"route": (route.method, route.path, route.channel_id), **kwargs})
        raise Sent

    client.http.request = request  # type: ignore[method-assign]
    return sent


async def as_bytes(kwargs: dict[str, Any]) -> tuple[str, bytes]:
    """(content type, body) of a request's keywords as ``HTTPClient.request`` sends them."""
    if "json" in kwargs:
        return "application/json", discord.utils._to_json(kwargs["json"]).encode()
    if "form" in kwargs:  # discord.py's own: a FormData of its fields
        form = aiohttp.FormData(quote_fields=False)
        for field in kwargs["form"]:
            form.add_field(**field)
        writer = form()
        return writer.content_type, await writer.as_bytes()
    payload = kwargs["data"]
    return payload.content_type, payload._value


def same_boundary(content_type: str, body: bytes, other_type: str) -> bytes:
    """``body`` with its form's boundary replaced by the other form's."""
    mine, theirs = (re.search(r"boundary=(\w+)", c)[1] for c in (content_type, other_type))  # type: ignore[index]
    return body.replace(mine.encode(), theirs.encode())


def picture() -> discord.File:
    return png_file(PNG, f"mesa_{HAND}.png", alt="La mesa: Ana 10 piedras, «Órdago»")


@pytest.mark.parametrize("with_picture", [True, False], ids=["picture edit", "plain edit"])
async def test_edit_body_is_discord_py_s(with_picture: bool) -> None:
    client = discord.Client(intents=discord.Intents.none())
    sent = captured(client)
    embed = build_embed(SCREEN, f"mesa_{HAND}.png" if with_picture else None)
    theirs: dict[str, Any] = {"attachments": [picture()]} if with_picture else {}
    with pytest.raises(Sent):
        await client.get_partial_messageable(CHANNEL).get_partial_message(MESSAGE).edit(
            embed=embed, view=discord_view(CONTROLS, CHANNEL, HAND), **theirs)
    ours: dict[str, Any] = {"attachments": [picture()]} if with_picture else {}
    with pytest.raises(Sent):
        await edit_message(client, CHANNEL, MESSAGE, embed=embed, view=components(CONTROLS, CHANNEL, HAND), **ours)
    (reference, mine) = sent
    assert mine["route"] == reference["route"]
    their_type, their_body = await as_bytes(reference)
    my_type, my_body = await as_bytes(mine)
    if with_picture:
        assert PNG in my_body  # the picture itself is sent
        assert my_type.split(";")[0] == their_type.split(";")[0] == "multipart/form-data"
        my_body = same_boundary(my_type, my_body, their_type)
    else:
        assert my_type == their_type
    assert my_body == their_body


async def test_a_file_name_that_needs_quoting_is_still_discord_py_s() -> None:
    """Names we never send today (quotes, spaces) go through aiohttp's own writing."""
    client = discord.Client(intents=discord.Intents.none())
    sent = captured(client)
    embed = build_embed(SCREEN, "a b\".png")
    for send in (lambda f: client.get_partial_messageable(CHANNEL).get_partial_message(MESSAGE).edit(
                     embed=embed, view=None, attachments=[f]),
                 lambda f: edit_message(client, CHANNEL, MESSAGE, embed=embed, view=None, attachments=[f])):
        with pytest.raises(Sent):
            await send(discord.File(io.BytesIO(PNG), filename="a b\".png", description="alt"))
    (their_type, their_body), (my_type, my_body) = [await as_bytes(k) for k in sent]
    assert same_boundary(my_type, my_body, their_type) == their_body
