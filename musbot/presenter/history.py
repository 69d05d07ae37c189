"""A partida's fair play on Discord and at the console: what its verification says, in the
reader's language (``musbot verify`` and ``/mus verificar``): the seed and the commitment, the
verdict, each difference found. ``/mus verificar`` gives it only to those who may look back at
the partida (``tables/verification.py``)."""

from __future__ import annotations

import discord

from musbot.i18n import t
from musbot.league.models import Verification
from musbot.store import Store
from musbot.tables.access import Sees
from musbot.tables.verification import load_verification

from .replies import Reply

VERIFIED_COLOUR = 0x2E7D32  # verified, or nothing to verify yet
REFUTED_COLOUR = 0xC62828


def verification_lines(v: Verification, lang: str) -> list[str]:
    """The lines to show; for a partida still played only that its seed is not revealed yet, for
    one stored without its moves that it can be neither verified nor refuted."""
    lines = [t("history.verify.title", lang, partida=v.partida_id)]
    if v.reported:
        return [*lines, t("history.verify.reported", lang, partida=v.partida_id)]
    if not v.revealed:
        return [*lines, t("history.verify.not_revealed", lang, partida=v.partida_id)]
    lines.append(t("history.verify.seed", lang, seed=v.seed, version=v.shuffle))
    if v.commitment is not None:
        lines.append(t("history.verify.commitment", lang, commitment=v.commitment))
    lines += [t(f"history.verify.{n.code}", lang, **n.params) for n in v.notes]
    if v.ok:
        lines.append(t("history.verify.ok", lang, hands=v.hands_checked))
    elif v.moves_missing and not v.problems:
        lines.append(t("history.verify.no_moves", lang, partida=v.partida_id))
    else:
        lines.append(t("history.verify.failed", lang, partida=v.partida_id, count=len(v.problems)))
        lines += ["  " + t(f"history.verify.{p.code}", lang, **p.params) for p in v.problems]
    return lines


async def verification(store: Store, guild_id: int, partida_id: int, user_id: int, lang: str, *,
                       sees: Sees) -> Reply:
    """``/mus verificar``, privately: the partida's verification, for those who may look back at
    it (``tables/access.py``); anyone else is told there is no such partida, as for an unknown id."""
    v = await load_verification(store, guild_id, partida_id, user_id, sees=sees)
    if v is None:
        return Reply(t("history.error.partida_not_found", lang, partida=partida_id), private=True)
    lines = verification_lines(v, lang)
    colour = VERIFIED_COLOUR if v.ok or not v.revealed else REFUTED_COLOUR
    return Reply(embed=discord.Embed(title=lines[0][:256], description="\n".join(lines[1:])[:4000], colour=colour),
                 private=True)
