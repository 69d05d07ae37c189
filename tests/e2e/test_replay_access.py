"""Who may replay a hand or verify a partida, through the real discord.py client and the
Discord stand-in: only those who could see the table where it was played. A private tie's
thread is seen by its four, by whoever else is in it, by the tournament's organisers and by
those with Manage Threads; a channel by those with View Channel there. Anyone else, and
anyone asking on another server, gets the very answer an id that does not exist gets (the
same words, no picture, no seed), whether they type the id or press a button that carries
it: ids are sequential, so an answer that told "it exists" would let anyone find a private
tie's hands, and a partida's revealed seed gives away every deal of it, the cards nobody
showed too. The players of a hand always see it, their own cards and nobody else's before
the count; the players of a partida may always verify it."""

from __future__ import annotations

from standin import BotHarness
from standin.server import Perm

from e2e.mus_driver import Brain, Table, open_table, play_until
from e2e.test_history import REPLAY, _picture
from e2e.test_partidas import make_bot
from e2e.test_tournament import desk, here, press_torneo, reply, solo_tournament, tournament_message
from musbot.engine import shuffle as sh
from musbot.i18n import t
from musbot.league import verify_partida
from musbot.presenter.history import verification_lines
from musbot.presenter.history_screen import REPLAY_PREFIX
from musbot.render import render_table
from musbot.store.history_models import PartidaPlace
from musbot.tables.replay import HandReplay, load_replay


async def _anyone(place: PartidaPlace) -> bool:
    return True


def _not_found(hand_id: int) -> str:
    return t("history.error.hand_not_found", "es", id=hand_id)


def _refused(d, hand_id: int, standin, uploads_before: int) -> None:
    """The answer to an id that does not exist, privately, and no picture drawn for anyone."""
    answer = reply(d)
    assert answer.ephemeral and answer.text == _not_found(hand_id) and not answer.attachments
    assert len(standin.uploaded) == uploads_before


async def _replayed(d, store, guild_id: int, hand_id: int, user) -> HandReplay:
    """The replay's first step, as this person may see it (a player: their seat's view)."""
    answer = reply(d)
    replay = await load_replay(store, guild_id, hand_id, user.id, sees=_anyone)
    assert answer.ephemeral and answer.visible_to == frozenset({user.id})
    assert _picture(answer).data == render_table(replay.steps[0].view, replay.names, "es")
    assert _picture(answer).filename == f"repaso_{hand_id}_0.png"
    return replay


