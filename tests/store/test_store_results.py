"""Hands, juegos and partidas, and the league counters they feed."""

from __future__ import annotations

import random

import pytest
from store_helpers import GUILD, count, humans, play_partida

from musbot.engine import Match, Rules
from musbot.engine.events import Bet, CountLine, Deje, Event, JuegoWon, OrdagoWon, Spoke, VacaWon
from musbot.league import finish_partida, hand_facts, record_hand, start_partida, start_season
from musbot.store import ALL_TIME, InvalidState, NotFound, SeatSpec, Store
from musbot.store.models import SEAT_COUNTERS


def test_hand_facts_from_events() -> None:
    events: list[Event] = [
        Spoke(0, "mus"), Spoke(1, "no_mus"),
        Bet(0, "grande", "envido", 2), Bet(1, "grande", "mas", 3),
        Bet(2, "grande", "no_quiero"), Bet(0, "grande", "no_quiero"),
        Deje("grande", 1, 2),
        Bet(0, "chica", "paso"),
        Bet(3, "pares", "ordago"), Bet(2, "pares", "quiero"),
        OrdagoWon("pares", 1, 1),
        CountLine("pares", 1, 0, "ordago", 1),
        JuegoWon(1, (0, 1)),
    ]
    f = hand_facts(events)
    assert f.points == (0, 2)
    assert f.lance_winners == {"grande": 1, "pares": 1}
    assert f.winner_pair == 1 and f.juego_won == 1 and f.ordago_pair == 1
    assert (f.seats[0].mus_spoken, f.seats[0].mus_cut, f.seats[1].mus_cut) == (1, 0, 1)
    assert (f.seats[0].envites_made, f.seats[1].envites_made) == (1, 1)
    assert (f.seats[0].envites_refused, f.seats[2].envites_refused, f.seats[2].envites_accepted) == (1, 1, 1)
    assert (f.seats[3].ordagos_made, f.seats[3].ordagos_won) == (1, 1)
    assert ("grande", 1, 2, "deje", None) in f.lines


def test_hand_facts_plain_count() -> None:
    f = count(("grande", 0, 1, "paso", 2), ("chica", 1, 2, "envite", 1), ("pares", 1, 3, "duples", 3),
              ("juego", 0, 0, "envite", None), ("punto", 0, 1, "punto", 0))
    assert f.points == (2, 5) and f.winner_pair == 1
    assert f.lance_winners == {"grande": 0, "chica": 1, "pares": 1, "punto": 0}
    assert count(("grande", 0, 1, "paso"), ("chica", 1, 1, "paso")).winner_pair is None
    with pytest.raises(ValueError):
        count(("grande", 2, 1, "paso", 0))
    with pytest.raises(ValueError):
        count(("grande", 0, -1, "paso", 0))


def test_every_event_the_facts_read_is_one_the_engine_makes() -> None:
    """Renaming an engine event must not silently zero a league counter: a real partida's
    events move every kind of fact this module counts."""
    rng = random.Random(3)
    seen: set[str] = set()
    for seed in range(40):
        m = Match.new(Rules(), seed=seed)
        while m.phase not in ("hand_end", "match_end"):
            seat = min(m.to_act())
            m.apply(seat, rng.choice([a for a in m.legal_actions(seat) if a.kind != "sena"]))
        f = hand_facts(m.view(None).events)
        seen |= {k for s in f.seats for k in SEAT_COUNTERS if getattr(s, k)}
        seen |= {"lines"} if f.lines else set()
        seen |= {"deje"} if any(line[3] == "deje" for line in f.lines) else set()
    assert seen >= {*SEAT_COUNTERS, "lines", "deje"}


def _random_hand(rng: random.Random, score: list[int], target: int = 40) -> tuple[list[Event], int | None]:
    events: list[Event] = []
    for seat in rng.sample(range(4), rng.randint(1, 4)):
        events.append(Spoke(seat, rng.choice(["mus", "no_mus"])))
    lines: list[CountLine] = []
    for lance in ("grande", "chica", "pares", "juego"):
        seat = rng.randrange(4)
        word = rng.choice(["paso", "envido", "ordago"])
        events.append(Bet(seat, lance, word))
        if word != "paso":
            rival = rng.choice([(seat + 1) % 4, (seat + 3) % 4])
            answer = rng.choice(["quiero", "no_quiero"])
            events.append(Bet(rival, lance, answer))
            if answer == "no_quiero":
                events.append(Deje(lance, seat % 2, 1))
                continue
        winner = rng.randrange(4)
        lines.append(CountLine(lance, winner % 2, rng.randint(0, 4), "envite", winner))
    events += lines
    juego = None
    pts = [sum(e.points for e in events if isinstance(e, CountLine | Deje) and e.pair == k) for k in (0, 1)]
    for k in (0, 1):
        score[k] += pts[k]
    if max(score) >= target:
        juego = 0 if score[0] >= score[1] else 1
        score[:] = [0, 0]
    return events, juego


