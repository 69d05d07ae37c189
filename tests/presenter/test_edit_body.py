"""The answers the bot sends itself, tried once (``rest.py`` through ``discord_internals``), reach
Discord byte for byte as discord.py's own would: the answer that edits the table message (every
press on it) as ``InteractionResponse.edit_message``'s, JSON or, with its picture, the same
multipart form but for the random boundary; the deferred update as ``defer()``'s. The one
difference on the wire is meant: discord.py asks Discord for the message back
(``with_response``) on every answer, the bot only when it uploads a picture."""

from __future__ import annotations

import re
from typing import Any

import aiohttp
import discord
import pytest
from press_payload import press

from musbot.presenter.controls import Verb
from musbot.presenter.layout import layout_view
from musbot.presenter.messages import png_file
from musbot.presenter.rest import acknowledge, answer_with_edit
from musbot.presenter.screens import Control, Screen

CHANNEL, MESSAGE, HAND = 123456789012345678, 223456789012345678, 4
CONTROLS = [Control(Verb.MUS, "Mus", "primary"), Control(Verb.NO_MUS, "No hay mus", "danger"),
            Control(Verb.CARDS, "Mis cartas", row=1)]
SCREEN = Screen("Mesa de mus «ñ»", ["Ronda 3 · mano: Ana", "Paso — Órdago \"no\""], CONTROLS,
                deadline=1_800_000_060.0, footer="5 — 3")
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 3  # any bytes: CRLF and dashes inside included
PRESS = press(CHANNEL, MESSAGE, HAND)


class Sent(Exception):
    """Raised by the captured request: what was sent is all a test needs."""


class Session:
    """The interaction's HTTP session: notes each request and refuses it."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    def request(self, method: str, url: str, **kwargs: Any) -> Any:
        self.sent.append({"method": method, "url": url, **kwargs})
        raise Sent

    def post(self, url: str, **kwargs: Any) -> Any:
        return self.request("POST", url, **kwargs)


def pressed() -> tuple[discord.Interaction, Session]:
    """A press on the table message, as discord.py builds it, with a captured session."""
    client = discord.Client(intents=discord.Intents.none(), allowed_mentions=discord.AllowedMentions.none())
    session = Session()
    client.http._HTTPClient__session = session  # type: ignore[attr-defined]
    return discord.Interaction(data=PRESS, state=client._connection), session


async def as_bytes(request: dict[str, Any]) -> tuple[str, bytes]:
    """(content type, body) of a captured request."""
    data = request["data"]
    if isinstance(data, str):
        return request["headers"]["Content-Type"], data.encode()
    if isinstance(data, aiohttp.FormData):  # discord.py's own
        writer = data()
        return writer.content_type, await writer.as_bytes()
    return data.content_type, data._value


def same_boundary(content_type: str, body: bytes, other_type: str) -> bytes:
    """``body`` with its form's boundary replaced by the other form's."""
    mine, theirs = (re.search(r"boundary=(\w+)", c)[1] for c in (content_type, other_type))  # type: ignore[index]
    return body.replace(mine.encode(), theirs.encode())


def picture(name: str = f"mesa_{HAND}.png") -> discord.File:
    return png_file(PNG, name, alt="La mesa: Ana 10 piedras, «Órdago»")


async def both(ours: Any, theirs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """The request each way sends, from an interaction of its own."""
    sent = []
    for send in (theirs, ours):
        interaction, session = pressed()
        with pytest.raises(Sent):
            await send(interaction)
        (request,) = session.sent
        sent.append(request)
    return sent[1], sent[0]


async def assert_same_body(mine: dict[str, Any], reference: dict[str, Any]) -> None:
    assert (mine["method"], mine["url"]) == (reference["method"], reference["url"])
    their_type, their_body = await as_bytes(reference)
    my_type, my_body = await as_bytes(mine)
    if my_type.startswith("multipart/form-data"):
        assert PNG in my_body  # the picture itself is sent
        assert their_type.startswith("multipart/form-data")
        my_body = same_boundary(my_type, my_body, their_type)
    else:
        assert my_type == their_type
    assert my_body == their_body


@pytest.mark.parametrize("with_picture", [True, False], ids=["picture", "plain"])
async def test_the_answer_that_edits_the_table_is_discord_py_s(with_picture: bool) -> None:
    def view() -> discord.ui.LayoutView:
        return layout_view(SCREEN, CHANNEL, HAND, image=f"mesa_{HAND}.png" if with_picture else None, alt="Mesa")

    def files() -> dict[str, Any]:
        return {"attachments": [picture()]} if with_picture else {}

    mine, reference = await both(
        lambda i: answer_with_edit(i, view=view(), **files()),
        lambda i: i.response.edit_message(embed=None, view=view(), **files()))
    await assert_same_body(mine, reference)
    assert reference["params"] == {"with_response": "1"}
    assert mine.get("params") == ({"with_response": "true"} if with_picture else None)


async def test_the_deferred_update_is_discord_py_s() -> None:
    mine, reference = await both(acknowledge, lambda i: i.response.defer())
    await assert_same_body(mine, reference)
    assert mine.get("params") is None  # the message is not asked back


async def test_a_file_name_that_needs_quoting_is_still_discord_py_s() -> None:
    """Names we never send today (quotes, spaces) go through aiohttp's own writing."""
    def view() -> discord.ui.LayoutView:
        return layout_view(SCREEN, CHANNEL, HAND, image="a b\".png", alt="Mesa")

    mine, reference = await both(
        lambda i: answer_with_edit(i, view=view(), attachments=[picture("a b\".png")]),
        lambda i: i.response.edit_message(embed=None, view=view(), attachments=[picture("a b\".png")]))
    await assert_same_body(mine, reference)

