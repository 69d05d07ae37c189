"""What a verification of a partida says, in the reader's language (``musbot verify`` and
``/mus verificar``): the seed and the commitment, the verdict, each difference found.

``/mus verificar`` gives it only to those who may look back at the partida (``access.py``): its
revealed seed gives away every deal of it, the cards nobody showed too.
"""

from __future__ import annotations

from musbot.i18n import t
from musbot.store import NotFound, Store
from musbot.store.history_models import Verification

from .access import Sees, may_look_back


async def load_verification(store: Store, guild_id: int, partida_id: int, user_id: int | None, *,
                            sees: Sees) -> Verification | None:
    """The verification of partida ``partida_id`` asked for by ``user_id`` on server
    ``guild_id``; None for a partida this person may not look back at (unknown, of another
    server, or played where they could not see it: all answered alike)."""
    try:
        place = await store.partida_place(partida_id)
        if not await may_look_back(place, guild_id, user_id, sees):
            return None
        return await store.verify_partida(partida_id)
    except NotFound:
        return None


def describe(v: Verification, lang: str) -> list[str]:
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
