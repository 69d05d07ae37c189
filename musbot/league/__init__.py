"""The league: what the partidas played on a server add up to, over the store's repositories.

A partida's start, hands and end (results.py: the counters, counters.py; the ratings,
ratings.py; the MSST, msst.py; the logros, achievements.py and awards.py), fair play and
verification (fairplay.py, verify.py, replayed.py), pairs (pairs.py), seasons and their
settings (seasons.py, settings.py). Pure where it can be; no SQL: ``musbot.store`` keeps it.
"""

from .awards import achievements_of, recompute_achievements
from .facts import HandFacts, hand_facts
from .msst import msst_table, score_tournament_msst
from .pairs import pair_profile, pairs_ranking
from .results import (
    ReportedPartida,
    count_partida,
    count_pending,
    end_partida,
    finish_partida,
    record_hand,
    record_reported,
    start_partida,
    void_reported,
)
from .seasons import close_season, seasons_due, start_season
from .settings import set_league_settings
from .verify import verify_partida

__all__ = [
    "HandFacts", "achievements_of", "close_season", "count_partida", "count_pending", "end_partida", "finish_partida", "hand_facts", "msst_table", "pair_profile",
    "pairs_ranking", "record_hand", "record_reported", "ReportedPartida", "recompute_achievements", "score_tournament_msst", "seasons_due",
    "set_league_settings", "start_partida", "start_season", "verify_partida", "void_reported",
]
