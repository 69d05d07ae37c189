"""The README's picture of a table (docs/images/table.png): what ``python -m
musbot.render.showcase`` draws now, and a spectator's view at a count, where every hand is shown
to the whole table, so it carries no card that was private to one seat."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageChops, ImageStat

from musbot.render import showcase

PICTURE = Path(__file__).resolve().parents[2] / "docs" / "images" / "table.png"


def _pixels(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as im:
        return im.convert("RGB")


def test_the_committed_picture_is_what_the_code_draws() -> None:
    # compared by pixels, not bytes, so that a Pillow or ISA-L release that deflates otherwise
    # does not count as a stale picture
    assert PICTURE.exists(), "run: python -m musbot.render.showcase docs/images/table.png"
    disk, fresh = _pixels(PICTURE.read_bytes()), _pixels(showcase.picture())
    assert disk.size == fresh.size == (800, 600)
    diff = ImageStat.Stat(ImageChops.difference(disk, fresh)).mean
    assert max(diff) < 2.0, "docs/images/table.png is stale: run python -m musbot.render.showcase docs/images/table.png"


def test_the_picture_is_a_spectators_view_at_the_count() -> None:
    """Privacy: the README shows what anyone watching the table saw, at the moment the four
    hands are shown to all (the count), never a seat's own view."""
    view = showcase.showcase_view()
    assert view.seat is None and view.hand == ()
    assert view.phase == "hand_end" and view.showdown and all(h is not None for h in view.hands)
    assert view.count, "the count's lines are what the picture explains"


def test_the_command_writes_the_picture(tmp_path: Path) -> None:
    out = tmp_path / "images" / "table.png"
    assert showcase.main([str(out)]) == 0
    assert _pixels(out.read_bytes()).size == (800, 600)
