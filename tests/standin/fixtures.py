"""Reusable pytest fixtures; import them into a conftest.py:

    from standin.fixtures import clock, standin  # noqa: F401

``standin`` is started (ephemeral port) with one guild "Taberna" and one
channel "#mus" already built (``sharded``: two shards, "Uno" on shard 0 and "Dos" on
shard 1, a "#mus" in each), so a test only adds what it needs before
logging its bot in with ``BotHarness``.

Both are deterministic: the clock is frozen (only ``clock.advance`` moves it,
so no deadline depends on machine speed) and the per-channel rate limit
answers bursts with a 429 whose ``retry_after`` is 10 ms (discord.py waits
it out at once; count the 429s in ``standin.requests`` to spot a chatty bot).
"""

import pytest

from .server import Clock, RateLimit, StandIn


@pytest.fixture
def clock() -> Clock:
    """Frozen time that tests push forward with ``advance``."""
    return Clock(frozen=True)


@pytest.fixture
async def standin(clock: Clock):
    s = StandIn(clock=clock, rate_limit=RateLimit(limit=5, per=5.0, retry_after=0.01))
    guild = s.add_guild("Taberna")
    s.add_channel(guild, "mus")
    await s.start()
    try:
        yield s
    finally:
        await s.stop()


@pytest.fixture
async def sharded(clock: Clock):
    """A stand-in with two shards: "Uno" on shard 0, "Dos" on shard 1, a #mus channel in each."""
    s = StandIn(clock=clock, rate_limit=RateLimit(limit=5, per=5.0, retry_after=0.01), shard_count=2)
    for shard, name in enumerate(("Uno", "Dos")):
        s.add_channel(s.add_guild(name, shard=shard), "mus")
    await s.start()
    try:
        yield s
    finally:
        await s.stop()
