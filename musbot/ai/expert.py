"""The ``expert`` level.

It reads only its MatchView and uses:

* its cards, through the tables of ``odds`` (330 rank-hands with 8 reyes);
* what the others showed: the pares / juego declarations, the señas its partner made (and
  the rivals' ones it caught), the mus / paso / envido / quiero words, all through
  ``exact``: each hidden seat's distribution over the rank-hands (the unseen cards, kept to
  what its declarations and señas allow, weighted by how likely each of its words was with
  those cards) and a lance's odds summed over them; when a hidden seat said órdago (a word
  on its pair's two hands), through ``knowledge.Samples`` instead: samples of the three
  hidden hands (``knowledge.Draws``) weighed the same way, drawn until precise enough;
* the score: how many points each pair still needs, dentro, and a race model of the
  juego (``odds.juego_equity``) for the órdago;
* position: the mano wins ties (inside the odds), the postre may steal a lance that
  everybody passed;
* the betting so far: stake, what a fold would give away, and who already said no quiero.

Discards follow a plan (``discard``), bluffs happen at the personality's rate, and it
makes true señas to its partner at sensible moments.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field, replace
from random import Random

from ..engine import events as ev
from ..engine.actions import (
    Action,
    Discard,
    Envido,
    Mus,
    NoMus,
    NoQuiero,
    Ordago,
    Paso,
    Quiero,
    Sena,
)
from ..engine.evaluate import hand_code
from ..engine.senas import true_senas_of_code
from ..engine.view import MatchView
from .discard import choose_discard, plan_from_senas, unseen_counts
from .exact import SeatOdds, lance_odds, prior, reads_ordago, seat_words
from .interface import fallback, playable
from .knowledge import (
    ALPHA_LEVELS,
    LANCE_INDEX,
    Draws,
    Knowledge,
    LanceOdds,
    Reading,
    Samples,
    read_view,
    warm_up,
)
from .model import Tendencies
from .odds import CHICA, GRANDE, PUNTO, juego_equity
from .personality import Personality

# the señas worth passing, most useful first
SENA_PRIORITY: tuple[str, ...] = (
    "treinta_y_una", "duples", "medias", "tres_reyes", "tres_ases", "dos_reyes",
    "dos_ases", "juego", "treinta_punto", "ciego",
)
MUS_SENAS = ("tres_reyes", "dos_reyes", "tres_ases", "dos_ases", "duples", "medias")
MUS_THRESHOLD = (0.70, 0.77, 0.74, 0.79)  # value rank needed to cut, by position from the mano


BIG_HAND = 0.9  # the win chance, once accepted, from which a club player's manners fade
SURE_HAND = 0.97  # ... and from which it bets past its habit of one bet a lance


@dataclass(frozen=True, slots=True)
class Thought:
    """What the expert plays now and the figures it chose on (what the coach explains).

    ``reason`` names the branch that decided (see ``musbot.ai.coach``); ``figures`` holds
    the numbers behind it: chances in [0, 1], gains in points of the juego's equity (what the
    choice is worth over the alternative, in tantos), amounts and cards as given."""

    action: Action
    reason: str
    figures: dict[str, object] = field(default_factory=dict)
    sena: Sena | None = None  # the seña it makes to its partner first, if any


class ExpertPlayer:
    level = "expert"

    def __init__(self, seed: int = 0, personality: Personality | None = None,
                 samples: int = 220) -> None:
        warm_up()  # the default rules' tables, built once per process
        self.seed = seed
        self.rng = Random(seed)
        self.pers = personality or Personality()
        self.samples = samples
        self.model = Tendencies()
        # tuning knobs (the personality moves the judgement; these fix the method)
        self.mus_shift = 0.0
        self.ordago_floor = 0.1
        self.plan_bias = (1.0, 1.0, 1.0, 1.0, 1.0)
        self.defer_margin = 0.5
        # the hands drawn for this seat's knowledge of the cards, and those weighed by the
        # words heard: reused while nothing new is known (e.g. grande, then chica, or an
        # answer to a raise); one each, this player's own (what its seat knows)
        self._draws: tuple[tuple[object, ...], Draws] | None = None
        self._samples: tuple[tuple[object, ...], Samples] | None = None
        # the exact odds' parts, kept the same way: each hidden seat's hands weighed by what
        # this seat knows (extended by later words and constraints), and the lances' odds of
        # the last knowledge and reading
        self._prior: tuple[list[int], array[float]] | None = None
        self._seats: dict[int, SeatOdds] = {}
        self._odds: tuple[tuple[object, ...], list[LanceOdds | None]] | None = None
        self._coins: dict[tuple[object, ...], float] = {}  # see _coin

    # ------------------------------------------------------------------ entry
    def decide(self, view: MatchView) -> Action:
        return self._think(view, explain=False).action

    def think(self, view: MatchView) -> Thought:
        """The action that uses the turn, with its reasons; ``sena`` is the seña ``decide``
        makes first (``decide`` returns it, then this action when asked again)."""
        return self._think(view, explain=True)

    def _think(self, view: MatchView, explain: bool) -> Thought:
        """``explain``: the turn's action even when a seña comes first (``think``); otherwise
        the seña is the action, and the lance is not weighed until it is made (``decide``)."""
        acts = playable(view)
        if not acts:
            return Thought(fallback(view), "none")
        self.model.update(view)
        k = read_view(view)
        if view.phase == "mus":
            got = self._mus(view, k)
            if explain and got.sena is not None:
                got = replace(got, action=self._mus(view, k, senas=False).action)
            return got
        if view.phase == "discard":
            return self._discard(view, k)
        if view.phase == "lances" and view.lance is not None:
            sena = self._sena(view, SENA_PRIORITY, 2)
            if sena is not None and not explain:
                return Thought(sena, "sena", sena=sena)
            return replace(self._lance(view, k, acts), sena=sena)
        return Thought(acts[0], "none")

    # ------------------------------------------------------------------ señas
    def _senas_made_now(self, view: MatchView) -> int:
        """How many señas this seat made since it last got cards."""
        n = 0
        for e in view.events:
            if isinstance(e, ev.CardsDealt) and e.to == view.seat:
                n = 0
            elif isinstance(e, ev.SenaMade) and e.seat == view.seat:
                n += 1
        return n

    def _sena(self, view: MatchView, priority: tuple[str, ...], limit: int) -> Sena | None:
        legal = [a.name for a in view.legal if type(a) is Sena]
        if not legal:
            return None
        # only true señas, also where the table allows false ones (señas libres): looked up by
        # the hand's code, as the engine does
        true = true_senas_of_code(hand_code(view.hand), view.rules.reyes)
        avail = {name for name in legal if name in true}
        if not avail:
            return None
        made = self._senas_made_now(view)
        if made >= limit:
            return None
        for name in priority:
            if name in avail:
                # one draw per seña and card set: a refused seña is not offered again
                if self._coin(view, name) < self.pers.sena_habit:
                    return Sena(name)
        return None

    def _coin(self, view: MatchView, name: str) -> float:
        """A repeatable draw for this hand, cards and seña (so asking twice gives one answer):
        kept for the hand, as seeding a generator from a string costs more than the rest of
        a seña's choice."""
        key = (view.hand_number, view.seat, tuple(view.hand), name)
        got = self._coins.get(key)
        if got is None:
            if len(self._coins) >= 32:
                self._coins.clear()
            cards = ",".join(sorted(str(c) for c in view.hand))
            got = self._coins[key] = Random(
                f"{self.seed}:{view.hand_number}:{view.seat}:{cards}:{name}").random()
        return got

    # ------------------------------------------------------------------ mus
    def _mus(self, view: MatchView, k: Knowledge, senas: bool = True) -> Thought:
        """Cut the mus or ask for it; with ``senas`` the seña made first goes in ``sena``
        (and is the action)."""
        tab = k.tab
        pos = (k.seat - k.mano) % 4
        need_us, need_them = self._needs(view)
        threshold = MUS_THRESHOLD[pos] - self.pers.mus_cut + self.mus_shift
        # the partner's señas (made in this mus round) count for the pair
        bonus = 0.0
        for name in k.senas.get(k.partner, ()):
            bonus += {"tres_reyes": 0.06, "dos_reyes": 0.03, "tres_ases": 0.04,
                      "dos_ases": 0.02, "duples": 0.08, "medias": 0.06}.get(name, 0.0)
        # later mus rounds: everybody holds better cards, and a long mus helps nobody
        threshold += 0.02 * min(view.mus_rounds, 3) - 0.06 * max(0, view.mus_rounds - 3)
        # far behind against a pair that is dentro: a cut with fair cards is worth the risk
        if need_them <= 5 and need_us > 15:
            threshold -= 0.05
        value = tab.value_rank[k.my_id] + bonus
        figures: dict[str, object] = {"value": value, "threshold": threshold,
                                      "partner_bonus": bonus, "position": pos}
        cut = value >= threshold
        if cut:
            acts = set(view.legal)
            if NoMus() in acts:
                sena = self._sena(view, SENA_PRIORITY, 2) if senas else None
                return Thought(sena or NoMus(), "mus.cut", figures, sena)
        sena = self._sena(view, MUS_SENAS, 1) if senas else None
        action = Mus() if Mus() in view.legal else playable(view)[0]
        return Thought(sena or action, "mus.mus", figures, sena)

    # ------------------------------------------------------------------ discard
    def _discard(self, view: MatchView, k: Knowledge) -> Thought:
        plan = plan_from_senas(k.senas.get(k.partner, ()))
        plan = (plan[0] * self.plan_bias[0], plan[1] * self.plan_bias[1],
                plan[2] * self.plan_bias[2], plan[3] * self.plan_bias[3],
                plan[4] * self.plan_bias[4])
        d, value = choose_discard(k.tab, view.hand, unseen_counts(k.tab, k.unseen), plan)
        figures: dict[str, object] = {"plan": plan, "value": value,
                                      "partner_senas": k.senas.get(k.partner, ())}
        if d not in view.legal:
            d = next(a for a in view.legal if isinstance(a, Discard))
        return Thought(d, "discard", figures)

    # ------------------------------------------------------------------ lances
    def _needs(self, view: MatchView) -> tuple[int, int]:
        assert view.seat is not None
        pair = view.seat % 2
        target = view.rules.tantos
        return target - view.score[pair], target - view.score[1 - pair]

    def _estimate(self, k: Knowledge, belief: dict[int, Reading], li: int) -> LanceOdds:
        """The odds of lance ``li``: exact over the rank-hands (``exact``), or sampled when a
        hidden seat said órdago (a word on its pair's two hands, which the exact sums do not
        read). Both are kept while this seat's knowledge and reading of the words stay the
        same (a later lance or bet of the hand)."""
        if reads_ordago(k, belief):
            return self._sampled(k, belief, li)
        # what the odds depend on (``Knowledge.cards_key``'s parts, the words, the readings),
        # copied as they come (cheaper than the sorted tuples of ``cards_key``)
        tab = k.tab
        key = (tab.reyes, tab.juego_real, k.seat, k.unseen[:], dict(k.masks), k.my_id, k.mano,
               k.obs, dict(belief))
        if self._odds is None or self._odds[0] != key:
            if self._prior is None or self._prior[0] != k.unseen:
                self._prior = k.unseen, prior(k.tab, k.unseen)
            base = self._prior[1]
            for s in k.others:
                words, reading, mask = seat_words(k, s), belief[s], k.masks[s]
                got = self._seats.get(s)
                if got is None:
                    self._seats[s] = SeatOdds(k.tab, base, mask, reading, words)
                else:
                    got.update(base, mask, reading, words)
            self._odds = key, [None] * 5
        lances = self._odds[1]
        got_odds = lances[li]
        if got_odds is None:
            partner, r1, r2 = k.others
            got_odds = lances[li] = lance_odds(
                k, (self._seats[partner], self._seats[r1], self._seats[r2]), li)
        return got_odds

    def _sampled(self, k: Knowledge, belief: dict[int, Reading], li: int) -> LanceOdds:
        """The odds of lance ``li``, from samples drawn until they are precise enough.

        The hands are drawn from a generator seeded by this player's seed and what its seat
        knows of the cards (``Knowledge.cards_key``), so the same knowledge always gives the
        same samples, and keeping them changes no decision: a new word only weighs them
        anew, a new declaration, seña or hand draws new ones."""
        cards = k.cards_key()
        if self._draws is None or self._draws[0] != cards:
            self._draws = cards, Draws(k, Random(f"{self.seed}:{cards}"))
        key = (cards, k.my_id, k.mano, k.obs, tuple(sorted(belief.items())))
        if self._samples is None or self._samples[0] != key:
            self._samples = key, Samples(k, self._draws[1], self.samples, belief, sequential=True)
        return self._samples[1].odds(li)

    def _calm(self, view: MatchView) -> float:
        """1 early in a juego, falling to 0 as either pair nears the target (0 when dentro):
        how much the club's manners about stakes apply."""
        need_us, need_them = self._needs(view)
        return min(1.0, max(0.0, (min(need_us, need_them) - 5) / (view.rules.tantos / 2)))

    def _lance(self, view: MatchView, k: Knowledge, acts: list[Action]) -> Thought:
        assert view.lance is not None and view.seat is not None
        lance = view.lance
        li = LANCE_INDEX[lance]
        seat = view.seat
        players = _players(view)
        rivals = tuple(s for s in players if s % 2 != seat % 2)
        model = self.model
        belief = {s: model.seats[s].reading(ALPHA_LEVELS) for s in (0, 1, 2, 3) if s != seat}
        est = self._estimate(k, belief, li)
        p = est.win
        nr = max(len(rivals), 1)
        alpha = sum(model.informative(s) for s in rivals) / nr
        # who accepts what: a threshold on the rivals' cards, as far as their words mean cards
        t_env = 1.0 - sum(model.seats[s].accept_rate for s in rivals) / nr
        t_ord = 1.0 - sum(model.seats[s].ordago_accept_rate for s in rivals) / nr
        accept, p_called = est.if_accepted(alpha, t_env, model.pair_accepts(rivals, False))
        accept_o, p_ordago = est.if_accepted(alpha, t_ord, model.pair_accepts(rivals, True))
        pers = self.pers
        rng = self.rng
        need_us, need_them = self._needs(view)
        # the club's manners: early in a juego, with no more than a good hand
        manners = pers.stake_manners * self._calm(view) * (1.0 - _big(p_called))

        if li in (GRANDE, CHICA):
            en_paso, pts_us, pts_them, us_all, them_all = 1.0, 0.0, 0.0, 0.0, 0.0
        elif li == PUNTO:
            en_paso, pts_us, pts_them, us_all, them_all = 1.0, 1.0, 1.0, 1.0, 1.0
        else:
            en_paso = 0.0
            pts_us, pts_them = est.pts_us, est.pts_them
            us_all, them_all = est.us_all, est.them_all

        def eq(gain: float, loss: float) -> float:
            """Equity of the juego after we score ``gain`` and they score ``loss``."""
            return juego_equity(need_us - gain, need_them - loss) + 0.002 * (gain - loss)

        unit = max(eq(1.0, 0.0) - eq(0.0, 0.0), 0.002)  # what one point is worth now

        def showdown(stake: float) -> float:
            return p_called * eq(stake + pts_us, 0.0) + (1 - p_called) * eq(0.0, stake + pts_them)

        can_envido = any(isinstance(a, Envido) for a in acts)
        can_ordago = Ordago() in acts
        bet = view.bet
        options: list[tuple[float, Action]] = []
        figures: dict[str, object] = {
            "lance": lance, "p_win": p, "p_called": p_called, "p_accept": accept,
            "p_ordago": p_ordago, "need_us": need_us, "need_them": need_them,
        }

        def thought(action: Action, reason: str) -> Thought:
            base = options[0][0]  # paso when opening, no quiero when facing a bet
            figures["gains"] = tuple((a, (v - base) / unit) for v, a in options)
            return Thought(action, reason, figures)

        if bet is None:  # opening (R17)
            options.append((p * eq(en_paso + pts_us, 0.0) + (1 - p) * eq(0.0, en_paso + pts_them),
                            Paso()))
            bonus = pers.aggression * 4 * unit
            if can_envido:
                for n in pers.open_sizes:
                    if n > max(need_us, 2):
                        break
                    a = accept * (1.0 - 0.06 * (n - 2) * alpha)
                    v = (1 - a) * eq(1.0 + us_all, 0.0) + a * showdown(n) + bonus
                    v -= 0.15 * (n - 2) * unit * (1.0 - pers.big_bets)  # believable sizes
                    v -= manners * (n - 2) * unit  # the club's envite is two
                    options.append((v, Envido(n)))
            if can_ordago and self._ordago_sensible(p_ordago, eq(0.0, 0.0), view):
                a = min(1.0, max(accept_o * 1.3, self.ordago_floor))  # never count on a fold
                v = (1 - a) * eq(1.0 + us_all, 0.0) + a * p_ordago
                v += pers.ordago_appetite * 2 - self._ordago_cost(view)
                options.append((v, Ordago()))
            best = max(options, key=lambda o: o[0])[1]
            if isinstance(best, Paso) and can_envido and p >= 0.15:
                later = self._openers_after(view, players)
                rate = pers.bluff_rate * (1.5 if not later else 0.7)
                if rng.random() < rate:
                    return thought(Envido(2), "open.bluff")
                if can_ordago and self._ordago_bluff(view, need_us, need_them):
                    return thought(Ordago(), "ordago.bluff")
            return thought(best, "open." + _word(best))

        stake, fold_value = bet.stake, bet.fold_value
        partner_left = view.partner in view.to_act and view.partner not in bet.out
        fold = eq(0.0, fold_value + them_all)
        figures.update(stake=stake, fold_value=fold_value)
        if bet.ordago:
            # accepted: the best hand wins the juego now (R20); refused: they take fold_value
            take = p + pers.ordago_appetite - 0.01
            figures.update(take=take, fold_equity=fold)
            if partner_left and take < fold + 0.1:
                return Thought(NoQuiero(), "ordago.defer", figures)  # the partner still answers
            return Thought(Quiero() if take > fold else NoQuiero(),
                           "ordago.quiero" if take > fold else "ordago.no_quiero", figures)
        options.append((fold, NoQuiero()))
        call = p * eq(stake + pts_us, 0.0) + (1 - p) * eq(0.0, stake + pts_them)
        options.append((call - pers.caution * unit, Quiero()))
        bets = _bets_by(view, seat % 2)
        may_raise = (bets < pers.max_bets or pers.stake_manners * self._calm(view) <= 0.0
                     or p_called >= SURE_HAND)
        if can_envido and stake < need_us and stake < 30 and may_raise:
            for n in pers.raise_sizes:
                a = accept * (1.0 - 0.06 * (n - 2) * alpha)
                v = (1 - a) * eq(stake + us_all, 0.0) + a * showdown(stake + n)
                v += (pers.aggression * 4 - 0.5 - 0.2 * (n - 2)) * unit
                v -= manners * (stake + n - 2) * unit  # every point more is against the habit
                options.append((v, Envido(n)))
        if can_ordago and self._ordago_sensible(p_ordago, eq(0.0, 0.0), view):
            a = min(1.0, max(accept_o * 1.3, self.ordago_floor))
            v = (1 - a) * eq(stake + us_all, 0.0) + a * p_ordago
            v += pers.ordago_appetite * 2 - self._ordago_cost(view)
            options.append((v, Ordago()))
        best = max(options, key=lambda o: o[0])[1]
        if isinstance(best, Quiero) and partner_left and call - fold < self.defer_margin * unit:
            return thought(NoQuiero(), "answer.defer")  # doubtful: the partner still answers
        if isinstance(best, Quiero | NoQuiero) and can_envido and stake <= 3 and p >= 0.25:
            if rng.random() < pers.bluff_rate * 0.25:
                return thought(Envido(2), "answer.bluff")  # a rare counter-bluff keeps them honest
        return thought(best, "answer." + _word(best))

    def _ordago_cost(self, view: MatchView) -> float:
        """Equity asked of an órdago on top: a juego is not thrown on one hand early on."""
        need_us, need_them = self._needs(view)
        return 0.01 + self.pers.ordago_early_cost * min(need_us, need_them) / view.rules.tantos

    def _ordago_sensible(self, p_accepted: float, equity: float, view: MatchView) -> bool:
        """An órdago is a bet on the cards: made with the better hand once accepted (early
        in a juego only with a near-certain one), or as the last resort of a pair that is
        losing the juego anyway, when it has a fair chance (in self-play this halved the
        órdagos, 0.85 to 0.45 a hand, without losing strength against basic)."""
        need_us, need_them = self._needs(view)
        pers = self.pers
        early = min(need_us, need_them) / view.rules.tantos
        min_p = pers.ordago_min_p + pers.ordago_early_p * early - pers.ordago_appetite
        return p_accepted >= min_p or (equity < 0.15 and need_them <= pers.ordago_last_need
                                       and p_accepted >= pers.ordago_last_p)

    def _ordago_bluff(self, view: MatchView, need_us: int, need_them: int) -> bool:
        """The bluffer's órdago: the rivals are dentro and far ahead, the cards say nothing."""
        rate = self.pers.ordago_bluff
        if rate <= 0.0 or need_them > 5 or need_us <= need_them + 10:
            return False
        return self.rng.random() < rate

    def _openers_after(self, view: MatchView, players: tuple[int, ...]) -> bool:
        """Whether somebody still opens after this seat in this lance (no bet yet)."""
        if view.seat not in players:
            return False
        return players.index(view.seat) < len(players) - 1


def _big(p_called: float) -> float:
    """0 for an ordinary hand, rising to 1 as the win chance once accepted goes from
    BIG_HAND to 1: big stakes remain for big hands."""
    return min(1.0, max(0.0, (p_called - BIG_HAND) / (1.0 - BIG_HAND)))


def _word(action: Action) -> str:
    return {Paso: "paso", Envido: "envido", Ordago: "ordago", Quiero: "quiero",
            NoQuiero: "no_quiero"}.get(type(action), "other")


def _bets_by(view: MatchView, pair: int) -> int:
    """Envites and raises ("n más") the pair made in the lance under way."""
    n = 0
    for e in view.events:
        if isinstance(e, ev.LanceStarted):
            n = 0
        elif isinstance(e, ev.Bet) and e.word in ("envido", "mas") and e.seat % 2 == pair:
            n += 1
    return n


def _players(view: MatchView) -> tuple[int, ...]:
    """The seats taking part in the lance under way, in speaking order (R16)."""
    order = [(view.mano + i) % 4 for i in range(4)]
    if view.lance == "pares":
        return tuple(s for s in order if view.pares[s])
    if view.lance == "juego":
        return tuple(s for s in order if view.juego[s])
    return tuple(order)
