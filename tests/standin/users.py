"""Simulated players: what a human does in the Discord client, as raw payloads.

Each action builds the INTERACTION_CREATE payload Discord would send (same keys
and nesting, snowflake ids, a fresh token, member with resolved permissions,
locale/guild_locale, app_permissions, and for components the ``message`` object
of the recorded message) and hands it to the bot through a :class:`Transport`:
``BotHarness`` (same process: fed to the client's parsers) or
``process.GatewayTransport`` (a bot process: sent over the stand-in's gateway).

The client-side rules a real user cannot break are checked here and fail the
test: you can only use commands Discord knows (synced), with valid options; only
press buttons that exist, are enabled and that you can see; only submit a modal
that the bot opened for you.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field
from typing import Any, Protocol

from .server import (
    ATTACHMENT_SIZE_LIMIT,
    ChannelRec,
    InteractionRec,
    MessageRec,
    Perm,
    RoleRec,
    StandIn,
    UserRec,
)


class Transport(Protocol):
    """How a user's interaction reaches the bot, and how we know it is done with it."""

    standin: StandIn

    async def deliver(
        self, payload: dict, rec: InteractionRec, *, expect_ack: bool = True, check_errors: bool = True
    ) -> list[str]:
        """Hand over an INTERACTION_CREATE ``d``; return when the bot is done, with the
        ERROR lines it logged. ``expect_ack``: fail if it never answered;
        ``check_errors``: fail on any logged error."""
        ...

APPLICATION_COMMAND, MESSAGE_COMPONENT, MODAL_SUBMIT = 2, 3, 5


@dataclass
class Delivery:
    """What one user action produced on the Discord side."""

    standin: StandIn
    interaction: InteractionRec
    errors: list[str] = field(default_factory=list)
    payload: dict = field(default_factory=dict)  # the INTERACTION_CREATE as sent (to redeliver it)

    @property
    def response(self) -> MessageRec | None:
        """The message the initial response created or updated (None for modals)."""
        mid = self.interaction.original_message_id
        return self.standin.messages.get(mid) if mid else None

    @property
    def followups(self) -> list[MessageRec]:
        return [self.standin.messages[i] for i in self.interaction.followup_ids]

    @property
    def modal(self) -> dict | None:
        return self.interaction.modal


def interaction_payload(
    standin: StandIn, rec: InteractionRec, data: dict, *, locale: str, message: MessageRec | None = None
) -> dict:
    """The gateway INTERACTION_CREATE ``d`` for a guild interaction."""
    guild = standin.guilds[rec.guild_id]
    channel = standin.channels[rec.channel_id]
    perms = standin.permissions_in(channel, rec.user_id)  # overwrites included, as Discord resolves them
    member = standin.member_json(guild, rec.user_id) | {"permissions": str(perms)}
    payload = {
        "id": str(rec.id),
        "application_id": str(standin.application_id),
        "type": rec.type,
        "data": data,
        "guild_id": str(guild.id),
        "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
        "channel_id": str(channel.id),
        "channel": standin.channel_json(channel) | {"permissions": str(perms)},
        "member": member,
        "token": rec.token,
        "version": 1,
        "app_permissions": str(standin.bot_permissions_in(channel)),
        "locale": locale,
        "guild_locale": guild.locale,
        "entitlements": [],
        "entitlement_sku_ids": [],
        "authorizing_integration_owners": {"0": str(guild.id)},
        "context": 0,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    }
    if message is not None:
        payload["message"] = standin.message_json(message)
    return payload


def dm_payload(standin: StandIn, rec: InteractionRec, data: dict, *, locale: str) -> dict:
    """The INTERACTION_CREATE ``d`` of a command used in a direct message with the bot."""
    user = standin.users[rec.user_id]
    return {
        "id": str(rec.id), "application_id": str(standin.application_id), "type": rec.type,
        "data": data, "channel_id": str(rec.channel_id),
        "channel": {"id": str(rec.channel_id), "type": 1, "recipients": [standin.user_json(user)]},
        "user": standin.user_json(user), "token": rec.token, "version": 1,
        "app_permissions": str(Perm.EVERYONE), "locale": locale, "entitlements": [],
        "authorizing_integration_owners": {"0": str(user.id)}, "context": 1,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    }