async def test_counters_equal_the_sum_of_the_facts(store: Store) -> None:
    """Every league counter is derivable: the SQL recount over hand_seats matches, for the
    season and all time, including a computer player that holds two seats."""
    rng = random.Random(2024)
    people = [*humans(1, 2, 3, 4, 5), SeatSpec.computer("hard", "Bot")]
    for n in range(12):
        if n == 6:
            await start_season(store, GUILD, "second")
        seats = rng.sample(people, 4) if n % 3 else [people[0], people[5], people[1], people[5]]
        table = await store.tables.create(GUILD, 100 + n, creator_id=None, rules={}, seed=n, seats=seats)
        partida = await start_partida(store, table)
        score, juegos = [0, 0], [0, 0]
        hand = 0
        while max(juegos) < 2 and hand < 60:
            hand += 1
            events, juego = _random_hand(rng, score)
            if juego is not None:
                juegos[juego] += 1
                events.append(JuegoWon(juego, (juegos[0], juegos[1])))
            rec = await record_hand(store, partida, hand, hand % 4, None, hand_facts(events))
            assert rec.juego_won == juego
        if n == 4:
            await store.results.abandon(partida)
        else:
            await finish_partida(store, partida, 0 if juegos[0] >= juegos[1] else 1)
    for who in [1, 2, 3, 4, 5, (await store.guilds.player(GUILD, ai="hard"))]:
        for season in (1, 2, ALL_TIME):
            kept = await store.stats.player_stats(GUILD, who, season)  # type: ignore[arg-type]
            assert kept == await store.stats.recount_player_stats(GUILD, who, season)  # type: ignore[arg-type]
    total = await store.stats.player_stats(GUILD, 1, ALL_TIME)
    s1, s2 = [await store.stats.player_stats(GUILD, 1, s) for s in (1, 2)]
    assert total.hands == s1.hands + s2.hands > 0
    assert total.partidas == s1.partidas + s2.partidas


@pytest.mark.parametrize("blind", [False, True], ids=["read-in-transaction", "blind"])
async def test_juegos_vacas_and_scores(store: Store, blind: bool) -> None:
    """``blind`` (what a press does: the partida read before the writer is held, every write
    sent with the COMMIT) records the same hands, scores, juegos and vacas."""
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={"juegos": 2, "vacas": 2}, seed=1,
                                     seats=humans(1, 2, 3, 4))
    partida = await start_partida(store, table)
    h1 = await record_hand(store, partida, 1, 0, ["1o 1c 1e 1b", "12o 12c 12e 12b", "4o 5o 6o 7o", "10c 11c 12c 7c"],
                                 count(("grande", 1, 1, "paso", 1), ("pares", 1, 3, "duples", 1),
                                       Deje("chica", 0, 1)), blind=blind)
    assert (h1.points, h1.score, h1.juego_number, h1.winner_pair) == ((1, 4), (1, 4), 1, 1)
    assert (h1.hand_id is None) == blind and await store.history.hand_id(partida, 1) is not None
    h2 = await record_hand(store, partida, 2, 1, None, count(("grande", 1, 36, "envite", 3), JuegoWon(1, (0, 1))),
                                 blind=blind)
    assert (h2.score, h2.juego_won, h2.juego_number) == ((1, 40), 1, 1)
    h3 = await record_hand(store, partida, 3, 2, None, count(("grande", 0, 5, "envite", 0)), blind=blind)
    assert (h3.score, h3.juego_number) == ((5, 0), 2)
    with pytest.raises(InvalidState, match="already has hand 3"):
        await record_hand(store, partida, 3, 2, None, count(), blind=blind)
    await record_hand(store, partida, 4, 3, None, count(("juego", 1, 40, "envite", 1), JuegoWon(1, (0, 2)),
                                                       VacaWon(1, (0, 1))), blind=blind)
    t = await store.tables.get(table)
    assert t.partida_id == partida and t.hands_recorded == 4
    result = await finish_partida(store, partida, 1)
    assert result.juegos == (0, 2) and result.vacas == (0, 1)
    with pytest.raises(InvalidState):
        await finish_partida(store, partida, 1)
    with pytest.raises(InvalidState):
        await record_hand(store, partida, 5, 0, None, count())
    with pytest.raises(NotFound):
        await record_hand(store, 9999, 1, 0, None, count())
    (summary,) = await store.stats.recent_partidas(GUILD)
    assert summary.juegos == (0, 2) and summary.hands == 4 and summary.winner_pair == 1
    assert [s.player.user_id for s in summary.seats] == [1, 2, 3, 4]


