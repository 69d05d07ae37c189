"""The draw anyone can check: from the revealed seed and the sign-up list, nothing else.

The sign-up list at close is, in sign-up order, each entry's number, its players' Discord ids
(one for a solo entrant), their conservative ratings (mu - 3 sigma, all time on the server,
rounded to 3 decimals; a player never rated has 0) and the pair's label if it has one (a club,
a town: ``tag``). The draw:

1. **Solo entrants become pairs.** If their number is odd, the last to sign up is left out.
   The others are ordered by rating (best first; equal ratings by Discord id) and the best
   plays with the weakest, the second with the second weakest, and so on, so the pairs'
   ratings come out as even as they can. The new pairs get the next entry numbers in that
   order.
2. **Seeding.** A pair's rating is the sum of its two players' ratings. Seeds go by rating,
   best first; equal ratings are ordered by ``tie_key`` (``rng.py``).
3. **Placement**: the format's own (``Format.place``), drawn with the seed's streams under the
   labels its module in ``formats/`` names; pairs with the same ``tag`` kept apart where they
   first meet, where moves the draw could as well have made do it (``apart.py``). A pair
   made of two solo entrants has no tag.

``verify`` recomputes all of it and says what differs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import TournamentError
from .formats import FORMATS, format_of
from .model import Options
from .rng import check_seed, commitment, tie_key

DRAW_VERSION = 1


@dataclass(frozen=True, slots=True)
class SignUp:
    """One entry of the sign-up list as the draw reads it."""

    entry: int
    players: tuple[int, ...]  # one (solo) or two Discord ids
    ratings: tuple[float, ...]
    tag: str | None = None  # the pair's label (club, town), if any

    def to_dict(self) -> dict[str, Any]:
        out = {"entry": self.entry, "players": list(self.players), "ratings": list(self.ratings)}
        return out | ({"tag": self.tag} if self.tag else {})

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SignUp:
        return cls(int(d["entry"]), tuple(int(p) for p in d["players"]), tuple(float(r) for r in d["ratings"]),
                   d.get("tag") or None)


@dataclass(frozen=True, slots=True)
class DrawnPair:
    entry: int
    players: tuple[int, int]
    rating: float
    from_solos: tuple[int, int] | None = None  # the solo entries it was made of


@dataclass(frozen=True, slots=True)
class Draw:
    format: str
    pairs: tuple[DrawnPair, ...]
    left_out: tuple[int, ...]  # solo entries without a partner
    seeds: tuple[int, ...]  # entry numbers, best seed first
    # the placement (``formats.base.Placement``): round 1's bracket positions, the groups (each
    # in seed order), the order the rounds follow; each empty where the format has no use for it
    bracket: tuple[int | None, ...] = ()
    groups: tuple[tuple[int, ...], ...] = ()
    order: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": DRAW_VERSION, "format": self.format,
            "pairs": [{"entry": p.entry, "players": list(p.players), "rating": p.rating,
                       "from_solos": list(p.from_solos) if p.from_solos else None} for p in self.pairs],
            "left_out": list(self.left_out), "seeds": list(self.seeds), "bracket": list(self.bracket),
            "groups": [list(g) for g in self.groups], "order": list(self.order),
        }


def pair_rating(ratings: Sequence[float]) -> float:
    return round(sum(ratings), 3)


def pair_solos(solos: Sequence[SignUp], next_entry: int) -> tuple[list[DrawnPair], list[int]]:
    """Step 1: solo entrants into pairs balancing the pairs' ratings."""
    solos = sorted(solos, key=lambda s: s.entry)
    left_out: list[int] = []
    if len(solos) % 2:
        left_out.append(solos.pop().entry)
    ranked = sorted(solos, key=lambda s: (-s.ratings[0], s.players[0]))
    pairs = []
    for i in range(len(ranked) // 2):
        hi, lo = ranked[i], ranked[-1 - i]
        pairs.append(DrawnPair(next_entry + i, (hi.players[0], lo.players[0]),
                               pair_rating((hi.ratings[0], lo.ratings[0])), (hi.entry, lo.entry)))
    return pairs, left_out


def make_draw(seed: str, fmt: str, signups: Sequence[SignUp], options: Options | None = None) -> Draw:
    """The whole draw from the seed and the sign-up list (see the module's text); ``options``:
    the tournament's (its format's own may change the placement)."""
    seed = check_seed(seed)
    try:
        placing = format_of(fmt)
    except TournamentError:
        raise ValueError(f"format is one of {', '.join(FORMATS)}") from None
    full = [s for s in signups if len(s.players) == 2]
    solos = [s for s in signups if len(s.players) == 1]
    next_entry = max((s.entry for s in signups), default=0) + 1
    made, left_out = pair_solos(solos, next_entry)
    pairs = [DrawnPair(s.entry, (s.players[0], s.players[1]), pair_rating(s.ratings)) for s in full] + made
    ranked = sorted(pairs, key=lambda p: (-p.rating, tie_key(seed, p.entry)))
    seeds = tuple(p.entry for p in ranked)
    if len(seeds) < 2:
        return Draw(fmt, tuple(pairs), tuple(left_out), seeds)
    tags = {s.entry: s.tag for s in full if s.tag}
    placed = placing.place(seeds, seed, options or Options(), tags)
    return Draw(fmt, tuple(pairs), tuple(left_out), seeds, placed.bracket, placed.groups, placed.order)


def verify(seed: str, published_commitment: str, fmt: str, signups: Sequence[SignUp], drawn: Mapping[str, Any],
           options: Options | None = None) -> list[str]:
    """What differs between the published draw and the one the seed gives (empty: it checks)."""
    problems = []
    if commitment(check_seed(seed)) != published_commitment:
        problems.append("the seed does not match the commitment published before sign-up closed")
    again = make_draw(seed, fmt, signups, options).to_dict()
    for key in ("pairs", "left_out", "seeds", "bracket", "groups", "order"):
        if again[key] != drawn.get(key):
            problems.append(f"{key}: the seed gives {again[key]!r}, the published draw says {drawn.get(key)!r}")
    return problems
