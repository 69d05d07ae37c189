"""PostgreSQL's own faults: a server that is not there, a connection lost mid-press, a commit
whose answer is lost, a read-only server, two processes starting at once, twin migrations.

Every test here runs against a real PostgreSQL server (the session's, or one of its own when
it stops and starts the server). Nothing is mocked but the one moment a test must hit: the
answer to a COMMIT that the server did carry out.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
from pathlib import Path
from urllib.parse import urlsplit

import asyncpg
import pg_server
import pytest
from store_helpers import GUILD, humans, in_thread, run_sql, state_of, table_names

from musbot.console import db as db_console
from musbot.engine import Ordago, Rules, Sena
from musbot.settings import Settings
from musbot.store import DatabaseUnavailable, DatabaseUnwritable, MigrationError, Store, StoreError
from musbot.store.db import Migration, execute, load_migrations
from musbot.store.pg import PgDatabase
from musbot.store.pg_connection import masked
from musbot.tables.errors import TableError
from musbot.tables.service import TableService
from musbot.tables.store_adapter import StorePersistence

ROOT = Path(__file__).resolve().parents[2]
NOWHERE = "postgresql://musbot:s3cr%40t@/musbot?host=/nonexistent/musbot-pg"


def _writer_pid(store: Store) -> int:
    db = store._db
    assert isinstance(db, PgDatabase) and db._writer is not None
    return int(db._writer.raw.get_server_pid())


async def _terminate(url: str, pid: int) -> None:
    """What a restarted server, a dead network or an admin's pg_terminate_backend does to a session."""
    assert await run_sql(url, f"SELECT pg_terminate_backend({pid})") == [(True,)]


# ---------------------------------------------------------------------- at start
async def test_an_unreachable_server_is_refused_with_a_clear_message() -> None:
    with pytest.raises(DatabaseUnavailable, match="cannot reach the PostgreSQL server") as err:
        await Store.open(NOWHERE)
    assert "s3cr" not in str(err.value) and "musbot:***@" in str(err.value)  # never the password


def test_the_command_line_exits_2_when_the_server_is_unreachable(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["db", "upgrade"], ["db", "check"], ["export", "--guild", "1", "--out", "/tmp/x"]):
        parser = argparse.ArgumentParser(prog="musbot")
        db_console.register(parser.add_subparsers(dest="command", required=True))
        args = parser.parse_args([*argv, "--db", NOWHERE])
        assert args.func(args) == 2, argv
        err = capsys.readouterr().err
        assert "cannot reach" in err and "s3cr" not in err


