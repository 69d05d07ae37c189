"""Properties over thousands of random legal partidas (seeded, no timing): no exception, every
partida ends, nobody acts out of turn (R4, R6, R17, R18; señas excepted, R26), exact round trips
of to_dict/JSON/from_dict and replay, and privacy of ``view(seat)`` before the showdown (R6, R26).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mus_helpers import choose

from musbot.engine import (
    DECK,
    Card,
    Discard,
    Envido,
    IllegalAction,
    Match,
    Mus,
    NoMus,
    NoQuiero,
    Ordago,
    Paso,
    Quiero,
    Rules,
    Sena,
    Show4567,
)
from musbot.engine.actions import Action
from musbot.engine.events import CardsDealt, Event, SenaSeen, Showed4567

RULE_SETS = [
    Rules(),
    Rules(reyes=4, tantos=30, juegos=1, vacas=2, juego_real=False, redeal_4567=True,
          senas_libres=True, pillar_senas=1),
    Rules(tantos=30, juegos=3, vacas=1, redeal_4567=True, pillar_senas=0),
    Rules(reyes=4, juegos=1, vacas=1, senas_libres=True, pillar_senas=0.5),
]
# long-lived styles of play get one juego per partida, to keep the suite fast
LIGHT_SETS = [
    Rules(juegos=1),
    Rules(reyes=4, tantos=30, juegos=1, juego_real=False, redeal_4567=True, senas_libres=True,
          pillar_senas=1),
    Rules(tantos=30, juegos=1, redeal_4567=True, pillar_senas=0),
]
POLICIES = ("uniform", "calm", "mus")


def game_setup(seed: int) -> tuple[Rules, str]:
    """Half the partidas uniform over the four rule sets, a quarter each "calm" and "mus"."""
    policy = ("uniform", "calm", "uniform", "mus")[seed % 4]
    if policy == "uniform":
        return RULE_SETS[(seed // 4) % len(RULE_SETS)], policy
    return LIGHT_SETS[(seed // 4) % len(LIGHT_SETS)], policy
MAX_HANDS = 400  # a partida of random play that has not ended by then is a bug
OTHER_ACTIONS: tuple[Action, ...] = (Mus(), NoMus(), Paso(), Quiero(), NoQuiero(), Ordago(),
                                     Envido(2), Envido(7), Show4567())


_FIELDS: dict[type, tuple[str, ...]] = {}
_ATOMS = (int, str, float, bool, type(None))


def cards_in(obj: Any) -> Iterator[Card]:
    """Every Card anywhere inside ``obj`` (dataclasses, tuples, sets, dicts)."""
    if isinstance(obj, Card):
        yield obj
    elif isinstance(obj, _ATOMS):
        return
    elif isinstance(obj, tuple | list | set | frozenset):
        for x in obj:
            if not isinstance(x, _ATOMS):
                yield from cards_in(x)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from cards_in(k)
            yield from cards_in(v)
    else:
        names = _FIELDS.get(type(obj))
        if names is None:
            assert dataclasses.is_dataclass(obj), type(obj)
            names = _FIELDS[type(obj)] = tuple(f.name for f in dataclasses.fields(obj))
        for name in names:
            yield from cards_in(getattr(obj, name))


class Tracker:
    """What each seat may know of the cards of this hand, from the events the engine returned."""

    def __init__(self, m: Match) -> None:
        self.new_hand(m.view(None).events, m)

    def new_hand(self, events: Any, m: Match) -> None:
        self.held: list[set[Card]] = [set(h) for h in m.hands]
        self.shown: set[Card] = set()
        self._cache: dict[int, tuple[Event, set[Card]]] = {}
        self.see(events)

    def cards_of(self, e: Event) -> set[Card]:
        """The cards inside an event (cached: events never change)."""
        hit = self._cache.get(id(e))
        if hit is None or hit[0] is not e:
            hit = self._cache[id(e)] = (e, set(cards_in(e)))
        return hit[1]

    def see(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, CardsDealt):
                self.held[e.to] |= set(e.cards)
            elif isinstance(e, Showed4567):
                self.shown |= set(e.cards)


def check_privacy(m: Match, tr: Tracker) -> None:
    """R6/R26: before the showdown a view holds no card, event or seña of another seat."""
    if m.showdown:
        return
    for seat in (None, 0, 1, 2, 3):
        v = m.view(seat)
        assert not v.showdown
        for s in range(4):
            assert (v.hands[s] is None) == (s != seat)
        if seat is not None:
            assert v.hand == m.hands[seat] == v.hands[seat]
        else:
            assert v.hand == ()
        for e in v.events:
            assert not (isinstance(e, CardsDealt | SenaSeen) and e.to != seat), e
        allowed = tr.shown | (tr.held[seat] if seat is not None else set())
        seen = set(cards_in(dataclasses.replace(v, events=())))
        for e in v.events:
            seen |= tr.cards_of(e)
        leaked = seen - allowed
        assert not leaked, (seat, leaked)
        assert all(r[0] in (0, 1, 2, 3) for r in v.senas_received)


def check_out_of_turn(rng: random.Random, m: Match, deep: bool) -> None:
    """R4/R6/R17/R18: a seat not in to_act cannot act (señas excepted) and nothing changes."""
    others = [s for s in range(4) if s not in m.to_act()]
    if not others:
        return
    seat = rng.choice(others)
    free = m.legal_actions(seat)  # señas (R26) and 4-5-6-7 (R8) take no turn
    assert all(isinstance(a, (Sena, Show4567)) for a in free)
    act = rng.choice(OTHER_ACTIONS + (Discard(m.hands[seat][:1]),))
    if act in free:
        return
    before = copy.deepcopy(m) if deep else None
    n_log, phase, score = len(m.log), m.phase, list(m.score)
    with pytest.raises(IllegalAction) as exc:
        m.apply(seat, act)
    assert str(exc.value)[:1] == "R" and ":" in str(exc.value)[:4]
    assert (len(m.log), m.phase, m.score) == (n_log, phase, score)
    if before is not None:
        assert m == before


def random_deck(rng: random.Random) -> tuple[Card, ...]:
    d = list(DECK)
    rng.shuffle(d)
    return tuple(d)


def play_partida(seed: int, rules: Rules, policy: str, privacy: float = 0.0,
                 deep_every: int = 0) -> Match:
    """One random partida with its checks; ``privacy``: the share of steps whose views are checked."""
    rng = random.Random(seed)
    deck = random_deck(rng) if seed % 3 == 0 else None
    m = Match.new(rules, seed=seed, first_mano=seed % 4, deck=deck)
    tr = Tracker(m)
    hands = steps = 0
    while m.phase != "match_end":
        assert hands < MAX_HANDS, "the partida does not end"
        if m.phase == "hand_end":
            assert m.to_act() == set() and m.showdown
            assert all(a == [] for a in map(m.legal_actions, range(4)))
            evs = m.next_hand(random_deck(rng) if rng.random() < 0.2 else None)
            hands += 1
            tr.new_hand(evs, m)
            continue
        assert m.phase in ("mus", "discard", "lances") and m.to_act()
        flat = [c for h in m.hands for c in h]
        assert len(set(flat)) == 16  # R1: sixteen different cards in play
        if rng.random() < 0.05:  # a seña from any seat, in turn or not (R26)
            s = rng.randrange(4)
            senas = [a for a in m.legal_actions(s) if isinstance(a, Sena)]
            if senas:
                tr.see(m.apply(s, rng.choice(senas)))
        check_out_of_turn(rng, m, deep=bool(deep_every) and steps % deep_every == 0)
        seat, act = choose(rng, m, policy)
        tr.see(m.apply(seat, act))
        steps += 1
        assert all(0 <= p < rules.tantos for p in m.score)  # R21: reaching it ends the juego
        if privacy and rng.random() < privacy:
            check_privacy(m, tr)
    assert m.winner in (0, 1) and m.vacas[m.winner] == rules.vacas
    return m


def check_round_trips(m: Match) -> None:
    """to_dict -> JSON -> from_dict and replay rebuild exactly the same match (==)."""
    d = json.loads(json.dumps(m.to_dict()))
    assert Match.from_dict(d) == m
    assert Match.replay(m.rules, m.seed, m.log, m.first_mano, m.first_deck) == m
    assert Match.replay(m.rules, m.seed, d["log"], m.first_mano, m.first_deck) == m


CHUNKS = 8
GAMES_PER_CHUNK = 250  # 2,000 partidas


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_partidas_end_without_error_and_nobody_acts_out_of_turn_R4_R18_R21(chunk: int) -> None:
    """Thousands of random legal partidas over seven rule sets and three styles of play."""
    for i in range(GAMES_PER_CHUNK):
        seed = chunk * GAMES_PER_CHUNK + i
        rules, policy = game_setup(seed)
        m = play_partida(seed, rules, policy, deep_every=20 if i % 10 == 0 else 0)
        if i % 5 == 0:
            check_round_trips(m)


@pytest.mark.parametrize("chunk", range(4))
def test_random_partidas_views_hold_no_other_seats_cards_R6_R26(chunk: int) -> None:
    """view(seat) never holds another seat's cards, private events or señas before the showdown."""
    for i in range(40):
        seed = 100_000 + chunk * 40 + i
        rules, policy = game_setup(seed)
        play_partida(seed, rules, policy, privacy=0.5)


