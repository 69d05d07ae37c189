"""What a club's regulations add to a tournament, on a real database: ties played at a real
table and reported by the pairs (confirmed, disputed and decided, confirmed by themselves in
time), *No se presentan*, lateness by the club's rule (grace, a juego per so many minutes, the
tie lost at the wait's end), substitutes, and sanctions (the German club's rule 10 of seed 004:
penalties from a lost juego to exclusion from the tournament)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from test_tournament_service import close, pairs, refused
from tourney_helpers import CHANNEL, GUILD, ORG, T0, World

from musbot.engine import Rules
from musbot.i18n import LANGS, t
from musbot.tournaments import Options, Tournament, TournamentError, club
from musbot.tournaments.club import check_score, late_juegos, parse_score

RULES = {**Rules().to_dict(), "juegos": 3}  # a partida to 3 juegos (one vaca)


async def create(w: World, **opts: object) -> Tournament:
    options = Options.from_dict({"rules": RULES, **opts})
    return await w.service.create(guild_id=GUILD, channel_id=CHANNEL, organiser_id=ORG, name="Txapelketa",
                                  format="eliminatoria", options=options, signup_closes_at=T0 + 3600)


async def drawn(w: World, n: int = 4, **opts: object) -> Tournament:
    """``n`` pairs signed up (users 100, 101; 102, 103; ...) and drawn: round 1 open."""
    t = await create(w, **opts)
    await pairs(w, t.id, n)
    return await close(w, t.id)


def first_tie(t: Tournament):  # type: ignore[no-untyped-def]
    m = t.round_matches(1)[0]
    assert m.a is not None and m.b is not None
    return m, t.entries[m.a], t.entries[m.b]


# ---------------------------------------------------------------------- scores


def test_impossible_scores_are_told_apart_from_possible_ones() -> None:
    """Best of 1 to 3 juegos: the winners made exactly 3 juegos, the losers 0 to 2; best of 3:
    the winners of a 2-1 made 6 to 8 juegos."""
    check_score((1, 0), (3, 2), 1, 3)
    check_score((2, 1), (7, 5), 2, 3)
    for partidas, juegos, wins in (((1, 0), (3, 3), 1), ((1, 0), (4, 0), 1), ((2, 0), (6, 0), 1),
                                   ((1, 1), (3, 3), 1), ((2, 1), (5, 5), 2)):
        with pytest.raises(TournamentError):
            check_score(partidas, juegos, wins, 3)
    assert parse_score("2-1") == (2, 1) and parse_score(" 5 : 3 ") == (5, 3)
    for text in ("2", "a-b", "2-1-0", "100-1", ""):
        with pytest.raises(TournamentError):
            parse_score(text)


def test_lateness_loses_a_juego_per_step_begun_after_the_grace() -> None:
    """The club's rule: 10 minutes free, then a juego per 5 minutes begun."""
    assert [late_juegos(m, 10, 5) for m in (0, 10, 10.5, 15, 15.5, 20, 34)] == [0, 0, 1, 1, 2, 2, 5]
    assert late_juegos(60, 10, 0) == 0  # no step: lateness costs no juego


# ---------------------------------------------------------------------- presencial ties


async def test_a_reported_and_confirmed_result_counts_as_a_played_one_marked_reported(world: World) -> None:
    w = world
    t = await drawn(w, presencial=True)
    assert w.tables.started == [] and len(w.tables.presencial) == 2  # no bot table, a place to report
    m, a, b = first_tie(t)
    assert m.presencial and "presencial_open" in [n.kind for n in w.notices]
    # pair b reports from its side: it lost 0-1 with 2 juegos against 3
    await w.service.report_result(t.id, b.user2, m.no, (0, 2), (1, 3))
    asked = [n for n in w.notices if n.kind == "reported"][-1]
    assert asked.to == a.users and asked.params["score"] == "1-0"  # the other pair is asked
    await w.service.answer_report(t.id, a.user1, m.no, agree=True)
    t = await w.service.get(t.id)
    m = t.matches[m.no]
    assert m.finished and m.winner == a.no and not m.walkover and m.reported
    assert (m.partidas, m.juegos) == ([1, 0], [3, 2])
    assert m.players == (a.user1, b.user1, a.user2, b.user2)
    assert m.result() in t.results()  # in the standings as any played tie
    assert "reported_result" in [n.kind for n in w.notices]
    (kept,) = t.match_partidas(m.no)  # a partida at no table: nothing for the card-level statistics
    assert kept.table_id is None and kept.partida_id is not None and kept.winner == a.no and kept.juegos == (3, 2)
    await w.restart()  # kept as written
    m2 = (await w.service.get(t.id)).matches[m.no]
    assert m2.reported and m2.players == m.players and m2.report is None


