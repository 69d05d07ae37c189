"""The tournament pictures as PNG bytes: the bracket, the standings, a liguilla's groups and
a tournament "a N ceros", each drawn by its own module and all encoded onto one shared
palette (a few ms, not tens)."""

from __future__ import annotations

from PIL import Image

from .bracket import BracketView, TieView, bracket_image
from .bracket_tables import GroupsView, StandingRow, StandingsView, groups_image, standings_image
from .ceros_table import CerosView, ceros_image, sample
from .encode import png_bytes, shared_palette


def render_bracket(view: BracketView, lang: str = "es", section: int | None = None) -> bytes:
    return png_bytes(bracket_image(view, lang, section), palette())


def render_standings(view: StandingsView, lang: str = "es", page: int | None = None) -> bytes:
    return png_bytes(standings_image(view, lang, page), palette())


def render_groups(view: GroupsView, lang: str = "es", page: int | None = None) -> bytes:
    return png_bytes(groups_image(view, lang, page), palette())


def render_tournament(view: BracketView | StandingsView | GroupsView | CerosView, lang: str = "es",
                      part: int | None = None) -> bytes:
    """Any tournament picture: a bracket's ``part`` is its section (None: its last rounds), a
    table's or groups' is its page (``i18n.alt.tournament_pages`` lists a view's parts); a
    ceros table is one picture."""
    if isinstance(view, CerosView):
        return render_ceros(view, lang)
    if isinstance(view, BracketView):
        return render_bracket(view, lang, part)
    if isinstance(view, StandingsView):
        return render_standings(view, lang, part)
    return render_groups(view, lang, part)


def render_ceros(view: CerosView, lang: str = "es") -> bytes:
    return png_bytes(ceros_image(view, lang), palette())


def _montage() -> Image.Image:
    """Every colour the tournament pictures use: a small bracket, table, groups and ceros table,
    drawn once."""
    rows = tuple(StandingRow(i, f"Pareja {i}", 2, 1, 1 - i, 10 - 5 * i, 1, points=3, byes=1, buchholz=3, head_to_head=1,
                             mark=i < 3) for i in range(1, 6))
    ties = (TieView("A", "B", (1, 0), 0), TieView("C", "D", (0, 1), 1, walkover=True),
            TieView("E", None, None, 0, bye=True), TieView("F", "G", (0, 0), None, playing=True))
    parts = [bracket_image(BracketView("x", (ties, (TieView(), TieView()), (TieView(),)), "Campeones")),
             standings_image(StandingsView("x", True, rows)), groups_image(GroupsView("x", (rows, rows), 2)),
             ceros_image(sample())]
    out = Image.new("RGB", (max(p.width for p in parts), sum(p.height for p in parts)))
    y = 0
    for p in parts:
        out.paste(p, (0, y))
        y += p.height
    return out


def palette() -> Image.Image:
    """The tournament pictures' shared palette: encoding onto it takes a few ms, not tens."""
    return shared_palette("tournament", _montage)
