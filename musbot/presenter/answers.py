"""Presses answered with the table message's own edit: one request per press, not two.

Discord wants every press answered within 3 s. Answering at once with a deferred update (an
empty answer) and editing the table message after it would take a second request. Instead a
press waits here, unanswered, while the table service applies it. The service returns the
version of the change it committed (``Applied.version``), and the press is noted with it
(``committed``) before the presenter's edit of that change can run (it is queued behind the
press, in the same turn of the event loop); the presenter's next edit of the table message
showing that version or a later one *is* the answer (an UPDATE_MESSAGE response: Discord edits
the pressed message). Which edit answers which press is known here alone: the service only
says what it committed. One request instead of two, the result shown a round trip sooner, and the
answer is not held back by the channel's limit of five message edits in five seconds.

Only a press that can be answered so waits here (``suits``): one made on a public message (a
'Mis cartas' message shows something else), young (an older one is answered first and applied
only if Discord took the answer: a press Discord showed as failed changes nothing), and where
the press says the bot may show the table (else the table's own edit fails, and pauses it).

A press not shown within ``WITHIN`` seconds (the service is busy, or its change does not edit
the table message) is given the deferred update after all, by itself: the 3 s are never
missed for want of an edit. Several presses shown by one edit: the first is answered with it,
the others with a deferred update each.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

import discord

from .failures import NEEDED, expected, log_expected
from .rest import acknowledge

log = logging.getLogger(__name__)

# seconds a press waits for the edit that shows it (Discord allows 3): its button spins
# meanwhile, so past a fifth of a second it gets the deferred update. Waiting up to 1 s was
# measured on an overloaded process (500 tables): no sooner shown, and answers slower
WITHIN = 0.2
YOUNG = 1.0  # seconds: a press older than this when it arrives is answered first, the old way


@dataclass
class Waiting:
    """A press not answered yet, and what is known of its change."""

    interaction: discord.Interaction
    channel_id: int
    timer: asyncio.TimerHandle  # its deferred update, if it is not shown before
    version: int | None = None  # the first snapshot carrying it: its change is committed
    # done once its answer is out (the edit, or the deferred update) or failed
    answered: asyncio.Future[None] = field(default_factory=lambda: asyncio.get_running_loop().create_future())


class PendingAnswers:
    def __init__(self, within: float = WITHIN) -> None:
        self.within = within
        # by interaction id: presses not answered yet, those an edit under way answers, and
        # those whose deferred update is under way
        self._waiting: dict[int, Waiting] = {}
        self._taken: dict[int, Waiting] = {}
        self._deferring: dict[int, Waiting] = {}
        self._tasks: set[asyncio.Task[None]] = set()

    @staticmethod
    def suits(interaction: discord.Interaction, now: float) -> bool:
        """Whether a press can wait to be answered by the table message's edit (``now``: the
        bot's clock; an interaction's age is read from its id, which Discord stamps)."""
        message = interaction.message
        if message is None or message.flags.ephemeral:
            return False
        if now - interaction.created_at.timestamp() > YOUNG:
            return False
        perms = interaction.app_permissions
        return all(getattr(perms, name) for name in NEEDED)

    def expect(self, interaction: discord.Interaction, channel_id: int) -> None:
        """The press of ``interaction`` is about to be applied at the table of ``channel_id``."""
        timer = asyncio.get_running_loop().call_later(self.within, self._late, interaction.id)
        self._waiting[interaction.id] = Waiting(interaction, channel_id, timer)

    def committed(self, interaction: discord.Interaction, version: int) -> None:
        """The press of ``interaction`` was applied: every snapshot of its table from
        ``version`` on shows it. Called as the service returns, before the edit of that
        version runs (a press noted later is answered by a later edit, or its timer)."""
        waiting = self._waiting.get(interaction.id)
        if waiting is not None and waiting.version is None:
            waiting.version = version

    def take(self, channel_id: int, version: int, message_id: int) -> discord.Interaction | None:
        """The press an edit of ``message_id`` showing ``version`` answers (the first shown by
        it and pressed on it; then ``answered_by_edit``). Every other press it shows gets its
        deferred update now."""
        taken: discord.Interaction | None = None
        for answer, waiting in list(self._waiting.items()):
            if waiting.channel_id != channel_id or waiting.version is None or waiting.version > version:
                continue
            del self._waiting[answer]
            waiting.timer.cancel()
            message = waiting.interaction.message
            if taken is None and message is not None and message.id == message_id:
                taken = waiting.interaction
                self._taken[answer] = waiting
            else:
                self._defer(waiting)
        return taken

    def answered_by_edit(self, interaction: discord.Interaction, ok: bool) -> None:
        """The edit that answers ``interaction`` was sent (``ok``) or failed: then it gets its
        deferred update (which fails too if the interaction is dead: logged, expected)."""
        waiting = self._taken.pop(interaction.id, None)
        if waiting is None:
            return
        if ok:  # answer_with_edit marked it answered
            waiting.answered.set_result(None)
        else:
            self._defer(waiting)

    async def answered(self, interaction: discord.Interaction) -> None:
        """Until the press's answer is out (the edit that shows it, or its deferred update)."""
        waiting = (self._waiting.get(interaction.id) or self._taken.get(interaction.id)
                   or self._deferring.get(interaction.id))
        if waiting is not None:
            await asyncio.shield(waiting.answered)

    async def settle(self, interaction: discord.Interaction) -> None:
        """For a press that was refused: nobody answers it any more if nobody has, else wait
        for the answer under way (the caller then answers, or follows up, with the refusal)."""
        waiting = self._waiting.pop(interaction.id, None)
        if waiting is not None:
            waiting.timer.cancel()
            return
        await self.answered(interaction)

    def _late(self, answer: int) -> None:
        waiting = self._waiting.pop(answer, None)
        if waiting is not None:
            self._defer(waiting)

    def _defer(self, waiting: Waiting) -> None:
        self._deferring[waiting.interaction.id] = waiting
        task = asyncio.ensure_future(self._acknowledge(waiting))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _acknowledge(self, waiting: Waiting) -> None:
        try:
            await acknowledge(waiting.interaction)
        except Exception as exc:
            if expected(exc):
                log_expected(log, exc, "answering a press", waiting.channel_id)
            else:
                log.error("answering a press in channel %s failed", waiting.channel_id, exc_info=exc)
        finally:
            waiting.answered.set_result(None)
            self._deferring.pop(waiting.interaction.id, None)

    def held(self) -> set[int]:
        """The channels with presses not answered yet."""
        return {w.channel_id for w in (*self._waiting.values(), *self._taken.values(), *self._deferring.values())}
