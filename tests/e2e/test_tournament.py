"""Tournaments on Discord (issue 13 phase 2) through the real discord.py client and the
offline stand-in: ``/mus torneo crear``, sign-up buttons (a partner picked in a user select,
confirmed by the partner; a solo entrant paired by the bot), the draw, one thread per tie with
its official table, partidas pressed as real buttons by seeded experts, a walkover, the
tournament message kept current with its pictures and alt texts, the champions' role.

Speed: tantos 30 and one juego keep partidas short; a 4-pair eliminatoria takes a few seconds."""

from __future__ import annotations

import copy
import random
import re

from standin import BotHarness
from standin.server import Perm

from e2e.mus_driver import Brain, Table, cid, play_until
from musbot.bot import MusBot
from musbot.settings import Settings
from musbot.tables.words import TableStatus, Verb


def make_bot(tmp_path, clock, seed: int = 3) -> MusBot:
    rng = random.Random(seed)
    return MusBot(Settings(db_path=str(tmp_path / "mus.db")), clock=clock.epoch, tick_seconds=None,
                  seeds=lambda: rng.getrandbits(63))


def desk(h):
    return h.client.get_cog("Torneo").desk


def reply(d):
    return d.followups[-1] if d.followups else d.response


def tournament_message(standin, channel):
    msgs = [m for m in standin.channel_messages(channel) if m.author_id == standin.bot.id
            and any(c.get("custom_id", "").startswith("torneo:") for c in m.iter_components())]
    assert msgs, "no tournament message"
    return msgs[-1]


def press_torneo(verb: str):
    return re.compile(rf"^torneo:{verb}:")


async def tick(h, clock, seconds: float) -> None:
    """Time passes: the bot's timers run (the tick loop's calls, waited for)."""
    clock.advance(seconds)
    await h.run(h.client.tables.tick())
    await h.run(desk(h).tick())
    await h.run(desk(h).settled())


async def sign_up_pair(standin, channel, a, b) -> None:
    msg = tournament_message(standin, channel)
    d = await a.press(msg, custom_id=press_torneo("pair"))
    picker = d.response
    assert picker is not None and picker.ephemeral
    d = await a.choose_users(picker, b, custom_id=press_torneo("partner"))
    assert b.user.global_name in reply(d).text
    d = await b.press(tournament_message(standin, channel), custom_id=press_torneo("confirm"))
    assert "inscritos" in reply(d).text


async def play_tie(h, thread, people, seed: int) -> None:
    """The four say they are here, then press what their seeded experts choose."""
    table = Table(h.standin, h.client, thread)
    for u in people:
        await u.press(table.message(), custom_id=cid(Verb.START))
    assert table.state.status == TableStatus.PLAYING
    by_seat = sorted(people, key=lambda u: table.state.seat_of(u.id))
    await play_until(table, by_seat, [Brain(seed + i) for i in range(4)])
    assert table.state.status == TableStatus.FINISHED


async def test_a_four_pair_eliminatoria_is_played_on_discord(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    champions_role = standin.add_role(guild, "Campeones", position=1)
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        org = h.user("Organiza")
        guild.members[org.id].permissions |= Perm.MANAGE_GUILD
        guild.bot_permissions |= Perm.MANAGE_ROLES
        names = ["Ane", "Bea", "Carlos", "Dani", "Edu", "Fede", "Gorka", "Hodei"]
        p = {n: h.user(n) for n in names}
        # a player without Manage Server cannot create one
        d = await p["Ane"].slash("mus torneo crear", nombre="Copa", formato="eliminatoria")
        assert "Gestionar servidor" in reply(d).text
        d = await org.slash("mus torneo crear", nombre="Copa de otoño", formato="eliminatoria", cierre=30,
                            tantos=30, juegos=1, espera=10, rol=champions_role)
        assert "Torneo 1" in reply(d).text
        msg = tournament_message(standin, channel)
        assert "Copa de otoño" in msg.text
        for a, b in (("Ane", "Bea"), ("Carlos", "Dani"), ("Edu", "Fede")):
            await sign_up_pair(standin, channel, p[a], p[b])
        for solo in ("Gorka", "Hodei"):  # found a partner by the bot
            d = await p[solo].press(tournament_message(standin, channel), custom_id=press_torneo("solo"))
            assert "empareja" in reply(d).text
        await h.run(desk(h).settled())
        assert "Parejas inscritas: 3" in tournament_message(standin, channel).text
        # two organisers press the same button as they both saw it: it is applied once
        org2 = h.user("Coorganiza")
        guild.members[org2.id].permissions |= Perm.MANAGE_GUILD
        seen = copy.deepcopy(tournament_message(standin, channel))
        await org.press(seen, custom_id=press_torneo("close"))
        d2 = await org2.press(seen, custom_id=press_torneo("close"))
        assert "ha cambiado" in reply(d2).text
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        assert t.status == "running" and len(t.pairs()) == 4
        msg = tournament_message(standin, channel)
        assert msg.attachments and msg.attachments[0].filename.endswith(".png")
        assert all(a.description for a in msg.attachments)  # alt texts
        # round 1: two ties, each in its thread with its official table
        ties = sorted((m for m in t.matches.values() if m.round == 1), key=lambda m: m.no)
        threads = {}
        for m in ties:
            thread_id = desk(h).tables.thread_of(1, m.no)
            assert thread_id is not None
            threads[m.no] = standin.channels[thread_id]
            assert threads[m.no].is_thread
            said = [x.text for x in standin.channel_messages(threads[m.no]) if "⚔️" in x.text]
            users = t.entries[m.a].users + t.entries[m.b].users
            assert said and all(f"<@{u}>" in said[0] for u in users)  # the four are called
        by_id = {u.id: u for u in p.values()}
        first, second = ties
        await play_tie(h, threads[first.no], [by_id[u] for u in t.entries[first.a].users + t.entries[first.b].users], 10)
        # the second tie: pair b does not come; the grace period gives pair a the walkover
        for u in t.entries[second.a].users:
            await by_id[u].press(Table(standin, h.client, threads[second.no]).message(), custom_id=cid(Verb.START))
        await tick(h, clock, 11 * 60)
        t = await desk(h).service.get(1)
        assert t.matches[second.no].walkover and t.matches[second.no].winner == second.a
        assert t.matches[first.no].finished and not t.matches[first.no].walkover
        final = next(m for m in t.matches.values() if m.round == 2)
        assert {final.a, final.b} == {t.matches[first.no].winner, second.a}
        thread = standin.channels[desk(h).tables.thread_of(1, final.no)]
        await play_tie(h, thread, [by_id[u] for u in t.entries[final.a].users + t.entries[final.b].users], 20)
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        assert t.status == "finished" and t.champion == final.winner
        champs = t.entries[t.champion].users
        assert all(champions_role.id in guild.members[u].roles for u in champs)
        text = tournament_message(standin, channel).text if any(
            c.get("custom_id", "").startswith("torneo:") for c in tournament_message(standin, channel).iter_components()
        ) else ""
        del text
        said = " ".join(m.text for m in standin.channel_messages(channel))
        assert "🏆" in said and t.entries[t.champion].label in said