async def test_bad_reports_are_refused_privately_and_change_nothing(world: World) -> None:
    w = world
    t = await drawn(w, presencial=True, best_of=1)
    m, a, b = first_tie(t)
    other = t.round_matches(1)[1]
    outsider = t.entries[other.a or 0].user1
    s = w.service
    version = (await s.get(t.id)).version
    await refused("tourn.error.not_in_tie", s.report_result(t.id, outsider, m.no, (1, 3), (0, 1)))
    # a partida to 3 juegos, best of 1: 3 juegos each is no result, nor two partidas won
    await refused("tourn.error.bad_juegos", s.report_result(t.id, a.user1, m.no, (1, 3), (0, 3)))
    await refused("tourn.error.bad_score", s.report_result(t.id, a.user1, m.no, (2, 6), (0, 1)))
    await refused("tourn.error.juegos_needed", s.report_result(t.id, a.user1, m.no, (1, 0)))
    await refused("tourn.error.no_report", s.answer_report(t.id, b.user1, m.no, agree=True))
    assert (await s.get(t.id)).version == version
    await s.report_result(t.id, a.user1, m.no, (1, 3), (0, 1))
    version = (await s.get(t.id)).version
    await refused("tourn.error.already_reported", s.report_result(t.id, a.user1, m.no, (1, 3), (0, 1)))  # twice
    await refused("tourn.error.already_reported", s.report_result(t.id, b.user1, m.no, (1, 3), (0, 1)))
    await refused("tourn.error.own_report", s.answer_report(t.id, a.user2, m.no, agree=True))  # its own pair
    await refused("tourn.error.not_in_tie", s.answer_report(t.id, outsider, m.no, agree=True))
    assert (await s.get(t.id)).version == version
    await s.answer_report(t.id, b.user2, m.no, agree=True)
    version = (await s.get(t.id)).version
    await refused("tourn.error.tie_decided", s.report_result(t.id, b.user1, m.no, (1, 3), (0, 0)))  # decided
    await refused("tourn.error.tie_decided", s.answer_report(t.id, b.user1, m.no, agree=False))
    assert (await s.get(t.id)).version == version


async def test_a_disputed_report_goes_to_the_organisers_who_decide(world: World) -> None:
    w = world
    t = await drawn(w, presencial=True, confirm_minutes=30)
    m, a, b = first_tie(t)
    await w.service.report_result(t.id, a.user1, m.no, (1, 3), (0, 2))
    await w.service.answer_report(t.id, b.user1, m.no, agree=False)
    told = [n for n in w.notices if n.kind == "disputed"]
    assert len(told) == 1 and told[0].organiser and told[0].to == ()  # the organisers, nobody else
    await refused("tourn.error.disputed", w.service.answer_report(t.id, b.user2, m.no, agree=True))
    await refused("tourn.error.disputed", w.service.report_result(t.id, b.user1, m.no, (1, 3), (0, 2)))
    w.at(3600 + 3 * 3600)
    await w.service.tick()  # a disputed report never confirms itself
    assert not (await w.service.get(t.id)).matches[m.no].finished
    await refused("tourn.error.not_organiser", w.service.set_result(t.id, a.user1, m.no, b.no))
    await w.service.set_result(t.id, ORG, m.no, b.no, partidas=(0, 1), juegos=(1, 3))
    m2 = (await w.service.get(t.id)).matches[m.no]
    assert m2.finished and m2.winner == b.no and m2.reported and m2.report is None
    assert m2.juegos == [1, 3] and m2.set_by == ORG


async def test_an_unanswered_report_confirms_itself_in_time_across_a_restart(world: World) -> None:
    w = world
    t = await drawn(w, presencial=True, confirm_minutes=30)
    m, a, b = first_tie(t)
    w.at(3600 + 600)
    await w.service.report_result(t.id, a.user1, m.no, (1, 3), (0, 0))
    await w.restart()
    w.at(3600 + 600 + 29 * 60)
    await w.service.tick()
    assert not (await w.service.get(t.id)).matches[m.no].finished
    assert w.service.next_wakeup() == (await w.service.get(t.id)).matches[m.no].report.until  # type: ignore[union-attr]
    w.at(3600 + 600 + 30 * 60)
    await w.service.tick()
    m2 = (await w.service.get(t.id)).matches[m.no]
    assert m2.finished and m2.winner == a.no and m2.reported


