"""Logros: each one found in the actions of a scripted partida (and not where it was
not earned), awarded to people only when a partida is won, and rebuilt identically from the
stored actions by ``musbot db achievements --recompute``."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from history_helpers import GUILD, bold, humans, play_stored
from store_helpers import sql_now

from musbot.cli import main
from musbot.engine import Match, Rules, action_to_dict
from musbot.i18n import LANGS, t
from musbot.league import achievements_of
from musbot.league.achievements import ACHIEVEMENTS, SeatHistory, earned, in_hands
from musbot.league.replayed import play_again
from musbot.store import SeatSpec, Store

sys.path.insert(0, str(Path(__file__).parents[1] / "engine"))
from mus_helpers import deck_for, match_with, play, to_lances  # noqa: E402

REYES, ASES, CABALLOS, CUATROS = "12o 12c 12e 12b", "1o 1c 1e 1b", "11o 11c 11e 11b", "4o 4c 4e 4b"


def found(m: Match) -> set[tuple[int, str, int | None]]:
    """The logros of the hands of ``m``, as achievements.py finds them from its log alone."""
    hands = list(play_again(m.rules.to_dict(), m.seed, m.first_mano, m.shuffle_version,
                            [(s, action_to_dict(a)) for s, a in m.log], m.first_deck))
    return {(f.seat, f.key, f.hand_number) for f in in_hands(hands, m.rules)}


def test_R20_ordago_launched_accepted_and_won() -> None:
    m = match_with([REYES, ASES, CABALLOS, CUATROS], rules=Rules(juegos=1))
    to_lances(m)
    play(m, "0:ordago 1:quiero")
    assert found(m) == {(0, "ordago", 1)}  # by órdago: no zapatero
    m = match_with([REYES, ASES, CABALLOS, CUATROS], rules=Rules(juegos=1))
    to_lances(m)
    play(m, "0:paso 1:ordago 0:quiero")  # launched by the pair that lost it
    assert found(m) == set()


def test_R19_a_bluff_is_a_fold_against_the_better_hand() -> None:
    m = match_with([REYES, ASES, CABALLOS, CUATROS], rules=Rules(juegos=3))
    to_lances(m)
    play(m, "0:paso 1:envido 2:noquiero 0:noquiero")  # seat 1 (ases) makes the reyes fold
    while m.phase == "lances":
        (seat,) = m.to_act()
        play(m, f"{seat}:paso")
    assert (1, "farol", 1) in found(m)
    m = match_with([REYES, ASES, CABALLOS, CUATROS], rules=Rules(juegos=3))
    to_lances(m)
    play(m, "0:envido 1:noquiero 3:noquiero")  # the best hand's envite refused: no bluff
    while m.phase == "lances":
        (seat,) = m.to_act()
        play(m, f"{seat}:paso")
    assert not {f for f in found(m) if f[1] == "farol"}


def _all_paso(m: Match) -> None:
    to_lances(m)
    while m.phase == "lances":
        (seat,) = m.to_act()
        play(m, f"{seat}:paso")


@pytest.mark.parametrize("juego_real,expected", [(True, {(0, "real", 1)}), (False, set())])
def test_R14_the_juego_lance_won_with_the_real(juego_real: bool, expected: set[object]) -> None:
    hands = ["7o 7c 7e 12o", "12c 12e 11o 1o", "5o 5c 6o 6c", "2o 2c 3o 3c"]  # 7-7-7-rey; 31 plain
    m = match_with(hands, mano=1, rules=Rules(juegos=3, juego_real=juego_real, reyes=4))
    _all_paso(m)
    assert m.phase == "hand_end"
    assert {f for f in found(m) if f[1] == "real"} == expected


def test_zapatero_is_a_juego_won_at_the_count_with_the_rivals_at_zero() -> None:
    m = match_with([REYES, ASES, CABALLOS, CUATROS], rules=Rules(juegos=2))
    to_lances(m)
    play(m, "0:envido40 1:quiero")
    while m.phase == "lances":
        (seat,) = m.to_act()
        play(m, f"{seat}:paso")
    assert found(m) == {(0, "zapatero", 1), (2, "zapatero", 1)}
    m = match_with([REYES, ASES, CABALLOS, CUATROS], rules=Rules(juegos=2))
    to_lances(m)
    play(m, "0:envido40 1:quiero 0:paso 1:envido 2:noquiero 0:noquiero")  # pair 1 takes a deje in chica
    while m.phase == "lances":
        (seat,) = m.to_act()
        play(m, f"{seat}:paso")
    assert m.juegos == [1, 0] and not {f for f in found(m) if f[1] == "zapatero"}


def test_R24_remontada_from_zero_against_rivals_dentro() -> None:
    """Pair 0 goes to 36 (dentro) with pair 1 at 0; then pair 1 wins the juego by órdago."""
    hand1 = [REYES, "4o 4c 5o 5c", ASES, "6o 6c 7o 7c"]
    m = match_with(hand1, rules=Rules(juegos=1))
    to_lances(m)
    play(m, "0:envido27 1:quiero")
    while m.phase == "lances":
        (seat,) = m.to_act()
        play(m, f"{seat}:paso")
    assert m.score == [36, 0] and m.phase == "hand_end"
    m.next_hand(deck_for([CUATROS, REYES, CABALLOS, ASES], mano=1))
    to_lances(m)
    play(m, "1:ordago 2:quiero")
    assert m.winner == 1
    assert found(m) == {(1, "ordago", 2), (1, "remontada", 2), (3, "remontada", 2)}


@pytest.mark.parametrize("juegos,rival_juego,expected", [(3, False, True), (3, True, False), (2, False, False),
                                                         (1, False, False)])
def test_R25_a_perfect_vaca(juegos: int, rival_juego: bool, expected: bool) -> None:
    plan = ([1] if rival_juego else []) + [0] * juegos  # the pair that wins each juego
    deals = {0: [REYES, ASES, CABALLOS, CUATROS], 1: [ASES, REYES, CUATROS, CABALLOS]}
    m = match_with(deals[plan[0]], rules=Rules(juegos=juegos))
    n = 1
    for k, pair in enumerate(plan):
        if k:
            m.next_hand(deck_for(deals[pair], mano=(m.mano + 1) % 4))
            n += 1
        to_lances(m)
        (first,) = m.to_act()
        play(m, f"{first}:ordago {(first + 1) % 4}:quiero")
    assert m.vacas == [1, 0] and m.winner == 0
    assert ({f for f in found(m) if f[1] == "vaca_perfecta"} == {(0, "vaca_perfecta", n), (2, "vaca_perfecta", n)}) is expected


def test_partida_logros_and_people_only() -> None:
    people = [SeatHistory(True, 0, False, 9), SeatHistory(True, 3, True, 9),
              SeatHistory(False, 0, False, 0), SeatHistory(True, 0, True, 9)]
    m = match_with([REYES, ASES, CABALLOS, CUATROS], rules=Rules(juegos=1))
    to_lances(m)
    play(m, "0:ordago 1:quiero")
    hands = list(play_again(m.rules.to_dict(), m.seed, m.first_mano, 2, [(s, action_to_dict(a)) for s, a in m.log],
                            m.first_deck))
    got = earned(hands, m.rules, 0, people)
    # seat 0: first win, its 10th partida with seat 2... which is a computer player: no companeros
    assert got == {(0, "ordago"): (1, 1), (0, "primera"): (1, None), (1, "companeros"): (1, None),
                   (3, "companeros"): (1, None)}


def test_every_logro_has_a_name_and_a_description_in_every_language() -> None:
    src = (Path(__file__).parents[2] / "musbot" / "league" / "achievements.py").read_text()
    for key in ACHIEVEMENTS:
        assert f"``{key}``" in src  # documented in the module's table
        for lang in LANGS:
            for part in ("name", "desc"):
                assert t(f"achievement.{key}.{part}", lang) != f"achievement.{key}.{part}", (key, lang)


# ---------------------------------------------------------------------- awarded and rebuilt
async def _rows(db: str) -> list[tuple[object, ...]]:
    return sql_now(db, "SELECT guild_id, player_id, achievement, times, partida_id, hand_number, earned_at "
                   "FROM achievements ORDER BY player_id, achievement")


async def test_logros_are_awarded_when_a_partida_is_won_and_rebuilt_identically(store_target: str) -> None:
    store = await Store.open(store_target, synchronous="NORMAL")
    seats = humans(1, 2, 3, 4)
    try:
        firsts = []
        for k in range(12):  # the same two pairs: the tenth partida makes them companeros
            st = await play_stored(store, seats, seed=1000 + k, policy=bold, at=f"2025-01-{k + 1:02d}T10:00:00Z")
            assert st.result is not None
            firsts += [(e.player.user_id, e.key, k) for e in st.result.achievements if e.first]
            again = [e for e in st.result.achievements if not e.first]
            assert all(e.key not in ("primera", "companeros") for e in again)  # once (with one partner)
        assert sorted((u, k) for u, key, k in firsts if key == "companeros") == [(1, 9), (2, 9), (3, 9), (4, 9)]
        assert sorted(u for u, key, _k in firsts if key == "primera") == [1, 2, 3, 4]
        ach = {a.key: a for a in await achievements_of(store, GUILD, 1)}
        assert "primera" in ach and ach["primera"].times == 1 and ach["companeros"].times == 1
        assert sum(a.times for a in ach.values()) >= len(ach) > 2
        # a computer player at the table earns nothing; its human partner still may
        st = await play_stored(store, [*humans(1, 2), SeatSpec.computer("expert"), SeatSpec.computer("basic")],
                               seed=55, policy=bold)
        assert st.result is not None and all(not e.player.is_ai for e in st.result.achievements)
    finally:
        await store.close()
    live = await _rows(store_target)
    sql_now(store_target, "DELETE FROM achievements")
    assert await asyncio.to_thread(main, ["db", "achievements", "--recompute", "--db", str(store_target)]) == 0
    assert await _rows(store_target) == live
    assert await asyncio.to_thread(main, ["db", "achievements", "--recompute", "--guild", str(GUILD), "--db", str(store_target)]) == 0
    assert await _rows(store_target) == live
