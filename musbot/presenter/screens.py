"""What each person sees, as plain data ``layout.py`` turns into the message's layout.

Everything here is a pure function of a frozen snapshot (snapshot.py), so it may run in any
thread (the presenter draws a table's pictures on the event loop). Public screens take a
``PublicSnapshot`` (the spectator's view and nothing else), private ones a ``SeatSnapshot``:
privacy follows from the engine's views and from the types, not from care here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache

from musbot.ai.coach import advise
from musbot.ai.player import LEVELS, PERSONALITIES
from musbot.engine import MatchView, Sena
from musbot.engine.cards import Card, held_order
from musbot.engine.events import Event, LanceClosed
from musbot.engine.senas import senas_standing
from musbot.i18n import join_label, t
from musbot.i18n.alt import hand_alt, hand_words, result_events, table_alt
from musbot.i18n.coach import advice_lines
from musbot.i18n.narrate import card_name, narrate
from musbot.i18n.numbers import format_number, format_signed
from musbot.render import render_hand, render_table
from musbot.render.palette import PAIR_DARK
from musbot.tables.snapshot import PublicSnapshot, SeatSnapshot
from musbot.tables.status import TableStatus

from .controls import SIT_VERBS, Control, Verb
from .options import SAID_IN_RULES_LINE, unusual_line

PUBLIC_LINES = 6
NEUTRAL = 0x5C6670  # the table's colour when no one pair is to act: seating, the mus, between hands, the end
PAIR_COLOURS = tuple((r << 16) | (g << 8) | b for r, g, b in PAIR_DARK)  # the pictures' pair colours


@dataclass
class Screen:
    title: str
    lines: list[str]
    controls: list[Control] = field(default_factory=list)
    deadline: float | None = None  # epoch seconds, shown as a live countdown
    colour: int = 0x2E7D32
    footer: str = ""
    moment: list[str] = field(default_factory=list)  # what is true now, said above the picture
    seats: list[tuple[str, Control]] = field(default_factory=list)  # seating: a seat's words, its button

    @property
    def words(self) -> str:
        """Every word the screen says, for checks of what it tells whom."""
        return "\n".join([self.title, *self.moment, *(text for text, _ in self.seats), *self.lines, self.footer])


def pair_label(pair: int, lang: str) -> str:
    return t(f"pair.{pair}", lang)


def score_line(snap: PublicSnapshot, view: MatchView, lang: str) -> str:
    return _score_line(snap.names, view.score, view.juegos, view.vacas, view.dentro, lang)


@lru_cache(maxsize=4096)  # the same score is shown on every publish until a lance is counted
def _score_line(names: tuple[str, ...], score: tuple[int, int], juegos: tuple[int, int],
                vacas: tuple[int, int], dentro: tuple[bool, bool], lang: str) -> str:
    parts = []
    for pair in (0, 1):
        who = " & ".join(names[s] for s in (pair, pair + 2))
        within = " " + t("bot.dentro", lang) if dentro[pair] else ""
        parts.append(t("bot.score_pair", lang, pair=pair_label(pair, lang), players=who,
                       score=score[pair], juegos=juegos[pair], vacas=vacas[pair]) + within)
    return "\n".join(parts)


@lru_cache(maxsize=8192)
def _told(event: Event, lang: str, names: tuple[str, ...]) -> str:
    return narrate(event, lang, names)


def told(event: Event, lang: str, names: tuple[str, ...]) -> str:
    """A public event's sentence, as ``narrate`` tells it to everybody. Kept by what it is made
    of (the event, the language, the names): a table message tells its last lines again on
    every publish, and most were told the publish before."""
    try:
        return _told(event, lang, names)
    except TypeError:  # an event holding a list: not a key, told afresh
        return narrate(event, lang, names)


def public_screen(snap: PublicSnapshot, lang: str) -> Screen:
    """The table message: the same for everybody, so it holds nothing private."""
    names = snap.names
    view = snap.view
    if snap.status == TableStatus.WAITING or view is None:
        return _waiting_screen(snap, lang)
    score = score_line(snap, view, lang)
    lines: list[str] = []
    if view.showdown:  # the whole count, line by line, with the four hands face up
        start = max(i for i, e in enumerate(view.events) if e.kind == "showdown")
        shown = [e for e in view.events[start:] if e.kind != "cards_dealt"]
    else:
        shown = list(snap.recent)[-PUBLIC_LINES:]
    lines += [told(e, lang, names) for e in shown]
    if view.hand_number <= 1:  # the partida's first message says what it began with
        lines += head_start_lines(snap, lang)
    controls: list[Control] = []
    title = t("bot.title_hand", lang, hand=view.hand_number, mano=names[view.mano])
    deadline = None
    if snap.status == TableStatus.FINISHED or (snap.status == TableStatus.CLOSED and view.winner is not None):
        title = t("bot.title_finished", lang)
        winner = view.winner if view.winner is not None else 0
        won = t("bot.partida_won", lang, pair=pair_label(winner, lang),
                players=" & ".join(names[s] for s in (winner, winner + 2)))
        for r in snap.results:
            lines.append(t("bot.rating_change", lang, name=r.name, delta=format_signed(r.delta, lang, 1),
                           rating=format_number(r.rating, lang, 1)))
        if snap.uncounted:  # its end stands; ratings and logros come once the league has counted it
            lines.append(t("bot.league_later", lang))
        controls = [Control(Verb.REMATCH, t("bot.btn.rematch", lang), "success"),
                    Control(Verb.CLOSE, t("bot.btn.close", lang), "danger")]
        if snap.official:  # the tournament opens the next partida: no revancha
            lines.append(t("tourn.table.counted", lang))
            controls = []
        return Screen(title, lines, controls, None, NEUTRAL, moment=[won, score])
    moment = [score]
    colour = NEUTRAL
    if view.phase == "hand_end":
        lines.append("")
        lines.append(t("bot.next_hand_soon", lang))
        controls.append(Control(Verb.NEXT, t("bot.btn.next", lang), "primary"))
    else:
        to_act = sorted(view.to_act)
        deadline = snap.deadline
        turn = [t("bot.turn", lang, players=", ".join(names[s] for s in to_act), what=_phase_word(view, lang))]
        moment = [*(turn if to_act else []), *_stake(view, lang), score]
        colour = _colour(to_act)
        autos = [s.name for s in snap.seats if s is not None and s.auto]
        if autos:
            lines.append(t("bot.auto_playing", lang, players=", ".join(autos)))
        controls += _action_controls(_moment(view), lang)
    if snap.held is not None:
        moment.insert(0, t(snap.held, lang))
        deadline = None
    if view.senas_made:
        lines.append(t("bot.senas_made", lang, count=len(view.senas_made)))
    if snap.consejos:
        lines.append(t("coach.table_note", lang))
    controls += _bottom_controls(snap.learner is not None, lang)
    return Screen(title, lines, controls, deadline, colour, moment=moment)


def head_start_lines(snap: PublicSnapshot, lang: str) -> list[str]:
    """The juegos a pair had won before the first deal (a tournament's late pair), if any."""
    return [t("bot.head_start", lang, pair=pair_label(pair, lang),
              players=" & ".join(snap.names[s] for s in (pair, pair + 2)), juegos=juegos)
            for pair, juegos in enumerate(snap.head_start) if juegos]


def _colour(to_act: list[int]) -> int:
    """The colour of the pair to act, or neutral while both pairs are (the mus, the discard)."""
    pairs = {s % 2 for s in to_act}
    return PAIR_COLOURS[pairs.pop()] if len(pairs) == 1 else NEUTRAL


def _stake(view: MatchView, lang: str) -> list[str]:
    """What the lance in play is worth now and which pair bet it (nothing before a bet)."""
    bet = view.bet
    if bet is None or bet.bettor is None:
        return []
    if bet.ordago:
        return [t("bot.stake_ordago", lang, pair=pair_label(bet.bettor, lang))]
    return [t("bot.stake", lang, stake=bet.stake, pair=pair_label(bet.bettor, lang))]


@lru_cache(maxsize=64)
def _bottom_controls(learner: bool, lang: str) -> tuple[Control, ...]:
    """'Mis cartas', and for the tutorial's person a way out at any time."""
    cards = Control(Verb.CARDS, t("bot.btn.cards", lang), "primary", row=4)
    return (cards, Control(Verb.CLOSE, t("learn.btn.leave", lang), "danger", row=4)) if learner else (cards,)


def _phase_word(view: MatchView, lang: str) -> str:
    if view.phase == "mus":
        return t("bot.phase.mus", lang)
    if view.phase == "discard":
        return t("bot.phase.discard", lang)
    if view.lance is not None:
        return t(f"lance.{view.lance}", lang)
    return ""


def _moment(view: MatchView) -> str:
    """What the buttons of the moment depend on: the phase, and in it whether 4-5-6-7 may be
    shown (R8) or what kind of bet is faced (R17, R18, R20)."""
    phase = view.phase
    if phase == "mus":
        return "mus4567" if view.rules.redeal_4567 and view.mus_rounds == 0 else "mus"
    if phase == "lances":
        bet = view.bet
        return "open" if bet is None else "ordago" if bet.ordago else "bet"
    return phase


@lru_cache(maxsize=256)  # a handful of moments in four languages: built once, never again
def _action_controls(moment: str, lang: str, row: int = 0) -> tuple[Control, ...]:
    """The buttons that fit the moment (``_moment``), for whoever may press them."""
    if moment in ("mus", "mus4567"):
        out = [Control(Verb.MUS, t("word.mus", lang), "success", row=row),
               Control(Verb.NO_MUS, t("word.no_mus", lang), "danger", row=row)]
        if moment == "mus4567":
            out.append(Control(Verb.SHOW_4567, t("word.show4567", lang), row=row))
        return tuple(out)
    if moment == "discard":
        return (Control(Verb.DISCARD, t("bot.btn.discard", lang), "success", row=row),)
    if moment == "open":
        return (Control(Verb.PASO, t("word.paso", lang), row=row),
                Control(Verb.ENVIDO, t("bot.btn.envido", lang), "success", row=row),
                Control(Verb.ENVIDO_AMOUNT, t("bot.btn.envido_amount", lang), "success", row=row),
                Control(Verb.ORDAGO, t("word.ordago", lang), "danger", row=row))
    if moment == "ordago":
        return (Control(Verb.QUIERO, t("word.quiero", lang), "success", row=row),
                Control(Verb.NO_QUIERO, t("word.no_quiero", lang), "danger", row=row))
    if moment == "bet":
        return (Control(Verb.QUIERO, t("word.quiero", lang), "success", row=row),
                Control(Verb.NO_QUIERO, t("word.no_quiero", lang), "danger", row=row),
                Control(Verb.MAS, t("bot.btn.mas", lang), "primary", row=row),
                Control(Verb.RAISE_AMOUNT, t("bot.btn.subir", lang), "primary", row=row),
                Control(Verb.ORDAGO, t("word.ordago", lang), "danger", row=row))
    return ()


def _seat_words(snap: PublicSnapshot, s: int, lang: str) -> str:
    seat = snap.seats[s]
    if seat is None:
        return t("bot.free_seat", lang)
    if seat.is_ai:
        return f"🤖 {seat.name} ({computer_label(seat.level, seat.personality, lang)})"
    return seat.name


def _waiting_screen(snap: PublicSnapshot, lang: str) -> Screen:
    lines = [t("bot.waiting_intro", lang)]
    if snap.official:  # seated by the tournament: its pairs in words, no seat to take
        for pair in (0, 1):
            who = " & ".join(_seat_words(snap, s, lang) for s in (pair, pair + 2))
            lines.append(join_label(f"**{pair_label(pair, lang)}**", who, lang))
    r = snap.rules
    lines.append(t("bot.rules_line", lang, tantos=r.tantos, juegos=r.juegos, vacas=r.vacas, reyes=r.reyes,
                   seconds=snap.seconds))
    lines += unusual_line(r, lang, SAID_IN_RULES_LINE)
    if snap.consejos:
        lines.append(t("coach.table_note", lang))
    if snap.official:
        return _official_waiting(snap, lines, lang)
    seats = []  # one per seat: its number, pair and who holds it, beside it the button to sit or its state
    for s, verb in enumerate(SIT_VERBS):
        where = t("bot.btn.sit", lang, seat=s + 1, pair=pair_label(s % 2, lang))
        if snap.seats[s] is None:
            control = Control(verb, t("bot.btn.sit_here", lang), "primary")
        else:
            control = Control(verb, t("bot.seat_taken", lang), "secondary", disabled=True)
        seats.append((join_label(f"**{where}**", _seat_words(snap, s, lang), lang), control))
    controls = [Control(Verb.STAND, t("bot.btn.stand", lang), row=0)]
    controls.append(Control(Verb.ADD_AI, t("bot.add_ai", lang), row=1, options=computer_choices(snap, lang)))
    controls.append(Control(Verb.REMOVE_AI, t("bot.btn.remove_ai", lang), row=2))
    controls.append(Control(Verb.START, t("bot.btn.start", lang), "success", row=2, disabled=not snap.full))
    controls.append(Control(Verb.CLOSE, t("bot.btn.close", lang), "danger", row=2))
    return Screen(t("bot.title_waiting", lang), lines, controls, None, NEUTRAL, seats=seats)


def _official_waiting(snap: PublicSnapshot, lines: list[str], lang: str) -> Screen:
    """A tournament's table before its partida: seated by the tournament, it starts when the
    four have said they are there."""
    lines[0] = t("tourn.table.intro", lang)  # not the friendly table's "sit down, add bots"
    missing = [s.name for s in snap.seats if s is not None and s.user_id not in snap.present]
    if missing:
        lines.append(t("tourn.table.missing", lang, players=", ".join(missing)))
    if snap.held is not None:
        lines.insert(0, t(snap.held, lang))
    controls = [Control(Verb.START, t("tourn.table.here", lang), "success", row=0)]
    return Screen(t("tourn.table.title", lang), lines, controls, None, NEUTRAL)


def computer_label(level: str, personality: str | None, lang: str) -> str:
    """A computer player as a person reads it: ``experto · Farolero``, ``básico``."""
    name = t(f"bot.level.{level}", lang)
    return f"{name} · {t(f'ai.personality.{personality}', lang)}" if personality else name


def computer_choices(snap: PublicSnapshot, lang: str) -> tuple[tuple[str, str], ...]:
    """What the add control offers: the expert in each personality by its player's name (the
    table's own first: club unless ``/mus mesa`` chose another), then the other levels."""
    first = snap.personality
    experts = [first, *(p for p in PERSONALITIES if p != first)]
    return (*((f"expert:{p}", computer_label("expert", p, lang)) for p in experts),
            *((lv, computer_label(lv, None, lang)) for lv in sorted(LEVELS) if lv != "expert"))


def private_screen(snap: SeatSnapshot, lang: str) -> Screen:
    """'Mis cartas': this seat's hand, the señas it received, its pickers."""
    view, seat = snap.view, snap.seat
    names = snap.table.names
    reyes = view.rules.reyes
    lines = [_hand_words(view.hand, reyes, lang)]  # the cards in words, as the picture shows them
    if view.senas_received:  # only those a discard did not make stale (R26)
        for frm, name, caught in senas_standing(view.events, seat):
            key = "bot.sena_caught" if caught else "bot.sena_from_partner"
            lines.append(t(key, lang, name=names[frm], sena=t(f"sena.{name}", lang),
                           meaning=t(f"sena.{name}.meaning", lang)))
    controls: list[Control] = []
    if view.phase == "discard" and seat in view.to_act:
        lines.append(t("bot.choose_discard", lang))
        controls.append(_discard_picker(view.hand, reyes, lang))
    elif view.phase == "discard":
        lines.append(t("bot.discard_done", lang))
    elif seat in view.to_act:
        lines.append(t("bot.your_turn", lang))
        controls += _action_controls(_moment(view), lang, 2)
    senas = tuple(a.name for a in view.legal if isinstance(a, Sena))
    if senas:
        controls.append(_sena_picker(senas, lang))
    if snap.table.consejos and seat in view.to_act:  # the coach: what the expert would play now
        controls.append(Control(Verb.CONSEJO, t("coach.btn", lang), "secondary", row=3))
    return Screen(t("bot.title_private", lang, name=names[seat]), lines, controls, snap.table.deadline)


# a person's hand is shown again on every publish of their hand: its words and pickers are kept
_hand_words = lru_cache(maxsize=4096)(hand_words)


@lru_cache(maxsize=4096)
def _discard_picker(hand: tuple[Card, ...], reyes: int, lang: str) -> Control:
    return Control(Verb.DISCARD_PICK, t("bot.discard_placeholder", lang), row=0,
                   options=tuple((str(c), card_name(c, lang)) for c in held_order(hand, reyes)),
                   min_values=1, max_values=4)


@lru_cache(maxsize=1024)
def _sena_picker(senas: tuple[str, ...], lang: str) -> Control:
    return Control(Verb.SENA_PICK, t("bot.sena_placeholder", lang), row=1,
                   options=tuple((n, f"{t('sena.' + n, lang)} — {t('sena.' + n + '.gesture', lang)}"[:100])
                                 for n in senas))


def coach_seed(view: MatchView) -> int:
    """The coach's expert's seed, from the asking seat's view alone (not the table's seed):
    the same view always gets the same advice."""
    return (view.hand_number * 7919 + len(view.events)) % 2**32


def coach_lines(snap: SeatSnapshot, lang: str) -> list[str]:
    """The coach's advice to this seat now, in ``lang``: what the expert would play and why,
    from this seat's own view and nothing else."""
    advice = advise(snap.view, seed=coach_seed(snap.view))
    if advice is None:
        return [t("ai.coach.none", lang)]
    return advice_lines(advice.lines, lang)


def public_picture(snap: PublicSnapshot, lang: str) -> bytes | None:
    """The table picture from the spectator's view (a pure function of the snapshot)."""
    if snap.view is None:
        return None
    return render_table(snap.view, snap.names, lang)


def public_picture_key(snap: PublicSnapshot, lang: str) -> tuple[object, ...]:
    """Everything ``public_picture`` draws and its words say: equal keys, equal pictures and
    words (the view but its legal actions and its events, which neither shows but a won
    partida's result, ``result_events``; None when there is no picture). The presenter keeps a
    table message's picture by it, and Discord keeps the attachment's words with it."""
    view = snap.view
    return (replace(view, events=result_events(view), legal=()) if view is not None else None, snap.names, lang)


def public_picture_with_alt(snap: PublicSnapshot, lang: str) -> tuple[bytes | None, str]:
    """The table picture and its words. The presenter asks for them only when the picture is
    not the one the message has, so the words are made straight from the view, and are a
    function of the picture's key as the picture is: how the lances ended is read from the
    view's results (the engine records each lance's end there and as a LanceClosed event, one
    for one), not from its events."""
    if snap.view is None:
        return None, ""
    return public_picture(snap, lang), _alt_words(snap.view, snap.names, lang)


def _alt_words(view: MatchView, names: tuple[str, ...], lang: str) -> str:
    """The words of ``view``'s picture: how each lance ended from its results, as its events,
    and a won partida's result."""
    closed = tuple(LanceClosed(r.lance, r.outcome, r.stake, r.pair) for r in view.results)
    return table_alt(replace(view, events=closed + result_events(view), legal=()), names, lang)


def private_picture_alt(snap: SeatSnapshot, lang: str) -> str:
    """This seat's hand picture in words: its cards in the picture's order, and what they make."""
    return hand_alt(snap.view.hand, snap.view.rules.reyes, lang)


def private_picture_key(snap: SeatSnapshot, lang: str) -> tuple[object, ...]:
    """Everything ``private_picture`` draws: equal keys, equal pictures."""
    return (snap.view.hand, lang, snap.view.rules.reyes)


def private_picture(snap: SeatSnapshot, lang: str) -> bytes:
    """This seat's own hand picture (a pure function of the snapshot)."""
    return render_hand(snap.view.hand, lang, snap.view.rules.reyes)
