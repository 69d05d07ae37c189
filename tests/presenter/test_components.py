"""A screen's components (every post and edit of a table message and of 'Mis cartas'): its
buttons and selects in the rows the screen gives them, in screen order within a row, the labels
cut to Discord's lengths, each carrying its verb on the table's hand; and a finished view, which
discord.py never stores (the press routes answer every press)."""

from __future__ import annotations

from musbot.presenter.controls import Control, Verb, custom_id
from musbot.presenter.messages import components_view

CHANNEL, HAND = 123456789012345678, 7


def cid(verb: Verb) -> str:
    return custom_id(verb, CHANNEL, HAND)


async def test_rows_in_order_each_in_screen_order_with_labels_cut() -> None:
    # rows out of screen order, every style, a disabled button, a replay's own custom_id
    screen = [Control(Verb.CARDS, "Mis cartas", "secondary", row=2), Control(Verb.PASO, "Paso", "success", row=0),
              Control(Verb.ENVIDO, "Envido", "primary", row=0, disabled=True),
              Control(Verb.CARDS, "⏮", row=1, custom_id="mus-mano:7:0:first"),
              Control(Verb.ORDAGO, "Órdago " * 20, "danger", row=0)]
    view = components_view(screen, CHANNEL, HAND)
    rows = view.to_components()
    assert [row["type"] for row in rows] == [1, 1, 1]
    assert [[c["custom_id"] for c in row["components"]] for row in rows] == [
        [cid(Verb.PASO), cid(Verb.ENVIDO), cid(Verb.ORDAGO)], ["mus-mano:7:0:first"], [cid(Verb.CARDS)]]
    first = rows[0]["components"]
    assert [c["style"] for c in first] == [3, 1, 4]  # success, primary, danger
    assert [c["disabled"] for c in first] == [False, True, False]
    assert first[2]["label"] == ("Órdago " * 20)[:80]
    assert view.is_finished()  # never stored by discord.py, never dispatched by it


async def test_a_picker_is_a_select_with_its_options() -> None:
    """The discard pick: several values, fewer options than its maximum, a long placeholder."""
    options = tuple((str(i), f"carta {i} " * 20) for i in range(4))
    screen = [Control(Verb.DISCARD_PICK, "Descartes " * 30, row=0, options=options, min_values=1, max_values=5),
              Control(Verb.DISCARD, "Descartar", "primary", row=1)]
    (pick,), (button,) = (row["components"] for row in components_view(screen, CHANNEL, HAND).to_components())
    assert pick["type"] == 3 and pick["custom_id"] == cid(Verb.DISCARD_PICK)
    assert (pick["min_values"], pick["max_values"]) == (1, 4)
    assert pick["placeholder"] == ("Descartes " * 30)[:150]
    assert [(o["value"], o["label"]) for o in pick["options"]] == [(v, label[:100]) for v, label in options]
    assert button["type"] == 2 and button["custom_id"] == cid(Verb.DISCARD)


async def test_a_screen_without_controls_has_no_rows() -> None:
    assert components_view([], CHANNEL, HAND).to_components() == []
