"""The words of a table: every legal action has the control that says it, and that control says
exactly it; custom_ids carry their verb, channel and hand both ways."""

from __future__ import annotations

import random

import pytest

from musbot.engine import Envido, Match, Rules
from musbot.tables.words import (
    ACTIONS,
    Verb,
    action_of,
    custom_id,
    parse_custom_id,
    values_of,
    verb_of,
)


def said(action: object, facing: bool) -> object:
    """What the bot applies when a person says ``action`` with the control ``verb_of`` names."""
    verb = verb_of(action, facing)  # type: ignore[arg-type]
    if verb.asks_amount:  # the button opens the form; the form carries the amount
        return action_of(Verb.AMOUNT_FORM, values_of(action))  # type: ignore[arg-type]
    return action_of(verb, values_of(action))  # type: ignore[arg-type]


def test_every_legal_action_round_trips_through_its_control() -> None:
    """R5-R8, R17-R20, R26: mus, discards, 4-5-6-7, the betting words, any envido amount and
    the señas, in many seeded states, each said by one control and read back the same."""
    rng = random.Random(12)
    seen: set[Verb] = set()
    for seed in (*range(30), 78):  # seed 78's first deal holds a 4-5-6-7 (R8)
        m = Match.new(Rules(redeal_4567=True, senas_libres=True), seed=seed)
        for _ in range(60):
            if m.phase == "match_end":
                break
            if m.phase == "hand_end":
                m.next_hand()
                continue
            facing = m.view(None).bet is not None
            for seat in range(4):
                for action in m.legal_actions(seat):
                    assert said(action, facing) == action
                    seen.add(verb_of(action, facing))
            seat = min(m.to_act())
            m.apply(seat, rng.choice([a for a in m.legal_actions(seat) if a.kind != "sena"]))
    assert said(Envido(37), False) == Envido(37) and said(Envido(37), True) == Envido(37)  # typed
    assert seen >= {*ACTIONS, Verb.ENVIDO_AMOUNT, Verb.RAISE_AMOUNT, Verb.DISCARD_PICK, Verb.SENA_PICK}


def test_custom_ids_carry_verb_channel_and_hand() -> None:
    for verb in Verb:
        text = custom_id(verb, 1234567890123, 17)
        assert len(text) <= 100  # Discord's limit
        assert parse_custom_id(text) == (verb, 1234567890123, 17)
    assert parse_custom_id("mus:teleport:1:2") == (None, 1, 2)  # not a verb of ours: stale
    assert parse_custom_id("other:mus:1:2") is None


@pytest.mark.parametrize(("verb", "values", "error"), [
    (Verb.SENA_PICK, (), IndexError), (Verb.DISCARD_PICK, ("99x",), ValueError),
    (Verb.AMOUNT_FORM, ("²",), ValueError)])
def test_bad_values_are_refused_not_applied(verb: Verb, values: tuple[str, ...], error: type[Exception]) -> None:
    with pytest.raises(error):
        action_of(verb, values)


def test_the_verbs_of_a_hand_are_the_ones_a_stale_press_is_refused_for() -> None:
    setup = {Verb.SIT_0, Verb.SIT_1, Verb.SIT_2, Verb.SIT_3, Verb.STAND, Verb.ADD_AI, Verb.REMOVE_AI,
             Verb.START, Verb.CLOSE, Verb.REMATCH, Verb.REPLAY}
    assert {v for v in Verb if not v.of_hand} == setup
    assert [v.seat for v in Verb if v.seat is not None] == [0, 1, 2, 3]
