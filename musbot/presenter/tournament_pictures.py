"""A tournament's pictures: what each shows is its format's (``Format.views``), mapped here to
the frozen data ``musbot.render`` draws (``BracketView``, ``GroupsView``, ``StandingsView``,
``CerosView``), so nothing of the tournament's state crosses into the drawing thread; ``draw``
makes the PNGs there, each with its alt text."""

from __future__ import annotations

from collections.abc import Callable

from musbot.i18n.alt import tournament_alt, tournament_pages
from musbot.render.bracket import BracketView, TieView
from musbot.render.bracket_tables import GroupsView, StandingRow, StandingsView
from musbot.render.ceros_table import CerosCell, CerosRow, CerosStageView, CerosView
from musbot.render.sanction_marks import Sanctions
from musbot.render.tournament import render_tournament
from musbot.tournaments import Match, Tournament
from musbot.tournaments.formats import View, format_of
from musbot.tournaments.standings import SWISS, Row

Picture = BracketView | StandingsView | GroupsView | CerosView


def _tie(t: Tournament, m: Match) -> TieView:
    name = {e: t.entries[e].label for e in (m.a, m.b) if e is not None}
    score = tuple(m.partidas) if t.options.best_of > 1 else tuple(m.juegos)
    winner = None if m.winner is None else (0 if m.winner == m.a else 1)
    return TieView(name.get(m.a) if m.a is not None else None, name.get(m.b) if m.b is not None else None,
                   (score[0], score[1]) if m.finished or m.status == "open" else None, winner,
                   m.walkover, m.b is None and m.finished, m.status == "open")


def bracket_view(t: Tournament) -> BracketView:
    """The knockout with every slot of every round (no rounds: no knockout yet)."""
    rounds = format_of(t.format).bracket(t)
    if not rounds:
        return BracketView(t.name, ())
    champ = t.entries[t.champion].label if t.champion is not None and t.status == "finished" else None
    return BracketView(t.name, tuple(tuple(_tie(t, m) if m is not None else TieView() for m in ties) for ties in rounds),
                       champ)


def sanctions(t: Tournament, entry: int) -> Sanctions:
    """A pair's sanctions counted by kind (the reasons are in its ties and the export)."""
    kinds = [s.kind for s in t.sanctions_of(entry)]
    return Sanctions(kinds.count("warning"), kinds.count("juego"), "disqualification" in kinds)


def _row(t: Tournament, row: Row, swiss: bool, mark: bool = False) -> StandingRow:
    """What the picture draws of a row: the columns that decide its rank (``ORDER``)."""
    return StandingRow(row.rank, t.entries[row.pair].label, row.won, row.lost, row.juego_diff, row.tantos_diff,
                       row.walkovers, points=row.points if swiss else None, byes=row.byes if swiss else None,
                       buchholz=row.buchholz if swiss else None, head_to_head=None if swiss else row.head_to_head,
                       mark=mark, sanctions=sanctions(t, row.pair))


def standings_view(t: Tournament) -> StandingsView:
    """The table of every pair, as a Swiss table or a round robin's (its format's ranking)."""
    fmt = format_of(t.format)
    swiss = fmt.ranking is SWISS
    return StandingsView(t.name, swiss, tuple(_row(t, r, swiss) for r in fmt.table(t)))


def groups_view(t: Tournament) -> GroupsView:
    groups = format_of(t.format).groups(t)
    return GroupsView(t.name, tuple(tuple(_row(t, r, False, i < groups.advance) for i, r in enumerate(rows))
                                    for rows in groups.tables), groups.advance)


def ceros_view(t: Tournament) -> CerosView:
    """Each stage "a N ceros": its pairs best first, with their ceros round by round."""
    stages = []
    for stage in format_of(t.format).ceros(t):
        rows = tuple(CerosRow(track.place, t.entries[track.pair].label, track.ceros, track.out is None,
                              tuple(CerosCell(s.round, s.outcome, s.ceros, s.round == track.out) for s in track.steps),
                              sanctions(t, track.pair))
                     for track in stage.tracks)
        champion = t.entries[stage.champion].label if stage.champion is not None else None
        stages.append(CerosStageView(stage.name, stage.limit, stage.first, stage.last, rows, champion))
    return CerosView(t.name, tuple(stages))


VIEWS: dict[View, Callable[[Tournament], Picture]] = {
    View.BRACKET: bracket_view, View.GROUPS: groups_view, View.STANDINGS: standings_view, View.CEROS: ceros_view}


def pictures(t: Tournament) -> list[Picture]:
    """What the tournament message shows now, in order (``draw`` makes them PNGs): its format's
    views, but a bracket before its knockout is drawn."""
    shown = [VIEWS[view](t) for view in format_of(t.format).views]
    return [v for v in shown if not (isinstance(v, BracketView) and not v.rounds)]


PICTURES = 10  # the attachments a Discord message holds


def draw(shown: list[Picture], lang: str) -> list[tuple[bytes, str]]:
    """The tournament's pictures as PNGs, each with its alt text in words (run in a thread): as
    many as a message holds, the first ones (a bracket's last rounds, then its sections with a
    tie to play; a table's or the groups' first pages)."""
    out: list[tuple[bytes, str]] = []
    for view in shown:
        for part in tournament_pages(view):
            if len(out) == PICTURES:
                return out
            out.append((render_tournament(view, lang, part), tournament_alt(view, lang, part)))
    return out
