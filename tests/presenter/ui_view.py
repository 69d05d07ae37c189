"""discord.py's own ``View`` for a screen's controls: the oracle the bot's components payload
(``presenter/messages.py``) and request bodies are held equal to. The bot itself never builds
one (it would on every edit)."""

from __future__ import annotations

from typing import Any

import discord

from musbot.presenter.controls import custom_id
from musbot.presenter.messages import STYLES
from musbot.presenter.screens import Control


def discord_view(controls: list[Control], channel_id: int, hand: int) -> discord.ui.View:
    """The controls as ``discord.ui`` items with an explicit row, the labels cut to Discord's lengths."""
    view = discord.ui.View(timeout=None)
    for c in controls:
        cid = c.custom_id or custom_id(c.verb, channel_id, hand)
        if c.options:
            item: discord.ui.Item[Any] = discord.ui.Select(
                custom_id=cid, placeholder=c.label[:150], min_values=c.min_values,
                max_values=min(c.max_values, len(c.options)), row=c.row, disabled=c.disabled,
                options=[discord.SelectOption(label=label[:100], value=value) for value, label in c.options],
            )
        else:
            item = discord.ui.Button(custom_id=cid, label=c.label[:80], style=STYLES[c.style], row=c.row,
                                     disabled=c.disabled)
        view.add_item(item)
    view.stop()
    return view
