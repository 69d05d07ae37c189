"""The format "a N ceros" (``formats/ceros.py``): a pair is out at its N-th lost partida, rounds
pair pairs on as many ceros without rematches where possible, byes are fair, the last pair in
is champion; grupo B takes the pairs out of A in rounds 1 to N + 1 (docs/organising.md)."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest
from ceros_invariants import all_ties, check

from musbot.cli import main
from musbot.store import Store
from musbot.tournaments.port import PartidaOutcome, PartidaSpec
from musbot.tournaments.service import TournamentService
from musbot.tournaments.simulate import play, report

QUICK = ["--level", "random", "--juegos", "1", "--tantos", "30"]


async def coin(store: Store, service: TournamentService, spec: PartidaSpec, level: str, seed: int) -> PartidaOutcome:
    """A partida decided by a seeded coin: the format's rounds, not the cards, are under test."""
    rnd = random.Random(f"{seed}:{spec.match_no}:{spec.number}")
    w = rnd.randrange(2)
    return PartidaOutcome(w, (1, 0) if w == 0 else (0, 1), (30, rnd.randrange(30)) if w == 0 else (rnd.randrange(30), 30))


def simulated(pairs: int, *, seed: int = 0, best_of: int = 1, **options: Any) -> dict[str, Any]:
    return report(asyncio.run(play("ceros", pairs, seed=seed, best_of=best_of, partida=coin, **options)))


@pytest.mark.parametrize("grupo_b", [0, 2])
def test_every_size_from_5_to_40_holds_the_formats_invariants(grupo_b: int) -> None:
    """Everyone out has exactly N ceros, no rematch while another pairing avoids it, pairs on
    as many ceros meet where possible, no second bye before every pair had one, one champion
    (and grupo B's when there is one), for each size 5 to 40."""
    for pairs in range(5, 41):
        out = simulated(pairs, seed=pairs, ceros=3, grupo_b=grupo_b)
        check(out, 3, grupo_b)
        assert out["champion"] is not None
        if any(r["stage"] == "B" for r in out["rounds"]):
            assert out["champion_b"] is not None


def test_best_of_three_counts_each_lost_partida_as_a_cero() -> None:
    """With best of 3 the partidas count: a tie lost 1-2 gives the loser two ceros and the
    winner one."""
    out = simulated(12, seed=5, best_of=3, ceros=4, grupo_b=2)
    check(out, 4, 2, best_of=3)
    assert any(sorted(t["partidas"]) == [1, 2] for t in all_ties(out) if not t.get("bye"))


def test_the_console_simulates_a_ceros_tournament_with_a_grupo_b(capsys: pytest.CaptureFixture[str]) -> None:
    """``musbot tournament simulate --format ceros --ceros 3 --grupo-b 2 --json``, real
    partidas: rounds with stage A or B, ``champion`` and ``champion_b``."""
    args = ["tournament", "simulate", "--format", "ceros", "--pairs", "9", "--ceros", "3", "--grupo-b", "2", *QUICK]
    assert main([*args, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    check(out, 3, 2)
    assert {r["stage"] for r in out["rounds"]} == {"A", "B"}
    assert out["champion"] is not None and out["champion_b"] is not None
    assert out["standings"][0]["pair"] == out["champion"] and out["standings"][0]["stage"] == "A"
    assert main([*args[:-len(QUICK)], "--grupo-b", "9", *QUICK]) == 2  # out of its range: refused plainly
    assert "musbot: " in capsys.readouterr().err
