"""A club's txapelketa end to end, through the real discord.py client and the offline stand-in:
16 pairs "a 3 ceros" with a grupo B to 2 ceros, created, signed up and drawn on Discord; the
club's lateness rule set with ``/mus torneo reglamento``; every other tie of every round moved
to a real table with ``/mus torneo presencial`` and reported and confirmed in its thread, the
others recorded by the organiser's ``resultado`` as the bar's tables played them. In round 1 one
presencial result is disputed and decided by the organiser, one pair never comes to a presencial
tie (*No se presentan*), and one pair comes late to a bot table and loses juegos by the rule:
more than its partida of one juego, which the other pair wins before a card is dealt. Both
champions announced, every message pinging exactly whom it is for, no card in a public message
before the showdown.

Speed: no partida is played; every tie is a report, a command or the late pair's lost juegos."""

from __future__ import annotations

import random
import re

from standin import BotHarness

from e2e.test_mentions import nobody_else, said
from e2e.test_partidas import CARD_WORDS, SHOWDOWN
from e2e.test_tournament import (
    desk,
    here,
    make_bot,
    manager,
    reply,
    sign_up_with,
    tick,
    tournament_message,
)
from e2e.test_tournament_club import last_with, report, tie_button
from musbot.tournaments import rng

PRESENCIAL_OPEN = "se juega en una mesa de verdad"
PRESENCIAL_MOVED = "pasa a jugarse en una mesa de verdad"  # after its four were called to the bot's table


def tie_thread(h, t, match_no: int):
    """The tie's thread: its table's, or where its presencial report is made."""
    thread_id = t.matches[match_no].thread_id or desk(h).tables.thread_of(t.id, match_no)
    assert thread_id is not None
    return h.standin.channels[thread_id]


async def at_a_real_table(h, org, match_no: int) -> None:
    d = await org.slash("mus torneo presencial", torneo=1, enfrentamiento=match_no)
    assert "Hecho" in reply(d).text and reply(d).ephemeral
    await h.run(desk(h).settled())


async def reported_and_confirmed(h, t, m, by_id, reporter_side: int, winner_side: int) -> None:
    """One pair reports the tie as the bar's table played it (a partida of one juego), the
    other confirms; the four were named in the thread, and only they (pinged by the call to
    the bot's table before the tie moved, not again)."""
    thread = tie_thread(h, t, m.no)
    pairs = (t.entries[m.a], t.entries[m.b])
    moved = last_with(h, thread, "report")
    named = {int(u) for u in re.findall(r"<@(\d+)>", moved.text)}
    assert named == set(pairs[0].users + pairs[1].users) and not moved.pinged.users
    won = int(reporter_side == winner_side)
    reporter, other = by_id[pairs[reporter_side].user1], by_id[pairs[1 - reporter_side].user2]
    d = await report(h, reporter, thread, won, 1 - won, won, 1 - won)
    assert "confirmarlo" in reply(d).text and reply(d).ephemeral
    asked = last_with(h, thread, "confirm")
    assert asked.pinged.users == set(pairs[1 - reporter_side].users)  # the other pair, asked alone
    d = await other.press(asked, custom_id=tie_button("confirm"))
    assert "cuenta" in reply(d).text


