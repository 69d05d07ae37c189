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

from standin.gateway import NotDelivered, shard_of, snowflake_on_shard
from standin.process import GatewayTransport
from standin.server import ChannelRec, StandIn
from standin.users import dm_payload, interaction_payload

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


def gateway_url(standin: StandIn) -> yarl.URL:
    return yarl.URL(standin.gateway.url).with_query(v="10", encoding="json", compress="zlib-stream")


@pytest.fixture
async def raw(standin):
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(gateway_url(standin)) as ws:
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


# ------------------------------------------------------------------ shards


async def identify(raw: RawClient, standin: StandIn, shard: list[int] | None) -> aiohttp.WSMessage | dict:
    """HELLO, IDENTIFY (with ``shard`` when given); READY's payload, or the close message."""
    await raw.receive()
    data = {"token": standin.bot_token, "intents": 1, "properties": {}} | ({"shard": shard} if shard else {})
    await raw.send({"op": 2, "d": data})
    msg = await raw.ws.receive(timeout=WAIT)
    if msg.type is not aiohttp.WSMsgType.BINARY:
        return msg
    ready = json.loads(raw.inflator.decompress(msg.data))
    assert ready["t"] == "READY"
    return ready["d"]


def test_snowflakes_land_on_the_chosen_shard_and_keep_increasing():
    last = 0
    for shard in (3, 0, 3, 3, 1, 2, 0):
        value = snowflake_on_shard(shard, 4, after=last, ms=1_000)
        assert shard_of(value, 4) == shard and value > last
        last = value
    with pytest.raises(ValueError):
        snowflake_on_shard(2, 2)


async def test_gateway_bot_recommends_the_shard_count(sharded):
    headers = {"Authorization": f"Bot {sharded.bot_token}"}
    async with aiohttp.ClientSession(headers=headers) as session:
        async with session.get(sharded.api_url + "/gateway/bot") as r:
            assert (await r.json())["shards"] == 2
    uno, dos = sharded.guilds.values()
    assert (shard_of(uno.id, 2), shard_of(dos.id, 2)) == (0, 1)


@pytest.mark.parametrize("shard", [[2, 2], [0, 3], [-1, 2]])
async def test_an_invalid_shard_is_closed_with_4010(sharded, shard):
    async with aiohttp.ClientSession() as session, session.ws_connect(gateway_url(sharded)) as ws:
        msg = await identify(RawClient(ws), sharded, shard)
    assert msg.type is aiohttp.WSMsgType.CLOSE and msg.data == 4010, msg
    assert sharded.gateway.current is None


async def test_each_shard_gets_its_guilds_and_their_events_only(sharded):
    """READY of shard [i, 2] carries only shard i's guild; a guild's events and interactions go
    to its shard's connection, a DM's to shard 0's; with shard 1 down its interactions are not
    delivered (recorded, and the transport says so at once) while shard 0 carries on."""
    uno, dos = sharded.guilds.values()
    gw = sharded.gateway
    async with aiohttp.ClientSession() as session, \
            session.ws_connect(gateway_url(sharded)) as ws0, session.ws_connect(gateway_url(sharded)) as ws1:
        raw0, raw1 = RawClient(ws0), RawClient(ws1)
        ready0, ready1 = await identify(raw0, sharded, [0, 2]), await identify(raw1, sharded, [1, 2])
        assert (ready0["shard"], [g["name"] for g in ready0["guilds"]]) == ([0, 2], ["Uno"])
        assert (ready1["shard"], [g["name"] for g in ready1["guilds"]]) == ([1, 2], ["Dos"])
        conn0, conn1 = gw.current_for_shard(0), gw.current_for_shard(1)
        assert (conn0.shard, conn1.shard) == ((0, 2), (1, 2))
        assert gw.connection_for(uno.id) is conn0 and gw.connection_for(dos.id) is conn1

        await gw.dispatch("GUILD_UPDATE", sharded.guild_json(dos))
        dos_mus = next(c for c in sharded.channels.values() if c.guild_id == dos.id)
        await gw.dispatch("CHANNEL_UPDATE", sharded.channel_json(dos_mus))
        assert [(m["t"], m["s"]) for m in (await raw1.receive(), await raw1.receive())] == [
            ("GUILD_UPDATE", 2), ("CHANNEL_UPDATE", 3)]
        ana = sharded.add_user("Ana")
        rec = sharded.open_interaction(2, ana, ChannelRec(sharded.snowflake(), 0, "dm"), command_name="mus reglas")
        rec.guild_id = None
        await gw.dispatch("INTERACTION_CREATE", dm_payload(sharded, rec, {"id": "1", "name": "mus"}, locale="es-ES"))
        assert (await raw0.receive())["t"] == "INTERACTION_CREATE"  # a DM: shard 0
        assert [p["t"] for p in conn0.sent if p["op"] == 0] == ["READY", "INTERACTION_CREATE"]  # nothing of Dos

        await ws1.close()
        await sharded.wait_until(lambda: conn1.closed, timeout=WAIT, what="shard 1 to close")
        assert gw.connection_for(dos.id) is None and gw.connection_for(uno.id) is conn0
        rec = sharded.open_interaction(2, ana, dos_mus, command_name="mus mesa")
        payload = interaction_payload(sharded, rec, {"id": "1", "name": "mus"}, locale="es-ES")
        with pytest.raises(NotDelivered, match="shard 1"):
            await GatewayTransport(sharded).deliver(payload, rec)
        assert [(u.event, u.shard_id, u.data["id"]) for u in gw.undelivered] == [
            ("INTERACTION_CREATE", 1, str(rec.id))]
        with pytest.raises(AssertionError, match="shard 1"):
            await gw.dispatch("GUILD_UPDATE", sharded.guild_json(dos))  # not an interaction: a test bug
    assert not sharded.problems


