"""End-to-end tests of the real bot against the offline Discord stand-in."""

import pytest
from standin.fixtures import clock, sharded, standin  # noqa: F401

WORLDS = ("standin", "sharded")


@pytest.fixture(autouse=True)
def pings_only_whom_it_names(request):
    """Every end-to-end test also holds the bot to its rule on mentions: whatever it sends or
    edits, a message that mentions anyone names the users it may ping (allowed mentions with
    a ``users`` list, or none), never ``parse`` (which pings every mention a name holds) and
    never nothing (which lets Discord ping them all)."""
    worlds = [request.getfixturevalue(name) for name in WORLDS if name in request.fixturenames]
    yield
    loose = [r for world in worlds for r in world.mentions if r.loose]
    assert not loose, "messages that let their content decide who is pinged:\n" + "\n".join(
        f"{r.text[:120]!r} allowed_mentions={r.allowed_mentions}" for r in loose)