async def test_a_private_ties_hands_are_replayed_only_by_those_who_could_see_its_thread(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    moderators = standin.add_role(guild, "Moderación", permissions=Perm.MANAGE_THREADS)
    elsewhere = standin.add_channel(standin.add_guild("Otro bar"), "mus")
    async with solo_tournament(standin, clock, tmp_path, "P", tantos=30, juegos=1, privado=True) as (
            h, guild, channel, org, people):
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        tour = await desk(h).service.get(1)
        by_id = {u.id: u for u in people}
        tie = min((m for m in tour.matches.values() if m.round == 1), key=lambda m: m.no)
        thread = standin.channels[desk(h).tables.thread_of(1, tie.no)]
        four = [by_id[u] for u in tour.entries[tie.a].users + tour.entries[tie.b].users]
        await here(h, tour, tie, by_id)
        table = Table(standin, h.client, thread)
        await play_until(table, four, [Brain(40 + i) for i in range(4)], stop=lambda s: s.match.phase == "hand_end")
        hand_id = table.state.hand_id
        assert hand_id is not None
        store, gid = h.client.store, guild.id

        # outsiders: a player of another tie, and a member of the server who signed up for nothing
        outsider = next(u for u in people if u not in four)
        passer_by = h.user("Curiosa")
        assert not standin.can_see(thread, outsider.id) and not standin.can_see(thread, passer_by.id)
        uploads = len(standin.uploaded)
        for person in (outsider, passer_by):
            d = await person.slash("mus mano", id=f"#{hand_id}")
            _refused(d, hand_id, standin, uploads)
            unknown = reply(await person.slash("mus mano", id=str(hand_id + 1000)))
            assert unknown.text.replace(str(hand_id + 1000), "N") == reply(d).text.replace(str(hand_id), "N")
        # the buttons that carry a hand's id answer alike: *Ver la mano* forged onto a message
        # the outsider sees, and a step (▶) forged onto their own private answer
        d = await outsider.press_forged(tournament_message(standin, channel), f"{REPLAY_PREFIX}:{hand_id}:0:v")
        _refused(d, hand_id, standin, uploads)
        d = await outsider.press_forged(reply(d), f"{REPLAY_PREFIX}:{hand_id}:1:n")
        _refused(d, hand_id, standin, uploads)
        # on another server the id is not this hand's: the same answer, even for one of the four
        d = await four[0].slash("mus mano", id=str(hand_id), channel=elsewhere)
        _refused(d, hand_id, standin, uploads)

        # the four: each their own seat's view, from the thread's button or from #mus
        d = await four[0].press(table.message(), custom_id=REPLAY)
        assert (await _replayed(d, store, gid, hand_id, four[0])).seat == table.state.seat_of(four[0].id)
        d = await four[1].slash("mus mano", id=str(hand_id))
        assert (await _replayed(d, store, gid, hand_id, four[1])).seat == table.state.seat_of(four[1].id)
        # those who see the thread without playing in it: a spectator's view, no card before the count
        guest, moderator = h.user("Invitada"), h.user("Modera")
        thread.thread_members.add(guest.id)  # someone added her to the thread
        guild.members[moderator.id].roles.append(moderators.id)
        for person in (org, guest, moderator):
            assert person is org or standin.can_see(thread, person.id)
            d = await person.slash("mus mano", id=str(hand_id))
            replay = await _replayed(d, store, gid, hand_id, person)
            assert replay.seat is None
            assert all(all(cards is None for cards in s.view.hands) for s in replay.steps if not s.view.showdown)
        # another organiser (Manage Server) of the server's tournaments, not the one who made it
        co = h.user("Coorganiza")
        guild.members[co.id].permissions |= Perm.MANAGE_GUILD
        d = await co.slash("mus mano", id=str(hand_id))
        assert (await _replayed(d, store, gid, hand_id, co)).seat is None


async def test_a_hand_played_in_a_channel_a_member_cannot_view_is_not_found_for_them(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    hidden = standin.add_channel(guild, "reservado")
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana", channel=hidden)
        table = await open_table(h, ana)
        await play_until(table, [ana], [Brain(1)], stop=lambda s: s.match.phase == "hand_end")
        hand_id = table.state.hand_id
        eve, bob = h.user("Eve"), h.user("Bob")
        hidden.overwrites[eve.id] = (0, Perm.VIEW_CHANNEL)  # a moderator hides #reservado from Eve
        h.push_channel(hidden)
        uploads = len(standin.uploaded)
        _refused(await eve.slash("mus mano", id=str(hand_id)), hand_id, standin, uploads)
        d = await bob.slash("mus mano", id=str(hand_id))  # Bob views #reservado: a spectator's replay
        assert (await _replayed(d, bot.store, guild.id, hand_id, bob)).seat is None
        d = await ana.slash("mus mano", id=str(hand_id), channel=next(iter(standin.channels.values())))
        assert (await _replayed(d, bot.store, guild.id, hand_id, ana)).seat == table.state.seat_of(ana.id)


def _everything_said(d) -> str:
    """Every message of an answer, every edit of it, as sent: where a seed could hide."""
    return repr([(m.content, m.embeds, m.components, m.history, [a.filename for a in m.attachments])
                 for m in (d.response, *d.followups) if m is not None])


def _not_verified(d, partida: int, seed: str) -> None:
    """The answer to a partida id that does not exist, privately, and not a digit of the seed."""
    answer = reply(d)
    assert answer.ephemeral and answer.text == t("history.error.partida_not_found", "es", partida=partida)
    assert not answer.embeds and seed not in _everything_said(d)


async def _verified(d, store, partida: int, seed: str, user) -> None:
    """The verification of the partida, for this person only: its revealed seed, and that it checks out."""
    answer = reply(d)
    verification = await verify_partida(store, partida)
    title, *lines = verification_lines(verification, "es")
    assert answer.ephemeral and answer.visible_to == frozenset({user.id})
    assert [(e["title"], e["description"]) for e in answer.embeds] == [(title, "\n".join(lines))]
    assert verification.ok and verification.seed == seed and seed in answer.text


async def test_a_private_ties_partida_is_verified_only_by_those_who_could_see_its_thread(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    moderators = standin.add_role(guild, "Moderación", permissions=Perm.MANAGE_THREADS)
    elsewhere = standin.add_channel(standin.add_guild("Otro bar"), "mus")
    async with solo_tournament(standin, clock, tmp_path, "V", tantos=30, juegos=1, privado=True) as (
            h, guild, channel, org, people):
        await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))
        tour = await desk(h).service.get(1)
        by_id = {u.id: u for u in people}
        tie = min((m for m in tour.matches.values() if m.round == 1), key=lambda m: m.no)
        thread = standin.channels[desk(h).tables.thread_of(1, tie.no)]
        four = [by_id[u] for u in tour.entries[tie.a].users + tour.entries[tie.b].users]
        await here(h, tour, tie, by_id)
        table = Table(standin, h.client, thread)
        partida, seed = table.state.partida_id, sh.seed_text(table.state.seed)
        await play_until(table, four, [Brain(50 + i) for i in range(4)])
        await h.run(desk(h).settled())
        assert (await desk(h).service.get(1)).matches[tie.no].finished  # the seed is revealed
        assert thread.archived  # the tie is over: its thread is archived, and still private
        store = h.client.store

        # outsiders: a player of another tie, and a member of the server who signed up for nothing
        outsider = next(u for u in people if u not in four)
        passer_by = h.user("Curiosa")
        assert not standin.can_see(thread, outsider.id) and not standin.can_see(thread, passer_by.id)
        for person in (outsider, passer_by):
            d = await person.slash("mus verificar", partida=partida)
            _not_verified(d, partida, seed)
            unknown = reply(await person.slash("mus verificar", partida=partida + 1000))
            assert unknown.text.replace(str(partida + 1000), "N") == reply(d).text.replace(str(partida), "N")
        # on another server the id is not this partida's: the same answer, even for one of the four
        _not_verified(await four[0].slash("mus verificar", partida=partida, channel=elsewhere), partida, seed)

        # the four, from #mus; whoever else is in the thread; the organiser; Manage Threads
        guest, moderator = h.user("Invitada"), h.user("Modera")
        thread.thread_members.add(guest.id)  # someone added her to the thread
        guild.members[moderator.id].roles.append(moderators.id)
        for person in (*four, org, guest, moderator):
            await _verified(await person.slash("mus verificar", partida=partida), store, partida, seed, person)


async def test_a_partida_played_in_a_channel_a_member_cannot_view_is_not_found_for_them(standin, clock, tmp_path):
    guild = next(iter(standin.guilds.values()))
    hidden = standin.add_channel(guild, "reservado")
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana", channel=hidden)
        table = await open_table(h, ana, tantos=30, juegos=1)
        partida, seed = table.state.partida_id, sh.seed_text(table.state.seed)
        await play_until(table, [ana], [Brain(1)])
        eve, bob = h.user("Eve"), h.user("Bob")
        hidden.overwrites[eve.id] = (0, Perm.VIEW_CHANNEL)  # a moderator hides #reservado from Eve
        h.push_channel(hidden)
        _not_verified(await eve.slash("mus verificar", partida=partida), partida, seed)
        await _verified(await bob.slash("mus verificar", partida=partida), bot.store, partida, seed, bob)
        d = await ana.slash("mus verificar", partida=partida, channel=next(iter(standin.channels.values())))
        await _verified(d, bot.store, partida, seed, ana)