async def test_no_se_presentan_once_the_wait_is_over_is_a_walkover_the_other_pair_confirms(world: World) -> None:
    w = world
    t = await drawn(w, presencial=True, grace_minutes=35)
    m, a, b = first_tie(t)
    w.at(3600 + 20 * 60)
    await refused("tourn.error.too_early", w.service.report_absent(t.id, a.user1, m.no))
    w.at(3600 + 35 * 60)
    await w.service.tick()  # a presencial tie is never given away by the bot's own clock
    assert not (await w.service.get(t.id)).matches[m.no].finished
    await w.service.report_absent(t.id, a.user1, m.no)
    assert [n.to for n in w.notices if n.kind == "reported_absent"] == [b.users]
    await w.service.answer_report(t.id, b.user1, m.no, agree=True)
    m2 = (await w.service.get(t.id)).matches[m.no]
    assert m2.finished and m2.walkover and m2.winner == a.no and m2.reported
    assert "reported_walkover" in [n.kind for n in w.notices]


async def test_the_organiser_moves_one_tie_to_a_real_table(world: World) -> None:
    w = world
    t = await drawn(w)
    m, a, b = first_tie(t)
    assert not m.presencial and w.tables.spec(m.no)  # a bot table first
    await refused("tourn.error.not_presencial", w.service.report_result(t.id, a.user1, m.no, (1, 3), (0, 0)))
    await w.service.mark_presencial(t.id, ORG, m.no)
    assert (t.id, m.no) in w.tables.closed and [s.match_no for s in w.tables.presencial] == [m.no]
    await refused("tourn.error.already_presencial", w.service.mark_presencial(t.id, ORG, m.no))
    await w.service.report_result(t.id, a.user1, m.no, (1, 3), (0, 0))
    await w.service.answer_report(t.id, b.user1, m.no, agree=True)
    assert (await w.service.get(t.id)).matches[m.no].reported
    other = t.round_matches(1)[1]
    await w.win(t.id, other.no, 0, juegos=(3, 0))
    await refused("tourn.error.tie_decided", w.service.mark_presencial(t.id, ORG, other.no))
    assert not (await w.service.get(t.id)).matches[other.no].reported  # played at the bot's table


# ---------------------------------------------------------------------- lateness


async def test_a_late_pair_at_a_bot_table_loses_juegos_by_the_club_rule(world: World) -> None:
    """Grace 10 minutes, a juego per 5 begun, the tie lost at 35: a pair whose second player
    says *Estoy aquí* at minute 16 gives two juegos to the other pair."""
    w = world
    t = await drawn(w, grace_minutes=35, late_grace=10, late_step=5)
    m, a, b = first_tie(t)
    opened = 3600
    w.at(opened + 2 * 60)
    for u in (*a.users, b.user1):
        await w.service.player_present(t.id, m.no, u)
    w.at(opened + 16 * 60)
    await w.service.player_present(t.id, m.no, b.user2)
    m2 = (await w.service.get(t.id)).matches[m.no]
    assert m2.juegos == [2, 0] and m2.deadline is None
    late = [n for n in w.notices if n.kind.startswith("late")]
    assert len(late) == 1 and late[0].params["juegos"] == 2 and late[0].params["minutes"] == 16
    # the tie's partida, not dealt yet, begins with them (R25): told, and counted once
    assert late[0].kind == "late_ahead" and late[0].params["ahead"] == 2 and late[0].params["rival"] == a.label
    assert w.tables.head_starts == [(t.id, m.no, (2, 0))]
    assert w.tables.spec(m.no).head_start == (0, 0)  # dealt level had nobody been late
    # the other tie: nobody of pair b comes; at minute 35 the tie is lost, as before
    other = t.round_matches(1)[1]
    oa = t.entries[other.a or 0]
    for u in oa.users:
        await w.service.player_present(t.id, other.no, u)
    w.at(opened + 35 * 60)
    await w.service.tick()
    o2 = (await w.service.get(t.id)).matches[other.no]
    assert o2.finished and o2.walkover and o2.winner == oa.no


