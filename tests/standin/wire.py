"""The stand-in's JSON, through orjson (a musbot dependency): reading the bots' request bodies
and writing its answers and gateway events was a fifth of the load bench's own CPU with the
standard library's ``json``. Discord's JSON has string keys and snowflakes as strings; the
option keeps a test's payload with an int key working as ``json`` did."""

from __future__ import annotations

from typing import Any

import orjson

loads = orjson.loads


def dumps(data: Any) -> bytes:
    """``data`` as JSON, UTF-8 bytes."""
    return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS)
