"""Two configurations of computer players against each other, with mirrored deals.

Deal ``i`` is a deck order drawn from ``Random(f"{seed}:deck:{i}")``. Every deal is played
twice: once with configuration A in seats 0+2 (pair 0) and B in seats 1+3, and once with
the pairs swapped, always with seat ``i % 4`` as mano. Whatever cards one side got the
first time, the other side gets the second time, so the luck of the deal cancels.

Each seating runs its own partidas: a hand is dealt from the deal's deck with
``Match.next_hand(deck=...)``, and when a partida ends a new ``Match`` starts on the next
deal. Deals are cut into blocks of ``BLOCK`` consecutive deals and every block starts fresh
partidas, so the figures are the same whatever ``jobs`` is.

**Points per hand.** What a pair scores in one hand: the points of the count lines (R22)
and of the dejes (R19, points taken when the rivals fold), as the engine emits them; when a
pair wins an órdago (R20) the hand is worth to it the points it still needed to reach the
target at that moment. Points count as emitted, even past the target (R21 ends the juego
there). The difference A - B is averaged over the two seatings of each deal; its standard
error is the standard deviation of those per-deal averages over the square root of the
number of deals (each side's points per hand get their standard error the same way).

**Illegal actions.** An action that ``Match.apply`` refuses. It is counted, and the first
legal action is played instead so that the game goes on; there must be none.

**Decision time.** The wall time of ``Player.decide(view)`` alone, per call.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import events as ev
from ..engine.actions import Action, Sena
from ..engine.cards import DECK, Card
from ..engine.match import IllegalAction, Match
from ..engine.rules import Rules
from .player import Player, fallback, make_player, parse_config
from .style import STAKE_LANCES, JuegoClock, StyleStats, observe, table_stakes

_LANCE_KEYS = ("grande", "chica", "pares", "juego", "punto", "ordago")
BLOCK = 50  # deals per block (each block starts fresh partidas)
MAX_SENAS_PER_TURN = 12


def deal_deck(seed: int, index: int) -> tuple[Card, ...]:
    """The deck order of deal ``index``: the same for both seatings."""
    cards = list(DECK)
    random.Random(f"{seed}:deck:{index}").shuffle(cards)
    return tuple(cards)


@dataclass
class SideStats:
    points: int = 0
    partidas: int = 0
    juegos: int = 0
    illegal: int = 0
    decisions: int = 0
    times: list[float] = field(default_factory=list)  # seconds per decide()
    by_lance: dict[str, int] = field(default_factory=dict)  # points per lance (órdagos apart)
    style: StyleStats = field(default_factory=StyleStats)


@dataclass
class BlockResult:
    diffs: list[float]  # per deal: mean over the two seatings of (A points - B points)
    a_points: list[float]  # per deal: mean points of A over the two seatings
    b_points: list[float]
    a: SideStats
    b: SideStats
    hands: int
    juegos: JuegoClock


def _seat_seed(seed: int, block: int, seating: int, seat: int) -> int:
    return random.Random(f"{seed}:player:{block}:{seating}:{seat}").getrandbits(48)


def play_hand(match: Match, players: Sequence[Player], sides: Sequence[SideStats],
              side_of_pair: Sequence[int], clock: Callable[[], float] = time.perf_counter,
              juegos: JuegoClock | None = None) -> tuple[int, int]:
    """Play the hand in progress to its end; return the points of pair 0 and pair 1. The
    hand's betting is counted into each side's ``style``, its juego into ``juegos``."""
    pts = [0, 0]
    hand_events: list[ev.Event] = []
    juego_ended = False
    target = match.rules.tantos
    while match.phase in ("mus", "discard", "lances"):
        to_act = match.to_act()
        seat = next(s for s in ((match.mano + i) % 4 for i in range(4)) if s in to_act)
        side = sides[side_of_pair[seat % 2]]
        player = players[seat]
        for turn in range(MAX_SENAS_PER_TURN + 1):
            view = match.view(seat)
            t0 = clock()
            action: Action = player.decide(view)
            side.times.append(clock() - t0)
            side.decisions += 1
            if turn == MAX_SENAS_PER_TURN and isinstance(action, Sena):
                action = fallback(view)  # a player that only signals: make it play
            before = (match.score[0], match.score[1])
            try:
                out = match.apply(seat, action)
            except IllegalAction:
                side.illegal += 1
                action = fallback(view)
                out = match.apply(seat, action)
            hand_events.extend(out)
            for e in out:
                if isinstance(e, ev.CountLine | ev.Deje):
                    pts[e.pair] += e.points
                    bl = sides[side_of_pair[e.pair]].by_lance
                    bl[e.lance] = bl.get(e.lance, 0) + e.points
                elif isinstance(e, ev.OrdagoWon):
                    pts[e.pair] += target - before[e.pair]
                    bl = sides[side_of_pair[e.pair]].by_lance
                    bl["ordago"] = bl.get("ordago", 0) + target - before[e.pair]
                elif isinstance(e, ev.JuegoWon):
                    sides[side_of_pair[e.pair]].juegos += 1
                    juego_ended = True
                elif isinstance(e, ev.PartidaWon):
                    sides[side_of_pair[e.pair]].partidas += 1
            if not isinstance(action, Sena):
                break
    styles = [sides[0].style, sides[1].style]
    by_ordago = observe(hand_events, styles, side_of_pair)
    for st in {id(x): x for x in styles}.values():
        st.hands += 1
    if juegos is not None:
        juegos.hand_played(juego_ended, by_ordago)
    return pts[0], pts[1]


def play_block(job: tuple[str, str, int, int, int, int, dict[str, Any]]) -> BlockResult:
    """Deals ``start`` .. ``start + count - 1``, each in both seatings."""
    conf_a, conf_b, seed, block, start, count, rules_d = job
    rules = Rules.from_dict(rules_d)
    la, pa = parse_config(conf_a)
    lb, pb = parse_config(conf_b)
    a, b = SideStats(), SideStats()
    per_deal = [[0.0, 0.0] for _ in range(count)]
    a_deal = [0.0] * count
    b_deal = [0.0] * count
    hands = 0
    table_juegos = JuegoClock()
    for seating in (0, 1):
        # seating 0: A holds pair 0 (seats 0 and 2); seating 1: A holds pair 1
        side_of_pair = (0, 1) if seating == 0 else (1, 0)
        players: list[Player] = []
        for seat in range(4):
            level, pers = (la, pa) if side_of_pair[seat % 2] == 0 else (lb, pb)
            players.append(make_player(level, _seat_seed(seed, block, seating, seat), pers))
        match: Match | None = None
        juegos = JuegoClock()  # each seating its own partidas: a juego cut by the end is dropped
        for j in range(count):
            i = start + j
            deck = deal_deck(seed, i)
            if match is None or match.phase == "match_end":
                match = Match.new(rules, seed=_seat_seed(seed, block, 7, i), first_mano=i % 4,
                                  deck=deck)
            else:
                match.next_hand(deck)
            p0, p1 = play_hand(match, players, (a, b), side_of_pair, juegos=juegos)
            hands += 1
            pa_, pb_ = (p0, p1) if seating == 0 else (p1, p0)
            a.points += pa_
            b.points += pb_
            per_deal[j][seating] = pa_ - pb_
            a_deal[j] += pa_ / 2.0
            b_deal[j] += pb_ / 2.0
        table_juegos.add(juegos)
    return BlockResult([(x + y) / 2.0 for x, y in per_deal], a_deal, b_deal, a, b, hands,
                       table_juegos)


def percentiles(times: Sequence[float]) -> dict[str, float]:
    """p50, p90, p99 and max of decision times, in milliseconds."""
    if not times:
        return {"p50": 0.0, "p90": 0.0, "p99": 0.0, "max": 0.0, "n": 0}
    s = sorted(times)
    n = len(s)

    def q(f: float) -> float:
        return round(s[min(n - 1, int(f * n))] * 1000.0, 3)

    return {"p50": q(0.5), "p90": q(0.9), "p99": q(0.99), "max": round(s[-1] * 1000.0, 3), "n": n}


def run_arena(conf_a: str, conf_b: str, hands: int, seed: int = 1, jobs: int = 1,
              rules: Rules | None = None, block: int = BLOCK) -> dict[str, Any]:
    """Play ``hands`` deals, each in both seatings; the figures as a JSON-ready dict.

    ``block``: deals per block; each block starts fresh players and partidas, so a longer
    block means the same instances sitting together longer (and fewer juegos cut short)."""
    parse_config(conf_a)
    parse_config(conf_b)
    if hands < 1:
        raise ValueError("hands must be at least 1")
    if block < 1:
        raise ValueError("block must be at least 1")
    rules = rules or Rules()
    rd = rules.to_dict()
    blocks = [
        (conf_a, conf_b, seed, bi, start, min(block, hands - start), rd)
        for bi, start in enumerate(range(0, hands, block))
    ]
    t0 = time.perf_counter()
    if jobs > 1 and len(blocks) > 1:
        import multiprocessing

        with multiprocessing.get_context("fork").Pool(min(jobs, len(blocks))) as pool:
            results = pool.map(play_block, blocks, chunksize=1)
    else:
        results = [play_block(b) for b in blocks]
    elapsed = time.perf_counter() - t0
    diffs = [d for r in results for d in r.diffs]
    a, b = SideStats(), SideStats()
    table_juegos = JuegoClock()
    played = 0
    for r in results:
        played += r.hands
        table_juegos.add(r.juegos)
        for tot, part in ((a, r.a), (b, r.b)):
            tot.points += part.points
            tot.partidas += part.partidas
            tot.juegos += part.juegos
            tot.illegal += part.illegal
            tot.decisions += part.decisions
            tot.times.extend(part.times)
            for lance, p in part.by_lance.items():
                tot.by_lance[lance] = tot.by_lance.get(lance, 0) + p
            tot.style.add(part.style)
    n = len(diffs)
    mean, se = _mean_se(diffs)
    _, se_a = _mean_se([x for r in results for x in r.a_points])
    _, se_b = _mean_se([x for r in results for x in r.b_points])
    return {
        "a": conf_a,
        "b": conf_b,
        "deals": n,
        "hands": played,
        "seed": seed,
        "rules": rd,
        "points_per_hand": {"a": round(a.points / played, 4), "b": round(b.points / played, 4)},
        "points_standard_error": {"a": round(se_a, 4), "b": round(se_b, 4)},
        "difference": round(mean, 4),
        "standard_error": round(se, 4),
        "points_by_lance": {
            side: {k: round(st.by_lance.get(k, 0) / played, 4) for k in _LANCE_KEYS}
            for side, st in (("a", a), ("b", b))
        },
        "partidas": {"a": a.partidas, "b": b.partidas},
        "partidas_share_a": _share(a.partidas, b.partidas),
        "juegos": {"a": a.juegos, "b": b.juegos},
        "illegal": {"a": a.illegal, "b": b.illegal},
        "decisions": {"a": a.decisions, "b": b.decisions},
        "decision_ms": {"a": percentiles(a.times), "b": percentiles(b.times)},
        "style": {"a": a.style.figures(), "b": b.style.figures()},
        "table": {**table_juegos.figures(), "accepted_stake": table_stakes(a.style, b.style)},
        "block": block,
        "seconds": round(elapsed, 2),
    }


def _share(won: int, lost: int) -> dict[str, float]:
    """A's share of the partidas decided, with its (binomial) standard error."""
    n = won + lost
    if not n:
        return {"share": 0.5, "standard_error": 0.0, "n": 0}
    p = won / n
    return {"share": round(p, 4), "standard_error": round(math.sqrt(p * (1 - p) / n), 4), "n": n}


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of the mean."""
    n = len(xs)
    mean = sum(xs) / n
    var = sum((x - mean) ** 2 for x in xs) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def format_report(r: dict[str, Any]) -> str:
    a, b = r["a"], r["b"]
    pp = r["points_per_hand"]
    ps = r["points_standard_error"]
    lines = [
        f"musbot arena: A = {a}, B = {b}; {r['deals']} deals, each played in both seatings "
        f"({r['hands']} hands), seed {r['seed']}",
        f"points per hand    A {pp['a']:.3f} ± {ps['a']:.3f}   B {pp['b']:.3f} ± {ps['b']:.3f}   "
        f"difference A-B {r['difference']:+.3f} ± {r['standard_error']:.3f} (standard errors)",
        "points by lance    " + "   ".join(
            f"{k} {r['points_by_lance']['a'][k]:.2f}/{r['points_by_lance']['b'][k]:.2f}"
            for k in _LANCE_KEYS),
        f"partidas won       A {r['partidas']['a']}   B {r['partidas']['b']}   "
        f"(A {100 * r['partidas_share_a']['share']:.1f} % ± "
        f"{100 * r['partidas_share_a']['standard_error']:.1f})",
        f"juegos won         A {r['juegos']['a']}   B {r['juegos']['b']}",
        f"illegal actions    A {r['illegal']['a']}   B {r['illegal']['b']}",
    ]
    tab = r["table"]
    lines.append(
        f"juegos             {tab['juegos']} played to the end (blocks of {r['block']} deals): "
        f"{tab['hands_per_juego']:.2f} hands each, {100 * tab['share_by_ordago']:.1f} % "
        f"ended by an órdago")
    lines.append("accepted stake     " + "   ".join(
        f"{k} {tab['accepted_stake'][k]:.2f}" for k in (*STAKE_LANCES, "all")))
    for side in ("a", "b"):
        st = r["style"][side]
        lines.append(
            f"style {side.upper()}            stake {st['accepted_stake']['all']:.2f} "
            f"({st['accepted_lances']} accepted)   envites/hand {st['envites_per_hand']:.2f}   "
            f"acceptances/hand {st['acceptances_per_hand']:.2f}   órdagos/hand "
            f"{st['ordagos_per_hand']:.3f}   mus {100 * st['mus_rate']:.0f} %")
    for side in ("a", "b"):
        t = r["decision_ms"][side]
        lines.append(
            f"decision time {side.upper()}    p50 {t['p50']:.3f} ms   p90 {t['p90']:.3f} ms   "
            f"p99 {t['p99']:.3f} ms   max {t['max']:.3f} ms   ({t['n']} decisions)"
        )
    lines.append(f"elapsed {r['seconds']:.1f} s")
    return "\n".join(lines)
