"""Where a partida's randomness comes from: versioned, documented streams drawn from its seed.

A partida has one seed. Two streams are drawn from it: ``deal`` (every shuffle of the
partida, in the order they happen: each hand's deal, R5, and each reshuffle of the discards,
R7) and ``sena`` (whether each rival catches a seña, R26), so that señas never change the
cards. The streams are versioned because stored partidas are only (seed, shuffle version,
first mano, seats, action log) and must replay the same forever:

- **version 1** (partidas stored before musbot's fair-play release): Python's
  ``random.Random(f"{seed}:{label}")`` and CPython's ``Random.shuffle``. It is an
  implementation detail of CPython, kept only so that old partidas replay identically.
- **version 2**: Fisher–Yates driven by SHA-256 in counter mode, written down here and in
  docs/playing.md so that anyone can re-implement it:

  1. the *seed text* is the seed's decimal digits (no sign, no leading zeros); the
     **commitment** shown before the first deal is ``SHA-256(seed text)`` in lowercase hex;
  2. block ``i`` (``i`` = 0, 1, 2, ...) of the stream ``label`` is
     ``SHA-256("musbot-shuffle-v2:" + seed text + ":" + label + ":" + decimal(i))`` (ASCII);
     the stream is the concatenation of its blocks, read as 32-bit big-endian words;
  3. a uniform integer below ``n``: take the next word ``w``; if
     ``w < 2**32 - (2**32 mod n)`` the number is ``w mod n``, otherwise take another word;
  4. a shuffle of a list ``x`` of ``m`` items: for ``i`` from ``m - 1`` down to 1, draw ``j``
     uniform below ``i + 1`` and swap ``x[i]`` and ``x[j]``. The deck before the first deal
     is oros, copas, espadas, bastos, each 1-7, 10, 11, 12 (``cards.DECK``); the top of the
     shuffled deck (index 0) is dealt first, one card at a time from the mano (R5);
     discards are reshuffled (R7) in the order they were discarded, and served from the end;
  5. a uniform number in [0, 1) (the seña stream): two words ``a``, ``b``;
     ``((a << 21) | (b >> 11)) / 2**53``; a rival catches a seña when it is below the table's
     ``pillar_senas``, the rival after the seña's maker first;
  6. the first mano is seat ``seed mod 4``.

- **version 3** (every new partida): the streams of version 2 (steps 2-5, the same words and
  the same cards), with the seating committed together with the seed, so that whatever seats
  a partida (a tournament's draw, a revancha, a table rebuilt after a restart) is checked too:

  1. the first mano is the table's: a tournament's draw gives it, any other table takes
     seat ``seed mod 4``;
  2. a seat's *holder* is the person's user id in decimal, or ``ai:`` and the computer
     player's key (``ai:expert``, ``ai:expert:tahur``);
  3. the **commitment**, fixed when the partida starts (the seats are final, no card is
     dealt yet) is, in lowercase hex,
     ``SHA-256("musbot-partida-v3:" + seed text + ":" + first mano + ":" + holders)``, the
     first mano as the seat number 1-4 and the holders of seats 1, 2, 3, 4 joined by ``,``.

New seeds have 128 random bits (``new_seed``), so the commitment cannot be inverted by trying
seeds.
"""

from __future__ import annotations

import hashlib
import random
import secrets
import struct
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

LATEST = 3
VERSIONS = (1, 2, 3)
SEATING_FROM = 3  # the first version whose commitment covers the first mano and the seats
SEED_BITS = 128
T = TypeVar("T")


class Stream(Protocol):
    """The random numbers one part of a partida draws, in order."""

    def shuffle(self, x: list[Any]) -> None: ...

    def random(self) -> float: ...

    def getstate(self) -> object:
        """Where the stream stands (two matches are equal only if their streams are)."""
        ...


def new_seed() -> int:
    """The seed of a real partida: 128 bits from the operating system's secure source."""
    return secrets.randbits(SEED_BITS)


def seed_text(seed: int) -> str:
    """The seed as it is hashed and shown: its decimal digits."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"bad seed {seed!r}: a seed is a whole number >= 0")
    return str(seed)


def parse_seed(text: str) -> int:
    """A revealed seed back from its text; ValueError unless it is plain decimal digits."""
    t = text.strip()
    if not t.isascii() or not t.isdigit() or (len(t) > 1 and t[0] == "0"):
        raise ValueError(f"bad seed {text!r}: a seed is written as decimal digits")
    return int(t)


def commitment(seed: int) -> str:
    """SHA-256 of the seed text, lowercase hex: shown before the first deal."""
    return hashlib.sha256(seed_text(seed).encode("ascii")).hexdigest()


def first_mano(seed: int) -> int:
    """The seat that is mano in the first hand: always in versions 1 and 2 (step 6), and at a
    table that no tournament seats in version 3."""
    return seed % 4


def holder(user_id: int | None, ai: str | None) -> str:
    """Who holds a seat, as the version 3 commitment writes it: a person's user id, or
    ``ai:`` and a computer player's key."""
    if ai is not None:
        if user_id is not None or not ai or "," in ai or not ai.isascii():
            raise ValueError(f"bad computer player key {ai!r}")
        return f"ai:{ai}"
    if isinstance(user_id, bool) or not isinstance(user_id, int) or user_id < 0:
        raise ValueError(f"bad seat holder {user_id!r}: a user id or a computer player")
    return str(user_id)


