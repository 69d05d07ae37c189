"""Whole partidas through the real discord.py client and the offline Discord stand-in."""

from __future__ import annotations

import asyncio
import logging
import random
import re

import pytest
from standin import BotHarness, message_components

from e2e.mus_driver import (
    Brain,
    Table,
    cid,
    open_cards,
    open_table,
    play_until,
    press_action,
    seated_with_cards,
)
from musbot.bot import MusBot
from musbot.engine import Match, Sena
from musbot.engine.events import SenaSeen
from musbot.presenter.controls import Verb, custom_id_prefix
from musbot.render import render_table
from musbot.settings import Settings
from musbot.tables.status import TableStatus

CARD_WORDS = re.compile(r"\b(de|of|der|) ?(oros|copas|espadas|bastos|Münzen|Kelche|Schwerter|Stäbe|coins|cups|swords|clubs)\b")


SHOWDOWN = "Cartas a la vista"
NOTATION = re.compile(r"\b(1[0-2]|[1-7])[oceb]\b")


def reply(d):
    """The message an interaction answered with (a deferred answer is filled in later)."""
    return d.followups[-1] if d.followups else d.response


def _record_uploads(standin):
    """Every picture the bot uploads, as (who may see it, file name, bytes): the stand-in keeps
    only a message's latest attachments."""
    uploads = []
    store = standin._store

    def recording(m):
        for a in m.attachments:
            uploads.append((m.visible_to, a.filename, a.data))
        return store(m)

    standin._store = recording
    return uploads


def make_bot(tmp_path, clock, seed: int = 1) -> MusBot:
    """A real bot on a real SQLite file; its partidas are seeded so every run plays the same games."""
    rng = random.Random(seed)
    return MusBot(Settings(db_path=str(tmp_path / "mus.db")), clock=clock.epoch, tick_seconds=None,
                  seeds=lambda: rng.getrandbits(63))


