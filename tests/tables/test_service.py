"""The Discord-free table service with a real SQLite store and a clock that only moves on request."""

from __future__ import annotations

import asyncio
import random
import re
import sqlite3

import pytest

from musbot.engine import Discard, Envido, Match, Mus, NoMus, Rules, Sena
from musbot.engine.events import CardsDealt, SenaSeen
from musbot.i18n.narrate import card_name, describe_hand
from musbot.presenter.screens import private_screen, public_screen
from musbot.store import Store
from musbot.tables.errors import TableError
from musbot.tables.service import TableService
from musbot.tables.status import TableStatus
from musbot.tables.store_adapter import StorePersistence

GUILD, CHANNEL = 10, 20
ANA, BEA, CAR, DAN, EVE = 101, 102, 103, 104, 105


async def table_with(service, humans=(ANA,), seed=7, rules=None):
    table = await service.open_table(GUILD, CHANNEL, humans[0], "Ana", rules or Rules(), seed=seed)
    for i, uid in enumerate(humans[1:], start=1):
        await service.sit(CHANNEL, uid, f"P{uid}", i)
    while not table.full:
        await service.add_ai(CHANNEL, humans[0], "random")
    await service.start(CHANNEL, humans[0])
    return table


async def play_to_end(service, table, users, rng, max_steps=20000):
    """Every person presses a random legal button when it is their turn (R4)."""
    for _ in range(max_steps):
        if table.status != TableStatus.PLAYING:
            return
        match = table.match
        if match.phase == "hand_end":
            await service.next_hand(CHANNEL, users[0], match.hand_number)
            continue
        seats = sorted(s for s in match.to_act() if table.seats[s].kind == "human")
        assert seats, "the service must let computer players act until a person must"
        seat = rng.choice(seats)
        actions = [a for a in match.legal_actions(seat) if not isinstance(a, Sena)]
        await service.act(CHANNEL, table.seats[seat].user_id, match.hand_number, rng.choice(actions))
    raise AssertionError("partida did not end")


async def press_any(service, table, rng, next_by=ANA):
    """Someone whose turn it is presses a random legal button (R4); the next hand when it is over."""
    match = table.match
    if match.phase == "hand_end":
        await service.next_hand(CHANNEL, next_by, match.hand_number)
        return
    seat = rng.choice(sorted(match.to_act()))
    action = rng.choice([a for a in match.legal_actions(seat) if not isinstance(a, Sena)])
    await service.act(CHANNEL, table.seats[seat].user_id, match.hand_number, action)


async def test_one_person_and_three_computer_players_play_a_whole_partida(service, store):
    table = await table_with(service)
    await play_to_end(service, table, [ANA], random.Random(1))
    assert table.status == TableStatus.FINISHED and table.match.winner in (0, 1)
    board = await store.stats.leaderboard(GUILD)
    assert [r.player.user_id for r in board] == [ANA]  # computer players stay out of the ranking
    partidas = await store.stats.recent_partidas(GUILD)
    assert partidas[0].winner_pair == table.match.winner
    assert partidas[0].hands == table.match.hand_number


async def test_four_people_play_and_every_action_is_in_the_store(service, store):
    table = await table_with(service, (ANA, BEA, CAR, DAN))
    rng = random.Random(2)
    for _ in range(60):
        if table.status != TableStatus.PLAYING:
            break
        await press_any(service, table, rng, BEA)
    stored = await store.tables.actions(table.id)
    assert [[a.seat, a.action] for a in stored] == table.match.to_dict()["log"]


async def test_a_press_out_of_turn_is_refused_and_changes_nothing(service):
    """R4: the mano speaks first; anybody else gets a private explanation."""
    table = await table_with(service, (ANA, BEA, CAR, DAN), seed=4)  # first mano: seat 0
    match = table.match
    assert match.to_act() == {0}
    before = match.state()
    with pytest.raises(TableError) as err:
        await service.act(CHANNEL, BEA, match.hand_number, Mus())
    assert err.value.key == "error.not_your_turn"
    with pytest.raises(TableError) as err:
        await service.act(CHANNEL, EVE, match.hand_number, Mus())  # a spectator
    assert err.value.key == "error.not_seated"
    with pytest.raises(TableError) as err:
        await service.act(CHANNEL, ANA, match.hand_number + 1, Mus())  # a button of another hand
    assert err.value.key == "error.stale"
    assert match.state() == before


