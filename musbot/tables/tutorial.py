"""The tutorial (``/mus aprender``): which explanation is due.

Pure. ``due(view)`` reads the learner's own view of the hand (the events they may see, the
phase, the señas they could make) and lists the topics it shows, in the order they happened:
the first time each phase and lance comes, the game's words for it; after every hand, its
count. The table keeps which topics were already given (``TableService.mark_taught``), so each
is given once, the count once per hand (``count:N``). The explanations' words are the
presenter's (``presenter/lessons.py``).

Nothing here reads another seat's cards: before the count the view has none, and the count is
explained from the count lines every seat sees.
"""

from __future__ import annotations

from musbot.engine import MatchView, Rules, Sena
from musbot.engine import events as ev

# a short partida (one juego to 40) with time to read; the partner and the rivals play as a club
RULES = Rules(juegos=1, vacas=1)
SECONDS = 600
COMPUTER = "expert:club"

# the explanations, each given once, in the order a first hand usually brings them
TOPICS: tuple[str, ...] = ("welcome", "mus", "discard", "grande", "betting", "chica", "sena", "pares",
                           "juego", "punto")
COUNT = "count"  # after every hand: count:<hand number>
_LANCE_TOPICS = frozenset({"grande", "chica", "pares", "juego", "punto"})


def count_topic(hand_number: int) -> str:
    return f"{COUNT}:{hand_number}"


def first_times(taught: set[str]) -> set[str]:
    """What stays given when a revancha starts a new partida at the table: the first-time
    explanations, not the counts of the last partida's hands."""
    return {x for x in taught if not x.startswith(COUNT + ":")}


def due(view: MatchView) -> list[str]:
    """The topics the learner's view of this hand shows, in the order they came (the table
    keeps which were given already). ``view`` must be the learner's own (``view.seat``)."""
    out = ["welcome", "mus"]  # a hand starts with the mus
    for e in view.events:
        if isinstance(e, ev.Discarded):
            out.append("discard")
        elif isinstance(e, ev.LanceStarted | ev.Declared) and e.lance in _LANCE_TOPICS:
            out.append(e.lance)
            if isinstance(e, ev.LanceStarted):
                out.append("betting")  # the words are said in every lance
        elif isinstance(e, ev.Bet):
            out.append("betting")
        elif isinstance(e, ev.SenaMade | ev.SenaSeen):
            out.append("sena")
    if view.phase == "discard":
        out.append("discard")
    if view.phase == "lances" and view.lance is not None:
        out += [view.lance, "betting"]
    if any(isinstance(a, Sena) for a in view.legal):
        out.append("sena")
    if view.phase in ("hand_end", "match_end") and view.count:
        out.append(count_topic(view.hand_number))
    return list(dict.fromkeys(out))


__all__ = ["COMPUTER", "COUNT", "RULES", "SECONDS", "TOPICS", "count_topic", "due", "first_times"]
