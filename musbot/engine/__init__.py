"""The rules of Mus (R1-R26): pure, deterministic, no I/O."""

from .actions import (
    Action,
    Discard,
    Envido,
    Mus,
    NextHand,
    NoMus,
    NoQuiero,
    Ordago,
    Paso,
    Quiero,
    Sena,
    Show4567,
    action_from_dict,
    action_to_dict,
)
from .cards import DECK, Card, format_cards, parse_cards
from .evaluate import HandInfo, hand_info, lance_winner
from .match import IllegalAction, Match
from .rules import Rules
from .senas import SENA_NAMES, SENAS, true_senas
from .view import BetState, LanceResult, MatchView

__all__ = [
    "Action", "BetState", "Card", "DECK", "Discard", "Envido", "HandInfo", "IllegalAction",
    "LanceResult", "Match", "MatchView", "Mus", "NextHand", "NoMus", "NoQuiero", "Ordago", "Paso",
    "Quiero", "Rules", "SENAS", "SENA_NAMES", "Sena", "Show4567", "action_from_dict",
    "action_to_dict", "format_cards", "hand_info", "lance_winner", "parse_cards", "true_senas",
]
