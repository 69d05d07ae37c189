"""A bug anywhere under a press or a command, through the real discord.py client and the stand-in:
the person is told privately that something failed in the bot (``error.internal``, in their
language), its traceback is logged once, the table is as it was and its next press works, and
no card reaches the log (logs are not private).

A ValueError or an IndexError from deep code is such a bug, not bad input: what a person can
type or pick wrong is refused where it comes in (tests/presenter/test_controls.py)."""

from __future__ import annotations

import inspect
import logging
import re
import sys
from typing import Any

import pytest
from standin import BotHarness

from e2e.mus_driver import Brain, Table, cid, open_table, play_until
from e2e.test_discord_faults import ana_at_her_turn, plain_press
from e2e.test_partidas import make_bot as table_bot
from e2e.test_partidas import reply
from e2e.test_tournament import (
    desk,
    here,
    make_bot,
    manager,
    press_torneo,
    tick,
    tournament_message,
)
from musbot import i18n
from musbot.engine.match import Match
from musbot.i18n import LANGS, t
from musbot.i18n.narrate import card_name
from musbot.league import awards
from musbot.presenter import presses, screens
from musbot.presenter.controls import Verb
from musbot.store.db import fetchone
from musbot.tables.status import TableStatus
from musbot.tables.store_adapter import StorePersistence
from musbot.tables.turns import Turns
from musbot.tables.unit import UnitOfWork
from musbot.tournaments import TournamentService
from musbot.tournaments import records as tournament_records

LAYERS = ("engine", "tables", "ai", "store", "render", "presenter", "cog")


class Planted(ValueError):
    """The bug planted: a ValueError, the kind once taken for a person's bad input."""


