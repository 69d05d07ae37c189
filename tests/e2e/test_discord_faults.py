"""What the bot does when Discord fails or a server changes under a table (deleted
messages and channels, outages, lost permissions, expired interactions), through the real
discord.py client and the stand-in's injected faults. Each test names the point it covers.

Retries run on the bot's clock: the tests advance it and call ``presenter.retry_due()``
(what the bot's one-second tick does), so nothing waits."""

from __future__ import annotations

import contextlib
import logging

import pytest
from standin import BotHarness

from e2e.mus_driver import Brain, Table, cid, open_table, play_until, press_action
from e2e.test_partidas import make_bot, reply
from musbot.i18n import t
from musbot.presenter.controls import Verb, verb_of
from musbot.tables.status import TableStatus

MESSAGE_PATH = r"/channels/\d+/messages/\d+$"
CALLBACK_PATH = r"/interactions/\d+/[^/]+/callback$"


def outage_of_edits(standin):
    """Discord answers 503 to the table message's edits, and to the next press's answer (an
    edit of the message pressed); that press's deferred update, sent next, goes through."""
    standin.fail(503, 0, "Service Unavailable", path=CALLBACK_PATH, times=1)
    return standin.fail(503, 0, "Service Unavailable", path=MESSAGE_PATH, method="PATCH")


def bot_requests(standin, channel) -> list:
    """The bot's requests about this channel (not the interactions' answers)."""
    return [r for r in standin.requests if f"/channels/{channel.id}" in r.path]


async def one_press(table: Table, ana) -> None:
    """Ana (the only person, three computer players beside her) makes her next move."""
    match = table.state.match
    if match.phase == "hand_end":
        await ana.press(table.message(), custom_id=cid(Verb.NEXT))
        return
    action = Brain(1).choose(match.view(0)) or next(a for a in match.legal_actions(0) if a.kind != "sena")
    await press_action(ana, table, action)


async def until_anas_turn(table: Table, ana) -> None:
    await play_until(table, [ana], [Brain(1)], stop=lambda t: 0 in t.match.to_act())


@contextlib.asynccontextmanager
async def ana_at_her_turn(standin, clock, tmp_path, locale=None):
    """Ana and three computer players, a partida under way, Ana to act: (harness, bot, Ana, table).
    ``locale``: Ana's Discord language (default the stand-in's)."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana", locale=locale)
        table = await open_table(h, ana)
        await until_anas_turn(table, ana)
        yield h, bot, ana, table


def no_traceback(caplog) -> None:
    assert "Traceback" not in caplog.text, caplog.text
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


async def counted_partidas(bot) -> int:
    from musbot.store.db import fetchone

    async with bot.store._db.read("counting") as conn:
        row = await fetchone(conn, "SELECT COUNT(*) FROM partidas WHERE status = 'finished'")
    return int(row[0]) if row else 0


# ---------------------------------------------------------------------- 20.1 deleted message
async def test_a_deleted_table_message_is_posted_again_and_the_game_goes_on(standin, clock, tmp_path, caplog):
    """A moderator deletes the table message mid-hand: the next change posts a new table
    message saying the old one was removed, the stored id follows it, /mus mesa links to it,
    and the log holds one line, no traceback."""
    caplog.set_level(logging.INFO)
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        old = table.message()
        standin.delete_message(old)
        clock.advance(table.state.seconds + 1)  # nobody can press it now: Ana's time runs out
        await h.run(bot.tables.tick())
        new = table.message()
        assert new.id != old.id and not new.deleted
        assert "se borró" in new.text, new.text
        assert table.state.message_id == new.id
        (record,) = await bot.store.tables.open_tables()
        assert record.messages["message_id"] == new.id
        d = await ana.slash("mus mesa")
        assert str(new.id) in reply(d).text
        clock.advance(bot.tables.next_hand_pause + 1)  # and goes on there (Ana's seat is played for her)
        await h.run(bot.tables.tick())
        assert table.message().id == new.id and not new.deleted
        no_traceback(caplog)


# ---------------------------------------------------------------------- 20.2 outages
async def test_edits_during_a_503_outage_are_retried_with_backoff_and_catch_up(standin, clock, tmp_path, caplog):
    """Discord answers 503 to every edit for a while: the press is applied, the edit is
    retried with a growing pause (1 s, then 2 s...), and once Discord answers the table message
    shows the latest state without anyone pressing."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        outage = outage_of_edits(standin)
        before = table.message().text
        log_len = len(table.state.match.log)
        await one_press(table, ana)
        assert len(table.state.match.log) > log_len  # applied
        assert table.message().text == before  # not shown yet
        hits = outage.hits
        await h.run(bot.presenter.retry_due())
        assert outage.hits == hits  # not due yet
        clock.advance(1.0)
        await h.run(bot.presenter.retry_due())
        assert outage.hits == hits + 1  # one retry after 1 s
        clock.advance(1.0)
        await h.run(bot.presenter.retry_due())
        assert outage.hits == hits + 1  # the next one waits 2 s
        outage.stop()
        clock.advance(1.0)
        await h.run(bot.presenter.retry_due())
        shown = table.message().text
        assert shown != before
        snapshot = await bot.tables.snapshot(ana.channel.id)
        await h.run(bot.presenter.publish(snapshot.public))
        assert table.message().text == shown  # current
        no_traceback(caplog)


