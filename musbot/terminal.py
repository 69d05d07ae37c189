"""``musbot play``: one person against three computer players, in the terminal.

The real engine plays; the game is told with the language catalogues (musbot.i18n.narrate):
the player's hand, the legal actions as a numbered menu, the partner's señas, every action of
the others, the count line by line, and the score with amarracos (▮, 5 points) and piedras
(·, 1 point). Bad input asks again; "q", Ctrl-C or the end of the input ends the program
cleanly. The seed is printed at the start and at the end with the command that plays the same
partida again (the same seed and answers give the same game: a bug report can be replayed).

``run_terminal(stdin, stdout, ...)`` is the whole program on two text streams, so a test can
drive it with ``io.StringIO``.
"""

from __future__ import annotations

import argparse
import random
import shlex
import sys
from typing import TextIO

from . import exits
from .ai.coach import advise
from .ai.personality import ALIASES, PERSONALITIES
from .ai.player import SEAT_MIX, Player, fallback, make_player
from .engine import events as ev
from .engine.actions import Action, Discard, Envido, Sena
from .engine.match import IllegalAction, Match
from .engine.rules import Rules
from .engine.senas import senas_standing
from .engine.view import MatchView
from .i18n import LANGS, join_label, join_parts, norm_lang, t
from .i18n.coach import advice_lines
from .i18n.narrate import (
    card_name,
    describe_action,
    describe_hand,
    lance_name,
    narrate,
    pair_name,
    sena_name,
)

BOT_NAMES: tuple[str, str, str] = ("Ane", "Iker", "Miren")  # partner, next rival, previous rival
PERSONALITIES_AT_TABLE: tuple[str, ...] = tuple(dict.fromkeys(SEAT_MIX))  # the tables' characters
QUIT_WORDS = frozenset({"q", "quit", "exit", "salir", "irten", "ende", "beenden"})


class _Quit(Exception):
    """The player asked to leave (or the input ended)."""


def marks(points: int) -> str:
    """The score as tokens: an amarraco ▮ per 5 points, a piedra · per point left."""
    amarracos, piedras = divmod(max(points, 0), 5)
    text = " ".join(filter(None, ("▮" * amarracos, "·" * piedras)))
    return text or "–"


def replay_command(seed: int, lang: str, seat: int, level: str, rules: Rules,
                   personality: str | None) -> str:
    """The ``musbot play`` command line that plays this partida again (with the same answers)."""
    words = ["musbot", "play", "--seed", str(seed), "--lang", lang, "--seat", str(seat + 1),
             "--level", level, "--tantos", str(rules.tantos), "--juegos", str(rules.juegos),
             "--vacas", str(rules.vacas), "--reyes", str(rules.reyes)]
    if personality:
        words += ["--personality", personality]
    return shlex.join(words)


def _number(text: str) -> int | None:
    """A typed option number; None for anything else (``²`` is a digit, but no number)."""
    return int(text) if text.isdecimal() and len(text) <= 3 else None


