"""Frozen snapshots: what listeners are told, and why a picture thread can never see a press
half-applied (a spectator's view read from a thread while the loop applies the next press can
hold all four hands before the showdown)."""

from __future__ import annotations

import dataclasses
import random
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from musbot.engine import Match, MatchView, Rules, Sena
from musbot.engine import match as match_module
from musbot.engine.events import Showdown
from musbot.presenter.screens import public_picture, public_screen
from musbot.store import Store
from musbot.tables.errors import TableError
from musbot.tables.service import TableService
from musbot.tables.status import TableStatus
from musbot.tables.store_adapter import StorePersistence

GUILD, CHANNEL, ANA = 10, 20, 101

# the Match methods that change it: a thread switch may fall between any two of their lines
WRITERS = ("apply", "next_hand", "_deal", "_apply", "_next_lance", "_close", "_set_responders",
           "_ordago_showdown", "_reveal", "_add_points", "_win_juego", "_count_hand", "_draw",
           "_cards_changed", "_forget_senas")


class Interleaver:
    """A real thread that reads the table at every line the event loop's thread runs inside the
    Match's writing methods: the main thread hands over at each line and waits until the reader
    has read (deterministic, so the worst moments are all visited, with no sleeping)."""

    def __init__(self, read: Callable[[], Any]) -> None:
        self.read = read
        self.seen: list[Any] = []
        self.go, self.done = threading.Event(), threading.Event()
        self.stop = False
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while True:
            self.go.wait()
            self.go.clear()
            if self.stop:
                return
            try:
                self.seen.append(self.read())
            except Exception as exc:  # a torn read may also fail outright
                self.seen.append(exc)
            self.done.set()

    def _line(self, frame: Any, event: str, arg: Any) -> Any:
        if event == "line":
            self.go.set()
            self.done.wait()
            self.done.clear()
        return self._line

    def _call(self, frame: Any, event: str, arg: Any) -> Any:
        code = frame.f_code
        if code.co_filename == match_module.__file__ and code.co_name.startswith(WRITERS):
            return self._line
        return None

    def __enter__(self) -> Interleaver:
        self.thread.start()
        self._old = sys.gettrace()
        sys.settrace(self._call)
        return self

    def __exit__(self, *exc: object) -> None:
        sys.settrace(self._old)
        self.stop = True
        self.go.set()
        self.thread.join()


async def play(service: TableService, presses: int, seed: int) -> list[Match]:
    """Ana, with three computer players, presses a random legal button whenever it is her turn
    (the next hand, a revancha). Returns the partidas played."""
    rng = random.Random(seed)
    table = service.tables[CHANNEL]
    assert table.match is not None
    played = [table.match]
    for _ in range(presses):
        match = table.match
        assert match is not None
        if table.status == TableStatus.FINISHED:  # a revancha: the next partida
            await service.rematch(CHANNEL, ANA)
            assert table.match is not None
            played.append(table.match)
            continue
        if match.phase == "hand_end":
            await service.next_hand(CHANNEL, ANA, match.hand_number)
            continue
        actions = [a for a in match.legal_actions(0) if not isinstance(a, Sena)]
        await service.act(CHANNEL, ANA, match.hand_number, rng.choice(actions))
    return played


async def new_table(service: TableService, seed: int) -> None:
    await service.open_table(GUILD, CHANNEL, ANA, "Ana", seed=seed)
    for _ in range(3):
        await service.add_ai(CHANNEL, ANA, "random")
    await service.start(CHANNEL, ANA)


def leaks(view: MatchView) -> bool:
    """The spectator's view shows cards that no showdown put face up: other hands than its
    showdown's, or hands while the showdown flag is off. (A read inside the action that reveals
    the hands, with the flag on and the Showdown event not yet appended, is not a leak: those
    cards are being put face up.)"""
    if all(h is None for h in view.hands):
        return False
    shown = [e.hands for e in view.events if isinstance(e, Showdown)]
    if shown:
        return tuple(view.hands) != shown[-1]
    return not view.showdown


