"""History and fair play on Discord: ``/mus mano`` and the replay buttons (*Ver la
mano* on the table message, ⏮ ◀ ▶ ⏭ on the replay), ``/mus verificar``, ``/mus pareja``, the
pairs ranking and the league's part of ``/mus-admin config``. Thin adapters: the replay is
``tables/replay.py``'s, its screen ``presenter/history_screen.py``'s; the verification's answer
is ``presenter/history.py``'s, the pairs' and the league settings' ``presenter/league.py``'s.

The commands are subcommands of ``/mus``: this cog adds them to the Mus cog's group when it
loads (it must load after ``cogs.mus``) and takes them away when it unloads. The replay buttons
are dynamic items (``mus-mano:<hand>:<step>:<how>``), so they keep working after a restart; the
viewer is always whoever presses, never something in the custom_id, so a forwarded or forged id
shows a spectator no more than a spectator may see.

A hand is replayed, and a partida verified (its revealed seed gives away every deal), only for
those who could see its table (``could_see``): its players, and whoever may view the channel or
thread it was played in. Everyone else gets the answer an unknown id gets, whether they typed
the id or pressed a button that carries it.
"""

from __future__ import annotations

import asyncio
import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from musbot.i18n import t
from musbot.i18n.alt import fit
from musbot.presenter import answer_privately, history, layout_view, league, png_file
from musbot.presenter.history_screen import (
    REPLAY_CUSTOM_ID,
    replay_alt,
    replay_picture,
    replay_screen,
)
from musbot.presenter.mentions import NOBODY
from musbot.tables.access import PartidaPlace
from musbot.tables.replay import ReplayError, load_replay

from .common import answered, bot_of, may_organise, user_lang

if TYPE_CHECKING:
    from musbot.bot import MusBot

log = logging.getLogger(__name__)

MAX_OPTION_INTEGER = 2**53 - 1  # the largest integer Discord takes in an option; a larger bound fails the sync


def _cmd(name: str) -> Any:
    return _(name, key=f"cmd.{name}")


def _desc(name: str) -> Any:
    from musbot.i18n import lookup

    return _(lookup(f"cmd.{name}.desc", "es") or name, key=f"cmd.{name}.desc")


def _es(key: str) -> str:
    from musbot.i18n import t

    return t(key, "es")


# ---------------------------------------------------------------------- who could see a table
async def could_see(interaction: discord.Interaction, place: PartidaPlace) -> bool:
    """Whether the person asking could see the table where the partida was played, as Discord
    decides who sees a channel: View Channel there (for a thread, in its parent), and for a
    private thread also being in it or Manage Threads; a tournament tie's thread is seen by
    the tournament's organisers too. Asked from that very channel, they see it. A place the bot
    cannot find any more (deleted) is seen by nobody but the partida's players."""
    where_id = place.channel_id
    if where_id is None:
        return False
    if interaction.channel_id == where_id:
        return True
    guild, member = interaction.guild, interaction.user
    if guild is None or not isinstance(member, discord.Member):
        return False  # the server is not in the cache yet: nothing to judge by
    where = guild.get_channel_or_thread(where_id)
    if where is None:  # not cached: an archived thread, or one made while the bot was away
        try:
            where = await guild.fetch_channel(where_id)
        except (discord.HTTPException, discord.InvalidData):
            return False
    if not isinstance(where, discord.Thread):
        return where.permissions_for(member).view_channel
    parent = where.parent
    if parent is None:
        return False
    allowed = parent.permissions_for(member)
    if not allowed.view_channel:
        return False
    if where.type is not discord.ChannelType.private_thread or allowed.manage_threads:
        return True
    if place.tournament_id is not None and (member.id == place.organiser_id or await may_organise(interaction)):
        return True
    try:
        await where.fetch_member(member.id)
    except discord.HTTPException:  # 404: not in the thread
        return False
    return True


