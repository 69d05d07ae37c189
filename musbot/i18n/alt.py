"""Alt texts: every picture the bot sends, in words, for screen readers and for people who
turned image previews off (Discord reads an attachment's description aloud).

Each function reads the same frozen data its picture is drawn from, so an alt text can never
say more than its picture: the table's comes from the view it is drawn from (the spectator's
view on the public table: no card before the showdown), a hand's from its owner's cards, a
tournament picture's from the view the tournament drew. Cards are named in the order the
pictures show them (``held_order``). Discord takes at most 1,024 characters: the most useful
sentences come first and ``fit`` cuts between sentences.

Upload every picture with its alt text through the presenter's ``png_file(data, name, alt=...)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Protocol, TypeVar

from ..engine.cards import Card, held_order
from ..engine.events import JuegoWon, LanceClosed
from ..engine.view import MatchView
from . import join_items, join_label, join_list, join_parts, norm_lang, t
from .counts import tn
from .narrate import card_name, describe_hand, narrate
from .numbers import format_number, format_percent, format_signed

LIMIT = 1024  # Discord's limit on an attachment's description
LEADERBOARD_ROWS = 10  # the rows the ranking picture draws (render.leaderboard.MAX_ROWS)
T = TypeVar("T")

# Which rounds each bracket picture draws is decided here, for the picture (render/bracket.py)
# and its alt text alike (i18n cannot import render: render reads the catalogues). A picture is
# at most three rounds wide, so that its words stay 11 px or more on a phone (400 px wide).
MAIN_ROUNDS = 3  # the last rounds (quarters to the final): a bracket of 8 pairs is one picture
SECTION_ROUNDS = 2  # rounds a section picture of the earlier rounds draws
SECTION_TIES = 8  # ties in a section's first round
# and the rows of a table, and the groups of a liguilla, one picture draws (render/bracket_tables.py)
STANDINGS_ROWS = 32
GROUPS_PER_PAGE = 6


def fit(text: str, limit: int = LIMIT) -> str:
    """Cut at the last whole sentence (or word) that fits, marked with an ellipsis."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    stop = max(cut.rfind(". "), cut.rfind("; "))
    if stop < limit // 2:
        stop = cut.rfind(" ")
    return cut[: stop if stop > 0 else limit - 1].rstrip(" ,;.") + "…"


def _sentence(text: str) -> str:
    """``text`` as a sentence: its first letter capital, a full stop unless it has a mark."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


def _list(items: Sequence[str], lang: str) -> str:
    """``Ana``, ``Ana y Bea``, ``Ana, Bea y Jon``."""
    return join_list(items, lang)


# --------------------------------------------------------------------------- cards and hands

def cards_in_words(cards: Sequence[Card], lang: str) -> str:
    """``rey de oros, rey de copas, tres de espadas, as de bastos``, in the order given."""
    return join_parts((card_name(c, lang) for c in cards), lang)


def hand_words(cards: Sequence[Card], reyes: int, lang: str) -> str:
    """A player's own cards in words, in the order the hand picture shows them, and what they
    make: ``Tus cartas: rey de oros, …, as de bastos. Tienes medias de reyes, juego de 31.``
    The text of the private message says it too."""
    lang = norm_lang(lang)
    return t("alt.hand", lang, cards=cards_in_words(held_order(cards, reyes), lang),
             made=describe_hand(tuple(cards), reyes, lang))


def hand_alt(cards: Sequence[Card], reyes: int, lang: str) -> str:
    """A player's own hand picture (see ``hand_words``)."""
    return fit(hand_words(cards, reyes, lang))


# --------------------------------------------------------------------------- the table

def final_juegos(view: MatchView) -> tuple[int, int] | None:
    """At the end of a partida, the juegos each pair won in its last vaca (the engine sets them
    back to 0 when a vaca is won): the JuegoWon that ended it says them. None before the end,
    or for a view without that hand's events."""
    if view.phase != "match_end" or view.winner is None:
        return None
    won = [e.juegos for e in view.events if isinstance(e, JuegoWon)]
    return won[-1] if won else None


