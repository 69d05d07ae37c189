"""A throwaway PostgreSQL server for the tests and CI, from the binaries on the machine.

    python tests/store/pg_server.py start      # prints: <directory> <url>
    python tests/store/pg_server.py stop DIR   # stops it and removes DIR

``initdb`` and ``pg_ctl`` in a fresh temporary directory, listening on a unix socket only (no
TCP port to collide with), with fsync off (tests kill clients, never the server; the
benchmark starts its own server with durable settings). PostgreSQL refuses to run as root, so
as root it runs as the ``postgres`` system user. The tests' fixture (tests/store/store_backends.py)
uses ``start``/``stop`` when ``MUSBOT_TEST_PG`` does not name a running server already.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

USER = "postgres"  # the system user the server runs as when we are root
TOOLS = ("initdb", "pg_ctl", "postgres")


def bindir() -> Path | None:
    """The directory holding initdb and pg_ctl: on PATH, else the newest Debian-style install."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).resolve().parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4]))
    return Path(versions[-1]).parent if versions else None


def unavailable() -> str | None:
    """Why no server can be started here (None: it can)."""
    where = bindir()
    if where is None:
        return "PostgreSQL's initdb and pg_ctl are not installed"
    missing = [t for t in TOOLS if not (where / t).exists()]
    if missing:
        return f"PostgreSQL tools missing in {where}: {', '.join(missing)}"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam(USER)
        except KeyError:
            return f"running as root and there is no {USER!r} user to run PostgreSQL as"
    return None


def _as_server_user(argv: list[str]) -> list[str]:
    return ["runuser", "-u", USER, "--", *argv] if os.geteuid() == 0 else argv


def url(base: Path, database: str = "postgres") -> str:
    user = USER if os.geteuid() == 0 else pwd.getpwuid(os.geteuid()).pw_name
    return f"postgresql://{user}@/{database}?host={base}"


def start(*, durable: bool = False) -> tuple[Path, str]:
    """A new server in a new temporary directory: (directory, admin URL)."""
    why = unavailable()
    if why:
        raise RuntimeError(why)
    tools = bindir()
    assert tools is not None
    base = Path(tempfile.mkdtemp(prefix="musbot-pg-"))  # short: a socket path has at most 107 bytes
    if os.geteuid() == 0:
        entry = pwd.getpwnam(USER)
        os.chown(base, entry.pw_uid, entry.pw_gid)
    user = USER if os.geteuid() == 0 else pwd.getpwuid(os.geteuid()).pw_name
    data = base / "data"
    try:
        subprocess.run(_as_server_user([str(tools / "initdb"), "-D", str(data), "-A", "trust", "-U", user,
                                        "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"]),
                       check=True, capture_output=True, text=True)
        settings = [f"unix_socket_directories = '{base}'", "listen_addresses = ''", "max_connections = 200"]
        if not durable:
            settings += ["fsync = off", "full_page_writes = off"]
        with open(data / "postgresql.conf", "a") as conf:  # (owned by the server's user; we are root or it)
            conf.write("\n# musbot's throwaway server\n" + "\n".join(settings) + "\n")
        pg_ctl(base, "start")
    except subprocess.CalledProcessError as exc:
        log = (base / "server.log").read_text() if (base / "server.log").exists() else ""
        shutil.rmtree(base, ignore_errors=True)
        raise RuntimeError(f"could not start PostgreSQL: {exc.stderr or exc.stdout}\n{log}") from exc
    return base, url(base)


def pg_ctl(base: Path, *args: str) -> None:
    """pg_ctl on the server in ``base`` (start, stop -m fast, ...), waiting until it is done."""
    tools = bindir()
    assert tools is not None
    subprocess.run(_as_server_user([str(tools / "pg_ctl"), "-D", str(base / "data"), "-l", str(base / "server.log"),
                                    "-w", "-t", "60", *args]), check=True, capture_output=True, text=True)


def stop(base: Path) -> None:
    """Stop the server (at once: its data is thrown away) and remove its directory."""
    if (base / "data" / "postmaster.pid").exists():
        try:
            pg_ctl(base, "stop", "-m", "immediate")
        except subprocess.CalledProcessError:
            pass
    shutil.rmtree(base, ignore_errors=True)


def main(argv: list[str]) -> int:
    if argv[:1] == ["start"]:
        base, admin = start(durable="--durable" in argv)
        print(base, admin)
        return 0
    if argv[:1] == ["stop"] and len(argv) == 2:
        stop(Path(argv[1]))
        return 0
    if argv[:1] == ["why"]:
        print(unavailable() or "ok")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
