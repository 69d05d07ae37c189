"""Simulated Mus players for the end-to-end tests: they pick moves with the computer-player
code from their own seat's view and express them as real presses on the recorded messages."""

from __future__ import annotations

import re
from typing import Any

from musbot.ai.player import make_player
from musbot.engine import (
    Discard,
    Envido,
    Mus,
    NoMus,
    NoQuiero,
    Ordago,
    Paso,
    Quiero,
    Sena,
    Show4567,
)


def cid(verb: str) -> re.Pattern[str]:
    return re.compile(rf"^mus:{verb}:")


class Table:
    """Finds the public table message of a channel and the bot's table state."""

    def __init__(self, standin: Any, bot: Any, channel: Any) -> None:
        self.standin, self.bot, self.channel = standin, bot, channel

    @property
    def state(self) -> Any:
        return self.bot.tables.tables.get(self.channel.id)

    def message(self) -> Any:
        public = [m for m in self.standin.channel_messages(self.channel) if m.author_id == self.standin.bot.id]
        assert public, "no public table message"
        table = self.state
        if table is not None and table.message_id:
            return self.standin.messages[table.message_id]
        return public[-1]


async def press_action(user: Any, table: Table, action: Any) -> None:
    """Express an engine action the way a person does it in Discord."""
    msg = table.message()
    match = table.state.match
    if isinstance(action, Mus):
        await user.press(msg, custom_id=cid("mus"))
    elif isinstance(action, NoMus):
        await user.press(msg, custom_id=cid("nomus"))
    elif isinstance(action, Show4567):
        await user.press(msg, custom_id=cid("show4567"))
    elif isinstance(action, Paso):
        await user.press(msg, custom_id=cid("paso"))
    elif isinstance(action, Quiero):
        await user.press(msg, custom_id=cid("quiero"))
    elif isinstance(action, NoQuiero):
        await user.press(msg, custom_id=cid("noquiero"))
    elif isinstance(action, Ordago):
        await user.press(msg, custom_id=cid("ordago"))
    elif isinstance(action, Envido):
        facing = match.view(None).bet is not None
        if action.amount == 2:
            await user.press(msg, custom_id=cid("mas" if facing else "envido"))
        else:
            await user.press(msg, custom_id=cid("subir" if facing else "envido_more"))
            await user.submit({"amount": str(action.amount)})
    elif isinstance(action, Discard):
        private = await open_cards(user, table)
        await user.choose(private, *[str(c) for c in action.cards], custom_id=cid("discard_pick"))
    elif isinstance(action, Sena):
        private = await open_cards(user, table)
        await user.choose(private, action.name, custom_id=cid("sena_pick"))
    else:  # pragma: no cover
        raise AssertionError(f"no button for {action!r}")


async def open_cards(user: Any, table: Table) -> Any:
    """Press 'Mis cartas' and return the private message it answered with."""
    d = await user.press(table.message(), custom_id=cid("cards"))
    msg = d.response
    assert msg is not None and msg.ephemeral and msg.visible_to == frozenset({user.id})
    return msg


class Brain:
    """A person's choices, made with the computer-player code from their own view."""

    def __init__(self, seed: int, level: str = "expert") -> None:
        self.player = make_player(level, seed)

    def choose(self, view: Any) -> Any:
        action = self.player.decide(view)
        if isinstance(action, Sena) and view.seat not in view.to_act:
            return None
        return action
