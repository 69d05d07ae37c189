"""A shorter path per press: a press on the table message is answered by the table
message's own edit (an UPDATE_MESSAGE answer), through the real discord.py client and the
stand-in; presses that cannot be answered so keep the old way (answered first, then applied)."""

from __future__ import annotations

import asyncio
import json

import discord
from standin import AnswerGate, BotHarness

from e2e.mus_driver import Brain, cid, open_cards
from e2e.test_discord_faults import ana_at_her_turn
from e2e.test_partidas import make_bot, reply
from e2e.test_races_and_attacks import four_at_table
from musbot.presenter.controls import Verb, verb_of

UPDATE_MESSAGE, DEFERRED_UPDATE = 7, 6
# seconds a press may wait for its edit here: the tests that look at how a press was answered
# must not depend on how fast this machine draws (the bot's own 0.2 s are real seconds)
PATIENT = 60.0


def since(standin, start: int) -> list:
    return standin.requests[start:]


def edits_of_messages(requests) -> list:
    """PATCHes of channel messages (the table message's edits), not of interaction answers."""
    return [r for r in requests if r.method == "PATCH" and r.path.startswith("/api/v10/channels/")]


def callbacks(requests) -> list:
    return [r for r in requests if r.path.endswith("/callback")]


async def test_a_press_is_answered_by_the_edit_that_shows_it(standin, clock, tmp_path):
    """Ana's move (and the computer players' answers to it) reach Discord in one request, the
    press's answer: the table message shows her move once the press is answered, and the bot
    neither defers the press nor edits the message separately."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        bot.presenter.answers.within = PATIENT
        match = table.state.match
        verb = next_verb(match)
        start, before, shown = len(standin.requests), len(match.log), table.message().text
        d = await ana.press(table.message(), custom_id=cid(verb))
        assert d.interaction.response_type == UPDATE_MESSAGE
        assert d.response is not None and d.response.id == table.message().id
        assert len(match.log) > before and match.log[before][0] == 0  # her move, applied
        assert table.message().text != shown  # and shown
        assert len(callbacks(since(standin, start))) == 1
        assert edits_of_messages(since(standin, start)) == []


async def test_presses_shown_by_one_edit_are_all_answered_once(standin, clock, tmp_path):
    """R5: four "mus" at once, their answers held by Discord until all four are in: each
    press is applied once, in arrival order, and answered once (the one whose change an edit
    shows by that edit, the others with a deferred update); nobody is refused."""
    bot = make_bot(tmp_path, clock, seed=3)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users, table = await four_at_table(h)
        match = table.state.match
        speaking = [users[(match.mano + i) % 4] for i in range(4)]
        before = len(match.log)
        standin.answer_gate = AnswerGate(4, order=[3, 1, 0, 2])
        start = len(standin.requests)
        msg = table.message()
        results = await asyncio.gather(*(u.press(msg, custom_id=cid(Verb.MUS)) for u in speaking))
        assert [reply(r) for r in results if reply(r) is not None and reply(r).ephemeral] == []
        assert [seat for seat, _ in match.log[before:]] == [(match.mano + i) % 4 for i in range(4)]
        # the first edit's answer is held until all four answers are in: the others are deferred
        # while they wait (on a slow machine the first may be deferred too: the 0.2 s are real)
        assert {r.interaction.response_type for r in results} <= {UPDATE_MESSAGE, DEFERRED_UPDATE}
        assert len(callbacks(since(standin, start))) == 4  # once each: no answer twice (40060)
        assert not [r for r in since(standin, start) if r.code == 40060]


async def test_a_press_from_mis_cartas_is_answered_first_then_applied(standin, clock, tmp_path):
    """A press on the private 'Mis cartas' message cannot be answered by the table's edit (its
    message shows something else): it gets its deferred update, and the table message is
    edited on its own."""
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        match = table.state.match
        verb = next_verb(match)
        private = await open_cards(ana, table)
        start, before = len(standin.requests), len(match.log)
        d = await ana.press(private, custom_id=cid(verb))
        assert len(match.log) > before and match.log[before][0] == 0
        assert d.interaction.response_type == DEFERRED_UPDATE
        assert edits_of_messages(since(standin, start))  # the table message edited on its own


def next_verb(match) -> Verb:
    """The control of Ana's next move, one pressed on a message (not a picker or a form)."""
    action = Brain(1).choose(match.view(0)) or next(a for a in match.legal_actions(0) if a.kind != "sena")
    verb = verb_of(action, facing_bet=match.view(None).bet is not None)
    assert not verb.picks_privately and not verb.asks_amount, verb
    return verb


async def test_an_answer_that_keeps_the_picture_names_it(standin, clock, tmp_path, monkeypatch):
    """A press whose table picture is unchanged is answered by an edit that names the picture it
    keeps (an answer that edits is reported to drop attachments it does not name): the table
    message still shows its picture, and no picture is uploaded again."""
    from musbot.presenter import discord_internals
    from musbot.presenter import presenter as presenter_mod

    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        bot.presenter.answers.within = PATIENT
        monkeypatch.setattr(presenter_mod, "public_picture_key", lambda public, lang: "the same picture")
        await one_more_publish(h, bot, ana)  # the message now carries the picture of that key
        shown = table.message().attachments
        assert shown
        payloads = []
        send = discord_internals.answer

        async def spy(interaction, payload=None, *, form=None):
            payloads.append(payload)
            return await send(interaction, payload, form=form)

        monkeypatch.setattr(discord_internals, "answer", spy)
        d = await ana.press(table.message(), custom_id=cid(next_verb(table.state.match)))
        assert d.interaction.response_type == UPDATE_MESSAGE
        (sent,) = payloads  # JSON: no picture uploaded
        sent = json.loads(discord.utils._to_json(sent))  # as it went over the wire
        assert [int(a["id"]) for a in sent["data"]["attachments"]] == [a.id for a in shown]
        assert [a.id for a in table.message().attachments] == [a.id for a in shown]


async def one_more_publish(h, bot, ana) -> None:
    snapshot = await bot.tables.snapshot(ana.channel.id)
    await h.run(bot.presenter.publish(snapshot.public))


async def test_presses_answered_either_way_keep_their_arrival_order(standin, clock, tmp_path):
    """R5: the first to speak says "mus" on 'Mis cartas' (answered first, then applied)
    and the next one on the table message (applied at once, answered by the edit), the two
    arriving together: both are applied in the order they arrived, and nobody is told it is not
    their turn."""
    bot = make_bot(tmp_path, clock, seed=4)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users, table = await four_at_table(h)
        match = table.state.match
        assert match.phase == "mus"
        first, second = users[match.mano], users[(match.mano + 1) % 4]
        private = await open_cards(first, table)
        before = len(match.log)
        mine, theirs = await asyncio.gather(first.press(private, custom_id=cid(Verb.MUS)),
                                            second.press(table.message(), custom_id=cid(Verb.MUS)))
        assert [seat for seat, _ in match.log[before:]] == [match.mano, (match.mano + 1) % 4]
        assert mine.interaction.response_type == DEFERRED_UPDATE and not mine.followups
        assert not theirs.followups and not (reply(theirs) is not None and reply(theirs).ephemeral)
