"""The invited person's direct message (*Jugar al mus*), beside the invitation in the channel:
it reaches them wherever they are, in their language, says who invites them to which table on
which server, and links (a link button, no custom_id) to the channel's invitation, where the
*Sentarse* button lives: presses are applied to the table of the channel they come from.

Best effort: Discord refuses it with 403 (50007, or 50278 alike) when the person does not
accept direct messages from server members or blocked the bot, and then the channel's
invitation stands alone; nothing private is in it (who is invited is public in the channel).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import discord

from .mentions import NOBODY

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Letter:
    """A direct message sent: where it is, to edit it when the invitation ends."""

    channel_id: int
    message_id: int


def link_view(label: str, url: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label=label[:80], url=url))
    return view


async def send_letter(client: discord.Client, user_id: int, content: str, label: str, url: str
                      ) -> tuple[Letter | None, bool]:
    """(the letter, None if not sent; whether the person refuses direct messages)."""
    try:
        dm = await client.create_dm(discord.Object(user_id))
        message = await dm.send(content, view=link_view(label, url), allowed_mentions=NOBODY)
    except discord.HTTPException as exc:
        refused = exc.status == 403 or exc.code in (50007, 50278)
        log.info("an invitation's direct message was not sent (%s %s%s)", exc.status, exc.code,
                 ": the person does not accept direct messages" if refused else "")
        return None, refused
    return Letter(message.channel.id, message.id), False


async def edit_letter(client: discord.Client, letter: Letter, content: str) -> None:
    """New text, the same link button (the components are left as they are)."""
    try:
        await client.get_partial_messageable(letter.channel_id).get_partial_message(letter.message_id).edit(
            content=content, allowed_mentions=NOBODY)
    except discord.HTTPException as exc:  # the person closed the DM, or Discord failing: it stays as it was
        log.info("an invitation's direct message could not be ended (%s %s)", exc.status, exc.code)
