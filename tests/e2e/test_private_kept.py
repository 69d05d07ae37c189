"""'Mis cartas' is edited when what it shows changes, and only then (the presenter
keeps a signature of each private message; an unchanged one costs no request). Real
discord.py client against the stand-in."""

from __future__ import annotations

import contextvars
import re
from typing import Any

from standin import BotHarness

from e2e.mus_driver import Brain, open_cards, open_table, play_until
from e2e.test_partidas import make_bot
from musbot.presenter import presenter as presenter_mod
from musbot.presenter.screens import private_screen


async def test_mis_cartas_is_edited_when_it_changes_and_only_then(standin, clock, tmp_path, monkeypatch):
    sent: list[tuple[int, str, bool]] = []  # (interaction, what the edit shows, forced) of every private edit
    edit, edit_private = presenter_mod.edit_original_response, presenter_mod.Presenter._edit_private
    forced = contextvars.ContextVar("forced", default=False)

    async def noting(interaction: Any, *, view: Any, **files: Any) -> Any:
        shows = re.sub(r"\\n⏳ <t:\d+:R>", "", repr(view.to_components()))  # all but the countdown
        sent.append((interaction.id, shows, forced.get()))
        return await edit(interaction, view=view, **files)

    async def noted(self: Any, *args: Any, force: bool = False) -> None:
        forced.set(force)  # this task's own: seen by the request it makes
        await edit_private(self, *args, force=force)

    monkeypatch.setattr(presenter_mod, "edit_original_response", noting)
    monkeypatch.setattr(presenter_mod.Presenter, "_edit_private", noted)
    bot = make_bot(tmp_path, clock, seed=11)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana"), h.user("Bea")
        table = await open_table(h, ana, bots=2, others=[bea])  # Bea's presses leave Ana's hand as it is
        await open_cards(ana, table)
        await play_until(table, [ana, bea], [Brain(2), Brain(3)], stop=lambda t: t.match.hand_number >= 3
                         and t.match.phase == "lances")
        await h.run(bot.presenter.settled(table.channel.id))
        last: dict[int, str] = {}
        refreshed = 0
        for interaction, shows, force in sent:
            if not force:  # a refresh, not her own press on it (that redraws it whatever it shows)
                refreshed += 1
                assert shows != last.get(interaction)  # never an edit that changes nothing she reads
            last[interaction] = shows
        assert refreshed >= 5  # the table moved on many times, her cards and pickers with it
        # and the message shows the table as it is now (R26: her own cards, in her words)
        screen = private_screen(await bot.tables.seat_snapshot(table.channel.id, ana.id), "es")
        now = standin.messages[bot.presenter.private[table.channel.id][ana.id].message_id]
        assert "\n".join(screen.lines) + "\n⏳" in now.text
