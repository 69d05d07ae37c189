"""Buttons, selects and the amount form of the tables: interactions into table-service calls,
and their answers. What the table message and 'Mis cartas' show is the presenter's.

Every component carries ``mus:<verb>:<channel>:<hand>`` in its custom_id (tables/words.py), and
presses on it are routed by that pattern alone (the interaction gate, presenter/gate.py: no view
of the message rebuilt per press), so presses keep working after a restart; a press from an
earlier hand is answered "this is over".
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import commands

from musbot.i18n import t
from musbot.presenter import answer_privately
from musbot.presenter.failures import UNKNOWN_INTERACTION, expected, log_expected
from musbot.presenter.rest import acknowledge
from musbot.tables.errors import TableError
from musbot.tables.words import CUSTOM_ID_PATTERN, Press, Verb, custom_id, parse_custom_id

from .common import can_manage, missing_permissions, refuse, user_lang
from .learn import advice_for

if TYPE_CHECKING:
    from musbot.bot import MusBot

log = logging.getLogger(__name__)


class AmountModal(discord.ui.Modal):
    """Envido… / Subir…: the amount as typed text; nonsense gets a clear answer."""

    def __init__(self, cog: Play, channel_id: int, hand: int, lang: str, raise_: bool) -> None:
        super().__init__(title=t("bot.modal.title_raise" if raise_ else "bot.modal.title_envido", lang)[:45],
                         custom_id=custom_id(Verb.AMOUNT_FORM, channel_id, hand), timeout=300)
        self.cog, self.channel_id, self.hand = cog, channel_id, hand
        self.amount: discord.ui.TextInput[AmountModal] = discord.ui.TextInput(
            label=t("bot.modal.amount", lang)[:45], placeholder="2-99", min_length=1, max_length=3,
            custom_id="amount")
        self.add_item(self.amount)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.cog.submit_amount(interaction, self.channel_id, self.hand, str(self.amount.value))


def _press(interaction: discord.Interaction, verb: Verb, channel_id: int, hand: int,
           values: tuple[str, ...], answer: int | None = None) -> Press:
    user = interaction.user
    return Press(channel_id, user.id, user.display_name, verb, hand, values, can_manage=can_manage(interaction),
                 answer=answer)


def _private(interaction: discord.Interaction) -> bool:
    """The press came from a private (ephemeral) message: 'Mis cartas'."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def _refusal(work: Awaitable[None]) -> Exception | None:
    """The press's refusal, returned rather than raised: it is raised to the answer once the
    acknowledgement is out (a task that ends in an exception is a bug report)."""
    try:
        await work
    except (TableError, ValueError, IndexError) as exc:
        return exc
    return None


