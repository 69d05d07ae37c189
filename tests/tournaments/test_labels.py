"""A pair's label (a club, a town, a herri): set while sign-up is open, refused when too long or
by someone without a pair, and kept apart by every format's draw where the pairs first meet
(liguilla groups, eliminatoria and suizo round 1, ceros round 1), as the EHMF mixes
territories in its morning groups. The draw with labels still verifies from the seed."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest
from test_tournament_service import close, create, refused
from tourney_helpers import ORG, World

from musbot.tournaments import Options, draw
from musbot.tournaments.draw import SignUp

SEEDS = [f"{k:064x}" for k in range(1, 21)]
CLUBS = ("Eibar", "Tolosa", "Gernika", "Irun")


def signups(n: int, labels: Sequence[str]) -> list[SignUp]:
    """``n`` pairs, the labels given in turn; ratings so that seeds follow entry numbers."""
    return [SignUp(i, (1000 + 2 * i, 1001 + 2 * i), (float(100 - i), 0.0), labels[(i - 1) % len(labels)])
            for i in range(1, n + 1)]


def same_label_ties(ties: Sequence[tuple[int | None, int | None]], tag: dict[int, str]) -> int:
    return sum(1 for a, b in ties if a is not None and b is not None and tag[a] == tag[b])


def first_ties(fmt: str, d: draw.Draw) -> list[tuple[int | None, int | None]]:
    """Round 1's ties as the format makes them from the draw."""
    if fmt == "eliminatoria":
        return [(d.bracket[i], d.bracket[i + 1]) for i in range(0, len(d.bracket), 2)]
    order = list(d.order or d.seeds)
    if fmt == "suizo":
        half = len(order) // 2
        return [(order[i], order[half + i]) for i in range(half)]
    return [(order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]


@pytest.mark.parametrize("fmt", ["eliminatoria", "suizo", "ceros"])
def test_round_one_keeps_pairs_of_one_label_apart(fmt: str) -> None:
    """16 pairs of four clubs: no round 1 tie between two pairs of one club, whatever the seed
    (without the keep-apart most seeds give some)."""
    items = signups(16, CLUBS)
    tag = {s.entry: s.tag or "" for s in items}
    for seed in SEEDS:
        d = draw.make_draw(seed, fmt, items)
        assert same_label_ties(first_ties(fmt, d), tag) == 0, (fmt, seed)
        assert sorted(e for tie in first_ties(fmt, d) for e in tie if e is not None) == list(range(1, 17))


def test_a_liguillas_groups_mix_the_clubs() -> None:
    """16 pairs of four clubs in four groups of four: one pair of each club in every group."""
    items = signups(16, CLUBS)
    options = Options(format_options={"group_size": 4, "advance": 2})
    for seed in SEEDS:
        d = draw.make_draw(seed, "liguilla", items, options)
        assert len(d.groups) == 4
        for group in d.groups:
            assert sorted(Counter(items[e - 1].tag for e in group).values()) == [1, 1, 1, 1], (seed, d.groups)


def test_where_apart_is_impossible_the_fewest_meet() -> None:
    """Ten pairs, seven of one club: at least two of its ties are unavoidable in a round of
    five, and the draw makes no more than that."""
    labels = ["Eibar"] * 7 + ["Tolosa", "Irun", "Gernika"]
    items = [SignUp(i, (1000 + 2 * i, 1001 + 2 * i), (float(100 - i), 0.0), labels[i - 1]) for i in range(1, 11)]
    tag = {s.entry: s.tag or "" for s in items}
    for seed in SEEDS:
        d = draw.make_draw(seed, "ceros", items)
        assert same_label_ties(first_ties("ceros", d), tag) == 2


def test_labels_that_never_meet_leave_the_draw_as_it_was() -> None:
    """Nothing moves unless two pairs of one label meet: a draw whose labels are all different
    is the draw without labels (the draws made before labels existed verify as they did)."""
    items = signups(12, [f"Herri {k}" for k in range(12)])
    bare = [SignUp(x.entry, x.players, x.ratings) for x in items]
    options = Options(format_options={"group_size": 4, "advance": 2})
    for fmt in ("eliminatoria", "liguilla", "suizo", "ceros"):
        assert draw.make_draw(SEEDS[0], fmt, items, options).to_dict() == \
            draw.make_draw(SEEDS[0], fmt, bare, options).to_dict()


async def test_labels_are_set_refused_kept_and_verified(world: World) -> None:
    """A player labels their pair, the organiser another; a label over 40 characters and one
    from someone without a pair are refused and change nothing; the draw keeps them apart and
    verifies from the seed and the published sign-up list (labels included)."""
    w, s = world, world.service
    t = await create(w, "ceros", max_pairs=8)
    for i in range(8):
        u = 100 + 2 * i
        await s.sign_up_pair(t.id, u, f"u{u}", u + 1, f"u{u + 1}")
        await s.confirm(t.id, u + 1)
    for i in range(8):
        who = 100 + 2 * i
        if i % 2:
            await s.set_tag(t.id, ORG, f"  Club   {i % 4 // 2}  ", entry_no=i + 1)
        else:
            await s.set_tag(t.id, who, f"Club {i % 4 // 2}")
    version = (await s.get(t.id)).version
    await refused("tourn.error.tag_long", s.set_tag(t.id, 100, "x" * 200))
    await refused("tourn.error.tag_no_pair", s.set_tag(t.id, 5555, "Eibar"))
    await refused("tourn.error.not_organiser", s.set_tag(t.id, 100, "Eibar", entry_no=2))
    after = await s.get(t.id)
    assert after.version == version and after.entries[1].tag == "Club 0" and after.entries[2].tag == "Club 0"
    t = await close(w, t.id)
    assert t.draw is not None and t.signups is not None
    tag = {e.no: e.tag for e in t.pairs()}
    assert set(tag.values()) == {"Club 0", "Club 1"}
    r1 = [(m.a, m.b) for m in t.round_matches(1)]
    assert all(tag[a] != tag[b] for a, b in r1 if b is not None)
    listed = [SignUp.from_dict(x) for x in t.signups]
    assert {x.tag for x in listed} == {"Club 0", "Club 1"}
    assert draw.verify(t.seed, t.commitment, t.format, listed, t.draw, t.options) == []
    await refused("tourn.error.signup_closed", s.set_tag(t.id, 100, "Eibar"))  # after the draw
