"""Issue 14 part 2: a hand picture that has not changed is neither drawn nor uploaded again.

'Mis cartas' is edited on every move of the table; its picture is uploaded once per hand
(Discord keeps an attachment an edit does not mention), and pressing 'Mis cartas' again
takes the same bytes from the person's cache instead of drawing them again.
"""

from __future__ import annotations

from standin import BotHarness

from e2e.mus_driver import Brain, open_cards, open_table, play_until
from e2e.test_partidas import make_bot
from musbot.presenter import presenter as presenter_mod
from musbot.render import render_hand


async def test_an_unchanged_hand_picture_is_kept_and_a_new_hand_uploads_its_own(standin, clock, tmp_path, monkeypatch):
    drawn: list[int] = []
    draw = presenter_mod.private_picture

    def counted(mine, lang):
        drawn.append(mine.table.hand_number)
        return draw(mine, lang)

    monkeypatch.setattr(presenter_mod, "private_picture", counted)
    edits: list[tuple[int, tuple[int, ...], bool, bytes]] = []  # (message, attachments, uploaded, picture)
    apply = standin._apply

    def noting(m, payload, uploads, *, editing):
        new = apply(m, payload, uploads, editing=editing)
        if new.ephemeral and new.attachments:
            edits.append((new.id, tuple(a.id for a in new.attachments), bool(uploads), new.attachments[0].data))
        return new

    standin._apply = noting
    bot = make_bot(tmp_path, clock, seed=3)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana = h.user("Ana")
        table = await open_table(h, ana)
        await open_cards(ana, table)
        await play_until(table, [ana], [Brain(5)], stop=lambda t: t.match.hand_number >= 2
                         and t.match.phase == "lances")
        kept = uploaded = 0
        last: dict[int, tuple[tuple[int, ...], bytes]] = {}
        for message, ids, upload, data in edits:
            before = last.get(message)
            if upload:  # a new message, or a picture that differs from the one it showed
                assert before is None or before[1] != data
                uploaded += 1
            else:  # the edit kept the attachment the message had
                assert before is not None and before[0] == ids
                kept += 1
            last[message] = (ids, data)
        assert kept > 0 and uploaded > 0
        pictures = {data for _, _, _, data in edits}
        assert len(drawn) == len(pictures)  # each hand drawn once, though posted again on 'Mis cartas'
        assert 2 in drawn
        state = table.state
        private = await open_cards(ana, table)  # a new message for the same hand: not drawn again
        assert len(drawn) == len(pictures)
        assert private.attachments[0].filename == f"mano_{state.match.hand_number}.png"
        assert private.attachments[0].data == render_hand(state.match.view(0).hand, "es", state.rules.reyes)
        assert len(bot.presenter.hand_pictures) == 1  # one entry for the one person seated
