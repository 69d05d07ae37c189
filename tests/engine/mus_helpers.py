"""Helpers for the engine tests: exact deals through ``Match.new(deck=...)`` and a tiny script
language for the actions, so that each test reads like the seed example it checks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from musbot.engine import (
    DECK,
    Card,
    Envido,
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
    lance_winner,
    parse_cards,
)
from musbot.engine.actions import Action, Discard
from musbot.engine.events import CountLine, Event

WORDS: dict[str, Action] = {
    "mus": Mus(), "nomus": NoMus(), "paso": Paso(), "quiero": Quiero(), "noquiero": NoQuiero(),
    "ordago": Ordago(), "show": Show4567(),
}


def deck_for(hands: Sequence[str], mano: int = 0, stock: str = "") -> tuple[Card, ...]:
    """A 40-card deck (top first) that deals ``hands[seat]`` to each seat when ``mano`` is mano:
    one card at a time from the mano, four rounds; then ``stock`` on top of the rest."""
    hs = [parse_cards(h) for h in hands]
    assert len(hs) == 4 and all(len(h) == 4 for h in hs)
    dealt = [hs[(mano + i) % 4][i // 4] for i in range(16)]
    top = list(parse_cards(stock))
    used = dealt + top
    assert len(set(used)) == len(used), "a card is used twice"
    rest = [c for c in DECK if c not in used]
    return tuple(used + rest)


def match_with(hands: Sequence[str], mano: int = 0, rules: Rules | None = None, stock: str = "",
               seed: int = 0) -> Match:
    """A match whose first hand is exactly ``hands`` (by seat) with ``mano`` as mano."""
    m = Match.new(rules or Rules(), seed=seed, first_mano=mano, deck=deck_for(hands, mano, stock))
    assert [list(h) for h in m.hands] == [list(parse_cards(h)) for h in hands]
    return m


def action(word: str) -> Action:
    """``paso``, ``envido`` (2), ``envido5``, ``quiero``, ``noquiero``, ``ordago``, ``mus``,
    ``nomus``, ``show``, ``discard:12o.3c``, ``sena:duples``."""
    if word in WORDS:
        return WORDS[word]
    if word.startswith("envido"):
        return Envido(int(word[6:]) if word[6:] else 2)
    if word.startswith("discard:"):
        return Discard(parse_cards(word[8:].split(".")))
    if word.startswith("sena:"):
        return Sena(word[5:])
    raise AssertionError(f"unknown script word {word!r}")


def play(m: Match, script: str) -> list[Event]:
    """Apply ``"0:paso 1:envido5 2:quiero"``; returns all the events produced."""
    out: list[Event] = []
    for step in script.split():
        seat, word = step.split(":", 1)
        out += m.apply(int(seat), action(word))
    return out


def to_lances(m: Match) -> list[Event]:
    """The mano cuts the mus (R5): the lances begin."""
    return m.apply(m.mano, NoMus())


def pass_lance(m: Match) -> list[Event]:
    """Everybody who opens in the current lance says paso (R17)."""
    lance = m.lance
    out: list[Event] = []
    while m.phase == "lances" and m.lance == lance:
        (seat,) = m.to_act()
        out += m.apply(seat, Paso())
    return out


def of(events: Sequence[Event], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def count_lines(m: Match, lance: str | None = None) -> list[tuple[int, int, str, int | None]]:
    """This hand's count lines as (pair, points, why, seat), optionally of one lance."""
    return [(c.pair, c.points, c.why, c.seat) for c in m.view(None).count
            if lance is None or c.lance == lance]


def points_of(m: Match, lance: str, pair: int) -> int:
    return sum(c.points for c in m.view(None).count if c.lance == lance and c.pair == pair)


def count_events(events: Sequence[Event]) -> list[CountLine]:
    return [e for e in events if isinstance(e, CountLine)]


def winner_of(lance: str, hands: Sequence[str], mano: int = 0, rules: Rules | None = None) -> int | None:
    return lance_winner(lance, [parse_cards(h) for h in hands], mano, rules or Rules())


def choose(rng: random.Random, m: Match, policy: str) -> tuple[int, Action]:
    """A seat uniformly among to_act and one of its legal actions: uniformly, or "calm" (no
    órdago, rarely a bet: juegos end by the count, R21-R24), or "mus" (mus as long as possible,
    so the stock runs out, R7)."""
    seat = rng.choice(sorted(m.to_act()))
    legal: list[Action] = [a for a in m.legal_actions(seat) if not isinstance(a, Sena)]  # señas apart
    if policy == "calm":
        calm: list[Action] = [a for a in legal if not isinstance(a, Ordago)]
        if rng.random() < 0.8:
            quiet: list[Action] = [a for a in calm if isinstance(a, Paso | Quiero | Mus | Discard | NoQuiero)]
            calm = quiet or calm
        legal = calm or legal
    elif policy == "mus" and Mus() in legal and rng.random() < 0.9:
        return seat, Mus()
    act = rng.choice(legal)
    if isinstance(act, Envido) and rng.random() < 0.2:
        act = Envido(rng.randrange(2, 100))  # apply takes any 2..99 (R17, R18)
    return seat, act
