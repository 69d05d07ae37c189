"""Tournaments and leagues, Discord-free: formats as pure functions (``bracket``, ``roundrobin``,
``swiss``, ``standings``), the draw anyone can check (``rng``, ``draw``), a tournament's
state (``model``) and how it goes on (``progress``), and the service over the store and a
table protocol (``service``, ``port``). ``simulate`` plays a whole tournament with computer
players through the same service."""

from .errors import TournamentError
from .model import Entry, Match, Options, Tournament
from .port import MatchTables, PartidaOutcome, PartidaSpec, SeatedPlayer
from .service import Notice, TournamentService

__all__ = ["Entry", "Match", "MatchTables", "Notice", "Options", "PartidaOutcome", "PartidaSpec", "SeatedPlayer",
           "Tournament", "TournamentError", "TournamentService"]
