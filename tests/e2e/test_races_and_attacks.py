"""Races, forged presses, permissions and restarts, through the real discord.py client and the
Discord stand-in: what a user (or a modified client) can do never crashes a table, skips a
press or applies one twice."""

from __future__ import annotations

import asyncio
import random

import pytest
from standin import AnswerGate, BotHarness, Perm

from e2e.mus_driver import Brain, Table, cid, open_cards, open_table, play_until
from e2e.test_partidas import make_bot, reply
from musbot.engine import Envido, Sena
from musbot.presenter.controls import Verb, custom_id

NAMES = ("Ana", "Bea", "Car", "Dan")


def answered_twice(standin) -> list:
    """Every request Discord refused because the interaction had an answer already (40060)."""
    return [r for r in standin.requests if r.code == 40060]


async def four_at_table(h: BotHarness) -> tuple[list, Table]:
    """Ana, Bea, Car and Dan in seats 0-3, the partida started."""
    users = [h.user(n) for n in NAMES]
    return users, await open_table(h, users[0], bots=0, others=users[1:])


async def envido_form_open(h: BotHarness) -> tuple[list, Table, int]:
    """Four people, the lances with no bet yet: the one to speak opens the Envido… form.
    Returns (the people, the table, the seat whose form is open)."""
    users, table = await four_at_table(h)
    await play_until(table, users, [Brain(i) for i in range(4)],
                     stop=lambda t: t.match.phase == "lances" and t.match.view(None).bet is None)
    seat = next(iter(table.state.match.to_act()))
    await users[seat].press(table.message(), custom_id=cid(Verb.ENVIDO_AMOUNT))
    return users, table, seat


async def restart(h: BotHarness, bot, tmp_path, clock, seed: int = 2):
    """The bot stops without a goodbye (as a killed process) and a new one starts on the same
    database and the same Discord."""
    await h.stop(check=False)
    await bot.store.close()
    bot2 = make_bot(tmp_path, clock, seed=seed)
    h2 = BotHarness(h.standin, bot2)
    await h2.start()
    return bot2, h2


# ---------------------------------------------------------------------- 11.1 arrival order
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
async def test_presses_are_applied_in_the_order_they_arrived(standin, clock, tmp_path, seed):
    """R5: the four say "mus" in speaking order; Discord answers the acknowledgements in
    another (seeded) order. All four are applied, in the order they reached the bot; nobody is
    told it is not their turn."""
    bot = make_bot(tmp_path, clock, seed=seed)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users, table = await four_at_table(h)
        match = table.state.match
        assert match.phase == "mus"
        speaking = [users[(match.mano + i) % 4] for i in range(4)]  # seat i is users[i]
        before = len(match.log)
        order = [0, 1, 2, 3]
        random.Random(seed).shuffle(order)
        standin.answer_gate = AnswerGate(4, order=order)
        msg = table.message()
        results = await asyncio.gather(*(u.press(msg, custom_id=cid(Verb.MUS)) for u in speaking))
        refused = [reply(r).text for r in results if reply(r) is not None and reply(r).ephemeral]
        assert refused == [], refused
        applied = [seat for seat, _ in match.log[before:]]
        assert applied == [(match.mano + i) % 4 for i in range(4)]
        assert match.phase == "discard"


# ---------------------------------------------------------------------- 11.2 one table a channel
async def test_two_mesa_at_the_same_instant_open_one_table_and_a_restart_finds_one(standin, clock, tmp_path):
    """Two /mus mesa at once in one channel: one table, one table message, one open table
    stored; the other person is told there is a table here. After a restart, one table."""
    bot = make_bot(tmp_path, clock)
    h = BotHarness(standin, bot)
    await h.start()
    await h.client.tree.sync()
    ana, bea = h.user("Ana"), h.user("Bea")
    standin.answer_gate = AnswerGate(2, order=[1, 0])  # the first one's answer comes back last
    a, b = await asyncio.gather(ana.slash("mus mesa"), bea.slash("mus mesa"))
    texts = sorted([reply(a).text, reply(b).text])
    assert sum("Mesa abierta" in t for t in texts) == 1, texts
    assert sum("Ya hay una mesa" in t for t in texts) == 1, texts
    public = [m for m in standin.channel_messages(ana.channel) if m.author_id == standin.bot.id]
    assert len(public) == 1
    assert len(await bot.store.tables.open_tables()) == 1
    bot2, h2 = await restart(h, bot, tmp_path, clock)
    try:
        assert len(await bot2.store.tables.open_tables()) == 1
        assert list(bot2.tables.tables) == [ana.channel.id]
    finally:
        await h2.stop()


async def test_the_database_itself_refuses_a_second_open_table_in_a_channel(tmp_path):
    """Not only the memory of one process: the store refuses a second open table in a
    channel (two processes, or a table left open by a crash), and takes one once the first closed."""
    from musbot.store import Store
    from musbot.store.errors import TableTaken

    store = await Store.open(tmp_path / "mus.db")
    try:
        await store.guilds.ensure(1)
        first = await store.tables.create(1, 10, creator_id=5, rules={}, seed=1)
        with pytest.raises(TableTaken):
            await store.tables.create(1, 10, creator_id=6, rules={}, seed=2)
        await store.tables.create(1, 11, creator_id=6, rules={}, seed=2)  # another channel: fine
        await store.tables.close(first, "abandoned")
        await store.tables.create(1, 10, creator_id=6, rules={}, seed=3)  # the channel is free again
    finally:
        await store.close()