async def test_a_whole_partida_with_a_ten_second_outage_finishes_current_and_clean(standin, clock, tmp_path, caplog):
    """20 (done when): a whole partida with a 10-second 503 outage in the middle finishes with
    the table message current and no traceback in the log."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        table = await open_table(h, ana, tantos=30)
        await play_until(table, [ana], [Brain(1)], stop=lambda t: t.match.hand_number >= 2 and 0 in t.match.to_act())
        outage = outage_of_edits(standin)
        await one_press(table, ana)  # applied; its edit fails
        for _ in range(10):  # ten seconds of the bot's tick: timers and retries
            clock.advance(1.0)
            await h.run(bot.tables.tick())
            await h.run(bot.presenter.retry_due())
        assert outage.hits > 0
        outage.stop()
        clock.advance(30.0)
        await h.run(bot.presenter.retry_due())
        await play_until(table, [ana], [Brain(1)])
        assert table.state.status == TableStatus.FINISHED
        assert "🏆" in table.message().text
        no_traceback(caplog)


# ---------------------------------------------------------------------- 20.3 lost permissions
@pytest.mark.parametrize("lose", ["view", "attach"])
async def test_a_table_the_bot_cannot_show_is_paused_then_resumed(standin, clock, tmp_path, caplog, lose):
    """The bot loses View Channel (50001) or Attach Files (50013) in the table's
    channel: the table pauses (no timer plays anyone's seat), a press is answered privately
    with what the bot lacks and changes nothing, /mus-admin config shows the paused table; when
    the permission is back, the next press resumes it."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        setattr(ana.channel, f"bot_can_{lose}", False)
        await one_press(table, ana)  # applied; its edit is refused
        state = table.state
        assert state.paused
        log_len = len(state.match.log)
        clock.advance(10 * state.seconds)
        await h.run(bot.tables.tick())
        assert len(state.match.log) == log_len and not any(s.auto for s in state.seats if s)  # nobody played
        d = await ana.press(table.message(), custom_id=cid(Verb.CARDS))
        answer = reply(d)
        assert answer.ephemeral and "pausa" in answer.text and ("view_channel" if lose == "view" else "attach_files") in answer.text
        assert len(state.match.log) == log_len
        admin = h.user(standin.owner)
        d = await admin.slash("mus-admin config")
        assert "pausa" in reply(d).text and f"<#{ana.channel.id}>" in reply(d).text
        setattr(ana.channel, f"bot_can_{lose}", True)
        await ana.press(table.message(), custom_id=cid(Verb.CARDS))  # any press: shown again, resumed
        assert not state.paused and state.deadline is not None
        await one_press(table, ana)
        assert len(state.match.log) > log_len
        no_traceback(caplog)


def plain_press(table: Table):
    """Ana's next move as a button of the table message itself (no picker, no form)."""
    match = table.state.match
    facing = match.view(None).bet is not None
    verbs = [verb_of(a, facing_bet=facing) for a in match.legal_actions(0) if a.kind != "sena"]
    return cid(next(v for v in verbs if not v.picks_privately and not v.asks_amount))


@pytest.mark.parametrize("lose", ["view", "send", "attach"])
async def test_the_first_press_after_a_permission_is_lost_is_told_privately(standin, clock, tmp_path, caplog, lose):
    """20.3, 17.1: the bot loses View Channel (Send Messages, Attach Files) in the table's
    channel mid-game; the very first press gets the word, privately, in the presser's language,
    naming the permission: an interaction's follow-up needs no channel permission, while the
    table's edit and the message to its opener are refused. Discord took the press (its answer
    went out first), so it is applied, once, and the table pauses: nobody plays for anyone. A
    later press gets the same word and changes nothing; the permission back, a press resumes it.
    ``send``: Discord lets a bot edit its own message without Send Messages (that case is the
    next test), so here its edit is refused as well, as a server may see it."""
    caplog.set_level(logging.INFO)
    async with ana_at_her_turn(standin, clock, tmp_path, locale="de") as (h, bot, ana, table):
        perm = {"view": "view_channel", "send": "send_messages", "attach": "attach_files"}[lose]
        setattr(ana.channel, f"bot_can_{lose}", False)
        refused = standin.fail(403, 50013, "Missing Permissions", path=MESSAGE_PATH, method="PATCH") \
            if lose == "send" else None
        state = table.state
        log_len = len(state.match.log)
        shown = table.message().text
        d = await ana.press(table.message(), custom_id=plain_press(table))
        assert not d.errors
        (word,) = d.followups
        assert word.ephemeral and word.visible_to == frozenset({ana.id})
        assert word.text == t("faults.paused_after_press", "de", perms=perm)
        assert state.paused == perm and len(state.match.log) > log_len  # applied, then paused
        assert table.message().text == shown  # the channel saw nothing
        applied = len(state.match.log)
        clock.advance(10 * state.seconds)
        await h.run(bot.tables.tick())
        assert len(state.match.log) == applied and not any(s.auto for s in state.seats if s)  # nobody played
        # a later press: the same word, as its answer; nothing changes
        d = await ana.press(table.message(), custom_id=cid(Verb.CARDS))
        assert d.response.ephemeral and d.response.text == t("faults.paused", "de", perms=perm)
        assert len(state.match.log) == applied and state.paused == perm
        setattr(ana.channel, f"bot_can_{lose}", True)
        if refused is not None:
            refused.stop()
        await ana.press(table.message(), custom_id=cid(Verb.CARDS))  # shown again: resumed
        assert not state.paused and table.message().text != shown
        no_traceback(caplog)


async def test_without_send_messages_the_table_goes_on(standin, clock, tmp_path, caplog):
    """20.3: Send Messages alone does not stop a table: Discord lets the bot edit its own
    message without it, so a press is applied and shown, and nothing needs saying."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        ana.channel.bot_can_send = False
        shown = table.message().text
        log_len = len(table.state.match.log)
        d = await ana.press(table.message(), custom_id=plain_press(table))
        assert not d.errors and d.followups == [] and not d.response.ephemeral  # its answer: the table message
        assert not table.state.paused and len(table.state.match.log) > log_len
        assert table.message().text != shown
        no_traceback(caplog)


async def test_a_long_pause_closes_the_table_without_counting(standin, clock, tmp_path, caplog):
    """Nobody can see the table for longer than the idle rule allows: it closes, and the
    partida is not counted (no ratings)."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        ana.channel.bot_can_view = False
        await one_press(table, ana)
        assert table.state.paused
        for _ in range(40):
            clock.advance(60)
            await h.run(bot.tables.tick())
        assert ana.channel.id not in bot.tables.tables
        assert await counted_partidas(bot) == 0
        assert await bot.store.tables.open_tables() == []
        no_traceback(caplog)


# ---------------------------------------------------------------------- 20.4 deleted channel
async def test_a_deleted_channel_closes_its_table_at_once(standin, clock, tmp_path, caplog):
    """The channel is deleted: its table closes at once, saved and not counted, its timers
    stop, and the bot makes no more requests for it."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        channel = ana.channel
        await h.delete_channel(channel)
        assert channel.id not in bot.tables.tables
        assert await bot.store.tables.open_tables() == []
        asked = len(bot_requests(standin, channel))
        for _ in range(20):
            clock.advance(60)
            await h.run(bot.tables.tick())
            await h.run(bot.presenter.retry_due())
        assert len(bot_requests(standin, channel)) == asked
        assert await counted_partidas(bot) == 0
        assert channel.id not in bot.presenter.held()
        no_traceback(caplog)


# ---------------------------------------------------------------------- 20.5 memory per channel
async def test_nothing_of_a_closed_table_stays_in_the_presenter(standin, clock, tmp_path):
    """Tables opened and closed (by hand, by the idle rule, with a private message open)
    leave nothing behind in the presentation."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        guild = next(iter(standin.guilds.values()))
        for i in range(12):
            channel = standin.add_channel(guild, f"mesa{i}")
            ana = h.user("Ana", channel=channel)
            await ana.slash("mus mesa")
            if i % 3 == 0:
                await ana.slash("mus cerrar")
            elif i % 3 == 1:
                table = Table(standin, bot, channel)
                await ana.choose(table.message(), "random", custom_id=cid(Verb.ADD_AI))
        clock.advance(31 * 60)
        await h.run(bot.tables.tick())
        assert bot.tables.tables == {}
        assert bot.presenter.held() == set()


# ---------------------------------------------------------------------- 20.6 expired interactions
async def test_an_expired_interaction_is_one_log_line_and_never_answered_twice(standin, clock, tmp_path, caplog):
    """A /mus mesa and a press that reach the bot after their 3 seconds (10062): one line
    in the log at INFO or WARNING naming the cause, no traceback, no second answer tried."""
    caplog.set_level(logging.INFO)
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        d = await ana.slash("mus mesa", age=4, expect_ack=False, check_errors=False)
        assert d.errors == []
        await ana.slash("mus mesa")
        table = Table(standin, bot, ana.channel)
        d = await ana.choose(table.message(), "random", custom_id=cid(Verb.ADD_AI), age=4, expect_ack=False,
                             check_errors=False)
        assert d.errors == []
        assert [r for r in standin.requests if r.code == 40060] == []
        lines = [r for r in caplog.records if "10062" in r.getMessage()]
        assert lines and all(logging.INFO <= r.levelno <= logging.WARNING for r in lines)
        no_traceback(caplog)


async def test_a_press_discord_showed_as_failed_changes_nothing(standin, clock, tmp_path, caplog):
    """A press that reaches the bot after its 3 seconds is shown by Discord as "This
    interaction failed" (10062 on the answer): the move is not made, the table is as it was,
    and pressing again makes it once."""
    caplog.set_level(logging.INFO)
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        match = table.state.match
        before = len(match.log)
        action = next(a for a in match.legal_actions(0) if a.kind in ("mus", "paso", "quiero", "no_quiero"))
        verb = verb_of(action, facing_bet=match.view(None).bet is not None)
        d = await ana.press(table.message(), custom_id=cid(verb), age=4, expect_ack=False, check_errors=False)
        assert d.errors == []
        assert len(table.state.match.log) == before, "a failed press was applied"
        await ana.press(table.message(), custom_id=cid(verb))
        assert len(table.state.match.log) > before
        assert table.state.match.log[before][0] == 0  # Ana's move, once
        assert [r for r in standin.requests if r.code == 40060] == []
        no_traceback(caplog)


async def test_the_opener_is_told_in_the_channel_which_permission_is_missing(standin, clock, tmp_path):
    """The person who opened a table that cannot be shown is told in the channel, when the
    bot can still write there, which permission it lacks."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        ana.channel.bot_can_attach = False  # it can still write text
        await one_press(table, ana)
        said = [m for m in standin.channel_messages(ana.channel) if m.author_id == standin.bot.id
                and m.id != table.message().id]
        assert said and f"<@{ana.id}>" in said[-1].text and "attach_files" in said[-1].text


async def test_a_deleted_thread_closes_its_table_at_once(standin, clock, tmp_path, caplog):
    """The same for a table in a thread (THREAD_DELETE), as tournaments hold them."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        guild = standin.guilds[ana.channel.guild_id]
        thread = standin.add_channel(guild, "mesa-1")
        thread.type, thread.parent_id, thread.owner_id = 11, ana.channel.id, ana.id
        d = await ana.slash("mus mesa", channel=thread)
        assert "Mesa abierta" in reply(d).text, reply(d).text
        assert thread.id in bot.tables.tables
        await h.delete_channel(thread)
        assert thread.id not in bot.tables.tables
        assert await bot.store.tables.open_tables() == []
        assert thread.id not in bot.presenter.held()
        no_traceback(caplog)


async def test_a_paused_table_resumes_by_itself_when_it_can_be_shown_again(standin, clock, tmp_path, caplog):
    """The permission comes back while nobody presses: the bot's retries find it, the
    table message shows the latest state and the timers run again."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        before = table.message().text
        ana.channel.bot_can_view = False
        await one_press(table, ana)
        assert table.state.paused and table.state.deadline is None
        ana.channel.bot_can_view = True
        clock.advance(1.0)
        await h.run(bot.presenter.retry_due())
        assert not table.state.paused and table.state.deadline is not None
        assert table.message().text != before
        no_traceback(caplog)
