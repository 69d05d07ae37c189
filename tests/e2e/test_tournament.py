"""Tournaments on Discord through the real discord.py client and the
offline stand-in: ``/mus torneo crear``, sign-up buttons (a partner picked in a user select,
confirmed by the partner; a solo entrant paired by the bot), the draw, one thread per tie with
its official table, partidas pressed as real buttons by seeded experts, a walkover, the
tournament message kept current with its pictures and alt texts, the champions' role.

Speed: tantos 30 and one juego keep partidas short, and most ties are played out by time-outs
once the four have come (each move then the most passive one), so the file stays quick."""

from __future__ import annotations

import contextlib
import copy
import random
import re

import pytest
from standin import BotHarness
from standin.server import Perm
from store_helpers import sql_now

from e2e.mus_driver import Brain, Table, cid, play_until
from musbot.bot import MusBot
from musbot.presenter.controls import Verb
from musbot.settings import Settings
from musbot.store.db import parse_utc
from musbot.tables.status import TableStatus
from musbot.tournaments.errors import TournamentError


def make_bot(tmp_path, clock, seed: int = 3) -> MusBot:
    rng = random.Random(seed)
    return MusBot(Settings(db_path=str(tmp_path / "mus.db")), clock=clock.epoch, tick_seconds=None,
                  seeds=lambda: rng.getrandbits(63))


def manager(h, guild, name: str):
    """A person with Manage Server."""
    user = h.user(name)
    guild.members[user.id].permissions |= Perm.MANAGE_GUILD
    return user


@contextlib.asynccontextmanager
async def solo_tournament(standin, clock, tmp_path, letter: str, **options):
    """A bot, its organiser, and an eliminatoria eight people signed up for alone."""
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        people = [h.user(f"{letter}{i}") for i in range(8)]
        await org.slash("mus torneo crear", nombre="Copa", formato="eliminatoria", **options)
        for p in people:
            await p.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))
        yield h, guild, channel, org, people


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
    # the partida is over: the tie's table is closed when the tie ends (its thread archived)
    assert table.state is None or table.state.status == TableStatus.FINISHED


