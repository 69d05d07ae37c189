"""The stand-in, proven with a throwaway discord.py bot (not musbot).

The bot has a ``/mus`` group: ``hola`` (ephemeral reply), ``mesa`` (public
message with a PNG and a persistent view + DynamicItem button), ``anuncio``
(deferred answer + channel message with a file). Everything goes through the
real discord.py client and HTTP stack; nothing sleeps.
"""

import io
import logging
import re
import struct
import zlib

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord.http import Route

from standin import BotHarness, Clock, RateLimit, StandIn

log = logging.getLogger("throwaway-bot")


def _png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)  # 1x1 RGB
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\x00\xc8\x10\x2e")) + chunk(b"IEND", b"")


PNG = _png()


class Envido(discord.ui.DynamicItem[discord.ui.Button], template=r"mus:envido:(?P<n>\d+)"):
    """State lives in the custom_id, so the button works after a restart."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label="Envido", custom_id=f"mus:envido:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = Mesa()
        view.add_item(Envido(self.n + 1))
        await interaction.response.edit_message(content=f"envido {self.n + 1}", view=view)


class Apodo(discord.ui.Modal, title="Apuntarse"):
    apodo = discord.ui.TextInput(label="Apodo", custom_id="apodo")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"apuntado {self.apodo.value}", ephemeral=True)


class Mesa(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="mus:apuesta",
        placeholder="Apuesta",
        options=[discord.SelectOption(label="2", value="2"), discord.SelectOption(label="5", value="5")],
    )
    async def apuesta(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_message(f"apuestas {select.values[0]}", ephemeral=True)

    @discord.ui.button(label="Apuntarse", custom_id="mus:apuntarse")
    async def apuntarse(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_modal(Apodo())

    @discord.ui.button(label="Pasar", custom_id="mus:pasar")
    async def pasar(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        pass  # forgets to answer: the harness must notice


class Cerrar(discord.ui.View):
    """A view with a timeout: its timer task must not make the harness wait."""

    def __init__(self) -> None:
        super().__init__(timeout=60)

    @discord.ui.button(label="Cerrar")
    async def cerrar(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer()
        await interaction.delete_original_response()


mus = app_commands.Group(name="mus", description="Jugar al mus")


@mus.command(description="Saludo privado")
async def hola(interaction: discord.Interaction, nombre: str | None = None) -> None:
    interaction.client.last_interaction = interaction
    text = f"Kaixo {nombre or interaction.user.display_name}"
    await interaction.response.send_message(text, ephemeral=True, view=Cerrar())


@mus.command(description="Abre una mesa")
async def mesa(interaction: discord.Interaction) -> None:
    view = Mesa()
    view.add_item(Envido(0))
    await interaction.response.send_message("Mesa abierta", file=discord.File(io.BytesIO(PNG), "mesa.png"), view=view)


@mus.command(description="Anuncia en el canal")
async def anuncio(interaction: discord.Interaction, texto: str) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        await interaction.channel.send(texto, file=discord.File(io.BytesIO(PNG), "anuncio.png"))
    except discord.Forbidden as exc:
        await interaction.followup.send(f"no puedo: {exc.code}", ephemeral=True)
    else:
        await interaction.followup.send("anunciado", ephemeral=True)


@mus.command(description="Usa una ruta que el stand-in no tiene")
async def roto(interaction: discord.Interaction) -> None:
    await interaction.response.defer()
    await interaction.followup.fetch()  # GET /webhooks/{id}/{token}: 501, which discord.py retries


class ThrowawayBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.app_errors: list[Exception] = []
        self.last_interaction: discord.Interaction | None = None
        self.tree.add_command(mus)
        self.tree.error(self.on_app_command_error)

    async def setup_hook(self) -> None:
        self.add_view(Mesa())
        self.add_dynamic_items(Envido)
        await self.tree.sync()

    async def on_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        self.app_errors.append(error)
        log.error("command failed: %r", error)


@pytest.fixture
async def h(standin: StandIn):
    async with BotHarness(standin, ThrowawayBot()) as harness:
        yield harness


async def test_slash_command_reply_is_ephemeral_to_its_user(h):
    alice, bob = h.user("Alice"), h.user("Bob")
    d = await alice.slash("mus hola", nombre="Ane")
    msg = d.response
    assert d.interaction.response_type == 4
    assert msg.content == "Kaixo Ane"
    assert msg.ephemeral and msg.flags & 64 and msg.visible_to == {alice.id}
    assert msg in alice.sees() and msg not in bob.sees()
    with pytest.raises(AssertionError, match="cannot see"):
        await bob.press(msg, "Cerrar")
    d = await alice.press(msg, "Cerrar")  # deferred update, then DELETE @original
    assert d.interaction.response_type == 6 and msg.deleted and alice.sees() == []


async def test_public_message_with_png_and_button(h, standin):
    alice, bob = h.user("Alice"), h.user("Bob")
    msg = (await alice.slash("mus mesa")).response
    assert not msg.ephemeral and msg.visible_to is None and msg in bob.sees()
    assert [(a.filename, a.data) for a in msg.attachments] == [("mesa.png", PNG)]
    assert msg.custom_ids == ["mus:apuesta", "mus:apuntarse", "mus:pasar", "mus:envido:0"]
    # The bot can read it back through the channel and download the file.
    fetched = await h.client.get_channel(msg.channel_id).fetch_message(msg.id)
    assert await fetched.attachments[0].read() == PNG


async def test_button_press_reaches_dynamic_item_and_edit_is_recorded(h):
    alice, bob = h.user("Alice"), h.user("Bob")
    msg = (await alice.slash("mus mesa")).response
    d = await bob.press(msg, "Envido")
    assert d.interaction.response_type == 7 and d.response is msg
    assert msg.content == "envido 1" and msg.edits == 1
    assert msg.history[0]["content"] == "Mesa abierta"
    assert msg.attachments[0].data == PNG  # an edit without attachments keeps them
    await bob.press(msg, custom_id=re.compile(r"^mus:envido:\d+$"))
    assert msg.content == "envido 2" and msg.edits == 2


async def test_select_and_modal_round_trip(h):
    alice, bob = h.user("Alice"), h.user("Bob")
    msg = (await alice.slash("mus mesa")).response
    d = await bob.choose(msg, "5")
    assert d.response.content == "apuestas 5" and d.response.visible_to == {bob.id}
    d = await bob.press(msg, "Apuntarse")
    assert d.interaction.response_type == 9 and d.modal["title"] == "Apuntarse" and d.response is None
    d = await bob.submit({"apodo": "Txapeldun"})
    assert d.response.content == "apuntado Txapeldun" and d.response.ephemeral
    assert bob.open_modal is None


async def test_buttons_survive_a_bot_restart(standin):
    async with BotHarness(standin, ThrowawayBot()) as first:
        msg = (await first.user("Alice").slash("mus mesa")).response
    async with BotHarness(standin, ThrowawayBot()) as second:  # same Discord, new process
        await second.user("Bob").press(msg, "Envido")
        assert msg.content == "envido 1"


async def test_harness_fails_when_the_bot_does_not_answer(h):
    alice = h.user("Alice")
    msg = (await alice.slash("mus mesa")).response
    with pytest.raises(AssertionError, match="did not answer"):
        await alice.press(msg, "Pasar")


async def test_deferred_answer_and_channel_file_upload(h):
    alice, bob = h.user("Alice"), h.user("Bob")
    d = await alice.slash("mus anuncio", texto="¡Órdago!")
    assert d.interaction.response_type == 5
    # The first followup after a "thinking" defer fills that message in.
    assert d.response.content == "anunciado" and d.response.ephemeral and not d.response.loading
    assert d.followups == []
    public = bob.sees()[-1]
    assert public.content == "¡Órdago!" and public.interaction_id is None
    assert [(a.filename, a.data) for a in public.attachments] == [("anuncio.png", PNG)]


async def test_command_sync_is_recorded(h, standin):
    assert standin.command_syncs == [(None, ["mus"])]
    mus_cmd = standin.find_command("mus", None)
    assert [o["name"] for o in mus_cmd["options"]] == ["hola", "mesa", "anuncio", "roto"]
    fetched = await h.client.tree.fetch_commands()
    assert [(c.name, c.id) for c in fetched] == [("mus", int(mus_cmd["id"]))]
    guild = discord.Object(next(iter(standin.guilds)))
    h.client.tree.copy_global_to(guild=guild)
    await h.client.tree.sync(guild=guild)
    assert standin.command_syncs[-1] == (guild.id, ["mus"])
    await h.client.tree.sync()  # re-sync keeps the command id, as Discord does
    assert standin.find_command("mus", None)["id"] == mus_cmd["id"]


async def test_unknown_routes_answer_501(h, standin):
    with pytest.raises(discord.HTTPException) as err:
        await h.client.http.request(Route("GET", "/voice/regions"))
    assert err.value.status == 501 and "GET /api/v10/voice/regions" in err.value.text
    channel_id = next(iter(standin.channels))
    with pytest.raises(discord.HTTPException) as err:  # known path, unknown method
        await h.client.http.request(Route("POST", "/channels/{channel_id}", channel_id=channel_id))
    assert err.value.status == 501
    with pytest.raises(discord.HTTPException) as err:  # a known route's path and one more segment
        await h.client.http.request(Route("GET", "/channels/{channel_id}/messages/1/2", channel_id=channel_id))
    assert err.value.status == 501
    assert standin.unhandled == ["GET /api/v10/voice/regions", f"POST /api/v10/channels/{channel_id}",
                                 f"GET /api/v10/channels/{channel_id}/messages/1/2"]
    standin.unhandled.clear()  # else the harness fails the test on exit, by design


async def test_routes_are_matched_in_their_order(h, standin):
    """``/users/@me`` is the bot itself, not a user whose id is "@me"; any other id is a user
    (each API path is matched only against the routes of its first segment and length)."""
    me = await h.client.http.request(Route("GET", "/users/@me"))
    assert me["id"] == str(standin.bot.id)
    owner = await h.client.http.request(Route("GET", "/users/{user_id}", user_id=standin.owner.id))
    assert owner["username"] == "owner"
    with pytest.raises(discord.NotFound):
        await h.client.http.request(Route("GET", "/users/{user_id}", user_id=1))


async def test_unknown_webhook_route_fails_fast_instead_of_retrying(h, standin):
    # discord.py's webhook adapter retries 5xx with 1+3+5+7+9 s of real sleep;
    # the harness stops waiting at the first 501 and names the route.
    with pytest.raises(AssertionError, match=r"cannot serve the bot: GET /api/v10/webhooks/"):
        await h.user("Alice").slash("mus roto")
    standin.unhandled.clear()


async def test_invalid_form_body(h, standin):
    channel = h.client.get_channel(next(iter(standin.channels)))
    with pytest.raises(discord.HTTPException) as err:
        await channel.send("x" * 2001)
    assert (err.value.status, err.value.code) == (400, 50035)


@pytest.mark.parametrize("headers", [True, False], ids=["with-headers", "hidden-limit"])
async def test_burst_on_one_channel_gets_429_and_is_waited_out(h, standin, headers):
    standin.clock = Clock(frozen=True)  # the 5 s window cannot pass by itself
    standin.rate_limit = RateLimit(limit=5, per=5.0, retry_after=0.01, headers=headers)
    channel_rec = next(iter(standin.channels.values()))
    channel = h.client.get_channel(channel_rec.id)
    for i in range(8):
        await channel.send(f"jugada {i}")
    assert [m.content for m in standin.channel_messages(channel_rec)] == [f"jugada {i}" for i in range(8)]
    posts = standin.requests_to("POST", r"/channels/\d+/messages$")
    limited = [r for r in posts if r.status == 429]
    # discord.py waited out retry_after once and retried once: no retry storm.
    assert len(limited) == 1 and len(posts) == 8 + 1


async def test_answer_after_three_seconds_is_unknown_interaction(h, standin):
    alice = h.user("Alice")
    d = await alice.slash("mus hola", age=3.5, expect_ack=False, check_errors=False)
    assert not d.interaction.responded and alice.sees() == []
    [callback] = standin.requests_to("POST", rf"/interactions/{d.interaction.id}/")
    assert (callback.status, callback.code) == (404, 10062)
    error = h.client.app_errors[-1].original
    assert isinstance(error, discord.NotFound) and error.code == 10062


async def test_token_dies_after_fifteen_minutes(h, clock):
    alice = h.user("Alice")
    await alice.slash("mus hola")
    interaction = h.client.last_interaction
    await interaction.followup.send("sigo aquí", ephemeral=True)
    clock.advance(15 * 60 + 1)
    with pytest.raises(discord.HTTPException) as err:
        await interaction.followup.send("tarde", ephemeral=True)
    assert (err.value.status, err.value.code) == (401, 50027)
    with pytest.raises(discord.HTTPException) as err:
        await interaction.edit_original_response(content="tarde")
    assert (err.value.status, err.value.code) == (401, 50027)
    assert [m.content for m in alice.sees()] == ["Kaixo Alice", "sigo aquí"]


@pytest.mark.parametrize("denied", ["bot_can_send", "bot_can_attach"])
async def test_missing_permissions_is_403(h, standin, denied):
    alice = h.user("Alice")
    channel = alice.channel
    setattr(channel, denied, False)
    h.push_channel(channel)  # the bot's cache learns it, like a CHANNEL_UPDATE
    assert not getattr(h.client.get_channel(channel.id).permissions_for(h.client.get_guild(channel.guild_id).me),
                       {"bot_can_send": "send_messages", "bot_can_attach": "attach_files"}[denied])
    d = await alice.slash("mus anuncio", texto="hola")
    assert d.response.content == "no puedo: 50013"
    [post] = standin.requests_to("POST", r"/channels/\d+/messages$")
    assert (post.status, post.code) == (403, 50013)
    assert standin.channel_messages(channel) == []


async def test_wrong_token_fails_login(standin):
    with pytest.raises(discord.LoginFailure):
        await BotHarness(standin, ThrowawayBot(), token="stolen-token").start()
    assert Route.BASE == "https://discord.com/api/v10"  # restored after the failed start
