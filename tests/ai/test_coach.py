"""The coach: the expert's own choice, from the asking seat's view only, in every language."""

from __future__ import annotations

import io
import random
from string import Formatter

import pytest

from musbot.ai import make_player
from musbot.ai.coach import advise
from musbot.engine import DECK, Envido, Match, NoMus, Rules, Sena
from musbot.engine.actions import Action
from musbot.engine.view import MatchView
from musbot.i18n import LANGS, catalogue, t
from musbot.i18n.coach import advice_lines
from musbot.terminal import run_terminal


def _expert_plays(view_of: object, match: Match, seat: int, seed: int) -> tuple[list[str], Action]:
    """What a fresh expert of ``seed`` does at this turn: its señas (applied), then the action."""
    player = make_player("expert", seed)
    senas: list[str] = []
    action = player.decide(match.view(seat))
    while isinstance(action, Sena):
        senas.append(action.name)
        match.apply(seat, action)
        action = player.decide(match.view(seat))
    return senas, action


def test_the_advice_is_what_the_expert_would_play() -> None:
    """Seeded: at every turn of seat 0 over several hands (mus, discard, every lance, bets and
    answers), the advice names the expert's action and its first seña."""
    reasons: set[str] = set()
    for game in range(3):
        match = Match.new(Rules(), seed=100 + game)
        others = [make_player("expert", 7 * game + s) for s in range(4)]
        for _ in range(500):
            if match.phase == "match_end" or len(reasons) > 40:
                break
            if match.phase == "hand_end":
                match.next_hand()
                continue
            seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
            if seat == 0:
                seed = 31 + match.hand_number
                advice = advise(match.view(0), seed=seed)
                assert advice is not None
                senas, action = _expert_plays(None, match, 0, seed)
                assert advice.action == action
                assert advice.sena == (senas[0] if senas else None)
                reasons.add(advice.reason)
                match.apply(0, action)
                continue
            action = others[seat].decide(match.view(seat))
            match.apply(seat, action)
    # the test walked through the main kinds of advice
    assert {"mus.mus", "mus.cut", "discard", "open.paso", "answer.no_quiero"} <= reasons
    assert any(r.startswith("answer.quiero") or r == "open.envido" for r in reasons)