def boundary_views(match: Match) -> set[MatchView]:
    """The spectator's view between any two actions of the match so far (consistent states)."""
    m = Match.replay(match.rules, match.seed, [], match.first_mano, match.first_deck)
    out = {m.view(None)}
    for seat, action in match.log:
        if seat is None:
            m.next_hand(action.deck)  # type: ignore[attr-defined]
        else:
            m.apply(seat, action)
        out.add(m.view(None))
    return out


async def test_a_picture_thread_never_sees_a_press_half_applied(service: TableService) -> None:
    """Privacy. Without snapshots, a thread reading the live Match while presses are
    applied reads states between two actions: views that no moment of the game has, or none at
    all (IndexError, AttributeError); with the deal's old order (hands dealt before the
    showdown flag was reset: mutation tried) some of those reads show the new hands at the old
    showdown. The way the bot works now, the thread gets the last snapshot taken under the
    lock: every read is a committed state, and no card shows before its showdown."""
    seed = 3
    await new_table(service, seed)
    table = service.tables[CHANNEL]
    with Interleaver(lambda: table.match.view(None)) as old:  # type: ignore[union-attr]
        played = await play(service, 40, seed)
    consistent = set().union(*(boundary_views(m) for m in played))
    torn = [v for v in old.seen if isinstance(v, Exception) or v not in consistent]
    assert len(old.seen) > 1000 and torn, "the old way must show the hazard it had"
    # (since _deal stops the showdown before dealing, even those reads show no card)
    assert not any(leaks(v) for v in old.seen if isinstance(v, MatchView))

    told: list[tuple[Any, str]] = []  # every snapshot handed out, and what it held then
    latest = [await service.snapshot(CHANNEL)]

    async def note(snapshot: Any, events: Any) -> None:
        latest[0] = snapshot
        told.append((snapshot, repr(snapshot)))

    service.listeners.append(note)
    reads = 0

    def read_snapshot() -> Any:
        nonlocal reads
        snap = latest[0]  # the newest snapshot handed out: what the presenter gives its threads
        reads += 1
        if reads % 50 == 0:  # now and then the real screen and picture (milliseconds each)
            public_screen(snap.public, "es")
            public_picture(snap.public, "es")
        return snap.public

    with Interleaver(read_snapshot) as new:
        played = [played[-1], *await play(service, 20, seed + 1)]
    consistent = set().union(*(boundary_views(m) for m in played))
    assert len(new.seen) > 500 and len(told) > 10
    assert not [r for r in new.seen if isinstance(r, Exception)]
    assert all(p.view in consistent for p in new.seen)  # only ever a state between two actions...
    assert not any(leaks(p.view) for p in new.seen)  # ...so never a card before its showdown
    assert all(repr(snap) == then for snap, then in told)  # and each stays what it was (frozen)


async def test_every_change_is_told_with_a_snapshot_opening_included(service: TableService) -> None:
    told: list[tuple[Any, tuple[Any, ...]]] = []

    async def listener(snapshot: Any, events: tuple[Any, ...]) -> None:
        told.append((snapshot, events))

    service.listeners.append(listener)
    await new_table(service, 5)
    statuses = [s.public.status for s, _ in told]
    assert statuses[0] == TableStatus.WAITING and told[0][0].public.seats[0].name == "Ana"  # open_table
    assert statuses[-1] == TableStatus.PLAYING and len(told) == 5  # three computer players, start
    versions = [s.version for s, _ in told]
    assert versions == sorted(set(versions))
    snap, events = told[-1]
    assert all(e.visible_to(None) for e in events)  # listeners get public events only
    assert snap.seats[0] is not None and snap.seats[0].view.hand  # Ana's own part...
    assert snap.seats[1] is None  # ...and nobody's for a computer player
    with pytest.raises(dataclasses.FrozenInstanceError):
        snap.public.status = TableStatus.CLOSED  # type: ignore[misc]