async def test_a_four_pair_eliminatoria_is_played_on_discord(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    champions_role = standin.add_role(guild, "Campeones", position=1)
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
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
        # a forged press naming a tournament that is not this server's changes nothing
        d = await p["Ane"].press_forged(tournament_message(standin, channel), "torneo:close:99:0")
        assert "No existe el torneo 99" in reply(d).text
        # a player cannot close the sign-up; the organiser can
        d = await p["Ane"].press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        assert "Solo la organización" in reply(d).text
        # two organisers press the same button as they both saw it: it is applied once
        org2 = manager(h, guild, "Coorganiza")
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
        await play_round_by_timeouts(h, clock, 1, by_id, final.round)  # the final: nobody presses after coming
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        assert t.status == "finished" and t.champion == final.winner
        champs = t.entries[t.champion].users
        final_msg = standin.messages[t.messages["message_id"]]  # the same message, kept current
        assert "Campeones" in final_msg.text and not list(final_msg.iter_components())
        assert all(champions_role.id in guild.members[u].roles for u in champs)
        said = " ".join(m.text for m in standin.channel_messages(channel))
        assert "🏆" in said and t.entries[t.champion].label in said


# ---------------------------------------------------------------------------------------------
# whole tournaments: most ties played out by time-outs after the four came (each move then the
# most passive one), one pressed by seeded experts, the rest walkovers and organisers' results


async def here(h, t, m, by_id, which=(0, 1)) -> None:
    """The players of the tie's pairs in ``which`` press "I'm here" at its table."""
    thread = h.standin.channels[desk(h).tables.thread_of(t.id, m.no)]
    table = Table(h.standin, h.client, thread)
    for side in which:
        for u in t.entries[(m.a, m.b)[side]].users:
            await by_id[u].press(table.message(), custom_id=cid(Verb.START))


async def play_round_by_timeouts(h, clock, tid: int, by_id, rnd: int, skip: tuple[int, ...] = ()) -> None:
    """Every open tie of the round (but ``skip``): the four come, then nobody presses until
    its end; the ties skipped end as they will (a walkover)."""
    t = await desk(h).service.get(tid)
    ties = [m for m in t.matches.values() if m.round == rnd and m.status == "open"]
    for m in ties:
        if m.no not in skip:
            await here(h, t, m, by_id)
    for _ in range(400):
        t = await desk(h).service.get(tid)
        if all(t.matches[m.no].finished for m in ties):
            return
        await tick(h, clock, 61)
    raise AssertionError("the round did not end")


async def sign_up_with(standin, channel, a, b, accept: bool = True):
    msg = tournament_message(standin, channel)
    d = await a.press(msg, custom_id=press_torneo("pair"))
    await a.choose_users(d.response, b, custom_id=press_torneo("partner"))
    verb = "confirm" if accept else "decline"
    return await b.press(tournament_message(standin, channel), custom_id=press_torneo(verb))


async def test_an_eight_pair_liguilla_then_eliminatoria_with_a_restart(standin, clock, tmp_path):
    """A whole tournament from sign-up to champions (about a minute)."""
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    bot = make_bot(tmp_path, clock)
    h = BotHarness(standin, bot)
    await h.start()
    try:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        people = [h.user(f"J{i:02d}") for i in range(17)]
        d = await org.slash("mus torneo crear", nombre="Liguilla de invierno", formato="liguilla", cierre=30,
                            tantos=30, juegos=1, espera=10, parejas=8)
        assert "Torneo 1" in reply(d).text
        for i in range(0, 14, 2):  # seven pairs with a partner who confirms
            d = await sign_up_with(standin, channel, people[i], people[i + 1])
            assert "inscritos" in reply(d).text
        d = await sign_up_with(standin, channel, people[14], people[16], accept=False)  # one declined invitation
        assert "rechazada" in reply(d).text
        for solo in (people[14], people[15]):  # two solo entrants, paired by the bot
            await solo.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))
        await tick(h, clock, 31 * 60)  # sign-up closes by itself: the draw
        t = await desk(h).service.get(1)
        assert t.status == "running" and len(t.pairs()) == 8
        paired = [e for e in t.pairs() if e.from_solos]
        assert len(paired) == 1 and set(paired[0].users) == {people[14].id, people[15].id}
        assert people[16].id not in {u for e in t.pairs() for u in e.users}
        by_id = {u.id: u for u in people}
        # group round 1: one tie pressed by experts, one walkover, the others by time-outs
        r1 = sorted((m for m in t.matches.values() if m.round == 1), key=lambda m: m.no)
        assert len(r1) == 4 and all(m.stage.startswith("grupo") for m in r1)
        played, walkover = r1[0], r1[1]
        thread = standin.channels[desk(h).tables.thread_of(1, played.no)]
        await play_tie(h, thread, [by_id[u] for u in t.entries[played.a].users + t.entries[played.b].users], 30)
        await here(h, t, walkover, by_id, which=(1,))  # pair a never comes
        await play_round_by_timeouts(h, clock, 1, by_id, 1, skip=(walkover.no,))
        t = await desk(h).service.get(1)
        assert t.matches[walkover.no].walkover and t.matches[walkover.no].winner == walkover.b
        # the organiser corrects the tie the experts played (reported otherwise, say)
        loser = played.b if t.matches[played.no].winner == played.a else played.a
        d = await org.slash("mus torneo resultado", torneo=1, enfrentamiento=played.no,
                            ganadora=1 if loser == played.a else 2)
        assert "anotado" in reply(d).text
        t = await desk(h).service.get(1)
        assert t.matches[played.no].winner == loser and t.matches[played.no].set_by == org.id
        # group round 2 is open; the bot restarts before anyone comes
        r2 = [m for m in t.matches.values() if m.round == 2]
        threads_before = {m.no: desk(h).tables.thread_of(1, m.no) for m in r2}
        assert all(threads_before.values())
        await h.stop(check=False)
        await bot.store.close()
        bot = make_bot(tmp_path, clock, seed=4)
        h = BotHarness(standin, bot)
        await h.start()
        by_id = {u.id: h.user(u.user) for u in people}
        org = h.user(org.user)
        assert {m.no: desk(h).tables.thread_of(1, m.no) for m in r2} == threads_before  # the same threads
        await play_round_by_timeouts(h, clock, 1, by_id, 2)
        await play_round_by_timeouts(h, clock, 1, by_id, 3)
        t = await desk(h).service.get(1)
        semis = sorted((m for m in t.matches.values() if m.stage == "eliminatoria"), key=lambda m: m.no)
        assert len(semis) == 2
        # each group's first two go on (R: liguilla, K=2)
        from musbot.tournaments.formats import liguilla

        for g in liguilla.group_numbers(t):
            top = [row.pair for row in liguilla.group_table(t, g)[:2]]
            assert set(top) <= {e for m in semis for e in (m.a, m.b)}
        await play_round_by_timeouts(h, clock, 1, by_id, semis[0].round)
        t = await desk(h).service.get(1)
        final = next(m for m in t.matches.values() if m.round == semis[0].round + 1)
        await play_round_by_timeouts(h, clock, 1, by_id, final.round)
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        assert t.status == "finished" and t.champion == t.matches[final.no].winner
        # ratings moved for the players of the partidas played; the MSST scored the tournament
        champ = t.entries[t.champion].users[0]
        profile = await bot.store.stats.player_profile(guild.id, champ)
        assert profile is not None
        said = " ".join(m.text for m in standin.channel_messages(channel))
        assert t.entries[t.champion].label in said
    finally:
        await h.stop(check=False)


