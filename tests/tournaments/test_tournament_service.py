"""The tournament service on a real SQLite file: sign-ups and their bad input, the
draw, walkovers, organisers' corrections, pauses, a lost table, and a restart mid-round."""

from __future__ import annotations

import asyncio
import json

import pytest
from tourney_helpers import CHANNEL, GUILD, ORG, T0, World

from musbot.i18n import LANGS, t
from musbot.league import finish_partida, start_partida
from musbot.store import SeatSpec
from musbot.tournaments import Options, Tournament, TournamentError, draw, rng

GRACE = 15 * 60


async def create(w: World, fmt: str = "eliminatoria", **opts: object) -> Tournament:
    return await w.service.create(guild_id=GUILD, channel_id=CHANNEL, organiser_id=ORG, name="Copa de prueba",
                                  format=fmt, options=Options.from_dict(opts), signup_closes_at=T0 + 3600)


async def pairs(w: World, tid: int, n: int, base: int = 100) -> None:
    for i in range(n):
        u = base + 2 * i
        await w.service.sign_up_pair(tid, u, f"u{u}", u + 1, f"u{u + 1}")
        await w.service.confirm(tid, u + 1)


async def close(w: World, tid: int) -> Tournament:
    w.at(3600)
    await w.service.tick()
    return await w.service.get(tid)


def kinds(w: World) -> list[str]:
    return [n.kind for n in w.notices]


async def refused(key: str, coro: object) -> None:
    with pytest.raises(TournamentError) as info:
        await coro  # type: ignore[misc]
    assert info.value.key == key
    for lang in LANGS:  # the refusal can be told in every language
        assert not t(key, lang, **info.value.params).startswith("tourn.")


# ---------------------------------------------------------------------- sign-up


async def test_sign_up_bad_input_is_refused_and_changes_nothing(world: World) -> None:
    w = world
    t = await create(w, max_pairs=3)
    s = w.service
    await s.sign_up_pair(t.id, 100, "Ane", 101, "Bea")
    await refused("tourn.error.invitation_pending", s.sign_up_solo(t.id, 101, "Bea"))  # decide first
    await s.confirm(t.id, 101)
    version = (await s.get(t.id)).version
    await refused("tourn.error.already_in", s.sign_up_pair(t.id, 100, "Ane", 102, "Carla"))  # a person in two pairs
    await refused("tourn.error.partner_taken", s.sign_up_pair(t.id, 102, "Carla", 101, "Bea"))
    await refused("tourn.error.self_partner", s.sign_up_pair(t.id, 102, "Carla", 102, "Carla"))
    await refused("tourn.error.no_invitation", s.confirm(t.id, 103))
    assert (await s.get(t.id)).version == version  # refusals changed nothing
    # a partner who declines: the inviter is free again and told
    await s.sign_up_pair(t.id, 104, "Dani", 105, "Edu")
    await s.decline(t.id, 105)
    assert [n.to for n in w.notices if n.kind == "declined"] == [(104,)]
    await s.sign_up_pair(t.id, 104, "Dani", 106, "Fede")  # ... and never answers
    await s.sign_up_solo(t.id, 108, "Gorka")
    # 2 pairs + a solo entrant's pair of 3: another pair is one too many (a second solo entrant
    # would still fit: they complete the third pair)
    await refused("tourn.error.full", s.sign_up_pair(t.id, 110, "Iker", 111, "Jon"))
    t2 = await close(w, t.id)
    assert t2.entries[3].status == "expired" and ("expired", (104,)) in [(n.kind, n.to) for n in w.notices]
    assert t2.entries[4].status == "unpaired"  # a lone solo entrant
    assert t2.status == "cancelled" and "too_few" in kinds(w)  # one pair is no tournament
    await refused("tourn.error.signup_closed", s.sign_up_solo(t.id, 112, "Jon"))


async def test_sign_up_after_close_time_is_refused(world: World) -> None:
    t = await create(world)
    world.at(3600)
    await refused("tourn.error.signup_closed", world.service.sign_up_solo(t.id, 1, "x"))


