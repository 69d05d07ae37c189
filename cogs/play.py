"""Buttons and selects of the table message and of the private 'Mis cartas' message.

Every component carries ``mus:<verb>:<channel>:<hand>`` in its custom_id and is a dynamic item,
so presses keep working after a restart; a press from an earlier hand is answered "this is over".
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from musbot.engine import (
    Action,
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
    parse_cards,
)
from musbot.i18n import t
from musbot.tables import screens
from musbot.tables.errors import TableError
from musbot.tables.model import Table

from .common import build_embed, build_view, png_file, refuse, reply_private, user_lang

if TYPE_CHECKING:
    from musbot.bot import MusBot

log = logging.getLogger(__name__)

TEMPLATE = r"mus:(?P<verb>[a-z0-9_]+):(?P<channel>[0-9]+):(?P<hand>[0-9]+)"
PRIVATE_LIFETIME = 14 * 60.0
PLAY_VERBS = frozenset({"mus", "nomus", "show4567", "paso", "envido", "mas", "quiero", "noquiero", "ordago",
                        "envido_more", "subir", "discard", "discard_pick", "sena_pick", "cards", "next"})  # an interaction token lasts 15 minutes; stop a little before

SIMPLE_ACTIONS: dict[str, Action] = {
    "mus": Mus(),
    "nomus": NoMus(),
    "show4567": Show4567(),
    "paso": Paso(),
    "envido": Envido(2),
    "mas": Envido(2),
    "quiero": Quiero(),
    "noquiero": NoQuiero(),
    "ordago": Ordago(),
}


class TableControl(discord.ui.DynamicItem[discord.ui.Item[Any]], template=TEMPLATE):
    """Every button and select of the bot: discord.py keys dynamic items by their template, so
    one class serves both kinds."""

    def __init__(self, verb: str, channel_id: int, hand: int, item: discord.ui.Item[Any] | None = None) -> None:
        super().__init__(item or discord.ui.Button(custom_id=f"mus:{verb}:{channel_id}:{hand}"))
        self.verb, self.channel_id, self.hand = verb, channel_id, hand

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TableControl:
        return cls(match["verb"], int(match["channel"]), int(match["hand"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        await _play_cog(interaction).on_control(interaction, self.verb, self.channel_id, self.hand, values)


def _play_cog(interaction: discord.Interaction) -> Play:
    cog = interaction.client.get_cog("Play")  # type: ignore[attr-defined]
    assert isinstance(cog, Play)
    return cog


class AmountModal(discord.ui.Modal):
    """Envido… / Subir…: the amount as typed text; nonsense gets a clear answer."""

    def __init__(self, cog: Play, channel_id: int, hand: int, lang: str, raise_: bool) -> None:
        super().__init__(title=t("bot.modal.title_raise" if raise_ else "bot.modal.title_envido", lang)[:45],
                         custom_id=f"mus:modal:{channel_id}:{hand}", timeout=300)
        self.cog, self.channel_id, self.hand = cog, channel_id, hand
        self.amount: discord.ui.TextInput[AmountModal] = discord.ui.TextInput(
            label=t("bot.modal.amount", lang)[:45], placeholder="2-99", min_length=1, max_length=3,
            custom_id="amount")
        self.add_item(self.amount)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        text = str(self.amount.value).strip()
        if not text.isdigit() or not 2 <= int(text) <= 99:
            await refuse(interaction, "error.bad_amount", amount=text[:10])
            return
        try:
            await self.cog.apply(interaction, self.channel_id, self.hand, Envido(int(text)))
        except TableError as exc:
            await reply_private(interaction, exc.text(await user_lang(interaction)))


@dataclass
class PrivateHandle:
    interaction: discord.Interaction
    expires: float
    signature: str = ""


class Play(commands.Cog):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        self.dirty: set[int] = set()
        self.flushing: dict[int, asyncio.Task[None]] = {}
        self.private: dict[tuple[int, int], PrivateHandle] = {}
        self.expired: dict[int, set[int]] = {}  # channel -> users whose private message ran out
        self.edits = 0  # public edits made (the load benchmark reads it)

    async def cog_load(self) -> None:
        self.bot.tables.listeners.append(self.on_table_change)

    async def cog_unload(self) -> None:
        if self.on_table_change in self.bot.tables.listeners:
            self.bot.tables.listeners.remove(self.on_table_change)

    # ------------------------------------------------------------------ presses
    async def on_control(self, interaction: discord.Interaction, verb: str, channel_id: int, hand: int,
                         values: list[str]) -> None:
        service = self.bot.tables
        table = service.tables.get(channel_id)
        if table is None or table.status == "closed":
            await refuse(interaction, "error.stale")
            return
        if verb in PLAY_VERBS and (table.status != "playing" or hand != table.hand_number):
            await refuse(interaction, "error.stale")  # a button of an earlier hand or partida
            return
        try:
            if verb in ("cards", "discard"):
                await self.show_private(interaction, table)
            elif verb in ("envido_more", "subir"):
                service.check_turn(channel_id, interaction.user.id, hand)
                await interaction.response.send_modal(
                    AmountModal(self, channel_id, hand, await user_lang(interaction), verb == "subir"))
            else:
                # answer at once (Discord wants an answer within 3 s), then do the work
                await interaction.response.defer()
                await self._perform(interaction, verb, table, hand, values)
        except TableError as exc:
            await reply_private(interaction, exc.text(await user_lang(interaction)))
        except (ValueError, IndexError):
            await refuse(interaction, "error.bad_input")

    async def _perform(self, interaction: discord.Interaction, verb: str, table: Table, hand: int,
                       values: list[str]) -> None:
        service, user, channel_id = self.bot.tables, interaction.user, table.channel_id
        if verb.startswith("sit") and verb[3:].isdigit():
            await service.sit(channel_id, user.id, user.display_name, int(verb[3:]))
        elif verb == "stand":
            await service.stand(channel_id, user.id)
        elif verb == "addai":
            await service.add_ai(channel_id, user.id, values[0] if values else "expert")
        elif verb == "rmai":
            await service.remove_ai(channel_id, user.id)
        elif verb == "start":
            await service.start(channel_id, user.id)
        elif verb == "close":
            perms = getattr(user, "guild_permissions", None)
            await service.close(channel_id, user.id, bool(perms and perms.manage_channels))
        elif verb == "rematch":
            await service.rematch(channel_id, user.id)
        elif verb == "next":
            await service.next_hand(channel_id, user.id, hand)
        elif verb == "discard_pick":
            await self.apply(interaction, channel_id, hand, Discard(parse_cards(values)), private=True)
        elif verb == "sena_pick":
            await self.apply(interaction, channel_id, hand, Sena(values[0]), private=True)
        elif verb in SIMPLE_ACTIONS:
            await self.apply(interaction, channel_id, hand, SIMPLE_ACTIONS[verb])
        else:
            raise TableError("error.stale")

    async def apply(self, interaction: discord.Interaction, channel_id: int, hand: int, action: Action,
                    private: bool = False) -> None:
        """Apply a person's action; a pick in their private message redraws that message."""
        if not interaction.response.is_done():
            await interaction.response.defer()
        await self.bot.tables.act(channel_id, interaction.user.id, hand, action)
        table = self.bot.tables.tables.get(channel_id)
        if private and table is not None and table.status == "playing":
            await self.show_private(interaction, table, update=True)

    # ------------------------------------------------------------------ private messages
    async def show_private(self, interaction: discord.Interaction, table: Table, update: bool = False) -> None:
        """'Mis cartas': answered privately, then kept current while the token lasts."""
        seat = table.seat_of(interaction.user.id)
        if table.match is None or table.status != "playing":
            await refuse(interaction, "error.not_started")
            return
        if seat is None:
            await refuse(interaction, "error.not_seated")
            return
        await self.bot.tables.press(table.channel_id, interaction.user.id)
        lang = await user_lang(interaction)
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=not update, thinking=not update)
        handle = PrivateHandle(interaction, self.bot.clock() + PRIVATE_LIFETIME)
        self.private[(table.channel_id, interaction.user.id)] = handle
        self.expired.get(table.channel_id, set()).discard(interaction.user.id)
        await self._edit_private(table, seat, interaction.user.id, handle, lang, force=True)

    async def _edit_private(self, table: Table, seat: int, user_id: int, handle: PrivateHandle, lang: str,
                            force: bool = False) -> None:
        screen = screens.private_screen(table, seat, lang)
        # what the message shows, the picture by what it draws: nothing is drawn for an unchanged one
        signature = repr((screen.lines, [c.verb for c in screen.controls], table.hand_number,
                          screens.private_picture_key(table, seat, lang)))
        if not force and signature == handle.signature:
            return
        handle.signature = signature
        picture = await asyncio.to_thread(screens.private_picture, table, seat, lang)
        name = f"mano_{table.hand_number}.png"
        try:
            await handle.interaction.edit_original_response(
                content=None, embed=build_embed(screen, name), attachments=[png_file(picture, name)],
                view=build_view(screen.controls, table.channel_id, table.hand_number))
        except discord.HTTPException as exc:
            log.info("private message of a player could not be updated (%s)", exc.status)
            self.private.pop((table.channel_id, user_id), None)

    # ------------------------------------------------------------------ the public message
    async def on_table_change(self, table: Table, events: list[Any]) -> None:
        self.dirty.add(table.channel_id)
        task = self.flushing.get(table.channel_id)
        if task is None or task.done():
            self.flushing[table.channel_id] = asyncio.create_task(self._flush(table.channel_id, table))
        await self._refresh_privates(table)

    async def _refresh_privates(self, table: Table) -> None:
        now = self.bot.clock()
        for (channel_id, user_id), handle in list(self.private.items()):
            if channel_id != table.channel_id:
                continue
            seat = table.seat_of(user_id)
            if handle.expires <= now or seat is None or table.match is None or table.status == "closed":
                self.private.pop((channel_id, user_id), None)
                if handle.expires <= now and seat is not None:
                    self.expired.setdefault(channel_id, set()).add(user_id)
                continue
            lang = await self.bot.lang_for(user_id, table.guild_id, str(handle.interaction.locale))
            await self._edit_private(table, seat, user_id, handle, lang)

    def _press_again(self, table: Table) -> list[str]:
        """Players to act whose private message can no longer be updated (its 15 minutes ran out)."""
        now = self.bot.clock()
        users = set(self.expired.get(table.channel_id, ()))
        users |= {u for (c, u), h in self.private.items() if c == table.channel_id and h.expires <= now}
        if not users or table.match is None or table.status != "playing":
            return []
        to_act = table.match.to_act()
        return [table.names()[s] for s in sorted(to_act)
                if table.seats[s] is not None and table.seats[s].user_id in users]  # type: ignore[union-attr]

    async def _flush(self, channel_id: int, table: Table) -> None:
        """One edit at a time per table; a burst of changes becomes one edit (Discord's limits)."""
        while channel_id in self.dirty:
            self.dirty.discard(channel_id)
            try:
                await self.publish(table)
            except Exception:
                log.exception("could not update the table message in channel %s", channel_id)

    async def publish(self, table: Table, note: str | None = None) -> discord.Message | None:
        lang = await self.bot.guild_lang(table.guild_id)
        screen = screens.public_screen(table, lang)
        if note:
            screen.lines.insert(0, note)
        stale = self._press_again(table)
        if stale:
            screen.lines.append(t("bot.press_cards_again", lang, players=", ".join(stale)))
        picture = await asyncio.to_thread(screens.public_picture, table, lang)
        channel = self.bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        name = f"mesa_{table.hand_number}.png"
        kwargs: dict[str, Any] = {
            "embed": build_embed(screen, name if picture else None),
            "view": None if table.status == "closed" else build_view(screen.controls, table.channel_id,
                                                                      table.hand_number),
        }
        files = [png_file(picture, name)] if picture else []
        if table.message_id is None:
            message = await channel.send(files=files, **kwargs)
            table.message_id = message.id
            await self.bot.tables.store.save_table(table)
            self.edits += 1
            return message
        message = await channel.get_partial_message(table.message_id).edit(attachments=files, **kwargs)
        self.edits += 1
        return message


async def setup(bot: MusBot) -> None:
    await bot.add_cog(Play(bot))