async def test_a_six_pair_suizo_of_three_rounds(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    bot = make_bot(tmp_path, clock, seed=5)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        people = [h.user(f"S{i:02d}") for i in range(12)]
        await org.slash("mus torneo crear", nombre="Suizo", formato="suizo", cierre=10, tantos=30, juegos=1,
                        espera=10, parejas=6, rondas=3)
        for p in people:  # everyone alone: the bot makes the six pairs
            await p.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))
        await tick(h, clock, 11 * 60)
        t = await desk(h).service.get(1)
        assert t.status == "running" and len(t.pairs()) == 6
        by_id = {u.id: u for u in people}
        for rnd in (1, 2, 3):
            await play_round_by_timeouts(h, clock, 1, by_id, rnd)
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        assert t.status == "finished"
        from musbot.tournaments.formats import format_of

        table = format_of(t.format).table(t)
        assert table[0].pair == t.champion
        assert all(row.played == 3 for row in table)  # three rounds, no byes with six pairs
        d = await people[0].slash("mus torneo ver")  # anyone may look, privately
        shown = reply(d)
        assert shown.ephemeral and "Suizo" in shown.text and "Terminado" in shown.text
        assert shown.attachments and all(a.description for a in shown.attachments)  # the standings, in words too
        for e in t.pairs():  # every partida was rated and counted as the results say
            won = sum(1 for m in t.matches.values() if m.winner == e.no)
            assert next(row.won for row in table if row.pair == e.no) == won
            for u in e.users:
                profile = await bot.store.stats.player_profile(guild.id, u)
                assert profile.stats.partidas == 3 and profile.stats.partidas_won == won
                assert profile.rating is not None
        said = " ".join(m.text for m in standin.channel_messages(channel))
        assert t.entries[t.champion].label in said