# ---------------------------------------------------------------------- 11.3 direct messages
async def test_server_commands_are_not_offered_in_a_dm_and_an_old_registration_is_answered(standin, clock,
                                                                                           tmp_path):
    """/mus is registered for servers only (contexts), so the client does not offer it in
    a DM; a DM use through an older registration gets a clear answer, not an internal error."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        assert not ana.offered_in_dm("mus mesa")
        old = standin.find_command("mus", None)
        old["contexts"], old["dm_permission"] = None, True  # registered by an older version
        for command in ("mus mesa", "mus ranking", "mus stats", "mus historial", "mus cerrar"):
            d = await ana.slash_in_dm(command, check_errors=False)
            assert d.errors == [], (command, d.errors)
            assert "solo funciona en un servidor" in reply(d).text, command


# ---------------------------------------------------------------------- 11.4 permissions
def admin_commands(standin) -> dict[str, dict]:
    """The top-level commands that hold the server's settings (/… config)."""
    return {name: cmd for (name, kind), cmd in standin.commands.get(None, {}).items()
            if kind == 1 and any(o["name"] == "config" and o["type"] == 1 for o in cmd.get("options") or [])}


async def test_admin_commands_are_hidden_from_members_without_manage_server(standin, clock, tmp_path):
    """Discord honours default_member_permissions on top-level commands only: the server's
    settings live in a command of their own that members without Manage Server are not offered;
    an admin uses it."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        found = admin_commands(standin)
        assert found, "no command holds config"
        ((name, cmd),) = found.items()
        assert int(cmd["default_member_permissions"] or 0) & Perm.MANAGE_GUILD, (name, cmd["default_member_permissions"])
        assert name != "mus"  # the players' command stays offered to everyone
        bea = h.user("Bea")
        with pytest.raises(AssertionError, match="hides"):
            await bea.slash(f"{name} config", tantos=30)
        admin = h.user(standin.owner)
        assert reply(await admin.slash(f"{name} config", tantos=30)).ephemeral


async def test_manage_channels_given_by_a_channel_overwrite_closes_a_table(standin, clock, tmp_path):
    """The permission the interaction carries counts (overwrites included): a moderator of
    this channel alone closes someone else's table, with the command and with the button."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, mod = h.user("Ana"), h.user("Mod")
        ana.channel.overwrites[mod.id] = (Perm.MANAGE_CHANNELS, 0)
        await ana.slash("mus mesa")
        d = await mod.slash("mus cerrar")
        assert ana.channel.id not in bot.tables.tables, reply(d).text
        await ana.slash("mus mesa")
        table = Table(standin, bot, ana.channel)
        await mod.press(table.message(), custom_id=cid(Verb.CLOSE))
        assert ana.channel.id not in bot.tables.tables


async def test_a_moderator_is_not_refused_while_the_server_is_not_in_the_cache(standin, clock, tmp_path):
    """Right after a restart the bot's cache may lack the server: a moderator (Manage
    Channels and Manage Server by a role) still closes a table and changes the settings."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        guild = standin.guilds[standin.channels[next(iter(standin.channels))].guild_id]
        role = standin.add_role(guild, "Moderación", permissions=Perm.MANAGE_CHANNELS | Perm.MANAGE_GUILD)
        ana, mod = h.user("Ana"), h.user("Mod")
        guild.members[mod.id].roles.append(role.id)
        await ana.slash("mus mesa")
        h.forget_guild(guild.id)
        d = await mod.slash("mus cerrar")
        assert ana.channel.id not in bot.tables.tables, reply(d).text
        (name,) = admin_commands(standin) or {"mus": None}
        d = await mod.slash(f"{name} config", tantos=30)
        assert (await bot.store.preferences.guild_settings(guild.id)).rules.get("tantos") == 30, reply(d).text


# ---------------------------------------------------------------------- 11.5 forged presses
async def test_a_press_naming_another_channels_table_is_refused(standin, clock, tmp_path):
    """A modified client presses, in #otro, a control whose custom_id names the table of
    #mus: it is refused and nothing changes at the table of #mus."""
    guild = next(iter(standin.guilds.values()))
    otro = standin.add_channel(guild, "otro")
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        bea = h.user("Bea", channel=otro)
        await ana.slash("mus mesa")
        await bea.slash("mus mesa")
        here = Table(standin, bot, otro).message()
        d = await bea.press_forged(here, custom_id(Verb.SIT_1, ana.channel.id, 0))
        assert bot.tables.tables[ana.channel.id].seat_of(bea.id) is None
        assert reply(d).ephemeral


