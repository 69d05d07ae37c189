"""Names people type never ping anyone: whatever a tournament's, a preset's or a person's name
holds (``<@id>``, ``<@&role>``, ``@everyone``, ``@here``, markdown), every message the bot sends
or edits pings exactly the users it is for, and nobody else. The stand-in works out who Discord
would ping from each message's content and allowed mentions (``standin/mentions.py``); here each
kind of message is held to the people it is meant for, through the real discord.py client."""

from __future__ import annotations

import re

from standin import BotHarness
from standin.server import Perm

from e2e.serving import serving
from e2e.test_discord_faults import ana_at_her_turn, one_press
from e2e.test_invitations import MENU
from e2e.test_partidas import reply
from e2e.test_tournament import (
    desk,
    here,
    make_bot,
    manager,
    play_round_by_timeouts,
    press_torneo,
    sign_up_with,
    tournament_message,
)
from musbot.i18n import catalogue, t
from musbot.presenter.mentions import plain


def marker(key: str) -> str:
    """The longest fixed words of a Spanish text: what tells its messages apart."""
    return max(re.split(r"\{[^}]*\}", catalogue()["es"][key]), key=len).strip()


def said(standin, key: str) -> list:
    """The bot's mention records of the messages whose text is the catalogue's ``key``."""
    words = marker(key)
    return [r for r in standin.mentions if words in r.text]


def nobody_else(standin, meant: set[int]) -> None:
    """No message pinged a role, @everyone/@here, or a user outside ``meant``."""
    for r in standin.mentions:
        assert not r.pinged.roles and not r.pinged.everyone, r
        assert r.pinged.users <= meant, r


def hostile(h, standin, people, bystander, role, org) -> dict[int, str]:
    """Every player's display name made of mentions (of the bystander, a role, everyone, the
    organiser and another player) and markdown."""
    tokens = [f"<@{bystander.id}>", "@everyone", f"<@&{role.id}>", "**negrita**", "`código`", "||oculto||",
              f"<@{org.id}> _x_", "@here ~~y~~"]
    names = {}
    for i, p in enumerate(people):
        names[p.id] = f"{tokens[i % len(tokens)]} <@{people[(i + 3) % len(people)].id}>"
        standin.users[p.id].global_name = names[p.id]
    return names


