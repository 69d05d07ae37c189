"""``python -m musbot.render.deck``: draw the whole deck and write it to assets/cards/.

The output depends only on this code (and Pillow), so running it twice gives the same files.
Two sizes: ``large`` (200 x 310) for a player's hand, ``small`` (80 x 124) for the table.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..engine.cards import DECK
from .assets import ASSETS, SIZES, sprite_name, sprite_path
from .faces import LAYOUTS, draw_back, draw_face

__all__ = ["ASSETS", "SIZES", "generate", "main", "sprite_name", "sprite_path"]


def generate(root: Path = ASSETS) -> list[Path]:
    """Draw the 40 faces and the back at both sizes into ``root``; returns the files written."""
    written = []
    for size in SIZES:
        (root / size).mkdir(parents=True, exist_ok=True)
        for card in (*DECK, None):
            im = draw_back(size) if card is None else draw_face(card, size)
            assert im.size == LAYOUTS[size].size
            path = sprite_path(card, size, root)
            im.save(path, format="PNG", optimize=True)
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m musbot.render.deck", description=__doc__)
    parser.add_argument("--out", type=Path, default=ASSETS, help="folder (default: assets/cards)")
    args = parser.parse_args(argv)
    files = generate(args.out)
    total = sum(p.stat().st_size for p in files)
    print(f"wrote {len(files)} PNGs to {args.out} ({total // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
