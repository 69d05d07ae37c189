"""The screens keep what they make again on every publish (the score line, the buttons of the
moment, a hand's words and pickers, the fair-play lines, the commitment): a screen made with
them kept must equal one made from nothing, on every snapshot of played partidas, in every
language."""

from __future__ import annotations

import dataclasses
import itertools
import random
from typing import Any

from musbot.engine import Mus, Rules, Sena
from musbot.i18n import LANGS
from musbot.presenter import history_screen, screens
from musbot.presenter.history_screen import add_history
from musbot.presenter.screens import private_screen, public_screen
from musbot.store import Store
from musbot.tables import history_shown, model
from musbot.tables.service import TableService
from musbot.tables.snapshot import TableSnapshot
from musbot.tables.status import TableStatus
from musbot.tables.store_adapter import StorePersistence

GUILD, CHANNEL, ANA = 10, 20, 101
RULES = Rules(redeal_4567=True, senas_libres=True, pillar_senas=0.5)  # R8, R26: every button and picker
KEPT = [f for m in (screens, history_screen, history_shown, model) for f in vars(m).values()
        if hasattr(f, "cache_clear")]


def _forget() -> None:
    for f in KEPT:
        f.cache_clear()


def _screens(snap: TableSnapshot, lang: str) -> tuple[Any, ...]:
    public = add_history(public_screen(snap.public, lang), snap.public, lang)
    return (public, *(private_screen(s, lang) for s in snap.seats if s is not None))


async def _played(service: TableService, presses: int, seed: int, fresh: list[TableSnapshot] | None = None,
                  rules: Rules = RULES, name: str = "Ana", bea: int | None = None) -> list[TableSnapshot]:
    """Ana and three computer players; Ana presses a random legal button (a seña now and then,
    R26), the next hand, a revancha. Every snapshot told; ``fresh``: with each, the table frozen
    again at once with nothing kept. ``bea``: a second person (that user id) in seat 1, a rival
    of Ana's, and the one of them to act presses."""
    told: list[TableSnapshot] = []

    async def note(snapshot: TableSnapshot, events: Any) -> None:
        told.append(snapshot)
        if fresh is not None:
            _forget()
            fresh.append(service.tables[CHANNEL].freeze())

    service.listeners.append(note)
    await service.open_table(GUILD, CHANNEL, ANA, name, rules=rules, seed=seed)
    people = {0: ANA}
    if bea is not None:
        await service.sit(CHANNEL, bea, "Bea", 1)
        people[1] = bea
    for _ in range(4 - len(people)):
        await service.add_ai(CHANNEL, ANA, "random")
    await service.start(CHANNEL, ANA)
    rng = random.Random(seed)
    table = service.tables[CHANNEL]
    for _ in range(presses):
        match = table.match
        assert match is not None
        if table.status == TableStatus.FINISHED:
            await service.rematch(CHANNEL, ANA)
        elif match.phase == "hand_end":
            await service.next_hand(CHANNEL, ANA, match.hand_number)
        else:
            seat = 0 if bea is None else rng.choice(sorted(s for s in match.to_act() if s in people))
            legal = match.legal_actions(seat)
            senas = [a for a in legal if isinstance(a, Sena)]
            plays = [a for a in legal if not isinstance(a, Sena)]
            mus = [a for a in plays if isinstance(a, Mus)]  # mostly mus: discard rounds (R6)
            if senas and (rng.random() < 0.3 or not plays):
                plays = senas
            elif mus and rng.random() < 0.8:
                plays = mus
            await service.act(CHANNEL, people[seat], match.hand_number, rng.choice(plays))
    return told


async def test_R8_R26_screens_made_with_kept_parts_equal_screens_made_afresh(store: Store, clock: Any) -> None:
    seeds = itertools.count(1000)  # the revanchas' seeds too: the same partidas every run
    service = TableService(StorePersistence(store), clock=clock, new_seed=lambda: next(seeds))
    told = await _played(service, 220, seed=6)
    views = [s.public.view for s in told if s.public.view is not None]
    # the partidas went through what the kept parts depend on
    assert {v.phase for v in views} >= {"mus", "discard", "lances", "hand_end"}
    assert any(v.bet is not None and v.bet.ordago for v in views) and any(v.bet is not None for v in views)
    assert any(any(v.dentro) for v in views) and any(v.senas_made for v in views)
    assert any(s.public.history is not None and s.public.history.hand_id is not None for s in told)
    assert len({s.view.hand for snap in told if (s := snap.seats[0]) is not None
                and s.view.phase == "discard" and 0 in s.view.to_act}) > 2  # R6: several hands to discard from
    for lang in LANGS:
        kept = [_screens(s, lang) for s in told]
        for snap, screen in zip(told, kept, strict=True):
            _forget()
            assert _screens(snap, lang) == screen


async def test_R26_snapshots_made_with_kept_parts_equal_snapshots_made_afresh(store: Store, clock: Any) -> None:
    seeds = itertools.count(1000)
    service = TableService(StorePersistence(store), clock=clock, new_seed=lambda: next(seeds))
    fresh: list[TableSnapshot] = []
    told = await _played(service, 150, seed=6, fresh=fresh, rules=Rules(tantos=30, juegos=1, senas_libres=True))
    assert len({s.public.history for s in told}) > 10  # commitments, hands' ids, revealed seeds
    assert any(s.public.status == TableStatus.FINISHED for s in told)  # a partida's end, and a revancha
    for snap, again in zip(told, fresh, strict=True):
        assert dataclasses.replace(again.public, version=snap.version) == snap.public
        assert [s.view if s else None for s in again.seats] == [s.view if s else None for s in snap.seats]