async def test_withdrawing_before_the_draw_frees_both_and_tells_the_partner(world: World) -> None:
    t = await create(world)
    await pairs(world, t.id, 1)
    await world.service.withdraw(t.id, 100)
    assert ("partner_withdrew", (101,)) in [(n.kind, n.to) for n in world.notices]
    await world.service.sign_up_solo(t.id, 101, "u101")  # free again


async def test_creating_with_options_that_make_no_tournament_is_refused(world: World) -> None:
    s = world.service
    base = {"guild_id": GUILD, "channel_id": CHANNEL, "organiser_id": ORG, "name": "x", "signup_closes_at": T0 + 60}
    await refused("tourn.error.format", s.create(**base, format="copa"))  # type: ignore[arg-type]
    await refused("tourn.error.group_size", s.create(**base, format="liguilla", options={"group_size": 8}))  # type: ignore[arg-type]
    await refused("tourn.error.advance", s.create(**base, format="liguilla", options={"group_size": 4, "advance": 4}))  # type: ignore[arg-type]
    await refused("tourn.error.best_of", s.create(**base, format="eliminatoria", options={"best_of": 2}))  # type: ignore[arg-type]
    await refused("tourn.error.rules", s.create(**base, format="suizo", options={"rules": {"tantos": 35}}))  # type: ignore[arg-type]
    await refused("tourn.error.close_past", s.create(**{**base, "signup_closes_at": T0 - 1}, format="liga"))  # type: ignore[arg-type]


# ---------------------------------------------------------------------- the draw


async def test_odd_pairs_give_byes_to_the_top_seeds_and_the_draw_verifies(world: World) -> None:
    w = world
    t = await create(w)
    assert t.commitment == rng.commitment("5eed" * 16)  # shown at creation, the seed still secret
    await pairs(w, t.id, 5)
    t = await close(w, t.id)
    assert t.status == "running" and t.draw is not None
    byes = [m for m in t.round_matches(1) if m.b is None]
    assert len(byes) == 3 and {t.entries[m.a].seed for m in byes if m.a} == {1, 2, 3}
    assert all(m.finished and m.winner == m.a for m in byes)
    assert len(w.tables.started) == 1  # seeds 4 and 5 play; the byes wait
    signups = [draw.SignUp.from_dict(s) for s in t.signups or []]
    assert draw.verify(t.seed, t.commitment, "eliminatoria", signups, t.draw) == []


async def test_solo_entrants_are_paired_at_close_balancing_ratings(world: World) -> None:
    w = world
    for i in range(2):  # 201 and 202 beat 203 and 204 twice: their ratings go up
        tid = await w.store.tables.create(GUILD, 5 + i, creator_id=None, rules={}, seed=1,
                                         seats=[SeatSpec.human(u, f"u{u}") for u in (201, 203, 202, 204)])
        pid = await start_partida(w.store, tid)
        await finish_partida(w.store, pid, 0, juegos=(2, 0))
    t = await create(w, "suizo")
    await pairs(w, t.id, 2)
    for u in (201, 202, 203, 204):
        await w.service.sign_up_solo(t.id, u, f"u{u}")
    t = await close(w, t.id)
    made = [e for e in t.entries.values() if e.from_solos]
    assert len(made) == 2 and all(e.status == "confirmed" for e in made)
    for e in made:  # each new pair has one of the stronger two and one of the weaker two
        assert len({e.user1, e.user2} & {201, 202}) == 1
    assert {n.kind for n in w.notices} >= {"paired", "drawn"}


# ---------------------------------------------------------------------- playing, walkovers


