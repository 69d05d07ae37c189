"""The draw's randomness: a published commitment and a stream anyone can recompute.

The secret seed is 32 random bytes written as 64 lowercase hex digits. Before sign-up closes
the bot shows ``commitment = SHA-256(seed)`` (of the 64 ASCII digits, as hex). At the draw it
reveals the seed. Every random choice of the draw comes from the seed and a label naming the
choice, so a change of one choice never shifts another:

- ``block(seed, label, i) = SHA-256("<seed>:<label>:<i>")`` for i = 0, 1, 2, ...; the stream
  of ``label`` is the blocks' 8-byte big-endian words in order;
- ``below(n)``: the next word ``w``; if ``w >= 2**64 - 2**64 % n`` it is rejected (no bias)
  and the next word is taken; else ``w % n``;
- ``shuffle(items)``: Fisher-Yates from the end: for i = len-1 down to 1, j = below(i + 1),
  swap items i and j;
- ``tie_key(seed, entry)``: SHA-256("<seed>:tie:<entry>") as hex; equal ratings are ordered by
  it (smaller first).

No library random generator is used: the construction is short enough to redo by hand in
any language.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterator, MutableSequence
from typing import TypeVar

T = TypeVar("T")
_WORD = 2**64


def new_seed() -> str:
    """A fresh secret seed for a real tournament (``secrets``)."""
    return secrets.token_hex(32)


def commitment(seed: str) -> str:
    return hashlib.sha256(seed.encode("ascii")).hexdigest()


def check_seed(seed: str) -> str:
    s = seed.strip().lower()
    if len(s) != 64 or any(c not in "0123456789abcdef" for c in s):
        raise ValueError("a draw seed is 64 hex digits")
    return s


def tie_key(seed: str, entry: int) -> str:
    return hashlib.sha256(f"{seed}:tie:{entry}".encode()).hexdigest()


class Stream:
    """The words of one label's stream, and the choices made from them."""

    def __init__(self, seed: str, label: str) -> None:
        self._words = self._gen(seed, label)

    @staticmethod
    def _gen(seed: str, label: str) -> Iterator[int]:
        i = 0
        while True:
            block = hashlib.sha256(f"{seed}:{label}:{i}".encode()).digest()
            for k in range(0, 32, 8):
                yield int.from_bytes(block[k:k + 8], "big")
            i += 1

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below(n) needs n >= 1")
        limit = _WORD - _WORD % n
        while True:
            w = next(self._words)
            if w < limit:
                return w % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
