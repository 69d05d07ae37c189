"""Who a message pings, as Discord decides it (``mentions.py``): the examples of the Allowed
Mentions reference (discord-api-docs, ``docs/resources/message.mdx``), then the same rules on
messages a throwaway discord.py bot (not musbot) sends through the stand-in."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from discord.http import Route

from standin import BotHarness
from standin.mentions import MentionsRefused, Pinged, mentioned, pinged


def ping(users=(), roles=(), everyone=False) -> Pinged:
    return Pinged(frozenset(users), frozenset(roles), everyone)


def test_without_allowed_mentions_every_mention_in_the_content_pings():
    assert pinged("@here Hi there from <@123>, cc <@&124>", None) == ping({123}, {124}, True)
    assert pinged("<@!123> and <@123>", None) == ping({123})  # the nickname form is the same user


def test_an_interactions_message_without_allowed_mentions_pings_only_users():
    assert pinged("@everyone <@123> <@&124>", None, interaction=True) == ping({123})


def test_parse_empty_suppresses_every_mention():
    assert pinged("@everyone hi there, <@&123> <@5>", {"parse": []}) == ping()


def test_parse_users_pings_every_user_mentioned_whoever_wrote_the_name():
    assert pinged("Copa <@777> <@&300> @everyone", {"parse": ["users"]}) == ping({777})


def test_parse_and_an_empty_list_are_no_conflict():
    assert pinged("@everyone <@123> <@&124>", {"parse": ["users", "roles"], "users": []}) == ping({123}, {124})


def test_everyone_with_a_users_list_pings_everyone_and_those_users_only():
    allowed = {"parse": ["everyone"], "users": ["123", "124"]}
    assert pinged("@everyone <@123> <@124> <@125> <@&200>", allowed) == ping({123, 124}, (), True)


def test_parse_users_and_a_users_list_are_refused():
    with pytest.raises(MentionsRefused):
        pinged("<@123>", {"parse": ["users"], "users": ["123", "124"]})
    with pytest.raises(MentionsRefused):
        pinged("<@&1>", {"parse": ["roles"], "roles": ["1"]})
    with pytest.raises(MentionsRefused):
        pinged("x", {"parse": ["channels"]})


def test_a_listed_user_not_mentioned_in_the_content_is_not_pinged():
    assert pinged("<@123> Time for some memes.", {"users": ["123", "125"]}) == ping({123})


def test_roles_listed_ping_only_those_roles():
    assert pinged("<@&1> <@&2> <@3>", {"parse": [], "roles": ["2"]}) == ping((), {2})


def test_a_reply_pings_its_author_only_when_asked_or_by_default():
    assert pinged("hola", None, replied_author=9) == ping({9})
    assert pinged("hola", {"parse": []}, replied_author=9) == ping()
    assert pinged("hola", {"parse": [], "replied_user": True}, replied_author=9) == ping({9})


def test_what_is_written_is_not_what_pings():
    assert mentioned("**x** `<@1>` @here") == ping({1}, (), True)  # markdown does not hide a mention
    assert not mentioned("no mention here: user@example.org")


# ------------------------------------------------------------------ through the stand-in

eco = app_commands.Group(name="eco", description="Repite")


@eco.command(name="decir", description="Repite el texto como respuesta")
async def decir(interaction: discord.Interaction, texto: str) -> None:
    await interaction.response.send_message(texto)


class Echo(commands.Bot):
    """discord.py's own default: no allowed mentions at all."""

    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.tree.add_command(eco)

    async def setup_hook(self) -> None:
        await self.tree.sync()


async def test_the_stand_in_records_who_each_message_pings(standin):
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, Echo()) as h:
        ana, bea = h.user("Ana"), h.user("Bea")
        where = h.client.get_partial_messageable(channel.id, guild_id=channel.guild_id)
        text = f"Copa <@{ana.id}> <@&300> @everyone <@{bea.id}>"
        loose = await h.run(where.send(text))  # no allowed mentions: everything written pings
        assert standin.messages[loose.id].pinged == ping({ana.id, bea.id}, {300}, True)
        meant = await h.run(where.send(text, allowed_mentions=discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(bea.id)])))
        assert standin.messages[meant.id].pinged == ping({bea.id})
        assert [u.id for u in meant.mentions] == [bea.id]  # Discord's answer names who it pinged
        await h.run(meant.edit(content=f"<@{ana.id}> nadie", allowed_mentions=discord.AllowedMentions.none()))
        assert not standin.messages[meant.id].pinged
        d = await ana.slash("eco decir", texto=text)  # an interaction's answer: users only by default
        assert d.response.pinged == ping({ana.id, bea.id})
        with pytest.raises(discord.HTTPException) as refused:
            route = Route("POST", "/channels/{channel_id}/messages", channel_id=channel.id)
            await h.run(h.client.http.request(route, json={
                "content": text, "allowed_mentions": {"parse": ["users"], "users": [str(ana.id)]}}))
        assert refused.value.status == 400
        records = standin.mentions
        assert [r.loose for r in records] == [True, False, False, True]
        assert [r.edit for r in records] == [False, False, True, False]
        assert [r.message_id for r in standin.pings()] == [loose.id, meant.id, d.response.id]
