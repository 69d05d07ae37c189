"""The table message and 'Mis cartas' in Discord's components v2 layout, through the real
discord.py client and the stand-in, which refuses what Discord would (``message_components``):
a whole partida, and a table opened before the layout, posted anew once after a restart."""

from __future__ import annotations

from standin import BotHarness, message_components

from e2e.mus_driver import Brain, Table, open_cards, open_table, play_until
from e2e.test_partidas import make_bot
from e2e.test_races_and_attacks import restart
from musbot.i18n import t
from musbot.presenter.screens import NEUTRAL, PAIR_COLOURS
from musbot.tables.status import TableStatus

V2 = message_components.IS_COMPONENTS_V2


def _versions(message):
    """Every version of a message as Discord stored it, the first to the last."""
    return [*message.history, message.snapshot()]


async def test_a_whole_partida_is_shown_in_the_v2_layout(standin, clock, tmp_path):
    """From the first seat to the trophy, every version of the table message is one container
    coloured by the pair to act (or neutral), its words above one picture that edits keep."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        table = await open_table(h, ana, tantos=30)
        mine = await open_cards(ana, table)
        await play_until(table, [ana], [Brain(1)])
        assert table.state.status == TableStatus.FINISHED
        message = table.message()
        versions = _versions(message)
        assert len(versions) > 20
        colours = set()
        for version in versions:
            assert version["flags"] & V2 and version["content"] == "" and version["embeds"] == []
            [box] = version["components"]
            assert box["type"] == 17
            colours.add(box["accent_color"])
            shown = message_components.references(version["components"])
            assert len(shown) <= 1 and set(shown) <= set(version["attachments"])
        assert colours <= {NEUTRAL, *PAIR_COLOURS} and PAIR_COLOURS[0] in colours
        # the end: neutral, the winners and the score in words, the last picture shown
        [box] = message.components
        assert box["accent_color"] == NEUTRAL
        head = message_components.texts(message.components)[0]
        view = table.state.match.view(None)
        winner = view.winner
        assert t("bot.partida_won", "es", pair=t(f"pair.{winner}", "es"),
                 players=" & ".join(table.state.names()[s] for s in (winner, winner + 2))) in head
        assert [a.filename for a in message.shown_attachments] == [message.attachments[0].filename]
        # 'Mis cartas': the same layout, her hand's picture shown to her alone
        assert mine.flags & V2 and mine.visible_to == {ana.id}
        assert [a.filename for a in mine.shown_attachments][0].startswith("mano_")


async def test_a_table_of_the_legacy_layout_is_posted_anew_once_after_a_restart(standin, clock, tmp_path):
    """A table whose message was posted before the upgrade (an embed and rows of buttons) gets a
    new message in the v2 layout saying so; the old one points to it and keeps no button; a
    second restart posts nothing more."""
    bot = make_bot(tmp_path, clock)
    h = BotHarness(standin, bot)
    await h.start()
    await h.client.tree.sync()
    ana = h.user("Ana")
    table = await open_table(h, ana)
    await h.stop(check=False)  # as a killed process: nothing said on the way out
    await bot.store.close()
    old = table.message()
    # the message as the bot before the upgrade left it: the legacy layout, its picture attached
    old.flags &= ~V2
    old.embeds = [{"title": "Mesa", "description": "Ana", "image": {"url": f"attachment://{old.attachments[0].filename}"}}]
    old.components = [{"type": 1, "components": [{"type": 2, "style": 1, "label": "Mus", "custom_id": cid}]}
                      for cid in old.custom_ids[:1]]
    bot = make_bot(tmp_path, clock, seed=2)
    h = BotHarness(standin, bot)
    await h.start()
    for seed in (2, 3):
        if seed == 3:  # and once more: nothing is posted again
            bot, h = await restart(h, bot, tmp_path, clock, seed=seed)
        await h.run(bot.presenter.settled(table.channel.id))
        ours = [m for m in standin.channel_messages(table.channel) if m.author_id == standin.bot.id]
        assert len(ours) == 2, [m.text for m in ours]  # the old message and one new one, whatever the restarts
        new = Table(standin, bot, table.channel).message()
        assert new is ours[1] and new.flags & V2
        if seed == 2:  # the first restart says why the table moved
            assert t("bot.table_reposted", "es") in new.text
        assert old.content == t("bot.table_moved", "es") and old.components == [] and old.attachments == []
        assert not old.flags & V2
    await h.stop(check=False)
    await bot.store.close()
