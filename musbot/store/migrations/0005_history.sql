-- 0005_history: fair play (shuffle version, commitment, revealed seed), achievements (logros),
-- the pairs ranking's minimum, seasons that end (schedule, champions, their role).
-- Portable SQL (SQLite and PostgreSQL): no SQLite-only functions, booleans as 0/1.

-- ------------------------------------------------------------------ fair play
-- The version of the shuffle a table's deals come from (musbot/engine/shuffle.py). Tables stored
-- before this migration were dealt by version 1; the store writes the version of new tables.
ALTER TABLE tables ADD COLUMN shuffle INTEGER NOT NULL DEFAULT 1;
-- A table still waiting for players has dealt nothing yet: its partida will deal with version 2.
UPDATE tables SET shuffle = 2 WHERE status = 'open';

-- SHA-256 of the seed text, fixed when the partida starts (shown before the first deal); the
-- seed itself, revealed when the partida ends (NULL while it is played).
ALTER TABLE partidas ADD COLUMN commitment TEXT;
ALTER TABLE partidas ADD COLUMN seed TEXT;
ALTER TABLE partidas ADD COLUMN revealed_at TEXT;

-- Partidas over before this migration: their seed is revealed now (no commitment was shown).
UPDATE partidas SET seed = (SELECT t.seed FROM tables t WHERE t.table_id = partidas.table_id),
                    revealed_at = finished_at
 WHERE status IN ('finished', 'abandoned') AND table_id IS NOT NULL;

-- ------------------------------------------------------------------ achievements (logros)
-- One row per player and logro: where it was first earned and how many times since. Computed
-- from the stored actions of finished partidas (store/achievements.py), so it can be rebuilt.
CREATE TABLE achievements (
    guild_id     INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    player_id    INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    achievement  TEXT NOT NULL,
    times        INTEGER NOT NULL DEFAULT 1 CHECK (times >= 1),
    partida_id   INTEGER REFERENCES partidas(partida_id) ON DELETE SET NULL,
    hand_number  INTEGER,                                -- the hand it was first earned in, if one
    earned_at    TEXT NOT NULL,
    PRIMARY KEY (player_id, achievement)
);
CREATE INDEX achievements_guild ON achievements(guild_id, achievement);

-- ------------------------------------------------------------------ server settings
ALTER TABLE guilds ADD COLUMN pair_min_partidas INTEGER CHECK (pair_min_partidas >= 1);  -- NULL: 5
ALTER TABLE guilds ADD COLUMN season_schedule TEXT CHECK (season_schedule IN ('monthly', 'quarterly'));
ALTER TABLE guilds ADD COLUMN champion_role_id INTEGER;     -- Discord role of the season's champions
ALTER TABLE guilds ADD COLUMN champions_channel_id INTEGER; -- where the champions' message goes

-- ------------------------------------------------------------------ seasons that end
-- The standings of a closed season: its top players (kind 'player', by rating) and pairs (kind
-- 'pair', the pairs ranking). champion = 1 marks who holds the season's champions' role.
CREATE TABLE season_standings (
    guild_id      INTEGER NOT NULL,
    season        INTEGER NOT NULL,
    kind          TEXT NOT NULL CHECK (kind IN ('player', 'pair')),
    place         INTEGER NOT NULL CHECK (place >= 1),
    player_id     INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    partner_id    INTEGER REFERENCES players(player_id) ON DELETE CASCADE,
    partidas      INTEGER NOT NULL,
    partidas_won  INTEGER NOT NULL,
    rating        REAL,                                  -- player: mu - 3 sigma; pair: strength
    champion      INTEGER NOT NULL DEFAULT 0 CHECK (champion IN (0, 1)),
    PRIMARY KEY (guild_id, season, kind, place),
    FOREIGN KEY (guild_id, season) REFERENCES seasons(guild_id, season) ON DELETE CASCADE
);
