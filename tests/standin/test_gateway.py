"""The stand-in's gateway: first byte by byte with a raw websocket, then with discord.py's own
client (zlib-stream, READY, presence, an interaction, a dropped connection that cannot resume).

Every wait is on a stand-in event or a websocket message, bounded; nothing sleeps.
"""

import asyncio
import json
import zlib

import aiohttp
import discord
import pytest
import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from standin.users import interaction_payload

WAIT = 10.0  # real seconds; only reached when something hangs


class RawClient:
    """A bare gateway client that inflates zlib-stream frames with one decompressobj."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.inflator = zlib.decompressobj()

    async def receive(self) -> dict:
        msg = await self.ws.receive(timeout=WAIT)
        assert msg.type is aiohttp.WSMsgType.BINARY, msg
        assert msg.data.endswith(b"\x00\x00\xff\xff")  # Z_SYNC_FLUSH: one whole message per frame
        return json.loads(self.inflator.decompress(msg.data))

    async def send(self, payload: dict) -> None:
        await self.ws.send_str(json.dumps(payload))


@pytest.fixture
async def raw(standin):
    async with aiohttp.ClientSession() as session:
        url = yarl.URL(standin.gateway.url).with_query(v="10", encoding="json", compress="zlib-stream")
        async with session.ws_connect(url) as ws:
            yield RawClient(ws)


async def test_hello_heartbeat_identify_ready(standin, raw):
    hello = await raw.receive()
    assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] > 0
    await raw.send({"op": 1, "d": None})
    assert (await raw.receive())["op"] == 11
    await raw.send({"op": 2, "d": {"token": standin.bot_token, "intents": 1, "properties": {}}})
    ready = await raw.receive()
    assert (ready["op"], ready["t"], ready["s"]) == (0, "READY", 1)
    (guild,) = ready["d"]["guilds"]
    assert guild["channels"] and guild["members"] and guild["unavailable"] is False
    assert ready["d"]["user"]["id"] == str(standin.bot.id)
    assert standin.gateway.current.session_id == ready["d"]["session_id"]
    seq = await standin.gateway.dispatch("GUILD_UPDATE", standin.guild_json(next(iter(standin.guilds.values()))))
    update = await raw.receive()
    assert (update["t"], update["s"], seq) == ("GUILD_UPDATE", 2, 2)
    await raw.send({"op": 3, "d": {"status": "online", "activities": [], "since": 0, "afk": False}})
    await standin.wait_until(lambda: standin.gateway.presences, timeout=WAIT, what="the presence")
    assert not standin.problems


async def test_a_wrong_token_is_closed_with_4004(standin, raw):
    await raw.receive()
    await raw.send({"op": 2, "d": {"token": "stolen", "properties": {}}})
    msg = await raw.ws.receive(timeout=WAIT)
    assert msg.type is aiohttp.WSMsgType.CLOSE and msg.data == 4004
    assert standin.gateway.current is None


async def test_resume_is_answered_invalid_session_and_unknown_ops_are_problems(standin, raw):
    await raw.receive()
    await raw.send({"op": 6, "d": {"token": standin.bot_token, "session_id": "old", "seq": 7}})
    invalid = await raw.receive()
    assert (invalid["op"], invalid["d"]) == (9, False)  # not resumable: identify again
    await raw.send({"op": 8, "d": {"guild_id": "1", "query": "", "limit": 0}})
    await standin.wait_until(lambda: standin.unhandled, timeout=WAIT, what="the problem", strict=False)
    assert "op 8" in standin.unhandled[0]
    standin.unhandled.clear()


async def test_rest_names_the_gateway(standin):
    headers = {"Authorization": f"Bot {standin.bot_token}"}
    async with aiohttp.ClientSession(headers=headers) as session:
        async with session.get(standin.api_url + "/gateway/bot") as r:
            body = await r.json()
    assert body["url"] == standin.gateway.url and body["shards"] == 1


async def test_discord_py_connects_answers_an_interaction_and_resumes(standin, monkeypatch):
    """The real client over the websocket: zlib-stream, READY, a presence, an interaction; then
    the connection drops and it tries to RESUME, which is refused (op 9). (It would identify
    again, after the 5 s discord.py waits before any re-IDENTIFY: not worth the time here.)"""
    monkeypatch.setattr(Route, "BASE", standin.api_url)
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(standin.gateway.url))
    # guilds come complete in READY: no 2 s wait for GUILD_CREATEs
    client = discord.Client(intents=discord.Intents.none(), guild_ready_timeout=0)
    answered: asyncio.Future[discord.Interaction] = asyncio.get_running_loop().create_future()

    @client.event
    async def on_interaction(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("hola", ephemeral=True)
        answered.set_result(interaction)

    runner = asyncio.create_task(client.start(standin.bot_token))
    try:
        await asyncio.wait_for(client.wait_until_ready(), WAIT)
        first = standin.gateway.current
        assert first.compress == "zlib-stream" and first.identify["intents"] == discord.Intents.none().value
        assert [g.id for g in client.guilds] == list(standin.guilds)
        await client.change_presence(activity=discord.Game("mus"))
        await standin.wait_until(lambda: standin.gateway.presences, timeout=WAIT, what="the presence")

        ana = standin.add_user("Ana")
        channel = next(iter(standin.channels.values()))
        rec = standin.open_interaction(2, ana, channel, command_name="hola")
        payload = interaction_payload(standin, rec, {"id": "1", "name": "hola", "type": 1}, locale="es-ES")
        await standin.gateway.dispatch("INTERACTION_CREATE", payload)
        interaction = await asyncio.wait_for(answered, WAIT)
        assert interaction.user.id == ana.id and rec.responded

        await first.ws.close(code=4000)  # a resumable drop, as Discord's load balancers do
        await standin.wait_until(lambda: standin.gateway.resumes, timeout=WAIT, what="a RESUME")
        assert standin.gateway.resumes[0]["session_id"] == first.session_id
        await standin.wait_until(lambda: any(p.get("op") == 9 for p in standin.gateway.connections[-1].sent),
                                 timeout=WAIT, what="the INVALID_SESSION")
    finally:
        await client.close()
        runner.cancel()  # it may be in discord.py's 5 s wait before identifying again
        await asyncio.gather(runner, return_exceptions=True)
    assert not standin.problems
