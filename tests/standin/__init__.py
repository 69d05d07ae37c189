"""Offline Discord stand-in for end-to-end tests of musbot (see server.py, harness.py)."""

from .harness import BotHarness, FakeGateway
from .server import (
    ChannelRec,
    Clock,
    DiscordError,
    GuildRec,
    InteractionRec,
    MessageRec,
    Perm,
    RateLimit,
    StandIn,
    UserRec,
)
from .users import Delivery, SimUser

__all__ = [
    "BotHarness", "ChannelRec", "Clock", "Delivery", "DiscordError", "FakeGateway", "GuildRec",
    "InteractionRec", "MessageRec", "Perm", "RateLimit", "SimUser", "StandIn", "UserRec",
]
