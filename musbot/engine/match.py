"""A partida of Mus as a state machine: ``to_act``, ``legal_actions``, ``apply`` (R4-R26).

The match is deterministic for its seed: two independent random streams (the deal and the
catching of señas) are derived from it, so ``replay(seed, log)`` rebuilds the same match and
``to_dict`` can store just that recipe.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence
from typing import Any

from . import events as ev
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
from .evaluate import HandInfo, best_seat, hand_info
from .rules import Rules
from .senas import SENA_NAMES, SENAS, true_senas_of
from .view import BetState, LanceResult, MatchView

ENVIDO_CHOICES: tuple[int, ...] = (2, 3, 5, 10)  # what legal_actions offers; apply takes any N >= 2
MAX_ENVIDO = 99
_4567 = (4, 5, 6, 7)


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message names the rule. Nothing changed."""


def _pair(seat: int) -> int:
    return seat % 2


class Match:
    """One partida. Build with ``Match.new``; drive with ``apply`` and ``next_hand``."""

    # ----------------------------------------------------------------- creation
    def __init__(self, rules: Rules, seed: int, first_mano: int = 0,
                 deck: Sequence[Card] | None = None) -> None:
        if first_mano not in (0, 1, 2, 3):
            raise ValueError(f"bad first_mano {first_mano!r}: allowed 0-3")
        self.rules = rules
        self.seed = seed
        self.first_mano = first_mano
        self.first_deck: tuple[Card, ...] | None = _check_deck(deck) if deck is not None else None
        self._rng_deal = random.Random(f"{seed}:deal")
        self._rng_sena = random.Random(f"{seed}:sena")
        self.log: list[tuple[int | None, Action]] = []
        self.score = [0, 0]
        self.juegos = [0, 0]
        self.vacas = [0, 0]
        self.winner: int | None = None
        self.hand_number = 0
        self.mano = first_mano
        self._dentro = [False, False]
        self._deal(self.first_deck)

    @classmethod
    def new(cls, rules: Rules | None = None, seed: int | None = None, first_mano: int = 0,
            deck: Sequence[Card] | str | None = None) -> Match:
        if seed is None:
            seed = secrets.randbits(63)
        if isinstance(deck, str):
            deck = parse_cards(deck)
        return cls(rules or Rules(), seed, first_mano, deck)

    @classmethod
    def replay(cls, rules: Rules, seed: int, log: Iterable[Any], first_mano: int = 0,
               deck: Sequence[Card] | str | None = None) -> Match:
        """Rebuild a match from its log: (seat, action) pairs or their dict forms."""
        m = cls.new(rules, seed, first_mano, deck)
        for entry in log:
            if isinstance(entry, dict):
                seat, action = entry.get("seat"), action_from_dict(entry["action"])
            else:
                seat, action = entry
                if isinstance(action, dict):
                    action = action_from_dict(action)
            if isinstance(action, NextHand):
                m.next_hand(action.deck)
            else:
                if seat is None:
                    raise ValueError(f"log entry without a seat: {entry!r}")
                m.apply(seat, action)
        return m

    def to_dict(self) -> dict[str, Any]:
        """The recipe of this match (rules, seed, first deck, log): JSON-safe and exact."""
        return {
            "version": 1,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "first_mano": self.first_mano,
            "deck": None if self.first_deck is None else [str(c) for c in self.first_deck],
            "log": [[seat, action_to_dict(a)] for seat, a in self.log],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Match:
        if d.get("version") != 1:
            raise ValueError(f"unknown match format version {d.get('version')!r}")
        return cls.replay(Rules.from_dict(d["rules"]), d["seed"], d["log"], d["first_mano"], d["deck"])

    # ----------------------------------------------------------------- the deal
    def _deal(self, deck: Sequence[Card] | None) -> ev.Event:
        if deck is None:
            cards = list(DECK)
            self._rng_deal.shuffle(cards)
        else:
            cards = list(_check_deck(deck))
        self.hand_number += 1
        hands: list[list[Card]] = [[], [], [], []]
        for i in range(16):  # one card at a time from the mano, four rounds
            hands[(self.mano + i) % 4].append(cards[i])
        self._hands = hands
        self._stock = cards[16:][::-1]  # pop() takes the top
        self._pile: list[Card] = []
        self.phase = "mus"
        self.lance: str | None = None
        self._turn = self.mano
        self._mus_count = 0
        self.mus_rounds = 0
        self._chosen: dict[int, tuple[Card, ...]] = {}
        self._lance_idx = -1
        self._players: tuple[int, ...] = ()
        self._open_idx = 0
        self._responders: set[int] = set()
        self._bet: dict[str, Any] | None = None
        self._results: list[LanceResult] = []
        self._decl: dict[str, list[bool | None]] = {"pares": [None] * 4, "juego": [None] * 4}
        self._sena_used: set[tuple[int, str]] = set()
        self._senas_made: list[int] = []
        self._senas_seen: list[list[tuple[int, str, bool]]] = [[], [], [], []]
        self._showdown = False
        self._count: list[ev.CountLine] = []
        self._infos: list[HandInfo] | None = None
        self._true: list[tuple[str, ...]] | None = None
        self._hand_events: list[ev.Event] = []
        out: list[ev.Event] = [ev.HandDealt(self.hand_number, self.mano)]
        out += [ev.CardsDealt(s, tuple(hands[s])) for s in range(4)]
        self._hand_events.extend(out)
        return out[0]

    def next_hand(self, deck: Sequence[Card] | str | None = None) -> list[ev.Event]:
        """Deal the next hand once this one is counted; the mano moves on (R4)."""
        if self.phase != "hand_end":
            raise IllegalAction("R4: the next hand is dealt only after this one is counted")
        if isinstance(deck, str):
            deck = parse_cards(deck)
        deck_t = _check_deck(deck) if deck is not None else None
        self.mano = (self.mano + 1) % 4
        self._deal(deck_t)
        self.log.append((None, NextHand(deck_t)))
        return list(self._hand_events)

    # ----------------------------------------------------------------- state
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(h) for h in self._hands)

    @property
    def showdown(self) -> bool:
        return self._showdown

    def infos(self) -> list[HandInfo]:
        if self._infos is None:
            self._infos = [hand_info(h, self.rules.reyes) for h in self._hands]
        return self._infos

    def to_act(self) -> set[int]:
        if self.phase == "mus":
            return {self._turn}
        if self.phase == "discard":
            return {s for s in range(4) if s not in self._chosen}
        if self.phase == "lances":
            if self._bet is None:
                return {self._players[self._open_idx]}
            return set(self._responders)
        return set()

    def _may_act(self, seat: int) -> bool:
        phase = self.phase
        if phase == "mus":
            return seat == self._turn
        if phase == "discard":
            return seat not in self._chosen
        if phase == "lances":
            if self._bet is None:
                return seat == self._players[self._open_idx]
            return seat in self._responders
        return False

    def _order(self) -> list[int]:
        return [(self.mano + k) % 4 for k in range(4)]

    # ----------------------------------------------------------------- legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        acts: list[Action] = []
        if self._may_act(seat):
            if self.phase == "mus":
                acts = [MUS, NO_MUS]
                if self._can_show4567(seat):
                    acts.append(SHOW4567)
            elif self.phase == "discard":
                acts = _discards(self._hands[seat])
            else:
                bet = self._bet
                if bet is None:
                    acts = [PASO, *_ENVIDOS, ORDAGO]
                elif bet["ordago"]:
                    acts = [QUIERO, NO_QUIERO]
                else:
                    acts = [QUIERO, NO_QUIERO, *_ENVIDOS, ORDAGO]
        acts.extend(_SENA_ACTIONS[n] for n in self.senas_available(seat))
        return acts

    def senas_available(self, seat: int) -> list[str]:
        """R26: the señas ``seat`` may make now (true ones only unless señas libres)."""
        if self.phase not in ("mus", "discard", "lances"):
            return []
        if self.rules.senas_libres:
            names: tuple[str, ...] = SENA_NAMES
        else:
            if self._true is None:
                self._true = [true_senas_of(i) for i in self.infos()]
            names = self._true[seat]
        used = self._sena_used
        if not used:
            return list(names)
        return [name for name in names if (seat, name) not in used]

    def _can_show4567(self, seat: int) -> bool:
        return (
            self.rules.redeal_4567
            and self.mus_rounds == 0
            and tuple(sorted(c.rank for c in self._hands[seat])) == _4567
        )

    # ----------------------------------------------------------------- apply
    def apply(self, seat: int, action: Action) -> list[ev.Event]:
        """Apply ``action`` of ``seat``; raises IllegalAction (naming the rule) and changes nothing."""
        if seat not in (0, 1, 2, 3):
            raise IllegalAction(f"R4: there is no seat {seat!r}")
        if isinstance(action, Sena):
            out = self._apply_sena(seat, action)
        else:
            if not self._may_act(seat):
                raise IllegalAction(self._not_your_turn(seat))
            if self.phase == "mus":
                out = self._apply_mus(seat, action)
            elif self.phase == "discard":
                out = self._apply_discard(seat, action)
            else:
                out = self._apply_bet(seat, action)
        self.log.append((seat, action))
        self._hand_events.extend(out)
        return out

    def _not_your_turn(self, seat: int) -> str:
        if self.phase == "match_end":
            return "R25: the partida is over"
        if self.phase == "hand_end":
            return "R22: the hand is over; the next hand has not been dealt yet"
        if self.phase == "discard":
            return "R6: you have already chosen your discard"
        if self.phase == "lances" and self._bet is not None:
            if seat in self._bet["out"]:
                return "R18: you said no quiero in this lance"
            if seat not in self._players:
                return f"R16: you take no part in {self.lance}"
            return "R18: your pair made the last bet; the other pair answers"
        if self.phase == "lances" and seat not in self._players:
            return f"R16: you take no part in {self.lance}"
        return "R4: it is not your turn; the mano speaks first, then in order"

    def _apply_sena(self, seat: int, action: Sena) -> list[ev.Event]:
        if action.name not in SENAS:
            raise IllegalAction(f"R26: there is no seña {action.name!r}")
        if self.phase not in ("mus", "discard", "lances"):
            raise IllegalAction("R26: señas are made before the showdown")
        if (seat, action.name) in self._sena_used:
            raise IllegalAction("R26: you already made that seña with these cards")
        if not self.rules.senas_libres and not SENAS[action.name].test(self.infos()[seat]):
            raise IllegalAction("R26: false señas are not allowed; that seña is not true for your hand")
        self._sena_used.add((seat, action.name))
        self._senas_made.append(seat)
        partner = (seat + 2) % 4
        out: list[ev.Event] = [ev.SenaMade(seat), ev.SenaSeen(partner, seat, action.name, False)]
        self._senas_seen[partner].append((seat, action.name, False))
        for rival in ((seat + 1) % 4, (seat + 3) % 4):
            if self._rng_sena.random() < self.rules.pillar_senas:
                out.append(ev.SenaSeen(rival, seat, action.name, True))
                self._senas_seen[rival].append((seat, action.name, True))
        return out

    # mus round (R5, R8)
    def _apply_mus(self, seat: int, action: Action) -> list[ev.Event]:
        if isinstance(action, Show4567):
            if not self._can_show4567(seat):
                if not self.rules.redeal_4567:
                    raise IllegalAction("R8: 4-5-6-7 is not played at this table")
                raise IllegalAction("R8: only exactly 4-5-6-7 on the first deal may be shown")
            shown = tuple(self._hands[seat])
            self._pile.extend(shown)
            out: list[ev.Event] = [ev.Showed4567(seat, shown)]
            new = self._draw(4, out)
            self._hands[seat] = new
            self._infos = self._true = None
            self._forget_senas(seat)
            out.append(ev.CardsDealt(seat, tuple(new)))
            return out
        if isinstance(action, Mus):
            self._mus_count += 1
            out = [ev.Spoke(seat, "mus")]
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
        raise IllegalAction("R5: say mus or no hay mus")

    # discard (R6, R7)
    def _apply_discard(self, seat: int, action: Action) -> list[ev.Event]:
        if not isinstance(action, Discard):
            raise IllegalAction("R6: everybody said mus: choose 1 to 4 of your cards to discard")
        cards = action.cards
        hand = self._hands[seat]
        if not 1 <= len(cards) <= 4 or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            raise IllegalAction("R6: discard 1 to 4 different cards of your own hand")
        self._chosen[seat] = cards
        out: list[ev.Event] = [ev.Discarded(seat, len(cards))]
        if len(self._chosen) == 4:
            for s in self._order():  # served in speaking order from the mano
                gone = self._chosen[s]
                kept = [c for c in self._hands[s] if c not in gone]
                self._hands[s] = kept + self._draw(len(gone), out)
                self._pile.extend(gone)  # only now may these cards be reshuffled (R7)
                self._forget_senas(s)
            for s in range(4):
                out.append(ev.CardsDealt(s, tuple(self._hands[s])))
            self._infos = self._true = None
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
        infos = self.infos()
        order = self._order()
        while True:
            self._lance_idx += 1
            if self._lance_idx >= 4:
                self.lance = None
                self._count_hand(out)
                return
            lance = ("grande", "chica", "pares", "juego")[self._lance_idx]
            if lance in ("pares", "juego"):
                for s in order:  # R16: declared truthfully, in speaking order
                    has = infos[s].has_pares if lance == "pares" else infos[s].has_juego
                    self._decl[lance][s] = has
                    out.append(ev.Declared(s, lance, has))
                players = tuple(s for s in order if self._decl[lance][s])
                if lance == "juego" and not players:
                    lance, players = "punto", tuple(order)
            else:
                players = tuple(order)
            self.lance = lance
            if not players:
                self._close(out, "not_played")
                continue
            if len({_pair(s) for s in players}) == 1:
                self._close(out, "no_bet", pair=_pair(players[0]))
                continue
            self._players = players
            self._open_idx = 0
            out.append(ev.LanceStarted(lance, players))
            return

    def _close(self, out: list[ev.Event], outcome: str, stake: int = 0, pair: int | None = None) -> None:
        assert self.lance is not None
        self._results.append(LanceResult(self.lance, outcome, stake, pair))
        out.append(ev.LanceClosed(self.lance, outcome, stake, pair))

    def _apply_bet(self, seat: int, action: Action) -> list[ev.Event]:
        lance = self.lance
        assert lance is not None
        out: list[ev.Event] = []
        bet = self._bet
        if bet is None:  # opening (R17)
            if isinstance(action, Paso):
                out.append(ev.Bet(seat, lance, "paso"))
                self._open_idx += 1
                if self._open_idx == len(self._players):
                    self._close(out, "paso")
                    self._next_lance(out)
                return out
            if isinstance(action, Envido):
                _check_amount(action.amount)
                self._bet = {"stake": action.amount, "bettor": _pair(seat), "ordago": False,
                             "fold": 1, "out": set()}
                out.append(ev.Bet(seat, lance, "envido", action.amount, action.amount))
            elif isinstance(action, Ordago):
                self._bet = {"stake": 0, "bettor": _pair(seat), "ordago": True, "fold": 1, "out": set()}
                out.append(ev.Bet(seat, lance, "ordago"))
            else:
                raise IllegalAction("R17: open with paso, envido or órdago")
            self._set_responders(seat)
            return out
        # facing a bet (R18)
        if isinstance(action, Quiero):
            out.append(ev.Bet(seat, lance, "quiero", 0, bet["stake"]))
            if bet["ordago"]:
                self._ordago_showdown(out)
            else:
                self._close(out, "querido", bet["stake"])
                self._next_lance(out)
            return out
        if isinstance(action, NoQuiero):
            bet["out"].add(seat)
            self._responders.discard(seat)
            out.append(ev.Bet(seat, lance, "no_quiero", 0, bet["stake"]))
            if not self._responders:  # R19: the whole pair said no quiero
                winner = bet["bettor"]
                self._close(out, "folded", bet["fold"], winner)
                out.append(ev.Deje(lance, winner, bet["fold"]))
                if self._add_points(winner, bet["fold"], out):
                    return out
                self._next_lance(out)
            return out
        if bet["ordago"]:
            raise IllegalAction("R20: an órdago is answered with quiero or no quiero")
        if isinstance(action, Envido):
            _check_amount(action.amount)
            bet["fold"] = bet["stake"]
            bet["stake"] += action.amount
            out.append(ev.Bet(seat, lance, "mas", action.amount, bet["stake"]))
        elif isinstance(action, Ordago):
            bet["fold"] = bet["stake"]
            bet["ordago"] = True
            out.append(ev.Bet(seat, lance, "ordago", 0, bet["stake"]))
        else:
            raise IllegalAction("R18: answer with quiero, no quiero, envido N más or órdago")
        bet["bettor"] = _pair(seat)
        self._set_responders(seat)
        return out

    def _set_responders(self, seat: int) -> None:
        assert self._bet is not None
        out_set = self._bet["out"]
        self._responders = {s for s in self._players if _pair(s) != _pair(seat) and s not in out_set}

    def _ordago_showdown(self, out: list[ev.Event]) -> None:
        """R20: the hand stops; the best hand in the lance wins the juego."""
        lance = self.lance
        assert lance is not None
        self._close(out, "ordago")
        self._reveal(out)
        seat = best_seat(self.infos(), lance, self.mano, self._players, self.rules.juego_real)
        assert seat is not None
        out.append(ev.OrdagoWon(lance, seat, _pair(seat)))
        self._count.append(ev.CountLine(lance, _pair(seat), 0, "ordago", seat))
        out.append(self._count[-1])
        self._win_juego(_pair(seat), out)

    def _reveal(self, out: list[ev.Event]) -> None:
        if not self._showdown:
            self._showdown = True
            out.append(ev.Showdown(self.hands))

    # ----------------------------------------------------------------- scoring (R21-R25)
    def _add_points(self, pair: int, points: int, out: list[ev.Event]) -> bool:
        """Add points; True when this ended the juego (R21), which also ends the hand."""
        self.score[pair] += points
        target = self.rules.tantos
        if self.score[pair] >= target:
            self._reveal(out)
            self._win_juego(pair, out)
            return True
        if not self._dentro[pair] and target - self.score[pair] <= 5:
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
        for res in self._results:
            lance = res.lance
            if res.outcome == "not_played":
                continue
            if lance in ("grande", "chica"):
                if res.outcome == "folded":
                    continue
                seat = best_seat(infos, lance, self.mano, None, jr)
                assert seat is not None
                lines = [(seat, res.stake, "envite") if res.outcome == "querido" else (seat, 1, "paso")]
            else:
                if res.outcome == "folded":
                    assert res.pair is not None
                    pair = res.pair
                    seat = None
                else:
                    seat = best_seat(infos, lance, self.mano, self._participants(lance), jr)
                    assert seat is not None
                    pair = _pair(seat)
                lines = []
                if res.outcome == "querido":
                    lines.append((seat, res.stake, "envite"))
                if lance == "punto":
                    lines.append((seat, 1, "punto"))
                else:
                    for s in self._order():
                        if _pair(s) != pair:
                            continue
                        info = infos[s]
                        if lance == "pares" and info.pares_kind:
                            lines.append((s, info.pares_points, ("", "pareja", "medias", "duples")[info.pares_kind]))
                        elif lance == "juego" and info.juego_points:
                            lines.append((s, info.juego_points, "juego31" if info.points == 31 else "juego"))
            for s, points, why in lines:
                pair = _pair(s) if s is not None else pair
                line = ev.CountLine(lance, pair, points, why, s)
                self._count.append(line)
                out.append(line)
                if self._add_points(pair, points, out):
                    return

    def _participants(self, lance: str) -> list[int]:
        if lance in ("pares", "juego"):
            return [s for s in range(4) if self._decl[lance][s]]
        return [0, 1, 2, 3]

    # ----------------------------------------------------------------- views
    def view(self, seat: int | None) -> MatchView:
        """What ``seat`` may know (None: a spectator); hands of others only after the showdown."""
        bet = self._bet
        return MatchView(
            seat=seat,
            rules=self.rules,
            hand_number=self.hand_number,
            mano=self.mano,
            phase=self.phase,
            lance=self.lance,
            to_act=frozenset(self.to_act()),
            hand=tuple(self._hands[seat]) if seat is not None else (),
            hands=tuple(
                tuple(h) if (self._showdown or s == seat) else None for s, h in enumerate(self._hands)
            ),
            showdown=self._showdown,
            score=(self.score[0], self.score[1]),
            juegos=(self.juegos[0], self.juegos[1]),
            vacas=(self.vacas[0], self.vacas[1]),
            winner=self.winner,
            pares=tuple(self._decl["pares"]),
            juego=tuple(self._decl["juego"]),
            bet=None if bet is None or self.lance is None else BetState(
                self.lance, bet["stake"], bet["bettor"], bet["ordago"], bet["fold"], frozenset(bet["out"])
            ),
            results=tuple(self._results),
            discarded=frozenset(self._chosen) if self.phase == "discard" else frozenset(),
            mus_rounds=self.mus_rounds,
            senas_received=tuple(self._senas_seen[seat]) if seat is not None else (),
            senas_made=tuple(self._senas_made),
            events=tuple(e for e in self._hand_events if e.visible_to(seat)),
            count=tuple(self._count),
            legal=tuple(self.legal_actions(seat)) if seat is not None else (),
            dentro=(self._dentro[0], self._dentro[1]),
        )

    def state(self) -> dict[str, Any]:
        """Every piece of state, for equality (replay and round-trip checks)."""
        d = {k: v for k, v in vars(self).items() if not k.startswith("_rng") and k not in ("_infos", "_true")}
        d["_rng_deal"] = self._rng_deal.getstate()
        d["_rng_sena"] = self._rng_sena.getstate()
        return d

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Match) and self.state() == other.state()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Match(seed={self.seed}, hand={self.hand_number}, phase={self.phase}, "
                f"lance={self.lance}, score={self.score}, juegos={self.juegos}, vacas={self.vacas})")


def _check_deck(deck: Sequence[Card]) -> tuple[Card, ...]:
    d = tuple(deck)
    if len(d) != 40 or set(d) != set(DECK):
        raise ValueError("a deck must hold each of the 40 cards exactly once (R1)")
    return d


def _check_amount(n: int) -> None:
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= MAX_ENVIDO:
        raise IllegalAction(f"R17: an envido is at least 2 (and at most {MAX_ENVIDO}); {n!r} is not allowed")


_ENVIDOS: tuple[Action, ...] = tuple(Envido(n) for n in ENVIDO_CHOICES)
_SENA_ACTIONS: dict[str, Action] = {name: Sena(name) for name in SENA_NAMES}
_DISCARD_CACHE: dict[tuple[Card, ...], list[Action]] = {}


def _discards(hand: Sequence[Card]) -> list[Action]:
    key = tuple(hand)
    acts = _DISCARD_CACHE.get(key)
    if acts is None:
        acts = [Discard(tuple(c for i, c in enumerate(key) if mask >> i & 1)) for mask in range(1, 16)]
        if len(_DISCARD_CACHE) > 20000:
            _DISCARD_CACHE.clear()
        _DISCARD_CACHE[key] = acts
    return list(acts)