class TerminalGame:
    def __init__(self, stdin: TextIO, stdout: TextIO, lang: str, seed: int, seat: int,
                 level: str, rules: Rules, personality: str | None, coach: bool = False) -> None:
        self.inp = stdin
        self.seed = seed
        self.coach = coach  # "?" at a menu shows what the expert would play, and why
        self.out = stdout
        self.lang = norm_lang(lang)
        self.seat = seat
        self.level = level
        self.rules = rules
        self.seed = seed
        self.replay = replay_command(seed, self.lang, seat, level, rules, personality)
        self.match = Match.new(rules, seed=seed)
        partner, rival1, rival2 = (seat + 2) % 4, (seat + 1) % 4, (seat + 3) % 4
        names = [""] * 4
        names[seat] = t("terminal.you", self.lang)
        names[partner], names[rival1], names[rival2] = BOT_NAMES
        self.names = names
        rng = random.Random(seed)
        self.players: dict[int, Player] = {}
        for s in (partner, rival1, rival2):
            pers = personality or rng.choice(PERSONALITIES_AT_TABLE)
            self.players[s] = make_player(level, rng.getrandbits(32), pers)
        self.shown = 0  # events of this hand already told
        self.counted = False  # the count heading was printed for this hand
        self.hand_start_score = (0, 0)  # the score when this hand was dealt

    # ------------------------------------------------------------------ i/o
    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")

    def ask(self, prompt_key: str = "terminal.prompt") -> str:
        self.out.write(t(prompt_key, self.lang))
        self.out.flush()
        line = self.inp.readline()
        if line == "":
            self.say()
            raise _Quit
        text = line.strip()
        if text.lower() in QUIT_WORDS:
            raise _Quit
        return text

    # ------------------------------------------------------------------ telling the game
    def tell_new_events(self) -> None:
        view = self.match.view(self.seat)
        for e in view.events[self.shown:]:
            if isinstance(e, ev.Discarded | ev.SenaMade) and e.seat == self.seat:
                continue  # the player knows what they did
            if isinstance(e, ev.CountLine) and not self.counted:
                self.counted = True
                self.say(t("terminal.count", self.lang))
            if isinstance(e, ev.HandDealt):
                self.say()
            self.say(("  " if isinstance(e, ev.CountLine) else "") + narrate(e, self.lang, self.names, self.seat))
        self.shown = len(view.events)

    def score_line(self, score: tuple[int, int] | None = None,
                   juegos: tuple[int, int] | None = None) -> str:
        """The score (default: the match's now) with juegos and vacas, our pair first."""
        m = self.match
        score = score or (m.score[0], m.score[1])
        juegos = juegos or (m.juegos[0], m.juegos[1])
        us, them = self.seat % 2, 1 - self.seat % 2

        def side(pair: int, who: str) -> str:
            label = f"{pair_name(pair, self.lang)} ({t(who, self.lang)})"
            return t("terminal.score.pair", self.lang, pair=label, marks=marks(score[pair]),
                     points=score[pair])

        return t("terminal.score", self.lang, a=side(us, "terminal.score.us"),
                 b=side(them, "terminal.score.them"), ja=juegos[us], jb=juegos[them],
                 va=m.vacas[us], vb=m.vacas[them])

    def hand_end_score_line(self) -> str:
        """The score as this hand left it. When it won a juego, the points that won it and the
        juegos before a vaca resets them: the match itself already starts the next juego at 0–0."""
        won = [e for e in self.match.view(self.seat).events if isinstance(e, ev.JuegoWon)]
        if not won:
            return self.score_line()
        points = list(self.hand_start_score)
        for e in self.match.view(self.seat).events:
            if isinstance(e, ev.Deje | ev.CountLine):
                points[e.pair] += e.points
        return self.score_line((points[0], points[1]), won[-1].juegos)

    def seed_line(self) -> str:
        return t("cli.play.seed", self.lang, seed=self.seed, command=self.replay)

    def tell_situation(self, view: MatchView) -> None:
        lang = self.lang
        what = (lance_name(view.lance, lang) if view.phase == "lances" and view.lance
                else t(f"terminal.phase.{view.phase}", lang))
        self.say()
        self.say(t("terminal.turn", lang, what=what))
        self.say(self.score_line())
        cards = ", ".join(f"{c} {card_name(c, lang)}" for c in view.hand)
        self.say(t("terminal.hand", lang, cards=cards,
                   desc=describe_hand(view.hand, view.rules.reyes, lang)))
        pos = (self.seat - view.mano) % 4
        if pos == 0:
            self.say(t("terminal.position.mano", lang))
        elif pos == 3:
            self.say(t("terminal.position.postre", lang))
        else:
            self.say(t("terminal.position.other", lang, name=self.names[view.mano]))
        partner = (self.seat + 2) % 4
        standing = senas_standing(view.events, self.seat)  # not those made before a discard
        from_partner = [sena_name(n, lang) for s, n, caught in standing if s == partner and not caught]
        caught = [join_label(self.names[s], sena_name(n, lang), lang) for s, n, c in standing if c]
        if from_partner:
            self.say(t("terminal.partner_senas", lang, senas=join_parts(from_partner, lang)))
        if caught:
            self.say(t("terminal.caught_senas", lang, senas=join_parts(caught, lang)))
        bet = view.bet
        if view.phase == "lances" and bet is not None and view.lance:
            if bet.ordago:
                self.say(t("terminal.bet_state.ordago", lang, lance=lance_name(view.lance, lang)))
            else:
                self.say(t("terminal.bet_state", lang, lance=lance_name(view.lance, lang),
                           stake=bet.stake, fold=bet.fold_value))

    def action_label(self, action: Action, view: MatchView) -> str:
        if isinstance(action, Envido) and view.bet is not None:
            return t("terminal.raise", self.lang, amount=action.amount)
        return describe_action(action, self.lang)

    # ------------------------------------------------------------------ the player's choices
    def choose(self, view: MatchView) -> Action:
        self.tell_situation(view)
        if view.phase == "discard":
            return self.choose_discard(view)
        options = list(view.legal)
        self.say(t("terminal.menu", self.lang))
        for i, a in enumerate(options, 1):
            self.say(f"  {i}. {self.action_label(a, view)}")
        while True:
            text = self.ask()
            if self.give_advice(text, view):
                continue
            number = _number(text)
            if number is not None and 1 <= number <= len(options):
                return options[number - 1]
            self.say(t("terminal.bad_choice", self.lang, text=text, n=len(options)))

    def choose_discard(self, view: MatchView) -> Action:
        self.say(t("terminal.discard_menu", self.lang))
        for i, c in enumerate(view.hand, 1):
            self.say(f"  {i}. {c} {card_name(c, self.lang)}")
        while True:
            text = self.ask()
            if self.give_advice(text, view):
                continue
            picks = _parse_positions(text)
            if picks is not None:
                return Discard(tuple(view.hand[i - 1] for i in picks))
            self.say(t("terminal.bad_discard", self.lang, text=text))

    def give_advice(self, text: str, view: MatchView) -> bool:
        """With the coach on, "?" prints the advice for this view; True when it did."""
        if not self.coach or text != "?":
            return False
        advice = advise(view, seed=self.seed)
        lines = advice_lines(advice.lines, self.lang) if advice else [t("ai.coach.none", self.lang)]
        self.say(join_label(t("ai.coach.heading", self.lang), lines[0], self.lang))
        for line in lines[1:]:
            self.say(f"  {line}")
        return True

    # ------------------------------------------------------------------ the game
    def play(self) -> int:
        lang = self.lang
        partner, rival1, rival2 = (self.seat + 2) % 4, (self.seat + 1) % 4, (self.seat + 3) % 4
        self.say(t("terminal.welcome", lang, seat=self.seat + 1, partner=self.names[partner],
                   rival1=self.names[rival1], rival2=self.names[rival2]))
        self.say(t("terminal.opponents", lang, level=t(f"bot.level.{self.level}", lang), tantos=self.rules.tantos,
                   juegos=self.rules.juegos, vacas=self.rules.vacas))
        self.say(t("terminal.help", lang))
        self.say(self.seed_line())
        if self.coach:
            self.say(t("ai.coach.ask", lang))
        try:
            while True:
                self.tell_new_events()
                m = self.match
                if m.phase == "match_end":
                    self.say()
                    self.say(self.hand_end_score_line())
                    self.say(t("terminal.won" if m.winner == self.seat % 2 else "terminal.lost", lang))
                    self.say(self.seed_line())
                    return 0
                if m.phase == "hand_end":
                    self.say(self.hand_end_score_line())
                    self.ask("terminal.next_hand")
                    self.say()
                    m.next_hand()
                    self.shown = 0
                    self.counted = False
                    self.hand_start_score = (m.score[0], m.score[1])
                    continue
                self.step()
        except _Quit:
            code = exits.OK
        except KeyboardInterrupt:  # Ctrl-C: leave as politely as with "q"
            self.say()
            code = exits.INTERRUPTED
        self.say(t("terminal.bye", lang))
        self.say(self.seed_line())
        return code

    def step(self) -> None:
        m = self.match
        to_act = m.to_act()
        seat = next(s for s in ((m.mano + i) % 4 for i in range(4)) if s in to_act)
        view = m.view(seat)
        if seat == self.seat:
            while True:
                action = self.choose(view)
                try:
                    m.apply(seat, action)
                    if isinstance(action, Sena):  # private to the partner: confirm it here
                        self.say(t("cli.play.own_sena", self.lang, sena=sena_name(action.name, self.lang)))
                    return
                except IllegalAction as exc:
                    self.say(t("terminal.illegal", self.lang, rule=str(exc).split(":")[0]))
                    view = m.view(seat)
        action = self.players[seat].decide(view)
        try:
            m.apply(seat, action)
        except IllegalAction:
            m.apply(seat, fallback(view))
        if isinstance(action, Sena):
            return  # a seña does not use the turn: the same seat is asked again


