"""Seasons that end on Discord: close the season in the store, post the champions'
message (the picture of the top players and pairs, with its alt text) in the server's chosen
channel, and move the champions' role from the previous champions to the new ones.

The season closes first and stays closed whatever Discord then refuses: a channel the bot may
not write in, a role deleted, the bot without Manage Roles or with its own role below the
champions' one. Each of these becomes a line for the admin (``SeasonOutcome.notes``), never an
error. ``SeasonScheduler`` closes the seasons whose monthly or quarterly period is over, from the
bot's tick loop.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import discord

from musbot import league
from musbot.i18n import t
from musbot.league.models import SeasonClose
from musbot.render.season import render_season
from musbot.store import Store

from .languages import Languages
from .league import season_alt, season_board, season_lines
from .mentions import NOBODY
from .messages import png_file

log = logging.getLogger(__name__)

CHAMPIONS_COLOUR = 0xF9A825


@dataclass
class SeasonOutcome:
    """What closing a season did: the store's answer, where the champions' message went, and
    what to tell the admin (catalogue keys with their parameters)."""

    close: SeasonClose | None
    posted_in: int | None = None
    notes: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def lines(self, lang: str) -> list[str]:
        return [t(key, lang, **params) for key, params in self.notes]


async def close_season(client: discord.Client, store: Store, languages: Languages, guild_id: int, *,
                       by: int | None = None, expected: int | None = None, name: str | None = None,
                       fallback_channel: int | None = None, at: float | None = None) -> SeasonOutcome:
    """Close ``guild_id``'s season, announce it and move the role. ``expected``: only if that
    season is still the current one (the scheduler; None from the store: nothing was closed).
    ``fallback_channel``: where to post when the server chose no champions' channel."""
    close = await league.close_season(store, guild_id, name=name, by=by, expected=expected, at=at)
    outcome = SeasonOutcome(close)
    if close is None:
        return outcome
    lang = await languages.of_guild(guild_id)
    channel_id = close.champions_channel_id or fallback_channel
    if channel_id is not None:
        await _post(client, close, channel_id, lang, outcome)
    if close.champion_role_id is not None:
        await _move_role(client, close, close.champion_role_id, outcome)
    return outcome


async def _post(client: discord.Client, close: SeasonClose, channel_id: int, lang: str,
                outcome: SeasonOutcome) -> None:
    guild = client.get_guild(close.guild_id)
    board = season_board(close, lang, guild.name if guild is not None else None)
    picture = await asyncio.to_thread(render_season, board)
    title, lines = season_lines(close, lang)
    name = f"temporada_{close.season}.png"
    embed = discord.Embed(title=title[:256], description="\n".join(lines)[:4000], colour=CHAMPIONS_COLOUR)
    embed.set_image(url=f"attachment://{name}")
    file = png_file(picture, name, alt=season_alt(close, lang))
    channel = client.get_partial_messageable(channel_id, guild_id=close.guild_id)
    try:
        await channel.send(embed=embed, file=file, allowed_mentions=NOBODY)
        outcome.posted_in = channel_id
    except discord.HTTPException as exc:  # no access, deleted channel: the season is closed all the same
        log.info("champions' message not posted in channel %s (%s)", channel_id, exc.status)
        outcome.notes.append(("history.season.not_posted", {"season": close.season, "channel": f"<#{channel_id}>"}))


async def _move_role(client: discord.Client, close: SeasonClose, role_id: int, outcome: SeasonOutcome) -> None:
    """Take the role from previous champions who are not champions again, give it to the new
    ones; first check that the bot may (Manage Roles, its own role above this one)."""
    guild = client.get_guild(close.guild_id)
    role = guild.get_role(role_id) if guild is not None else None
    if guild is None or role is None:
        outcome.notes.append(("history.season.role_missing", {}))
        return
    mention = role.mention
    me = guild.me
    if me is None:
        assert client.user is not None
        try:
            me = await guild.fetch_member(client.user.id)
        except discord.HTTPException:
            me = None
    if me is None or not me.guild_permissions.manage_roles:
        outcome.notes.append(("history.season.role_no_permission", {}))
        return
    if role >= me.top_role or role.managed:
        outcome.notes.append(("history.season.role_too_high", {"role": mention}))
        return
    new = {p.user_id for p in close.champions if p.user_id is not None and not p.is_ai}
    old = {p.user_id for p in close.previous_champions if p.user_id is not None and not p.is_ai}
    reason = f"Mus: season {close.season} champions"
    for user_id, change in [*((u, client.http.remove_role) for u in sorted(old - new)),
                            *((u, client.http.add_role) for u in sorted(new))]:
        try:
            await change(guild.id, user_id, role.id, reason=reason)
        except discord.NotFound:  # a champion who left the server
            continue
        except discord.Forbidden:
            outcome.notes.append(("history.season.role_no_permission", {}))
            return
    if new:
        names = " & ".join(p.name for p in close.champions if p.user_id in new)
        outcome.notes.append(("history.season.role_moved", {"role": mention, "names": names}))


class SeasonScheduler:
    """Closes the seasons whose period is over (``store.seasons_due``), once per period: the
    store's ``expected`` makes a second close of the same season a no-op."""

    def __init__(self, client: discord.Client, store: Store, languages: Languages, clock: Callable[[], float],
                 every: float = 60.0) -> None:
        self.client, self.store, self.languages, self.clock = client, store, languages, clock
        self.every = every
        self._next = 0.0
        self.ownership = getattr(client, "ownership", None)  # MusBot's shards: only our guilds' seasons

    async def tick(self) -> list[SeasonOutcome]:
        """Called from the bot's tick loop: a look at the schedules at most every ``every`` s."""
        now = self.clock()
        if now < self._next:
            return []
        self._next = now + self.every
        return await self.close_due(now)

    async def close_due(self, now: float) -> list[SeasonOutcome]:
        outcomes = []
        for due in await league.seasons_due(self.store, now):
            if self.ownership is not None and not self.ownership.owns(due.guild_id):
                continue  # another process's shard closes it (and announces it there)
            try:
                outcomes.append(await close_season(self.client, self.store, self.languages, due.guild_id,
                                                   expected=due.season, name=due.next_name, at=now))
            except Exception:
                log.exception("closing the season of server %s failed", due.guild_id)
        return outcomes