def test_round_trips_mid_hand_R26() -> None:
    """The recipe round trip is exact at any moment, also in the middle of a hand (R26 stream)."""
    rng = random.Random(5)
    for seed in range(40):
        m = Match.new(RULE_SETS[seed % 4], seed=seed, first_mano=seed % 4,
                      deck=random_deck(rng) if seed % 2 else None)
        for _ in range(rng.randrange(1, 120)):
            if m.phase == "match_end":
                break
            if m.phase == "hand_end":
                m.next_hand(random_deck(rng) if rng.random() < 0.5 else None)
                continue
            if rng.random() < 0.2:
                s = rng.randrange(4)
                senas = [a for a in m.legal_actions(s) if isinstance(a, Sena)]
                if senas:
                    m.apply(s, rng.choice(senas))
            m.apply(*choose(rng, m, "uniform"))
        check_round_trips(m)
        other = Match.from_dict(json.loads(json.dumps(m.to_dict())))
        for seat in (None, 0, 1, 2, 3):
            assert other.view(seat) == m.view(seat)


@settings(max_examples=40, derandomize=True, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**63 - 1),
    reyes=st.sampled_from([8, 4]),
    tantos=st.sampled_from([40, 30]),
    juegos=st.integers(1, 5),
    vacas=st.integers(1, 3),
    juego_real=st.booleans(),
    redeal=st.booleans(),
    libres=st.booleans(),
    pillar=st.sampled_from([0, 0.1, 1]),
    policy=st.sampled_from(POLICIES),
)
def test_hypothesis_any_options_partida_ends_and_replays_R2_R8_R14_R24_R25_R26(
        seed: int, reyes: int, tantos: int, juegos: int, vacas: int, juego_real: bool,
        redeal: bool, libres: bool, pillar: float, policy: str) -> None:
    """Any combination of the table options: the partida ends, and its recipe replays exactly."""
    rules = Rules(reyes=reyes, tantos=tantos, juegos=juegos, vacas=vacas, juego_real=juego_real,
                  redeal_4567=redeal, senas_libres=libres, pillar_senas=pillar)
    m = play_partida(seed, rules, policy)
    check_round_trips(m)
