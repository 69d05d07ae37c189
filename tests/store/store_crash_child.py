"""The child process of the crash test: it plays a partida, writing each action durably.

    python store_crash_child.py DB SEED [in_tx:SEQ | after_commit:SEQ]

It opens the store, resumes the open table (rebuilt from seed + log, as the bot does after a
restart) or creates one, then plays random legal actions. For each it prints

    intent <seq> <[seat, action]> <digest of the match after it>   (before writing)
    done <seq>                                                     (after the commit)

(tab-separated) on stdout, so the parent can kill it with SIGKILL at any of those moments without sleeping.
The action that ends a hand is appended in one transaction with ``record_hand`` (and with
``finish_partida`` and ``close_table`` when it ends the partida), as the table service does.

With a third argument the child SIGKILLs itself at an exact point: inside the transaction of
action SEQ (written but not committed), or just after its commit (before saying ``done``).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
from typing import Any

from musbot.engine import Match, Rules, Sena, action_to_dict
from musbot.engine.actions import Envido, Ordago
from musbot.league import finish_partida, hand_facts, record_hand, start_partida
from musbot.store import SeatSpec, Store

GUILD = 7
RULES = Rules(juegos=3, vacas=3)  # a long partida: 300-1000 actions
SEATS = [SeatSpec.human(101, "Ane"), SeatSpec.human(102, "Bixente"), SeatSpec.human(103, "Carmen"),
         SeatSpec.computer("medium", "Bot")]


def digest(match: Match) -> list[Any]:
    """What a player sees of the table: enough to tell two matches apart."""
    return [match.hand_number, match.phase, match.mano, list(match.score), list(match.juegos), list(match.vacas),
            match.winner, sorted(match.to_act()), [" ".join(map(str, h)) for h in match.hands], len(match.log)]


def hands_done(match: Match) -> int:
    return match.hand_number if match.phase in ("hand_end", "match_end") else match.hand_number - 1


def _weight(action: Any) -> float:
    if isinstance(action, Ordago):
        return 0.03
    if isinstance(action, Sena):
        return 0.05
    if isinstance(action, Envido):
        return 0.3
    return 1.0


def choose(match: Match, rng: random.Random) -> tuple[int | None, Any]:
    seats = sorted(match.to_act())
    if not seats:
        return None, None  # the hand is over: next_hand
    seat = rng.choice(seats)
    actions = match.legal_actions(seat)
    return seat, rng.choices(actions, weights=[_weight(a) for a in actions])[0]


def say(*parts: Any) -> None:
    """One line, one write(2): a pipe write under PIPE_BUF is atomic, so a SIGKILL never
    leaves half a line (print() may write piece by piece, e.g. with PYTHONUNBUFFERED)."""
    line = ("\t".join(map(str, parts)) + "\n").encode()
    assert len(line) < 4096
    os.write(1, line)


async def main(db: str, seed: int, selfkill: str | None = None) -> None:
    where, _, at = (selfkill or "").partition(":")
    kill_seq = int(at) if at else -1

    store = await Store.open(db)
    say("opened")
    tables = await store.tables.open_tables(GUILD)
    if tables:
        t = tables[0]
        table_id, partida_id = t.table_id, t.partida_id
        match = Match.replay(Rules.from_dict(t.rules), t.seed, t.log, t.first_mano)
        assert partida_id is not None and t.hands_recorded == hands_done(match)
    else:
        async with store.transaction():
            table_id = await store.tables.create(GUILD, 1, creator_id=101, rules=RULES.to_dict(), seed=seed,
                                                first_mano=1, seats=SEATS, status="playing")
            partida_id = await start_partida(store, table_id)
        match = Match.new(RULES, seed, first_mano=1)
    say("table", table_id, len(match.log))
    rng = random.Random(f"{seed}:{len(match.log)}")
    while match.winner is None:
        seat, action = choose(match, rng)
        if action is None:
            match.next_hand()
        else:
            match.apply(seat, action)
        seq = len(match.log) - 1
        entry_seat, entry_action = match.log[seq]
        as_dict = action_to_dict(entry_action)
        say("intent", seq, json.dumps([entry_seat, as_dict]), json.dumps(digest(match)))
        async with store.transaction():
            await store.tables.append_action(table_id, seq, entry_seat, as_dict)
            if action is not None and match.phase in ("hand_end", "match_end"):
                view = match.view(None)
                await record_hand(store, partida_id, match.hand_number, match.mano,
                                        [" ".join(map(str, h)) for h in match.hands], hand_facts(view.events))
                if match.winner is not None:
                    await finish_partida(store, partida_id, match.winner)
                    await store.tables.close(table_id, "finished")
            if seq == kill_seq and where == "in_tx":
                os.kill(os.getpid(), signal.SIGKILL)
        if seq == kill_seq and where == "after_commit":
            os.kill(os.getpid(), signal.SIGKILL)
        say("done", seq)
    await store.close()
    say("finished", table_id)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3] if len(sys.argv) > 3 else None))