async def test_an_illegal_amount_names_the_rule_and_changes_nothing(service):
    """R17: an envido is at least 2."""
    table = await table_with(service, (ANA, BEA, CAR, DAN), seed=4)
    await service.act(CHANNEL, ANA, 1, NoMus())
    before = table.match.state()
    with pytest.raises(TableError) as err:
        await service.act(CHANNEL, ANA, 1, Envido(1))
    assert err.value.key == "error.illegal" and err.value.params["rule"] == "R17"
    assert table.match.state() == before


async def test_simultaneous_presses_apply_once_each_in_order(service):
    """One lock per table: two presses of the same button by the same player apply once."""
    table = await table_with(service, (ANA, BEA, CAR, DAN), seed=4)
    results = await asyncio.gather(
        service.act(CHANNEL, ANA, 1, NoMus()), service.act(CHANNEL, ANA, 1, NoMus()), return_exceptions=True)
    assert sum(isinstance(r, TableError) for r in results) == 1
    assert [a.kind for _, a in table.match.log].count("no_mus") == 1


async def test_time_out_hands_the_seat_to_a_computer_player_until_the_person_presses(service, clock):
    table = await table_with(service, (ANA, BEA, CAR, DAN), seed=4)
    assert table.deadline == clock() + table.seconds
    clock.advance(table.seconds + 1)
    await service.tick()
    assert table.seats[0].auto  # Ana ran out of time: a computer player spoke for her
    assert len(table.match.log) >= 1
    await service.here(CHANNEL, ANA)
    assert not table.seats[0].auto


async def test_the_next_hand_follows_after_the_pause(service, clock):
    table = await table_with(service, (ANA,), seed=4)
    rng = random.Random(3)
    while table.match.phase != "hand_end":
        seat = next(iter(table.match.to_act()))
        acts = [a for a in table.match.legal_actions(seat) if not isinstance(a, Sena)]
        await service.act(CHANNEL, ANA, table.match.hand_number, rng.choice(acts))
    hand = table.match.hand_number
    clock.advance(service.next_hand_pause + 0.1)
    await service.tick()
    assert table.match is None or table.match.hand_number == hand + 1 or table.status == TableStatus.FINISHED


async def test_an_idle_table_closes_itself_and_does_not_count(service, store, clock):
    table = await table_with(service, (ANA,), seed=4)
    clock.advance(service.idle_close + 1)
    await service.tick()
    assert table.status == TableStatus.CLOSED and CHANNEL not in service.tables
    assert await store.stats.leaderboard(GUILD) == []
    assert (await store.tables.get(table.id, with_actions=False)).status == "abandoned"


async def test_a_second_table_in_the_same_channel_is_refused(service):
    await service.open_table(GUILD, CHANNEL, ANA, "Ana", seed=1)
    with pytest.raises(TableError) as err:
        await service.open_table(GUILD, CHANNEL, BEA, "Bea", seed=2)
    assert err.value.key == "error.table_here"


async def test_seating_rules(service):
    await service.open_table(GUILD, CHANNEL, ANA, "Ana", seed=1)
    with pytest.raises(TableError):
        await service.sit(CHANNEL, BEA, "Bea", 0)  # taken
    await service.sit(CHANNEL, BEA, "Bea", 1)
    with pytest.raises(TableError) as err:
        await service.start(CHANNEL, ANA)
    assert err.value.key == "error.not_full"
    with pytest.raises(TableError) as err:
        await service.add_ai(CHANNEL, ANA, "godlike")
    assert err.value.key == "error.bad_level"
    await service.add_ai(CHANNEL, ANA, "expert")
    await service.remove_ai(CHANNEL, ANA)
    await service.stand(CHANNEL, BEA)
    with pytest.raises(TableError) as err:
        await service.close(CHANNEL, BEA)
    assert err.value.key == "error.not_creator"


