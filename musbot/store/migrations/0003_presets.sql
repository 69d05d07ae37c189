-- Named presets of table options per server ("liga": 4 reyes, 30 tantos, 3 juegos): house rules
-- that /mus mesa and tournaments can start from. Portable SQL (SQLite and PostgreSQL).
CREATE TABLE table_presets (
    guild_id          INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    name_key          TEXT NOT NULL,                     -- the name case-folded: one "Liga" per server
    name              TEXT NOT NULL,                     -- the name as its author wrote it
    rules             TEXT NOT NULL,                     -- JSON: every table option (Rules.to_dict())
    seconds_per_move  INTEGER,                           -- NULL: the server's default
    created_by        INTEGER,                           -- Discord user id
    created_at        TEXT NOT NULL,
    updated_at        TEXT NOT NULL,
    PRIMARY KEY (guild_id, name_key)
);
