"""``musbot tournament simulate | verify``: try a format with computer players; check a draw."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from musbot.arguments import db_argument
from musbot.engine import Rules
from musbot.store import Store, StoreError

from . import draw
from .model import Options
from .simulate import simulate


def register(subparsers: Any) -> None:
    top = subparsers.add_parser(
        "tournament", help="tournaments: simulate a format, verify a draw",
        description="Try a tournament format with computer players on a temporary database, "
                    "or recompute a tournament's draw from its revealed seed and its sign-up list.")
    sub = top.add_subparsers(dest="tournament_command", required=True)
    sim = sub.add_parser(
        "simulate", help="play a whole tournament with computer players on a temporary database",
        description="Play a whole tournament with computer players through the tournament service, "
                    "on a temporary database and without Discord, and print its rounds and standings.")
    sim.add_argument("--format", required=True, choices=draw.FORMATS)
    sim.add_argument("--pairs", type=int, required=True)
    sim.add_argument("--rounds", type=int, default=0, help="suizo: rounds (default: log2 of the pairs, rounded up)")
    sim.add_argument("--group-size", type=int, default=4, help="liguilla: the largest group (3-6)")
    sim.add_argument("--advance", type=int, default=2, help="liguilla: pairs of each group to the eliminatoria")
    sim.add_argument("--best-of", type=int, default=1, choices=(1, 3, 5), help="partidas per tie")
    sim.add_argument("--double", action="store_true", help="liga: double round robin")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--absent-rate", type=float, default=0.0,
                     help="chance that each player misses a tie (it is then decided by walkover)")
    sim.add_argument("--level", default="expert", choices=("random", "basic", "expert"))
    sim.add_argument("--tantos", type=int, default=40, choices=(40, 30))
    sim.add_argument("--juegos", type=int, default=2, choices=Rules.allowed("juegos"))
    sim.add_argument("--vacas", type=int, default=1, choices=Rules.allowed("vacas"))
    sim.add_argument("--db", help="keep the database in this file instead of a temporary one")
    sim.add_argument("--json", action="store_true", help="print the whole tournament as one JSON object")
    sim.set_defaults(func=cmd_simulate)
    ver = sub.add_parser(
        "verify", help="recompute a tournament's draw from its seed and sign-up list",
        description="Recompute a tournament's draw from its revealed seed and its sign-up list "
                    "(from the database or a published JSON file) and say whether it matches.")
    db_argument(ver)
    ver.add_argument("--id", type=int, help="the tournament's id in the database")
    ver.add_argument("--file", help="a published draw as JSON (seed, commitment, format, group_size, signups, draw)")
    ver.set_defaults(func=cmd_verify)


def cmd_simulate(args: argparse.Namespace) -> int:
    rules = Rules(tantos=args.tantos, juegos=args.juegos, vacas=args.vacas).to_dict()
    try:
        Options(rules=rules, best_of=args.best_of, max_pairs=max(2, args.pairs), rounds=args.rounds,
                group_size=args.group_size, advance=args.advance).check(args.format)
        result = asyncio.run(simulate(args.format, args.pairs, rounds=args.rounds, group_size=args.group_size,
                                      advance=args.advance, best_of=args.best_of, seed=args.seed,
                                      absent_rate=args.absent_rate, level=args.level, rules=rules,
                                      double=args.double, db_path=args.db))
    except Exception as exc:  # bad options: say which, no traceback
        from musbot.i18n import t

        from .errors import TournamentError

        if isinstance(exc, TournamentError):
            print(f"musbot: {t(exc.key, 'en', **exc.params)}", file=sys.stderr)
            return 2
        if isinstance(exc, ValueError):
            print(f"musbot: {exc}", file=sys.stderr)
            return 2
        raise
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    names = {p["id"]: " · ".join(p["players"]) for p in result["pairs"]}
    for rd in result["rounds"]:
        print(f"round {rd['round']} ({rd['stage']})")
        for m in rd["matches"]:
            if m.get("bye"):
                print(f"  {names[m['a']]}: bye")
                continue
            how = " (walkover)" if m["walkover"] else f" {m['partidas'][0]}-{m['partidas'][1]}"
            print(f"  {names[m['a']]} v {names[m['b']]}: {names.get(m['winner'], 'nobody')}{how}")
    for line in standings_text(result["format"], result["standings"], names):
        print(line)
    print(f"champion: {names.get(result['champion'], 'nobody')}")
    return 0


ORDER_TEXT = {
    "suizo": "points (ties won + byes), then Buchholz (the sum of the opponents' points), "
             "juego difference, tantos difference",
    "liga": "ties won, then head to head (ties won among the pairs level on ties won), "
            "juego difference, tantos difference",
    "eliminatoria": "how far in the knockout (the losers of a round share the place)",
    "liguilla": "how far in the knockout (the losers of a round share the place), then the other pairs "
                "by their place in their group, ties won, juego difference, tantos difference",
}


def _knockout(n: int | None) -> str:
    return {None: "-", 1: "champions", 2: "final", 4: "semi-finals", 8: "quarter-finals"}.get(n, f"round of {n}")


def _diff(row: dict[str, Any], kind: str) -> str:
    diff = row[f"{kind}_diff"]
    return f"{row[f'{kind}s_for' if kind == 'juego' else 'tantos_for']}-" \
           f"{row[f'{kind}s_against' if kind == 'juego' else 'tantos_against']} ({'+' if diff > 0 else ''}{diff})"


def standings_text(fmt: str, rows: list[dict[str, Any]], names: dict[int, str]) -> list[str]:
    """The standings as a table: a header, one line per pair with every value its rank
    follows from (``simulate.standings_order``), and a line that says the order."""
    cols: list[tuple[str, Any]] = [("rank", lambda r: r["rank"]), ("pair", lambda r: names[r["pair"]])]
    if fmt == "suizo":
        cols += [("points", lambda r: r["points"]), ("won", lambda r: r["won"]), ("lost", lambda r: r["lost"]),
                 ("byes", lambda r: r["byes"]), ("w/o won", lambda r: r["walkovers"]),
                 ("buchholz", lambda r: r["buchholz"])]
    else:
        if fmt != "liga":
            cols.append(("knockout", lambda r: _knockout(r["knockout"])))
        if fmt == "liguilla":
            cols += [("group", lambda r: r["group"]), ("group place", lambda r: r["group_rank"])]
        cols += [("won", lambda r: r["won"]), ("lost", lambda r: r["lost"]), ("w/o won", lambda r: r["walkovers"])]
        if fmt == "liga":
            cols.append(("head to head", lambda r: r["head_to_head"]))
    cols += [("juegos", lambda r: _diff(r, "juego")), ("tantos", lambda r: _diff(r, "tantos"))]
    table = [[name for name, _ in cols]] + [[str(get(r)) for _, get in cols] for r in rows]
    widths = [max(len(line[i]) for line in table) for i in range(len(cols))]
    out = ["standings (ranked by " + ORDER_TEXT[fmt] + "; pairs level on all of it share the rank):"]
    for line in table:
        cells = [c.ljust(w) if i == 1 else c.rjust(w) for i, (c, w) in enumerate(zip(line, widths, strict=True))]
        out.append("  " + "  ".join(cells).rstrip())
    return out


def cmd_verify(args: argparse.Namespace) -> int:
    if args.file:
        data = json.loads(Path(args.file).read_text("utf-8"))
    elif args.id is not None:
        try:
            data = asyncio.run(_published(args.db, args.id))
        except StoreError as exc:
            print(f"musbot: {exc}", file=sys.stderr)
            return 2
        if data is None:
            print(f"musbot: there is no tournament {args.id}", file=sys.stderr)
            return 2
    else:
        print("musbot: give --id (with --db) or --file", file=sys.stderr)
        return 2
    if not data.get("draw"):
        print("the draw has not been made yet (the seed is still secret); commitment: " + data["commitment"])
        return 1
    signups = [draw.SignUp.from_dict(s) for s in data["signups"]]
    problems = draw.verify(data["seed"], data["commitment"], data["format"], signups, data["draw"],
                           group_size=int(data.get("group_size", 4)))
    if problems:
        print("the draw does NOT match:")
        for p in problems:
            print(f"  - {p}")
        return 1
    print(f"the draw matches: SHA-256 of the seed is the commitment {data['commitment']}, and the seed with the "
          f"sign-up list of {len(signups)} entries gives exactly the published draw")
    return 0


def published(t: dict[str, Any]) -> dict[str, Any]:
    """What a tournament publishes for anyone to verify (the seed only once drawn)."""
    drawn = t.get("draw") is not None
    return {"commitment": t["commitment"], "seed": t["seed"] if drawn else None, "format": t["format"],
            "group_size": t["options"].get("group_size", 4), "signups": t.get("signups"), "draw": t.get("draw")}


async def _published(db: str | None, tid: int) -> dict[str, Any] | None:
    store = await Store.open(db, readonly=True)
    try:
        row = await store.tournaments.load(tid)
    finally:
        await store.close()
    return None if row is None else published(row)
