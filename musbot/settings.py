"""Settings from the environment or a ``.env`` file (python-dotenv), checked before anything starts.

Every value is checked here and a bad one is refused with the accepted values
(``SettingsError``), so the bot never starts half-configured. ``.env`` is looked for in the
current directory, then in the database's directory; the first one found is read and
variables already in the environment win over it. The token is never logged or shown.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from musbot.i18n import LANGS
from musbot.store.db import is_postgres, unsupported_scheme

LOG_LEVELS: tuple[str, ...] = ("DEBUG", "INFO", "WARNING", "ERROR")
DEFAULT_DB = "musbot.db"
ENV_FILE = ".env"
_OWNER_ID = re.compile(r"[0-9]{1,20}")


class SettingsError(ValueError):
    """A setting that cannot be used; the message names it and the values it accepts."""


@dataclass(frozen=True)
class EnvSearch:
    """Where ``.env`` was looked for, and which one was read (None: none was found)."""

    searched: tuple[Path, ...] = ()
    read: Path | None = None

    def describe(self) -> str:
        if not self.searched:
            return "no .env file was looked for"
        places = ", ".join(f"{p} ({'read' if p == self.read else 'not found'})" for p in self.searched)
        return f".env looked for in: {places}"


@dataclass(frozen=True)
class Settings:
    token: str = field(default="", repr=False)
    db_path: str = field(default=DEFAULT_DB, repr=False)  # a postgresql:// URL may hold a password
    lang: str = "es"
    log_level: str = "INFO"
    owner_ids: tuple[int, ...] = ()
    rules_url: str = ""  # where players read docs/rules.md; /mus reglas links to it
    env: EnvSearch = field(default_factory=EnvSearch, compare=False)
    token_from: str = field(default="the environment", compare=False)  # or the .env it came from

    @classmethod
    def load(cls, *, db: str | None = None, read_env_file: bool = True) -> Settings:
        """The settings of ``musbot run``/``sync``; ``db`` is ``--db`` (wins over MUSBOT_DB)."""
        env = find_env_file(db) if read_env_file else EnvSearch()
        in_environment = bool(os.environ.get("DISCORD_TOKEN", "").strip())
        if env.read is not None:
            from dotenv import load_dotenv

            load_dotenv(env.read, override=False)
        get = os.environ.get
        try:
            return cls(
                token=_token(get("DISCORD_TOKEN", "")),
                db_path=_db_path(db if db is not None else get("MUSBOT_DB", "")),
                lang=_choice("MUSBOT_LANG", get("MUSBOT_LANG", ""), LANGS, "es"),
                log_level=_choice("MUSBOT_LOG_LEVEL", get("MUSBOT_LOG_LEVEL", ""), LOG_LEVELS, "INFO"),
                owner_ids=_owner_ids(get("MUSBOT_OWNER_IDS", "")),
                rules_url=_url("MUSBOT_RULES_URL", get("MUSBOT_RULES_URL", "")),
                env=env,
                token_from="the environment" if in_environment or env.read is None else str(env.read),
            )
        except SettingsError as exc:
            if env.read is None:
                raise
            raise SettingsError(f"{exc} (settings from the environment and {env.read})") from None

    def rules_page(self, lang: str) -> str | None:
        """The rules page for a player of ``lang``: the Spanish page (``rules.md``) or, for
        English and German readers, the English one published beside it (``rules.en.md``)."""
        url = self.rules_url
        if not url:
            return None
        if lang in ("en", "de") and url.endswith("/rules.md"):
            return url[: -len("rules.md")] + "rules.en.md"
        return url


def find_env_file(db: str | None = None) -> EnvSearch:
    """Look for ``.env`` in the current directory, then beside the database (``--db`` or
    ``MUSBOT_DB`` from the environment); the first one found is the one to read."""
    places: list[Path] = []
    db_path = db or os.environ.get("MUSBOT_DB", "").strip() or DEFAULT_DB
    # (a postgresql:// URL has no directory, and may hold a password)
    beside_db = [] if is_postgres(db_path) else [Path(db_path).expanduser().absolute().parent]
    for directory in (Path.cwd(), *beside_db):
        candidate = directory / ENV_FILE
        if candidate not in places:
            places.append(candidate)
    for candidate in places:
        if candidate.is_file():
            return EnvSearch(tuple(places), candidate)
    return EnvSearch(tuple(places), None)


def _choice(name: str, raw: str, allowed: tuple[str, ...], default: str) -> str:
    """One of ``allowed`` (any letter case); empty means ``default``."""
    value = raw.strip()
    if not value:
        return default
    for option in allowed:
        if option.lower() == value.lower():
            return option
    raise SettingsError(f"{name}={value!r} is not accepted; use one of: {', '.join(allowed)} "
                        f"(default {default})")


def _token(raw: str) -> str:
    token = raw.strip()
    if any(ch.isspace() for ch in token):
        raise SettingsError("DISCORD_TOKEN contains a space: put only the token itself after "
                            "DISCORD_TOKEN= (no 'Bot ' in front, nothing after it)")
    return token


def _db_path(raw: str) -> str:
    path = raw.strip() or DEFAULT_DB
    why = unsupported_scheme(path)
    if why is not None:
        raise SettingsError(f"MUSBOT_DB / --db: {why}")
    if path.endswith(("/", os.sep)) and not is_postgres(path):
        raise SettingsError(f"MUSBOT_DB / --db is {raw!r}, a directory; give the database file, "
                            f"for example {path}{DEFAULT_DB}")
    return path


def _owner_ids(raw: str) -> tuple[int, ...]:
    ids: list[int] = []
    for item in raw.replace(",", " ").split():
        if not _OWNER_ID.fullmatch(item) or int(item) == 0:
            raise SettingsError(f"MUSBOT_OWNER_IDS has {item!r}, which is not a Discord user id; "
                                "give user ids (numbers like 123456789012345678) separated by commas")
        ids.append(int(item))
    return tuple(ids)


def _url(name: str, raw: str) -> str:
    url = raw.strip()
    if url and (not url.startswith(("https://", "http://")) or any(ch.isspace() for ch in url)):
        raise SettingsError(f"{name}={url!r} is not a web address; give one starting with https://")
    return url


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
