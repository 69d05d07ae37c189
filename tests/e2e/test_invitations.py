"""Invitations through the real discord.py client and the offline stand-in:
right click a member → Apps → *Jugar al mus*. It opens a table (seating whoever invites) or uses
the open one, posts in the channel a mention of the invited person with a *Sentarse* button only
they may use, sends them a direct message in their language linking to it, and the invitation
ends (its message says why, its button goes; the direct message says why too, its link stays)
when they sit, the partida starts or the table closes. A person who refuses direct messages
gets the channel's invitation alone, and the inviter is told. Every refusal is private and
changes nothing."""

from __future__ import annotations

import logging

from standin.server import Perm

from e2e.mus_driver import Table, cid
from e2e.serving import serving
from e2e.test_partidas import reply
from musbot.i18n import t
from musbot.presenter.controls import Verb
from musbot.presenter.invitations import invitation_id, parse_invitation
from musbot.tables.invitations import Invitation
from musbot.tables.status import TableStatus

MENU = "Jugar al mus"


def _invitations(standin, channel):
    """The public messages that carry an invitation's *Sentarse* (or mention someone) now."""
    return [m for m in standin.channel_messages(channel) if m.author_id == standin.bot.id
            and (m.content.startswith("<@") or any(parse_invitation(c.get("custom_id", "")) is not None
                                                   for c in m.iter_components()))]


def _letter(standin, who, lang, invitation, *, inviter="Ana", how_key=None, name=""):
    """The invited person's one direct message, checked: its text (the invitation, or how it
    ended), and its link button to the channel's invitation, the same throughout."""
    [letter] = standin.direct_messages(who.user)
    place = {"inviter": inviter, "server": "Taberna", "channel": "mus"}
    expected = (t("invite.dm.message", lang, button=t("invite.btn.sit", lang), **place) if how_key is None
                else t("invite.dm.over", lang, how=t(how_key, lang, name=name), **place))
    assert letter.content == expected
    url = f"https://discord.com/channels/{invitation.guild_id}/{invitation.channel_id}/{invitation.id}"
    assert [(c["style"], c.get("url"), c.get("custom_id"), c["label"]) for c in letter.iter_components()] == [
        (5, url, None, t("invite.dm.link", lang))]
    assert letter.visible_to == {who.id} and not any(m.id == letter.id for m in standin.channel_messages(
        invitation.channel_id))
    return letter


def _public(standin, channel):
    return [(m.id, m.content, len(m.iter_components())) for m in standin.channel_messages(channel)]


def _seats(bot, channel):
    table = bot.tables.tables.get(channel.id)
    return None if table is None else [None if s is None else s.user_id for s in table.seats]


