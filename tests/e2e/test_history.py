"""History and fair play through the real discord.py client and the Discord stand-in:
replays by a player and by a spectator (privacy: the spectator sees no unshown card, the player
sees their own), the commitment and the revealed seed on the table message, a verification of a
finished partida, a logro announced, the pairs' record and ranking."""

from __future__ import annotations

import re

from standin import BotHarness
from standin.server import Perm
from store_helpers import sql_now

from e2e.mus_driver import Brain, cid, open_table, play_until
from e2e.test_partidas import CARD_WORDS, make_bot, reply
from musbot.engine import shuffle as sh
from musbot.i18n import t
from musbot.presenter.controls import Verb
from musbot.presenter.history_screen import REPLAY_PREFIX
from musbot.render import render_table
from musbot.tables.replay import load_replay
from musbot.tables.status import TableStatus

REPLAY = re.compile("^" + REPLAY_PREFIX + r":\d+:0:v$")
NEXT_STEP = re.compile("^" + REPLAY_PREFIX + r":\d+:\d+:n$")
HAND_ID = re.compile(r"mano #(\d+)")


def GUILD_ID(standin):  # noqa: N802
    return next(iter(standin.guilds))


def make_admin(standin, user):
    """``user`` may manage the server (``/mus-admin config``)."""
    standin.guilds[GUILD_ID(standin)].members[user.id].permissions |= Perm.MANAGE_GUILD


async def _anyone(place):
    """The replay as one who could see the table (here: a channel everyone views)."""
    return True


def _picture(msg):
    (a,) = msg.attachments
    return a


async def _step_through(user, first, replay, standin):
    """Press ▶ to the last step; each step's picture is the one the replay's viewer may see
    (drawn from that viewer's view), with an alt text; no card named before the count."""
    msg = first
    for number, step in enumerate(replay.steps):
        assert msg.ephemeral and msg.visible_to == frozenset({user.id})
        picture = _picture(msg)
        assert picture.data == render_table(step.view, replay.names, "es"), number
        assert picture.description  # alt text in the reader's language
        assert t("history.replay.step", "es", step=number + 1, steps=len(replay.steps)) in msg.text and msg.flags & 1 << 15
        if not step.view.showdown:
            for line in msg.text.splitlines():
                assert not CARD_WORDS.search(line) or replay.seat is not None, line
        if number + 1 < len(replay.steps):
            d = await user.press(msg, custom_id=NEXT_STEP)
            assert not d.errors
            msg = standin.messages[msg.id]  # edited in place
    return msg


