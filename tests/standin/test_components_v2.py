"""The stand-in holds messages to Discord's components v2 rules (``message_components.py``),
proven with a throwaway discord.py bot that sends ``LayoutView`` messages and with raw payloads
Discord would refuse."""

import copy
import io

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord.http import Route

from standin import BotHarness, StandIn

from .test_standin import PNG

V2 = 1 << 15


class Seat(discord.ui.Button):
    def __init__(self, n: int, taken: bool) -> None:
        super().__init__(label="Levantarse" if taken else "Sentarse", custom_id=f"v2:seat:{n}")
        self.n = n

    async def callback(self, interaction: discord.Interaction) -> None:
        taken = set(interaction.client.taken) ^ {self.n}
        interaction.client.taken = taken
        await interaction.response.edit_message(view=Table(taken))


class Table(discord.ui.LayoutView):
    """A table as the bot lays it out: a coloured container, the moment in words, the picture
    in a gallery with its alt text, one section per seat with its button, a row of controls."""

    def __init__(self, taken: set[int]) -> None:
        super().__init__(timeout=None)
        box = discord.ui.Container(accent_colour=discord.Colour(0x2E7D32))
        box.add_item(discord.ui.TextDisplay(f"Grande · {len(taken)}/4 sentados"))
        box.add_item(discord.ui.MediaGallery(
            discord.MediaGalleryItem("attachment://mesa.png", description="La mesa vista desde arriba"),
        ))
        for n in range(4):
            box.add_item(discord.ui.Section(f"Asiento {n + 1}", accessory=Seat(n, n in taken)))
        box.add_item(discord.ui.Separator())
        row = discord.ui.ActionRow()
        row.add_item(discord.ui.Button(label="Empezar", custom_id="v2:start", disabled=len(taken) < 4))
        box.add_item(row)
        self.add_item(box)


mesa = app_commands.Group(name="v2", description="Mesa en componentes v2")


@mesa.command(description="Abre una mesa")
async def abrir(interaction: discord.Interaction) -> None:
    await interaction.response.send_message(view=Table(set()), file=discord.File(io.BytesIO(PNG), "mesa.png"))


class V2Bot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.taken: set[int] = set()
        self.tree.add_command(mesa)

    async def setup_hook(self) -> None:
        await self.tree.sync()


@pytest.fixture
async def h(standin: StandIn):
    async with BotHarness(standin, V2Bot()) as harness:
        yield harness


async def test_a_layout_view_table_is_stored_shown_and_pressed(h):
    """A v2 message is accepted, its buttons in sections and rows are pressable, and an edit
    that names no files keeps the picture its gallery shows."""
    ana, bea = h.user("Ana"), h.user("Bea")
    msg = (await ana.slash("v2 abrir")).response
    assert msg.flags & V2 and msg.content == "" and msg.embeds == []
    assert [c["type"] for c in msg.components] == [17]
    assert msg.components[0]["accent_color"] == 0x2E7D32
    assert "Grande · 0/4 sentados" in msg.text and "Asiento 4" in msg.text
    assert [a.filename for a in msg.shown_attachments] == ["mesa.png"]
    assert msg.custom_ids == ["v2:seat:0", "v2:seat:1", "v2:seat:2", "v2:seat:3", "v2:start"]
    await bea.press(msg, custom_id="v2:seat:2")
    assert "Grande · 1/4 sentados" in msg.text and msg.edits == 1
    assert msg.flags & V2
    assert [a.data for a in msg.shown_attachments] == [PNG]


def _text(content: str) -> dict:
    return {"type": 10, "content": content}


def _button(cid: str, label: str = "Sí") -> dict:
    return {"type": 2, "style": 1, "label": label, "custom_id": cid}


def _section(*texts: str, accessory: dict | None = None) -> dict:
    c: dict = {"type": 9, "components": [_text(t) for t in texts]}
    if accessory is not None:
        c["accessory"] = accessory
    return c


