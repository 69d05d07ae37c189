"""``musbot verify --partida ID`` and ``musbot db achievements --recompute``.

Exit codes of ``verify``: 0 the partida verifies, 1 it does not (the differences are listed),
3 its seed is not revealed yet (still played), 2 the database or the partida could not be read.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from musbot.i18n import LANGS, t

from .db import default_path
from .errors import NotFound, StoreError
from .history_models import Verification
from .store import Store


def _db_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", metavar="PATH", default=None, help="the database file (default: $MUSBOT_DB or musbot.db)")


def register(subparsers: Any) -> None:
    v = subparsers.add_parser("verify", help="check a partida's deals against its revealed seed",
                              description="Play a finished partida again from its revealed seed with its "
                                          "documented shuffle and recorded actions; compare every deal with "
                                          "the recorded hands and the seed with its commitment.")
    v.add_argument("--partida", type=int, required=True, metavar="ID", help="the partida's id")
    v.add_argument("--lang", choices=LANGS, default="en", help="language of the report (default en)")
    _db_arg(v)
    v.set_defaults(func=cmd_verify)


def register_db(dbsub: Any) -> None:
    """``musbot db achievements``: added to ``musbot db`` by store/cli.py."""
    a = dbsub.add_parser("achievements", help="rebuild the logros from the stored actions")
    a.add_argument("--recompute", action="store_true", required=True,
                   help="play every finished partida again and store the logros it gives")
    a.add_argument("--guild", type=int, default=None, metavar="ID", help="only this server (default: all)")
    _db_arg(a)
    a.set_defaults(func=cmd_achievements)


def describe(v: Verification, lang: str) -> list[str]:
    """The verification as lines of text, in ``lang`` (the console and ``/mus verificar``)."""
    lines = [t("history.verify.title", lang, partida=v.partida_id)]
    if not v.revealed:
        return [*lines, t("history.verify.not_revealed", lang, partida=v.partida_id)]
    lines.append(t("history.verify.seed", lang, seed=v.seed, version=v.shuffle))
    if v.commitment is not None:
        lines.append(t("history.verify.commitment", lang, commitment=v.commitment))
    lines += [t(f"history.verify.{n.code}", lang, **n.params) for n in v.notes]
    if v.ok:
        lines.append(t("history.verify.ok", lang, hands=v.hands_checked))
    else:
        lines.append(t("history.verify.failed", lang, partida=v.partida_id, count=len(v.problems)))
        lines += ["  " + t(f"history.verify.{p.code}", lang, **p.params) for p in v.problems]
    return lines


def cmd_verify(args: argparse.Namespace) -> int:
    async def run() -> Verification:
        store = await Store.open(args.db or default_path(), readonly=True)
        try:
            return await store.verify_partida(args.partida)
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
    print("\n".join(describe(v, args.lang)))
    return 0 if v.ok else 3 if not v.revealed else 1


def cmd_achievements(args: argparse.Namespace) -> int:
    async def run() -> tuple[int, int, list[int]]:
        store = await Store.open(args.db or default_path())
        try:
            recount = await store.recompute_achievements(args.guild)
            return recount.partidas, len(recount.held), recount.skipped
        finally:
            await store.close()
    try:
        partidas, held, skipped = asyncio.run(run())
    except StoreError as exc:
        print(f"musbot: {exc}", file=sys.stderr)
        return 2
    print(f"{partidas} finished partidas played again; {held} logros held by players")
    if skipped:
        print(f"  note: {len(skipped)} partida(s) whose log does not play again (only their first-win and "
              f"partner logros count): {', '.join(map(str, skipped[:20]))}")
    return 0
