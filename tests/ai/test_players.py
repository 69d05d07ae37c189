"""The player interface: levels, personalities, legality, determinism, the view only."""

from __future__ import annotations

import random

import pytest

from musbot.ai import LEVELS, PERSONALITIES, Player, make_player
from musbot.ai.arena import SideStats, play_hand
from musbot.ai.personality import Personality
from musbot.ai.player import parse_config
from musbot.engine import DECK, Match, NoMus, Rules, Sena
from musbot.engine.actions import Envido


def test_make_player_levels() -> None:
    assert LEVELS == ("random", "basic", "expert")
    for level in LEVELS:
        p = make_player(level, 1)
        assert isinstance(p, Player)
        assert p.level == level


def test_make_player_personalities() -> None:
    assert set(PERSONALITIES) == {"club", "prudente", "farolero", "agresivo"}
    for name in PERSONALITIES:
        p = make_player("expert", 3, name)
        assert p.pers.name == name  # type: ignore[attr-defined]
    assert make_player("expert", 3).pers.name == "club"  # type: ignore[attr-defined]
    custom = Personality(name="mine", bluff_rate=0.5)
    assert make_player("expert", 3, custom).pers is custom  # type: ignore[attr-defined]


def test_old_personality_names_still_work() -> None:
    """Options and stored data written before the club manners name the old personalities."""
    for old, new in (("standard", "club"), ("aggressive", "agresivo"), ("cautious", "prudente"),
                     ("bluffer", "farolero")):
        assert make_player("expert", 1, old).pers is PERSONALITIES[new]  # type: ignore[attr-defined]
        assert parse_config(f"expert:{old}") == ("expert", old)


@pytest.mark.parametrize("bad", [("master", None), ("expert", "grumpy")])
def test_make_player_rejects_unknown(bad: tuple[str, str | None]) -> None:
    with pytest.raises(ValueError):
        make_player(bad[0], 1, bad[1])


def test_parse_config() -> None:
    assert parse_config("expert") == ("expert", None)
    assert parse_config("expert:farolero") == ("expert", "farolero")
    with pytest.raises(ValueError):
        parse_config("expert:sleepy")


def _play(levels: list[str], hands: int, seed: int, rules: Rules) -> SideStats:
    """Play ``hands`` hands; every decision must be accepted by the engine."""
    stats = SideStats()
    players = [make_player(levels[s % len(levels)], seed * 10 + s) for s in range(4)]
    match = Match.new(rules, seed=seed)
    for _ in range(hands):
        if match.phase == "match_end":
            match = Match.new(rules, seed=seed + 1000)
        elif match.phase == "hand_end":
            match.next_hand()
        play_hand(match, players, (stats, stats), (0, 1))
    return stats


@pytest.mark.parametrize("level", LEVELS)
def test_self_play_is_legal(level: str) -> None:
    stats = _play([level], 250 if level == "expert" else 400, 7, Rules())
    assert stats.illegal == 0
    assert stats.decisions > 0


@pytest.mark.parametrize("rules", [
    Rules(reyes=4, juego_real=False),
    Rules(tantos=30, juegos=1, vacas=1),
    Rules(redeal_4567=True, senas_libres=True, pillar_senas=1.0),
])
def test_mixed_table_is_legal_under_other_rules(rules: Rules) -> None:
    stats = _play(["expert", "basic", "random", "expert"], 60, 11, rules)
    assert stats.illegal == 0


def test_decisions_are_legal_actions() -> None:
    """What decide returns is in view.legal, or an envido where envidos are legal."""
    rules = Rules()
    match = Match.new(rules, seed=5)
    players = [make_player("expert", s) for s in range(4)]
    for _ in range(40):
        while match.phase in ("mus", "discard", "lances"):
            seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
            view = match.view(seat)
            action = players[seat].decide(view)
            if isinstance(action, Envido):
                assert any(isinstance(a, Envido) for a in view.legal)
                assert 2 <= action.amount <= 99
            else:
                assert action in view.legal
            match.apply(seat, action)
        if match.phase == "match_end":
            break
        match.next_hand()


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_game(level: str) -> None:
    def run() -> list[object]:
        match = Match.new(Rules(), seed=21)
        stats = SideStats()
        players = [make_player(level, 40 + s) for s in range(4)]
        for _ in range(6):
            if match.phase == "hand_end":
                match.next_hand()
            if match.phase == "match_end":
                break
            play_hand(match, players, (stats, stats), (0, 1))
        return list(match.log)

    assert run() == run()


def _deck_with_hand(hand_of_0: list, rng: random.Random) -> list:
    """A deck where seat 0 (the mano) gets ``hand_of_0`` and the rest is shuffled."""
    rest = [c for c in DECK if c not in hand_of_0]
    rng.shuffle(rest)
    deck = []
    for i in range(40):
        if i < 16 and i % 4 == 0:
            deck.append(hand_of_0[i // 4])
        else:
            deck.append(rest.pop())
    return deck


@pytest.mark.parametrize("level", ["basic", "expert"])
def test_decisions_read_only_the_view(level: str) -> None:
    """Same view, same decision, whatever the hidden cards of the others."""
    rng = random.Random(3)
    for _ in range(8):
        hand = rng.sample(list(DECK), 4)
        decisions = set()
        for _ in range(5):
            match = Match.new(Rules(), seed=1, deck=_deck_with_hand(hand, rng))
            assert sorted(match.hands[0]) == sorted(hand)
            match.apply(0, NoMus())  # the mano cuts: now it opens grande
            player = make_player(level, 99)
            view = match.view(0)
            action = player.decide(view)
            while isinstance(action, Sena):
                match.apply(0, action)
                view = match.view(0)
                action = player.decide(view)
            decisions.add(action)
        assert len(decisions) == 1