def result_events(view: MatchView) -> tuple[JuegoWon, ...]:
    """The events ``final_juegos`` reads: a view's pictures and words keyed without its events
    keep these (their key and words change with them)."""
    return tuple(e for e in view.events if isinstance(e, JuegoWon)) if view.phase == "match_end" else ()


def final_score(view: MatchView) -> tuple[str, tuple[int, int]] | None:
    """A won partida's result as the picture and its words give it: ("vacas", the vacas) when
    it was played to more than one vaca, else ("juegos", ``final_juegos``)."""
    if view.phase != "match_end" or view.winner is None:
        return None
    if view.rules.vacas > 1:
        return "vacas", view.vacas
    juegos = final_juegos(view)
    return None if juegos is None else ("juegos", juegos)


def _pair(pair: int, names: Sequence[str], lang: str) -> str:
    return t("alt.pair", lang, pair=t(f"pair.{pair}", lang),
             players=join_list((names[pair], names[pair + 2]), lang))


def _score(view: MatchView, names: Sequence[str], lang: str) -> str:
    r = view.rules
    final = final_juegos(view)  # a won partida: its last juegos, and no tantos (set back to 0)
    return _score_words(None if final else view.score, final or view.juegos, view.vacas, view.dentro, r.juegos,
                        r.vacas, tuple(names), lang)


@lru_cache(maxsize=2048)  # the score sentence is the alt text's dearest and changes once a hand
def _score_words(score: tuple[int, int] | None, juegos: tuple[int, int], vacas: tuple[int, int],
                 dentro: tuple[bool, bool], of_juegos: int, of_vacas: int, names: tuple[str, ...],
                 lang: str) -> str:
    parts = []
    for pair in (0, 1):
        text = t("alt.score" if score is not None else "alt.score_final", lang, pair=_pair(pair, names, lang),
                 score=score[pair] if score is not None else 0, juegos=juegos[pair], of_juegos=of_juegos,
                 vacas=vacas[pair], of_vacas=of_vacas)
        if dentro[pair]:
            text = join_parts((text, t("bot.dentro", lang)), lang)
        parts.append(text)
    return _sentence(join_items(parts, lang))


def _moment(view: MatchView, names: Sequence[str], lang: str) -> list[str]:
    """Whose turn and what is being decided (nothing private: what the picture shows)."""
    who = _list([names[s] for s in sorted(view.to_act)], lang)
    if view.phase == "mus":
        out = [t("alt.turn.mus", lang, players=who)]
        if view.mus_rounds:
            out.append(t("alt.mus_rounds", lang, n=view.mus_rounds))
        return out
    if view.phase == "discard":
        out = [t("alt.turn.discard", lang, players=who)]
        done = [names[s] for s in sorted(view.discarded)]
        if done:
            out.append(t("alt.discarded", lang, players=_list(done, lang)))
        return out
    if view.phase == "lances" and view.lance is not None:
        lance = t(f"lance.{view.lance}", lang)
        bet = view.bet
        if bet is None or bet.stake == 0 and not bet.ordago:
            return [t("alt.turn.lance", lang, players=who, lance=lance)]
        pair = t(f"pair.{bet.bettor}", lang) if bet.bettor is not None else ""
        if bet.ordago:
            return [t("alt.turn.ordago", lang, players=who, lance=lance, pair=pair)]
        return [t("alt.turn.bet", lang, players=who, lance=lance, stake=bet.stake, pair=pair)]
    if view.phase == "match_end" and view.winner is not None:
        said = t("alt.match_end", lang, pair=_pair(view.winner, names, lang))
        final = final_score(view)  # as the picture says it under the winners' names
        if final is not None:
            unit, (a, b) = final
            said = join_parts((said, t(f"alt.final.{unit}", lang, a=a, b=b)), lang)
        return [said]
    return [t("alt.hand_end", lang)]


