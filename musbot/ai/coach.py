"""The coach: what the expert would play now in one seat's place, and why.

``advise(view)`` reads one seat's ``MatchView`` and nothing else, asks a fresh expert (seeded,
so the same view gives the same advice) what it would play, and explains that choice from the
expert's own estimate: the chance of winning the lance against what was said and signalled,
what an envite or a call is worth in tantos against the alternative, why mus or not, which
cards to discard. The advice is data, not text: each line is a catalogue key (``ai.coach.*``,
in ``musbot/i18n/locales/*.ftl``) with parameters, so every person reads it in their own
language (``musbot.i18n.coach.advice_lines`` words it).

Parameters hold plain values: ``lance`` and ``sena`` are codes, ``senas`` a tuple of codes,
``cards`` and ``kept`` tuples of cards, ``amount``/``stake``/``fold``/``us``/``them`` whole
tantos, ``p``/``accept``/``called``/``keep``/``pct``/``need`` whole percents and ``gain`` a
signed number of tantos (what the choice is worth over passing, or over no quiero).

Pure and quick: no state survives a call, and it costs one expert decision.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action, Discard, Envido, Quiero
from ..engine.view import MatchView
from .expert import ExpertPlayer, Thought
from .interface import playable
from .personality import Personality
from .personality import personality as get_personality

Line = tuple[str, dict[str, Any]]


@dataclass(frozen=True, slots=True)
class Advice:
    """What to play (``action`` uses the turn; ``sena`` is the seña to make first, if any)
    and why, as one or two catalogue lines."""

    action: Action
    sena: str | None
    reason: str
    lines: tuple[Line, ...]


def advise(view: MatchView, seed: int = 0,
           personality: str | Personality | None = None) -> Advice | None:
    """The expert's advice for the seat of ``view``; None when that seat has nothing to play."""
    if view.seat is None or not playable(view):
        return None
    thought = ExpertPlayer(seed, get_personality(personality)).think(view)
    sena = thought.sena.name if thought.sena is not None else None
    lines = [_explain(view, thought)]
    extra = _extra(thought, sena)
    if extra is not None:
        lines.append(extra)
    return Advice(thought.action, sena, thought.reason, tuple(lines))


def _pct(x: object) -> int:
    return max(0, min(100, round(100 * float(x))))  # type: ignore[arg-type]


def _gain(thought: Thought, kind: type, amount: int | None = None) -> float | None:
    """What the option ``kind`` (of ``amount``) is worth over the base option, in tantos."""
    for action, gain in thought.figures.get("gains", ()):  # type: ignore[attr-defined]
        if isinstance(action, kind) and (amount is None or getattr(action, "amount", None) == amount):
            return round(float(gain), 1)
    return None


def _explain(view: MatchView, thought: Thought) -> Line:
    f = thought.figures
    reason = thought.reason
    action = thought.action
    if reason in ("mus.cut", "mus.mus"):
        return f"ai.coach.{reason}", {"pct": min(_pct(f["value"]), 99), "need": _pct(f["threshold"])}
    if reason == "discard":
        assert isinstance(action, Discard)
        kept = tuple(c for c in view.hand if c not in action.cards)
        if not kept:
            return "ai.coach.discard.all", {}
        return "ai.coach.discard", {"cards": action.cards, "kept": kept}
    if reason == "none":
        return "ai.coach.none", {}
    lance = f["lance"]
    p = _pct(f["p_win"])
    if reason == "open.paso":
        gain = _gain(thought, Envido, 2)
        if gain is None:
            return "ai.coach.open.paso.only", {"lance": lance, "p": p}
        return "ai.coach.open.paso", {"lance": lance, "p": p, "gain": gain,
                                      "accept": _pct(f["p_accept"])}
    if reason == "open.envido":
        assert isinstance(action, Envido)
        return "ai.coach.open.envido", {
            "amount": action.amount, "lance": lance, "p": p, "called": _pct(f["p_called"]),
            "gain": _gain(thought, Envido, action.amount) or 0.0}
    if reason in ("open.bluff", "answer.bluff"):
        return "ai.coach.bluff", {"lance": lance, "p": p}
    if reason in ("open.ordago", "answer.ordago"):
        return "ai.coach.ordago", {"lance": lance, "p": _pct(f["p_ordago"]),
                                   "us": f["need_us"], "them": f["need_them"]}
    if reason == "ordago.bluff":
        return "ai.coach.ordago.bluff", {"us": f["need_us"], "them": f["need_them"]}
    if reason in ("ordago.quiero", "ordago.no_quiero"):
        return f"ai.coach.{reason}", {"lance": lance, "p": p, "keep": _pct(f["fold_equity"])}
    if reason in ("ordago.defer", "answer.defer"):
        return "ai.coach.defer", {"lance": lance, "p": p}
    if reason in ("answer.quiero", "answer.no_quiero"):
        return f"ai.coach.{reason}", {"lance": lance, "p": p, "stake": f["stake"],
                                      "fold": f["fold_value"], "gain": _gain(thought, Quiero) or 0.0}
    if reason == "answer.envido":  # a raise: against the plain quiero
        assert isinstance(action, Envido)
        gain = (_gain(thought, Envido, action.amount) or 0.0) - (_gain(thought, Quiero) or 0.0)
        return "ai.coach.raise", {"amount": action.amount, "lance": lance, "p": p,
                                  "gain": round(gain, 1)}
    # any other branch: the action, with the chance in the lance
    return "ai.coach.play", {"action": action, "lance": lance, "p": p}


def _extra(thought: Thought, sena: str | None) -> Line | None:
    """A second line: the seña to make first, or the partner's señas the choice counted."""
    if sena is not None:
        return "ai.coach.sena", {"sena": sena}
    f = thought.figures
    if thought.reason in ("mus.cut", "mus.mus") and float(f.get("partner_bonus", 0.0)) > 0:  # type: ignore[arg-type]
        return "ai.coach.partner_senas", {}
    partner = f.get("partner_senas", ())
    if thought.reason == "discard" and partner:
        return "ai.coach.discard.partner", {"senas": tuple(partner)}  # type: ignore[arg-type]
    return None


__all__ = ["Advice", "Line", "advise"]
