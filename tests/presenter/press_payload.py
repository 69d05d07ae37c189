"""A press on a table message as Discord's gateway delivers it (INTERACTION_CREATE), for tests
that build discord.py's ``Interaction`` without the stand-in."""

from __future__ import annotations

from typing import Any

BOT = {"id": "22", "username": "musbot", "discriminator": "0", "avatar": None, "bot": True}


def press(channel: int, message: int, hand: int) -> dict[str, Any]:
    """Ana's press of "Mus" on the table message ``message`` of ``channel``."""
    return {"id": "11", "application_id": BOT["id"], "type": 3, "token": "tok", "version": 1,
            "channel_id": str(channel), "data": {"custom_id": f"mus:mus:{channel}:{hand}", "component_type": 2},
            "message": {"id": str(message), "channel_id": str(channel), "type": 0, "author": BOT, "content": "",
                        "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": None, "tts": False,
                        "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
                        "embeds": [], "components": [], "pinned": False, "flags": 0},
            "user": {"id": "55", "username": "ana", "discriminator": "0", "avatar": None},
            "locale": "es", "app_permissions": "0", "entitlements": [], "authorizing_integration_owners": {},
            "attachment_size_limit": 8388608}