async def test_an_unsharded_identify_gets_every_guild(sharded):
    async with aiohttp.ClientSession() as session, session.ws_connect(gateway_url(sharded)) as ws:
        ready = await identify(RawClient(ws), sharded, None)
        assert ready["shard"] == [0, 1] and len(ready["guilds"]) == 2
        dos = list(sharded.guilds)[1]
        assert sharded.gateway.connection_for(dos) is sharded.gateway.current


async def test_discord_py_sharded_client_gets_only_its_shard(sharded, monkeypatch):
    """discord.py's AutoShardedClient for shard 1 of 2 (what ``musbot run --shard-count 2
    --shards 1`` starts) identifies with [1, 2] and knows only shard 1's guild."""
    monkeypatch.setattr(Route, "BASE", sharded.api_url)
    monkeypatch.setattr(DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(sharded.gateway.url))
    client = discord.AutoShardedClient(intents=discord.Intents.none(), shard_count=2, shard_ids=[1],
                                       guild_ready_timeout=0)
    runner = asyncio.create_task(client.start(sharded.bot_token))
    try:
        await asyncio.wait_for(client.wait_until_ready(), WAIT)
        assert sharded.gateway.current.identify["shard"] == [1, 2]
        assert [g.name for g in client.guilds] == ["Dos"]
    finally:
        await client.close()
        await asyncio.gather(runner, return_exceptions=True)
    assert not sharded.problems


# ------------------------------------------------------------------ what the load bench changes


async def test_stored_zlib_blocks_are_still_a_zlib_stream_the_client_inflates(standin, raw):
    """``gateway.zlib_level = 0`` (the load bench: no compression work for the stand-in) sends
    stored blocks: each frame still ends in Z_SYNC_FLUSH and inflates to the message."""
    await raw.receive()  # HELLO of a connection opened at the default level
    standin.gateway.zlib_level = 0
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(gateway_url(standin)) as ws:
            stored = RawClient(ws)
            assert (await stored.receive())["op"] == 10
            await stored.send({"op": 2, "d": {"token": standin.bot_token, "intents": 1, "properties": {}}})
            msg = await ws.receive(timeout=WAIT)
            text = stored.inflator.decompress(msg.data)
            ready = json.loads(text)
    assert ready["t"] == "READY" and len(ready["d"]["guilds"]) == len(standin.guilds)
    assert len(msg.data) > len(text)  # stored, not compressed
    assert standin.gateway.connections[0].zlib_level == zlib.Z_DEFAULT_COMPRESSION
    assert not standin.problems


async def test_a_settled_report_on_the_connection_is_the_stand_ins_not_a_gateway_op(standin, raw):
    """A bot process's "done with this event" (op 1000) reaches ``standin.settled`` and is not
    taken for something the bot said to Discord (no problem, not in ``received``)."""
    await raw.receive()
    await raw.send({"op": 1000, "d": {"event": "INTERACTION_CREATE", "key": "42", "errors": ["ERROR x"]}})
    await raw.send({"op": 1, "d": None})
    assert (await raw.receive())["op"] == 11  # the heartbeat after it was handled
    assert standin.settled[("INTERACTION_CREATE", "42")] == ["ERROR x"]
    assert [p["op"] for p in standin.gateway.connections[0].received] == [1]
    assert not standin.problems
