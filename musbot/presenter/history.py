"""A partida's history in words: what its verification says, in the reader's language
(``musbot verify`` and ``/mus verificar``): the seed and the commitment, the verdict, each
difference found."""

from __future__ import annotations

from musbot.i18n import t
from musbot.league.models import Verification


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
