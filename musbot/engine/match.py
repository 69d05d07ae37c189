"""A partida of Mus as a state machine: ``to_act``, ``legal_actions``, ``apply`` (R4-R26).

The match is deterministic for its seed: two independent random streams (the deal and the
catching of señas) are derived from it by a versioned construction (``shuffle.py``), so
``replay(seed, log, shuffle=version)`` rebuilds the same match and ``to_dict`` can store just
that recipe.

Hot paths (``apply``, ``legal_actions``, the deal) are written for speed: seats are 0-3, the
pair of a seat is ``seat & 1`` (seats 0+2 and 1+3, R4), the speaking orders are precomputed,
and what depends only on the cards (evaluations, true señas) is cached until the cards change.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import events as ev
from . import shuffle as sh
from .actions import (
    MUS,
    NO_MUS,
    NO_QUIERO,
    ORDAGO,
    PASO,
    QUIERO,
    SHOW4567,
    Action,
    Discard,
    Envido,
    Mus,
    NextHand,
    NoMus,
    NoQuiero,
    Ordago,
    Paso,
    Quiero,
    Sena,
    Show4567,
    action_from_dict,
    action_to_dict,
)
from .cards import DECK, Card, parse_cards
from .evaluate import ORDERS, HandInfo, best_seat, hand_code, info_of_code
from .rules import Rules
from .senas import SENA_NAMES, SENAS, true_senas_of_code
from .view import PLAYING_PHASES, BetState, Lance, LanceResult, MatchView, Phase

ENVIDO_CHOICES: tuple[int, ...] = (2, 3, 5, 10)  # what legal_actions offers; apply takes any N >= 2
MAX_ENVIDO = 99
NO_HEAD_START = (0, 0)  # juegos each pair has won before the first deal: none (a level start)
MAX_HEAD_START = 99
_4567 = (4, 5, 6, 7)
_LANCES: tuple[Lance, ...] = ("grande", "chica", "pares", "juego")
_PARES_WHY = ("", "pareja", "medias", "duples")
_PLAYING = PLAYING_PHASES
# derived from the state: not compared
_CACHES = frozenset(("_codes", "_infos", "_true", "_sena_acts", "_views", "_shared", "_seen"))


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message names the rule. Nothing changed."""


@dataclass(slots=True)
class _Bet:
    """The betting of the lance in play (R17-R20)."""

    stake: int  # the stake now (0 for an opening órdago)
    bettor: int  # the pair that made the last bet
    ordago: bool  # the last bet is an órdago
    fold: int  # what the bettor takes at once if the other pair folds now (R19)
    out: set[int] = field(default_factory=set)  # seats that said no quiero (R18)