async def test_a_restart_rebuilds_every_open_table_exactly(tmp_path, clock):
    """Durable tables: a new service on the same file continues the same match."""
    path = tmp_path / "mus.db"
    store = await Store.open(path)
    service = TableService(StorePersistence(store), clock=clock)
    table = await table_with(service, (ANA, BEA, CAR, DAN), seed=9)
    rng = random.Random(5)
    for _ in range(25):
        if table.status != TableStatus.PLAYING:
            break
        await press_any(service, table, rng, ANA)
    await store.close()
    store2 = await Store.open(path)
    service2 = TableService(StorePersistence(store2), clock=clock)
    await service2.recover()
    again = service2.tables[CHANNEL]
    assert again.match == table.match
    assert [s.name for s in again.seats] == [s.name for s in table.seats]
    await store2.close()


async def test_R25_a_tournament_tables_head_start_is_dealt_from_and_survives_a_restart(tmp_path, clock):
    """A head start given while the official table waits (a tournament's late pair) is the
    partida's from its first deal, and a restart rebuilds the same match from the store; once
    the partida has begun it takes none."""
    path = tmp_path / "mus.db"
    store = await Store.open(path)
    service = TableService(StorePersistence(store), clock=clock)
    seated = [(u, f"p{u}") for u in (ANA, BEA, CAR, DAN)]
    table = await service.open_table(GUILD, CHANNEL, 0, "", Rules(juegos=3), seated=seated, sit=False,
                                     first_mano=0, official=True, seed=9)
    assert await service.give_head_start(CHANNEL, (0, 2))
    for u in (ANA, BEA, CAR, DAN):  # each says they are there: the fourth's press starts it
        await service.here(CHANNEL, u)
    await service.start(CHANNEL, DAN)
    assert table.status == TableStatus.PLAYING and table.match is not None
    assert table.match.juegos == [0, 2] and table.match.head_start == (0, 2)
    assert not await service.give_head_start(CHANNEL, (1, 0))  # begun: nothing changes
    assert table.match.juegos == [0, 2]
    await store.close()
    store2 = await Store.open(path)
    service2 = TableService(StorePersistence(store2), clock=clock)
    await service2.recover()
    again = service2.tables[CHANNEL]
    assert again.match == table.match and again.head_start == (0, 2)
    await store2.close()


LANGS = ("es", "en", "de", "eu")


def card_words(hands, lang):
    """Every way a screen could name these cards: each card's name and notation, each hand's
    description."""
    words = {card_name(c, lang) for h in hands for c in h}
    words |= {describe_hand(h, 8, lang) for h in hands}
    return words


def notation(text):
    return re.findall(r"\b(?:1[0-2]|[1-7])[oceb]\b", text)


async def test_screens_never_show_another_players_cards_before_the_showdown(service):
    """Privacy: before the showdown the table message names no card of any hand, in any
    language, at any moment of a partida (mutation tried: the public snapshot holding the four
    hands and the public screen listing them fails here); a person's own screen does name
    theirs (the check sees cards where there are some)."""
    table = await table_with(service, (ANA, BEA, CAR, DAN), seed=4)
    rng = random.Random(6)
    checked = 0
    for _ in range(400):
        if table.status != TableStatus.PLAYING:
            break
        match = table.match
        snap = (await service.snapshot(CHANNEL))
        public = snap.public
        if not match.showdown:
            assert public.view is not None and all(h is None for h in public.view.hands)
            assert not any(isinstance(e, (CardsDealt, SenaSeen)) for e in public.recent)
            for lang in LANGS:
                text = public_screen(public, lang).words
                assert not any(w in text for w in card_words(match.hands, lang)), text
                assert not notation(text), text
                mine = private_screen(snap.seats[0], lang)
                assert describe_hand(match.hands[0], 8, lang) in "\n".join(mine.lines)
            checked += 1
        await press_any(service, table, rng, ANA)
    assert checked >= 40  # a whole partida's moments before its showdowns


async def test_the_table_says_how_many_cards_each_discarded_only_when_the_four_have_chosen(service):
    """R6: the four choose at the same time, privately: while some still choose, the table
    message says who is still choosing, not how many cards the others changed."""
    table = await table_with(service, (ANA, BEA, CAR, DAN), seed=4)
    users = {0: ANA, 1: BEA, 2: CAR, 3: DAN}
    for _ in range(4):  # all four say mus, from the mano
        seat = next(iter(table.match.to_act()))
        await service.act(CHANNEL, users[seat], 1, Mus())
    assert table.match.phase == "discard"
    said = "se descarta de"
    chosen = set()
    for n, seat in enumerate((2, 0, 3)):
        await service.act(CHANNEL, users[seat], 1, Discard(table.match.hands[seat][: n + 1]))
        chosen.add(seat)
        public = (await service.snapshot(CHANNEL)).public
        text = public_screen(public, "es").words
        assert said not in text, text
        assert public.view.discarded == chosen  # the picture ticks who has chosen
    await service.act(CHANNEL, users[1], 1, Discard(table.match.hands[1][:4]))
    text = public_screen((await service.snapshot(CHANNEL)).public, "es").words
    assert text.count(said) == 4 and text.count("una carta") == 1, text


