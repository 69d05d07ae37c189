"""A tournament whose ties are played at real tables, through the real discord.py client and the
offline stand-in: each tie's thread with its buttons, the result reported with the form and
confirmed by the other pair, one result disputed and decided by the organiser's command, one
pair that does not come (*No se presentan*, confirmed by them), a report nobody answers that
confirms itself in time, the bad input of the pairs refused privately, and a sanction shown
in the tournament's message."""

from __future__ import annotations

import re

from standin import BotHarness

from e2e.mus_driver import Table, cid
from e2e.test_tournament import (
    desk,
    make_bot,
    manager,
    press_torneo,
    reply,
    sign_up_pair,
    tick,
    tournament_message,
)
from musbot.presenter.controls import Verb
from musbot.tables.status import TableStatus


def tie_button(verb: str):
    return re.compile(rf"^torneo-tie:{verb}:")


def thread_of(h, tid: int, match_no: int):
    thread_id = desk(h).tables.thread_of(tid, match_no)
    assert thread_id is not None
    return h.standin.channels[thread_id]


def last_with(h, thread, verb: str):
    """The tie's latest message carrying the button ``verb``."""
    msgs = [m for m in h.standin.channel_messages(thread)
            if any(tie_button(verb).search(c.get("custom_id", "")) for c in m.iter_components())]
    assert msgs, f"no {verb} button in the thread"
    return msgs[-1]


async def report(h, user, thread, ours: int, theirs: int, j_ours: int, j_theirs: int):
    d = await user.press(last_with(h, thread, "report"), custom_id=tie_button("report"))
    assert d.modal is not None and d.response is None  # the form, nothing said yet
    return await user.submit({"ours": str(ours), "theirs": str(theirs), "juegos_ours": str(j_ours),
                              "juegos_theirs": str(j_theirs)})


