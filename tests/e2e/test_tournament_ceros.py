"""A 16-pair tournament "a 3 ceros" with a grupo B to 2 ceros, on Discord through the real
discord.py client and the offline stand-in: created with ``/mus torneo crear`` (``ceros``,
``grupo_b``), 16 pairs signed up with the buttons, labels set with ``/mus torneo etiqueta`` (a
label of 200 characters with a mention refused privately, nothing changed), the draw keeping
the labels apart in round 1, one tie played at its table to the end by time-outs, one walkover,
the others' results recorded by the organiser as at a club's bar; grupo B starting after A's
round 4; both champions announced; the tournament message's ceros picture and its alt text.

Speed: every tie but two is recorded by ``/mus torneo resultado`` (about 60 of them)."""

from __future__ import annotations

import random

from standin import BotHarness

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

LABELS = ("Eibar", "Tolosa")


async def test_a_16_pair_tournament_a_3_ceros_with_a_grupo_b(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    rnd = random.Random(16)
    async with BotHarness(standin, make_bot(tmp_path, clock, seed=16)) as h:
        await h.client.tree.sync()
        org = manager(h, guild, "Organiza")
        people = [h.user(f"K{i:02d}") for i in range(32)]
        d = await org.slash("mus torneo crear", nombre="Txapelketa a 3 ceros", formato="ceros", ceros=3, grupo_b=2,
                            parejas=16, cierre=30, tantos=30, juegos=1, espera=10)
        assert "Torneo 1" in reply(d).text
        for i in range(0, 32, 2):
            d = await sign_up_with(standin, channel, people[i], people[i + 1])
            assert "inscritos" in reply(d).text
        # labels: eight pairs of each of two clubs, set by one player of each pair
        for k in range(16):
            d = await people[2 * k].slash("mus torneo etiqueta", torneo=1, etiqueta=LABELS[k % 2])
            assert "Etiqueta guardada" in reply(d).text and reply(d).ephemeral
        before = (await desk(h).service.get(1)).version
        bad = f"<@{org.id}> " + "Club " * 40  # 200 characters with a mention
        d = await people[2].slash("mus torneo etiqueta", torneo=1, etiqueta=bad)
        assert "no puede mencionar" in reply(d).text and reply(d).ephemeral
        d = await people[2].slash("mus torneo etiqueta", torneo=1, etiqueta="x" * 200)
        assert "como mucho 40" in reply(d).text and reply(d).ephemeral
        t = await desk(h).service.get(1)
        assert t.version == before and t.entries[2].tag == "Tolosa"
        assert "*Eibar*" in tournament_message(standin, channel).text  # shown with the pair, as text
        await tick(h, clock, 31 * 60)  # sign-up closes: the draw
        t = await desk(h).service.get(1)
        assert t.status == "running" and len(t.pairs()) == 16
        r1 = t.round_matches(1)
        assert len(r1) == 8 and {m.stage for m in r1} == {"A"}
        tags = {e.no: e.tag for e in t.pairs()}
        assert all(tags[m.a] != tags[m.b] for m in r1)  # the clubs kept apart
        by_id = {u.id: u for u in people}
        played, walkover, *recorded = sorted(r1, key=lambda m: m.no)
        for m in recorded:
            await org.slash("mus torneo resultado", torneo=1, enfrentamiento=m.no, ganadora=rnd.choice((1, 2)))
        await here(h, t, walkover, by_id, which=(1,))  # pair a never comes
        await here(h, t, played, by_id)  # the four come, then play it out by time-outs
        for _ in range(400):
            t = await desk(h).service.get(1)
            if t.matches[played.no].finished and t.matches[walkover.no].finished:
                break
            await tick(h, clock, 61)
        t = await desk(h).service.get(1)
        assert t.matches[walkover.no].walkover and t.matches[walkover.no].winner == walkover.b
        assert not t.matches[played.no].walkover and t.matches[played.no].set_by is None
        # every later round: the organiser records each tie as the club's table played it
        for _ in range(60):
            await h.run(desk(h).settled())
            t = await desk(h).service.get(1)
            if t.status == "finished":
                break
            open_ties = sorted((m for m in t.matches.values() if m.status == "open" and m.b is not None),
                               key=lambda m: m.no)
            assert open_ties, "a round with nothing to play"
            for m in open_ties:
                d = await org.slash("mus torneo resultado", torneo=1, enfrentamiento=m.no,
                                    ganadora=rnd.choice((1, 2)))
                assert "anotado" in reply(d).text
        await h.run(desk(h).settled())
        t = await desk(h).service.get(1)
        assert t.status == "finished" and t.champion is not None
        stages = {m.stage for m in t.matches.values()}
        assert stages == {"A", "B"}
        first_b = min(m.round for m in t.matches.values() if m.stage == "B")
        assert first_b == 5  # after A's round N + 1 = 4
        from musbot.tournaments.formats import format_of

        a, b = format_of(t.format).ceros(t)
        assert a.champion == t.champion and b.champion is not None
        assert all(track.ceros == 3 for track in a.tracks if track.pair != t.champion)
        assert all(track.ceros == 2 for track in b.tracks if track.pair != b.champion)
        assert {track.pair for track in b.tracks} == {track.pair for track in a.tracks if track.out and track.out <= 4}
        said = [m.text for m in standin.channel_messages(channel)]
        for r in range(1, t.round + 1):  # each round said once, naming every stage that plays in it
            playing = " y ".join(f"grupo {s}" for s in sorted({m.stage for m in t.round_matches(r)}))
            assert sum(f"empieza la ronda {r} ({playing})" in x for x in said) == 1, r
        assert any(f"empieza la ronda {first_b} (grupo A y grupo B)" in x for x in said)  # B begins with A
        champ, champ_b = t.entries[t.champion], t.entries[b.champion]
        assert any("🏆" in x and champ.label in x and "Txapelketa" in x for x in said)
        assert any("🏆" in x and champ_b.label in x and "grupo B" in x for x in said)
        msg = standin.messages[t.messages["message_id"]]  # the one message, kept current
        assert f"Campeones del grupo B: {champ_b.label}" in msg.text
        assert msg.attachments and all(att.description for att in msg.attachments)
        alt = " ".join(att.description for att in msg.attachments)
        assert "Grupo A · a 3 ceros" in alt and "Grupo B · a 2 ceros" in alt and champ.label in alt