async def test_missing_thread_permissions_are_told_before_anything_is_created(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    guild.bot_permissions &= ~(Perm.CREATE_PUBLIC_THREADS | Perm.CREATE_PRIVATE_THREADS)
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        d = await org.slash("mus torneo crear", nombre="Copa", formato="eliminatoria")
        assert "create_public_threads" in reply(d).text and "No se ha creado nada" in reply(d).text
        d = await org.slash("mus torneo crear", nombre="Copa", formato="eliminatoria", privado=True)
        assert "create_private_threads" in reply(d).text
        assert await bot.store.tournaments.ids(guild_id=guild.id) == []
        assert not [m for m in standin.channel_messages(channel) if m.author_id == standin.bot.id and not m.ephemeral]


async def test_a_thread_deleted_mid_match_holds_the_tie_until_the_organiser_resumes_it(standin, clock, tmp_path):
    async with solo_tournament(standin, clock, tmp_path, "P", tantos=30, juegos=1, privado=True) as (h, guild, channel,
                                                                                                org, people):
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        t = await desk(h).service.get(1)
        by_id = {u.id: u for u in people}
        m = min((m for m in t.matches.values() if m.round == 1), key=lambda m: m.no)
        thread = standin.channels[desk(h).tables.thread_of(1, m.no)]
        users = t.entries[m.a].users + t.entries[m.b].users
        assert all(by_id[u].sees(thread) for u in users)  # a private thread: its four see it
        outsider = next(u for u in people if u.id not in users)
        assert not standin.can_see(thread, outsider.id)
        await here(h, t, m, by_id)
        assert h.client.tables.tables[thread.id].status == TableStatus.PLAYING
        # the organiser pauses the tournament: the tables' clocks stop, presses are told why
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("pause"))
        await h.run(desk(h).settled())
        table = Table(standin, h.client, thread)
        assert "pausa" in table.message().text and h.client.tables.tables[thread.id].deadline is None
        to_act = sorted(table.state.match.to_act())[0]
        d = await by_id[table.state.seats[to_act].user_id].press(table.message(), custom_id=cid(Verb.NO_MUS))
        assert "pausa" in reply(d).text
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("resume"))
        assert h.client.tables.tables[thread.id].deadline is not None
        await h.delete_channel(thread)  # a moderator deletes the thread mid-match
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        assert t.matches[m.no].held and not t.matches[m.no].finished
        assert thread.id not in h.client.tables.tables
        told = [x for x in standin.channel_messages(channel) if f"<@{org.id}>" in x.text and str(m.no) in x.text]
        assert told, "the organiser is told"
        await tick(h, clock, 3600)  # a held tie gets no walkover
        assert not (await desk(h).service.get(1)).matches[m.no].finished
        d = await org.slash("mus torneo reanudar", torneo=1, enfrentamiento=m.no)
        assert "Hecho" in reply(d).text
        new_thread = desk(h).tables.thread_of(1, m.no)
        assert new_thread is not None and new_thread != thread.id
        assert h.client.tables.tables[new_thread].status == TableStatus.PLAYING  # the four had come


async def test_the_role_named_in_config_may_organise(standin, clock, tmp_path):
    """/mus-admin config names a role whose members may organise tournaments without Manage Server."""
    guild = next(iter(standin.guilds.values()))
    role = standin.add_role(guild, "Organización", position=1)
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        admin = manager(h, guild, "Admin")
        helper, other = h.user("Ayuda"), h.user("Otro")
        guild.members[helper.id].roles.append(role.id)
        d = await helper.slash("mus torneo crear", nombre="Copa", formato="suizo")
        assert "Gestionar servidor" in reply(d).text  # no role named yet
        await admin.slash("mus-admin config", rol_torneos=role)
        d = await other.slash("mus torneo crear", nombre="Copa", formato="suizo")
        assert f"<@&{role.id}>" in reply(d).text  # the refusal names the role
        d = await helper.slash("mus torneo crear", nombre="Copa", formato="suizo", reyes=4, vacas=1)
        assert "Torneo 1" in reply(d).text
        t = await desk(h).service.get(1)
        assert t.options.rules["reyes"] == 4 and t.options.rules["vacas"] == 1  # every /mus mesa option


async def test_organisers_remove_a_pair_and_replace_a_player_by_number(standin, clock, tmp_path):
    """The tournament message lists the pairs and the ties being played with their numbers (and
    threads); /mus torneo retirar and sustituir take those numbers."""
    async with solo_tournament(standin, clock, tmp_path, "R") as (h, guild, channel, org, people):
        substitute = h.user("Suplente")
        await h.run(desk(h).settled())
        assert "`1` R0 (busca compañero)" in tournament_message(standin, channel).text
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        text = tournament_message(standin, channel).text
        ties = sorted((m for m in t.matches.values() if m.round == 1), key=lambda m: m.no)
        for m in ties:  # each tie with its number and its thread
            assert f"`{m.no}` {t.entries[m.a].label} – {t.entries[m.b].label} · <#{desk(h).tables.thread_of(1, m.no)}>" in text
        first, second = ties
        d = await people[0].slash("mus torneo retirar", torneo=1, pareja=first.a)
        assert "Solo la organización" in reply(d).text
        d = await org.slash("mus torneo retirar", torneo=1, pareja=first.a)
        assert "Hecho" in reply(d).text
        t = await desk(h).service.get(1)
        assert t.matches[first.no].walkover and t.matches[first.no].winner == first.b
        leaving = t.entries[second.a].users[0]
        d = await org.slash("mus torneo sustituir", torneo=1, pareja=second.a, sale=h.user(standin.users[leaving]).user,
                            entra=substitute)
        assert "Hecho" in reply(d).text
        t = await desk(h).service.get(1)
        assert substitute.id in t.entries[second.a].users and leaving not in t.entries[second.a].users
        d = await org.slash("mus torneo retirar", torneo=1, pareja=99)
        assert "no está en esa pareja" in reply(d).text


