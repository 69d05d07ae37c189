"""Verification of a partida's deals (``verify`` is pure: it reads a ``PartidaLog``, writes nothing).

From the revealed seed alone, with the documented shuffle of the partida's version
(``engine/shuffle.py``), every deal is made again and every recorded action applied in order;
each hand's end is compared with what was recorded when it was played: the four hands shown,
the count lines and the points. The revealed seed must hash to the commitment fixed when the
partida started: from shuffle version 3 on, together with the recorded first mano and the
holder of each seat (a tournament's draw, a revancha and a restart seat a partida, and all
are checked so); before, the seed alone, and the seed gives the first mano. Any difference is a
``Problem``: a changed seed, first mano, seat, action, card or commitment is found, and a
changed first mano or seating is named as such (the seatings the commitment may have been made
with are tried: 24 orders of the recorded holders times 4 first manos).
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations

from musbot.engine import shuffle as sh
from musbot.engine.events import CountLine, Deje
from musbot.store import Store
from musbot.store.history_models import PartidaLog, RecordedHand
from musbot.store.models import Player

from .fairplay import holders
from .models import Problem, Verification
from .replayed import Diverged, PlayedHand, play_again


async def verify_partida(store: Store, partida_id: int) -> Verification:
    """Play the partida again from its revealed seed and compare every deal with the records
    and the commitment; ``NotFound`` for an unknown partida."""
    return verify(await store.history.partida_log(partida_id, with_hands=True, need_log=False))


def verify(record: PartidaLog) -> Verification:
    problems: list[Problem] = []
    notes: list[Problem] = []
    checked = 0
    if record.reported:  # played at a real table: there are no deals to make again
        return Verification(record.partida_id, record.guild_id, record.status, record.shuffle, None, None, 0, (),
                            reported=True)
    if record.revealed_seed is None:  # still played: nothing can be checked, nothing is told
        return _answer(record, None, 0, [], [])
    try:
        seed = sh.parse_seed(record.revealed_seed)
    except ValueError:
        return _answer(record, record.revealed_seed, 0, [Problem("bad_seed", {"seed": record.revealed_seed})], [])
    text = sh.seed_text(seed)
    if record.table_id is None:  # its table was deleted: its shuffle version, first mano and moves with it
        if record.commitment is not None and not _made_with(seed, record):
            problems.append(Problem("commitment_mismatch", {"commitment": record.commitment, "hash": sh.commitment(seed)}))
        return _answer(record, text, 0, [*problems, Problem("no_log")], notes)
    mano = record.first_mano  # the first mano the deals are made again from
    if record.shuffle >= sh.SEATING_FROM:
        mano = _check_seating(record, seed, problems, notes)
    elif record.commitment is None:
        notes.append(Problem("no_commitment"))
    elif sh.commitment(seed) != record.commitment:
        problems.append(Problem("commitment_mismatch", {"commitment": record.commitment, "hash": sh.commitment(seed)}))
    if record.log_missing:
        return _answer(record, text, 0, [*problems, Problem("no_log")], notes)
    if not record.log and record.hands:  # hands and a result, no moves: a simulated partida
        return _answer(record, text, 0, problems, notes, moves_missing=True)
    if record.shuffle < sh.SEATING_FROM and record.first_mano != sh.first_mano(seed):
        if record.official:  # the draw gave it, and these versions did not commit it
            notes.append(Problem("first_mano_drawn", {"seat": record.first_mano + 1}))
        else:
            problems.append(Problem("first_mano_mismatch", {"seat": record.first_mano + 1,
                                                            "expected": sh.first_mano(seed) + 1}))
    recorded = {h.hand_number: h for h in record.hands}
    played: list[PlayedHand] = []
    try:
        for hand in play_again(record.rules, seed, mano, record.shuffle, record.log, head_start=record.head_start):
            played.append(hand)
    except Diverged as exc:
        problems.append(Problem("illegal_action", {"seq": exc.seq, "reason": exc.reason}))
    over = [h for h in played if h.over and h.hand_number]  # hand 0: won by its head start, nothing dealt
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


def _check_seating(record: PartidaLog, seed: int, problems: list[Problem], notes: list[Problem]) -> int:
    """Version 3: the seed, the recorded first mano and the recorded holders of the seats must
    give the commitment. Returns the first mano to deal from: the committed one when the
    commitment names another (then the deals are checked against what was committed, and the
    change is the one problem told)."""
    mine = holders(record.seats)
    if record.commitment is None:
        notes.append(Problem("no_commitment"))
        return record.first_mano
    if sh.seated_commitment(seed, record.first_mano, mine) == record.commitment:
        notes.append(Problem("seating", {"seat": record.first_mano + 1, "seats": _names(record.seats)}))
        return record.first_mano
    for order in permutations(range(4)):
        for mano in range(4):
            if sh.seated_commitment(seed, mano, [mine[i] for i in order]) != record.commitment:
                continue
            if [mine[i] for i in order] != list(mine):
                problems.append(Problem("seats_changed", {"recorded": _names(record.seats),
                                                          "committed": _names([record.seats[i] for i in order])}))
            if mano != record.first_mano:
                problems.append(Problem("first_mano_changed", {"seat": record.first_mano + 1, "committed": mano + 1}))
            return mano
    problems.append(Problem("seating_mismatch", {"hash": sh.seated_commitment(seed, record.first_mano, mine)}))
    return record.first_mano


def _made_with(seed: int, record: PartidaLog) -> bool:
    """The commitment was made from this seed: alone, or with the recorded seats and a first mano."""
    mine = holders(record.seats)
    return record.commitment in {sh.commitment(seed), *(sh.seated_commitment(seed, m, mine) for m in range(4))}


def _names(seats: tuple[Player, ...] | list[Player]) -> str:
    """The seats in order, as the texts list them: "1 Ana, 2 Bea, 3 Cris, 4 Dani"."""
    return ", ".join(f"{i + 1} {p.name}" for i, p in enumerate(seats))


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
        problems.append(Problem("points_mismatch", {"hand": n, "recorded": f"{rec.points[0]}–{rec.points[1]}",
                                                    "played": f"{points[0]}–{points[1]}"}))
    return problems


def _answer(record: PartidaLog, seed: str | None, checked: int, problems: list[Problem],
            notes: list[Problem], moves_missing: bool = False) -> Verification:
    return Verification(record.partida_id, record.guild_id, record.status, record.shuffle, record.commitment, seed,
                        checked, tuple(problems), tuple(notes), moves_missing)
