"""An offline stand-in for the slice of Discord's REST API that musbot uses.

Discord cannot be reached from the test machines, yet we want the bot to be
driven through the real discord.py client: its HTTP layer, rate limiter,
interaction/webhook classes and view store are where many real-world bugs live.
So this module runs a small aiohttp server on 127.0.0.1 that discord.py talks to
(via ``discord.http.Route.BASE``) and that behaves like Discord where it matters:

* it records every message with what a player would see of it (flags,
  ephemeral or public and *who* may see it, content, embeds, components,
  attachments with their bytes, edit history);
* it enforces the rules that make bots fail in production: answer within 3 s
  (404 ``Unknown interaction``), interaction tokens die after 15 min (401),
  per-channel message rate limits (429 with ``retry_after``), channel
  permissions (403 ``Missing Permissions``), ``Invalid Form Body`` for content
  Discord would reject;
* it answers 501 to anything it does not know, and remembers it in
  :attr:`StandIn.unhandled`, so an unexpected API call fails a test loudly
  instead of being silently "successful";
* it also serves a gateway websocket (``gateway.py``), so a bot in another
  process can run exactly as in production (``bot.start``).

Time is an injectable :class:`Clock` so tests can make an interaction late
without sleeping. The server runs on the test's own event loop.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import math
import mimetypes
import re
import secrets
import time
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from aiohttp import web

from . import command_limits, message_components, wire
from .forms import form_parts
from .gateway import WS_PATH, Gateway, shard_of, snowflake_on_shard
from .mentions import NOBODY, MentionsRefused, Pinged, mentioned, pinged

API_PREFIX = "/api/v10"
_API_SLASH = API_PREFIX + "/"
_API_PATTERN = "^" + API_PREFIX
NO_AUTH_PATHS = ("/api/v10/interactions/", "/api/v10/webhooks/", "/attachments/", "/_standin/")
DISCORD_EPOCH_MS = 1420070400000

INTERACTION_DEADLINE = 3.0  # seconds to send the initial response
TOKEN_LIFETIME = 15 * 60.0  # seconds an interaction token accepts followups/edits
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
_FILE_FIELD = re.compile(r"files\[(\d+)\]")


class Perm:
    """Permission bits (https://discord.com/developers/docs/topics/permissions)."""

    CREATE_INSTANT_INVITE = 1 << 0
    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    USE_EXTERNAL_EMOJIS = 1 << 18
    CHANGE_NICKNAME = 1 << 26
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38

    EVERYONE = (
        CREATE_INSTANT_INVITE | ADD_REACTIONS | VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS
        | ATTACH_FILES | READ_MESSAGE_HISTORY | USE_EXTERNAL_EMOJIS | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS | SEND_MESSAGES_IN_THREADS
    )
    ALL = (1 << 50) - 1
    # what the bot holds in a guild unless a test takes it away: its invite's permissions
    # plus threads (tournaments open one per match); Manage Roles only when a test grants it
    BOT_DEFAULT = EVERYONE | CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS | MANAGE_THREADS


class MsgFlag:
    SUPPRESS_EMBEDS = 1 << 2
    EPHEMERAL = 1 << 6
    LOADING = 1 << 7
    SUPPRESS_NOTIFICATIONS = 1 << 12
    IS_COMPONENTS_V2 = 1 << 15


class Clock:
    """Time source for every deadline the stand-in enforces.

    By default it follows ``time.monotonic()``; :meth:`advance` adds an offset,
    so a test can make an interaction 3 s or 15 min old instantly. With
    ``frozen=True`` time only moves through :meth:`advance`, which makes
    windows (rate limits) fully deterministic.
    """

    def __init__(self, *, frozen: bool = False) -> None:
        self._mono0, self._epoch0 = time.monotonic(), time.time()
        self._frozen = frozen
        self._offset = 0.0

    def now(self) -> float:
        """Monotonic seconds: what deadlines are measured with."""
        return (self._mono0 if self._frozen else time.monotonic()) + self._offset

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("time does not go backwards")
        self._offset += seconds

    def epoch(self) -> float:
        """The same clock as ``time.time()`` seconds, to hand to the bot
        (``MusBot(clock=clock.epoch)``) so its timers and ours agree."""
        return self._epoch0 + (self.now() - self._mono0)

    def wall(self) -> datetime:
        """Aware datetime of :meth:`epoch` (message timestamps)."""
        return datetime.fromtimestamp(self.epoch(), UTC)


@dataclass
class RateLimit:
    """Per-channel bucket shared by message create and edit (Discord: 5 per 5 s).

    ``retry_after=None`` is Discord's own behaviour: the 429 says how long the
    window still lasts on the clock. Tests that want a burst to be absorbed
    quickly set a tiny ``retry_after``: the stand-in then asks for that wait
    and, having answered 429 once, opens a fresh window (it forgives the burst).
    ``headers=False`` hides the X-RateLimit headers, like Discord's shared
    limits that a client cannot predict.
    """

    limit: int = 5
    per: float = 5.0
    retry_after: float | None = None
    headers: bool = True


@dataclass
class UserRec:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False
    # False: the person does not accept direct messages from server members (or blocked the
    # bot): opening the DM works, posting in it gets 403 50007 "Cannot send messages to this user"
    accepts_dms: bool = True

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class MemberRec:
    user_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    permissions: int = Perm.EVERYONE
    joined_at: datetime = field(default_factory=lambda: datetime.now(UTC))


@dataclass
class RoleRec:
    """A guild role. ``position``: higher outranks lower (the bot may only hand out roles
    below its own highest role)."""

    id: int
    name: str
    position: int = 1
    permissions: int = 0
    managed: bool = False


@dataclass
class GuildRec:
    id: int
    name: str
    owner_id: int
    locale: str = "es-ES"
    members: dict[int, MemberRec] = field(default_factory=dict)
    roles: dict[int, RoleRec] = field(default_factory=dict)  # besides @everyone
    bot_permissions: int = Perm.BOT_DEFAULT  # what the bot's own role grants


@dataclass
class ChannelRec:
    """A guild text channel (type 0), a thread under one (11 public, 12 private), or the bot's
    direct message channel with one person (type 1, ``recipient_id``; ``guild_id`` 0).

    The ``bot_can_*`` flags are the bot's permissions in it (a thread follows its parent's);
    ``overwrites`` are per-user (allow, deny) bits, as a moderator sets them on a channel.
    """

    id: int
    guild_id: int
    name: str
    position: int = 0
    bot_can_view: bool = True
    bot_can_send: bool = True
    bot_can_attach: bool = True
    type: int = 0
    parent_id: int | None = None
    owner_id: int | None = None  # who started a thread
    thread_members: set[int] = field(default_factory=set)
    archived: bool = False
    locked: bool = False
    deleted: bool = False
    overwrites: dict[int, tuple[int, int]] = field(default_factory=dict)
    recipient_id: int | None = None  # a DM's other person

    @property
    def is_dm(self) -> bool:
        return self.type == 1

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    @property
    def bot_denied(self) -> int:
        bits = 0
        if not self.bot_can_view:
            bits |= Perm.VIEW_CHANNEL
        if not self.bot_can_send:
            bits |= Perm.SEND_MESSAGES | Perm.SEND_MESSAGES_IN_THREADS
        if not self.bot_can_attach:
            bits |= Perm.ATTACH_FILES
        return bits


@dataclass
class AttachmentRec:
    id: int
    filename: str
    data: bytes
    content_type: str | None = None
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)


@dataclass
class MessageRec:
    """One message as Discord stores it, plus who can see it.

    ``visible_to`` is None for a public message, else the set of user ids that
    can see it (ephemeral messages: only the user who interacted).
    """

    id: int
    channel_id: int
    guild_id: int | None
    author_id: int
    content: str = ""
    embeds: list[dict] = field(default_factory=list)
    components: list[dict] = field(default_factory=list)
    attachments: list[AttachmentRec] = field(default_factory=list)
    flags: int = 0
    visible_to: frozenset[int] | None = None
    type: int = 0
    interaction_id: int | None = None
    webhook_id: int | None = None
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    edited_at: datetime | None = None
    deleted: bool = False
    history: list[dict] = field(default_factory=list)
    allowed_mentions: dict | None = None  # as the last request that set its content sent them
    pinged: Pinged = NOBODY  # who its content pings (mentions.py), as of that request

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & MsgFlag.EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & MsgFlag.LOADING)

    @property
    def edits(self) -> int:
        return len(self.history)

    def visible_for(self, user_id: int) -> bool:
        return not self.deleted and (self.visible_to is None or user_id in self.visible_to)

    def iter_components(self) -> list[dict]:
        """All interactive leaves (buttons, selects...) in display order."""
        return _walk_components(self.components)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.iter_components() if "custom_id" in c]

    @property
    def text(self) -> str:
        """Content plus embed text, for assertions that do not care about layout."""
        parts = [self.content or ""]
        for e in self.embeds:
            parts += [e.get("title", ""), e.get("description", "")]
            for f in e.get("fields", []):
                parts += [f.get("name", ""), f.get("value", "")]
            parts.append((e.get("footer") or {}).get("text", ""))
        for c in _walk_components(self.components, leaves_only=False):
            if c.get("type") == 10:  # components v2 text display
                parts.append(c.get("content", ""))
        return "\n".join(p for p in parts if p)

    @property
    def shown_attachments(self) -> list[AttachmentRec]:
        """The files a person sees: all of them, or under ``IS_COMPONENTS_V2`` only those a
        component shows (an ``attachment://`` reference), as Discord's clients draw them."""
        if not self.flags & MsgFlag.IS_COMPONENTS_V2:
            return list(self.attachments)
        shown = set(message_components.references(self.components))
        return [a for a in self.attachments if a.filename in shown]

    def snapshot(self) -> dict:
        return {
            "content": self.content,
            "embeds": self.embeds,
            "components": self.components,
            "attachments": [a.filename for a in self.attachments],
            "flags": self.flags,
        }