class Play(commands.Cog):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.gate.route(CUSTOM_ID_PATTERN, self.on_press)
        self.bot.gate.orphan_form = self.on_orphan_form

    async def cog_unload(self) -> None:
        self.bot.gate.route(CUSTOM_ID_PATTERN, None)
        self.bot.gate.orphan_form = None

    async def on_press(self, interaction: discord.Interaction, match: re.Match[str]) -> None:
        """A button or select of a table (routed by its custom_id: buttons and selects alike)."""
        data: Any = interaction.data or {}
        values = tuple(str(v) for v in data.get("values", []))
        await self.on_control(interaction, Verb.parse(match["verb"]), int(match["channel"]), int(match["hand"]), values)

    async def submit_amount(self, interaction: discord.Interaction, channel_id: int, hand: int, typed: str) -> None:
        """The Envido… / Subir… form: an amount in ASCII digits from 2 to 99, else a clear answer."""
        text = typed.strip()
        if not (text.isascii() and text.isdigit()) or not 2 <= int(text) <= 99:
            await refuse(interaction, "error.bad_amount", amount=text[:10])
            return
        await self.on_control(interaction, Verb.AMOUNT_FORM, channel_id, hand, (text,))

    async def on_orphan_form(self, interaction: discord.Interaction, custom_id: str, fields: dict[str, str]) -> None:
        """A form opened before a restart (discord.py no longer knows it): answered, and applied
        if it still fits the moment (the person typed an amount: it must not vanish unanswered)."""
        parsed = parse_custom_id(custom_id)
        if parsed is None or parsed[0] is not Verb.AMOUNT_FORM:
            await refuse(interaction, "error.stale")
            return
        _, channel_id, hand = parsed
        await self.submit_amount(interaction, channel_id, hand, fields.get("amount", ""))

    async def on_control(self, interaction: discord.Interaction, verb: Verb | None, channel_id: int, hand: int,
                         values: tuple[str, ...]) -> None:
        """A press: refused privately if it does not fit, else answered at once and applied.
        Discord's expected failures (an answer too late, or twice) are one log line."""
        try:
            await self._on_control(interaction, verb, channel_id, hand, values)
        except discord.HTTPException as exc:
            if not expected(exc):
                raise
            log_expected(log, exc, f"answering a press ({verb})", channel_id)

    async def _on_control(self, interaction: discord.Interaction, verb: Verb | None, channel_id: int, hand: int,
                          values: tuple[str, ...]) -> None:
        service = self.bot.tables
        try:
            if channel_id != interaction.channel_id:  # a modified client: another channel's table
                raise TableError("faults.wrong_channel")
            if verb is not None and verb.picks_privately and not _private(interaction):
                raise TableError("faults.private_control")  # its answer would be a public edit
            if service.paused(channel_id) is not None:  # perhaps it can be shown again now
                await self.bot.presenter.try_show(channel_id)
                await self._lacking(interaction, channel_id)  # still paused: said as this press says it
            service.check_fresh(channel_id, verb, hand)
            assert verb is not None
            if verb.opens_private:
                await self.show_private(interaction, channel_id)
            elif verb is Verb.CONSEJO:  # the coach: privately, from this person's own view only
                await answer_privately(interaction, await advice_for(self.bot, interaction, channel_id))
            elif verb.asks_amount:
                service.check_turn(channel_id, interaction.user.id, hand)
                await interaction.response.send_modal(
                    AmountModal(self, channel_id, hand, await user_lang(interaction), verb is Verb.RAISE_AMOUNT))
            elif (answers := self.bot.presenter.answers).suits(interaction, self.bot.clock()):
                # on the table message: applied at once, and answered by the table message's
                # edit that shows it (presenter/answers.py); queued at the table as the other
                # way's presses are, a task each in the order they arrived, so neither way
                # overtakes the other
                answers.expect(interaction, channel_id)
                refused = await asyncio.ensure_future(_refusal(service.handle(
                    _press(interaction, verb, channel_id, hand, values, answer=interaction.id))))
                if refused is not None:
                    await answers.settle(interaction)  # an answer under way goes first
                    raise refused
                await answers.answered(interaction)
            else:
                # queued at the table before the answer to Discord is awaited (presses apply in
                # the order they arrived), and applied only once Discord has taken it
                taken: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
                work = asyncio.ensure_future(_refusal(service.handle(_press(interaction, verb, channel_id, hand, values),
                                                                     acknowledged=taken)))
                try:
                    await acknowledge(interaction)  # defer(): Discord wants an answer within 3 s
                    taken.set_result(True)
                except discord.HTTPException as exc:  # too late (10062): the person saw it fail
                    taken.set_result(exc.code != UNKNOWN_INTERACTION)
                    raise
                finally:
                    if not taken.done():  # not known to have failed (a timeout): as taken
                        taken.set_result(True)
                    refused = await work
                if refused is not None:
                    raise refused
                if missing_permissions(interaction):  # the table's edit may fail: say so if it paused it
                    await self._told_if_paused(interaction, channel_id)
                if verb.picks_privately:  # a pick in the private message: redraw it now
                    await self.show_private(interaction, channel_id, update=True)
        except TableError as exc:
            await answer_privately(interaction, exc.text(await user_lang(interaction)))
        except (ValueError, IndexError):
            await refuse(interaction, "error.bad_input")

    async def _told_if_paused(self, interaction: discord.Interaction, channel_id: int) -> None:
        """A press applied where the interaction says the bot lacks a permission the table
        needs: once the table's edit that shows it is done, the presser is told privately if
        that edit failed and paused the table. Their answer went out already (an empty one),
        so this is a follow-up, which needs no permission in the channel, unlike the table's
        edit and the message to its opener."""
        await self.bot.presenter.settled(channel_id)
        missing = await self._lacking(interaction, channel_id)
        if missing is not None:
            await refuse(interaction, "faults.paused_after_press", perms=missing)

    async def _lacking(self, interaction: discord.Interaction, channel_id: int) -> str | None:
        """What the bot lacks to show a paused table (None: not paused), as precisely as it is
        known: the permissions Discord computed for this very press, else what the refused
        edit let the presenter infer (kept with the table: later presses and /mus-admin say it)."""
        paused = self.bot.tables.paused(channel_id)
        missing = missing_permissions(interaction)
        if paused is not None and missing and paused != ", ".join(missing):
            paused = ", ".join(missing)
            await self.bot.tables.pause(channel_id, paused)
        return paused

    async def show_private(self, interaction: discord.Interaction, channel_id: int, update: bool = False) -> None:
        """'Mis cartas': answered privately, then kept current by the presenter. ``update``: the
        press came from that private message, which is redrawn in place (quietly skipped when the
        partida is over)."""
        service, user_id = self.bot.tables, interaction.user.id
        await service.press(channel_id, user_id)  # back, if a computer player was acting for them
        try:
            mine = await service.seat_snapshot(channel_id, user_id)  # not started, not seated: refused
        except TableError:
            if update:
                return
            raise
        lang = await user_lang(interaction)
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=not update, thinking=not update)
        await self.bot.presenter.show_private(interaction, mine, lang)


async def setup(bot: MusBot) -> None:
    await bot.add_cog(Play(bot))