def test_R25_both_pairs_late_each_lose_their_juegos_unless_both_would_win_the_partida() -> None:
    """Each pair's lost juegos are the other's head start; a partida both would win before the
    deal is impossible, so then only the difference goes to the table."""
    assert club.head_start((2, 1), 3, 1) == (2, 1)  # a partida to 3 juegos: 2 to 1
    assert club.head_start((2, 1), 1, 1) == (1, 0)  # to 1 juego: both would win it
    assert club.head_start((3, 2), 1, 2) == (1, 0)  # to 2 vacas of 1 juego
    assert club.head_start((0, 0), 1, 1) == (0, 0)


async def test_lateness_options_that_make_no_rule_are_refused(world: World) -> None:
    await refused("tourn.error.late_grace", create(world, grace_minutes=15, late_grace=20, late_step=5))
    await refused("tourn.error.confirm_minutes", create(world, confirm_minutes=1))
    await refused("tourn.error.substitutes", create(world, substitutes=3))


# ---------------------------------------------------------------------- substitutes and sanctions


async def test_a_pair_replaces_one_member_and_no_more_and_never_with_another_pairs_player(world: World) -> None:
    w = world
    t = await drawn(w, substitutes=1)
    m, a, b = first_tie(t)
    s = w.service
    await w.win(t.id, m.no, 0, juegos=(3, 0))
    played = (await s.get(t.id)).matches[m.no].players
    version = (await s.get(t.id)).version
    await refused("tourn.error.in_other_pair", s.replace_player(t.id, ORG, a.no, a.user2, b.user1, "u-b"))
    assert (await s.get(t.id)).version == version
    await s.replace_player(t.id, ORG, a.no, a.user2, 900, "Sub")
    await refused("tourn.error.substitutes_used", s.replace_player(t.id, ORG, a.no, a.user1, 901, "Sub2"))
    t2 = await s.get(t.id)
    assert t2.entries[a.no].substitutes == 1 and 900 in t2.entries[a.no].users
    assert t2.matches[m.no].players == played and a.user2 in (played or ())  # who played that tie stays


async def test_sanctions_are_recorded_with_their_reason_and_act_on_the_tie(world: World) -> None:
    w = world
    t = await drawn(w)
    m, a, b = first_tie(t)
    s = w.service
    await refused("tourn.error.not_organiser", s.sanction(t.id, a.user1, b.no, "warning", "x"))
    await refused("tourn.error.reason", s.sanction(t.id, ORG, b.no, "warning", "x" * 201))
    await refused("tourn.error.not_a_pair", s.sanction(t.id, ORG, 99, "warning", "x"))
    await s.sanction(t.id, ORG, b.no, "warning", "Señas    fuera de las permitidas")
    await s.sanction(t.id, ORG, b.no, "juego", "Segunda vez")  # its open tie: a juego to the other pair
    assert (await s.get(t.id)).matches[m.no].juegos == [1, 0]
    await s.sanction(t.id, ORG, b.no, "disqualification", "Tercera vez")
    t2 = await s.get(t.id)
    assert t2.entries[b.no].status == "removed" and t2.matches[m.no].walkover and t2.matches[m.no].winner == a.no
    assert [(x.kind, x.reason, x.match) for x in t2.sanctions_of(b.no)] == [
        ("warning", "Señas fuera de las permitidas", None), ("juego", "Segunda vez", m.no),
        ("disqualification", "Tercera vez", None)]
    told = [n for n in w.notices if n.kind.startswith("sanction_")]
    assert [n.to for n in told] == [b.users] * 3 and all(n.public for n in told)
    await w.restart()
    assert len((await w.service.get(t.id)).sanctions) == 3  # kept in the store (and its export)


async def test_a_juego_sanction_reaches_the_partida_only_while_it_waits_for_the_four(world: World) -> None:
    """A juego lost by sanction before the tie's partida is dealt is a head start there, as a
    late pair's (R25); once the four are in, the partida in play cannot take it: the tie's count
    alone holds it."""
    w = world
    t = await drawn(w)
    m, a, b = first_tie(t)
    s = w.service
    await s.sanction(t.id, ORG, b.no, "juego", "Señas a gritos")
    assert w.tables.head_starts == [(t.id, m.no, (1, 0))]
    for u in (*a.users, *b.users):
        await s.player_present(t.id, m.no, u)
    await s.sanction(t.id, ORG, a.no, "juego", "Otra vez")
    assert (await s.get(t.id)).matches[m.no].juegos == [1, 1]
    assert w.tables.head_starts == [(t.id, m.no, (1, 0))]  # not sent to the partida in play