async def test_the_table_message_is_attached_through_the_service_and_survives_a_restart(
        tmp_path: Path, clock: Any) -> None:
    path = tmp_path / "mus.db"
    store = await Store.open(path)
    service = TableService(StorePersistence(store), clock=clock)
    await new_table(service, 2)
    await service.attach_message(CHANNEL, 555)
    assert service.message_id(CHANNEL) == 555 and (await service.snapshot(CHANNEL)).public.message_id == 555
    await store.close()
    store = await Store.open(path)
    again = TableService(StorePersistence(store), clock=clock)
    await again.recover()
    assert again.message_id(CHANNEL) == 555 and (await again.snapshot(CHANNEL)).public.message_id == 555
    await store.close()


async def test_a_message_id_that_cannot_be_stored_is_not_kept(tmp_path: Path, clock: Any) -> None:
    """Attaching is one transaction: if it cannot be written, memory keeps the old id."""
    store = await Store.open(tmp_path / "mus.db")
    service = TableService(StorePersistence(store), clock=clock)
    await new_table(service, 2)
    await service.attach_message(CHANNEL, 555)

    async def broken(table: Any) -> None:
        raise OSError("disk full")

    service.store.save_table = broken  # type: ignore[method-assign]
    with pytest.raises(TableError) as err:
        await service.attach_message(CHANNEL, 777)
    assert err.value.key == "error.store" and service.message_id(CHANNEL) == 555
    await store.close()


async def test_a_new_table_in_a_channel_is_newer_than_the_one_closed_there(service: TableService) -> None:
    """Whoever keeps the newest snapshot of a channel (the presenter) must not take the next
    table's first one for an old one."""
    told: list[Any] = []

    async def listener(snapshot: Any, events: tuple[Any, ...]) -> None:
        told.append(snapshot)

    service.listeners.append(listener)
    await new_table(service, 1)
    await service.close(CHANNEL, ANA)
    closed = told[-1]
    assert closed.public.status == TableStatus.CLOSED
    await service.open_table(GUILD, CHANNEL, ANA, "Ana", seed=2)
    assert told[-1].public.status == TableStatus.WAITING and told[-1].version > closed.version


async def test_the_waiting_table_names_its_pairs_as_each_language_writes_a_label(
        service: TableService) -> None:
    """Each seat by its number and pair, joined to who holds it by the language's label
    pattern: French puts a no-break space before the colon ("**Place 1 (équipe A)**\u00a0: Ana")."""
    await service.open_table(GUILD, CHANNEL, ANA, "Ana", seed=1)
    snap = await service.snapshot(CHANNEL)
    french = [text for text, _ in public_screen(snap.public, "fr").seats]
    assert french[:2] == ["**Place 1 (équipe A)**\u00a0: Ana", "**Place 2 (équipe B)**\u00a0: (libre)"]
    spanish = [text for text, _ in public_screen(snap.public, "es").seats]
    assert spanish[:2] == ["**Sitio 1 (pareja A)**: Ana", "**Sitio 2 (pareja B)**: (libre)"]


async def test_the_waiting_table_says_every_option_that_is_not_the_usual_one(service: TableService) -> None:
    """R14 and R26: whoever sits down learns first that there is no juego real here and that every
    seña is offered; a table with the usual options says nothing more than its rules line."""
    await service.open_table(GUILD, CHANNEL, ANA, "Ana", seed=1,
                             rules=Rules(juego_real=False, senas_libres=True, pillar_senas=0.25))
    snap = await service.snapshot(CHANNEL)
    lines = public_screen(snap.public, "es").lines
    assert "Juego real: no · Señas libres: sí · Pillar señas: 25\u00a0%" in lines
    await service.open_table(GUILD, CHANNEL + 1, ANA, "Ana", seed=1)
    plain = await service.snapshot(CHANNEL + 1)
    assert not any("Juego real" in line for line in public_screen(plain.public, "es").lines)
