"""The tournament service: the whole life of a tournament, Discord-free, all state in the store.

Each tournament has one lock: sign-ups, results and organisers' presses apply one at a time,
in the order they arrive. Every change is written in one store transaction before anyone is
told or any table is asked for anything; if it cannot be written, the tournament is read again
from the store (nothing happened). Time comes from an injectable clock and moves only through
``tick(now)`` (the bot calls it every few seconds; tests and ``simulate`` with the times they
want), which closes sign-ups, opens jornadas and gives walkovers from the stored times: after
a restart ``recover()`` reads the active tournaments and the next tick carries on.

Tables are reached through ``port.MatchTables``; what happens there comes back through
``partida_table``, ``player_present``, ``partida_finished`` and ``table_lost``. What people
should be told comes out as ``Notice`` objects to the listeners (the presenter phrases them
with the catalogue key ``tourn.notice.<kind>``). What differs from one format to another is
the format's (``formats/``); the store is reached through ``records``.

Organisers' presses carry the tournament's ``version`` as they saw it: a press made on an
older picture (another organiser changed something in between) is refused with
``tourn.error.changed``, so two organisers pressing the same button apply it once.

The service is one object made of its concerns, a module each, over what they share
(``core.py``: the state, the one way to change, reading) and the steps that finish ties and
move the tournament on (``rounds.py``): sign-ups (``signups.py``), closing sign-up and the
draw (``drawing.py``), time (``timers.py``), what the tables tell (``from_tables.py``), ties
at a real table and their reports (``presencial.py``), sanctions (``sanctions.py``) and the
organisers' corrections (``corrections.py``).
"""

from __future__ import annotations

from .core import Effect, Listener, Notice
from .corrections import Corrections
from .drawing import Drawing
from .from_tables import FromTables
from .presencial import CLUB_RULES, Presencial
from .sanctions import Sanctions
from .signups import NAME_MAX, SIGNUP_MAX_DAYS, TAG_MAX, SignUps
from .timers import Timers

__all__ = ["CLUB_RULES", "NAME_MAX", "SIGNUP_MAX_DAYS", "TAG_MAX", "Effect", "Listener", "Notice",
           "TournamentService"]


# a concern built on another stands before it (Timers on Drawing and Presencial, Corrections on
# Presencial): the order Python looks methods up in
class TournamentService(SignUps, Timers, Drawing, FromTables, Corrections, Presencial, Sanctions):
    """A tournament's whole life, one concern per base class (the module docstring says where)."""
