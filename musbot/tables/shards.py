"""Which of Discord's shards this process serves, and the leases that keep processes apart.

Several bot processes may share one database (when one process's core is not enough), each connected for a range of
Discord's shards; a guild lives on shard ``(guild_id >> 22) % shard_count``. At start a
process claims its shards in the store (a second process whose shards overlap is refused,
``leases.ShardsTaken``); it takes a lease on every table it opens or recovers, and the store
writes a table's actions only for the lease's holder, so a table is never driven by two
processes. Claims and leases are renewed from the bot's tick and released on a clean stop;
a process that died stops renewing, and its claims and leases expire (``LEASE_SECONDS``).

A process of this same machine that is gone (its pid no longer runs, or this process has its
pid: a container restarted) is known dead at once: its claims and leases are freed at start,
so a restart after ``kill -9`` resumes its tables without waiting for the expiry. A process of
another machine cannot be looked at: a claim of its that stopped being renewed is waited for
until it expires (at most ``LEASE_SECONDS``), so a restart elsewhere after a crash just works.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import time
from collections.abc import Awaitable, Callable, Sequence

from musbot.store import Store
from musbot.store.db import parse_utc
from musbot.store.leases import Claim, ShardsTaken

log = logging.getLogger(__name__)

LEASE_SECONDS = 30.0  # a claim or lease not renewed for this long may be taken over
RENEW_EVERY = 10.0  # the tick renews them this often (three chances before they expire)

_LIVE: set[str] = set()  # owners started in this very process (tests run several)


class TableTakenOver(Exception):
    """Another process holds the table's lease now: this process must drop the table."""


class ShardsLost(Exception):
    """Found at renewal: this process stopped renewing long enough (frozen by SIGSTOP, a long
    pause of the machine, cut off from the database) for another process to claim some of its
    shards. It must stop acting for them at once; the bot stops (a service manager restarts it,
    and the restart is refused or claims what is free)."""


def shard_of(guild_id: int, shard_count: int) -> int:
    """Discord's shard for a guild (https://discord.com/developers/docs/events/gateway#sharding)."""
    return (guild_id >> 22) % shard_count


def parse_shards(text: str | None, shard_count: int) -> tuple[int, ...]:
    """``A-B`` (or one number ``A``) among ``0..shard_count-1``; None: all of them.
    ``ValueError`` says the accepted form."""
    if text is None:
        return tuple(range(shard_count))
    first, dash, last = text.strip().partition("-")
    try:
        a, b = int(first), int(last if dash else first)
    except ValueError:
        a = b = -1
    if not 0 <= a <= b < shard_count:
        raise ValueError(f"--shards {text!r} is not a range A-B of shard numbers with 0 <= A <= B <= "
                         f"{shard_count - 1} (--shard-count {shard_count}), e.g. --shards 0-{max(0, shard_count // 2 - 1)}")
    return tuple(range(a, b + 1))


