"""Offline Discord stand-in for end-to-end tests of musbot (see server.py, harness.py)."""

from .gateway import Gateway, GatewayConnection
from .harness import BotHarness, FakeGateway
from .process import GatewayTransport
from .server import (
    AnswerGate,
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
from .users import Delivery, SimUser, Transport, make_user

__all__ = [
    "AnswerGate", "BotHarness", "ChannelRec", "Clock", "Delivery", "DiscordError", "FakeGateway", "Gateway",
    "GatewayConnection", "GatewayTransport", "GuildRec", "InteractionRec", "MessageRec", "Perm",
    "RateLimit", "SimUser", "StandIn", "Transport", "UserRec", "make_user",
]
