"""Hands, juegos and partidas, and the league counters they feed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest
from store_helpers import GUILD, humans, play_partida

from musbot.store import ALL_TIME, InvalidState, NotFound, SeatSpec, Store
from musbot.store.stats import hand_facts


@dataclass(frozen=True)
class FakeEvent:  # shaped like the engine's events: attributes and a ``kind``
    kind: str
    seat: int | None = None
    lance: str | None = None
    word: str | None = None
    pair: int | None = None
    points: int = 0
    why: str = ""


def test_hand_facts_from_events() -> None:
    events: list[Any] = [
        {"kind": "spoke", "seat": 0, "word": "mus"}, {"kind": "spoke", "seat": 1, "word": "no_mus"},
        {"kind": "bet", "seat": 0, "lance": "grande", "word": "envido", "amount": 2},
        {"kind": "bet", "seat": 1, "lance": "grande", "word": "mas", "amount": 3},
        {"kind": "bet", "seat": 2, "lance": "grande", "word": "no_quiero"},
        {"kind": "bet", "seat": 0, "lance": "grande", "word": "no_quiero"},
        {"kind": "deje", "lance": "grande", "pair": 1, "points": 2},
        {"kind": "bet", "seat": 0, "lance": "chica", "word": "paso"},
        FakeEvent("bet", seat=3, lance="pares", word="ordago"),
        FakeEvent("bet", seat=2, lance="pares", word="quiero"),
        FakeEvent("ordago_won", seat=1, lance="pares", pair=1),
        FakeEvent("count_line", lance="pares", pair=1, points=0, why="ordago", seat=1),
        {"kind": "juego_won", "pair": 1, "juegos": (0, 1)},
    ]
    f = hand_facts(None, events)
    assert f.points == [0, 2]
    assert f.lance_winners == {"grande": 1, "pares": 1}
    assert f.winner_pair == 1 and f.juego_won == 1 and f.ordago_pair == 1
    assert (f.seats[0].mus_spoken, f.seats[0].mus_cut, f.seats[1].mus_cut) == (1, 0, 1)
    assert (f.seats[0].envites_made, f.seats[1].envites_made) == (1, 1)
    assert (f.seats[0].envites_refused, f.seats[2].envites_refused, f.seats[2].envites_accepted) == (1, 1, 1)
    assert (f.seats[3].ordagos_made, f.seats[3].ordagos_won) == (1, 1)
    assert ("grande", 1, 2, "deje", None) in f.lines


def test_hand_facts_plain_count() -> None:
    lines = [("grande", 0, 1, "paso", 2), ("chica", 1, 2, "envite", 1), ("pares", 1, 3, "duples", 3),
             ("juego", 0, 0, "envite", None), ("punto", 0, 1, "punto", 0)]
    f = hand_facts(lines)
    assert f.points == [2, 5] and f.winner_pair == 1
    assert f.lance_winners == {"grande": 0, "chica": 1, "pares": 1, "punto": 0}
    assert hand_facts([("grande", 0, 1, "paso"), ("chica", 1, 1, "paso")]).winner_pair is None
    with pytest.raises(ValueError):
        hand_facts([("grande", 2, 1, "paso", 0)])
    with pytest.raises(ValueError):
        hand_facts([("grande", 0, -1, "paso", 0)])


def _random_hand(rng: random.Random, score: list[int], target: int = 40) -> tuple[list[Any], list[dict[str, Any]], int | None]:
    events: list[dict[str, Any]] = []
    for seat in rng.sample(range(4), rng.randint(1, 4)):
        events.append({"kind": "spoke", "seat": seat, "word": rng.choice(["mus", "no_mus"])})
    lines: list[Any] = []
    for lance in ("grande", "chica", "pares", "juego"):
        seat = rng.randrange(4)
        word = rng.choice(["paso", "envido", "ordago"])
        events.append({"kind": "bet", "seat": seat, "lance": lance, "word": word})
        if word != "paso":
            rival = rng.choice([(seat + 1) % 4, (seat + 3) % 4])
            answer = rng.choice(["quiero", "no_quiero"])
            events.append({"kind": "bet", "seat": rival, "lance": lance, "word": answer})
            if answer == "no_quiero":
                events.append({"kind": "deje", "lance": lance, "pair": seat % 2, "points": 1})
                continue
        winner = rng.randrange(4)
        lines.append((lance, winner % 2, rng.randint(0, 4), "envite", winner))
    juego = None
    pts = [sum(p for _l, pair, p, *_ in lines if pair == k) + sum(e["points"] for e in events
           if e["kind"] == "deje" and e["pair"] == k) for k in (0, 1)]
    for k in (0, 1):
        score[k] += pts[k]
    if max(score) >= target:
        juego = 0 if score[0] >= score[1] else 1
        score[:] = [0, 0]
    return lines, events, juego


async def test_counters_equal_the_sum_of_the_facts(store: Store) -> None:
    """Every league counter is derivable: the SQL recount over hand_seats matches, for the
    season and all time, including a computer player that holds two seats."""
    rng = random.Random(2024)
    people = [*humans(1, 2, 3, 4, 5), SeatSpec.computer("hard", "Bot")]
    for n in range(12):
        if n == 6:
            await store.start_season(GUILD, "second")
        seats = rng.sample(people, 4) if n % 3 else [people[0], people[5], people[1], people[5]]
        table = await store.create_table(GUILD, 1, creator_id=None, rules={}, seed=n, seats=seats)
        partida = await store.start_partida(table)
        score, juegos = [0, 0], [0, 0]
        hand = 0
        while max(juegos) < 2 and hand < 60:
            hand += 1
            lines, events, juego = _random_hand(rng, score)
            if juego is not None:
                juegos[juego] += 1
                events.append({"kind": "juego_won", "pair": juego, "juegos": tuple(juegos)})
            rec = await store.record_hand(partida, hand, hand % 4, None, lines, events)
            assert rec.juego_won == juego
        if n == 4:
            await store.abandon_partida(partida)
        else:
            await store.finish_partida(partida, 0 if juegos[0] >= juegos[1] else 1)
    for who in [1, 2, 3, 4, 5, (await store.get_player(GUILD, ai="hard"))]:
        for season in (1, 2, ALL_TIME):
            kept = await store.player_stats(GUILD, who, season)  # type: ignore[arg-type]
            assert kept == await store.recount_player_stats(GUILD, who, season)  # type: ignore[arg-type]
    total = await store.player_stats(GUILD, 1, ALL_TIME)
    s1, s2 = [await store.player_stats(GUILD, 1, s) for s in (1, 2)]
    assert total.hands == s1.hands + s2.hands > 0
    assert total.partidas == s1.partidas + s2.partidas


async def test_juegos_vacas_and_scores(store: Store) -> None:
    table = await store.create_table(GUILD, 1, creator_id=None, rules={"juegos": 2, "vacas": 2}, seed=1,
                                     seats=humans(1, 2, 3, 4))
    partida = await store.start_partida(table)
    h1 = await store.record_hand(partida, 1, 0, ["1o 1c 1e 1b", "12o 12c 12e 12b", "4o 5o 6o 7o", "10c 11c 12c 7c"],
                                 [("grande", 1, 1, "paso", 1), ("pares", 1, 3, "duples", 1)],
                                 [{"kind": "deje", "lance": "chica", "pair": 0, "points": 1}])
    assert (h1.points, h1.score, h1.juego_number, h1.winner_pair) == ((1, 4), (1, 4), 1, 1)
    h2 = await store.record_hand(partida, 2, 1, None, [("grande", 1, 36, "envite", 3)],
                                 [{"kind": "juego_won", "pair": 1, "juegos": (0, 1)}])
    assert (h2.score, h2.juego_won, h2.juego_number) == ((1, 40), 1, 1)
    h3 = await store.record_hand(partida, 3, 2, None, [("grande", 0, 5, "envite", 0)], [])
    assert (h3.score, h3.juego_number) == ((5, 0), 2)
    with pytest.raises(InvalidState, match="already has hand 3"):
        await store.record_hand(partida, 3, 2, None, [], [])
    await store.record_hand(partida, 4, 3, None, [("juego", 1, 40, "envite", 1)],
                            [{"kind": "juego_won", "pair": 1, "juegos": (0, 2)}, {"kind": "vaca_won", "pair": 1, "vacas": (0, 1)}])
    t = await store.table(table)
    assert t.partida_id == partida and t.hands_recorded == 4
    result = await store.finish_partida(partida, 1)
    assert result.juegos == (0, 2) and result.vacas == (0, 1)
    with pytest.raises(InvalidState):
        await store.finish_partida(partida, 1)
    with pytest.raises(InvalidState):
        await store.record_hand(partida, 5, 0, None, [], [])
    with pytest.raises(NotFound):
        await store.record_hand(9999, 1, 0, None, [], [])
    (summary,) = await store.recent_partidas(GUILD)
    assert summary.juegos == (0, 2) and summary.hands == 4 and summary.winner_pair == 1
    assert [s.player.user_id for s in summary.seats] == [1, 2, 3, 4]


async def test_profile_partners_and_head_to_head(store: Store) -> None:
    a, b, c, d, e = humans(1, 2, 3, 4, 5)
    await play_partida(store, [a, c, b, d], winner=0)  # 1+2 beat 3+4
    await play_partida(store, [a, c, b, d], winner=1, juegos_lost=1)  # 3+4 beat 1+2, 2-1
    await play_partida(store, [c, a, d, b], winner=0)  # 3+4 beat 1+2
    await play_partida(store, [a, c, e, d], winner=0)  # 1+5 beat 3+4
    h2h = await store.head_to_head(GUILD, (1, 2), (4, 3))
    assert (h2h.partidas, h2h.wins_a, h2h.wins_b) == (3, 1, 2)
    assert (h2h.juegos_a, h2h.juegos_b) == (2 + 1 + 0, 0 + 2 + 2)
    assert [s.partida_id for s in h2h.recent] == [3, 2, 1]
    mirror = await store.head_to_head(GUILD, (3, 4), (2, 1))
    assert (mirror.wins_a, mirror.wins_b) == (2, 1)
    profile = await store.player_profile(GUILD, 1)
    assert profile.stats.partidas == 4 and profile.stats.partidas_won == 2
    assert profile.favourite_partner is not None and profile.favourite_partner.user_id == 2
    assert [sorted(p.user_id for p in r.players) for r in profile.partners] == [[1, 2], [1, 5]]
    assert (profile.partners[0].partidas, profile.partners[0].partidas_won) == (3, 1)
    assert [s.partida_id for s in profile.recent] == [4, 3, 2, 1]
    pair = await store.pair_record(GUILD, 4, 3)
    assert (pair.partidas, pair.partidas_won, pair.juegos, pair.juegos_won) == (4, 2, 9, 4)
    assert [p.partida_id for p in await store.recent_partidas(GUILD, limit=2)] == [4, 3]
    assert [p.partida_id for p in await store.recent_partidas(GUILD, who=5)] == [4]
    with pytest.raises(NotFound):
        await store.player_profile(GUILD, 999)


async def test_start_partida_checks(store: Store) -> None:
    table = await store.create_table(GUILD, 1, creator_id=None, rules={}, seed=1)
    partida = await store.start_partida(table, seats=humans(1, 2, 3, 4))
    with pytest.raises(InvalidState, match="already playing"):
        await store.start_partida(table)
    await store.close_table(table, "abandoned")
    (summary,) = await store.recent_partidas(GUILD) or [None]  # abandoned partidas are not "recent results"
    assert summary is None
    assert (await store.player_stats(GUILD, 1)).partidas == 0
    del partida