def new_owner() -> str:
    """This process's name in the store: host, pid and a token of this start."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"


def is_gone(owner: str) -> bool:
    """Whether ``owner`` is a process of this machine that no longer runs (another machine's
    processes are never judged: their claims expire)."""
    host, _, rest = owner.partition(":")
    pid_text, _, _ = rest.partition(":")
    if host != socket.gethostname() or not pid_text.isdigit() or owner in _LIVE:
        return False
    pid = int(pid_text)
    if pid == os.getpid():
        return True  # an earlier start with our pid (a restarted container): not us, so gone
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] == "Z"  # a zombie is gone too
    except FileNotFoundError:
        return True
    except OSError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


class ProcessShards:
    """This process's shards, its claims on them and its tables' leases."""

    def __init__(self, store: Store, shard_ids: Sequence[int], shard_count: int, *,
                 clock: Callable[[], float] = time.time, owner: str | None = None,
                 seconds: float = LEASE_SECONDS) -> None:
        self.store = store
        self.shard_ids = tuple(shard_ids)
        self.shard_count = shard_count
        self.clock = clock
        self.owner = owner or new_owner()
        self.seconds = seconds
        self._renewed = float("-inf")
        self._released = False

    def owns(self, guild_id: int) -> bool:
        """Whether this process drives the tables of ``guild_id`` (its shard is ours)."""
        return shard_of(guild_id, self.shard_count) in self.shard_ids

    async def claim(self, sleep: Callable[[float], Awaitable[object]] = asyncio.sleep) -> None:
        """Claim our shards, first freeing those of processes of this machine that are gone.
        Claims in the way that nobody renewed on time (their process died on another machine,
        where we cannot look) are waited for until they expire, at most ``seconds``, then taken;
        ``leases.ShardsTaken`` names a live process whose shards overlap, or one that renewed
        while we waited."""
        now = self.clock()
        for gone in sorted({c.owner for c in await self.store.leases.claims(now=now)
                            if c.owner != self.owner and is_gone(c.owner)}):
            log.info("process %s is gone: its shards and tables are free", gone)
            await self.store.leases.release(gone)
        try:
            await self.store.leases.claim_shards(self.owner, self.shard_ids, self.shard_count, self.seconds, now=now)
        except ShardsTaken as taken:
            wait = stale_wait(taken.claims, now, self.seconds)
            if wait is None:
                raise
            owners = sorted({c.owner for c in taken.claims})
            log.warning("%s stopped renewing %s shard claim %.0f s ago (died on another machine?): waiting %.0f s "
                        "for it to expire", ", ".join(owners), "its" if len(owners) == 1 else "their",
                        now - min(expires(c) for c in taken.claims) + self.seconds, wait)
            await sleep(wait)
            now = self.clock()
            await self.store.leases.claim_shards(self.owner, self.shard_ids, self.shard_count, self.seconds, now=now)
        _LIVE.add(self.owner)
        self._renewed = now

    async def take(self, table_id: int) -> str | None:
        """Take the table's lease: None when this process drives it now, else the live owner."""
        return await self.store.leases.take_table(table_id, self.owner, self.seconds, now=self.clock())

    async def renew(self, now: float | None = None) -> None:
        """From the tick: claims and leases last ``seconds`` more, every ``RENEW_EVERY``.
        ``ShardsLost`` if another process claimed some of our shards meanwhile."""
        now = self.clock() if now is None else now
        if now - self._renewed >= RENEW_EVERY:
            await self.store.leases.renew(self.owner, self.seconds, now=now)
            self._renewed = now
            lost = lost_to(await self.store.leases.claims(now=now), self.owner, self.shard_ids, self.shard_count)
            if lost:
                raise ShardsLost(lost)

    async def release(self) -> None:
        """A clean stop: our shards and tables are free at once for another process (once)."""
        if self._released:
            return
        self._released = True
        _LIVE.discard(self.owner)
        await self.store.leases.release(self.owner)


STALE_AFTER = RENEW_EVERY + 5.0  # a claim not renewed for this long: its process missed a renewal


def expires(claim: Claim) -> float:
    return parse_utc(claim.expires_at).timestamp()


def stale_wait(claims: Sequence[Claim], now: float, seconds: float) -> float | None:
    """How long to wait for ``claims`` to expire, when every one of them is stale (last renewed
    more than ``STALE_AFTER`` ago: a live process renews every ``RENEW_EVERY``); None when any
    is being renewed (its process lives: refuse at once)."""
    if not claims or any(expires(c) - now > seconds - STALE_AFTER for c in claims):
        return None
    return max(0.0, max(expires(c) for c in claims) - now) + 1.0


def lost_to(claims: Sequence[Claim], owner: str, shard_ids: Sequence[int], shard_count: int) -> str | None:
    """Why ``owner`` no longer serves all of ``shard_ids`` (None: it does): a shard whose live
    claim is another process's, or a live claim that counts the shards differently (the same
    guilds would then be served twice)."""
    ours = {c.shard_id for c in claims if c.owner == owner and c.shard_count == shard_count}
    others = [c for c in claims if c.owner != owner and (c.shard_id in shard_ids or c.shard_count != shard_count)]
    missing = [s for s in shard_ids if s not in ours]
    if not missing and not others:
        return None
    whose = "; ".join(f"shard {c.shard_id} of {c.shard_count} by {c.owner}" for c in others) or "nobody"
    return (f"this process ({owner}) lost shards {', '.join(map(str, missing or shard_ids))} of {shard_count}: "
            f"it did not renew its claim in time (frozen, or cut off from the database) and they are claimed "
            f"now ({whose}); it stops acting for them and stops")


def refusal(claims: Sequence[Claim], shard_ids: Sequence[int], shard_count: int) -> str:
    """The one sentence for a process refused at start: the overlap, and whose it is."""
    by_owner: dict[str, list[Claim]] = {}
    for c in claims:
        by_owner.setdefault(c.owner, []).append(c)
    parts = []
    for owner, mine in by_owner.items():
        counts = {c.shard_count for c in mine}
        shards = ", ".join(str(c.shard_id) for c in mine)
        if counts == {shard_count}:
            parts.append(f"shard{'s' if len(mine) > 1 else ''} {shards} of {shard_count} "
                         f"{'are' if len(mine) > 1 else 'is'} already served by the process {owner}")
        else:
            parts.append(f"the process {owner} counts {'/'.join(map(str, sorted(counts)))} shards, not "
                         f"{shard_count} (its shards {shards} hold guilds of ours)")
    wanted = f"{shard_ids[0]}-{shard_ids[-1]}" if shard_ids else "-"
    return (f"cannot serve shards {wanted} of {shard_count}: {'; '.join(parts)}; stop that process "
            f"or choose other shards with --shards")
