"""``musbot tournament simulate`` and ``verify``, and tournament partidas in the
ratings, the statistics, the MSST (seed 004: a tournament is a Turnier) and the export."""

from __future__ import annotations

import asyncio
import csv
import json
from pathlib import Path

import pytest

from musbot.cli import main
from musbot.league import msst_table
from musbot.store import Store
from musbot.store.db import fetchall
from musbot.tournaments.simulate import GUILD, simulate

QUICK = ["--level", "random", "--juegos", "1", "--tantos", "30"]


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    assert main(["tournament", "simulate", *args, *QUICK, "--json"]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_simulate_prints_rounds_standings_and_the_champion(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "--format", "suizo", "--pairs", "7", "--rounds", "3", "--seed", "4")
    assert set(out) == {"format", "pairs", "rounds", "order", "standings", "champion"}
    assert out["format"] == "suizo" and [p["id"] for p in out["pairs"]] == list(range(1, 8))
    assert [r["round"] for r in out["rounds"]] == [1, 2, 3] and {r["stage"] for r in out["rounds"]} == {"suizo"}
    byes = [m["a"] for r in out["rounds"] for m in r["matches"] if m.get("bye")]
    assert len(byes) == 3 and len(set(byes)) == 3  # one a round, never twice to a pair
    for r in out["rounds"]:
        for m in r["matches"]:
            if m.get("bye"):
                assert m == {"a": m["a"], "b": None, "winner": m["a"], "bye": True}
            else:
                assert set(m) == {"a", "b", "winner", "partidas", "juegos", "tantos", "walkover"}
                assert m["walkover"] is False and max(m["partidas"]) == 1
                assert m["winner"] == (m["a"] if m["partidas"][0] else m["b"])
    first = out["standings"][0]
    assert out["champion"] == first["pair"] and first["rank"] == 1 and "buchholz" in first
    # the standings agree with the rounds
    for row in out["standings"]:
        ties = [m for r in out["rounds"] for m in r["matches"] if not m.get("bye") and row["pair"] in (m["a"], m["b"])]
        assert row["played"] == len(ties) and row["won"] == sum(m["winner"] == row["pair"] for m in ties)
        assert row["tantos_for"] == sum(m["tantos"][0 if m["a"] == row["pair"] else 1] for m in ties)


def test_simulate_a_liguilla_then_its_eliminatoria(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "--format", "liguilla", "--pairs", "8", "--group-size", "4", "--advance", "2")
    stages = [r["stage"] for r in out["rounds"]]
    assert stages[:6] == ["grupo 1", "grupo 2"] * 3 and stages[6:] == ["eliminatoria"] * 2
    semis, final = out["rounds"][6]["matches"], out["rounds"][7]["matches"]
    assert len(semis) == 2 and len(final) == 1 and out["champion"] == final[0]["winner"]
    assert {out["standings"][0]["pair"], out["standings"][1]["pair"]} == {final[0]["a"], final[0]["b"]}


def test_a_liguilla_of_four_groups_keeps_group_mates_apart_in_the_knockout(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "--format", "liguilla", "--pairs", "16", "--group-size", "4", "--advance", "2")
    group = {row["pair"]: row["group"] for row in out["standings"]}
    quarters = [r for r in out["rounds"] if r["stage"] == "eliminatoria"][0]["matches"]
    assert len(quarters) == 4 and all(group[m["a"]] != group[m["b"]] for m in quarters)
    top = {group[p] for m in quarters[:2] for p in (m["a"], m["b"])}
    assert len(top) == 4  # each half has one pair of every group


def test_simulate_absences_become_walkovers(capsys: pytest.CaptureFixture[str]) -> None:
    out = run_json(capsys, "--format", "liga", "--pairs", "4", "--absent-rate", "0.3", "--seed", "2")
    ties = [m for r in out["rounds"] for m in r["matches"]]
    assert [r["stage"] for r in out["rounds"]] == ["jornada 1", "jornada 2", "jornada 3"]
    walkovers = [m for m in ties if m["walkover"]]
    assert walkovers and all(m["partidas"] == [0, 0] for m in walkovers)


def test_simulate_refuses_bad_options_plainly(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "simulate", "--format", "liguilla", "--pairs", "8", "--group-size", "9", *QUICK]) == 2
    assert "group" in capsys.readouterr().err.lower()


