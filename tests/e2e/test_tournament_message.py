"""One tournament, one message: ``/mus torneo crear`` posts the tournament's message once (its
name, its commitment, the sign-up buttons), that is the message stored and kept current, and
nothing else posts a second one, whatever comes at the same time (two tournaments created at
once, sign-ups and edits racing the first post). A final nobody plays ends the tournament
without champions, said in words, and gives nobody the champions' role."""

from __future__ import annotations

import asyncio

from standin import BotHarness
from standin.server import Perm

from e2e.test_partidas import reply
from e2e.test_tournament import desk, make_bot, manager, play_round_by_timeouts, press_torneo, tick
from musbot.i18n import LANGS, t


def with_buttons(standin, channel, tid: int) -> list:
    """The public messages of the channel that carry tournament ``tid``'s buttons."""
    return [m for m in standin.channel_messages(channel) if m.author_id == standin.bot.id
            and any(c.get("custom_id", "").split(":")[2:3] == [str(tid)] for c in m.iter_components()
                    if c.get("custom_id", "").startswith("torneo:"))]


async def test_creating_a_tournament_posts_one_message_and_keeps_that_one_current(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        d = await org.slash("mus torneo crear", nombre="Copa", formato="eliminatoria")
        assert "Torneo 1" in reply(d).text
        tour = await desk(h).service.get(1)
        public = [m for m in standin.channel_messages(channel) if m.author_id == standin.bot.id]
        assert [m.id for m in public] == [tour.messages["message_id"]]  # the one message, and it is stored
        message = public[0]
        assert "Copa" in message.text and tour.commitment in message.text  # the announcement itself
        ane = h.user("Ane")
        await ane.press(message, custom_id=press_torneo("solo"))
        await h.run(desk(h).settled())
        assert message.edits >= 1 and "Ane" in message.text  # that message is the one kept current
        assert with_buttons(standin, channel, 1) == [message]


async def test_creates_at_once_and_changes_racing_the_first_post_still_make_one_message_each(
        standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        ana, bea = manager(h, guild, "Ana"), manager(h, guild, "Bea")
        await asyncio.gather(ana.slash("mus torneo crear", nombre="Copa de Ana", formato="eliminatoria"),
                             bea.slash("mus torneo crear", nombre="Copa de Bea", formato="suizo"))
        svc = desk(h).service
        for tid in (1, 2):
            tour = await svc.get(tid)
            assert [m.id for m in with_buttons(standin, channel, tid)] == [tour.messages["message_id"]]

        async def race() -> None:
            """A tournament created while sign-ups and their edits pile up before Discord has
            answered its first post."""
            tour = await svc.create(guild_id=guild.id, channel_id=channel.id, organiser_id=ana.id, name="Copa 3",
                                    format="suizo", signup_closes_at=clock.epoch() + 3600)

            async def sign_up(user: int) -> None:
                await svc.sign_up_solo(tour.id, user, f"P{user}")
                desk(h).touch(tour.id)

            await asyncio.gather(desk(h).show(tour.id), *(sign_up(u) for u in range(900, 906)), desk(h).show(tour.id))

        await h.run(race())
        await h.run(desk(h).settled())
        tour = await svc.get(3)
        [message] = with_buttons(standin, channel, 3)
        assert message.id == tour.messages["message_id"] and "P905" in message.text


async def test_a_final_nobody_comes_to_ends_the_tournament_without_champions(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    champions_role = standin.add_role(guild, "Campeones", position=1)
    guild.bot_permissions |= Perm.MANAGE_ROLES
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        people = [h.user(f"F{i}") for i in range(8)]
        await org.slash("mus torneo crear", nombre="Copa", formato="eliminatoria", tantos=30, juegos=1, espera=10,
                        rol=champions_role)
        for p in people:
            await p.press(with_buttons(standin, channel, 1)[0], custom_id=press_torneo("solo"))
        await org.press(with_buttons(standin, channel, 1)[0], custom_id=press_torneo("close"))
        by_id = {u.id: u for u in people}
        await play_round_by_timeouts(h, clock, 1, by_id, 1)
        tour = await desk(h).service.get(1)
        [final] = tour.round_matches(2)
        assert final.status == "open"
        await tick(h, clock, 11 * 60)  # neither pair comes to the final
        await h.run(desk(h).settled())
        tour = await desk(h).service.get(1)
        final = tour.matches[final.no]
        assert final.finished and final.winner is None and final.walkover
        assert tour.status == "finished" and tour.champion is None
        finalists = [tour.entries[e].label for e in (final.a, final.b)]
        said = [m.text for m in standin.channel_messages(channel) if m.author_id == standin.bot.id]
        ended = [x for x in said if "sin campeones" in x]
        assert len(ended) == 1 and all(f in ended[0] for f in finalists) and f"<@{org.id}>" in ended[0]
        assert not [x for x in said if "🏆 ¡" in x or "—" in x.split("\n")[0]]  # no champions named "—"
        for lang in LANGS:  # said in words in every language
            assert "{" not in t("tourn.notice.no_champion_final", lang, tournament="Copa", pairs="A y B")
        assert not [u for u, member in guild.members.items() if champions_role.id in member.roles]  # no role
        message = standin.messages[tour.messages["message_id"]]
        assert "Sin campeones" in message.text and "Campeones:" not in message.text
        assert not list(message.iter_components())
        # its bracket still drawn, its words naming no champions
        assert message.attachments and not [a for a in message.attachments if "Campeones" in (a.description or "")]