async def test_musbot_run_exits_2_and_says_why_when_the_server_is_unreachable(standin: object, tmp_path: Path) -> None:
    """The real start-up path: the bot logs in to the Discord stand-in, then cannot open its store."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MUSBOT_", "DISCORD_", "STANDIN_"))}
    env.update(STANDIN_URL=standin.base_url, DISCORD_TOKEN=standin.bot_token, MUSBOT_DB=NOWHERE)  # type: ignore[attr-defined]
    proc = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "tests" / "e2e" / "bot_process.py"), cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, stdin=asyncio.subprocess.DEVNULL)
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    text = (out + err).decode()
    assert proc.returncode == 2, text
    assert "cannot reach the PostgreSQL server" in text and "s3cr" not in text


async def test_a_missing_database_and_a_bad_url_are_explained(pg_admin_url: str) -> None:
    from store_helpers import with_database
    with pytest.raises(StoreError, match="does not exist.*createdb"):
        await Store.open(with_database(pg_admin_url, "no_such_musbot_db"))
    with pytest.raises(StoreError, match="not a usable PostgreSQL URL"):
        await Store.open("postgresql://u@localhost:notaport/musbot")


async def test_a_read_only_server_is_refused_for_writing_but_readable(pg_url: str) -> None:
    await (await Store.open(pg_url)).close()
    name = urlsplit(pg_url).path.lstrip("/")
    await run_sql(pg_url, f"ALTER DATABASE {name} SET default_transaction_read_only = on")  # as on a standby
    before = await state_of(pg_url)
    with pytest.raises(DatabaseUnwritable, match="read-only"):
        await Store.open(pg_url)
    assert await state_of(pg_url) == before
    ro = await Store.open(pg_url, readonly=True)  # exports and queries still work
    try:
        assert await ro.tables.open_tables() == []
    finally:
        await ro.close()


def test_a_backup_without_pg_dump_says_so_and_writes_nothing(pg_url: str, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    in_thread(_upgraded(pg_url))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))  # a machine without the client tools
    parser = argparse.ArgumentParser(prog="musbot")
    db_console.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["db", "backup", str(tmp_path / "b.dump"), "--db", pg_url])
    assert args.func(args) == 2
    assert "pg_dump is not installed" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


async def _upgraded(url: str) -> None:
    await (await Store.open(url)).close()


def test_passwords_never_show() -> None:
    assert masked("postgresql://bot:hunter2@db.example:5432/musbot") == "postgresql://bot:***@db.example:5432/musbot"
    assert masked("postgresql://bot@db.example/musbot") == "postgresql://bot@db.example/musbot"
    assert "hunter2" not in repr(Settings(db_path="postgresql://bot:hunter2@db.example/musbot"))


# ---------------------------------------------------------------------- migrations
async def test_two_processes_starting_at_once_migrate_once(pg_url: str) -> None:
    """Two real processes (``musbot db upgrade``) on a new database at the same moment: one
    applies the migrations, the other waits for it (an advisory lock) and finds them done."""
    argv = [sys.executable, "-c", "import sys; from musbot.cli import main; sys.exit(main(sys.argv[1:]))",
            "db", "upgrade", "--db", pg_url]
    procs = [await asyncio.create_subprocess_exec(*argv, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
             for _ in range(2)]
    outs = [await asyncio.wait_for(p.communicate(), 60) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    said = sorted(out.decode().split(": ", 1)[1].split(" (")[0].split(";")[0] for out, _err in outs)
    assert said == [f"applied migrations {', '.join(f'{v:04d}' for v in range(1, len(load_migrations()) + 1))}",
                    "up to date"]
    assert len(await run_sql(pg_url, "SELECT version FROM schema_migrations")) == len(load_migrations())


async def test_a_twin_migration_runs_on_postgres_and_its_edits_are_refused(pg_url: str, tmp_path: Path) -> None:
    """Where SQLite and PostgreSQL need different DDL, NNNN_name.postgres.sql holds PostgreSQL's."""
    n = len(load_migrations()) + 1
    lite_sql = "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL);"
    pg_sql = "CREATE TABLE notes (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, body TEXT NOT NULL);\n" \
             "CREATE INDEX notes_words ON notes USING gin (to_tsvector('simple', body));"
    twin = Migration.from_text(n, "notes", lite_sql, pg_sql)
    for target in (str(tmp_path / "musbot.db"), pg_url):
        store = await Store.open(target, migrations=(*load_migrations(), twin))
        await store.close()
        assert "notes" in await table_names(target)
    assert await run_sql(pg_url, "SELECT indexname FROM pg_indexes WHERE tablename = 'notes' AND indexname = 'notes_words'")
    edited = Migration.from_text(n, "notes", lite_sql, pg_sql.replace("simple", "english"))
    with pytest.raises(MigrationError, match="never be edited"):
        await Store.open(pg_url, migrations=(*load_migrations(), edited))
    # the SQLite file never ran the twin, so a new twin does not disturb it
    await (await Store.open(tmp_path / "musbot.db", migrations=(*load_migrations(), edited))).close()


async def test_sqlite_only_ddl_without_a_twin_changes_nothing(pg_url: str) -> None:
    await (await Store.open(pg_url)).close()
    before = await state_of(pg_url)
    n = len(load_migrations())
    ok = Migration.from_text(n + 1, "fine", "CREATE TABLE fine (x INTEGER);")
    trigger = Migration.from_text(n + 2, "stamp", "CREATE TRIGGER t AFTER INSERT ON fine BEGIN SELECT 1; END;")
    with pytest.raises(MigrationError, match="stamp.*twin"):
        await Store.open(pg_url, migrations=(*load_migrations(), ok, trigger))
    assert await state_of(pg_url) == before  # pending migrations are one transaction: not even 'fine'


# ---------------------------------------------------------------------- connections lost
async def test_a_write_whose_connection_is_lost_is_refused_and_the_next_reconnects(pg_url: str) -> None:
    store_target = pg_url
    store = await Store.open(store_target)
    try:
        table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1, seats=humans(1, 2, 3, 4))
        await store.tables.append_action(table, 0, 0, {"type": "mus"})
        with pytest.raises(DatabaseUnavailable, match="Nothing of this write was saved"):
            async with store.transaction():
                await store.tables.append_action(table, 1, 1, {"type": "mus"})
                await _terminate(store_target, _writer_pid(store))
                await store.tables.append_action(table, 2, 2, {"type": "mus"})
        assert [a.seq for a in await store.tables.actions(table)] == [0]
        await store.tables.append_action(table, 1, 1, {"type": "no_mus"})  # connects again by itself
        assert [a.action["type"] for a in await store.tables.actions(table)] == ["mus", "no_mus"]
        await _terminate(store_target, _writer_pid(store))  # lost while idle: not even noticed
        await store.tables.append_action(table, 2, 2, {"type": "mus"})
        reader = store._db._reader  # type: ignore[attr-defined]
        await _terminate(store_target, reader.raw.get_server_pid())
        assert len(await store.tables.actions(table)) == 3
    finally:
        await store.close()


