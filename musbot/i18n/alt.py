"""Alt texts: every picture the bot sends, in words, for screen readers and for people who
turned image previews off (Discord reads an attachment's description aloud).

Each function reads the same frozen data its picture is drawn from, so an alt text can never
say more than its picture: the table's comes from the spectator's view (no card before the
showdown), a hand's from its owner's cards. Discord takes at most 1,024 characters.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card
from ..engine.view import MatchView
from . import norm_lang, t
from .narrate import card_name, describe_hand, narrate
from .numbers import format_number

LIMIT = 1024  # Discord's limit on an attachment's description


def fit(text: str, limit: int = LIMIT) -> str:
    """Cut at the last whole sentence (or word) that fits, marked with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    stop = max(cut.rfind(". "), cut.rfind("; "))
    if stop < limit // 2:
        stop = cut.rfind(" ")
    return cut[: stop if stop > 0 else limit - 1].rstrip(" ,;.") + "…"


def cards_in_words(cards: Sequence[Card], lang: str) -> str:
    """``rey de oros, rey de copas, tres de espadas, as de bastos``, in the order given."""
    return ", ".join(card_name(c, lang) for c in cards)


def hand_alt(cards: Sequence[Card], reyes: int, lang: str) -> str:
    """A player's own hand picture: the cards in the order the picture shows them (pass them
    in that order), then what they make: ``Tus cartas: …; medias, 31 de juego``."""
    lang = norm_lang(lang)
    return fit(t("alt.hand", lang, cards=cards_in_words(cards, lang),
                 made=describe_hand(tuple(cards), reyes, lang)))


def _pair(pair: int, names: Sequence[str], lang: str) -> str:
    return t("alt.pair", lang, pair=t(f"pair.{pair}", lang),
             players=t("alt.and", lang, a=names[pair], b=names[pair + 2]))


def _score(view: MatchView, names: Sequence[str], lang: str) -> str:
    parts = []
    for pair in (0, 1):
        text = t("alt.score", lang, pair=_pair(pair, names, lang), score=view.score[pair],
                 juegos=view.juegos[pair], vacas=view.vacas[pair])
        if view.dentro[pair]:
            text += " " + t("bot.dentro", lang)
        parts.append(text)
    return "; ".join(parts) + "."


def _moment(view: MatchView, names: Sequence[str], lang: str) -> str:
    """Whose turn and what is being decided (nothing private: the spectator's view)."""
    who = ", ".join(names[s] for s in sorted(view.to_act))
    if view.phase == "mus":
        return t("alt.turn.mus", lang, players=who)
    if view.phase == "discard":
        done = [names[s] for s in sorted(view.discarded)]
        text = t("alt.turn.discard", lang, players=who)
        if done:
            text += " " + t("alt.discarded", lang, players=", ".join(done))
        return text
    if view.phase == "lances" and view.lance is not None:
        lance = t(f"lance.{view.lance}", lang)
        bet = view.bet
        if bet is None or bet.stake == 0 and not bet.ordago:
            return t("alt.turn.lance", lang, players=who, lance=lance)
        if bet.ordago:
            return t("alt.turn.ordago", lang, players=who, lance=lance,
                     pair=t(f"pair.{bet.bettor}", lang) if bet.bettor is not None else "")
        return t("alt.turn.bet", lang, players=who, lance=lance, stake=bet.stake,
                 pair=t(f"pair.{bet.bettor}", lang) if bet.bettor is not None else "")
    if view.phase == "match_end" and view.winner is not None:
        return t("alt.match_end", lang, pair=_pair(view.winner, names, lang))
    return t("alt.hand_end", lang)


def _declarations(view: MatchView, names: Sequence[str], lang: str) -> str:
    parts = []
    for lance, said in (("pares", view.pares), ("juego", view.juego)):
        known = [(names[s], yes) for s, yes in enumerate(said) if yes is not None]
        if known:
            who = ", ".join(f"{n} {t('alt.yes' if yes else 'alt.no', lang)}" for n, yes in known)
            parts.append(f"{t(f'lance.{lance}', lang)}: {who}")
    return "; ".join(parts)


def table_alt(view: MatchView, names: Sequence[str], lang: str) -> str:
    """The table picture in words: hand and mano, whose turn and what for, the stake, the
    score with juegos and vacas, how many señas were made; at the showdown, the four hands
    and the count line by line. Built from ``view`` only (give it the spectator's view)."""
    lang = norm_lang(lang)
    parts = [t("alt.table", lang, hand=view.hand_number, mano=names[view.mano]),
             _moment(view, names, lang) + ".", _score(view, names, lang)]
    declared = _declarations(view, names, lang)
    if declared and not view.showdown:
        parts.append(declared + ".")
    if view.senas_made and not view.showdown:
        parts.append(t("alt.senas", lang, count=len(view.senas_made)))
    if view.showdown:
        hands = [f"{names[s]}: {cards_in_words(h, lang)}" for s, h in enumerate(view.hands) if h is not None]
        parts.append(t("alt.showdown", lang, hands="; ".join(hands)))
        parts += [narrate(e, lang, list(names)) for e in view.count]
    return fit(" ".join(p for p in parts if p))


def leaderboard_alt(rows: Sequence[tuple[str, str]], lang: str, title: str = "") -> str:
    """A ranking picture: its rows in order, each ``(name, what it is ranked by)``."""
    lang = norm_lang(lang)
    lines = [t("alt.row", lang, rank=i, name=name, value=value) for i, (name, value) in enumerate(rows, 1)]
    head = title or t("alt.ranking", lang)
    return fit(f"{head}: " + "; ".join(lines) + "." if lines else head)


def chart_alt(points: Sequence[float], lang: str, name: str | None = None) -> str:
    """A rating chart: where it started, its highest point and where it is now."""
    lang = norm_lang(lang)
    if not points:
        return t("alt.chart.empty", lang, name=name or "")
    return fit(t("alt.chart", lang, name=name or "", games=len(points) - 1,
                 start=format_number(points[0], lang, 1), high=format_number(max(points), lang, 1),
                 now=format_number(points[-1], lang, 1)))
