"""The situations a table picture must show, as hand-built MatchViews (pure data).

The table's shared palette is built from them (``table.palette``); the previews
(``python -m musbot.render.samples``), the tests and the benchmark draw them too.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine.cards import parse_cards
from ..engine.events import CountLine, JuegoWon, OrdagoWon, PartidaWon, VacaWon
from ..engine.rules import Rules
from ..engine.view import BetState, LanceResult, MatchView

NAMES = ("Ane", "Mikel", "Itziar", "Jon")
HANDS = tuple(parse_cards(h) for h in ("12o 12c 3e 1b", "11o 7c 6e 5b", "10c 10e 2o 4c", "7o 7e 4b 1c"))


def base(seat: int | None = None, **changes: object) -> MatchView:
    """A view in the mus phase of hand 3, seat 1 mano; ``seat`` sees its own cards."""
    hands = tuple(h if s == seat else None for s, h in enumerate(HANDS))
    view = MatchView(
        seat=seat, rules=Rules(), hand_number=3, mano=1, phase="mus", lance=None,
        to_act=frozenset({1}), hand=HANDS[seat] if seat is not None else (), hands=hands,
        showdown=False, score=(23, 17), juegos=(1, 0), vacas=(0, 0), winner=None,
        pares=(None,) * 4, juego=(None,) * 4, bet=None, results=(), discarded=frozenset(),
        mus_rounds=0, senas_received=(), senas_made=(), events=(), count=(), legal=(),
        dentro=(False, False),
    )
    return replace(view, **changes)  # type: ignore[arg-type]


def showdown(view: MatchView) -> MatchView:
    return replace(view, hands=HANDS, showdown=True)


COUNT = (
    CountLine("grande", 0, 2, "envite"),
    CountLine("chica", 1, 1, "deje"),
    CountLine("pares", 0, 2, "pareja", 0),
    CountLine("pares", 0, 2, "pareja", 2),
    CountLine("pares", 0, 5, "envite"),
    CountLine("juego", 1, 2, "juego", 1),
    CountLine("juego", 1, 3, "juego31", 3),
    CountLine("juego", 1, 1, "paso"),
)


def views() -> dict[str, MatchView]:
    """One view per situation the table picture must show."""
    mus = base(None)
    discard = base(None, phase="discard", to_act=frozenset({0, 3}), discarded=frozenset({1, 2}),
                   mus_rounds=1)
    grande = base(None, phase="lances", lance="grande", to_act=frozenset({2}), mus_rounds=1,
                  bet=BetState("grande", 2, 1, False, 1, frozenset()), senas_made=(1, 3))
    chica = base(None, phase="lances", lance="chica", to_act=frozenset({1}),
                 results=(LanceResult("grande", "querido", 2, None),),
                 bet=BetState("chica", 0, None, False, 0, frozenset()))
    pares = base(None, phase="lances", lance="pares", to_act=frozenset({3}),
                 results=(LanceResult("grande", "querido", 2), LanceResult("chica", "folded", 0, 1)),
                 pares=(True, False, True, True), senas_made=(0,),
                 bet=BetState("pares", 7, 0, False, 2, frozenset()))
    juego = base(None, phase="lances", lance="juego", to_act=frozenset({2}),
                 results=(LanceResult("grande", "paso"), LanceResult("chica", "folded", 0, 1),
                          LanceResult("pares", "querido", 5)),
                 pares=(True, False, True, True), juego=(False, True, False, True),
                 bet=BetState("juego", 0, 1, True, 2, frozenset()), dentro=(False, True),
                 score=(23, 35))
    punto = base(None, phase="lances", lance="punto", to_act=frozenset({1}),
                 results=(LanceResult("grande", "paso"), LanceResult("chica", "paso"),
                          LanceResult("pares", "not_played")),
                 pares=(False,) * 4, juego=(False,) * 4,
                 bet=BetState("punto", 4, 0, False, 2, frozenset()))
    hand_end = showdown(base(None, phase="hand_end", to_act=frozenset(),
                             results=(LanceResult("grande", "querido", 2),
                                      LanceResult("chica", "folded", 0, 1),
                                      LanceResult("pares", "querido", 5),
                                      LanceResult("juego", "paso")),
                             pares=(True, False, True, False), juego=(False, True, False, True),
                             count=COUNT, score=(34, 24)))
    # an órdago won in the grande ends the partida 2-1: as the engine leaves it, the tantos and
    # juegos set back to 0 and the result in the events of the hand
    match_end = showdown(base(None, phase="match_end", to_act=frozenset(), winner=0,
                              score=(0, 0), juegos=(0, 0), vacas=(1, 0),
                              results=(LanceResult("grande", "ordago", 0, 0),),
                              count=(CountLine("grande", 0, 0, "ordago", 2),),
                              events=(OrdagoWon("grande", 2, 0), CountLine("grande", 0, 0, "ordago", 2),
                                      JuegoWon(0, (2, 1)), VacaWon(0, (1, 0)), PartidaWon(0))))
    own = base(2, phase="lances", lance="grande", to_act=frozenset({2}),
               bet=BetState("grande", 0, None, False, 0, frozenset()))
    return {"mus": mus, "discard": discard, "grande": grande, "chica": chica, "pares": pares,
            "juego": juego, "punto": punto, "hand_end": hand_end, "match_end": match_end,
            "own_seat": own}