async def test_profile_partners_and_head_to_head(store: Store) -> None:
    a, b, c, d, e = humans(1, 2, 3, 4, 5)
    await play_partida(store, [a, c, b, d], winner=0)  # 1+2 beat 3+4
    await play_partida(store, [a, c, b, d], winner=1, juegos_lost=1)  # 3+4 beat 1+2, 2-1
    await play_partida(store, [c, a, d, b], winner=0)  # 3+4 beat 1+2
    await play_partida(store, [a, c, e, d], winner=0)  # 1+5 beat 3+4
    h2h = await store.stats.head_to_head(GUILD, (1, 2), (4, 3))
    assert (h2h.partidas, h2h.wins_a, h2h.wins_b) == (3, 1, 2)
    assert (h2h.juegos_a, h2h.juegos_b) == (2 + 1 + 0, 0 + 2 + 2)
    assert [s.partida_id for s in h2h.recent] == [3, 2, 1]
    mirror = await store.stats.head_to_head(GUILD, (3, 4), (2, 1))
    assert (mirror.wins_a, mirror.wins_b) == (2, 1)
    profile = await store.stats.player_profile(GUILD, 1)
    assert profile.stats.partidas == 4 and profile.stats.partidas_won == 2
    assert profile.favourite_partner is not None and profile.favourite_partner.user_id == 2
    assert [sorted(p.user_id for p in r.players) for r in profile.partners] == [[1, 2], [1, 5]]
    assert (profile.partners[0].partidas, profile.partners[0].partidas_won) == (3, 1)
    assert [s.partida_id for s in profile.recent] == [4, 3, 2, 1]
    pair = await store.stats.pair_record(GUILD, 4, 3)
    assert (pair.partidas, pair.partidas_won, pair.juegos, pair.juegos_won) == (4, 2, 9, 4)
    assert [p.partida_id for p in await store.stats.recent_partidas(GUILD, limit=2)] == [4, 3]
    assert [p.partida_id for p in await store.stats.recent_partidas(GUILD, who=5)] == [4]
    with pytest.raises(NotFound):
        await store.stats.player_profile(GUILD, 999)


async def test_start_partida_checks(store: Store) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
    partida = await start_partida(store, table, seats=humans(1, 2, 3, 4))
    with pytest.raises(InvalidState, match="already playing"):
        await start_partida(store, table)
    await store.tables.close(table, "abandoned")
    (summary,) = await store.stats.recent_partidas(GUILD) or [None]  # abandoned partidas are not "recent results"
    assert summary is None
    assert (await store.stats.player_stats(GUILD, 1)).partidas == 0
    del partida


async def test_a_blind_hand_whose_partida_changed_meanwhile_is_refused_not_miscounted(store: Store) -> None:
    """A blind record reads the partida from committed data. Had it changed in the same
    transaction (another hand recorded first), the score would be wrong: the database refuses
    the hand instead, and the whole transaction is rolled back."""
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={"juegos": 2}, seed=1, seats=humans(1, 2, 3, 4))
    partida = await start_partida(store, table)
    await record_hand(store, partida, 1, 0, None, count(("grande", 1, 3, "envite", 1)), blind=True)
    with pytest.raises(InvalidState, match="changed while its hand 3"):
        async with store.transaction():
            await record_hand(store, partida, 2, 1, None, count(("grande", 0, 2, "envite", 0)))
            await record_hand(store, partida, 3, 2, None, count(("grande", 0, 5, "envite", 0)), blind=True)
    assert await store.history.hand_id(partida, 2) is None and await store.history.hand_id(partida, 3) is None
    h2 = await record_hand(store, partida, 2, 1, None, count(("grande", 0, 2, "envite", 0)), blind=True)
    h3 = await record_hand(store, partida, 3, 2, None, count(("grande", 0, 5, "envite", 0)), blind=True)
    assert (h2.score, h3.score) == ((2, 3), (7, 3))