class Plant:
    """``owner.name`` raises ``Planted`` the first time it is called, then works again."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, owner: Any, name: str) -> None:
        self.fired = 0
        self.error = Planted("planted in the test")
        original = getattr(owner, name)
        is_async = inspect.iscoroutinefunction(original)

        def fire() -> None:
            self.fired += 1
            raise self.error

        if is_async:
            async def planted_async(*args: Any, **kw: Any) -> Any:
                if not self.fired:
                    fire()
                return await original(*args, **kw)

            monkeypatch.setattr(owner, name, planted_async)
        else:
            def planted(*args: Any, **kw: Any) -> Any:
                if not self.fired:
                    fire()
                return original(*args, **kw)

            monkeypatch.setattr(owner, name, planted)


def plant(layer: str, monkeypatch: pytest.MonkeyPatch, table: Any) -> Plant:
    if layer == "engine":  # the rules, applying Ana's move
        return Plant(monkeypatch, Match, "apply")
    if layer == "tables":  # the table service noting the move the engine has just applied
        return Plant(monkeypatch, UnitOfWork, "persist")
    if layer == "ai":  # a computer player deciding its answer to her move
        return Plant(monkeypatch, type(Turns._player(table.state, 1)), "decide")
    if layer == "store":  # the store writing the press
        return Plant(monkeypatch, StorePersistence, "append_actions")
    if layer == "render":  # her hand's picture, for 'Mis cartas'
        return Plant(monkeypatch, screens, "render_hand")
    if layer == "presenter":  # the press read as a command
        return Plant(monkeypatch, presses, "command_of")
    # a slash command's own code: the rules' summary of /mus reglas (the cog as the bot loaded it)
    return Plant(monkeypatch, sys.modules["cogs.mus"], "rules_summary")


async def the_failing_press(layer: str, ana: Any, table: Any) -> Any:
    if layer == "render":
        return await ana.press(table.message(), custom_id=cid(Verb.CARDS), check_errors=False)
    if layer == "cog":
        return await ana.slash("mus reglas", check_errors=False)
    return await ana.press(table.message(), custom_id=plain_press(table), check_errors=False)


def cards_in(text: str, hands: list[tuple[Any, ...]]) -> list[str]:
    """The cards of ``hands`` that ``text`` names: as the engine writes them (``12o``) or in
    words, in any language."""
    found = []
    for hand in hands:
        for c in hand:
            if re.search(rf"(?<![0-9A-Za-z]){re.escape(str(c))}(?![0-9A-Za-z])", text):
                found.append(str(c))
            found += [name for lang in LANGS if (name := card_name(c, lang)) in text]
    return found


@pytest.mark.parametrize("layer", LAYERS)
async def test_a_bug_is_told_privately_logged_once_and_the_table_goes_on(standin, clock, tmp_path, caplog,
                                                                          monkeypatch, layer):
    caplog.set_level(logging.INFO)
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        before, shown = list(table.state.match.log), table.message().text
        hands = [table.state.match.view(s).hand for s in range(4)]
        planted = plant(layer, monkeypatch, table)
        caplog.clear()

        d = await the_failing_press(layer, ana, table)
        assert planted.fired == 1
        answer = reply(d)
        assert answer is not None and answer.ephemeral and answer.visible_to == frozenset({ana.id})
        lang = await bot.lang_for(ana.id, ana.channel.guild_id, ana.locale)
        assert answer.text == t("error.internal", lang)
        logged = [r for r in caplog.records if r.exc_info and r.exc_info[1] is planted.error]
        assert len(logged) == 1 and caplog.text.count("Traceback") == 1, caplog.text
        assert table.state.match.log == before and table.message().text == shown  # nothing moved

        d = await ana.press(table.message(), custom_id=plain_press(table))  # the table goes on
        assert len(table.state.match.log) > len(before) and not (reply(d) and reply(d).ephemeral)
        assert cards_in(caplog.text, hands) == []



async def test_a_bug_under_a_tournament_button_is_told_privately_and_the_signup_goes_on(standin, clock, tmp_path,
                                                                                        caplog, monkeypatch):
    """The tournaments' layer, under one of its own buttons (a dynamic item, which discord.py
    would only log): *Buscar pareja* hits a bug in the tournament service."""
    caplog.set_level(logging.INFO)
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    async with BotHarness(standin, make_bot(tmp_path, clock)) as h:
        await h.client.tree.sync()
        await manager(h, guild, "Organiza").slash("mus torneo crear", nombre="Copa", formato="eliminatoria")
        service, ana = desk(h).service, h.user("Ana")
        planted = Plant(monkeypatch, TournamentService, "_free")
        caplog.clear()

        d = await ana.press(tournament_message(standin, channel), custom_id=press_torneo("solo"), check_errors=False)
        assert planted.fired == 1
        answer = reply(d)
        assert answer is not None and answer.ephemeral and answer.visible_to == frozenset({ana.id})
        assert answer.text == t("error.internal", await h.client.lang_for(ana.id, guild.id, ana.locale))
        logged = [r for r in caplog.records if r.exc_info and r.exc_info[1] is planted.error]
        assert len(logged) == 1 and caplog.text.count("Traceback") == 1, caplog.text
        tour = await service.latest(guild.id)
        assert not [e for e in tour.entries.values() if e.user1 == ana.id]  # nothing was written

        await ana.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))  # it goes on
        tour = await service.latest(guild.id)
        assert [e.status for e in tour.entries.values() if e.user1 == ana.id] == ["solo"]


async def league_rows(bot: Any) -> tuple[int, int, int]:
    """What the league has written of any partida: ratings kept, partidas in the records, logros."""
    async with bot.store._db.read("reading the league") as conn:
        row = await fetchone(conn, "SELECT (SELECT COUNT(*) FROM rating_history), "
                             "(SELECT COALESCE(SUM(partidas), 0) FROM player_stats), (SELECT COUNT(*) FROM achievements)")
    assert row is not None
    return int(row[0]), int(row[1]), int(row[2])


async def test_a_bug_in_the_league_at_a_partidas_end_never_loses_the_partida(standin, clock, tmp_path, caplog,
                                                                             monkeypatch):
    """The league fails counting a won partida, at its last step (the logros, once the records
    and ratings are worked out): the end stands (the players see who won and are offered the
    revancha, the partida is in /mus historial), the bug is logged once with its traceback,
    nothing of the league is half written, the table says the partida is counted later, and
    the next start counts it."""
    caplog.set_level(logging.INFO)
    bot = table_bot(tmp_path, clock)
    h = BotHarness(standin, bot)
    await h.start()
    await h.client.tree.sync()
    ana = h.user("Ana")
    table = await open_table(h, ana, tantos=30)
    planted = Plant(monkeypatch, awards, "after_partida")
    deliver = h.deliver  # the press that ends the partida logs the bug: read below, not refused here
    monkeypatch.setattr(h, "deliver", lambda payload, rec, **kw: deliver(payload, rec, **(kw | {"check_errors": False})))
    caplog.clear()

    await play_until(table, [ana], [Brain(1)])  # her last press wins or loses it: no error answers it
    assert planted.fired == 1
    state, final = table.state, table.message()
    assert state.status == TableStatus.FINISHED
    lang = await bot.guild_lang(ana.channel.guild_id)
    assert "🏆" in final.text and t("bot.league_later", lang) in final.text, final.text
    assert not [m for m in standin.messages.values() if m.text == t("error.internal", lang)]
    logged = [r for r in caplog.records if r.exc_info and r.exc_info[1] is planted.error]
    assert len(logged) == 1 and caplog.text.count("Traceback") == 1, caplog.text
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == logged
    ended = state.partida_id
    assert await bot.store.results.uncounted() == [(ana.channel.guild_id, ended)]
    assert await league_rows(bot) == (0, 0, 0)  # all of it or nothing: the ratings wait with the logros
    assert "Ana & Bot 3" in reply(await ana.slash("mus historial")).text

    await ana.press(final, custom_id=cid(Verb.REMATCH))  # the table goes on: a revancha
    assert table.state.status == TableStatus.PLAYING and table.state.partida_id != ended
    await h.stop(check=False)
    await bot.store.close()

    bot2 = table_bot(tmp_path, clock, seed=2)  # the next start counts it
    async with BotHarness(standin, bot2) as h2:
        assert await bot2.store.results.uncounted() == []
        assert await bot2.store.results.counted(ended)
        ratings, partidas, _ = await league_rows(bot2)
        assert ratings > 0 and partidas == 4  # four seats' records, each with its partida
        assert "Ana" in reply(await h2.user(ana.user).slash("mus ranking")).text
        assert Table(standin, bot2, ana.channel).state.status == TableStatus.PLAYING  # the revancha recovered


async def test_a_bug_in_the_league_at_a_tournaments_end_never_keeps_it_from_finishing(standin, clock, tmp_path,
                                                                                       caplog, monkeypatch):
    """The MSST (seed 004, section 5) fails scoring a tournament as it ends: the tournament
    finishes all the same (its champions named, its message final), the bug is logged once with
    its traceback, and the next start scores it."""
    caplog.set_level(logging.INFO)
    guild = next(iter(standin.guilds.values()))
    channel = next(c for c in standin.channels.values() if c.name == "mus")
    h = BotHarness(standin, make_bot(tmp_path, clock))
    await h.start()
    await h.client.tree.sync()
    org = manager(h, guild, "Organiza")
    people = [h.user(f"K{i}") for i in range(4)]
    await org.slash("mus torneo crear", nombre="Copa", formato="eliminatoria", espera=10)
    for person in people:
        await person.press(tournament_message(standin, channel), custom_id=press_torneo("solo"))
    await org.press(tournament_message(standin, channel), custom_id=press_torneo("close"))  # two pairs: the final
    service = desk(h).service
    t = await service.get(1)
    (final,) = t.matches.values()
    await here(h, t, final, {u.id: u for u in people}, which=(0,))
    planted = Plant(monkeypatch, tournament_records, "score_tournament_msst")
    caplog.clear()

    await tick(h, clock, 11 * 60)  # the other pair never came: the walkover ends the tournament
    assert planted.fired == 1
    t = await service.get(1)
    assert t.status == "finished" and t.champion == final.a
    assert "Campeones" in standin.messages[t.messages["message_id"]].text
    logged = [r for r in caplog.records if r.exc_info and r.exc_info[1] is planted.error]
    assert len(logged) == 1 and caplog.text.count("Traceback") == 1, caplog.text
    assert await h.client.store.tournaments.unscored() == [1]
    await h.stop(check=False)
    await h.client.store.close()

    bot2 = make_bot(tmp_path, clock, seed=4)  # the next start scores it, once
    async with BotHarness(standin, bot2):
        assert await bot2.store.tournaments.unscored() == []
        assert not await bot2.store.tournaments.claim_msst(1)


class FailingText:
    """The catalogue's text ``key`` in ``lang`` cannot be made the first time it is asked for:
    a bug under ``t`` (an argument that cannot be formatted, a broken bundle) raises."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, key: str, lang: str) -> None:
        self.fired = 0
        self.error = Planted(f"{key} in {lang}, planted in the test")
        original = i18n.format_message

        def planted(k: str, lang_: str, params: Any) -> Any:
            if (k, lang_) == (key, lang) and not self.fired:
                self.fired += 1
                raise self.error
            return original(k, lang_, params)

        monkeypatch.setattr(i18n, "format_message", planted)
        monkeypatch.setattr(i18n, "_MEMO", {})  # asked for afresh, not read from the memo
        monkeypatch.setattr(i18n, "_FAILED", set(), raising=False)