def _parse_positions(text: str) -> tuple[int, ...] | None:
    """``1 3``, ``1,3`` or ``13`` -> (1, 3); None unless 1-4 distinct positions 1..4."""
    tokens = text.replace(",", " ").split()
    if len(tokens) == 1 and len(tokens[0]) > 1 and tokens[0].isdecimal():
        tokens = list(tokens[0])
    picks = tuple(n for n in map(_number, tokens) if n is not None)
    if not picks or len(picks) != len(tokens):
        return None
    if not 1 <= len(picks) <= 4 or len(set(picks)) != len(picks):
        return None
    if not all(1 <= p <= 4 for p in picks):
        return None
    return tuple(sorted(picks))


def run_terminal(stdin: TextIO | None = None, stdout: TextIO | None = None, lang: str = "es",
                 seed: int | None = None, seat: int = 0, level: str = "expert",
                 rules: Rules | None = None, personality: str | None = None,
                 coach: bool = False) -> int:
    """Play one partida in the terminal; returns the exit code (0)."""
    if seat not in (0, 1, 2, 3):
        raise ValueError(f"bad seat {seat!r}: allowed 0-3")
    if seed is None:
        seed = random.SystemRandom().getrandbits(32)
    game = TerminalGame(stdin or sys.stdin, stdout or sys.stdout, lang, seed, seat, level,
                        rules or Rules(), personality, coach)
    return game.play()


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "play", help="play Mus in the terminal against three computer players",
        description="Play one partida of Mus in the terminal: you and a computer partner "
                    "against two computer players.",
    )
    p.add_argument("--lang", choices=LANGS, default="es", help="language (default es)")
    p.add_argument("--seat", type=int, choices=(1, 2, 3, 4), default=1,
                   help="your seat, 1-4 (seat 1 is the first mano; default 1)")
    p.add_argument("--level", choices=("random", "basic", "expert"), default="expert",
                   help="level of the computer players (default expert)")
    p.add_argument("--personality", choices=(*PERSONALITIES, *ALIASES), default=None,
                   help="one personality for all computer players (default: mixed)")
    p.add_argument("--seed", type=_seed, default=None,
                   help="seed of the deal and the players (printed at the start and the end of "
                        "every game: the same seed and answers replay it)")
    p.add_argument("--coach", action="store_true",
                   help="type ? at a menu to see what the expert would play, and why")
    defaults = Rules()  # the options' defaults, as the engine plays them
    p.add_argument("--tantos", type=int, choices=Rules.allowed("tantos"), default=defaults.tantos, help="points per juego")
    p.add_argument("--juegos", type=int, choices=Rules.allowed("juegos"), default=defaults.juegos,
                   help="juegos per vaca (default %(default)s)")
    p.add_argument("--vacas", type=int, choices=Rules.allowed("vacas"), default=defaults.vacas,
                   help="vacas per partida (default %(default)s)")
    p.add_argument("--reyes", type=int, choices=Rules.allowed("reyes"), default=defaults.reyes, help="8 or 4 reyes")
    p.set_defaults(func=_main)


def _seed(text: str) -> int:
    if not (text.isascii() and text.isdecimal()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a seed: give a whole number 0 or more")
    return int(text)


def _main(args: argparse.Namespace) -> int:
    reconfigure = getattr(sys.stdin, "reconfigure", None)
    if reconfigure is not None:  # bytes that are not UTF-8 become "�" and a bad choice, not a crash
        reconfigure(errors="replace")
    rules = Rules(reyes=args.reyes, tantos=args.tantos, juegos=args.juegos, vacas=args.vacas)
    return run_terminal(sys.stdin, sys.stdout, args.lang, args.seed, args.seat - 1, args.level,
                        rules, args.personality, args.coach)
