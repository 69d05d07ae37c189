"""The opponent model remembers recent habits: what a seat did long ago fades."""

from __future__ import annotations

from types import SimpleNamespace

from musbot.ai.model import MEMORY_HANDS, Tendencies
from musbot.engine import events as ev


def _hand(number: int, word: str) -> SimpleNamespace:
    """What a view shows of one hand: seat 1 opens the grande with ``word``."""
    events = (ev.LanceStarted("grande", (0, 1, 2, 3)), ev.Bet(0, "grande", "paso"),
              ev.Bet(1, "grande", word, 2 if word == "envido" else 0))
    return SimpleNamespace(events=events, hand_number=number, mano=0, juegos=(0, 0),
                           vacas=(0, 0))


def test_old_habits_fade() -> None:
    """Seat 1 bet every hand for 300 hands, then passed for 60: it is read as a passer again
    (with counts that never fade it would still look like a wild bettor, 82 % bets)."""
    model = Tendencies()
    for n in range(300):
        model.update(_hand(n, "envido"))  # type: ignore[arg-type]
    assert model.seats[1].bet_rate > 0.8
    for n in range(300, 360):
        model.update(_hand(n, "paso"))  # type: ignore[arg-type]
    assert model.seats[1].bet_rate < 0.35
    assert model.seats[1].informative > 0.9  # its envites mean cards again


def test_a_long_sitting_keeps_about_the_last_hands() -> None:
    model = Tendencies()
    for n in range(2000):
        model.update(_hand(n, "envido" if n % 2 else "paso"))  # type: ignore[arg-type]
    h = model.seats[1]
    assert h.opens <= MEMORY_HANDS + 1
    assert 0.4 < h.bet_rate < 0.6


def test_a_loose_bettor_who_keeps_the_ordago_for_the_cards() -> None:
    """Seat 1 envida every hand (its envites mean little) but never says órdago: the envites
    are not believed, its órdagos are (the reading's last level)."""
    model = Tendencies()
    for n in range(200):
        model.update(_hand(n, "envido"))  # type: ignore[arg-type]
    level, _, _, ordago_level = model.seats[1].reading(4)
    assert level == 0 and ordago_level == 4
    wild = Tendencies()
    for n in range(200):
        wild.update(_hand(n, "ordago"))  # type: ignore[arg-type]
    assert wild.seats[1].reading(4)[3] == 0


def test_a_new_lance_opens_afresh() -> None:
    """R17, R22: an envite refused in the grande is over when the chica starts; the mano's envido
    in the chica is an opening bet of its own, not an answer to the grande's envite."""
    events = (ev.LanceStarted("grande", (0, 1, 2, 3)), ev.Bet(0, "grande", "paso"),
              ev.Bet(1, "grande", "envido", 2), ev.Bet(2, "grande", "no_quiero"),
              ev.Bet(3, "grande", "no_quiero"), ev.Bet(0, "grande", "no_quiero"),
              ev.LanceStarted("chica", (0, 1, 2, 3)), ev.Bet(0, "chica", "envido", 2))
    model = Tendencies()
    model.update(SimpleNamespace(events=events, hand_number=1, mano=0, juegos=(0, 0),  # type: ignore[arg-type]
                                 vacas=(0, 0)))
    mano = model.seats[0]
    assert (mano.opens, mano.open_bets, mano.answers) == (2, 1, 1)
