"""The words of a table, each defined once: a table's status, the verbs its buttons say (with the
engine action each one is), the custom_id they travel in, and a press as the service takes it.

Screens, the service, the Discord layer, the end-to-end driver and the load benchmark all use
these; nothing else spells a verb or a status.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from musbot.engine import (
    Action,
    Discard,
    Envido,
    Mus,
    NoMus,
    NoQuiero,
    Ordago,
    Paso,
    Quiero,
    Sena,
    Show4567,
    parse_cards,
)


class TableStatus(StrEnum):
    WAITING = "waiting"  # seats being taken
    PLAYING = "playing"  # a partida under way
    FINISHED = "finished"  # the partida is over: revancha or close
    CLOSED = "closed"  # gone from the channel


OPEN_STATUSES = frozenset({TableStatus.WAITING, TableStatus.PLAYING, TableStatus.FINISHED})


class Verb(StrEnum):
    """What a button or select of the bot says (the second field of its custom_id)."""

    # the waiting table
    SIT_0 = "sit0"
    SIT_1 = "sit1"
    SIT_2 = "sit2"
    SIT_3 = "sit3"
    STAND = "stand"
    ADD_AI = "addai"
    REMOVE_AI = "rmai"
    START = "start"
    CLOSE = "close"
    REMATCH = "rematch"
    # a hand: one button, one engine action
    MUS = "mus"
    NO_MUS = "nomus"
    SHOW_4567 = "show4567"
    PASO = "paso"
    ENVIDO = "envido"  # envido 2 as the opening bet
    MAS = "mas"  # 2 more facing a bet
    QUIERO = "quiero"
    NO_QUIERO = "noquiero"
    ORDAGO = "ordago"
    # a hand: an amount typed in a form
    ENVIDO_AMOUNT = "envido_more"
    RAISE_AMOUNT = "subir"
    AMOUNT_FORM = "modal"  # the form's own custom_id
    # a hand: the private message and its pickers
    CARDS = "cards"
    DISCARD = "discard"
    DISCARD_PICK = "discard_pick"
    SENA_PICK = "sena_pick"
    NEXT = "next"
    # a hand that is over: its replay (the control carries its own custom_id, history_screen.py)
    REPLAY = "replay"
    CONSEJO = "consejo"  # the coach's advice, asked from the private message (consejos tables)

    @property
    def seat(self) -> int | None:
        """The seat a sit verb takes, else None."""
        return _SIT.get(self)

    @property
    def of_hand(self) -> bool:
        """Belongs to one hand of a partida under way: a press from another hand is stale."""
        return self in _OF_HAND

    @property
    def asks_amount(self) -> bool:
        return self in (Verb.ENVIDO_AMOUNT, Verb.RAISE_AMOUNT)

    @property
    def opens_private(self) -> bool:
        """Answered with the presser's private 'Mis cartas' message."""
        return self in (Verb.CARDS, Verb.DISCARD)

    @property
    def picks_privately(self) -> bool:
        """A picker of the private message: its answer redraws that message."""
        return self in (Verb.DISCARD_PICK, Verb.SENA_PICK)

    @classmethod
    def parse(cls, text: str) -> Verb | None:
        try:
            return cls(text)
        except ValueError:
            return None


_SIT = {Verb.SIT_0: 0, Verb.SIT_1: 1, Verb.SIT_2: 2, Verb.SIT_3: 3}
SIT_VERBS: tuple[Verb, ...] = tuple(_SIT)
_OF_HAND = frozenset({
    Verb.MUS, Verb.NO_MUS, Verb.SHOW_4567, Verb.PASO, Verb.ENVIDO, Verb.MAS, Verb.QUIERO,
    Verb.NO_QUIERO, Verb.ORDAGO, Verb.ENVIDO_AMOUNT, Verb.RAISE_AMOUNT, Verb.AMOUNT_FORM,
    Verb.CARDS, Verb.DISCARD, Verb.DISCARD_PICK, Verb.SENA_PICK, Verb.NEXT, Verb.CONSEJO,
})