async def test_an_organiser_of_another_server_cannot_press_this_servers_tournament(standin, clock, tmp_path):
    """Presses carry the tournament's number: one forged in another server is refused there."""
    guild = next(iter(standin.guilds.values()))
    other_guild = standin.add_guild("Otra taberna")
    other_channel = standin.add_channel(other_guild, "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        await org.slash("mus torneo crear", nombre="Copa", formato="suizo")
        intruder = h.user("Intrusa", channel=other_channel)
        other_guild.members[intruder.id].permissions |= Perm.MANAGE_GUILD
        await intruder.slash("mus torneo crear", nombre="Otra copa", formato="suizo")
        theirs = tournament_message(standin, other_channel)
        version = (await desk(h).service.get(1)).version
        d = await intruder.press_forged(theirs, f"torneo:cancel:1:{version}")
        assert "No existe el torneo 1" in reply(d).text
        assert (await desk(h).service.get(1)).status == "signup"


async def test_a_tournament_takes_the_servers_preset_with_the_options_given_on_top(standin, clock, tmp_path):
    """/mus torneo crear preset: takes one of the server's presets (the same
    order as /mus mesa: the server's defaults, the preset, the options given); an unknown preset
    creates nothing and lists the server's names."""
    guild = next(iter(standin.guilds.values()))
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        await org.slash("mus-admin config", guardar_preset="Liga", reyes=4, tantos=30, juegos=3, segundos=45)
        d = await org.slash("mus torneo crear", nombre="Copa", formato="suizo", preset="Ligga")
        assert "Liga" in reply(d).text and "Torneo" not in reply(d).text
        with pytest.raises(TournamentError):
            await desk(h).service.get(1)  # nothing was created
        d = await org.slash("mus torneo crear", nombre="Copa", formato="suizo", preset="liga", juegos=1)
        assert "Torneo 1" in reply(d).text
        t = await desk(h).service.get(1)
        assert (t.options.rules["reyes"], t.options.rules["tantos"], t.options.rules["juegos"]) == (4, 30, 1)
        assert t.options.seconds == 45


def ended_in_thread(standin, thread, winner: str) -> None:
    """A tie that has ended: its result is the last thing said in its thread (the winner
    named), and the thread is archived and locked, so nobody plays on in it."""
    said = [m.text for m in standin.channel_messages(thread) if m.author_id == standin.bot.id and not m.ephemeral]
    assert winner in said[-1], said[-1]
    assert thread.archived and thread.locked
    table_msg = next(m for m in standin.channel_messages(thread) if m.author_id == standin.bot.id)
    assert not table_msg.custom_ids  # no button left on its table


def expected_liga_order(t) -> list[int]:
    """The liga's standings worked out from the stored results alone (matches won,
    then head to head among the pairs level on matches won, then juego difference, then tantos
    difference; a walkover: won and lost with no juegos and no tantos)."""
    won, jd, td = {}, {}, {}
    for e in t.pairs():
        won[e.no] = jd[e.no] = td[e.no] = 0
    done = [m for m in t.matches.values() if m.finished and m.b is not None]
    for m in done:
        if m.winner is not None:
            won[m.winner] += 1
        for me, k in ((m.a, 0), (m.b, 1)):
            jd[me] += m.juegos[k] - m.juegos[1 - k]
            td[me] += m.tantos[k] - m.tantos[1 - k]
    h2h = {p: sum(1 for m in done if m.winner == p and won[m.a] == won[m.b]) for p in won}
    return sorted(won, key=lambda p: (-won[p], -h2h[p], -jd[p], -td[p], t.entries[p].seed))


async def test_a_four_pair_liga_of_three_jornadas(standin, clock, tmp_path):
    """``liga``: one jornada a day opens by the clock, its ties playable any
    time inside it; one tie played by seeded experts, one walkover (a pair never came in the
    whole jornada: the jornada is a liga tie's grace period), one tie the four began but did not
    finish in its jornada (the organiser is told; it is played on while the next jornada runs);
    the standings come out as the results say, with the liga's tie-breaks."""
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock, seed=7)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        people = [h.user(f"L{i}") for i in range(8)]
        d = await org.slash("mus torneo crear", nombre="Liga de los jueves", formato="liga", cierre=10, tantos=30,
                            juegos=1, espera=10, parejas=4, jornada=24)
        assert "Torneo 1" in reply(d).text
        for i in range(0, 8, 2):
            d = await sign_up_with(standin, channel, people[i], people[i + 1])
            assert "inscritos" in reply(d).text
        await tick(h, clock, 11 * 60)
        t = await desk(h).service.get(1)
        assert t.status == "running" and t.format == "liga" and t.options.format_options["period_hours"] == 24
        by_id = {u.id: u for u in people}
        stages = {m.stage for m in t.matches.values()}
        assert stages == {"jornada 1", "jornada 2", "jornada 3"} and len(t.matches) == 6  # every pair meets once
        rounds = {r: sorted(t.round_matches(r), key=lambda m: m.no) for r in (1, 2, 3)}
        assert all(m.status == "open" for m in rounds[1])
        assert all(m.status == "pending" for m in rounds[2] + rounds[3])  # later jornadas wait for their day
        played, walkover = rounds[1]
        thread = standin.channels[desk(h).tables.thread_of(1, played.no)]
        await play_tie(h, thread, [by_id[u] for u in t.entries[played.a].users + t.entries[played.b].users], 40)
        await h.run(desk(h).settled())
        ended_in_thread(standin, thread, t.entries[t.matches[played.no].winner].label)
        walkover_thread = standin.channels[desk(h).tables.thread_of(1, walkover.no)]
        await here(h, t, walkover, by_id, which=(0,))  # pair b never comes
        assert not walkover_thread.archived
        await tick(h, clock, 3 * 3600)  # hours pass inside the jornada: a liga tie waits (no 15-minute walkover)
        t = await desk(h).service.get(1)
        assert t.matches[walkover.no].status == "open" and not t.matches[walkover.no].held
        assert all(m.status == "pending" for m in rounds[2])
        await tick(h, clock, 21 * 3600 + 1)  # the jornada's end: jornada 2 opens
        t = await desk(h).service.get(1)
        assert t.matches[walkover.no].walkover and t.matches[walkover.no].winner == walkover.a
        assert t.matches[walkover.no].juegos == [0, 0] and t.matches[walkover.no].tantos == [0, 0]
        ended_in_thread(standin, walkover_thread, t.entries[walkover.a].label)
        assert walkover_thread.id not in h.client.tables.tables  # its table closed: nothing to press
        assert all(t.matches[m.no].status == "open" for m in rounds[2]) and t.round == 2
        # jornada 2: one tie played out by time-outs; the four of the other come but do not finish
        quick, slow = rounds[2]
        await here(h, t, quick, by_id)
        for _ in range(400):
            if (await desk(h).service.get(1)).matches[quick.no].finished:
                break
            await tick(h, clock, 61)
        t = await desk(h).service.get(1)
        assert t.matches[quick.no].finished and not t.matches[slow.no].finished
        clock.advance(parse_utc(t.matches[slow.no].deadline).timestamp() - clock.epoch() - 90)
        await here(h, t, slow, by_id)  # the four come late in the jornada
        await tick(h, clock, 61)
        assert h.client.tables.tables[desk(h).tables.thread_of(1, slow.no)].status == TableStatus.PLAYING
        await tick(h, clock, 30)  # jornada 2 ends, jornada 3 opens; the slow tie goes on
        t = await desk(h).service.get(1)
        assert not t.matches[slow.no].finished and all(t.matches[m.no].status == "open" for m in rounds[3])
        told = [x.text for x in standin.channel_messages(channel) if f"<@{org.id}>" in x.text and "jornada" in x.text]
        assert told, "the organiser is told the tie did not finish in its jornada"
        await play_round_by_timeouts(h, clock, 1, by_id, 3)
        for _ in range(400):  # the slow tie ends too
            t = await desk(h).service.get(1)
            if t.status == "finished":
                break
            await tick(h, clock, 61)
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        assert t.status == "finished" and all(m.finished for m in t.matches.values())
        from musbot.tournaments.formats import format_of

        table = format_of(t.format).table(t)
        assert [row.pair for row in table] == expected_liga_order(t)
        assert t.champion == table[0].pair
        assert all(row.played == 3 for row in table)
        msg = standin.messages[t.messages["message_id"]]
        assert msg.attachments and all(a.description for a in msg.attachments)  # the standings in words too
        said = " ".join(m.text for m in standin.channel_messages(channel))
        assert t.entries[t.champion].label in said


