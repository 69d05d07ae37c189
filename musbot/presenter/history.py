"""A partida's fair play on Discord and at the console: what its verification says, in the
reader's language (``musbot verify`` and ``/mus verificar``): the seed and the commitment, the
verdict, each difference found."""

from __future__ import annotations

import discord

from musbot.i18n import t
from musbot.league import verify_partida
from musbot.league.models import Verification
from musbot.store import NotFound, Store

from .replies import Reply

VERIFIED_COLOUR = 0x2E7D32  # verified, or nothing to verify yet
REFUTED_COLOUR = 0xC62828


def verification_lines(v: Verification, lang: str) -> list[str]:
    """The lines to show; for a partida still played only that its seed is not revealed yet, for
    one stored without its moves that it can be neither verified nor refuted."""
    lines = [t("history.verify.title", lang, partida=v.partida_id)]
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


async def verification(store: Store, guild_id: int, partida_id: int, lang: str) -> Reply:
    """``/mus verificar``, privately: the partida's verification, or that there is no such
    partida on this server (one of another server is named as such)."""
    try:
        v = await verify_partida(store, partida_id)
    except NotFound:
        return Reply(t("history.verify.not_found", lang, partida=partida_id), private=True)
    if v.guild_id != guild_id:
        return Reply(t("history.verify.other_server", lang, partida=partida_id), private=True)
    lines = verification_lines(v, lang)
    colour = VERIFIED_COLOUR if v.ok or not v.revealed else REFUTED_COLOUR
    return Reply(embed=discord.Embed(title=lines[0][:256], description="\n".join(lines[1:])[:4000], colour=colour),
                 private=True)
