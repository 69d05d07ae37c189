"""Computer players: legality, club style, strength, long sittings and decision time.

    python bench/ai.py [--deals N] [--selfplay N] [--style N] [--jobs J] [--seed S] [--json]

Targets:
  * 0 illegal actions in 5,000 hands of self-play of every level (random, basic, expert);
  * club style (the expert's default personality, self-play at 40 tantos in blocks of 1,000
    deals so juegos are not cut short): mean accepted stake at most 5 in every lance, a juego
    lasts at least 4 hands on average, at most a fifth of juegos end by an órdago;
  * no weaker: over --deals mirrored deals the club expert wins as many partidas as agresivo
    (today's betting before the club manners) within two standard errors, and beats basic by
    more than two standard errors in points per hand;
  * long sittings: the club expert's edge over basic in blocks of 1,000 deals (the same
    instances playing on) is not smaller than in blocks of 50 by more than two standard errors;
  * against random: club wins at least nine partidas in ten (and more than 2 SE of points a
    hand); agresivo at least +10 points per hand. Points per hand reward quick juegos (an
    órdago won counts every point the winners still needed), so club's slower juegos give
    fewer points a hand while it wins more of the partidas;
  * expert decision time under 20 ms median and 100 ms at the 99th percentile;
  * with ``--reference N`` instead, only this: the expert against the reference expert
    (``bench/reference_expert.py``: the sampling it had before it was made cheaper; with
    ``--against expert_sampling``, ``bench/sampling_expert.py``: the sequential sampling it had
    before the exact odds) over N mirrored deals, blocks of 1,000: as strong means the
    difference in points per hand within two standard errors of 0, and the partidas within two
    standard errors of half.

Every figure comes from ``musbot.ai.arena.run_arena`` (the engine of ``musbot arena``): each
deal is played twice with the pairs swapped, so the luck of the cards cancels; points per hand
are the points a pair scores in a hand, an órdago won counting as the points it still needed
(see musbot/ai/arena.py); the style counters are described in musbot/ai/style.py. Decision
times are the wall time of ``decide(view)`` in the worker processes; on a shared machine they
are pessimistic.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from typing import Any

import reference_expert
import sampling_expert

from musbot.ai import LEVELS, PERSONALITIES, make_player
from musbot.ai.arena import format_report, percentiles, run_arena
from musbot.ai.coach import advise
from musbot.ai.style import STAKE_LANCES
from musbot.engine import Match, Rules

LONG = 1000  # deals per block where the same players sit on (and juegos are rarely cut)


def _style_row(name: str, r: dict[str, Any]) -> dict[str, Any]:
    st, table = r["style"]["a"], r["table"]
    return {"personality": name, "hands": r["hands"], **table,
            "ordagos_per_hand": round((st["ordagos_per_hand"] + r["style"]["b"]["ordagos_per_hand"]) / 2, 4),
            "mus_rate": st["mus_rate"], "envites_per_hand": st["envites_per_hand"],
            "acceptances_per_hand": st["acceptances_per_hand"]}


def _style_table(rows: list[dict[str, Any]]) -> str:
    head = (f"{'personality':11s} {'hands':>6s} {'juegos':>6s} {'h/juego':>7s} {'órdago':>6s}   "
            + " ".join(f"{k[:6]:>6s}" for k in (*STAKE_LANCES, "all"))
            + f"  {'órd/h':>6s} {'mus':>5s} {'env/h':>6s} {'acc/h':>6s}")
    lines = [head]
    for row in rows:
        stakes = row["accepted_stake"]
        lines.append(
            f"{row['personality']:11s} {row['hands']:6d} {row['juegos']:6d} "
            f"{row['hands_per_juego']:7.2f} {100 * row['share_by_ordago']:5.1f}%   "
            + " ".join(f"{stakes[k]:6.2f}" for k in (*STAKE_LANCES, "all"))
            + f"  {row['ordagos_per_hand']:6.3f} {100 * row['mus_rate']:4.0f}% "
            f"{row['envites_per_hand']:6.2f} {row['acceptances_per_hand']:6.2f}")
    return "\n".join(lines)


def coach_times(hands: int, seed: int) -> dict[str, dict[str, float]]:
    """Wall time of ``advise(view)`` at every turn of a club self-play of ``hands`` hands, and
    of the playing expert's own decision at the same turns."""
    match = Match.new(Rules(), seed=seed)
    players = [make_player("expert", seed * 4 + s) for s in range(4)]
    times: list[float] = []
    own: list[float] = []
    played = 0
    while played < hands:
        if match.phase == "match_end":
            match = Match.new(Rules(), seed=seed + played)
        if match.phase == "hand_end":
            match.next_hand()
            played += 1
            continue
        seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
        view = match.view(seat)
        t0 = time.perf_counter()
        advise(view, seed=played)
        t1 = time.perf_counter()
        action = players[seat].decide(view)
        t2 = time.perf_counter()
        times.append(t1 - t0)
        own.append(t2 - t1)
        match.apply(seat, action)
    return {"coach": percentiles(times), "expert": percentiles(own)}


