"""A tournament as the service holds it: options, entries (pairs and solo entrants), matches
(ties between two pairs, one or more partidas each) and the partidas of the ties.

Everything here maps one to one onto the rows of migration 0004 and 0009 (``to_row`` / ``from_row``),
so a tournament in memory is always what the store has, or about to have, in one transaction.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from musbot.engine import Rules

from . import bracket
from .errors import TournamentError
from .standings import Result

GRACE_MINUTES = (1, 240)
SECONDS = (10, 600)

ACTIVE_ENTRY = ("confirmed",)  # a pair in the draw / in play
HOLDING = ("invited", "confirmed", "solo")  # statuses in which a person is taken before close

FormatValue = int | float | bool


@dataclass(frozen=True, slots=True)
class Options:
    """What the organiser chose at creation (every ``/mus mesa`` option is in ``rules``). The
    options only some formats take (a suizo's rounds, a liguilla's groups) are in
    ``format_options`` by the names their format declares (``formats/``); stored as one flat
    object with the others."""

    rules: dict[str, Any] = field(default_factory=lambda: Rules().to_dict())
    seconds: int = 60  # seconds per move at the tables
    best_of: int = 1  # partidas per tie: 1, 3 or 5
    max_pairs: int = 16
    grace_minutes: int = 15
    private: bool = False  # match threads private (no spectators)
    champion_role: bool = False  # give the champions a role
    format_options: Mapping[str, FormatValue] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"rules": dict(self.rules), "seconds": self.seconds, "best_of": self.best_of,
                "max_pairs": self.max_pairs, "grace_minutes": self.grace_minutes, "private": self.private,
                "champion_role": self.champion_role, **self.format_options}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Options:
        """The common options by name; every other value is the format's (kept as stored)."""
        common = {k: v for k, v in d.items() if k in cls.__dataclass_fields__ and k != "format_options"}
        return cls(**common, format_options={k: v for k, v in d.items() if k not in cls.__dataclass_fields__})

    def check(self, most_pairs: int) -> None:
        """Refuse common options that make no tournament (each with its own message); the
        format checks its own (``Format.check``)."""
        try:
            Rules.from_dict(dict(self.rules))
        except (ValueError, TypeError) as exc:
            raise TournamentError("tourn.error.rules", detail=str(exc)) from exc
        if self.best_of not in bracket.BEST_OF:
            raise TournamentError("tourn.error.best_of")
        if not 2 <= self.max_pairs <= most_pairs:
            raise TournamentError("tourn.error.max_pairs", most=most_pairs)
        if not GRACE_MINUTES[0] <= self.grace_minutes <= GRACE_MINUTES[1]:
            raise TournamentError("tourn.error.grace", most=GRACE_MINUTES[1])
        if not SECONDS[0] <= self.seconds <= SECONDS[1]:
            raise TournamentError("tourn.error.seconds")


@dataclass(slots=True)
class Entry:
    no: int
    user1: int
    name1: str
    user2: int | None = None
    name2: str | None = None
    status: str = "invited"
    seed: int | None = None
    rating: float | None = None
    from_solos: list[int] | None = None
    grp: int | None = None
    created_at: str = ""
    updated_at: str = ""
    tag: str | None = None  # the pair's label (a club, a town): the draw keeps pairs of one apart

    @property
    def users(self) -> tuple[int, ...]:
        return (self.user1,) if self.user2 is None else (self.user1, self.user2)

    @property
    def label(self) -> str:
        return self.name1 if self.name2 is None else f"{self.name1} · {self.name2}"

    def to_row(self) -> dict[str, Any]:
        return {"entry_no": self.no, "user1": self.user1, "user2": self.user2, "name1": self.name1,
                "name2": self.name2, "status": self.status, "seed": self.seed, "rating": self.rating,
                "from_solos": self.from_solos, "grp": self.grp, "created_at": self.created_at,
                "updated_at": self.updated_at, "tag": self.tag}

    @classmethod
    def from_row(cls, r: Mapping[str, Any]) -> Entry:
        return cls(r["entry_no"], r["user1"], r["name1"], r["user2"], r["name2"], r["status"], r["seed"], r["rating"],
                   r["from_solos"], r["grp"], r["created_at"], r["updated_at"], r.get("tag"))


