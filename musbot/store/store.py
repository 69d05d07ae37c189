"""``Store``: the one async API the bot and the table service use. Nothing else writes SQL.

    store = await Store.open("musbot.db")      # checks, migrates; StoreError if broken
    table_id = await store.create_table(guild_id, channel_id, creator_id=..., rules=..., seed=...)
    await store.append_action(table_id, seq, seat, action_dict)   # durable when it returns
    for t in await store.open_tables():         # after a restart
        match = Match.replay(Rules.from_dict(t.rules), t.seed, t.log, t.first_mano)
    await store.close()

Every write is one transaction, queued behind the others in call order (one writer
connection, one lock): concurrent writers never interleave, lose or reorder anything. Make
several writes atomic together with ``async with store.transaction():`` (e.g. the action that
ends a hand and ``record_hand``): if the block raises, none of them happened.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from musbot.engine.shuffle import LATEST as LATEST_SHUFFLE

from . import (
    awards,
    fairplay,
    guilds,
    league,
    leases,
    msst,
    pairs,
    preferences,
    presets,
    replays,
    results,
    stats,
    tables,
)
from . import backup as backup_mod
from . import copy as copy_mod
from . import export as export_mod
from . import seasons as seasons_mod
from . import tournaments as tournaments_repo
from . import verify as verify_mod
from .db import (
    Backend,
    Connection,
    Database,
    Migration,
    check_target,
    default_path,
    is_postgres,
    parse_utc,
    utc_text,
)
from .errors import NotFound
from .facts import HandFacts
from .history_models import (
    Achievement,
    DueSeason,
    HandLog,
    LeagueSettings,
    PairProfile,
    PairRankRow,
    PartidaLog,
    PartidaPlace,
    SeasonClose,
    StandingRow,
    Verification,
)
from .models import (
    ALL_TIME,
    Guild,
    HandRecord,
    HeadToHead,
    LeaderboardRow,
    MsstRow,
    PairRecord,
    PartidaResult,
    PartidaSummary,
    Player,
    PlayerProfile,
    PlayerStats,
    RatingPoint,
    Season,
    SeatSpec,
    StoredAction,
    TableRecord,
)

When = datetime | float | str | None
PlayerRef = int | Player  # a Discord user id, or a Player (e.g. a computer player)


class Store:
    def __init__(self, db: Backend) -> None:
        self._db = db  # a db.Database (SQLite) or a pg.PgDatabase: the same interface

    # ------------------------------------------------------------------ lifecycle
    @classmethod
    async def open(cls, path: str | os.PathLike[str] | None = None, *, readonly: bool = False,
                   synchronous: str = "FULL", max_page_count: int | None = None, check: bool = True,
                   migrations: Sequence[Migration] | None = None) -> Store:
        """Open (creating if needed) and migrate the database; raise a StoreError if it is broken.

        ``path``: default ``MUSBOT_DB`` or ``musbot.db``; a ``postgresql://...`` URL selects
        PostgreSQL (see pg.py), anything else is an SQLite file. ``readonly``: no writer, no
        migrations (exports, queries from another process). ``synchronous``: SQLite's
        durability; FULL (default) survives power loss, NORMAL survives a crash of the bot.
        ``max_page_count``: an optional size limit in pages (4 KiB). ``check``: run SQLite's
        quick_check before opening (a second or so per GB).
        """
        target = path or default_path()
        check_target(target)
        db: Backend
        if is_postgres(target):
            if max_page_count is not None:
                raise ValueError("max_page_count limits an SQLite file; PostgreSQL has its own quotas")
            from .pg import PgDatabase  # asyncpg is imported only when PostgreSQL is used

            db = await PgDatabase.open(str(target).strip(), readonly=readonly, synchronous=synchronous,
                                       migrations=migrations, check=check)
        else:
            db = await Database.open(target, readonly=readonly, synchronous=synchronous,
                                     max_page_count=max_page_count, migrations=migrations, check=check)
        return cls(db)

    async def close(self) -> None:
        await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @property
    def path(self) -> Path | str:
        """The SQLite file (on PostgreSQL: ``location``)."""
        return self._db.path

    @property
    def location(self) -> str:
        """Where the data is, as messages show it: the file, or the URL without its password."""
        return str(self._db.location)

    @property
    def backend(self) -> str:
        """``sqlite`` or ``postgresql``."""
        return str(self._db.kind)

    @property
    def version(self) -> int:
        return self._db.version

    @property
    def migrations_applied(self) -> tuple[int, ...]:
        """The migrations this open applied (empty when the file was up to date)."""
        return self._db.applied_now

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """Make the store calls inside the block one transaction (all or nothing)."""
        async with self._db.write("writing a transaction"):
            yield

    @contextlib.asynccontextmanager
    async def _write(self, doing: str) -> AsyncIterator[Connection]:
        async with self._db.write(doing) as conn:
            yield conn

    @contextlib.asynccontextmanager
    async def _read(self, doing: str, one: bool = False) -> AsyncIterator[Connection]:
        async with self._db.read(doing, one=one) as conn:
            yield conn

    # ------------------------------------------------------------------ servers, seasons, players
    async def ensure_guild(self, guild_id: int) -> Guild:
        async with self._write("adding a server") as conn:
            await guilds.ensure_guild(conn, guild_id)
            guild = await guilds.get_guild(conn, guild_id)
        assert guild is not None
        return guild

    async def get_guild(self, guild_id: int) -> Guild | None:
        async with self._read("reading a server") as conn:
            return await guilds.get_guild(conn, guild_id)

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        async with self._write("setting a server's language") as conn:
            await guilds.update_guild(conn, guild_id, language=language)

    async def set_guild_rules(self, guild_id: int, rules: Mapping[str, Any] | None) -> None:
        """The server's default rules (a ``Rules.to_dict()``), None for the engine's."""
        async with self._write("setting a server's rules") as conn:
            await guilds.update_guild(conn, guild_id, default_rules=None if rules is None else dict(rules))

    async def start_season(self, guild_id: int, name: str | None = None, by: int | None = None, at: When = None) -> int:
        """An admin starts a new season: returns its number. Old seasons stay readable; the
        one that ends keeps its standings and champions (``close_season``)."""
        closed = await self.close_season(guild_id, name=name, by=by, at=at)
        assert closed is not None
        return closed.new_season

    async def seasons(self, guild_id: int) -> list[Season]:
        async with self._read("reading seasons") as conn:
            return await guilds.seasons(conn, guild_id)

    async def ensure_player(self, guild_id: int, who: SeatSpec | Mapping[str, Any]) -> Player:
        """Register a player (or update their display name)."""
        async with self._write("adding a player") as conn:
            return await guilds.ensure_player(conn, guild_id, SeatSpec.coerce(dict(who) if isinstance(who, Mapping) else who), utc_text())

    async def get_player(self, guild_id: int, user_id: int | None = None, *, ai: str | None = None) -> Player | None:
        async with self._read("reading a player") as conn:
            try:
                return await guilds.find_player(conn, guild_id, user_id, ai=ai)
            except NotFound:
                return None

    async def guild_settings(self, guild_id: int) -> preferences.GuildSettings:
        """The server's language, default rules and seconds per move for new tables."""
        async with self._read("reading a server's settings") as conn:
            return await preferences.guild_settings(conn, guild_id)

    async def set_guild_defaults(self, guild_id: int, rules: Mapping[str, Any] | None, seconds: int) -> None:
        async with self._write("setting a server's defaults") as conn:
            await preferences.set_guild_defaults(conn, guild_id, None if rules is None else dict(rules), seconds)

    async def player_language(self, user_id: int) -> str | None:
        """The language a person chose for the bot (None: follow their Discord locale)."""
        async with self._read("reading a language") as conn:
            return await preferences.player_language(conn, user_id)

    async def set_player_language(self, user_id: int, language: str | None) -> None:
        async with self._write("setting a language") as conn:
            await preferences.set_player_language(conn, user_id, language)

    # ------------------------------------------------------------------ presets (migration 0003)
    async def save_preset(self, guild_id: int, name: str, rules: Mapping[str, Any], *, seconds: int | None = None,
                          by: int | None = None, at: When = None) -> presets.Preset:
        """Save a named set of table options for the server (replacing one of the same name in
        any letter case). ValueError for a bad name or option; InvalidState past MAX_PRESETS."""
        async with self._write("saving a preset") as conn:
            return await presets.save_preset(conn, guild_id, name, rules, seconds, by, utc_text(at))

    async def preset(self, guild_id: int, name: str) -> presets.Preset | None:
        async with self._read("reading a preset") as conn:
            return await presets.get_preset(conn, guild_id, name)

    async def list_presets(self, guild_id: int) -> list[presets.Preset]:
        """The server's presets, by name."""
        async with self._read("listing presets") as conn:
            return await presets.list_presets(conn, guild_id)

    async def delete_preset(self, guild_id: int, name: str) -> bool:
        async with self._write("deleting a preset") as conn:
            return await presets.delete_preset(conn, guild_id, name)

    # ------------------------------------------------------------------ tables and the action log
    async def create_table(self, guild_id: int, channel_id: int, *, creator_id: int | None, rules: Mapping[str, Any],
                           seed: Any, first_mano: int = 0, seats: Sequence[SeatSpec | Mapping[str, Any] | None] | None = None,
                           status: str = "open", messages: Mapping[str, Any] | None = None, at: When = None,
                           shuffle: int = LATEST_SHUFFLE) -> int:
        """A new table; ``rules`` is ``Rules.to_dict()``, ``seed`` any JSON value (an int);
        ``shuffle`` the version of the shuffle its Match deals with (``Match.shuffle_version``)."""
        async with self._write("creating a table") as conn:
            return await tables.create_table(conn, guild_id=guild_id, channel_id=channel_id, creator_id=creator_id,
                                             rules=rules, seed=seed, first_mano=first_mano,
                                             seats=_specs(seats) if seats is not None else None,
                                             status=status, messages=messages, at=utc_text(at), shuffle=shuffle)

    async def set_seats(self, table_id: int, seats: Mapping[int, SeatSpec | Mapping[str, Any] | None] | Sequence[SeatSpec | Mapping[str, Any] | None],
                        at: When = None) -> None:
        """Seat players: {seat: SeatSpec or None (empty the seat)} or a list of four."""
        items = seats.items() if isinstance(seats, Mapping) else enumerate(seats)
        specs = {int(k): (None if v is None else SeatSpec.coerce(dict(v) if isinstance(v, Mapping) else v)) for k, v in items}
        async with self._write("seating players") as conn:
            await tables.set_seats(conn, table_id, specs, utc_text(at))

    async def set_table_status(self, table_id: int, status: str, at: When = None) -> None:
        async with self._write("changing a table's status") as conn:
            await tables.set_status(conn, table_id, status, utc_text(at))

    async def update_table_messages(self, table_id: int, messages: Mapping[str, Any]) -> dict[str, Any]:
        """Merge Discord message/thread ids into the table (None removes one); returns them all."""
        async with self._write("saving message ids") as conn:
            return await tables.update_messages(conn, table_id, messages, utc_text())

    async def close_table(self, table_id: int, status: str = "finished", at: When = None) -> None:
        """Close a table (finished or abandoned); a partida still playing there is abandoned."""
        if status not in ("finished", "abandoned"):
            raise ValueError("a table closes as finished or abandoned")
        when = utc_text(at)
        async with self._write("closing a table") as conn:
            table = await tables.get_table(conn, table_id, with_actions=False)
            if table.partida_id is not None:
                await results.abandon_partida(conn, table.partida_id, when)
            await tables.set_status(conn, table_id, status, when)

    async def append_action(self, table_id: int, seq: int, seat: int | None, action: Mapping[str, Any], at: When = None) -> None:
        """Append one applied action to the table's log, durably, in one transaction.

        ``seq`` is the action's index in the log (0, 1, 2, ...): anything but the next one
        raises ``DuplicateAction`` / ``ActionOutOfOrder`` and stores nothing. ``seat`` is None
        for markers that are no seat's action (``next_hand``).
        """
        async with self._write(f"saving action {seq} of table {table_id}") as conn:
            await tables.append_actions(conn, table_id, [(seq, seat, action, utc_text(at))])

    async def append_actions(self, table_id: int, entries: Iterable[tuple[int, int | None, Mapping[str, Any]]], at: When = None,
                             owner: str | None = None, at_commit: bool = False) -> None:
        """Several consecutive actions in one transaction: (seq, seat, action) each. ``owner``:
        stored only while that process holds the table's lease (``LeaseLost`` otherwise).
        ``at_commit``: inside ``transaction()``, checked and refused by its next trip to the
        database at the latest by its commit (``tables.append_actions``)."""
        when = utc_text(at)
        rows = [(seq, seat, action, when) for seq, seat, action in entries]
        async with self._write(f"saving actions of table {table_id}") as conn:
            await tables.append_actions(conn, table_id, rows, owner, at_commit=at_commit)

    # ------------------------------------------------------------------ processes (migration 0008)
    async def claim_shards(self, owner: str, shard_ids: Sequence[int], shard_count: int, seconds: float,
                           now: When = None) -> None:
        """Claim Discord shards for this process for ``seconds`` (renew with ``renew_leases``);
        ``leases.ShardsTaken`` names the shards another live process serves."""
        start = parse_utc(utc_text(now)).timestamp()
        async with self._write("claiming shards") as conn:
            await leases.claim_shards(conn, owner, shard_ids, shard_count, utc_text(start), utc_text(start + seconds))

    async def shard_claims(self, now: When = None) -> list[leases.Claim]:
        async with self._read("reading shard claims") as conn:
            return await leases.claims(conn, utc_text(now))

    async def take_table(self, table_id: int, owner: str, seconds: float, now: When = None) -> str | None:
        """Take the table's lease for ``seconds``: None if this process drives it now, else the
        live process that does."""
        start = parse_utc(utc_text(now)).timestamp()
        async with self._write(f"taking table {table_id}") as conn:
            return await leases.take_table(conn, table_id, owner, utc_text(start), utc_text(start + seconds))

    async def renew_leases(self, owner: str, seconds: float, now: When = None) -> int:
        """The process lives: its claims and leases last ``seconds`` more (returns the leases)."""
        until = parse_utc(utc_text(now)).timestamp() + seconds
        async with self._write("renewing leases") as conn:
            return await leases.renew(conn, owner, utc_text(until))

    async def release_leases(self, owner: str) -> None:
        """A clean stop: this process's claims and leases are free at once."""
        async with self._write("releasing leases") as conn:
            await leases.release(conn, owner)

    async def actions(self, table_id: int, start: int = 0) -> tuple[StoredAction, ...]:
        """The table's action log, from sequence number ``start`` on."""
        async with self._read("reading an action log") as conn:
            return await tables.load_actions(conn, table_id, start)

    async def table(self, table_id: int, with_actions: bool = True) -> TableRecord:
        async with self._read("reading a table") as conn:
            return await tables.get_table(conn, table_id, with_actions)

    async def open_tables(self, guild_id: int | None = None) -> list[TableRecord]:
        """Every open or playing table with its seats and full action log (for a restart)."""
        where, params = "status IN ('open', 'playing')", []
        if guild_id is not None:
            where, params = where + " AND guild_id = ?", [guild_id]
        async with self._read("reading the open tables") as conn:
            return await tables.list_tables(conn, where, params, with_actions=True)

    # ------------------------------------------------------------------ results
    async def start_partida(self, table_id: int, seats: Sequence[SeatSpec | Mapping[str, Any]] | None = None, at: When = None) -> int:
        """A partida starts at the table (with its current seats, or these four)."""
        async with self._write("starting a partida") as conn:
            return await results.start_partida(conn, table_id, utc_text(at), _specs(seats) if seats is not None else None)  # type: ignore[arg-type]

    async def record_hand(self, partida_id: int, hand_number: int, mano: int, hands: Sequence[Any] | None,
                          facts: HandFacts, at: When = None, *, blind: bool = False) -> HandRecord:
        """A finished hand: its shown cards (four texts, or card lists, or None) and its facts
        (``facts.hand_facts`` of its public events: count lines, words said, juegos and vacas
        won). The juego score is the sum of the hands' tantos (count lines and dejes).

        ``blind``: inside a press's transaction, nothing is read while the store's single writer
        is held (each read waits for the event loop's turn, and every other table's commit waits
        behind it): the partida is read before, from committed data, and every write goes with
        the COMMIT, refused if the partida changed meanwhile; the record's ``hand_id`` is then
        None (``hand_id()`` reads it once committed)."""
        context = None
        if blind:
            async with self._read(f"reading partida {partida_id} before recording a hand", one=True) as conn:
                with contextlib.suppress(NotFound):  # begun in this very transaction: read in it
                    context = await results.hand_context(conn, partida_id, hand_number)
        async with self._write(f"recording hand {hand_number} of partida {partida_id}") as conn:
            return await results.record_hand(conn, partida_id, hand_number, mano, hands, facts, utc_text(at),
                                             context=context, with_id=not blind)

    async def finish_partida(self, partida_id: int, winner_pair: int, at: When = None, *,
                             juegos: tuple[int, int] | None = None, vacas: tuple[int, int] | None = None) -> PartidaResult:
        """The partida is won: counters, ratings (season and all time) and the MSST move."""
        async with self._write(f"finishing partida {partida_id}") as conn:
            return await results.finish_partida(conn, partida_id, winner_pair, utc_text(at), juegos, vacas)

    async def abandon_partida(self, partida_id: int, at: When = None) -> None:
        async with self._write(f"abandoning partida {partida_id}") as conn:
            await results.abandon_partida(conn, partida_id, utc_text(at))

    # ------------------------------------------------------------------ queries
    async def _player(self, conn: Connection, guild_id: int, who: PlayerRef) -> Player:
        if isinstance(who, Player):
            return who
        return await guilds.find_player(conn, guild_id, int(who))

    async def leaderboard(self, guild_id: int, *, by: str = "rating", season: int | None = None, limit: int = 10,
                          min_partidas: int = 1) -> list[LeaderboardRow]:
        """Top players (humans only) by ``rating`` (mu - 3 sigma) or ``win_rate``;
        season None: the current one, ALL_TIME: all."""
        async with self._read("reading the leaderboard") as conn:
            s = await guilds.resolve_season(conn, guild_id, season)
            if by == "rating":
                return await stats.leaderboard_by_rating(conn, guild_id, s, limit, min_partidas)
            if by == "win_rate":
                return await stats.leaderboard_by_win_rate(conn, guild_id, s, limit, min_partidas)
        raise ValueError("by is 'rating' or 'win_rate'")

    async def player_profile(self, guild_id: int, who: PlayerRef, *, season: int | None = None, partners: int = 5,
                             recent: int = 5) -> PlayerProfile:
        async with self._read("reading a profile") as conn:
            player = await self._player(conn, guild_id, who)
            s = await guilds.resolve_season(conn, guild_id, season)
            rating = await stats.rating_of(conn, guild_id, s, player.player_id)
            rank = None
            if rating is not None and not player.is_ai:
                rank = await stats.rating_rank(conn, guild_id, s, rating.rating)
            return PlayerProfile(
                player=player, season=s,
                stats=await stats.player_stats(conn, guild_id, s, player.player_id),
                rating=rating, rank=rank,
                partners=tuple(await stats.partners(conn, guild_id, s, player.player_id, partners)),
                msst=await msst.value_of(conn, guild_id, player.player_id),
                recent=tuple(await stats.recent_partidas(conn, guild_id, s, recent, player.player_id)),
            )

    async def player_stats(self, guild_id: int, who: PlayerRef, season: int | None = None) -> PlayerStats:
        async with self._read("reading statistics") as conn:
            player = await self._player(conn, guild_id, who)
            return await stats.player_stats(conn, guild_id, await guilds.resolve_season(conn, guild_id, season), player.player_id)

    async def recount_player_stats(self, guild_id: int, who: PlayerRef, season: int | None = None) -> PlayerStats:
        """The same as ``player_stats`` but summed from the per-hand facts (slow; for checks)."""
        async with self._read("recounting statistics") as conn:
            player = await self._player(conn, guild_id, who)
            return await stats.facts_totals(conn, guild_id, await guilds.resolve_season(conn, guild_id, season), player.player_id)

    async def recent_partidas(self, guild_id: int, *, limit: int = 10, who: PlayerRef | None = None,
                              season: int | None = ALL_TIME) -> list[PartidaSummary]:
        """Finished partidas, newest first; of one player when ``who`` is given.
        season: ALL_TIME (default) or a number, None for the current one."""
        async with self._read("reading recent partidas") as conn:
            pid = None if who is None else (await self._player(conn, guild_id, who)).player_id
            s = await guilds.resolve_season(conn, guild_id, season)
            return await stats.recent_partidas(conn, guild_id, s, limit, pid)

    async def pair_record(self, guild_id: int, a: PlayerRef, b: PlayerRef, season: int | None = ALL_TIME) -> PairRecord:
        async with self._read("reading a pair") as conn:
            pa, pb = await self._player(conn, guild_id, a), await self._player(conn, guild_id, b)
            return await stats.pair_record(conn, guild_id, await guilds.resolve_season(conn, guild_id, season), pa, pb)

    async def head_to_head(self, guild_id: int, pair_a: tuple[PlayerRef, PlayerRef], pair_b: tuple[PlayerRef, PlayerRef], *,
                           season: int | None = ALL_TIME, recent: int = 5) -> HeadToHead:
        async with self._read("reading a head to head") as conn:
            a = (await self._player(conn, guild_id, pair_a[0]), await self._player(conn, guild_id, pair_a[1]))
            b = (await self._player(conn, guild_id, pair_b[0]), await self._player(conn, guild_id, pair_b[1]))
            s = await guilds.resolve_season(conn, guild_id, season)
            return await stats.head_to_head(conn, guild_id, s, a, b, recent)

    async def rating_history(self, guild_id: int, who: PlayerRef, season: int | None = None,
                             limit: int | None = 200) -> list[RatingPoint]:
        """A player's rating after each of their latest ``limit`` partidas (None: all), oldest
        first, to draw it over time."""
        async with self._read("reading rating history") as conn:
            player = await self._player(conn, guild_id, who)
            s = await guilds.resolve_season(conn, guild_id, season)
            return [RatingPoint(*r) for r in await stats.rating_history(conn, s, player.player_id, limit)]

    async def msst_table(self, guild_id: int, *, limit: int = 20, now: When = None) -> list[MsstRow]:
        """The MSST ranking (values > 1.00, humans), brought up to this month first."""
        when = utc_text(now)
        if not self._db.readonly:
            async with self._read("reading the MSST") as conn:
                stale = await msst.needs_catch_up(conn, guild_id, when)
            if stale:
                async with self._write("updating the MSST") as conn:
                    await msst.catch_up(conn, guild_id, when)
        async with self._read("reading the MSST") as conn:
            rows = await msst.table(conn, guild_id, limit)
            people = await guilds.players_by_id(conn, [r[0] for r in rows])
        return [MsstRow(i, people[pid], value) for i, (pid, value) in enumerate(rows, start=1)]

    # ------------------------------------------------------------------ tournaments (store/tournaments.py)
    async def create_tournament(self, values: Mapping[str, Any]) -> int:
        """A new tournament row (columns of ``tournaments``); returns its id."""
        async with self._write("creating a tournament") as conn:
            await guilds.ensure_guild(conn, int(values["guild_id"]))
            return await tournaments_repo.create(conn, values)

    async def save_tournament(self, tournament_id: int, tournament: Mapping[str, Any] | None = None, *,
                              entries: Iterable[Mapping[str, Any]] = (), matches: Iterable[Mapping[str, Any]] = (),
                              partidas: Iterable[Mapping[str, Any]] = (),
                              log: Iterable[tuple[str, int | None, str, Mapping[str, Any]]] = ()) -> None:
        """What changed in a tournament, in one transaction (rows as dicts of columns)."""
        async with self._write(f"saving tournament {tournament_id}") as conn:
            await tournaments_repo.save(conn, tournament_id, tournament, entries, matches, partidas, log)

    async def load_tournament(self, tournament_id: int) -> dict[str, Any] | None:
        async with self._read("reading a tournament") as conn:
            return await tournaments_repo.load(conn, tournament_id)

    async def tournament_ids(self, statuses: Sequence[str] = tournaments_repo.ACTIVE, guild_id: int | None = None) -> list[int]:
        async with self._read("listing tournaments") as conn:
            return await tournaments_repo.ids(conn, statuses, guild_id)

    async def tournament_log(self, tournament_id: int) -> list[dict[str, Any]]:
        async with self._read("reading a tournament's log") as conn:
            return await tournaments_repo.log(conn, tournament_id)

    async def tournament_organiser_role(self, guild_id: int) -> int | None:
        async with self._read("reading the tournament role") as conn:
            return await tournaments_repo.organiser_role(conn, guild_id)

    async def set_tournament_organiser_role(self, guild_id: int, role_id: int | None) -> None:
        async with self._write("setting the tournament role") as conn:
            await tournaments_repo.set_organiser_role(conn, guild_id, role_id)

    async def conservative_ratings(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, float]:
        """All-time mu - 3 sigma of Discord users on the server (the unrated are left out)."""
        async with self._read("reading ratings") as conn:
            return await tournaments_repo.conservative_ratings(conn, guild_id, user_ids)

    async def score_tournament_msst(self, tournament_id: int, guild_id: int, placed: Sequence[tuple[int, Sequence[int]]],
                                    at: When = None) -> list[msst.Change]:
        """The MSST's section 5 for a finished tournament (once)."""
        async with self._write("scoring a tournament in the MSST") as conn:
            return await tournaments_repo.score_turnier(conn, tournament_id, guild_id, placed, utc_text(at))

    # ------------------------------------------------------------------ history (migration 0005)
    async def partida_log(self, partida_id: int) -> PartidaLog:
        """A partida with its log and recorded hands (its ``seed`` is secret while it is played)."""
        async with self._read("reading a partida's log") as conn:
            return await fairplay.load_partida_log(conn, partida_id, with_hands=True)

    async def verify_partida(self, partida_id: int) -> Verification:
        """Play the partida again from its revealed seed and compare every deal with the
        records and the commitment (``verify.py``); ``NotFound`` for an unknown partida."""
        async with self._read("reading a partida's log") as conn:
            record = await fairplay.load_partida_log(conn, partida_id, with_hands=True, need_log=False)
        return verify_mod.verify(record)

    async def hand_log(self, hand_id: int) -> HandLog:
        """A recorded hand and the log that plays it (replays); ``NotFound`` for an unknown
        hand, ``InvalidState`` when its log is gone."""
        async with self._read("reading a hand") as conn:
            return await replays.hand_log(conn, hand_id)

    async def partida_place(self, partida_id: int) -> PartidaPlace:
        """Where a partida was played and who sat in it (who may verify it); ``NotFound`` for
        an unknown partida."""
        async with self._read("reading a partida") as conn:
            return await fairplay.partida_place(conn, partida_id)

    async def hand_place(self, hand_id: int) -> PartidaPlace:
        """Where a recorded hand was played and who sat in it: its partida's place (who may
        replay it); ``NotFound`` for an unknown hand."""
        async with self._read("reading a hand") as conn:
            return await replays.hand_place(conn, hand_id)

    async def hand_id(self, partida_id: int, hand_number: int) -> int | None:
        """The id of a recorded hand of a partida (what its end showed: "mano #4821")."""
        async with self._read("reading a hand", one=True) as conn:
            return await replays.hand_id(conn, partida_id, hand_number)

    async def achievements(self, guild_id: int, who: PlayerRef) -> list[Achievement]:
        """The logros a player holds, in the catalogue's order."""
        async with self._read("reading logros") as conn:
            player = await self._player(conn, guild_id, who)
            return await awards.of_player(conn, player.player_id)

    async def recompute_achievements(self, guild_id: int | None = None) -> awards.Recount:
        """Rebuild every logro (of one server, or all) from the stored actions of finished
        partidas. The partidas are played again outside the write lock, one read each; those
        that end meanwhile are taken into the final, short write."""
        async with self._read("listing finished partidas") as conn:
            ids = await awards.finished_partidas(conn, guild_id)
        recount = awards.Recount()
        for pid in ids:
            async with self._read(f"reading partida {pid}") as conn:
                record = await fairplay.load_partida_log(conn, pid, need_log=False)
            recount.add(record)
        async with self._write("rebuilding logros") as conn:
            done = set(ids)
            for pid in await awards.finished_partidas(conn, guild_id):
                if pid not in done:
                    recount.add(await fairplay.load_partida_log(conn, pid, need_log=False))
            await awards.replace_all(conn, guild_id, recount)
        return recount

    async def pair_profile(self, guild_id: int, a: PlayerRef, b: PlayerRef, season: int | None = ALL_TIME) -> PairProfile:
        """Two players as partners: record, strength, best and worst rival pairs."""
        async with self._read("reading a pair") as conn:
            pa, pb = await self._player(conn, guild_id, a), await self._player(conn, guild_id, b)
            return await pairs.profile(conn, guild_id, await guilds.resolve_season(conn, guild_id, season), pa, pb)

    async def pairs_ranking(self, guild_id: int, *, season: int | None = None, limit: int = 10,
                            min_partidas: int | None = None) -> list[PairRankRow]:
        """Pairs of two people with at least ``min_partidas`` together (default: the server's
        setting); season None: the current one, ALL_TIME: all."""
        async with self._read("reading the pairs ranking") as conn:
            s = await guilds.resolve_season(conn, guild_id, season)
            n = (await league.settings(conn, guild_id)).pair_min_partidas if min_partidas is None else min_partidas
            return await pairs.ranking(conn, guild_id, s, limit, n)

    async def league_settings(self, guild_id: int) -> LeagueSettings:
        async with self._read("reading a server's league settings") as conn:
            return await league.settings(conn, guild_id)

    async def set_league_settings(self, guild_id: int, **changes: Any) -> LeagueSettings:
        """Change ``pair_min_partidas``, ``season_schedule`` (monthly, quarterly, None),
        ``champion_role_id``, ``champions_channel_id`` (None clears one)."""
        async with self._write("setting a server's league settings") as conn:
            await league.update(conn, guild_id, **changes)
            return await league.settings(conn, guild_id)

    async def close_season(self, guild_id: int, *, name: str | None = None, by: int | None = None,
                           expected: int | None = None, at: When = None) -> SeasonClose | None:
        """End the current season: its top players and pairs, its champions (and who held the
        role before), then the next season. None if ``expected`` is not the current season."""
        async with self._write("closing a season") as conn:
            return await seasons_mod.close(conn, guild_id, utc_text(at), name=name, by=by, expected=expected)

    async def seasons_due(self, now: When = None) -> list[DueSeason]:
        """Servers whose scheduled season is over at ``now``: close each with
        ``close_season(guild_id, expected=due.season, name=due.next_name)``."""
        async with self._read("reading season schedules") as conn:
            return await seasons_mod.due(conn, parse_utc(utc_text(now)))

    async def season_standings(self, guild_id: int, season: int) -> tuple[list[StandingRow], list[StandingRow]]:
        """The top players and pairs stored when ``season`` was closed."""
        async with self._read("reading a season's standings") as conn:
            return await seasons_mod.standings(conn, guild_id, season)

    async def champions(self, guild_id: int) -> tuple[Player, ...]:
        """Who holds the champions' role: the champions of the latest season that had any."""
        async with self._read("reading the champions") as conn:
            return await seasons_mod.champions_of(conn, guild_id)

    # ------------------------------------------------------------------ maintenance
    async def backup(self, dest: str | os.PathLike[str], overwrite: bool = False) -> backup_mod.BackupInfo:
        """An online backup to ``dest`` (a file, or a directory for a dated name); on
        PostgreSQL a pg_dump archive (see pg_admin.py). An existing file is refused
        (``BackupExists``) unless ``overwrite``."""
        if isinstance(self._db, Database):
            return await backup_mod.backup(self._db, dest, overwrite)
        from . import pg_admin

        return await pg_admin.backup(self._db.dsn, dest, overwrite)  # type: ignore[attr-defined]

    async def copy_from(self, source: Store) -> dict[str, int]:
        """Every row of ``source`` (another backend, say) into this store, which must be empty
        (see copy.py); returns rows copied per table."""
        return await copy_mod.copy_rows(source._db, self._db)

    async def export_guild(self, guild_id: int, out_dir: str | os.PathLike[str]) -> dict[str, int]:
        """The server's CSV files (see export.py); returns rows written per file."""
        return await export_mod.export_guild(self._db, guild_id, out_dir)


def _specs(seats: Sequence[SeatSpec | Mapping[str, Any] | None]) -> list[SeatSpec | None]:
    return [None if s is None else SeatSpec.coerce(dict(s) if isinstance(s, Mapping) else s) for s in seats]