def _gallery(*urls: str, description: str | None = None) -> dict:
    items = []
    for url in urls:
        item: dict = {"media": {"url": url}}
        if description is not None:
            item["description"] = description
        items.append(item)
    return {"type": 12, "items": items}


def _box(*children: dict, **extra) -> dict:
    return {"type": 17, "components": list(children), **extra}


GOOD = {"flags": V2, "components": [_box(_text("Mesa"), _section("Ana", accessory=_button("a")),
                                         {"type": 1, "components": [_button("b"), _button("c")]},
                                         accent_color=0xFFFFFF)]}

# Each payload breaks one of Discord's documented rules; ``where`` is the start of the path
# Discord's Invalid Form Body answer points at.
REFUSED = {
    "content with the flag": (
        {"flags": V2, "content": "hola", "components": [_text("Mesa")]}, "content"),
    "embeds with the flag": (
        {"flags": V2, "embeds": [{"title": "Mesa"}], "components": [_text("Mesa")]}, "content"),
    "v2 layout without the flag": (
        {"components": [_text("Mesa")]}, "components.0.type"),
    "41 components": (
        {"flags": V2, "components": [_box(*[_text(str(i)) for i in range(40)])]}, "components"),
    "41 components, nested in sections": (
        {"flags": V2, "components": [_section("a", "b", "c", accessory=_button(f"s{i}")) for i in range(8)]
         + [_text("x")]}, "components"),
    "4,001 characters of text": (
        {"flags": V2, "components": [_text("x" * 2000), _box(_text("y" * 2001))]}, "components.1.components.0.content"),
    "four texts in a section": (
        {"flags": V2, "components": [_section("a", "b", "c", "d", accessory=_button("a"))]}, "components.0.components"),
    "a section without accessory": (
        {"flags": V2, "components": [_section("a")]}, "components.0.accessory"),
    "a text display as accessory": (
        {"flags": V2, "components": [_section("a", accessory=_text("b"))]}, "components.0.accessory.type"),
    "a thumbnail at the top": (
        {"flags": V2, "components": [{"type": 11, "media": {"url": "https://x/y.png"}}]}, "components.0.type"),
    "a button outside a row": (
        {"flags": V2, "components": [_button("a")]}, "components.0.type"),
    "a container in a container": (
        {"flags": V2, "components": [_box(_box(_text("a")))]}, "components.0.components.0.type"),
    "an empty gallery": (
        {"flags": V2, "components": [{"type": 12, "items": []}]}, "components.0.items"),
    "eleven pictures in a gallery": (
        {"flags": V2, "components": [_gallery(*["https://x/y.png"] * 11)]}, "components.0.items"),
    "alt text of 1,025 characters": (
        {"flags": V2, "components": [_gallery("https://x/y.png", description="a" * 1025)]},
        "components.0.items.0.description"),
    "a file from the web": (
        {"flags": V2, "components": [{"type": 13, "file": {"url": "https://x/y.zip"}}]}, "components.0.file.url"),
    "a picture that was never uploaded": (
        {"flags": V2, "components": [_gallery("attachment://mesa.png")]}, "components.0.items.0.media.url"),
    "a duplicated custom_id": (
        {"flags": V2, "components": [_section("a", accessory=_button("dup")),
                                     {"type": 1, "components": [_button("dup")]}]}, "components.1.components.0.custom_id"),
    "a custom_id of 101 characters": (
        {"flags": V2, "components": [{"type": 1, "components": [_button("x" * 101)]}]},
        "components.0.components.0.custom_id"),
    "six buttons in a row": (
        {"flags": V2, "components": [{"type": 1, "components": [_button(str(i)) for i in range(6)]}]},
        "components.0.components"),
    "a select beside a button": (
        {"flags": V2, "components": [{"type": 1, "components": [
            _button("a"), {"type": 3, "custom_id": "s", "options": [{"label": "1", "value": "1"}]}]}]},
        "components.0.components"),
    "a separator of spacing 3": (
        {"flags": V2, "components": [_text("a"), {"type": 14, "spacing": 3}]}, "components.1.spacing"),
    "an accent beyond RGB": (
        {"flags": V2, "components": [_box(_text("a"), accent_color=0x1000000)]}, "components.0.accent_color"),
    "an unknown component type": (
        {"flags": V2, "components": [{"type": 99}]}, "components.0.type"),
}


