"""A server's league on Discord: the rankings (``/mus ranking``: players, MSST, pairs), a
player's profile and logros with their picture (``/mus stats``), the partidas played
(``/mus historial``), a pair's record (``/mus pareja``), the league settings (``/mus-admin
config``) and the champions' message of a season that ends, with the picture's data.

The words are pure functions of the league's frozen answers; the replies (``Reply``) read them
from the store and the league, and say which picture to draw: the cogs send them, the
season announcer (seasons.py) posts the champions' message.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import discord

from musbot.i18n import join_items, join_list, t
from musbot.i18n.alt import chart_alt, fit, ranking_alt
from musbot.i18n.numbers import format_number, format_percent
from musbot.league import (
    achievements_of,
    msst_table,
    pair_profile,
    pairs_ranking,
    set_league_settings,
)
from musbot.league.models import PairProfile, PairRankRow, SeasonClose
from musbot.render.achievements import PlayerPicture, render_player
from musbot.render.leaderboard import LeaderboardRow, render_leaderboard
from musbot.render.season import BoardRow, SeasonBoard
from musbot.store import ALL_TIME, NotFound, Store
from musbot.store.db import parse_utc
from musbot.store.history_models import Achievement, LeagueSettings, StandingRow
from musbot.store.models import PlayerProfile, RatingPoint
from musbot.tables.names import computer_seat_name

from .mentions import plain
from .messages import png_file
from .replies import Reply

RANKING_COLOUR = 0xF9A825
PROFILE_COLOUR = 0x00838F
HISTORY_COLOUR = 0x5D4037
PAIR_COLOUR = 0x6A1B9A
RANKING_ROWS = 15


def _strength(value: float | None, lang: str) -> str:
    return format_number(value, lang, 1) if value is not None else "—"


def pair_lines(profile: PairProfile, lang: str) -> tuple[str, list[str]]:
    """The title and lines of ``/mus pareja``: the record together, the pair's strength, the
    rival pairs it beats most and that beat it most."""
    rec = profile.record
    a, b = rec.players[0].name, rec.players[1].name
    title = t("history.pair.title", lang, a=a, b=b)
    if rec.partidas == 0:
        return title, [t("history.pair.never", lang, a=a, b=b)]
    lines = [t("history.pair.record", lang, partidas=rec.partidas, won=rec.partidas_won,
               rate=format_percent(rec.win_rate, lang), juegos_won=rec.juegos_won, juegos=rec.juegos)]
    if profile.strength is None:
        lines.append(t("history.pair.unrated", lang))
    else:
        lines.append(t("history.pair.strength", lang, strength=format_number(profile.strength, lang, 1)))
    for key, rival in (("history.pair.best_rival", profile.best_rival), ("history.pair.worst_rival", profile.worst_rival)):
        if rival is not None:
            lines.append(t(key, lang, a=rival.rivals[0].name, b=rival.rivals[1].name, won=rival.won, lost=rival.lost))
    return title, lines


def pairs_ranking_lines(rows: Sequence[PairRankRow], minimum: int, lang: str) -> tuple[str, list[str]]:
    title = t("history.ranking.pairs_title", lang, min=minimum)
    if not rows:
        return title, [t("history.ranking.pairs_empty", lang, min=minimum)]
    return title, [t("history.ranking.pair_row", lang, rank=r.rank, a=r.players[0].name, b=r.players[1].name,
                     won=r.partidas_won, partidas=r.partidas, rate=format_percent(r.win_rate, lang),
                     strength=_strength(r.strength, lang)) for r in rows]


def achievement_titles(held: Sequence[Achievement], lang: str) -> list[str]:
    """Each logro a player holds, by its name, with how many times when more than once."""
    return [t(f"achievement.{a.key}.name", lang) + (f" ×{a.times}" if a.times > 1 else "") for a in held]


def achievement_lines(held: Sequence[Achievement], lang: str) -> list[str]:
    """The logros block of ``/mus stats``."""
    lines = [f"**{t('history.achievements.title', lang)}**"]
    if not held:
        return [*lines, t("history.achievements.none", lang)]
    for a in held:
        title = t(f"achievement.{a.key}.name", lang)
        lines.append(t("history.stats.achievement_times", lang, title=title, times=a.times) if a.times > 1
                     else t("history.stats.achievement", lang, title=title))
    return lines


def achievements_alt(titles: Sequence[str], lang: str) -> str:
    return t("alt.achievements", lang, list=join_list(titles, lang)) if titles else ""


def league_line(settings: LeagueSettings, lang: str) -> str:
    """``/mus-admin config``'s answer about the league: the pairs minimum, the schedule, the role
    and the channel (mentions: they never ping, the bot allows none)."""
    unset = t("history.config.unset", lang)
    return t("history.config.league", lang, min=settings.pair_min_partidas,
             schedule=t(f"history.season.schedule.{settings.season_schedule or 'none'}", lang),
             role=f"<@&{settings.champion_role_id}>" if settings.champion_role_id else unset,
             channel=f"<#{settings.champions_channel_id}>" if settings.champions_channel_id else unset)


# ---------------------------------------------------------------------- a season that ends
def _names(row: StandingRow) -> str:
    return row.player.name if row.partner is None else f"{row.player.name} & {row.partner.name}"


def season_board(close: SeasonClose, lang: str, server: str | None = None) -> SeasonBoard:
    """What the champions' picture draws (plain data: the renderer knows no store)."""
    def rows(standing: Sequence[StandingRow]) -> tuple[BoardRow, ...]:
        return tuple(BoardRow(r.place, _names(r), r.rating, r.partidas, r.partidas_won, r.champion) for r in standing)
    return SeasonBoard(close.season, server, rows(close.players), rows(close.pairs),
                       tuple(p.name for p in close.champions), lang)


