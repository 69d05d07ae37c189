"""The game in words: events, actions, hands, rule options and the rules, in any of LANGS.

Everything here reads the catalogues (musbot/i18n/locales/*.ftl); nothing is worded in code.
``names`` is always a sequence of four display names indexed by seat; without it seats are
called "Sitio 1".."Sitio 4" (localized). ``you`` is the seat of the person the text is told to,
if any: their own actions are then told in the second person ("You show 4-5-6-7", never "You
shows"), from the ``event.<kind>.you`` templates; a name is only ever joined to a third-person
verb.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from musbot.engine import actions as ac
from musbot.engine import events as ev
from musbot.engine.cards import Card
from musbot.engine.evaluate import hand_info
from musbot.engine.rules import Rules

from . import DEFAULT_LANG, has, join_items, join_label, join_parts, norm_lang, t
from . import join_list as _join_list
from .numbers import format_percent

SENA_ORDER: tuple[str, ...] = (
    "dos_reyes",
    "tres_reyes",
    "dos_ases",
    "tres_ases",
    "medias",
    "duples",
    "treinta_y_una",
    "juego",
    "treinta_punto",
    "veintinueve_punto",
    "ciego",
)
COUNT_WHYS: tuple[str, ...] = (
    "paso",
    "envite",
    "deje",
    "pareja",
    "medias",
    "duples",
    "juego31",
    "juego",
    "punto",
    "ordago",
)
# the sections of rules_summary, with the rules (RULES.md) each one covers
SUMMARY_SECTIONS: tuple[tuple[str, str], ...] = (
    ("cards", "R1–R4"),
    ("deal", "R5–R9"),
    ("lances", "R10–R15"),
    ("betting", "R16–R21"),
    ("count", "R22–R23"),
    ("score", "R24–R25"),
    ("senas", "R26"),
)
Names = Sequence[str] | None


# --- small pieces ---------------------------------------------------------------------------


def _has(key: str, lang: str) -> bool:
    return has(key, lang)


def _capitalize(text: str) -> str:
    """Upper-case the first letter (after leading punctuation such as ¡ or «)."""
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :]
        if ch.isalnum():
            return text
    return text


def _say(key: str, lang: str, **params: Any) -> str:
    """A sentence: the template filled in, its first letter capitalised unless a player's name
    opens it (a Discord name keeps its own case)."""
    text = t(key, lang, **params)
    if any(text.startswith(str(params[p])) for p in ("name", "players") if params.get(p)):
        return text
    return _capitalize(text)


def seat_name(seat: int, lang: str = DEFAULT_LANG, names: Names = None) -> str:
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return t("seat.default", norm_lang(lang), n=seat + 1)


def pair_name(pair: int, lang: str = DEFAULT_LANG) -> str:
    return t(f"pair.{pair}", norm_lang(lang))


def lance_name(lance: str, lang: str = DEFAULT_LANG) -> str:
    return t(f"lance.{lance}", norm_lang(lang))


def word(name: str, lang: str = DEFAULT_LANG) -> str:
    """One of the words of the game (``word.<name>``), e.g. ``word("envido", "de")``."""
    return t(f"word.{name}", norm_lang(lang))


def join_list(items: Iterable[str], lang: str = DEFAULT_LANG) -> str:
    """``a, b and c`` in the language (CLDR's list patterns)."""
    return _join_list(items, lang)


def card_name(card: Card, lang: str = DEFAULT_LANG) -> str:
    """``rey de oros``, ``king of coins``, ``König der Münzen``, ``urreen erregea``."""
    lang = norm_lang(lang)
    return t(
        "card.name",
        lang,
        rank=t(f"card.rank.{card.rank}", lang),
        suit=t(f"card.suit_of.{card.suit}", lang),
    )


def cards_text(cards: Iterable[Card], lang: str = DEFAULT_LANG) -> str:
    return join_parts((card_name(c, lang) for c in cards), lang)


def sena_name(name: str, lang: str = DEFAULT_LANG) -> str:
    return t(f"sena.{name}", norm_lang(lang))


def sena_meaning(name: str, lang: str = DEFAULT_LANG) -> str:
    return t(f"sena.{name}.meaning", norm_lang(lang))


def sena_gesture(name: str, lang: str = DEFAULT_LANG) -> str:
    return t(f"sena.{name}.gesture", norm_lang(lang))


def count_why(why: str, lang: str = DEFAULT_LANG) -> str:
    """The reason of a count line; an unknown ``deje_*`` reads as ``deje``, anything else raw."""
    lang = norm_lang(lang)
    if _has(f"count.why.{why}", lang):
        return t(f"count.why.{why}", lang)
    base = why.split("_")[0]
    if _has(f"count.why.{base}", lang):
        return t(f"count.why.{base}", lang)
    return why


# --- hands and actions ----------------------------------------------------------------------


def describe_hand(cards: Sequence[Card], reyes: int = 8, lang: str = DEFAULT_LANG) -> str:
    """The hand's pares and juego (or punto): ``duples de reyes y ases, juego de 31``,
    ``pareja de reyes, 24 al punto``, ``sin pares, juego de 33``."""
    lang = norm_lang(lang)
    if len(cards) != 4:  # not a full hand (never in play): just the cards
        return cards_text(cards, lang)
    info = hand_info(cards, reyes)
    counts: dict[int, int] = {}
    for r in info.ranks:  # effective ranks (8 reyes: a 3 is a rey), high to low
        counts[r] = counts.get(r, 0) + 1
    groups = sorted((r for r, n in counts.items() if n >= 2), reverse=True)

    def plural(rank: int) -> str:
        return t(f"card.ranks.{rank}", lang)

    if info.pares_kind == 0 or not groups:
        pares = t("pares.0", lang)
    elif info.pares_kind == 3 and len(groups) == 1:  # four of a rank
        pares = t("hand.pares.3same", lang, rank=plural(groups[0]))
    elif info.pares_kind == 3:
        pares = t("hand.pares.3", lang, high=plural(groups[0]), low=plural(groups[1]))
    else:
        pares = t(f"hand.pares.{info.pares_kind}", lang, rank=plural(groups[0]))
    if info.points == 31:
        juego = t("hand.juego31", lang)
    elif info.points > 31:
        juego = t("hand.juego", lang, points=info.points)
    else:
        juego = t("hand.punto", lang, points=info.points)
    return join_parts((pares, juego), lang)


def describe_action(action: ac.Action, lang: str = DEFAULT_LANG) -> str:
    """An action as the player would say it: ``mus``, ``envido 5``, ``descarte: rey de oros``."""
    lang = norm_lang(lang)
    if isinstance(action, ac.Discard):
        return t("action.discard", lang, cards=cards_text(action.cards, lang))
    if isinstance(action, ac.Envido):
        return t("action.envido", lang, amount=action.amount)
    if isinstance(action, ac.Sena):
        return t("action.sena", lang, sena=sena_name(action.name, lang))
    if isinstance(action, ac.NextHand):
        return t("action.next_hand", lang)
    return t(f"word.{action.kind}", lang)


# --- rule options ---------------------------------------------------------------------------


def describe_option(name: str, value: Any, lang: str = DEFAULT_LANG) -> str:
    """A rule option's value in words: ``8 reyes``, ``sí``, ``10 %``, ``40``."""
    lang = norm_lang(lang)
    if isinstance(value, bool):
        return t("rules.value.yes" if value else "rules.value.no", lang)
    if name == "reyes":
        return t("rules.value.reyes", lang, n=value)
    if name == "pillar_senas":
        fraction = float(value)
        return format_percent(fraction, lang, 0 if round(fraction * 100, 1).is_integer() else 1)
    return str(value)


def options_summary(rules: Rules | None = None, lang: str = DEFAULT_LANG) -> str:
    """One line per table option: ``Reyes: 8 reyes``."""
    lang = norm_lang(lang)
    rules = rules or Rules()
    lines = [t("rules.title", lang)]
    for name, value in rules.to_dict().items():
        lines.append("- " + join_label(t(f"rules.{name}", lang), describe_option(name, value, lang), lang))
    return "\n".join(lines)


# --- the rules ------------------------------------------------------------------------------


def rules_sections(lang: str = DEFAULT_LANG) -> list[tuple[str, str]]:
    """The rules summary as (title, body) pieces, each small enough for one Discord embed field."""
    lang = norm_lang(lang)
    out: list[tuple[str, str]] = []
    for key, span in SUMMARY_SECTIONS:
        body = t(f"summary.{key}", lang)
        if key == "senas":
            body += "\n" + "\n".join(
                "- " + join_label(sena_name(s, lang), sena_gesture(s, lang), lang) for s in SENA_ORDER
            )
        out.append((f"{t(f'summary.{key}.title', lang)} ({span})", body))
    return out


def rules_summary(lang: str = DEFAULT_LANG, rules: Rules | None = None) -> str:
    """R1–R26 in a few paragraphs (under ~3,500 characters); with ``rules``, the table's options too."""
    lang = norm_lang(lang)
    parts = [t("summary.title", lang)]
    parts += [f"{title}\n{body}" for title, body in rules_sections(lang)]
    if rules is not None:
        parts.append(options_summary(rules, lang))
    return "\n\n".join(parts)


# --- events ---------------------------------------------------------------------------------


def _to_you(key: str, seat: int | None, you: int | None, lang: str) -> str:
    """``key.you`` when the event is the listener's own (and the language has it), else ``key``."""
    if you is not None and seat == you and _has(f"{key}.you", lang):
        return f"{key}.you"
    return key


def _hand_dealt(e: ev.HandDealt, lang: str, names: Names, you: int | None) -> str:
    key = _to_you("event.hand_dealt", e.mano, you, lang)
    return _say(key, lang, number=e.hand_number, name=seat_name(e.mano, lang, names))


def _cards_dealt(e: ev.CardsDealt, lang: str, names: Names, you: int | None) -> str:
    return _say("event.cards_dealt", lang, cards=cards_text(e.cards, lang))


def _spoke(e: ev.Spoke, lang: str, names: Names, you: int | None) -> str:
    return _say("event.spoke", lang, name=seat_name(e.seat, lang, names), word=word(e.word, lang))


def _showed_4567(e: ev.Showed4567, lang: str, names: Names, you: int | None) -> str:
    key = _to_you("event.showed_4567", e.seat, you, lang)
    return _say(key, lang, name=seat_name(e.seat, lang, names))


def _discarded(e: ev.Discarded, lang: str, names: Names, you: int | None) -> str:
    key = _to_you("event.discarded", e.seat, you, lang)
    return _say(key, lang, name=seat_name(e.seat, lang, names), count=e.count)


def _stock_reshuffled(e: ev.StockReshuffled, lang: str, names: Names, you: int | None) -> str:
    return _say("event.stock_reshuffled", lang, size=e.size)


def _lance_started(e: ev.LanceStarted, lang: str, names: Names, you: int | None) -> str:
    lance = lance_name(e.lance, lang)
    if e.players and len(e.players) < 4:
        who = [seat_name(s, lang, names) for s in e.players if s != you]
        key = "event.lance_started.some"
        if len(who) < len(e.players) and _has(f"{key}.you", lang):
            key = f"{key}.you"  # the listener takes part: "Ane and you" (a plural verb)
            who.append(t("word.you", lang))
        else:
            who = [seat_name(s, lang, names) for s in e.players]
        return _say(key, lang, lance=lance, players=join_list(who, lang))
    return _say("event.lance_started", lang, lance=lance)


def _declared(e: ev.Declared, lang: str, names: Names, you: int | None) -> str:
    key = f"declare.{e.lance}.{'yes' if e.has else 'no'}"
    declaration = t(key, lang) if _has(key, lang) else join_label(lance_name(e.lance, lang), str(e.has), lang)
    return _say(
        "event.declared", lang, name=seat_name(e.seat, lang, names), declaration=declaration
    )


def _bet(e: ev.Bet, lang: str, names: Names, you: int | None) -> str:
    name = seat_name(e.seat, lang, names)
    key = f"event.bet.{e.word}"
    if _has(key, lang):
        return _say(key, lang, name=name, amount=e.amount, stake=e.stake)
    return _say("event.bet", lang, name=name, word=word(e.word, lang))


def _lance_closed(e: ev.LanceClosed, lang: str, names: Names, you: int | None) -> str:
    params: dict[str, Any] = {"lance": lance_name(e.lance, lang), "stake": e.stake}
    key = f"event.lance_closed.{e.outcome}"
    needs_pair = e.outcome in ("folded", "no_bet")
    if _has(key, lang) and (e.pair is not None or not needs_pair):
        if e.pair is not None:
            params["pair"] = pair_name(e.pair, lang)
        return _say(key, lang, **params)
    outcome = t(f"outcome.{e.outcome}", lang) if _has(f"outcome.{e.outcome}", lang) else e.outcome
    return _say("event.lance_closed", lang, outcome=outcome, **params)


def _deje(e: ev.Deje, lang: str, names: Names, you: int | None) -> str:
    key = "event.deje"
    return _say(
        key, lang, lance=lance_name(e.lance, lang), pair=pair_name(e.pair, lang), points=e.points
    )


def _dentro(e: ev.Dentro, lang: str, names: Names, you: int | None) -> str:
    return _say("event.dentro", lang, pair=pair_name(e.pair, lang))


def _showdown(e: ev.Showdown, lang: str, names: Names, you: int | None) -> str:
    hands = join_items(
        (t("event.showdown.hand", lang, name=seat_name(s, lang, names), cards=cards_text(h, lang))
         for s, h in enumerate(e.hands)), lang)
    return _say("event.showdown", lang, hands=hands)


def _ordago_won(e: ev.OrdagoWon, lang: str, names: Names, you: int | None) -> str:
    return _say(
        _to_you("event.ordago_won", e.seat, you, lang),
        lang,
        lance=lance_name(e.lance, lang),
        name=seat_name(e.seat, lang, names),
        pair=pair_name(e.pair, lang),
    )


def _count_line(e: ev.CountLine, lang: str, names: Names, you: int | None) -> str:
    params: dict[str, Any] = {
        "lance": lance_name(e.lance, lang),
        "pair": pair_name(e.pair, lang),
        "points": e.points,
        "why": count_why(e.why, lang),
    }
    if e.seat is None:
        return _say("event.count_line", lang, **params)
    params["name"] = seat_name(e.seat, lang, names)
    if e.why == "ordago":
        return _say("event.count_line.ordago", lang, **params)
    return _say("event.count_line.seat", lang, **params)


def _juego_won(e: ev.JuegoWon, lang: str, names: Names, you: int | None) -> str:
    return _say("event.juego_won", lang, pair=pair_name(e.pair, lang), a=e.juegos[0], b=e.juegos[1])


def _vaca_won(e: ev.VacaWon, lang: str, names: Names, you: int | None) -> str:
    return _say("event.vaca_won", lang, pair=pair_name(e.pair, lang), a=e.vacas[0], b=e.vacas[1])


def _partida_won(e: ev.PartidaWon, lang: str, names: Names, you: int | None) -> str:
    return _say("event.partida_won", lang, pair=pair_name(e.pair, lang))


def _sena_made(e: ev.SenaMade, lang: str, names: Names, you: int | None) -> str:
    key = _to_you("event.sena_made", e.seat, you, lang)
    return _say(key, lang, name=seat_name(e.seat, lang, names))


def _sena_seen(e: ev.SenaSeen, lang: str, names: Names, you: int | None) -> str:
    key = "event.sena_seen.caught" if e.caught else "event.sena_seen"
    return _say(
        key,
        lang,
        name=seat_name(e.seat, lang, names),
        sena=sena_name(e.name, lang),
        gesture=sena_gesture(e.name, lang),
    )


_NARRATORS: dict[type, Callable[[Any, str, Names, int | None], str]] = {
    ev.HandDealt: _hand_dealt,
    ev.CardsDealt: _cards_dealt,
    ev.Spoke: _spoke,
    ev.Showed4567: _showed_4567,
    ev.Discarded: _discarded,
    ev.StockReshuffled: _stock_reshuffled,
    ev.LanceStarted: _lance_started,
    ev.Declared: _declared,
    ev.Bet: _bet,
    ev.LanceClosed: _lance_closed,
    ev.Deje: _deje,
    ev.Dentro: _dentro,
    ev.Showdown: _showdown,
    ev.OrdagoWon: _ordago_won,
    ev.CountLine: _count_line,
    ev.JuegoWon: _juego_won,
    ev.VacaWon: _vaca_won,
    ev.PartidaWon: _partida_won,
    ev.SenaMade: _sena_made,
    ev.SenaSeen: _sena_seen,
}


def narrate(
    event: ev.Event, lang: str = DEFAULT_LANG, names: Names = None, you: int | None = None
) -> str:
    """One sentence for ``event`` in ``lang``.

    Public events are told in the third person; with ``you`` (the seat of the reader) that
    seat's own actions are told to them in the second person. The private ones (CardsDealt,
    SenaSeen) are told to their receiver (``event.to``): "Tus cartas: …", "Seña de tu compañero
    Ana: …"; show them to nobody else (``event.visible_to(seat)``).
    """
    lang = norm_lang(lang)
    narrator = _NARRATORS.get(type(event))
    if narrator is None:
        raise TypeError(f"no narration for {type(event).__name__}")
    return narrator(event, lang, names, you)
