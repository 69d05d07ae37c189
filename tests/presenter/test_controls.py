"""The bot's controls: every legal action has the control that says it, and that control says
exactly it; custom_ids carry their verb, channel and hand both ways; a choice no control offers
is refused where it comes in."""

from __future__ import annotations

import random

import pytest

from musbot.engine import Discard, Envido, Match, Rules, Sena, parse_cards
from musbot.presenter.controls import (
    ACTIONS,
    SIT_VERBS,
    Verb,
    action_of,
    command_of,
    custom_id,
    parse_custom_id,
    values_of,
    verb_of,
)
from musbot.presenter.history_screen import replay_custom_id
from musbot.presenter.invitations import invitation_id, parse_invitation
from musbot.tables.commands import (
    Act,
    AddComputer,
    Close,
    NextHand,
    Rematch,
    RemoveComputer,
    Sit,
    Stand,
    Start,
)
from musbot.tables.errors import TableError
from musbot.tables.invitations import Invitation


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


@pytest.mark.parametrize(("verb", "values", "key"), [
    (Verb.SENA_PICK, (), "error.bad_input"), (Verb.SENA_PICK, ("tres_sotas",), "error.bad_input"),
    (Verb.DISCARD_PICK, ("99x",), "error.bad_input"), (Verb.DISCARD_PICK, (), "error.bad_input"),
    (Verb.DISCARD_PICK, ("1o", "2o", "3o", "4o", "5o"), "error.bad_input"),
    (Verb.AMOUNT_FORM, ("²",), "error.bad_amount"), (Verb.AMOUNT_FORM, ("100",), "error.bad_amount"),
    (Verb.AMOUNT_FORM, (), "error.bad_amount")])
def test_bad_values_are_refused_not_applied(verb: Verb, values: tuple[str, ...], key: str) -> None:
    """What a forged client sends in a picker, or a person types in the amount form, is refused
    as a refusal the person reads, never as an error of the code below."""
    with pytest.raises(TableError) as refused:
        action_of(verb, values)
    assert refused.value.key == key


def test_the_verbs_of_a_hand_are_the_ones_a_stale_press_is_refused_for() -> None:
    setup = {Verb.SIT_0, Verb.SIT_1, Verb.SIT_2, Verb.SIT_3, Verb.STAND, Verb.ADD_AI, Verb.REMOVE_AI,
             Verb.START, Verb.CLOSE, Verb.REMATCH, Verb.REPLAY}
    assert {v for v in Verb if not v.of_hand} == setup
    assert [v.seat for v in Verb if v.seat is not None] == [0, 1, 2, 3]


def test_custom_ids_are_the_ones_posted_messages_carry() -> None:
    """Messages posted before an upgrade keep working: every control's custom_id, byte for byte."""
    assert [custom_id(v, 111, 7) for v in Verb] == [
        "mus:sit0:111:7", "mus:sit1:111:7", "mus:sit2:111:7", "mus:sit3:111:7", "mus:stand:111:7",
        "mus:addai:111:7", "mus:rmai:111:7", "mus:start:111:7", "mus:close:111:7", "mus:rematch:111:7",
        "mus:mus:111:7", "mus:nomus:111:7", "mus:show4567:111:7", "mus:paso:111:7", "mus:envido:111:7",
        "mus:mas:111:7", "mus:quiero:111:7", "mus:noquiero:111:7", "mus:ordago:111:7",
        "mus:envido_more:111:7", "mus:subir:111:7", "mus:modal:111:7", "mus:cards:111:7", "mus:discard:111:7",
        "mus:discard_pick:111:7", "mus:sena_pick:111:7", "mus:next:111:7", "mus:replay:111:7",
        "mus:consejo:111:7"]
    assert replay_custom_id(4821, 3, "n") == "mus-mano:4821:3:n"
    assert invitation_id(Invitation(111, 22, 33, 44)) == "musinv:111:22:33:44"
    assert parse_invitation("musinv:111:22:33:44") == Invitation(111, 22, 33, 44)


def test_each_press_asks_the_table_for_its_command() -> None:
    """The waiting table's buttons, the hand's buttons and pickers: each press is one command of
    the table service; the controls that open a message or a form are none."""
    assert [command_of(v, 5) for v in SIT_VERBS] == [Sit(0), Sit(1), Sit(2), Sit(3)]
    assert command_of(Verb.STAND, 5) == Stand() and command_of(Verb.START, 5) == Start()
    assert command_of(Verb.ADD_AI, 5, ("expert:farolero",)) == AddComputer("expert:farolero")
    assert command_of(Verb.ADD_AI, 5) == AddComputer("expert") and command_of(Verb.REMOVE_AI, 5) == RemoveComputer()
    assert command_of(Verb.CLOSE, 5, may_manage=True) == Close(True) and command_of(Verb.REMATCH, 5) == Rematch()
    assert command_of(Verb.NEXT, 5) == NextHand(5)
    assert command_of(Verb.MAS, 5) == Act(5, Envido(2)) and command_of(Verb.AMOUNT_FORM, 5, ("37",)) == Act(5, Envido(37))
    assert command_of(Verb.DISCARD_PICK, 5, ("12o", "1b")) == Act(5, Discard(parse_cards("12o 1b")))
    assert command_of(Verb.SENA_PICK, 5, ("duples",)) == Act(5, Sena("duples"))
    pickers = (Verb.DISCARD_PICK, Verb.SENA_PICK)
    assert [v for v in Verb if v not in pickers and command_of(v, 5, ("2",)) is None] == [
        Verb.ENVIDO_AMOUNT, Verb.RAISE_AMOUNT, Verb.CARDS, Verb.DISCARD, Verb.REPLAY, Verb.CONSEJO]
