"""The tutorial (``/mus aprender``) and the coach (*Consejo* on tables with ``consejos``) through
the real discord.py client and the offline Discord stand-in."""

from __future__ import annotations

import random

from standin import BotHarness

from e2e.mus_driver import Brain, Table, cid, open_cards, play_until, press_action
from musbot.ai.coach import advise
from musbot.bot import MusBot
from musbot.i18n import t
from musbot.i18n.coach import advice_lines
from musbot.presenter.controls import Verb
from musbot.presenter.screens import coach_seed
from musbot.settings import Settings
from musbot.tables.status import TableStatus
from musbot.tables.tutorial import COUNT, TOPICS


def reply(d):
    return d.followups[-1] if d.followups else d.response


def make_bot(tmp_path, clock, seed: int = 1) -> MusBot:
    rng = random.Random(seed)
    return MusBot(Settings(db_path=str(tmp_path / "mus.db")), clock=clock.epoch, tick_seconds=None,
                  seeds=lambda: rng.getrandbits(63))


def titles(messages):
    return [e.get("title", "") for m in messages for e in (m.embeds or [])]


async def test_the_tutorial_reaches_every_explanation_privately(standin, clock, tmp_path):
    """``/mus aprender``: a private thread with the person and three computer players; playing a
    seeded partida there, every explanation comes once, in the person's language, each hand's
    count after it; nobody else sees any of it; leaving closes the table, and nothing is rated."""
    bot = make_bot(tmp_path, clock, seed=1)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana", locale="en-GB"), h.user("Bea")
        answer = reply(await ana.slash("mus aprender"))
        assert answer.ephemeral and answer.visible_to == frozenset({ana.id})
        thread = next(c for c in standin.channels.values() if c.is_thread)
        assert thread.type == 12 and f"<#{thread.id}>" in answer.text  # a private thread
        assert thread.thread_members == {standin.bot.id, ana.id}
        table = Table(standin, h.client, thread)
        state = table.state
        assert state.learner == ana.id and state.consejos and state.status == TableStatus.PLAYING
        assert [s.is_ai for s in state.seats] == [False, True, True, True]
        assert t("coach.table_note", "en") in table.message().text  # the table says: never rated
        again = reply(await ana.slash("mus aprender"))  # one practice table at a time
        assert again.ephemeral and again.text == t("learn.already", "en", thread=f"<#{thread.id}>")
        assert [c for c in standin.channels.values() if c.is_thread] == [thread]

        def taught_all(s):
            return set(TOPICS) <= s.taught and f"{COUNT}:2" in s.taught

        await play_until(table, [ana], [Brain(5)], stop=taught_all)
        hands = table.state.match.hand_number
        seen = titles(ana.sees(thread))
        for topic in TOPICS:  # each explanation once, in English
            assert seen.count(t(f"learn.{topic}.title", "en")) == 1, (topic, seen)
        assert seen.index(t("learn.welcome.title", "en")) < seen.index(t("learn.mus.title", "en"))
        for hand in range(1, hands):  # every hand played so far, its count
            assert seen.count(t("learn.count.title", "en", hand=hand)) == 1, (hand, seen)
        count = next(m for m in ana.sees(thread) if titles([m]) == [t("learn.count.title", "en", hand=1)])
        assert count.embeds[0]["description"].splitlines()[-1].startswith("Score:")

        # privately: only Ana (and the bot) are in the thread; nothing of it in the channel
        assert bea.sees(thread) == []
        assert all(m.visible_to in (None, frozenset({ana.id})) for m in standin.channel_messages(thread, viewer=ana.user))
        lessons = {t(f"learn.{topic}.title", lang) for topic in TOPICS for lang in ("en", "es")}
        for viewer in (None, ana.user, bea.user):
            assert not lessons & set(titles(standin.channel_messages(ana.channel, viewer=viewer)))

        # Ana leaves at any time: the table closes, not counted, and the thread is archived
        await ana.press(table.message(), custom_id=cid(Verb.CLOSE))
        assert thread.id not in h.client.tables.tables  # closed: no longer an open table
        assert t("learn.closed", "en") in ana.sees(thread)[-1].text
        assert standin.channels[thread.id].archived
        assert await bot.store.stats.leaderboard(ana.channel.guild_id) == []
        assert "Ana" not in reply(await ana.slash("mus ranking")).text


