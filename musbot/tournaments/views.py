"""A tournament as the frozen data its pictures are drawn from (``musbot.render.tournament``, drawn by ``musbot.render.bracket`` and
``bracket_tables``): nothing of the tournament's state crosses into the drawing thread."""

from __future__ import annotations

from musbot.render.bracket import BracketView, TieView
from musbot.render.bracket_tables import GroupsView, StandingRow, StandingsView

from . import progress
from .model import Match, Tournament
from .standings import Row


def _tie(t: Tournament, m: Match) -> TieView:
    name = {e: t.entries[e].label for e in (m.a, m.b) if e is not None}
    score = tuple(m.partidas) if t.options.best_of > 1 else tuple(m.juegos)
    winner = None if m.winner is None else (0 if m.winner == m.a else 1)
    return TieView(name.get(m.a) if m.a is not None else None, name.get(m.b) if m.b is not None else None,
                   (score[0], score[1]) if m.finished or m.status == "open" else None, winner,
                   m.walkover, m.b is None and m.finished, m.status == "open")


def bracket_view(t: Tournament) -> BracketView:
    """The knockout (an eliminatoria, or a liguilla's last stage) with every slot of every round."""
    ko = [m for m in t.matches.values() if m.stage == progress.KNOCKOUT]
    if not ko:
        return BracketView(t.name, ())
    first = min(m.round for m in ko)
    ties = len(t.round_matches(first))
    rounds = []
    k = 0
    while ties >> k:
        by_slot = {m.slot: m for m in t.round_matches(first + k) if m.stage == progress.KNOCKOUT}
        rounds.append(tuple(_tie(t, by_slot[i]) if i in by_slot else TieView() for i in range(ties >> k)))
        k += 1
    champ = t.entries[t.champion].label if t.champion is not None and t.status == "finished" else None
    return BracketView(t.name, tuple(rounds), champ)


def _row(t: Tournament, row: Row, swiss: bool, mark: bool = False) -> StandingRow:
    """What the picture draws of a row: the columns that decide its rank (``ORDER``)."""
    return StandingRow(row.rank, t.entries[row.pair].label, row.won, row.lost, row.juego_diff, row.tantos_diff,
                       row.walkovers, points=row.points if swiss else None, byes=row.byes if swiss else None,
                       buchholz=row.buchholz if swiss else None, head_to_head=None if swiss else row.head_to_head,
                       mark=mark)


def standings_view(t: Tournament) -> StandingsView:
    """A suizo's or a liga's table."""
    swiss = t.format == "suizo"
    return StandingsView(t.name, swiss, tuple(_row(t, r, swiss) for r in progress.table(t)))


def groups_view(t: Tournament) -> GroupsView:
    groups = []
    for g in progress.groups(t):
        rows = progress.group_table(t, g)
        groups.append(tuple(_row(t, r, False, i < t.options.advance) for i, r in enumerate(rows)))
    return GroupsView(t.name, tuple(groups), t.options.advance)


def pictures(t: Tournament) -> list[BracketView | StandingsView | GroupsView]:
    """What the tournament message shows now, in order (phase 2 draws each in a thread with
    ``render_bracket`` / ``render_standings`` / ``render_groups``)."""
    if t.format == "eliminatoria":
        return [bracket_view(t)]
    if t.format == "liguilla":
        out: list[BracketView | StandingsView | GroupsView] = [groups_view(t)]
        if any(m.stage == progress.KNOCKOUT for m in t.matches.values()):
            out.append(bracket_view(t))
        return out
    return [standings_view(t)]
