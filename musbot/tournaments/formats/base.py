"""The protocol every tournament format follows (``Format``), and what formats share.

A format is everything that differs from one kind of tournament to another:

- its **options** beside the common ones (``FormatOption``: name, range, default, the catalogue
  key of its refusal, its ``/mus torneo crear`` parameter and its console flag) and how many
  pairs it takes;
- the **draw**'s last step (``place``: where the seeded pairs go) and the rounds the draw makes
  (``first_rounds``);
- how it **goes on**: when a pending tie opens, the deadline of an open tie, when a round is
  over, the next round (``next_round``: made from the results, one at a time, or found made by
  the draw), which finished ties a later round was drawn from;
- its **standings**: the final places (``places``) and the order they follow (``order``), what a
  row shows (``row_fields``, ``columns``), its champions and why there may be none;
- what its **pictures** show (``views``, and the data of each: ``bracket``, ``groups``, ``table``;
  the presenter draws them with ``musbot.render``).

The service, the simulator, the console, the presenter and the cog ask a tournament's format
(``registry.format_of``) and never compare its name.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Generic, Literal, TypeVar, cast

from musbot.store.db import utc_text

from ..errors import TournamentError
from ..model import Match, Options, Tournament
from ..standings import Ranking, Row

V = TypeVar("V", int, float, bool)


@dataclass(frozen=True, slots=True)
class FormatOption(Generic[V]):
    """An option only some formats take. ``name`` is its key in ``Options.format_options`` and,
    hyphenated, the console's flag (``--group-size``), with ``help`` as the console's words for
    it; a number is accepted from ``lo`` to ``hi``, else refused with the catalogue key
    ``error``; ``param`` is its ``/mus torneo crear`` parameter, described by the catalogue's
    ``cmd.opt.<param>.desc`` (None: the console only)."""

    name: str
    default: V
    help: str
    lo: int = 0
    hi: int = 0
    error: str = ""
    param: str | None = None

    def of(self, options: Options) -> V:
        """Its value in ``options`` (the default when not given)."""
        return type(self.default)(options.format_options.get(self.name, self.default))

    def check(self, options: Options) -> None:
        if isinstance(self.default, bool):
            return
        if not self.lo <= self.of(options) <= self.hi:
            raise TournamentError(self.error, least=self.lo, most=self.hi)


@dataclass(frozen=True, slots=True)
class Placement:
    """The draw's last step (each empty where the format has no use for it): round 1's bracket
    positions, the groups (each in seed order), or the order its rounds follow."""

    bracket: tuple[int | None, ...] = ()
    groups: tuple[tuple[int, ...], ...] = ()
    order: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Criterion:
    """One criterion of the final standings, first to last: a value of the row (``Place.value``),
    the ``highest`` or the ``lowest`` first (a pair without a value after every pair with one);
    one that ``decides_alone`` places the pairs that have a value by it alone."""

    by: str
    best: Literal["highest", "lowest"]
    decides_alone: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"by": self.by, "best": self.best} | ({"decides_alone": True} if self.decides_alone else {})


def ranked_by(ranking: Ranking) -> tuple[Criterion, ...]:
    """The criteria of a standings table's order (each bigger first)."""
    return tuple(Criterion(name, "highest") for name in ranking.order)


@dataclass(frozen=True, slots=True)
class Place:
    """A pair's final place: ``row`` its ties over the whole tournament, ``values`` what else the
    format places it by (a knockout's ``knockout``, ``group``, ``group_rank``)."""

    place: int
    pair: int
    row: Row
    values: Mapping[str, int | str | None] = field(default_factory=dict)

    def value(self, name: str) -> int | str | None:
        if name in self.values:
            return self.values[name]
        return cast(int | None, getattr(self.row, name))


class View(Enum):
    """What a picture of a tournament shows."""

    BRACKET = "bracket"  # the knockout, every slot of every round (``Format.bracket``)
    GROUPS = "groups"  # each group's table, the pairs that go through marked (``Format.groups``)
    STANDINGS = "standings"  # the table of every pair (``Format.table``, ranked by ``Format.ranking``)
    CEROS = "ceros"  # each pair's ceros, round by round, stage by stage (``Format.ceros``)


