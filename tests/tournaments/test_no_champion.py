"""A tournament whose last round nobody wins ends without champions, and says why in words:
a final lost by both pairs (neither came), pairs level at the top of a suizo or a liga on every
tie-break (the seed order lists them, it never hands out a title), a liga nobody played. No
champions notice and no "—" named as champions; the final places agree (nobody first)."""

from __future__ import annotations

from test_tournament_service import GRACE, close, create, kinds, pairs
from tourney_helpers import World

from musbot.i18n import LANGS, t
from musbot.tournaments.formats import format_of


async def here(w: World, tid: int, match_no: int, side: int) -> None:
    """The two players of one side of a tie say they are at the table."""
    m = (await w.service.get(tid)).matches[match_no]
    entry = (await w.service.get(tid)).entries[(m.a, m.b)[side]]
    for u in entry.users:
        await w.service.player_present(tid, match_no, u)


def ending(w: World):
    """The notice that ended the tournament, checked to be said in every language without a
    placeholder left or a dash for champions."""
    [end] = [n for n in w.notices if n.kind == "champion" or n.kind.startswith("no_champion")]
    for lang in LANGS:
        text = t(f"tourn.notice.{end.kind}", lang, **{k: " & ".join(v) if isinstance(v, tuple) else v
                                                      for k, v in end.params.items()})
        assert not text.startswith("tourn.") and "{" not in text and "—" not in text
    return end


async def test_a_final_neither_pair_comes_to_ends_the_tournament_without_champions(world: World) -> None:
    w = world
    tour = await create(w)
    await pairs(w, tour.id, 4)
    tour = await close(w, tour.id)
    for semi in tour.round_matches(1):
        await w.win(tour.id, semi.no, 0)
    tour = await w.service.get(tour.id)
    [final] = tour.round_matches(2)
    assert final.status == "open"
    w.at(3600 + GRACE)  # nobody comes to the final
    await w.service.tick()
    tour = await w.service.get(tour.id)
    final = tour.matches[final.no]
    assert final.finished and final.walkover and final.winner is None
    assert tour.status == "finished" and tour.champion is None
    end = ending(w)
    assert end.kind == "no_champion_final" and "champion" not in kinds(w)
    assert end.params["pairs"] == (tour.entries[final.a].label, tour.entries[final.b].label)
    assert end.to == () and end.organiser and end.public  # nobody is crowned; the organiser is told
    places = {p.pair: p.place for p in format_of(tour.format).places(tour)}
    assert 1 not in places.values()  # nobody first
    assert places[final.a] == places[final.b] == 2  # both finalists lost the final


async def test_every_tie_lost_by_both_ends_without_champions(world: World) -> None:
    w = world
    tour = await create(w)
    await pairs(w, tour.id, 4)
    await close(w, tour.id)
    w.at(3600 + GRACE)
    await w.service.tick()
    tour = await w.service.get(tour.id)
    assert tour.status == "finished" and tour.champion is None
    assert ending(w).kind == "no_champion_nobody"


async def test_a_suizo_level_at_the_top_on_every_tie_break_has_no_champion(world: World) -> None:
    """Two ties won by walkover (no juegos, no tantos): the two winners have one point each, the
    same Buchholz and no differences; the seed order lists them but decides nothing."""
    w = world
    tour = await create(w, "suizo", rounds=1)
    await pairs(w, tour.id, 4)
    tour = await close(w, tour.id)
    ties = tour.round_matches(1)
    for m in ties:
        await here(w, tour.id, m.no, 0)  # only pair a comes
    w.at(3600 + GRACE)
    await w.service.tick()
    tour = await w.service.get(tour.id)
    assert tour.status == "finished" and tour.champion is None
    winners = [m.a for m in ties]
    rows = format_of(tour.format).table(tour)
    assert {r.pair for r in rows if r.rank == 1} == set(winners)
    end = ending(w)
    assert end.kind == "no_champion_shared"
    assert set(end.params["pairs"]) == {tour.entries[p].label for p in winners}
    places = {p.pair: p.place for p in format_of(tour.format).places(tour)}
    assert [places[p] for p in winners] == [1, 1]  # they share the first place


async def test_a_suizo_with_one_pair_alone_on_top_crowns_it(world: World) -> None:
    w = world
    tour = await create(w, "suizo", rounds=1)
    await pairs(w, tour.id, 4)
    tour = await close(w, tour.id)
    first, second = tour.round_matches(1)
    await w.win(tour.id, first.no, 0, juegos=(2, 0))
    await w.win(tour.id, second.no, 0, juegos=(2, 1))
    tour = await w.service.get(tour.id)
    assert tour.status == "finished" and tour.champion == first.a  # the better juego difference
    end = ending(w)
    assert end.kind == "champion" and set(end.to) == set(tour.entries[first.a].users)


async def test_a_liga_nobody_played_has_no_champion(world: World) -> None:
    w = world
    tour = await create(w, "liga", period_hours=24)
    await pairs(w, tour.id, 2)
    await close(w, tour.id)
    w.at(3600 + 24 * 3600 + 1)  # the only jornada ends: neither pair came
    await w.service.tick()
    tour = await w.service.get(tour.id)
    assert tour.status == "finished" and tour.champion is None
    assert ending(w).kind == "no_champion_nobody"
