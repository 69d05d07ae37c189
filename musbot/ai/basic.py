"""The ``basic`` level: fixed thresholds on its own cards, nothing else.

It cuts the mus with a hand in the top fifth, keeps reyes and pairs when it discards, bets
when its hand beats four random hands out of five in the lance, calls from three out of
five, never bluffs, never makes señas and never opens an órdago.
"""

from __future__ import annotations

from random import Random

from ..engine.actions import Action, Discard, Envido, Mus, NoMus, NoQuiero, Paso, Quiero
from ..engine.evaluate import effective_rank
from ..engine.view import MatchView
from .interface import fallback, playable
from .knowledge import LANCE_INDEX
from .odds import JUEGO, PARES, table


class BasicPlayer:
    level = "basic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Random(seed)
        table()  # the default rules' tables, built once per process

    def decide(self, view: MatchView) -> Action:
        acts = playable(view)
        if not acts:
            return fallback(view)
        tab = table(view.rules.reyes, view.rules.juego_real)
        hid = tab.hand_id(view.hand)
        if view.phase == "mus":
            if tab.value_rank[hid] >= 0.8 and NoMus() in acts:
                return NoMus()
            return Mus() if Mus() in acts else acts[0]
        if view.phase == "discard":
            return self._discard(view, acts)
        if view.phase != "lances" or view.lance is None:
            return acts[0]
        li = LANCE_INDEX[view.lance]
        u = (tab.part_strength if li in (PARES, JUEGO) else tab.strength)[li][hid]
        bet = view.bet
        if bet is None:
            if u >= 0.8 and Envido(2) in acts:
                return Envido(2)
            return Paso() if Paso() in acts else acts[0]
        if bet.ordago:
            return Quiero() if u >= 0.92 else NoQuiero()
        if u >= 0.92 and bet.stake < 10 and Envido(2) in acts:
            return Envido(2)
        if u >= 0.6:
            return Quiero()
        return NoQuiero() if NoQuiero() in acts else acts[0]

    def _discard(self, view: MatchView, acts: list[Action]) -> Action:
        reyes = view.rules.reyes
        eff = [effective_rank(c.rank, reyes) for c in view.hand]
        keep = [e == 12 or eff.count(e) >= 2 for e in eff]
        gone = tuple(c for c, k in zip(view.hand, keep, strict=True) if not k)
        if not gone:  # keep everything? give up the lowest card that is not a rey
            low = min(range(4), key=lambda i: (eff[i] == 12, eff.count(eff[i]), eff[i]))
            gone = (view.hand[low],)
        d = Discard(gone)
        if d in acts:
            return d
        return next(a for a in acts if isinstance(a, Discard))


