"""Verification of a partida's deals (pure: it reads a ``PartidaLog``, writes nothing).

From the revealed seed alone, with the documented shuffle of the partida's version
(``engine/shuffle.py``), every deal is made again and every recorded action applied in order;
each hand's end is compared with what was recorded when it was played: the four hands shown,
the count lines and the points. The revealed seed must hash to the commitment fixed when the
partida started, and give the first mano. Any difference is a ``Problem``: a changed seed, a
changed action, a changed card or a changed commitment is found.
"""

from __future__ import annotations

from collections import Counter

from musbot.engine import shuffle as sh
from musbot.engine.events import CountLine, Deje

from .history_models import PartidaLog, Problem, RecordedHand, Verification
from .replayed import Diverged, PlayedHand, play_again


def verify(record: PartidaLog) -> Verification:
    problems: list[Problem] = []
    notes: list[Problem] = []
    checked = 0
    if record.revealed_seed is None:  # still played: nothing can be checked, nothing is told
        return _answer(record, None, 0, [], [])
    try:
        seed = sh.parse_seed(record.revealed_seed)
    except ValueError:
        return _answer(record, record.revealed_seed, 0, [Problem("bad_seed", {"seed": record.revealed_seed})], [])
    text = sh.seed_text(seed)
    if record.commitment is None:
        notes.append(Problem("no_commitment"))
    elif sh.commitment(seed) != record.commitment:
        problems.append(Problem("commitment_mismatch", {"commitment": record.commitment, "hash": sh.commitment(seed)}))
    if record.log_missing:
        return _answer(record, text, 0, [*problems, Problem("no_log")], notes)
    if record.first_mano != sh.first_mano(seed):
        problems.append(Problem("first_mano_mismatch", {"seat": record.first_mano + 1, "expected": sh.first_mano(seed) + 1}))
    recorded = {h.hand_number: h for h in record.hands}
    played: list[PlayedHand] = []
    try:
        for hand in play_again(record.rules, seed, record.first_mano, record.shuffle, record.log):
            played.append(hand)
    except Diverged as exc:
        problems.append(Problem("illegal_action", {"seq": exc.seq, "reason": exc.reason}))
    over = [h for h in played if h.over]
    for hand in over:
        rec = recorded.get(hand.hand_number)
        if rec is None:
            problems.append(Problem("hand_not_recorded", {"hand": hand.hand_number}))
            continue
        checked += 1
        problems += _compare(hand, rec)
    for number in sorted(set(recorded) - {h.hand_number for h in over}):
        problems.append(Problem("hand_not_played", {"hand": number}))
    if record.status == "finished" and not any(p.code == "illegal_action" for p in problems):
        last = played[-1] if played else None
        result = None if last is None else (last.winner, last.vacas)
        if result != (record.winner_pair, record.vacas):
            problems.append(Problem("result_mismatch", {"hand": last.hand_number if last else 0}))
    return _answer(record, text, checked, problems, notes)


def _lines(hand: PlayedHand) -> Counter[tuple[str, int, int, str, int | None]]:
    """The count lines ``record_hand`` stores for this hand: its count and its dejes."""
    out: Counter[tuple[str, int, int, str, int | None]] = Counter()
    for e in hand.events:
        if isinstance(e, CountLine):
            out[(e.lance, e.pair, e.points, e.why, e.seat)] += 1
        elif isinstance(e, Deje):
            out[(e.lance, e.pair, e.points, "deje", None)] += 1
    return out


def _compare(hand: PlayedHand, rec: RecordedHand) -> list[Problem]:
    problems = []
    n = hand.hand_number
    for seat in range(4):
        dealt = " ".join(str(c) for c in hand.hands[seat])
        stored = rec.cards[seat]
        if stored is None or sorted(stored.split()) != sorted(dealt.split()):
            problems.append(Problem("cards_mismatch", {"hand": n, "seat": seat + 1, "recorded": stored or "—", "dealt": dealt}))
    lines = _lines(hand)
    if lines != Counter(rec.lines):
        problems.append(Problem("count_mismatch", {"hand": n}))
    points = [0, 0]
    for (_lance, pair, pts, _why, _seat), k in lines.items():
        points[pair] += pts * k
    if tuple(points) != rec.points:
        problems.append(Problem("points_mismatch", {"hand": n, "recorded": f"{rec.points[0]}-{rec.points[1]}",
                                                    "played": f"{points[0]}-{points[1]}"}))
    return problems


def _answer(record: PartidaLog, seed: str | None, checked: int, problems: list[Problem],
            notes: list[Problem]) -> Verification:
    return Verification(record.partida_id, record.guild_id, record.status, record.shuffle, record.commitment, seed,
                        checked, tuple(problems), tuple(notes))
