"""The README's picture of a table: ``python -m musbot.render.showcase docs/images/table.png``.

A seeded partida played by a fixed, modest policy (no órdago, envites of two, señas now and
then) up to the count of its third hand, drawn as a spectator sees it. At the count every hand
is shown to the whole table, so the picture holds no card that was ever private to one seat.
Everything is seeded (the deal's seed and the policy's ``random.Random``), so the same code
draws the same picture: ``tests/render/test_showcase.py`` compares it with the committed PNG.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from ..engine import actions as act
from ..engine.match import Match
from ..engine.rules import Rules
from ..engine.view import MatchView
from .scenes import NAMES
from .table import render_table

SEED = 13  # the deal's seed and the policy's: a close score, seven count lines, señas, a 31
HAND = 2  # the count of this hand is the picture
LANG = "es"


def _choose(match: Match, seat: int, rng: random.Random) -> act.Action:
    """A plausible move of ``seat``: what a cautious club player might do, drawn from ``rng``."""
    legal = [a for a in match.legal_actions(seat) if not isinstance(a, act.Ordago | act.Sena)]
    kinds = {type(a): a for a in reversed(legal)}  # the first of each kind: Envido(2), not 10
    if act.Mus in kinds:
        return kinds[act.Mus] if rng.random() < 0.5 else kinds[act.NoMus]
    discards = [a for a in legal if isinstance(a, act.Discard)]
    if discards:
        small = [a for a in discards if len(a.cards) <= 2]
        return rng.choice(small or discards)
    if act.Quiero in kinds:  # facing a bet
        roll = rng.random()
        return kinds[act.Quiero] if roll < 0.5 else kinds[act.NoQuiero] if roll < 0.9 or act.Envido not in kinds \
            else kinds[act.Envido]
    if act.Paso in kinds:
        return kinds[act.Envido] if act.Envido in kinds and rng.random() < 0.4 else kinds[act.Paso]
    return rng.choice(legal)


def showcase_view(seed: int = SEED, hand: int = HAND) -> MatchView:
    """The spectator's view at the count of hand ``hand`` of the seeded partida."""
    rng = random.Random(seed)
    match = Match.new(Rules(), seed=seed, first_mano=1)
    while True:
        if match.phase == "hand_end":
            if match.hand_number >= hand:
                return match.view(None)
            match.next_hand()
            continue
        if match.phase == "match_end":
            raise ValueError(f"the partida of seed {seed} ended before hand {hand}")
        for other in range(4):  # a partner's seña now and then (R26), true for the cards held
            senas = [a for a in match.legal_actions(other) if isinstance(a, act.Sena)]
            if senas and rng.random() < 0.08:
                match.apply(other, rng.choice(senas))
        seat = min(match.to_act())
        match.apply(seat, _choose(match, seat, rng))


def picture(seed: int = SEED, hand: int = HAND, lang: str = LANG) -> bytes:
    return render_table(showcase_view(seed, hand), NAMES, lang)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/images/table.png")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(picture())
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