@dataclass(frozen=True, slots=True)
class MentionRec:
    """A message's create or edit whose content mentions someone, or whose allowed mentions
    let Discord read mentions from the content (``parse``): what it allowed and who it pinged."""

    message_id: int
    channel_id: int
    edit: bool
    text: str
    allowed_mentions: dict | None
    written: Pinged  # every mention in its content
    pinged: Pinged  # the ones Discord notifies

    @property
    def loose(self) -> bool:
        """Pings are left to the content: no allowed mentions while it mentions someone, or a
        ``parse`` that pings whatever the content holds (user text included)."""
        return (self.allowed_mentions is None and bool(self.written)) or bool(
            (self.allowed_mentions or {}).get("parse"))


@dataclass
class InteractionRec:
    """An interaction as Discord tracks it: its deadlines and what answered it."""

    id: int
    token: str
    type: int
    user_id: int
    guild_id: int | None
    channel_id: int
    created_at: float  # on the stand-in clock
    command_name: str | None = None
    message_id: int | None = None  # message whose component was used
    response_type: int | None = None
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    modal: dict | None = None  # the modal the bot opened in answer, if any
    modal_closed: bool = False  # submitted (or dismissed) by the user
    autocomplete_choices: list[dict] | None = None

    @property
    def responded(self) -> bool:
        return self.response_type is not None


@dataclass
class RequestRec:
    method: str
    path: str
    status: int
    code: int | None = None
    at: float = 0.0  # stand-in clock


class DiscordError(Exception):
    """Turns into one of Discord's JSON error answers."""

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        errors: dict | None = None,
        headers: dict[str, str] | None = None,
        extra: dict | None = None,
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message = status, code, message
        self.errors, self.headers, self.extra = errors, headers or {}, extra or {}

    def body(self) -> dict:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        body.update(self.extra)
        return body


def _form_error(path: list[str | int], code: str, message: str) -> DiscordError:
    """400 50035 Invalid Form Body with Discord's nested ``errors`` tree."""
    tree: dict = {"_errors": [{"code": code, "message": message}]}
    for key in reversed(path):
        tree = {str(key): tree}
    return DiscordError(400, 50035, "Invalid Form Body", errors=tree)


def _walk_components(components: list[dict], *, leaves_only: bool = True) -> list[dict]:
    """All components, depth first in display order (a parent before its children); with
    ``leaves_only`` only those without children. A stack and a list, not nested generators: the
    stand-in walks every message it stores and every press looks for its button, and the load
    bench stores many."""
    out: list[dict] = []
    stack = list(reversed(components or []))
    pop, push, keep = stack.pop, stack.extend, out.append
    while stack:
        c = pop()
        children = c.get("components")
        if c.get("component") or c.get("accessory"):  # components v2: a label's input, a section's
            children = list(children or [])
            for key in ("component", "accessory"):
                if c.get(key):
                    children.append(c[key])
        if children:
            if not leaves_only:
                keep(c)
            push(reversed(children))
        else:
            keep(c)
    return out


def _mention_text(m: MessageRec) -> str:
    """Where Discord reads a message's mentions: its content and its components' text
    displays (components v2), never its embeds."""
    parts = [m.content or ""]
    if m.flags & MsgFlag.IS_COMPONENTS_V2:
        parts += [c.get("content", "") for c in _walk_components(m.components, leaves_only=False)
                  if c.get("type") == 10]
    return "\n".join(p for p in parts if p)


def _copy_message(m: MessageRec) -> MessageRec:
    """``m`` with its own lists, to change and validate before it replaces ``m`` (what
    ``dataclasses.replace`` does, without calling ``__init__`` with every field again)."""
    new = object.__new__(MessageRec)
    new.__dict__.update(m.__dict__)
    new.embeds, new.components = list(m.embeds), list(m.components)
    new.attachments, new.history = list(m.attachments), list(m.history)
    return new


@functools.lru_cache(maxsize=256)
def _content_type(filename: str) -> str | None:
    """An upload's content type, by its name (as Discord guesses it); the bot sends few names."""
    return mimetypes.guess_type(filename)[0]


Handler = Callable[..., Awaitable[Any]]


class AnswerGate:
    """Hold the answers to the next ``count`` interaction callbacks until all have arrived,
    then let them go back in ``order`` (indexes of arrival): deterministic reordering, no
    timing. ``standin.answer_gate = AnswerGate(4, order=[3, 2, 1, 0])``."""

    def __init__(self, count: int, order: list[int]) -> None:
        self.count, self.order = count, order
        self.arrived: list[int] = []
        self._released: list[asyncio.Event] = []

    async def __call__(self, rec: InteractionRec) -> None:
        if len(self.arrived) >= self.count:
            return
        self.arrived.append(rec.id)
        gate = asyncio.Event()
        self._released.append(gate)
        if len(self.arrived) == self.count:
            asyncio.get_running_loop().create_task(self._release())
        await gate.wait()

    async def _release(self) -> None:
        for i in self.order:
            self._released[i].set()
            await asyncio.sleep(0)  # let that answer go back before the next
            await asyncio.sleep(0)


@dataclass
class Fault:
    """An answer Discord gives instead of the real one: an outage (503), a message a
    moderator deleted (404), permissions taken away (403)... See :meth:`StandIn.fail`."""

    method: str | None
    path: re.Pattern[str]
    status: int
    code: int
    message: str
    times: int | None = None  # answer this many requests, then stop; None: until stopped
    hits: int = 0
    active: bool = True

    def matches(self, method: str, path: str) -> bool:
        return self.active and (self.method is None or self.method == method) and bool(self.path.search(path))

    def stop(self) -> None:
        self.active = False


@dataclass
class _Upload:
    index: int
    filename: str
    data: bytes


@dataclass
class _Bucket:
    start: float
    count: int = 0


