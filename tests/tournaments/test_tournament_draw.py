"""The draw anyone can check: the commitment, the
documented stream, seeding by rating, solo entrants paired balancing ratings, and ``verify``."""

from __future__ import annotations

import hashlib

from hypothesis import given
from hypothesis import strategies as st

from musbot.tournaments import draw, rng
from musbot.tournaments.draw import SignUp
from musbot.tournaments.formats import FORMATS

SEED = "0123456789abcdef" * 4


def signups(n: int) -> list[SignUp]:
    return [SignUp(i, (1000 + 2 * i, 1001 + 2 * i), (float(i % 4), 0.5)) for i in range(1, n + 1)]


def test_commitment_is_sha256_of_the_seed_text() -> None:
    assert rng.commitment(SEED) == hashlib.sha256(SEED.encode()).hexdigest()
    assert rng.commitment(SEED) == "a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e"


def test_the_stream_is_the_documented_construction() -> None:
    """Anyone can redo it: SHA-256("<seed>:<label>:<i>") in 8-byte words, rejection for below(n)."""
    block = hashlib.sha256(f"{SEED}:x:0".encode()).digest()
    words = [int.from_bytes(block[k:k + 8], "big") for k in range(0, 32, 8)]
    limit = 2**64 - 2**64 % 10
    expected = [w % 10 for w in words if w < limit]
    s = rng.Stream(SEED, "x")
    assert [s.below(10) for _ in range(len(expected))] == expected
    assert [rng.Stream(SEED, "x").below(10) for _ in range(1)] == expected[:1]


def test_a_pinned_draw() -> None:
    """A fixed seed and list give this draw for ever (a change here breaks old verifications)."""
    d = draw.make_draw(SEED, "eliminatoria", signups(10))
    assert d.seeds == (7, 3, 10, 6, 2, 9, 5, 1, 4, 8)  # by rating; equal ratings by tie key
    assert d.bracket == (7, None, 5, 4, 10, None, 9, None, 3, None, 1, 8, 6, None, 2, None)


@given(n=st.integers(2, 40), fmt=st.sampled_from(list(FORMATS)), solos=st.integers(0, 7),
       seed=st.binary(min_size=32, max_size=32))
def test_verify_recomputes_every_draw(n: int, fmt: str, solos: int, seed: bytes) -> None:
    hexseed = seed.hex()
    items = signups(n) + [SignUp(100 + k, (5000 + k,), (float(k),)) for k in range(solos)]
    if fmt == "liguilla" and n + solos // 2 < 3:
        return
    d = draw.make_draw(hexseed, fmt, items)
    assert draw.verify(hexseed, rng.commitment(hexseed), fmt, items, d.to_dict()) == []
    assert sorted(d.seeds) == sorted(p.entry for p in d.pairs)
    if fmt == "liguilla":
        assert sorted(e for g in d.groups for e in g) == sorted(d.seeds)
        assert [g[0] for g in d.groups] == list(d.seeds[: len(d.groups)])  # top seeds head the groups
        sizes = [len(g) for g in d.groups]
        assert max(sizes) - min(sizes) <= 1
    if fmt == "liga":
        assert sorted(d.order) == sorted(d.seeds)


def test_verify_catches_a_wrong_seed_a_changed_list_or_a_changed_draw() -> None:
    items = signups(8)
    d = draw.make_draw(SEED, "liga", items).to_dict()
    other = "f" * 64
    assert draw.verify(SEED, rng.commitment(SEED), "liga", items, d) == []
    assert any("commitment" in p for p in draw.verify(other, rng.commitment(SEED), "liga", items, d))
    changed = [*items[:-1], SignUp(8, items[-1].players, (9.0, 9.0))]  # a rating edited after the fact
    assert any(p.startswith("seeds") for p in draw.verify(SEED, rng.commitment(SEED), "liga", changed, d))
    tampered = dict(d, order=list(reversed(d["order"])))
    assert any(p.startswith("order") for p in draw.verify(SEED, rng.commitment(SEED), "liga", items, tampered))


def test_solo_entrants_are_paired_balancing_ratings() -> None:
    """Buscar pareja: best with weakest, second with second weakest; an odd last one waits."""
    solos = [SignUp(1, (11,), (10.0,)), SignUp(2, (12,), (1.0,)), SignUp(3, (13,), (8.0,)),
             SignUp(4, (14,), (3.0,)), SignUp(5, (15,), (7.0,))]
    pairs, left = draw.pair_solos(solos, 6)
    assert left == [5]  # the last to sign up, when the number is odd
    assert {p.players for p in pairs} == {(11, 12), (13, 14)}
    assert [p.rating for p in pairs] == [11.0, 11.0]
    assert [p.entry for p in pairs] == [6, 7] and pairs[0].from_solos == (1, 2)


def test_seeding_sums_the_two_players_ratings() -> None:
    items = [SignUp(1, (1, 2), (5.0, -5.0)), SignUp(2, (3, 4), (1.0, 0.5)), SignUp(3, (5, 6), (0.0, 0.0))]
    assert draw.make_draw(SEED, "suizo", items).seeds == (2, 1, 3) or draw.make_draw(SEED, "suizo", items).seeds == (2, 3, 1)
    ratings = {p.entry: p.rating for p in draw.make_draw(SEED, "suizo", items).pairs}
    assert ratings == {1: 0.0, 2: 1.5, 3: 0.0}
