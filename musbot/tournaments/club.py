"""What a club's regulations add to a tie: results reported by the pairs of a tie played at a
real table, lateness, and the organisers' sanctions. Pure values and rules; the service applies
them to a tournament (reports in ``presencial.py``, lateness in ``from_tables.py``, sanctions in
``sanctions.py``).

A reported result waits for the other pair: it confirms it (or says nothing until the
organiser's time runs out) and the result counts as a played one; it disputes it and the
organisers decide. Lateness follows the club's rule: ``late_grace`` minutes free, then one juego
lost per ``late_step`` minutes begun, and the tie lost at ``grace_minutes``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import TournamentError

REPORT_KINDS = ("result", "absent")
SANCTION_KINDS = ("warning", "juego", "disqualification")
REASON_MAX = 200


@dataclass(frozen=True, slots=True)
class Report:
    """A pair's word on its tie. ``kind`` "result": the score (tie order: pair a first);
    "absent": the other pair did not come (the tie is theirs to lose)."""

    kind: str
    by: int  # the Discord id of who reported
    entry: int  # the reporting pair
    partidas: tuple[int, int] = (0, 0)
    juegos: tuple[int, int] = (0, 0)
    at: str = ""
    until: str = ""  # confirms itself then, unless disputed
    disputed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "by": self.by, "entry": self.entry, "partidas": list(self.partidas),
                "juegos": list(self.juegos), "at": self.at, "until": self.until, "disputed": self.disputed}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Report:
        pa, pb = d.get("partidas") or (0, 0)
        ja, jb = d.get("juegos") or (0, 0)
        return cls(str(d["kind"]), int(d["by"]), int(d["entry"]), (int(pa), int(pb)), (int(ja), int(jb)),
                   str(d.get("at", "")), str(d.get("until", "")), bool(d.get("disputed")))


@dataclass(frozen=True, slots=True)
class Sanction:
    """An organiser's decision against a pair: a warning, a juego lost (in tie ``match``), or
    its disqualification; with its reason, who decided and when."""

    no: int
    entry: int
    match: int | None
    kind: str
    reason: str
    by: int
    at: str

    def to_row(self) -> dict[str, Any]:
        return {"sanction_no": self.no, "entry_no": self.entry, "match_no": self.match, "kind": self.kind,
                "reason": self.reason, "by_user": self.by, "at": self.at}

    @classmethod
    def from_row(cls, r: Mapping[str, Any]) -> Sanction:
        return cls(r["sanction_no"], r["entry_no"], r["match_no"], r["kind"], r["reason"], r["by_user"], r["at"])


def check_score(partidas: tuple[int, int], juegos: tuple[int, int] | None, wins_needed: int,
                juegos_to_win: int, vacas_to_win: int = 1) -> None:
    """Refuse a score no tie can end with. The winner has exactly ``wins_needed`` partidas and
    the loser fewer. A partida is won at ``vacas_to_win`` vacas of ``juegos_to_win`` juegos
    each, so its winner made between V·J juegos and V·J + (V-1)(J-1), its loser at most
    (V-1)·J + V·(J-1); a pair's juegos lie within the sums over its partidas won and lost (one
    partida to 3 juegos: the winners 3, the losers 0 to 2)."""
    a, b = partidas
    if min(a, b) < 0 or max(a, b) != wins_needed or min(a, b) >= wins_needed:
        raise TournamentError("tourn.error.bad_score", need=wins_needed, best_of=2 * wins_needed - 1)
    if juegos is None:
        return
    j, v = juegos_to_win, vacas_to_win
    win_least, win_most, lose_most = v * j, v * j + (v - 1) * (j - 1), (v - 1) * j + v * (j - 1)
    for won, lost, made in ((a, b, juegos[0]), (b, a, juegos[1])):
        if not won * win_least <= made <= won * win_most + lost * lose_most:
            raise TournamentError("tourn.error.bad_juegos", juegos=j, partidas=a + b)


def reported_partidas(partidas: tuple[int, int], juegos: tuple[int, int], juegos_to_win: int,
                      vacas_to_win: int = 1) -> list[tuple[int, tuple[int, int], tuple[int, int]]]:
    """The partidas a confirmed score stands for, each as (winning side, juegos of sides 0 and
    1, vacas of sides 0 and 1): the loser's wins first, as a tie ends on its winner's partida.
    A side's reported juegos are spread over its partidas within what each allows (its wins
    at their least first, then its losses, then its wins' rest); juegos not reported (0-0) are
    the least the score says: each winner its juegos to win, each loser none."""
    a, b = partidas
    j, v = juegos_to_win, vacas_to_win
    win_least, win_most, lose_most = v * j, v * j + (v - 1) * (j - 1), (v - 1) * j + v * (j - 1)
    order = [int(a > b)] * min(a, b) + [int(b > a)] * max(a, b)
    made = [[0, 0] for _ in order]
    given = juegos != (0, 0)
    for side in (0, 1):
        left = juegos[side] if given else win_least * order.count(side)
        won = [i for i, w in enumerate(order) if w == side]
        lost = [i for i, w in enumerate(order) if w != side]
        for i in won:
            made[i][side] = win_least
            left -= win_least
        for group, room in ((lost, lose_most), (won, win_most - win_least)):
            for i in group:
                extra = max(0, min(room, left))
                made[i][side] += extra
                left -= extra
    return [(w, (m[0], m[1]), (v if w == 0 else min(v - 1, m[0] // j), v if w == 1 else min(v - 1, m[1] // j)))
            for w, m in zip(order, made, strict=True)]


def parse_score(text: str) -> tuple[int, int]:
    """``"2-1"`` (or ``2 1``, ``2:1``) as two numbers; anything else a refusal."""
    parts = [p for p in text.replace(":", "-").replace(" ", "-").split("-") if p]
    if len(parts) != 2 or not all(p.isdigit() and len(p) <= 2 for p in parts):
        raise TournamentError("tourn.error.score_text", text=text[:20])
    return int(parts[0]), int(parts[1])


def late_juegos(minutes: float, grace: int, step: int) -> int:
    """The juegos a pair loses for coming ``minutes`` late: none within ``grace``, then one per
    ``step`` minutes begun (grace 10, step 5: 12 minutes late lose one, 16 lose two)."""
    if step <= 0 or minutes <= grace:
        return 0
    return math.ceil((minutes - grace) / step)


def head_start(juegos: tuple[int, int], juegos_to_win: int, vacas_to_win: int) -> tuple[int, int]:
    """The juegos a tie's first partida begins with, from those its pairs lost before it (R25):
    as lost, unless both pairs lost enough to win the partida, when only the difference counts
    at the table (a partida cannot be won by both)."""
    won_at = juegos_to_win * vacas_to_win
    if juegos[0] >= won_at and juegos[1] >= won_at:
        least = min(juegos)
        return juegos[0] - least, juegos[1] - least
    return juegos


def clean_reason(text: str) -> str:
    """A sanction's reason as one line (it is shown as plain text; the presenter escapes it)."""
    reason = " ".join(str(text).split())
    if not 1 <= len(reason) <= REASON_MAX:
        raise TournamentError("tourn.error.reason", most=REASON_MAX)
    return reason
