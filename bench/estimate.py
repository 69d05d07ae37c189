"""The expert's sampling (``knowledge.estimate``) alone: its time per call and a fingerprint
of its results, on the calls a few seeded self-play partidas make.

    python bench/estimate.py [--partidas N] [--seed S]

The fingerprint hashes every field of every Estimate and the random generator's state after
it: a change that only makes ``estimate`` faster must print the same fingerprint (the same
decisions for the same seed). The time is process CPU; on a shared machine compare runs
made one after the other.
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


def record(partidas: int, seed: int) -> list[tuple[Any, ...]]:
    """The arguments of every estimate() the experts make in ``partidas`` seeded partidas."""
    calls: list[tuple[Any, ...]] = []
    real = expert.estimate

    def spy(k: knowledge.Knowledge, rng: Random, n: int = 200, belief: Any = None) -> knowledge.Estimate:
        calls.append((copy.copy(k), rng.getstate(), n, dict(belief) if belief else belief))
        return real(k, rng, n, belief)

    expert.estimate = spy  # type: ignore[assignment]
    try:
        players = [make_player("expert", seed + s) for s in range(4)]
        for p in range(partidas):
            m = Match(Rules(), seed=seed * 1000 + p)
            while m.phase != "match_end":
                if m.phase == "hand_end":
                    m.next_hand()
                    continue
                seat = min(m.to_act())
                m.apply(seat, players[seat].decide(m.view(seat)))
    finally:
        expert.estimate = real  # type: ignore[assignment]
    return calls


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--partidas", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    calls = record(args.partidas, args.seed)
    digest = hashlib.sha256()
    t0 = time.process_time()
    for k, state, n, belief in calls:
        rng = Random()
        rng.setstate(state)
        e = knowledge.estimate(k, rng, n, belief)
        digest.update(repr((e.win, [(list(a), list(b)) for a, b in e.cases], e.played, e.pts_us,
                            e.pts_them, e.us_all, e.them_all, e.punto, rng.random())).encode())
    took = time.process_time() - t0
    print(f"{len(calls)} estimates from {args.partidas} partidas: {took / max(1, len(calls)) * 1000:.3f} ms "
          f"each (CPU), fingerprint {digest.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