async def test_walkovers_after_the_grace_period_and_a_double_walkover(world: World) -> None:
    """A player who pressed nothing by the end of the grace period loses the tie for the pair;
    both pairs absent: both lose; the next round's opponent then has a bye."""
    w = world
    t = await create(w, max_pairs=8)
    await pairs(w, t.id, 8)
    t = await close(w, t.id)
    r1 = t.round_matches(1)
    m_one, m_none, m_all, m_last = r1
    spec = w.tables.spec(m_one.no)
    for u in (spec.users[1], spec.users[3], spec.users[0]):  # pair b complete, pair a one short
        await w.service.player_present(t.id, m_one.no, u)
    await w.present(t.id, m_all.no)  # everyone came: no walkover, whatever the time
    await w.win(t.id, m_last.no, 1)
    w.at(3600 + GRACE - 1)
    await w.service.tick()
    assert not (await w.service.get(t.id)).matches[m_one.no].finished
    w.at(3600 + GRACE)
    await w.service.tick()
    t = await w.service.get(t.id)
    assert (t.matches[m_one.no].winner, t.matches[m_one.no].walkover) == (m_one.b, True)
    assert (t.matches[m_none.no].winner, t.matches[m_none.no].walkover, t.matches[m_none.no].finished) == (None, True, True)
    assert t.matches[m_all.no].status == "open"
    assert (t.id, m_one.no) in w.tables.closed and (t.id, m_none.no) in w.tables.closed
    await w.win(t.id, m_all.no, 0)
    t = await w.service.get(t.id)
    semis = t.round_matches(2)
    assert [(m.a, m.b) for m in semis] == [(m_one.b, None), (m_all.a, m_last.b)]
    assert semis[0].finished and semis[0].winner == m_one.b  # a bye after the double walkover


async def test_nobody_shows_up_and_nobody_wins(world: World) -> None:
    w = world
    t = await create(w)
    await pairs(w, t.id, 4)
    await close(w, t.id)
    w.at(3600 + GRACE)
    await w.service.tick()
    t = await w.service.get(t.id)
    assert t.status == "finished" and t.champion is None
    assert len(t.matches) == 2 and all(m.winner is None and m.walkover for m in t.matches.values())


async def test_best_of_three_plays_on_until_two_partidas_and_alternates_the_mano(world: World) -> None:
    w = world
    t = await create(w, best_of=3)
    await pairs(w, t.id, 2)
    t = await close(w, t.id)
    final = t.round_matches(1)[0]
    await w.win(t.id, final.no, 0)
    await w.win(t.id, final.no, 1, tantos=(30, 40))
    await w.win(t.id, final.no, 0, tantos=(40, 35))
    assert [s.number for s in w.tables.started] == [1, 2, 3]
    assert [s.first_mano for s in w.tables.started] == [0, 1, 0]
    t = await w.service.get(t.id)
    m = t.matches[final.no]
    assert (m.partidas, m.juegos, m.tantos) == ([2, 1], [4, 2], [110, 95])
    assert t.status == "finished" and t.champion == m.a
    # the score as every score the bot writes: with an en dash
    assert [n.params["score"] for n in w.notices if n.kind == "result"] == ["2–1"]
    assert "champion" in kinds(w)


async def test_a_partida_reported_twice_counts_once(world: World) -> None:
    w = world
    t = await create(w, best_of=3)
    await pairs(w, t.id, 2)
    t = await close(w, t.id)
    m = t.round_matches(1)[0]
    await w.win(t.id, m.no, 0)
    from musbot.tournaments import PartidaOutcome

    await w.service.partida_finished(t.id, m.no, 1, PartidaOutcome(0, (2, 0), (40, 20)))
    assert (await w.service.get(t.id)).matches[m.no].partidas == [1, 0]


# ---------------------------------------------------------------------- organisers


