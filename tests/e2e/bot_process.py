"""musbot in its own OS process against the stand-in (a restart mid-hand, as a crash and the service manager make one).

Two halves in one file:

* **the launcher**, run as ``python tests/e2e/bot_process.py`` with the environment
  ``STANDIN_URL`` (``http://127.0.0.1:PORT``), ``DISCORD_TOKEN``, ``MUSBOT_DB`` (an SQLite
  path or a ``postgresql://`` URL), optionally ``STANDIN_SYNC=1`` and ``STANDIN_RUN_ARGS`` (a
  JSON list of ``musbot run`` arguments, e.g. ``["--shard-count", "2", "--shards", "1"]``). It points discord.py at the stand-in, instruments
  the process so it reports when it is done with each gateway event
  (``standin.process.instrument``: observation only), then runs the console script
  ``musbot.cli.main``: ``sync`` first if asked (as an operator does once), then
  ``run`` -- the production code path, SIGTERM/SIGINT handling included. Nothing in
  musbot is patched.
* **the test's handle**, :class:`BotProcess`: start the launcher with its output in
  files, wait for READY (on stand-in events), kill it (SIGKILL) or stop it (SIGTERM).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from standin import StandIn
    from standin.gateway import GatewayConnection
    from standin.process import GatewayTransport

ROOT = Path(__file__).resolve().parents[2]
EXIT_TIMEOUT = 15.0  # real seconds a process gets to exit once signalled; only reached on a hang


# ------------------------------------------------------------------ the launcher (child)


def main() -> int:
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # this checkout's musbot, cogs and standin
    from standin.process import instrument, point_discord_at

    base_url = os.environ["STANDIN_URL"]
    point_discord_at(base_url)
    instrument(base_url)
    from musbot.cli import main as musbot

    if os.environ.get("STANDIN_SYNC") == "1":
        code = musbot(["sync"])
        if code:
            return code
    return musbot(["run", *json.loads(os.environ.get("STANDIN_RUN_ARGS", "[]"))])


# ------------------------------------------------------------------ the handle (test side)


class BotProcess:
    """One launcher process on ``db_path`` (an SQLite path or a PostgreSQL URL); its stdout/stderr
    go to ``<workdir>/<name>.out/.err``. ``run_args``: more ``musbot run`` arguments; ``shard``:
    the shard whose READY :meth:`start` waits for (a process of several shards: its last one)."""

    def __init__(self, standin: StandIn, db_path: Path | str, workdir: Path, name: str, *,
                 run_args: tuple[str, ...] = (), shard: int | None = None) -> None:
        self.standin = standin
        self.db_path = db_path
        self.run_args = run_args
        self.shard = shard
        self.workdir = workdir
        self.name = name
        self.out_path = workdir / f"{name}.out"
        self.err_path = workdir / f"{name}.err"
        self.proc: asyncio.subprocess.Process | None = None
        self._sessions_before = 0
        self._exit_watch: asyncio.Task[None] | None = None
        from standin.process import GatewayTransport

        # SimUsers built on it deliver to this process; waits give up when it exits
        self.transport: GatewayTransport = GatewayTransport(standin, alive=self.exited)

    @property
    def returncode(self) -> int | None:
        return self.proc.returncode if self.proc is not None else None

    def exited(self) -> str | None:
        """Why waiting for this bot is hopeless, if it is (for the transport's waits)."""
        if self.proc is not None and self.proc.returncode is not None:
            return f"the bot process {self.name} exited with {self.proc.returncode}"
        return None

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    async def start(self, *, sync: bool = False) -> GatewayConnection:
        """Start the process and return once it is READY (on_ready done)."""
        await self._spawn(sync=sync)
        return await self.transport.wait_ready(after=self._sessions_before, shard=self.shard)

    async def run_to_exit(self) -> int:
        """Start the process and wait for it to exit by itself (e.g. refused at start)."""
        await self._spawn(sync=False)
        assert self.proc is not None
        try:
            return await asyncio.wait_for(self.proc.wait(), EXIT_TIMEOUT)
        except TimeoutError:
            raise AssertionError(f"the bot process {self.name} did not exit by itself") from None

    async def _spawn(self, *, sync: bool) -> None:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("MUSBOT_", "DISCORD_", "STANDIN_"))}
        env.update(
            STANDIN_URL=self.standin.base_url, DISCORD_TOKEN=self.standin.bot_token,
            MUSBOT_DB=str(self.db_path), MUSBOT_LANG="es", MUSBOT_LOG_LEVEL="INFO",
            PYTHONUNBUFFERED="1", PYTHONDONTWRITEBYTECODE="1",
        )
        if sync:
            env["STANDIN_SYNC"] = "1"
        if self.run_args:
            env["STANDIN_RUN_ARGS"] = json.dumps(list(self.run_args))
        self._sessions_before = len(self.standin.gateway.connections)
        with open(self.out_path, "wb") as out, open(self.err_path, "wb") as err:
            # cwd: a directory without a .env, so a developer's real settings stay out of it
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable, str(Path(__file__).resolve()), cwd=self.workdir, env=env, stdout=out, stderr=err,
                stdin=asyncio.subprocess.DEVNULL)
        self._exit_watch = asyncio.create_task(self._watch_exit())

    async def _watch_exit(self) -> None:
        assert self.proc is not None
        await self.proc.wait()
        self.standin.notify()  # a wait on the stand-in learns the bot is gone

    async def _signal(self, sig: int) -> int:
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(sig)
        try:
            return await asyncio.wait_for(self.proc.wait(), EXIT_TIMEOUT)
        except TimeoutError:
            raise AssertionError(f"the bot process {self.name} did not exit after signal {sig}") from None

    async def kill(self) -> int:
        """SIGKILL, as the kernel or an operator's ``kill -9`` does: no cleanup at all."""
        return await self._signal(signal.SIGKILL)

    async def terminate(self) -> int:
        """SIGTERM: what ``musbot run`` answers with a graceful close."""
        return await self._signal(signal.SIGTERM)

    async def cleanup(self) -> None:
        """Always called (fixture teardown): no process outlives its test."""
        if self.proc is not None and self.proc.returncode is None:
            self.proc.kill()
            await self.proc.wait()
        if self._exit_watch is not None:
            await self._exit_watch

    @property
    def stderr(self) -> str:
        return self.err_path.read_text(errors="replace") if self.err_path.exists() else ""

    @property
    def stdout(self) -> str:
        return self.out_path.read_text(errors="replace") if self.out_path.exists() else ""

    def report(self) -> str:
        return (f"===== bot process {self.name} (exit {self.returncode}) stdout =====\n{self.stdout}"
                f"===== bot process {self.name} stderr =====\n{self.stderr}")


if __name__ == "__main__":
    sys.exit(main())


@contextlib.asynccontextmanager
async def bot_processes(standin: StandIn, db_path: Path | str, workdir: Path) -> AsyncIterator[Callable[..., BotProcess]]:
    """A maker of bot processes on one database (``make(name, **BotProcess options)``); every
    one is killed at the end, and its output printed (pytest shows it when the test fails)."""
    made: list[BotProcess] = []

    def make(name: str, **options: Any) -> BotProcess:
        process = BotProcess(standin, db_path, workdir, name, **options)
        made.append(process)
        return process

    try:
        yield make
    finally:
        for process in made:
            await process.cleanup()
        for process in made:
            print(process.report())
