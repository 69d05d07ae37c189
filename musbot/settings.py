"""Settings from the environment or a .env file (python-dotenv). The token is never logged."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from musbot.i18n import LANGS


@dataclass(frozen=True)
class Settings:
    token: str = field(default="", repr=False)
    db_path: str = field(default="musbot.db", repr=False)  # a postgresql:// URL may hold a password
    lang: str = "es"
    log_level: str = "INFO"
    owner_ids: tuple[int, ...] = ()

    @classmethod
    def load(cls, env_file: str | None = ".env") -> Settings:
        if env_file:
            from dotenv import load_dotenv

            load_dotenv(env_file, override=False)
        lang = os.environ.get("MUSBOT_LANG", "es").strip().lower() or "es"
        if lang not in LANGS:
            raise SystemExit(f"MUSBOT_LANG={lang!r} is not one of {', '.join(LANGS)}")
        owners = tuple(int(x) for x in os.environ.get("MUSBOT_OWNER_IDS", "").replace(",", " ").split() if x.isdigit())
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip(),
            db_path=os.environ.get("MUSBOT_DB", "musbot.db").strip() or "musbot.db",
            lang=lang,
            log_level=os.environ.get("MUSBOT_LOG_LEVEL", "INFO").strip().upper() or "INFO",
            owner_ids=owners,
        )


# View Channel, Send Messages, Embed Links, Attach Files, Read Message History
BOT_PERMISSIONS = 1024 | 2048 | 16384 | 32768 | 65536

NO_TOKEN_HELP = """\
musbot needs a Discord bot token, and none was found in DISCORD_TOKEN or .env.

1. Open https://discord.com/developers/applications and create an application ("New Application").
2. In "Bot", press "Reset Token", copy it and put it in .env as DISCORD_TOKEN=... (see .env.example).
   No privileged intents are needed (musbot reads no message content and no member lists).
3. Invite the bot with the scopes bot and applications.commands and exactly these permissions
   (View Channel, Send Messages, Embed Links, Attach Files, Read Message History):
   https://discord.com/oauth2/authorize?client_id=YOUR_APPLICATION_ID&scope=bot+applications.commands&permissions={perms}
   (YOUR_APPLICATION_ID is on the application's "General Information" page.)
4. Register the slash commands once: musbot sync   (or musbot sync --guild ID for one server at once)
5. Start it: musbot run

To try Mus without Discord, play in the terminal: musbot play
"""