async def _post(h, standin: StandIn, payload: dict) -> dict:
    channel_id = next(iter(standin.channels))
    return await h.client.http.request(Route("POST", "/channels/{channel_id}/messages", channel_id=channel_id),
                                       json=payload)


async def test_a_good_v2_payload_is_accepted(h, standin):
    data = await _post(h, standin, copy.deepcopy(GOOD))
    assert data["flags"] & V2 and data["components"] == GOOD["components"]


@pytest.mark.parametrize("case", list(REFUSED))
async def test_what_discord_refuses_is_refused_with_its_error_shape(h, standin, case):
    payload, where = REFUSED[case]
    with pytest.raises(discord.HTTPException) as err:
        await _post(h, standin, copy.deepcopy(payload))
    assert (err.value.status, err.value.code) == (400, 50035)
    assert f"In {where}" in err.value.text, err.value.text
    channel = next(iter(standin.channels.values()))
    assert standin.channel_messages(channel) == []


async def test_forty_components_and_four_thousand_characters_are_accepted(h, standin):
    """The limits are inclusive: 40 components (a container and 39 texts) of 4,000 characters."""
    texts = [_text("x" * 100) for _ in range(39)] + []
    texts[0] = _text("x" * (4000 - 100 * 38))
    await _post(h, standin, {"flags": V2, "components": [_box(*texts)]})


async def test_an_edit_cannot_take_the_flag_off_but_may_put_it_on(h, standin):
    channel = h.client.get_channel(next(iter(standin.channels)))
    legacy = await channel.send("Mesa")
    new = await legacy.edit(content=None, view=Table(set()), attachments=[discord.File(io.BytesIO(PNG), "mesa.png")])
    assert new.flags.components_v2
    route = Route("PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=channel.id, message_id=new.id)
    with pytest.raises(discord.HTTPException) as err:
        await h.client.http.request(route, json={"flags": 0, "components": []})
    assert (err.value.status, err.value.code) == (400, 50035) and "In flags" in err.value.text
    with pytest.raises(discord.HTTPException) as err:  # and a v2 message takes no content
        await h.client.http.request(route, json={"content": "hola"})
    assert "In content" in err.value.text
    assert standin.messages[new.id].flags & V2


async def test_an_edit_must_keep_the_picture_its_gallery_shows(h, standin):
    """Dropping the attachment a gallery points at is refused: ``attachments: []`` on an edit
    removes the file, and the gallery's reference would name nothing."""
    msg = (await h.user("Ana").slash("v2 abrir")).response
    route = Route("PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=msg.channel_id, message_id=msg.id)
    with pytest.raises(discord.HTTPException) as err:
        await h.client.http.request(route, json={"attachments": []})
    assert "In components.0.components.1.items.0.media.url" in err.value.text
    assert [a.filename for a in msg.shown_attachments] == ["mesa.png"]


async def test_the_refusal_is_discords_json_error_tree(h, standin):
    """What a client reads: ``message``, ``code`` 50035 and an ``errors`` tree down to the field,
    ending in ``_errors`` with Discord's code and message."""
    channel_id = next(iter(standin.channels))
    payload = {"flags": V2, "components": [_box(_text("a"), accent_color=0x1000000)]}
    async with aiohttp.ClientSession() as session:
        async with session.post(f"{standin.api_url}/channels/{channel_id}/messages", json=payload,
                                headers={"Authorization": f"Bot {standin.bot_token}"}) as response:
            status, body = response.status, await response.json()
    assert status == 400 and body["code"] == 50035 and body["message"] == "Invalid Form Body"
    [error] = body["errors"]["components"]["0"]["accent_color"]["_errors"]
    assert set(error) == {"code", "message"} and error["code"]
