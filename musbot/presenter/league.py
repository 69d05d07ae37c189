"""A server's league in words: a pair's record (``/mus pareja``), the pairs ranking,
a player's logros (``/mus stats``), the league settings (``/mus-admin config``) and the champions'
message of a season that ends, with the picture's data. Pure functions of the store's frozen
answers: the cogs and the season announcer send what these say.
"""

from __future__ import annotations

from collections.abc import Sequence

from musbot.i18n import join_items, join_list, t
from musbot.i18n.alt import fit
from musbot.i18n.numbers import format_number, format_percent
from musbot.render.season import BoardRow, SeasonBoard
from musbot.store.history_models import (
    Achievement,
    LeagueSettings,
    PairProfile,
    PairRankRow,
    SeasonClose,
    StandingRow,
)

from .mentions import plain


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
