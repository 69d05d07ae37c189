"""Online backups while the bot writes, CSV export, and the command line."""

from __future__ import annotations

import argparse
import asyncio
import csv
import sqlite3
import subprocess
from pathlib import Path

import pytest
from store_helpers import GUILD, humans, is_pg, play_partida, run_sql

from musbot.console import db as db_console
from musbot.store import SeatSpec, Store
from musbot.store.maintenance import backup_database
from musbot.store.pg_admin import libpq_target


def _backup_log(path: Path, table: int) -> list[int]:
    """The action log of ``table`` in a backup, read without restoring it."""
    if path.suffix == ".dump":  # pg_dump's archive: its COPY data of the actions table, as text
        script = subprocess.run(["pg_restore", "--data-only", "--table=actions", "--file=-", str(path)],
                                check=True, capture_output=True, text=True).stdout
        rows = script.split("FROM stdin;\n", 1)[1].split("\n\\.", 1)[0].splitlines()
        return sorted(int(r.split("\t")[1]) for r in rows if int(r.split("\t")[0]) == table)
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA user_version").fetchone()[0] >= 1
        return [r[0] for r in conn.execute("SELECT seq FROM actions WHERE table_id = ? ORDER BY seq", (table,))]
    finally:
        conn.close()


async def _restored(backup: Path, request: pytest.FixtureRequest) -> str:
    """A database made from a backup: the SQLite file itself, or a new PostgreSQL database
    filled by pg_restore."""
    if backup.suffix != ".dump":
        return str(backup)
    url = str(request.getfixturevalue("pg_url"))
    target, env = libpq_target(url)
    subprocess.run(["pg_restore", "--no-owner", f"--dbname={target}", str(backup)], check=True, env=env,
                   capture_output=True)
    return url


async def test_backup_while_writing(store: Store, store_target: str, tmp_path: Path,
                                    request: pytest.FixtureRequest) -> None:
    table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1, seats=humans(1, 2, 3, 4))
    written = 0
    progress = asyncio.Condition()
    stop = False

    async def writer() -> None:
        nonlocal written
        while not stop:
            await store.tables.append_action(table, written, written % 4, {"type": "envido", "amount": 2, "pad": "x" * 300})
            written += 1
            async with progress:
                progress.notify_all()

    async def wait_for(n: int) -> None:
        async with progress:
            await progress.wait_for(lambda: written >= n)

    task = asyncio.create_task(writer())
    sizes = []
    try:
        for i in range(4):
            await wait_for(25 * (i + 1))
            dest = tmp_path / f"backup{i}.{'dump' if store.backend == 'postgresql' else 'db'}"
            if i % 2:  # the command line's way: another connection, read-only
                info = await asyncio.to_thread(backup_database, store_target, str(dest))
            else:
                info = await store.maintenance.backup(dest)
            assert info.path == dest and info.size == dest.stat().st_size and info.version == store.version
            log = _backup_log(dest, table)
            assert log == list(range(len(log)))  # a consistent prefix: no gap, no torn write
            sizes.append(len(log))
            assert not Path(f"{dest}.partial").exists()
    finally:
        stop = True
        await task
    assert sizes == sorted(sizes) and sizes[-1] >= 100
    assert len(await store.tables.actions(table)) == written
    restored = await Store.open(await _restored(dest, request))  # a backup is a working database
    try:
        assert len((await restored.tables.open_tables())[0].actions) == sizes[-1]
    finally:
        await restored.close()


async def test_backup_into_a_directory(store: Store, tmp_path: Path) -> None:
    out = tmp_path / "backups"
    out.mkdir()
    info = await store.maintenance.backup(out)
    assert info.path.parent == out and info.path.name.startswith("musbot-")
    assert info.path.suffix == (".dump" if store.backend == "postgresql" else ".db")