async def test_a_tournament_of_presencial_ties_is_reported_disputed_decided_and_finished(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        names = ["Ane", "Bea", "Carlos", "Dani", "Edu", "Fede", "Gorka", "Hodei"]
        p = {n: h.user(n) for n in names}
        d = await org.slash("mus torneo crear", nombre="Txapelketa", formato="eliminatoria", cierre=30, juegos=3,
                            espera=35, presencial=True)
        assert "Torneo 1" in reply(d).text
        d = await org.slash("mus torneo reglamento", torneo=1, confirmacion=30, sustitutos=1)
        assert "Hecho" in reply(d).text
        for a, b in (("Ane", "Bea"), ("Carlos", "Dani"), ("Edu", "Fede"), ("Gorka", "Hodei")):
            await sign_up_pair(standin, channel, p[a], p[b])
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        await h.run(desk(h).settled())
        svc = desk(h).service
        t = await svc.get(1)
        by_id = {u.id: u for u in p.values()}
        first, second = sorted((m for m in t.matches.values() if m.round == 1), key=lambda m: m.no)
        assert first.presencial and second.presencial
        assert not h.client.tables.tables  # no bot table anywhere
        threads = {m.no: thread_of(h, 1, m.no) for m in (first, second)}
        for m in (first, second):  # the four are called in the tie's thread, and only they
            opening = last_with(h, threads[m.no], "report")
            assert opening.pinged.users == set(t.entries[m.a].users + t.entries[m.b].users)
        a1, a2 = (by_id[u] for u in t.entries[first.a].users)
        b1, b2 = (by_id[u] for u in t.entries[first.b].users)
        outsider = by_id[t.entries[second.a].user1]

        # tie 1: someone of another tie cannot report it; pair a reports a 1-0 of 3 juegos to 1
        d = await outsider.press(last_with(h, threads[first.no], "report"), custom_id=tie_button("report"))
        assert "No juegas" in reply(d).text and d.modal is None
        d = await report(h, a1, threads[first.no], 1, 0, 4, 1)  # impossible: a partida to 3 juegos
        assert "imposibles" in reply(d).text
        assert (await svc.get(1)).matches[first.no].report is None  # nothing changed
        d = await report(h, a1, threads[first.no], 1, 0, 3, 1)
        assert "confirmarlo" in reply(d).text
        asked = last_with(h, threads[first.no], "confirm")
        assert asked.pinged.users == {b1.id, b2.id} and "1-0" in asked.text
        d = await a2.press(last_with(h, threads[first.no], "report"), custom_id=tie_button("report"))
        assert "Ya hay un resultado" in reply(d).text  # reported twice
        d = await a2.press(asked, custom_id=tie_button("confirm"))
        assert "vuestra pareja" in reply(d).text  # the reporting pair cannot confirm itself
        d = await b1.press(asked, custom_id=tie_button("dispute"))
        assert "organización" in reply(d).text
        disputed = [m for m in standin.channel_messages(channel) if "disputa" in m.text]
        assert disputed and disputed[-1].pinged.users == {org.id}  # the organisers, and nobody else
        d = await b2.press(asked, custom_id=tie_button("confirm"))
        assert "disputa" in reply(d).text
        d = await org.slash("mus torneo resultado", torneo=1, enfrentamiento=first.no, ganadora=2, partidas="0-1",
                            juegos="2-3")
        assert "anotado" in reply(d).text
        t = await svc.get(1)
        assert t.matches[first.no].winner == first.b and t.matches[first.no].reported
        d = await b1.press(asked, custom_id=tie_button("confirm"))
        assert "ya está decidido" in reply(d).text  # a press after the tie was decided

        # tie 2: pair b does not come; pair a may say so once the 35 minutes are over
        c1 = by_id[t.entries[second.a].user1]
        d = await c1.press(last_with(h, threads[second.no], "absent"), custom_id=tie_button("absent"))
        assert "Todavía no" in reply(d).text
        await tick(h, clock, 36 * 60)
        assert not (await svc.get(1)).matches[second.no].finished  # the bot's clock gives nothing away
        d = await c1.press(last_with(h, threads[second.no], "absent"), custom_id=tie_button("absent"))
        assert "confirmarlo" in reply(d).text
        late = by_id[t.entries[second.b].user2]
        d = await late.press(last_with(h, threads[second.no], "confirm"), custom_id=tie_button("confirm"))
        assert "cuenta" in reply(d).text
        await h.run(desk(h).settled())
        t = await svc.get(1)
        assert t.matches[second.no].walkover and t.matches[second.no].winner == second.a

        # a sanction, shown after the pair's name in the tournament's message
        d = await org.slash("mus torneo sancion", torneo=1, pareja=second.a, tipo="warning", motivo="Llegó <@1> tarde")
        assert "Hecho" in reply(d).text
        await h.run(desk(h).settled())
        assert "1 aviso" in tournament_message(standin, channel).text

        # the final: reported, and nobody answers; it confirms itself after the 30 minutes
        final = next(m for m in t.matches.values() if m.round == 2)
        thread = thread_of(h, 1, final.no)
        reporter = by_id[t.entries[final.a].user1]
        await report(h, reporter, thread, 1, 0, 3, 2)
        await tick(h, clock, 29 * 60)
        assert (await svc.get(1)).status == "running"
        await tick(h, clock, 2 * 60)
        t = await svc.get(1)
        assert t.status == "finished" and t.champion == final.a and t.matches[final.no].reported
        said = " ".join(m.text for m in standin.channel_messages(channel))
        assert "informado por las parejas" in said and "Campeones" in standin.messages[t.messages["message_id"]].text
        sanction = [m for m in standin.channel_messages(channel) if "Llegó" in m.text]
        assert sanction and not sanction[-1].pinged.users - set(t.entries[second.a].users)  # a reason pings nobody


async def _late_to_a_bot_table(standin, clock, tmp_path, h, juegos: int, late_minutes: float):  # noqa: ANN001, ANN202
    """A two-pair knockout to ``juegos`` juegos, the club's rule of 10 minutes free and a juego
    per 5 begun; pair a and one of pair b say *Estoy aquí* at once, the last one after
    ``late_minutes``. Returns the tie, its table and the tournament's channel."""
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    await h.client.tree.sync()
    org = manager(h, guild, "Organiza")
    p = [h.user(n) for n in ("Ane", "Bea", "Carlos", "Dani")]
    await org.slash("mus torneo crear", nombre="Kopa", formato="eliminatoria", cierre=30, espera=35, tantos=30,
                    juegos=juegos)
    d = await org.slash("mus torneo reglamento", torneo=1, retraso_gracia=10, retraso_juego=5)
    assert "Hecho" in reply(d).text
    await sign_up_pair(standin, channel, p[0], p[1])
    await sign_up_pair(standin, channel, p[2], p[3])
    await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
    await h.run(desk(h).settled())
    t = await desk(h).service.get(1)
    m = t.round_matches(1)[0]
    by_id = {u.id: u for u in p}
    table = Table(standin, h.client, thread_of(h, 1, m.no))
    for u in (*t.entries[m.a].users, t.entries[m.b].user1):
        await by_id[u].press(table.message(), custom_id=cid(Verb.START))
    await tick(h, clock, late_minutes * 60)
    await by_id[t.entries[m.b].user2].press(table.message(), custom_id=cid(Verb.START))
    await h.run(desk(h).settled())
    return m, table, channel


async def test_a_pair_late_to_a_one_juego_tie_loses_it_before_a_card_is_dealt(standin, clock, tmp_path):
    """The club's rule through *Estoy aquí*: a pair whose second player comes at minute 17½
    loses two juegos (R25: the partida's one juego and more): the partida is the other pair's
    before any deal, unrated, and the tie with it; said in the channel and at the table, and
    the tie's juegos counted once."""
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        m, table, channel = await _late_to_a_bot_table(standin, clock, tmp_path, h, juegos=1, late_minutes=17.5)
        t = await desk(h).service.get(1)
        tie = t.matches[m.no]
        assert tie.finished and tie.winner == m.a and not tie.walkover and tie.partidas == [1, 0]
        assert tie.juegos == [2, 0]  # the two lost, once: the partida played none
        (partida,) = t.match_partidas(m.no)
        assert partida.winner == m.a and partida.juegos == (0, 0)
        said = [x.text for x in standin.channel_messages(channel) if "tarde" in x.text]
        late = re.search(r"(\d+) minutos tarde", said[-1]) if said else None
        assert late and int(late.group(1)) in (17, 18) and "2 juegos" in said[-1]  # minutes begun
        assert "sin repartir una carta" in said[-1]
        shown = next(x.text for x in standin.channel_messages(table.channel) if x.attachments)  # the table's
        assert "Partida terminada" in shown and "empieza con 2 juegos ganados" in shown
        assert "Primera victoria" not in shown  # not played: no logro, no rating
        store = desk(h).store
        log = await store.history.partida_log(partida.partida_id, with_hands=True)
        assert log.status == "abandoned" and log.head_start == (2, 0) and log.hands == ()


async def test_a_pair_late_to_a_three_juego_tie_starts_its_partida_behind(standin, clock, tmp_path):
    """12 minutes late: one juego lost, with which the other pair begins the partida (R25); the
    score line and the table's first message show it, and the store keeps it with the table."""
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        m, table, channel = await _late_to_a_bot_table(standin, clock, tmp_path, h, juegos=3, late_minutes=12)
        assert table.state.status == TableStatus.PLAYING  # the partida is played, one juego to nothing
        assert table.state.match.juegos == [1, 0] and table.state.match.hand_number == 1
        assert (await desk(h).service.get(1)).matches[m.no].juegos == [1, 0]
        said = [x.text for x in standin.channel_messages(channel) if "tarde" in x.text]
        assert said and "Ane · Bea empieza la partida con 1 juego ganado" in said[-1]
        shown = table.message().text
        assert "(Ane & Bea): 0 tantos · juegos 1" in shown and "empieza con 1 juego ganado" in shown
        record = await desk(h).store.tables.get(table.state.id)
        assert record.head_start == (1, 0)


async def test_a_tie_moved_to_a_real_table_after_its_call_pings_its_four_once(standin, clock, tmp_path):
    """The four of a tie are pinged once for it: called to its bot table when the round opens,
    then told in the same thread that it moved to a real table, named but not pinged again;
    the report buttons are there."""
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        people = [h.user(n) for n in ("Ane", "Bea", "Carlos", "Dani", "Edu", "Fede", "Gorka", "Hodei")]
        await org.slash("mus torneo crear", nombre="Txapelketa", formato="eliminatoria", cierre=30, juegos=3)
        for i in range(0, 8, 2):
            await sign_up_pair(standin, channel, people[i], people[i + 1])
        signed_up = len(standin.mentions)
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        await h.run(desk(h).settled())
        svc = desk(h).service
        t = await svc.get(1)
        tie = min((m for m in t.matches.values() if m.round == 1), key=lambda m: m.no)
        four = set(t.entries[tie.a].users + t.entries[tie.b].users)
        thread = thread_of(h, 1, tie.no)
        d = await org.slash("mus torneo presencial", torneo=1, enfrentamiento=tie.no)
        assert "Hecho" in reply(d).text
        await h.run(desk(h).settled())
        assert thread_of(h, 1, tie.no).id == thread.id  # the tie keeps its thread
        moved = last_with(h, thread, "report")
        assert "pasa a jugarse en una mesa de verdad" in moved.text
        assert all(f"<@{u}>" in moved.text for u in four) and not moved.pinged.users  # named, not pinged
        pings = [u for r in standin.mentions[signed_up:] for u in r.pinged.users if u in four]
        assert sorted(pings) == sorted(four)  # each of the four once, by the call to the bot's table
