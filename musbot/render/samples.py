"""Previews: ``python -m musbot.render.samples OUT_DIR [LANG ...]`` writes one table picture per
situation (``scenes``) and a hand, a leaderboard and a chart, so that a person can look at them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from . import render_hand, render_leaderboard, render_rating_history
from .leaderboard import LeaderboardRow
from .scenes import HANDS, NAMES, views
from .table import render_table


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "render-samples")
    langs = args[1:] or ["es"]
    out.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        for name, view in views().items():
            (out / f"table_{name}_{lang}.png").write_bytes(render_table(view, NAMES, lang))
        (out / f"hand_{lang}.png").write_bytes(render_hand(HANDS[0], lang))
        rows = [LeaderboardRow(n, r, g, w) for n, r, g, w in
                (("Ane", 1712.4, 40, 28), ("Mikel", 1650.0, 31, 19), ("Itziar", 1598.2, 25, 13),
                 ("Jon", 1502.9, 12, 5), ("Maite", 1480.1, 9, 3))]
        (out / f"leaderboard_{lang}.png").write_bytes(render_leaderboard(rows, lang, highlight="Jon"))
        points = [1500 + 9 * i - (i % 5) * 14 for i in range(40)]
        (out / f"rating_{lang}.png").write_bytes(render_rating_history(points, lang, name="Ane"))
    print(f"wrote samples to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