async def test_an_organiser_corrects_a_result_while_nothing_later_depends_on_it(world: World) -> None:
    w = world
    t = await create(w, best_of=3)
    await pairs(w, t.id, 4)
    t = await close(w, t.id)
    s1, s2 = t.round_matches(1)
    for _ in range(2):
        await w.win(t.id, s1.no, 0)
        await w.win(t.id, s2.no, 0)
    t = await w.service.get(t.id)
    final = t.round_matches(2)[0]
    assert (final.a, final.b) == (s1.a, s2.a)
    await refused("tourn.error.not_organiser", w.service.set_result(t.id, 555, s1.no, s1.b))
    await w.service.set_result(t.id, ORG, s1.no, s1.b)  # the table got it wrong: b won
    t = await w.service.get(t.id)
    said = [n for n in w.notices if n.kind in ("corrected", "result")][-2:]  # the channel learns what stands now
    assert [n.kind for n in said] == ["corrected", "result"]
    assert said[1].params["winner"] == t.entries[s1.b].label and not said[1].to
    assert (t.matches[final.no].a, t.matches[final.no].b) == (s1.b, s2.a)
    assert (t.id, final.no) in w.tables.closed and w.tables.spec(final.no).entry_a == s1.b
    await refused("tourn.error.already_recorded", w.service.set_result(t.id, ORG, s1.no, s1.b))
    await w.win(t.id, final.no, 0)  # the final has begun: the semi stands
    await refused("tourn.error.later_drawn", w.service.set_result(t.id, ORG, s1.no, s1.a))
    now_a = (await w.service.get(t.id)).matches[final.no].a
    await refused("tourn.error.bad_score", w.service.set_result(t.id, ORG, final.no, now_a, partidas=(2, 2)))
    log = await w.store.tournaments.log(t.id)
    assert [e["action"] for e in log].count("set_result") == 1


async def test_two_organisers_pressing_the_same_button_apply_it_once(world: World) -> None:
    w = world
    t = await create(w)
    await pairs(w, t.id, 2)
    t = await close(w, t.id)
    m = t.round_matches(1)[0]
    v = t.version
    results = await asyncio.gather(
        w.service.set_result(t.id, ORG, m.no, m.a, version=v),
        w.service.set_result(t.id, 4242, m.no, m.a, admin=True, version=v), return_exceptions=True)
    errors = [r for r in results if isinstance(r, TournamentError)]
    assert len(errors) == 1 and errors[0].key == "tourn.error.changed"
    t = await w.service.get(t.id)
    assert t.status == "finished" and t.champion == m.a
    assert [e["action"] for e in await w.store.tournaments.log(t.id)].count("set_result") == 1


async def test_void_replays_the_tie(world: World) -> None:
    w = world
    t = await create(w, "liga")
    await pairs(w, t.id, 3)
    t = await close(w, t.id)
    m = next(m for m in t.round_matches(1) if m.b is not None)
    await w.win(t.id, m.no, 0)
    await w.service.void_result(t.id, ORG, m.no)
    t = await w.service.get(t.id)
    assert t.matches[m.no].status == "open" and t.matches[m.no].partidas == [0, 0]
    assert w.tables.spec(m.no).number == 2  # a new partida; the first no longer counts
    assert [p.counted for p in t.match_partidas(m.no)] == [False]


async def test_removing_a_pair_turns_its_ties_into_walkovers(world: World) -> None:
    w = world
    t = await create(w, "liga")
    await pairs(w, t.id, 4)
    t = await close(w, t.id)
    gone = t.pairs()[0].no
    await w.service.remove_pair(t.id, ORG, gone)
    t = await w.service.get(t.id)
    theirs = [m for m in t.matches.values() if gone in (m.a, m.b)]
    assert len(theirs) == 3 and all(m.finished and m.walkover and m.winner != gone for m in theirs)


async def test_pause_stops_the_clocks_and_resume_moves_them_on(world: World) -> None:
    w = world
    t = await create(w)
    await pairs(w, t.id, 2)
    t = await close(w, t.id)
    m = t.round_matches(1)[0]
    w.at(3600 + 60)
    await w.service.pause(t.id, ORG)
    await refused("tourn.error.already_paused", w.service.pause(t.id, ORG))
    assert w.tables.paused == [(t.id, m.no)]
    w.at(3600 + 4000)
    await w.service.tick()
    assert not (await w.service.get(t.id)).matches[m.no].finished  # paused: no walkover
    await w.service.resume(t.id, ORG)
    w.at(3600 + 4000 + GRACE - 61)
    await w.service.tick()
    assert not (await w.service.get(t.id)).matches[m.no].finished
    w.at(3600 + 4000 + GRACE - 60)
    await w.service.tick()
    assert (await w.service.get(t.id)).matches[m.no].finished