class Match:
    """One partida. Build with ``Match.new``; drive with ``apply`` and ``next_hand``."""

    # ----------------------------------------------------------------- creation
    def __init__(self, rules: Rules, seed: int, first_mano: int = 0,
                 deck: Sequence[Card] | None = None, *, shuffle: int = sh.LATEST,
                 head_start: Sequence[int] = NO_HEAD_START) -> None:
        if isinstance(first_mano, bool) or not isinstance(first_mano, int) or not 0 <= first_mano <= 3:
            raise ValueError(f"bad first_mano {first_mano!r}: allowed 0-3")
        first_mano = int(first_mano)
        self.head_start = _check_head_start(head_start)
        self.rules = rules
        self.seed = seed
        self.shuffle_version = sh.check_version(shuffle)  # which stream the deals come from (shuffle.py)
        self.first_mano = first_mano
        self.first_deck: tuple[Card, ...] | None = _check_deck(deck) if deck is not None else None
        self._rng_deal = sh.stream(self.shuffle_version, seed, "deal")
        self._rng_sena: sh.Stream | None = None  # made when the first seña needs it
        self.log: list[tuple[int | None, Action]] = []
        self.score = [0, 0]
        self.juegos = [0, 0]
        self.vacas = [0, 0]
        self.winner: int | None = None
        self.hand_number = 0
        self.mano = first_mano
        self._dentro = [False, False]
        if self.head_start != NO_HEAD_START:
            self._give_head_start()
        self._deal(self.first_deck)
        if self.winner is not None:
            self._won_before_dealing()

    @classmethod
    def new(cls, rules: Rules | None = None, seed: int | None = None, first_mano: int = 0,
            deck: Sequence[Card] | str | None = None, *, shuffle: int = sh.LATEST,
            head_start: Sequence[int] = NO_HEAD_START) -> Match:
        if seed is None:
            seed = sh.new_seed()
        if isinstance(deck, str):
            deck = parse_cards(deck)
        return cls(rules or Rules(), seed, first_mano, deck, shuffle=shuffle, head_start=head_start)

    @classmethod
    def replay(cls, rules: Rules, seed: int, log: Iterable[Any], first_mano: int = 0,
               deck: Sequence[Card] | str | None = None, *, shuffle: int = sh.LATEST,
               head_start: Sequence[int] = NO_HEAD_START) -> Match:
        """Rebuild a match from its log: (seat, action) pairs or their dict forms. ``shuffle``
        must be the version the match was created with (stored partidas before version 2: 1),
        ``head_start`` the juegos it began with."""
        m = cls.new(rules, seed, first_mano, deck, shuffle=shuffle, head_start=head_start)
        m.extend(log)
        return m

    def extend(self, log: Iterable[Any]) -> None:
        """Play on with more of a log, in the forms ``replay`` takes (a reader that follows a
        stored match need not replay it from the start for every new action)."""
        for entry in log:
            if isinstance(entry, dict):
                seat, action = entry.get("seat"), action_from_dict(entry["action"])
            else:
                seat, action = entry
                if isinstance(action, dict):
                    action = action_from_dict(action)
            if isinstance(action, NextHand):
                self.next_hand(action.deck)
            else:
                if seat is None:
                    raise ValueError(f"log entry without a seat: {entry!r}")
                self.apply(seat, action)

    def to_dict(self) -> dict[str, Any]:
        """The recipe of this match (rules, seed, first deck, log): JSON-safe and exact."""
        return {
            "version": 1,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "shuffle": self.shuffle_version,
            "first_mano": self.first_mano,
            "deck": None if self.first_deck is None else [str(c) for c in self.first_deck],
            "head_start": list(self.head_start),
            "log": [[seat, action_to_dict(a)] for seat, a in self.log],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Match:
        if d.get("version") != 1:
            raise ValueError(f"unknown match format version {d.get('version')!r}")
        deck = d.get("deck")  # stored as card notation: parse it back (R1)
        return cls.replay(Rules.from_dict(d["rules"]), d["seed"], d["log"], d["first_mano"],
                          parse_cards(deck) if deck is not None else None,
                          shuffle=d.get("shuffle", 1),  # recipes from before version 2
                          head_start=d.get("head_start", NO_HEAD_START))  # older recipes: level

    # ----------------------------------------------------------------- the deal
    def _deal(self, deck: Sequence[Card] | None) -> ev.Event:
        if deck is None:
            cards = list(DECK)
            self._rng_deal.shuffle(cards)
        else:
            cards = list(_check_deck(deck))
        # the old hand stops being face up before the new cards are in the hands: whoever reads
        # the match between two of these lines never sees a new hand at a showdown
        self._showdown = False
        self.phase: Phase = "mus"
        self.lance: Lance | None = None
        self.hand_number += 1
        mano = self.mano
        # one card at a time from the mano, four rounds (R5): seat s gets every fourth card
        hands: list[list[Card]] = [[], [], [], []]
        for k, s in enumerate(ORDERS[mano]):
            hands[s] = cards[k:16:4]
        self._hands = hands
        stock = cards[16:]
        stock.reverse()  # pop() takes the top
        self._stock = stock
        self._pile: list[Card] = []
        self._turn = mano
        self._mus_count = 0
        self.mus_rounds = 0
        self._shown: set[int] = set()  # seats that showed 4-5-6-7 this hand (R8)
        self._chosen: dict[int, tuple[Card, ...]] = {}
        self._lance_idx = -1
        self._players: tuple[int, ...] = ()
        self._open_idx = 0
        self._responders: set[int] = set()
        self._bet: _Bet | None = None
        self._results: list[LanceResult] = []
        self._decl: dict[str, list[bool | None]] = {"pares": [None] * 4, "juego": [None] * 4}
        self._sena_used: set[tuple[int, str]] = set()
        self._senas_made: list[int] = []
        self._senas_seen: list[list[tuple[int, str, bool]]] = [[], [], [], []]
        self._count: list[ev.CountLine] = []
        self._codes: list[int] | None = None
        self._infos: list[HandInfo] | None = None
        self._true: list[tuple[str, ...]] | None = None
        self._sena_acts: list[tuple[Action, ...] | None] = [None, None, None, None]
        self._views_changed()
        # seat -> (the hand's event list, how many of them were read, those visible)
        self._seen: dict[int | None, tuple[list[ev.Event], int, tuple[ev.Event, ...]]] = {}
        first = ev.HandDealt(self.hand_number, mano)
        self._hand_events: list[ev.Event] = [
            first,
            ev.CardsDealt(0, tuple(hands[0])),
            ev.CardsDealt(1, tuple(hands[1])),
            ev.CardsDealt(2, tuple(hands[2])),
            ev.CardsDealt(3, tuple(hands[3])),
        ]
        return first

    def next_hand(self, deck: Sequence[Card] | str | None = None) -> list[ev.Event]:
        """Deal the next hand once this one is counted; the mano moves on (R4)."""
        if self.phase == "match_end":
            raise IllegalAction("R25: the partida is over")
        if self.phase != "hand_end":
            raise IllegalAction("R4: the next hand is dealt only after this one is counted")
        if isinstance(deck, str):
            deck = parse_cards(deck)
        deck_t = _check_deck(deck) if deck is not None else None
        self.mano = (self.mano + 1) % 4
        self._deal(deck_t)
        self.log.append((None, NextHand(deck_t)))
        self._views_changed()  # and after it (see view)
        return list(self._hand_events)

    # ----------------------------------------------------------------- a head start
    def _give_head_start(self) -> None:
        """Juegos won before the first deal (a club's penalty for a late pair): each pair's
        count as if won in play, every ``rules.juegos`` of them a vaca, the rest carried into
        the vaca in play (R25). Each pair's head start is counted on its own."""
        per_vaca = self.rules.juegos
        for pair in (0, 1):
            self.vacas[pair], self.juegos[pair] = divmod(self.head_start[pair], per_vaca)
        won = [pair for pair in (0, 1) if self.vacas[pair] >= self.rules.vacas]
        if len(won) == 2:
            raise ValueError(f"head start {self.head_start}: it would win the partida for both pairs")
        if won:  # the partida is won: what the head start holds beyond it is nothing to count
            self.winner = won[0]
            self.vacas[self.winner], self.juegos = self.rules.vacas, [0, 0]

    def _won_before_dealing(self) -> None:
        """R25: the head start won the partida: it is over before any hand (nothing dealt is
        ever shown, and no hand is counted)."""
        self.phase = "match_end"
        self.hand_number = 0
        self._hands = [[], [], [], []]
        self._stock = []
        assert self.winner is not None
        self._hand_events = [ev.PartidaWon(self.winner)]

    def _sena_rng(self) -> sh.Stream:
        """The random stream of the señas (R26), apart from the deal's so that señas never
        change the cards."""
        rng = self._rng_sena
        if rng is None:
            rng = self._rng_sena = sh.stream(self.shuffle_version, self.seed, "sena")
        return rng

    def _views_changed(self) -> None:
        """Forget the views taken of the state before this change (``view``)."""
        self._views: dict[int | None, MatchView] = {}
        self._shared: dict[str, Any] | None = None

    def _cards_changed(self) -> None:
        """Forget what was derived from the cards (evaluations, true señas)."""
        self._codes = None
        self._infos = None
        self._true = None
        self._sena_acts = [None, None, None, None]

    # ----------------------------------------------------------------- state
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        h = self._hands
        return (tuple(h[0]), tuple(h[1]), tuple(h[2]), tuple(h[3]))

    @property
    def showdown(self) -> bool:
        return self._showdown

    def _hand_codes(self) -> list[int]:
        codes = self._codes
        if codes is None:
            codes = self._codes = [hand_code(h) for h in self._hands]
        return codes

    def infos(self) -> list[HandInfo]:
        infos = self._infos
        if infos is None:
            reyes = self.rules.reyes
            infos = self._infos = [info_of_code(c, reyes) for c in self._hand_codes()]
        return infos

    def to_act(self) -> set[int]:
        phase = self.phase
        if phase == "lances":
            if self._bet is None:
                return {self._players[self._open_idx]}
            return set(self._responders)
        if phase == "mus":
            return {self._turn}
        if phase == "discard":
            chosen = self._chosen
            return {s for s in (0, 1, 2, 3) if s not in chosen}
        return set()

    # ----------------------------------------------------------------- legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        """``seat``'s legal actions now; for a seat not in ``to_act()`` only its señas (R26)."""
        if seat.__class__ is not int or not 0 <= seat <= 3:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
                return []
            seat = int(seat)
        phase = self.phase
        acts: list[Action]
        if phase == "lances":
            bet = self._bet
            if bet is None:
                acts = list(_OPENINGS) if seat == self._players[self._open_idx] else []
            elif seat in self._responders:
                acts = list(_ORDAGO_ANSWERS if bet.ordago else _ANSWERS)
            else:
                acts = []
        elif phase == "mus":
            acts = [MUS, NO_MUS] if seat == self._turn else []
            if self._can_show4567(seat):  # R8: right after the deal, whoever's turn it is
                acts.append(SHOW4567)
        elif phase == "discard":
            acts = [] if seat in self._chosen else _discards(self._hands[seat])
        else:
            return []
        senas = self._sena_acts[seat]
        if senas is None:
            senas = tuple(_SENA_ACTIONS[n] for n in self.senas_available(seat))
            self._sena_acts[seat] = senas
        if senas:
            acts.extend(senas)
        return acts

    def senas_available(self, seat: int) -> list[str]:
        """R26: the señas ``seat`` may make now (true ones only unless señas libres)."""
        if self.phase not in _PLAYING:
            return []
        if self.rules.senas_libres:
            names: tuple[str, ...] = SENA_NAMES
        else:
            true = self._true
            if true is None:
                reyes = self.rules.reyes
                true = self._true = [true_senas_of_code(c, reyes) for c in self._hand_codes()]
            names = true[seat]
        used = self._sena_used
        if not used:
            return list(names)
        return [name for name in names if (seat, name) not in used]

    def _can_show4567(self, seat: int) -> bool:
        """R8: in the first mus round of a hand, once per seat, at any moment (seeds 000, 004:
        straight after the deal): it does not take a turn, like a seña."""
        return (
            self.rules.redeal_4567
            and self.phase == "mus"
            and self.mus_rounds == 0
            and seat not in self._shown
            and tuple(sorted(c.rank for c in self._hands[seat])) == _4567
        )

    # ----------------------------------------------------------------- apply
    def apply(self, seat: int, action: Action) -> list[ev.Event]:
        """Apply ``action`` of ``seat``; raises IllegalAction (naming the rule) and changes nothing."""
        if seat.__class__ is not int or not 0 <= seat <= 3:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat <= 3:
                raise IllegalAction(f"R4: there is no seat {seat!r}")
            seat = int(seat)
        self._views_changed()  # before anything moves (an illegal action moves nothing: harmless)
        phase = self.phase
        if isinstance(action, Sena):
            out = self._apply_sena(seat, action)
        elif phase == "lances":
            bet = self._bet
            if bet is None:
                if seat != self._players[self._open_idx]:
                    raise IllegalAction(self._not_your_turn(seat))
            elif seat not in self._responders:
                raise IllegalAction(self._not_your_turn(seat))
            out = self._apply_bet(seat, action, bet)
        elif phase == "mus":
            if seat != self._turn and not isinstance(action, Show4567):
                raise IllegalAction(self._not_your_turn(seat))
            out = self._apply_mus(seat, action)
        elif phase == "discard":
            if seat in self._chosen:
                raise IllegalAction(self._not_your_turn(seat))
            out = self._apply_discard(seat, action)
        else:
            raise IllegalAction(self._not_your_turn(seat))
        self.log.append((seat, action))
        self._hand_events += out
        self._views_changed()  # and after it (see view)
        return out

    def _not_your_turn(self, seat: int) -> str:
        if self.phase == "match_end":
            return "R25: the partida is over"
        if self.phase == "hand_end":
            return "R22: the hand is over; the next hand has not been dealt yet"
        if self.phase == "discard":
            return "R6: you have already chosen your discard"
        if self.phase == "lances" and self._bet is not None:
            if seat in self._bet.out:
                return "R18: you said no quiero in this lance"
            if seat not in self._players:
                return f"R16: you take no part in {self.lance}"
            return "R18: your pair made the last bet; the other pair answers"
        if self.phase == "lances" and seat not in self._players:
            return f"R16: you take no part in {self.lance}"
        return "R4: it is not your turn; the mano speaks first, then in order"

    def _apply_sena(self, seat: int, action: Sena) -> list[ev.Event]:
        name = action.name
        if name not in SENAS:
            raise IllegalAction(f"R26: there is no seña {name!r}")
        if self.phase not in _PLAYING:
            raise IllegalAction("R26: señas are made before the showdown")
        if (seat, name) in self._sena_used:
            raise IllegalAction("R26: you already made that seña with these cards")
        if not self.rules.senas_libres and not SENAS[name].test(self.infos()[seat]):
            raise IllegalAction("R26: false señas are not allowed; that seña is not true for your hand")
        self._sena_used.add((seat, name))
        self._sena_acts[seat] = None
        self._senas_made.append(seat)
        partner = (seat + 2) % 4
        out: list[ev.Event] = [ev.SenaMade(seat), ev.SenaSeen(partner, seat, name, False)]
        seen = self._senas_seen
        seen[partner].append((seat, name, False))
        pillar = self.rules.pillar_senas
        rng = self._sena_rng().random
        for rival in ((seat + 1) % 4, (seat + 3) % 4):
            if rng() < pillar:
                out.append(ev.SenaSeen(rival, seat, name, True))
                seen[rival].append((seat, name, True))
        return out

    # mus round (R5, R8)
    def _apply_mus(self, seat: int, action: Action) -> list[ev.Event]:
        if isinstance(action, Mus):
            self._mus_count += 1
            out: list[ev.Event] = [ev.Spoke(seat, "mus")]
            if self._mus_count == 4:
                self.phase = "discard"
                self._chosen = {}
            else:
                self._turn = (self._turn + 1) % 4
            return out
        if isinstance(action, NoMus):
            out = [ev.Spoke(seat, "no_mus")]
            self._next_lance(out)
            return out
        if isinstance(action, Show4567):
            if not self._can_show4567(seat):
                if not self.rules.redeal_4567:
                    raise IllegalAction("R8: 4-5-6-7 is not played at this table")
                raise IllegalAction("R8: only exactly 4-5-6-7 on the first deal may be shown")
            shown = tuple(self._hands[seat])
            self._shown.add(seat)
            self._pile.extend(shown)
            out = [ev.Showed4567(seat, shown)]
            new = self._draw(4, out)
            self._hands[seat] = new
            self._cards_changed()
            self._forget_senas(seat)
            out.append(ev.CardsDealt(seat, tuple(new)))
            return out
        raise IllegalAction("R5: say mus or no hay mus")

    # discard (R6, R7)
    def _apply_discard(self, seat: int, action: Action) -> list[ev.Event]:
        if not isinstance(action, Discard):
            raise IllegalAction("R6: everybody said mus: choose 1 to 4 of your cards to discard")
        cards = action.cards
        hand = self._hands[seat]
        if not 1 <= len(cards) <= 4 or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            raise IllegalAction("R6: discard 1 to 4 different cards of your own hand")
        chosen = self._chosen
        chosen[seat] = cards
        if len(chosen) < 4:
            # R6: the four choose at the same time, privately: until the fourth has chosen, the
            # others may know who has chosen (view.discarded), never how many cards
            return []
        out: list[ev.Event] = [ev.Discarded(s, len(chosen[s])) for s in ORDERS[self.mano]]
        hands = self._hands
        for s in ORDERS[self.mano]:  # served in speaking order from the mano
            gone = chosen[s]
            kept = [c for c in hands[s] if c not in gone]
            hands[s] = kept + self._draw(len(gone), out)
            self._pile.extend(gone)  # only now may these cards be reshuffled (R7)
        self._sena_used = set()  # every seat's cards changed (R26)
        for s in range(4):
            out.append(ev.CardsDealt(s, tuple(hands[s])))
        self._cards_changed()
        self._chosen = {}
        self.mus_rounds += 1
        self.phase = "mus"
        self._turn = self.mano
        self._mus_count = 0
        return out

    def _draw(self, n: int, out: list[ev.Event]) -> list[Card]:
        drawn: list[Card] = []
        for _ in range(n):
            if not self._stock:  # R7
                self._stock = self._pile
                self._pile = []
                self._rng_deal.shuffle(self._stock)
                out.append(ev.StockReshuffled(len(self._stock)))
            drawn.append(self._stock.pop())
        return drawn

    def _forget_senas(self, seat: int) -> None:
        self._sena_used = {k for k in self._sena_used if k[0] != seat}

    # lances (R16-R21)
    def _next_lance(self, out: list[ev.Event]) -> None:
        self.phase = "lances"
        self._bet = None
        self._responders = set()
        order = ORDERS[self.mano]
        while True:
            self._lance_idx += 1
            if self._lance_idx >= 4:
                self.lance = None
                self._count_hand(out)
                return
            lance = _LANCES[self._lance_idx]
            if lance == "pares" or lance == "juego":
                infos = self.infos()
                decl = self._decl[lance]
                pares = lance == "pares"
                for s in order:  # R16: declared truthfully, in speaking order
                    has = infos[s].pares_kind > 0 if pares else infos[s].points >= 31
                    decl[s] = has
                    out.append(ev.Declared(s, lance, has))
                players = tuple(s for s in order if decl[s])
                if not pares and not players:
                    lance, players = "punto", order
            else:
                players = order
            self.lance = lance
            if not players:
                self._close(out, "not_played")
                continue
            first = players[0] & 1
            if all(s & 1 == first for s in players):
                self._close(out, "no_bet", pair=first)
                continue
            self._players = players
            self._open_idx = 0
            out.append(ev.LanceStarted(lance, players))
            return

    def _close(self, out: list[ev.Event], outcome: str, stake: int = 0, pair: int | None = None) -> None:
        lance = self.lance
        assert lance is not None
        self._results.append(LanceResult(lance, outcome, stake, pair))
        out.append(ev.LanceClosed(lance, outcome, stake, pair))

    def _apply_bet(self, seat: int, action: Action, bet: _Bet | None) -> list[ev.Event]:
        lance = self.lance
        assert lance is not None
        if bet is None:  # opening (R17)
            if isinstance(action, Paso):
                out: list[ev.Event] = [ev.Bet(seat, lance, "paso")]
                self._open_idx += 1
                if self._open_idx == len(self._players):
                    self._close(out, "paso")
                    self._next_lance(out)
                return out
            if isinstance(action, Envido):
                amount = action.amount
                _check_amount(amount, "R17")
                self._bet = _Bet(amount, seat & 1, False, 1)
                out = [ev.Bet(seat, lance, "envido", amount, amount)]
            elif isinstance(action, Ordago):
                self._bet = _Bet(0, seat & 1, True, 1)
                out = [ev.Bet(seat, lance, "ordago")]
            else:
                raise IllegalAction("R17: open with paso, envido or órdago")
            self._set_responders(seat)
            return out
        # facing a bet (R18)
        if isinstance(action, Quiero):
            out = [ev.Bet(seat, lance, "quiero", 0, bet.stake)]
            if bet.ordago:
                self._ordago_showdown(out)
            else:
                self._close(out, "querido", bet.stake)
                self._next_lance(out)
            return out
        if isinstance(action, NoQuiero):
            bet.out.add(seat)
            responders = self._responders
            responders.discard(seat)
            out = [ev.Bet(seat, lance, "no_quiero", 0, bet.stake)]
            if not responders:  # R19: the whole pair said no quiero
                winner = bet.bettor
                self._close(out, "folded", bet.fold, winner)
                out.append(ev.Deje(lance, winner, bet.fold))
                if self._add_points(winner, bet.fold, out):
                    return out
                self._next_lance(out)
            return out
        if bet.ordago:
            raise IllegalAction("R20: an órdago is answered with quiero or no quiero")
        if isinstance(action, Envido):
            amount = action.amount
            _check_amount(amount, "R18")
            bet.fold = bet.stake
            bet.stake += amount
            out = [ev.Bet(seat, lance, "mas", amount, bet.stake)]
        elif isinstance(action, Ordago):
            bet.fold = bet.stake
            bet.ordago = True
            out = [ev.Bet(seat, lance, "ordago", 0, bet.stake)]
        else:
            raise IllegalAction("R18: answer with quiero, no quiero, envido N más or órdago")
        bet.bettor = seat & 1
        self._set_responders(seat)
        return out

    def _set_responders(self, seat: int) -> None:
        bet = self._bet
        assert bet is not None
        out_set = bet.out
        pair = seat & 1
        self._responders = {s for s in self._players if s & 1 != pair and s not in out_set}

    def _ordago_showdown(self, out: list[ev.Event]) -> None:
        """R20: the hand stops; the best hand in the lance wins the juego."""
        lance = self.lance
        assert lance is not None
        self._close(out, "ordago")
        self._reveal(out)
        seat = best_seat(self.infos(), lance, self.mano, self._players, self.rules.juego_real)
        assert seat is not None
        out.append(ev.OrdagoWon(lance, seat, seat & 1))
        self._count.append(ev.CountLine(lance, seat & 1, 0, "ordago", seat))
        out.append(self._count[-1])
        self._win_juego(seat & 1, out)

    def _reveal(self, out: list[ev.Event]) -> None:
        if not self._showdown:
            self._showdown = True
            out.append(ev.Showdown(self.hands))

    # ----------------------------------------------------------------- scoring (R21-R25)
    def _add_points(self, pair: int, points: int, out: list[ev.Event]) -> bool:
        """Add points; True when this ended the juego (R21), which also ends the hand."""
        score = self.score
        score[pair] += points
        target = self.rules.tantos
        if score[pair] >= target:
            self._reveal(out)
            self._win_juego(pair, out)
            return True
        if not self._dentro[pair] and target - score[pair] <= 5:
            self._dentro[pair] = True
            out.append(ev.Dentro(pair))
        return False

    def _win_juego(self, pair: int, out: list[ev.Event]) -> None:
        self.juegos[pair] += 1
        out.append(ev.JuegoWon(pair, (self.juegos[0], self.juegos[1])))
        self.score = [0, 0]
        self._dentro = [False, False]
        self.lance = None
        self._bet = None
        self._responders = set()
        self.phase = "hand_end"
        if self.juegos[pair] >= self.rules.juegos:
            self.vacas[pair] += 1
            self.juegos = [0, 0]
            out.append(ev.VacaWon(pair, (self.vacas[0], self.vacas[1])))
            if self.vacas[pair] >= self.rules.vacas:
                self.winner = pair
                self.phase = "match_end"
                out.append(ev.PartidaWon(pair))

    def _count_hand(self, out: list[ev.Event]) -> None:
        """R22/R23: the count after the four lances, stopping when a juego is won."""
        self._reveal(out)
        self.phase = "hand_end"
        infos = self.infos()
        jr = self.rules.juego_real
        order = ORDERS[self.mano]
        for res in self._results:
            outcome = res.outcome
            if outcome == "not_played":
                continue
            lance = res.lance
            lines: list[tuple[int, int | None, int, str]] = []  # pair, seat, points, why
            seat: int | None
            if lance == "grande" or lance == "chica":
                if outcome == "folded":
                    continue
                seat = best_seat(infos, lance, self.mano, None, jr)
                assert seat is not None
                if outcome == "querido":
                    lines.append((seat & 1, seat, res.stake, "envite"))
                else:
                    lines.append((seat & 1, seat, 1, "paso"))
            else:
                if outcome == "folded":
                    assert res.pair is not None
                    pair = res.pair
                    seat = None
                else:
                    seat = best_seat(infos, lance, self.mano, self._participants(lance), jr)
                    assert seat is not None
                    pair = seat & 1
                if outcome == "querido":
                    lines.append((pair, seat, res.stake, "envite"))
                if lance == "punto":
                    lines.append((pair, seat, 1, "punto"))
                else:
                    for s in order:
                        if s & 1 != pair:
                            continue
                        info = infos[s]
                        if lance == "pares":
                            if info.pares_kind:
                                lines.append((pair, s, info.pares_points, _PARES_WHY[info.pares_kind]))
                        elif info.juego_points:
                            lines.append((pair, s, info.juego_points,
                                          "juego31" if info.points == 31 else "juego"))
            for pair, who, points, why in lines:
                line = ev.CountLine(lance, pair, points, why, who)
                self._count.append(line)
                out.append(line)
                if self._add_points(pair, points, out):
                    return

    def _participants(self, lance: str) -> list[int]:
        if lance == "pares" or lance == "juego":
            decl = self._decl[lance]
            return [s for s in range(4) if decl[s]]
        return [0, 1, 2, 3]

    # ----------------------------------------------------------------- views
    def view(self, seat: int | None) -> MatchView:
        """What ``seat`` may know (None: a spectator); hands of others only after the showdown.

        Kept until the state changes (``apply``, ``next_hand``): a press asks for the same
        state's views several times (a hand's record, the snapshot), and the seats' views share
        what everybody sees. A view is frozen, so sharing it is safe. Read a Match on the event
        loop only (threads get frozen snapshots): a view taken by another thread in the middle of
        a change is torn. It is not kept past the change: the kept views are forgotten before a
        change and again after it, and a hand's events are read on only from the same hand's
        list (a new hand's deal makes a new one)."""
        views = self._views
        view = views.get(seat)
        if view is not None:
            return view
        shared = self._shared
        if shared is None:
            shared = self._shared = self._shared_view()
        hands = self._hands  # before the showdown flag: see _deal
        showdown = self._showdown
        view = views[seat] = MatchView(
            seat=seat,
            hand=tuple(hands[seat]) if seat is not None else (),
            hands=tuple(tuple(h) if (showdown or s == seat) else None for s, h in enumerate(hands)),
            senas_received=tuple(self._senas_seen[seat]) if seat is not None else (),
            events=self._visible_events(seat),
            legal=tuple(self.legal_actions(seat)) if seat is not None else (),
            **shared,
        )
        return view

    def _shared_view(self) -> dict[str, Any]:
        """The fields of a view that are the same for every seat."""
        bet = self._bet
        return {
            "rules": self.rules,
            "hand_number": self.hand_number,
            "mano": self.mano,
            "phase": self.phase,
            "lance": self.lance,
            "to_act": frozenset(self.to_act()),
            "showdown": self._showdown,
            "score": (self.score[0], self.score[1]),
            "juegos": (self.juegos[0], self.juegos[1]),
            "vacas": (self.vacas[0], self.vacas[1]),
            "winner": self.winner,
            "pares": tuple(self._decl["pares"]),
            "juego": tuple(self._decl["juego"]),
            "bet": None if bet is None or self.lance is None else BetState(
                self.lance, bet.stake, bet.bettor, bet.ordago, bet.fold, frozenset(bet.out)
            ),
            "results": tuple(self._results),
            "discarded": frozenset(self._chosen) if self.phase == "discard" else frozenset(),
            "mus_rounds": self.mus_rounds,
            "senas_made": tuple(self._senas_made),
            "count": tuple(self._count),
            "dentro": (self._dentro[0], self._dentro[1]),
        }

    def _visible_events(self, seat: int | None) -> tuple[ev.Event, ...]:
        """This hand's events ``seat`` may see, read on from where its last view stopped (a
        hand's events are only ever added to)."""
        events = self._hand_events
        n = len(events)
        seen = self._seen.get(seat)
        if seen is None or seen[0] is not events:
            visible = tuple(e for e in events if e.visible_to(seat))
        elif seen[1] == n:
            return seen[2]
        else:
            visible = seen[2] + tuple(e for e in events[seen[1]:] if e.visible_to(seat))
        self._seen[seat] = (events, n, visible)
        return visible

    def state(self) -> dict[str, Any]:
        """Every piece of state, for equality (replay and round-trip checks)."""
        d = {k: v for k, v in vars(self).items() if not k.startswith("_rng") and k not in _CACHES}
        d["_rng_deal"] = self._rng_deal.getstate()
        d["_rng_sena"] = self._sena_rng().getstate()
        return d

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Match) and self.state() == other.state()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Match(seed={self.seed}, hand={self.hand_number}, phase={self.phase}, "
                f"lance={self.lance}, score={self.score}, juegos={self.juegos}, vacas={self.vacas})")


