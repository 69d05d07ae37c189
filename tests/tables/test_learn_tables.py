"""The coach, the tutorial and the personalities at the Discord-free table service: a real
SQLite store, seeded partidas."""

from __future__ import annotations

import random

import pytest

from musbot.ai import make_player
from musbot.ai.coach import advise
from musbot.engine import DECK, Envido, Match, NoMus, Rules, Sena
from musbot.i18n import LANGS, t
from musbot.i18n.coach import advice_lines
from musbot.presenter.controls import Verb
from musbot.presenter.lessons import lesson
from musbot.presenter.screens import (
    coach_lines,
    coach_seed,
    computer_choices,
    private_screen,
    public_screen,
)
from musbot.store import Store
from musbot.tables.errors import TableError
from musbot.tables.model import Seat, Table
from musbot.tables.practice import open_tutorial
from musbot.tables.service import TableService
from musbot.tables.status import TableStatus
from musbot.tables.store_adapter import StorePersistence
from musbot.tables.tutorial import COUNT, TOPICS, due

GUILD, CHANNEL = 10, 20
ANA = 101


async def coached_table(service, seed=7, rules=None, consejos=True, level="expert"):
    table = await service.open_table(GUILD, CHANNEL, ANA, "Ana", rules or Rules(juegos=1, vacas=1), seed=seed,
                                     consejos=consejos)
    for _ in range(3):
        await service.add_ai(CHANNEL, ANA, level)
    await service.start(CHANNEL, ANA)
    return table


async def follow_the_coach(service, table, check=None, max_steps=3000):
    """Ana plays what the coach advises (its seña first) until the partida ends."""
    for _ in range(max_steps):
        if table.status != TableStatus.PLAYING:
            return
        match = table.match
        if match.phase == "hand_end":
            await service.next_hand(CHANNEL, ANA, match.hand_number)
            continue
        mine = await service.seat_snapshot(CHANNEL, ANA)
        advice = advise(mine.view, seed=coach_seed(mine.view))
        assert advice is not None, "the service hands the turn to a person only when they have one"
        if check is not None:
            check(mine, advice)
        if advice.sena is not None:
            await service.act(CHANNEL, ANA, match.hand_number, Sena(advice.sena))
        await service.act(CHANNEL, ANA, match.hand_number, advice.action)
    raise AssertionError("the partida did not end")


# ---------------------------------------------------------------- the coach

async def test_the_consejo_is_what_the_expert_would_play_in_that_view(service):
    """Seeded: at each of Ana's turns over a whole partida, the coach's words are the expert's
    own choice in Ana's view: a fresh expert of the same seed plays the seña or the action the
    advice names, and the lines shown are that advice's words."""
    table = await coached_table(service, seed=3)
    reasons: set[str] = set()

    def check(mine, advice):
        expert = make_player("expert", coach_seed(mine.view))
        played = expert.decide(mine.view)
        assert played == (Sena(advice.sena) if advice.sena is not None else advice.action)
        for lang in LANGS:
            assert coach_lines(mine, lang) == advice_lines(advice.lines, lang)
        reasons.add(advice.reason)

    await follow_the_coach(service, table, check)
    assert table.status == TableStatus.FINISHED
    assert {"mus.mus", "mus.cut", "discard", "open.paso"} <= reasons, reasons  # the advice varied


