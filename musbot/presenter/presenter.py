"""What Discord shows of every table: the public table message and the private 'Mis cartas'
messages, kept current from the table service's snapshots.

The presenter listens to the table service (every committed change arrives as a frozen
``TableSnapshot``) and owns all bookkeeping of what is on Discord: the table message of each
channel (posted once, its id attached to the table through the service, then edited), one edit
at a time per table with bursts collapsed into one (Discord's limits), and each person's
private message while its interaction token lives (15 minutes; after that the table message
asks them to press 'Mis cartas' again). A table's and a hand's pictures are drawn from the
snapshot alone, on the event loop (``pictures.py`` says why not in a thread).
Cogs answer interactions and call the service; they never draw or edit a table themselves.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from musbot.i18n import t
from musbot.i18n.alt import fit
from musbot.tables.errors import TableError
from musbot.tables.service import TableService
from musbot.tables.snapshot import PublicSnapshot, SeatSnapshot, TableSnapshot
from musbot.tables.status import TableStatus

from .answers import PendingAnswers
from .failures import NEEDED, Failure, backoff, classify, log_expected
from .history_screen import add_history
from .languages import Languages
from .layout import layout_view
from .mentions import NOBODY, pinging
from .messages import png_file
from .pictures import HandPictures
from .rest import answer_with_edit, edit_message, edit_original_response
from .screens import (
    private_picture,
    private_picture_alt,
    private_picture_key,
    private_screen,
    public_picture_key,
    public_picture_with_alt,
    public_screen,
)

log = logging.getLogger(__name__)

PRIVATE_LIFETIME = 14 * 60.0  # an interaction token lasts 15 minutes; stop a little before


@dataclass
class PrivateHandle:
    """A person's 'Mis cartas' message: the interaction whose answer it is."""

    interaction: discord.Interaction
    expires: float
    signature: tuple[object, ...] = ()  # what it shows now: an unchanged message is not edited
    picture: tuple[object, ...] = ()  # what its attached picture draws: an unchanged one is kept
    alt: str = ""  # that picture's words, said again by every edit's gallery
    message_id: int | None = None


@dataclass(frozen=True, slots=True)
class Shown:
    """A table message's picture: what it draws, the ids of the message's attachments, and the
    picture's words (every edit's gallery says them again; they are made with the picture)."""

    picture: tuple[object, ...]
    attachments: tuple[int, ...]
    alt: str = ""


class Lane:
    """Work on the newest snapshot of each table, one run at a time per table: snapshots that
    arrive meanwhile collapse into the newest (a burst of changes becomes one edit), or, with
    ``every``, wait their turn (each one is worked on, in order). Nothing of a table stays here
    once its work is done."""

    def __init__(self, work: Callable[[TableSnapshot], Awaitable[None]], every: bool = False) -> None:
        self._work = work
        self._every = every
        self._pending: dict[int, list[TableSnapshot]] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}

    def push(self, snapshot: TableSnapshot) -> None:
        channel = snapshot.channel_id
        pending = self._pending.setdefault(channel, [])
        if self._every:
            pending.append(snapshot)
        elif not pending or snapshot.version > pending[0].version:
            pending[:] = [snapshot]
        if channel not in self._tasks:
            self._tasks[channel] = asyncio.create_task(self._run(channel))

    async def _run(self, channel: int) -> None:
        try:
            while pending := self._pending.get(channel):
                await self._work(pending.pop(0))
        finally:
            self._pending.pop(channel, None)
            del self._tasks[channel]

    async def idle(self, channel: int) -> None:
        """Until the work queued for this table is done (not cancelling it if we are)."""
        task = self._tasks.get(channel)
        if task is not None:
            await asyncio.wait({task})

    def held(self) -> set[int]:
        """The tables this lane holds anything for (work queued or running)."""
        return set(self._pending) | set(self._tasks)


