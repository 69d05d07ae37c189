"""The expert's sampling (``knowledge.sample``) alone: its time per call and fingerprints of
its results, on the calls a few seeded self-play partidas make.

    python bench/estimate.py [--partidas N] [--seed S]

Three figures per run:
  * the time per decision's estimate as the expert makes it: the samples drawn and weighed,
    and the odds of the lances its decisions read (usually one);
  * the time of a whole estimate (every lance's odds from the same samples);
  * the fingerprint of the whole estimates: every field of every Estimate and the random
    generator's state after it; and the fingerprint of the self-play's decisions (every
    seat and action in order). A change that only makes the sampling faster must print the
    same fingerprints (the same decisions for the same seed).
Times are process CPU; on a shared machine compare runs made one after the other.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import time
from random import Random
from typing import Any

from musbot.ai import expert, knowledge, make_player
from musbot.engine import Match, Rules


def record(partidas: int, seed: int) -> tuple[list[tuple[Any, ...]], str]:
    """The arguments of every sample() the experts make in ``partidas`` seeded partidas, with
    the lances whose odds were read from it; and the fingerprint of the decisions."""
    calls: list[tuple[Any, ...]] = []
    made: list[knowledge.Samples] = []
    real = expert.sample

    def spy(k: knowledge.Knowledge, rng: Random, n: int = 200, belief: Any = None) -> knowledge.Samples:
        calls.append((copy.copy(k), rng.getstate(), n, dict(belief) if belief else belief))
        made.append(real(k, rng, n, belief))
        return made[-1]

    decisions = hashlib.sha256()
    expert.sample = spy  # type: ignore[assignment]
    try:
        players = [make_player("expert", seed + s) for s in range(4)]
        for p in range(partidas):
            m = Match(Rules(), seed=seed * 1000 + p)
            while m.phase != "match_end":
                if m.phase == "hand_end":
                    m.next_hand()
                    continue
                seat = min(m.to_act())
                action = players[seat].decide(m.view(seat))
                decisions.update(repr((seat, action)).encode())
                m.apply(seat, action)
    finally:
        expert.sample = real  # type: ignore[assignment]
    asked = [tuple(li for li in range(5) if s._odds[li] is not None) for s in made]
    return [(*c, a) for c, a in zip(calls, asked, strict=True)], decisions.hexdigest()[:16]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--partidas", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    calls, decisions = record(args.partidas, args.seed)
    t0 = time.process_time()
    for k, state, n, belief, asked in calls:
        rng = Random()
        rng.setstate(state)
        s = knowledge.sample(k, rng, n, belief)
        for li in asked:
            s.odds(li)
    per_decision = time.process_time() - t0
    digest = hashlib.sha256()
    t0 = time.process_time()
    for k, state, n, belief, _ in calls:
        rng = Random()
        rng.setstate(state)
        e = knowledge.estimate(k, rng, n, belief)
        digest.update(repr((e.win, [(list(a), list(b)) for a, b in e.cases], e.played, e.pts_us,
                            e.pts_them, e.us_all, e.them_all, e.punto, rng.random())).encode())
    whole = time.process_time() - t0
    each = 1000 / max(1, len(calls))
    print(f"{len(calls)} estimates from {args.partidas} partidas (CPU per estimate): "
          f"as the expert makes them {per_decision * each:.3f} ms, every lance {whole * each:.3f} ms; "
          f"fingerprint {digest.hexdigest()[:16]}, decisions {decisions}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