async def test_export_csv(store: Store, tmp_path: Path) -> None:
    a, b, c, d = humans(1, 2, 3, 4)
    a = SeatSpec.human(1, 'Ane "la rápida", Etxeberria')  # quotes, commas and accents survive
    bot = SeatSpec.computer("medium", "Bot")
    await play_partida(store, [a, c, b, d], winner=0, juegos_lost=1)
    await play_partida(store, [a, bot, b, d], winner=1)
    await play_partida(store, humans(21, 22, 23, 24), winner=0, guild=GUILD + 1)  # another server
    counts = await store.maintenance.export_guild(GUILD, tmp_path / "out")
    assert counts == {"players.csv": 5, "partidas.csv": 2, "juegos.csv": 5, "hands.csv": 5, "count_lines.csv": 5,
                      "tournaments.csv": 0, "tournament_pairs.csv": 0, "tournament_matches.csv": 0,
                      "tournament_partidas.csv": 0, "tournament_sanctions.csv": 0}

    def rows(name: str) -> list[dict[str, str]]:
        with open(tmp_path / "out" / name, newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))

    players = {r["display_name"]: r for r in rows("players.csv")}
    assert set(players) == {'Ane "la rápida", Etxeberria', "user2", "user3", "user4", "Bot"}
    ane = players['Ane "la rápida", Etxeberria']
    assert (ane["user_id"], ane["ai"], ane["partidas"], ane["partidas_won"]) == ("1", "", "2", "1")
    assert players["Bot"]["ai"] == "medium" and players["Bot"]["user_id"] == ""
    partidas = rows("partidas.csv")
    assert [(p["winner_pair"], p["juegos_pair0"], p["juegos_pair1"], p["status"]) for p in partidas] == [
        ("0", "2", "1", "finished"), ("1", "0", "2", "finished")]
    assert [p["reported"] for p in partidas] == ["0", "0"]  # played at the bot's tables
    assert [partidas[1][f"seat{s}_name"] for s in range(4)] == ['Ane "la rápida", Etxeberria', "Bot", "user2", "user4"]
    hands = rows("hands.csv")
    assert [(h["partida_id"], h["hand_number"], h["points_pair0"], h["points_pair1"]) for h in hands][:3] == [
        ("1", "1", "0", "40"), ("1", "2", "40", "0"), ("1", "3", "40", "0")]
    lines = rows("count_lines.csv")
    assert sum(int(x["points"]) for x in lines) == sum(int(h["points_pair0"]) + int(h["points_pair1"]) for h in hands)
    assert {j["partida_id"] for j in rows("juegos.csv")} == {"1", "2"}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="musbot")
    db_console.register(parser.add_subparsers(dest="command", required=True))
    return parser


def _run(*argv: str) -> int:
    args = _parser().parse_args(argv)
    return int(args.func(args))


async def _seed_db(path: Path | str) -> None:
    store = await Store.open(path)
    try:
        await play_partida(store, humans(1, 2, 3, 4), winner=0)
    finally:
        await store.close()


def test_cli_upgrade_check_backup_export(db_target: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    db = db_target
    monkeypatch.setenv("MUSBOT_DB", db)
    assert _run("db", "upgrade") == 0  # creates it, from $MUSBOT_DB
    assert "applied migrations 0001" in capsys.readouterr().out
    assert _run("db", "upgrade") == 0
    assert "up to date" in capsys.readouterr().out
    asyncio.run(_seed_db(db))
    assert _run("db", "check", "--db", db) == 0
    out = capsys.readouterr().out
    assert "partidas: 1" in out and out.strip().endswith("ok")
    assert "password" not in out
    copy = tmp_path / ("copy.dump" if is_pg(db) else "copy.db")
    assert _run("db", "backup", str(copy)) == 0
    assert "backup written" in capsys.readouterr().out
    if not is_pg(db):  # (a PostgreSQL backup is checked by restoring it: test_backup_while_writing)
        assert _run("db", "check", "--db", str(copy)) == 0
    assert copy.stat().st_size > 0
    capsys.readouterr()
    assert _run("export", "--guild", str(GUILD), "--out", str(tmp_path / "csv")) == 0
    assert "partidas.csv: 1 rows" in capsys.readouterr().out
    assert (tmp_path / "csv" / "hands.csv").exists()


def test_cli_reports_broken_databases(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run("db", "upgrade", "--db", str(tmp_path / "nope" / "x.db")) == 2
    assert "does not exist" in capsys.readouterr().err
    bad = tmp_path / "bad.db"
    bad.write_text("not a database")
    assert _run("db", "check", "--db", str(bad)) == 1
    assert "PROBLEM" in capsys.readouterr().out
    assert _run("db", "upgrade", "--db", str(bad)) == 2
    assert "not an SQLite database" in capsys.readouterr().err
    assert _run("db", "backup", str(tmp_path / "b.db"), "--db", str(tmp_path / "missing.db")) == 2
    assert _run("export", "--guild", "1", "--out", str(tmp_path / "o"), "--db", str(tmp_path / "missing.db")) == 2
    assert "does not exist" in capsys.readouterr().err


def test_check_finds_a_gap_in_an_action_log(db_target: str, capsys: pytest.CaptureFixture[str]) -> None:
    db = db_target

    async def make() -> None:
        store = await Store.open(db)
        t = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
        await store.tables.append_actions(t, [(i, 0, {"type": "mus"}) for i in range(3)])
        await store.close()

    asyncio.run(make())
    asyncio.run(run_sql(db, "DELETE FROM actions WHERE seq = 1"))  # what the store never does
    assert _run("db", "check", "--db", db) == 1
    assert "action log has a gap" in capsys.readouterr().out
