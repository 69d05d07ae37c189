"""``musbot verify --partida ID [--db PATH] [--lang]``: a finished partida's deals against its
revealed seed and commitment (league/verify.py). Exit codes: 0 it verifies, 1 it does not (the
differences are listed), 3 no verdict: its seed is not revealed yet (still played), or it was
stored without its moves (``musbot tournament simulate``), so its deals cannot be played again;
2 the database or the partida could not be read. (4 is not used: the console's table keeps it
for "Discord cannot be reached, try again later".)"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from musbot.arguments import db_argument
from musbot.i18n import LANGS, t
from musbot.league.models import Verification
from musbot.league.verify import verify_partida
from musbot.presenter.history import verification_lines
from musbot.store import NotFound, Store, StoreError


def register(subparsers: Any) -> None:
    v = subparsers.add_parser("verify", help="check a partida's deals against its revealed seed",
                              description="Play a finished partida again from its revealed seed with its "
                                          "documented shuffle and recorded actions; compare every deal with "
                                          "the recorded hands and the seed with its commitment.")
    v.add_argument("--partida", type=int, required=True, metavar="ID", help="the partida's id")
    v.add_argument("--lang", choices=LANGS, default="en", help="language of the report (default en)")
    db_argument(v)
    v.set_defaults(func=cmd_verify)


def cmd_verify(args: argparse.Namespace) -> int:
    async def run() -> Verification:
        store = await Store.open(args.db, readonly=True)
        try:
            return await verify_partida(store, args.partida)
        finally:
            await store.close()
    try:
        v = asyncio.run(run())
    except NotFound:
        print(t("history.verify.not_found", args.lang, partida=args.partida), file=sys.stderr)
        return 2
    except StoreError as exc:
        print(f"musbot: {exc}", file=sys.stderr)
        return 2
    print("\n".join(verification_lines(v, args.lang)))
    if v.ok:
        return 0
    no_verdict = not v.revealed or (v.moves_missing and not v.problems)
    return 3 if no_verdict else 1