def _lances(view: MatchView, names: Sequence[str], lang: str) -> list[str]:
    """How the lances of this hand ended so far (the picture's list of lances)."""
    return [narrate(e, lang, list(names)) for e in view.events if isinstance(e, LanceClosed)]


def _declarations(view: MatchView, names: Sequence[str], lang: str) -> list[str]:
    parts = []
    for lance, said in (("pares", view.pares), ("juego", view.juego)):
        known = [(names[s], yes) for s, yes in enumerate(said) if yes is not None]
        if known:
            who = join_parts((f"{n} {t('alt.yes' if yes else 'alt.no', lang)}" for n, yes in known), lang)
            parts.append(join_label(t(f"lance.{lance}", lang), who, lang))
    return parts


def _senas(view: MatchView, names: Sequence[str], lang: str) -> list[str]:
    """Who made a seña this hand (the picture marks them; never which seña)."""
    seats = list(dict.fromkeys(view.senas_made))
    return [t("alt.senas", lang, players=_list([names[s] for s in seats], lang))] if seats else []


def _hand_shown(name: str, cards: Sequence[Card], reyes: int, lang: str) -> str:
    return t("alt.hand_shown", lang, name=name, cards=cards_in_words(held_order(cards, reyes), lang),
             made=describe_hand(tuple(cards), reyes, lang))


def _showdown(view: MatchView, names: Sequence[str], lang: str) -> list[str]:
    hands = [_hand_shown(names[s], h, view.rules.reyes, lang) for s, h in enumerate(view.hands) if h is not None]
    out = [t("alt.showdown", lang, hands=join_items(hands, lang))]
    out += [narrate(e, lang, list(names)) for e in view.count]
    if view.count and not any(c.why == "ordago" for c in view.count):  # an órdago wins the juego
        totals = [sum(c.points for c in view.count if c.pair == p) for p in (0, 1)]
        out.append(t("alt.count_total", lang, a=format_signed(totals[0], lang), b=format_signed(totals[1], lang),
                     pair_a=t("pair.0", lang), pair_b=t("pair.1", lang)))
    return out


def table_alt(view: MatchView, names: Sequence[str], lang: str) -> str:
    """The table picture in words: the rules it is played to, hand and mano, whose turn and
    what for, the stake, the score with juegos and vacas, how the lances ended, the
    declarations, who made señas; at the showdown the four hands (as the picture holds them)
    and the count line by line. Built from ``view`` only: give it the view the picture is drawn
    from (the spectator's for the public table); a seat's own cards are named only when the
    view is that seat's (a replay of one's own hand)."""
    lang = norm_lang(lang)
    r = view.rules
    parts = [t("alt.table", lang, hand=view.hand_number, mano=names[view.mano],
               tantos=r.tantos, reyes=r.reyes)]
    parts += _moment(view, names, lang)
    parts.append(_score(view, names, lang))
    if view.showdown:
        parts += _showdown(view, names, lang)
    else:
        seat = view.seat
        if seat is not None and view.hand:
            parts.append(_hand_shown(names[seat], view.hand, r.reyes, lang))
        parts += _lances(view, names, lang)
        parts += _declarations(view, names, lang)
        parts += _senas(view, names, lang)
    return fit(" ".join(_sentence(p) for p in parts if p))


# --------------------------------------------------------------------------- rankings and charts

class Ranked(Protocol):
    """A ranking picture's row (render.leaderboard.LeaderboardRow)."""

    @property
    def name(self) -> str: ...
    @property
    def rating(self) -> float: ...
    @property
    def games(self) -> int: ...
    @property
    def wins(self) -> int: ...
    @property
    def decimals(self) -> int: ...


def leaderboard_alt(rows: Sequence[tuple[str, str]], lang: str, title: str = "") -> str:
    """A ranking picture: its rows in order, each ``(name, what it is ranked by)``."""
    lang = norm_lang(lang)
    lines = [t("alt.row", lang, rank=i, name=name, value=value) for i, (name, value) in enumerate(rows, 1)]
    head = title or t("alt.ranking", lang)
    return fit(join_label(head, join_items(lines, lang), lang) + "." if lines else head)


