"""/mus ranking, /mus stats, /mus historial: read the store, draw, answer."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import discord

from musbot.i18n import t
from musbot.i18n.alt import ranking_alt
from musbot.i18n.numbers import format_number, format_percent
from musbot.league import achievements_of, msst_table
from musbot.presenter import png_file
from musbot.presenter.league import achievement_lines
from musbot.presenter.mentions import NOBODY, plain
from musbot.store.models import ALL_TIME

from .common import user_lang
from .history import with_logros

if TYPE_CHECKING:
    from musbot.bot import MusBot


async def send_ranking(bot: MusBot, interaction: discord.Interaction, order: str, all_time: bool) -> None:
    from musbot.render import render_leaderboard
    from musbot.render.leaderboard import LeaderboardRow

    assert interaction.guild_id is not None
    lang = await user_lang(interaction)
    await interaction.response.defer(thinking=True)
    season = ALL_TIME if all_time else None
    if order == "msst":
        msst = await msst_table(bot.store, interaction.guild_id, limit=15)
        rows = [LeaderboardRow(r.player.name, r.value / 100, 0, 0, decimals=2) for r in msst]
        lines = [f"{r.rank}. {plain(r.player.name)} — MSST {format_number(r.value / 100, lang, 2)}" for r in msst]
    else:
        board = await bot.store.stats.leaderboard(interaction.guild_id, by="win_rate" if order == "winrate" else "rating",
                                            season=season, limit=15)
        rows = [LeaderboardRow(r.player.name, r.rating, r.partidas, r.partidas_won) for r in board]
        lines = [f"{r.rank}. {plain(r.player.name)} — {format_number(r.rating, lang, 1)} · {r.partidas_won}/{r.partidas}"
                 for r in board]
    if not rows:
        await interaction.followup.send(t("bot.ranking_empty", lang), allowed_mentions=NOBODY)
        return
    guild_name = interaction.guild.name if interaction.guild else None
    picture = await asyncio.to_thread(render_leaderboard, rows, lang, guild_name, interaction.user.display_name)
    embed = discord.Embed(title=t("bot.ranking_title", lang), description="\n".join(lines)[:4000], colour=0xF9A825)
    embed.set_image(url="attachment://ranking.png")
    await interaction.followup.send(embed=embed, file=png_file(picture, "ranking.png", alt=ranking_alt(rows, lang, guild_name)),
                                    allowed_mentions=NOBODY)


async def send_profile(bot: MusBot, interaction: discord.Interaction, who: discord.abc.User) -> None:
    from musbot.render import render_rating_history

    assert interaction.guild_id is not None
    lang = await user_lang(interaction)
    player = await bot.store.guilds.player(interaction.guild_id, who.id)
    if player is None:
        await interaction.response.send_message(t("bot.profile_empty", lang, name=plain(who.display_name)), ephemeral=True,
                                                allowed_mentions=NOBODY)
        return
    await interaction.response.defer(thinking=True)
    profile = await bot.store.stats.player_profile(interaction.guild_id, who.id, season=ALL_TIME)
    history = await bot.store.stats.rating_history(interaction.guild_id, who.id, season=ALL_TIME)
    s = profile.stats
    partner = profile.favourite_partner
    lines = [
        t("bot.profile.partidas", lang, won=s.partidas_won, played=s.partidas, rate=format_percent(s.win_rate, lang)),
        t("bot.profile.juegos", lang, won=s.juegos_won, played=s.juegos),
        t("bot.profile.hands", lang, won=s.hands_won, played=s.hands, pph=format_number(s.points_per_hand, lang, 2)),
        t("bot.profile.lances", lang, **{k: v for k, v in s.lances_won.items()}),
        t("bot.profile.envites", lang, made=s.envites_made, accepted=s.envites_accepted, refused=s.envites_refused),
        t("bot.profile.ordagos", lang, made=s.ordagos_made, won=s.ordagos_won),
        t("bot.profile.mus_cut", lang, rate=format_percent(s.mus_cut_rate, lang)),
    ]
    if profile.rating is not None:
        lines.append(t("bot.profile.rating", lang, rating=format_number(profile.rating.rating, lang, 1),
                       rank=profile.rank if profile.rank is not None else "—"))
    if partner is not None:
        lines.append(t("bot.profile.partner", lang, name=plain(partner.name)))
    if profile.msst is not None:
        lines.append(f"MSST {format_number(profile.msst / 100, lang, 2)}")
    held = await achievements_of(bot.store, interaction.guild_id, who.id)  # the logros, listed and drawn
    lines += ["", *achievement_lines(held, lang)]
    embed = discord.Embed(title=t("bot.profile_title", lang, name=plain(who.display_name)), description="\n".join(lines),
                          colour=0x00838F)
    kwargs: dict[str, object] = {}
    picture = None
    if len(history) >= 2:
        picture = await asyncio.to_thread(render_rating_history, [p.rating for p in history], lang,
                                          who.display_name)
    picture, alt = await with_logros(picture, held, lang, [p.rating for p in history], who.display_name)  # medals under the chart
    if picture is not None:
        embed.set_image(url="attachment://rating.png")
        kwargs["file"] = png_file(picture, "rating.png", alt=alt)
    await interaction.followup.send(embed=embed, allowed_mentions=NOBODY, **kwargs)  # type: ignore[arg-type]


async def send_history(bot: MusBot, interaction: discord.Interaction) -> None:
    assert interaction.guild_id is not None
    lang = await user_lang(interaction)
    partidas = await bot.store.stats.recent_partidas(interaction.guild_id, limit=10)
    if not partidas:
        await interaction.response.send_message(t("bot.history_empty", lang), ephemeral=True, allowed_mentions=NOBODY)
        return
    lines = []
    for p in partidas:
        names = {s.seat: plain(s.player.name) for s in p.seats}
        pair0 = " & ".join(names.get(i, "?") for i in (0, 2))
        pair1 = " & ".join(names.get(i, "?") for i in (1, 3))
        mark0 = "🏆 " if p.winner_pair == 0 else ""
        mark1 = " 🏆" if p.winner_pair == 1 else ""
        lines.append(t("bot.history_line", lang, date=(p.finished_at or p.started_at)[:10],
                       pair0=mark0 + pair0, score0=f"{p.vacas[0]}·{p.juegos[0]}",
                       score1=f"{p.vacas[1]}·{p.juegos[1]}", pair1=pair1 + mark1))
    embed = discord.Embed(title=t("bot.history_title", lang), description="\n".join(lines)[:4000], colour=0x5D4037)
    await interaction.response.send_message(embed=embed, allowed_mentions=NOBODY)
