"""What servers and Discord do to a bot, as the stand-in injects them: outages, deleted
messages and channels, slow answers, redeliveries, forged presses, DMs, per-channel
permissions, threads and roles. Proven with a throwaway discord.py bot (not musbot)."""

import asyncio
import random

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from standin import AnswerGate, BotHarness, Perm, StandIn


def said(d):
    """The text an interaction answered with (a deferred answer is filled in later)."""
    return (d.followups[-1] if d.followups else d.response).content


class Turn(discord.ui.DynamicItem[discord.ui.Button], template=r"t:(?P<n>\d+)"):
    """Records the order in which presses reached the bot's code *after* answering."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"T{n}", custom_id=f"t:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        interaction.client.order.append(interaction.user.id)


class Who(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(cls=discord.ui.UserSelect, custom_id="who", placeholder="¿Con quién?")
    async def who(self, interaction: discord.Interaction, select: discord.ui.UserSelect) -> None:
        await interaction.response.send_message(",".join(u.display_name for u in select.values), ephemeral=True)


w = app_commands.Group(name="w", description="World", guild_only=True)


@w.command(description="A public message with a turn button")
async def post(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(Turn(1))
    await interaction.response.defer(ephemeral=True)
    interaction.client.posted = await interaction.channel.send("turn", view=view)
    await interaction.followup.send("posted", ephemeral=True)


@w.command(description="Edit the posted message again")
async def edit(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True)
    try:
        await interaction.client.posted.edit(content="edited")
        await interaction.followup.send("ok", ephemeral=True)
    except discord.HTTPException as exc:
        await interaction.followup.send(f"{exc.status} {exc.code}", ephemeral=True)


@w.command(description="What may I do here?")
async def perms(interaction: discord.Interaction) -> None:
    p = interaction.permissions
    await interaction.response.send_message(f"manage_channels={p.manage_channels}", ephemeral=True)


@w.command(description="Open a thread and seat someone in it")
async def hilo(interaction: discord.Interaction, who: discord.Member, private: bool = True) -> None:
    await interaction.response.defer(ephemeral=True)
    kind = discord.ChannelType.private_thread if private else discord.ChannelType.public_thread
    try:
        thread = await interaction.channel.create_thread(name="Partida 1", type=kind)
        await thread.add_user(who)
        await thread.send(f"{who.mention} sit down")
    except discord.Forbidden as exc:
        await interaction.followup.send(f"forbidden {exc.code}", ephemeral=True)
        return
    interaction.client.thread_id = thread.id
    await interaction.followup.send("opened", ephemeral=True)


@w.command(description="Give someone the champions' role")
async def corona(interaction: discord.Interaction, who: discord.Member) -> None:
    await interaction.response.defer(ephemeral=True)
    role = interaction.guild.get_role(interaction.client.role_id)
    try:
        await who.add_roles(role)
    except discord.Forbidden as exc:
        await interaction.followup.send(f"forbidden {exc.code}", ephemeral=True)
        return
    await interaction.followup.send("crowned", ephemeral=True)


@w.command(description="Tell someone privately, with a link, then edit it")
async def carta(interaction: discord.Interaction, who: discord.Member) -> None:
    await interaction.response.defer(ephemeral=True)
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label="Go", url="https://discord.com/channels/1/2/3"))
    try:
        sent = await who.send("come and play", view=view)
        await sent.edit(content="over")
    except discord.HTTPException as exc:
        await interaction.followup.send(f"{exc.status} {exc.code}", ephemeral=True)
        return
    await interaction.followup.send("sent", ephemeral=True)


@w.command(description="Pick a partner")
async def pareja(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pick", view=Who())


@app_commands.context_menu(name="Jugar al mus")
@app_commands.guild_only()
async def invite(interaction: discord.Interaction, member: discord.Member) -> None:
    await interaction.response.send_message(f"invited {member.display_name}", ephemeral=True)


@app_commands.command(name="hello", description="Works anywhere")
async def hello(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("hi", ephemeral=True)


class WorldBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.order: list[int] = []
        self.deleted: list[int] = []
        self.posted: discord.Message | None = None
        self.thread_id: int | None = None
        self.role_id = 0
        for cmd in (w, invite, hello):
            self.tree.add_command(cmd)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Turn)
        self.add_view(Who())
        await self.tree.sync()

    async def on_guild_channel_delete(self, channel) -> None:
        self.deleted.append(channel.id)

    async def on_raw_thread_delete(self, payload) -> None:
        self.deleted.append(payload.thread_id)


@pytest.fixture
async def h(standin: StandIn):
    async with BotHarness(standin, WorldBot()) as harness:
        yield harness


async def test_slow_answers_reorder_what_happens_after_them(h, standin):
    """Four presses reach the bot in order; with Discord taking 0-30 ms to answer each
    defer(), code that runs after the answer sees another order (so presses must be queued before the answer is awaited)."""
    users = [h.user(n) for n in ("Ana", "Bea", "Car", "Dan")]
    await users[0].slash("w post")
    msg = standin.messages[h.client.posted.id]
    standin.answer_gate = AnswerGate(4, order=[3, 2, 1, 0])  # the first press's answer comes back last
    await asyncio.gather(*(u.press(msg, "T1") for u in users))
    assert h.client.order == [u.id for u in reversed(users)]
    standin.answer_gate = None
    rng = random.Random(4)  # as musbot's tests use it: a seeded 0-30 ms
    standin.answer_delay = lambda: rng.uniform(0, 0.03)
    await asyncio.gather(*(u.press(msg, "T1") for u in users))
    assert sorted(h.client.order[4:]) == sorted(u.id for u in users)


async def test_an_outage_answers_503_until_it_ends(h, standin):
    ana = h.user("Ana")
    await ana.slash("w post")
    outage = standin.fail(503, 0, "Service Unavailable", method="PATCH", path=r"/channels/\d+/messages/\d+$")
    assert said(await ana.slash("w edit")) == "503 0"
    outage.stop()
    assert said(await ana.slash("w edit")) == "ok"
    assert outage.hits == 1


async def test_a_deleted_message_is_unknown(h, standin):
    ana = h.user("Ana")
    await ana.slash("w post")
    msg = standin.messages[h.client.posted.id]
    standin.delete_message(msg)
    assert said(await ana.slash("w edit")) == "404 10008"
    assert msg not in ana.sees()


async def test_a_deleted_channel_is_announced_and_gone(h, standin):
    ana = h.user("Ana")
    await h.delete_channel(ana.channel)
    assert h.client.deleted == [ana.channel.id]
    with pytest.raises(discord.NotFound):
        await h.client.http.send_message(ana.channel.id, params=discord.http.handle_message_parameters("x"))


async def test_a_redelivered_interaction_cannot_be_answered_twice(h, standin):
    ana = h.user("Ana")
    first = await ana.slash("w perms")
    again = await ana.redeliver(first, check_errors=False)
    assert again.interaction is first.interaction
    assert any("40060" in line for line in again.errors)  # the throwaway bot answers blindly


async def test_forged_presses_reach_the_bot(h, standin):
    ana = h.user("Ana")
    await ana.slash("w post")
    msg = standin.messages[h.client.posted.id]
    await ana.press_forged(msg, "t:99")
    assert h.client.order == [ana.id]


async def test_guild_only_commands_are_not_offered_in_dms(h):
    ana = h.user("Ana")
    assert not ana.offered_in_dm("w post")
    assert ana.offered_in_dm("hello")
    d = await ana.slash_in_dm("hello")
    assert d.response.content == "hi"
    with pytest.raises(AssertionError, match="does not offer"):
        await ana.slash_in_dm("w post")


async def test_interaction_permissions_include_channel_overwrites(h, standin):
    ana = h.user("Ana")
    assert "manage_channels=False" in (await ana.slash("w perms")).response.content
    ana.channel.overwrites[ana.id] = (Perm.MANAGE_CHANNELS, 0)
    assert "manage_channels=True" in (await ana.slash("w perms")).response.content


async def test_private_threads_seat_their_members_only(h, standin):
    ana, bea = h.user("Ana"), h.user("Bea")
    assert said(await ana.slash("w hilo", who=bea)) == "opened"
    thread = standin.channels[h.client.thread_id]
    assert thread.type == 12 and thread.parent_id == ana.channel.id and bea.id in thread.thread_members
    assert [m.content for m in bea.sees(thread)] == [f"<@{bea.id}> sit down"]
    assert ana.sees(thread) == []  # not a member of the private thread
    await h.delete_channel(thread)
    assert h.client.deleted == [thread.id]


async def test_threads_need_their_permission(h, standin):
    ana, bea = h.user("Ana"), h.user("Bea")
    standin.guilds[ana.channel.guild_id].bot_permissions &= ~Perm.CREATE_PRIVATE_THREADS
    assert said(await ana.slash("w hilo", who=bea)) == "forbidden 50013"
    assert said(await ana.slash("w hilo", who=bea, private=False)) == "opened"


async def test_roles_need_manage_roles_and_a_lower_position(h, standin):
    ana, bea = h.user("Ana"), h.user("Bea")
    guild = standin.guilds[ana.channel.guild_id]
    role = standin.add_role(guild, "Txapeldunak", position=2)
    h.client.role_id = role.id
    await h.ready()  # the bot learns the role
    assert said(await ana.slash("w corona", who=bea)) == "forbidden 50013"
    guild.bot_permissions |= Perm.MANAGE_ROLES
    assert said(await ana.slash("w corona", who=bea)) == "crowned"
    assert role.id in guild.members[bea.id].roles
    role.position = standin.bot_role(guild).position + 1  # moved above the bot's own role
    assert said(await ana.slash("w corona", who=bea)) == "forbidden 50013"


async def test_user_select_and_user_context_menu(h, standin):
    ana, bea = h.user("Ana"), h.user("Bea")
    msg = (await ana.slash("w pareja")).response
    assert (await ana.choose_users(msg, bea)).response.content == "Bea"
    assert (await ana.user_command("Jugar al mus", bea)).response.content == "invited Bea"


async def test_direct_messages_reach_their_person_unless_they_refuse_them(h, standin):
    """POST /users/@me/channels opens the bot's DM with a person (one channel per person);
    posting in it is seen by that person only; someone who does not accept DMs from server
    members makes the post fail with 403 50007 (discord.py: ``Forbidden``), the DM opening not."""
    ana, bea, cai = h.user("Ana"), h.user("Bea"), h.user("Cai")
    assert said(await ana.slash("w carta", who=bea)) == "sent"
    [letter] = standin.direct_messages(bea.user)
    assert letter.content == "over" and letter.history[0]["content"] == "come and play"
    assert [(c["style"], c["url"]) for c in letter.iter_components()] == [(5, "https://discord.com/channels/1/2/3")]
    assert letter.visible_to == {bea.id} and letter not in ana.sees() and standin.direct_messages(ana.user) == []
    assert said(await ana.slash("w carta", who=bea)) == "sent"
    assert len(standin.direct_messages(bea.user)) == 2
    assert len(standin.requests_to("POST", r"/users/@me/channels$")) == 1  # discord.py keeps the channel

    cai.user.accepts_dms = False
    assert said(await ana.slash("w carta", who=cai)) == "403 50007"
    assert standin.direct_messages(cai.user) == []
    assert [r.status for r in standin.requests_to("POST", r"/users/@me/channels$")] == [200, 200]
