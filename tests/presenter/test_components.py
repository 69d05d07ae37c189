"""A screen's controls in its layout (every post and edit of a table message, of 'Mis cartas'
and of a replay): its buttons and selects in action rows in the order of the screen's rows, in
screen order within a row, a select alone in its row and at most five buttons in one, the
labels cut to Discord's lengths, each carrying its verb on the table's hand; and a finished
view, which discord.py never stores (the press routes answer every press)."""

from __future__ import annotations

from typing import Any

from musbot.presenter.controls import Control, Verb, custom_id
from musbot.presenter.layout import layout_view
from musbot.presenter.screens import Screen

CHANNEL, HAND = 123456789012345678, 7


def cid(verb: Verb) -> str:
    return custom_id(verb, CHANNEL, HAND)


def rows(controls: list[Control]) -> list[list[dict[str, Any]]]:
    """The action rows of a screen holding only ``controls``, as Discord receives them."""
    view = layout_view(Screen("Mesa", [], controls), CHANNEL, HAND)
    assert view.is_finished()  # never stored by discord.py, never dispatched by it
    [box] = view.to_components()
    return [c["components"] for c in box["components"] if c["type"] == 1]


async def test_rows_in_order_each_in_screen_order_with_labels_cut() -> None:
    # rows out of screen order, every style, a disabled button, a replay's own custom_id
    screen = [Control(Verb.CARDS, "Mis cartas", "secondary", row=2), Control(Verb.PASO, "Paso", "success", row=0),
              Control(Verb.ENVIDO, "Envido", "primary", row=0, disabled=True),
              Control(Verb.CARDS, "⏮", row=1, custom_id="mus-mano:7:0:first"),
              Control(Verb.ORDAGO, "Órdago " * 20, "danger", row=0)]
    shown = rows(screen)
    assert [[c["type"] for c in row] for row in shown] == [[2, 2, 2], [2], [2]]
    assert [[c["custom_id"] for c in row] for row in shown] == [
        [cid(Verb.PASO), cid(Verb.ENVIDO), cid(Verb.ORDAGO)], ["mus-mano:7:0:first"], [cid(Verb.CARDS)]]
    first = shown[0]
    assert [c["style"] for c in first] == [3, 1, 4]  # success, primary, danger
    assert [c["disabled"] for c in first] == [False, True, False]
    assert first[2]["label"] == ("Órdago " * 20)[:80]


async def test_a_picker_is_a_select_with_its_options() -> None:
    """The discard pick: several values, fewer options than its maximum, a long placeholder."""
    options = tuple((str(i), f"carta {i} " * 20) for i in range(4))
    screen = [Control(Verb.DISCARD_PICK, "Descartes " * 30, row=0, options=options, min_values=1, max_values=5),
              Control(Verb.DISCARD, "Descartar", "primary", row=1)]
    (pick,), (button,) = rows(screen)
    assert pick["type"] == 3 and pick["custom_id"] == cid(Verb.DISCARD_PICK)
    assert (pick["min_values"], pick["max_values"]) == (1, 4)
    assert pick["placeholder"] == ("Descartes " * 30)[:150]
    assert [(o["value"], o["label"]) for o in pick["options"]] == [(v, label[:100]) for v, label in options]
    assert button["type"] == 2 and button["custom_id"] == cid(Verb.DISCARD)


async def test_a_select_stands_alone_and_a_row_holds_five_buttons_at_most() -> None:
    """Discord refuses an action row with a select and anything else, or with six buttons: a
    screen row that would need either goes on in a row of its own, in screen order."""
    pick = Control(Verb.DISCARD_PICK, "Descartes", row=0, options=(("0", "As"),), max_values=1)
    buttons = [Control(Verb.PASO, f"B{i}", row=0, custom_id=f"b{i}") for i in range(7)]
    shown = rows([buttons[0], pick, *buttons[1:]])
    assert [[c.get("custom_id") for c in row] for row in shown] == [
        ["b0"], [cid(Verb.DISCARD_PICK)], ["b1", "b2", "b3", "b4", "b5"], ["b6"]]


async def test_a_screen_without_controls_has_no_rows() -> None:
    assert rows([]) == []
    [box] = layout_view(Screen("Mesa", ["fin"]), CHANNEL, HAND).to_components()
    assert [c["type"] for c in box["components"]] == [10, 10]  # its words alone: no separator, no row