def title_now(table: Any, lang: str) -> str:
    view = table.state.match.view(None)
    return t("bot.title_hand", lang, hand=view.hand_number, mano=table.state.names()[view.mano])


async def test_a_text_that_fails_after_the_move_is_committed_never_stops_the_table(standin, clock, tmp_path, caplog,
                                                                                  monkeypatch):
    """The table message's own title cannot be made in the server's language as it shows Ana's
    move: the move stands (in the engine and the store), the table message shows it all the
    same, its title in the default language, as for a text the catalogue lacks; the bug is
    logged once with its traceback; Ana's press is answered by that edit, no error (her move was
    made); and the next change shows the title in the server's language again."""
    caplog.set_level(logging.INFO)
    async with ana_at_her_turn(standin, clock, tmp_path) as (h, bot, ana, table):
        await bot.set_guild_lang(ana.channel.guild_id, "en")
        await h.run(bot.presenter.republish())  # the table message in English
        before, was = len(table.state.match.log), table.message().text
        assert title_now(table, "en") in was
        failing = FailingText(monkeypatch, "bot.title_hand", "en")
        caplog.clear()

        d = await ana.press(table.message(), custom_id=plain_press(table), check_errors=False)
        assert failing.fired == 1
        moved = len(table.state.match.log)
        assert moved > before and len(await bot.store.tables.actions(table.state.id)) == moved  # it stands
        shown = table.message().text
        assert shown != was and title_now(table, "es") in shown and title_now(table, "en") not in shown, shown
        assert not (reply(d) and reply(d).ephemeral)  # answered by the table's edit
        logged = [r for r in caplog.records if r.exc_info and r.exc_info[1] is failing.error]
        assert len(logged) == 1 and caplog.text.count("Traceback") == 1, caplog.text

        await play_until(table, [ana], [Brain(1)], stop=lambda state: len(state.match.log) > moved)
        assert title_now(table, "en") in table.message().text