async def test_a_confirmed_report_moves_the_pair_records_and_ratings_but_no_card_statistics(world: World, tmp_path: Path) -> None:
    """Presencial results count in the pairs' records exactly as played ones, marked reported,
    and never in the card-level statistics: a 2-1 to 3 juegos with 7-5 juegos is three
    finished partidas of the four who played, with no hands."""
    from musbot.league import pair_profile

    w = world
    t = await drawn(w, presencial=True, best_of=3)
    m, a, b = first_tie(t)
    await w.service.report_result(t.id, a.user1, m.no, (2, 7), (1, 5))
    assert await w.store.ratings.conservative(GUILD, [a.user1]) == {}  # nothing counts before it is confirmed
    await w.service.answer_report(t.id, b.user2, m.no, agree=True)
    ours = await pair_profile(w.store, GUILD, a.user1, a.user2)
    theirs = await pair_profile(w.store, GUILD, b.user1, b.user2)
    assert (ours.record.partidas, ours.record.partidas_won) == (3, 2)
    assert (theirs.record.partidas, theirs.record.partidas_won) == (3, 1)
    assert (ours.record.juegos, ours.record.juegos_won) == (12, 7)  # juegos as reported
    rated = await w.store.ratings.conservative(GUILD, [a.user1, a.user2, b.user1, b.user2])
    assert len(rated) == 4 and rated[a.user1] > rated[b.user1]  # the winners' rating rose above the losers'
    stats = await w.store.stats.player_stats(GUILD, a.user1)
    assert (stats.partidas, stats.partidas_won) == (3, 2)
    assert (stats.hands, stats.points, stats.hands_won) == (0, 0, 0)  # no hands: nothing card-level moved
    recent = await w.store.stats.recent_partidas(GUILD, limit=5)
    assert len(recent) == 3 and all(p.reported and p.hands == 0 and p.table_id is None for p in recent)
    await w.store.maintenance.export_guild(GUILD, tmp_path / "out")
    with open(tmp_path / "out" / "partidas.csv", newline="", encoding="utf-8") as f:
        exported = list(csv.DictReader(f))
    assert [(p["reported"], p["winner_pair"], p["juegos_pair0"], p["juegos_pair1"]) for p in exported] == [
        ("1", "1", "1", "3"), ("1", "0", "3", "2"), ("1", "0", "3", "0")]  # the losers' partida first


async def test_a_reported_partida_is_marked_in_historial_and_has_nothing_to_verify_or_replay(world: World) -> None:
    """A presencial tie's partidas are in ``/mus historial`` marked reported; ``/mus verificar``
    says plainly, in every language, that a partida played at a real table has no hands nor
    seed to check; and no hand of it can be offered to ``/mus mano``."""
    from musbot.presenter.history import verification
    from musbot.presenter.league import recent

    w = world
    tour = await drawn(w, presencial=True)
    m, a, b = first_tie(tour)
    await w.service.report_result(tour.id, a.user1, m.no, (1, 3), (0, 1))
    await w.service.answer_report(tour.id, b.user1, m.no, agree=True)
    (partida,) = await w.store.stats.recent_partidas(GUILD, limit=5)
    assert await w.store.history.hand_id(partida.partida_id, 1) is None  # no hand to replay

    async def nobody(_place: object) -> bool:
        return False

    for lang in LANGS:
        board = await recent(w.store, GUILD, lang)
        assert board.embed is not None and t("bot.history_reported", lang) in (board.embed.description or "")
        said = await verification(w.store, GUILD, partida.partida_id, a.user1, lang, sees=nobody)
        assert said.embed is not None and said.private
        assert t("history.verify.reported", lang, partida=partida.partida_id) in (said.embed.description or "")


# ---------------------------------------------------------------------- the organisers' results in the league


async def _league(w: World, users: tuple[int, ...]) -> list[tuple[int, int, int, float | None]]:
    """Each user's (partidas, won, juegos) and all-time conservative rating on the server."""
    rated = await w.store.ratings.conservative(GUILD, users)
    out = []
    for u in users:
        s = await w.store.stats.player_stats(GUILD, u)
        out.append((s.partidas, s.partidas_won, s.juegos, rated.get(u)))
    return out


def _expected(winner_pair: int, juegos: tuple[int, int]) -> list[tuple[int, int, int, float | None]]:
    """The four (seats a1, b1, a2, b2) after one partida of newcomers won by ``winner_pair``."""
    from musbot.league.ratings import MU, SIGMA, conservative, rate_2v2

    new_a, new_b = rate_2v2([(MU, SIGMA)] * 2, [(MU, SIGMA)] * 2, winner_pair)
    return [(1, int(side == winner_pair), juegos[0] + juegos[1], conservative(*skill))
            for side, skill in ((0, new_a[0]), (1, new_b[0]), (0, new_a[1]), (1, new_b[1]))]


