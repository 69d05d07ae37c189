"""Real partidas stored as the bot stores them (imported as ``history_helpers``; bench/replay.py
uses them too).

``play_stored`` drives a real ``Match`` with seeded legal play and makes exactly the store
calls the table service's persistence makes (tables/store_adapter.py): the table with its seed
and first mano (seed mod 4), the partida, every action appended in order, each counted hand
recorded from the spectator's view, the partida finished with its winner and vacas. Each hand
is one transaction.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from store_helpers import free_channel

from musbot.engine import Match, Rules, Sena, action_to_dict
from musbot.engine import shuffle as sh
from musbot.engine.actions import Action, Envido, Mus, NoQuiero, Ordago, Paso, Quiero
from musbot.league import finish_partida, hand_facts, record_hand, start_partida
from musbot.league.models import PartidaResult
from musbot.store import SeatSpec, Store

GUILD = 111

Policy = Callable[[random.Random, Match], tuple[int, Action]]


def calm(rng: random.Random, m: Match) -> tuple[int, Action]:
    """Legal play that reaches the count often: few bets, rarely an órdago, a seña now and then."""
    seat = rng.choice(sorted(m.to_act()))
    legal = m.legal_actions(seat)
    senas = [a for a in legal if isinstance(a, Sena)]
    if senas and rng.random() < 0.15:
        return seat, rng.choice(senas)
    plays = [a for a in legal if not isinstance(a, Sena)]
    if rng.random() < 0.75:
        quiet = [a for a in plays if isinstance(a, Paso | Quiero | Mus | NoQuiero) or a.kind == "discard"]
        plays = quiet or plays
    if rng.random() > 0.03:
        plays = [a for a in plays if not isinstance(a, Ordago)] or plays
    return seat, rng.choice(plays)


def bold(rng: random.Random, m: Match) -> tuple[int, Action]:
    """Legal play with many envites and órdagos (short partidas, folds and showdowns)."""
    seat = rng.choice(sorted(m.to_act()))
    plays = [a for a in m.legal_actions(seat) if not isinstance(a, Sena)]
    bets = [a for a in plays if isinstance(a, Envido | Ordago)]
    if bets and rng.random() < 0.5:
        return seat, rng.choice(bets)
    return seat, rng.choice(plays)


@dataclass
class Stored:
    table_id: int
    partida_id: int
    match: Match
    hand_ids: list[int] = field(default_factory=list)
    result: PartidaResult | None = None  # when the partida was won


def humans(*ids: int) -> list[SeatSpec]:
    return [SeatSpec.human(i, f"user{i}") for i in ids]


async def play_stored(store: Store, seats: Sequence[SeatSpec], *, seed: int, rules: Rules | None = None,
                      policy: Policy = calm, guild: int = GUILD, hands: int | None = None,
                      decks: dict[int, Any] | None = None, at: str | None = None, close: bool = False,
                      first_mano: int | None = None, shuffle: int = sh.LATEST, messages: dict[str, Any] | None = None,
                      head_start: tuple[int, int] = (0, 0)) -> Stored:
    """Play a partida to its end (or until ``hands`` hands are counted: an open partida).
    ``decks``: hand number -> the deck dealt for it (hand 2 on: the log keeps it); ``close``:
    close the table when the partida is won, as the bot does; ``first_mano``: a tournament's
    (default: the seed's); ``shuffle``: the version the table deals with; ``messages``: the
    table's options as the table service stores them (``{"official": 1}``: a tournament's);
    ``head_start``: the juegos each pair has won before the first deal."""
    rules = rules or Rules(juegos=1, vacas=1)
    rng = random.Random(seed)
    mano = sh.first_mano(seed) if first_mano is None else first_mano
    table_id = await store.tables.create(guild, await free_channel(store, guild), creator_id=None, rules=rules.to_dict(), seed=seed,
                                        first_mano=mano, seats=list(seats), at=at, shuffle=shuffle, messages=messages,
                                        head_start=head_start)
    partida = await start_partida(store, table_id, at=at)
    m = Match.new(rules, seed, mano, shuffle=shuffle, head_start=head_start)
    out = Stored(table_id, partida, m)
    if m.winner is not None:  # won by its head start: no hand played, closed unrated as the table does
        await store.tables.close(table_id, "abandoned", at=at)
        return out
    while True:
        async with store.transaction():  # a hand at a time, as the bot writes a press at a time
            start = len(m.log)
            while m.phase not in ("hand_end", "match_end"):
                m.apply(*policy(rng, m))
            await store.tables.append_actions(table_id, [(start + i, seat, action_to_dict(a))
                                                  for i, (seat, a) in enumerate(m.log[start:])], at=at)
            view = m.view(None)
            rec = await record_hand(store, partida, view.hand_number, view.mano,
                                          [list(h) for h in view.hands if h is not None], hand_facts(view.events), at=at)
            out.hand_ids.append(rec.hand_id)
            if m.phase == "match_end":
                assert m.winner is not None
                out.result = await finish_partida(store, partida, m.winner, at=at, vacas=(m.vacas[0], m.vacas[1]))
                if close:
                    await store.tables.close(table_id, "finished", at=at)
                return out
            if hands is not None and m.hand_number >= hands:
                return out
            m.next_hand((decks or {}).get(m.hand_number + 1))
            await store.tables.append_action(table_id, len(m.log) - 1, None, action_to_dict(m.log[-1][1]), at=at)