async def test_when_the_internal_error_text_itself_fails_the_person_is_still_told(standin, clock, tmp_path, caplog,
                                                                                  monkeypatch):
    """A bug under Ana's press, and the internal-error text cannot be made in her language
    either: she is told privately all the same, in the default language's words, each bug is
    logged once with its traceback, and the table goes on."""
    caplog.set_level(logging.INFO)
    async with ana_at_her_turn(standin, clock, tmp_path, locale="en-US") as (h, bot, ana, table):
        assert await bot.lang_for(ana.id, ana.channel.guild_id, ana.locale) == "en"
        before = list(table.state.match.log)
        planted = plant("engine", monkeypatch, table)
        failing = FailingText(monkeypatch, "error.internal", "en")
        caplog.clear()

        d = await ana.press(table.message(), custom_id=plain_press(table), check_errors=False)
        assert (planted.fired, failing.fired) == (1, 1)
        answer = reply(d)
        assert answer is not None and answer.ephemeral and answer.visible_to == frozenset({ana.id})
        assert answer.text == t("error.internal", "es")
        for error in (planted.error, failing.error):
            assert len([r for r in caplog.records if r.exc_info and r.exc_info[1] is error]) == 1, caplog.text
        assert caplog.text.count("Traceback") == 2, caplog.text
        assert table.state.match.log == before

        await ana.press(table.message(), custom_id=plain_press(table))  # the table goes on
        assert len(table.state.match.log) > len(before)