def _deck_dealing(hand, rng, seat):
    """A deck whose first deal gives ``seat`` the cards ``hand`` and the others any cards."""
    rest = [c for c in DECK if c not in hand]
    rng.shuffle(rest)
    return [hand[i // 4] if i < 16 and i % 4 == seat else rest.pop() for i in range(40)]


@pytest.mark.parametrize("moves", ["mus", "grande", "answer"])
def test_the_consejo_reads_only_the_asking_persons_view(moves):
    """The three other hands are dealt anew behind the same view of Ana (and the table's own
    seed changes too): the Consejo's words do not move. At the mus, opening the grande and
    answering an envite."""
    rng = random.Random(17)
    seat = 1 if moves == "answer" else 0
    for _ in range(4):
        hand = rng.sample(list(DECK), 4)
        seen = set()
        for _ in range(4):
            match = Match.new(Rules(pillar_senas=0.0), seed=1, deck=_deck_dealing(hand, rng, seat))
            if moves != "mus":
                match.apply(0, NoMus())
            if moves == "answer":
                match.apply(0, Envido(2))
            table = Table(GUILD, CHANNEL, ANA, match.rules, 60, "es", consejos=True)
            table.seed = rng.getrandbits(63)  # the table's seed says nothing about the advice
            table.seats = [Seat("ai", f"Bot {i + 1}") for i in range(4)]
            table.seats[seat] = Seat("human", "Ana", ANA)
            table.match, table.status = match, TableStatus.PLAYING
            mine = table.freeze().for_user(ANA)
            assert mine is not None and sorted(mine.view.hand) == sorted(hand)
            seen.add(tuple(coach_lines(mine, "es")))
        assert len(seen) == 1, f"the Consejo changed with cards Ana cannot see: {seen}"


async def test_the_consejo_button_is_on_consejos_tables_only_and_at_ones_turn(service):
    await coached_table(service, seed=3)
    mine = await service.seat_snapshot(CHANNEL, ANA)
    screen = private_screen(mine, "es")
    has_button = any(c.verb is Verb.CONSEJO for c in screen.controls)
    assert has_button == (mine.seat in mine.view.to_act)
    public = public_screen(mine.table, "es")
    assert t("coach.table_note", "es") in public.lines  # the table says it is not rated
    await service.close(CHANNEL, ANA)
    plain = await coached_table(service, seed=3, consejos=False)
    mine = await service.seat_snapshot(CHANNEL, ANA)
    assert not any(c.verb is Verb.CONSEJO for c in private_screen(mine, "es").controls)
    assert t("coach.table_note", "es") not in public_screen(mine.table, "es").lines
    assert plain.status == TableStatus.PLAYING


@pytest.mark.parametrize("consejos", [True, False])
async def test_a_consejos_table_leaves_no_rating(store, clock, consejos):
    """Played to its end by a person following the coach: with consejos nothing reaches the
    ranking, the ratings or the statistics (the same partida without it does)."""
    service = TableService(StorePersistence(store), clock=clock)
    table = await coached_table(service, seed=5, consejos=consejos)
    await follow_the_coach(service, table)
    assert table.status == TableStatus.FINISHED
    assert table.results == [] if consejos else table.results
    board = await store.stats.leaderboard(GUILD)
    stats = await store.stats.player_stats(GUILD, ANA)
    if consejos:
        assert board == [] and stats.partidas == 0 and stats.hands == 0
    else:
        assert [r.player.user_id for r in board] == [ANA] and stats.partidas == 1


# ---------------------------------------------------------------- the personalities

async def test_personalities_are_offered_by_name_and_kept_after_a_restart(tmp_path, clock):
    store = await Store.open(tmp_path / "mus.db")
    try:
        service = TableService(StorePersistence(store), clock=clock)
        await service.open_table(GUILD, CHANNEL, ANA, "Ana", Rules(), seed=2, personality="farolero")
        snap = await service.snapshot(CHANNEL)
        offered = computer_choices(snap.public, "es")
        assert offered[0] == ("expert:farolero", f"{t('bot.level.expert', 'es')} · {t('ai.personality.farolero', 'es')}")
        assert {"expert:club", "expert:prudente", "expert:agresivo"} <= {v for v, _ in offered}
        await service.add_ai(CHANNEL, ANA, "expert")  # the table's own: farolero
        await service.add_ai(CHANNEL, ANA, "expert:prudente")
        await service.add_ai(CHANNEL, ANA, "basic")
        with pytest.raises(TableError):
            await service.add_ai(CHANNEL, ANA, "expert:loco")  # no such personality: refused
        await service.start(CHANNEL, ANA)
        before = [(s.level, s.personality) for s in service.get(CHANNEL).seats[1:]]
        assert before == [("expert", "farolero"), ("expert", "prudente"), ("basic", None)]
        table = service.get(CHANNEL)
        assert [service._player(table, s).pers.name for s in (1, 2)] == ["farolero", "prudente"]  # as it plays
    finally:
        await store.close()
    store = await Store.open(tmp_path / "mus.db")  # the bot restarts
    try:
        service = TableService(StorePersistence(store), clock=clock)
        await service.recover()
        table = service.get(CHANNEL)
        assert [(s.level, s.personality) for s in table.seats[1:]] == before
        assert table.personality == "farolero"
        assert [service._player(table, s).pers.name for s in (1, 2)] == ["farolero", "prudente"]
    finally:
        await store.close()


# ---------------------------------------------------------------- the tutorial

async def test_the_tutorial_gives_each_explanation_once_and_remembers_after_a_restart(tmp_path, clock):
    store = await Store.open(tmp_path / "mus.db")
    try:
        service = TableService(StorePersistence(store), clock=clock)
        table = await open_tutorial(service, GUILD, CHANNEL, ANA, "Ana", "en")
        assert table.learner == ANA and table.consejos and table.status == TableStatus.PLAYING
        assert [s.kind for s in table.seats] == ["human", "ai", "ai", "ai"]
        mine = await service.seat_snapshot(CHANNEL, ANA)
        first = await service.mark_taught(CHANNEL, due(mine.view))
        assert first[:2] == ["welcome", "mus"]
        assert await service.mark_taught(CHANNEL, due(mine.view)) == []  # given once
    finally:
        await store.close()
    store = await Store.open(tmp_path / "mus.db")
    try:
        service = TableService(StorePersistence(store), clock=clock)
        await service.recover()
        assert set(first) <= service.get(CHANNEL).taught
        mine = await service.seat_snapshot(CHANNEL, ANA)
        assert await service.mark_taught(CHANNEL, due(mine.view)) == []
        await service.close(CHANNEL, ANA)  # the learner leaves: closed, not counted
        assert (await store.stats.leaderboard(GUILD)) == []
    finally:
        await store.close()


async def test_a_revancha_at_the_tutorial_explains_its_counts_again(service):
    """The first-time explanations stay given; the new partida's hands get their counts."""
    table = await open_tutorial(service, GUILD, CHANNEL, ANA, "Ana", "es")
    await service.mark_taught(CHANNEL, ["welcome", "mus", f"{COUNT}:1"])
    await follow_the_coach(service, table)
    assert table.status == TableStatus.FINISHED
    await service.rematch(CHANNEL, ANA)
    assert table.taught == {"welcome", "mus"} and table.consejos and table.learner == ANA
    assert await service.mark_taught(CHANNEL, [f"{COUNT}:1"]) == [f"{COUNT}:1"]


def test_due_follows_what_the_learners_view_shows():
    """Each topic is due when the learner's own view first shows it; the count after each hand."""
    match = Match.new(Rules(), seed=4)  # seat 0 is mano
    assert due(match.view(0))[:2] == ["welcome", "mus"]
    assert "grande" not in due(match.view(0))
    match.apply(0, NoMus())  # cut: the grande begins
    shown = due(match.view(0))
    assert "grande" in shown and "betting" in shown and "chica" not in shown
    players = [make_player("expert", s) for s in range(4)]
    while match.phase != "hand_end":
        seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
        action = players[seat].decide(match.view(seat))
        match.apply(seat, action)
    shown = due(match.view(2))
    assert {"grande", "chica", "betting"} <= set(shown) and f"{COUNT}:1" == shown[-1]


@pytest.mark.parametrize("lang", LANGS)
def test_every_explanation_has_words_in_each_language(lang):
    match = Match.new(Rules(), seed=4)
    match.apply(0, NoMus())
    players = [make_player("expert", s) for s in range(4)]
    while match.phase != "hand_end":
        seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
        match.apply(seat, players[seat].decide(match.view(seat)))
    names = ["Ana", "Bot 2", "Bot 3", "Bot 4"]
    for topic in (*TOPICS, f"{COUNT}:1"):
        item = lesson(topic, match.view(0), names, lang)
        text = item.title + "\n".join(item.lines)
        assert item.lines and "{" not in text and "learn." not in text, (topic, text)
    count = lesson(f"{COUNT}:1", match.view(0), names, lang)
    us, them = match.score[0], match.score[1]
    assert count.lines[-1] == t("learn.count.score", lang, us=us, them=them, tantos=40)


def test_the_count_is_explained_lance_by_lance_in_the_order_they_are_played():
    """Lines paid during a lance (no quiero: the bettors take it at once) are read in their lance,
    as at a table: grande, chica, pares, juego or punto; then the score."""
    order = ("grande", "chica", "pares", "juego", "punto")
    seen_deje = False
    for seed in range(12):
        match = Match.new(Rules(), seed=seed)
        players = [make_player("expert", s + seed) for s in range(4)]
        while match.phase != "hand_end":
            seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
            match.apply(seat, players[seat].decide(match.view(seat)))
        count = lesson(f"{COUNT}:1", match.view(0), ["Ana", "Bot 2", "Bot 3", "Bot 4"], "en")
        lances = [line.split(":")[0] for line in count.lines if line.split(":")[0] in order]
        assert lances == sorted(lances, key=order.index), count.lines
        seen_deje |= any("got a no quiero" in line for line in count.lines)
    assert seen_deje and count.lines[-1].startswith("Score:")


def test_a_lance_won_by_a_no_quiero_is_not_explained_as_the_best_hand():
    """R22: after a no quiero in pares the bettors still take their pares at the count, though
    their hands were never compared: the line says so, never that they had the best."""
    found = 0
    for seed in range(60):
        match = Match.new(Rules(), seed=seed)
        players = [make_player("expert", s + seed, personality="agresivo") for s in range(4)]
        while match.phase != "hand_end":
            seat = min(match.to_act(), key=lambda s: (s - match.mano) % 4)
            match.apply(seat, players[seat].decide(match.view(seat)))
        view = match.view(0)
        if not any(r.lance == "pares" and r.outcome == "folded" for r in view.results):
            continue
        lines = [x for x in lesson(f"{COUNT}:1", view, ["Ana", "Bot 2", "Bot 3", "Bot 4"], "en").lines
                 if x.startswith("pares:")]
        pares = [x for x in lines if "holds pares" in x]
        if not pares:
            continue
        found += 1
        assert all("the other team said no quiero" in x and "best" not in x for x in pares), lines
        if found == 2:
            break
    assert found >= 2