@dataclass(slots=True)
class PartidaRecord:
    """One partida of a tie: where it is played and, once over, what it gave."""

    match_no: int
    number: int
    table_id: int | None = None
    partida_id: int | None = None
    winner: int | None = None  # entry number; None: not over
    juegos: tuple[int, int] = (0, 0)
    tantos: tuple[int, int] = (0, 0)
    counted: bool = True
    finished_at: str | None = None

    def to_row(self) -> dict[str, Any]:
        return {"match_no": self.match_no, "number": self.number, "table_id": self.table_id,
                "partida_id": self.partida_id, "winner": self.winner, "juegos_a": self.juegos[0],
                "juegos_b": self.juegos[1], "tantos_a": self.tantos[0], "tantos_b": self.tantos[1],
                "counted": int(self.counted), "finished_at": self.finished_at}

    @classmethod
    def from_row(cls, r: Mapping[str, Any]) -> PartidaRecord:
        return cls(r["match_no"], r["number"], r["table_id"], r["partida_id"], r["winner"],
                   (r["juegos_a"], r["juegos_b"]), (r["tantos_a"], r["tantos_b"]), bool(r["counted"]), r["finished_at"])


@dataclass(slots=True)
class Match:
    """A tie between entries ``a`` (seats 0 and 2) and ``b`` (seats 1 and 3)."""

    no: int
    round: int
    stage: str
    slot: int
    a: int | None
    b: int | None
    status: str = "pending"  # pending -> open -> finished
    winner: int | None = None
    walkover: bool = False
    partidas: list[int] = field(default_factory=lambda: [0, 0])
    juegos: list[int] = field(default_factory=lambda: [0, 0])
    tantos: list[int] = field(default_factory=lambda: [0, 0])
    opens_at: str | None = None
    opened_at: str | None = None
    deadline: str | None = None
    present: set[int] = field(default_factory=set)
    held: bool = False
    set_by: int | None = None
    finished_at: str | None = None

    @property
    def finished(self) -> bool:
        return self.status == "finished"

    @property
    def bye(self) -> bool:
        return self.b is None

    def side(self, entry: int) -> int:
        if entry == self.a:
            return 0
        if entry == self.b:
            return 1
        raise ValueError(f"entry {entry} is not in match {self.no}")

    def result(self) -> Result:
        assert self.a is not None or self.b is not None
        if self.a is None:  # a bye written the other way round
            return Result(self.b or 0, None, self.winner)
        return Result(self.a, self.b, self.winner, (self.partidas[0], self.partidas[1]),
                      (self.juegos[0], self.juegos[1]), (self.tantos[0], self.tantos[1]), self.walkover)

    def to_row(self) -> dict[str, Any]:
        return {"match_no": self.no, "round": self.round, "stage": self.stage, "slot": self.slot,
                "entry_a": self.a, "entry_b": self.b, "status": self.status, "winner": self.winner,
                "walkover": int(self.walkover), "partidas_a": self.partidas[0], "partidas_b": self.partidas[1],
                "juegos_a": self.juegos[0], "juegos_b": self.juegos[1], "tantos_a": self.tantos[0],
                "tantos_b": self.tantos[1], "opens_at": self.opens_at, "opened_at": self.opened_at,
                "deadline": self.deadline, "present": sorted(self.present), "held": int(self.held),
                "set_by": self.set_by, "finished_at": self.finished_at}

    @classmethod
    def from_row(cls, r: Mapping[str, Any]) -> Match:
        return cls(r["match_no"], r["round"], r["stage"], r["slot"], r["entry_a"], r["entry_b"], r["status"],
                   r["winner"], bool(r["walkover"]), [r["partidas_a"], r["partidas_b"]], [r["juegos_a"], r["juegos_b"]],
                   [r["tantos_a"], r["tantos_b"]], r["opens_at"], r["opened_at"], r["deadline"], set(r["present"]),
                   bool(r["held"]), r["set_by"], r["finished_at"])


