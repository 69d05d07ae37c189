"""``musbot db achievements --recompute [--guild ID]``: rebuild every logro from the stored
actions of finished partidas (registered under ``musbot db`` by console/db.py)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from musbot import exits
from musbot.arguments import db_argument
from musbot.league.awards import recompute_achievements
from musbot.store import Store, StoreError


def register_db(dbsub: Any) -> None:
    a = dbsub.add_parser("achievements", help="rebuild the logros from the stored actions",
                         description="Play every finished partida again from its seed and action log "
                                     "and store the logros it gives, replacing the stored ones (the "
                                     "same rows the live award wrote).")
    a.add_argument("--recompute", action="store_true", required=True,
                   help="play every finished partida again and store the logros it gives")
    a.add_argument("--guild", type=int, default=None, metavar="ID", help="only this server (default: all)")
    db_argument(a)
    a.set_defaults(func=cmd_achievements)


def cmd_achievements(args: argparse.Namespace) -> int:
    async def run() -> tuple[int, int, list[int]]:
        store = await Store.open(args.db)
        try:
            recount = await recompute_achievements(store, args.guild)
            return recount.partidas, len(recount.held), recount.skipped
        finally:
            await store.close()
    try:
        partidas, held, skipped = asyncio.run(run())
    except StoreError as exc:
        print(f"musbot: {exc}", file=sys.stderr)
        return exits.CANNOT_START
    print(f"{partidas} finished partidas played again; {held} logros held by players")
    if skipped:
        print(f"  note: {len(skipped)} partida(s) whose log does not play again (only their first-win and "
              f"partner logros count): {', '.join(map(str, skipped[:20]))}")
    return exits.OK