class Presenter:
    def __init__(self, client: discord.Client, tables: TableService, languages: Languages,
                 clock: Callable[[], float]) -> None:
        self.client = client
        self.tables = tables
        self.languages = languages
        self.clock = clock
        self.private: dict[int, dict[int, PrivateHandle]] = {}  # channel -> user -> their 'Mis cartas'
        self.expired: dict[int, set[int]] = {}  # channel -> users whose private message ran out
        self.edits = 0  # public messages posted or edited (the load benchmark reads it)
        self._message_ids: dict[int, int] = {}  # channel -> the table message posted
        self._pictures: dict[int, Shown] = {}  # channel -> what its table picture shows
        self._errors: dict[int, Exception] = {}  # channel -> why its last publish failed
        self._retries: dict[int, tuple[int, float]] = {}  # channel -> (tries failed, when to try again)
        self._gone: set[int] = set()  # channels deleted: never asked about again
        self._reposts: dict[int, int] = {}  # channel -> its message in the legacy layout, to post anew
        self._told: set[int] = set()  # paused tables whose opener was told in the channel
        self._public = Lane(self._show_public)
        self._privates = Lane(self._refresh_privates)
        self.hand_pictures = HandPictures()
        self.answers = PendingAnswers()  # presses answered by the table message's edit that shows them
        tables.listeners.append(self.on_change)

    def held(self) -> set[int]:
        """The channels the presenter keeps anything for (what it shows, queued work, private
        messages): nothing of a closed table stays."""
        return (set(self._message_ids) | set(self._pictures) | set(self.expired) | set(self._errors) | set(self.private)
                | set(self._reposts)
                | set(self._retries) | self._gone | self._told | self._public.held() | self._privates.held()
                | self.hand_pictures.channels() | self.answers.held())

    def close(self) -> None:
        """Stop listening to the table service."""
        if self.on_change in self.tables.listeners:
            self.tables.listeners.remove(self.on_change)

    # ------------------------------------------------------------------ changes
    async def on_change(self, snapshot: TableSnapshot, events: tuple[Any, ...]) -> None:
        """The service's listener: queue the table message's edit and the private messages'."""
        self._public.push(snapshot)
        if snapshot.channel_id in self.private:
            self._privates.push(snapshot)

    async def settled(self, channel_id: int) -> Exception | None:
        """Wait until the table message shows the latest change; why it could not, if so."""
        await self._public.idle(channel_id)
        return self._errors.pop(channel_id, None)

    async def _show_public(self, snapshot: TableSnapshot) -> None:
        channel = snapshot.channel_id
        public = snapshot.public
        if channel not in self._gone:
            try:
                await self._show(public)
            except Exception as exc:
                self._errors[channel] = exc
                await self._failed(public, exc)
            else:
                self._errors.pop(channel, None)
                self._retries.pop(channel, None)
                self._told.discard(channel)
                if self.tables.paused(channel) is not None:  # it can be seen again
                    await self.tables.resume(channel)
        if public.status == TableStatus.CLOSED:  # nothing of it stays here
            for held in (self._message_ids, self._pictures, self.expired, self._retries, self._errors):
                held.pop(channel, None)
            self.hand_pictures.drop(channel)
            self._gone.discard(channel)
            self._told.discard(channel)

    async def _show(self, public: PublicSnapshot) -> None:
        """Publish; a table message a moderator deleted (10008) is posted again, saying so."""
        try:
            await self.publish(public)
        except discord.NotFound as exc:
            if classify(exc) is not Failure.REMOVED or public.status == TableStatus.CLOSED:
                raise
            log_expected(log, exc, "editing the table message", public.channel_id)
            self._message_ids.pop(public.channel_id, None)
            self._pictures.pop(public.channel_id, None)
            await self.publish(public, note="faults.message_removed", fresh=True)

    async def _failed(self, public: PublicSnapshot, exc: Exception) -> None:
        """The table could not be shown: what to do depends on why (failures.py)."""
        channel = public.channel_id
        kind = classify(exc)
        if kind is None:  # not Discord's: a bug of ours
            log.error("could not update the table message in channel %s", channel, exc_info=exc)
            return
        tries = self._retries.get(channel, (0, 0.0))[0] + 1
        log_expected(log, exc, "showing the table", channel, again=tries > 1)
        if kind is Failure.GONE:
            self._gone.add(channel)
            await self.tables.drop(channel)
        elif kind in (Failure.TRANSIENT, Failure.FORBIDDEN):
            self._retries[channel] = (tries, self.clock() + backoff(tries))
            if kind is Failure.FORBIDDEN and public.status != TableStatus.CLOSED:
                missing = self._missing(public, exc)
                await self.tables.pause(channel, missing)
                if self._message_id(public) is not None:  # never shown: /mus mesa tells its opener
                    await self._tell_opener(public, missing)

    def _missing(self, public: PublicSnapshot, exc: Exception) -> str:
        """What the bot lacks in the table's channel: from the cache when it knows the channel,
        else from Discord's answer (50001: it cannot see it)."""
        guild = self.client.get_guild(public.guild_id)
        where = guild.get_channel_or_thread(public.channel_id) if guild is not None else None
        if guild is not None and where is not None and guild.me is not None:
            perms = where.permissions_for(guild.me)
            lacking = [name for name in NEEDED if not getattr(perms, name)]
            if lacking:
                return ", ".join(lacking)
        if isinstance(exc, discord.HTTPException) and exc.code == 50001:
            return "view_channel"
        return ", ".join(NEEDED[1:])

    async def _tell_opener(self, public: PublicSnapshot, missing: str) -> None:
        """The person who opened a paused table is told in the channel, if the bot can
        still write there (a text alone needs fewer permissions than the table)."""
        if public.channel_id in self._told:
            return
        self._told.add(public.channel_id)
        lang = await self.languages.of_guild(public.guild_id)
        channel = self.client.get_partial_messageable(public.channel_id, guild_id=public.guild_id)
        try:
            await channel.send(t("faults.paused_channel", lang, user=f"<@{public.creator_id}>", perms=missing),
                               allowed_mentions=pinging([public.creator_id]))
        except Exception as exc:
            if classify(exc) is None:
                raise
            log_expected(log, exc, "telling the opener", public.channel_id)

    async def retry_due(self, now: float | None = None) -> None:
        """Show again the tables whose last try failed and whose pause is over (the bot's tick
        calls this every second; tests call it after moving the clock). Each try shows the
        table as it is by then, so a table message always catches up without a press."""
        now = self.clock() if now is None else now
        for channel, (tries, due) in list(self._retries.items()):
            if due > now:
                continue
            self._retries[channel] = (tries, float("inf"))  # under way: a failure sets the next
            try:
                snapshot = await self.tables.snapshot(channel)
            except TableError:  # closed meanwhile
                self._retries.pop(channel, None)
                continue
            self._public.push(snapshot)

    async def try_show(self, channel_id: int) -> None:
        """A press at a paused table: try to show it now (it resumes if that works)."""
        with contextlib.suppress(TableError):
            self._public.push(await self.tables.snapshot(channel_id))
            await self._public.idle(channel_id)

    async def channel_gone(self, channel_id: int) -> None:
        """CHANNEL_DELETE or THREAD_DELETE: its table closes at once, and nothing more is asked
        of Discord about it."""
        if channel_id in self.tables.tables:
            self._gone.add(channel_id)
            await self.tables.drop(channel_id)

    async def republish(self, note: str | None = None, timeout: float | None = None) -> None:
        """Redraw every open table (after a restart; before stopping, with the catalogue key
        ``note`` on top of the tables that have a message)."""
        for snapshot in await self.tables.snapshots():
            public = snapshot.public
            if note is None:
                # after a restart: 'Mis cartas' messages opened before it can no longer be kept
                # current (their interactions are gone), so the table message asks their people to press it again
                people = {s.user_id for s in public.seats if s is not None and s.user_id is not None}
                if public.status == TableStatus.PLAYING and people:
                    self.expired.setdefault(public.channel_id, set()).update(people)
                await self._find_legacy(public)
                self._public.push(snapshot)  # shown as any change is: failures handled there
                await self._public.idle(public.channel_id)
                continue
            if self._message_id(public) is None:
                continue
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.publish(public, note=note), timeout)

    async def _find_legacy(self, public: PublicSnapshot) -> None:
        """A table opened before the components v2 layout (its message an embed and rows of
        buttons) is posted again in it, once, with a line that says so; its old message then
        points to the new one (``publish``). Asked once per open table after a restart."""
        message_id = self._message_id(public)
        if message_id is None or public.status == TableStatus.CLOSED:
            return
        channel = self.client.get_partial_messageable(public.channel_id, guild_id=public.guild_id)
        try:
            message = await channel.fetch_message(message_id)
        except discord.HTTPException:
            return  # gone or out of reach: the table's next publish copes as with any message
        if not message.flags.components_v2:
            self._reposts[public.channel_id] = message_id

    async def _retire(self, public: PublicSnapshot, message_id: int, lang: str) -> None:
        """The legacy message of a table posted anew: its buttons and picture taken off, a line
        pointing to the new message left (in the legacy layout it has)."""
        old = self.client.get_partial_messageable(public.channel_id).get_partial_message(message_id)
        try:
            await old.edit(content=t("bot.table_moved", lang), embed=None, view=None, attachments=[],
                           allowed_mentions=NOBODY)
        except discord.HTTPException as exc:
            log_expected(log, exc, "taking down a table's message of the legacy layout", public.channel_id)

    # ------------------------------------------------------------------ the table message
    def _message_id(self, public: PublicSnapshot) -> int | None:
        return self._message_ids.get(public.channel_id) or public.message_id

    async def publish(self, public: PublicSnapshot, note: str | None = None, fresh: bool = False) -> None:
        """Post the table message, or edit it to show ``public`` (``note``: a catalogue key said
        on top, in the server's language; ``fresh``: post a new one whatever was shown)."""
        legacy = self._reposts.pop(public.channel_id, None)
        if legacy is not None:  # opened before the components v2 layout: posted anew, saying so
            fresh, note = True, note or "bot.table_reposted"
        message_id = None if fresh else self._message_id(public)
        closed = public.status == TableStatus.CLOSED
        if closed and message_id is None:
            return  # never shown: nothing to take down
        # a tutorial's table speaks its learner's language; any other, the server's
        lang = public.lang if public.learner is not None else await self.languages.of_guild(public.guild_id)
        screen = add_history(public_screen(public, lang), public, lang)
        if note:
            screen.moment.insert(0, t(note, lang))
        stale = self._press_again(public)
        if stale:
            screen.lines.append(t("bot.press_cards_again", lang, players=", ".join(stale)))
        name = f"mesa_{public.hand_number}.png"
        drawn = (name, public_picture_key(public, lang))
        kwargs: dict[str, Any] = {}
        # a picture equal to the one the message has is neither drawn nor uploaded: an edit
        # that does not mention attachments keeps them (and their alt text, a function of the
        # same key: made with the picture, only when it is drawn, and kept with it)
        shown = self._pictures.get(public.channel_id)
        keep = message_id is not None and shown is not None and shown.picture == drawn
        if keep and shown is not None:
            alt = shown.alt
        else:
            # on the loop, not in a thread: see pictures.py
            picture, alt = public_picture_with_alt(public, lang)  # (None, "") before the partida
            alt = fit(alt) if picture else ""
            kwargs["attachments"] = [png_file(picture, name, alt=alt)] if picture else []
        if closed:  # a closed table shows how it ended, with nothing left to press
            screen.controls, screen.seats = [], []
        view = layout_view(screen, public.channel_id, public.hand_number,
                           image=name if public.view is not None else None, alt=alt)
        self._pictures.pop(public.channel_id, None)  # unknown until Discord has taken the edit
        if message_id is None:
            channel = self.client.get_partial_messageable(public.channel_id, guild_id=public.guild_id)
            message = await channel.send(files=kwargs["attachments"], view=view, allowed_mentions=NOBODY)
            self._message_ids[public.channel_id] = message.id
            self._pictures[public.channel_id] = Shown(drawn, tuple(a.id for a in message.attachments), alt)
            self.edits += 1
            await self.tables.attach_message(public.channel_id, message.id)
            if legacy is not None:
                await self._retire(public, legacy, lang)
            return
        # the edit is the answer to a press it shows, made on this message (one request, not two)
        answering = self.answers.take(public.channel_id, public.version, message_id)
        if answering is not None and await self._answer_with(answering, public, drawn, alt, kwargs, view,
                                                             shown.attachments if keep and shown is not None else ()):
            self.edits += 1
            return
        message = await edit_message(self.client, public.channel_id, message_id, **kwargs, view=view)
        self._pictures[public.channel_id] = Shown(drawn, tuple(a.id for a in message.attachments), alt)
        self.edits += 1

    async def _answer_with(self, interaction: discord.Interaction, public: PublicSnapshot, drawn: tuple[object, ...],
                           alt: str, kwargs: dict[str, Any], view: discord.ui.LayoutView, kept: tuple[int, ...]) -> bool:
        """The table message's edit sent as the answer to a press made on it (``kept``: the
        attachments it keeps when it uploads no picture); False if Discord refused it (then the
        press gets its deferred update, and the caller edits the message as usual: a dead
        interaction never leaves the table unshown)."""
        try:
            attached = await answer_with_edit(interaction, **kwargs, view=view, kept=kept)
        except Exception as exc:
            self.answers.answered_by_edit(interaction, False)
            if classify(exc) is None:
                log.error("answering a press with the table's edit failed in channel %s", public.channel_id,
                          exc_info=exc)
            else:
                log_expected(log, exc, "answering a press with the table's edit", public.channel_id)
            for file in kwargs.get("attachments", ()):
                file.reset()  # read once already: the edit sends it again
            return False
        self.answers.answered_by_edit(interaction, True)
        if attached is not None:  # else not known: the next edit uploads its picture again
            self._pictures[public.channel_id] = Shown(drawn, attached, alt)
        return True

    def _press_again(self, public: PublicSnapshot) -> list[str]:
        """Players to act whose private message can no longer be updated (its 15 minutes ran out)."""
        now = self.clock()
        channel = public.channel_id
        users = set(self.expired.get(channel, ()))
        users |= {u for u, h in self.private.get(channel, {}).items() if h.expires <= now}
        view = public.view
        if not users or view is None or public.status != TableStatus.PLAYING:
            return []
        names = public.names
        return [names[s] for s in sorted(view.to_act)
                if (seat := public.seats[s]) is not None and seat.user_id in users]

    # ------------------------------------------------------------------ private messages
    async def show_private(self, interaction: discord.Interaction, mine: SeatSnapshot, lang: str) -> None:
        """'Mis cartas' in the (already deferred) answer to ``interaction``, then kept current
        through it while its token lasts."""
        channel, user = mine.table.channel_id, interaction.user.id
        handle = PrivateHandle(interaction, self.clock() + PRIVATE_LIFETIME)
        old = self.private.get(channel, {}).get(user)
        if old is not None and interaction.message is not None and interaction.message.id == old.message_id:
            handle.picture, handle.alt = old.picture, old.alt  # pressed on that message: the picture on it stays
        self.private.setdefault(channel, {})[user] = handle
        self.expired.get(channel, set()).discard(user)
        try:
            await self._edit_private(mine, user, handle, lang, force=True)
        except BaseException:  # not shown: nothing is kept current through it
            if self.private.get(channel, {}).get(user) is handle:
                self._forget(channel, user)
            raise

    async def _refresh_privates(self, snapshot: TableSnapshot) -> None:
        now = self.clock()
        public = snapshot.public
        channel = snapshot.channel_id
        for user, handle in list(self.private.get(channel, {}).items()):
            mine = snapshot.for_user(user)
            if handle.expires <= now or mine is None or public.status == TableStatus.CLOSED:
                self._forget(channel, user)
                if handle.expires <= now and mine is not None and public.status != TableStatus.CLOSED:
                    self.expired.setdefault(channel, set()).add(user)
                continue
            lang = await self.languages.of_user(user, public.guild_id, str(handle.interaction.locale))
            await self._edit_private(mine, user, handle, lang)

    async def _edit_private(self, mine: SeatSnapshot, user: int, handle: PrivateHandle, lang: str,
                            force: bool = False) -> None:
        screen = private_screen(mine, lang)
        hand = mine.table.hand_number
        # what the message shows, the picture by what it draws: nothing is drawn for an unchanged one
        key = private_picture_key(mine, lang)
        signature = (tuple(screen.lines), tuple(c.verb for c in screen.controls), hand, key)
        if not force and signature == handle.signature:
            return
        handle.signature = signature
        name = f"mano_{hand}.png"
        channel = mine.table.channel_id
        drawn = (name, key)
        files: dict[str, Any] = {}  # none: Discord keeps the picture (and its alt text) the message has
        if drawn != handle.picture:
            picture = self.hand_pictures.get(channel, user, drawn, lambda: private_picture(mine, lang))
            handle.alt = fit(private_picture_alt(mine, lang))
            files["attachments"] = [png_file(picture, name, alt=handle.alt)]
        handle.picture = drawn
        try:
            message = await edit_original_response(handle.interaction, **files,
                                                   view=layout_view(screen, channel, hand, image=name, alt=handle.alt))
            handle.message_id = message.id
        except discord.HTTPException as exc:
            log.info("private message of a player could not be updated (%s)", exc.status)
            if self.private.get(channel, {}).get(user) is handle:
                self._forget(channel, user)

    def _forget(self, channel: int, user: int) -> None:
        """A private message no longer kept current (a table with none is not held)."""
        mine = self.private.get(channel)
        if mine is not None:
            mine.pop(user, None)
            if not mine:
                del self.private[channel]
