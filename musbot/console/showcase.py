"""The README's picture of the table message: ``python -m musbot.console.showcase docs/images/table.png``.

A seeded partida played by a fixed, modest policy (no órdago, envites of two and their raises,
señas now and then) up to the first time a raised envite is faced, at a table of four people.
Its table is frozen as the service freezes it, the presenter makes the very layout it would send
(``table_screen``, ``layout_view``, discord.py's own payload of it) and the message is drawn as a
Discord client shows it (``render.message``). A spectator's view: the picture holds no card.
Everything is seeded, so the same code draws the same picture: ``tests/console/test_showcase.py``
compares it with the committed PNG.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from musbot.engine import actions as act
from musbot.engine.match import Match
from musbot.engine.rules import Rules
from musbot.i18n.alt import fit
from musbot.presenter.layout import layout_view, payload
from musbot.presenter.presenter import table_screen
from musbot.presenter.screens import public_picture_with_alt
from musbot.render.message import render_message
from musbot.render.scenes import NAMES
from musbot.tables.model import Seat, Table
from musbot.tables.snapshot import PublicSnapshot
from musbot.tables.status import TableStatus
from musbot.tables.turns import narrated

SEED = 13  # the deal's seed and the policy's: a close score and, in its third hand, a raise at chica
LANG = "es"
NOW = 1_780_000_000.0  # the picture's clock: the moment's countdown is told from it
SECONDS = 30  # what is left to answer, as the countdown says


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


def _raised(match: Match) -> bool:
    bet = match.view(None).bet
    return match.phase == "lances" and bet is not None and bet.bettor is not None and bet.stake > 2


def showcase_table(seed: int = SEED) -> Table:
    """The seeded partida's table the first time a raised envite is faced (R17), its last
    public events kept to tell as the service keeps them."""
    rng = random.Random(seed)
    table = Table(1, 2, 3, Rules(), seconds=SECONDS, lang=LANG, status=TableStatus.PLAYING,
                  seats=[Seat("human", name, 100 + k) for k, name in enumerate(NAMES)])
    table.seed_partida(seed)  # dealt as a table deals its partida, with its commitment
    match = table.match = Match.new(table.rules, seed, table.first_mano, shuffle=table.shuffle)
    while not _raised(match):
        if match.phase == "hand_end":
            match.next_hand()
            table.recent.clear()
            continue
        if match.phase == "match_end":
            raise ValueError(f"the partida of seed {seed} ended without a raised envite")
        for other in range(4):  # a partner's seña now and then (R26), true for the cards held
            senas = [a for a in match.legal_actions(other) if isinstance(a, act.Sena)]
            if senas and rng.random() < 0.08:
                match.apply(other, rng.choice(senas))
        seat = min(match.to_act())
        events = match.apply(seat, _choose(match, seat, rng))
        table.recent.extend(e for e in events if e.visible_to(None) and narrated(e))
    table.deadline = NOW + SECONDS
    return table


def showcase_public(seed: int = SEED) -> PublicSnapshot:
    return showcase_table(seed).freeze().public


def message(public: PublicSnapshot, lang: str = LANG) -> tuple[dict[str, Any], dict[str, bytes]]:
    """The table message as the presenter sends it (its components, as discord.py writes them)
    and its attachment, by file name."""
    picture, alt = public_picture_with_alt(public, lang)
    assert picture is not None, "a table with a partida has a picture"
    name = f"mesa_{public.hand_number}.png"
    view = layout_view(table_screen(public, lang), public.channel_id, public.hand_number, image=name,
                       alt=fit(alt))
    return payload(view), {name: picture}


def picture(seed: int = SEED, lang: str = LANG) -> bytes:
    payload, files = message(showcase_public(seed), lang)
    return render_message(payload, files, lang=lang, now=NOW)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/images/table.png")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(picture())
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