def ranking_alt(rows: Sequence[Ranked], lang: str, server: str | None = None) -> str:
    """The server's ranking picture (``render_leaderboard``): the rows it draws, each with its
    rating and, when it has partidas, how many it won of how many."""
    lang = norm_lang(lang)
    title = t("alt.ranking.server", lang, server=server) if server else ""
    described = []
    for row in rows[:LEADERBOARD_ROWS]:
        value = format_number(row.rating, lang, row.decimals)
        if row.games:
            value = t("alt.ranking.value", lang, rating=value, wins=row.wins, games=row.games,
                      percent=format_percent(row.wins / row.games, lang))
        described.append((row.name, value))
    return leaderboard_alt(described, lang, title)


def chart_alt(points: Sequence[float], lang: str, name: str | None = None) -> str:
    """A rating chart: where it started, its highest point and where it is now."""
    lang = norm_lang(lang)
    if not points:
        return t("alt.chart.empty", lang, name=name or "")
    return fit(t("alt.chart", lang, name=name or "", games=len(points) - 1,
                 start=format_number(points[0], lang, 1), high=format_number(max(points), lang, 1),
                 now=format_number(points[-1], lang, 1)))


# --------------------------------------------------------------------------- tournaments

class Tie(Protocol):
    """A tie as the bracket draws it (render.bracket.TieView)."""

    @property
    def a(self) -> str | None: ...
    @property
    def b(self) -> str | None: ...
    @property
    def score(self) -> tuple[int, int] | None: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def walkover(self) -> bool: ...
    @property
    def bye(self) -> bool: ...
    @property
    def playing(self) -> bool: ...


class Bracket(Protocol):
    """render.bracket.BracketView."""

    @property
    def title(self) -> str: ...
    @property
    def rounds(self) -> Sequence[Sequence[Tie]]: ...
    @property
    def champion(self) -> str | None: ...


class Sanctioned(Protocol):
    """render.sanction_marks.Sanctions."""

    @property
    def warnings(self) -> int: ...
    @property
    def juegos(self) -> int: ...
    @property
    def disqualified(self) -> bool: ...


def sanction_words(s: Sanctioned, lang: str) -> list[str]:
    """A pair's sanctions in words, as its standings row and the pair list say them: "1 aviso",
    "2 juegos de sanción", "descalificada" (nothing without sanctions)."""
    out = []
    if s.warnings:
        out.append(tn("tourn.msg.sanction.warning", lang, s.warnings))
    if s.juegos:
        out.append(tn("tourn.msg.sanction.juego", lang, s.juegos))
    if s.disqualified:
        out.append(t("tourn.msg.sanction.disqualification", lang))
    return out