@dataclass(slots=True)
class Tournament:
    id: int
    guild_id: int
    channel_id: int
    organiser_id: int
    name: str
    format: str
    options: Options
    status: str  # signup, running, paused, finished, cancelled
    commitment: str
    seed: str
    signup_closes_at: str
    created_at: str
    updated_at: str
    signups: list[dict[str, Any]] | None = None
    draw: dict[str, Any] | None = None
    round: int = 0
    champion: int | None = None
    paused_at: str | None = None
    version: int = 0
    messages: dict[str, Any] = field(default_factory=dict)
    finished_at: str | None = None
    entries: dict[int, Entry] = field(default_factory=dict)
    matches: dict[int, Match] = field(default_factory=dict)
    partidas: dict[tuple[int, int], PartidaRecord] = field(default_factory=dict)

    # ------------------------------------------------------------------ reading
    @property
    def drawn(self) -> bool:
        return self.draw is not None

    def pairs(self) -> list[Entry]:
        """The pairs of the draw (confirmed, removed ones included), in seed order."""
        out = [e for e in self.entries.values() if e.seed is not None]
        return sorted(out, key=lambda e: e.seed or 0)

    def in_play(self, entry: int) -> bool:
        e = self.entries.get(entry)
        return e is not None and e.status == "confirmed"

    def entry_of(self, user: int, statuses: tuple[str, ...] = HOLDING) -> Entry | None:
        for e in self.entries.values():
            if e.status in statuses and user in e.users:
                return e
        return None

    def round_matches(self, r: int) -> list[Match]:
        return sorted((m for m in self.matches.values() if m.round == r), key=lambda m: m.slot)

    def results(self, stage_prefix: str | None = None) -> list[Result]:
        return [m.result() for m in sorted(self.matches.values(), key=lambda m: m.no)
                if m.finished and (stage_prefix is None or m.stage.startswith(stage_prefix))]

    def match_partidas(self, match_no: int) -> list[PartidaRecord]:
        return sorted((p for (m, _n), p in self.partidas.items() if m == match_no), key=lambda p: p.number)

    # ------------------------------------------------------------------ rows
    def to_row(self) -> dict[str, Any]:
        return {"guild_id": self.guild_id, "channel_id": self.channel_id, "organiser_id": self.organiser_id,
                "name": self.name, "format": self.format, "options": self.options.to_dict(), "status": self.status,
                "commitment": self.commitment, "seed": self.seed, "signup_closes_at": self.signup_closes_at,
                "signups": self.signups, "draw": self.draw, "round": self.round, "champion": self.champion,
                "paused_at": self.paused_at, "version": self.version, "messages": self.messages,
                "created_at": self.created_at, "updated_at": self.updated_at, "finished_at": self.finished_at}

    @classmethod
    def from_rows(cls, d: Mapping[str, Any]) -> Tournament:
        t = cls(d["tournament_id"], d["guild_id"], d["channel_id"], d["organiser_id"], d["name"], d["format"],
                Options.from_dict(d["options"]), d["status"], d["commitment"], d["seed"], d["signup_closes_at"],
                d["created_at"], d["updated_at"], d["signups"], d["draw"], d["round"], d["champion"], d["paused_at"],
                d["version"], d["messages"] or {}, d["finished_at"])
        t.entries = {r["entry_no"]: Entry.from_row(r) for r in d["entries"]}
        t.matches = {r["match_no"]: Match.from_row(r) for r in d["matches"]}
        t.partidas = {(r["match_no"], r["number"]): PartidaRecord.from_row(r) for r in d["partidas"]}
        return t
