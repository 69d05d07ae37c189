"""What every tournament "a N ceros" must hold, read from ``tournament simulate --json`` alone
(the rounds, ``champion``, ``champion_b``), with an oracle of its own for "where possible": an
exhaustive search over the round's pairings, independent of ``ceros_pairing``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache
from typing import Any

EXHAUSTIVE_MOST = 12  # rounds of up to so many pairs are checked against every pairing


def lost(m: dict[str, Any], side: int, need: int) -> int:
    """The partidas side ``side`` lost in tie ``m`` (a walkover: the tie's full score)."""
    me = (m["a"], m["b"])[side]
    if m["walkover"]:
        return need if m["winner"] != me else 0
    return int(m["partidas"][1 - side])


def best_pairing(pairs: tuple[int, ...], ceros: dict[int, int], met: frozenset[frozenset[int]],
                 byes: tuple[int, ...]) -> tuple[int, int, int]:
    """The least (repeats, cross ties, sum of differences) over every pairing of ``pairs``,
    the bye (an odd number) to one of ``byes``."""
    def cost(a: int, b: int) -> tuple[int, int, int]:
        d = abs(ceros[a] - ceros[b])
        return (frozenset((a, b)) in met, d > 0, d)

    @cache
    def pair_all(rest: tuple[int, ...]) -> tuple[int, int, int]:
        if not rest:
            return (0, 0, 0)
        a, others = rest[0], rest[1:]
        best = None
        for i, b in enumerate(others):
            c = cost(a, b)
            sub = pair_all(others[:i] + others[i + 1:])
            total = (c[0] + sub[0], c[1] + sub[1], c[2] + sub[2])
            best = total if best is None or total < best else best
        assert best is not None
        return best

    if len(pairs) % 2 == 0:
        return pair_all(pairs)
    return min(pair_all(tuple(p for p in pairs if p != bye)) for bye in byes)


def check(out: dict[str, Any], n: int, m: int, best_of: int = 1) -> None:
    """Every invariant of the format (docs/organising.md) on one simulated tournament."""
    need = best_of // 2 + 1
    entrants = [p["id"] for p in out["pairs"]]
    met: set[frozenset[int]] = set()
    ceros: dict[str, dict[int, int]] = {"A": dict.fromkeys(entrants, 0), "B": {}}
    out_round: dict[str, dict[int, int]] = {"A": {}, "B": {}}
    byes: dict[str, Counter[int]] = {"A": Counter(), "B": Counter()}
    limit = {"A": n, "B": m}
    rounds = sorted(out["rounds"], key=lambda r: (r["round"], r["stage"]))
    assert {r["stage"] for r in rounds} <= ({"A", "B"} if m else {"A"})
    first_b = min((r["round"] for r in rounds if r["stage"] == "B"), default=None)
    for rd in rounds:
        stage, r, ties = rd["stage"], rd["round"], rd["matches"]
        if stage == "B" and r == first_b:  # grupo B takes the pairs out of A in rounds 1 to N + 1
            taken = sorted(p for p, at in out_round["A"].items() if at <= n + 1)
            ceros["B"] = dict.fromkeys(taken, 0)
        board = ceros[stage]
        still_in = sorted(p for p in board if p not in out_round[stage])
        playing = [p for t in ties for p in (t["a"], t["b"]) if p is not None]
        assert sorted(playing) == still_in, (stage, r, "every pair still in plays or rests, once")
        bye = [t["a"] for t in ties if t.get("bye")]
        assert len(bye) == len(still_in) % 2, (stage, r, "a bye only with an odd number")
        fewest = min(byes[stage][p] for p in still_in)
        eligible = tuple(p for p in still_in if byes[stage][p] == fewest)
        if bye:  # no second bye before every pair of the stage still in had one
            assert bye[0] in eligible, (stage, r, "bye fairness")
            byes[stage][bye[0]] += 1
        real = [t for t in ties if not t.get("bye")]
        repeats = sum(frozenset((t["a"], t["b"])) in met for t in real)
        diffs = [abs(board[t["a"]] - board[t["b"]]) for t in real]
        got = (repeats, sum(d > 0 for d in diffs), sum(diffs))
        if r == 1 and stage == "A":
            assert repeats == 0
        elif len(still_in) <= EXHAUSTIVE_MOST:  # nothing better was possible
            want = best_pairing(tuple(still_in), dict(board), frozenset(met), eligible)
            assert got == want, (stage, r, got, want)
        else:
            assert repeats == 0, (stage, r, "a rematch in a big round")
            odd = sorted(c for c, k in Counter(board[p] for p in still_in if p not in bye).items() if k % 2)
            least = (len(odd) // 2, sum(odd[i + 1] - odd[i] for i in range(0, len(odd) - 1, 2)))
            assert got[1:] == least, (stage, r, "pairs meet pairs on as many ceros")
        for t in real:
            met.add(frozenset((t["a"], t["b"])))
            for side in (0, 1):
                p = (t["a"], t["b"])[side]
                board[p] = min(limit[stage], board[p] + lost(t, side, need))
                if board[p] == limit[stage]:
                    out_round[stage][p] = r
    for stage in ("A", "B") if m else ("A",):
        board = ceros[stage]
        if not board:
            assert out.get(f"champion{'' if stage == 'A' else '_b'}") is None
            continue
        left = [p for p in board if p not in out_round[stage]]
        out_ones = [p for p in board if p in out_round[stage]]
        assert all(board[p] == limit[stage] for p in out_ones), (stage, "everyone out has exactly the limit")
        assert len(left) <= 1, (stage, "the stage ended with one pair in")
        key = "champion" if stage == "A" else "champion_b"
        assert out[key] == (left[0] if left else None), (stage, "the last pair in is champion")
    if m:
        assert "champion_b" in out


def all_ties(out: dict[str, Any]) -> Iterable[dict[str, Any]]:
    return (t for rd in out["rounds"] for t in rd["matches"])
