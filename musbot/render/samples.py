"""Previews: ``python -m musbot.render.samples OUT_DIR [LANG ...]`` writes every picture kind the
bot sends (a table picture per situation of ``scenes``, a hand, the ranking, a rating chart, a
season's champions, logros, a bracket with its sections, standings and groups), each also
scaled to 400 px wide (``*_400.png``: a phone's width), so that a person can look at them.

The numbers are the ones the bot shows: ratings are the conservative estimate the ranking ranks
by (openskill's mu - 3 sigma: 0 for a newcomer, about 20 to 30 for the best players).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image

from ..i18n import DEFAULT_LANG, catalogue, t
from .achievements import badges_image
from .bracket import BracketView, TieView, bracket_image, sections
from .bracket_tables import GroupsView, StandingRow, StandingsView, groups_image, standings_image
from .chart import chart_image
from .hand import hand_image
from .leaderboard import LeaderboardRow, leaderboard_image
from .scenes import HANDS, NAMES, views
from .season import BoardRow, SeasonBoard, season_image
from .table import table_image

PHONE = 400


def sample_leaderboard() -> list[LeaderboardRow]:
    """A server's top five as ``/mus ranking`` draws it (mu - 3 sigma, one decimal)."""
    return [LeaderboardRow(n, r, g, w) for n, r, g, w in
            (("Ane", 24.6, 40, 28), ("Mikel", 21.3, 31, 19), ("Itziar", 18.9, 25, 13),
             ("Jon", 12.4, 12, 5), ("Maite", 7.8, 9, 3))]


def sample_points(games: int = 40) -> list[float]:
    """A player's rating after each partida: from a newcomer's 0 (25 - 3 x 25/3) up towards
    about 22, as the uncertainty shrinks and the wins count."""
    out = []
    for i in range(games):
        mu = 25 + 5.5 * (1 - math.exp(-i / 14)) + 0.9 * math.sin(i * 1.7)
        sigma = 25 / 3 / math.sqrt(1 + i * 0.45)
        out.append(round(mu - 3 * sigma, 2))
    return out


def sample_season(lang: str) -> SeasonBoard:
    players = tuple(BoardRow(k, row.name, row.rating, row.games, row.wins, k == 1)
                    for k, row in enumerate(sample_leaderboard(), 1))
    pairs = (BoardRow(1, "Ane & Mikel", 27.2, 14, 11, True), BoardRow(2, "Itziar & Jon", 22.0, 10, 6, False),
             BoardRow(3, "Maite & Koldo", None, 3, 1, False))
    return SeasonBoard(4, "Mus Txoko", players, pairs, ("Ane", "Mikel"), lang)


def sample_titles(lang: str) -> list[str]:
    keys = sorted(k for k in catalogue()[DEFAULT_LANG] if k.startswith("achievement.") and k.endswith(".name"))
    return [t(k, lang) + (" ×3" if n == 1 else "") for n, k in enumerate(keys[:7])]


def sample_bracket(pairs: int = 16) -> BracketView:
    """A bracket of ``pairs`` after its first round, the second being played."""
    names = [f"{a} & {b}" for a, b in zip(("Ane", "Mikel", "Itziar", "Jon", "Maite", "Koldo", "Amaia", "Iker") * 4,
                                          ("Nerea", "Unai", "Leire", "Asier", "Edurne", "Xabi", "Irati", "Gorka") * 4,
                                          strict=True)][:pairs]
    size = 2
    while size < pairs:
        size *= 2
    slots: list[str | None] = [*names, *([None] * (size - pairs))]
    first = tuple(TieView(slots[i], slots[i + 1], ((2, 1) if i % 4 else (0, 2)) if slots[i + 1] else None,
                          0 if i % 4 or not slots[i + 1] else 1, bye=slots[i + 1] is None) for i in range(0, size, 2))
    winners = [(tie.a, tie.b)[tie.winner or 0] for tie in first]
    second = tuple(TieView(winners[i], winners[i + 1], (1, 0), None, playing=True) for i in range(0, len(winners), 2))
    rounds = [first, second]
    while len(rounds[-1]) > 1:
        rounds.append(tuple(TieView() for _ in range(len(rounds[-1]) // 2)))
    return BracketView("Open de invierno", tuple(rounds))


def sample_standings(swiss: bool = True, n: int = 12) -> StandingsView:
    rows = tuple(StandingRow(i, f"{a} & {b}", 5 - i // 3, i // 3, 4 - i, 60 - 11 * i, int(i % 4 == 0),
                             points=(6 - i // 3) if swiss else None, byes=1 if swiss else None,
                             buchholz=18 - i if swiss else None, head_to_head=None if swiss else i % 2,
                             mark=i <= 4)
                 for i, (a, b) in enumerate(zip(("Ane", "Mikel", "Itziar", "Jon", "Maite", "Koldo") * 2,
                                                ("Nerea", "Unai", "Leire", "Asier", "Edurne", "Xabi") * 2,
                                                strict=True), 1))
    return StandingsView("Liga de invierno", swiss, rows[:n])


def sample_groups() -> GroupsView:
    rows = sample_standings(False, 12).rows
    groups = tuple(tuple(replace_rank(r, k + 1, k < 2) for k, r in enumerate(rows[g::3])) for g in range(3))
    return GroupsView("Liguilla de primavera", groups, 2)


def replace_rank(row: StandingRow, rank: int, mark: bool) -> StandingRow:
    from dataclasses import replace

    return replace(row, rank=rank, mark=mark)


def pictures(lang: str) -> dict[str, Image.Image]:
    """Every picture kind in ``lang``, by file name."""
    out: dict[str, Image.Image] = {}
    for name, view in views().items():
        out[f"table_{name}"] = table_image(view, NAMES, lang)
    out["hand"] = hand_image(tuple(HANDS[0]), lang, 8, True)
    out["leaderboard"] = leaderboard_image(sample_leaderboard(), lang, "Mus Txoko", highlight="Jon")
    out["rating"] = chart_image(sample_points(), lang, "Ane")
    out["season"] = season_image(sample_season(lang))
    out["logros"] = badges_image(sample_titles(lang))
    big = sample_bracket(16)
    out["bracket"] = bracket_image(big, lang)
    for s in range(sections(big)):
        out[f"bracket_part{s + 1}"] = bracket_image(big, lang, s)
    out["bracket_8"] = bracket_image(sample_bracket(8), lang)
    out["standings"] = standings_image(sample_standings(), lang)
    out["groups"] = groups_image(sample_groups(), lang)
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "render-samples")
    langs = args[1:] or ["es"]
    out.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        for name, im in pictures(lang).items():
            im.save(out / f"{name}_{lang}.png")
            phone = im.convert("RGB").resize((PHONE, round(im.height * PHONE / im.width)), Image.Resampling.LANCZOS) \
                if im.width > PHONE else im
            phone.save(out / f"{name}_{lang}_{PHONE}.png")
    print(f"wrote samples to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
