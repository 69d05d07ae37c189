"""Presses on a table's buttons and selects go straight from the interaction gate to the table
by their custom_id (presenter/gate.py: cheaper on the event loop), not through a view discord.py rebuilds from the
message. What discord.py's path checked still holds: a press is taken only for a component the
pressed message has, of the kind pressed (a modified client can send anything)."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from standin import BotHarness
from standin.users import MESSAGE_COMPONENT, interaction_payload

from e2e.mus_driver import Table
from e2e.test_partidas import make_bot, reply
from musbot.presenter.controls import Verb, custom_id


def _without(components: list[dict[str, Any]], cid: str) -> list[dict[str, Any]]:
    """The components but the one with ``cid`` (in rows, containers, or as a section's button:
    the section goes with it)."""
    out = []
    for c in components:
        if c.get("custom_id") == cid or (c.get("accessory") or {}).get("custom_id") == cid:
            continue
        out.append(c | {"components": _without(c["components"], cid)} if "components" in c and c["type"] != 9 else c)
    return out


def _ids(components: list[dict[str, Any]]) -> list[str]:
    return [c["custom_id"] for c in _walk(components) if "custom_id" in c]


def _walk(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [x for c in components for x in (c, *_walk(c.get("components") or []),
                                             *_walk([c["accessory"]] if c.get("accessory") else []))]


@pytest.mark.parametrize("how", ["not on the message", "another kind of component"])
async def test_a_press_of_a_component_the_message_lacks_is_not_taken(standin, clock, tmp_path, caplog, how):
    """Bea sends a press of 'Sentarse' at seat 2 of the table in her channel, either on
    the table message stripped of that button, or as a select where the message has a button:
    she is not seated, nothing is answered, nothing is logged as an error (discord.py dropped
    such presses before a dynamic item was made; the route drops them too)."""
    bot = make_bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana, bea = h.user("Ana"), h.user("Bea")
        await ana.slash("mus mesa")
        table = Table(standin, bot, ana.channel)
        message = table.message()
        cid = custom_id(Verb.SIT_1, ana.channel.id, 0)
        kind = 2 if how == "not on the message" else 3
        data: dict[str, Any] = {"custom_id": cid, "component_type": kind} | ({"values": ["x"]} if kind == 3 else {})
        rec = standin.open_interaction(MESSAGE_COMPONENT, bea.user, ana.channel, message=message)
        payload = interaction_payload(standin, rec, data, locale=bea.locale, message=message)
        assert cid in _ids(payload["message"]["components"])
        if how == "not on the message":
            payload["message"]["components"] = _without(payload["message"]["components"], cid)
        with caplog.at_level(logging.INFO):
            d = await bea._hand_over(rec, payload, expect_ack=False)
        assert d.errors == []
        assert bot.tables.tables[ana.channel.id].seat_of(bea.id) is None
        assert not rec.responded and reply(d) is None
        assert table.message().text == message.text
        assert "not a component of the message pressed" in caplog.text
        # the same press on the message as it is seats her
        await bea.press(table.message(), custom_id=cid)
        assert bot.tables.tables[ana.channel.id].seat_of(bea.id) == 1
