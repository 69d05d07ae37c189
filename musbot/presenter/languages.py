"""Which language each server and each person gets: their choice, else what Discord says."""

from __future__ import annotations

from musbot.i18n import LANGS, from_discord_locale, has_discord_locale, norm_lang
from musbot.store import Store


class Languages:
    """Cached reads of the store's language choices (a server's, a person's)."""

    def __init__(self, store: Store, default: str) -> None:
        self.store = store
        self.default = default
        self._guilds: dict[int, str] = {}
        self._players: dict[int, str | None] = {}

    async def of_guild(self, guild_id: int | None) -> str:
        if guild_id is None:
            return self.default
        if guild_id not in self._guilds:
            guild = await self.store.guilds.get(guild_id)
            chosen = guild.language if guild is not None else None
            self._guilds[guild_id] = norm_lang(chosen or self.default)
        return self._guilds[guild_id]

    async def of_user(self, user_id: int, guild_id: int | None, locale: str | None) -> str:
        """The person's own choice, else the server's choice of a language Discord has no locale
        for (Basque), else their Discord locale, else the server's language."""
        if user_id not in self._players:
            self._players[user_id] = await self.store.preferences.player_language(user_id)
        chosen = self._players[user_id]
        if chosen in LANGS:
            return chosen
        server = await self.of_guild(guild_id)
        if not has_discord_locale(server):
            return server
        return from_discord_locale(locale) or server

    async def set_guild(self, guild_id: int, lang: str) -> None:
        await self.store.guilds.ensure(guild_id)
        await self.store.guilds.set_language(guild_id, lang)
        self._guilds[guild_id] = lang

    async def set_player(self, user_id: int, lang: str | None) -> None:
        await self.store.preferences.set_player_language(user_id, lang)
        self._players[user_id] = lang