async def test_private_screen_offers_only_true_senas(service):
    """R26: the seña picker lists the señas true for the player's hand."""
    table = await table_with(service, (ANA, BEA, CAR, DAN), seed=4)
    screen = private_screen(await service.seat_snapshot(CHANNEL, ANA), "es")
    pickers = [c for c in screen.controls if c.verb == "sena_pick"]
    offered = {v for c in pickers for v, _ in c.options}
    assert offered == set(table.match.senas_available(0))
    assert all(Match.new(Rules(), 4).senas_available(0) == table.match.senas_available(0) for _ in [0])


async def test_a_press_that_cannot_be_written_changes_nothing_and_the_table_goes_on(tmp_path, clock):
    """A full disk: the press, and the computer players' replies it set off, are refused as one
    (error.store); the table in memory stays what the file holds, and after the disk is freed the
    same table goes on from there."""
    path = tmp_path / "mus.db"
    store = await Store.open(path)
    service = TableService(StorePersistence(store), clock=clock)
    await table_with(service, (ANA,), seed=3)
    await store.close()
    with sqlite3.connect(path) as conn:
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
    store = await Store.open(path, max_page_count=pages + 1)
    revancha_seeds = iter(range(100, 200))  # not secrets: the same presses fill the disk every run
    service = TableService(StorePersistence(store), clock=clock, new_seed=lambda: next(revancha_seeds))
    await service.recover()
    table = service.tables[CHANNEL]
    told = []  # what a presenter would have shown

    async def listener(snapshot, events):
        told.append(snapshot.public)

    service.listeners.append(listener)
    rng = random.Random(2)
    refused = None
    for _ in range(5000):
        if table.status == TableStatus.FINISHED:  # a revancha: more to write
            await service.rematch(CHANNEL, ANA)
        match = table.match
        before = (list(match.log), table.hands_recorded)
        try:
            if match.phase == "hand_end":
                await service.next_hand(CHANNEL, ANA, match.hand_number)
            else:
                actions = [a for a in match.legal_actions(0) if not isinstance(a, Sena)]
                await service.act(CHANNEL, ANA, match.hand_number, rng.choice(actions))
        except TableError as exc:
            refused = exc
            break
    assert refused is not None and refused.key == "error.store"
    assert (table.match.log, table.hands_recorded) == before  # nothing moved in memory...
    stored = await store.tables.actions(table.id)
    assert len(stored) == len(before[0])  # ...nor in the file...
    assert told[-1].view == table.match.view(None)  # ...nor on screen: nobody was shown it
    await store.close()

    store = await Store.open(path)  # room again: the same table goes on
    service = TableService(StorePersistence(store), clock=clock)
    await service.recover()
    again = service.tables[CHANNEL]
    assert again.match.log == before[0]
    await play_to_end(service, again, [ANA], random.Random(4))
    assert again.status == TableStatus.FINISHED
    await store.close()


async def test_a_revancha_is_a_new_partida_with_every_hand_recorded(service, store):
    """Revancha: same seats, a new seed and log, and its hands count from its first (league stats)."""
    table = await table_with(service, (ANA,), seed=11)
    await play_to_end(service, table, [ANA], random.Random(3))
    first_seed, first_id = table.seed, table.id
    await service.rematch(CHANNEL, ANA)
    assert table.status == TableStatus.PLAYING and table.id != first_id and table.seed != first_seed
    assert table.match.hand_number == 1 and [s.name for s in table.seats][0] == "Ana"
    await play_to_end(service, table, [ANA], random.Random(8))
    partidas = await store.stats.recent_partidas(GUILD)
    assert len(partidas) == 2
    assert partidas[0].hands == table.match.hand_number  # every hand of the revancha was recorded
