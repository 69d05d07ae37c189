"""A command's answer, composed by the presenter and sent by its cog: a text, or an embed with
its picture, public or only for the person who asked. It pings nobody (``NOBODY``): names in
it are user text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from .mentions import NOBODY


@dataclass(frozen=True)
class Reply:
    content: str | None = None
    embed: discord.Embed | None = None
    file: discord.File | None = None
    private: bool = False  # ephemeral: only the person who asked sees it

    def send_kwargs(self) -> dict[str, Any]:
        """The keyword arguments of ``send_message`` / ``followup.send`` that send it."""
        out: dict[str, Any] = {"allowed_mentions": NOBODY}
        if self.content is not None:
            out["content"] = self.content
        if self.embed is not None:
            out["embed"] = self.embed
        if self.file is not None:
            out["file"] = self.file
        if self.private:
            out["ephemeral"] = True
        return out
