"""``musbot tournament simulate | verify``: try a format with computer players; check a draw.

The formats' own options (``--rounds``, ``--group-size``, ...) are the ones the formats declare
(``musbot.tournaments.formats``): a new format's options are flags here as soon as it is
registered.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from musbot.arguments import db_argument
from musbot.engine import Rules
from musbot.i18n import t
from musbot.store import Store, StoreError
from musbot.tournaments import Tournament, TournamentError, draw
from musbot.tournaments.formats import FORMATS, FormatOption, format_of
from musbot.tournaments.model import Options
from musbot.tournaments.records import Records
from musbot.tournaments.simulate import simulate


def format_options() -> dict[str, FormatOption[Any]]:
    """Every format's own options by name (a name two formats declare is one flag: the first's)."""
    out: dict[str, FormatOption[Any]] = {}
    for fmt in FORMATS.values():
        for option in fmt.options:
            out.setdefault(option.name, option)
    return out


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
    sim.add_argument("--format", required=True, choices=list(FORMATS))
    sim.add_argument("--pairs", type=int, required=True)
    for option in format_options().values():
        flag = "--" + option.name.replace("_", "-")
        if isinstance(option.default, bool):
            sim.add_argument(flag, action=argparse.BooleanOptionalAction if option.default else "store_true",
                             default=option.default, help=option.help)
        else:
            sim.add_argument(flag, type=type(option.default), default=option.default, help=option.help)
    sim.add_argument("--best-of", type=int, default=1, choices=(1, 3, 5), help="partidas per tie")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--absent-rate", type=float, default=0.0,
                     help="chance that each player misses a tie (it is then decided by walkover)")
    sim.add_argument("--level", default="expert", choices=("random", "basic", "expert"))
    sim.add_argument("--tantos", type=int, default=Rules().tantos, choices=Rules.allowed("tantos"))
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
    ver.add_argument("--file", help="a published draw as JSON (seed, commitment, format, the format's options "
                                    "such as group_size, signups, draw)")
    ver.set_defaults(func=cmd_verify)


def cmd_simulate(args: argparse.Namespace) -> int:
    rules = Rules(tantos=args.tantos, juegos=args.juegos, vacas=args.vacas).to_dict()
    own = {name: getattr(args, name) for name in format_options()}
    try:
        format_of(args.format).check(Options(rules=rules, best_of=args.best_of, max_pairs=max(2, args.pairs),
                                             format_options=own))
        result = asyncio.run(simulate(args.format, args.pairs, best_of=args.best_of, seed=args.seed,
                                      absent_rate=args.absent_rate, level=args.level, rules=rules,
                                      db_path=args.db, **own))
    except TournamentError as exc:  # bad options: say which, no traceback
        print(f"musbot: {t(exc.key, 'en', **exc.params)}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"musbot: {exc}", file=sys.stderr)
        return 2
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
    for line in standings_text(result["format"], result["order"], result["standings"], names):
        print(line)
    for stage in sorted(k for k in result if k.startswith("champion_")):  # a further stage's title
        print(f"champion of stage {stage.removeprefix('champion_').upper()}: {names.get(result[stage], 'nobody')}")
    print(f"champion: {names.get(result['champion'], 'nobody')}")
    return 0


# The console's words for each criterion of an order and each column of a standings row, by
# the name of the value (``formats.base.Criterion.by``, ``Format.columns``); a value not named
# here is said by its name.
CRITERIA = {
    "points": "points (ties won + byes)", "buchholz": "Buchholz (the sum of the opponents' points)",
    "won": "ties won", "head_to_head": "head to head (ties won among the pairs level on ties won)",
    "knockout": "how far in the knockout (the losers of a round share the place)",
    "group_rank": "the other pairs by their place in their group",
    "juego_diff": "juego difference", "tantos_diff": "tantos difference",
    "stage": "stage (A before B)", "survived": "rounds survived",
}
HEADERS = {"walkovers": "w/o won", "group_rank": "group place", "head_to_head": "head to head"}


def _knockout(n: int | None) -> str:
    return {None: "-", 1: "champions", 2: "final", 4: "semi-finals", 8: "quarter-finals"}.get(n, f"round of {n}")


SHOWN: dict[str, Callable[[Any], str]] = {"knockout": _knockout, "out_round": lambda r: "-" if r is None else str(r)}


def _diff(row: dict[str, Any], kind: str) -> str:
    diff = row[f"{kind}_diff"]
    return f"{row[f'{kind}s_for' if kind == 'juego' else 'tantos_for']}-" \
           f"{row[f'{kind}s_against' if kind == 'juego' else 'tantos_against']} ({'+' if diff > 0 else ''}{diff})"


def order_text(order: list[dict[str, Any]], rows: list[dict[str, Any]]) -> str:
    """The order in words, first criterion to last; after one that decides alone and placed
    every pair, nothing else is said (it never applies)."""
    said: list[str] = []
    for criterion in order:
        name = str(criterion["by"])
        said.append(CRITERIA.get(name, name.replace("_", " ")))
        if criterion.get("decides_alone") and all(r.get(name) is not None for r in rows):
            break
    return said[0] + (", then " + ", ".join(said[1:]) if len(said) > 1 else "")


def standings_text(fmt: str, order: list[dict[str, Any]], rows: list[dict[str, Any]], names: dict[int, str]) -> list[str]:
    """The standings as a table: a header, one line per pair with every value its rank
    follows from (the format's ``columns``), and a line that says the order."""
    def column(name: str) -> tuple[str, Callable[[dict[str, Any]], str]]:
        shown: Callable[[Any], str] = SHOWN.get(name, str)
        return HEADERS.get(name, name.replace("_", " ")), lambda r: shown(r[name])

    cols: list[tuple[str, Callable[[dict[str, Any]], str]]] = [("rank", lambda r: str(r["rank"])),
                                                               ("pair", lambda r: names[r["pair"]])]
    cols += [column(name) for name in format_of(fmt).columns]
    cols += [("juegos", lambda r: _diff(r, "juego")), ("tantos", lambda r: _diff(r, "tantos"))]
    table = [[name for name, _ in cols]] + [[get(r) for _, get in cols] for r in rows]
    widths = [max(len(line[i]) for line in table) for i in range(len(cols))]
    out = ["standings (ranked by " + order_text(order, rows) + "; pairs level on all of it share the rank):"]
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
    fmt = FORMATS.get(data["format"])
    own = {o.name: data[o.name] for o in fmt.options if o.name in data} if fmt is not None else {}
    problems = draw.verify(data["seed"], data["commitment"], data["format"], signups, data["draw"],
                           Options(format_options=own))
    if problems:
        print("the draw does NOT match:")
        for p in problems:
            print(f"  - {p}")
        return 1
    print(f"the draw matches: SHA-256 of the seed is the commitment {data['commitment']}, and the seed with the "
          f"sign-up list of {len(signups)} entries gives exactly the published draw")
    return 0


def published(t: Tournament) -> dict[str, Any]:
    """What a tournament publishes for anyone to verify (the seed only once drawn), with the
    format's own options (a liguilla's ``group_size`` places its groups)."""
    own = format_of(t.format).own(t.options).format_options
    return {"commitment": t.commitment, "seed": t.seed if t.drawn else None, "format": t.format, **own,
            "signups": t.signups, "draw": t.draw}


async def _published(db: str | None, tid: int) -> dict[str, Any] | None:
    store = await Store.open(db, readonly=True)
    try:
        t_ = await Records(store).load(tid)
    finally:
        await store.close()
    return None if t_ is None else published(t_)