@dataclass(frozen=True, slots=True)
class Groups:
    tables: tuple[tuple[Row, ...], ...]  # group 1, 2, ... each in its order
    advance: int  # the first so many of each group go through


@dataclass(frozen=True, slots=True)
class Step:
    """One round of a pair in a stage "a N ceros": ``outcome`` ``won``, ``lost`` (a walkover
    too) or ``bye``, and its ceros after it."""

    round: int
    outcome: Literal["won", "lost", "bye"]
    ceros: int


@dataclass(frozen=True, slots=True)
class Track:
    """A pair in a stage "a N ceros": its place, its ceros, the round it went out in (None:
    still in), whether it left (withdrew or was removed), and its rounds."""

    pair: int
    place: int
    ceros: int
    out: int | None
    left: bool
    steps: tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class CerosStage:
    """A stage "a N ceros" (``name`` A or B): out at ``limit`` ceros; its pairs best first;
    its rounds are ``first`` to ``last``; ``champion``: its last pair in, once decided."""

    name: str
    limit: int
    first: int
    last: int
    tracks: tuple[Track, ...]
    champion: int | None


class Format(ABC):
    """One kind of tournament (see the module's text). Instances hold no state: everything is
    in the ``Tournament`` each method is given."""

    name: ClassVar[str]  # as stored in a tournament and chosen at creation
    max_pairs: ClassVar[int]
    options: ClassVar[tuple[FormatOption[Any], ...]] = ()
    order: ClassVar[tuple[Criterion, ...]]  # the final standings' order (``simulate --json``'s "order")
    row_fields: ClassVar[tuple[str, ...]]  # a final standings row's values beside the common ones
    columns: ClassVar[tuple[str, ...]]  # what a standings row shows, left to right, before juegos and tantos
    views: ClassVar[tuple[View, ...]]  # the tournament's pictures, in order
    ranking: ClassVar[Ranking | None] = None  # the order of its standings table (``View.STANDINGS``)
    # ties of rounds still to come are fixed by the draw: a pair that leaves loses them at once
    walkovers_ahead: ClassVar[bool] = False
    # a tie still unfinished at its deadline although its pairs came is the organiser's to decide
    tells_unfinished: ClassVar[bool] = False

    # ------------------------------------------------------------------ options
    def check(self, options: Options) -> None:
        """Refuse options that make no tournament of this format (``TournamentError``)."""
        options.check(self.max_pairs)
        for option in self.options:
            option.check(options)

    def own(self, options: Options) -> Options:
        """``options`` with this format's own values only, each as given or its default: what a
        tournament stores."""
        return dataclasses.replace(options, format_options={o.name: o.of(options) for o in self.options})

    # ------------------------------------------------------------------ the draw
    def place(self, seeds: Sequence[int], seed: str, options: Options,
              tags: Mapping[int, str] | None = None) -> Placement:
        """Where the pairs go (``seeds``: entry numbers, best first), drawn with the seed's
        streams (``rng.Stream``) under labels the format's text names, pairs of one label
        (``tags``: entry -> label) kept apart where the format meets them first
        (``apart.keep_apart``). None by default."""
        return Placement()

    @abstractmethod
    def first_rounds(self, t: Tournament, drawn_at: float) -> list[Match]:
        """Every tie the draw fixes (``t.draw`` is made)."""

    # ------------------------------------------------------------------ rounds
    def may_open(self, t: Tournament, m: Match, at: str) -> bool:
        """Whether pending tie ``m`` opens now: once its round is the one in play."""
        return m.round <= t.round

    def deadline(self, t: Tournament, m: Match, now: float) -> str:
        """The deadline of a tie opening now: the grace period's end."""
        return utc_text(now + t.options.grace_minutes * 60)

    def deadline_when_all_here(self, m: Match) -> str | None:
        """An open tie's deadline once its four have come: none (no walkover any more)."""
        return None

    def round_over(self, t: Tournament, r: int) -> bool:
        """Whether the tournament may go on from round ``r``: every tie up to it is over."""
        return all(m.finished for m in t.matches.values() if m.round <= r)

    @abstractmethod
    def next_round(self, t: Tournament, r: int) -> list[Match] | None:
        """Round ``r`` is over: round r + 1 (made now, or found made), or None when the
        tournament is decided (``t.champion`` set; None if nobody won)."""

    def later_drawn(self, t: Tournament, m: Match) -> bool:
        """Whether a later round was drawn from finished tie ``m``'s result (it can no longer
        be corrected)."""
        return False

    def feeds(self, t: Tournament, m: Match) -> Match | None:
        """The later tie the winner of ``m`` goes on to, if it is made."""
        return None

    # ------------------------------------------------------------------ standings
    @abstractmethod
    def places(self, t: Tournament) -> list[Place]:
        """Every pair of the draw, best first by ``order``; pairs level share the place and are
        listed in seed order."""

    @abstractmethod
    def no_champion(self, t: Tournament) -> tuple[str, list[int]]:
        """Why a finished tournament has no champion, and the pairs it concerns: ``final`` (its
        final was lost by both pairs), ``shared`` (level at the top on every tie-break) or
        ``nobody``."""

    def stage_champions(self, t: Tournament) -> tuple[tuple[str, int | None], ...]:
        """The champions of the format's further stages with a title of their own (a stage's
        short name, its champion or None), beside ``t.champion``. None by default."""
        return ()

    # ------------------------------------------------------------------ pictures
    def bracket(self, t: Tournament) -> tuple[tuple[Match | None, ...], ...]:
        """The knockout's rounds, first to last, each with every slot (None: no tie there)."""
        return ()

    def groups(self, t: Tournament) -> Groups:
        return Groups((), 0)

    def table(self, t: Tournament) -> list[Row]:
        """The standings table of every pair of the draw."""
        return []

    def ceros(self, t: Tournament) -> tuple[CerosStage, ...]:
        """Each stage "a N ceros" with every pair's ceros round by round."""
        return ()


