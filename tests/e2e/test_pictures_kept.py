"""A hand picture that has not changed is neither drawn nor uploaded again.

'Mis cartas' is edited on every move of the table; its picture is uploaded once per hand
(Discord keeps an attachment an edit does not mention), and pressing 'Mis cartas' again
takes the same bytes from the person's cache instead of drawing them again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from e2e.mus_driver import Brain, open_cards, play_until, seated_with_cards
from e2e.test_partidas import make_bot
from musbot.i18n.alt import table_alt
from musbot.presenter import presenter as presenter_mod
from musbot.render import render_hand, render_table


def _note_edits(standin, note: Callable[[Any, list[Any]], Any]) -> list[Any]:
    """What ``note(message, uploads)`` says of every message the stand-in stores (None: nothing)."""
    noted: list[Any] = []
    apply = standin._apply

    def noting(m, payload, uploads, *, editing):
        new = apply(m, payload, uploads, editing=editing)
        got = note(new, uploads)
        if got is not None:
            noted.append(got)
        return new

    standin._apply = noting
    return noted


async def test_an_unchanged_hand_picture_is_kept_and_a_new_hand_uploads_its_own(standin, clock, tmp_path, monkeypatch):
    drawn: list[int] = []
    draw = presenter_mod.private_picture

    def counted(mine, lang):
        drawn.append(mine.table.hand_number)
        return draw(mine, lang)

    monkeypatch.setattr(presenter_mod, "private_picture", counted)
    # (message, attachments, uploaded, picture)
    edits = _note_edits(standin, lambda new, uploads: (new.id, tuple(a.id for a in new.attachments), bool(uploads),
                                                       new.attachments[0].data) if new.ephemeral and new.attachments else None)
    bot = make_bot(tmp_path, clock, seed=3)
    async with seated_with_cards(standin, bot) as (h, ana, table):
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


async def test_the_table_picture_is_uploaded_only_when_it_changes(standin, clock, tmp_path, monkeypatch):
    """An edit of the table message whose picture would be byte-identical to
    the one Discord has keeps that attachment (and its alt text) instead of drawing and
    uploading it again; whatever the table message shows is always the table as it is."""
    drawn: list[bytes] = []
    draw = presenter_mod.public_picture_with_alt

    def counted(public, lang):
        picture, alt = draw(public, lang)
        if picture is not None:
            drawn.append(picture)
        return picture, alt

    monkeypatch.setattr(presenter_mod, "public_picture_with_alt", counted)
    # (uploaded, the picture it shows, its alt text)
    edits = _note_edits(standin, lambda new, uploads: (bool(uploads), new.attachments[0].data, new.attachments[0].description)
                        if new.visible_to is None and new.attachments
                        and new.attachments[0].filename.startswith("mesa_") else None)
    bot = make_bot(tmp_path, clock, seed=3)
    async with seated_with_cards(standin, bot) as (h, ana, table):
        await play_until(table, [ana], [Brain(5)], stop=lambda t: t.match.hand_number >= 3)
        before = len(edits)
        await h.run(bot.presenter.try_show(table.channel.id))  # shown again, the table unchanged
        assert len(edits) == before + 1 and not edits[-1][0]
        kept = sum(1 for uploaded, _, _ in edits if not uploaded)
        assert len(drawn) == len(edits) - kept  # every picture drawn was uploaded, none for nothing
        for (_, before, alt), (uploaded, after, alt_after) in zip(edits, edits[1:], strict=False):
            if not uploaded:  # kept: the same bytes and the same alt text as before
                assert (after, alt_after) == (before, alt)
        state = table.state
        shown = table.message().attachments[0]
        view, names = state.match.view(None), state.names()
        assert shown.data == render_table(view, names, "es")  # the picture is the table now
        assert shown.description == table_alt(view, names, "es")


async def test_a_tables_and_a_hands_pictures_are_drawn_on_the_event_loop(standin, clock, tmp_path, monkeypatch):
    """A press's pictures are drawn on the event loop's own thread. In a
    picture thread each Pillow call let go of the GIL and waited to get it back while the loop
    ran other tables, and the SQLite writer's thread waited behind them (presenter/pictures.py:
    at 450 tables the writer was busy 69 % instead of 39 %, and an answer took 185 ms at p50
    instead of 19)."""
    import threading

    threads: dict[str, set[int]] = {"table": set(), "hand": set()}
    table_picture, hand_picture = presenter_mod.public_picture_with_alt, presenter_mod.private_picture

    def on_table(public, lang):
        threads["table"].add(threading.get_ident())
        return table_picture(public, lang)

    def on_hand(mine, lang):
        threads["hand"].add(threading.get_ident())
        return hand_picture(mine, lang)

    monkeypatch.setattr(presenter_mod, "public_picture_with_alt", on_table)
    monkeypatch.setattr(presenter_mod, "private_picture", on_hand)
    bot = make_bot(tmp_path, clock, seed=3)
    async with seated_with_cards(standin, bot) as (h, ana, table):
        await play_until(table, [ana], [Brain(5)], stop=lambda t: t.match.hand_number >= 2)
    loop_thread = {threading.get_ident()}  # the test's loop is the bot's
    assert threads == {"table": loop_thread, "hand": loop_thread}