def _check_head_start(head_start: Sequence[int]) -> tuple[int, int]:
    hs = tuple(head_start)
    if len(hs) != 2 or any(isinstance(j, bool) or not isinstance(j, int) or not 0 <= j <= MAX_HEAD_START for j in hs):
        raise ValueError(f"bad head_start {head_start!r}: two counts of juegos, 0-{MAX_HEAD_START}")
    return int(hs[0]), int(hs[1])


def _check_deck(deck: Sequence[Card]) -> tuple[Card, ...]:
    d = tuple(deck)
    if len(d) != 40 or set(d) != _DECK_SET:
        raise ValueError("a deck must hold each of the 40 cards exactly once (R1)")
    return d


def _check_amount(n: int, rule: str) -> None:
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= MAX_ENVIDO:
        raise IllegalAction(f"{rule}: an envido is at least 2 (and at most {MAX_ENVIDO}); {n!r} is not allowed")


_DECK_SET = frozenset(DECK)
_ENVIDOS: tuple[Action, ...] = tuple(Envido(n) for n in ENVIDO_CHOICES)
_OPENINGS: tuple[Action, ...] = (PASO, *_ENVIDOS, ORDAGO)
_ANSWERS: tuple[Action, ...] = (QUIERO, NO_QUIERO, *_ENVIDOS, ORDAGO)
_ORDAGO_ANSWERS: tuple[Action, ...] = (QUIERO, NO_QUIERO)
_SENA_ACTIONS: dict[str, Action] = {name: Sena(name) for name in SENA_NAMES}
_BIT: dict[Card, int] = {c: 1 << i for i, c in enumerate(DECK)}
_DISCARD_BY_BITS: dict[int, Action] = {}  # the same Discard for the same cards, whoever holds them


def _discards(hand: Sequence[Card]) -> list[Action]:
    """R6: the 15 discards of a four-card hand, in the order of the subsets of its positions
    (bit i of 1..15 takes card i)."""
    cache = _DISCARD_BY_BITS
    b0, b1, b2, b3 = _BIT[hand[0]], _BIT[hand[1]], _BIT[hand[2]], _BIT[hand[3]]
    b01, b23 = b0 | b1, b2 | b3
    keys = (b0, b1, b01, b2, b0 | b2, b1 | b2, b01 | b2, b3, b0 | b3, b1 | b3, b01 | b3, b23,
            b0 | b23, b1 | b23, b01 | b23)
    try:
        return [cache[k] for k in keys]
    except KeyError:
        pass
    if len(cache) > 50_000:
        cache.clear()
    acts: list[Action] = []
    for mask, k in enumerate(keys, 1):
        act = cache.get(k)
        if act is None:
            act = cache[k] = Discard(tuple(c for i, c in enumerate(hand) if mask >> i & 1))
        acts.append(act)
    return acts
