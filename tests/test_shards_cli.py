"""``musbot run --shard-count N --shards A-B`` : bad values are refused with the
accepted form, and a process whose shards another live process serves refuses to start in one
sentence naming the overlap and that process (exit code 2, before any login, no traceback)."""

from __future__ import annotations

import time

import pytest

from musbot import exits
from musbot.cli import main
from musbot.run import _run
from musbot.settings import Settings
from musbot.store import Store


@pytest.mark.parametrize(("argv", "said"), [
    (["run", "--shards", "0-1"], "musbot: --shards needs --shard-count N (how many shards in all)"),
    (["run", "--shard-count", "2", "--shards", "1-2"],
     "musbot: --shards '1-2' is not a range A-B of shard numbers with 0 <= A <= B <= 1 (--shard-count 2)"),
])
def test_bad_shards_are_refused_with_the_accepted_form(argv, said, capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == exits.CANNOT_START
    err = capsys.readouterr().err
    assert err.startswith(said) and err.count("\n") == 1
    assert not (tmp_path / "musbot.db").exists()  # refused before anything was opened


def test_a_shard_count_that_is_no_number_is_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["run", "--shard-count", "0"])
    assert stop.value.code == exits.CANNOT_START
    assert "'0' is not a number of shards from 1 to 4096" in capsys.readouterr().err


async def test_a_second_process_on_the_same_shards_refuses_to_start(tmp_path, capsys, caplog):
    db = tmp_path / "musbot.db"
    other = "host-a:101:aa"  # a live process of another machine, serving shard 1 of 2
    async with await Store.open(db) as store:
        await store.leases.claim_shards(other, [1], 2, 30, now=time.time())
    code = await _run(Settings(token="abc", db_path=str(db)), (0, 1), 2, sharded=True)
    err = capsys.readouterr().err
    assert code == exits.CANNOT_START
    assert err == (f"musbot: cannot serve shards 0-1 of 2: shard 1 of 2 is already served by the process {other}; "
                   "stop that process or choose other shards with --shards\n")
    assert "Traceback" not in err and not [r for r in caplog.records if r.exc_info]
    async with await Store.open(db) as store:  # this process left no claim behind
        assert [(c.shard_id, c.owner) for c in await store.leases.claims()] == [(1, other)]


async def test_the_bot_of_some_shards_hands_them_to_discord_py(tmp_path):
    """discord.py's AutoShardedBot connects for ``shard_ids`` of ``shard_count`` (no login here)."""
    from musbot.bot import ShardedMusBot
    from musbot.tables.shards import ProcessShards

    async with await Store.open(tmp_path / "musbot.db") as store:
        shards = ProcessShards(store, (2, 3), 4)
        bot = ShardedMusBot(Settings(token="abc", db_path=str(tmp_path / "musbot.db")), store=store, shards=shards,
                            shard_ids=[2, 3], shard_count=4)
        assert (bot.shard_ids, bot.shard_count, bot.ownership) == ([2, 3], 4, shards)
        assert not shards.owns(10) and shards.owns(2 << 22)
