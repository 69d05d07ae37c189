"""Durable tables: kill -9 a real child process mid-game at random moments, restart, compare.

The child (store_crash_child.py) announces every action before writing it and again once it
is committed. Each run of it ends in a SIGKILL chosen by a seeded plan:

- ``line``: the parent kills it right after reading a random line of its output: at start-up
  (while the schema or the table is being created), while an action is being written and
  fsynced, or between writes;
- ``in_tx``: the child kills itself inside the transaction of a chosen action, after the
  statements ran but before the commit;
- ``after_commit``: the child kills itself right after that commit, before saying so.

After each kill the parent reopens the database with its own Store and checks that

- the stored log is a prefix of what the child intended, missing at most the one action that
  was being written (``done <= stored <= announced``; exactly as expected for the self-kills);
- the table rebuilt from seed + stored log equals a fresh replay of those intended actions,
  and shows what the child showed after that action;
- the hands recorded match the hands the rebuilt match has completed (the action ending a
  hand and its record are one transaction).

Then it restarts the child, which resumes the table from the store, until the partida ends.
"""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("musbot.engine")
from store_crash_child import GUILD, digest, hands_done  # noqa: E402

from musbot.engine import Match, Rules  # noqa: E402
from musbot.store import Store  # noqa: E402

CHILD = Path(__file__).with_name("store_crash_child.py")
KILLS = 12


class Child:
    def __init__(self, db: str, seed: int, selfkill: str | None = None) -> None:
        argv = [sys.executable, str(CHILD), str(db), str(seed), *([selfkill] if selfkill else [])]
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=CHILD.parent)
        assert self.proc.stdout is not None
        self._out = (line.rstrip("\n").split("\t") for line in self.proc.stdout)

    def lines(self) -> Iterator[list[str]]:
        """Its output so far and to come; iterate again after a kill to read what it said before."""
        return self._out

    def kill(self) -> None:
        self.proc.kill()  # SIGKILL: no cleanup, no flush, no atexit

    def wait(self) -> tuple[int, str]:
        assert self.proc.stderr is not None
        err = self.proc.stderr.read()
        return self.proc.wait(), err


class Progress:
    """What the child announced: the actions it meant, and how many it said were committed."""

    def __init__(self) -> None:
        self.intended: list[Any] = []  # [seat, action dict] per seq
        self.digests: list[Any] = []
        self.done = 0
        self.table_id: int | None = None
        self.finished = False

    def feed(self, kind: str, rest: list[str]) -> None:
        if kind == "table":
            self.table_id, resumed = int(rest[0]), int(rest[1])
            assert resumed == self.done  # it resumed exactly where the store was
        elif kind == "intent":
            assert int(rest[0]) == len(self.intended)
            self.intended.append(json.loads(rest[1]))
            self.digests.append(json.loads(rest[2]))
        elif kind == "done":
            assert int(rest[0]) == self.done
            self.done += 1
        elif kind == "finished":
            self.finished = True

    def keep(self, k: int) -> None:
        """After a restart only the k stored actions count."""
        del self.intended[k:], self.digests[k:]
        self.done = k


async def _stored(db: str, table_id: int | None) -> tuple[Any, int, list[Any]]:
    store = await Store.open(db)
    try:
        tables = await store.tables.open_tables(GUILD)
        assert len(tables) <= 1
        if tables:
            t = tables[0]
            assert table_id is None or t.table_id == table_id
            return t, t.hands_recorded, t.log
        if table_id is None:
            return None, 0, []
        t = await store.tables.get(table_id)
        (summary,) = await store.stats.recent_partidas(GUILD)
        return t, summary.hands, t.log
    finally:
        await store.close()


def test_kill_minus_nine_at_random_moments(db_target: str) -> None:
    """On both backends: on PostgreSQL the child's server session dies with it, and the
    transaction it left open is rolled back by the server."""
    db = db_target
    seed = 20240607
    rng = random.Random(seed)
    modes = ["line", "line"] + [rng.choice(["line", "line", "in_tx", "after_commit"]) for _ in range(KILLS - 2)]
    prog = Progress()
    kills = 0
    seen: set[str] = set()
    while not prog.finished:
        mode = modes[kills] if kills < KILLS else "none"  # after the planned kills: play to the end
        kill_at, selfkill_seq = None, None
        if mode == "line":
            kill_at = rng.randint(0, 3) if kills < 2 else rng.randint(2, 36)
        elif mode in ("in_tx", "after_commit"):
            selfkill_seq = prog.done + rng.randint(0, 15)
        child = Child(db, seed, f"{mode}:{selfkill_seq}" if selfkill_seq is not None else None)
        if kill_at != 0:  # 0: kill it while it starts up
            for n, (kind, *rest) in enumerate(child.lines(), start=1):
                prog.feed(kind, rest)
                if kill_at is not None and n >= kill_at:
                    break
        if mode == "line" and not prog.finished:
            child.kill()
        for kind, *rest in child.lines():  # whatever it printed before it died counts too
            prog.feed(kind, rest)
        rc, err = child.wait()
        if prog.finished:  # it ended the partida before the planned kill
            assert rc in (0, -9), err
        else:
            assert mode != "none" and rc == -9, err  # for the self-kills: it killed itself
            kills += 1

        table, hands_recorded, log = asyncio.run(_stored(db, prog.table_id))
        if table is None:  # killed before the table was created: nothing to check yet
            assert prog.done == 0 and mode == "line"
            continue
        k, done, intended = len(log), prog.done, prog.intended
        assert done <= k <= len(intended), (done, k, len(intended))  # at most the in-flight one lost
        if not prog.finished:
            if mode == "in_tx":
                assert k == selfkill_seq == len(intended) - 1  # written, not committed: not there
            elif mode == "after_commit":
                assert k == selfkill_seq + 1 == done + 1  # committed, though never reported
            seen.add(f"{mode}:{k - done}{len(intended) - k}")
        assert [list(e) for e in log] == intended[:k]  # a prefix of what the child meant, in order
        rules = Rules.from_dict(table.rules)
        rebuilt = Match.replay(rules, table.seed, log, table.first_mano)
        assert rebuilt == Match.replay(rules, table.seed, [tuple(e) for e in intended[:k]], table.first_mano)
        if k:
            assert digest(rebuilt) == prog.digests[k - 1]  # exactly the table the child had in memory
        assert hands_recorded == hands_done(rebuilt)
        if table.status == "finished":
            prog.finished = True
            assert rebuilt.winner is not None and k == len(intended)
        else:
            assert table.status == "playing" and rebuilt.winner is None
        prog.keep(k)
    assert kills >= KILLS - 2  # (a partida that ends early may leave a planned kill unused)
    assert {"in_tx:01", "after_commit:10"} <= seen  # both sides of the commit were hit
    assert len(prog.intended) > 100  # the game was long enough for the kills to land mid-play
