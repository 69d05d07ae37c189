"""The versioned shuffle (engine/shuffle.py): version 2 is exactly the construction the README
writes down (checked against a re-implementation from that text), version 3 deals as version 2
and commits the seating with the seed, version 1 replays every partida stored before it card
for card (R1, R5, R7, R26)."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from musbot.engine import DECK, Match, Rules, Sena, action_from_dict, format_cards
from musbot.engine import shuffle as sh
from musbot.engine.events import CardsDealt, SenaSeen, StockReshuffled

GOLDEN = Path(__file__).parent / "data" / "shuffle_v1_partidas.json"


# ---------------------------------------------------------------------- a re-implementation
class ReadmeStream:
    """Version 2 as the README describes it, written plainly from that text."""

    def __init__(self, seed: int, label: str) -> None:
        self.seed, self.label = seed, label
        self.data = b""
        self.blocks = 0
        self.offset = 0

    def word(self) -> int:
        while self.offset + 4 > len(self.data):
            text = "musbot-shuffle-v2:" + str(self.seed) + ":" + self.label + ":" + str(self.blocks)
            self.data += hashlib.sha256(text.encode("ascii")).digest()
            self.blocks += 1
        w = int.from_bytes(self.data[self.offset:self.offset + 4], "big")
        self.offset += 4
        return w

    def uniform(self, n: int) -> int:
        while True:
            w = self.word()
            if w < 2**32 - (2**32 % n):
                return w % n

    def shuffle(self, x: list[Any]) -> None:
        for i in range(len(x) - 1, 0, -1):
            j = self.uniform(i + 1)
            x[i], x[j] = x[j], x[i]

    def random(self) -> float:
        a, b = self.word(), self.word()
        return ((a << 21) | (b >> 11)) / 2**53


def readme_deal(seed: int, mano: int) -> list[str]:
    """The first hand of a version-2 partida: shuffle the deck, deal one card at a time from
    the mano (R5), four rounds."""
    deck = list(DECK)
    ReadmeStream(seed, "deal").shuffle(deck)
    hands: list[list[Any]] = [[], [], [], []]
    for k in range(16):
        hands[(mano + k) % 4].append(deck[k])
    return [format_cards(h) for h in hands]


@pytest.mark.parametrize("seed", [0, 1, 7, 2**62 + 7, 2**127 + 12345, 340282366920938463463374607431768211455])
def test_R1_R5_version_2_deals_are_the_readme_construction(seed: int) -> None:
    m = Match.new(Rules(), seed=seed, first_mano=sh.first_mano(seed), shuffle=2)
    assert [format_cards(h) for h in m.hands] == readme_deal(seed, seed % 4)


def test_R7_version_2_reshuffles_and_senas_follow_the_readme_streams() -> None:
    """Every shuffle of a partida (deals and R7 reshuffles) comes from one deal stream, in the
    order they happen; the catching of señas (R26) from the sena stream."""
    seed = 2024
    ref = ReadmeStream(seed, "deal")
    sena = ReadmeStream(seed, "sena")
    m = Match.new(Rules(pillar_senas=0.5), seed=seed, shuffle=2)
    deck = list(DECK)
    ref.shuffle(deck)
    stock = deck[16:]
    stock.reverse()
    pile: list[Any] = []
    reshuffles = caught = 0
    for _ in range(30):  # mus and discard everything, over and over: the stock runs out (R7)
        for seat in range(4):
            senas = [a for a in m.legal_actions(seat) if isinstance(a, Sena)]
            if senas:
                events = m.apply(seat, senas[0])
                expect = [rival for rival in ((seat + 1) % 4, (seat + 3) % 4) if sena.random() < 0.5]
                got = [e.to for e in events if isinstance(e, SenaSeen) and e.caught]
                assert got == expect
                caught += len(got)
        for _turn in range(4):
            (turn,) = m.to_act()
            m.apply(turn, m.legal_actions(turn)[0])  # mus, in turn
        assert m.phase == "discard"
        before = [list(h) for h in m.hands]
        for seat in range(4):
            m.apply(seat, next(a for a in m.legal_actions(seat) if getattr(a, "cards", ()) == tuple(sorted(before[seat]))))
        for seat in (0, 1, 2, 3):  # mano is seat 0: served in speaking order
            drawn = []
            for _card in range(4):
                if not stock:
                    stock, pile = pile, []
                    ref.shuffle(stock)
                    reshuffles += 1
                drawn.append(stock.pop())
            pile.extend(sorted(before[seat]))
            assert sorted(m.hands[seat]) == sorted(drawn)
    assert reshuffles >= 5 and caught > 0


def test_commitment_is_sha256_of_the_seed_digits() -> None:
    assert sh.commitment(1) == "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b"
    seed = 2**127 + 99
    assert sh.commitment(seed) == hashlib.sha256(str(seed).encode()).hexdigest()
    assert sh.parse_seed(f" {seed}\n") == seed
    for bad in ("", "-1", "01", "1e3", "12 3", "١٢"):
        with pytest.raises(ValueError):
            sh.parse_seed(bad)
    with pytest.raises(ValueError):
        sh.commitment(-5)


def test_version_3_commits_the_seed_with_the_first_mano_and_the_seats() -> None:
    """The README's text: SHA-256 of "musbot-partida-v3:" + seed + ":" + first mano (1-4) + ":"
    + the holders of seats 1-4 joined by commas (a user id, or ai: and the computer's key)."""
    seed = 2**127 + 99
    holders = [sh.holder(111, None), sh.holder(None, "expert"), sh.holder(333, None), sh.holder(None, "expert:tahur")]
    assert holders == ["111", "ai:expert", "333", "ai:expert:tahur"]
    text = f"musbot-partida-v3:{seed}:2:111,ai:expert,333,ai:expert:tahur"
    assert sh.seated_commitment(seed, 1, holders) == hashlib.sha256(text.encode("ascii")).hexdigest()
    assert sh.partida_commitment(3, seed, 1, holders) == sh.seated_commitment(seed, 1, holders)
    assert sh.partida_commitment(2, seed, 1, holders) == sh.commitment(seed)  # the seed alone before
    # every part counts: another first mano, another order of the seats, another person
    others = {sh.seated_commitment(seed, mano, holders) for mano in range(4)}
    others |= {sh.seated_commitment(seed, 1, [holders[i] for i in order]) for order in ((1, 0, 2, 3), (2, 1, 0, 3))}
    others.add(sh.seated_commitment(seed, 1, ["112", *holders[1:]]))
    assert len(others) == 7
    for bad in ((-1, None), (None, None), (1, "expert"), (None, ""), (None, "a,b"), (True, None)):
        with pytest.raises(ValueError):
            sh.holder(*bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        sh.seated_commitment(seed, 4, holders)
    with pytest.raises(ValueError):
        sh.seated_commitment(seed, 0, holders[:3])


@pytest.mark.parametrize("seed", [1, 2024, 2**127 + 12345])
def test_R1_R5_R7_R26_version_3_deals_exactly_as_version_2(seed: int) -> None:
    """Version 3 changes what is committed, not one card: whole partidas of both versions are
    the same, deals, reshuffles and señas caught."""
    rules = Rules(pillar_senas=0.5, juegos=1)
    partidas = {}
    for version in (2, 3):
        rng = random.Random(seed)
        m = Match.new(rules, seed=seed, first_mano=seed % 4, shuffle=version)
        while m.phase != "match_end":
            if m.phase == "hand_end":
                m.next_hand()
                continue
            seat = min(m.to_act())
            m.apply(seat, rng.choice(m.legal_actions(seat)))
        partidas[version] = ([format_cards(h) for h in m.hands], m.hand_number, m.score, m.log)
    assert partidas[2] == partidas[3]


def test_new_seeds_have_128_bits_and_new_partidas_use_version_3() -> None:
    seeds = {sh.new_seed() for _ in range(64)}
    assert len(seeds) == 64 and max(seeds).bit_length() > 120
    m = Match.new(Rules())
    assert m.shuffle_version == sh.LATEST == 3 and m.to_dict()["shuffle"] == 3
    assert Match.from_dict(json.loads(json.dumps(m.to_dict()))) == m


def test_unknown_shuffle_version_is_refused() -> None:
    for bad in (0, 4, True, "2", None):
        with pytest.raises(ValueError, match="shuffle version"):
            Match.new(Rules(), seed=1, shuffle=bad)  # type: ignore[arg-type]


def test_version_2_draws_below_n_by_rejection() -> None:
    """Step 3: a word at or above the largest multiple of n below 2**32 is thrown away."""

    class Words(sh.Sha256Stream):
        def __init__(self, words: list[int]) -> None:
            super().__init__(0, "t")
            self.queue = words

        def word(self) -> int:
            return self.queue.pop(0)

    s = Words([2**32 - 1, 2**32 - 2, 5])
    assert s.below(3) == (2**32 - 2) % 3 and s.queue == [5]
    s = Words([2**32 - 4, 7])  # 2**32 - 4 is a multiple of 10's limit: rejected
    assert s.below(10) == 7


def test_version_2_positions_are_uniform() -> None:
    """Every card lands in every position about equally often (a chi-square bound at seeds
    0..3999, deterministic): a biased Fisher–Yates (e.g. Sattolo's) fails it."""
    counts = [[0] * 40 for _ in range(40)]
    for seed in range(4000):
        deck = list(range(40))
        sh.Sha256Stream(seed, "deal").shuffle(deck)
        for pos, c in enumerate(deck):
            counts[c][pos] += 1
    expected = 4000 / 40
    chi2 = sum((n - expected) ** 2 / expected for row in counts for n in row)
    assert chi2 < 1700  # 1600 cells; the 99.99th percentile of chi-square(1521) is about 1720


# ---------------------------------------------------------------------- version 1
def test_R1_R5_version_1_deals_of_a_seed_never_change() -> None:
    """Stored partidas are only (seed, log): the deals of a seed must stay the same forever."""
    m = Match.new(Rules(), seed=1, shuffle=1)
    assert [format_cards(h) for h in m.hands] == [
        "1e 6c 12e 6e", "5b 12b 3c 7c", "11o 4c 7e 10b", "3b 5e 2e 4e"]
    m = Match.new(Rules(), seed=2**62 + 7, shuffle=1)
    assert [format_cards(h) for h in m.hands] == [
        "4e 10c 6e 4b", "11o 4o 11e 11c", "2b 2o 1b 6c", "1o 5c 7e 7c"]


def test_R1_R5_version_2_deals_of_a_seed_never_change() -> None:
    m = Match.new(Rules(), seed=1, shuffle=2)
    assert [format_cards(h) for h in m.hands] == [
        "6b 7b 10b 2b", "10c 7c 1o 5b", "1c 3e 11b 10o", "7e 12b 2e 3b"]


def test_R26_catching_of_senas_of_a_seed_never_changes() -> None:
    """The seña stream is part of the recipe too (pillar señas, R26)."""
    caught = {}
    for version in (1, 2):
        m = Match.new(Rules(pillar_senas=0.5), seed=99, shuffle=version)
        caught[version] = []
        for seat in range(4):
            senas = [a for a in m.legal_actions(seat) if isinstance(a, Sena)]
            if senas:
                caught[version].append([e.to for e in m.apply(seat, senas[0]) if isinstance(e, SenaSeen) and e.caught])
    assert caught[1] == [[1, 3], [0, 2]]
    assert caught[2] == [[], [2], [3, 1]]


@pytest.mark.parametrize("size", [0, 1, 2, 7, 24, 39, 40])
def test_R7_version_1_shuffle_is_exactly_random_shuffle(size: int) -> None:
    """Version 1 gives exactly random.Random.shuffle's order (R1 deal, R7 pile)."""
    for seed in range(50):
        a, b = list(DECK[:size]), list(DECK[:size])
        s = sh.LegacyStream(seed, "deal")
        r = random.Random(f"{seed}:deal")
        s.shuffle(a)
        r.shuffle(b)
        assert a == b and s.getstate() == r.getstate()


def test_R1_R7_R26_partidas_stored_before_version_2_replay_identically() -> None:
    """Recipes written before the versioned shuffle (no ``shuffle`` key; made with the engine
    as it was) give every deal, every R7 reshuffle and every caught seña again."""
    golden = json.loads(GOLDEN.read_text())
    assert sum(g["reshuffles"] for g in golden) >= 5 and sum(g["caught"] for g in golden) >= 50
    for g in golden:
        recipe = g["recipe"]
        assert "shuffle" not in recipe
        for m in (Match.from_dict(recipe),
                  Match.replay(Rules.from_dict(recipe["rules"]), recipe["seed"], recipe["log"],
                               recipe["first_mano"], shuffle=1)):
            assert m.shuffle_version == 1
            assert [[str(c) for c in h] for h in m.hands] == g["final_hands"]
            assert (m.score, m.juegos, m.vacas, m.hand_number) == (g["score"], g["juegos"], g["vacas"], g["hand_number"])
        deals = [[list(map(str, h)) for h in Match.new(Rules.from_dict(recipe["rules"]), recipe["seed"],
                                                         recipe["first_mano"], shuffle=1).hands]]
        step = Match.new(Rules.from_dict(recipe["rules"]), recipe["seed"], recipe["first_mano"], shuffle=1)
        reshuffles = caught = 0
        for seat, act in recipe["log"]:
            if act["type"] == "next_hand":
                events = step.next_hand()
                deals.append([list(map(str, e.cards)) for e in events if isinstance(e, CardsDealt)])
                continue
            events = step.apply(seat, action_from_dict(act))
            reshuffles += sum(isinstance(e, StockReshuffled) for e in events)
            caught += sum(isinstance(e, SenaSeen) and e.caught for e in events)
        assert deals == g["deals"] and (reshuffles, caught) == (g["reshuffles"], g["caught"])
        # the same recipe under version 2 is another partida altogether
        assert [[str(c) for c in h] for h in Match.new(Rules.from_dict(recipe["rules"]), recipe["seed"],
                                                       recipe["first_mano"]).hands] != g["deals"][0]
