"""The expert's sampling alone: its CPU per decision and fingerprints of its results, on the
estimates a few seeded self-play partidas make.

    python bench/estimate.py [--partidas N] [--seed S] [--expert-only]

Figures:
  * CPU per decision's estimate as the expert makes it now (exact odds over the rank-hands,
    ``musbot.ai.exact``, its seats' weights extended while only words and constraints are
    added), as it made it before with samples (``bench/sampling_expert.py``: drawn per
    knowledge of the cards, kept while only words change, drawn until precise enough) and as
    the reference expert made it (``bench/reference_expert.py``: every sample drawn at every
    decision), on the same decisions in the same order, each with its own caches;
  * the fingerprint of the self-play's decisions (every seat and action in order), and of
    the expert's estimates replayed in the same order (every field of every LanceOdds, as
    ``repr`` writes floats: the same fingerprint means bit-identical odds), and the CPU per
    decide() in it and in the reference expert's own self-play;
  * for the reference expert's own self-play (its decisions are the expert's before its
    sampling was made cheaper): the fingerprint of its decisions, and the time and the
    fingerprint of the whole estimates it samples (``knowledge.estimate``: every lance's
    odds; every field of every Estimate and the random generator's state after it). With
    the defaults they were c44da47fbdbb2991 and 13693c0022bfab05 before: a change that
    keeps the reference's sampling must print them again.
With ``--expert-only`` it prints only the expert's figures (its estimates' CPU, the best of
five, and the two fingerprints): the quick check of a change to the exact odds.
Times are process CPU; on a shared machine compare runs made one after the other.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import math
import time
from random import Random
from typing import Any

import reference_expert
from reference_expert import ReferenceExpert
from sampling_expert import SamplingExpert

from musbot.ai import knowledge
from musbot.ai.expert import ExpertPlayer
from musbot.engine import Match, Rules

SPENT = {"cpu": 0.0, "decisions": 0}  # CPU of decide() in the last self-play


def _selfplay(cls: type[ExpertPlayer], partidas: int, seed: int) -> str:
    """Seeded self-play of four players of ``cls``: the fingerprint of its decisions (and
    the CPU of every decide() in ``SPENT``)."""
    decisions = hashlib.sha256()
    SPENT.update(cpu=0.0, decisions=0)
    players = [cls(seed + s) for s in range(4)]
    for p in range(partidas):
        m = Match(Rules(), seed=seed * 1000 + p)
        while m.phase != "match_end":
            if m.phase == "hand_end":
                m.next_hand()
                continue
            seat = min(m.to_act())
            view = m.view(seat)
            t0 = time.thread_time()
            action = players[seat].decide(view)
            SPENT["cpu"] += time.thread_time() - t0
            SPENT["decisions"] += 1
            decisions.update(repr((seat, action)).encode())
            m.apply(seat, action)
    return decisions.hexdigest()[:16]


def record(partidas: int, seed: int) -> tuple[list[tuple[Any, ...]], str]:
    """Every estimate the experts ask for in ``partidas`` seeded partidas: (player's seed,
    knowledge, reading, lance, random state); and the fingerprint of the decisions."""
    calls: list[tuple[Any, ...]] = []
    real = ExpertPlayer._estimate

    def spy(self: ExpertPlayer, k: knowledge.Knowledge, belief: Any, li: int) -> knowledge.LanceOdds:
        calls.append((self.seed, copy.copy(k), dict(belief), li, self.rng.getstate()))
        return real(self, k, belief, li)

    ExpertPlayer._estimate = spy  # type: ignore[method-assign]
    try:
        decisions = _selfplay(ExpertPlayer, partidas, seed)
    finally:
        ExpertPlayer._estimate = real  # type: ignore[method-assign]
    return calls, decisions


def record_reference(partidas: int, seed: int) -> tuple[list[tuple[Any, ...]], str]:
    """The samplings the reference expert makes in the same self-play: (knowledge, random
    state, samples, reading); and the fingerprint of its decisions (the expert's before)."""
    calls: list[tuple[Any, ...]] = []
    real = reference_expert.sample

    def spy(k: knowledge.Knowledge, rng: Random, n: int = 200, belief: Any = None) -> knowledge.Samples:
        calls.append((copy.copy(k), rng.getstate(), n, dict(belief) if belief else belief))
        return real(k, rng, n, belief)

    reference_expert.sample = spy  # type: ignore[assignment]
    try:
        decisions = _selfplay(ReferenceExpert, partidas, seed)
    finally:
        reference_expert.sample = real
    return calls, decisions


def replay(cls: type[ExpertPlayer], calls: list[tuple[Any, ...]]) -> float:
    """CPU seconds of the calls' estimates made by players of ``cls`` (one per seed)."""
    players: dict[int, ExpertPlayer] = {}
    t0 = time.process_time()
    for seed, k, belief, li, state in calls:
        p = players.get(seed)
        if p is None:
            p = players[seed] = cls(seed)
        p.rng.setstate(state)
        p._estimate(k, belief, li)
    return time.process_time() - t0


def fingerprint(calls: list[tuple[Any, ...]]) -> str:
    """The fingerprint of the expert's odds on the recorded estimates, replayed in order by one
    player per seed (with its kept weights, as in play)."""
    players: dict[int, ExpertPlayer] = {}
    digest = hashlib.sha256()
    for seed, k, belief, li, state in calls:
        p = players.get(seed)
        if p is None:
            p = players[seed] = ExpertPlayer(seed)
        p.rng.setstate(state)
        o = p._estimate(k, belief, li)
        digest.update(repr((o.win, o.played, o.pts_us, o.pts_them, o.us_all, o.them_all,
                            list(o.cases[0]), list(o.cases[1]))).encode())
    return digest.hexdigest()[:16]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--partidas", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--expert-only", action="store_true")
    args = ap.parse_args()
    calls, decisions = record(args.partidas, args.seed)
    odds = fingerprint(calls)
    if args.expert_only:
        replay(ExpertPlayer, calls[:50])
        best = min(replay(ExpertPlayer, calls) for _ in range(5))
        print(f"{len(calls)} decisions' estimates from {args.partidas} partidas, expert CPU per "
              f"decision (the best of five): {best * 1000 / max(1, len(calls)):.3f} ms; decisions "
              f"{decisions}, estimates {odds}")
        return 0
    replay(ExpertPlayer, calls[:50])  # tables built before timing
    replay(SamplingExpert, calls[:50])
    now = sampled = before = math.inf
    for _ in range(3):  # the best of three, alternating (a shared machine's load moves)
        now = min(now, replay(ExpertPlayer, calls))
        sampled = min(sampled, replay(SamplingExpert, calls))
        before = min(before, replay(ReferenceExpert, calls))
    ref_calls, ref_decisions = record_reference(args.partidas, args.seed)
    per_decide: dict[type[ExpertPlayer], float] = {}
    for cls in (ExpertPlayer, SamplingExpert, ReferenceExpert) * 2:  # the better of two
        _selfplay(cls, args.partidas, args.seed)
        ms = SPENT["cpu"] / max(1, SPENT["decisions"]) * 1000
        per_decide[cls] = min(ms, per_decide.get(cls, ms))
    digest = hashlib.sha256()
    t0 = time.process_time()
    for k, state, n, belief in ref_calls:
        rng = Random()
        rng.setstate(state)
        e = knowledge.estimate(k, rng, n, belief)
        digest.update(repr((e.win, [(list(a), list(b)) for a, b in e.cases], e.played, e.pts_us,
                            e.pts_them, e.us_all, e.them_all, e.punto, rng.random())).encode())
    whole = time.process_time() - t0
    each = 1000 / max(1, len(calls))
    print(f"{len(calls)} decisions' estimates from {args.partidas} partidas, CPU per decision "
          f"(the best of three): expert {now * each:.3f} ms, sampling {sampled * each:.3f} ms, "
          f"reference {before * each:.3f} ms; decisions {decisions}, estimates {odds}")
    print(f"CPU per decide() in the self-plays (everything a decision does, the better of two "
          f"runs): expert {per_decide[ExpertPlayer]:.3f} ms, sampling "
          f"{per_decide[SamplingExpert]:.3f} ms, reference {per_decide[ReferenceExpert]:.3f} ms")
    print(f"reference: {len(ref_calls)} whole estimates, {whole * 1000 / max(1, len(ref_calls)):.3f} ms "
          f"each, fingerprint {digest.hexdigest()[:16]}; decisions {ref_decisions}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
