"""The speed-ups the README's dependency list promises are in effect in an installed musbot:
without them everything still works, only slower, so nothing else would notice them gone."""

from __future__ import annotations


def test_discord_py_reads_and_writes_json_with_orjson() -> None:
    import discord.utils
    import orjson

    assert discord.utils.HAS_ORJSON
    assert discord.utils._from_json is orjson.loads


def test_the_picture_bands_are_deflated_with_isal() -> None:
    from isal import isal_zlib

    from musbot.render import bands

    assert bands._deflater is isal_zlib


def test_numpy_accumulates_one_addition_after_the_other() -> None:
    """The expert's exact odds sum with numpy (``musbot/ai/exact.py``) and must give exactly the
    floats Python's own running sums gave (the same decisions, bit for bit): numpy's
    ``add.accumulate`` adds in order, unlike its pairwise ``sum``. Values whose sum depends on
    the order of the additions show it."""
    from itertools import accumulate
    from random import Random

    import numpy as np

    from musbot.ai import exact

    assert exact.np is np
    rng = Random(7)
    xs = [rng.random() * 10 ** rng.randint(-8, 8) for _ in range(330)]
    got = np.add.accumulate(np.array(xs)).tolist()
    assert got == list(accumulate(xs))
    assert got[-1] == sum(xs)