@pytest.mark.parametrize("verb", [Verb.SENA_PICK, Verb.DISCARD_PICK])
async def test_a_private_picker_pressed_on_the_table_message_never_writes_a_hand_there(standin, clock,
                                                                                       tmp_path, verb):
    """Privacy: the seña or discard picker of 'Mis cartas', forged onto the public table
    message, is answered privately; the table message never shows the presser's hand."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users, table = await four_at_table(h)
        match = table.state.match
        if verb is Verb.DISCARD_PICK:  # everybody says mus: the discard
            for i in range(4):
                seat = (match.mano + i) % 4
                await users[seat].press(table.message(), custom_id=cid(Verb.MUS))
            assert match.phase == "discard"
            seat = next(iter(match.to_act()))
            values = [str(match.view(seat).hand[0])]
        else:
            seat, name = next((s, a.name) for s in range(4) for a in match.legal_actions(s) if isinstance(a, Sena))
            values = [name]
        public = table.message()
        before = (public.text, [a.filename for a in public.attachments], len(public.history))
        d = await users[seat].press_forged(public, custom_id(verb, public.channel_id, match.hand_number),
                                           values=values)
        after = table.message()
        assert after.id == public.id
        assert not any(a.filename.startswith("mano_") for a in after.attachments)
        assert "Tu mano" not in after.text
        assert (after.text, [a.filename for a in after.attachments]) == before[:2]
        answer = reply(d)
        assert answer is None or answer.ephemeral


# ---------------------------------------------------------------------- 11.6 typed amounts
@pytest.mark.parametrize("typed", ["²", "³", "٣", "1²"])
async def test_a_typed_amount_that_is_no_number_gets_a_clear_answer(standin, clock, tmp_path, typed):
    """Characters Python calls digits but int() refuses (or reads otherwise) get the
    bad-amount answer; nothing changes."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users, table, seat = await envido_form_open(h)
        before = table.state.match.state()
        d = await users[seat].submit({"amount": typed})
        assert "no es una cantidad válida" in reply(d).text
        assert table.state.match.state() == before


# ---------------------------------------------------------------------- 11.7 redeliveries
async def test_a_redelivered_interaction_is_applied_once_answered_once_and_logs_no_error(standin, clock, tmp_path,
                                                                                        caplog):
    """Discord may deliver the same interaction again after a reconnect: a button, a
    command and a form each apply once, get one answer, and log no traceback."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        users, table = await four_at_table(h)
        match = table.state.match
        d = await users[match.mano].press(table.message(), custom_id=cid(Verb.NO_MUS))
        log_len = len(match.log)
        again = await users[match.mano].redeliver(d)
        assert len(match.log) == log_len and again.errors == []
        command = await users[1].slash("mus reglas")
        again = await users[1].redeliver(command)
        assert again.errors == []
        seat = next(iter(match.to_act()))
        await users[seat].press(table.message(), custom_id=cid(Verb.ENVIDO_AMOUNT))
        form = await users[seat].submit({"amount": "5"})
        log_len = len(match.log)
        again = await users[seat].redeliver(form)
        assert again.errors == [] and len(match.log) == log_len
        assert answered_twice(standin) == []
        assert "Traceback" not in caplog.text


# ---------------------------------------------------------------------- 11.8 restarts
async def test_a_form_opened_before_a_restart_is_answered_and_applied_after_it(standin, clock, tmp_path):
    """Envido… opened, the bot restarts, the amount is submitted: answered, and applied
    because it still fits the moment."""
    bot = make_bot(tmp_path, clock)
    h = BotHarness(standin, bot)
    await h.start()
    await h.client.tree.sync()
    users, table, seat = await envido_form_open(h)
    bot2, h2 = await restart(h, bot, tmp_path, clock)
    try:
        again = Table(standin, bot2, users[0].channel)
        log_len = len(again.state.match.log)
        person = h2.user(users[seat].user)
        d = await person.submit({"amount": "5"})
        assert d.interaction.responded
        assert len(again.state.match.log) == log_len + 1
        assert again.state.match.log[-1] == (seat, Envido(5))
    finally:
        await h2.stop()


async def test_private_messages_opened_before_a_restart_ask_their_people_to_press_again(standin, clock, tmp_path):
    """'Mis cartas' opened before a restart can no longer be kept current: the table
    message asks its person to press 'Mis cartas' again when it is their turn."""
    bot = make_bot(tmp_path, clock)
    h = BotHarness(standin, bot)
    await h.start()
    await h.client.tree.sync()
    users, table = await four_at_table(h)
    await open_cards(users[0], table)
    bot2, h2 = await restart(h, bot, tmp_path, clock)
    try:
        again = Table(standin, bot2, users[0].channel)
        users2 = [h2.user(u.user) for u in users]
        await play_until(again, users2, [Brain(i) for i in range(4)],
                         stop=lambda t: 0 in t.match.to_act() and t.match.phase != "hand_end")
        text = again.message().text
        assert "Ana: pulsa «Mis cartas» otra vez" in text, text
        await open_cards(users2[0], again)  # pressed: the request is gone
        await h2.run(bot2.presenter.publish((await bot2.tables.snapshot(users[0].channel.id)).public))
        assert "pulsa «Mis cartas» otra vez" not in again.message().text
    finally:
        await h2.stop()