# the verbs that are one engine action, and that action
ACTIONS: Mapping[Verb, Action] = {
    Verb.MUS: Mus(), Verb.NO_MUS: NoMus(), Verb.SHOW_4567: Show4567(), Verb.PASO: Paso(),
    Verb.ENVIDO: Envido(2), Verb.MAS: Envido(2), Verb.QUIERO: Quiero(), Verb.NO_QUIERO: NoQuiero(),
    Verb.ORDAGO: Ordago(),
}
_ONE_BUTTON: Mapping[type, Verb] = {type(a): v for v, a in ACTIONS.items() if not isinstance(a, Envido)}


def action_of(verb: Verb, values: Sequence[str] = ()) -> Action | None:
    """The engine action a press says (a picker's values give its cards or seña), or None for
    verbs that are not an action of the hand. Bad values raise ValueError or IndexError."""
    if verb is Verb.DISCARD_PICK:
        return Discard(parse_cards(list(values)))
    if verb is Verb.SENA_PICK:
        return Sena(values[0])
    if verb is Verb.AMOUNT_FORM:  # the typed amount of an envido or a raise
        return Envido(int(values[0]))
    return ACTIONS.get(verb)


def verb_of(action: Action, facing_bet: bool) -> Verb:
    """How a person says ``action`` on Discord: the button (or picker) to press. An envido of
    another amount than 2 is the amount form's button (then the amount is typed)."""
    verb = _ONE_BUTTON.get(type(action))
    if verb is not None:
        return verb
    if isinstance(action, Envido):
        if action.amount == 2:
            return Verb.MAS if facing_bet else Verb.ENVIDO
        return Verb.RAISE_AMOUNT if facing_bet else Verb.ENVIDO_AMOUNT
    if isinstance(action, Discard):
        return Verb.DISCARD_PICK
    if isinstance(action, Sena):
        return Verb.SENA_PICK
    raise ValueError(f"no button says {action!r}")


def values_of(action: Action) -> tuple[str, ...]:
    """What a picker or the amount form sends for ``action`` (``action_of``'s values)."""
    if isinstance(action, Envido):
        return (str(action.amount),)
    if isinstance(action, Discard):
        return tuple(str(c) for c in action.cards)
    if isinstance(action, Sena):
        return (action.name,)
    return ()


# ---------------------------------------------------------------------- custom_id
# mus:<verb>:<channel>:<hand>: the channel of the table and the hand the control belongs to
CUSTOM_ID_PATTERN = r"mus:(?P<verb>[a-z0-9_]+):(?P<channel>[0-9]+):(?P<hand>[0-9]+)"
_CUSTOM_ID = re.compile(CUSTOM_ID_PATTERN)


def custom_id(verb: Verb, channel_id: int, hand: int) -> str:
    return f"mus:{verb.value}:{channel_id}:{hand}"


def custom_id_prefix(verb: Verb) -> str:
    """What every custom_id of ``verb`` starts with, whatever its table and hand."""
    return f"mus:{verb.value}:"


def parse_custom_id(text: str) -> tuple[Verb | None, int, int] | None:
    """(verb, channel, hand) of a custom_id (verb None: not a verb of ours); None: not ours."""
    m = _CUSTOM_ID.fullmatch(text)
    if m is None:
        return None
    return Verb.parse(m["verb"]), int(m["channel"]), int(m["hand"])


# ---------------------------------------------------------------------- a press
@dataclass(frozen=True, slots=True)
class Press:
    """A person's press, as the table service takes it: from a button, a picker or the form."""

    channel_id: int
    user_id: int
    user_name: str
    verb: Verb
    hand: int  # the hand number the control was drawn for
    values: tuple[str, ...] = ()  # a picker's choice
    can_manage: bool = False  # may close any table of the channel (Manage Channels)
    # who waits to be shown this press's result (the presenter's token: the interaction's id);
    # the snapshots of the changes it makes carry it (TableSnapshot.answers)
    answer: int | None = None