async def test_a_lost_table_holds_the_tie_and_tells_the_organiser(world: World) -> None:
    w = world
    t = await create(w)
    await pairs(w, t.id, 2)
    t = await close(w, t.id)
    m = t.round_matches(1)[0]
    await w.service.table_lost(t.id, m.no)
    assert [n for n in w.notices if n.kind == "table_lost"][0].organiser
    w.at(3600 + GRACE + 10)
    await w.service.tick()
    assert not (await w.service.get(t.id)).matches[m.no].finished  # no walkover while held
    await w.service.resume(t.id, ORG, m.no)
    assert len([s for s in w.tables.started if s.match_no == m.no]) == 2
    await refused("tourn.error.not_held", w.service.resume(t.id, ORG, m.no))


async def test_cancel_closes_the_open_tables(world: World) -> None:
    w = world
    t = await create(w)
    await pairs(w, t.id, 4)
    t = await close(w, t.id)
    await w.service.cancel(t.id, ORG)
    assert sorted(w.tables.closed) == sorted((t.id, m.no) for m in t.round_matches(1))
    await refused("tourn.error.not_running", w.service.cancel(t.id, ORG))


# ---------------------------------------------------------------------- time and restarts


async def test_a_restart_mid_round_re_arms_walkovers_and_goes_on(world: World) -> None:
    w = world
    t = await create(w)
    await pairs(w, t.id, 4)
    t = await close(w, t.id)
    s1, s2 = t.round_matches(1)
    await w.present(t.id, s1.no)
    await w.restart()  # the bot stops and starts again between two presses
    assert sorted(spec.match_no for spec in w.service.open_partidas()) == [s1.no, s2.no]
    w.at(3600 + GRACE)
    await w.service.tick()  # s2: nobody came, from the stored deadline
    t = await w.service.get(t.id)
    assert t.matches[s2.no].finished and t.matches[s2.no].winner is None
    assert t.matches[s1.no].status == "open"
    from musbot.tournaments import PartidaOutcome

    await w.service.partida_finished(t.id, s1.no, 1, PartidaOutcome(1, (1, 2), (70, 80)))
    t = await w.service.get(t.id)
    assert t.status == "finished" and t.champion == s1.b  # the final was a bye


async def test_a_liga_opens_each_jornada_at_its_time(world: World) -> None:
    w = world
    t = await create(w, "liga", period_hours=24)
    await pairs(w, t.id, 4)
    t = await close(w, t.id)
    assert {m.round for m in t.matches.values() if m.status == "open"} == {1}
    j1 = t.round_matches(1)
    await w.present(t.id, j1[0].no)  # they came but never finished
    w.at(3600 + 24 * 3600)
    await w.service.tick()
    t = await w.service.get(t.id)
    assert {m.no for m in t.round_matches(2) if m.status == "open"} == {m.no for m in t.round_matches(2)}
    assert t.matches[j1[0].no].status == "open" and "unfinished" in kinds(w)  # the organiser decides
    assert t.matches[j1[1].no].finished and t.matches[j1[1].no].winner is None  # nobody came


async def test_swiss_of_six_pairs_three_rounds_to_the_end(world: World) -> None:
    w = world
    t = await create(w, "suizo", rounds=3)
    await pairs(w, t.id, 6)
    t = await close(w, t.id)
    for r in (1, 2, 3):
        t = await w.service.get(t.id)
        for m in t.round_matches(r):
            await w.win(t.id, m.no, 0 if (m.a or 0) < (m.b or 0) else 1)  # the lower entry number wins
    t = await w.service.get(t.id)
    assert t.status == "finished" and t.champion == 1  # entry 1 won every tie
    met = [frozenset((m.a, m.b)) for m in t.matches.values()]
    assert len(met) == len(set(met)) == 9
    rows = await w.store.tournaments.load(t.id)
    assert rows is not None and json.dumps(rows["draw"])  # all of it is in the store