async def test_a_club_txapelketa_a_3_ceros_with_grupo_b_half_of_it_at_real_tables(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    rnd = random.Random(33)
    draw_seed = f"{random.Random(33).getrandbits(63):064x}"  # the bot's first seed: nothing else was dealt
    async with BotHarness(standin, make_bot(tmp_path, clock, seed=33)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        people = [h.user(f"S{i:02d}") for i in range(32)]
        by_id = {u.id: u for u in people}
        d = await org.slash("mus torneo crear", nombre="Txapelketa de la sociedad", formato="ceros", ceros=3,
                            grupo_b=2, parejas=16, cierre=30, tantos=30, juegos=1, espera=35)
        assert "Torneo 1" in reply(d).text
        # the club's rule: 10 minutes free, then a juego per 5 minutes begun, the tie lost at 35
        d = await org.slash("mus torneo reglamento", torneo=1, retraso_gracia=10, retraso_juego=5, confirmacion=30)
        assert "Hecho" in reply(d).text
        for i in range(0, 32, 2):
            d = await sign_up_with(standin, channel, people[i], people[i + 1])
            assert "inscritos" in reply(d).text
        await tick(h, clock, 31 * 60)  # sign-up closes: the draw
        svc = desk(h).service
        t = await svc.get(1)
        assert t.status == "running" and len(t.pairs()) == 16
        assert rng.commitment(draw_seed) in tournament_message(standin, channel).text  # the same draw every run
        r1 = sorted(t.round_matches(1), key=lambda m: m.no)
        assert len(r1) == 8 and all(m.b is not None for m in r1)
        disputed, late, absent, *rest = (r1[0], r1[1], r1[2], *r1[3:])
        presencial = [disputed, absent, *rest[1::2]]  # every other tie of the round
        recorded = rest[0::2]
        for m in presencial:
            await at_a_real_table(h, org, m.no)
        for m in recorded:
            d = await org.slash("mus torneo resultado", torneo=1, enfrentamiento=m.no, ganadora=rnd.choice((1, 2)))
            assert "anotado" in reply(d).text
        t = await svc.get(1)

        # a presencial result disputed: the organisers alone are told, and they decide it
        thread = tie_thread(h, t, disputed.no)
        a1 = by_id[t.entries[disputed.a].user1]
        b1 = by_id[t.entries[disputed.b].user2]
        d = await report(h, a1, thread, 1, 0, 1, 0)
        assert "confirmarlo" in reply(d).text
        d = await b1.press(last_with(h, thread, "confirm"), custom_id=tie_button("dispute"))
        assert "organización" in reply(d).text and reply(d).ephemeral
        told = [m for m in standin.channel_messages(channel) if "está en disputa" in m.text]
        assert len(told) == 1 and told[0].pinged.users == {org.id} and "1-0" in told[0].text
        told_records = said(standin, "tourn.notice.disputed")
        assert [r.pinged.users for r in told_records] == [{org.id}]
        d = await org.slash("mus torneo resultado", torneo=1, enfrentamiento=disputed.no, ganadora=2, partidas="0-1",
                            juegos="0-1")
        assert "anotado" in reply(d).text
        for m, side in zip(rest[1::2], (1, 0), strict=True):
            await reported_and_confirmed(h, t, m, by_id, reporter_side=side, winner_side=rnd.choice((0, 1)))

        # the pair that never comes to its presencial tie: too early at first, then a walkover
        present = by_id[t.entries[absent.a].user2]
        d = await present.press(last_with(h, tie_thread(h, t, absent.no), "absent"), custom_id=tie_button("absent"))
        assert "Todavía no" in reply(d).text and reply(d).ephemeral

        # the pair late to the bot's table: its second player comes at minute 17½ of the 35
        await here(h, t, late, by_id, which=(1,))
        elapsed = 17.5 * 60
        await tick(h, clock, elapsed)
        await here(h, t, late, by_id, which=(0,))
        await h.run(desk(h).settled())
        late_said = [m for m in standin.channel_messages(channel) if "tarde" in m.text]
        assert len(late_said) == 1
        assert (f"{t.entries[late.a].label} llega 18 minutos tarde al enfrentamiento {late.no} y pierde 2 juegos"
                in late_said[0].text)
        assert not late_said[0].pinged  # said to the channel, pinging nobody
        for _ in range(400):  # nobody presses: the partida ends by time-outs
            if (await svc.get(1)).matches[late.no].finished:
                break
            await tick(h, clock, 61)
            elapsed += 61
        t = await svc.get(1)
        tie = t.matches[late.no]
        assert tie.finished and not tie.walkover and not tie.presencial and tie.set_by is None
        # a partida of one juego: the two the late pair lost win it for the other before any deal
        # (R25), and with it the tie; counted once in the tie's juegos
        assert tie.winner == late.b and tie.partidas == [0, 1] and tie.juegos == [0, 2]
        assert "sin repartir una carta" in late_said[0].text

        await tick(h, clock, max(0.0, 36 * 60 - elapsed))  # past minute 35 since the round opened
        thread = tie_thread(h, t, absent.no)
        d = await present.press(last_with(h, thread, "absent"), custom_id=tie_button("absent"))
        assert "confirmarlo" in reply(d).text
        asked = last_with(h, thread, "confirm")
        assert asked.pinged.users == set(t.entries[absent.b].users)
        d = await by_id[t.entries[absent.b].user1].press(asked, custom_id=tie_button("confirm"))
        assert "cuenta" in reply(d).text
        await h.run(desk(h).settled())
        t = await svc.get(1)
        assert t.matches[absent.no].walkover and t.matches[absent.no].winner == absent.a
        assert t.matches[disputed.no].winner == disputed.b
        assert all(m.finished for m in t.round_matches(1))
        said_now = [m.text for m in standin.channel_messages(channel)]
        assert any("no presentado (informado por las parejas)" in x and t.entries[absent.a].label in x
                   for x in said_now)
        # the two confirmed and the walkover are said as the pairs' word; the organiser's decision is not
        assert sum("(informado por las parejas" in x for x in said_now) == 3
        decided = f"{t.entries[disputed.a].label} – {t.entries[disputed.b].label} 0–1 (0–1 en juegos); gana"
        assert any(decided in x for x in said_now)

        # every later round, A's and B's: every other tie at a real table, the rest by the organiser
        turn = 0
        for _ in range(60):
            await h.run(desk(h).settled())
            t = await svc.get(1)
            if t.status == "finished":
                break
            open_ties = sorted((m for m in t.matches.values() if m.status == "open" and m.b is not None),
                               key=lambda m: m.no)
            assert open_ties, "a round with nothing to play"
            for m in open_ties:
                turn += 1
                if turn % 2:
                    await at_a_real_table(h, org, m.no)
                    await reported_and_confirmed(h, await svc.get(1), m, by_id, reporter_side=turn % 4 // 2,
                                                 winner_side=rnd.choice((0, 1)))
                else:
                    d = await org.slash("mus torneo resultado", torneo=1, enfrentamiento=m.no,
                                        ganadora=rnd.choice((1, 2)))
                    assert "anotado" in reply(d).text
        await h.run(desk(h).settled())
        t = await svc.get(1)
        assert t.status == "finished" and t.champion is not None
        ties = [m for m in t.matches.values() if m.b is not None]
        assert {m.stage for m in ties} == {"A", "B"}
        at_tables = [m for m in ties if m.presencial]
        assert abs(2 * len(at_tables) - len(ties)) <= 1  # half of the tournament's ties
        calls = [m for c in standin.channels.values() if c.parent_id == channel.id
                 for m in standin.channel_messages(c) if PRESENCIAL_OPEN in m.text or PRESENCIAL_MOVED in m.text]
        assert len(calls) == len(at_tables)  # each called once, in its own thread

        # both champions announced, and named in the tournament's message
        said_now = [m.text for m in standin.channel_messages(channel)]
        msg = standin.messages[t.messages["message_id"]]  # the one message, kept current
        champ = t.entries[t.champion]
        assert f"Campeones: {champ.label}" in msg.text
        named_b = re.search(r"Campeones del grupo B: (.+)", msg.text)
        assert named_b is not None
        [champ_b] = [e for e in t.pairs() if e.label == named_b.group(1).strip()]
        assert champ_b.no != champ.no
        assert any("🏆" in x and champ.label in x and "Txapelketa de la sociedad" in x for x in said_now)
        assert any("🏆" in x and champ_b.label in x and "grupo B" in x for x in said_now)

        # pings: each tie's call its four, a report the other pair, a dispute the organiser, the
        # champions' announcements the champions and the organiser; nothing else pings anyone
        fours = {frozenset(t.entries[m.a].users + t.entries[m.b].users) for m in ties}
        calls = [r for r in standin.mentions if "⚔️" in r.text or PRESENCIAL_OPEN in r.text]
        assert calls and all(frozenset(r.pinged.users) in fours for r in calls)
        assert not [r for r in standin.mentions if PRESENCIAL_MOVED in r.text and r.pinged]  # named, not pinged
        asked = said(standin, "tourn.notice.reported") + said(standin, "tourn.notice.reported_absent")
        pairs = {frozenset(e.users) for e in t.pairs()}
        assert len(asked) == len(at_tables) and all(frozenset(r.pinged.users) in pairs for r in asked)
        signed = said(standin, "tourn.notice.invited") + said(standin, "tourn.notice.confirmed")
        assert len(signed) == 32 and all(len(r.pinged.users) == 1 for r in signed)
        [crowned] = said(standin, "tourn.notice.champion")
        assert crowned.pinged.users == set(champ.users) | {org.id}
        [crowned_b] = said(standin, "tourn.notice.champion_b")
        assert crowned_b.pinged.users == set(champ_b.users) | {org.id}
        nobody_else(standin, set(by_id) | {org.id})
        meant = {id(r) for r in (*calls, *asked, *signed, *told_records, crowned, crowned_b)}
        assert not [r for r in standin.mentions if r.pinged and id(r) not in meant]

        # privacy: no public message names a card outside the showdown's line; hands go to their owner
        for m in standin.messages.values():
            if m.visible_to is None:
                for version in [*m.history, {"embeds": m.embeds, "content": m.content}]:
                    text = str(version.get("content", "")) + "\n".join(
                        str(e.get("description", "")) for e in version.get("embeds") or [])
                    for line in text.splitlines():
                        assert not CARD_WORDS.search(line) or line.startswith(SHOWDOWN), line
            for a in m.attachments:
                if a.filename.startswith("mano_"):
                    assert m.ephemeral and m.visible_to is not None and len(m.visible_to) == 1