def test_tournament_partidas_feed_ratings_the_msst_as_a_turnier_and_the_export(store_target: str, tmp_path: Path,
                                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """On SQLite and on PostgreSQL (``store_target``): the same store code, the same answers."""
    db = store_target
    rules = {"juegos": 1, "tantos": 30}
    out = asyncio.run(simulate("eliminatoria", 8, level="random", rules=rules, db_path=db))
    assert main(["tournament", "verify", "--db", db, "--id", "1"]) == 0
    assert "matches" in capsys.readouterr().out

    async def check() -> None:
        store = await Store.open(db)
        try:
            board = await store.stats.leaderboard(GUILD, limit=20)
            assert len(board) == 16  # every player's tournament partidas were rated
            async with store._db.read("test") as conn:
                turnier = await fetchall(conn, "SELECT participants, value FROM msst_turniere")
                gains = await fetchall(conn, "SELECT COUNT(*) FROM msst_history WHERE kind = 'turnier'")
            assert [tuple(r) for r in turnier][0][0] == 16 and list(turnier)[0][1] is not None
            assert list(gains)[0][0] == 16  # section 5: every player of every pair placed
            await msst_table(store, GUILD, now="2026-03-01T00:00:00Z")  # a later month: January is scored
            async with store._db.read("test") as conn:
                gains = await fetchall(conn, "SELECT COUNT(*) FROM msst_history WHERE kind = 'turnier'")
                months = await fetchall(conn, "SELECT participants FROM msst_tournaments")
            assert list(gains)[0][0] == 16 and not list(months)  # its partidas are not the month's tournament
            champion = out["champion"]
            champs = [p for p in out["pairs"] if p["id"] == champion][0]["players"]
            top = await msst_table(store, GUILD, limit=2, now="2026-01-31T00:00:00Z")
            assert {r.player.name for r in top} == set(champs)  # 1st place gets the most
            counts = await store.maintenance.export_guild(GUILD, tmp_path / "out")
            assert counts["tournaments.csv"] == 1 and counts["tournament_pairs.csv"] == 8
            assert counts["tournament_matches.csv"] == 7 and counts["tournament_partidas.csv"] == 7
            with open(tmp_path / "out" / "tournaments.csv", newline="", encoding="utf-8") as f:
                row = next(csv.DictReader(f))
            assert row["format"] == "eliminatoria" and row["champion_pair"] == str(champion) and len(row["seed"]) == 64
        finally:
            await store.close()

    asyncio.run(check())


def test_verify_says_when_a_draw_was_tampered_with(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "sim.db"
    asyncio.run(simulate("liga", 3, level="random", rules={"juegos": 1, "tantos": 30}, db_path=db))

    async def published() -> dict:  # type: ignore[type-arg]
        from musbot.console.tournament import published as pub
        from musbot.tournaments.records import Records

        store = await Store.open(db)
        try:
            tour = await Records(store).load(1)
        finally:
            await store.close()
        assert tour is not None
        return pub(tour)

    data = asyncio.run(published())
    path = tmp_path / "draw.json"
    path.write_text(json.dumps(data))
    assert main(["tournament", "verify", "--file", str(path)]) == 0
    data["draw"]["order"] = list(reversed(data["draw"]["order"]))
    path.write_text(json.dumps(data))
    assert main(["tournament", "verify", "--file", str(path)]) == 1
    assert "does NOT match" in capsys.readouterr().out


def test_tantos_of_a_partida_count_lines_dejes_and_what_an_ordago_won_still_needed() -> None:
    """The tantos a match records (the last tie-break): R22 count lines, R19 dejes, and an
    accepted órdago (R20) worth the points its winners still needed for the juego."""
    from musbot.engine import events as ev
    from musbot.tournaments.port import TantosCounter

    c = TantosCounter(40)
    c.feed([ev.Deje("grande", 0, 1), ev.CountLine("pares", 1, 3, "medias", 1), ev.CountLine("juego", 0, 2, "juego", 0)])
    c.feed([ev.CountLine("punto", 0, 30, "envite"), ev.OrdagoWon("juego", 1, 1), ev.JuegoWon(1, (0, 1))])
    assert (c.tantos, c.juegos) == ([33, 40], [0, 1])  # pair 1 had 3 and needed 37 more
    c.feed([ev.CountLine("grande", 0, 40, "envite"), ev.JuegoWon(0, (1, 1))])
    assert (c.tantos, c.juegos) == ([73, 40], [1, 1])