def private_pages(d):
    """The pages of a private answer (the first fills the deferred answer, the others follow)."""
    return [m for m in [d.response, *d.followups] if m is not None and "·" in m.text]


async def test_every_pair_of_a_big_tournament_is_one_press_away(standin, clock, tmp_path):
    """The tournament message shows as many pairs as fit (about 1,500 characters) and says how
    many more there are; *Ver parejas* answers privately with the whole list, in pages of at
    most 2,000 characters (a Discord message), every pair with its number."""
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        await org.slash("mus torneo crear", nombre="Gran liga", formato="suizo", parejas=80)
        svc = desk(h).service
        for i in range(72):  # 72 pairs with long names (signed up through the service: the list is the point)
            a, b = 10_000 + 2 * i, 10_001 + 2 * i
            await svc.sign_up_pair(1, a, f"Jugadora número {i:02d} de Gipuzkoa", b, f"Compañero número {i:02d}")
            await svc.confirm(1, b)
        desk(h).touch(1)
        await h.run(desk(h).settled())
        text = tournament_message(standin, channel).text
        assert "`1` Jugadora número 00" in text and "`72` " not in text
        shown = sum(1 for line in text.splitlines() if line.startswith("`"))
        assert f"y {72 - shown} más" in text and "Ver parejas" in text
        viewer = h.user("Mirona")  # anyone may look
        d = await viewer.press(tournament_message(standin, channel), custom_id=press_torneo("pairs"))
        said = private_pages(d)
        pages = [m.text for m in said]
        assert len(pages) >= 2 and all(m.ephemeral for m in said)
        assert all(len(p) <= 2000 for p in pages)
        assert f"1/{len(pages)}" in pages[0] and f"{len(pages)}/{len(pages)}" in pages[-1]
        whole = "\n".join(pages)
        t = await svc.get(1)
        for e in t.entries.values():
            assert f"`{e.no}` {e.label}" in whole
        # the draw: the list is the draw's pairs in seed order, still all there
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        await h.run(desk(h).settled())
        d = await viewer.press(tournament_message(standin, channel), custom_id=press_torneo("pairs"))
        whole = "\n".join(m.text for m in private_pages(d))
        t = await svc.get(1)
        assert [int(line.split("`")[1]) for line in whole.splitlines() if line.startswith("`")] == \
            [e.no for e in t.pairs()]