# ---------------------------------------------------------------------- replays
async def send_replay(interaction: discord.Interaction, hand_ref: str | int, step: int, new_message: bool) -> None:
    """Step ``step`` of hand ``hand_ref`` as the presser may see it: a new private message
    (``/mus mano``, *Ver la mano*) or the replay's private message edited in place (◀ ▶)."""
    bot = bot_of(interaction)
    lang = await user_lang(interaction)
    if interaction.guild_id is None:
        await answer_privately(interaction, t("error.guild_only", lang))
        return
    if new_message:
        await interaction.response.defer(ephemeral=True, thinking=True)
    else:
        await interaction.response.defer()  # the private message is edited once the step is drawn
    try:
        replay = await load_replay(bot.store, interaction.guild_id, hand_ref, interaction.user.id,
                                   sees=lambda place: could_see(interaction, place))
    except ReplayError as exc:
        await interaction.followup.send(t(exc.key, lang, **exc.params), ephemeral=True)
        return
    screen = replay_screen(replay, step, lang)
    number = replay.step(step).number
    picture = await asyncio.to_thread(replay_picture, replay, number, lang)
    name = f"repaso_{replay.hand_id}_{number}.png"
    alt = fit(replay_alt(replay, number, lang))
    view = layout_view(screen, 0, 0, image=name, alt=alt)
    file = png_file(picture, name, alt=alt)
    if new_message:
        await interaction.followup.send(file=file, ephemeral=True, view=view, allowed_mentions=NOBODY)
    else:  # a replay shown before the components v2 layout loses its embed as it turns a step
        await interaction.edit_original_response(attachments=[file], embed=None, view=view, allowed_mentions=NOBODY)


class ReplayControl(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REPLAY_CUSTOM_ID):
    """*Ver la mano* and ⏮ ◀ ▶ ⏭: the hand and the step are in the custom_id."""

    def __init__(self, hand_id: int, step: int, how: str, item: discord.ui.Button[Any] | None = None) -> None:
        super().__init__(item or discord.ui.Button(label="·", custom_id=f"mus-mano:{hand_id}:{step}:{how}"))
        self.hand_id, self.step, self.how = hand_id, step, how

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ReplayControl:
        assert isinstance(item, discord.ui.Button)
        return cls(int(match["hand"]), int(match["step"]), match["how"], item)

    async def callback(self, interaction: discord.Interaction) -> None:
        new_message = self.how == "v"
        message = interaction.message
        if not new_message and (message is None or not message.flags.ephemeral):
            # ⏮ ◀ ▶ ⏭ edit the message they are on: only the replay's own private message,
            # never a public one a modified client put them on (the presser's cards, for all)
            lang = await user_lang(interaction)
            await answer_privately(interaction, t("history.error.replay_here", lang,
                                                  button=t("history.btn.replay", lang)))
            return
        await answered(interaction, f"a replay's step of hand {self.hand_id}",
                       send_replay(interaction, self.hand_id, self.step, new_message=new_message))


@app_commands.command(name=_cmd("mano"), description=_desc("mano"))
@app_commands.guild_only()
@app_commands.describe(id=_desc("opt.mano_id"))
async def mano(interaction: discord.Interaction, id: app_commands.Range[str, 1, 40]) -> None:  # noqa: A002
    await send_replay(interaction, id, 0, new_message=True)


