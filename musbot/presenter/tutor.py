"""The tutorial on Discord: its explanations posted in the learner's private thread.

The ``Tutor`` listens to the table service beside the presenter. For a tutorial table (one with
a ``learner``) it reads each committed change in order, asks ``musbot.tables.tutorial.due``
which explanations the learner's own view now shows, has the service keep which were given
(``mark_taught``, saved with the table) and posts the new ones as messages of the thread, in the
learner's language. Only the learner (and the bot) are members of a private thread, so nobody
else reads them; and they are made from the learner's own view, so they tell nothing the
learner may not know. When the table closes (the learner left, or it was idle), the thread says
goodbye and is archived.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import discord

from musbot.i18n import t
from musbot.tables.errors import TableError
from musbot.tables.service import TableService
from musbot.tables.snapshot import TableSnapshot
from musbot.tables.status import TableStatus
from musbot.tables.tutorial import due

from .lessons import Lesson, lesson
from .mentions import NOBODY
from .presenter import Lane

log = logging.getLogger(__name__)

COLOUR = 0xF9A825


def lesson_embed(item: Lesson) -> discord.Embed:
    return discord.Embed(title=item.title[:256], description="\n".join(item.lines)[:4000], colour=COLOUR)


class Tutor:
    def __init__(self, client: discord.Client, tables: TableService) -> None:
        self.client = client
        self.tables = tables
        self._lane = Lane(self._teach_safely, every=True)  # each hand's count must be seen
        tables.listeners.append(self.on_change)

    def close(self) -> None:
        """Stop listening to the table service."""
        if self.on_change in self.tables.listeners:
            self.tables.listeners.remove(self.on_change)

    async def on_change(self, snapshot: TableSnapshot, events: tuple[Any, ...]) -> None:
        """Every change of a tutorial table is read, in order."""
        if snapshot.public.learner is not None:
            self._lane.push(snapshot)

    async def idle(self, channel: int) -> None:
        """Until every change of this table read so far is taught."""
        await self._lane.idle(channel)

    def held(self) -> set[int]:
        return self._lane.held()

    async def _teach_safely(self, snapshot: TableSnapshot) -> None:
        try:
            await self._teach(snapshot)
        except Exception:  # a lesson not posted must not stop the next ones
            log.exception("tutorial of channel %s could not post an explanation", snapshot.channel_id)

    async def _teach(self, snapshot: TableSnapshot) -> None:
        public = snapshot.public
        assert public.learner is not None
        thread = self.client.get_partial_messageable(public.channel_id, guild_id=public.guild_id)
        if public.status == TableStatus.CLOSED:
            with contextlib.suppress(discord.HTTPException):
                await thread.send(t("learn.closed", public.lang), allowed_mentions=NOBODY)
            await self._archive(public.channel_id)
            return
        mine = snapshot.for_user(public.learner)
        if mine is None:  # not started yet
            return
        try:
            new = await self.tables.mark_taught(public.channel_id, due(mine.view))
        except TableError:  # closed meanwhile, or not saved: the next change tries again
            return
        names = public.names
        for topic in new:
            await thread.send(embed=lesson_embed(lesson(topic, mine.view, names, public.lang)), allowed_mentions=NOBODY)

    async def _archive(self, channel_id: int) -> None:
        """The practice is over: its thread goes to the archive (it reopens if written to)."""
        try:
            thread = await self.client.fetch_channel(channel_id)
            if isinstance(thread, discord.Thread):
                await thread.edit(archived=True)
        except discord.HTTPException as exc:
            log.info("tutorial thread %s could not be archived (%s)", channel_id, exc.status)