def _deck_with_hand(hand: list, rng: random.Random, seat: int) -> list:
    """A deck that deals ``hand`` to ``seat`` (first deal, one card at a time) and shuffles the rest."""
    rest = [c for c in DECK if c not in hand]
    rng.shuffle(rest)
    deck = []
    for i in range(40):
        if i < 16 and i % 4 == seat:
            deck.append(hand[i // 4])
        else:
            deck.append(rest.pop())
    return deck


def _same_advice_whatever_the_hidden_hands(build: object, seat: int) -> None:
    rng = random.Random(11)
    for _ in range(6):
        hand = rng.sample(list(DECK), 4)
        seen = set()
        for _ in range(5):
            match = Match.new(Rules(pillar_senas=0.0), seed=1, deck=_deck_with_hand(hand, rng, seat))
            assert sorted(match.hands[seat]) == sorted(hand)
            build(match)  # type: ignore[operator]
            view: MatchView = match.view(seat)
            advice = advise(view, seed=5)
            assert advice is not None
            seen.add(repr((advice.action, advice.sena, advice.lines)))
        assert len(seen) == 1, "the advice changed with cards the asking seat cannot see"


def test_the_coach_reads_only_the_asking_seats_view() -> None:
    """The other three hands are dealt anew behind the same view: the advice does not move
    (in the mus, opening grande, and answering an envite)."""
    _same_advice_whatever_the_hidden_hands(lambda m: None, 0)  # the mano's mus
    _same_advice_whatever_the_hidden_hands(lambda m: m.apply(0, NoMus()), 0)  # opening grande

    def envite(m: Match) -> None:
        m.apply(0, NoMus())
        m.apply(0, Envido(2))

    _same_advice_whatever_the_hidden_hands(envite, 1)  # answering the mano's envite


def test_asking_twice_gives_the_same_advice() -> None:
    """Pure: no state survives a call (so a table can ask at any time, in any order)."""
    match = Match.new(Rules(), seed=4)
    match.apply(0, NoMus())
    first = advise(match.view(0), seed=3)
    for seed in (9, 3, 8):  # other tables ask in between
        other = Match.new(Rules(), seed=seed)
        other.apply(0, NoMus())
        assert advise(other.view(0), seed=seed) is not None
    assert repr(advise(match.view(0), seed=3)) == repr(first)


def test_no_advice_when_the_seat_has_nothing_to_play() -> None:
    match = Match.new(Rules(), seed=4)
    assert advise(match.view(1), seed=1) is None  # the mano speaks first (R5)
    assert advise(match.view(None), seed=1) is None  # a spectator


def test_every_advice_line_reads_in_every_language() -> None:
    """Each catalogue line of the coach, filled with its parameters in words, in es/en/de/eu."""
    match = Match.new(Rules(), seed=12)
    players = [make_player("expert", s) for s in range(4)]
    lines = []
    for _ in range(300):
        if match.phase == "match_end":
            break
        if match.phase == "hand_end":
            match.next_hand()
            continue
        seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
        advice = advise(match.view(seat), seed=2)
        if advice is not None:
            assert 1 <= len(advice.lines) <= 2
            lines.extend(advice.lines)
        match.apply(seat, players[seat].decide(match.view(seat)))
    assert len({key for key, _ in lines}) >= 6
    for lang in LANGS:
        for text in advice_lines(lines, lang):
            assert text and "{" not in text and "}" not in text
            assert "ai.coach" not in text  # a key without its text


NB, NNB = "\u00a0", "\u202f"  # no-break and narrow no-break spaces


@pytest.mark.parametrize(("lang", "chance", "gain", "loss", "even"), [
    ("es", f"con un 45{NB}%", "+0,8 tantos", "−1,3 tantos", "±0,0 tantos"),
    ("en", "wins 45% of the time", "+0.8 points", "−1.3 points", "±0.0 points"),
    ("de", f"in 45{NB}% der Fälle", "+0,8 Punkte", "−1,3 Punkte", "±0,0 Punkte"),
    ("eu", f"%{NB}45eko aukera", "+0,8 tanto", "−1,3 tanto", "±0,0 tanto"),
    ("fr", f"dans 45{NNB}% des cas", "moyenne +0,8", "moyenne −1,3", "moyenne ±0,0"),
])
def test_numbers_are_written_as_each_language_writes_them(
        lang: str, chance: str, gain: str, loss: str, even: str) -> None:
    """The chance with the language's percent sign where it puts it (Basque before
    the number, with its case ending joined: "% 45eko"), the gain in tantos with its sign and
    the language's decimal mark (a true minus sign; ± for nothing either way)."""
    def line(value: float) -> str:
        params = {"lance": "grande", "p": 45, "stake": 5, "fold": 2, "gain": value}
        return advice_lines([("ai.coach.answer.quiero", params)], lang)[0]

    assert chance in line(0.84) and gain in line(0.84)
    assert loss in line(-1.26)
    assert even in line(0.0)


def test_basque_joins_its_endings_to_the_percentages() -> None:
    """"From 60 %" is "% 60tik", "from 45 %" is "% 45etik" (berrogeita bost ends in a
    consonant): the ending follows how the number is read aloud (musbot.i18n.grammar)."""
    def cut(need: int) -> str:
        return advice_lines([("ai.coach.mus.cut", {"pct": 70, "need": need})], "eu")[0]

    assert f"%{NB}60tik gorako" in cut(60)
    assert f"%{NB}45etik gorako" in cut(45)


def test_every_personality_has_a_name_in_every_language() -> None:
    from musbot.ai import PERSONALITIES

    for lang in LANGS:
        for name in PERSONALITIES:
            for key in (f"ai.personality.{name}", f"ai.personality.{name}.help"):
                assert key in catalogue()[lang]  # not the Spanish fallback
                assert not [f for _, f, _, _ in Formatter().parse(t(key, lang)) if f]


def _terminal(lines: list[str], coach: bool) -> str:
    out = io.StringIO()
    run_terminal(io.StringIO("\n".join(lines) + "\n"), out, lang="en", seed=7, coach=coach)
    return out.getvalue()


def test_the_terminal_coach_answers_a_question_mark() -> None:
    """``musbot play --coach``: "?" at the menu prints the advice and asks again."""
    text = _terminal(["?", "1", "q"], coach=True)
    assert t("ai.coach.ask", "en") in text
    assert "Advice: Mus: your hand is better than only" in text
    assert "I don't understand “?”" not in text
    plain = _terminal(["?", "q"], coach=False)
    assert "Advice:" not in plain and "I don't understand “?”" in plain
