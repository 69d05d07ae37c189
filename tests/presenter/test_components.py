"""The components written straight as Discord's payload (every edit of a table message and of
'Mis cartas') are exactly what discord.py's View would send for the same screen: the
same buttons and selects, in the same rows and order, with the same custom_ids."""

from __future__ import annotations

import pytest
from ui_view import discord_view

from musbot.presenter.controls import Verb
from musbot.presenter.messages import components_payload
from musbot.presenter.screens import Control

SCREENS = [
    [],
    [Control(Verb.MUS, "Mus", "primary"), Control(Verb.NO_MUS, "No hay mus", "danger"),
     Control(Verb.CARDS, "Mis cartas", row=1)],
    # rows out of screen order, every style, a disabled button, a replay's own custom_id
    [Control(Verb.CARDS, "Mis cartas", "secondary", row=2), Control(Verb.PASO, "Paso", "success", row=0),
     Control(Verb.ENVIDO, "Envido", "primary", row=0, disabled=True),
     Control(Verb.CARDS, "⏮", row=1, custom_id="mus-mano:7:0:first"),
     Control(Verb.ORDAGO, "Órdago " * 20, "danger", row=0)],
    # selects: the discard pick (several values, fewer options than max) and a long placeholder
    [Control(Verb.DISCARD_PICK, "Descartes " * 30, row=0, options=tuple((str(i), f"carta {i} " * 20) for i in range(4)),
             min_values=1, max_values=5),
     Control(Verb.DISCARD, "Descartar", "primary", row=1)],
]


@pytest.mark.parametrize("controls", SCREENS)
def test_payload_is_what_discord_py_would_send(controls: list[Control]) -> None:
    assert components_payload(controls, 123456789012345678, 7) == discord_view(controls, 123456789012345678, 7).to_components()
