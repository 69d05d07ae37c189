"""A stored partida played again from its seed and log, hand by hand (pure: no SQL).

Verification compares each hand with what was recorded; achievements read each hand's public
events. Both see exactly what the engine does with the log, so nothing is computed twice in
two ways.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from musbot.engine import IllegalAction, Match, NextHand, Rules, action_from_dict
from musbot.engine.cards import Card
from musbot.engine.events import Event


class Diverged(ValueError):
    """The log cannot be played from this seed: action ``seq`` is not legal there (or not an
    action at all)."""

    def __init__(self, seq: int, reason: str) -> None:
        super().__init__(f"action {seq}: {reason}")
        self.seq = seq
        self.reason = reason


@dataclass(frozen=True, slots=True)
class PlayedHand:
    hand_number: int
    mano: int
    start: int  # index in the log of the hand's first action
    end: int  # index after its last action
    over: bool  # counted (the hand reached its end)
    events: tuple[Event, ...]  # the hand's public events, in order
    hands: tuple[tuple[Card, ...], ...]  # the four hands at its end (shown when over)
    score: tuple[int, int]  # the juego score after it (0-0 when it won a juego)
    juegos: tuple[int, int]
    vacas: tuple[int, int]
    winner: int | None  # the pair that won the partida with this hand


def new_match(rules: dict[str, Any], seed: Any, first_mano: int, shuffle: int,
              deck: Sequence[Card] | None = None, head_start: Sequence[int] = (0, 0)) -> Match:
    """The match before its first action (``deck``: a first deal given by hand, as tests do;
    ``head_start``: the juegos each pair had won before it)."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise Diverged(-1, f"the seed {seed!r} is not a whole number")
    try:
        return Match.new(Rules.from_dict(rules), seed, first_mano, deck, shuffle=shuffle, head_start=head_start)
    except ValueError as exc:
        raise Diverged(-1, str(exc)) from exc


def apply_entry(m: Match, seq: int, entry: Sequence[Any]) -> None:
    """Apply one logged (seat, action dict); ``Diverged`` when it does not fit."""
    seat, data = entry
    try:
        action = action_from_dict(data)
        if isinstance(action, NextHand):
            m.next_hand(action.deck)
        elif seat is None:
            raise Diverged(seq, "an action without a seat")
        else:
            m.apply(seat, action)
    except IllegalAction as exc:
        raise Diverged(seq, str(exc)) from exc
    except (ValueError, KeyError, TypeError) as exc:
        if isinstance(exc, Diverged):
            raise
        raise Diverged(seq, f"not an action: {exc}") from exc


def _finish(m: Match, start: int, end: int) -> PlayedHand:
    view = m.view(None)
    return PlayedHand(view.hand_number, view.mano, start, end, view.phase in ("hand_end", "match_end"), view.events,
                      m.hands, view.score, view.juegos, view.vacas, view.winner)


def play_again(rules: dict[str, Any], seed: Any, first_mano: int, shuffle: int,
               log: Sequence[Sequence[Any]], deck: Sequence[Card] | None = None,
               head_start: Sequence[int] = (0, 0)) -> Iterator[PlayedHand]:
    """Each hand of the partida in turn, the last one possibly not over (a partida its head
    start won: one "hand" 0, over, with no cards)."""
    m = new_match(rules, seed, first_mano, shuffle, deck, head_start)
    start = 0
    for seq, entry in enumerate(log):
        if entry[0] is None and isinstance(entry[1], dict) and entry[1].get("type") == "next_hand":
            yield _finish(m, start, seq)
            start = seq + 1
        apply_entry(m, seq, entry)
    yield _finish(m, start, len(log))
