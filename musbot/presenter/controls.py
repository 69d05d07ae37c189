"""The bot's buttons and selects: the verb each one says, the custom_id it travels in, how it is
drawn (``Control``), and the table command a press of it asks for (``command_of``).

Every table control carries ``mus:<verb>:<channel>:<hand>``: the verb, the table's channel and
the hand it was drawn for. These strings are kept byte for byte across versions, so messages
posted before an upgrade keep working. What a person typed or picked (an amount, cards, a seña)
is checked here, where it comes in, and refused as a ``TableError`` the person reads; only a
command that makes sense goes on to the table service.

Screens, the press handler, the end-to-end driver and the load benchmark all use these; nothing
else spells a verb.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from musbot.engine import (
    DECK,
    SENA_NAMES,
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
from musbot.tables.commands import (
    Act,
    AddComputer,
    Close,
    Command,
    NextHand,
    Rematch,
    RemoveComputer,
    Sit,
    Stand,
    Start,
)
from musbot.tables.errors import TableError


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
_CARDS = frozenset(str(c) for c in DECK)
MIN_AMOUNT, MAX_AMOUNT = 2, 99  # what the amount form takes


# ---------------------------------------------------------------------- a press as a command
def command_of(verb: Verb, hand: int, values: Sequence[str] = (), *, may_manage: bool = False) -> Command | None:
    """The table command a press of ``verb`` asks for (``values``: a picker's choice or the typed
    amount; ``may_manage``: the presser may manage the channel), or None for a control that is
    not a command (it opens a message or a form). A choice no control offers is refused here:
    ``error.bad_input``, ``error.bad_amount``."""
    seat = verb.seat
    if seat is not None:
        return Sit(seat)
    if verb is Verb.STAND:
        return Stand()
    if verb is Verb.ADD_AI:
        return AddComputer(values[0] if values else "expert")
    if verb is Verb.REMOVE_AI:
        return RemoveComputer()
    if verb is Verb.START:
        return Start()
    if verb is Verb.CLOSE:
        return Close(may_manage)
    if verb is Verb.REMATCH:
        return Rematch()
    if verb is Verb.NEXT:
        return NextHand(hand)
    action = action_of(verb, values)
    return Act(hand, action) if action is not None else None


def action_of(verb: Verb, values: Sequence[str] = ()) -> Action | None:
    """The engine action a press says (a picker's values give its cards or seña, the form's its
    amount), or None for verbs that are not an action of the hand. Values no control sends are
    refused (``TableError``); whether the action is legal now is the table's to say."""
    if verb is Verb.DISCARD_PICK:
        if not 1 <= len(values) <= 4 or not all(v in _CARDS for v in values):
            raise TableError("error.bad_input")
        return Discard(parse_cards(list(values)))
    if verb is Verb.SENA_PICK:
        if len(values) != 1 or values[0] not in SENA_NAMES:
            raise TableError("error.bad_input")
        return Sena(values[0])
    if verb is Verb.AMOUNT_FORM:  # the typed amount of an envido or a raise
        return Envido(amount_of(values[0] if len(values) == 1 else ""))
    return ACTIONS.get(verb)


def amount_of(typed: str) -> int:
    """An envido's amount as typed in the form: ASCII digits from 2 to 99, else
    ``error.bad_amount`` (saying what was typed)."""
    text = typed.strip()
    if not (text.isascii() and text.isdigit()) or not MIN_AMOUNT <= int(text) <= MAX_AMOUNT:
        raise TableError("error.bad_amount", amount=text[:10])
    return int(text)


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


# ---------------------------------------------------------------------- a control
@dataclass(frozen=True)
class Control:
    """A button or a select. ``verb`` goes into the custom_id; ``options`` makes it a select."""

    verb: Verb
    label: str
    style: str = "secondary"  # primary, secondary, success, danger
    row: int = 0
    options: tuple[tuple[str, str], ...] = ()  # (value, label) for a select
    min_values: int = 1
    max_values: int = 1
    disabled: bool = False
    custom_id: str | None = None  # its own custom_id instead of mus:<verb>:<channel>:<hand> (replays)