def season_lines(close: SeasonClose, lang: str) -> tuple[str, list[str]]:
    """The champions' message: the champions, the top players and pairs, the new season."""
    title = t("history.season.closed_title", lang, season=close.season)
    lines = [t("history.season.champions", lang, names=" & ".join(plain(p.name) for p in close.champions))
             if close.champions else t("history.season.no_champions", lang)]
    if close.players:
        lines += ["", f"**{t('history.season.top_players', lang)}**"]
        lines += [t("history.season.row_player", lang, place=r.place, name=plain(r.player.name), rating=_strength(r.rating, lang),
                    won=r.partidas_won, partidas=r.partidas) for r in close.players]
    if close.pairs:
        lines += ["", f"**{t('history.season.top_pairs', lang)}**"]
        lines += [t("history.season.row_pair", lang, place=r.place, a=plain(r.player.name), b=plain(r.partner.name) if r.partner else "—",
                    won=r.partidas_won, partidas=r.partidas) for r in close.pairs]
    lines += ["", t("history.season.new", lang, season=plain(close.name) if close.name else close.new_season)]
    return title, lines


def season_alt(close: SeasonClose, lang: str) -> str:
    """The champions' picture in words."""
    def rows(standing: Sequence[StandingRow]) -> str:
        return join_items((t("alt.season.row", lang, place=r.place, name=_names(r), won=r.partidas_won,
                             partidas=r.partidas) for r in standing), lang) or "—"
    champions = (t("alt.season.champions", lang, names=join_list((p.name for p in close.champions), lang))
                 if close.champions else t("history.season.no_champions", lang))
    return fit(t("alt.season", lang, season=close.season, champions=champions, players=rows(close.players),
                 pairs=rows(close.pairs)))


# ---------------------------------------------------------------------- the replies
async def ranking(store: Store, guild_id: int, order: str, all_time: bool, lang: str, server: str | None,
                  asker: str) -> Reply:
    """``/mus ranking``: the players by rating (``order`` rating), by the share of partidas
    they won (winrate), or the MSST (msst), this season or of all time; its picture."""
    if order == "msst":
        msst = await msst_table(store, guild_id, limit=RANKING_ROWS)
        rows = [LeaderboardRow(r.player.name, r.value / 100, 0, 0, decimals=2) for r in msst]
        lines = [f"{r.rank}. {plain(r.player.name)} — MSST {format_number(r.value / 100, lang, 2)}" for r in msst]
    else:
        board = await store.stats.leaderboard(guild_id, by="win_rate" if order == "winrate" else "rating",
                                              season=ALL_TIME if all_time else None, limit=RANKING_ROWS)
        rows = [LeaderboardRow(r.player.name, r.rating, r.partidas, r.partidas_won) for r in board]
        lines = [f"{r.rank}. {plain(r.player.name)} — {format_number(r.rating, lang, 1)} · {r.partidas_won}/{r.partidas}"
                 for r in board]
    if not rows:
        return Reply(t("bot.ranking_empty", lang))
    picture = await asyncio.to_thread(render_leaderboard, rows, lang, server, asker)
    embed = discord.Embed(title=t("bot.ranking_title", lang), description="\n".join(lines)[:4000], colour=RANKING_COLOUR)
    embed.set_image(url="attachment://ranking.png")
    return Reply(embed=embed, file=png_file(picture, "ranking.png", alt=ranking_alt(rows, lang, server)))


async def pairs_ranking_reply(store: Store, guild_id: int, all_time: bool, lang: str) -> Reply:
    """``/mus ranking orden:parejas``: pairs with at least the server's minimum together."""
    settings = await store.seasons.settings(guild_id)
    rows = await pairs_ranking(store, guild_id, season=ALL_TIME if all_time else None, limit=RANKING_ROWS)
    title, lines = pairs_ranking_lines(rows, settings.pair_min_partidas, lang)
    return Reply(embed=discord.Embed(title=title[:256], description="\n".join(lines)[:4000], colour=PAIR_COLOUR))