class TableFormat(Format):
    """A format decided by one table of every pair (``ranking``): the pair alone at its top is
    champion, if it won a tie; pairs level at the top on every tie-break share the first place
    and nobody is champion (the seed order lists them, it never decides a title)."""

    ranking: ClassVar[Ranking]
    views = (View.STANDINGS,)

    def table(self, t: Tournament) -> list[Row]:
        return self.ranking.rank([e.no for e in t.pairs()], t.results())

    def leaders(self, t: Tournament) -> list[int]:
        """The pairs ranked first, when the first won at least one tie (a bye alone is no win);
        none when nobody won anything (every tie lost by both pairs)."""
        rows = self.table(t)
        if not rows or rows[0].won == 0:
            return []
        return [row.pair for row in rows if row.rank == 1]

    def decide(self, t: Tournament) -> None:
        """The last round is over: the champion, if there is one."""
        top = self.leaders(t)
        t.champion = top[0] if len(top) == 1 else None

    def places(self, t: Tournament) -> list[Place]:
        return [Place(row.rank, row.pair, row) for row in self.table(t)]

    def no_champion(self, t: Tournament) -> tuple[str, list[int]]:
        top = self.leaders(t)
        return ("shared", top) if len(top) > 1 else ("nobody", [])


def new_match(t: Tournament, r: int, stage: str, slot: int, a: int | None, b: int | None) -> Match:
    """A new tie of round ``r`` in ``t`` (a bye is always written as (pair, None))."""
    if a is None and b is not None:
        a, b = b, None
    no = max(t.matches, default=0) + 1
    m = Match(no, r, stage, slot, a, b)
    t.matches[no] = m
    return m


def last_round(t: Tournament) -> int:
    return max((m.round for m in t.matches.values()), default=0)