async def test_a_tournament_of_names_made_of_mentions_pings_only_whom_each_message_is_for(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    role = standin.add_role(guild, "Todos", position=1)
    champions_role = standin.add_role(guild, "Campeones", position=1)
    guild.bot_permissions |= Perm.MANAGE_ROLES
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        bystander = h.user("Mirona")  # plays nothing: every name mentions her
        people = [h.user(f"J{i}") for i in range(8)]
        names = hostile(h, standin, people, bystander, role, org)
        name = f"Copa <@{bystander.id}> <@&{role.id}> @everyone **x**"
        d = await org.slash("mus torneo crear", nombre=name, formato="eliminatoria", cierre=30, tantos=30, juegos=1,
                            espera=10, rol=champions_role)
        assert "Torneo 1" in reply(d).text
        j = people
        for a, b in ((j[0], j[1]), (j[2], j[3])):
            d = await sign_up_with(standin, channel, a, b)
            assert "inscritos" in reply(d).text
        await sign_up_with(standin, channel, j[4], j[5], accept=False)
        for solo in j[4:]:
            await solo.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        await h.run(desk(h).settled())
        t_ = await desk(h).service.get(1)
        by_id = {u.id: u for u in people}
        semis = sorted(t_.round_matches(1), key=lambda m: m.no)
        await here(h, t_, semis[1], by_id, which=(0,))  # pair b of the second semi never comes
        await play_round_by_timeouts(h, clock, 1, by_id, 1, skip=(semis[1].no,))
        t_ = await desk(h).service.get(1)
        [final] = t_.round_matches(2)
        await play_round_by_timeouts(h, clock, 1, by_id, 2)
        await h.run(desk(h).settled())
        t_ = await desk(h).service.get(1)
        assert t_.status == "finished" and t_.champion == t_.matches[final.no].winner
        champions = set(t_.entries[t_.champion].users)
        assert all(champions_role.id in guild.members[u].roles for u in champions)

        # the sign-up invitation pings the partner asked, "ha aceptado" the one who asked
        invited = said(standin, "tourn.notice.invited")
        assert [r.pinged.users for r in invited] == [{j[1].id}, {j[3].id}, {j[5].id}]
        assert [r.pinged.users for r in said(standin, "tourn.notice.confirmed")] == [{j[0].id}, {j[2].id}]
        assert [r.pinged.users for r in said(standin, "tourn.notice.declined")] == [{j[4].id}]
        made = {frozenset(e.users) for e in t_.pairs() if e.from_solos}
        paired = [r.pinged.users for r in said(standin, "tourn.notice.paired")]
        assert len(paired) == len(made) == 2 and set(paired) == made
        # each tie's thread calls its four, and only them
        ties = {frozenset(t_.entries[m.a].users + t_.entries[m.b].users) for m in t_.matches.values()}
        called = []
        for thread in (c for c in standin.channels.values() if c.parent_id == channel.id):
            calls = [r for r in standin.mentions if r.channel_id == thread.id and "⚔️" in r.text]
            assert calls and len({r.pinged.users for r in calls}) == 1, calls
            called.append(calls[0].pinged.users)
        assert len(called) == len(ties) == 3 and set(called) == ties
        [crowned] = said(standin, "tourn.notice.champion")
        assert crowned.pinged.users == champions | {org.id}
        # nothing else pings anyone: results, the draw, rounds, the tournament message, answers
        counted = {id(r) for key in ("invited", "confirmed", "declined", "paired", "champion")
                   for r in said(standin, f"tourn.notice.{key}")}
        for r in standin.mentions:
            if id(r) not in counted and "⚔️" not in r.text:
                assert not r.pinged, r
        players = {u.id for u in people}
        nobody_else(standin, players | {org.id})
        assert set().union(*(r.pinged.users for r in standin.mentions)) == players | {org.id}
        assert bystander.id not in set().union(*(r.pinged.users for r in standin.mentions))
        # and the names show as typed, without turning the message around them bold or hidden
        assert f"**{plain(name)}**" in invited[0].text and plain(names[j[0].id]) in invited[0].text
        message = standin.messages[t_.messages["message_id"]]
        assert not message.pinged and plain(name) in message.embeds[0]["title"]


async def test_an_invitation_from_a_name_made_of_mentions_pings_the_invited_person_alone(standin, clock, tmp_path):
    """*Jugar al mus*: the channel's invitation pings the person invited, its direct message and
    every edit of either (when the invitation ends) ping nobody, whatever the inviter is called."""
    async with serving(standin, clock, tmp_path) as (bot, h):
        guild = next(iter(standin.guilds.values()))
        role = standin.add_role(guild, "Todos", position=1)
        bystander, bob = h.user("Mirona"), h.user("Bob")
        ana = h.user("Ana")
        standin.users[ana.id].global_name = f"<@{bystander.id}> <@&{role.id}> @everyone **Ana**"
        await ana.user_command(MENU, bob)
        # the one message of the channel that pings (the table it opened names Ana in its text, pinging nobody)
        [invitation] = [r for r in standin.mentions if not r.edit and r.channel_id == ana.channel.id and r.pinged]
        assert invitation.pinged.users == {bob.id} and not invitation.pinged.roles and not invitation.pinged.everyone
        assert plain(standin.users[ana.id].global_name) in invitation.text
        [letter] = standin.direct_messages(bob.user)
        assert not letter.pinged
        await bob.press(standin.messages[invitation.message_id], t("invite.btn.sit", "es"))
        assert not standin.messages[invitation.message_id].pinged and not letter.pinged  # ended: edited, no ping
        nobody_else(standin, {bob.id})


async def test_the_opener_of_a_table_that_cannot_be_shown_is_pinged_alone(standin, clock, tmp_path):
    """The presenter's word to a table's opener in the channel pings the opener, not the people
    their name mentions."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        bystander = h.user("Mirona")
        standin.users[ana.id].global_name = f"<@{bystander.id}> @everyone"
        ana.channel.bot_can_attach = False  # it can still write text
        await one_press(table, ana)
        told = [r for r in standin.mentions if "attach_files" in r.text]
        assert told and all(r.pinged.users == {ana.id} for r in told)
        nobody_else(standin, {ana.id})


async def test_a_pair_that_never_played_is_named_without_a_ping(standin, clock, tmp_path):
    """``/mus pareja``'s public answer names two people; it pings neither, nor anyone their
    names mention."""
    async with serving(standin, clock, tmp_path) as (bot, h):
        bystander = h.user("Mirona")
        ana, bob = h.user("Ana"), h.user("Bob")
        standin.users[ana.id].global_name = f"<@{bystander.id}> **Ana**"
        d = await ana.slash("mus pareja", jugador=bob)
        assert not reply(d).ephemeral and plain(f"<@{bystander.id}> **Ana**") in reply(d).text
        nobody_else(standin, set())