class StandIn:
    """Fake Discord: state, routes and the rules Discord enforces.

    Build the world (guilds, channels, users) *before* logging the bot in, since
    the bot learns it from the READY payload. Then ``await start()``; point
    discord.py at :attr:`api_url` (see ``harness.BotHarness``).
    """

    def __init__(
        self,
        *,
        clock: Clock | None = None,
        rate_limit: RateLimit | None = None,
        bot_token: str = "fake-token",
        bot_name: str = "musbot",
        shard_count: int = 1,
    ) -> None:
        self.clock = clock or Clock()
        self.shard_count = shard_count  # what GET /gateway/bot recommends; IDENTIFY must match it
        self.rate_limit = rate_limit if rate_limit is not None else RateLimit()
        self.bot_token = bot_token
        self._ids = itertools.count(1)
        self._last_snowflake = 0
        self.owner = UserRec(self.snowflake(), "owner")
        self.bot = UserRec(self.snowflake(), bot_name, bot=True)
        self.application_id = self.bot.id  # as for every modern bot
        self.users: dict[int, UserRec] = {self.owner.id: self.owner, self.bot.id: self.bot}
        self.guilds: dict[int, GuildRec] = {}
        self.channels: dict[int, ChannelRec] = {}
        self.messages: dict[int, MessageRec] = {}
        self.dm_channels: dict[int, ChannelRec] = {}  # recipient's user id -> the bot's DM with them
        self.interactions: dict[int, InteractionRec] = {}
        self._by_token: dict[str, InteractionRec] = {}  # the webhook routes' index of interactions
        # guild_id (None = global) -> {(name, type): command payload as Discord returns it}
        self.commands: dict[int | None, dict[tuple[str, int], dict]] = {}
        self.command_syncs: list[tuple[int | None, list[str]]] = []
        # every sync's payload as the bot sent it, accepted or not: (guild_id or None, commands)
        self.command_payloads: list[tuple[int | None, list[dict]]] = []
        self.requests: list[RequestRec] = []
        self.uploaded: list[tuple[int, AttachmentRec]] = []  # (message id, file): every upload, in order
        # every message create or edit that mentions anyone or lets its content decide (MentionRec)
        self.mentions: list[MentionRec] = []
        self.unhandled: list[str] = []  # "METHOD /path" answered 501
        self.crashes: list[str] = []  # tracebacks of stand-in bugs
        self.faults: list[Fault] = []
        # seconds Discord takes to answer an interaction callback (e.g. a seeded
        # ``lambda: rng.uniform(0, 0.03)``): answers then come back in another order
        self.answer_delay: Callable[[], float] | None = None
        # or, deterministically: awaited before each callback's answer goes back (a test can
        # hold the answers and release them in the order it wants: see AnswerGate)
        self.answer_gate: Callable[[InteractionRec], Awaitable[None]] | None = None
        self._problem_waiters: list[asyncio.Future[str]] = []
        self._change_waiters: list[asyncio.Future[None]] = []
        # (event, key) -> ERROR lines, reported by an instrumented bot process when it
        # has finished handling a gateway event (tests/e2e/bot_process.py)
        self.settled: dict[tuple[str, str], list[str]] = {}
        self._buckets: dict[int, _Bucket] = {}
        self._runner: web.AppRunner | None = None
        self.port: int | None = None
        self._routes: list[tuple[str, re.Pattern[str], Handler]] = []
        # the API routes by (method, first segment after /api/v10, number of "/"): see _route
        self._route_index: dict[tuple[str, str, int], list[tuple[re.Pattern[str], Handler]]] = {}
        self.gateway = Gateway(self)
        self._install_routes()

    # ------------------------------------------------------------------ world

    def snowflake(self, *, shard: int | None = None) -> int:
        """Unique, increasing ids shaped like Discord's (time-based) snowflakes; ``shard``:
        one whose guild is on that shard of :attr:`shard_count`."""
        ms = int(self.clock.epoch() * 1000) - DISCORD_EPOCH_MS  # Discord's time is the stand-in's
        if shard is None:
            value = max(ms << 22, self._last_snowflake + 1)
        else:
            value = snowflake_on_shard(shard, self.shard_count, after=self._last_snowflake, ms=ms)
        self._last_snowflake = value
        return value

    def add_guild(self, name: str = "Taberna", *, locale: str = "es-ES", shard: int | None = None) -> GuildRec:
        """A server with the bot in it; ``shard``: its id puts it on that shard."""
        guild = GuildRec(self.snowflake(shard=shard), name, owner_id=self.owner.id, locale=locale)
        self.guilds[guild.id] = guild
        role = RoleRec(self.snowflake(), self.bot.username, position=10, managed=True)
        guild.roles[role.id] = role
        guild.members[self.bot.id] = MemberRec(self.bot.id, roles=[role.id])
        guild.members[self.owner.id] = MemberRec(self.owner.id, permissions=Perm.ALL)
        return guild

    def add_channel(self, guild: GuildRec, name: str = "mus", **bot_perms: bool) -> ChannelRec:
        """``bot_perms``: bot_can_view / bot_can_send / bot_can_attach (default True)."""
        channel = ChannelRec(self.snowflake(), guild.id, name, position=len(self.channels), **bot_perms)
        self.channels[channel.id] = channel
        return channel

    def add_role(self, guild: GuildRec, name: str, *, position: int = 1, permissions: int = 0) -> RoleRec:
        role = RoleRec(self.snowflake(), name, position, permissions)
        guild.roles[role.id] = role
        return role

    def bot_role(self, guild: GuildRec) -> RoleRec:
        """The bot's own managed role (created with the guild): its position bounds the
        roles the bot may hand out."""
        return next(r for r in guild.roles.values() if r.managed)

    def delete_message(self, message: MessageRec) -> None:
        """A moderator deletes a message (the bot, without message intents, is not told)."""
        message.deleted = True
        self.notify()

    def delete_channel(self, channel: ChannelRec) -> dict:
        """A moderator deletes a channel or thread (and the threads under it); returns the
        CHANNEL_DELETE / THREAD_DELETE payload to feed the bot."""
        channel.deleted = True
        for child in self.channels.values():
            if child.parent_id == channel.id:
                child.deleted = True
        self.notify()
        return self.channel_json(channel)

    def fail(self, status: int, code: int, message: str, *, path: str, method: str | None = None,
             times: int | None = None) -> Fault:
        """From now on answer requests whose path matches ``path`` (a regex searched in
        e.g. ``/api/v10/channels/1/messages/2``) with this error, ``times`` times or until
        ``fault.stop()``: ``standin.fail(503, 0, "Service Unavailable", path="/messages")``."""
        fault = Fault(method, re.compile(path), status, code, message, times)
        self.faults.append(fault)
        return fault

    def permissions_in(self, channel: ChannelRec, user_id: int) -> int:
        """A member's permissions in a channel, overwrites included (what an interaction
        carries as ``member.permissions``)."""
        guild = self.guilds[channel.guild_id]
        member = guild.members[user_id]
        perms = member.permissions
        for rid in member.roles:
            if rid in guild.roles:
                perms |= guild.roles[rid].permissions
        if perms & Perm.ADMINISTRATOR:
            return Perm.ALL
        base = self.channels[channel.parent_id] if channel.is_thread and channel.parent_id else channel
        allow, deny = base.overwrites.get(user_id, (0, 0))
        return (perms & ~deny) | allow

    def bot_permissions_in(self, channel: ChannelRec) -> int:
        """The bot's permissions in a channel (a thread has its parent's)."""
        guild = self.guilds[channel.guild_id]
        base = self.channels[channel.parent_id] if channel.is_thread and channel.parent_id else channel
        return guild.bot_permissions & ~base.bot_denied

    def can_see(self, channel: ChannelRec, user_id: int) -> bool:
        """A private thread is seen by its members and by those who manage threads."""
        if channel.deleted:
            return False
        if channel.type == 12:
            return user_id in channel.thread_members or bool(
                self.permissions_in(channel, user_id) & Perm.MANAGE_THREADS)
        return True

    def add_user(
        self, name: str, *, guilds: list[GuildRec] | None = None, admin: bool = False
    ) -> UserRec:
        """A human; member of ``guilds`` (default: every guild known so far)."""
        user = UserRec(self.snowflake(), name.lower(), global_name=name)
        self.users[user.id] = user
        for guild in guilds if guilds is not None else self.guilds.values():
            guild.members[user.id] = MemberRec(user.id, permissions=Perm.ALL if admin else Perm.EVERYONE)
        return user

    def open_interaction(
        self,
        type: int,
        user: UserRec,
        channel: ChannelRec,
        *,
        command_name: str | None = None,
        message: MessageRec | None = None,
    ) -> InteractionRec:
        """Discord's side of a user's click: an id, a token and a 3 s deadline."""
        rec = InteractionRec(
            id=self.snowflake(),
            token="aW50ZXJhY3Rpb246" + secrets.token_urlsafe(60),
            type=type,
            user_id=user.id,
            guild_id=channel.guild_id,
            channel_id=channel.id,
            created_at=self.clock.now(),
            command_name=command_name,
            message_id=message.id if message else None,
        )
        self.interactions[rec.id] = rec
        self._by_token[rec.token] = rec
        return rec

    # ---------------------------------------------------------------- queries

    def channel_messages(
        self, channel: ChannelRec | int, *, viewer: UserRec | int | None = None, deleted: bool = False
    ) -> list[MessageRec]:
        """Messages of a channel in order. ``viewer=None``: public ones only;
        a user: what that user sees (public + their ephemerals)."""
        cid = channel if isinstance(channel, int) else channel.id
        vid = viewer.id if isinstance(viewer, UserRec) else viewer
        out = []
        for m in sorted(self.messages.values(), key=lambda m: m.id):
            if m.channel_id != cid or (m.deleted and not deleted):
                continue
            if m.visible_to is None or (vid is not None and vid in m.visible_to):
                out.append(m)
        channel_rec = self.channels.get(cid)
        if vid is not None and channel_rec is not None and channel_rec.type == 12 and not self.can_see(channel_rec, vid):
            return []
        return out

    def direct_messages(self, user: UserRec | int) -> list[MessageRec]:
        """What the bot sent ``user`` privately (their DM with the bot), in order, as they see it now."""
        uid = user if isinstance(user, int) else user.id
        channel = self.dm_channels.get(uid)
        if channel is None:
            return []
        return sorted((m for m in self.messages.values() if m.channel_id == channel.id and not m.deleted),
                      key=lambda m: m.id)

    @property
    def problems(self) -> list[str]:
        return self.unhandled + self.crashes

    def wait_problem(self) -> asyncio.Future[str]:
        """A future resolved at the next unimplemented route or stand-in crash.

        The harness races it against the bot's tasks: discord.py's webhook
        adapter retries any 5xx with real sleeps (1+3+5+7+9 s), so without it
        a 501 there would surface as a slow, puzzling timeout."""
        future = asyncio.get_running_loop().create_future()
        self._problem_waiters.append(future)
        return future

    def _problem(self, kind: list[str], text: str) -> None:
        kind.append(text)
        waiters, self._problem_waiters = self._problem_waiters, []
        for future in waiters:
            if not future.done():
                future.set_result(text)
        self.notify()

    def notify(self) -> None:
        """Something happened (a request, a gateway message, a report): wake :meth:`wait_until`."""
        waiters, self._change_waiters = self._change_waiters, []
        for future in waiters:
            if not future.done():
                future.set_result(None)

    async def wait_until(
        self, predicate: Callable[[], Any], *, timeout: float, what: str, strict: bool = True
    ) -> Any:
        """Wait, without polling, until ``predicate()`` is truthy after some stand-in
        event (a request served, a gateway message, a bot's report); return its value.

        ``timeout`` (real seconds) is only a bound: reaching it fails the test, as
        does a stand-in problem when ``strict``. ``predicate`` may raise to give up
        early (e.g. the bot disconnected)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            if strict and self.problems:
                raise AssertionError(f"the stand-in cannot serve the bot: {self.problems}")
            result = predicate()
            if result:
                return result
            left = deadline - loop.time()
            if left <= 0:
                raise AssertionError(f"waited {timeout}s for {what}")
            future: asyncio.Future[None] = loop.create_future()
            self._change_waiters.append(future)
            try:
                await asyncio.wait_for(future, left)
            except TimeoutError:
                pass

    async def wait_settled(self, event: str, key: str, *, timeout: float,
                           alive: Callable[[], str | None] | None = None) -> list[str]:
        """Wait for an instrumented bot process to report it is done with ``event``
        (``key``: the interaction id, or READY's session id); returns the ERROR lines
        it logged meanwhile. ``alive()`` returns why the wait is hopeless, if it is."""

        def done() -> bool:
            if (event, key) in self.settled:
                return True
            reason = alive() if alive is not None else None
            if reason:
                raise AssertionError(f"waiting for the bot to handle {event} {key}: {reason}")
            return False

        await self.wait_until(done, timeout=timeout, what=f"the bot to handle {event} {key}")
        return self.settled[(event, key)]

    def ready_payload(self, session_id: str, resume_gateway_url: str, *,
                      shard: tuple[int, int] | None = None) -> dict:
        """READY with every guild complete (channels, members), so no GUILD_CREATE follows;
        ``shard`` (IDENTIFY's ``[i, n]``): only shard i's guilds."""
        user = self.user_json(self.bot) | {"verified": True, "mfa_enabled": False, "email": None}
        guilds = [g for g in self.guilds.values() if shard is None or shard_of(g.id, shard[1]) == shard[0]]
        return {
            "v": 10, "user": user, "session_id": session_id, "shard": list(shard or (0, 1)),
            "resume_gateway_url": resume_gateway_url,
            "guilds": [self.guild_json(g, full=True) for g in guilds],
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [], "relationships": [], "presences": [],
        }

    def requests_to(self, method: str, path_regex: str) -> list[RequestRec]:
        pattern = re.compile(path_regex)
        return [r for r in self.requests if r.method == method and pattern.search(r.path)]

    # ---------------------------------------------------------------- server

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise RuntimeError("StandIn not started")
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        """What ``discord.http.Route.BASE`` must be set to."""
        return self.base_url + API_PREFIX

    async def start(self) -> None:
        loop = asyncio.get_running_loop()

        def request(message: Any, payload: Any, protocol: Any, writer: Any, task: Any) -> web.BaseRequest:
            return web.BaseRequest(message, payload, protocol, writer, task, loop, client_max_size=64 * 1024 * 1024)

        # aiohttp's low-level server: every request goes to _dispatch, without an Application's
        # router and middlewares around it (a fifth of aiohttp's own CPU a request)
        server = web.Server(self._dispatch, request_factory=request, access_log=None)
        self._runner = web.ServerRunner(server, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def stop(self) -> None:
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def _install_routes(self) -> None:
        table: list[tuple[str, str, Handler]] = [
            ("GET", "/users/@me", self._get_me),
            ("POST", "/users/@me/channels", self._create_dm),
            ("GET", "/users/{user_id}", self._get_user),
            ("GET", "/applications/@me", self._get_application),
            ("GET", "/oauth2/applications/@me", self._get_application),
            ("GET", "/applications/{app_id}/commands", self._get_commands),
            ("PUT", "/applications/{app_id}/commands", self._put_commands),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self._get_commands),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self._put_commands),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._callback),
            ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_get),
            ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_edit),
            ("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_delete),
            ("POST", "/webhooks/{app_id}/{token}", self._webhook_followup),
            ("GET", "/channels/{channel_id}", self._get_channel),
            ("POST", "/channels/{channel_id}/messages", self._channel_create),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._channel_get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._channel_edit),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._channel_delete),
            ("PATCH", "/channels/{channel_id}", self._edit_channel),
            ("DELETE", "/channels/{channel_id}", self._delete_channel),
            ("POST", "/channels/{channel_id}/threads", self._create_thread),
            ("GET", "/channels/{channel_id}/thread-members/{user_id}", self._get_thread_member),
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}", self._add_thread_member),
            ("DELETE", "/channels/{channel_id}/thread-members/{user_id}", self._remove_thread_member),
            ("GET", "/guilds/{guild_id}/roles", self._get_roles),
            ("POST", "/guilds/{guild_id}/roles", self._create_role),
            ("PUT", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}", self._add_member_role),
            ("DELETE", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}", self._remove_member_role),
            ("GET", "/guilds/{guild_id}", self._get_guild),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member),
            ("GET", "/gateway", self.gateway.get_gateway),
            ("GET", "/gateway/bot", self.gateway.get_gateway_bot),
        ]
        for method, path, handler in table:
            regex = re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", re.escape(path).replace(r"\{", "{").replace(r"\}", "}"))
            self._routes.append((method, re.compile(f"^{API_PREFIX}{regex}$"), handler))
            full = API_PREFIX + path
            key = (method, full.split("/", 4)[3], full.count("/"))
            self._route_index.setdefault(key, []).append((self._routes[-1][1], handler))
        self._routes.append(("GET", re.compile(r"^/attachments/(?P<attachment_id>\d+)/[^/]+$"), self._cdn))
        self._routes.append(("GET", re.compile(f"^{WS_PATH}/?$"), self.gateway.handle))
        self._routes.append(("POST", re.compile(r"^/_standin/settled$"), self._settled))

    def _route(self, method: str, path: str) -> tuple[Handler, re.Match[str]] | None:
        """The first route (in :meth:`_install_routes`' order) that matches: an API path is only
        tried against the routes of its method, first segment and length (a parameter never
        holds a ``/``), so a press's requests are not matched against thirty patterns each."""
        parts = path.split("/", 4)
        key = (method, parts[3], path.count("/")) if len(parts) > 3 and path.startswith(_API_SLASH) else None
        for pattern, handler in self._route_index.get(key, ()) if key is not None else ():
            if m := pattern.match(path):
                return handler, m
        for meth, pattern, handler in self._routes:
            if meth == method and not pattern.pattern.startswith(_API_PATTERN) and (m := pattern.match(path)):
                return handler, m
        return None

    async def _dispatch(self, request: web.Request) -> web.StreamResponse:
        path = request.path
        found = self._route(request.method, path)
        if found is None:
            what = f"{request.method} {path}"
            self._problem(self.unhandled, what)
            return self._log(request, self._json({"message": f"stand-in does not implement {what}", "code": 0}, 501))
        handler, match = found
        fault = next((f for f in self.faults if f.matches(request.method, path)), None)
        if fault is not None:
            fault.hits += 1
            if fault.times is not None and fault.hits >= fault.times:
                fault.active = False
            error = DiscordError(fault.status, fault.code, fault.message)
            body = error.body() if fault.status < 500 else {"message": fault.message, "code": 0}
            return self._log(request, self._json(body, fault.status, {"Via": "1.1 google"}), fault.code)
        try:
            if not path.startswith(NO_AUTH_PATHS) and path.rstrip("/") not in (WS_PATH, "/api/v10/gateway"):
                self._check_auth(request)
            result = await handler(request, **match.groupdict())
        except DiscordError as exc:
            headers = {"Via": "1.1 google", **exc.headers}  # discord.py trusts 429s only with Via
            return self._log(request, self._json(exc.body(), exc.status, headers), exc.code)
        except Exception:  # a stand-in bug: 400 because discord.py would retry a 500 with sleeps
            self._problem(self.crashes, f"{request.method} {path}\n{traceback.format_exc()}")
            return self._log(request, self._json({"message": "stand-in crashed", "code": 0}, 400))
        if isinstance(result, web.StreamResponse):
            return self._log(request, result)
        if result is None:
            return self._log(request, web.Response(status=204))
        return self._log(request, self._json(result, 200))

    def _log(self, request: web.Request, response: web.StreamResponse, code: int | None = None) -> web.StreamResponse:
        self.requests.append(RequestRec(request.method, request.path, response.status, code, self.clock.now()))
        self.notify()
        return response

    async def _settled(self, request: web.Request) -> None:
        """Not Discord: an instrumented bot process says it is done with an event (over HTTP:
        READY, or when its gateway connection is gone; see :meth:`report_settled`)."""
        self.report_settled(await request.json())

    def report_settled(self, report: dict) -> None:
        """An instrumented bot process is done with an event: ``{event, key, errors}``, posted
        to ``/_standin/settled`` or sent on its gateway connection (``gateway.SETTLED``)."""
        self.settled[(str(report["event"]), str(report["key"]))] = list(report.get("errors") or [])
        self.notify()

    @staticmethod
    def _json(data: Any, status: int, headers: dict[str, str] | None = None) -> web.Response:
        # Exactly "application/json": discord.py compares the header verbatim.
        hdrs = {"Content-Type": "application/json", **(headers or {})}
        return web.Response(body=wire.dumps(data), status=status, headers=hdrs)

    def _check_auth(self, request: web.Request) -> None:
        if request.headers.get("Authorization") != f"Bot {self.bot_token}":
            raise DiscordError(401, 0, "401: Unauthorized")

    @staticmethod
    async def _body(request: web.Request) -> tuple[dict, list[_Upload]]:
        """JSON body, or multipart ``payload_json`` + ``files[n]`` as discord.py sends them.

        Read whole and cut by ``forms.form_parts``, not with ``request.post()``/``request.json()``
        or ``request.multipart()``: aiohttp parses the Content-Type header with the email package
        for the first two, and every part's Content-Disposition at great cost for the third
        (together a third of the load bench's own CPU)."""
        content_type = request.headers.get("Content-Type", "")
        if content_type.startswith("multipart/form-data"):
            payload: dict = {}
            uploads = []
            for part in form_parts(content_type, await request.read()):
                m = _FILE_FIELD.fullmatch(part.name or "")
                if part.name == "payload_json":
                    payload = wire.loads(part.data or b"{}")
                elif m and part.filename is not None:
                    uploads.append(_Upload(int(m[1]), part.filename, part.data))
            return payload, uploads
        if not request.can_read_body:
            return {}, []
        return wire.loads(await request.read()), []

    # ------------------------------------------------------------- serializers

    def user_json(self, user: UserRec) -> dict:
        return {
            "id": str(user.id), "username": user.username, "global_name": user.global_name,
            "discriminator": "0", "avatar": None, "bot": user.bot, "system": False,
            "public_flags": 0, "flags": 0, "banner": None, "accent_color": None,
        }

    def member_json(self, guild: GuildRec, user_id: int, *, with_user: bool = True) -> dict:
        member = guild.members[user_id]
        data = {
            "roles": [str(r) for r in member.roles], "nick": member.nick, "avatar": None,
            "joined_at": member.joined_at.isoformat(), "premium_since": None, "deaf": False,
            "mute": False, "flags": 0, "pending": False, "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user_json(self.users[user_id])
        return data

    def channel_json(self, channel: ChannelRec) -> dict:
        if channel.is_dm:
            assert channel.recipient_id is not None
            return {"id": str(channel.id), "type": 1, "last_message_id": None, "flags": 0,
                    "recipients": [self.user_json(self.users[channel.recipient_id])]}
        if channel.is_thread:
            return {
                "id": str(channel.id), "type": channel.type, "guild_id": str(channel.guild_id),
                "name": channel.name, "parent_id": str(channel.parent_id), "owner_id": str(channel.owner_id),
                "last_message_id": None, "rate_limit_per_user": 0, "flags": 0,
                "message_count": 0, "member_count": len(channel.thread_members), "total_message_sent": 0,
                "thread_metadata": {
                    "archived": channel.archived, "auto_archive_duration": 10080, "locked": channel.locked,
                    "archive_timestamp": self.clock.wall().isoformat(),
                    **({"invitable": False} if channel.type == 12 else {}),
                },
            }
        overwrites = []
        if channel.bot_denied:
            overwrites.append({"id": str(self.bot.id), "type": 1, "allow": "0", "deny": str(channel.bot_denied)})
        for uid, (allow, deny) in channel.overwrites.items():
            overwrites.append({"id": str(uid), "type": 1, "allow": str(allow), "deny": str(deny)})
        return {
            "id": str(channel.id), "type": channel.type, "guild_id": str(channel.guild_id), "name": channel.name,
            "position": channel.position, "permission_overwrites": overwrites, "topic": None,
            "nsfw": False, "last_message_id": None, "rate_limit_per_user": 0, "parent_id": None,
            "flags": 0,
        }

    def role_json(self, guild: GuildRec, role: RoleRec | None = None) -> dict:
        """A role; ``None``: @everyone (its id is the guild's)."""
        if role is None:
            return {
                "id": str(guild.id), "name": "@everyone", "color": 0, "hoist": False, "icon": None,
                "unicode_emoji": None, "position": 0, "permissions": str(Perm.EVERYONE),
                "managed": False, "mentionable": False, "flags": 0,
            }
        perms = guild.bot_permissions if role.managed else role.permissions
        data = {
            "id": str(role.id), "name": role.name, "color": 0, "hoist": False, "icon": None,
            "unicode_emoji": None, "position": role.position, "permissions": str(perms),
            "managed": role.managed, "mentionable": False, "flags": 0,
        }
        if role.managed:
            data["tags"] = {"bot_id": str(self.bot.id)}
        return data

    def guild_json(self, guild: GuildRec, *, full: bool = False) -> dict:
        """``full``: the gateway form (channels + members), as in READY/GUILD_CREATE."""
        data = {
            "id": str(guild.id), "name": guild.name, "icon": None, "splash": None,
            "discovery_splash": None, "owner_id": str(guild.owner_id), "afk_channel_id": None,
            "afk_timeout": 300, "verification_level": 0, "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [self.role_json(guild)] + [self.role_json(guild, r) for r in guild.roles.values()],
            "emojis": [], "stickers": [],
            "features": [], "mfa_level": 0, "system_channel_id": None, "system_channel_flags": 0,
            "rules_channel_id": None, "vanity_url_code": None, "description": None, "banner": None,
            "premium_tier": 0, "preferred_locale": guild.locale, "public_updates_channel_id": None,
            "nsfw_level": 0, "premium_progress_bar_enabled": False,
        }
        if full:
            data.update(
                unavailable=False, large=False, member_count=len(guild.members),
                joined_at=guild.members[self.bot.id].joined_at.isoformat(),
                channels=[self.channel_json(c) for c in self.channels.values()
                          if c.guild_id == guild.id and not c.is_thread and not c.deleted],
                members=[self.member_json(guild, uid) for uid in guild.members],
                threads=[self.channel_json(c) for c in self.channels.values()
                         if c.guild_id == guild.id and c.is_thread and not c.deleted and not c.archived],
                voice_states=[], presences=[], stage_instances=[],
                guild_scheduled_events=[], soundboard_sounds=[],
            )
        return data

    def attachment_json(self, a: AttachmentRec) -> dict:
        url = f"{self.base_url}/attachments/{a.id}/{a.filename}"
        data = {
            "id": str(a.id), "filename": a.filename, "size": a.size, "url": url, "proxy_url": url,
            "content_type": a.content_type,
        }
        if a.description is not None:
            data["description"] = a.description
        return data

    def message_json(self, m: MessageRec) -> dict:
        data: dict[str, Any] = {
            "id": str(m.id), "channel_id": str(m.channel_id), "type": m.type,
            "author": self.user_json(self.users[m.author_id]), "content": m.content,
            "timestamp": m.created_at.isoformat(),
            "edited_timestamp": m.edited_at.isoformat() if m.edited_at else None,
            "tts": False, "mention_everyone": m.pinged.everyone,
            "mentions": [self.user_json(self.users[u]) for u in sorted(m.pinged.users) if u in self.users],
            "mention_roles": [str(r) for r in sorted(m.pinged.roles)],
            "attachments": [self.attachment_json(a) for a in m.attachments], "embeds": m.embeds,
            "components": m.components, "pinned": False, "flags": m.flags,
        }
        if m.webhook_id is not None:
            data["webhook_id"] = str(m.webhook_id)
            data["application_id"] = str(self.application_id)
        if m.interaction_id is not None:
            inter = self.interactions[m.interaction_id]
            meta = {
                "id": str(inter.id), "type": inter.type,
                "user": self.user_json(self.users[inter.user_id]),
                "authorizing_integration_owners": {"0": str(inter.guild_id)} if inter.guild_id else {},
            }
            if inter.command_name:
                meta["name"] = inter.command_name
            if inter.message_id is not None:
                meta["interacted_message_id"] = str(inter.message_id)
            data["interaction_metadata"] = meta
        return data

    # --------------------------------------------------------------- messages

    def _validate(self, m: MessageRec) -> None:
        """The Invalid Form Body rules most likely to bite a card-game bot."""
        v2 = bool(m.flags & MsgFlag.IS_COMPONENTS_V2)
        if v2 and (m.content or m.embeds):
            raise _form_error(["content"], "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                              "content and embeds cannot be used with IS_COMPONENTS_V2")
        if not (m.content or m.embeds or m.components or m.attachments):
            raise DiscordError(400, 50006, "Cannot send an empty message")
        if len(m.content or "") > 2000:
            raise _form_error(["content"], "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length.")
        if len(m.embeds) > 10:
            raise _form_error(["embeds"], "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
        total = 0
        for i, e in enumerate(m.embeds):
            limits = {"title": 256, "description": 4096}
            for key, limit in limits.items():
                total += len(e.get(key) or "")
                if len(e.get(key) or "") > limit:
                    raise _form_error(["embeds", i, key], "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")
            fields = e.get("fields", [])
            if len(fields) > 25:
                raise _form_error(["embeds", i, "fields"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
            for j, f in enumerate(fields):
                total += len(f.get("name", "")) + len(f.get("value", ""))
                if not f.get("name") or not f.get("value") or len(f["name"]) > 256 or len(f["value"]) > 1024:
                    raise _form_error(["embeds", i, "fields", j], "BASE_TYPE_BAD_LENGTH", "Invalid field name/value length.")
            total += len((e.get("footer") or {}).get("text", "")) + len((e.get("author") or {}).get("name", ""))
        if total > 6000:
            raise _form_error(["embeds"], "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")
        try:
            message_components.check(m.components, flags=m.flags, filenames={a.filename for a in m.attachments})
        except message_components.Refusal as refusal:
            raise _form_error(list(refusal.path), refusal.code, refusal.message) from None
        if len(m.attachments) > 10:
            raise _form_error(["attachments"], "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
        for i, a in enumerate(m.attachments):  # the alt text screen readers say
            if len(a.description or "") > 1024:
                raise _form_error(["attachments", i, "description"], "BASE_TYPE_MAX_LENGTH",
                                  "Must be 1024 or fewer in length.")
        if sum(a.size for a in m.attachments) > ATTACHMENT_SIZE_LIMIT:
            raise DiscordError(413, 40005, "Request entity too large")

    def _apply(self, m: MessageRec, payload: dict, uploads: list[_Upload], *, editing: bool) -> MessageRec:
        """Return ``m`` changed by a create/edit payload (v10 attachment semantics)."""
        new = _copy_message(m)
        if "content" in payload:
            new.content = payload["content"] or ""
        if "embeds" in payload:
            new.embeds = payload["embeds"] or []
        if "components" in payload:
            new.components = payload["components"] or []
        if payload.get("flags") is not None:
            flags = int(payload["flags"])
            if editing:  # only these may change after creation; ephemeral never does
                if m.flags & ~flags & MsgFlag.IS_COMPONENTS_V2:  # an edit may opt in, never out
                    raise _form_error(["flags"], "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG",
                                      "IS_COMPONENTS_V2 cannot be removed from a message once set")
                mutable = MsgFlag.SUPPRESS_EMBEDS | MsgFlag.IS_COMPONENTS_V2
                new.flags = (m.flags & ~mutable) | (flags & mutable)
            else:
                new.flags = flags
        by_index = {u.index: u for u in uploads}
        fresh: list[AttachmentRec] = []
        if "attachments" in payload or uploads:
            listed = payload.get("attachments")
            if listed is None:
                listed = [{"id": u.index, "filename": u.filename} for u in uploads]
            kept = {a.id: a for a in m.attachments}
            result = []
            for i, spec in enumerate(listed):
                aid = int(spec["id"])
                if aid in kept and editing:
                    result.append(kept[aid])
                elif aid in by_index:
                    up = by_index.pop(aid)
                    filename = spec.get("filename") or up.filename
                    fresh.append(AttachmentRec(
                        self.snowflake(), filename, up.data, _content_type(filename), spec.get("description"),
                    ))
                    result.append(fresh[-1])
                else:
                    raise _form_error(["attachments", i, "id"], "ATTACHMENT_NOT_FOUND", f"Unknown attachment {aid}")
            new.attachments = result
        if editing and not m.loading:  # filling a "thinking" message is not an edit
            new.edited_at = self.clock.wall()
            new.history.append(m.snapshot())
        new.flags &= ~MsgFlag.LOADING
        ping = not editing or "content" in payload or "components" in payload or "allowed_mentions" in payload
        record = self._ping(new, payload, edit=editing and not m.loading) if ping else None
        self._validate(new)
        if record is not None:
            self.mentions.append(record)
        self.uploaded += [(m.id, a) for a in fresh]
        if editing:  # in place, so MessageRec objects held by tests stay current
            m.__dict__.update(new.__dict__)
            return m
        return new

    def _ping(self, new: MessageRec, payload: dict, *, edit: bool) -> MentionRec | None:
        """Who ``new`` pings as this create or edit sets it (``mentions.py``); a record of it when
        it mentions anyone or lets its content decide. Refused allowed mentions are a 400."""
        allowed = payload.get("allowed_mentions")
        text = _mention_text(new)
        reference = (payload.get("message_reference") or {}).get("message_id")
        replied = self.messages.get(int(reference)) if reference else None
        try:
            who = pinged(text, allowed, interaction=new.interaction_id is not None,
                         replied_author=replied.author_id if replied is not None else None)
        except MentionsRefused as exc:
            raise _form_error(exc.field.split("."), "BASE_TYPE_BAD", str(exc)) from None
        new.allowed_mentions, new.pinged = allowed, who
        written = mentioned(text)
        if not (written or who or (allowed or {}).get("parse")):
            return None
        return MentionRec(new.id, new.channel_id, edit, text, allowed, written, who)

    def pings(self, *, channel: ChannelRec | int | None = None) -> list[MentionRec]:
        """The records of messages that pinged anyone (of one channel, or all), in order."""
        cid = channel if channel is None or isinstance(channel, int) else channel.id
        return [r for r in self.mentions if r.pinged and (cid is None or r.channel_id == cid)]

    def _store(self, m: MessageRec) -> MessageRec:
        self.messages[m.id] = m
        return m

    def _new_message(
        self,
        channel: ChannelRec,
        payload: dict,
        uploads: list[_Upload],
        *,
        interaction: InteractionRec | None = None,
        loading: bool = False,
    ) -> MessageRec:
        base = MessageRec(
            id=self.snowflake(), channel_id=channel.id, guild_id=None if channel.is_dm else channel.guild_id,
            author_id=self.bot.id, created_at=self.clock.wall(),
        )
        if channel.is_dm:  # only its two ends see a direct message
            base.visible_to = frozenset({channel.recipient_id or 0})
        if interaction is not None:
            base.interaction_id = interaction.id
            base.webhook_id = self.application_id
            base.type = 20 if interaction.type == 2 else 0
        msg = self._apply(base, payload, uploads, editing=False) if not loading else base
        if loading:
            msg.flags = (int(payload.get("flags") or 0) & MsgFlag.EPHEMERAL) | MsgFlag.LOADING
        if msg.flags & MsgFlag.EPHEMERAL:
            if interaction is None:
                raise _form_error(["flags"], "MESSAGE_FLAGS_INVALID", "EPHEMERAL is only for interactions")
            msg.visible_to = frozenset({interaction.user_id})
        return msg

    # ---------------------------------------------------------------- routes

    async def _get_me(self, request: web.Request) -> dict:
        return self.user_json(self.bot)

    async def _create_dm(self, request: web.Request) -> dict:
        """Open (or find: one per person) the bot's DM channel with ``recipient_id``. It opens
        even when the person refuses DMs: only posting in it fails (403 50007)."""
        body = await request.json() if request.can_read_body else {}
        try:
            user = self.users.get(int(body.get("recipient_id") or 0))
        except (TypeError, ValueError):
            user = None
        if user is None:
            raise _form_error(["recipient_id"], "NUMBER_TYPE_COERCE", "Value is not a known user.")
        if user.bot:  # bots cannot open DMs with bots
            raise DiscordError(400, 50007, "Cannot send messages to this user")
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = ChannelRec(self.snowflake(), 0, "", type=1, recipient_id=user.id)
            self.channels[channel.id] = channel
            self.dm_channels[user.id] = channel
        return self.channel_json(channel)

    async def _get_user(self, request: web.Request, user_id: str) -> dict:
        user = self.users.get(int(user_id))
        if user is None:
            raise DiscordError(404, 10013, "Unknown User")
        return self.user_json(user)

    async def _get_application(self, request: web.Request) -> dict:
        return {
            "id": str(self.application_id), "name": self.bot.username, "icon": None,
            "description": "", "rpc_origins": [], "bot_public": True,
            "bot_require_code_grant": False, "owner": self.user_json(self.owner),
            "verify_key": "0" * 64, "flags": 0, "team": None, "summary": "",
            "bot": self.user_json(self.bot), "interactions_endpoint_url": None,
        }

    def _check_app(self, app_id: str) -> None:
        if int(app_id) != self.application_id:
            raise DiscordError(403, 50001, "Missing Access")

    def _guild_or_404(self, guild_id: str | None) -> int | None:
        if guild_id is None:
            return None
        if int(guild_id) not in self.guilds:
            raise DiscordError(404, 10004, "Unknown Guild")
        return int(guild_id)

    async def _get_commands(self, request: web.Request, app_id: str, guild_id: str | None = None) -> list:
        self._check_app(app_id)
        return list(self.commands.get(self._guild_or_404(guild_id), {}).values())

    async def _put_commands(self, request: web.Request, app_id: str, guild_id: str | None = None) -> list:
        """Bulk overwrite; ids survive for commands with the same name, as on Discord."""
        self._check_app(app_id)
        gid = self._guild_or_404(guild_id)
        payload = await request.json()
        self.command_payloads.append((gid, payload))
        wrong = command_limits.problems(payload)
        if wrong:  # Discord registers none of them, and points at the first it found
            raise _form_error(list(wrong[0].path), wrong[0].code, str(wrong[0]))
        old = self.commands.get(gid, {})
        new: dict[tuple[str, int], dict] = {}
        for cmd in payload:
            key = (cmd["name"], cmd.get("type", 1))
            previous = old.get(key)
            new[key] = {
                "id": previous["id"] if previous else str(self.snowflake()),
                "application_id": str(self.application_id), "version": str(self.snowflake()),
                "type": cmd.get("type", 1), "description": cmd.get("description", ""),
                "options": cmd.get("options", []), "nsfw": cmd.get("nsfw", False),
                "default_member_permissions": cmd.get("default_member_permissions"),
                "dm_permission": cmd.get("dm_permission", True),
                "contexts": cmd.get("contexts"), "integration_types": cmd.get("integration_types", [0]),
                "name_localizations": cmd.get("name_localizations"),
                "description_localizations": cmd.get("description_localizations"),
                **({"guild_id": str(gid)} if gid else {}),
                "name": cmd["name"],
            }
        self.commands[gid] = new
        self.command_syncs.append((gid, [k[0] for k in new]))
        return list(new.values())

    def find_command(self, name: str, guild_id: int | None) -> dict | None:
        """What the Discord client offers a user typing ``/name`` in ``guild_id``."""
        for scope in (guild_id, None):
            for (cname, ctype), cmd in self.commands.get(scope, {}).items():
                if cname == name and ctype == 1:
                    return cmd
        return None

    # interactions ----------------------------------------------------------

    def _interaction_by_token(self, app_id: str, token: str) -> InteractionRec:
        """Webhook-token routes: 401 once the token is dead (or was never valid)."""
        self._check_app(app_id)
        rec = self._by_token.get(token)
        if rec is None or rec.token != token or self.interactions.get(rec.id) is not rec:  # (a test's own)
            rec = next((i for i in self.interactions.values() if i.token == token), None)
            if rec is not None:
                self._by_token[token] = rec
        if rec is None or self.clock.now() - rec.created_at > TOKEN_LIFETIME:
            raise DiscordError(401, 50027, "Invalid Webhook Token")
        if not rec.responded:
            raise DiscordError(404, 10015, "Unknown Webhook")
        return rec

    async def _callback(self, request: web.Request, interaction_id: str, token: str) -> Any:
        rec = self.interactions.get(int(interaction_id))
        if rec is None or rec.token != token or self.clock.now() - rec.created_at > INTERACTION_DEADLINE:
            raise DiscordError(404, 10062, "Unknown interaction")
        if rec.responded:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        body, uploads = await self._body(request)
        rtype, data = body.get("type"), body.get("data") or {}
        channel = self.channels[rec.channel_id]
        source = self.messages.get(rec.message_id) if rec.message_id else None
        message: MessageRec | None = None
        if rtype == 4:
            message = self._store(self._new_message(channel, data, uploads, interaction=rec))
        elif rtype == 5:
            message = self._store(self._new_message(channel, data, uploads, interaction=rec, loading=True))
        elif rtype in (6, 7):
            if source is None:
                raise DiscordError(400, 40004, "Interaction response type requires a message component")
            message = source
            if rtype == 7:
                message = self._store(self._apply(source, data, uploads, editing=True))
        elif rtype == 9:
            if rec.type == 5:
                raise DiscordError(400, 50035, "Invalid Form Body: cannot answer a modal with a modal")
            _validate_modal(data)
            rec.modal = data
        elif rtype == 8:
            rec.autocomplete_choices = data.get("choices", [])
        else:
            raise _form_error(["type"], "BASE_TYPE_CHOICES", f"Unsupported callback type {rtype}")
        rec.response_type = rtype
        rec.original_message_id = message.id if message else None
        if self.answer_delay is not None:  # Discord's answer takes its time coming back
            await asyncio.sleep(self.answer_delay())
        if self.answer_gate is not None:
            await self.answer_gate(rec)
        if request.query.get("with_response", "").lower() not in ("1", "true"):
            return None
        answer: dict[str, Any] = {"interaction": {"id": str(rec.id), "type": rec.type}}
        if message is not None:
            answer["interaction"].update(
                response_message_id=str(message.id),
                response_message_loading=message.loading,
                response_message_ephemeral=message.ephemeral,
            )
            answer["resource"] = {"type": rtype, "message": self.message_json(message)}
        return answer

    def _webhook_message(self, rec: InteractionRec, message_id: str) -> MessageRec:
        mid = rec.original_message_id if message_id == "@original" else int(message_id)
        if mid is None or (mid != rec.original_message_id and mid not in rec.followup_ids):
            raise DiscordError(404, 10008, "Unknown Message")
        message = self.messages.get(mid)
        if message is None or message.deleted:
            raise DiscordError(404, 10008, "Unknown Message")
        return message

    async def _webhook_get(self, request: web.Request, app_id: str, token: str, message_id: str) -> dict:
        rec = self._interaction_by_token(app_id, token)
        return self.message_json(self._webhook_message(rec, message_id))

    async def _webhook_edit(self, request: web.Request, app_id: str, token: str, message_id: str) -> dict:
        rec = self._interaction_by_token(app_id, token)
        message = self._webhook_message(rec, message_id)
        payload, uploads = await self._body(request)
        return self.message_json(self._store(self._apply(message, payload, uploads, editing=True)))

    async def _webhook_delete(self, request: web.Request, app_id: str, token: str, message_id: str) -> None:
        rec = self._interaction_by_token(app_id, token)
        self._webhook_message(rec, message_id).deleted = True

    async def _webhook_followup(self, request: web.Request, app_id: str, token: str) -> dict | None:
        rec = self._interaction_by_token(app_id, token)
        payload, uploads = await self._body(request)
        original = self.messages.get(rec.original_message_id) if rec.original_message_id else None
        if original is not None and original.loading and rec.response_type == 5:
            # Discord: the first followup after a deferred "thinking" answer fills it in.
            message = self._apply(original, payload, uploads, editing=True)
        else:
            message = self._store(self._new_message(self.channels[rec.channel_id], payload, uploads, interaction=rec))
            rec.followup_ids.append(message.id)
        if request.query.get("wait", "").lower() not in ("1", "true"):
            return None
        return self.message_json(message)

    # channels ---------------------------------------------------------------

    def _channel(self, channel_id: str) -> ChannelRec:
        channel = self.channels.get(int(channel_id))
        if channel is None or channel.deleted:
            raise DiscordError(404, 10003, "Unknown Channel")
        if channel.is_dm:
            return channel
        if not self.bot_permissions_in(channel) & Perm.VIEW_CHANNEL:
            raise DiscordError(403, 50001, "Missing Access")
        return channel

    def _take_rate_limit(self, channel: ChannelRec) -> dict[str, str]:
        rl = self.rate_limit
        if rl is None:
            return {}
        now = self.clock.now()
        bucket = self._buckets.get(channel.id)
        if bucket is None or now >= bucket.start + rl.per:
            bucket = self._buckets[channel.id] = _Bucket(start=now)
        reset_after = rl.retry_after if rl.retry_after is not None else bucket.start + rl.per - now
        headers = {}
        if rl.headers:
            headers = {
                "X-RateLimit-Limit": str(rl.limit),
                "X-RateLimit-Remaining": str(max(rl.limit - bucket.count - 1, 0)),
                "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
                "X-RateLimit-Reset-After": f"{reset_after:.3f}",
                "X-RateLimit-Bucket": "standin-channel-messages",
            }
        if bucket.count >= rl.limit:
            if rl.retry_after is not None:
                del self._buckets[channel.id]
            if rl.headers:
                headers["X-RateLimit-Remaining"] = "0"
            headers.update({"Retry-After": str(math.ceil(reset_after)), "X-RateLimit-Scope": "user"})
            raise DiscordError(429, 0, "You are being rate limited.", headers=headers,
                               extra={"retry_after": reset_after, "global": False})
        bucket.count += 1
        return headers

    def _require(self, channel: ChannelRec, *, send: bool, attach: bool) -> None:
        if channel.is_dm:
            if send and not self.users[channel.recipient_id or 0].accepts_dms:
                raise DiscordError(403, 50007, "Cannot send messages to this user")
            return
        perms = self.bot_permissions_in(channel)
        send_bit = Perm.SEND_MESSAGES_IN_THREADS if channel.is_thread else Perm.SEND_MESSAGES
        if (send and not perms & send_bit) or (attach and not perms & Perm.ATTACH_FILES):
            raise DiscordError(403, 50013, "Missing Permissions")
        if send and channel.is_thread:
            if channel.locked:
                raise DiscordError(400, 50083, "Thread is locked")
            channel.archived = False  # a message to an archived thread opens it again

    async def _get_channel(self, request: web.Request, channel_id: str) -> dict:
        return self.channel_json(self._channel(channel_id))

    async def _channel_create(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel(channel_id)
        payload, uploads = await self._body(request)
        self._require(channel, send=True, attach=bool(uploads))
        headers = self._take_rate_limit(channel)
        message = self._store(self._new_message(channel, payload, uploads))
        return self._json(self.message_json(message), 200, headers)

    def _channel_message(self, channel: ChannelRec, message_id: str) -> MessageRec:
        message = self.messages.get(int(message_id))
        # Ephemeral messages do not exist for the channel endpoints.
        if message is None or message.deleted or message.channel_id != channel.id or message.ephemeral:
            raise DiscordError(404, 10008, "Unknown Message")
        return message

    async def _channel_get_message(self, request: web.Request, channel_id: str, message_id: str) -> dict:
        channel = self._channel(channel_id)
        return self.message_json(self._channel_message(channel, message_id))

    async def _channel_edit(self, request: web.Request, channel_id: str, message_id: str) -> web.Response:
        channel = self._channel(channel_id)
        message = self._channel_message(channel, message_id)
        if message.author_id != self.bot.id:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        payload, uploads = await self._body(request)
        self._require(channel, send=False, attach=bool(uploads))
        headers = self._take_rate_limit(channel)
        message = self._store(self._apply(message, payload, uploads, editing=True))
        return self._json(self.message_json(message), 200, headers)

    async def _channel_delete(self, request: web.Request, channel_id: str, message_id: str) -> None:
        channel = self._channel(channel_id)
        self._channel_message(channel, message_id).deleted = True

    # threads and channels ---------------------------------------------------

    def _bot_needs(self, channel: ChannelRec, bits: int) -> None:
        if self.bot_permissions_in(channel) & bits != bits:
            raise DiscordError(403, 50013, "Missing Permissions")

    async def _create_thread(self, request: web.Request, channel_id: str) -> dict:
        """Start a thread without a message (type 11 public, 12 private)."""
        parent = self._channel(channel_id)
        if parent.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        body = await request.json()
        kind = int(body.get("type") or 12)
        if kind not in (11, 12):
            raise _form_error(["type"], "BASE_TYPE_CHOICES", f"Bad thread type {kind}")
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            raise _form_error(["name"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        self._bot_needs(parent, Perm.CREATE_PUBLIC_THREADS if kind == 11 else Perm.CREATE_PRIVATE_THREADS)
        thread = ChannelRec(self.snowflake(), parent.guild_id, name, type=kind, parent_id=parent.id,
                            owner_id=self.bot.id, thread_members={self.bot.id})
        self.channels[thread.id] = thread
        return self.channel_json(thread)

    async def _get_thread_member(self, request: web.Request, channel_id: str, user_id: str) -> dict:
        """A thread member object if the person is in the thread, else 404 (archived threads too)."""
        thread = self._channel(channel_id)
        if not thread.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        if int(user_id) not in thread.thread_members:
            raise DiscordError(404, 10007, "Unknown Member")
        return {"id": str(thread.id), "user_id": user_id, "join_timestamp": self.clock.wall().isoformat(), "flags": 0}

    async def _add_thread_member(self, request: web.Request, channel_id: str, user_id: str) -> None:
        thread = self._channel(channel_id)
        if not thread.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        if int(user_id) not in self.guilds[thread.guild_id].members:
            raise DiscordError(404, 10007, "Unknown Member")
        self._require(thread, send=True, attach=False)
        thread.thread_members.add(int(user_id))

    async def _remove_thread_member(self, request: web.Request, channel_id: str, user_id: str) -> None:
        thread = self._channel(channel_id)
        self._bot_needs(thread, Perm.MANAGE_THREADS)
        thread.thread_members.discard(int(user_id))

    async def _edit_channel(self, request: web.Request, channel_id: str) -> dict:
        channel = self._channel(channel_id)
        body = await request.json()
        if channel.is_thread and channel.owner_id != self.bot.id:
            self._bot_needs(channel, Perm.MANAGE_THREADS)
        elif not channel.is_thread:
            self._bot_needs(channel, Perm.MANAGE_CHANNELS)
        if "name" in body:
            channel.name = str(body["name"])
        if "archived" in body:
            channel.archived = bool(body["archived"])
        if "locked" in body:
            channel.locked = bool(body["locked"])
        return self.channel_json(channel)

    async def _delete_channel(self, request: web.Request, channel_id: str) -> dict:
        channel = self._channel(channel_id)
        self._bot_needs(channel, Perm.MANAGE_THREADS if channel.is_thread else Perm.MANAGE_CHANNELS)
        return self.delete_channel(channel)

    # roles ------------------------------------------------------------------

    def _manageable(self, guild: GuildRec, role_id: str) -> RoleRec:
        role = guild.roles.get(int(role_id))
        if role is None:
            raise DiscordError(404, 10011, "Unknown Role")
        if not guild.bot_permissions & Perm.MANAGE_ROLES or role.managed:
            raise DiscordError(403, 50013, "Missing Permissions")
        if role.position >= self.bot_role(guild).position:  # the bot's role must be above it
            raise DiscordError(403, 50013, "Missing Permissions")
        return role

    async def _get_roles(self, request: web.Request, guild_id: str) -> list:
        guild = self.guilds[self._guild_or_404(guild_id)]
        return [self.role_json(guild)] + [self.role_json(guild, r) for r in guild.roles.values()]

    async def _create_role(self, request: web.Request, guild_id: str) -> dict:
        guild = self.guilds[self._guild_or_404(guild_id)]
        if not guild.bot_permissions & Perm.MANAGE_ROLES:
            raise DiscordError(403, 50013, "Missing Permissions")
        body = await request.json() if request.can_read_body else {}
        role = self.add_role(guild, str(body.get("name") or "new role"), position=1,
                             permissions=int(body.get("permissions") or 0))
        return self.role_json(guild, role)

    async def _add_member_role(self, request: web.Request, guild_id: str, user_id: str, role_id: str) -> None:
        guild = self.guilds[self._guild_or_404(guild_id)]
        role = self._manageable(guild, role_id)
        member = guild.members.get(int(user_id))
        if member is None:
            raise DiscordError(404, 10007, "Unknown Member")
        if role.id not in member.roles:
            member.roles.append(role.id)

    async def _remove_member_role(self, request: web.Request, guild_id: str, user_id: str, role_id: str) -> None:
        guild = self.guilds[self._guild_or_404(guild_id)]
        role = self._manageable(guild, role_id)
        member = guild.members.get(int(user_id))
        if member is None:
            raise DiscordError(404, 10007, "Unknown Member")
        if role.id in member.roles:
            member.roles.remove(role.id)

    async def _get_guild(self, request: web.Request, guild_id: str) -> dict:
        gid = self._guild_or_404(guild_id)
        return self.guild_json(self.guilds[gid])

    async def _get_member(self, request: web.Request, guild_id: str, user_id: str) -> dict:
        guild = self.guilds[self._guild_or_404(guild_id)]
        if int(user_id) not in guild.members:
            raise DiscordError(404, 10007, "Unknown Member")
        return self.member_json(guild, int(user_id))

    async def _cdn(self, request: web.Request, attachment_id: str) -> web.Response:
        for m in self.messages.values():
            for a in m.attachments:
                if a.id == int(attachment_id):
                    return web.Response(body=a.data, content_type=a.content_type or "application/octet-stream")
        raise DiscordError(404, 0, "Not Found")


def _validate_modal(data: dict) -> None:
    """Discord's limits on a modal: title 45, 1 to 5 rows, labels 45, placeholders 100."""
    if not 1 <= len(data.get("title") or "") <= 45:
        raise _form_error(["data", "title"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 45 in length.")
    if not 1 <= len(data.get("custom_id") or "") <= 100:
        raise _form_error(["data", "custom_id"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
    rows = data.get("components") or []
    if not 1 <= len(rows) <= 5:
        raise _form_error(["data", "components"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
    for c in _walk_components(rows):
        if len(c.get("label") or "") > 45 or len(c.get("placeholder") or "") > 100:
            raise _form_error(["data", "components"], "BASE_TYPE_MAX_LENGTH", "Label 45, placeholder 100.")
