"""``musbot arena``: two configurations of computer players against each other."""

from __future__ import annotations

import argparse
import json
import sys

from ..engine.rules import Rules
from .arena import BLOCK, format_report, run_arena
from .player import parse_config


def _config(text: str) -> str:
    try:
        parse_config(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "arena",
        help="play two computer-player configurations against each other (mirrored deals)",
        description=(
            "Play --hands deals, each twice: once with A in seats 1+3 and B in seats 2+4, once "
            "with the pairs swapped, so the luck of the cards cancels. A configuration is a "
            "level (random, basic, expert), optionally with a personality: expert:club (the "
            "default), expert:prudente, expert:farolero, expert:agresivo. Besides points and "
            "partidas it prints each side's style: accepted stakes per lance, órdagos, mus "
            "rate, envites and acceptances per hand, and how many hands a juego lasts."
        ),
    )
    p.add_argument("--a", type=_config, default="expert", help="configuration A (default expert)")
    p.add_argument("--b", type=_config, default="random", help="configuration B (default random)")
    p.add_argument("--hands", type=int, default=2000,
                   help="deals to play; each is played in both seatings (default 2000)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--seed", type=int, default=1, help="seed of the decks and players (default 1)")
    p.add_argument("--block", type=int, default=BLOCK,
                   help=f"deals per block; each block starts fresh players and partidas (default {BLOCK})")
    defaults = Rules()  # the options' defaults, as the engine plays them
    p.add_argument("--tantos", type=int, choices=Rules.allowed("tantos"), default=defaults.tantos, help="points per juego")
    p.add_argument("--reyes", type=int, choices=Rules.allowed("reyes"), default=defaults.reyes, help="8 or 4 reyes")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.set_defaults(func=_main)


def _main(args: argparse.Namespace) -> int:
    if args.hands < 1:
        print("musbot arena: --hands must be at least 1", file=sys.stderr)
        return 2
    if args.block < 1:
        print("musbot arena: --block must be at least 1", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print("musbot arena: --jobs must be at least 1", file=sys.stderr)
        return 2
    rules = Rules(tantos=args.tantos, reyes=args.reyes)
    result = run_arena(args.a, args.b, args.hands, seed=args.seed, jobs=args.jobs, rules=rules,
                       block=args.block)
    if args.json:
        print(json.dumps(result, sort_keys=True))
    else:
        print(format_report(result))
    return 0
