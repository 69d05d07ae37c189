"""Presses on a table's buttons and selects, and its amount form: each press becomes a table
command (``controls.command_of``), is applied in the order presses arrived, and is answered.

Every control carries ``mus:<verb>:<channel>:<hand>`` (controls.py), and presses on it are routed
by that pattern alone (the interaction gate, gate.py: no view of the message rebuilt per press),
so presses keep working after a restart; a press from an earlier hand is answered "this is
over". How a press is answered:

- a press on the table message is applied at once and answered by the edit of the table
  message that shows it (answers.py: one request, not two);
- any other press (on 'Mis cartas', an old one, one where the bot lacks a permission) is
  answered first and applied only once Discord took the answer, keeping its place among the
  table's presses meanwhile;
- 'Mis cartas', the coach and the amount form answer with a message or a form of their own.

A refusal is raised as a ``TableError`` and a bug as whatever it is: both go on to the one error
path (errors.py) that answers the person and logs a bug once.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable
from typing import Any

import discord

from musbot.i18n import t
from musbot.tables.commands import Actor, Applied, Command
from musbot.tables.errors import TableError

from .controls import Verb, amount_of, command_of, custom_id, parse_custom_id
from .errors import ErrorPath
from .failures import UNKNOWN_INTERACTION, expected, log_expected, missing_permissions
from .messages import answer_privately
from .presenter import Presenter
from .rest import acknowledge
from .screens import coach_lines

log = logging.getLogger(__name__)


class AmountModal(discord.ui.Modal):
    """Envido… / Subir…: the amount as typed text; nonsense gets a clear answer."""

    def __init__(self, presses: TablePresses, channel_id: int, hand: int, lang: str, raise_: bool) -> None:
        super().__init__(title=t("bot.modal.title_raise" if raise_ else "bot.modal.title_envido", lang)[:45],
                         custom_id=custom_id(Verb.AMOUNT_FORM, channel_id, hand), timeout=300)
        self.presses, self.channel_id, self.hand = presses, channel_id, hand
        self.amount: discord.ui.TextInput[AmountModal] = discord.ui.TextInput(
            label=t("bot.modal.amount", lang)[:45], placeholder="2-99", min_length=1, max_length=3,
            custom_id="amount")
        self.add_item(self.amount)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.presses.submit_amount(interaction, self.channel_id, self.hand, str(self.amount.value))

    # Modal's own signature (discord.py's Modal narrows its base's, which takes the item too)
    async def on_error(self, interaction: discord.Interaction, error: Exception, /) -> None:  # type: ignore[override]
        await self.presses.errors.answer(interaction, error, "the amount form")


def can_manage(interaction: discord.Interaction) -> bool:
    """Manage Channels here, as the interaction carries it (channel overwrites included; no
    cached server needed, as right after a restart)."""
    return interaction.permissions.manage_channels


def _private(interaction: discord.Interaction) -> bool:
    """The press came from a private (ephemeral) message: 'Mis cartas'."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def _outcome(work: Awaitable[Applied]) -> Applied | Exception:
    """What the command did, or why it did not: returned rather than raised, and raised to the
    answer once the acknowledgement is out (a task that ends in an exception is a bug report)."""
    try:
        return await work
    except Exception as exc:
        return exc