async def test_bad_sign_ups_are_refused_and_too_few_pairs_cancel_at_close(standin, clock, tmp_path):
    """Bad input: a person in two pairs, a partner who never answers, fewer than two
    pairs at close, a sign-up after close: each gets a clear message and nothing is counted."""
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        ane, bea, carlos, dani, edu, fede = (h.user(n) for n in ("Ane", "Bea", "Carlos", "Dani", "Edu", "Fede"))
        await org.slash("mus torneo crear", nombre="Copa corta", formato="eliminatoria", cierre=10)
        msg = tournament_message(standin, channel)
        d = await ane.press(msg, custom_id=press_torneo("pair"))
        await ane.choose_users(d.response, bea, custom_id=press_torneo("partner"))  # Bea never answers
        d = await sign_up_with(standin, channel, carlos, dani)
        assert "inscritos" in reply(d).text
        # a person in two pairs: neither as the one who invites nor as the partner invited
        d = await edu.press(tournament_message(standin, channel), custom_id=press_torneo("pair"))
        d = await edu.choose_users(d.response, carlos, custom_id=press_torneo("partner"))
        assert "Carlos ya está inscrito" in reply(d).text
        d = await carlos.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))
        assert "Ya estás inscrito" in reply(d).text
        d = await bea.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))
        assert "invitación pendiente" in reply(d).text
        await edu.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))  # nobody to pair with
        seen = copy.deepcopy(tournament_message(standin, channel))
        await tick(h, clock, 11 * 60)  # the close: one pair only
        t = await desk(h).service.get(1)
        assert t.status == "cancelled" and not t.matches
        assert t.entries[1].status == "expired"
        said = [m.text for m in standin.channel_messages(channel)]
        assert any(f"<@{ane.id}>" in x and "no contestó a tiempo" in x for x in said)  # the partner never answered
        assert any(f"<@{org.id}>" in x and "al menos dos parejas" in x for x in said)  # the organiser is told
        assert any(f"<@{edu.id}>" in x and "emparejarte" in x for x in said)
        assert not list(tournament_message_any(standin, t).iter_components())  # no buttons left
        d = await fede.press(seen, custom_id=press_torneo("solo"))  # a sign-up after close (an old message)
        assert "están cerradas" in reply(d).text
        assert len((await desk(h).service.get(1)).entries) == 3


