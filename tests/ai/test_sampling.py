"""The expert's samples (``ExpertPlayer._sampled``, what it still uses when a rival or its partner
said órdago): drawn per knowledge of the cards, kept while only words change, and drawn until the
lance's odds are precise enough (fewer samples, less CPU a decision)."""

from __future__ import annotations

import random

from musbot.ai.expert import ExpertPlayer
from musbot.ai.knowledge import BATCH, DEFAULT_READING, Knowledge, estimate, read_view, sample
from musbot.ai.odds import CHICA, GRANDE, PARES
from musbot.engine import DECK, Match, NoMus, Paso, Rules, Sena, parse_cards

BELIEF = {s: DEFAULT_READING for s in range(4)}


def _deck(hands: list[str]) -> list:
    """A deck that deals these four hands (seat 0 is the mano) and then the rest."""
    cards = [parse_cards(h) for h in hands]
    used = {c for h in cards for c in h}
    deck = [cards[i % 4][i // 4] for i in range(16)]
    return deck + [c for c in DECK if c not in used]


def _grande_then_chica(hands: list[str], seat: int) -> tuple[Knowledge, Knowledge]:
    """``seat``'s knowledge in grande and then in chica, after everybody passed in grande."""
    m = Match.new(Rules(pillar_senas=0.0), seed=5, deck=_deck(hands))
    m.apply(0, NoMus())
    first = read_view(m.view(seat))
    for s in range(4):
        m.apply(s, Paso())
    return first, read_view(m.view(seat))


HANDS = ["12o 11c 5e 4b", "1o 7c 6e 4c", "3o 10c 7e 1b", "2o 6c 5o 11b"]


def _same(a: object, b: object) -> bool:
    return repr(a) == repr(b) and a.cases == b.cases  # type: ignore[attr-defined]


def test_kept_samples_give_the_same_odds_as_new_ones() -> None:
    """Grande's samples are kept for chica (only words were added); the chica odds are
    exactly those of a player that never decided grande (same seed)."""
    grande, chica = _grande_then_chica(HANDS, 1)
    assert chica.cards_key() == grande.cards_key() and chica.obs != grande.obs
    warm = ExpertPlayer(seed=3)
    warm._sampled(grande, BELIEF, GRANDE)
    kept = warm._draws
    got = warm._sampled(chica, BELIEF, CHICA)
    assert warm._draws is kept  # the hands were not drawn again
    cold = ExpertPlayer(seed=3)
    assert _same(got, cold._sampled(chica, BELIEF, CHICA))
    # and a second lance of the same knowledge, counted from the kept weighed samples
    assert _same(warm._sampled(chica, BELIEF, GRANDE), ExpertPlayer(seed=3)._sampled(chica, BELIEF, GRANDE))


def test_a_new_known_card_or_hand_draws_new_samples() -> None:
    """A seña from the partner (a new constraint on its cards) or another hand changes what
    the seat knows of the cards: the kept samples are not used, and the odds are those of a
    player that sees this knowledge first."""
    m = Match.new(Rules(pillar_senas=0.0), seed=5, deck=_deck(HANDS))
    m.apply(0, NoMus())
    p = ExpertPlayer(seed=3)
    before = read_view(m.view(1))
    p._sampled(before, BELIEF, GRANDE)
    draws = p._draws
    m.apply(3, Sena("ciego"))  # seat 1's partner signals
    after = read_view(m.view(1))
    assert after.masks[3] != before.masks[3]
    got = p._sampled(after, BELIEF, GRANDE)
    assert p._draws is not draws
    assert _same(got, ExpertPlayer(seed=3)._sampled(after, BELIEF, GRANDE))
    other, _ = _grande_then_chica([HANDS[1], HANDS[0], *HANDS[2:]], 1)  # another hand
    assert other.cards_key() != before.cards_key()
    assert _same(p._sampled(other, BELIEF, GRANDE), ExpertPlayer(seed=3)._sampled(other, BELIEF, GRANDE))


def test_a_clear_lance_stops_early_and_a_close_one_samples_fully() -> None:
    """Four reyes and the mano win grande (R4: ties to the mano) in every sample: the first
    batch is as precise as the full count at even odds, so it stops there; chica with
    those cards is uncertain and takes every sample."""
    grande, _ = _grande_then_chica(["12o 12c 3e 3b", "4o 5c 6e 7b", "1o 2c 4c 5o", "10o 11c 7e 6b"], 0)
    p = ExpertPlayer(seed=1)
    sure = p._sampled(grande, BELIEF, GRANDE)
    assert sure.win == 1.0
    assert len(p._samples[1].weights) == BATCH  # type: ignore[index]
    close = p._sampled(grande, BELIEF, CHICA)
    assert 0.1 < close.win < 0.9
    assert len(p._samples[1].weights) == p.samples  # type: ignore[index]


def test_one_lance_counted_alone_equals_every_lance_counted() -> None:
    """Counting only the lance a decision reads gives that lance's figures of the whole
    estimate, from the same random draws."""
    m = Match.new(Rules(pillar_senas=0.0), seed=2, deck=_deck(
        ["12o 12c 1e 4b", "11o 11b 10o 5c", "3o 3c 7e 7o", "2o 6c 5e 4c"]))
    m.apply(2, Sena("duples"))
    m.apply(0, NoMus())
    for _ in range(2):
        for s in range(4):
            m.apply(s, Paso())
    k = read_view(m.view(0))
    whole = estimate(k, random.Random(7), 200)
    for li in range(5):
        one = sample(k, random.Random(7), 200).odds(li)
        assert (one.win, one.played, one.pts_us, one.pts_them, one.us_all, one.them_all) == (
            whole.win[li], whole.played[li], whole.pts_us[li], whole.pts_them[li],
            whole.us_all[li], whole.them_all[li])
        assert one.cases == whole.cases[li]
    assert whole.win[PARES] > 0.9
