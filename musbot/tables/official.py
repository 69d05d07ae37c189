"""Tournament mode of a table ("official"): what differs from a friendly table, in one place.

An official table is seated by whoever opens it (the tournament), takes no computer players
and offers no revancha; its partida starts once the four seated people have each pressed
(they are there: ``ready``); a person whose time runs out is played for with the most passive legal
action (no hay mus, paso, no quiero, the fewest cards discarded), never a computer player's
choice, so a time-out cannot win a tie for anybody.
"""

from __future__ import annotations

from musbot.engine import Action, Discard, Match, NoMus, NoQuiero, Paso, Sena, Show4567

from .model import Table

READY_FOR = 30 * 60.0  # a press older than this no longer says its person is there


def passive_action(match: Match, seat: int) -> Action:
    """The most passive legal action of ``seat`` now (it must be one of those to act)."""
    legal = [a for a in match.legal_actions(seat) if not isinstance(a, (Sena, Show4567))]
    for kind in (NoMus, Paso, NoQuiero):
        for a in legal:
            if isinstance(a, kind):
                return a
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards:
        return min(discards, key=lambda a: len(a.cards))
    if not legal:
        raise RuntimeError("no legal action")
    return legal[0]


def ready(table: Table, now: float) -> set[int]:
    """Who is at an official table now: a liga's tie waits a whole jornada, so a press of
    Monday does not seat its person for a start on Friday; they press again."""
    for user_id, at in list(table.ready.items()):
        if now - at > READY_FOR:
            del table.ready[user_id]
    return set(table.ready)