async def never_played(store: Store, guild_id: int, user_id: int, name: str, lang: str) -> Reply | None:
    """The private answer of ``/mus stats`` about someone who never played on the server (None
    when they did): said at once, before the profile is drawn."""
    if await store.guilds.player(guild_id, user_id) is not None:
        return None
    return Reply(t("bot.profile_empty", lang, name=plain(name)), private=True)


def profile_lines(profile: PlayerProfile, lang: str) -> list[str]:
    """A player's record, ratings and favourite partner in ``/mus stats``."""
    s = profile.stats
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
    partner = profile.favourite_partner
    if partner is not None:
        lines.append(t("bot.profile.partner", lang, name=plain(partner.name)))
    if profile.msst is not None:
        lines.append(f"MSST {format_number(profile.msst / 100, lang, 2)}")
    return lines


async def player_picture(history: Sequence[RatingPoint], held: Sequence[Achievement], lang: str,
                         name: str) -> tuple[bytes, str] | None:
    """The player's picture of ``/mus stats`` (their rating chart, their logros as medals under
    it) and the whole picture in words for its alt text. No chart yet (fewer than two
    partidas): no picture, the logros are in the text."""
    if len(history) < 2:
        return None
    points = tuple(p.rating for p in history)
    titles = tuple(achievement_titles(held, lang))
    picture = await asyncio.to_thread(render_player, PlayerPicture(points, name, titles, lang))
    words = [chart_alt(points, lang, name)]
    if titles:
        words.append(achievements_alt(titles, lang))
    return picture, fit(" ".join(words))


async def profile(store: Store, guild_id: int, user_id: int, name: str, lang: str) -> Reply:
    """``/mus stats``: a player's record of all time, their logros, and their picture."""
    found = await store.stats.player_profile(guild_id, user_id, season=ALL_TIME)
    history = await store.stats.rating_history(guild_id, user_id, season=ALL_TIME)
    held = await achievements_of(store, guild_id, user_id)  # the logros, listed and drawn
    lines = [*profile_lines(found, lang), "", *achievement_lines(held, lang)]
    embed = discord.Embed(title=t("bot.profile_title", lang, name=plain(name)), description="\n".join(lines),
                          colour=PROFILE_COLOUR)
    drawn = await player_picture(history, held, lang, name)
    if drawn is None:
        return Reply(embed=embed)
    embed.set_image(url="attachment://rating.png")
    return Reply(embed=embed, file=png_file(drawn[0], "rating.png", alt=drawn[1]))


async def recent(store: Store, guild_id: int, lang: str) -> Reply:
    """``/mus historial``: the server's last partidas, the winners marked (privately, that
    there are none yet)."""
    partidas = await store.stats.recent_partidas(guild_id, limit=10)
    if not partidas:
        return Reply(t("bot.history_empty", lang), private=True)
    lines = []
    for p in partidas:
        names = {s.seat: computer_seat_name(s.seat) if s.player.is_ai else plain(s.player.name) for s in p.seats}
        pair0 = " & ".join(names.get(i, "?") for i in (0, 2))
        pair1 = " & ".join(names.get(i, "?") for i in (1, 3))
        mark0 = "🏆 " if p.winner_pair == 0 else ""
        mark1 = " 🏆" if p.winner_pair == 1 else ""
        lines.append(t("bot.history_line", lang, date=f"<t:{int(parse_utc(p.finished_at or p.started_at).timestamp())}:d>",
                       pair0=mark0 + pair0, score0=f"{p.vacas[0]}·{p.juegos[0]}",
                       score1=f"{p.vacas[1]}·{p.juegos[1]}", pair1=pair1 + mark1)
                     + (" " + t("bot.history_reported", lang) if p.reported else ""))
    return Reply(embed=discord.Embed(title=t("bot.history_title", lang), description="\n".join(lines)[:4000],
                                     colour=HISTORY_COLOUR))


def same_player(asker_id: int, partner_id: int, lang: str) -> Reply | None:
    """``/mus pareja`` with oneself: told privately, at once (None for two players)."""
    return Reply(t("history.pair.same_player", lang), private=True) if asker_id == partner_id else None


async def pair(store: Store, guild_id: int, a: tuple[int, str], b: tuple[int, str], lang: str) -> Reply:
    """``/mus pareja``: two players (Discord id, display name) as partners on the server."""
    try:
        found = await pair_profile(store, guild_id, a[0], b[0])
    except NotFound:  # one of them never played here
        return Reply(t("history.pair.never", lang, a=plain(a[1]), b=plain(b[1])))
    title, lines = pair_lines(found, lang)
    return Reply(embed=discord.Embed(title=title[:256], description="\n".join(lines)[:4000], colour=PAIR_COLOUR))


async def configure(store: Store, guild_id: int, changes: dict[str, Any], lang: str) -> str:
    """``/mus-admin config``'s league options saved (none: read), said back."""
    settings = await set_league_settings(store, guild_id, **changes) if changes else await store.seasons.settings(guild_id)
    return league_line(settings, lang)
