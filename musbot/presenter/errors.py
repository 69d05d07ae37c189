"""The one way a failed interaction is answered.

Every entry of a person's interaction ends here when what it set off raises: the slash
commands and context menus (``MusBot.on_app_command_error``), the presses routed by the
interaction gate (``InteractionGate.failed``: the tables' buttons and selects, the forms
opened before a restart), the forms (``AmountModal.on_error``) and the dynamic items
(tournament buttons, invitations, replays: their callbacks hand what they let out to
``ErrorPath.answer``, as discord.py would only log it and leave the press unanswered).

- A refusal meant for the person (``TableError``, ``TournamentError``, ``ReplayError``, and the
  checks of discord.py's commands) is told privately, in their language: it carries a catalogue
  key, and nothing was changed.
- A failure of Discord's own (an answer too late, a permission missing: ``failures.py``) is one
  log line, and the person is told something failed if they can still be answered.
- Anything else is a bug: logged here once with its traceback, and the person is told
  privately that something failed in the bot (``error.internal``). Below the presenter nothing
  logs what it lets through, so a bug is logged exactly once; and the table service puts a
  table back as it was before a failed change (``tables/unit.py``), so the next press works.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from musbot.i18n import t
from musbot.tables.errors import TableError
from musbot.tables.replay import ReplayError
from musbot.tournaments.errors import TournamentError

from .failures import Failure, classify, expected, log_expected
from .languages import Languages
from .messages import answer_privately

log = logging.getLogger(__name__)

# the refusals meant for people: a catalogue key and its values, said in the person's language
REFUSALS: tuple[type[Exception], ...] = (TableError, TournamentError, ReplayError)
INTERNAL = "error.internal"


def refusal_text(refusal: TableError | TournamentError | ReplayError, lang: str) -> str:
    """A typed refusal in ``lang``."""
    return t(refusal.key, lang, **refusal.params)


class ErrorPath:
    def __init__(self, languages: Languages) -> None:
        self.languages = languages

    async def answer(self, interaction: discord.Interaction, error: BaseException, doing: str) -> None:
        """``interaction`` failed with ``error`` while ``doing`` (a few words for the log):
        the person is answered privately, and a bug is logged once with its traceback."""
        original = getattr(error, "original", error)  # discord.py wraps a command's own exception
        if expected(original):  # Discord's ordinary failures: one line, and no second answer tried
            log_expected(log, original, doing, interaction.channel_id)
            if classify(original) is Failure.EXPIRED:
                return
        try:
            lang = await self.languages.of_user(interaction.user.id, interaction.guild_id, str(interaction.locale))
        except Exception:
            lang = self.languages.default
        text = self.text(original, error, lang)
        if text is None:
            if not expected(original):
                log.error("%s failed", doing, exc_info=_info(original))
            text = t(INTERNAL, lang)
        try:
            await answer_privately(interaction, text)
        except discord.HTTPException as exc:
            log_expected(log, exc, f"answering a failure of {doing}", interaction.channel_id)

    @staticmethod
    def text(original: BaseException, error: BaseException, lang: str) -> str | None:
        """What the person is told of a refusal meant for them (None: it is not one)."""
        if isinstance(original, TableError | TournamentError | ReplayError):
            return refusal_text(original, lang)
        if isinstance(error, app_commands.MissingPermissions):
            return t("error.missing_user_permissions", lang)
        if isinstance(error, app_commands.NoPrivateMessage):
            return t("error.guild_only", lang)
        if isinstance(error, app_commands.CheckFailure):
            return t("error.not_allowed", lang)
        return None


def _info(error: BaseException) -> tuple[type[BaseException], BaseException, Any]:
    return type(error), error, error.__traceback__