# ---------------------------------------------------------------------- verification
@app_commands.command(name=_cmd("verificar"), description=_desc("verificar"))
@app_commands.guild_only()
@app_commands.describe(partida=_desc("opt.partida_id"))
async def verificar(interaction: discord.Interaction, partida: app_commands.Range[int, 1, MAX_OPTION_INTEGER]) -> None:
    assert interaction.guild_id is not None
    lang = await user_lang(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    reply = await history.verification(bot_of(interaction).store, interaction.guild_id, partida, interaction.user.id,
                                       lang, sees=lambda place: could_see(interaction, place))
    await interaction.followup.send(**reply.send_kwargs())


# ---------------------------------------------------------------------- pairs
@app_commands.command(name=_cmd("pareja"), description=_desc("pareja"))
@app_commands.guild_only()
@app_commands.describe(jugador=_desc("opt.companero"))
async def pareja(interaction: discord.Interaction, jugador: discord.Member) -> None:
    assert interaction.guild_id is not None
    lang = await user_lang(interaction)
    me = interaction.user
    refused = league.same_player(me.id, jugador.id, lang)
    if refused is not None:
        await interaction.response.send_message(**refused.send_kwargs())
        return
    await interaction.response.defer(thinking=True)
    reply = await league.pair(bot_of(interaction).store, interaction.guild_id, (me.id, me.display_name),
                              (jugador.id, jugador.display_name), lang)
    await interaction.followup.send(**reply.send_kwargs())


async def send_pairs_ranking(bot: MusBot, interaction: discord.Interaction, all_time: bool) -> None:
    """``/mus ranking orden:parejas``: pairs with at least the server's minimum together."""
    assert interaction.guild_id is not None
    lang = await user_lang(interaction)
    await interaction.response.defer(thinking=True)
    reply = await league.pairs_ranking_reply(bot.store, interaction.guild_id, all_time, lang)
    await interaction.followup.send(**reply.send_kwargs())


# ---------------------------------------------------------------------- /mus-admin config
SCHEDULES = [app_commands.Choice(name=_(_es(f"history.season.schedule.{v}"), key=f"history.season.schedule.{v}"), value=v)
             for v in ("monthly", "quarterly", "none")]


async def league_config(bot: MusBot, interaction: discord.Interaction, lang: str, pair_min: int | None,
                        schedule: str | None, role: discord.Role | None, channel: discord.abc.GuildChannel | None,
                        new_season: bool) -> list[str]:
    """``/mus-admin config``'s league options: saved, said back, and ``nueva_temporada`` closes the
    season (the champions' message, the role moved, what Discord refused said to the admin)."""
    from musbot.presenter.seasons import close_season

    assert interaction.guild_id is not None
    guild_id = interaction.guild_id
    changes: dict[str, Any] = {}
    if pair_min is not None:
        changes["pair_min_partidas"] = pair_min
    if schedule is not None:
        changes["season_schedule"] = None if schedule == "none" else schedule
    if role is not None:
        changes["champion_role_id"] = role.id
    if channel is not None:
        changes["champions_channel_id"] = channel.id
    lines = [await league.configure(bot.store, guild_id, changes, lang)]
    if new_season:
        if not interaction.response.is_done():  # drawing and posting take a moment
            await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await close_season(bot, bot.store, bot.languages, guild_id, by=interaction.user.id,
                                     fallback_channel=interaction.channel_id)
        if outcome.close is not None and outcome.posted_in is not None:
            lines.append(t("history.season.closed_reply", lang, season=outcome.close.season,
                           channel=f"<#{outcome.posted_in}>"))
        lines += outcome.lines(lang)
    return lines


COMMANDS: tuple[app_commands.Command[Any, ..., None], ...] = (mano, verificar, pareja)


class History(commands.Cog):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        from musbot.presenter.seasons import SeasonScheduler

        self.seasons = SeasonScheduler(bot, bot.store, bot.languages, bot.clock)

    def _group(self) -> app_commands.Group:
        mus = self.bot.get_cog("Mus")
        group = getattr(mus, "app_command", None)
        assert isinstance(group, app_commands.Group), "cogs.history loads after cogs.mus"
        return group

    async def cog_load(self) -> None:
        group = self._group()
        for command in COMMANDS:
            group.add_command(command)
        self.bot.add_dynamic_items(ReplayControl)
        self.bot.tickers.append(self.seasons.tick)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(ReplayControl)
        if self.seasons.tick in self.bot.tickers:
            self.bot.tickers.remove(self.seasons.tick)
        group = getattr(self.bot.get_cog("Mus"), "app_command", None)  # gone already when the bot stops
        if isinstance(group, app_commands.Group):
            for command in COMMANDS:
                group.remove_command(command.name)


async def setup(bot: MusBot) -> None:
    await bot.add_cog(History(bot))