async def test_a_commit_whose_answer_is_lost_is_looked_up(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server committed, then the connection died before saying so: the write succeeded,
    and the caller is told so (the table would otherwise be rolled back in memory only)."""
    store = await Store.open(pg_url)
    try:
        table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
        send = PgDatabase._send_commit

        async def committed_then_lost(self: PgDatabase, raw: asyncpg.Connection) -> str:
            await send(self, raw)
            raw.terminate()
            raise asyncpg.ConnectionDoesNotExistError("connection was closed in the middle of operation")

        monkeypatch.setattr(PgDatabase, "_send_commit", committed_then_lost)
        await store.tables.append_action(table, 0, 0, {"type": "mus"})  # no error: it was saved
        monkeypatch.setattr(PgDatabase, "_send_commit", send)
        assert [a.seq for a in await store.tables.actions(table)] == [0]

        async def lost_before(self: PgDatabase, raw: asyncpg.Connection) -> str:
            await _terminate(pg_url, raw.get_server_pid())
            return await send(self, raw)

        monkeypatch.setattr(PgDatabase, "_send_commit", lost_before)
        with pytest.raises(DatabaseUnavailable, match="Nothing of this write was saved"):
            await store.tables.append_action(table, 1, 1, {"type": "mus"})
        monkeypatch.setattr(PgDatabase, "_send_commit", send)
        assert [a.seq for a in await store.tables.actions(table)] == [0]
        await store.tables.append_action(table, 1, 1, {"type": "mus"})
    finally:
        await store.close()


async def test_a_refused_statement_ends_the_whole_transaction(pg_url: str) -> None:
    """PostgreSQL does not go on after an error inside a transaction: if the caller catches a
    refusal by the database itself and carries on, the commit is refused too, never half-saved."""
    store = await Store.open(pg_url)
    try:
        table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
        with pytest.raises(StoreError, match="refused part of the transaction"):
            async with store.transaction():
                await store.tables.append_action(table, 0, 0, {"type": "mus"})
                with pytest.raises(StoreError, match="refused by the database"):
                    async with store._db.write() as conn:  # the same seq again: the primary key refuses it
                        await execute(conn, "INSERT INTO actions (table_id, seq, seat, action, at) "
                                      "VALUES (?, 0, 0, '{}', 'x')", (table,))
        assert await store.tables.actions(table) == ()
        with pytest.raises(StoreError, match="refused part of the transaction"):
            async with store.transaction():
                with pytest.raises(StoreError):
                    async with store._db.write() as conn:
                        await execute(conn, "INSERT INTO no_such_table VALUES (1)")
                await store.tables.append_action(table, 0, 0, {"type": "mus"})
        assert await store.tables.actions(table) == ()
    finally:
        await store.close()


async def test_the_server_goes_down_and_comes_back(tmp_path: Path) -> None:
    """Its own server, stopped and started: calls are refused while it is down (quickly, with a
    message), and the same Store carries on once it is back, without being reopened."""
    if pg_server.unavailable():
        if os.environ.get("MUSBOT_REQUIRE_PG"):
            pytest.fail(str(pg_server.unavailable()))
        pytest.skip(str(pg_server.unavailable()))
    base, url = await asyncio.to_thread(pg_server.start)
    try:
        store = await Store.open(url)
        try:
            table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1)
            await store.tables.append_action(table, 0, 0, {"type": "mus"})
            await asyncio.to_thread(pg_server.pg_ctl, base, "stop", "-m", "fast")
            with pytest.raises(DatabaseUnavailable, match="cannot reach|lost the connection"):
                await store.tables.append_action(table, 1, 1, {"type": "mus"})
            with pytest.raises(DatabaseUnavailable):
                await store.tables.open_tables()
            await asyncio.to_thread(pg_server.pg_ctl, base, "start")
            await store.tables.append_action(table, 1, 1, {"type": "no_mus"})
            assert [a.action["type"] for a in (await store.tables.open_tables())[0].actions] == ["mus", "no_mus"]
        finally:
            await store.close()
    finally:
        await asyncio.to_thread(pg_server.stop, base)


# ---------------------------------------------------------------------- a press, through the table service
class _Clock:
    now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


async def test_a_press_whose_connection_is_lost_is_refused_and_the_table_goes_on(pg_url: str) -> None:
    """Lost during a press, before any of it was sent: the store connects again and sends it
    (a press is one statement, sent at its end); memory is always what the database has, and
    a press refused (error.store) leaves the table as the database has it."""
    store = await Store.open(pg_url)
    try:
        persistence = StorePersistence(store)
        service = TableService(persistence, clock=_Clock())
        table = await service.open_table(GUILD, 20, 101, "Ana", Rules(juegos=3, vacas=3), seed=5)
        for _ in range(3):
            await service.add_ai(20, 101, "random")
        await service.start(20, 101)
        rng = random.Random(3)
        lose_next = False
        original = persistence.append_actions

        async def append(*args: object) -> None:
            nonlocal lose_next
            if lose_next:  # the connection dies inside the press's transaction
                lose_next = False
                await _terminate(pg_url, _writer_pid(store))
            await original(*args)  # type: ignore[arg-type]

        persistence.append_actions = append  # type: ignore[method-assign]
        refused = lost = 0
        for step in range(300):
            if table.status == "finished":  # a revancha: more to write
                await service.rematch(20, 101)
            match = table.match
            before = list(match.log)
            planned = lose_next = step % 7 == 3
            lost += planned
            try:
                if match.phase == "hand_end":
                    await service.next_hand(20, 101, match.hand_number)
                else:
                    actions = [a for a in match.legal_actions(0) if not isinstance(a, Sena | Ordago)]
                    await service.act(20, 101, match.hand_number, rng.choice(actions))
            except TableError as exc:
                assert exc.key == "error.store" and planned  # refused: only the presses that lost it
                refused += 1
                assert table.match.log == before  # nothing moved in memory...
            stored = [[a.seat, a.action] for a in await store.tables.actions(table.id)]
            assert stored == table.match.to_dict()["log"]  # ...and memory is what the database has
            if table.status == "playing":  # the hands recorded too (a hand's end is part of the press)
                assert (await store.tables.get(table.id)).hands_recorded == table.hands_recorded
        assert lost >= 30 and refused == 0  # nothing was sent yet: each went through on a new connection
    finally:
        await store.close()


# ---------------------------------------------------------------------- a press in one round trip
async def test_a_press_alone_is_one_statement_without_begin_or_commit(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """On PostgreSQL a transaction holding only a press's actions is sent as
    that one statement (autocommit), not BEGIN, INSERT, the transaction id and COMMIT."""
    store = await Store.open(pg_url)
    try:
        table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1, seats=humans(1, 2, 3, 4))
        sent: list[str] = []
        for name in ("_begin", "_commit"):
            real = getattr(PgDatabase, name)

            async def noted(self: PgDatabase, *args: object, real: object = real, name: str = name) -> object:
                sent.append(name)
                return await real(self, *args)  # type: ignore[operator]

            monkeypatch.setattr(PgDatabase, name, noted)
        async with store.transaction():
            await store.tables.append_actions(table, [(0, 0, {"type": "mus"}), (1, 1, {"type": "mus"})], at_commit=True)
        assert sent == []
        assert [a.seq for a in await store.tables.actions(table)] == [0, 1]
    finally:
        await store.close()


async def test_a_press_whose_answer_is_lost_is_looked_up(pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The press's INSERT reached the server, then the connection died before the answer: the
    actions are found on a new connection and the press counts (sent once, never twice); one
    that never arrived is sent again once."""
    from musbot.store.pg_connection import PgConnection

    store = await Store.open(pg_url)
    try:
        table = await store.tables.create(GUILD, 1, creator_id=None, rules={}, seed=1, seats=humans(1, 2, 3, 4))
        real = PgConnection.execute_count
        calls: list[str] = []

        async def lost_after(self: PgConnection, sql: str, params: object = ()) -> int:
            calls.append("after")
            await real(self, sql, params)  # type: ignore[arg-type]
            self.raw.terminate()
            raise asyncpg.ConnectionDoesNotExistError("connection lost")

        monkeypatch.setattr(PgConnection, "execute_count", lost_after)
        async with store.transaction():
            await store.tables.append_actions(table, [(0, 0, {"type": "mus"})], at_commit=True)
        assert calls == ["after"] and [a.seq for a in await store.tables.actions(table)] == [0]

        async def lost_before(self: PgConnection, sql: str, params: object = ()) -> int:
            monkeypatch.setattr(PgConnection, "execute_count", real)
            calls.append("before")
            self.raw.terminate()
            raise asyncpg.ConnectionDoesNotExistError("connection lost")

        monkeypatch.setattr(PgConnection, "execute_count", lost_before)
        async with store.transaction():
            await store.tables.append_actions(table, [(1, 1, {"type": "no_mus"})], at_commit=True)
        assert [a.seq for a in await store.tables.actions(table)] == [0, 1]
    finally:
        await store.close()
