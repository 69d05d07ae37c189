"""The tutorial's explanations in the learner's language (catalogue keys ``learn.*``): one topic
worded for the learner at their seat, and after each hand its count read line by line.

Which topic is due is the table's (``musbot.tables.tutorial``); the ``Tutor`` posts them. Made
from the learner's own view only: nothing here reads another seat's cards (before the count
the view has none, and the count is explained from the count lines every seat sees).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from musbot.engine import MatchView
from musbot.engine import events as ev
from musbot.engine.evaluate import LANCE_NAMES
from musbot.i18n import t
from musbot.i18n.narrate import lance_name, narrate
from musbot.tables.tutorial import COUNT, TOPICS

_FOLDED = frozenset({"pares", "punto"})  # lines whose words say why that pair won the lance
_WHYS = {"paso": "paso", "envite": "envite", "pareja": "pares", "medias": "pares", "duples": "pares",
         "juego31": "juego31", "juego": "juego", "punto": "punto", "ordago": "ordago"}


@dataclass(frozen=True, slots=True)
class Lesson:
    title: str
    lines: tuple[str, ...]


def lesson(topic: str, view: MatchView, names: Sequence[str], lang: str) -> Lesson:
    """One explanation in ``lang``, for the learner at ``view.seat``."""
    seat = view.seat if view.seat is not None else 0
    if topic.startswith(COUNT + ":"):
        return _count(view, seat, names, lang)
    if topic not in TOPICS:
        raise ValueError(f"no such topic {topic!r}")
    params = {
        "partner": names[(seat + 2) % 4], "left": names[(seat + 1) % 4], "right": names[(seat + 3) % 4],
        "mano": names[view.mano], "tantos": view.rules.tantos,
    }
    text = t(f"learn.{topic}", lang, **params)
    return Lesson(t(f"learn.{topic}.title", lang), tuple(text.split("\n")))


def _lance_order(lance: str) -> int:
    return LANCE_NAMES.index(lance) if lance in LANCE_NAMES else len(LANCE_NAMES)


def _team(pair: int, seat: int, lang: str) -> str:
    return t("learn.team.us" if pair == seat % 2 else "learn.team.them", lang)


def _count(view: MatchView, seat: int, names: Sequence[str], lang: str) -> Lesson:
    """The count line by line: what each line pays and why, then the score."""
    by_lance: list[tuple[int, str]] = []  # read lance by lance, as a count is read at a table
    ends: list[str] = []
    folded = {r.lance for r in view.results if r.outcome == "folded"}  # won by a no quiero
    for e in view.events:
        if isinstance(e, ev.Deje):  # taken in the lance itself, when the others did not want
            by_lance.append((_lance_order(e.lance), t("learn.count.deje", lang, lance=lance_name(e.lance, lang),
                                                      team=_team(e.pair, seat, lang), points=e.points)))
        elif isinstance(e, ev.CountLine):
            key = _WHYS.get(e.why)
            if e.lance in folded and key in _FOLDED:  # not the best hand: the lance was given up
                key += ".folded"
            if key is None or (e.seat is None and key not in ("envite", "punto.folded")):
                by_lance.append((_lance_order(e.lance), narrate(e, lang, list(names), you=seat)))
                continue
            who = names[e.seat] if e.seat is not None else _team(e.pair, seat, lang)
            by_lance.append((_lance_order(e.lance), t(f"learn.count.{key}", lang, lance=lance_name(e.lance, lang),
                                                      name=who, team=_team(e.pair, seat, lang), points=e.points)))
        elif isinstance(e, ev.JuegoWon | ev.VacaWon | ev.PartidaWon):
            ends.append(narrate(e, lang, list(names), you=seat))
    lines = [line for _, line in sorted(by_lance, key=lambda x: x[0])] + ends  # stable within a lance
    if not lines:
        lines.append(t("learn.count.nothing", lang))
    us, them = view.score[seat % 2], view.score[1 - seat % 2]
    lines.append(t("learn.count.score", lang, us=us, them=them, tantos=view.rules.tantos))
    return Lesson(t("learn.count.title", lang, hand=view.hand_number), tuple(lines))