class SimUser:
    """A player in one channel. Every action returns a :class:`Delivery`.

    Common keyword arguments of actions: ``age`` advances the stand-in clock
    between the click and the bot receiving it (a late bot); ``expect_ack`` and
    ``check_errors`` are passed to :meth:`BotHarness.deliver`.
    """

    def __init__(self, transport: Transport, user: UserRec, channel: ChannelRec, *, locale: str | None = None):
        self.transport = transport
        self.harness = transport  # the old name
        self.standin = transport.standin
        self.user = user
        self.channel = channel
        self.locale = locale or self.standin.guilds[channel.guild_id].locale

    def __repr__(self) -> str:
        return f"<SimUser {self.user.global_name} {self.id}>"

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def mention(self) -> str:
        return self.user.mention

    # ------------------------------------------------------------- reading

    def sees(self, channel: ChannelRec | None = None) -> list[MessageRec]:
        """Messages of the channel this user can see (public + own ephemerals)."""
        return self.standin.channel_messages(channel or self.channel, viewer=self.user)

    def last_seen(self, channel: ChannelRec | None = None) -> MessageRec:
        seen = self.sees(channel)
        assert seen, f"{self} sees no message"
        return seen[-1]

    @property
    def open_modal(self) -> InteractionRec | None:
        """The interaction whose answer was a modal this user has not submitted."""
        recs = [
            i for i in self.standin.interactions.values()
            if i.user_id == self.id and i.modal is not None and not i.modal_closed
        ]
        return recs[-1] if recs else None

    # ------------------------------------------------------------- actions

    async def _send(
        self,
        rec: InteractionRec,
        data: dict,
        *,
        message: MessageRec | None = None,
        age: float = 0.0,
        expect_ack: bool = True,
        check_errors: bool = True,
    ) -> Delivery:
        payload = interaction_payload(self.standin, rec, data, locale=self.locale, message=message)
        return await self._hand_over(rec, payload, age=age, expect_ack=expect_ack, check_errors=check_errors)

    async def _hand_over(self, rec: InteractionRec, payload: dict, *, age: float = 0.0, expect_ack: bool = True,
                         check_errors: bool = True) -> Delivery:
        if age:
            self.standin.clock.advance(age)
        errors = await self.transport.deliver(payload, rec, expect_ack=expect_ack, check_errors=check_errors)
        return Delivery(self.standin, rec, errors, payload)

    async def redeliver(self, delivery: Delivery, **kw: Any) -> Delivery:
        """Discord sends the same INTERACTION_CREATE again (it may, after a reconnect)."""
        kw.setdefault("expect_ack", False)
        return await self._hand_over(delivery.interaction, delivery.payload, **kw)

    async def slash(self, command: str, *, channel: ChannelRec | None = None, **kw: Any) -> Delivery:
        """``await alice.slash("mus nueva", puntos=40)``: run ``/mus nueva puntos:40``.

        Options are checked against the *synced* command, as the Discord client
        does; ``age``/``expect_ack``/``check_errors`` are taken from ``kw``.
        """
        send_kw = {k: kw.pop(k) for k in ("age", "expect_ack", "check_errors") if k in kw}
        channel = channel or self.channel
        name, *path = command.lstrip("/").split()
        cmd = self.standin.find_command(name, channel.guild_id)
        assert cmd is not None, f"/{name} is not synced (tree.sync) for this guild or globally"
        required = cmd.get("default_member_permissions")
        perms = self.standin.permissions_in(channel, self.id)  # roles and overwrites, as Discord counts them
        if required is not None and not perms & Perm.ADMINISTRATOR:
            assert int(required) & ~perms == 0, f"Discord hides /{name} from {self}"

        root: list[dict] = []
        container, schema = root, cmd.get("options") or []
        for sub in path:
            opt = next((o for o in schema if o["name"] == sub and o["type"] in (1, 2)), None)
            assert opt is not None, f"/{name}: no subcommand {sub!r}; has {[o['name'] for o in schema]}"
            node: dict = {"type": opt["type"], "name": sub, "options": []}
            container.append(node)
            container, schema = node["options"], opt.get("options") or []
        assert not any(o["type"] in (1, 2) for o in schema), f"/{command} needs a subcommand"
        contexts = cmd.get("contexts")
        assert contexts is None or 0 in contexts, f"/{name} is not offered in servers"

        resolved: dict[str, dict] = {}
        for key, value in kw.items():
            opt = next((o for o in schema if o["name"] == key), None)
            assert opt is not None, f"/{command} has no option {key!r}; has {[o['name'] for o in schema]}"
            container.append({"type": opt["type"], "name": key, "value": self._option_value(opt, value, resolved)})
        missing = [o["name"] for o in schema if o.get("required") and o["name"] not in kw]
        assert not missing, f"/{command}: missing required options {missing}"

        data: dict[str, Any] = {"id": cmd["id"], "name": name, "type": 1}
        if root:
            data["options"] = root
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        rec = self.standin.open_interaction(APPLICATION_COMMAND, self.user, channel, command_name=command)
        return await self._send(rec, data, **send_kw)

    def offered_in_dm(self, command: str) -> bool:
        """Whether the Discord client offers ``/command`` in a direct message with the bot:
        only global commands whose ``contexts`` include 1 (or, without contexts, whose
        ``dm_permission`` is not false)."""
        cmd = self.standin.find_command(command.lstrip("/").split()[0], None)
        if cmd is None:
            return False
        contexts = cmd.get("contexts")
        if contexts is not None:
            return 1 in contexts
        return cmd.get("dm_permission", True) is not False

    async def slash_in_dm(self, command: str, **kw: Any) -> Delivery:
        """Run ``/command`` (no options) in a DM with the bot; the client must offer it."""
        assert self.offered_in_dm(command), f"Discord does not offer /{command} in DMs"
        name, *path = command.lstrip("/").split()
        cmd = self.standin.find_command(name, None)
        assert cmd is not None
        options: list[dict] = []
        container = options
        for sub in path:
            node: dict = {"type": 1, "name": sub, "options": []}
            container.append(node)
            container = node["options"]
        data: dict[str, Any] = {"id": cmd["id"], "name": name, "type": 1, "options": options}
        dm = ChannelRec(self.standin.snowflake(), 0, "dm")
        rec = InteractionRec(id=self.standin.snowflake(), token="aW50ZXJhY3Rpb246" + secrets.token_urlsafe(60),
                             type=APPLICATION_COMMAND, user_id=self.id, guild_id=None, channel_id=dm.id,
                             created_at=self.standin.clock.now(), command_name=command)
        self.standin.interactions[rec.id] = rec
        self.standin.channels[dm.id] = dm  # so an answer has somewhere to go
        return await self._hand_over(rec, dm_payload(self.standin, rec, data, locale=self.locale), **kw)

    async def user_command(self, name: str, target: SimUser | UserRec, **kw: Any) -> Delivery:
        """Right-click ``target`` → Apps → ``name`` (a user context-menu command)."""
        channel = self.channel
        cmd = None
        for scope in (channel.guild_id, None):
            for (cname, ctype), c in self.standin.commands.get(scope, {}).items():
                if cname == name and ctype == 2:
                    cmd = c
        assert cmd is not None, f"no user command {name!r} is synced"
        user = target.user if isinstance(target, SimUser) else target
        resolved: dict[str, dict] = {}
        self._option_value({"type": 6, "name": "target"}, user, resolved)
        data = {"id": cmd["id"], "name": name, "type": 2, "target_id": str(user.id), "resolved": resolved}
        rec = self.standin.open_interaction(APPLICATION_COMMAND, self.user, channel, command_name=name)
        return await self._send(rec, data, **kw)

    async def press_forged(self, message: MessageRec | int, custom_id: str, *, values: list[str] | None = None,
                           **kw: Any) -> Delivery:
        """What a modified client can send: a press of ``custom_id`` on ``message`` whether
        or not the message has that component (an attack the bot must refuse)."""
        msg = message if isinstance(message, MessageRec) else self.standin.messages[message]
        kind = 3 if values is not None else 2
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": kind}
        if values is not None:
            data["values"] = list(values)
        rec = self.standin.open_interaction(MESSAGE_COMPONENT, self.user, self.standin.channels[msg.channel_id], message=msg)
        payload = interaction_payload(self.standin, rec, data, locale=self.locale, message=msg)
        # the worst case: the message the bot is handed carries the forged component too
        forged: dict[str, Any] = {"type": kind, "custom_id": custom_id}
        if kind == 2:
            forged |= {"style": 2, "label": "forged"}
        else:
            forged |= {"options": [{"label": v, "value": v} for v in values or ["x"]],
                       "min_values": 1, "max_values": max(1, len(values or []))}
        payload["message"]["components"] = [*payload["message"]["components"][:4],
                                            {"type": 1, "components": [forged]}]
        return await self._hand_over(rec, payload, **kw)

    async def choose_users(self, message: MessageRec | int, *users: SimUser | UserRec,
                           custom_id: str | re.Pattern[str] | None = None, **kw: Any) -> Delivery:
        """Pick ``users`` in a user select (component type 5)."""
        msg, select = self._find(message, (5,), custom_id=custom_id)
        lo, hi = select.get("min_values", 1), select.get("max_values", 1)
        assert lo <= len(users) <= hi, f"user select wants {lo}..{hi} users, got {len(users)}"
        resolved: dict[str, dict] = {}
        ids = [self._option_value({"type": 6, "name": "users"}, u.user if isinstance(u, SimUser) else u, resolved)
               for u in users]
        data = {"custom_id": select["custom_id"], "component_type": 5, "values": ids, "resolved": resolved}
        rec = self.standin.open_interaction(MESSAGE_COMPONENT, self.user, self.standin.channels[msg.channel_id], message=msg)
        return await self._send(rec, data, message=msg, **kw)

    def _option_value(self, opt: dict, value: Any, resolved: dict[str, dict]) -> Any:
        t, name = opt["type"], opt["name"]
        if t in (6, 9):  # user / mentionable
            user = value.user if isinstance(value, SimUser) else value
            assert isinstance(user, UserRec), f"option {name!r} wants a user"
            guild = self.standin.guilds[self.channel.guild_id]
            resolved.setdefault("users", {})[str(user.id)] = self.standin.user_json(user)
            if user.id in guild.members:
                member = self.standin.member_json(guild, user.id, with_user=False)
                member["permissions"] = str(guild.members[user.id].permissions)
                resolved.setdefault("members", {})[str(user.id)] = member
            return str(user.id)
        if t == 8:  # a role: resolved as Discord sends it
            assert isinstance(value, RoleRec), f"option {name!r} wants a role"
            guild = self.standin.guilds[self.channel.guild_id]
            resolved.setdefault("roles", {})[str(value.id)] = self.standin.role_json(guild, value)
            return str(value.id)
        if t == 7:
            assert isinstance(value, ChannelRec), f"option {name!r} wants a channel"
            resolved.setdefault("channels", {})[str(value.id)] = {
                "id": str(value.id), "name": value.name, "type": 0, "permissions": str(Perm.EVERYONE),
            }
            return str(value.id)
        if t == 8:  # a role of the guild
            assert isinstance(value, RoleRec), f"option {name!r} wants a role"
            guild = self.standin.guilds[self.channel.guild_id]
            resolved.setdefault("roles", {})[str(value.id)] = self.standin.role_json(guild, value)
            return str(value.id)
        expected = {3: str, 4: int, 5: bool, 10: (int, float)}.get(t)
        assert expected is not None, f"option type {t} not supported by the stand-in"
        ok = isinstance(value, expected) and (t == 5 or not isinstance(value, bool))
        assert ok, f"option {name!r} (type {t}) got {value!r}"
        choices = [c["value"] for c in opt.get("choices") or []]
        assert not choices or value in choices, f"option {name!r}: {value!r} not in choices {choices}"
        if t == 3:
            assert opt.get("min_length", 0) <= len(value) <= opt.get("max_length", 6000), f"{name!r} length"
        if t in (4, 10):
            assert opt.get("min_value", value) <= value <= opt.get("max_value", value), f"{name!r} out of range"
        return value

    def _find(self, message: MessageRec | int, types: tuple[int, ...], **match: Any) -> tuple[MessageRec, dict]:
        msg = message if isinstance(message, MessageRec) else self.standin.messages[message]
        assert msg.visible_for(self.id), f"{self} cannot see message {msg.id}"
        where = self.standin.channels.get(msg.channel_id)
        assert where is None or self.standin.can_see(where, self.id), f"{self} cannot see channel {msg.channel_id}"
        candidates = [c for c in msg.iter_components() if c.get("type") in types and "custom_id" in c]
        wanted = {k: v for k, v in match.items() if v is not None}

        def fits(c: dict) -> bool:
            return all(
                v.search(c.get(k) or "") if isinstance(v, re.Pattern) else c.get(k) == v
                for k, v in wanted.items()
            )

        found = [c for c in candidates if fits(c)]
        described = [(c.get("label") or c.get("placeholder"), c["custom_id"]) for c in candidates]
        assert len(found) == 1, f"{len(found)} components match {wanted} in message {msg.id}: {described}"
        assert not found[0].get("disabled"), f"component {found[0]['custom_id']!r} is disabled"
        return msg, found[0]

    async def press(
        self,
        message: MessageRec | int,
        label: str | re.Pattern[str] | None = None,
        *,
        custom_id: str | re.Pattern[str] | None = None,
        **kw: Any,
    ) -> Delivery:
        """Click the one button matching ``label``/``custom_id`` (exact strings, or
        compiled regexes searched) on the recorded message."""
        msg, button = self._find(message, (2,), label=label, custom_id=custom_id)
        data = {"custom_id": button["custom_id"], "component_type": 2}
        if "id" in button:
            data["id"] = button["id"]
        rec = self.standin.open_interaction(MESSAGE_COMPONENT, self.user, self.standin.channels[msg.channel_id], message=msg)
        return await self._send(rec, data, message=msg, **kw)

    async def choose(
        self,
        message: MessageRec | int,
        *values: str,
        custom_id: str | re.Pattern[str] | None = None,
        placeholder: str | re.Pattern[str] | None = None,
        **kw: Any,
    ) -> Delivery:
        """Pick ``values`` in a string select (checked against its options)."""
        msg, select = self._find(message, (3,), custom_id=custom_id, placeholder=placeholder)
        allowed = [o["value"] for o in select.get("options", [])]
        assert set(values) <= set(allowed), f"{values} not among options {allowed}"
        lo, hi = select.get("min_values", 1), select.get("max_values", 1)
        assert lo <= len(values) <= hi, f"select wants {lo}..{hi} values, got {len(values)}"
        data = {"custom_id": select["custom_id"], "component_type": 3, "values": list(values)}
        rec = self.standin.open_interaction(MESSAGE_COMPONENT, self.user, self.standin.channels[msg.channel_id], message=msg)
        return await self._send(rec, data, message=msg, **kw)

    async def submit(self, values: dict[str, Any] | None = None, **kw: Any) -> Delivery:
        """Fill and submit the modal the bot opened for this user.

        ``values`` maps text-input custom_ids to strings (select custom_ids to
        lists); unfilled inputs keep their pre-filled ``value``.
        """
        values = dict(values or {})
        opener = self.open_modal
        assert opener is not None, f"no modal open for {self}"
        modal = opener.modal or {}

        def answer(c: dict) -> dict | None:
            cid = c.get("custom_id")
            if c.get("type") == 4:
                value = values.pop(cid, c.get("value") or "")
                assert not (c.get("required", True) and not value), f"text input {cid!r} is required"
                assert c.get("min_length", 0) <= len(value) <= c.get("max_length", 4000), f"{cid!r} length"
                return {"type": 4, "custom_id": cid, "value": value}
            if c.get("type") == 3:
                return {"type": 3, "custom_id": cid, "values": list(values.pop(cid, []))}
            return None

        components = []
        for top in modal.get("components", []):
            if top.get("type") == 1:
                inner = [a for a in map(answer, top.get("components", [])) if a]
                components.append({"type": 1, "components": inner})
            elif top.get("type") == 18 and (a := answer(top.get("component") or {})):
                components.append({"type": 18, "component": a})
        assert not values, f"modal has no inputs {list(values)}"
        opener.modal_closed = True
        source = self.standin.messages.get(opener.message_id) if opener.message_id else None
        channel = self.standin.channels[opener.channel_id]
        rec = self.standin.open_interaction(MODAL_SUBMIT, self.user, channel, message=source)
        data = {"custom_id": modal["custom_id"], "components": components}
        return await self._send(rec, data, message=source, **kw)


def make_user(
    transport: Transport, name: str | UserRec, *, channel: ChannelRec | None = None, locale: str | None = None
) -> SimUser:
    """A simulated player. ``name`` is created in the stand-in if unknown."""
    standin = transport.standin
    if isinstance(name, UserRec):
        rec = name
    else:
        rec = next((u for u in standin.users.values() if u.global_name == name), None)
        rec = rec or standin.add_user(name)
    channel = channel or next(iter(standin.channels.values()))
    return SimUser(transport, rec, channel, locale=locale)
