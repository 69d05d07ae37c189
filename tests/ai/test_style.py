"""The style figures: accepted stakes per lance, órdagos, mus rate, envites, juego lengths."""

from __future__ import annotations

from musbot.ai.arena import run_arena
from musbot.ai.style import JuegoClock, StyleStats, observe
from musbot.engine import events as ev


def _lance(name: str, *bets: ev.Event, close: ev.Event) -> list[ev.Event]:
    return [ev.LanceStarted(name, (0, 1, 2, 3)), *bets, close]


def test_an_accepted_stake_counts_for_the_side_that_bet_last() -> None:
    """R18: seat 1 envida 2, seat 2 raises 3 more, seat 1 says quiero: a stake of 5 agreed in
    grande, bet last by pair 0's side; the chica's paso agrees no stake at all."""
    events = [
        ev.Spoke(0, "mus"), ev.Spoke(1, "mus"), ev.Spoke(2, "no_mus"),
        *_lance("grande",
                ev.Bet(0, "grande", "paso"), ev.Bet(1, "grande", "envido", 2, 2),
                ev.Bet(2, "grande", "mas", 3, 5), ev.Bet(1, "grande", "quiero", 0, 5),
                close=ev.LanceClosed("grande", "querido", 5)),
        *_lance("chica", *(ev.Bet(s, "chica", "paso") for s in range(4)),
                close=ev.LanceClosed("chica", "paso")),
    ]
    a, b = StyleStats(), StyleStats()
    assert observe(events, (a, b), (0, 1)) is False
    fa, fb = a.figures(), b.figures()
    assert a.stake_n == {"grande": 1} and fa["accepted_stake"]["grande"] == 5.0
    assert b.stake_n == {} and fb["accepted_stake"]["all"] == 0.0
    assert (a.envites, b.envites) == (1, 1)  # the raise and the opening
    assert (a.acceptances, b.acceptances) == (0, 1)
    assert (a.mus, a.no_mus, b.mus) == (1, 1, 1)  # R5: seats 0 and 2 are side a


def test_a_juego_ended_by_an_accepted_ordago() -> None:
    """R20: the órdago of seat 3 (side b, seated as pair 1) accepted by seat 0 ends the juego."""
    events = _lance("pares", ev.Bet(0, "pares", "envido", 2, 2), ev.Bet(3, "pares", "ordago", 0, 2),
                    ev.Bet(0, "pares", "quiero", 0, 2), close=ev.LanceClosed("pares", "ordago"))
    a, b = StyleStats(), StyleStats()
    assert observe(events, (a, b), (0, 1)) is True
    assert (a.ordagos, b.ordagos, b.ordago_juegos, a.ordago_juegos) == (0, 1, 1, 0)
    assert a.stake_n == {} and b.stake_n == {}  # an órdago is not an agreed stake
    # the same events with the sides seated the other way round
    a, b = StyleStats(), StyleStats()
    observe(events, (a, b), (1, 0))
    assert (a.ordago_juegos, b.ordago_juegos) == (1, 0)


def test_juego_lengths_count_only_juegos_played_to_the_end() -> None:
    clock = JuegoClock()
    for ended, by_ordago in [(False, False), (False, False), (True, False), (False, False),
                             (True, True), (False, False)]:  # the last juego is cut short
        clock.hand_played(ended, by_ordago)
    f = clock.figures()
    assert clock.lengths == [3, 2]
    assert f["hands_per_juego"] == 2.5 and f["share_by_ordago"] == 0.5


def test_arena_reports_the_style_per_side_and_for_the_table() -> None:
    r = run_arena("expert:agresivo", "basic", 12, seed=2, block=12)
    assert r["block"] == 12
    for side in ("a", "b"):
        st = r["style"][side]
        assert st["hands"] == r["hands"]
        assert set(st["accepted_stake"]) == {"grande", "chica", "pares", "juego", "punto", "all"}
        assert 0.0 <= st["mus_rate"] <= 1.0
    assert r["style"]["b"]["ordagos_per_hand"] == 0.0  # basic never makes an órdago
    table = r["table"]
    assert table["juegos"] <= r["juegos"]["a"] + r["juegos"]["b"]
    n = r["style"]["a"]["accepted_lances"] + r["style"]["b"]["accepted_lances"]
    assert n > 0 and 2.0 <= table["accepted_stake"]["all"]
