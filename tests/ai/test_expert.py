"""The expert's judgement on positions where the right answer is clear."""

from __future__ import annotations

from musbot.ai import make_player
from musbot.ai.personality import Personality
from musbot.engine import (
    DECK,
    Envido,
    Match,
    NoMus,
    NoQuiero,
    Ordago,
    Paso,
    Quiero,
    Rules,
    Sena,
    parse_cards,
)
from musbot.engine.senas import true_senas


def _deck(hands: list[str]) -> list:
    cards = [parse_cards(h) for h in hands]
    used = {c for h in cards for c in h}
    deck = [cards[i % 4][i // 4] for i in range(16)]
    return deck + [c for c in DECK if c not in used]


def _decide(player, match: Match, seat: int):  # noqa: ANN001, ANN202
    """The player's decision, after any señas it makes first (applied)."""
    action = player.decide(match.view(seat))
    while isinstance(action, Sena):
        match.apply(seat, action)
        action = player.decide(match.view(seat))
    return action


def test_refuses_an_ordago_with_a_hopeless_hand() -> None:
    hands = ["12o 12c 3e 11b", "4o 5c 6e 7b", "10o 11c 7e 6b", "4c 5e 6o 7o"]
    for seed in range(5):
        m = Match.new(Rules(), seed=1, deck=_deck(hands))
        m.apply(0, NoMus())
        m.apply(0, Ordago())  # grande
        assert _decide(make_player("expert", seed), m, 1) == NoQuiero()


def test_never_folds_a_sure_winner() -> None:
    hands = ["12o 12c 3e 11b", "1o 1c 2e 2b", "10o 11c 7e 6b", "4c 5e 6o 7o"]
    for seed in range(5):
        m = Match.new(Rules(), seed=1, deck=_deck(hands))
        m.apply(0, NoMus())
        m.apply(0, Paso())
        m.apply(1, Paso())
        m.apply(2, Paso())
        m.apply(3, Paso())  # grande en paso; chica:
        m.apply(0, Envido(2))
        action = _decide(make_player("expert", seed), m, 1)
        assert isinstance(action, Quiero | Envido | Ordago)


def test_bets_a_strong_hand_and_passes_a_weak_one_mostly() -> None:
    strong = ["12o 12c 3e 3b", "4o 5c 6e 7b", "10o 11c 7e 6b", "4c 5e 6o 7o"]
    weak = ["4o 5c 6e 7b", "12o 12c 3e 3b", "10o 11c 7e 6b", "4c 5e 6o 7o"]
    bets = {"strong": 0, "weak": 0}
    for name, hands in (("strong", strong), ("weak", weak)):
        for seed in range(10):
            m = Match.new(Rules(), seed=1, deck=_deck(hands))
            m.apply(0, NoMus())
            action = _decide(make_player("expert", seed, "prudente"), m, 0)
            bets[name] += isinstance(action, Envido | Ordago)
    assert bets["strong"] >= 8
    assert bets["weak"] <= 2


def test_makes_true_senas_to_its_partner() -> None:
    hands = ["12o 12c 3e 1b", "4o 5c 6e 7b", "10o 11c 7e 6b", "4c 5e 6o 7o"]
    m = Match.new(Rules(pillar_senas=0.0), seed=1, deck=_deck(hands))
    player = make_player("expert", 1, Personality(sena_habit=1.0))
    m.apply(0, NoMus())
    made = []
    action = player.decide(m.view(0))
    while isinstance(action, Sena):
        made.append(action.name)
        m.apply(0, action)
        action = player.decide(m.view(0))
    assert made, "a hand with three reyes and 31 is worth a seña"
    assert set(made) <= set(true_senas(m.hands[0]))
    assert [n for s, n, _ in m.view(2).senas_received] == made


def test_personalities_differ() -> None:
    """Over the same positions, the farolero bets weak hands more often than the prudente."""
    counts = {}
    for pers in ("prudente", "farolero"):
        n = 0
        for seed in range(60):
            hands = ["4o 5c 6e 10b", "12o 12c 3e 3b", "10o 11c 7e 6b", "4c 5e 6o 7o"]
            m = Match.new(Rules(), seed=1, deck=_deck(hands))
            m.apply(0, NoMus())
            m.apply(0, Paso())
            m.apply(1, Paso())
            m.apply(2, Paso())  # seat 3 (postre) may steal the grande
            n += isinstance(_decide(make_player("expert", seed, pers), m, 3), Envido)
        counts[pers] = n
    assert counts["farolero"] > counts["prudente"]


def test_only_true_senas_even_with_senas_libres() -> None:
    rules = Rules(senas_libres=True, pillar_senas=0.0)
    for seed in range(30):
        m = Match.new(rules, seed=seed)
        players = [make_player("expert", seed * 4 + s, Personality(sena_habit=1.0)) for s in range(4)]
        for _ in range(40):
            if m.phase not in ("mus", "discard", "lances"):
                break
            seat = min(m.to_act(), key=lambda s: (s - m.mano) % 4)
            action = players[seat].decide(m.view(seat))
            if isinstance(action, Sena):
                assert action.name in true_senas(m.hands[seat])
            m.apply(seat, action)


def _opening(hand: str, pers: str, seed: int, score: tuple[int, int]) -> object:
    """What seat 0, the mano, opens the grande with (everybody else holds little)."""
    hands = [hand, "4o 4c 2e 2b", "10c 11o 4e 4b", "2o 2c 5o 6o"]
    m = Match.new(Rules(), seed=1, deck=_deck(hands))
    m.score = list(score)
    m.apply(0, NoMus())
    return _decide(make_player("expert", seed, pers), m, 0)


def test_club_opens_with_two_early_and_bets_big_for_big_hands_and_the_score() -> None:
    """Club manners on the first hand of a juego: two reyes, a 7 and an as open with an envite
    of 2 (agresivo, today's betting, envida 5); four reyes, a big hand, still envida 5. Near
    the end (30 to 30) the manners fade and the same good hand envida 5; with the rivals
    dentro (R24) the stake is the juego."""
    good, big = "12o 12c 7e 1b", "12o 12c 3e 3b"
    for seed in range(6):
        assert _opening(good, "club", seed, (0, 0)) == Envido(2)
        assert _opening(good, "agresivo", seed, (0, 0)) == Envido(5)
        assert _opening(big, "club", seed, (0, 0)) == Envido(5)
        assert _opening(good, "club", seed, (30, 30)) == Envido(5)
        assert _opening(good, "club", seed, (20, 36)) == Ordago()


def test_club_stops_a_raising_war_early_in_a_juego() -> None:
    """Envite, raise, raise back, raise again (R18) at 8 tantos on the first hand, with a good
    hand that is not a big one: club says quiero (every point more is against its manners);
    agresivo raises on."""
    hands = ["12o 12c 7e 1b", "4o 4c 2e 2b", "10c 11o 4e 4b", "2o 2c 5o 6o"]
    for seed in range(6):
        answers = {}
        for pers in ("club", "agresivo"):
            m = Match.new(Rules(), seed=1, deck=_deck(hands))
            m.apply(0, NoMus())
            m.apply(0, Envido(2))
            m.apply(1, Envido(2))
            m.apply(0, Envido(2))  # pair 0 has bet twice
            m.apply(1, Envido(2))
            answers[pers] = _decide(make_player("expert", seed, pers), m, 0)
        assert answers["club"] == Quiero()
        assert isinstance(answers["agresivo"], Envido | Ordago)


def test_club_bets_again_only_with_a_sure_hand_or_near_the_end() -> None:
    """R18 allows raise upon raise; a club pair bets once a lance (its envite, or a raise to
    answer one), and again only with a sure hand (a win chance of SURE_HAND once accepted) or
    when a pair nears the target. Checked on every raise of a seeded club self-play, from the
    expert's own figures."""
    from musbot.ai.expert import SURE_HAND, ExpertPlayer, _bets_by

    players = [ExpertPlayer(50 + s) for s in range(4)]
    match = Match.new(Rules(), seed=5)
    for _ in range(40):
        while match.phase in ("mus", "discard", "lances"):
            seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
            view = match.view(seat)
            thought = players[seat].think(view)
            if thought.sena is not None:
                match.apply(seat, thought.sena)
                continue
            if thought.reason == "answer.envido" and _bets_by(view, seat % 2) >= 1:
                calm = players[seat]._calm(view)
                assert float(thought.figures["p_called"]) >= SURE_HAND or calm == 0.0  # type: ignore[arg-type]
            match.apply(seat, thought.action)
        if match.phase == "match_end":
            match = Match.new(Rules(), seed=6)
        else:
            match.next_hand()