def against_reference(deals: int, seed: int, jobs: int, as_json: bool,
                      against: str = "expert_ref") -> int:
    """The expert against a reference expert: ``expert_ref`` (its sampling before it was made
    cheaper) or ``expert_sampling`` (its sequential sampling before the exact odds)."""
    reference_expert.register()
    sampling_expert.register()
    r = run_arena("expert", against, deals, seed=seed, jobs=jobs, block=LONG)
    d, se = r["difference"], r["standard_error"]
    share = r["partidas_share_a"]
    ok = abs(d) <= 2 * se and abs(share["share"] - 0.5) <= 2 * share["standard_error"]
    if as_json:
        print(json.dumps({"expert_vs_reference": r, "ok": ok}, sort_keys=True))
    else:
        print(f"== expert vs {against}, {deals} mirrored deals, blocks of {LONG}")
        print(format_report(r))
        print(f"target as strong: points a hand {d:+.3f} ± {se:.3f} (within 2 SE of 0), partidas "
              f"{100 * share['share']:.1f} % ± {100 * share['standard_error']:.1f} of {share['n']} "
              f"(within 2 SE of half)  [{'ok' if ok else 'FAIL'}]")
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=2000,
                    help="mirrored deals per match-up (default 2000, each played twice)")
    ap.add_argument("--selfplay", type=int, default=5000,
                    help="hands of self-play per level (default 5000)")
    ap.add_argument("--style", type=int, default=1000,
                    help="mirrored deals of self-play per personality (default 1000)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print all figures as one JSON object")
    ap.add_argument("--reference", type=int, default=0, metavar="N",
                    help="only play the expert against the reference expert over N mirrored deals")
    ap.add_argument("--against", default="expert_ref", choices=("expert_ref", "expert_sampling"),
                    help="the reference of --reference (default expert_ref)")
    args = ap.parse_args(argv)
    if args.reference:
        return against_reference(args.reference, args.seed, args.jobs, args.json, args.against)

    t0 = time.perf_counter()
    out: dict[str, Any] = {"selfplay": {}, "style": [], "matchups": {}}
    ok = True

    def log(text: str) -> None:
        if not args.json:
            print(text, flush=True)

    def arena(a: str, b: str, deals: int, block: int = 50) -> dict[str, Any]:
        return run_arena(a, b, deals, seed=args.seed, jobs=args.jobs, block=block)

    def check(name: str, passed: bool, text: str) -> None:
        nonlocal ok
        ok &= passed
        out.setdefault("checks", {})[name] = passed
        log(f"target {text}  [{'ok' if passed else 'FAIL'}]")

    # ---------------------------------------------------------------- legality and style
    log(f"== self-play, {args.selfplay} hands per level (expert: its default, club)")
    selfplay: dict[str, dict[str, Any]] = {}
    for level in LEVELS:
        r = arena(level, level, max(1, args.selfplay // 2), block=LONG)
        selfplay[level] = r
        illegal = r["illegal"]["a"] + r["illegal"]["b"]
        out["selfplay"][level] = {"hands": r["hands"], "illegal": illegal,
                                  "decision_ms": r["decision_ms"]["a"], "seconds": r["seconds"]}
        ok &= illegal == 0
        log(f"{level:7s} {r['hands']} hands, illegal actions {illegal}  "
            f"[{'ok' if illegal == 0 else 'FAIL'}]  ({r['seconds']:.0f} s)")

    log(f"\n== style in self-play at 40 tantos, blocks of {LONG} deals "
        f"({args.style} mirrored deals per personality; club: the expert's self-play above)")
    rows = []
    for name in PERSONALITIES:
        r = selfplay["expert"] if name == "club" else arena(f"expert:{name}", f"expert:{name}",
                                                            args.style, block=LONG)
        rows.append(_style_row(name, r))
    out["style"] = rows
    log(_style_table(rows))
    club = rows[0]
    worst = max(club["accepted_stake"][k] for k in STAKE_LANCES)
    check("club_stake", worst <= 5.0,
          f"club mean accepted stake <= 5 in every lance: at most {worst:.2f}")
    check("club_hands_per_juego", club["hands_per_juego"] >= 4.0,
          f"club juego >= 4 hands: {club['hands_per_juego']:.2f}")
    check("club_ordago_share", club["share_by_ordago"] <= 0.2,
          f"club juegos ended by órdago <= 20 %: {100 * club['share_by_ordago']:.1f} %")

    # ---------------------------------------------------------------- no weaker
    log(f"\n== club vs agresivo (today's betting), {args.deals} mirrored deals, blocks of {LONG}")
    r = arena("expert:club", "expert:agresivo", args.deals, block=LONG)
    out["matchups"]["club_vs_agresivo"] = r
    log(format_report(r))
    share = r["partidas_share_a"]
    check("no_weaker_partidas", share["share"] >= 0.5 - 2 * share["standard_error"],
          f"club wins >= half the partidas - 2 SE: {100 * share['share']:.1f} % ± "
          f"{100 * share['standard_error']:.1f} of {share['n']}")

    edges: dict[str, dict[int, tuple[float, float]]] = {}
    for conf in ("expert:club", "expert:agresivo"):
        for block in (50, LONG):
            log(f"\n== {conf} vs basic, {args.deals} mirrored deals, blocks of {block}")
            r = arena(conf, "basic", args.deals, block=block)
            out["matchups"][f"{conf.split(':')[1]}_vs_basic_block{block}"] = r
            log(format_report(r))
            d, se = r["difference"], r["standard_error"]
            edges.setdefault(conf, {})[block] = (d, se)
            check(f"{conf}_beats_basic_block{block}", d > 2.0 * se and r["illegal"]["a"] == 0,
                  f"diff > 2 SE: {d:+.3f} ± {se:.3f}")
        (d50, s50), (dl, sl) = edges[conf][50], edges[conf][LONG]
        drop = d50 - dl
        check(f"{conf}_long_sitting", drop <= 2.0 * math.hypot(s50, sl),
              f"{conf} edge over basic, blocks of 50 -> {LONG}: {d50:+.3f} -> {dl:+.3f} "
              f"(change {-drop:+.3f}, 2 SE {2.0 * math.hypot(s50, sl):.3f})")

    # points per hand reward quick juegos (an órdago won counts every point still needed), so
    # the +10 of the old betting is asked of agresivo; club is asked nine partidas in ten
    for conf in ("expert:club", "expert:agresivo"):
        log(f"\n== {conf} vs random, {args.deals} mirrored deals")
        r = arena(conf, "random", args.deals)
        name = conf.split(":")[1]
        out["matchups"][f"{name}_vs_random"] = r
        log(format_report(r))
        share = r["partidas_share_a"]
        if name == "agresivo":
            check("agresivo_beats_random", r["difference"] >= 10.0,
                  f"diff >= +10: {r['difference']:+.3f}")
        else:
            check("club_beats_random", share["share"] >= 0.9 and r["difference"] > 2 * r["standard_error"],
                  f"partidas >= 90 % and diff > 2 SE: {100 * share['share']:.1f} %, "
                  f"{r['difference']:+.3f} ± {r['standard_error']:.3f}")

    times = [m["decision_ms"]["a"] for m in out["matchups"].values()]
    p50 = max(t["p50"] for t in times)
    p99 = max(t["p99"] for t in times)
    speed_ok = p50 < 20.0 and p99 < 100.0
    ok &= speed_ok
    out["expert_decision_ms"] = {"p50": p50, "p99": p99}
    coach = coach_times(200, args.seed)
    out["coach_ms"] = coach
    c, e = coach["coach"], coach["expert"]
    log(f"\n== coach advice over 200 hands of self-play ({c['n']} turns): p50 {c['p50']:.2f} ms, "
        f"p99 {c['p99']:.2f} ms; the playing expert's own decision at the same turns: "
        f"p50 {e['p50']:.2f} ms, p99 {e['p99']:.2f} ms")
    out["ok"] = ok
    out["seconds"] = round(time.perf_counter() - t0, 1)
    log(f"\n== expert decision time: p50 {p50:.2f} ms, p99 {p99:.2f} ms "
        f"(targets 20 / 100)  [{'ok' if speed_ok else 'FAIL'}]")
    log(f"all targets {'met' if ok else 'NOT met'} in {out['seconds']:.0f} s")
    if args.json:
        print(json.dumps(out, sort_keys=True))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