async def test_the_tournament_message_pictures_follow_the_format(world: World) -> None:
    from musbot.presenter.tournament_pictures import pictures
    from musbot.render.bracket import BracketView
    from musbot.render.bracket_tables import GroupsView, StandingsView
    from musbot.render.tournament import render_bracket

    w = world
    t2 = await create(w, "suizo")
    t = await create(w, "liguilla", group_size=3, advance=1)
    await pairs(w, t.id, 6)
    t = await close(w, t.id)
    assert [type(v) for v in pictures(t)] == [GroupsView]
    for r in (1, 2, 3):
        for m in (await w.service.get(t.id)).round_matches(r):
            if m.b is not None:
                await w.win(t.id, m.no, 0)
    t = await w.service.get(t.id)
    views = pictures(t)
    assert [type(v) for v in views] == [GroupsView, BracketView]
    ko = views[1]
    assert isinstance(ko, BracketView) and len(ko.rounds) == 1 and ko.rounds[0][0].playing
    assert render_bracket(ko, "eu")[:4] == b"\x89PNG"
    assert [type(v) for v in pictures(await w.service.get(t2.id))] == [StandingsView]


async def test_a_change_that_cannot_be_written_changes_nothing(world: World, monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk at a press: the person is told, and the tournament is as the file has it."""
    from musbot.store import StoreError

    w = world
    t = await create(w)
    await pairs(w, t.id, 1)

    async def full(*_a: object, **_k: object) -> None:
        raise StoreError("the disk is full")

    monkeypatch.setattr(w.store.tournaments, "save", full)
    await refused("tourn.error.not_saved", w.service.sign_up_pair(t.id, 300, "x", 301, "y"))
    monkeypatch.undo()
    t = await w.service.get(t.id)
    assert [e.no for e in t.entries.values()] == [1] and t.entry_of(300) is None
    await w.service.sign_up_pair(t.id, 300, "x", 301, "y")  # and it works once the disk has room
    assert [e.no for e in (await w.service.get(t.id)).entries.values()] == [1, 2]


async def test_two_sign_ups_of_one_person_at_once_keep_one(world: World) -> None:
    w = world
    t = await create(w)
    results = await asyncio.gather(w.service.sign_up_pair(t.id, 400, "a", 401, "b"),
                                   w.service.sign_up_pair(t.id, 400, "a", 402, "c"), return_exceptions=True)
    assert sum(isinstance(r, TournamentError) for r in results) == 1
    rows = await w.store.tournaments.load(t.id)
    assert rows is not None and len(rows["entries"]) == 1


async def test_a_sign_up_during_the_draw_waits_for_it_and_is_refused(world: World) -> None:
    """The draw reads ratings from the store while it runs: a press in that moment waits its
    turn (one lock per tournament) and finds sign-up closed, never half in the draw."""
    w = world
    t = await create(w)
    await pairs(w, t.id, 3)
    results = await asyncio.gather(w.service.close_signup(t.id, ORG), w.service.sign_up_solo(t.id, 500, "late"),
                                   return_exceptions=True)
    assert isinstance(results[1], TournamentError) and results[1].key == "tourn.error.signup_closed"
    t = await w.service.get(t.id)
    assert t.entry_of(500, ("solo", "paired", "unpaired", "confirmed")) is None


async def test_a_tie_that_ends_during_a_pause_moves_the_tournament_on_at_resume(world: World) -> None:
    w = world
    t = await create(w)
    await pairs(w, t.id, 2)
    t = await close(w, t.id)
    m = t.round_matches(1)[0]
    await w.service.pause(t.id, ORG)
    await w.win(t.id, m.no, 1)  # the table played on to its end
    assert (await w.service.get(t.id)).status == "paused"
    await w.service.resume(t.id, ORG)
    t = await w.service.get(t.id)
    assert t.status == "finished" and t.champion == m.b