async def test_one_person_and_three_computer_players_play_to_the_end(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        table = await open_table(h, ana, tantos=30)
        await play_until(table, [ana], [Brain(1)])
        assert table.state.status == TableStatus.FINISHED
        final = table.message()
        assert "🏆" in final.text
        ranking = await ana.slash("mus ranking")
        assert "Ana" in reply(ranking).text
        stats = await ana.slash("mus stats")
        assert "Ana" in reply(stats).text
        hist = reply(await ana.slash("mus historial")).text
        # each computer seat by the name it played under, not its record's latest name;
        # the date as Discord's timestamp, shown in each reader's own calendar and zone
        assert "Ana & Bot 3" in hist and "Bot 2 & Bot 4" in hist
        assert re.search(r"<t:\d+:d>", hist)


async def test_four_people_play_a_partida_and_nothing_private_leaks(standin, clock, tmp_path, caplog):
    """Privacy: public messages hold no card before the showdown; hand pictures go to their owner
    only; the bot's own logs (at DEBUG) never name a card."""
    caplog.set_level(logging.DEBUG, logger="musbot")
    caplog.set_level(logging.DEBUG, logger="cogs")
    uploads = _record_uploads(standin)
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users = [h.user(n) for n in ("Ana", "Bea", "Car", "Dan")]
        table = await open_table(h, users[0], bots=0, others=users[1:], tantos=30)
        await play_until(table, users, [Brain(i) for i in range(4)])
        assert table.state.status == TableStatus.FINISHED
        for m in standin.messages.values():
            if m.visible_to is None:  # public: every version of it
                for version in [*m.history, m.snapshot()]:  # content, embeds, text displays
                    text = "\n".join([str(version.get("content", "")),
                                      *(str(e.get("description", "")) for e in version.get("embeds") or []),
                                      *message_components.texts(version.get("components") or [])])
                    for line in text.splitlines():  # cards only in the showdown's own line
                        assert not CARD_WORDS.search(line) or line.startswith(SHOWDOWN), line
            for a in m.attachments:
                if a.filename.startswith("mano_"):
                    assert m.ephemeral and m.visible_to is not None and len(m.visible_to) == 1
        # every public table picture is one a spectator may see: the table drawn from the
        # spectator's view after some action of this partida (faces only at a showdown)
        match = table.state.match
        spectator = set()
        for k in range(len(match.log) + 1):
            m = Match.replay(match.rules, match.seed, match.log[:k], match.first_mano, match.first_deck)
            spectator.add(render_table(m.view(None), table.state.names(), "es"))
        public = [data for visible_to, name, data in uploads if name.startswith("mesa_") and visible_to is None]
        assert public and all(data in spectator for data in public)
        assert all(visible_to is None for visible_to, name, _ in uploads if name.startswith("mesa_"))
        hands = [v for v, name, _ in uploads if name.startswith("mano_")]
        assert hands and all(v is not None and len(v) == 1 for v in hands)  # each to its owner alone
        ranking = await users[1].slash("mus ranking")
        assert all(n in reply(ranking).text for n in ("Ana", "Bea", "Car", "Dan"))
        for i, u in enumerate(users):  # each one's /mus stats show this partida, won or lost
            seat = table.state.seat_of(u.id)
            won = int(seat % 2 == match.winner)
            stats = reply(await u.slash("mus stats")).text
            assert f"Partidas: {won} {'ganada' if won == 1 else 'ganadas'} de 1" in stats, (i, stats)
            assert "Manos: " in stats and f"de {match.hand_number} ·" in stats, stats
        ours = [r.getMessage() for r in caplog.records if r.name.startswith(("musbot", "cogs"))]
        assert not any(CARD_WORDS.search(m) or NOTATION.search(m) for m in ours)


@pytest.mark.parametrize("pillar", [0, 100])
async def test_a_sena_reaches_the_partner_and_only_catching_rivals(standin, clock, tmp_path, pillar):
    """R26: the partner is shown the seña; a rival only when it catches it (pillar señas 0 %:
    never; 100 %: always), and nobody else ever."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users = [h.user(n) for n in ("Ana", "Bea", "Car", "Dan")]
        table = await open_table(h, users[0], bots=0, others=users[1:], pillar_senas=pillar)
        match = table.state.match
        seat, name = next((s, a.name) for s in range(4) for a in match.legal_actions(s) if isinstance(a, Sena))
        maker = users[seat]
        private = await open_cards(maker, table)
        await maker.choose(private, name, custom_id=cid(Verb.SENA_PICK))
        public = table.message()
        assert "✋" in public.text  # the table only sees that a seña was made
        from musbot.i18n import t

        sena_text = t(f"sena.{name}", "es")
        for other_seat in range(4):
            if other_seat == seat:
                continue
            shown = await open_cards(users[other_seat], table)
            got = sena_text in shown.text
            partner = other_seat == (seat + 2) % 4
            assert got == (partner or pillar == 100), (other_seat, shown.text)
            seen = [e for e in table.state.match.view(other_seat).events
                    if isinstance(e, SenaSeen) and e.seat == seat]
            assert got == bool(seen)  # what Discord showed is what the engine let that seat see


async def test_stale_spectator_and_double_presses_change_nothing(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users = [h.user(n) for n in ("Ana", "Bea", "Car", "Dan")]
        eve = h.user("Eve")
        table = await open_table(h, users[0], bots=0, others=users[1:])
        match = table.state.match
        log_before = len(match.log)
        # a spectator presses: private explanation, nothing changes
        d = await eve.press(table.message(), custom_id=cid(Verb.MUS))
        answer = reply(d)
        assert answer.ephemeral and "sentado" in answer.text
        # four people press "no hay mus" at the same moment: only the mano's counts (R5)
        mano = match.mano
        results = await asyncio.gather(*(u.press(table.message(), custom_id=cid(Verb.NO_MUS)) for u in users))
        assert len(match.log) == log_before + 1 and match.log[-1][0] == mano
        refused = [r for r in results if reply(r) is not None and reply(r).ephemeral]
        assert len(refused) == 3
        # an amount picker with nonsense
        s = next(iter(table.state.match.to_act()))
        await users[s].press(table.message(), custom_id=cid(Verb.ENVIDO_AMOUNT))
        before = table.state.match.state()
        d = await users[s].submit({"amount": "abc"})
        assert "abc" in reply(d).text
        assert table.state.match.state() == before


async def test_a_button_of_an_earlier_hand_is_answered_this_is_over(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        table = await open_table(h, ana)
        first_hand = table.state.match.hand_number
        old_ids = list(table.message().custom_ids)
        await play_until(table, [ana], [Brain(3)], stop=lambda t: t.match.hand_number > first_hand)
        stale = next(c for c in old_ids if c.startswith(custom_id_prefix(Verb.CARDS)))
        # the old message version's button: same message, an earlier hand number
        msg = table.message()
        msg_components = msg.components
        msg.components = [{"type": 1, "components": [{"type": 2, "style": 1, "label": "old", "custom_id": stale}]}]
        try:
            d = await ana.press(msg, custom_id=stale)
        finally:
            msg.components = msg_components
        answer = reply(d)
        assert answer.ephemeral and ("pasó" in answer.text or "anterior" in answer.text)


async def test_a_restart_mid_hand_goes_on_exactly(standin, clock, tmp_path):
    """The bot stops without warning in the middle of a hand; a new one on the same database
    and the old table message carries on with the same match. The quick in-process version
    (the bot object is dropped); test_process_restart.py kills a real bot process."""
    bot = make_bot(tmp_path, clock)
    h = BotHarness(standin, bot)
    await h.start()
    await h.client.tree.sync()
    users = [h.user(n) for n in ("Ana", "Bea", "Car", "Dan")]
    table = await open_table(h, users[0], bots=0, others=users[1:])
    await play_until(table, users, [Brain(i) for i in range(4)],
                     stop=lambda t: len(t.match.log) >= 3)
    before = table.state.match
    message_id = table.state.message_id
    await h.stop(check=False)  # no close(): like a killed process
    await bot.store.close()
    bot2 = make_bot(tmp_path, clock, seed=2)
    async with BotHarness(standin, bot2) as h2:
        again = Table(standin, bot2, users[0].channel)
        assert again.state.match == before and again.state.message_id == message_id
        users2 = [h2.user(u.user) for u in users]
        await play_until(again, users2, [Brain(10 + i) for i in range(4)],
                         stop=lambda t: len(t.match.log) >= len(before.log) + 5)
        assert again.state.match.log[: len(before.log)] == before.log


async def test_a_burst_makes_at_most_one_public_edit_per_action_and_no_429_loop(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        table = await open_table(h, ana)
        msg_id = table.state.message_id
        edits_before = len(standin.requests_to("PATCH", rf"/channels/\d+/messages/{msg_id}$"))
        presses = 0
        while table.state.status == TableStatus.PLAYING and presses < 40:
            match = table.state.match
            if match.phase == "hand_end":
                await ana.press(table.message(), custom_id=cid(Verb.NEXT))
            else:
                seat = next(iter(match.to_act()))
                action = next(a for a in match.legal_actions(seat) if not isinstance(a, Sena))
                await press_action(ana, table, action)
            presses += 1
        edits = standin.requests_to("PATCH", rf"/channels/\d+/messages/{msg_id}$")[edits_before:]
        made = [r for r in edits if r.status != 429]
        assert 0 < len(made) <= presses  # at most one edit of the table message per action
        limited = [r for r in edits if r.status == 429]
        assert len(limited) <= len(made)  # a rate-limited edit is retried, not tried in a loop


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_commands_answer_in_the_users_language(standin, clock, tmp_path, lang):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        user = h.user("Hans", locale="de" if lang == "de" else "en-US")
        d = await user.slash("mus reglas")
        text = reply(d).text
        assert ("Mus" in text) and (("Regeln" in text) if lang == "de" else ("rules" in text.lower()))


async def test_missing_permissions_get_a_clear_private_message(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        ana.channel.bot_can_attach = False
        h.push_channel(ana.channel)
        d = await ana.slash("mus mesa")
        answer = reply(d)
        assert answer.ephemeral and "attach_files" in answer.text
        assert ana.channel.id not in bot.tables.tables


async def test_private_hand_stays_current_then_asks_to_press_again(standin, clock, tmp_path):
    """'Mis cartas' is kept current while its token lives; after that the table says to press again."""
    bot = make_bot(tmp_path, clock, seed=3)
    async with seated_with_cards(standin, bot) as (h, ana, table):
        brain = Brain(5)
        await play_until(table, [ana], [brain], stop=lambda t: len(t.match.log) >= 12
                         and t.match.phase == "lances" and 0 in t.match.to_act())
        privates = [m for m in standin.messages.values() if m.ephemeral and m.visible_to == frozenset({ana.id})
                    and any(a.filename.startswith("mano_") for a in m.attachments)]
        assert any(m.edits for m in privates)  # edited as the hand went on
        clock.advance(14.5 * 60)

        async def redraw() -> None:
            await bot.presenter.publish((await bot.tables.snapshot(ana.channel.id)).public)

        await h.run(redraw())
        assert "Mis cartas" in table.message().text


async def test_server_config_sets_language_and_defaults_for_new_tables(standin, clock, tmp_path):
    """/mus-admin config (Manage Server): Basque for the server, 30 tantos by default; /mus idioma for one person."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        admin = h.user(standin.owner)
        d = await admin.slash("mus-admin config", idioma="eu", tantos=30, segundos=45)
        assert reply(d).ephemeral
        ana = h.user("Ana")
        await ana.slash("mus mesa")
        table = Table(standin, bot, ana.channel)
        assert table.state.rules.tantos == 30 and table.state.seconds == 45
        assert "Mus mahaia" in table.message().text  # the public message speaks the server's language
        d = await ana.slash("mus idioma", idioma="de")
        assert "Deutsch" in reply(d).text
        d = await ana.slash("mus reglas")
        assert "Regeln" in reply(d).text


async def test_shutdown_tells_every_table_the_bot_is_restarting(standin, clock, tmp_path):
    """Ctrl-C / SIGTERM run bot.close(): tables are already durable; their messages say so."""
    bot = make_bot(tmp_path, clock)
    h = BotHarness(standin, bot)
    await h.start()
    await h.client.tree.sync()
    ana = h.user("Ana")
    table = await open_table(h, ana)
    log_len = len(table.state.match.log)
    await h.run(bot.close())
    assert "reiniciando" in table.message().text
    await h.stop(check=False)
    from musbot.store import Store

    store = await Store.open(tmp_path / "mus.db")
    try:
        (record,) = await store.tables.open_tables()
        assert len(record.log) == log_len
    finally:
        await store.close()


async def test_a_closed_table_leaves_nothing_behind_in_the_presenter(standin, clock, tmp_path):
    """Tables opened, played a little and closed (by the creator, or idle): what Discord shows of
    them is forgotten with them (no message ids, private handles, expired sets or lanes)."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        for _ in range(3):
            table = await open_table(h, ana)
            await open_cards(ana, table)
            await play_until(table, [ana], [Brain(2)], stop=lambda t: len(t.match.log) >= 6)
            await ana.slash("mus cerrar")
            assert ana.channel.id not in bot.tables.tables
        assert bot.presenter.held() == set()
        assert table.message().custom_ids == []  # the last one shows it closed: no buttons


async def test_a_second_table_in_the_channel_is_refused_with_a_link_to_the_first(standin, clock, tmp_path):
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana"), h.user("Bea")
        await ana.slash("mus mesa")
        first = Table(standin, bot, ana.channel).state.message_id
        answer = reply(await bea.slash("mus mesa"))
        assert answer.ephemeral and f"/{first}" in answer.text