def tournament_message_any(standin, t):
    return standin.messages[t.messages["message_id"]]


async def test_a_cancelled_tournament_closes_its_ties_and_archives_their_threads(standin, clock, tmp_path):
    """Cancel (an organiser's button) while round 1 is being played: each open
    tie's table is closed uncounted, its thread says the tournament was cancelled and is archived
    and locked, like a tie that ended."""
    async with solo_tournament(standin, clock, tmp_path, "C") as (h, guild, channel, org, people):
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        threads = [desk(h).tables.thread_of(1, m.no) for m in t.matches.values() if m.round == 1]
        assert len(threads) == 2 and all(th in h.client.tables.tables for th in threads)
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("cancel"))
        await h.run(desk(h).settled())
        assert (await desk(h).service.get(1)).status == "cancelled"
        for thread_id in threads:
            assert thread_id not in h.client.tables.tables  # closed, not counted
            thread = standin.channels[thread_id]
            said = [m.text for m in standin.channel_messages(thread) if m.author_id == standin.bot.id]
            assert "cancel" in said[-1].lower(), said[-1]
            assert thread.archived and thread.locked


async def test_every_partida_of_a_tournament_verifies_with_mus_verificar(standin, clock, tmp_path):
    """A tie's first mano is the tournament's, not its seed's: committed with the seed and the
    seats when each partida starts, so `/mus verificar` says every one of them checks out."""
    async with solo_tournament(standin, clock, tmp_path, "V", tantos=30, juegos=1) as (h, guild, channel, org, people):
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        by_id = {u.id: u for u in people}
        for rnd in (1, 2):
            await play_round_by_timeouts(h, clock, 1, by_id, rnd)
        await h.run(desk(h).settled())
        assert (await desk(h).service.get(1)).status == "finished"
        rows = sql_now(tmp_path / "mus.db", "SELECT p.partida_id, t.first_mano, t.seed, p.finished_at IS NOT NULL "
                       "FROM partidas p JOIN tables t USING (table_id) ORDER BY p.partida_id")
        assert len(rows) == 3 and all(done for *_, done in rows)  # two semifinals and the final, played out
        assert any(mano != int(seed) % 4 for _p, mano, seed, _d in rows)  # what failed before: the draw's mano
        for partida, _mano, _seed, _done in rows:
            verified = reply(await people[0].slash("mus verificar", partida=partida))
            assert verified.ephemeral and "✅" in verified.text and "❌" not in verified.text, verified.text
