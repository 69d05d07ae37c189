"""Issue 14 part 2: the table picture starts from a layer drawn once (the baize with the
face-down cards), and that changes no pixel of any picture."""

from __future__ import annotations

from dataclasses import replace

import pytest

from musbot.render.scenes import HANDS, NAMES, views
from musbot.render.table import table_image

VIEWS = views()


@pytest.mark.parametrize("name", list(VIEWS))
@pytest.mark.parametrize("seat", [None, 0, 3])
def test_the_layered_table_is_the_plain_table_pixel_for_pixel(name: str, seat: int | None) -> None:
    """A spectator, a seat at the bottom, a seat on the side; every phase (the showdown's
    faces over no backs, a seat's own hand face up among three backs)."""
    view = VIEWS[name]
    if seat is not None:
        view = replace(view, seat=seat, hands=tuple(h if s == seat or view.showdown else None
                                                    for s, h in enumerate(HANDS)))
    layered = table_image(view, NAMES, "eu")
    plain = table_image(view, NAMES, "eu", layers=False)
    assert layered.tobytes() == plain.tobytes()
