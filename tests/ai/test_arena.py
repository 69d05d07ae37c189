"""``musbot arena``: mirrored deals, the points per hand, the figures and the command."""

from __future__ import annotations

import json

import pytest

from musbot.ai import arena
from musbot.ai.arena import SideStats, deal_deck, play_block, play_hand, run_arena
from musbot.ai.player import make_player
from musbot.cli import main
from musbot.engine import DECK, Match, Rules


def test_deal_decks_are_seeded_and_complete() -> None:
    assert deal_deck(1, 5) == deal_deck(1, 5)
    assert deal_deck(1, 5) != deal_deck(1, 6) != deal_deck(2, 6)
    assert sorted(deal_deck(3, 0)) == sorted(DECK)


def test_each_deal_is_played_in_both_seatings(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[tuple[int, int], tuple] = {}
    real = arena.play_hand

    def spy(match, players, sides, side_of_pair, *rest, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
        seating = 0 if tuple(side_of_pair) == (0, 1) else 1
        index = len([k for k in seen if k[0] == seating])
        # who holds which cards at the deal: the levels of the seats and the mano
        seen[(seating, index)] = (match.mano, match.hands, tuple(p.level for p in players))
        return real(match, players, sides, side_of_pair, *rest, **kw)

    monkeypatch.setattr(arena, "play_hand", spy)
    result = play_block(("basic", "random", 4, 0, 0, 12, Rules().to_dict()))
    assert len(result.diffs) == 12
    for i in range(12):
        mano0, hands0, levels0 = seen[(0, i)]
        mano1, hands1, levels1 = seen[(1, i)]
        assert mano0 == mano1 == i % 4
        assert hands0 == hands1  # the same deck, dealt the same way
        assert levels0 == ("basic", "random", "basic", "random")
        assert levels1 == ("random", "basic", "random", "basic")  # the pairs swapped


def test_points_per_hand_are_the_score_changes() -> None:
    """Without a juego won, a hand's points are exactly the change of the score."""
    players = [make_player("random", s) for s in range(4)]
    stats = SideStats()
    match = Match.new(Rules(), seed=8)
    checked = 0
    for _ in range(300):
        if match.phase == "match_end":
            match = Match.new(Rules(), seed=9)
        elif match.phase == "hand_end":
            match.next_hand()
        before = tuple(match.score)
        juegos = tuple(match.juegos) + tuple(match.vacas)
        p0, p1 = play_hand(match, players, (stats, stats), (0, 1))
        if tuple(match.juegos) + tuple(match.vacas) == juegos:
            assert (p0, p1) == (match.score[0] - before[0], match.score[1] - before[1])
            checked += 1
        else:
            assert max(p0 + before[0], p1 + before[1]) >= match.rules.tantos
    assert checked > 50


def test_run_arena_figures() -> None:
    r = run_arena("expert", "random", 20, seed=3)
    assert r["deals"] == 20 and r["hands"] == 40
    assert r["illegal"] == {"a": 0, "b": 0}
    assert r["difference"] == pytest.approx(r["points_per_hand"]["a"] - r["points_per_hand"]["b"],
                                            abs=1e-3)
    assert r["standard_error"] >= 0
    assert r["points_standard_error"]["a"] >= 0 and r["points_standard_error"]["b"] >= 0
    for side in ("a", "b"):
        t = r["decision_ms"][side]
        assert t["n"] == r["decisions"][side] > 0
        assert 0 <= t["p50"] <= t["p90"] <= t["p99"] <= t["max"]
        by_lance = r["points_by_lance"][side]
        assert sum(by_lance.values()) == pytest.approx(r["points_per_hand"][side], abs=1e-2)


def test_jobs_do_not_change_the_figures() -> None:
    one = run_arena("basic", "random", 60, seed=5, jobs=1)
    two = run_arena("basic", "random", 60, seed=5, jobs=2)
    for key in ("points_per_hand", "difference", "standard_error", "partidas", "juegos", "illegal"):
        assert one[key] == two[key]


def test_the_arena_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "basic", "--b", "random", "--hands", "6", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["a"] == "basic" and data["b"] == "random" and data["hands"] == 12
    assert main(["arena", "--a", "expert:bluffer", "--b", "basic", "--hands", "3"]) == 0
    text = capsys.readouterr().out
    assert "points per hand" in text and "illegal actions" in text and "p99" in text


def test_the_arena_command_rejects_bad_configurations(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["arena", "--a", "grandmaster"])
    assert "unknown level" in capsys.readouterr().err
