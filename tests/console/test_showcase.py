"""The README's picture (docs/images/table.png): the whole table message as a Discord client
shows it, drawn from the layout the presenter sends, at a moment a raised envite is faced; what
``python -m musbot.console.showcase`` draws now, and a spectator's view, so it carries no card."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageChops, ImageStat
from standin import message_components

from musbot.console import showcase
from musbot.presenter.screens import PAIR_COLOURS
from musbot.render.fonts import recording

PICTURE = Path(__file__).resolve().parents[2] / "docs" / "images" / "table.png"
REDRAW = "python -m musbot.console.showcase docs/images/table.png"


def _pixels(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as im:
        return im.convert("RGB")


def test_the_committed_picture_is_what_the_code_draws() -> None:
    # compared by pixels, not bytes, so that a Pillow release that deflates otherwise does not
    # count as a stale picture; a few pixels may differ a little where FreeType smooths a
    # letter's edge otherwise, but a change of any colour of the words shows
    assert PICTURE.exists(), f"run: {REDRAW}"
    disk, fresh = _pixels(PICTURE.read_bytes()), _pixels(showcase.picture())
    assert disk.size == fresh.size, f"docs/images/table.png is stale: run {REDRAW}"
    changed = ImageChops.difference(disk, fresh).convert("L").point(lambda v: 255 if v > 12 else 0)
    assert ImageStat.Stat(changed).mean[0] / 255 < 0.002, f"docs/images/table.png is stale: run {REDRAW}"


def test_the_picture_is_a_spectators_view_of_a_raise() -> None:
    """Privacy: the README shows the public table message, which every reader of the channel
    sees: the spectator's view, no hand face up. The moment is a raised envite (R17) faced by
    the other pair, so the message says the most: who answers, the stake, the pair's colour."""
    public = showcase.showcase_public()
    view = public.view
    assert view is not None and view.seat is None and view.hand == ()
    assert not view.showdown and all(h is None for h in view.hands)
    assert view.phase == "lances" and view.bet is not None and view.bet.stake > 2
    payload, files = showcase.message(public)
    box = payload["components"][0]
    assert payload["flags"] == 1 << 15 and box["type"] == 17
    answering = {s % 2 for s in view.to_act}
    assert answering == {1 - view.bet.bettor} and box["accent_color"] == PAIR_COLOURS[answering.pop()]
    assert "Envite de la pareja A: 4 tantos" in box["components"][0]["content"]
    assert list(files) == [box["components"][1]["items"][0]["media"]["url"].removeprefix("attachment://")]
    # a message Discord takes as it is (the stand-in holds messages to Discord's v2 rules)
    message_components.check(payload["components"], flags=payload["flags"], filenames=set(files))


def test_the_picture_draws_the_messages_words_and_buttons() -> None:
    """Every line of the moment and every button's label the presenter sent is in the picture."""
    payload, _ = showcase.message(showcase.showcase_public())
    with recording() as drawn:
        showcase.picture()
    texts = " ".join(" ".join(d.text for d in drawn).split())  # drawn a word at a time
    rows = [c for c in payload["components"][0]["components"] if c["type"] == 1]
    labels = [b["label"] for row in rows for b in row["components"]]
    assert labels[:5] == ["quiero", "no quiero", "Envido más", "Subir…", "órdago"] and "Mis cartas" in labels
    assert all(label in texts for label in labels)
    assert "Turno de Mikel, Jon" in texts and "dentro de 30 segundos" in texts


def test_the_command_writes_the_picture(tmp_path: Path) -> None:
    out = tmp_path / "images" / "table.png"
    assert showcase.main([str(out)]) == 0
    assert _pixels(out.read_bytes()).size == _pixels(showcase.picture()).size