async def test_a_disputed_tie_the_organisers_decide_counts_in_the_league_once_and_a_correction_replaces_it(
        world: World) -> None:
    """Presencial results count in the pairs' records exactly as played ones: the organisers'
    decision of a dispute moves the four's records and ratings as one partida; their
    correction moves them to the new result, not on top of the old one; a void takes it out."""
    w = world
    t = await drawn(w, presencial=True)
    m, a, b = first_tie(t)
    four = (a.user1, b.user1, a.user2, b.user2)
    await w.service.report_result(t.id, a.user1, m.no, (1, 3), (0, 2))
    await w.service.answer_report(t.id, b.user1, m.no, agree=False)
    await w.service.set_result(t.id, ORG, m.no, b.no, partidas=(0, 1), juegos=(1, 3))
    assert await _league(w, four) == _expected(1, (1, 3))
    await w.service.set_result(t.id, ORG, m.no, a.no, partidas=(1, 0), juegos=(3, 2))  # they got it wrong
    assert await _league(w, four) == _expected(0, (3, 2))
    assert len(await w.store.stats.recent_partidas(GUILD, limit=10)) == 1
    kept = (await w.service.get(t.id)).match_partidas(m.no)
    assert [(p.winner, p.counted, p.partida_id is not None) for p in kept] == [(b.no, False, False), (a.no, True, True)]
    await w.restart()
    await w.service.void_result(t.id, ORG, m.no)  # played again: what it counted goes
    assert await _league(w, four) == [(0, 0, 0, None)] * 4


async def test_a_confirmed_report_corrected_by_the_organisers_leaves_no_partida_behind(world: World) -> None:
    w = world
    t = await drawn(w, presencial=True)
    m, a, b = first_tie(t)
    four = (a.user1, b.user1, a.user2, b.user2)
    await w.service.report_result(t.id, a.user1, m.no, (1, 3), (0, 2))
    await w.service.answer_report(t.id, b.user1, m.no, agree=True)
    assert await _league(w, four) == _expected(0, (3, 2))
    await w.service.set_result(t.id, ORG, m.no, b.no, partidas=(0, 1), juegos=(0, 3))
    assert await _league(w, four) == _expected(1, (0, 3))


async def test_walkovers_decided_by_the_organisers_are_no_played_partidas(world: World) -> None:
    """No one played: a *No se presentan* the organisers uphold, or a double walkover, moves
    no record or rating."""
    w = world
    t = await drawn(w, presencial=True, grace_minutes=35)
    m, a, b = first_tie(t)
    other = t.round_matches(1)[1]
    w.at(3600 + 35 * 60)
    await w.service.report_absent(t.id, a.user1, m.no)
    await w.service.answer_report(t.id, b.user1, m.no, agree=False)
    await w.service.set_result(t.id, ORG, m.no, a.no)
    await w.service.set_result(t.id, ORG, other.no, None)
    t = await w.service.get(t.id)
    assert t.matches[m.no].walkover and t.matches[m.no].winner == a.no and t.matches[other.no].walkover
    assert await w.store.stats.recent_partidas(GUILD, limit=10) == []


async def test_the_organisers_juegos_add_to_those_a_sanction_took(world: World) -> None:
    """Seed 004's rule 10: a juego lost by a sanction stands when the organisers give the tie's
    result with its juegos, and the result's notice says the juegos that stand."""
    w = world
    t = await drawn(w, presencial=True)
    m, a, b = first_tie(t)
    await w.service.sanction(t.id, ORG, b.no, "juego", "Señas")
    await w.service.set_result(t.id, ORG, m.no, a.no, partidas=(1, 0), juegos=(3, 1))
    assert (await w.service.get(t.id)).matches[m.no].juegos == [4, 1]
    assert [n.params["juegos"] for n in w.notices if n.kind == "result"] == ["4–1"]  # the result says what stands
    await w.service.set_result(t.id, ORG, m.no, a.no, partidas=(1, 0), juegos=(3, 2))  # corrected: still one
    assert (await w.service.get(t.id)).matches[m.no].juegos == [4, 2]
    await refused("tourn.error.already_recorded",
                  w.service.set_result(t.id, ORG, m.no, a.no, partidas=(1, 0), juegos=(3, 2)))
