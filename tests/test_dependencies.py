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
