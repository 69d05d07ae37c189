"""Tournaments and leagues, Discord-free: the formats (``formats/``: one module each behind one
protocol, registered in one place) over pure functions (``bracket``, ``roundrobin``, ``swiss``,
``standings``), the draw anyone can check (``rng``, ``draw``), a tournament's state (``model``)
and the service over the store (``records``) and a table protocol (``service``, ``port``).
``simulate`` plays a whole tournament with computer players through the same service."""

from .errors import TournamentError
from .model import Entry, Match, Options, Tournament
from .port import MatchTables, PartidaOutcome, PartidaSpec, SeatedPlayer
from .service import Notice, TournamentService

__all__ = ["Entry", "Match", "MatchTables", "Notice", "Options", "PartidaOutcome", "PartidaSpec", "SeatedPlayer",
           "Tournament", "TournamentError", "TournamentService"]