async def test_a_consejos_table_answers_privately_with_the_experts_play_and_is_never_rated(standin, clock, tmp_path):
    """``/mus mesa consejos:True``: the table says it is not rated; *Consejo* in Ana's cards
    answers Ana alone with the expert's play in her own view; Ana follows it to the end, and
    neither the ranking nor the ratings know of the partida."""
    bot = make_bot(tmp_path, clock, seed=2)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana"), h.user("Bea")
        await ana.slash("mus mesa", consejos=True, personalidad="prudente", juegos=1)
        table = Table(standin, h.client, ana.channel)
        assert t("coach.table_note", "es") in table.message().text
        offered = next(c for c in table.message().iter_components()
                       if c.get("custom_id", "").startswith("mus:" + Verb.ADD_AI.value) or c.get("type") == 3)
        labels = [o["label"] for o in offered["options"]]
        assert labels[0].endswith(t("ai.personality.prudente", "es"))  # the table's own first
        for value in ("expert:prudente", "expert:farolero", "basic"):
            await ana.choose(table.message(), value, custom_id=cid(Verb.ADD_AI))
        assert [(s.level, s.personality) for s in table.state.seats[1:]] == [
            ("expert", "prudente"), ("expert", "farolero"), ("basic", None)]
        await ana.press(table.message(), custom_id=cid(Verb.START))
        seat = table.state.seat_of(ana.id)
        asked = 0
        for _ in range(400):
            state = table.state
            if state.status != TableStatus.PLAYING:
                break
            match = state.match
            if match.phase == "hand_end":
                await ana.press(table.message(), custom_id=cid(Verb.NEXT))
                continue
            assert seat in match.to_act()
            view = match.view(seat)
            private = await open_cards(ana, table)
            answer = reply(await ana.press(private, custom_id=cid(Verb.CONSEJO)))
            assert answer.ephemeral and answer.visible_to == frozenset({ana.id})
            advice = advise(view, seed=coach_seed(view))
            assert answer.text.strip().splitlines()[1:] == advice_lines(advice.lines, "es")
            asked += 1
            if advice.sena is not None:
                await ana.choose(private, advice.sena, custom_id=cid(Verb.SENA_PICK))
            await press_action(ana, table, advice.action)
        assert table.state.status == TableStatus.FINISHED and asked > 10
        assert await bot.store.stats.leaderboard(ana.channel.guild_id) == []
        assert (await bot.store.stats.player_stats(ana.channel.guild_id, ana.id)).partidas == 0
        assert "Ana" not in reply(await bea.slash("mus ranking")).text


async def test_a_forged_consejo_at_a_table_without_consejos_is_refused(standin, clock, tmp_path):
    """A modified client presses Consejo where the table has no coach: refused privately, in the
    person's words; and a spectator's Consejo tells nothing of anybody's cards."""
    from e2e.mus_driver import open_table
    from musbot.presenter.controls import custom_id

    bot = make_bot(tmp_path, clock, seed=3)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, eve = h.user("Ana"), h.user("Eve")
        table = await open_table(h, ana)
        forged = custom_id(Verb.CONSEJO, ana.channel.id, table.state.match.hand_number)
        before = table.state.match.state()
        answer = reply(await ana.press_forged(table.message(), forged))
        assert answer.ephemeral and answer.text == t("error.no_consejos", "es")
        answer = reply(await eve.press_forged(table.message(), forged))  # not seated
        assert answer.ephemeral and answer.visible_to == frozenset({eve.id})
        assert table.state.match.state() == before