def seated_commitment(seed: int, mano: int, holders: Sequence[str]) -> str:
    """The version 3 commitment: the seed with the first mano (seat 0-3) and the four seats'
    holders (``holder``), fixed when the partida starts."""
    if isinstance(mano, bool) or mano not in range(4) or len(holders) != 4:
        raise ValueError(f"a seating is a first mano 0-3 and four holders, not {mano!r}, {holders!r}")
    text = f"musbot-partida-v3:{seed_text(seed)}:{mano + 1}:{','.join(holders)}"
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def partida_commitment(version: int, seed: int, mano: int, holders: Sequence[str]) -> str:
    """The commitment of a partida dealt with ``version``: the seed's alone before version 3."""
    if check_version(version) < SEATING_FROM:
        return commitment(seed)
    return seated_commitment(seed, mano, holders)


def stream(version: int, seed: int, label: str) -> Stream:
    """The stream ``label`` (``deal`` or ``sena``) of a partida with this seed and version."""
    if version in (2, 3):  # version 3 deals as version 2 does: it commits the seating too
        return Sha256Stream(seed, label)
    if version == 1:
        return LegacyStream(seed, label)
    raise ValueError(f"unknown shuffle version {version!r}: known versions are {VERSIONS}")


def check_version(version: object) -> int:
    if isinstance(version, bool) or version not in VERSIONS:
        raise ValueError(f"unknown shuffle version {version!r}: known versions are {VERSIONS}")
    assert isinstance(version, int)
    return version


# ---------------------------------------------------------------------- version 2
_WORDS = struct.Struct(">8I")
_PREFIX = "musbot-shuffle-v2:"


class Sha256Stream:
    """Versions 2 and 3: SHA-256 in counter mode read as 32-bit words (the module docstring)."""

    __slots__ = ("_prefix", "_block", "_words", "_pos")

    def __init__(self, seed: int, label: str) -> None:
        self._prefix = f"{_PREFIX}{seed_text(seed)}:{label}:".encode("ascii")
        self._block = 0  # the next block to hash
        self._words: tuple[int, ...] = ()
        self._pos = 8  # words of the current block already used

    def word(self) -> int:
        """The next 32-bit word of the stream."""
        pos = self._pos
        if pos == 8:
            self._refill()
            pos = 0
        self._pos = pos + 1
        return self._words[pos]

    def _refill(self) -> tuple[int, ...]:
        """Hash the next block (step 2) and make its eight words current."""
        digest = hashlib.sha256(self._prefix + str(self._block).encode("ascii")).digest()
        self._block += 1
        words = self._words = _WORDS.unpack(digest)
        return words

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), n from 1 to 2**32 (step 3)."""
        if not 1 <= n <= 1 << 32:
            raise ValueError(f"cannot draw below {n}")
        limit = (1 << 32) - (1 << 32) % n
        while True:
            w = self.word()
            if w < limit:
                return w % n

    def shuffle(self, x: list[Any]) -> None:
        """Fisher–Yates from the end (step 4); ``below`` inlined (a deal is on the hot path)."""
        words, pos = self._words, self._pos
        size = len(x)
        for i, n, limit in _V2_STEPS[size] if size < len(_V2_STEPS) else _v2_steps(size):
            if pos == 8:
                words = self._refill()
                pos = 0
            w = words[pos]
            pos += 1
            while w >= limit:  # rejected (step 3): about once in 100 million draws
                if pos == 8:
                    words = self._refill()
                    pos = 0
                w = words[pos]
                pos += 1
            j = w % n
            x[i], x[j] = x[j], x[i]
        self._words, self._pos = words, pos

    def random(self) -> float:
        a = self.word()
        b = self.word()
        return ((a << 21) | (b >> 11)) / 9007199254740992.0  # 2**53

    def getstate(self) -> object:
        return (2, self._prefix, self._block, self._pos)


def _v2_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """(i, n, limit) of each swap of a shuffle of ``size`` items."""
    return tuple((i, i + 1, (1 << 32) - (1 << 32) % (i + 1)) for i in range(size - 1, 0, -1))


_V2_STEPS = tuple(_v2_steps(size) for size in range(41))


# ---------------------------------------------------------------------- version 1
class LegacyStream:
    """Version 1: exactly what partidas stored before version 2 drew (CPython's Random)."""

    __slots__ = ("_rng",)

    def __init__(self, seed: int, label: str) -> None:
        self._rng = random.Random(f"{seed}:{label}")

    def shuffle(self, x: list[Any]) -> None:
        """Exactly ``random.Random.shuffle`` (CPython's algorithm), without its per-card method
        calls: for j uniform in [0, n), draw k = n.bit_length() bits until the number is below n."""
        getrandbits = self._rng.getrandbits
        for i, n, k in _STEPS[len(x)] if len(x) < len(_STEPS) else _steps(len(x)):
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]

    def random(self) -> float:
        return self._rng.random()

    def getstate(self) -> object:
        return self._rng.getstate()


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


_STEPS = tuple(_steps(size) for size in range(41))