async def test_a_replay_by_a_player_and_by_a_spectator(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, eve = h.user("Ana"), h.user("Eve")
        table = await open_table(h, ana)
        [(commitment,)] = sql_now(tmp_path / "mus.db", "SELECT commitment FROM partidas WHERE partida_id = ?",
                                  (table.state.partida_id,))
        assert commitment == table.state.commitment()  # the seed's with its seats and first mano
        assert commitment in table.message().text  # R fair play: shown before the first deal is played
        await play_until(table, [ana], [Brain(1)], stop=lambda s: s.match.phase == "hand_end")
        msg = table.message()
        hand_id = int(HAND_ID.search(msg.text)[1])
        assert table.state.hand_id == hand_id
        store = bot.store
        for user in (ana, eve):  # the player who sat in it, and a spectator
            d = await user.press(msg, custom_id=REPLAY)
            first = reply(d)
            replay = await load_replay(store, GUILD_ID(standin), hand_id, user.id, sees=_anyone)
            assert replay.seat == (table.state.seat_of(ana.id) if user is ana else None)
            last = await _step_through(user, first, replay, standin)
            assert replay.steps[-1].view.showdown and "⏭" in str(last.components)
        # the spectator's pictures never held a card before the count: their views had none
        spectator = await load_replay(store, GUILD_ID(standin), hand_id, eve.id, sees=_anyone)
        assert all(all(h is None for h in s.view.hands) for s in spectator.steps if not s.view.showdown)
        player = await load_replay(store, GUILD_ID(standin), hand_id, ana.id, sees=_anyone)
        seat = player.seat
        assert all(s.view.hands[seat] is not None for s in player.steps)  # her own cards, every step
        # /mus mano id: as people type it; nonsense and unknown ids answered with a text
        d = await eve.slash("mus mano", id=f"#{hand_id}")
        answer = reply(d)
        assert answer.ephemeral and _picture(answer).data == render_table(spectator.steps[0].view, spectator.names, "es")
        bad = reply(await eve.slash("mus mano", id="abc"))
        assert bad.ephemeral and "abc" in bad.text and not bad.attachments
        unknown = reply(await eve.slash("mus mano", id="#99999"))
        assert t("history.error.hand_not_found", "es", id=99999) in unknown.text
        # the verification of a partida still played says its seed is not revealed yet
        partida = table.state.partida_id
        early = reply(await ana.slash("mus verificar", partida=partida)).text
        assert t("history.verify.not_revealed", "es", partida=partida) in early
        assert sh.seed_text(table.state.seed) not in early
    # after a restart the replay's buttons still answer (dynamic items)
    again = make_bot(tmp_path, clock)
    async with BotHarness(standin, again) as h:
        d = await h.user("Eve").press(answer, custom_id=NEXT_STEP)
        assert not d.errors
        moved = standin.messages[answer.id]
        assert _picture(moved).data == render_table(spectator.steps[1].view, spectator.names, "es")


async def test_a_finished_partida_reveals_its_seed_verifies_and_announces_a_logro(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock, seed=3)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        table = await open_table(h, ana, tantos=30, juegos=1)
        seed, partida = table.state.seed, table.state.partida_id
        await play_until(table, [ana], [Brain(1)])
        assert table.state.status == TableStatus.FINISHED
        final = table.message().text
        assert t("history.seed_line", "es", seed=sh.seed_text(seed), partida=partida) in final
        won = table.state.match.winner == table.state.seat_of(ana.id) % 2
        first_win = t("history.achievement.earned", "es", name="Ana", title=t("achievement.primera.name", "es"),
                      description=t("achievement.primera.desc", "es"))
        assert (first_win in final) == won
        verified = reply(await ana.slash("mus verificar", partida=partida))
        assert verified.ephemeral and t("history.verify.ok", "es", hands=table.state.match.hand_number) in verified.text
        assert reply(await ana.slash("mus verificar", partida=partida + 100)).text == t(
            "history.error.partida_not_found", "es", partida=partida + 100)
        stats = reply(await ana.slash("mus stats")).text
        assert (t("achievement.primera.name", "es") in stats) == won
        # a revancha: a new partida with its own seed, committed with the same seats, verifies too
        await ana.press(table.message(), custom_id=cid(Verb.REMATCH))
        again = table.state.partida_id
        assert again != partida and table.state.seed != seed
        [(commitment,)] = sql_now(tmp_path / "mus.db", "SELECT commitment FROM partidas WHERE partida_id = ?", (again,))
        assert t("history.commitment_line", "es", commitment=commitment) in table.message().text
        await play_until(table, [ana], [Brain(2)])
        verified = reply(await ana.slash("mus verificar", partida=again))
        assert t("history.verify.ok", "es", hands=table.state.match.hand_number) in verified.text


async def test_a_logro_is_announced_on_the_table_message(standin, clock, tmp_path):
    """Ana and Bea sit as rivals: whoever's pair wins earns a first win (logro ``primera``),
    announced in one line on the table message; /mus stats lists it, and only for them."""
    bot = make_bot(tmp_path, clock, seed=3)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana"), h.user("Bea")
        table = await open_table(h, ana, bots=2, others=[bea], tantos=30, juegos=1)
        assert table.state.seat_of(ana.id) % 2 != table.state.seat_of(bea.id) % 2
        await play_until(table, [ana, bea], [Brain(1), Brain(2)])
        winner, loser = (ana, bea) if table.state.match.winner == table.state.seat_of(ana.id) % 2 else (bea, ana)
        title = t("achievement.primera.name", "es")
        final = table.message().text
        assert t("history.achievement.earned", "es", name=winner.user.global_name, title=title,
                 description=t("achievement.primera.desc", "es")) in final
        assert loser.user.global_name + " consigue" not in final
        assert title in reply(await winner.slash("mus stats")).text
        assert title not in reply(await loser.slash("mus stats")).text
        # a second partida: the player's picture (the rating chart) now carries the logro as a
        # medal, and its alt text says so after the chart's words
        await ana.press(table.message(), custom_id=cid(Verb.REMATCH))
        await play_until(table, [ana, bea], [Brain(1), Brain(2)])
        stats = reply(await winner.slash("mus stats"))
        (picture,) = stats.attachments
        assert picture.filename == "rating.png" and title in picture.description
        assert picture.description.index(title) > picture.description.index(winner.user.global_name)


async def test_a_pairs_record_and_the_pairs_ranking(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock, seed=2)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users = [h.user(n) for n in ("Ana", "Bea", "Car", "Dan")]
        table = await open_table(h, users[0], bots=0, others=users[1:], tantos=30, juegos=1)
        await play_until(table, users, [Brain(i) for i in range(4)])
        ana, bea, car = users[0], users[1], users[2]
        partner = car if table.state.seat_of(car.id) == (table.state.seat_of(ana.id) + 2) % 4 else bea
        record = reply(await ana.slash("mus pareja", jugador=partner)).text
        assert t("history.pair.title", "es", a="Ana", b=partner.user.global_name) in record
        assert "1 partida juntos" in record  # one partida, its noun singular
        assert reply(await ana.slash("mus pareja", jugador=ana)).text == t("history.pair.same_player", "es")
        make_admin(standin, ana)
        assert t("history.config.league", "es", min=1, schedule=t("history.season.schedule.none", "es"),
                 role=t("history.config.unset", "es"), channel=t("history.config.unset", "es")) in reply(
            await ana.slash("mus-admin config", pareja_minimo=1)).text
        ranking = reply(await bea.slash("mus ranking", orden="parejas")).text
        assert t("history.ranking.pairs_title", "es", min=1) in ranking
        assert "Ana" in ranking and partner.user.global_name in ranking


def _season_world(standin, manage_roles: bool):
    """Before the bot logs in: a champions' role below the bot's own, a channel for the
    champions' message, and Manage Roles granted or not."""
    guild = standin.guilds[GUILD_ID(standin)]
    role = standin.add_role(guild, "Campeones", position=2)
    news = standin.add_channel(guild, "anuncios")
    if manage_roles:
        guild.bot_permissions |= Perm.MANAGE_ROLES
    return guild, role, news


async def _one_partida(h, table_opener, other):
    table = await open_table(h, table_opener, bots=2, others=[other], tantos=30, juegos=1)
    await play_until(table, [table_opener, other], [Brain(1), Brain(2)])
    won = table.state.match.winner == table.state.seat_of(table_opener.id) % 2
    return (table_opener, other) if won else (other, table_opener)


async def test_a_season_closed_with_its_champions_message_and_the_role_moved(standin, clock, tmp_path):
    guild, role, news = _season_world(standin, manage_roles=True)
    bot = make_bot(tmp_path, clock, seed=3)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana"), h.user("Bea")
        winner, loser = await _one_partida(h, ana, bea)
        make_admin(standin, ana)
        d = await ana.slash("mus-admin config", rol_campeones=role, canal_campeones=news, nueva_temporada=True)
        answer = reply(d).text
        assert t("history.season.closed_reply", "es", season=1, channel=f"<#{news.id}>") in answer
        assert t("history.season.role_moved", "es", role=f"<@&{role.id}>", names=winner.user.global_name) in answer
        assert role.id in guild.members[winner.id].roles and role.id not in guild.members[loser.id].roles
        (message,) = [m for m in standin.channel_messages(news) if m.author_id == standin.bot.id]
        assert t("history.season.closed_title", "es", season=1) in message.text
        assert winner.user.global_name in message.text
        (picture,) = message.attachments
        assert picture.data.startswith(b"\x89PNG") and winner.user.global_name in picture.description
        assert [s.season for s in await bot.store.guilds.seasons(guild.id)][-1] == 2
        # season 2: only Car and Dan play; its champion takes the role from season 1's
        car, dan = h.user("Car"), h.user("Dan")
        await ana.slash("mus cerrar")  # the finished table makes way for theirs
        champion, _ = await _one_partida(h, car, dan)
        answer = reply(await ana.slash("mus-admin config", nueva_temporada=True)).text
        assert t("history.season.role_moved", "es", role=f"<@&{role.id}>", names=champion.user.global_name) in answer
        assert role.id in guild.members[champion.id].roles and role.id not in guild.members[winner.id].roles


async def test_a_season_closes_when_the_bot_may_not_manage_roles(standin, clock, tmp_path):
    guild, role, news = _season_world(standin, manage_roles=False)
    bot = make_bot(tmp_path, clock, seed=3)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana"), h.user("Bea")
        winner, _ = await _one_partida(h, ana, bea)
        make_admin(standin, ana)
        answer = reply(await ana.slash("mus-admin config", rol_campeones=role, canal_campeones=news,
                                       nueva_temporada=True)).text
        assert t("history.season.role_no_permission", "es") in answer
        assert role.id not in guild.members[winner.id].roles
        assert [m for m in standin.channel_messages(news) if m.author_id == standin.bot.id]  # announced all the same
        assert [s.season for s in await bot.store.guilds.seasons(guild.id)][-1] == 2


async def test_a_role_above_the_bots_is_named_and_a_monthly_season_closes_by_itself(standin, clock, tmp_path):
    guild, role, news = _season_world(standin, manage_roles=True)
    role.position = 20  # above the bot's own role (10)
    bot = make_bot(tmp_path, clock, seed=3)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana"), h.user("Bea")
        winner, _ = await _one_partida(h, ana, bea)
        make_admin(standin, ana)
        await ana.slash("mus-admin config", rol_campeones=role, canal_campeones=news, temporada_auto="monthly")
        cog = bot.get_cog("History")
        assert await cog.seasons.close_due(clock.epoch()) == []  # this month's season is not over
        clock.advance(40 * 86400)
        (outcome,) = await h.run(cog.seasons.close_due(clock.epoch()))
        assert outcome.close is not None and outcome.close.season == 1 and outcome.posted_in == news.id
        assert outcome.lines("es") == [t("history.season.role_too_high", "es", role=f"<@&{role.id}>")]
        assert role.id not in guild.members[winner.id].roles
        assert await cog.seasons.close_due(clock.epoch()) == []  # closed once


async def test_a_forged_replay_step_on_the_table_message_never_replaces_it(standin, clock, tmp_path):
    """Privacy: ◀ ▶ edit the replay's own private message in place. Forged onto
    the public table message by a modified client, a step would put the presser's replay, with
    their cards, where everyone sees it instead of the table: refused privately, and the table
    message stays as it was."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        table = await open_table(h, ana)
        await play_until(table, [ana], [Brain(1)], stop=lambda s: s.match.phase == "hand_end")
        msg = table.message()
        hand_id = int(HAND_ID.search(msg.text)[1])
        before = (msg.text, [a.data for a in msg.attachments], str(msg.components))
        for how in "fpnl":
            d = await ana.press_forged(msg, f"{REPLAY_PREFIX}:{hand_id}:1:{how}")
            after = table.message()
            assert (after.text, [a.data for a in after.attachments], str(after.components)) == before, how
            answer = reply(d)
            assert answer.ephemeral and not answer.attachments, how
            assert t("history.error.replay_here", "es", button=t("history.btn.replay", "es")) in answer.text, how