class TablePresses:
    def __init__(self, presenter: Presenter, errors: ErrorPath) -> None:
        self.presenter = presenter
        self.tables = presenter.tables
        self.languages = presenter.languages
        self.errors = errors

    async def lang(self, interaction: discord.Interaction) -> str:
        return await self.languages.of_user(interaction.user.id, interaction.guild_id, str(interaction.locale))

    # ------------------------------------------------------------------ entries
    async def on_press(self, interaction: discord.Interaction, match: re.Match[str]) -> None:
        """A button or select of a table (routed by its custom_id: buttons and selects alike)."""
        data: Any = interaction.data or {}
        values = tuple(str(v) for v in data.get("values", []))
        await self.on_control(interaction, Verb.parse(match["verb"]), int(match["channel"]), int(match["hand"]), values)

    async def on_orphan_form(self, interaction: discord.Interaction, form_id: str, fields: dict[str, str]) -> None:
        """A form opened before a restart (discord.py no longer knows it): answered, and applied
        if it still fits the moment (the person typed an amount: it must not vanish unanswered)."""
        parsed = parse_custom_id(form_id)
        if parsed is None or parsed[0] is not Verb.AMOUNT_FORM:
            raise TableError("error.stale")
        _, channel_id, hand = parsed
        await self.submit_amount(interaction, channel_id, hand, fields.get("amount", ""))

    async def submit_amount(self, interaction: discord.Interaction, channel_id: int, hand: int, typed: str) -> None:
        """The Envido… / Subir… form: an amount in ASCII digits from 2 to 99, else a clear
        answer (checked first: what was typed is what the person hears about)."""
        amount = amount_of(typed)
        await self.on_control(interaction, Verb.AMOUNT_FORM, channel_id, hand, (str(amount),))

    async def on_control(self, interaction: discord.Interaction, verb: Verb | None, channel_id: int, hand: int,
                         values: tuple[str, ...]) -> None:
        """A press: refused if it does not fit (the error path tells the person), else applied
        and answered. Discord's expected failures (an answer too late, or twice) are one log line."""
        try:
            await self._on_control(interaction, verb, channel_id, hand, values)
        except discord.HTTPException as exc:
            if not expected(exc):
                raise
            log_expected(log, exc, f"answering a press ({verb})", channel_id)

    # ------------------------------------------------------------------ a press
    async def _on_control(self, interaction: discord.Interaction, verb: Verb | None, channel_id: int, hand: int,
                          values: tuple[str, ...]) -> None:
        service = self.tables
        if channel_id != interaction.channel_id:  # a modified client: another channel's table
            raise TableError("faults.wrong_channel")
        if verb is not None and verb.picks_privately and not _private(interaction):
            raise TableError("faults.private_control")  # its answer would be a public edit
        if service.paused(channel_id) is not None:  # perhaps it can be shown again now
            await self.presenter.try_show(channel_id)
            await self._lacking(interaction, channel_id)  # still paused: said as this press says it
        if verb is None:  # not a verb of this version: a control of an older one
            raise TableError("error.stale")
        service.check_fresh(channel_id, hand if verb.of_hand else None, while_paused=verb is Verb.CLOSE)
        if verb.opens_private:
            await self.show_private(interaction, channel_id)
            return
        if verb is Verb.CONSEJO:  # the coach: privately, from this person's own view only
            await answer_privately(interaction, await self.advice(interaction, channel_id))
            return
        if verb.asks_amount:
            service.check_turn(channel_id, interaction.user.id, hand)
            await interaction.response.send_modal(
                AmountModal(self, channel_id, hand, await self.lang(interaction), verb is Verb.RAISE_AMOUNT))
            return
        command = command_of(verb, hand, values, may_manage=can_manage(interaction))
        if command is None:  # a control that is not pressed here (the replay's own)
            raise TableError("error.stale")
        actor = Actor(interaction.user.id, interaction.user.display_name)
        if self.presenter.answers.suits(interaction, self.presenter.clock()):
            await self._answered_by_edit(interaction, channel_id, actor, command)
            return
        await self._answered_first(interaction, channel_id, actor, command)
        if missing_permissions(interaction):  # the table's edit may fail: say so if it paused it
            await self._told_if_paused(interaction, channel_id)
        if verb.picks_privately:  # a pick in the private message: redraw it now
            await self.show_private(interaction, channel_id, update=True)

    async def _answered_by_edit(self, interaction: discord.Interaction, channel_id: int, actor: Actor,
                                command: Command) -> None:
        """On the table message: applied at once, and answered by the table message's edit that
        shows it (answers.py). Queued at the table as the other way's presses are, a task each
        in the order they arrived, so neither way overtakes the other."""
        answers = self.presenter.answers
        answers.expect(interaction, channel_id)

        async def applied() -> Applied:
            done = await self.tables.apply(channel_id, actor, command)
            if done.version is not None:
                # noted in the task that applied it, before it gives the event loop back: the
                # edit of this version, queued by the service's listeners, cannot have run yet
                answers.committed(interaction, done.version)
            return done

        outcome = await asyncio.ensure_future(_outcome(applied()))
        if isinstance(outcome, Exception):
            await answers.settle(interaction)  # an answer under way goes first
            raise outcome
        await answers.answered(interaction)

    async def _answered_first(self, interaction: discord.Interaction, channel_id: int, actor: Actor,
                              command: Command) -> None:
        """Queued at the table before the answer to Discord is awaited (presses apply in the
        order they arrived), and applied only once Discord has taken it."""
        taken: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        work = asyncio.ensure_future(_outcome(self.tables.apply(channel_id, actor, command, acknowledged=taken)))
        unanswered: BaseException | None = None
        try:
            await acknowledge(interaction)  # defer(): Discord wants an answer within 3 s
        except discord.HTTPException as exc:  # too late (10062): the person saw it fail
            taken.set_result(exc.code != UNKNOWN_INTERACTION)
            unanswered = exc
        except BaseException as exc:  # not known to have failed (a timeout): as taken
            unanswered = exc
        if not taken.done():
            taken.set_result(True)
        outcome = await work
        if unanswered is not None:
            if isinstance(outcome, Exception) and not isinstance(outcome, TableError):
                log.error("a press in channel %s failed", channel_id, exc_info=outcome)  # nobody to tell
            raise unanswered
        if isinstance(outcome, Exception):
            raise outcome

    async def _told_if_paused(self, interaction: discord.Interaction, channel_id: int) -> None:
        """A press applied where the interaction says the bot lacks a permission the table
        needs: once the table's edit that shows it is done, the presser is told privately if
        that edit failed and paused the table. Their answer went out already (an empty one),
        so this is a follow-up, which needs no permission in the channel, unlike the table's
        edit and the message to its opener."""
        await self.presenter.settled(channel_id)
        missing = await self._lacking(interaction, channel_id)
        if missing is not None:
            await answer_privately(interaction, t("faults.paused_after_press", await self.lang(interaction),
                                                  perms=missing))

    async def _lacking(self, interaction: discord.Interaction, channel_id: int) -> str | None:
        """What the bot lacks to show a paused table (None: not paused), as precisely as it is
        known: the permissions Discord computed for this very press, else what the refused
        edit let the presenter infer (kept with the table: later presses and /mus-admin say it)."""
        paused = self.tables.paused(channel_id)
        missing = missing_permissions(interaction)
        if paused is not None and missing and paused != ", ".join(missing):
            paused = ", ".join(missing)
            await self.tables.pause(channel_id, paused)
        return paused

    # ------------------------------------------------------------------ private answers
    async def show_private(self, interaction: discord.Interaction, channel_id: int, update: bool = False) -> None:
        """'Mis cartas': answered privately, then kept current by the presenter. ``update``: the
        press came from that private message, which is redrawn in place (quietly skipped when the
        partida is over)."""
        service, user_id = self.tables, interaction.user.id
        await service.here(channel_id, user_id)  # back, if a computer player was acting for them
        try:
            mine = await service.seat_snapshot(channel_id, user_id)  # not started, not seated: refused
        except TableError:
            if update:
                return
            raise
        lang = await self.lang(interaction)
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=not update, thinking=not update)
        await self.presenter.show_private(interaction, mine, lang)

    async def advice(self, interaction: discord.Interaction, channel_id: int) -> str:
        """The coach's answer to this person's *Consejo*: from their own seat's view only."""
        mine = await self.tables.seat_snapshot(channel_id, interaction.user.id)  # not seated: refused
        if not mine.table.consejos:
            raise TableError("error.no_consejos")
        lang = await self.lang(interaction)
        return "\n".join([f"**{t('ai.coach.heading', lang)}**", *coach_lines(mine, lang)])