class Standing(Protocol):
    """render.bracket_tables.StandingRow."""

    @property
    def rank(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def won(self) -> int: ...
    @property
    def lost(self) -> int: ...
    @property
    def juego_diff(self) -> int: ...
    @property
    def tantos_diff(self) -> int: ...
    @property
    def walkovers(self) -> int: ...
    @property
    def points(self) -> int | None: ...
    @property
    def byes(self) -> int | None: ...
    @property
    def buchholz(self) -> int | None: ...
    @property
    def head_to_head(self) -> int | None: ...
    @property
    def mark(self) -> bool: ...
    @property
    def sanctions(self) -> Sanctioned: ...


class Standings(Protocol):
    """render.bracket_tables.StandingsView."""

    @property
    def title(self) -> str: ...
    @property
    def swiss(self) -> bool: ...
    @property
    def rows(self) -> Sequence[Standing]: ...


class Groups(Protocol):
    """render.bracket_tables.GroupsView."""

    @property
    def title(self) -> str: ...
    @property
    def groups(self) -> Sequence[Sequence[Standing]]: ...
    @property
    def advance(self) -> int: ...


class CerosRow(Protocol):
    """render.ceros_table.CerosRow."""

    @property
    def place(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def ceros(self) -> int: ...
    @property
    def still_in(self) -> bool: ...
    @property
    def cells(self) -> Sequence[Any]: ...
    @property
    def sanctions(self) -> Sanctioned: ...


class CerosStage(Protocol):
    """render.ceros_table.CerosStageView."""

    @property
    def name(self) -> str: ...
    @property
    def limit(self) -> int: ...
    @property
    def rows(self) -> Sequence[CerosRow]: ...
    @property
    def champion(self) -> str | None: ...


class Ceros(Protocol):
    """render.ceros_table.CerosView."""

    @property
    def title(self) -> str: ...
    @property
    def stages(self) -> Sequence[CerosStage]: ...


def _sections(rounds: Sequence[Sequence[Any]]) -> list[tuple[int, int, int]]:
    """The section pictures of the rounds before the last ``MAIN_ROUNDS``, each as (its first
    round, how many rounds, its first tie there): two rounds a picture, counted back from the
    main picture's, ``SECTION_TIES`` ties of its first round each (a round alone: twice as
    many, two abreast). Those with a tie still to be played come first (a message holds ten
    pictures: the rounds in play are not the ones left out), then the rest, earliest first."""
    out = []
    end = len(rounds) - MAIN_ROUNDS
    while end > 0:
        start = max(0, end - SECTION_ROUNDS)
        out += [(start, end - start, first) for first in range(0, len(rounds[start]), _section_ties(end - start))]
        end = start

    def open_ties(section: tuple[int, int, int]) -> bool:
        start, count, first = section
        return any(_open(tie) for k in range(count)
                   for tie in rounds[start + k][first >> k:(first >> k) + (_section_ties(count) >> k)])

    return sorted(out, key=lambda s: (not open_ties(s), s[0], s[2]))


def _section_ties(rounds: int) -> int:
    """The ties of a section's first round: a round drawn alone has no links, two abreast."""
    return SECTION_TIES if rounds > 1 else 2 * SECTION_TIES


def _open(tie: Any) -> bool:
    """A tie being played, or whose two pairs are known and nobody went through yet."""
    return bool(tie.playing or (tie.a and tie.b and tie.winner is None and not tie.walkover and not tie.bye))


def bracket_sections(rounds: Sequence[Sequence[object]]) -> int:
    """How many section pictures a bracket's early rounds need (0: one picture holds it)."""
    return len(_sections(rounds))


def bracket_columns(rounds: Sequence[Sequence[T]], section: int | None = None) -> list[tuple[int, list[T]]]:
    """The rounds one bracket picture draws, each as (ties in the whole round, the ties drawn):
    the last ``MAIN_ROUNDS``, or a section's share of two earlier ones."""
    if section is None:
        return [(len(r), list(r)) for r in rounds[max(0, len(rounds) - MAIN_ROUNDS):]]
    sections = _sections(rounds)
    if not 0 <= section < len(sections):
        raise ValueError(f"section {section} of {len(sections)}")
    start, count, first = sections[section]
    per = _section_ties(count)
    return [(len(rounds[start + k]), list(rounds[start + k][first >> k:(first >> k) + (per >> k)]))
            for k in range(count)]


def round_key(ties: int) -> tuple[str, dict[str, Any]]:
    """A bracket round's name, by its number of ties: catalogue key and parameters (the
    picture's label and the alt text say the same)."""
    if ties == 1:
        return "tourn.pic.final", {}
    if ties == 2:
        return "tourn.pic.semi", {}
    if ties == 4:
        return "tourn.pic.quarter", {}
    return "tourn.pic.round_of", {"n": 2 * ties}


def _round_name(ties: int, lang: str) -> str:
    key, params = round_key(ties)
    return t(key, lang, **params)


def _tie(tie: Tie, lang: str) -> str:
    if tie.bye and tie.a is not None:
        return t("alt.tie.bye", lang, name=tie.a)
    if tie.a is None and tie.b is None:
        return t("tourn.pic.waiting", lang)
    waiting = t("tourn.pic.waiting", lang)
    a, b = tie.a or waiting, tie.b or waiting
    text = t("alt.tie.vs", lang, a=a, b=b)
    if tie.score is not None and not tie.walkover:
        text += " " + t("alt.tie.score", lang, a=tie.score[0], b=tie.score[1])
    if tie.walkover and tie.winner is not None:
        loser = (a, b)[1 - tie.winner]
        text = join_parts((text, t("alt.tie.walkover", lang, name=loser)), lang)
    if tie.winner is not None:
        text = join_parts((text, t("alt.tie.through", lang, name=(a, b)[tie.winner])), lang)
    elif tie.playing:
        text = join_parts((text, t("alt.tie.playing", lang)), lang)
    return text


def bracket_alt(view: Bracket, lang: str, section: int | None = None) -> str:
    """A bracket picture (``render_bracket(view, lang, section)``): its title, the champions,
    then each round it draws with every tie: who plays whom, the score, who went through."""
    lang = norm_lang(lang)
    title = view.title
    if section is not None and bracket_sections(view.rounds) > 1:  # a lone section is no "part 1 of 1"
        title = join_parts((title, t("tourn.pic.section", lang, n=section + 1,
                                     of=bracket_sections(view.rounds))), lang)
    parts = [t("alt.bracket", lang, title=title)]
    if section is None and view.champion:
        parts.append(t("alt.champions", lang, name=view.champion))
    columns = bracket_columns(view.rounds, section)
    if not columns:
        parts.append(t("tourn.pic.empty", lang))
    for size, ties in columns:
        parts.append(join_label(_round_name(size, lang), join_items((_tie(tie, lang) for tie in ties), lang), lang))
    return fit(" ".join(_sentence(p) for p in parts))


def _standing(row: Standing, swiss: bool, lang: str) -> str:
    """A row in words, every column the picture draws: "3 puntos (2 ganados, 1 ronda exenta)"."""
    won = tn("alt.count.won", lang, row.won)
    if row.walkovers:
        won += f" ({tn('alt.count.walkovers', lang, row.walkovers)})"
    facts = []
    if swiss:
        byes = tn("alt.count.byes", lang, row.byes or 0)
        facts += [f"{tn('alt.count.points', lang, row.points or 0)} ({join_parts((won, byes), lang)})",
                  tn("alt.count.lost", lang, row.lost), t("alt.standing.buchholz", lang, n=row.buchholz or 0)]
    else:
        facts += [won, tn("alt.count.lost", lang, row.lost),
                  t("alt.standing.head_to_head", lang, n=row.head_to_head or 0)]
    facts += [t("alt.standing.juegos", lang, n=format_signed(row.juego_diff, lang)),
              t("alt.standing.tantos", lang, n=format_signed(row.tantos_diff, lang))]
    text = t("alt.standing", lang, rank=row.rank, name=row.name, facts=join_parts(facts, lang))
    through = [t("alt.standing.through", lang)] if row.mark else []
    return join_parts((text, *sanction_words(row.sanctions, lang), *through), lang)


def pages(items: Sequence[object], per_page: int) -> int:
    """How many pictures ``items`` need, ``per_page`` to a picture (one at least)."""
    return max(1, -(-len(items) // per_page))


def page_of(items: Sequence[T], per_page: int, page: int | None) -> tuple[int, list[T]]:
    """The page's number (0 for None) and its share of ``items``."""
    page = 0 if page is None else page
    if not 0 <= page < pages(items, per_page):
        raise ValueError(f"page {page} of {pages(items, per_page)}")
    return page, list(items[page * per_page:(page + 1) * per_page])


def _paged(title: str, page: int, count: int, lang: str) -> str:
    return title if count == 1 else join_parts((title, t("tourn.pic.section", lang, n=page + 1, of=count)), lang)


def standings_alt(view: Standings, lang: str, page: int | None = None) -> str:
    """A standings picture (``render_standings(view, lang, page)``): the order its legend
    states, then every row it draws, in order, with what it drew."""
    lang = norm_lang(lang)
    page, rows = page_of(view.rows, STANDINGS_ROWS, page)
    title = _paged(view.title, page, pages(view.rows, STANDINGS_ROWS), lang)
    parts = [t("alt.standings", lang, title=title), t(f"tourn.pic.order.{'swiss' if view.swiss else 'rr'}", lang)]
    if not rows:
        parts.append(t("tourn.pic.empty", lang))
    parts += [_standing(row, view.swiss, lang) for row in rows]
    return fit(" ".join(_sentence(p) for p in parts))


def groups_alt(view: Groups, lang: str, page: int | None = None) -> str:
    """A liguilla's groups picture (``render_groups(view, lang, page)``): who goes through, the
    order its legend states, then each group it draws with its rows in order."""
    lang = norm_lang(lang)
    page, groups = page_of(view.groups, GROUPS_PER_PAGE, page)
    title = _paged(view.title, page, pages(view.groups, GROUPS_PER_PAGE), lang)
    parts = [t("alt.groups", lang, title=title), tn("tourn.pic.advance", lang, view.advance),
             t("tourn.pic.order.rr", lang)]
    for k, rows in enumerate(groups, page * GROUPS_PER_PAGE + 1):
        group = t("tourn.pic.group", lang, n=k)
        parts.append(join_label(group, join_items((_standing(row, False, lang) for row in rows), lang), lang))
    return fit(" ".join(_sentence(p) for p in parts))


def ceros_alt(view: Ceros, lang: str) -> str:
    """A tournament "a N ceros" (``render_ceros``): each stage, its champion, then every pair in
    order with its ceros and the round it went out in."""
    lang = norm_lang(lang)
    parts = [t("alt.ceros", lang, title=view.title)]
    if not view.stages:
        parts.append(t("tourn.pic.empty", lang))
    for stage in view.stages:
        rows = []
        if stage.champion is not None:
            rows.append(join_label(t("tourn.pic.champion", lang), stage.champion, lang))
        for row in stage.rows:
            if row.still_in:
                text = t("alt.ceros.in", lang, place=row.place, name=row.name, ceros=row.ceros, limit=stage.limit)
            else:
                out = row.cells[-1].round if row.cells else 0
                text = t("alt.ceros.out", lang, place=row.place, name=row.name, round=out)
            rows.append(join_parts((text, *sanction_words(row.sanctions, lang)), lang))
        head = t(f"tourn.pic.ceros.stage_{stage.name.lower()}", lang, n=stage.limit)
        parts.append(join_label(head, join_items(rows, lang), lang))
    return fit(" ".join(_sentence(p) for p in parts))



def tournament_pages(view: Bracket | Standings | Groups | Ceros) -> list[int | None]:
    """The pictures ``view`` is drawn as, each by the ``section`` (a bracket's) or ``page`` (a
    table's or groups') to draw it with: a bracket's last rounds (None) then its sections; a
    table's or groups' pages; a ceros table is one picture."""
    if hasattr(view, "stages"):
        return [None]
    if hasattr(view, "rounds"):
        return [None, *range(bracket_sections(view.rounds))]
    if hasattr(view, "groups"):
        return list(range(pages(view.groups, GROUPS_PER_PAGE)))
    return list(range(pages(view.rows, STANDINGS_ROWS)))



def tournament_alt(view: Bracket | Standings | Groups | Ceros, lang: str, section: int | None = None) -> str:
    """Any picture of ``presenter.tournament_pictures.pictures(t)``, whichever kind it is;
    ``section``: the bracket's section, or the table's or groups' page (``tournament_pages``)."""
    if hasattr(view, "stages"):
        return ceros_alt(view, lang)  # type: ignore[arg-type]
    if hasattr(view, "rounds"):
        return bracket_alt(view, lang, section)  # type: ignore[arg-type]
    if hasattr(view, "groups"):
        return groups_alt(view, lang, section)  # type: ignore[arg-type]
    return standings_alt(view, lang, section)
