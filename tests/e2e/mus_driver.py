"""Simulated Mus players for the end-to-end tests: they pick moves with the computer-player
code from their own seat's view and express them as real presses on the recorded messages.

The table state comes from the bot object when it runs in the test's process (:class:`Table`), or
from its SQLite file when it runs in another one (:class:`StoredTable`); either way the presses go
through the stand-in as a person's would.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any

from musbot.ai.player import make_player
from musbot.engine import Envido, Sena
from musbot.presenter.controls import SIT_VERBS, Verb, custom_id_prefix, values_of, verb_of
from musbot.tables.status import TableStatus


def cid(verb: Verb) -> re.Pattern[str]:
    """Matches the custom_id of every control saying ``verb``."""
    return re.compile("^" + re.escape(custom_id_prefix(verb)))


class Table:
    """Finds the public table message of a channel and the bot's table state."""

    def __init__(self, standin: Any, bot: Any, channel: Any) -> None:
        self.standin, self.bot, self.channel = standin, bot, channel

    @property
    def state(self) -> Any:
        return self.bot.tables.tables.get(self.channel.id)

    async def refresh(self) -> None:
        """Read the state again after a press (the in-process bot's table is live already)."""

    def message(self) -> Any:
        public = [m for m in self.standin.channel_messages(self.channel) if m.author_id == self.standin.bot.id]
        assert public, "no public table message"
        table = self.state
        if table is not None and table.message_id:
            return self.standin.messages[table.message_id]
        return public[-1]


class StoredTable(Table):
    """The table as the bot saved it in its SQLite file: for a bot running in another process.

    :meth:`refresh` opens the store read-only (as exports do while the bot runs), rebuilds the
    table the way the bot does after a restart (``StorePersistence``: seed + action log replayed)
    and closes it again. ``pinned``: a message snapshot to press on instead of the current one.
    """

    def __init__(self, standin: Any, db_path: Path, channel: Any) -> None:
        super().__init__(standin, None, channel)
        self.db_path = db_path
        self._state: Any = None
        self.pinned: Any = None

    @property
    def state(self) -> Any:
        return self._state

    async def refresh(self) -> None:
        from musbot.store import Store
        from musbot.tables.store_adapter import StorePersistence

        store = await Store.open(self.db_path, readonly=True, check=False)
        try:
            tables = await StorePersistence(store).load_open_tables()
        finally:
            await store.close()
        self._state = next((t for t in tables if t.channel_id == self.channel.id), None)

    def message(self) -> Any:
        return self.pinned if self.pinned is not None else super().message()


async def press_action(user: Any, table: Table, action: Any) -> None:
    """Express an engine action the way a person does it in Discord (presenter/controls.py says
    which control says it)."""
    msg = table.message()
    verb = verb_of(action, facing_bet=table.state.match.view(None).bet is not None)
    if verb.picks_privately:  # the discard or seña picker of 'Mis cartas'
        private = await open_cards(user, table)
        await user.choose(private, *values_of(action), custom_id=cid(verb))
    elif verb.asks_amount:
        assert isinstance(action, Envido)
        await user.press(msg, custom_id=cid(verb))
        await user.submit({"amount": str(action.amount)})
    else:
        await user.press(msg, custom_id=cid(verb))


async def open_cards(user: Any, table: Table) -> Any:
    """Press 'Mis cartas' and return the private message it answered with."""
    d = await user.press(table.message(), custom_id=cid(Verb.CARDS))
    msg = d.response
    assert msg is not None and msg.ephemeral and msg.visible_to == frozenset({user.id})
    return msg


@contextlib.asynccontextmanager
async def seated_with_cards(standin: Any, bot: Any, name: str = "Ana") -> AsyncIterator[tuple[Any, Any, Table]]:
    """``bot`` logged in to the stand-in, its commands synced, and ``name`` at a table she opened
    with three computer players, her 'Mis cartas' open: (harness, person, table)."""
    from standin import BotHarness

    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        person = h.user(name)
        table = await open_table(h, person)
        await open_cards(person, table)
        yield h, person, table


class Brain:
    """A person's choices, made with the computer-player code from their own view."""

    def __init__(self, seed: int, level: str = "expert") -> None:
        self.player = make_player(level, seed)

    def choose(self, view: Any) -> Any:
        action = self.player.decide(view)
        if isinstance(action, Sena) and view.seat not in view.to_act:
            return None
        return action


async def open_table(h: Any, opener: Any, *, bots: int = 3, others: Sequence[Any] = (),
                     table: Table | None = None, **options: Any) -> Table:
    """``/mus mesa``, the others sit, ``bots`` computer players join, the opener starts."""
    d = await opener.slash("mus mesa", **options)
    assert d.followups or d.response
    table = table or Table(h.standin, h.client, opener.channel)
    await table.refresh()
    for i, u in enumerate(others, start=1):
        await u.press(table.message(), custom_id=cid(SIT_VERBS[i]))
        await table.refresh()
    for _ in range(bots):
        await opener.choose(table.message(), "random", custom_id=cid(Verb.ADD_AI))
        await table.refresh()
    await opener.press(table.message(), custom_id=cid(Verb.START))
    await table.refresh()
    assert table.state.status == TableStatus.PLAYING
    return table


async def play_until(table: Table, users: Sequence[Any], brains: Sequence[Brain],
                     stop: Callable[[Any], bool] = lambda t: False, max_presses: int = 3000) -> None:
    """Each person presses what their brain chooses when it is their turn."""
    await table.refresh()
    by_seat = {table.state.seat_of(u.id): (u, b) for u, b in zip(users, brains, strict=True)}
    for _ in range(max_presses):
        await table.refresh()
        state = table.state
        if state is None or state.status != TableStatus.PLAYING or stop(state):
            return
        match = state.match
        if match.phase == "hand_end":
            await users[0].press(table.message(), custom_id=cid(Verb.NEXT))
            continue
        seats = [s for s in sorted(match.to_act()) if s in by_seat]
        assert seats, "a person must be the one to act"
        user, brain = by_seat[seats[0]]
        action = brain.choose(match.view(seats[0]))
        if action is None:
            action = next(a for a in match.legal_actions(seats[0]) if not isinstance(a, Sena))
        await press_action(user, table, action)
    raise AssertionError("the partida did not end")
