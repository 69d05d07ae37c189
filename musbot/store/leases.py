"""Shard claims and table leases: what keeps two bot processes on one database apart.

A process claims the Discord shards it serves; a second process whose shards overlap (or that
counts the shards differently while the first lives) is refused, and told which shards and
whose. A process takes a lease on each table it drives; the store writes a table's actions
only for the lease's owner, so a table is never driven by two processes. Claims and leases
are renewed while their process lives; an expired one may be taken over (the process died).
Times are ``utc_text``, which sorts as text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .db import Connection, When, execute, execute_count, fetchall, fetchone, parse_utc, utc_text
from .errors import InvalidState
from .repository import Repository


@dataclass(frozen=True)
class Claim:
    shard_id: int
    shard_count: int
    owner: str
    expires_at: str


class ShardsTaken(InvalidState):
    """Another live process serves some of these shards (``claims`` says which and whose)."""

    def __init__(self, claims: Sequence[Claim]) -> None:
        self.claims = tuple(claims)
        named = "; ".join(f"shard {c.shard_id} of {c.shard_count} by {c.owner} (until {c.expires_at})"
                          for c in self.claims)
        super().__init__(f"these shards are served by another process: {named}")


async def claim_shards(conn: Connection, owner: str, shard_ids: Sequence[int], shard_count: int,
                       now: str, until: str) -> None:
    """Claim ``shard_ids`` of ``shard_count`` for ``owner`` until ``until`` (all or nothing:
    ``ShardsTaken`` names every live claim of another process that overlaps, including any
    that counts the shards differently, since then the same guild maps to two shards)."""
    if shard_count < 1 or not shard_ids or any(not 0 <= s < shard_count for s in shard_ids):
        raise ValueError(f"shards {list(shard_ids)} are not among 0..{shard_count - 1}")
    live = [Claim(*r) for r in await fetchall(
        conn, "SELECT shard_id, shard_count, owner, expires_at FROM shard_claims WHERE owner <> ? AND expires_at > ? "
        "ORDER BY shard_id", (owner, now))]
    wanted = set(shard_ids)
    clash = [c for c in live if c.shard_id in wanted or c.shard_count != shard_count]
    if clash:
        raise ShardsTaken(clash)
    for shard in sorted(wanted):
        took = await execute_count(
            conn, "INSERT INTO shard_claims (shard_id, shard_count, owner, expires_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (shard_id) DO UPDATE SET shard_count = excluded.shard_count, owner = excluded.owner, "
            "expires_at = excluded.expires_at WHERE shard_claims.owner = excluded.owner OR shard_claims.expires_at <= ?",
            (shard, shard_count, owner, until, now))
        if took != 1:  # claimed meanwhile by another process (PostgreSQL: no single writer)
            row = await fetchone(conn, "SELECT shard_id, shard_count, owner, expires_at FROM shard_claims WHERE shard_id = ?",
                                 (shard,))
            raise ShardsTaken([Claim(*row)] if row else [])


async def claims(conn: Connection, now: str) -> list[Claim]:
    """Live claims of every process, by shard."""
    return [Claim(*r) for r in await fetchall(
        conn, "SELECT shard_id, shard_count, owner, expires_at FROM shard_claims WHERE expires_at > ? ORDER BY shard_id",
        (now,))]


async def take_table(conn: Connection, table_id: int, owner: str, now: str, until: str) -> str | None:
    """Take (or renew) the lease of a table: None when ``owner`` holds it now, else the live
    owner that does."""
    took = await execute_count(
        conn, "INSERT INTO table_leases (table_id, owner, expires_at) VALUES (?, ?, ?) "
        "ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at "
        "WHERE table_leases.owner = excluded.owner OR table_leases.expires_at <= ?",
        (table_id, owner, until, now))
    if took == 1:
        return None
    row = await fetchone(conn, "SELECT owner FROM table_leases WHERE table_id = ?", (table_id,))
    return str(row[0]) if row else None


async def renew(conn: Connection, owner: str, until: str) -> int:
    """Renew every claim and lease of ``owner`` (the process lives); returns how many leases
    (those of tables closed since are dropped)."""
    await execute(conn, "UPDATE shard_claims SET expires_at = ? WHERE owner = ?", (until, owner))
    await execute(conn, f"DELETE FROM table_leases WHERE owner = ? AND table_id NOT IN ({_OPEN})", (owner,))
    return await execute_count(conn, "UPDATE table_leases SET expires_at = ? WHERE owner = ?", (until, owner))


_OPEN = "SELECT table_id FROM tables WHERE status IN ('open', 'playing')"  # a closed table's lease goes


async def release(conn: Connection, owner: str) -> None:
    """A clean stop: the claims and leases of ``owner`` are free at once."""
    await execute(conn, "DELETE FROM shard_claims WHERE owner = ?", (owner,))
    await execute(conn, "DELETE FROM table_leases WHERE owner = ?", (owner,))


class Leases(Repository):
    """Which process serves which shards, and drives which tables."""

    async def claim_shards(self, owner: str, shard_ids: Sequence[int], shard_count: int, seconds: float,
                           now: When = None) -> None:
        """Claim Discord shards for this process for ``seconds`` (renew with ``renew``);
        ``ShardsTaken`` names the shards another live process serves."""
        start = parse_utc(utc_text(now)).timestamp()
        async with self._db.write("claiming shards") as conn:
            await claim_shards(conn, owner, shard_ids, shard_count, utc_text(start), utc_text(start + seconds))

    async def claims(self, now: When = None) -> list[Claim]:
        async with self._read("reading shard claims") as conn:
            return await claims(conn, utc_text(now))

    async def take_table(self, table_id: int, owner: str, seconds: float, now: When = None) -> str | None:
        """Take the table's lease for ``seconds``: None if this process drives it now, else the
        live process that does."""
        start = parse_utc(utc_text(now)).timestamp()
        async with self._db.write(f"taking table {table_id}") as conn:
            return await take_table(conn, table_id, owner, utc_text(start), utc_text(start + seconds))

    async def renew(self, owner: str, seconds: float, now: When = None) -> int:
        """The process lives: its claims and leases last ``seconds`` more (returns the leases)."""
        until = parse_utc(utc_text(now)).timestamp() + seconds
        async with self._db.write("renewing leases") as conn:
            return await renew(conn, owner, utc_text(until))

    async def release(self, owner: str) -> None:
        """A clean stop: this process's claims and leases are free at once."""
        async with self._db.write("releasing leases") as conn:
            await release(conn, owner)