async def test_inviting_opens_a_table_and_only_the_invited_person_sits_as_the_partner(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        ana, bob, carla = h.user("Ana"), h.user("Bob"), h.user("Carla")
        d = await ana.user_command(MENU, bob)
        assert reply(d).ephemeral and reply(d).text == t("invite.sent_opened", "es", name="Bob")
        table = Table(standin, bot, ana.channel)
        assert table.state.status == TableStatus.WAITING and _seats(bot, ana.channel)[0] == ana.id
        [invitation] = _invitations(standin, ana.channel)
        assert invitation.visible_to is None and bob.mention in invitation.content
        assert "Ana" in invitation.content and str(table.state.message_id) in invitation.content  # a link to it
        _letter(standin, bob, "es", invitation)  # and privately, a link to the invitation
        assert standin.direct_messages(ana.user) == [] and standin.direct_messages(carla.user) == []

        # someone else's press on it: refused, privately, nothing changes
        seats = _seats(bot, ana.channel)
        d = await carla.press(invitation, t("invite.btn.sit", "es"))
        assert reply(d).ephemeral and reply(d).text == t("invite.error.not_you", "es")
        assert _seats(bot, ana.channel) == seats

        await bob.press(invitation, t("invite.btn.sit", "es"))
        assert _seats(bot, ana.channel)[2] == bob.id  # asked to play with Ana: her partner's seat
        ended = standin.messages[invitation.id]
        assert ended.content == t("invite.over.seated", "es", name="Bob") and not ended.iter_components()
        assert bob.mention not in ended.content  # the edit pings nobody again
        _letter(standin, bob, "es", invitation, how_key="invite.over.seated", name="Bob")


async def test_an_open_table_is_used_and_the_invitation_ends_when_the_partida_starts(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        ana, bob = h.user("Ana"), h.user("Bob")
        await ana.slash("mus mesa", tantos=30)
        table = Table(standin, bot, ana.channel)
        first = table.state.id
        d = await ana.user_command(MENU, bob)
        assert reply(d).text == t("invite.sent", "es", name="Bob")
        assert table.state.id == first and table.state.rules.tantos == 30  # the same table, not a new one
        [invitation] = _invitations(standin, ana.channel)
        custom_id = invitation.iter_components()[0]["custom_id"]
        for _ in range(3):
            await ana.choose(table.message(), "random", custom_id=cid(Verb.ADD_AI))
        await ana.press(table.message(), custom_id=cid(Verb.START))
        assert table.state.status == TableStatus.PLAYING
        ended = standin.messages[invitation.id]
        assert ended.content == t("invite.over.started", "es", name="") and not ended.iter_components()
        _letter(standin, bob, "es", invitation, how_key="invite.over.started")
        # the button as a stale client still shows it: it says so and seats nobody
        d = await bob.press_forged(ended, custom_id)
        assert reply(d).text == t("invite.over.started", "es", name="")
        assert bob.id not in _seats(bot, ana.channel)


async def test_the_invitation_ends_when_its_table_closes_and_a_later_table_is_another(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        ana, bob = h.user("Ana"), h.user("Bob")
        await ana.user_command(MENU, bob)
        [invitation] = _invitations(standin, ana.channel)
        custom_id = invitation.iter_components()[0]["custom_id"]
        await ana.slash("mus cerrar")
        ended = standin.messages[invitation.id]
        assert ended.content == t("invite.over.closed", "es", name="") and not ended.iter_components()
        _letter(standin, bob, "es", invitation, how_key="invite.over.closed")
        await ana.slash("mus mesa")  # a new table in the same channel: the old invitation is not for it
        d = await bob.press_forged(ended, custom_id)
        assert reply(d).text == t("invite.over.closed", "es", name="")
        assert bob.id not in _seats(bot, ana.channel)


async def test_refusals_are_private_and_change_nothing(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        ana, bob, carla, dani = h.user("Ana"), h.user("Bob"), h.user("Carla"), h.user("Dani")
        robot = standin.add_user("Robot")
        robot.bot = True
        hidden = standin.add_user("Hidden")
        standin.guilds[ana.channel.guild_id].members[hidden.id].permissions &= ~Perm.VIEW_CHANNEL

        async def refused(who, target, key, **params):
            before = (_public(standin, ana.channel), _seats(bot, ana.channel))
            d = await who.user_command(MENU, target)
            assert reply(d).ephemeral and reply(d).text == t(key, "es", **params)
            assert (_public(standin, ana.channel), _seats(bot, ana.channel)) == before

        # before any table: nothing is opened for an invitation nobody can accept
        await refused(ana, robot, "invite.error.bot")
        await refused(ana, ana, "invite.error.self")
        await refused(ana, hidden, "invite.error.cannot_see")
        assert bot.tables.tables.get(ana.channel.id) is None

        await ana.user_command(MENU, bob)
        [invitation] = _invitations(standin, ana.channel)
        link = f"https://discord.com/channels/{ana.channel.guild_id}/{ana.channel.id}/{invitation.id}"
        await refused(carla, bob, "invite.error.already_invited", name="Bob", link=link)
        await refused(bob, ana, "invite.error.seated")
        await bob.press(invitation, t("invite.btn.sit", "es"))
        await refused(carla, bob, "invite.error.seated")

        table = Table(standin, bot, ana.channel)
        await carla.press(table.message(), custom_id=cid(Verb.SIT_1))
        await dani.press(table.message(), custom_id=cid(Verb.SIT_3))
        erik = h.user("Erik")
        await refused(ana, erik, "invite.error.full")
        await ana.press(table.message(), custom_id=cid(Verb.START))
        assert table.state.status == TableStatus.PLAYING
        await refused(carla, erik, "invite.error.playing")


async def test_the_invitation_speaks_the_invited_persons_language(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (bot, h):
        ana, miren = h.user("Ana"), h.user("Miren", locale="eu")
        await miren.slash("mus idioma", idioma="eu")
        await ana.user_command(MENU, miren)
        [invitation] = _invitations(standin, ana.channel)
        assert "Anak mahai" in invitation.content  # Basque: who invites takes the ergative ending
        letter = _letter(standin, miren, "eu", invitation)
        assert letter.content.startswith("Anak musean")  # her direct message speaks Basque too
        await miren.press(invitation, t("invite.btn.sit", "eu"))
        assert standin.messages[invitation.id].content == t("invite.over.seated", "eu", name="Miren")
        _letter(standin, miren, "eu", invitation, how_key="invite.over.seated", name="Miren")


async def test_someone_who_refuses_direct_messages_gets_the_channels_invitation_alone(standin, clock, tmp_path,
                                                                                       caplog):
    caplog.set_level(logging.INFO)
    async with serving(standin, clock, tmp_path) as (bot, h):
        ana, bob = h.user("Ana"), h.user("Bob")
        bob.user.accepts_dms = False  # Discord answers 403 50007 to the bot's direct message
        d = await ana.user_command(MENU, bob)
        assert reply(d).ephemeral and reply(d).text == (t("invite.sent_opened", "es", name="Bob") + "\n"
                                                        + t("invite.dm_refused", "es", name="Bob"))
        assert standin.direct_messages(bob.user) == []
        assert [r.code for r in standin.requests if r.status == 403] == [50007]
        [invitation] = _invitations(standin, ana.channel)
        assert bob.mention in invitation.content
        await bob.press(invitation, t("invite.btn.sit", "es"))  # the channel's invitation works alone
        assert _seats(bot, ana.channel)[2] == bob.id
        assert standin.messages[invitation.id].content == t("invite.over.seated", "es", name="Bob")
    said = [r for r in caplog.records if r.name == "musbot.presenter.invite_dm"]
    assert [(r.levelno, "50007" in r.getMessage()) for r in said] == [(logging.INFO, True)]
    assert "Traceback" not in caplog.text and not [r for r in caplog.records if r.exc_info]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


async def test_the_menu_is_named_in_every_language_and_only_in_servers(standin, clock, tmp_path):
    async with serving(standin, clock, tmp_path) as (_, h):
        [menu] = [c for c in standin.commands.get(None, {}).values() if c["type"] == 2]
        assert menu["name"] == MENU
        assert menu["name_localizations"] == {
            locale: t("cmd.jugar_al_mus", lang) for locale, lang in
            (("en-US", "en"), ("en-GB", "en"), ("de", "de"), ("es-ES", "es"), ("es-419", "es"), ("fr", "fr"))}
        assert menu.get("contexts") in (None, [0]) and menu.get("dm_permission") is not True


async def test_an_ended_invitations_button_forged_onto_the_table_message_leaves_it_as_it_is(standin, clock, tmp_path):
    """An invitation that is over mends the message its button is on (it says how it
    ended and drops the button). Forged onto the table message by a modified client, that mend
    would blank the table and take its controls away: only the presser is told, privately."""
    async with serving(standin, clock, tmp_path) as (bot, h):
        ana, bob = h.user("Ana"), h.user("Bob")
        await ana.slash("mus mesa")
        table = Table(standin, bot, ana.channel)
        before = table.message()
        shown = (before.content, before.text, str(before.components))
        old = Invitation(ana.channel.id, bot.tables.tables[ana.channel.id].id + 1, bob.id, ana.id)  # not this table's
        d = await bob.press_forged(before, invitation_id(old))
        after = table.message()
        assert (after.content, after.text, str(after.components)) == shown
        answer = reply(d)
        assert answer.ephemeral and answer.text == t("invite.over.closed", "es", name="")
