"""The clone a bench script runs from: ``use`` puts its folders on ``sys.path`` (musbot itself,
the tests' stand-in and helpers), so a bench runs from a clone as the tests do, with nothing of
the tests installed. A bench script's own folder is on the path already (Python puts it there)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def use(*folders: str) -> None:
    """Put these folders of the clone first on ``sys.path`` (the last named first), once each."""
    for folder in folders:
        path = str(ROOT / folder)
        if path not in sys.path:
            sys.path.insert(0, path)
