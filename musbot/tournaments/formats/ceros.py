"""``ceros``: "a N ceros", the commonest format of Spanish and Basque clubs: a pair is out at its
N-th lost partida (its N-th *cero*) and the last pair in is champion; optionally with a grupo B
for the pairs that fall early.

**Ceros.** A pair takes a cero for each partida it loses in a tie: with best of 1 a lost tie is
a cero; with best of 3 or 5 the partidas count, as the clubs count them (a tie lost 1-2 gives
two ceros to the loser and one to the winner). A tie lost by walkover counts as lost by its full
score (best of 3: two ceros), a double walkover so for both pairs. A pair is out of its stage at
its N-th cero: a later partida of the same tie gives it none (its ceros never pass N). A pair
that withdraws or is removed is out at once, its ceros counted full. A bye is a round won, no
cero.

**Rounds.** The draw shuffles the seeds (label ``ceros``), keeps pairs with the same label apart
(``apart.keep_apart``: any two places may trade pairs) and round 1 pairs them in that order, first with
second, third with fourth, ...; with an odd number the last rests. Every later round is paired
when the round before is over, from the results (``ceros_pairing``): pairs meet pairs with as
many ceros where possible, never a rival twice while another pairing avoids it, no second bye
before every pair of the stage had one; its lot is the pairs still in, in seed order, shuffled
with the label ``ronda R A`` (``ronda R B`` in grupo B). When two pairs are left, they meet
until one is out (both at N - 1: a final).

**The end.** The last pair in is champion. If the last pairs all go out in the same round (the
last two both absent: a double walkover), nobody is: ``no_champion`` says so (``final`` when it
was the last two's tie).

**Grupo B** (``grupo_b`` M, 1 to 8: clubs take fewer than N, Valdemorillo A at four and B at
two, but the organiser decides). The pairs that go out of A in rounds 1 to N + 1 (with
best of 1: those that won at most one of their first N + 1 rounds, a bye counting as won) play
on in a grupo B, each from 0 ceros, out at M; its last pair in is grupo B's champion
(``stage_champions``: ``b``). B starts once A's round N + 1 is over, or A is decided earlier, and
only with at least two pairs; its rounds are played beside A's (the same round numbers, ties of
stage ``B``).

**Final places**: A's pairs, then grupo B's; in each, the pairs still in first, then fewer
ceros, more rounds survived (the rounds of the stage the pair came through before the one it
went out in), ties won, juego difference, tantos difference; pairs level on all share the place.
Each standings row shows all of these.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from .. import bracket, standings
from ..apart import keep_apart
from ..ceros_pairing import pair_round
from ..model import Match, Options, Tournament
from ..rng import Stream
from .base import (
    CerosStage,
    Criterion,
    Format,
    FormatOption,
    Place,
    Placement,
    Step,
    Track,
    View,
    new_match,
)

CEROS = FormatOption("ceros", 3, "ceros: a pair is out at its N-th lost partida (1-9)", lo=1, hi=9,
                     error="tourn.error.ceros", param="ceros")
GRUPO_B = FormatOption("grupo_b", 0, "ceros: the pairs out of A by round N + 1 play a grupo B, out at this "
                                     "many ceros (1-8; 0: no grupo B)", lo=0, hi=8,
                       error="tourn.error.grupo_b", param="grupo_b")
A, B = "A", "B"
B_SLOTS = 1000  # grupo B's ties come after A's in a round


def b_last_round(t: Tournament) -> int:
    """The last round of A whose pairs going out play grupo B."""
    return CEROS.of(t.options) + 1


def _lost(m: Match, side: int, need: int) -> int:
    """The partidas side ``side`` of finished tie ``m`` lost (a walkover: the tie's full score)."""
    if m.walkover and m.winner != (m.a, m.b)[side]:
        return need
    return m.partidas[1 - side]


@dataclass
class _Pair:
    ceros: int = 0
    out: int | None = None
    left: bool = False
    steps: list[Step] = field(default_factory=list)


@dataclass
class _Stage:
    name: str
    limit: int
    first: int
    pairs: dict[int, _Pair]
    last: int = 0

    def still_in(self, t: Tournament) -> list[int]:
        """The pairs still in, in seed order."""
        return [p for p in _seed_order(t, self.pairs) if self.pairs[p].out is None]

    def survived(self, p: int) -> int:
        """The rounds of the stage pair ``p`` came through before the one it went out in (still
        in: every round played so far)."""
        out = self.pairs[p].out
        return (out if out is not None else self.last + 1) - self.first


def _seed_order(t: Tournament, pairs: Mapping[int, object]) -> list[int]:
    return sorted(pairs, key=lambda p: t.entries[p].seed or 0)


def _stage(t: Tournament, name: str, limit: int, members: Sequence[int], first: int) -> _Stage:
    """Every pair of the stage with its ceros, from the stage's finished ties in order."""
    stage = _Stage(name, limit, first, {p: _Pair() for p in members})
    need = bracket.wins_needed(t.options.best_of)
    for m in sorted((m for m in t.matches.values() if m.stage == name and m.finished), key=lambda m: (m.round, m.slot)):
        stage.last = max(stage.last, m.round)
        if m.b is None:
            if m.a in stage.pairs:
                track = stage.pairs[m.a]
                track.steps.append(Step(m.round, "bye", track.ceros))
            continue
        for side, p in enumerate((m.a, m.b)):
            if p not in stage.pairs:
                continue
            track = stage.pairs[p]
            if track.out is None:
                track.ceros = min(limit, track.ceros + _lost(m, side, need))
                if track.ceros == limit:
                    track.out = m.round
            track.steps.append(Step(m.round, "won" if m.winner == p else "lost", track.ceros))
    for p, track in stage.pairs.items():
        if track.out is None and not t.in_play(p):  # withdrew or removed: out at once
            track.out, track.left, track.ceros = (track.steps[-1].round if track.steps else first), True, limit
    return stage


def stage_a(t: Tournament) -> _Stage:
    return _stage(t, A, CEROS.of(t.options), [e.no for e in t.pairs()], 1)


def b_entrants(t: Tournament, a: _Stage) -> list[int]:
    """The pairs grupo B takes (see the module's text), in seed order."""
    last = b_last_round(t)
    return [p for p in _seed_order(t, a.pairs)
            if (out := a.pairs[p].out) is not None and out <= last and not a.pairs[p].left and t.in_play(p)]


def stage_b(t: Tournament) -> _Stage | None:
    """Grupo B once it has started (its pairs are those of its ties)."""
    ties = [m for m in t.matches.values() if m.stage == B]
    if not ties:
        return None
    members = {p for m in ties for p in (m.a, m.b) if p is not None}
    return _stage(t, B, GRUPO_B.of(t.options), sorted(members), min(m.round for m in ties))


def _round(t: Tournament, stage: _Stage, r: int, slot0: int) -> list[Match]:
    """Round ``r`` of ``stage``, paired from its results (``ceros_pairing``)."""
    lot = stage.still_in(t)
    Stream(t.seed, f"ronda {r} {stage.name}").shuffle(lot)
    met = {frozenset((m.a, m.b)) for m in t.matches.values() if m.a is not None and m.b is not None}
    byes = Counter(m.a for m in t.matches.values() if m.stage == stage.name and m.b is None and m.a is not None)
    ties, bye = pair_round(lot, {p: stage.pairs[p].ceros for p in lot}, met, byes)
    made = [new_match(t, r, stage.name, slot0 + i, a, b) for i, (a, b) in enumerate(ties)]
    if bye is not None:
        made.append(new_match(t, r, stage.name, slot0 + len(ties), bye, None))
    return made


def _rank(stage: _Stage, t: Tournament, rows: Mapping[int, standings.Row],
          leave_out: Collection[int] = ()) -> list[Track]:
    """The stage's pairs (but ``leave_out``) best first, each with its place (see the module's
    text)."""
    def key(p: int) -> tuple[int, ...]:
        track, row = stage.pairs[p], rows[p]
        return (track.out is not None, track.ceros, -stage.survived(p), -row.won, -row.juego_diff, -row.tantos_diff)

    order = sorted((p for p in _seed_order(t, stage.pairs) if p not in leave_out), key=key)
    out: list[Track] = []
    for i, p in enumerate(order):
        place = out[-1].place if i and key(p) == key(order[i - 1]) else i + 1
        track = stage.pairs[p]
        out.append(Track(p, place, track.ceros, track.out, track.left, tuple(track.steps)))
    return out


class Ceros(Format):
    name = "ceros"
    max_pairs = bracket.MAX_PAIRS
    options = (CEROS, GRUPO_B)
    order = (Criterion("stage", "lowest"), Criterion("still_in", "highest"), Criterion("ceros", "lowest"),
             Criterion("survived", "highest"), Criterion("won", "highest"), Criterion("juego_diff", "highest"),
             Criterion("tantos_diff", "highest"))
    row_fields = ("stage", "still_in", "ceros", "survived", "out_round")
    columns = ("stage", "ceros", "survived", "out_round", "won", "lost", "walkovers")
    views = (View.CEROS,)

    # ------------------------------------------------------------------ the draw
    def place(self, seeds: Sequence[int], seed: str, options: Options,
              tags: Mapping[int, str] | None = None) -> Placement:
        order: list[int | None] = list(seeds)
        Stream(seed, "ceros").shuffle(order)
        ties = [(i, i + 1) for i in range(0, len(order) - 1, 2)]
        mixed = keep_apart(order, ties, [list(range(len(order)))], tags or {})
        return Placement(order=tuple(e for e in mixed if e is not None))

    def first_rounds(self, t: Tournament, drawn_at: float) -> list[Match]:
        assert t.draw is not None
        order = list(t.draw["order"])
        made = [new_match(t, 1, A, i // 2, order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]
        if len(order) % 2:
            made.append(new_match(t, 1, A, len(made), order[-1], None))
        return made

    # ------------------------------------------------------------------ rounds
    def next_round(self, t: Tournament, r: int) -> list[Match] | None:
        a = stage_a(t)
        left_a = a.still_in(t)
        made: list[Match] = []
        if len(left_a) >= 2:
            made += _round(t, a, r + 1, 0)
        if GRUPO_B.of(t.options):
            b = stage_b(t)
            if b is None and (r >= b_last_round(t) or len(left_a) < 2):
                entrants = b_entrants(t, a)
                if len(entrants) >= 2:
                    b = _Stage(B, GRUPO_B.of(t.options), r + 1, {p: _Pair() for p in entrants})
            if b is not None and len(b.still_in(t)) >= 2:
                made += _round(t, b, r + 1, B_SLOTS)
        if made:
            return made
        t.champion = left_a[0] if len(left_a) == 1 else None
        return None

    def later_drawn(self, t: Tournament, m: Match) -> bool:
        """The next round is paired from the results."""
        return t.round > m.round

    # ------------------------------------------------------------------ standings
    def ceros(self, t: Tournament) -> tuple[CerosStage, ...]:
        rows = standings.tally([e.no for e in t.pairs()], t.results())
        out = []
        for stage in (stage_a(t), stage_b(t)):
            if stage is None:
                continue
            left = stage.still_in(t)
            decided = t.status == "finished" or len(left) < 2
            champion = left[0] if decided and len(left) == 1 else None
            out.append(CerosStage(stage.name, stage.limit, stage.first, max(stage.last, stage.first),
                                  tuple(_rank(stage, t, rows)), champion))
        return tuple(out)

    def places(self, t: Tournament) -> list[Place]:
        """A's pairs by their place in A, then grupo B's by theirs in B."""
        rows = standings.tally([e.no for e in t.pairs()], t.results())
        a, b = stage_a(t), stage_b(t)
        stages = [(a, _rank(a, t, rows, set(b.pairs) if b is not None else ()))]
        if b is not None:
            stages.append((b, _rank(b, t, rows)))
        out: list[Place] = []
        for stage, tracks in stages:
            base = len(out)
            for track in tracks:
                out.append(Place(base + track.place, track.pair, rows[track.pair], {
                    "stage": stage.name, "still_in": int(track.out is None), "ceros": track.ceros,
                    "survived": stage.survived(track.pair), "out_round": track.out}))
        return out

    def no_champion(self, t: Tournament) -> tuple[str, list[int]]:
        """``final`` when the last two went out in their tie (both absent), else ``nobody``."""
        a = stage_a(t)
        last = [p for p, track in a.pairs.items() if track.out == a.last and not track.left]
        ties = t.round_matches(a.last)
        if len(last) == 2 and any({m.a, m.b} == set(last) for m in ties):
            return "final", _seed_order(t, dict.fromkeys(last))
        return "nobody", []

    def stage_champions(self, t: Tournament) -> tuple[tuple[str, int | None], ...]:
        if not GRUPO_B.of(t.options):
            return ()
        b = stage_b(t)
        if b is None:
            return (("b", None),)
        left = b.still_in(t)
        return (("b", left[0] if len(left) == 1 else None),)
